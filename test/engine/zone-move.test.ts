// ZONE-MOVE-ADJACENT (issue 16, docs/c01/大师规则（2017）变更点.rst:53–55): 「移动到没有使用的相邻的怪兽卡区域」 moves a monster to a free
// Main Monster Zone left or right of it — never into an Extra Monster Zone; with the zones stated and none free beside it, the
// effect has nothing to apply and cannot be activated. Zones unstated: not judged.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('ZONE-MOVE-ADJACENT', () => {
  it('[ZONE-MOVE-ADJACENT] 突击犀牛 moving itself: refused when both Main Monster Zones beside it are taken (the Extra Monster Zone above is free but not beside it); with one free it resolves naming that zone; with the zones unstated it is not judged', () => {
    const boxed = first('{回合:A 阶段:主要1 A场:突击犀牛(主2),黑魔术师(主1),青眼白龙(主3) B场:} C1 A:突击犀牛①');
    expect(boxed.legal).toBe(false);
    expect(boxed.rules).toContain('ZONE-MOVE-ADJACENT');
    const free = first('{回合:A 阶段:主要1 A场:突击犀牛(主2),黑魔术师(主1) B场:} C1 A:突击犀牛①');
    expect(free.legal).toBe(true);
    expect(JSON.stringify(free)).toContain('主3');
    expect(first('{回合:A 阶段:主要1 A场:突击犀牛,黑魔术师,青眼白龙} C1 A:突击犀牛①').legal).toBe(true);
  });
  it('[ZONE-MOVE-ADJACENT] 位置移动 on a monster of its own field: a Link monster in a Main Monster Zone may move beside it though no arrow points there; a monster hemmed in may not be moved', () => {
    const link = first('{回合:A 阶段:主要1 A场:解码语者(主2),位置移动(魔陷1) B场:} C1 A:位置移动①→A:解码语者');
    expect(link.legal).toBe(true);
    expect(JSON.stringify(link)).toContain('主1/3');
    expect(first('{回合:A 阶段:主要1 A场:三眼怪(主2),黑魔术师(主1),青眼白龙(主3),位置移动(魔陷1) B场:} C1 A:位置移动①→A:三眼怪').legal).toBe(false);
  });
});
