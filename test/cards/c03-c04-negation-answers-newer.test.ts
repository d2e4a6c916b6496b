// The newer-than-cdb cards of src/cards/curated/newer/c03-c04-negation-answers-newer.ts written as text (textCard): the compiler's reading must
// be what the card does in the rulings that use them (docs/c03/无效.rst, docs/c04/灰流丽·星尘龙.rst, docs/c04/王家长眠之谷.rst).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03c04NegationAnswersNewerCards } from '../../src/cards/curated/newer/c03-c04-negation-answers-newer.js';

const { effect } = lookup(c03c04NegationAnswersNewerCards);

describe('c03/c04 negation and answer newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03c04NegationAnswersNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });
  it('救祓少女圣母悼歌③: the opponent banishes one of the monsters from their GY (a banishment from the GY)', () => {
    expect(effect('救祓少女圣母悼歌', 3).does[0]).toMatchObject({ do: 'banish', from: 'gy' });
  });
  it('于贝尔幻影② and 创狱神 涅瓦②: rewrites of the answered effect (CMP-REWRITE), the first naming a 「于贝尔」 monster inside its new text', () => {
    expect(effect('于贝尔幻影', 2).does[0]).toMatchObject({ do: 'rewrite', into: { does: [{ do: 'destroy', what: { filter: { archetype: '于贝尔' } } }] } });
    expect(effect('创狱神 涅瓦', 2).does[0]).toMatchObject({ do: 'rewrite', into: { does: [{ do: 'destroy', what: { scope: 'all', filter: { side: 'opponent', place: 'field' } } }] } });
  });
  it('速射扳机①: destroys Fusion Materials of its own field, then summons from the Extra Deck', () => {
    expect(effect('速射扳机', 1).does.map((a) => [a.do, a.from])).toEqual([['destroy', 'field'], ['special-summon', 'extra']]);
  });
});
