// CH-NOTHING-TO-APPLY (unlisted zones): with no situation, or one that does not list the zones a link's step acts on, the link is
// judged as if such cards were there (said once in assumptions). Its resolution then says what it does to them — not that it
// had nothing to apply to, which contradicted the assumption. A listed empty field is the other side: nothing is assumed there.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a link resolving onto zones the situation did not list', () => {
  it('[CH-NOTHING-TO-APPLY] 黑洞 and 雷击 with no situation: the resolution says what they destroy, agreeing with the assumption', () => {
    for (const [input, where] of [['C1 黑洞', '场上的怪兽'], ['C1 雷击', '对方场上的怪兽']] as const) {
      const a = askCdb(input);
      const l = a.links[0]!;
      expect(l.outcome).toBe('resolved');
      expect(l.reason).toContain(`破坏${where}`);
      expect(l.reason).toContain('情境没有列出');
      expect(l.reason).not.toContain('没有可处理的卡');
      expect(a.assumptions.some((s) => s.includes('假定有可以适用的卡'))).toBe(true);
    }
    const en = cdbJudge().chain('C1 黑洞', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.reason).toContain('does not list them');
  });

  it('[CH-NOTHING-TO-APPLY] the other side: with the field listed, the cards destroyed are named and nothing is assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:黑洞 A场:青眼白龙 B场:三眼怪} C1 A:黑洞');
    const l = a.links[0]!;
    expect(l.reason).not.toContain('情境没有列出');
    expect(l.reason).toContain('青眼白龙');
    expect(a.assumptions.some((s) => s.includes('假定有可以适用的卡'))).toBe(false);
  });

  it('[CH-NOTHING-TO-APPLY] a link negated above is not given the unlisted wording (黑洞 under 我身作盾)', () => {
    const a = askCdb('C1 黑洞 C2 我身作盾');
    const hole = a.links.find((l) => l.n === 1)!;
    expect(hole.outcome).toBe('activation-negated');
    expect(hole.reason ?? '').not.toContain('情境没有列出');
  });

  it('[CH-NOTHING-TO-APPLY] one field listed, the other not: the listed cards are named and the unlisted side is said too (黑洞, 激流葬)', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:青眼白龙} C1 A:黑洞', '{回合:B 阶段:主要1 A场:青眼白龙} C1 A:激流葬']) {
      const l = askCdb(input).links[0]!;
      expect(l.reason).toContain('青眼白龙');
      expect(l.reason).toContain('情境没有列出的区域里如果还有场上的怪兽，也一并破坏');
    }
    // Both fields listed: nothing more is said.
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:三眼怪} C1 A:黑洞').links[0]!.reason).not.toContain('情境没有列出');
  });
});
