// GY-PENDULUM-EXTRA (rules reference docs/c02/基本用语.rst:382): a Pendulum Monster face-up on the field that would go to
// the GY — destroyed, or sent there by an effect — goes face-up to the Extra Deck instead. It was not sent to the GY:
// 「被送去墓地的场合」 does not trigger for it (a card that banishes what goes to the GY still banishes it). The same card sent
// to the GY from the hand arrives there. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { haveCards, offered } from '../reference/judge.js';

describe.skipIf(!haveCards)('[GY-PENDULUM-EXTRA] a face-up Pendulum Monster leaving the field for the GY goes to the Extra Deck', () => {
  it('[GY-PENDULUM-EXTRA] destroyed on the field by 黑洞, 救影依-神数纳迦 never reaches the GY: its 「被送去墓地的场合」 is not offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场:救影依-神数纳迦,黑洞,绊影依-神数原核(灵摆左)} C1 A:黑洞')).not.toContain('救影依-神数纳迦');
  });

  it('[GY-PENDULUM-EXTRA] sent to the GY from the field by an effect it goes to the Extra Deck (no trigger); from the hand it arrives (trigger)', () => {
    expect(offered('{回合:A 阶段:主要1 A场:救影依-神数纳迦,绊影依-神数原核(灵摆左)} 送墓 救影依-神数纳迦 (效果)')).not.toContain('救影依-神数纳迦');
    expect(offered('{回合:A 阶段:主要1 A手:救影依-神数纳迦 A场:绊影依-神数原核(灵摆左)} 送墓 救影依-神数纳迦 (效果)')).toContain('救影依-神数纳迦');
  });
});
