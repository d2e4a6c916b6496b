// CH-WAITS-FOR-MOMENT: a card activation or quick effect timed to a moment of the battle (「对方回合的战斗伤害计算时才能发动」 护卫防壁,
// 「自己怪兽和对方怪兽进行战斗的伤害计算时，把这张卡从手卡丢弃才能发动」 娱乐伙伴 障碍气球貘 — both read from their text) is activated in
// that moment only, and under what the text says of it: the opponent's turn, a battle between monsters (no direct attack).
// Head-judge review s41 found both accepted in the Battle Step, in their controller's own turn, and at a direct attack.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a card activation timed to a moment of the battle', () => {
  it('[CH-WAITS-FOR-MOMENT] 护卫防壁 is refused in the Battle Step, before damage calculation, and in its controller\'s own turn', () => {
    const step = link1('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,护卫防壁(盖)} C1 B:护卫防壁');
    expect(step.legal).toBe(false);
    expect(step.rules).toContain('CH-WAITS-FOR-MOMENT');
    const before = link1('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,护卫防壁(盖)} C1 B:护卫防壁');
    expect(before.legal).toBe(false);
    const own = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,护卫防壁(盖) B场:三眼怪} C1 A:护卫防壁');
    expect(own.legal).toBe(false);
  });
  it('[CH-WAITS-FOR-MOMENT] 护卫防壁 is activated at damage calculation of the opponent\'s turn — a direct attack too', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,护卫防壁(盖)} C1 B:护卫防壁');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-WAITS-FOR-MOMENT');
    const direct = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B A场:青眼白龙 B场:护卫防壁(盖)} C1 B:护卫防壁');
    expect(direct.legal).toBe(true);
  });
  it('[CH-WAITS-FOR-MOMENT] 娱乐伙伴 障碍气球貘 is refused at a direct attack and in the Battle Step, activated at damage calculation of a battle between monsters', () => {
    const direct = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B A场:青眼白龙 B场: B手:娱乐伙伴 障碍气球貘} C1 B:娱乐伙伴 障碍气球貘');
    expect(direct.legal).toBe(false);
    const step = link1('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 B手:娱乐伙伴 障碍气球貘} C1 B:娱乐伙伴 障碍气球貘');
    expect(step.legal).toBe(false);
    expect(step.rules).toContain('CH-WAITS-FOR-MOMENT');
    const fought = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 B手:娱乐伙伴 障碍气球貘} C1 B:娱乐伙伴 障碍气球貘');
    expect(fought.legal).toBe(true);
    // In its controller's own turn too (the text names no turn): its monster attacking.
    const own = link1('{回合:B 阶段:伤害计算 攻击:B:三眼怪→A:青眼白龙 A场:青眼白龙 B场:三眼怪 B手:娱乐伙伴 障碍气球貘} C1 B:娱乐伙伴 障碍气球貘');
    expect(own.legal).toBe(true);
  });
});
