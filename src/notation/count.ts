/**
 * Several copies of one card in a zone list of the situation block: `A卡组:青眼白龙×3` (also `x3`, `X3`, `*3`, `3×青眼白龙`)
 * stands for three separate cards. Read off a bare name only — a quoted name (「青眼白龙×3」) is always the name as typed.
 *
 * Why a plain `x` counts only after a character that is not an ASCII letter or digit: real card names end with `X`/`x` and
 * digits (TGX300, TG－SX1, TGX3－DX2, 胜利毒蛇 XX03); all of them have a Latin letter before that `X`, so they stay names.
 * No card name holds `×` or `*`.
 */
import type { ZoneName } from './ast.js';
import { asciiDigits } from './lexer.js';

/** A count as typed: the name without it, and the number (NaN when no digits follow the sign). */
export interface CountSplit {
  name: string;
  count: number;
  /** The count as typed (`×3`, `3×`, `×`), for messages. */
  written: string;
  /** Where the count starts in the name (a message's caret points there). */
  at: number;
}

// 个数 after the name: `名×3`, `名 x 3`, `名*3`, `名＊３`, or the sign alone (`名×`, a count left out: reported).
const AFTER = /^(.*?)(\s*)([×✕xXｘＸ*＊])\s*([0-9０-９]*)$/u;
// 个数 before the name: `3×名`, `3x 名`.
const BEFORE = /^([0-9０-９]+)(\s*)([×✕xXｘＸ*＊])(\s*)(\S.*)$/u;
/** The Latin letter x (half- or full-width): a count only where a name cannot go on with it (see above). */
const PLAIN_X = /^[xXｘＸ]$/;
const LATIN_OR_DIGIT = /[A-Za-z0-9Ａ-Ｚａ-ｚ０-９]/;

/** The count's digits as a number (full-width ３ too); NaN when none were typed. */
const toNumber = (digits: string): number => (digits === '' ? Number.NaN : Number(asciiDigits(digits)));

/** `name` read as a card and a count, or null when it holds no count. */
export function splitCount(name: string): CountSplit | null {
  const after = AFTER.exec(name);
  if (after) {
    const [, base, space, sign, digits] = after as unknown as [string, string, string, string, string];
    // `TGX300`: an x glued to a Latin letter or digit goes on the name; a lone x with no number is a name's letter too.
    const nameLetter = PLAIN_X.test(sign) && (digits === '' || (space === '' && LATIN_OR_DIGIT.test(base.slice(-1))));
    if (base.trim() !== '' && !nameLetter) return { name: base.trim(), count: toNumber(digits), written: name.slice(base.length).trim(), at: base.length + space.length };
  }
  const before = BEFORE.exec(name);
  if (before) {
    const [, digits, , sign, space, base] = before as unknown as [string, string, string, string, string, string];
    // `3xyz`: an x glued before a Latin letter or digit starts a word, not a count.
    if (!(PLAIN_X.test(sign) && space === '' && LATIN_OR_DIGIT.test(base[0]!))) return { name: base.trim(), count: toNumber(digits), written: name.slice(0, name.length - base.length).trim(), at: 0 };
  }
  return null;
}

/**
 * How many cards a zone can hold, for a count's upper bound: a Main Deck holds at most 60 cards and an Extra Deck 15
 * (卡组 40–60 张，额外卡组 0–15 张); the field has 5 Main Monster Zones, 2 Extra Monster Zones, 5 Spell & Trap Zones and a
 * Field Zone (13); the hand holds Main Deck cards only (60); the GY and banishment may hold all of a player's 75 cards.
 */
export const ZONE_CAPACITY: Readonly<Record<ZoneName, number>> = { deck: 60, extra: 15, field: 13, hand: 60, gy: 75, banished: 75 };
