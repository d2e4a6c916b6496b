// CH-DRAW-COUNT-OF: 「自己从卡组抽出自己场上的「X」怪兽的数量」「抽出对方场上的表侧表示的魔法·陷阱卡的数量」 — a draw of as many cards as fit
// that description on the field as the step resolves (plus a number the text adds, 「…的数量＋1张」); none fitting, nothing is drawn
// and what follows 「那之后」 is not done. A card whose name a situation changed (`(卡名:Y)`) is no longer of an archetype its name
// line gave it by the rules (CMP-ALSO-ARCHETYPE) (rules reference docs/c02/基本用语.rst:417).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DRAW-COUNT-OF', CARDS_DB);

const drawn = (input: string) => askCdb(input).events.filter((e) => e.type === 'drawn').reduce((n, e) => n + (e.amount ?? e.cards.length), 0);

describe.skipIf(!haveCards)('CH-DRAW-COUNT-OF', () => {
  it('[CH-DRAW-COUNT-OF] 魔力之泉 draws one card per face-up Spell/Trap of the opponent (a Set one does not count), then discards', () => {
    const input = '{回合:A 阶段:主要1 B场:技能抽取,群雄割据,旋风(盖)} C1 A:魔力之泉';
    expect(drawn(input)).toBe(2);
    expect(askCdb(input).links[0]!.rules).toContain('CH-DRAW-COUNT-OF');
  });
  it('[CH-DRAW-COUNT-OF] none fitting: 魔力之泉 draws nothing and the discard after it is not done', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:魔力之泉');
    expect(a.events.some((e) => e.type === 'drawn')).toBe(false);
    expect(a.events.some((e) => e.type === 'discarded')).toBe(false);
  });
  it('[CH-DRAW-COUNT-OF] 精灵圣剑士 ③ counts the 「精灵剑士」 monsters on its controller’s field as it resolves — itself too (its name line makes it one)', () => {
    expect(drawn('{回合:A 阶段:伤害步骤 A场:精灵圣剑士,精灵圣剑士 B场:精灵圣剑士 A卡组:强欲之壶,黑洞,旋风} C1 A:精灵圣剑士③')).toBe(2);
  });
  it('[CMP-ALSO-ARCHETYPE] a card renamed by the situation (`卡名:Y`) loses the archetype its name line gave it: 精灵圣剑士 named 元素英雄 新宇侠 is no 「精灵剑士」 monster, but an 「元素英雄」 one (元素英雄 炽热侠 counts it)', () => {
    expect(drawn('{回合:A 阶段:伤害步骤 A场:精灵圣剑士(卡名:元素英雄 新宇侠),精灵圣剑士 A卡组:强欲之壶,黑洞,旋风} C1 A:精灵圣剑士③')).toBe(1);
    const a = askCdb('{回合:A 阶段:主要1 A场:元素英雄 炽热侠,精灵圣剑士(卡名:元素英雄 新宇侠)} C1 A:强欲之壶');
    expect(a.stats?.find((s) => s.card.name === '元素英雄 炽热侠')?.atk).toBe(2000);
  });
});

describe.skipIf(!haveCards)('CH-DRAW-COUNT-OF (kinds)', () => {
  it('[CH-DRAW-COUNT-OF] 宇宙人礼物 draws one card per name among its controller’s face-up 「新空间侠」 monsters: two of one name count once', () => {
    expect(drawn('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹,新空间侠·黑暗豹,新空间侠·大地鼹鼠} C1 A:宇宙人礼物')).toBe(2);
  });
  it('[CH-DRAW-COUNT-OF] a card with a second name by the rules (新空间侠·海洋海豚, also 新空间侠·水波海豚) counts as two; renamed by the situation (`卡名:Y`), only as Y', () => {
    expect(drawn('{回合:A 阶段:主要1 A场:新空间侠·海洋海豚} C1 A:宇宙人礼物')).toBe(2);
    expect(drawn('{回合:A 阶段:主要1 A场:新空间侠·海洋海豚(卡名:新空间侠·黑暗豹)} C1 A:宇宙人礼物')).toBe(1);
  });
});
