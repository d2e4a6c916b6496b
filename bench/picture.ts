/**
 * Picture benchmark: a 10-link chain (curated cards) ruled, drawn as SVG and rasterised to PNG with
 * resvg (src/answer/render/png.ts). The first picture lays out each new character once (glyph
 * outlines are kept); the steady state — what a running bot pays — is the median over many renders.
 * Target: under 50 ms for 10 links.
 *
 * `npm run build && node dist/bench/picture.js` runs it alone.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { quantile, repoRoot } from './support.js';

export async function run(): Promise<void> {
  const dist = join(repoRoot, 'dist', 'src');
  const { createJudge } = (await import(pathToFileURL(join(dist, 'judge.js')).href)) as typeof import('../src/judge.js');
  const png = (await import(pathToFileURL(join(dist, 'answer', 'render', 'png.js')).href)) as typeof import('../src/answer/render/png.js');
  const font = png.findCjkFont();
  if (!font) {
    console.log('skipped: no CJK font installed (apt-get install fonts-wqy-microhei, or set CJK_FONT)');
    return;
  }
  const judge = createJudge();
  const cards = ['黑洞', '我身作盾', '神之宣告', '旋风', '宇宙旋风', '王家的诅咒', '灰流丽', '效果遮蒙者', '无限泡影', '墓穴的指名者', '召唤魔术', '禁忌的圣枪'];
  const inputs = Array.from({ length: 8 }, (_, k) =>
    Array.from({ length: 10 }, (_, i) => `C${i + 1} ${(i + k) % 2 ? 'B' : 'A'}:${cards[(i * 3 + k) % cards.length]}`).join(' '),
  );
  const answers = inputs.map((i) => judge.chain(i, { lang: 'zh-CN' })).filter((a): a is import('../src/answer/types.js').ChainAnswer => a.ok);
  let t = performance.now();
  const first = png.chainPng(answers[0]!, 'zh-CN');
  const cold = performance.now() - t;
  for (const a of answers) png.chainPng(a, 'zh-CN'); // every character laid out once
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    for (const a of answers) {
      t = performance.now();
      const c = process.cpuUsage();
      const p = png.chainPng(a, 'zh-CN');
      const used = process.cpuUsage(c);
      times.push(performance.now() - t);
      // CPU time as well: on a busy machine the wall time includes waiting for a core.
      cpu.push((used.user + used.system) / 1000);
      if (p.ok) bytes = p.png.length;
    }
  }
  times.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  console.log(`font: ${font.family} (${font.path})`);
  console.log(`10-link chain → PNG ${first.ok ? `${first.width}×${first.height}` : first.reason}, ~${(bytes / 1024).toFixed(0)} KB`);
  console.log(`first picture (characters laid out once): ${cold.toFixed(0)} ms`);
  console.log(`steady state over ${times.length} renders: median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms wall; CPU median ${quantile(cpu, 0.5).toFixed(1)} ms (target < 50 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
