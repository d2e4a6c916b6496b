// Issue 16, lingering effects: CH-NAME-NEGATE-EARLIER — a negation by name an effect activated earlier this turn left
// (「…以及原本卡名和那张卡相同的卡的效果无效化」, the card it was about written `本回合:X(除外:Y)` / `(宣言:Y)` / `(对象:Y)`) negates the
// effect of a later link whose card has that original name, wherever the card is; a card unaffected by the negating card is free.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NAME-NEGATE-EARLIER', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-NAME-NEGATE-EARLIER', () => {
  it('[CH-NAME-NEGATE-EARLIER] after 抹杀之指名者 declared 黑羽-疾风之盖尔 this turn, the 盖尔 on the field activates its effect: the activation stands, its effect does not apply', () => {
    const a = askCdb('{回合:A 本回合:B:抹杀之指名者(宣言:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-NAME-NEGATE-EARLIER');
  });
  it('[CH-NAME-NEGATE-EARLIER] no place is named: an effect activated from the hand by a card of that name is negated too (幽鬼兔 after 墓穴的指名者 banished one)', () => {
    expect(outcomes('{回合:B 本回合:B:墓穴的指名者(除外:幽鬼兔) B场:黑羽-疾风之盖尔 A场:青眼白龙 A手:幽鬼兔} C1 B:黑羽-疾风之盖尔→A:青眼白龙 C2 A:幽鬼兔→黑羽-疾风之盖尔')).toEqual(['C1:resolved', 'C2:effect-negated']);
  });
  it('[CH-NAME-NEGATE-EARLIER] the other side: another name, a negated activation, an entry that does not say the card, and a card unaffected by Spells are all free', () => {
    expect(outcomes('{回合:A 本回合:B:抹杀之指名者(宣言:三眼怪) A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 本回合:B:抹杀之指名者(发动无效,宣言:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 本回合:B:抹杀之指名者 A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 本回合:B:抹杀之指名者(宣言:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔(不受魔陷) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:resolved']);
  });
});
