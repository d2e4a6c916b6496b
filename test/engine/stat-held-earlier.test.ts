// 翻倍机会 「这个效果让那只怪兽攻击的伤害步骤内，那只怪兽的攻击力变成2倍」 activated earlier this turn (test/RULES.md CMP-STAT-HELD-ATTACK,
// CH-STAT-HELD-EARLIER; rules reference docs/c03/攻守计算.rst:527–529): the doubling holds on its target in the Damage Step of its attack,
// applied last (CH-STAT-RECALC-LAST) — halved there, it is doubled again.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const rules = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.rules ?? [];
const HOPE = 'No.39 希望皇 霍普';

describe.skipIf(!haveCards)('a change held to the Damage Step of an attack by an earlier activation', () => {
  it('[CMP-STAT-HELD-ATTACK] 翻倍机会’s doubling is no step of its resolution: activated now, as the attack is negated, it doubles nothing yet', () => {
    const a = askCdb(`{回合:A 阶段:战斗步骤 攻击:A:${HOPE}→B:三眼怪 A场:${HOPE} B场:三眼怪} C1 A:翻倍机会→${HOPE}`);
    expect(a.links[0]!.legal).toBe(true);
    expect(atk(a, HOPE)).toBe(2500);
  });
  it('[CH-STAT-HELD-EARLIER] its target (`(对象:X)`) attacking again, in the Damage Step: 2500 doubled to 5000; halved by 半封, doubled again — 5000', () => {
    const sit = `{回合:A 阶段:伤害步骤 本回合:A:翻倍机会(对象:${HOPE}) 攻击:A:${HOPE}→B:三眼怪 A场:${HOPE} B场:三眼怪}`;
    expect(atk(askCdb(`${sit} 伤害计算`), HOPE)).toBe(5000);
    const a = askCdb(`${sit} C1 B:半封→${HOPE}`);
    expect(atk(a, HOPE)).toBe(5000);
    expect(rules(a, HOPE)).toEqual(expect.arrayContaining(['CH-STAT-HELD-EARLIER', 'CH-STAT-RECALC-LAST']));
    expect(a.battle?.damage.B).toBe(4000);
  });
  it('[CH-STAT-HELD-EARLIER] no target named: taken as the attacker, said in the assumptions; its stated 攻5000 already holds the doubling (not 10000)', () => {
    const a = askCdb(`{回合:A 阶段:伤害步骤 本回合:A:翻倍机会 攻击:A:${HOPE}→B:三眼怪 A场:${HOPE}(攻5000) B场:三眼怪} 伤害计算`);
    expect(atk(a, HOPE)).toBe(5000);
    expect(JSON.stringify(a.assumptions)).toContain('对象:X');
  });
  it('[CH-STAT-HELD-EARLIER] the other side: another monster attacking, before the Damage Step, or the effect negated — 半封 leaves 2500', () => {
    expect(atk(askCdb(`{回合:A 阶段:伤害步骤 本回合:A:翻倍机会(对象:${HOPE}) 攻击:A:三眼怪→B:青眼白龙 A场:${HOPE}(攻5000),三眼怪 B场:青眼白龙} C1 B:半封→${HOPE}`), HOPE)).toBe(2500);
    expect(atk(askCdb(`{回合:A 阶段:战斗步骤 本回合:A:翻倍机会(对象:${HOPE}) 攻击:A:${HOPE}→B:三眼怪 A场:${HOPE}(攻5000) B场:三眼怪} C1 B:半封→${HOPE}`), HOPE)).toBe(2500);
    const negated = askCdb(`{回合:A 阶段:伤害步骤 本回合:A:翻倍机会(效果无效) 攻击:A:${HOPE}→B:三眼怪 A场:${HOPE}(攻5000) B场:三眼怪} C1 B:半封→${HOPE}`);
    expect(atk(negated, HOPE)).toBe(2500);
    expect(rules(negated, HOPE)).not.toContain('CH-STAT-HELD-EARLIER');
  });
});
