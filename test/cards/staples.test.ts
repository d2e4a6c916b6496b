// The staple cards (src/cards/curated/staples): each must be the card its passcode says in the real
// card database (name and type bits), unless it is listed as newer than that database; none may be
// a card the seed documents name (the seed helper writes those, and a duplicate passcode would clash).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { stapleCards, stapleNewerThanCdb } from '../../src/cards/curated/staples/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '..', '..', '..', 'shared', 'data');
const cdbPath = join(dataDir, 'cards.cdb');
const seedDir = join(here, '..', '..', '..', 'shared', 'seeds');
const haveData = existsSync(cdbPath);
const haveSeeds = existsSync(seedDir);

describe('staple cards: shape', () => {
  it('has at least 120 cards with distinct passcodes and names', () => {
    expect(stapleCards.length).toBeGreaterThanOrEqual(120);
    const ids = stapleCards.map((c) => c.id);
    const names = stapleCards.map((c) => c.name);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('gives every card at least one effect with a summary in both languages', () => {
    for (const c of stapleCards) {
      expect(c.effects.length, c.name).toBeGreaterThan(0);
      for (const e of c.effects) {
        expect(e.summary?.zh.trim(), `${c.name} ${e.n}`).toBeTruthy();
        expect(e.summary?.en.trim(), `${c.name} ${e.n}`).toBeTruthy();
      }
    }
  });

  it('marks hand-trap style effects with where they are used from', () => {
    // A monster effect whose cost moves the card out of the hand must say it is used from the hand.
    for (const c of stapleCards) {
      for (const e of c.effects) {
        const costFromHand = (e.cost ?? []).some((a) => a.what === 'self' && (a.from === 'hand' || (Array.isArray(a.from) && a.from.includes('hand'))));
        if (costFromHand && c.type.kind === 'monster') {
          const from = Array.isArray(e.from) ? e.from : [e.from];
          expect(from, `${c.name} ${e.n}`).toContain('hand');
        }
      }
    }
  });

  it('lists as newer than the database only cards it holds', () => {
    const ids = new Set(stapleCards.map((c) => c.id));
    for (const id of Object.keys(stapleNewerThanCdb)) expect(ids.has(Number(id)), id).toBe(true);
  });
});

describe.skipIf(!haveSeeds)('staple cards are not seed cards', () => {
  it('names no card that the seed documents name', () => {
    const text = readdirSync(seedDir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => readFileSync(join(seedDir, f), 'utf8'))
      .join('\n');
    // Names written in 《》 or 「」 in the seeds.
    const seedNames = new Set([...text.matchAll(/[《「]([^》」]{2,30})[》」]/g)].map((m) => (m[1] ?? '').trim()));
    const clashes = stapleCards.filter((c) => seedNames.has(c.name) || (c.names.official !== null && seedNames.has(c.names.official)));
    expect(clashes.map((c) => c.name)).toEqual([]);
  });
});

describe.skipIf(!haveData)('staple cards against ../shared/data/cards.cdb', () => {
  it('matches passcode, name and type bits (cards newer than the database excepted)', () => {
    const db = new Database(cdbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT d.type AS type, t.name AS name FROM datas d JOIN texts t ON t.id = d.id WHERE d.id = ?');
      const problems: string[] = [];
      for (const c of stapleCards) {
        const r = row.get(c.id) as { type: number; name: string } | undefined;
        if (!r) {
          if (!(c.id in stapleNewerThanCdb)) problems.push(`${c.id} ${c.name}: passcode not in cards.cdb`);
          continue;
        }
        if (c.id in stapleNewerThanCdb) problems.push(`${c.id} ${c.name}: listed as newer but is in cards.cdb`);
        if (r.name !== c.name) problems.push(`${c.id}: name ${c.name} ≠ cdb ${r.name}`);
        if (r.type !== c.type.bits) problems.push(`${c.id} ${c.name}: type 0x${c.type.bits.toString(16)} ≠ cdb 0x${r.type.toString(16)}`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});

if (!haveData || !haveSeeds) {
  describe('staple cards against the shared data', () => {
    it.skip('skipped: ../shared/data or ../shared/seeds is absent (a clone outside the workplace)', () => {});
  });
}
