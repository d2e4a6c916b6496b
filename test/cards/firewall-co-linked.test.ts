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

describe.skipIf(!haveCards)('防火龙① in the window: offered only while a monster may be co-linked with it', () => {
  const offered = (input: string) => askCdb(input).window.triggers.filter((t) => t.card.name === '防火龙' && t.effect === 1).length;

  it('[CH-TARGET-CO-LINKED] both fields written in full with no other Link monster: nothing is co-linked, the window does not offer ①', () => {
    expect(offered('{回合:A 阶段:主要1 A场只有:防火龙 B场只有:青眼白龙} 召唤 三眼怪')).toBe(0);
    expect(offered('{回合:A 阶段:主要1 A场只有:防火龙(EX左) B场只有:青眼白龙(主3)} 召唤 三眼怪')).toBe(0);
  });

  it('[CH-TARGET-CO-LINKED] another Link monster there (zones unknown), or a field written in part: ① is still offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场只有:防火龙,防火龙 B场只有:青眼白龙} 召唤 三眼怪')).toBe(2);
    expect(offered('{回合:A 阶段:主要1 A场:防火龙 B场:青眼白龙} 召唤 三眼怪')).toBe(1);
  });

  it('[CH-TARGET-CO-LINKED] written as a link with both fields in full and no other Link monster: refused, with no zones written', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:防火龙 B场只有:青眼白龙} C1 A:防火龙①→B:青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('没有互相连接的怪兽');
  });
});
