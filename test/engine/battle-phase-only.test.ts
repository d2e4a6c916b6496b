// CH-BATTLE-PHASE-ONLY and CH-BATTLE-DAMAGE-APPLIED (issue 16, rules reference docs/c03/战斗阶段流程.rst:20–24, 726):
// after the turn's Battle Phase an effect that only works in one cannot be activated; a turn-long change of every
// battle's damage that already applies cannot be activated again. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { onlyInBattle } from '../../src/engine/chain/battle-phase-only.js';
import { askCdb as askCdbForCards, haveCards as haveCdb } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('an effect that only works in a Battle Phase', () => {
  it('[CH-BATTLE-PHASE-ONLY] 威压之魔眼 (a direct attack this turn) may be activated in Main Phase 1 but not in Main Phase 2', () => {
    expect(link1('{回合:A 阶段:主要1 A场:白骨} C1 A:威压之魔眼→白骨').legal).toBe(true);
    const mp2 = link1('{回合:A 阶段:主要2 A场:白骨} C1 A:威压之魔眼→白骨');
    expect(mp2.legal).toBe(false);
    expect(mp2.rules).toContain('CH-BATTLE-PHASE-ONLY');
  });

  it('[CH-BATTLE-PHASE-ONLY] a battle-damage change and a destruction left for the damage step are refused after the Battle Phase, in the opponent’s turn too; in the Battle Phase they may be activated', () => {
    expect(link1('{回合:B 阶段:主要2 A场:青眼白龙,动作魔法-完全转弯(盖)} C1 A:动作魔法-完全转弯').rules).toContain('CH-BATTLE-PHASE-ONLY');
    expect(link1('{回合:A 阶段:战斗步骤 A场:青眼白龙} C1 A:动作魔法-完全转弯').legal).toBe(true);
    // 猪突猛进: 「那次伤害步骤开始时那只对方怪兽破坏」 is read as a step left for the start of the damage step
    const boar = askCdb('{回合:A 阶段:主要1 A场:黑森林的魔女} C1 A:猪突猛进→黑森林的魔女');
    expect(boar.links[0]!.legal).toBe(true);
    expect(String(boar.links[0]!.reason)).toContain('伤害步骤开始时才处理');
  });

  it('[CH-BATTLE-PHASE-ONLY] the other side: an effect that also does something now may be activated in Main Phase 2 (青眼亚白龙② destroys its target)', () => {
    expect(link1('{回合:A 阶段:主要2 A场:青眼亚白龙 B场:三眼怪} C1 A:青眼亚白龙②→三眼怪').legal).toBe(true);
    // the reader: what only waits for the battle
    expect(onlyInBattle({ n: 1, kind: 'activation', targets: null, does: [], battleDamage: [{ op: 'double', receiver: 'any', of: 'monsters' }] })).toBe(true);
    expect(onlyInBattle({ n: 1, kind: 'activation', targets: null, does: [{ do: 'destroy', what: 'targets' }], grantsAttack: { direct: true, what: 'targets' } })).toBe(false);
    expect(onlyInBattle({ n: 1, kind: 'activation', targets: null, does: [{ do: 'destroy', what: 'targets', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase' } }] })).toBe(false);
  });
});

describe.skipIf(!haveCards)('a battle-damage change that already applies', () => {
  it('[CH-BATTLE-DAMAGE-APPLIED] 动作魔法-完全转弯 already applied this turn (by either player) cannot be activated again; two chained both resolve', () => {
    const again = link1('{回合:A 阶段:主要1 A场:青眼白龙 本回合:B:动作魔法-完全转弯} C1 A:动作魔法-完全转弯');
    expect(again.legal).toBe(false);
    expect(again.rules).toContain('CH-BATTLE-DAMAGE-APPLIED');
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙} C1 A:动作魔法-完全转弯 C2 B:动作魔法-完全转弯').links.map((l) => [l.legal, l.outcome])).toEqual([[true, 'resolved'], [true, 'resolved']]);
  });

  it('[CH-BATTLE-DAMAGE-APPLIED] the other side: an earlier activation that was negated applies nothing, and a change of one battle (收缩) is another effect', () => {
    expect(link1('{回合:A 阶段:主要1 A场:青眼白龙 本回合:A:动作魔法-完全转弯(无效)} C1 A:动作魔法-完全转弯').legal).toBe(true);
    expect(link1('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 本回合:A:动作魔法-完全转弯} C1 A:收缩→三眼怪').legal).toBe(true);
  });
});

// The same rule with the cards of 誓约.rst:199–200's family (more attacks, doubled battle damage): 刚鬼 利剑食人魔② and 天穹之圣像骑士②.


const ogre = (phase: string) => askCdbForCards(`{回合:A 阶段:${phase} A场:刚鬼 利剑食人魔,三眼怪} C1 A:刚鬼 利剑食人魔② [cost:解放 三眼怪]`).links[0]!;
const knight = (phase: string) => askCdbForCards(`{回合:A 阶段:${phase} A场:天穹之圣像骑士,狮子王之圣像骑士} C1 A:天穹之圣像骑士②→狮子王之圣像骑士`).links[0]!;

describe.skipIf(!haveCdb)('[CH-BATTLE-PHASE-ONLY] an effect for this turn’s battles after the Battle Phase', () => {
  it('[CH-BATTLE-PHASE-ONLY] a second attack this turn cannot be given in Main Phase 2 (刚鬼 利剑食人魔②)', () => {
    const l = ogre('主要2');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-BATTLE-PHASE-ONLY');
  });

  it('[CH-BATTLE-PHASE-ONLY] doubled battle damage this turn cannot be given in Main Phase 2 (天穹之圣像骑士②)', () => {
    const l = knight('主要2');
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toMatch(/战斗阶段已经结束/);
  });

  it('[CH-BATTLE-PHASE-ONLY] the other side: in Main Phase 1 both can be activated', () => {
    expect(ogre('主要1').legal).toBe(true);
    expect(knight('主要1').legal).toBe(true);
  });
});
