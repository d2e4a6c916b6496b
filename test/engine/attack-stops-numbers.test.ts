// WIN-ATTACK-STOPS in the answer's numbers: an attacker turned face-down (月之书) or sent away during the chain stops its attack —
// the answer shows no damage calculation for it, as the window's note says. The other side: the target turned face-down is still
// attacked (the battle goes on against a face-down Defense Position monster). 月之书 and 强制脱出装置 are in cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('an attack stopped by the chain, in the numbers (WIN-ATTACK-STOPS)', CARDS_DB);

const board = '{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,月之书(盖),强制脱出装置(盖)}';

describe.skipIf(!haveCards)('WIN-ATTACK-STOPS (numbers)', () => {
  it('[WIN-ATTACK-STOPS] 月之书 turns the attacking 青眼白龙 face-down: the attack stops, and the answer makes no damage calculation (no 2000 damage to B)', () => {
    const a = askCdb(`${board} C1 B:月之书→青眼白龙`);
    expect(a.window.notes.concat(a.window.background ?? []).some((n) => n.includes('攻击中止'))).toBe(true);
    expect(a.battle ?? null).toBeNull();
  });
  it('[WIN-ATTACK-STOPS] the attacker returned to the hand (强制脱出装置) stops its attack the same way', () => {
    const a = askCdb(`${board} C1 B:强制脱出装置→青眼白龙`);
    expect(a.battle ?? null).toBeNull();
  });
  it('[WIN-ATTACK-STOPS] the other side: the target turned face-down is still attacked — the calculation is made against its DEF, and B takes no damage', () => {
    const a = askCdb(`${board} C1 B:月之书→三眼怪`);
    expect(a.battle).not.toBeNull();
    expect(a.battle!.damage.B).toBe(0);
  });

  // Rules reference docs/c03/战斗阶段流程.rst:112 (「由于不在自己场上，这次攻击停止」): only the turn player attacks — an attacker whose control
  // the chain took is no longer on the attacking player's field: it has left the battle.
  const appeal = (mons: string) => askCdb(`{回合:B 阶段:伤害计算后 攻击:B:青眼白龙 A场:痛恨的诉苦(盖) B场:${mons}} C1 A:痛恨的诉苦`);
  it('[WIN-ATTACK-STOPS] 痛恨的诉苦 takes control of the attacking 青眼白龙: it left the battle — the numbers show no battle damage (not 「B受到3000战斗伤害」)', () => {
    const a = appeal('青眼白龙');
    expect(a.events.filter((e) => e.type === 'control-changed').map((e) => e.cards.map((c) => c.name))).toEqual([['青眼白龙']]);
    expect(a.battle ?? null).toBeNull();
  });
  it('[WIN-ATTACK-STOPS] the other side: 痛恨的诉苦 takes another monster (千年盾, higher DEF) — the attacker still battles, its direct attack deals A 3000', () => {
    const a = appeal('青眼白龙,千年盾');
    expect(a.battle).not.toBeNull();
    expect(a.battle!.damage.A).toBe(3000);
  });
});
