// Issue 16, c03 无效: CMP-NONCHAIN-NEGATE-DAMAGE — 「给与自己伤害的陷阱卡的效果发动的场合，可以把那个效果无效。那之后，这张卡破坏」 is read as a
// negation on no chain that may apply (CH-NONCHAIN-NEGATE-OPTIONAL) to the Trap effects certain to damage its controller, then its card
// destroyed; it applies only when nothing else negated the effect.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-NONCHAIN-NEGATE-DAMAGE', CARDS_DB);

const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'destroyed').length;

describe.skipIf(!haveCards)('CMP-NONCHAIN-NEGATE-DAMAGE', () => {
  it('[CMP-NONCHAIN-NEGATE-DAMAGE] DD 魔导贤者 牛顿 in a Pendulum Zone negates the opponent’s 自业自得 (damage to its controller) and is destroyed; no damage is dealt', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:DD 魔导贤者 牛顿(灵摆左),青眼白龙 B场:自业自得(盖)} C1 B:自业自得');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(destroyed(a)).toBe(1);
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
  });
  it('[CMP-NONCHAIN-NEGATE-DAMAGE] the other side: a Trap damaging the opponent (its own 自业自得), a Spell damaging it (火炎地狱), and the card in the Monster Zone (its Pendulum Effect does not apply there) — nothing is negated', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场:DD 魔导贤者 牛顿(灵摆左),自业自得(盖) B场:青眼白龙} C1 A:自业自得',
      '{回合:B 阶段:主要1 A场:DD 魔导贤者 牛顿(灵摆左),青眼白龙} C1 B:火炎地狱',
      '{回合:B 阶段:主要1 A场:DD 魔导贤者 牛顿,青眼白龙 B场:自业自得(盖)} C1 B:自业自得',
    ]) {
      const a = askCdb(input);
      expect(a.links[0]!.outcome, input).toBe('resolved');
      expect(destroyed(a), input).toBe(0);
    }
  });
});
