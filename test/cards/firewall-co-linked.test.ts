// CH-TARGET-CO-LINKED: 防火龙① 「以最多有和这张卡互相连接的怪兽数量的…怪兽为对象」 — the most targets is the number of monsters co-linked
// with it, read from the zones the situation states; with no zones written the number is unknown, and the answer says what it assumed.
import { describe, expect, it } from 'vitest';
import { summary } from '../engine/build.js';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('防火龙① counts the monsters co-linked with it', () => {
  it('[CH-TARGET-CO-LINKED] no zones written: 2 targets are taken, the co-linked count is said to be assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:防火龙,青眼白龙 B场:黑魔术师,青眼白龙} C1 A:防火龙①→B:黑魔术师,B:青眼白龙');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('不知道有几只互相连接');
  });

  it('[CH-TARGET-CO-LINKED] zones written, one 防火龙 co-linked (EX左 ↔ 主2): 1 target is fine, 2 are refused', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左),防火龙(主2) B场:黑魔术师(主3),青眼白龙(主4)} C1 A:防火龙①→B:黑魔术师');
    expect(summary(one)).toEqual(['C1:legal:resolved']);
    const two = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左),防火龙(主2) B场:黑魔术师(主3),青眼白龙(主4)} C1 A:防火龙①→B:黑魔术师,B:青眼白龙');
    expect(two.links[0]!.legal).toBe(false);
    expect(two.links[0]!.illegalReason).toContain('按写出的区域是1只');
  });

  it('[CH-TARGET-CO-LINKED] zones written, no Link monster co-linked with it: it cannot be activated (at most 0 targets)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左),青眼白龙(主2) B场:黑魔术师(主3)} C1 A:防火龙①→B:黑魔术师');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('没有互相连接的怪兽');
  });
});
