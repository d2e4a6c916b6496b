// Issue 16: CH-UNNEGATABLE-STATE — a monster an earlier effect left 「那只怪兽在场上发动的效果不会被无效化」 on (stated
// `(效果不会被无效)`): what it activates on the field is not negated while it stays face-up there.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-UNNEGATABLE-STATE', CARDS_DB);

const outcomes = (s: string) => askCdb(s).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-UNNEGATABLE-STATE', () => {
  it('[CH-UNNEGATABLE-STATE] a protected monster’s effect activated on the field resolves although 禁忌的圣杯 negates its effects in the chain', () => {
    const a = askCdb('{回合:A A场:黑羽-疾风之盖尔(效果不会被无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 B:禁忌的圣杯→A:黑羽-疾风之盖尔');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(a.links[0]!.rules).toContain('CH-UNNEGATABLE-STATE');
  });
  it('[CH-UNNEGATABLE-STATE] the other side: unprotected, or turned face-down before it resolves, the effect is negated; the activation itself is still negatable', () => {
    expect(outcomes('{回合:A A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 B:禁忌的圣杯→A:黑羽-疾风之盖尔')[0]).toBe('C1:effect-negated');
    expect(outcomes('{回合:A A场:黑羽-疾风之盖尔(效果不会被无效) B场:青眼白龙,月之书(盖) B卡组:黑羽-疾风之盖尔} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 B:抹杀之指名者 C3 B:月之书→黑羽-疾风之盖尔')[0]).toBe('C1:effect-negated');
    expect(outcomes('{回合:A A场:黑羽-疾风之盖尔(效果不会被无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 B:神之通告')[0]).toBe('C1:activation-negated');
  });
});
