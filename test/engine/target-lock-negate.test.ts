// A lasting lock on the effects that target a chosen card (issue 16, lingering effects; test/RULES.md CH-TARGET-LOCK-NEGATE;
// rules reference docs/c03/卡片的抗性.rst:113–116): 技能禁锢’s 「这个回合，选择的卡为对象发动的怪兽效果无效」 affects the effects activated,
// not the card it chose. Through the real pipeline over cards.cdb, on other cards than the reference's example too.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('lasting locks on effects that target a chosen card', () => {
  it('[CH-TARGET-LOCK-NEGATE] a monster effect targeting the card 技能禁锢 chose resolves negated — activated later in the turn, or already on the chain below it; a chosen card unaffected by Traps changes nothing; not a Spell’s effect, nor one targeting another card', () => {
    // Earlier this turn (the entry names its target), the chosen card even unaffected by Traps.
    const later = askCdb('{回合:A 阶段:主要1 本回合:A:技能禁锢(对象:三眼怪) A场:三眼怪(不受陷阱) B手:效果遮蒙者} C1 B:效果遮蒙者→三眼怪');
    expect(later.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(later.links[0]!.rules).toContain('CH-TARGET-LOCK-NEGATE');
    expect(String(later.links[0]!.reason)).toContain('技能禁锢');
    // On the chain below it: 技能禁锢 resolves first, and the link it answers is negated as it resolves.
    expect(outcomes('{回合:A 阶段:主要1 A场:三眼怪,技能禁锢(盖) B手:效果遮蒙者} C1 B:效果遮蒙者→三眼怪 C2 A:技能禁锢→三眼怪')).toEqual(['C1:effect-negated', 'C2:resolved']);
    // Chained the other way, the monster effect resolves before the lock applies.
    expect(outcomes('{回合:A 阶段:主要1 A场:三眼怪,技能禁锢(盖) B手:效果遮蒙者} C1 A:技能禁锢→三眼怪 C2 B:效果遮蒙者→三眼怪')).toEqual(['C1:resolved', 'C2:resolved']);
    // Another card targeted, or a Spell's effect: free.
    expect(outcomes('{回合:A 阶段:主要1 本回合:A:技能禁锢(对象:三眼怪) A场:三眼怪,死灵骑士 B手:效果遮蒙者} C1 B:效果遮蒙者→死灵骑士')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:B 阶段:主要1 本回合:A:技能禁锢(对象:旋风) A场:旋风(盖) B手:旋风} C1 B:旋风→A:旋风')).toEqual(['C1:resolved']);
    // Its activation negated: no lock.
    expect(outcomes('{回合:A 阶段:主要1 本回合:A:技能禁锢(发动无效,对象:三眼怪) A场:三眼怪 B手:效果遮蒙者} C1 B:效果遮蒙者→三眼怪')).toEqual(['C1:resolved']);
  });

  it('[CH-TARGET-LOCK-NEGATE] the lock affects the effect activated: a monster unaffected by Traps (`(不受陷阱)`) activating an effect that targets the chosen card is free of it (a Set Spell chosen, 魔导战士 破坏者③)', () => {
    const s = (st: string) => `{回合:B 阶段:主要1 本回合:A:技能禁锢(对象:旋风) A场:旋风(盖) B场:魔导战士 破坏者(${st})} C1 B:魔导战士 破坏者③→旋风`;
    expect(outcomes(s('魔力指示物1'))).toEqual(['C1:effect-negated']);
    expect(outcomes(s('魔力指示物1,不受陷阱'))).toEqual(['C1:resolved']);
    expect(askCdb(s('魔力指示物1,不受陷阱')).events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '旋风'))).toBe(true);
  });
});
