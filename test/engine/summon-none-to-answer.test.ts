// CH-SUMMON-NONE-TO-ANSWER and the ● picked by the moment (review s42 (1)): 宇宙耀变龙① offers ●1 「对方把魔法·陷阱·怪兽的效果发动时」,
// ●2 「对方把怪兽召唤·反转召唤·特殊召唤之际」, ●3 「对方怪兽的攻击宣言时」. With no ● written it took ●2 at B's attack declaration, and
// was accepted in A's own Main Phase with nothing to answer. A summon outside a chain is the turn player's, in a Main Phase
// (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:17): ●2 answers none in A's own turn nor in a Battle Phase.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a summon negation with no summon to answer; the ● the moment allows (CH-SUMMON-NONE-TO-ANSWER)', () => {
  it('[CH-SUMMON-NONE-TO-ANSWER] 宇宙耀变龙 at B’s attack declaration, no ● written: ●3 (the only one the moment allows) — the attack is negated, not a summon', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:宇宙耀变龙,三眼怪 B场:青眼白龙} C1 A:宇宙耀变龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.reason).toContain('攻击无效');
    expect(a.links[0]!.reason).not.toContain('召唤无效');
    expect(a.assumptions.join('\n')).not.toContain('假定这时有那样的召唤');
  });
  it('[CH-SUMMON-NONE-TO-ANSWER] in A’s own Main Phase with nothing written it is refused (nothing to answer); ●2 named there is refused as no summon of the opponent can be made', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:宇宙耀变龙} C1 A:宇宙耀变龙');
    expect(a.links[0]!.legal).toBe(false);
    const b = askCdb('{回合:A 阶段:主要1 A场:宇宙耀变龙} C1 A:宇宙耀变龙[●2]');
    expect(b.links[0]!.legal).toBe(false);
    expect(b.links[0]!.rules).toContain('CH-SUMMON-NONE-TO-ANSWER');
    // In the damage step (B's turn) no summon can be made either.
    const c = askCdb('{回合:B 阶段:伤害计算前 攻击:B:青眼白龙→A:三眼怪 A场:宇宙耀变龙,三眼怪 B场:青眼白龙} C1 A:宇宙耀变龙[●2]');
    expect(c.links[0]!.legal).toBe(false);
  });
  it('[CH-SUMMON-NONE-TO-ANSWER] the other side: in B’s Main Phase ●2 answers B’s summon (assumed when not written, and when written), and a summon negation of any player’s summon alone in A’s Main Phase is assumed as before', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:宇宙耀变龙} C1 A:宇宙耀变龙[●2]');
    expect(a.links[0]!.legal).toBe(true);
    const b = askCdb('{回合:B 阶段:主要1 A场:宇宙耀变龙 B手:三眼怪} 召唤 三眼怪 C1 A:宇宙耀变龙[●2]');
    expect(b.links[0]!.legal).toBe(true);
    const c = askCdb('{回合:A 阶段:主要1 A场:神之宣告(盖)} C1 A:神之宣告');
    expect(c.links[0]!.legal).toBe(true);
    expect(c.links[0]!.rules).not.toContain('CH-SUMMON-NONE-TO-ANSWER');
  });
});

describe.skipIf(!haveCards)('a card whose options answer an activation or a summon, refused as Chain Link 1 (CH-SUMMON-NONE-TO-ANSWER)', () => {
  it('[CH-SUMMON-NONE-TO-ANSWER] 神之宣告 (●1 a Spell/Trap activation, ●2 a summon) alone in A’s Battle Step: refused, and the reason says its summon option has no summon to answer there either (zh and en)', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤} C1 B:神之宣告');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-NONE-TO-ANSWER');
    expect(a.links[0]!.illegalReason).toContain('回应召唤的选项也不能选');
    expect(a.links[0]!.illegalReason).toContain('现在不是主要阶段');
    const en = cdbJudge().chain('{回合:A 阶段:战斗步骤} C1 B:神之宣告', { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('Its option answering a summon cannot be chosen either');
  });
  it('[CH-SUMMON-NONE-TO-ANSWER] the other side: 神之宣告 in A’s Main Phase takes its summon option (a summon assumed), and 魔法干扰阵 (activations only) alone in the Battle Step is refused with no word of a summon', () => {
    expect(askCdb('{回合:A 阶段:主要1} C1 B:神之宣告').links[0]!.legal).toBe(true);
    const only = askCdb('{回合:A 阶段:战斗步骤} C1 B:魔法干扰阵');
    expect(only.links[0]!.legal).toBe(false);
    expect(only.links[0]!.rules).not.toContain('CH-SUMMON-NONE-TO-ANSWER');
    expect(only.links[0]!.illegalReason).not.toContain('召唤');
  });
});
