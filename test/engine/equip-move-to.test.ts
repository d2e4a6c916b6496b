// CMP-EQUIP-MOVE-TO (test/RULES.md; rules reference docs/c03/装备卡.rst:27–40): an effect that names where the equip card it moves
// goes — 圣骑士 贝德维尔② 「以场上1张「圣剑」装备魔法卡和1只可以把那张卡装备的怪兽为对象…转移给作为正确对象的那只怪兽」 (two targets, one
// of each kind), 机械龙 动力工具 「选择…1张装备卡转移给作为正确对象的这张卡」 (to itself) — moves it there, and only there: that monster must be
// a correct target for it (CH-EQUIP-MOVE), and a monster card used as an equip card has none but the monster it equips.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;
const equipped = (input: string) => askCdb(input).events.filter((e) => e.type === 'equipped').map((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('moving an equip card to the monster the effect names', () => {
  it('[CMP-EQUIP-MOVE-TO] 贝德维尔② moves 圣剑 加拉廷 to the Warrior it targets (阿托利斯), not to another correct monster', () => {
    const input = '{回合:A A场:圣骑士 贝德维尔,圣骑士 阿尔托莉斯,圣剑 加拉廷(装备:圣骑士 贝德维尔)} C1 A:圣骑士 贝德维尔②→圣剑 加拉廷,圣骑士 阿尔托莉斯';
    expect(link1(input).legal).toBe(true);
    expect(equipped(input)).toEqual([['圣剑 加拉廷', '圣骑士 阿托利斯']]);
  });
  it('[CMP-EQUIP-MOVE-TO] 贝德维尔② naming a monster 圣剑 加拉廷 cannot equip (青眼白龙, not a Warrior) cannot be activated, even with a Warrior on the field', () => {
    const l = link1('{回合:A A场:圣骑士 贝德维尔,圣骑士 阿尔托莉斯,青眼白龙,圣剑 加拉廷(装备:圣骑士 贝德维尔)} C1 A:圣骑士 贝德维尔②→圣剑 加拉廷,青眼白龙');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-EQUIP-MOVE');
  });
  it('[CMP-EQUIP-MOVE-TO] a monster card its own effect made an equip card (怀抱圣剑的王后 桂妮薇儿) cannot be moved: 贝德维尔② cannot target it', () => {
    expect(link1('{回合:A A场:圣骑士 贝德维尔,圣骑士 阿尔托莉斯,怀抱圣剑的王后 桂妮薇儿(装备:圣骑士 贝德维尔)} C1 A:圣骑士 贝德维尔②→怀抱圣剑的王后 桂妮薇儿,圣骑士 阿尔托莉斯').legal).toBe(false);
  });
  it('[CMP-EQUIP-MOVE-TO] 机械龙 动力工具② moves 巨大化 from another monster onto itself; one already on it has nowhere to go', () => {
    const input = '{回合:A A场:机械龙 动力工具,青眼白龙,巨大化(装备:青眼白龙)} C1 A:机械龙 动力工具②→巨大化';
    expect(equipped(input)).toEqual([['巨大化', '机械龙 动力工具']]);
    expect(link1('{回合:A A场:机械龙 动力工具,巨大化(装备:机械龙 动力工具)} C1 A:机械龙 动力工具②→巨大化').legal).toBe(false);
  });
});
