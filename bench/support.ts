/**
 * What every benchmark shares: where the repo and the shared card data are (bench/ in the sources,
 * dist/bench/ once compiled), a seeded generator so every run measures the same corpus, quantiles,
 * and which card names can be typed bare in a chain.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection, createServer, type AddressInfo } from 'node:net';

const here = dirname(fileURLToPath(import.meta.url));

/** The repo root: the folder above bench/ or dist/bench/ that holds package.json. */
export const repoRoot: string = (() => {
  let dir = here;
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return resolve(here, '..', '..');
})();

/** A file of ../shared/data beside the repo, or null when it is not there. */
export function sharedData(file: string): string | null {
  const path = join(repoRoot, '..', 'shared', 'data', file);
  return existsSync(path) ? path : null;
}

/** A small seeded generator (mulberry32), so every run measures the same inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The q-quantile (0..1) of ascending samples. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Names that need no quotes in a chain: the common typed form. */
export function typeableName(name: string): boolean {
  return !/^\d+$/.test(name) && !/[{}【】[\]()（）,，、;；:：《》「」『』"①-⑳→#＃]|->|=>|效果\d|(^|\s)[Cc]\d|^\s|\s$/.test(name);
}

/** A free TCP port on loopback (for a server of a test or a benchmark's own). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Whether a redis-server answers PING on this loopback port. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const c = createConnection({ host: '127.0.0.1', port }, () => c.write('PING\r\n'));
    c.setTimeout(300, () => (c.destroy(), resolve(false)));
    c.on('data', (d) => (c.destroy(), resolve(String(d).startsWith('+PONG'))));
    c.on('error', () => resolve(false));
  });
}

/**
 * The chain bench's inputs (bench/chain.ts): `count` distinct chains of `links` links, each card mostly one
 * people ask about (curated, 70%), else any of the database; half with a situation block. Deterministic
 * for a seed, so two checkouts can be timed on the same inputs (scripts/bench-ab.mjs, bench-answers-hash.mjs).
 */
export function chainCorpus(curated: readonly string[], all: readonly string[], links: number, count: number, seed: number): string[] {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const seen = new Set<string>();
  while (seen.size < count) {
    const parts: string[] = [];
    for (let i = 1; i <= links; i++) {
      const name = r() < 0.7 ? pick(curated) : pick(all);
      parts.push(`C${i} ${pick(['A:', 'B:'])}${name}`);
    }
    const situation = r() < 0.5 ? `{回合:${pick(['A', 'B'])} A基本分:8000 B基本分:8000} ` : '';
    seen.add(situation + parts.join(' '));
  }
  return [...seen];
}
