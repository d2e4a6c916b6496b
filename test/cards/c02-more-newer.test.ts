import { describe, expect, it } from 'vitest';
import { c02MoreNewerCards, c02MoreNewerThanCdb } from '../../src/cards/curated/newer/c02-more-newer.js';
import { readFusionLine } from '../../src/cards/compile/summon-materials.js';
import { lookup } from './newer-lookup.js';

// Newer cards restated as text (textCard) for docs/c02 examples (src/cards/curated/newer/c02-more-newer.ts): the compiler must read
// the clauses the examples judge.
const { card, effect } = lookup(c02MoreNewerCards);

describe(' newer cards', () => {
  it('every card is listed as newer than the database and is read from its text', () => {
    for (const c of c02MoreNewerCards) {
      expect(c02MoreNewerThanCdb[c.id], c.name).toBeDefined();
      expect(c.source, c.name).toBe('inferred');
    }
  });
  it('王之棺 ① protects its side’s 荷鲁斯 monsters from effects that do not target them (「不以那只怪兽为对象的卡的效果」, any card’s)', () => {
    expect(effect('王之棺', 1).does?.[0]).toMatchObject({ do: 'cannot-be-destroyed', against: 'effect', fromCards: { notTargeting: true }, what: { filter: { archetype: '荷鲁斯', side: 'self' } } });
    expect(effect('王之棺', 1).does?.[0]?.fromCards?.kind).toBeUndefined();
  });
  it('超魔导龙骑士-真红眼龙骑士: 「真红眼黑龙」 is one choice of a part, not a part of its own', () => {
    expect(readFusionLine(card('超魔导龙骑士-真红眼龙骑士').text)).toMatchObject({ named: ['黑魔术师'], either: ['真红眼黑龙'], count: { n: 2 } });
  });
  it('DDD 天空王 宙斯末日神 ① grants an extra Pendulum Summon in its own words (CH-EXTRA-SUMMON)', () => {
    expect(effect('DDD 天空王 宙斯末日神', 1).extraSummon).toBe('只有1次自己主要阶段可以把「DD」怪兽灵摆召唤');
  });
  it('异热同心武器-天风精灵翼 ③ answers a monster Special Summoned by an effect of the opponent', () => {
    expect(effect('异热同心武器-天风精灵翼', 3).trigger).toMatchObject({ event: 'special-summoned', cause: 'effect', subject: { kind: 'monster', side: 'opponent' } });
  });
  it('冥占术姬 塔罗幽巫女: its condition names 「圣占术姬 塔罗光巫女」’s effect as one of its ways (CH-SUMMON-NAMED-PROPER)', () => {
    expect(card('冥占术姬 塔罗幽巫女').effects.find((e) => e.kind === 'procedure')?.summonAlsoBy).toBe('圣占术姬 塔罗光巫女');
  });
  it('the 时间潜行者 cards: 恒动上链员 ① is once per turn by name, 表盘修复师 ① has no such text (both Standby Phase triggers)', () => {
    expect(effect('时间潜行者·恒动上链员', 1)).toMatchObject({ kind: 'trigger', oncePerTurn: 'hard', trigger: { phase: 'standby-phase' } });
    expect(effect('时间潜行者·表盘修复师', 1).oncePerTurn).toBeUndefined();
    expect(effect('时间潜行者·表盘修复师', 1).trigger).toMatchObject({ phase: 'standby-phase' });
  });
});
