// WIN-CAUSE-BY: a 「被对方…」 trigger met by an event typed without who caused it (`破坏 X (效果)`) is offered, and the
// window says it took the opponent as the cause — a guess either way, on any turn. When the chain shows who did it, nothing is assumed.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';

const ASSUMED = '情境没有写是谁造成的，假定是对方造成的';
const reasonOf = (input: string, card: string): string | undefined => ask(input).window.triggers.find((t) => t.card.name === card)?.reason;

describe.skipIf(!haveCards)('[WIN-CAUSE-BY] who caused the event is not given', () => {
  it('[WIN-CAUSE-BY] 电气狐猴 「被对方破坏」, destroyed by an effect nobody is named for, on its controller\'s turn: offered, and the assumption is said', () => {
    const r = reasonOf('{回合:A 阶段:主要1 A场:电气狐猴} 破坏 电气狐猴 (效果)', '电气狐猴');
    expect(r).toBeDefined();
    expect(r).toContain(ASSUMED);
  });
  it('[WIN-CAUSE-BY] another card: 电子龙·新星 「被对方的效果…」 destroyed by an unnamed effect on the opponent\'s turn: said too', () => {
    expect(reasonOf('{回合:B 阶段:主要1 A场:电子龙·新星} 破坏 电子龙·新星 (效果)', '电子龙·新星')).toContain(ASSUMED);
  });
  it('[WIN-CAUSE-BY] the chain names who destroyed it: the opponent\'s 黑洞 — offered with no assumption; its own 黑洞 — not offered', () => {
    const r = reasonOf('{回合:B 阶段:主要1 A场:电气狐猴 B手:黑洞} C1 B:黑洞', '电气狐猴');
    expect(r).toBeDefined();
    expect(r).not.toContain(ASSUMED);
    expect(reasonOf('{回合:A 阶段:主要1 A场:电气狐猴 A手:黑洞} C1 A:黑洞', '电气狐猴')).toBeUndefined();
  });
  it('[WIN-CAUSE-BY] a trigger that names no cause (三眼怪 「从场上送去墓地」) assumes nothing', () => {
    expect(reasonOf('{回合:A 阶段:主要1 A场:三眼怪} 破坏 三眼怪 (效果)', '三眼怪')).not.toContain(ASSUMED);
  });
});
