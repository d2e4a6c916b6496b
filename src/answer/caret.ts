/**
 * The input line with a caret under one position, for text surfaces:
 *
 *   C1 黑洞 C3 旋风
 *           ^
 * Wide (CJK, full-width) characters take two columns in a monospace font, so the caret is padded
 * by display width, not by string length. Long input is cut to a window around the position.
 */
const WINDOW = 60;

export function caretLine(input: string, offset: number | null): string | null {
  if (offset === null) return null;
  const chars = Array.from(input.replace(/[\r\n\t]/g, ' '));
  // offset counts UTF-16 units; convert to a code point index.
  let units = 0;
  let index = 0;
  while (index < chars.length && units < offset) units += chars[index++]!.length;
  const start = Math.max(0, index - WINDOW / 2);
  const end = Math.min(chars.length, start + WINDOW);
  const shown = chars.slice(start, end);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < chars.length ? '…' : '';
  const pad = width(prefix) + shown.slice(0, index - start).reduce((w, c) => w + width(c), 0);
  return `${prefix}${shown.join('')}${suffix}\n${' '.repeat(pad)}^`;
}

function width(s: string): number {
  let w = 0;
  for (const c of s) {
    const cp = c.codePointAt(0)!;
    w += (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x20000 && cp <= 0x3fffd) ? 2 : 1;
  }
  return w;
}
