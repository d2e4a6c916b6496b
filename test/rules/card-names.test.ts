/**
 * Card names in the reference are names the catalog knows, so a reader can look them up with
 * `card NAME`. Needs ../shared/data (skips with a message when absent).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/rules/index.js';

const DATA = join(process.cwd(), '../shared/data');
const CDB = join(DATA, 'cards.cdb');
const ALIASES = join(DATA, 'cards-zh-aliases.sqlite');

/** Spellings the seeds use that neither table has; kept so the reference reads like its source. */
const SEED_SPELLINGS = new Set(['熔岩魔神', '威吓的咆哮', '喷气小飞机', '宇宙半人马', '双重旋风']);

describe('card names in the reference', () => {
  const present = existsSync(CDB) && existsSync(ALIASES);
  it.skipIf(!present)('every 《name》 is in cards.cdb or the official-name table (skipped without ../shared/data)', () => {
    const cdb = new Database(CDB, { readonly: true });
    const aliases = new Database(ALIASES, { readonly: true });
    try {
      const inCdb = cdb.prepare('select 1 from texts where name = ?');
      const inAliases = aliases.prepare('select 1 from cards where name_zh_cn = ?');
      const names = new Set<string>();
      for (const e of ENTRIES) {
        for (const s of [...e.sections, ...e.examples]) {
          for (const m of s.text.zh.matchAll(/《([^》]+)》/g)) if (m[1]) names.add(m[1]);
        }
      }
      expect(names.size).toBeGreaterThan(100);
      const unknown = [...names].filter((n) => !SEED_SPELLINGS.has(n) && !inCdb.get(n) && !inAliases.get(n));
      expect(unknown).toEqual([]);
    } finally {
      cdb.close();
      aliases.close();
    }
  });
});
