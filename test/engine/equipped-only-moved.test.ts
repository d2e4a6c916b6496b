// WIN-EQUIPPED-ONLY (test/RULES.md; rules reference docs/c03/装备卡.rst:58–60): a trigger of 「装备在怪兽上的这张卡」「给怪兽装备的这张卡」 is met
// only by a card that was an Equip Card equipped to a monster when it moved — not by the same card Set in the Spell & Trap Zone,
// discarded from the hand, or sent from a Monster Zone.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const triggers = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('「装备在怪兽上的这张卡」 wants a card that was equipped as it moved', () => {
  it('[WIN-EQUIPPED-ONLY] 盗贼的烟玉 Set (never equipped) destroyed by 旋风: its trigger is not offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:盗贼的烟玉(盖) B场:旋风(盖) B手:三眼怪} C1 B:旋风→盗贼的烟玉')).not.toContain('盗贼的烟玉');
  });
  it('[WIN-EQUIPPED-ONLY] 盗贼的烟玉 equipped to a monster destroyed by 旋风: its trigger is offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:三眼怪,盗贼的烟玉(装备:三眼怪) B场:旋风(盖) B手:三眼怪} C1 B:旋风→盗贼的烟玉')).toContain('盗贼的烟玉');
  });
  it('[WIN-EQUIPPED-ONLY] 电子暗黑火炮 discarded from the hand as the cost of its ①: its ③ (「给怪兽装备的这张卡被送去墓地」) is not offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A手:电子暗黑火炮} C1 A:电子暗黑火炮①')).not.toContain('电子暗黑火炮');
  });
  it('[WIN-EQUIPPED-ONLY] 真红眼幼龙 discarded from the hand: its ② is not offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A手:真红眼幼龙,黑洞} 丢弃 真红眼幼龙')).not.toContain('真红眼幼龙');
  });
  it('[WIN-EQUIPPED-ONLY] 真红眼幼龙 destroyed as a monster in the Monster Zone (黑洞): its ② is not offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:真红眼幼龙 A手:黑洞} C1 A:黑洞')).not.toContain('真红眼幼龙');
  });
  it('[WIN-EQUIPPED-ONLY] 真红眼幼龙 equipped to 真红眼黑龙 and destroyed by 旋风: its ② is offered', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:真红眼黑龙,真红眼幼龙(装备:真红眼黑龙) B场:旋风(盖)} C1 B:旋风→真红眼幼龙')).toContain('真红眼幼龙');
  });
});
