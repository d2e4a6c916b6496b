/**
 * Reading a YGOPro `cards.cdb` (SQLite; tables `datas` and `texts`, see ../shared/data/README.md).
 * Read-only, in one query: the whole database is ~10,000 rows and loads in tens of milliseconds.
 */
import Database from 'better-sqlite3';

export interface CdbRow {
  id: number;
  ot: number;
  alias: number;
  type: number;
  atk: number;
  def: number;
  level: number;
  race: number;
  attribute: number;
  name: string;
  desc: string;
}

export function readCdb(path: string): CdbRow[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    // Raw rows (arrays) are cheaper to fetch than keyed objects; one object per row is built here.
    const rows = db
      .prepare(
        `SELECT d.id, d.ot, d.alias, d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, t.desc
         FROM datas d JOIN texts t ON t.id = d.id`,
      )
      .raw(true)
      .all() as Array<[number, number, number, number, number, number, number, number, number, string, string]>;
    return rows.map(([id, ot, alias, type, atk, def, level, race, attribute, name, desc]) => ({
      id, ot, alias, type, atk, def, level, race, attribute, name: name ?? '', desc: desc ?? '',
    }));
  } finally {
    db.close();
  }
}

/**
 * An alternate artwork (异画) is a row whose `alias` points at its card within 20 passcodes; tokens
 * printed under several passcodes with the same name count as one card too. Other aliases
 * (a card "always treated as" another, 295517 → 22702055) are distinct cards.
 */
export function artworkOf(row: CdbRow, nameOf: (id: number) => string | undefined): number | null {
  if (!row.alias || row.alias === row.id) return null;
  if (Math.abs(row.alias - row.id) <= 20) return row.alias;
  return nameOf(row.alias) === row.name ? row.alias : null;
}

/** Cheap structural check used by `cards:update` before it trusts a download. */
export function countCdbCards(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>;
    const names = new Set(tables.map((t) => t.name));
    if (!names.has('datas') || !names.has('texts')) throw new Error('not a YGOPro card database: tables datas/texts missing');
    const row = db.prepare(`SELECT COUNT(*) AS n FROM datas d JOIN texts t ON t.id = d.id`).get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** Names by passcode from a cdb (the English database: `texts.name` in English). */
export function readCdbNames(path: string): Map<number, string> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT id, name FROM texts`).raw(true).all() as Array<[number, string | null]>;
    const out = new Map<number, string>();
    for (const [id, name] of rows) if (name && name.trim()) out.set(id, name.trim());
    return out;
  } finally {
    db.close();
  }
}
