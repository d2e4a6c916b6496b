// Every worked example of the seed documents is indexed in seed-examples.md against the test that
// checks it. This test keeps the index honest: a row whose test file or titled test is missing fails.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const index = readFileSync(join(here, 'seed-examples.md'), 'utf8');

interface Row { id: string; seed: string; place: string; name: string; test: string }
const rows: Row[] = index
  .split('\n')
  .filter((line) => /^\|\s*\d{3}-E\d+\s*\|/.test(line))
  .map((line) => {
    const [id, seed, place, name, test] = line.split('|').slice(1, 6).map((c) => c.trim());
    return { id: id!, seed: seed!, place: place!, name: name!, test: test! };
  });

describe('seed example index', () => {
  it('lists examples from both seeds', () => {
    expect(rows.filter((r) => r.seed === '000').length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.seed === '002').length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  for (const row of rows) {
    it(`${row.id} (${row.name}) has a test in ${row.test}`, () => {
      const file = join(root, row.test);
      expect(existsSync(file), `${row.test} does not exist`).toBe(true);
      const source = readFileSync(file, 'utf8');
      // A test (or describe) title that starts with the bracketed id.
      const titled = new RegExp(`(?:it|test|describe)(?:\\.each\\([^)]*\\))?\\(\\s*['"\`]\\[${row.id}\\]`);
      expect(titled.test(source), `no test titled "[${row.id}] …" in ${row.test}`).toBe(true);
    });
  }
});
