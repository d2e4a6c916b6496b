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
  /** The card's id in Konami's official card database (for a link to its page), when known. */
  konamiId: number | null;
}


export function readAliases(path: string): Map<number, OfficialNames> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT password, konami_id, name_zh_cn, name_en FROM cards`).all() as Array<{
      password: number;
      konami_id: number | null;
      name_zh_cn: string | null;
      name_en: string | null;
    }>;
    const out = new Map<number, OfficialNames>();
    for (const r of rows) {
      if (!r.password) continue;
      const konamiId = Number(r.konami_id);
      out.set(r.password, { official: r.name_zh_cn || null, en: r.name_en || null, ja: null, konamiId: Number.isInteger(konamiId) && konamiId > 0 ? konamiId : null });
    }
    return out;
  } finally {
    db.close();
  }
}
