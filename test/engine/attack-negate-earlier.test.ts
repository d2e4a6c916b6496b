// CH-ATTACK-NEGATE-EARLIER (rules reference docs/c04/不能使用.rst:95): 「这个回合，对方怪兽的攻击只有1次无效」 (死灵守卫者①, read from its text)
// applied earlier this turn (`本回合:`) negates the next attack an opponent's monster declares — a lasting effect, not a link: what
// became of its card since does not matter. Not applied (its effect negated), or the attacker its own player's monster: the attack goes on.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const negated = (a: ChainAnswer) => a.events.some((e) => e.type === 'attack-negated');

describe.skipIf(!haveCards)('a lasting attack negation of an earlier activation', () => {
  it('[CH-ATTACK-NEGATE-EARLIER] 死灵守卫者① applied earlier this turn: B’s 青眼白龙 attacking 三眼怪 is negated as it is declared — no battle; taken as not yet used (said)', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 本回合:A:死灵守卫者#1 A除外:死灵守卫者 B场:青眼白龙 A场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪');
    expect(negated(a)).toBe(true);
    expect(a.battle ?? null).toBeNull();
    expect(JSON.stringify(a.assumptions)).toContain('死灵守卫者');
  });
  it('[CH-ATTACK-NEGATE-EARLIER] the other side: its effect negated earlier (`效果无效`), or none applied this turn — the attack goes on to battle', () => {
    for (const turn of ['本回合:A:死灵守卫者(效果无效) ', '']) {
      const a = askCdb(`{回合:B 阶段:战斗步骤 ${turn}B场:青眼白龙 A场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪`);
      expect(negated(a)).toBe(false);
      expect(a.battle ?? null).not.toBeNull();
    }
  });
  it('[CH-ATTACK-NEGATE-EARLIER] the other side: only the opponent’s monsters — A’s own 青眼白龙 attacking in A’s turn is not negated by A’s 死灵守卫者', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:死灵守卫者#1 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪');
    expect(negated(a)).toBe(false);
    expect(a.battle ?? null).not.toBeNull();
  });
});
