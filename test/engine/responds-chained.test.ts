// 「连锁到卡的效果的发动而有…发动时」 (test/RULES.md CH-RESPONDS-CHAINED), read from the text of 锁缚龙 锁镰 ② (curated in
// src/cards/curated/newer/c02-c03-unnegatable-newer.ts).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('an answer to a chained activation only', () => {
  it('[CH-RESPONDS-CHAINED] 锁缚龙 锁镰② cannot answer the first link of a chain', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:神之居城-瓦尔哈拉 B场:锁缚龙 锁镰,琰魔龙 红莲魔·渊} C1 B:琰魔龙 红莲魔·渊①→神之居城-瓦尔哈拉 C2 B:锁缚龙 锁镰②');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-RESPONDS-CHAINED');
  });
  it('[CH-RESPONDS-CHAINED] it may answer a link chained to another (灰流丽 chained to 强欲之壶), negating it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:锁缚龙 锁镰} C1 A:强欲之壶 C2 B:灰流丽 C3 A:锁缚龙 锁镰②');
    expect(a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:resolved', 'C2:true:effect-negated', 'C3:true:resolved']);
  });
});
