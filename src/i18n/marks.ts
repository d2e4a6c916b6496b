/**
 * How an effect number is shown: ① … ⑳ as card texts print them, `#21` beyond, and 0 — the plain
 * card activation of a Continuous/Field/Equip Spell or Trap, which is not a numbered effect — as words.
 */
import { t, type Text } from './text.js';

export function effectMark(n: number): Text {
  if (n === 0) return t('（卡的发动）', '(card activation)');
  const mark = n >= 1 && n <= 20 ? String.fromCodePoint(0x2460 + n - 1) : `#${n}`;
  return t(mark, mark);
}
