// CUR-FIREWALL-ONCE-FACE-UP: 防火龙① 「只在这张卡在场上表侧表示存在才有1次」 — once while this copy stays face-up on the field, not a
// 「这个卡名」 once per turn: another 防火龙 may use its own ①, a 防火龙 that came back as a new card may use it again, and the same
// one that used it (已用, in this turn or an earlier one) may not.
import { describe, expect, it } from 'vitest';
import { summary } from '../engine/build.js';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('防火龙① once while face-up', () => {
  it('[CUR-FIREWALL-ONCE-FACE-UP] two 防火龙 on the field: each may use its own ① in one chain (no limit by name)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左),防火龙(主3),青眼白龙(主2) B场:黑魔术师,青眼白龙} C1 A:防火龙①→B:黑魔术师 C2 A:防火龙①→B:青眼白龙');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });

  it('[CUR-FIREWALL-ONCE-FACE-UP] the same 防火龙 that used it (已用) may not — said as once while face-up, not once a turn', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左,已用),青眼白龙(主2) B场:黑魔术师} C1 A:防火龙①→B:黑魔术师');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('表侧表示存在期间能使用1次');
  });

  it('[CUR-FIREWALL-ONCE-FACE-UP] turned face-down after its use and flipped back, it is a new card: ① may be used again', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:防火龙(EX左,已用,变里侧),青眼白龙(主2) B场:黑魔术师} C1 A:防火龙①→B:黑魔术师');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
  });
});
