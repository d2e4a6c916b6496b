// CH-PROTECT-CONDITION: a protection whose subject names this card in a battle position (「攻击表示的这张卡不会成为对方的效果的对象」
// No.41 泥睡魔兽 睡梦貘①, 「守备表示的这张卡不会成为卡的效果的对象」 修禅僧 元道②) holds only while this card is in that position —
// before, the compiler dropped 「攻击表示的」 and the card could not be targeted in either position.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legal = (input: string): boolean | undefined => askCdb(input).links[0]?.legal;

describe.skipIf(!haveCards)('a protection of this card in one battle position', () => {
  it('[CH-PROTECT-CONDITION] 睡梦貘 in Defense Position can be targeted by 月之书; in Attack Position it cannot', () => {
    expect(legal('{回合:B 阶段:主要1 A场:No.41 泥睡魔兽 睡梦貘(守) B手:月之书} C1 B:月之书→No.41 泥睡魔兽 睡梦貘')).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A场:No.41 泥睡魔兽 睡梦貘 B手:月之书} C1 B:月之书→No.41 泥睡魔兽 睡梦貘')).toBe(false);
  });
  it('[CH-PROTECT-CONDITION] the other position: 修禅僧 元道 (「守备表示的这张卡…」) in Attack Position can be targeted; in Defense Position it cannot', () => {
    expect(legal('{回合:B 阶段:主要1 A场:修禅僧 元道 B手:月之书} C1 B:月之书→修禅僧 元道')).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A场:修禅僧 元道(守) B手:月之书} C1 B:月之书→修禅僧 元道')).toBe(false);
  });
});
