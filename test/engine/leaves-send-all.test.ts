// CH-LEAVES-SEND-ALL (issue 16, rules reference docs/c03/特定效果的处理方法.rst:659–666): 「这张卡从场上离开时，自己场上的「X」卡全部送去墓地」
// (通灵盘, curated with the fact `leavesSendAll`) applies with no chain as the card leaves the field face-up — destroyed by a link — sending the named cards of its controller's field with it (the opponent's stay). A Spell/Trap's rule of this
// kind does not apply while its effects are negated (王宫的通告 face-up): the cards stay.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const sent = (input: string) => askCdb(input).events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('cards sent to the GY with a card that leaves', () => {
  it('[CH-LEAVES-SEND-ALL] 通灵盘 destroyed by 旋风: its 死之信息 card goes to the GY as that link resolves, the link naming the rule', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:通灵盘,《死之信息「E」》 B场:旋风(盖)} C1 B:旋风→通灵盘');
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['死之信息「E」']);
    expect(a.links[0]!.rules).toContain('CH-LEAVES-SEND-ALL');
  });
  it('[CH-LEAVES-SEND-ALL] only its controller’s field: the opponent’s 死之信息 card stays', () => {
    expect(sent('{回合:B 阶段:主要1 A场:通灵盘,《死之信息「E」》 B场:《死之信息「A」》,旋风(盖)} C1 B:旋风→通灵盘')).toEqual(['死之信息「E」', '旋风']);
  });
  it('[CH-LEAVES-SEND-ALL] 通灵盘’s effects negated by 王宫的通告 as it leaves: the 死之信息 card stays', () => {
    expect(sent('{回合:B 阶段:主要1 A场:通灵盘,《死之信息「E」》 B场:王宫的通告,旋风(盖)} C1 B:旋风→通灵盘')).not.toContain('死之信息「E」');
  });
  it('[CH-LEAVES-SEND-ALL] the other half of 通灵盘’s words: a 死之信息 card of its field leaving (destroyed by 旋风) sends 通灵盘 and the other 死之信息 cards to the GY; negated (效果无效), 通灵盘 stays', () => {
    expect(sent('{回合:B 阶段:主要1 A场:通灵盘,《死之信息「E」》,《死之信息「A」》 B场:旋风(盖)} C1 B:旋风→《死之信息「E」》').sort()).toEqual(['死之信息「A」', '通灵盘', '旋风'].sort());
    expect(sent('{回合:B 阶段:主要1 A场:通灵盘(效果无效),《死之信息「E」》 B场:旋风(盖)} C1 B:旋风→《死之信息「E」》')).toEqual(['旋风']);
  });
});
