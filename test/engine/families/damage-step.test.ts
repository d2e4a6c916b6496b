// Issue 11, family 1: the damage step governs chain links (not only the window notes). In the damage
// step only Counter Traps, effects that directly change ATK/DEF, effects that negate an activation
// and effects whose text names the damage step (or a part of it) may be activated; during damage
// calculation only those that name it. Source: the OCG damage-step rule as the turn reference
// (src/rules/turn/damage.ts, /phase 伤害步骤) states it; card texts of 收缩, 禁忌的圣杯, 欧尼斯特, 栗子球.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, summary } from '../build.js';
import { textCard } from '../../../src/cards/curated/dsl.js';

const DS = '{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙,魂之纲 B场:黑魔术师}';
const BEFORE_DC = '{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师}';
const DC = '{回合:A 阶段:伤害计算 攻击:B:黑魔术师→A:青眼白龙 A场:青眼白龙 B场:黑魔术师}';

describe('family 1: the damage step', () => {
  // fails until implemented: the engine does not yet restrict links in the damage step (only the window note does)
  it('[CH-DAMAGE-STEP] a speed-2 card that neither changes ATK/DEF nor negates an activation cannot be activated in the damage step', () => {
    const a = chain(`${DS} C1 B:旋风→魂之纲`);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-DAMAGE-STEP');
    expect(linkOf(a, 1).illegalReason).toContain('伤害步骤');
    // The same card in the battle step is fine: the rule is the step's, not the card's.
    expect(summary(chain('{回合:A 阶段:战斗步骤 A场:青眼白龙,魂之纲 B场:黑魔术师} C1 B:旋风→魂之纲'))).toEqual(['C1:legal:resolved']);
  });

  // fails until implemented: the engine does not yet restrict links in the damage step (only the window note does)
  it('[CH-DAMAGE-STEP] a hand quick effect that neither changes ATK/DEF nor negates (增殖的G), or changes position (月之书), is not allowed', () => {
    expect(summary(chain(`${DS} C1 B:增殖的G`))).toEqual(['C1:illegal:illegal']);
    expect(summary(chain(`${DS} C1 B:月之书→青眼白龙`))).toEqual(['C1:illegal:illegal']);
  });

  it('[CH-DAMAGE-STEP] effects that directly change ATK/DEF (收缩, 禁忌的圣杯) and Counter Traps may be activated', () => {
    const a = chain(`${DS} C1 B:收缩→青眼白龙 C2 A:神之宣告`);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(summary(chain(`${DS} C1 B:禁忌的圣杯→青眼白龙`))).toEqual(['C1:legal:resolved']);
  });

  it('[CH-DAMAGE-STEP] an effect whose text names the damage step is allowed in the parts it names, and says which part', () => {
    const a = chain(`${BEFORE_DC} C1 A:欧尼斯特②`);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    // Outside the damage step its phase requirement is unmet.
    expect(summary(chain('{回合:A 阶段:主要1} C1 A:欧尼斯特②'))).toEqual(['C1:illegal:illegal']);
  });

  // fails until implemented: the engine does not yet restrict links in the damage step (only the window note does)
  it('[CH-DAMAGE-STEP] the reason names the part of the damage step', () => {
    const a = chain(`${BEFORE_DC} C1 B:旋风`);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('伤害计算前');
  });

  // The situation naming only the step (阶段:伤害步骤) has no part to name: before, the reason read 「现在是伤害步骤（伤害步骤）」.
  it('[CH-DAMAGE-STEP] with only the step written, the reason does not repeat it in brackets (both languages); a part is still bracketed', () => {
    expect(linkOf(chain(`${DS} C1 B:旋风→魂之纲`), 1).illegalReason).toMatch(/^现在是伤害步骤：/);
    expect(linkOf(chain(`${DS} C1 B:旋风→魂之纲`, 'en'), 1).illegalReason).toMatch(/^It is the Damage Step: /);
    expect(linkOf(chain(`${BEFORE_DC} C1 B:旋风`), 1).illegalReason).toMatch(/^现在是伤害步骤（伤害计算前）：/);
    expect(linkOf(chain(`${BEFORE_DC} C1 B:旋风`, 'en'), 1).illegalReason).toMatch(/^It is the Damage Step \(Before Damage Calculation\): /);
  });

  // fails until implemented: the engine does not yet restrict links during damage calculation
  it('[CH-DAMAGE-CALC] during damage calculation only effects whose text names it (栗子球), not ATK changers', () => {
    expect(summary(chain(`${DC} C1 A:栗子球`))).toEqual(['C1:legal:resolved']);
    const a = chain(`${DC} C1 B:收缩→青眼白龙`);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-DAMAGE-CALC');
    expect(summary(chain(`${DC} C1 A:欧尼斯特②`))).toEqual(['C1:illegal:illegal']);
    // 栗子球 named the damage calculation: before it, its requirement is not met.
    expect(summary(chain(`${BEFORE_DC} C1 A:栗子球`))).toEqual(['C1:illegal:illegal']);
  });

  it('[CH-DAMAGE-CALC] during damage calculation a Counter Trap may still be chained to a link (rules reference 战斗阶段流程.rst:400: 天罚 then), never starting a chain', () => {
    expect(summary(chain(`${DC} C1 A:栗子球 C2 B:神之通告`))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    // An effect that only protects or negates an effect (not an activation) is still refused.
    const a = chain(`${DC} C1 A:栗子球 C2 B:收缩→青眼白龙`);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-DAMAGE-CALC');
  });

  it('[CH-DAMAGE-STEP-RESPONSE] an effect 「…发动时才能发动」 that changes DEF but negates no activation (No.3 地狱蝉王②, a curated newer card) cannot be activated in the damage step; in the Main Phase it can', () => {
    const a = chain('{回合:B 阶段:伤害计算前 攻击:B:青眼白龙→A:三眼怪 A场:No.3 地狱蝉王,三眼怪 B场:青眼白龙 B手:欧尼斯特} C1 B:欧尼斯特 C2 A:No.3 地狱蝉王②');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-DAMAGE-STEP-RESPONSE');
    expect(linkOf(a, 2).illegalReason).toContain('伤害步骤');
    expect(summary(chain('{回合:B 阶段:主要1 A场:No.3 地狱蝉王,三眼怪 B场:青眼白龙,欧尼斯特} C1 B:欧尼斯特 C2 A:No.3 地狱蝉王②'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });

  it('[CH-DAMAGE-CALC] a card activated at the moment its text names (「…进行战斗的伤害计算时才能发动」) may be activated then, and not in another part of the damage step', () => {
    const trap = textCard({ id: 990621, name: '测试计算时陷阱', type: 'trap', text: '①：自己怪兽和对方怪兽进行战斗的伤害计算时才能发动。自己从卡组抽1张。' });
    const at = (phase: string) => judgeWith(`{回合:B 阶段:${phase} 攻击:B:黑魔术师→A:青眼白龙 A场:青眼白龙,测试计算时陷阱(盖) B场:黑魔术师} C1 A:测试计算时陷阱`, [trap]);
    expect(summary(at('伤害计算'))).toEqual(['C1:legal:resolved']);
    const before = at('伤害计算前');
    expect(summary(before)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(before, 1).rules).toContain('CH-DAMAGE-STEP');
  });

  it('[CH-DAMAGE-STEP-MANDATORY] a mandatory quick effect 「对方把怪兽的效果发动时发动」 (a test card) is activated in the damage step after an opponent’s monster effect; the same text with 「才能发动」 (optional, negating nothing) is not (CH-DAMAGE-STEP-RESPONSE)', () => {
    const must = textCard({ id: 998904, name: '测试必发即时', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：对方把怪兽的效果发动时发动。这张卡的攻击力上升500。' });
    const may = textCard({ id: 998905, name: '测试选发即时', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：对方把怪兽的效果发动时才能发动。对方场上的怪兽全部破坏。' });
    const attacker = textCard({ id: 998906, name: '测试计算后攻击者', type: 'monster effect', level: 8, atk: 3000, def: 2000, text: '①：这张卡攻击的伤害计算后发动。这张卡以外的场上的怪兽全部破坏。' });
    const a = judgeWith('{回合:B 阶段:伤害计算后 攻击:B:测试计算后攻击者→A:测试必发即时 A场:测试必发即时 B场:测试计算后攻击者} C1 B:测试计算后攻击者① C2 A:测试必发即时', [must, attacker]);
    expect(linkOf(a, 2).legal).toBe(true);
    expect(linkOf(a, 2).rules).toContain('CH-DAMAGE-STEP-MANDATORY');
    const b = judgeWith('{回合:B 阶段:伤害计算后 攻击:B:测试计算后攻击者→A:测试选发即时 A场:测试选发即时 B场:测试计算后攻击者} C1 B:测试计算后攻击者① C2 A:测试选发即时', [may, attacker]);
    expect(linkOf(b, 2).legal).toBe(false);
    expect(linkOf(b, 2).rules).toContain('CH-DAMAGE-STEP-RESPONSE');
  });
});
