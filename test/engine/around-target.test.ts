// ZONE-AROUND-TARGET (issue 16, rules reference docs/c02/基本用语.rst:1473): 「对方必须把那只怪兽的前面·后面·相邻的区域（怪兽区域·魔法与
// 陷阱区域）存在的1张卡送去墓地」 — the obliged player chooses a card in a zone next to the target's (the restated 伊吕波红叶 ② of
// src/cards/curated/newer/c02-terms-pledges-newer.ts is the card with that wording); with the zones stated a card elsewhere cannot be chosen.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const sent = (input: string): string[] => askCdb(input).events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('cards around the target', () => {
  it('[ZONE-AROUND-TARGET] behind the target (its controller’s Spell & Trap Zone of that column) and beside it may be chosen; a card two columns over, or the target itself, may not', () => {
    const field = 'A场:伊吕波红叶(主3) B场:三眼怪(主4),黑魔术师(主3),青眼白龙(主1),旋风(魔陷4),黑洞(魔陷1,盖)';
    const ask = (pick: string) => askCdb(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 ${pick}]`);
    expect(sent(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 旋风]`)).toEqual(['旋风']);
    expect(sent(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 黑魔术师]`)).toEqual(['黑魔术师']);
    expect(ask('旋风').links[0]!.rules).toContain('ZONE-AROUND-TARGET');
    expect(sent(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 青眼白龙]`)).toEqual([]);
    expect(sent(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 黑洞]`)).toEqual([]);
    expect(sent(`{回合:A 阶段:主要1 ${field}} C1 A:伊吕波红叶②→三眼怪 [送去墓地 三眼怪]`)).toEqual([]);
  });
  it('[ZONE-AROUND-TARGET] in front of a Main Monster Zone is the Extra Monster Zone of its column, whoever controls it; with one card around, it is the one sent; unstated zones are not judged', () => {
    expect(sent('{回合:A 阶段:主要1 A场:伊吕波红叶(主3),解码语者(EX左) B场:三眼怪(主4)} C1 A:伊吕波红叶②→三眼怪')).toEqual(['解码语者']);
    expect(sent('{回合:A 阶段:主要1 A场:伊吕波红叶(主3),解码语者(EX右) B场:三眼怪(主4)} C1 A:伊吕波红叶②→三眼怪 [送去墓地 解码语者]')).toEqual([]);
    const loose = askCdb('{回合:A 阶段:主要1 A场:伊吕波红叶,解码语者 B场:三眼怪} C1 A:伊吕波红叶②→三眼怪 [送去墓地 解码语者]');
    expect(loose.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['解码语者']);
    expect(loose.links[0]!.rules).not.toContain('ZONE-AROUND-TARGET');
  });
});
