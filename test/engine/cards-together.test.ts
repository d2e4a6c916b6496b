// WIN-CARDS-TOGETHER (rules reference docs/c03/特定效果的处理方法.rst:924): 「怪兽2只以上同时被送去墓地的场合」 is met by one
// event that sends at least two monster cards — from anywhere, equip cards too — not by one card. The trigger here is the
// newer 星辰爪龙 巨蟹摩羯龙魔 written as text (src/cards/curated/newer/c03-more-specific.ts); the other cards are from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the cards-together trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('several cards in one event', () => {
  it('[WIN-CARDS-TOGETHER] 大风暴 destroying two Union monsters equipped as equip cards (W-弹射飞翼 on V-喷气虎, Y-龙头 on X-首领加农) sends two monster cards at once: 星辰爪龙 巨蟹摩羯龙魔② is offered', () => {
    expect(names(askCdb('{回合:B A场:星辰爪龙 巨蟹摩羯龙魔,V-喷气虎,W-弹射飞翼(装备:V-喷气虎),X-首领加农,Y-龙头(装备:X-首领加农)} C1 B:大风暴'))).toContain('星辰爪龙 巨蟹摩羯龙魔');
  });

  it('[WIN-CARDS-TOGETHER] one monster destroyed by 雷破 does not', () => {
    expect(names(askCdb('{回合:B A场:星辰爪龙 巨蟹摩羯龙魔,青眼白龙 B场:雷破(盖) B手:旋风} C1 B:雷破→青眼白龙 [cost:丢弃 旋风]'))).not.toContain('星辰爪龙 巨蟹摩羯龙魔');
  });
});
