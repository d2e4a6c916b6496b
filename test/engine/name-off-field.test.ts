// WIN-NAME-OFF-FIELD (rules reference docs/c03/特定效果的处理方法.rst:886, :909): a name an earlier effect gave a card on the
// field (`X(卡名:Y)`) is gone once the card left the field — a trigger that judges the card where the event left it (「「○○」
// 怪兽被送去墓地的场合」) reads its own name; one that judges it where it was (「自己场上的「○○」卡被破坏的场合」) reads the name it
// had there. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the name-off-the-field trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('a name taken on the field, off the field', () => {
  it('[WIN-NAME-OFF-FIELD] 三眼怪 named 幻影骑士团 无声靴 on the field and sent to the GY is no 幻影骑士团 monster there: 幻影骑士团 裂头盔① stays silent; a real 幻影骑士团 monster sent wakes it', () => {
    expect(names(askCdb('{回合:A A场:幻影骑士团 裂头盔,三眼怪(卡名:幻影骑士团 无声靴)} 送墓 三眼怪 (效果)'))).not.toContain('幻影骑士团 裂头盔');
    expect(names(askCdb('{回合:A A场:幻影骑士团 裂头盔,幻影骑士团 无声靴} 送墓 幻影骑士团 无声靴 (效果)'))).toContain('幻影骑士团 裂头盔');
  });

  it('[WIN-NAME-OFF-FIELD] a trigger judging where the card was reads the name it had on the field: 三眼怪 named PSY骨架驱动者 and destroyed wakes PSY骨架加速器②', () => {
    expect(names(askCdb('{回合:B A场:PSY骨架加速器,三眼怪(卡名:PSY骨架驱动者) B场:雷破(盖) B手:旋风} C1 B:雷破→三眼怪 [cost:丢弃 旋风]'))).toContain('PSY骨架加速器');
  });
});
