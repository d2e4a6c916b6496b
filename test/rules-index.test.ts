// Every rule the engine applies is listed in RULES.md with its source and the test that checks it.
// This test keeps that list honest both ways: a row whose test file is missing, or holds no test titled
// "[<rule id>] …", fails (the same idea as seed-examples.test.ts); so does a rule id the engine can
// emit (src/engine/rule-ids.ts) that has no row.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_RULE_IDS } from '../src/engine/rule-ids.js';
import { phrased } from '../src/engine/phrases/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
// RULES.md is the head and an ordered list of its section files (test/rules-book/*.md): read together, they are one table.
const head = readFileSync(join(here, 'RULES.md'), 'utf8');
const sectionFiles = [...head.matchAll(/^- \[[^\]]*\]\((rules-book\/[^)]+\.md)\)$/gm)].map((m) => m[1]!);
const doc = [head, ...sectionFiles.map((f) => readFileSync(join(here, f), 'utf8'))].join('\n');

interface Row { section: string; id: string; rule: string; source: string; test: string }

function parse(text: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    // A rule row: its first cell is an id such as CH-SPEED-1 or WIN-SEGOC (brackets allowed).
    const m = /^\|\s*\[?([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\]?\s*\|/.exec(line);
    if (!m) continue;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    rows.push({ section, id: m[1]!, rule: cells[1] ?? '', source: cells[2] ?? '', test: cells[3] ?? '' });
  }
  return rows;
}

const rows = parse(doc);
const sources = new Map<string, string>();
function source(file: string): string | null {
  if (!sources.has(file)) sources.set(file, existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  return sources.get(file) || null;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('rule index (test/RULES.md)', () => {
  it('RULES.md lists every section file of test/rules-book, each once (a file left off would drop its rows unseen)', () => {
    const onDisk = readdirSync(join(here, 'rules-book')).filter((f) => f.endsWith('.md')).map((f) => `rules-book/${f}`).sort();
    expect([...sectionFiles].sort()).toEqual(onDisk);
    expect(new Set(sectionFiles).size).toBe(sectionFiles.length);
  });
  it('lists the chain rules (more than 40) and ids are unique', () => {
    expect(rows.filter((r) => r.id.startsWith('CH-')).length).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  for (const row of rows) {
    it(`${row.id} has a source and a test titled "[${row.id}] …" in ${row.test}`, () => {
      expect(row.rule, `${row.id}: no rule text`).not.toBe('');
      expect(row.source, `${row.id}: no source`).not.toBe('');
      const titled = new RegExp(`(?:it|test|describe)(?:\\.each\\([^)]*\\))?\\(\\s*['"\`]\\[${escape(row.id)}\\]`);
      // The last column may list several files, separated by ", ": each must exist and hold such a test.
      for (const file of row.test.split(', ')) {
        const text = source(file);
        expect(text, `${file} does not exist`).not.toBeNull();
        expect(titled.test(text!), `no test titled "[${row.id}] …" in ${file}`).toBe(true);
      }
    });
  }
});

// The other way: every rule id the engine can emit (src/engine/rule-ids.ts) has its row, and the code
// emits no rule id outside that list (a literal 'CH-…'/'WIN-…' anywhere else in src/engine would be
// one), and every phrase keyed like a rule is a rule.

function engineSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? engineSources(p) : p.endsWith('.ts') ? [{ file: p, text: readFileSync(p, 'utf8') }] : [];
  });
}

describe('rule index, both ways (src/engine/rule-ids.ts ↔ test/RULES.md)', () => {
  const documented = new Set(rows.map((r) => r.id));
  const emitted = new Set(ALL_RULE_IDS);

  it('every rule id the engine can emit has a row in RULES.md', () => {
    expect(ALL_RULE_IDS.length).toBeGreaterThan(100);
    expect(ALL_RULE_IDS.filter((id) => !documented.has(id))).toEqual([]);
  });

  it('every chain and window row of RULES.md is a rule id the engine can emit', () => {
    expect(rows.filter((r) => /^(CH|WIN)-/.test(r.id) && !emitted.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('no rule id is written outside the list (src/engine names rules through R and W)', () => {
    const stray = engineSources(join(root, 'src', 'engine'))
      .filter((s) => !s.file.endsWith('rule-ids.ts'))
      .flatMap((s) => [...s.text.matchAll(/['"`]((?:CH|WIN)-[A-Z0-9-]+)['"`]/g)].map((m) => `${s.file}: ${m[1]}`));
    expect(stray).toEqual([]);
  });

  it('every phrase keyed like a rule is a rule', () => {
    expect(phrased().filter((k) => /^(CH|WIN)-/.test(k) && !emitted.has(k))).toEqual([]);
  });
});
