// CH-SELF-DESTRUCT-BATTLE — a continuous self-destruction (「…的场合这张卡破坏」, CH-SELF-DESTRUCT) in the damage step applies
// after damage calculation, as the board then stands: a monster destroyed by the battle applies none and its protections end;
// the attack target turned face-up for the calculation applies it if the state holds then. Rules reference
// docs/c03/战斗阶段流程.rst:780–784, :903–908 (probed here with other 彼岸 monsters).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const names = (a: ChainAnswer) => ({ battle: a.battle!.destroyed.map((c) => c.name), self: (a.battle!.selfDestroyed ?? []).map((c) => c.name) });

describe.skipIf(!haveCards)('CH-SELF-DESTRUCT-BATTLE', () => {
  it('[CH-SELF-DESTRUCT-BATTLE] a face-down 彼岸的恶鬼 卡尼亚佐 attacked beside another monster and not destroyed destroys itself after damage calculation', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 攻击:B:栗子球→A:彼岸的恶鬼 卡尼亚佐 A场:彼岸的恶鬼 卡尼亚佐(盖,守),青眼白龙 B场:栗子球} 伤害计算');
    expect(names(a)).toEqual({ battle: [], self: ['彼岸的恶鬼 卡尼亚佐'] });
    expect(a.battle!.rules).toContain('CH-SELF-DESTRUCT-BATTLE');
  });
  it('[CH-SELF-DESTRUCT-BATTLE] the other side: destroyed by the battle it applies nothing of its own (destroyed by battle only); alone it stays', () => {
    expect(names(askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:彼岸的恶鬼 卡尼亚佐 A场:彼岸的恶鬼 卡尼亚佐(盖,守),三眼怪 B场:青眼白龙} 伤害计算'))).toEqual({ battle: ['彼岸的恶鬼 卡尼亚佐'], self: [] });
    expect(names(askCdb('{回合:B 阶段:伤害计算 攻击:B:栗子球→A:彼岸的恶鬼 卡尼亚佐 A场:彼岸的恶鬼 卡尼亚佐(盖,守) B场:栗子球} 伤害计算'))).toEqual({ battle: [], self: [] });
  });
  it('[CH-SELF-DESTRUCT-BATTLE] 魔犀族战士 destroyed by battle: its protection of Fiends ends, 彼岸的恶鬼 法尔法雷洛 beside it destroys itself; 魔犀族战士 winning, nothing does', () => {
    expect(names(askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:魔犀族战士 A场:魔犀族战士,彼岸的恶鬼 法尔法雷洛 B场:青眼白龙} 伤害计算'))).toEqual({ battle: ['魔犀族战士'], self: ['彼岸的恶鬼 法尔法雷洛'] });
    expect(names(askCdb('{回合:B 阶段:伤害计算 攻击:B:三眼怪→A:魔犀族战士 A场:魔犀族战士,彼岸的恶鬼 法尔法雷洛 B场:三眼怪} 伤害计算'))).toEqual({ battle: ['三眼怪'], self: [] });
  });
});
