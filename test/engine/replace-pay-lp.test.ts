// Issue 16: CH-REPLACE-PAY-LP — 「自己场上的怪兽被战斗或者对方的效果破坏的场合，可以作为代替而支付那些破坏的怪兽数量×1000基本分」
// (吸血鬼·红死神①): against destruction by battle the replacement is applied after that battle's damage, so the LP paid must be
// left once the damage is dealt — with fewer the monster is destroyed. Optional: applied only when the situation says so
// (`代替破坏`), else offered; LP not stated: not guessed. (Against an effect's destruction it is not judged.)
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-REPLACE-PAY-LP', CARDS_DB);

const battle = (lpA: number | null, state = '(代替破坏)', attacker = '青眼白龙') => `{回合:B 阶段:伤害计算 ${lpA === null ? '' : `A基本分:${lpA} B基本分:8000 `}A场:吸血鬼·红死神${state} B场:${attacker} 攻击:B:${attacker}→A:吸血鬼·红死神} 伤害计算`;
const destroyed = (s: string) => askCdb(s).battle!.destroyed.map((c) => c.name);

describe.skipIf(!haveCards)('CH-REPLACE-PAY-LP', () => {
  it('[CH-REPLACE-PAY-LP] 2500 LP, 1000 battle damage: 1500 left, 1000 paid instead — 吸血鬼·红死神 is not destroyed', () => {
    const a = askCdb(battle(2500));
    expect(a.battle!.destroyed).toEqual([]);
    expect(a.battle!.rules).toContain('CH-REPLACE-PAY-LP');
    expect(a.battle!.damage).toEqual({ A: 1000, B: 0 });
  });
  it('[CH-REPLACE-PAY-LP] the other side: 1500 LP, the damage leaves 500 — it cannot pay and is destroyed by battle', () => {
    expect(destroyed(battle(1500))).toEqual(['吸血鬼·红死神']);
    // With 2000 before a 1000 damage, exactly 1000 left: it can pay.
    expect(destroyed(battle(2000))).toEqual([]);
  });
  it('[CH-REPLACE-PAY-LP] not said to apply (optional), or the LP unknown: destroyed', () => {
    expect(destroyed(battle(8000, ''))).toEqual(['吸血鬼·红死神']);
    expect(destroyed(battle(null))).toEqual(['吸血鬼·红死神']);
  });
  it('[CH-REPLACE-PAY-LP] the LP paid is shown with what is left: 2500 LP, 1000 damage, 1000 paid — 500 left; 1000 LP in defence (no damage), 1000 paid — 0 left, and A loses', () => {
    const a = askCdb(battle(2500));
    expect(a.battle!.replaced?.[0]?.pays).toEqual({ player: 'A', amount: 1000, left: 500 });
    const b = askCdb(battle(1000, '(守,代替破坏)'));
    expect(b.battle!.replaced?.[0]?.pays).toEqual({ player: 'A', amount: 1000, left: 0 });
    expect(b.battle!.reason).toContain('决斗失败');
  });
});
