// CMP-STAT-KINDS: 「…的攻击力上升自己墓地的怪兽种类×200」「…名字带有「光道」的怪兽卡种类×300」 — an ATK/DEF change counted by the kinds of
// names among the cards the phrase describes (a StatScale `kinds`): two cards of one name are one kind; a card with a second name by the
// rules (新空间侠·海洋海豚, also 新空间侠·水波海豚) is two. 「属性种类」「种族种类」 count other kinds and are not read so (rules reference
// docs/c02/基本用语.rst:424).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-STAT-KINDS', CARDS_DB);

const atk = (input: string, name: string) => askCdb(input).stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('CMP-STAT-KINDS', () => {
  it('[CMP-STAT-KINDS] 流星方界器 天尘 ② (1600): three monsters of two names in the GY raise it by 400', () => {
    expect(atk('{回合:A 阶段:主要1 A场:流星方界器 天尘 A墓:青眼白龙,青眼白龙,黑魔术师} C1 A:流星方界器 天尘②', '流星方界器 天尘')).toBe(2000);
  });
  it('[CMP-STAT-KINDS] a continuous one (光道龙 格拉古尼斯, 2000/1600): two 「光道」 names among three monster cards in the GY, +600 each', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:光道龙 格拉古尼斯 A墓:光道召唤师 卢米娜丝,光道召唤师 卢米娜丝,光道圣骑士 简} C1 A:强欲之壶');
    const s = a.stats?.find((x) => x.card.name === '光道龙 格拉古尼斯');
    expect([s?.atk, s?.def]).toEqual([2600, 2200]);
  });
  it('[CMP-STAT-KINDS] 「属性种类」 is not a count of names: 精灵神后 树精 ① is not read as one', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:精灵神后 树精 A墓:青眼白龙,黑魔术师} C1 A:强欲之壶');
    expect(a.stats?.find((x) => x.card.name === '精灵神后 树精')?.rules ?? []).not.toContain('CH-STAT-SCALED');
  });
});
