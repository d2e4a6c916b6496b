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

  it('[CNT-NEGATED] outside a chain too: an action (a summon, an attack declaration) on a board where 技能抽取 is face-up shows the values without the counters, and says they are gone', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:技能抽取 A场:魔导兽 刻耳柏洛斯(魔力指示物2) A手:三眼怪} 召唤 三眼怪');
    expect(atk(a, '魔导兽 刻耳柏洛斯')).toBe(1400);
    expect(a.assumptions.filter((x) => x.includes('魔力指示物'))).toHaveLength(1);
    // The damage calculation of an attack declared reads 黑羽龙 at 2800: its own loss by its 黑羽 Counters is negated with them.
    const b = askCdb('{回合:A 阶段:战斗 B场:技能抽取,三眼怪 A场:黑羽龙(黑羽指示物2)} 攻击宣言 黑羽龙 → 三眼怪');
    expect(atk(b, '黑羽龙')).toBe(2800);
    expect(b.battle?.attackerValue).toBe(2800);
    expect(b.battle?.damage.B).toBe(1800);
    // The other side: with no negation the counters stay (2400, nothing said).
    const c = askCdb('{回合:A 阶段:主要1 A场:魔导兽 刻耳柏洛斯(魔力指示物2) A手:三眼怪} 召唤 三眼怪');
    expect(atk(c, '魔导兽 刻耳柏洛斯')).toBe(2400);
    expect(c.assumptions.join()).not.toContain('魔力指示物');
  });
});
