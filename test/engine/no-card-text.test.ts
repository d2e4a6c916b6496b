// The engine interprets card facts; it never reads a card's text at run time. What it needs of the text — what an
// effect leaves on a monster it summons, when a temporary banishment ends, a GY-banish lock, a Fusion Monster's
// material line — the compiler reads once into facts (src/cards/compile/card-text-facts.ts). This test fails when
// src/engine/** reads `.text` of a card, or imports a reader of the compiler other than the one allowed below.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const engineDir = join(here, '..', '..', 'src', 'engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

// CMP-MENTIONS: 「有「X」卡名记述」 is by definition a fact of the text — the names it quotes — kept per card by the
// compiler's index (src/cards/compile/mentions.ts) and asked with the name the filter gives.
const ALLOWED_COMPILER_IMPORTS = new Set(['mentions.js']);

describe('src/engine reads no card text', () => {
  const sources = files(engineDir).map((f) => ({ f: relative(engineDir, f), text: readFileSync(f, 'utf8') }));

  it('has engine sources to check', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it('no engine file reads card.text', () => {
    const readers = sources.filter(({ text }) => /\bcard\??\.text\b/.test(text)).map(({ f }) => f);
    expect(readers).toEqual([]);
  });

  it('no engine file imports a card-text reader of the compiler (but the mentions index)', () => {
    const imports = sources.flatMap(({ f, text }) => [...text.matchAll(/from '(?:\.\.\/)+cards\/compile\/([^']+)'/g)].map((m) => `${f}: ${m[1]}`));
    expect(imports.filter((i) => !ALLOWED_COMPILER_IMPORTS.has(i.split(': ')[1]!))).toEqual([]);
  });
});
