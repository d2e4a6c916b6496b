// Trigger conditions that name a subject, then who caused the event, then a second way (「自己场上的…怪兽因对方的效果
// 从场上离开的场合或者被战斗破坏的场合」), read from the card's text: the subject is mine (the 「对方」 is whose
// effect), and the first way is by an effect even though the second is by battle. Real cards over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

/** The names of the triggers the window after the input offers. */
const offered = (input: string) => askCdb(input).window.triggers.map((t) => `${t.card.name}${t.effect ?? ''}`);

describe.skipIf(!haveCards)('a trigger subject followed by its cause', () => {
  it('[WIN-SUBJECT] 闪刀姬-零衣②: my Link 闪刀姬 leaving by the opponent\'s effect — offered; by my own effect — not', () => {
    expect(offered('{回合:B A场:闪刀姬-燎里 A墓:闪刀姬-零衣} C1 B:黑洞')).toContain('闪刀姬-零衣2');
    expect(offered('{回合:A A场:闪刀姬-燎里 A墓:闪刀姬-零衣} C1 A:黑洞')).not.toContain('闪刀姬-零衣2');
    // The opponent's Link 闪刀姬 is not "mine": its leaving does not meet my 零衣's condition.
    expect(offered('{回合:A B场:闪刀姬-燎里 A墓:闪刀姬-零衣} C1 A:黑洞')).not.toContain('闪刀姬-零衣2');
  });
  it('[WIN-SUBJECT] 亚马逊女帝③ (「因对方的效果从场上离开的场合或者被战斗破坏的场合」): destroyed by the opponent\'s 黑洞 — offered; by its controller\'s — not', () => {
    expect(offered('{回合:B A场:亚马逊女帝(融合召唤)} C1 B:黑洞')).toContain('亚马逊女帝3');
    expect(offered('{回合:A A场:亚马逊女帝(融合召唤)} C1 A:黑洞')).not.toContain('亚马逊女帝3');
  });
  it('[WIN-SUBJECT] the second way (被战斗破坏) in the damage step; and no offer when 零衣 is not in the GY', () => {
    // Destroyed by battle after damage calculation: 亚马逊女帝③ meets its condition by its second way.
    expect(offered('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:亚马逊女帝 A场:亚马逊女帝(融合召唤) B场:青眼白龙} 破坏 A:亚马逊女帝 (战斗)')).toContain('亚马逊女帝3');
    // 零衣② is activated in the GY: in the hand it is not offered, however its Link 闪刀姬 left.
    expect(offered('{回合:B A场:闪刀姬-燎里 A手:闪刀姬-零衣} C1 B:黑洞')).not.toContain('闪刀姬-零衣2');
  });
});
