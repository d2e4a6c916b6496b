// CH-PLACE-DEFAULT (s51): the note `[本回合盖放]` on a Spell/Trap link places it Set on the field this turn — the place the
// documented example (`C2 B:宇宙旋风[本回合盖放]`) means — not in the hand, nor Set on an earlier turn.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';

describe('a Spell/Trap noted [本回合盖放]', () => {
  it('[CH-PLACE-DEFAULT] a Quick-Play Spell noted [本回合盖放] in its own turn is Set this turn: it cannot be activated (it was taken from the hand and allowed)', () => {
    const a = chain('{回合:A} C1 A:宇宙旋风[本回合盖放]');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('这个回合盖放的速攻魔法');
    expect(a.assumptions.join('\n')).not.toContain('假定从手卡发动');
    // Without the note it is taken from the hand, as before.
    expect(summary(chain('{回合:A} C1 A:宇宙旋风'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-PLACE-DEFAULT] under 魔封的芳香 a Spell noted [本回合盖放] is refused as Set this turn, not as one from the hand', () => {
    const a = chain('{回合:A B场:魔封的芳香,青眼白龙} C1 A:黑洞[本回合盖放]');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('是这个回合盖放的');
    expect(linkOf(a, 1).illegalReason).not.toContain('从手卡');
    // Set on an earlier turn (written so in the situation), it is activated in its player's turn.
    expect(summary(chain('{回合:A A场:黑洞(盖) B场:魔封的芳香,青眼白龙} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-PLACE-DEFAULT] a Trap noted [本回合盖放] is not also said to be Set before this turn', () => {
    const a = chain('{回合:B} C1 B:黑洞 C2 A:神之宣告[本回合盖放]');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(a.assumptions.join('\n')).not.toContain('不是这个回合');
    expect(a.assumptions.join('\n')).toContain('是这个回合盖放在场上的');
  });
});
