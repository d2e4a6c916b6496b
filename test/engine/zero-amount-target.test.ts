// CH-ZERO-AMOUNT-TARGET (issue 16, rules reference docs/c03/攻守计算.rst:118–123): halving 0 still counts as
// applying, but an effect whose next step uses the amount its halving or lower takes (「上升那个数值」
// 「给与对方那个数值的伤害」, read from the text as the step's `ofChange`) cannot target a monster at ATK 0.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a target whose ATK 0 leaves no amount to use', () => {
  it('[CH-ZERO-AMOUNT-TARGET] 暗叛逆超量龙① cannot target 青眼白龙 at ATK 0 (the raise by the halved amount could not happen), and says why', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙(攻0)} C1 A:暗叛逆超量龙①→青眼白龙');
    expect(a.links[0]?.legal).toBe(false);
    expect(a.links[0]?.rules).toContain('CH-ZERO-AMOUNT-TARGET');
    expect(String(a.links[0]?.illegalReason)).toContain('那个数值');
  });

  it('[CH-ZERO-AMOUNT-TARGET] the other side: at ATK 3000 it may target; 方界波动 (a halving with no step using the amount) may target ATK 0', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙} C1 A:暗叛逆超量龙①→青眼白龙').links[0]?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:方界胤 毗贾姆 B场:青眼白龙(攻0)} C1 A:方界波动→方界胤 毗贾姆,青眼白龙').links[0]?.legal).toBe(true);
  });

  it('[CH-ZERO-AMOUNT-TARGET] 冥界浊龙 龙叹③ (halve, then that much damage) cannot target a monster at ATK 0', () => {
    expect(askCdb('{回合:A 阶段:准备 A场:冥界浊龙 龙叹 B场:青眼白龙(攻0)} C1 A:冥界浊龙 龙叹③→青眼白龙').links[0]?.legal).toBe(false);
  });
});
