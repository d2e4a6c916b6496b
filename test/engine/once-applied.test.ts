// Issue 16, CH-ONCE-APPLIED (rules reference docs/c03/无效.rst:627–629): a use limit written on applications — 「这个卡名的效果在决斗中只能
// 适用1次」「这个卡名的效果1回合只能适用1次」 — counts the times the effect applied, not its activations: an earlier activation whose
// effect was negated, or rewritten by a higher link (`改写`), does not spend it. A limit on uses (「…只能使用1次」) is spent by any
// activation (CH-HISTORY-USED). The compiler reads such a line as a header of the card's effects (it was read as an effect).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-ONCE-APPLIED', () => {
  const sword = (earlier: string) => `{回合:A 阶段:主要1 ${earlier} A手:升阶魔法-七皇之剑} C1 A:升阶魔法-七皇之剑`;
  it('[CH-ONCE-APPLIED] 升阶魔法-七皇之剑 (「在决斗中只能适用1次」): after one that applied, another cannot be activated — the answer says it is per Duel and counts applications; after one negated or rewritten it can', () => {
    const spent = link1(sword('本回合:A:升阶魔法-七皇之剑'));
    expect(spent.legal).toBe(false);
    expect(spent.illegalReason).toContain('决斗中只能适用1次');
    for (const how of ['(改写)', '(效果无效)', '(发动无效)']) {
      const again = link1(sword(`本回合:A:升阶魔法-七皇之剑${how}`));
      expect(again.legal, how).toBe(true);
      expect(again.rules, how).toContain('CH-ONCE-APPLIED');
    }
    // The opponent's application is theirs.
    expect(link1(sword('本回合:B:升阶魔法-七皇之剑')).legal).toBe(true);
  });
  it('[CH-ONCE-APPLIED] a per-turn one on a Trap used in damage calculation (倍倍伤害 「1回合只能适用1次」): spent by one that applied, not by one whose effect was negated', () => {
    const dc = (earlier: string) => `{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 ${earlier} A场:三眼怪,倍倍伤害(盖) B场:青眼白龙} C1 A:倍倍伤害`;
    expect(link1(dc('本回合:A:倍倍伤害')).legal).toBe(false);
    expect(link1(dc('本回合:A:倍倍伤害(效果无效)')).legal).toBe(true);
  });
  it('[CH-ONCE-APPLIED] within one chain: 连续魔法 chained to 升阶魔法-七皇之剑 applies its effect first, so chain link 1 applies nothing; with 连续魔法’s activation negated, or copying a card with no such limit (雷龙融合), chain link 1 resolves; the opponent’s 连续魔法 cannot answer it (「自己发动通常魔法时」)', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:升阶魔法-七皇之剑 C2 A:连续魔法');
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
    expect(a.links[0]!.rules).toContain('CH-ONCE-APPLIED');
    expect(askCdb('{回合:A 阶段:主要1} C1 A:升阶魔法-七皇之剑 C2 A:连续魔法 C3 B:神之宣告').links[0]!.outcome).toBe('resolved');
    expect(askCdb('{回合:A 阶段:主要1 A手:雷龙融合,连续魔法} C1 A:雷龙融合 C2 A:连续魔法').links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    // The opponent cannot copy it this way: 连续魔法's current text is 「自己发动通常魔法时」 — its controller's own Normal Spell only
    // (CMP-RESPONDS-VERB-FIRST; this line once expected B's copy to resolve), so A's chain link 1 still applies.
    expect(askCdb('{回合:A B场:连续魔法(盖)} C1 A:升阶魔法-七皇之剑 C2 B:连续魔法').links.map((l) => l.outcome)).toEqual(['resolved', 'illegal']);
  });
  it('[CH-ONCE-APPLIED] a card chained to its own copy (倍倍伤害 「1回合只能适用1次」 in damage calculation, 粗人舞导 「在决斗中只能适用1次」): chain link 1 has not applied yet, so chain link 2 may be activated — it applies, chain link 1 applies nothing; with chain link 2 negated, chain link 1 applies (docs/c02/卡片·效果的发动.rst:217)', () => {
    const dc = (more: string) => askCdb(`{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,倍倍伤害(盖),倍倍伤害(盖) B场:青眼白龙,神之宣告(盖)} C1 A:倍倍伤害 C2 A:倍倍伤害${more}`);
    const a = dc('');
    expect(a.links.map((l) => [l.legal, l.outcome])).toEqual([[true, 'no-effect'], [true, 'resolved']]);
    expect(a.links[0]!.rules).toContain('CH-ONCE-APPLIED');
    expect(a.links[1]!.rules).not.toContain('CH-OPT-CHAIN');
    expect(dc(' C3 B:神之宣告').links.map((l) => l.outcome)).toEqual(['resolved', 'activation-negated', 'resolved']);
    const duel = askCdb('{回合:A 阶段:主要1 A场:粗人舞导(盖),粗人舞导(盖)} C1 A:粗人舞导 C2 A:粗人舞导');
    expect(duel.links.map((l) => [l.legal, l.outcome])).toEqual([[true, 'no-effect'], [true, 'resolved']]);
    expect(duel.links[0]!.reason).toContain('在决斗中只能适用1次');
  });
  it('[CH-ONCE-APPLIED] the other side in one chain: a limit on uses (增殖的G 「这个卡名的效果1回合只能使用1次」) is spent by chain link 1 — its copy cannot be chained to it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A手:增殖的G,增殖的G} C1 A:增殖的G C2 A:增殖的G');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toContain('使用1次');
  });
  it('[CH-ONCE-APPLIED] the other side: a limit on uses (炼狱的消华 「①的效果1回合只能使用1次」) is spent by an activation whose effect was negated or rewritten', () => {
    for (const how of ['(效果无效)', '(改写)']) {
      const a = link1(`{回合:A 阶段:主要1 本回合:A:炼狱的消华#1${how} A场:炼狱的消华 A手:三眼怪} C1 A:炼狱的消华①`);
      expect(a.legal, how).toBe(false);
      expect(a.rules, how).not.toContain('CH-ONCE-APPLIED');
    }
  });
});

describe('CH-ONCE-APPLIED: the compiler’s reading', async () => {
  const { isOptHeader } = await import('../../src/cards/compile/split.js');
  it('[CH-ONCE-APPLIED] 「这个卡名的效果在决斗中只能适用1次」「这个卡名的①的效果1回合只能适用1次」 are headers of the effects; an effect’s own 「这个效果1回合只能适用1次」 sentence is not', () => {
    expect(isOptHeader('这个卡名的效果在决斗中只能适用1次。')).toBe(true);
    expect(isOptHeader('这个卡名的①的效果1回合只能适用1次。')).toBe(true);
    expect(isOptHeader('①：只要这张卡在场地区域存在，自己怪兽被战斗破坏的场合，可以作为代替从自己卡组把1只岩石族怪兽送去墓地。这个效果1回合只能适用1次。')).toBe(false);
  });
});
