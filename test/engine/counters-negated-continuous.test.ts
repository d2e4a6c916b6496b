// CNT-NEGATED (test/RULES.md; rules reference docs/c02/基本用语.rst:842–858) for a continuous negation: a card whose effects a face-up
// card's continuous effect negates (技能抽取) loses the counters only a card able to hold them may carry, as one a resolving negation
// reached does, and its own continuous ATK change counted by them does not apply. Before, only a resolving negation removed them:
// 黑羽龙(黑羽指示物2) under 技能抽取 showed 1400, 魔导兽 刻耳柏洛斯(魔力指示物2) 2400.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';

const counters = (a: ChainAnswer, name: string) => (a.counters ?? []).filter((c) => c.card.name === name).map((c) => `${c.kind}:${c.before}->${c.now}`);
const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('a continuous negation takes the holder-only counters off', () => {
  it('[CNT-NEGATED] 技能抽取 activated: 黑羽龙 loses its 黑羽 Counters and its own ATK loss — 2800; 魔导兽 刻耳柏洛斯 its Spell Counters and their +500 each — 1400', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:技能抽取(盖) A场:黑羽龙(黑羽指示物2)} C1 B:技能抽取');
    expect(counters(a, '黑羽龙')).toEqual(['黑羽:2->0']);
    expect(atk(a, '黑羽龙')).toBe(2800);
    expect(a.links[0]!.rules).toContain('CNT-NEGATED');
    const b = askCdb('{回合:B 阶段:主要1 B场:技能抽取(盖) A场:魔导兽 刻耳柏洛斯(魔力指示物2)} C1 B:技能抽取');
    expect(counters(b, '魔导兽 刻耳柏洛斯')).toEqual(['魔力:2->0']);
    expect(atk(b, '魔导兽 刻耳柏洛斯')).toBe(1400);
  });

  it('[CNT-NEGATED] 技能抽取 already face-up: the counters the situation lists are not there — said in the assumptions — and its ATK is not raised by them', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:技能抽取 A场:魔导兽 刻耳柏洛斯(魔力指示物2),强欲之壶(盖)} C1 A:强欲之壶');
    expect(a.assumptions.join()).toContain('魔力指示物');
    expect(atk(a, '魔导兽 刻耳柏洛斯')).toBe(1400);
  });

  it('[CNT-NEGATED] the other side: a negation that does not reach the monster (王宫的敕命: Spells/Traps) or none at all leaves its counters and its ATK (2400)', () => {
    for (const input of [
      '{回合:A 阶段:主要1 B场:王宫的敕命(盖) A场:魔导兽 刻耳柏洛斯(魔力指示物2)} C1 B:王宫的敕命',
      '{回合:A 阶段:主要1 A场:魔导兽 刻耳柏洛斯(魔力指示物2),强欲之壶(盖)} C1 A:强欲之壶',
    ]) {
      const a = askCdb(input);
      expect(counters(a, '魔导兽 刻耳柏洛斯'), input).toEqual([]);
      expect(atk(a, '魔导兽 刻耳柏洛斯'), input).toBe(2400);
      expect(a.assumptions.join(), input).not.toContain('魔力指示物');
    }
  });
});
