// CH-SET-SPELL-TRAP: a Continuous, Field or Equip Spell/Trap Set on the field (盖放) is activated only as a card. Its effects
// while face-up — an ignition effect (「1回合1次，…才能发动」), a quick effect — cannot be activated while it is Set; a number that
// names its continuous effect (「①：只要这张卡在魔法与陷阱区域存在…」) means the card activation, after which that effect applies.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a Set Continuous/Field Spell/Trap named with an effect number', () => {
  it('[CH-SET-SPELL-TRAP] a Set Continuous Spell\'s ignition effect cannot be activated (恶魔的宣告①, 六武之门②, read from their texts): refused, saying to activate the card', () => {
    for (const [input, mark] of [
      ['{回合:A 阶段:主要1 A场:恶魔的宣告(盖)} C1 A:恶魔的宣告①', '①'],
      ['{回合:A 阶段:主要1 A场:六武之门(盖)} C1 A:六武之门②', '②'],
    ] as const) {
      const l = first(input);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-SET-SPELL-TRAP');
      expect(l.illegalReason).toContain('盖放');
      expect(l.illegalReason).toContain(`效果${mark}要在它表侧表示存在时才能发动`);
    }
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:恶魔的宣告(盖)} C1 A:恶魔的宣告①', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.illegalReason).toContain('Set on the field');
  });

  it('[CH-SET-SPELL-TRAP] the other side: face-up, the same effect is activated; a Set card named bare is its card activation', () => {
    const faceUp = first('{回合:A 阶段:主要1 A场:恶魔的宣告} C1 A:恶魔的宣告①');
    expect(faceUp.legal).not.toBe(false);
    expect(faceUp.rules).not.toContain('CH-SET-SPELL-TRAP');
    const bare = first('{回合:A 阶段:主要1 A场:六武之门(盖)} C1 A:六武之门');
    expect(bare.legal).not.toBe(false);
    expect(bare.rules).not.toContain('CH-SET-SPELL-TRAP');
  });

  it('[CH-SET-SPELL-TRAP] a number naming a continuous effect of a Set or in-hand card is the card activation, said in assumptions (技能抽取①, 六武之门①)', () => {
    for (const input of ['{回合:B 阶段:主要1 A场:技能抽取(盖) B场:三眼怪} C1 A:技能抽取①', '{回合:A 阶段:主要1 A手:六武之门} C1 A:六武之门①', '{回合:A 阶段:主要1 A场:六武之门(盖)} C1 A:六武之门①']) {
      const a = askCdb(input);
      const l = a.links[0]!;
      expect(l.legal).toBe(true);
      expect(l.outcome).toBe('resolved');
      expect(l.rules).toContain('CH-SET-SPELL-TRAP');
      expect(l.reason ?? '').not.toContain('离开');
      expect(a.assumptions.some((s) => s.includes('是永续效果，不发动') && s.includes('卡的发动'))).toBe(true);
    }
  });

  it('[CH-SET-SPELL-TRAP] an effect a Set card activates from the GY after it left is not this rule (荒野的大龙卷②); nor is a Normal Trap\'s numbered activation', () => {
    const gy = first('{回合:B 阶段:主要1 A墓:荒野的大龙卷 B场:青眼白龙} C1 A:荒野的大龙卷② → 青眼白龙');
    expect(gy.rules).not.toContain('CH-SET-SPELL-TRAP');
    expect(gy.legal).not.toBe(false);
    const normal = first('{回合:B 阶段:主要1 A场:粗人舞导(盖)} C1 A:粗人舞导①');
    expect(normal.rules).not.toContain('CH-SET-SPELL-TRAP');
  });

  it('[CH-SET-SPELL-TRAP] from the hand the same: a Continuous Spell in the hand cannot activate its ignition effect (恶魔的宣告①)', () => {
    const l = first('{回合:A 阶段:主要1 A手:恶魔的宣告} C1 A:恶魔的宣告①');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-SET-SPELL-TRAP');
    expect(l.illegalReason).toContain('在手卡');
  });

  it('[CH-SET-SPELL-TRAP] in the damage step a Set Continuous Trap named by its continuous effect is judged as its activation — refused for the damage step, not for the number', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,技能抽取(盖)} C1 B:技能抽取①');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('伤害步骤');
    expect(l.illegalReason).not.toContain('盖放在场上');
    expect(a.assumptions.some((s) => s.includes('是永续效果，不发动'))).toBe(true);
  });
});
