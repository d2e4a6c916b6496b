/**
 * String helpers for the hottest cuts of the compiler (compile time, issue 12): the same results as the regular
 * expressions they replace (`s.replace(/。$/, '')`, `s.split(/[，,]/)`, `s.replace(/^[，,]/, '')`), without a regular
 * expression run — these are asked hundreds of thousands of times over the database.
 */

/** `s` without its closing 「。」 (as `s.replace(/。$/, '')`). */
export const noStop = (s: string): string => (s.endsWith('。') ? s.slice(0, -1) : s);

/** `s` without one opening comma (as `s.replace(/^[，,]/, '')`). */
export const noLeadComma = (s: string): string => (s.startsWith('，') || s.startsWith(',') ? s.slice(1) : s);

/** `s` cut at every comma, full-width or not (as `s.split(/[，,]/)`). */
export const commaSplit = (s: string): string[] => (s.includes(',') ? s.split(/[，,]/) : s.split('，'));

/** Does `s` close on a comma (as `/[，,]$/.test(s)`)? */
export const endsComma = (s: string): boolean => s.endsWith('，') || s.endsWith(',');

/** `s` without one closing comma (as `s.replace(/[，,]$/, '')`). */
export const noTrailComma = (s: string): string => (endsComma(s) ? s.slice(0, -1) : s);

/** The first comma-cut part of `s` (as `commaSplit(s)[0]`), cut out without the others. */
export function firstCommaPart(s: string): string {
  const a = s.indexOf('，');
  const b = s.indexOf(',');
  const at = a < 0 ? b : b < 0 ? a : Math.min(a, b);
  return at < 0 ? s : s.slice(0, at);
}

/** The last comma-cut part of `s` (as `commaSplit(s).pop()`), cut out without the others. */
export function lastCommaPart(s: string): string {
  return s.slice(Math.max(s.lastIndexOf('，'), s.lastIndexOf(',')) + 1);
}

/**
 * Which of a table's word lists occur in a text — for each list, whether the text holds one of its words (as
 * `list.some((w) => text.includes(w))`) — found in ONE pass over the text instead of one search per word (compile time,
 * issue 12: the verb tables of ./actions.ts and ./events.ts ask ~100 words of every step and clause). Words are indexed by
 * their first UTF-16 unit; an empty list is never present.
 */
export function wordIndex(lists: ReadonlyArray<readonly string[]>): (text: string) => Uint8Array {
  // first unit → 1 + its bucket; a bucket holds the words starting with that unit (their second unit, -1 for a one-unit
  // word, tried before the whole word) and the lists each belongs to.
  const first = new Uint16Array(65536);
  const words: string[][] = [];
  const seconds: number[][] = [];
  const owners: number[][][] = [];
  lists.forEach((list, i) => {
    for (const word of list) {
      if (!word) throw new Error('wordIndex: an empty word is in every text');
      const c = word.charCodeAt(0);
      if (!first[c]) first[c] = words.push([]) && seconds.push([]) && owners.push([]);
      const b = first[c]! - 1;
      const known = words[b]!.indexOf(word);
      if (known >= 0) owners[b]![known]!.push(i);
      else {
        words[b]!.push(word);
        seconds[b]!.push(word.length > 1 ? word.charCodeAt(1) : -1);
        owners[b]!.push([i]);
      }
    }
  });
  const n = lists.length;
  return (text: string): Uint8Array => {
    const hit = new Uint8Array(n);
    const len = text.length;
    for (let i = 0; i < len; i++) {
      const b = first[text.charCodeAt(i)]!;
      if (b === 0) continue;
      const ws = words[b - 1]!;
      const sec = seconds[b - 1]!;
      const next = i + 1 < len ? text.charCodeAt(i + 1) : -2;
      for (let j = 0; j < ws.length; j++) {
        const w = ws[j]!;
        if (sec[j]! !== -1 && sec[j] !== next) continue;
        if (w.length > 2 && !text.startsWith(w, i)) continue;
        const ids = owners[b - 1]![j]!;
        for (let k = 0; k < ids.length; k++) hit[ids[k]!] = 1;
      }
    }
    return hit;
  };
}

/** `s` without its bracketed notes 「（…）」 (as `s.replace(/（[^（）]*）/g, '')`), read only when it has one. */
export const noteless = (s: string): string => (s.includes('（') ? s.replace(/（[^（）]*）/g, '') : s);

/** `s` cut at every 「。」 and 「；」, each cut kept between its parts (as `s.split(/([。；])/)`), without a regular expression. */
export function stopSplit(s: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3002 || c === 0xff1b) {
      out.push(s.slice(from, i), s[i]!);
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out;
}

/**
 * Card names (「破坏之剑士」) masked, same length — each 「…」 up to its first 」 with 名 inside (as
 * `text.replace(/「[^」]*」/g, (m) => `「${'名'.repeat(m.length - 2)}」`)`), by a search instead of a regular expression with a
 * function per match (compile time, issue 12).
 */
export function maskNames(text: string): string {
  let open = text.indexOf('「');
  if (open < 0) return text;
  let out = '';
  let from = 0;
  while (open >= 0) {
    const close = text.indexOf('」', open + 1);
    if (close < 0) break;
    out += text.slice(from, open + 1) + '名'.repeat(close - open - 1) + '」';
    from = close + 1;
    open = text.indexOf('「', from);
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `s` without an opening effect number and its colon 「①：」 (as `s.replace(/^[①-⑳]：/, '')`), by its first units. */
export function noNumberColon(s: string): string {
  const c = s.charCodeAt(0);
  return c >= 0x2460 && c <= 0x2473 && s.charCodeAt(1) === 0xff1a ? s.slice(2) : s;
}

/** Does `s` name 「时」 or 「的场合」 (as `/(时|的场合)/.test(s)`)? */
export const hasWhenOrIf = (s: string): boolean => s.includes('时') || s.includes('的场合');
