// SIT-DECLARE-NO-TOKEN (issue 16; rules reference docs/c02/基本用语.rst:1074–1079): a Token is no real card — an effect that declares a
// card name (`[宣言 X]`) can declare only a real card, so a link declaring a Token's name is refused, saying why. A real card may be
// declared.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const refusal = (input: string): string => {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  if (a.ok) throw new Error(`${input}: judged, not refused`);
  return a.error.message;
};

describe.skipIf(!haveCards)('SIT-DECLARE-NO-TOKEN', () => {
  it('[SIT-DECLARE-NO-TOKEN] 心灵崩坏 and 真实之名 cannot declare a Token (羊衍生物, 幻兽机衍生物)', () => {
    expect(refusal('{回合:A 阶段:主要1 B手:三眼怪} C1 A:心灵崩坏 [宣言 羊衍生物]')).toContain('衍生物不是真实的卡片');
    expect(refusal('{回合:A 阶段:主要1} C1 A:真实之名 [宣言 幻兽机衍生物]')).toContain('不能宣言衍生物的卡名');
  });
  it('[SIT-DECLARE-NO-TOKEN] the other side: a real card may be declared', () => {
    expect(askCdb('{回合:A 阶段:主要1 B手:三眼怪} C1 A:心灵崩坏 [宣言 三眼怪]').links[0]!.legal).toBe(true);
  });
});
