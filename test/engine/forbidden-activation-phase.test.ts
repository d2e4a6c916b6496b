// CH-FORBIDDEN-ACTIVATION-PHASE: a floodgate held in one phase only — 「双方在主要阶段1内不能把魔法卡发动」 (避雷神),
// 「对方在战斗阶段不能把陷阱卡发动」 (幻影之龙), 「对方在战斗阶段中不能把魔法·陷阱·怪兽的效果发动」 (魔兽皇帝 加泽特②) — forbids
// those activations in that phase (its steps included) and not in another; with no phase stated it is not applied and the
// answer says it assumed so. The compiler reads the phase into the lock's `whileHolds`.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-FORBIDDEN-ACTIVATION-PHASE', CARDS_DB);

const RULE = 'CH-FORBIDDEN-ACTIVATION-PHASE';

describe.skipIf(!haveCards)(RULE, () => {
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] 避雷神: 黑洞 cannot be activated in Main Phase 1, by either player', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:避雷神 B场:青眼白龙 A手:黑洞} C1 A:黑洞');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain(RULE);
    expect(a.links[0]!.illegalReason).toContain('避雷神');
    expect(askCdb('{回合:B 阶段:主要1 A场:避雷神 B手:黑洞} C1 B:黑洞').links[0]!.legal).toBe(false);
  });
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] the other side: in Main Phase 2 it may; a Trap in Main Phase 1 is not a Spell', () => {
    expect(askCdb('{回合:A 阶段:主要2 A场:避雷神 B场:青眼白龙 A手:黑洞} C1 A:黑洞').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:避雷神,强制脱出装置(盖) B场:青眼白龙} C1 A:强制脱出装置→青眼白龙').links[0]!.legal).toBe(true);
  });
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] no phase stated: allowed, the answer saying it assumed another phase', () => {
    const a = askCdb('{回合:A A场:避雷神 B场:青眼白龙 A手:黑洞} C1 A:黑洞');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((s) => s.includes('避雷神') && s.includes('主要阶段1') && s.includes('假定'))).toBe(true);
  });
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] 幻影之龙: the opponent’s Trap in the Battle Step is refused', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:幻影之龙→B:青眼白龙 A场:幻影之龙 B场:青眼白龙,强制脱出装置(盖)} C1 B:强制脱出装置→幻影之龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain(RULE);
  });
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] the other side: 幻影之龙’s own player’s Trap, and the opponent’s Trap in the Main Phase, are allowed', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 攻击:A:幻影之龙→B:青眼白龙 A场:幻影之龙,强制脱出装置(盖) B场:青眼白龙} C1 A:强制脱出装置→青眼白龙').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:幻影之龙 B场:青眼白龙,强制脱出装置(盖)} C1 B:强制脱出装置→幻影之龙').links[0]!.legal).toBe(true);
  });
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] 魔兽皇帝 加泽特② (every effect of the opponent in the Battle Phase): refused in the Battle Step, not in Main Phase 2', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:魔兽皇帝 加泽特 B场:青眼白龙,强制脱出装置(盖)} C1 B:强制脱出装置→魔兽皇帝 加泽特').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要2 A场:魔兽皇帝 加泽特 B场:青眼白龙,强制脱出装置(盖)} C1 B:强制脱出装置→魔兽皇帝 加泽特').links[0]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('CH-FORBIDDEN-ACTIVATION-PHASE: where the refused card is activated', () => {
  it('[CH-FORBIDDEN-ACTIVATION-PHASE] 黑洞 activated from the hand under 避雷神 is placed on the field first: the refusal says it is activated in the Spell & Trap Zone, not in the hand', () => {
    const reason = askCdb('{回合:A 阶段:主要1 A场:避雷神 B场:青眼白龙 A手:黑洞} C1 A:黑洞').links[0]!.illegalReason ?? '';
    expect(reason).toContain('在魔法与陷阱区域发动的魔法卡的效果');
    expect(reason).not.toContain('在手卡发动');
  });
});
