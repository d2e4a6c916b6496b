// Issue 16: CH-BATTLE-DAMAGE-REPLACED — 「场上的这张卡被破坏的场合，可以作为代替把这张卡的超量素材全部取除。这个效果适用的回合，自己受到的战斗
// 伤害变成一半」 (No.102 光天使 辉环②): the halving is part of the replacement — it holds only when the replacement applies (decided at
// damage calculation, before the damage: `代替破坏`), and then it halves that battle's damage too. Not applied, no halving.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-DAMAGE-REPLACED', CARDS_DB);

const battle = (state: string, attacker = '青眼白龙') => `{回合:B 阶段:伤害计算 A场:No.102 光天使 辉环(${state}素材:三眼怪+三眼怪+三眼怪) B场:${attacker} 攻击:B:${attacker}→A:No.102 光天使 辉环} 伤害计算`;

describe.skipIf(!haveCards)('CH-BATTLE-DAMAGE-REPLACED', () => {
  it('[CH-BATTLE-DAMAGE-REPLACED] 辉环 losing to 青眼白龙 with its replacement applied: not destroyed, and the 500 damage is halved to 250', () => {
    const b = askCdb(battle('代替破坏,')).battle!;
    expect(b.destroyed).toEqual([]);
    expect(b.damage).toEqual({ A: 250, B: 0 });
    expect(b.rules).toContain('CH-BATTLE-DAMAGE-REPLACED');
  });
  it('[CH-BATTLE-DAMAGE-REPLACED] the other side: the replacement not applied — destroyed, and the full 500 is taken', () => {
    const b = askCdb(battle('')).battle!;
    expect(b.destroyed.map((c) => c.name)).toEqual(['No.102 光天使 辉环']);
    expect(b.damage).toEqual({ A: 500, B: 0 });
    expect(b.rules).not.toContain('CH-BATTLE-DAMAGE-REPLACED');
  });
  it('[CH-BATTLE-DAMAGE-REPLACED] it halves only its controller’s damage: 辉环 attacking 三眼怪 deals its full 1500', () => {
    const b = askCdb('{回合:A 阶段:伤害计算 A场:No.102 光天使 辉环(代替破坏,素材:三眼怪+三眼怪+三眼怪) B场:三眼怪 攻击:A:No.102 光天使 辉环→B:三眼怪} 伤害计算').battle!;
    expect(b.damage).toEqual({ A: 0, B: 1500 });
  });
});
