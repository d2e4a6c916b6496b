import { describe, expect, it } from 'vitest';
import { c02TermsNewerMoreCards, c02TermsNewerMoreThanCdb } from '../../src/cards/curated/newer/c02-terms-newer-more.js';
import { readFusionByCard } from '../../src/cards/compile/summon-materials.js';
import { mentionedNames } from '../../src/cards/compile/mentions.js';
import { lookup } from './newer-lookup.js';

// Newer cards restated as text (textCard) for docs/c02/基本用语.rst examples (src/cards/curated/newer/c02-terms-newer-more.ts): the
// compiler must read the clauses the examples judge.
const { card, effect } = lookup(c02TermsNewerMoreCards);

describe('c02 basic-terms newer cards (more)', () => {
  it('every card is listed as newer than the database and is read from its text', () => {
    for (const c of c02TermsNewerMoreCards) {
      expect(c02TermsNewerMoreThanCdb[c.id], c.name).toBeDefined();
      expect(c.source, c.name).toBe('inferred');
    }
  });
  it('烙印融合 ① is a Fusion Summon from the hand, Deck and field of a monster naming 「阿不思的落胤」 (SIT-SUMMON-BY-CARD)', () => {
    expect(readFusionByCard(card('烙印融合').text)).toMatchObject({ kind: 'fusion', from: { hand: true, deck: true, field: true, gy: false }, move: 'sent-to-gy', mustUse: '「阿不思的落胤」' });
  });
  it('迫近的机械 and 钢铁幻想师 name 「金属化·强化反射装甲」 as a card in their text (CMP-MENTIONS)', () => {
    expect(mentionedNames(card('迫近的机械'))?.has('金属化·强化反射装甲')).toBe(true);
    expect(mentionedNames(card('钢铁幻想师'))?.has('金属化·强化反射装甲')).toBe(true);
  });
  it('群豪之创始者-大公 ①: return, damage, then ATK up by half the damage — 「给与的伤害」 is the amount, no second damage', () => {
    expect(effect('群豪之创始者-大公', 1).does?.map((d) => d.do)).toEqual(['return-to-hand', 'damage', 'modify-stats']);
  });
});
