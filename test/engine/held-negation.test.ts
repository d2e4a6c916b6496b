// Issue 16, lingering effects: CT-BOND-NEGATE-HELD — an activated effect that negates its target 「只要这只怪兽在场上表侧表示存在」
// (「…表侧表示存在期间」) keeps that target (`(对象:X)`): the target's effects stay negated while the card is face-up on the field, also
// once the card's own effects are negated; the card or the target turned face-down, the hold is over.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CT-BOND-NEGATE-HELD', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CT-BOND-NEGATE-HELD', () => {
  it('[CT-BOND-NEGATE-HELD] No.106 巨岩掌 巨手 holding 黑羽-疾风之盖尔: the target’s effect resolves negated, also while No.106 is itself negated', () => {
    const a = askCdb('{回合:B A场:No.106 巨岩掌 巨手(效果无效,对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CT-BOND-NEGATE-HELD');
    expect(outcomes('{回合:B A场:No.106 巨岩掌 巨手(对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪')).toEqual(['C1:effect-negated']);
  });
  it('[CT-BOND-NEGATE-HELD] the other side: no hold stated, or the holder or the target turned face-down by 月之书 in the chain — the effect applies', () => {
    expect(outcomes('{回合:B A场:No.106 巨岩掌 巨手,三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:B A场:No.106 巨岩掌 巨手(对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔,月之书(盖)} C1 B:黑羽-疾风之盖尔→A:三眼怪 C2 B:月之书→A:No.106 巨岩掌 巨手')).toEqual(['C1:resolved', 'C2:resolved']);
    expect(outcomes('{回合:B A场:No.106 巨岩掌 巨手(对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔,月之书(盖)} C1 B:黑羽-疾风之盖尔→A:三眼怪 C2 B:月之书→黑羽-疾风之盖尔')).toEqual(['C1:resolved', 'C2:resolved']);
  });
});
