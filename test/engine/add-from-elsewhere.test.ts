// Issue 16: SIT-ADD-FROM-ELSEWHERE (src/scenario/bind.ts) — the card a link adds to the hand (`[加入手卡 X]`) is not a copy already in the
// hand or on the chain: when the situation lists a free copy in the Deck, the GY or banished, that copy is the one added.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('SIT-ADD-FROM-ELSEWHERE', CARDS_DB);

const added = (input: string) => askCdb(input).events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.ref));

describe.skipIf(!haveCards)('SIT-ADD-FROM-ELSEWHERE', () => {
  it('[SIT-ADD-FROM-ELSEWHERE] 增援 searching 元素英雄 天空侠 with a copy already in the hand adds the Deck copy (before, the copy in the hand was “added”)', () => {
    expect(added('{回合:A A手:增援,元素英雄 天空侠 A卡组:元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]')).toEqual(['A卡组1']);
  });
  it('[SIT-ADD-FROM-ELSEWHERE] the copy added mid-chain is a new card in the hand: a second 光天使 天座 searched by 光天使 天杖 while the first is chained may answer the first one’s summon after the chain (WIN-HAND-ADDED)', () => {
    const a = askCdb('{回合:A A手:光天使 天座 A卡组:光天使 天座} 召唤 光天使 天杖 C1 A:光天使 天杖①[加入手卡 光天使 天座] C2 A:光天使 天座');
    expect(a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.ref))).not.toContain('L2');
    const t = a.window.triggers.find((x) => x.card.name === '光天使 天座');
    expect(t?.rules).toContain('WIN-HAND-ADDED');
  });
  it('[SIT-ADD-FROM-ELSEWHERE] with no copy listed elsewhere, the one named is kept (nothing to choose from)', () => {
    expect(added('{回合:A A手:增援 A卡组:元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]')).toEqual(['A卡组1']);
  });
  it('[SIT-ADD-FROM-ELSEWHERE] with the only other copy listed in the GY, 增援 (from the Deck) adds an unlisted Deck copy, said — the GY copy stays', () => {
    const a = askCdb('{回合:A A手:增援 A墓:元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]');
    const refs = a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.ref));
    expect(refs).toHaveLength(1);
    expect(refs[0]).not.toBe('A墓1');
    expect(a.assumptions.join('\n')).toContain('假定卡组里还有一张');
  });
  it('[SIT-ADD-FROM-ELSEWHERE] with the only copy listed in the hand, 增援 adds another from the Deck (not the one already in the hand), said', () => {
    const a = askCdb('{回合:A A手:增援,元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]');
    const refs = a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.ref));
    expect(refs).toHaveLength(1);
    expect(refs[0]).not.toMatch(/^A手/);
    expect(a.assumptions.join('\n')).toContain('假定卡组里还有一张');
  });
  it('[SIT-ADD-FROM-ELSEWHERE] the copy is taken from where the effect adds from: 增援 (from the Deck) adds the Deck copy, not the one listed first in the GY', () => {
    expect(added('{回合:A A手:增援 A墓:元素英雄 天空侠 A卡组:元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]')).toEqual(['A卡组1']);
    expect(added('{回合:A A手:增援,元素英雄 天空侠 A墓:元素英雄 天空侠 A卡组:元素英雄 天空侠} C1 A:增援[加入手卡 元素英雄 天空侠]')).toEqual(['A卡组1']);
  });
});
