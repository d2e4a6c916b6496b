/**
 * Notation parse benchmark: cold start (module import + grammar construction, in a fresh process),
 * then median and p99 µs per parse over distinct 1-, 5- and 20-link chains (every input is new
 * text, nothing is cached), and where the time goes: moo + name boundaries (segment), Earley
 * (nearley feed, including the tree-building actions), and the final checks.
 *
 * `npm run build && node dist/bench/parse.js` runs it alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { quantile, seededRandom, typeableName } from './support.js';

const here = dirname(fileURLToPath(import.meta.url));
const indexUrl = pathToFileURL(join(here, '..', 'src', 'notation', 'index.js')).href;

const FALLBACK_NAMES = [
  '黑洞', '我身作盾', '王家的诅咒', '召唤魔术', '禁忌的圣枪', '召唤师 阿莱斯特', '妖神-不知火', '青眼精灵龙',
  '炸裂装甲', '蓝宝石龙', '重力解除', '宇宙旋风', '光帝 克赖斯', '三眼怪', '死灵骑士', '冥王龙 断罪神',
];

/** Real card names when ../shared/data/cards.cdb is there (names only, read at run time). */
async function loadNames(): Promise<string[]> {
  for (const root of [join(here, '..', '..'), process.cwd()]) {
    const db = join(root, '..', 'shared', 'data', 'cards.cdb');
    if (!existsSync(db)) continue;
    const { default: Database } = await import('better-sqlite3');
    const conn = new Database(db, { readonly: true });
    try {
      const rows = conn.prepare("SELECT DISTINCT name FROM texts WHERE name <> ''").all() as { name: string }[];
      // Names that need no quotes in a chain, so the corpus is the common typed form.
      return rows.map((r) => r.name).filter(typeableName);
    } finally {
      conn.close();
    }
  }
  return FALLBACK_NAMES;
}


function corpus(names: string[], links: number, count: number, seed: number): string[] {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const seen = new Set<string>();
  while (seen.size < count) {
    const parts: string[] = [];
    for (let i = 1; i <= links; i++) {
      let s = `C${i} ${pick(['', 'A:', 'B:'])}${pick(names)}`;
      if (r() < 0.2) s += pick(['①', '②', '#1', '效果2']);
      if (i > 1 && r() < 0.25) s += ` → C${1 + Math.floor(r() * (i - 1))}`;
      else if (r() < 0.15) s += ` → ${pick(names)}`;
      if (r() < 0.1) s += ' [支付1500]';
      parts.push(s);
    }
    seen.add(parts.join(' '));
  }
  return [...seen];
}

function stats(samples: number[]): { median: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p99: quantile(s, 0.99) };
}

const fmt = (us: number) => `${us.toFixed(1).padStart(8)} µs`;

/** Import + grammar construction in a fresh Node process (this process may have the module already). */
function coldStart(): string {
  const script = `
    const t0 = performance.now();
    const m = await import(${JSON.stringify(indexUrl)});
    const t1 = performance.now();
    const r = m.parseNotation('C1 黑洞 C2 我身作盾 C3 王家的诅咒');
    const t2 = performance.now();
    if (!r.ok) throw new Error('cold parse failed');
    console.log(JSON.stringify({ importMs: t1 - t0, firstParseMs: t2 - t1 }));`;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const { importMs, firstParseMs } = JSON.parse(out.trim()) as { importMs: number; firstParseMs: number };
    return `cold start: import + grammar ${importMs.toFixed(1)} ms, first parse ${firstParseMs.toFixed(2)} ms`;
  } catch (e) {
    return `cold start: (could not measure in a child process: ${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
  }
}

export async function run(): Promise<void> {
  console.log(coldStart());

  const { parseNotation } = (await import(indexUrl)) as typeof import('../src/notation/index.js');
  const { segment } = await import(pathToFileURL(join(here, '..', 'src', 'notation', 'lexer.js')).href) as typeof import('../src/notation/lexer.js');
  const { default: grammar } = await import(pathToFileURL(join(here, '..', 'src', 'notation', 'generated', 'chain.js')).href) as typeof import('../src/notation/generated/chain.js');
  const { default: nearley } = await import('nearley');
  const compiled = nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules);

  const names = await loadNames();
  console.log(`corpus: distinct chains over ${names.length} card names`);

  for (const [links, count] of [[1, 3000], [5, 3000], [20, 2000]] as const) {
    const inputs = corpus(names, links, count, 1000 + links);
    // Warm up on other inputs of the same shape (JIT), then measure each distinct input once.
    for (const s of corpus(names, links, 300, 7 + links)) parseNotation(s);

    const total: number[] = [];
    const seg: number[] = [];
    const earley: number[] = [];
    for (const s of inputs) {
      const t0 = performance.now();
      const r = parseNotation(s);
      const t1 = performance.now();
      if (!r.ok) throw new Error(`bench input failed: ${s}\n${r.error.message.en}`);
      total.push((t1 - t0) * 1000);
    }
    // Stage by stage, on the same inputs.
    for (const s of inputs) {
      const t0 = performance.now();
      const sg = segment(s);
      const t1 = performance.now();
      if (!sg.ok) throw new Error('segment failed');
      const p = new nearley.Parser(compiled);
      p.feed(sg.tokens as unknown as string);
      const t2 = performance.now();
      seg.push((t1 - t0) * 1000);
      earley.push((t2 - t1) * 1000);
    }
    const a = stats(total);
    const b = stats(seg);
    const c = stats(earley);
    const rest = Math.max(0, a.median - b.median - c.median);
    console.log(
      `${String(links).padStart(2)}-link chains (${inputs.length} distinct): median ${fmt(a.median)}  p99 ${fmt(a.p99)}` +
        `   | segment (moo + names) ${fmt(b.median)}, Earley + actions ${fmt(c.median)}, checks ≈ ${fmt(rest)} (medians)`,
    );
  }
  console.log('target: 20-link chain under 500 µs median');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
}
