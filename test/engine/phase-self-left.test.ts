// CH-PHASE-SELF-LEFT-EARLIER (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:972–977): a monster's trigger at the end of the
// Damage Step cannot be activated when the monster left the Monster Zone before that step; only one destroyed by that battle may use it
// from where it went. A monster of the attack found off the field that the battle could not destroy (its own 「不会被战斗破坏」) left
// another way — an effect after damage calculation.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a damage-step-end trigger of a monster that left before that step', () => {
  it('[CH-PHASE-SELF-LEFT-EARLIER] 方界胤 毗贾姆 (not destroyed by battle) in the GY at the end of the damage step: its ② cannot be activated; still on the field it can', () => {
    const gone = link1('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:方界胤 毗贾姆 A墓:方界胤 毗贾姆 B场:青眼白龙} C1 A:方界胤 毗贾姆②');
    expect(gone.legal).toBe(false);
    expect(gone.rules).toContain('CH-PHASE-SELF-LEFT-EARLIER');
    expect(link1('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:方界胤 毗贾姆 A场:方界胤 毗贾姆 B场:青眼白龙} C1 A:方界胤 毗贾姆②').legal).toBe(true);
  });
  it('[CH-PHASE-SELF-LEFT-EARLIER] 青眼双爆裂龙 banished before the end of the damage step cannot use ③ there either', () => {
    expect(link1('{回合:A 阶段:伤害步骤结束时 攻击:A:青眼双爆裂龙→B:三眼怪 A除外:青眼双爆裂龙 B场:三眼怪} C1 A:青眼双爆裂龙③').legal).toBe(false);
  });
  it('[CH-PHASE-SELF-LEFT-EARLIER] a monster the battle can destroy (索利德异虫) in the GY is taken as destroyed by it: its trigger is not refused by this rule', () => {
    expect(link1('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:索利德异虫 A墓:索利德异虫 B场:青眼白龙} C1 A:索利德异虫').rules).not.toContain('CH-PHASE-SELF-LEFT-EARLIER');
  });
});
