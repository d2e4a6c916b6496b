// The engine interprets card facts; it never names a card. Card behaviour lives in
// src/cards/curated. This test fails when src/engine/** mentions a curated card's Chinese name
// (2 or more CJK characters) or its passcode — in code and comments alike.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { curatedCards } from '../../src/cards/curated/index.js';
import { CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

const here = dirname(fileURLToPath(import.meta.url));
const engineDir = join(here, '..', '..', 'src', 'engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|js|mjs)$/.test(f) ? [p] : [];
  });
}


const cjk = /[\u3400-\u9fff]/g;
const names = new Set<string>();
for (const c of curatedCards) {
  for (const n of [c.name, c.names.official, ...c.names.aliases]) {
    if (n && (n.match(cjk) ?? []).length >= 2) names.add(n);
  }
}
const passcodes = new Set(curatedCards.map((c) => String(c.id)));

// Which of `names` occur in `text`. Names are indexed by their first two characters and looked up at
// each position of the text, so the check reads each source once instead of once per card name
// (10 000 names × 200 files of `includes` took a minute on a loaded machine). Same result as
// `names.filter((n) => text.includes(n))` for names of 2+ characters.
function namesIndex(names: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const n of names) {
    const key = n.slice(0, 2);
    const bucket = index.get(key);
    if (bucket) bucket.push(n);
    else index.set(key, [n]);
  }
  return index;
}
function namesIn(text: string, index: Map<string, string[]>): string[] {
  const found = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) {
    const bucket = index.get(text.slice(i, i + 2));
    if (bucket) for (const n of bucket) if (text.startsWith(n, i)) found.add(n);
  }
  return [...found];
}

describe('src/engine names no card', () => {
  const sources = files(engineDir).map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('has engine sources and curated cards to check against', () => {
    expect(sources.length).toBeGreaterThan(5);
    expect(names.size).toBeGreaterThan(50);
  });

  it('contains no curated card name (CJK, 2+ characters) ', () => {
    const hits: string[] = [];
    // 「融合」 is a card's name (Polymerization) and the game's word for Fusion: the terms 融合召唤/融合素材/融合怪兽 are no card.
    const terms = /融合(召唤|素材|怪兽)/g;
    const index = namesIndex(names);
    for (const { f, text } of sources) for (const n of namesIn(text.replace(terms, ''), index)) hits.push(`${f}: ${n}`);
    expect(hits).toEqual([]);
  });

  it('contains no curated passcode', () => {
    const hits: string[] = [];
    for (const { f, text } of sources) {
      for (const m of text.matchAll(/\b\d{5,9}\b/g)) if (passcodes.has(m[0])) hits.push(`${f}: ${m[0]}`);
    }
    expect(hits).toEqual([]);
  });

  // Curated names are not enough: a comment naming an imported card (one the engine only reads from
  // its text) is the same leak. Names of 3+ CJK characters, so that rule words that happen to be a
  // card's name (融合, 增援) do not count.
  it.skipIf(!haveCards)('contains no card name of the shared cards.cdb (CJK, 3+ characters)', () => {
    skipMessage('the cards.cdb name check', CARDS_DB);
    const db = new Database(CARDS_DB, { readonly: true });
    const all = (db.prepare('select name from texts').all() as { name: string }[]).map((r) => r.name)
      .filter((n) => (n.match(cjk) ?? []).length >= 3);
    db.close();
    const hits: string[] = [];
    const index = namesIndex(all);
    for (const { f, text } of sources) for (const n of namesIn(text, index)) hits.push(`${f}: ${n}`);
    expect(hits).toEqual([]);
  });
});
