/**
 * The official-name table `cards-zh-aliases.sqlite` (--aliases / CARDS_ALIASES): official
 * Simplified Chinese, English and Japanese names by passcode, used as aliases of catalog cards.
 */
import Database from 'better-sqlite3';

export interface OfficialNames {
  official: string | null;
  en: string | null;
  /** Not read: Japanese names are not resolved (kept for the shape of CardNames). */
  ja: string | null;
}


export function readAliases(path: string): Map<number, OfficialNames> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT password, name_zh_cn, name_en FROM cards`).all() as Array<{
      password: number;
      name_zh_cn: string | null;
      name_en: string | null;
    }>;
    const out = new Map<number, OfficialNames>();
    for (const r of rows) {
      if (!r.password) continue;
      out.set(r.password, { official: r.name_zh_cn || null, en: r.name_en || null, ja: null });
    }
    return out;
  } finally {
    db.close();
  }
}
