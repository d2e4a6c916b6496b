/**
 * The limit list (禁止·限制卡表) in YGOPro's `lflist.conf` format: lists that each start with
 * `!<name>` (`!2026.10` for an OCG list, `!2026.9 TCG` for a TCG one), then lines
 * `<passcode> <0|1|2> [--comment]` (0 forbidden 禁止, 1 limited 限制, 2 semi-limited 准限制) under
 * `#forbidden` / `#limit` / `#semi limit` headings; `#` lines are comments. A card not listed may be
 * used 3 times. The file lists the newest first; the current OCG list is the first without "TCG".
 */

export type LimitStatus = 'forbidden' | 'limited' | 'semi-limited' | 'unlimited';

export interface LimitList {
  name: string;
  /** From the name: `2026.10` → `2026-10`, `2013.3.1` → `2013-03-01`; null when the name has none. */
  date: string | null;
  ocg: boolean;
  /** passcode → copies allowed (0, 1, 2). */
  limits: Map<number, number>;
}

/** The file is a few hundred KB; anything past this is not a limit list. */
export const MAX_LFLIST_BYTES = 4 * 1024 * 1024;

export function parseLflist(text: string): LimitList[] {
  if (text.length > MAX_LFLIST_BYTES) throw new Error(`limit list too large (${text.length} characters)`);
  const lists: LimitList[] = [];
  let current: LimitList | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      current = { name, date: dateOf(name), ocg: !/\bTCG\b/i.test(name), limits: new Map() };
      lists.push(current);
      continue;
    }
    if (!current || line === '' || line.startsWith('#')) continue;
    const m = /^(\d{1,9})\s+([0-3])\b/.exec(line);
    if (m) current.limits.set(Number(m[1]), Number(m[2]));
  }
  return lists;
}

function dateOf(name: string): string | null {
  const m = /(\d{4})\.(\d{1,2})(?:\.(\d{1,2}))?/.exec(name);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}${m[3] ? `-${String(Number(m[3])).padStart(2, '0')}` : ''}`;
}

/** The current OCG list: the first OCG list of the file (YGOPro lists the newest first). */
export function currentOcgList(lists: readonly LimitList[]): LimitList | null {
  return lists.find((l) => l.ocg && l.limits.size > 0) ?? null;
}

export function limitStatus(list: LimitList | null, passcode: number, mainPasscode = passcode): LimitStatus {
  const n = list?.limits.get(passcode) ?? list?.limits.get(mainPasscode);
  return n === 0 ? 'forbidden' : n === 1 ? 'limited' : n === 2 ? 'semi-limited' : 'unlimited';
}

export function allowedCopies(status: LimitStatus): number {
  return status === 'forbidden' ? 0 : status === 'limited' ? 1 : status === 'semi-limited' ? 2 : 3;
}
