// CH-REPLACE-BY-EQUIPPED-CARD (issue 16, rules reference docs/c03/卡片的抗性.rst:372): a replacement a Spell's resolution leaves with
// the monster card it equips (「…当作装备卡使用给…装备。装备怪兽被战斗·效果破坏的场合，作为代替把用这张卡的效果来装备的怪兽破坏」, the
// compiler's `heldByEquipped`) is that monster card's standing rule while it is equipped (stated `(由X)`): the equipped monster is
// saved and the monster card is destroyed instead. Without it the monster is destroyed, and its equip card with it (by rule).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-REPLACE-BY-EQUIPPED-CARD', CARDS_DB);

// 跨界交融 (src/cards/curated/newer/c02-c03-applied-first-newer.ts) equipped 青眼白龙 to 元素英雄 大龙卷侠; B then activates 黑洞.
const sit = (by: string) => `{回合:B 阶段:主要1 A场:元素英雄 大龙卷侠,青眼白龙(装备:元素英雄 大龙卷侠${by}) A墓:跨界交融} C1 B:黑洞`;
const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-REPLACE-BY-EQUIPPED-CARD', () => {
  it('[CH-REPLACE-BY-EQUIPPED-CARD] 黑洞 would destroy 元素英雄 大龙卷侠: the 青眼白龙 跨界交融 equipped to it is destroyed instead, 大龙卷侠 stays', () => {
    const a = askCdb(sit(',由跨界交融'));
    expect(destroyed(a)).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).toContain('CH-REPLACE-BY-EQUIPPED-CARD');
  });
  it('[CH-REPLACE-BY-EQUIPPED-CARD] the other side: a monster card equipped by no such effect keeps no replacement — 大龙卷侠 is destroyed, and its equip card with it', () => {
    const a = askCdb(sit(''));
    expect(destroyed(a).sort()).toEqual(['元素英雄 大龙卷侠', '青眼白龙'].sort());
    expect(a.links[0]!.rules).not.toContain('CH-REPLACE-BY-EQUIPPED-CARD');
  });
});
