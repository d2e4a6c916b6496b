// The engine interprets card facts; it never names a card. Card behaviour lives in
// src/cards/curated. This test fails when src/engine/** mentions a curated card's Chinese name
// (2 or more CJK characters) or its passcode — in code and comments alike.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curatedCards } from '../../src/cards/curated/index.js';

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

describe('src/engine names no card', () => {
  const sources = files(engineDir).map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('has engine sources and curated cards to check against', () => {
    expect(sources.length).toBeGreaterThan(5);
    expect(names.size).toBeGreaterThan(50);
  });

  it('contains no curated card name (CJK, 2+ characters) ', () => {
    const hits: string[] = [];
    for (const { f, text } of sources) for (const n of names) if (text.includes(n)) hits.push(`${f}: ${n}`);
    expect(hits).toEqual([]);
  });

  it('contains no curated passcode', () => {
    const hits: string[] = [];
    for (const { f, text } of sources) {
      for (const m of text.matchAll(/\b\d{5,9}\b/g)) if (passcodes.has(m[0])) hits.push(`${f}: ${m[0]}`);
    }
    expect(hits).toEqual([]);
  });
});
