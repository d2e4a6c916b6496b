// CMP-NAME-IN-GY and WIN-ONLY-ONE-SELF (test/RULES.md; rules reference docs/c03/只能有○○存在.rst:240): 「这张卡的卡名只要在场上·
// 墓地存在当作「X」使用」 changes the card's name in the GY too; a trigger that must summon its own card which a 「只能有1张表侧
// 表示存在」 limit keeps off the field is not offered.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a name that holds in the GY', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  const legal = (input: string) => askCdb(input).links[0]!.legal;
  it('[CMP-NAME-IN-GY] 亚马逊宠物仔虎 is a 亚马逊宠物虎 in the GY: its self-summon from there meets the face-up 宠物虎’s one-copy limit; from the hand it does not', () => {
    // the activation from the GY of a self-summon whose limit meets the changed name: refused (亚马逊宠物虎 on the field)
    expect(legal('{回合:A A墓:亚马逊宠物仔虎 A场:亚马逊宠物虎} C1 A:亚马逊宠物仔虎②')).toBe(false);
    // from the hand its name is its own: allowed
    expect(legal('{回合:A A手:亚马逊宠物仔虎 A场:亚马逊宠物虎} C1 A:亚马逊宠物仔虎②')).toBe(true);
  });
  it('[WIN-ONLY-ONE-SELF] 亚马逊宠物仔虎② in the GY is not offered while a 亚马逊宠物虎 is face-up (the limit is said in the notes); with another 亚马逊 monster summoned and no 宠物虎, it is', () => {
    const a = askCdb('{回合:A A墓:亚马逊宠物仔虎 A场:亚马逊宠物虎 A手:亚马逊斥候} 召唤 亚马逊斥候');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('亚马逊宠物仔虎');
    expect(a.window.notes.join()).toContain('只能有1张表侧表示存在');
    expect(offered('{回合:A A墓:亚马逊宠物仔虎 A手:亚马逊斥候} 召唤 亚马逊斥候')).toContain('亚马逊宠物仔虎');
  });
});
