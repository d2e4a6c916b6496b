// CH-BATTLE-DESTROYED-CONT (rules reference docs/c03/战斗阶段流程.rst:782–788): from the moment a monster is destroyed by battle
// (`战斗破坏`, still in the Monster Zone until the damage step ends) its own continuous effects no longer apply — its lock on
// adding cards from the Deck stops. 雷王's lock (cards.cdb) against a Pendulum Effect that searches, with another attacker
// than the reference's (黑魔术师); a text card's lock is not read by the compiler yet, so the lock is 雷王's own.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a monster destroyed by battle', CARDS_DB);

const link = (state: string) =>
  askCdb(`{回合:A 阶段:伤害计算后 攻击:A:黑魔术师→B:雷王 A场:黑魔术师,德拉科尼亚的兽龙骑兵(灵摆右) B场:雷王${state}} C1 A:德拉科尼亚的兽龙骑兵P①`).links[0]!;

describe.skipIf(!haveCards)('a monster destroyed by battle', () => {
  it('[CH-BATTLE-DESTROYED-CONT] destroyed by battle, its lock no longer applies after damage calculation: the search may be activated', () => {
    const l = link('(战斗破坏)');
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-BATTLE-DESTROYED-CONT');
  });

  it('[CH-BATTLE-DESTROYED-CONT] the other side: not destroyed, its lock still forbids the search', () => {
    expect(link('').legal).toBe(false);
  });
  it('[CH-BATTLE-DESTROYED-CONT] 人造人-念力震慑者\'s 「双方不能把场上的陷阱卡的效果发动」 is a lock, not only a negation: not destroyed, 神之宣告 cannot be activated at all; destroyed by battle, it is legal and negates 收缩', () => {
    // Input corrected: 收缩 cannot be activated after damage calculation (CH-DAMAGE-STEP-STAT-TIMING); its own timing is taken as
    // legal (`[合法]`) — the point is the lock on 神之宣告.
    const jinzo = (state: string) =>
      askCdb(`{回合:A 阶段:伤害计算后 攻击:A:黑魔术师→B:人造人-念力震慑者 A场:黑魔术师,收缩(盖) B场:人造人-念力震慑者${state},神之宣告(盖)} C1 A:收缩→黑魔术师[合法] C2 B:神之宣告`);
    const locked = jinzo('');
    expect(locked.links[1]!.legal).toBe(false);
    expect(locked.links[1]!.illegalReason).toContain('人造人-念力震慑者');
    expect(locked.links[1]!.illegalReason).toContain('陷阱卡');
    const destroyed = jinzo('(战斗破坏)');
    expect(destroyed.links[1]!.legal).toBe(true);
    expect(destroyed.links[1]!.outcome).toBe('resolved');
    expect(destroyed.links[0]!.outcome).toBe('activation-negated');
  });

  it('[CH-BATTLE-DESTROYED-CONT] the same lock in a Main Phase binds both players\' Traps — one activated from the hand too (无限泡影) — but not a Spell (旋风), and not while its effects are negated (技能抽取 face-up)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者 B场:三眼怪,神之宣告(盖) A手:强欲之壶} C1 A:强欲之壶 C2 B:神之宣告').links[1]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者 B场: B手:无限泡影} C1 B:无限泡影→人造人-念力震慑者').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者,强欲之壶(盖) B场:旋风(盖)} C1 A:强欲之壶 C2 B:旋风→强欲之壶').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者 B场:技能抽取,神之宣告(盖) A手:强欲之壶} C1 A:强欲之壶 C2 B:神之宣告').links[1]!.legal).toBe(true);
  });
});
