// FD-SUBJECT-EITHER (rules reference docs/c03/特定效果的处理方法.rst:887): an event subject made of two kinds of
// card joined by 「或者」, each with its own archetype (「「幻影骑士团」卡或者「幻影」魔法·陷阱卡被送去自己墓地的场合」), is
// met by a card of either kind — the first archetype is not asked of the second kind's cards, nor the second
// kind of the first. A card sent to the GY is judged there, so a face-down one counts too.
// Cards are read from the shared cards.cdb (the same cards a user types).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the either-kind event subject', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[FD-SUBJECT-EITHER] 「A卡或者B魔法·陷阱卡」 is a card of either kind', () => {
  it('[FD-SUBJECT-EITHER] a 幻影骑士团 monster sent to my GY: 幻影骑士团 裂头盔① is offered (the first kind: any 幻影骑士团 card)', () => {
    expect(names(askCdb('{回合:A A场:幻影骑士团 无声靴,幻影骑士团 裂头盔} 送墓 幻影骑士团 无声靴 (效果)'))).toContain('幻影骑士团 裂头盔');
  });

  it('[FD-SUBJECT-EITHER] a 幻影 Trap sent to my GY: 幻影骑士团 裂头盔① is offered (the second kind)', () => {
    expect(names(askCdb('{回合:A A场:幻影雾剑(盖),幻影骑士团 裂头盔} 送墓 幻影雾剑 (效果)'))).toContain('幻影骑士团 裂头盔');
  });

  it('[FD-SUBJECT-EITHER] a 幻影 monster that is no 幻影骑士团 card, or any other monster, sent to my GY: not offered', () => {
    expect(names(askCdb('{回合:A A场:幻影壁,幻影骑士团 裂头盔} 送墓 幻影壁 (效果)'))).not.toContain('幻影骑士团 裂头盔');
    expect(names(askCdb('{回合:A A场:三眼怪,幻影骑士团 裂头盔} 送墓 三眼怪 (效果)'))).not.toContain('幻影骑士团 裂头盔');
  });

  it('[FD-SUBJECT-EITHER] a face-down 幻影骑士团 monster sent to my GY is one in the GY: offered', () => {
    expect(names(askCdb('{回合:A A场:幻影骑士团 无声靴(盖),幻影骑士团 裂头盔} 送墓 幻影骑士团 无声靴 (效果)'))).toContain('幻影骑士团 裂头盔');
  });
});
