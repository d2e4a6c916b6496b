/**
 * Answer size: the characters of the first Discord message of a /chain answer (every embed of it:
 * titles, descriptions, fields, footers) over the seed examples — the chain and action inputs the
 * seed tests type (test/engine/seed-chains.test.ts, test/window/seed-windows.test.ts). A player
 * reads the first message; the rest sits behind the full-reasoning button. Median, mean and max.
 *
 * `npm run build && node dist/bench/first-message.js` runs it alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { quantile, repoRoot } from './support.js';

const SOURCES = ['test/engine/seed-chains.test.ts', 'test/window/seed-windows.test.ts'];
/** A string literal that is a chain or an action, with or without a situation block. */
const INPUT = /'((?:\{[^'}]*\}\s*)?(?:C1\s|召唤 |上级召唤 |特殊召唤 |盖放 |反转召唤 |攻击宣言 |丢弃 |破坏 |除外 |送去墓地 )[^']*)'/g;

export function seedInputs(): string[] {
  const seen = new Set<string>();
  for (const file of SOURCES) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const m of text.matchAll(INPUT)) seen.add(m[1]!);
  }
  return [...seen];
}

export async function run(): Promise<void> {
  const dist = join(repoRoot, 'dist', 'src');
  const { createJudge } = (await import(pathToFileURL(join(dist, 'judge.js')).href)) as typeof import('../src/judge.js');
  const discord = (await import(pathToFileURL(join(dist, 'answer', 'render', 'discord.js')).href)) as typeof import('../src/answer/render/discord.js');
  const judge = createJudge();
  for (const lang of ['zh-CN', 'en'] as const) {
    const sizes: number[] = [];
    for (const input of seedInputs()) {
      const a = judge.chain(input, { lang });
      if (!a.ok) continue;
      const first = discord.packMessages(discord.chainEmbeds(a, lang, { input }), lang)[0] ?? [];
      sizes.push(first.reduce((s, e) => s + discord.embedSize(e), 0));
    }
    sizes.sort((x, y) => x - y);
    const mean = sizes.reduce((s, x) => s + x, 0) / Math.max(1, sizes.length);
    console.log(
      `${lang}: ${sizes.length} seed inputs; first message median ${quantile(sizes, 0.5)} chars, mean ${mean.toFixed(0)}, max ${sizes[sizes.length - 1]}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
