// The newer-than-cdb cards of src/cards/curated/newer/c03-specific-picks-newer.ts written as text (textCard): the compiler's reading
// must be what the card does in the rulings that use them (docs/c03/特定效果的处理方法.rst).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03SpecificPicksNewerCards } from '../../src/cards/curated/newer/c03-specific-picks-newer.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const { effect } = lookup(c03SpecificPicksNewerCards);

describe('newer cards of 特定效果的处理方法 written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03SpecificPicksNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('六花绚烂①: the card’s activation — a 「六花」 monster from the Deck, then 「再」 a Plant from the Deck only (「和加入手卡的怪兽…不同」 names no place)', () => {
    const e = effect('六花绚烂', 1);
    expect(e.kind).toBe('activation');
    expect(e.targets ?? null).toBeNull();
    expect(e.does.map((a) => [a.do, typeof a.what === 'object' ? a.what.filter.place : a.what])).toEqual([['add-to-hand', 'deck'], ['add-to-hand', 'deck']]);
  });

  it('「这张卡也能把自己场上1只…解放来发动」 before ①: how the card may be activated, not an effect of its own with a target', () => {
    const c = textCard({ id: 998400998, name: '测试也能解放发动', type: 'spell', text: '这张卡也能把自己场上1只龙族怪兽解放来发动。\n①：自己从卡组抽1张。' });
    expect(c.effects.find((x) => x.n === 1)?.kind).toBe('activation');
    expect(c.effects.some((x) => x.kind === 'activation' && x.n !== 1)).toBe(false);
  });

  it('杀手级调整曲·提示员②: a trigger on being sent as material; the opponent’s top 2 cards turned over, one of them banished from the top of that Deck (CMP-REVEALED-PICK)', () => {
    const e = effect('杀手级调整曲·提示员', 2);
    expect(e.kind).toBe('trigger');
    expect(e.does.map((a) => a.do)).toEqual(['look', 'banish', 'return-to-deck']);
    expect(e.does[1]).toMatchObject({ what: { count: 1, filter: { place: 'deck', side: 'opponent' } }, from: 'deck', top: true });
  });

  it('征服斗魂 重型电子人②: two ● choices, each costing monsters of the hand of its Attributes shown (CMP-ATTRIBUTE-REVEAL-COST); 霍丽·苏①: another 「征服斗魂」 monster of the hand shown', () => {
    const ch = lookup(c03SpecificPicksNewerCards).card('征服斗魂 重型电子人').effects.filter((e) => e.n === 2);
    expect(ch.map((e) => [e.choiceOf, e.cost?.[0]?.do, typeof e.cost?.[0]?.what === 'object' ? e.cost[0].what.filter.attribute : null])).toEqual([[2, 'look', '暗'], [2, 'look', ['地', '炎']]]);
    expect(effect('征服斗魂 霍丽·苏', 1).cost?.[0]).toMatchObject({ do: 'look', what: { filter: { archetype: '征服斗魂', place: 'hand' } } });
  });

  it('我我我我魔术师②: a 「未来皇 霍普」 Xyz Monster with it as material gains an effect — two materials detached, an Xyz Monster of its own targeted, its ATK set to 4000 and its effects negated', () => {
    const g = effect('我我我我魔术师', 2).grantsSummoned;
    expect(g?.archetype).toBe('未来皇 霍普');
    expect(g?.effects[0]?.does.map((a) => a.do)).toEqual(['modify-stats', 'negate-effects']);
  });

  it('No.69 纹章神 盾徽-神之愤怒③: a negation on no chain of the effects the opponent activates of 「不明」 (CH-NONCHAIN-NEGATE-NAMED)', () => {
    expect(effect('No.69 纹章神 盾徽-神之愤怒', 3)).toMatchObject({ kind: 'continuous', does: [{ do: 'negate-effects', effects: [{ side: 'opponent', card: { names: ['不明'] } }] }] });
  });

  it('新世坏-阿密哩多罗①: a trigger on a monster of mine destroyed and sent to the GY or banished, four ● choices; ●2 raises a monster by half the ATK of one the event moved (CH-STAT-EVENT-CARD-VALUE)', () => {
    const ch = lookup(c03SpecificPicksNewerCards).card('新世坏-阿密哩多罗').effects.filter((e) => e.n === 1);
    expect(ch).toHaveLength(4);
    expect(ch[0]?.trigger).toMatchObject({ subject: { kind: 'monster', side: 'self' } });
    expect(ch[1]?.does[0]).toMatchObject({ do: 'modify-stats', amountFrom: { of: 'event-cards', half: true } });
  });
});
