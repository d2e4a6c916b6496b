import { describe, expect, it } from 'vitest';
import { c02TermsPledgesNewerCards, c02TermsPledgesNewerThanCdb } from '../../src/cards/curated/newer/c02-terms-pledges-newer.js';
import { lookup } from './newer-lookup.js';

// Newer cards restated as text (textCard) for docs/c02 / docs/c03 examples (src/cards/curated/newer/c02-terms-pledges-newer.ts): the compiler must
// read the clauses the examples judge.
const { effect } = lookup(c02TermsPledgesNewerCards);

describe('newer cards', () => {
  it('every card is listed as newer than the database and is read from its text', () => {
    for (const c of c02TermsPledgesNewerCards) {
      expect(c02TermsPledgesNewerThanCdb[c.id], c.name).toBeDefined();
      expect(c.source, c.name).toBe('inferred');
    }
  });
  it('伊吕波红叶 ②: the opponent must send one card around the target, not the target (ZONE-AROUND-TARGET, CH-PLAYER-MUST)', () => {
    const e = effect('伊吕波红叶', 2);
    expect(e.targets).toMatchObject({ count: 1, filter: { kind: 'monster', side: 'opponent' } });
    expect(e.does?.[0]).toMatchObject({ do: 'send-to-gy', must: true, player: 'opponent', what: { scope: 'choose', count: 1, filter: { place: 'field', aroundTarget: true } } });
  });
  it('战华之叛-吕奉 ①: its pledge forbids monster effects but those of 「战华」 monsters, its own activation included (CH-PLEDGE-OWN-CARD)', () => {
    expect(effect('战华之叛-吕奉', 1).pledge).toMatchObject({ forbids: 'other', otherActivations: true, otherKinds: ['monster'], exceptCards: { archetype: '战华' } });
  });
  it('神艺学都 神艺学园 ②: its bracketed 「不能为这个卡名的这个效果发动而宣言相同卡名」 is read (CH-DECLARED-AGAIN)', () => {
    expect(effect('神艺学都 神艺学园', 2).declaredNameOnce).toBe(true);
  });
});
