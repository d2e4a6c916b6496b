// CH-BATTLE-FLIPPED (s59): from 伤害计算前 on, a monster attacked face-down has already been turned face-up by the battle (rules reference
// docs/c03/战斗阶段流程.rst:577 「在伤害计算前的最初变成表侧表示」). A situation that still lists it face-down (`(盖)`) is judged with it face-up,
// and the answer says so. Before, it stayed face-down on the board: 收缩 could not target it in 伤害计算前.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-FLIPPED (board)', CARDS_DB);

describe.skipIf(!haveCards)('a monster attacked face-down, at 伤害计算前 and later', () => {
  it('[CH-BATTLE-FLIPPED] 伤害计算前: 收缩 may target the attacked 变形壶 written (盖,守) — it is face-up by then — and the answer says why', () => {
    const a = askCdb('{回合:B 阶段:伤害计算前 A场:变形壶(盖,守) B场:青眼白龙 攻击:B:青眼白龙→A:变形壶} C1 B:收缩 → 变形壶');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.assumptions.join('')).toContain('伤害计算前的最初已经因战斗变成表侧守备表示');
  });
  it('[CH-BATTLE-FLIPPED] the other side: at the start of the damage step it is still face-down — 收缩 cannot target it, and nothing is said', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤开始时 A场:变形壶(盖,守) B场:青眼白龙 攻击:B:青眼白龙→A:变形壶} C1 B:收缩 → 变形壶');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).not.toContain('因战斗变成表侧守备表示');
  });
  it('[CH-BATTLE-FLIPPED] a face-down monster not attacked stays face-down in 伤害计算前', () => {
    const a = askCdb('{回合:B 阶段:伤害计算前 A场:变形壶(盖,守),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} C1 B:收缩 → 变形壶');
    expect(a.links[0]!.legal).toBe(false);
  });
});
