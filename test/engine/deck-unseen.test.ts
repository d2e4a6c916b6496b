// Issue 16: CMP-RETURN-DECK-FROM-DECK (src/cards/compile/index.ts) — a trigger on this card's own return to the Deck is activated in the
// Deck (the only place it can be); WIN-DECK-UNSEEN (src/engine/window/candidates.ts) — such a trigger, met in the Deck, is activated as
// from the Deck even when its card left the Deck before the chain ended: nobody can check the Deck (docs/c03/诱发类效果.rst:167–170, 225).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-DECK-UNSEEN', CARDS_DB);

const trig = (input: string, name: string) => askCdb(input).window.triggers.find((t) => t.card.name === name);

describe.skipIf(!haveCards)('CMP-RETURN-DECK-FROM-DECK / WIN-DECK-UNSEEN', () => {
  it('[CMP-RETURN-DECK-FROM-DECK] 纳迦 returned to the Deck by 凤翼的爆风 activates its trigger there (before: refused, a hidden place)', () => {
    const t = trig('{回合:A A场:纳迦 B场:凤翼的爆风(盖) B手:旋风} C1 B:凤翼的爆风→纳迦[cost:丢弃 旋风]', '纳迦');
    expect(t?.mandatory).toBe(true);
    expect(t?.rules).not.toContain('WIN-DECK-UNSEEN');
    const card = askCdb('{回合:A A场:纳迦 B场:凤翼的爆风(盖) B手:旋风} C1 B:凤翼的爆风→纳迦[cost:丢弃 旋风]');
    expect(card.window.notes.join()).not.toContain('不公开的位置');
  });
  it('[WIN-DECK-UNSEEN] 纳迦 returned to the Deck by 凤翼的爆风 and then sent from the Deck to the GY by 愚蠢的埋葬 (chain link 1): still activated after the chain, as from the Deck', () => {
    const t = trig('{回合:A A场:纳迦,愚蠢的埋葬(盖) B场:凤翼的爆风(盖) B手:旋风} C1 A:愚蠢的埋葬[送墓 纳迦] C2 B:凤翼的爆风→纳迦[cost:丢弃 旋风]', '纳迦');
    expect(t?.rules).toContain('WIN-DECK-UNSEEN');
  });
  it('[WIN-DECK-UNSEEN] 纳迦 shuffled into the Deck by 混沌壶 and Special Summoned face-down by the same effect: its trigger is still activated (the card is on the field now, not in the Deck)', () => {
    const a = askCdb('{回合:A A场:纳迦,混沌壶(已反转)} C1 A:混沌壶[特殊召唤 纳迦]');
    expect(a.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['纳迦', '混沌壶']);
    expect(a.window.triggers.find((t) => t.card.name === '纳迦')?.rules).toContain('WIN-DECK-UNSEEN');
  });
  it('[WIN-DECK-UNSEEN] the other side: 轮回天狗’s 「从场上离开的场合」 does not name the Deck — returned there by 凤翼的爆风, it cannot be activated (WIN-HIDDEN-PLACE)', () => {
    const a = askCdb('{回合:A A场:轮回天狗 B场:凤翼的爆风(盖) B手:旋风} C1 B:凤翼的爆风→轮回天狗[cost:丢弃 旋风]');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('轮回天狗');
    expect(a.window.notes.join()).toContain('不公开的位置');
  });
  it('[CMP-RETURN-DECK-FROM-DECK] 「表侧表示的这张卡」: a face-down 纳迦 returned to the Deck (or a face-down 轮回天狗 destroyed) does not meet its trigger', () => {
    expect(trig('{回合:A A场:纳迦(盖) B场:凤翼的爆风(盖) B手:旋风} C1 B:凤翼的爆风→纳迦[cost:丢弃 旋风]', '纳迦')).toBeUndefined();
    expect(trig('{回合:A A场:轮回天狗(盖) A卡组:轮回天狗} 破坏 轮回天狗 (效果)', '轮回天狗')).toBeUndefined();
    expect(trig('{回合:A A场:轮回天狗 A卡组:轮回天狗} 破坏 轮回天狗 (效果)', '轮回天狗')?.mandatory).toBe(true);
  });
  it('[CMP-RETURN-DECK-FROM-DECK] 「这个效果回到额外卡组时」 is met by this card’s own return (熔岩新宇侠③ in the End Phase), not by 强制脱出装置 returning it', () => {
    expect(trig('{回合:A 阶段:结束阶段 A场:元素英雄 熔岩新宇侠} C1 A:元素英雄 熔岩新宇侠③', '元素英雄 熔岩新宇侠')?.mandatory).toBe(true);
    expect(trig('{回合:A A场:元素英雄 熔岩新宇侠 B场:强制脱出装置(盖)} C1 B:强制脱出装置→元素英雄 熔岩新宇侠', '元素英雄 熔岩新宇侠')).toBeUndefined();
    expect(trig('{回合:A A场:元素英雄 风暴新宇侠 B场:强制脱出装置(盖)} C1 B:强制脱出装置→元素英雄 风暴新宇侠', '元素英雄 风暴新宇侠')).toBeUndefined();
  });
});
