// CH-EQUIP-MONSTER-NO-EFFECT (issue 16; rules reference docs/c02/基本用语.rst:30): a monster card that is an Equip Card in
// the Spell & Trap Zone has none of its effects as a monster there — an effect naming no place cannot be activated —
// unless its card speaks of being equipped (a Union). Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const legal = (a: ChainAnswer, n: number): boolean => a.links[n - 1]!.legal;

describe.skipIf(!haveCards)('a monster card that is an equip card', () => {
  it('[CH-EQUIP-MONSTER-NO-EFFECT] 星尘龙 as an Equip Card cannot activate its negation against 黑洞; in the Monster Zone it can', () => {
    const equipped = askCdb('{回合:B 阶段:主要1 A场:青眼白龙,星尘龙(装备:青眼白龙)} C1 B:黑洞 C2 A:星尘龙');
    expect(legal(equipped, 2)).toBe(false);
    expect(equipped.links[1]!.rules).toContain('CH-EQUIP-MONSTER-NO-EFFECT');
    expect(legal(askCdb('{回合:B 阶段:主要1 A场:青眼白龙,星尘龙} C1 B:黑洞 C2 A:星尘龙'), 2)).toBe(true);
  });
  it('[CH-EQUIP-MONSTER-NO-EFFECT] the other side: a Union (Y-龙头, 「装备的这张卡特殊召唤」) still activates its effect as an Equip Card', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:X-首领加农,Y-龙头(装备:X-首领加农)} C1 A:Y-龙头');
    expect(legal(a, 1)).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-EQUIP-MONSTER-NO-EFFECT');
  });
  it('[CH-EQUIP-MONSTER-NO-EFFECT] a Union is judged effect by effect: equipped, Z-金属履带 cannot use ●1 (equip itself, a Monster Zone effect) but may use ●2 (「装备的这张卡特殊召唤」); in the Monster Zone, the other way round', () => {
    const equipped = '{回合:A 阶段:主要1 A场:X-首领加农,Y-龙头,Z-金属履带(装备:X-首领加农)}';
    expect(legal(askCdb(`${equipped} C1 A:Z-金属履带[●1]→Y-龙头`), 1)).toBe(false);
    expect(legal(askCdb(`${equipped} C1 A:Z-金属履带[●2]`), 1)).toBe(true);
    const onField = '{回合:A 阶段:主要1 A场:X-首领加农,Z-金属履带}';
    expect(legal(askCdb(`${onField} C1 A:Z-金属履带[●2]`), 1)).toBe(false);
    expect(legal(askCdb(`${onField} C1 A:Z-金属履带[●1]→X-首领加农`), 1)).toBe(true);
  });
});
