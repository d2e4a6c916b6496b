// How much of the rules reference (lucays/OCG-Rule-documentation, docs/c01–c04) the tests cover.
// Reads the test files under test/reference/, counts every example tagged `[ref FILE:LINE]` by how it
// is written — it(…) encoded and passing, it.fails(…) encoded and failing, it.todo(…) not expressible —
// and prints the table of test/REFERENCE-COVERAGE.md; `--write` rewrites that file.
//   node scripts/reference-coverage.mjs [--write]
// The chapter list is fixed here (the reference is not part of the repo), so a chapter with no test
// file yet shows 0s. docs/c05 (the official rule tests) is never encoded and is not listed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_DIR = join(root, 'test', 'reference');
export const COVERAGE_FILE = join(root, 'test', 'REFERENCE-COVERAGE.md');

/** Every chapter file of docs/c01–c04, in the reference's own order. */
export const CHAPTERS = [
  'docs/c01/TCG规则修订：不再按照触发顺序排列连锁.rst',
  'docs/c01/大师规则（2017）变更点.rst',
  'docs/c01/大师规则（2020年4月版）变更点.rst',
  'docs/c02/优先权.rst',
  'docs/c02/卡片·效果的发动.rst',
  'docs/c02/基本用语.rst',
  'docs/c02/怪兽的效果分类.rst',
  'docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst',
  'docs/c02/进入连锁·不入连锁的特殊召唤.rst',
  'docs/c02/连锁基础.rst',
  'docs/c03/卡片的抗性.rst',
  'docs/c03/只能有○○存在.rst',
  'docs/c03/复制.rst',
  'docs/c03/战斗阶段流程.rst',
  'docs/c03/攻守计算.rst',
  'docs/c03/无效.rst',
  'docs/c03/特定效果的处理方法.rst',
  'docs/c03/装备卡.rst',
  'docs/c03/誓约.rst',
  'docs/c03/诱发类效果.rst',
  'docs/c03/里侧·一时除外.rst',
  'docs/c04/不能使用.rst',
  'docs/c04/冰剑龙 幻冰龙.rst',
  'docs/c04/灰流丽·星尘龙.rst',
  'docs/c04/王家长眠之谷.rst',
  'docs/c04/饼蛙.rst',
];

// `it('[ref FILE:LINE] …'`, `it.fails("[ref …`, `it.todo(\`[ref …` — the title starts with the tag.
const TAG = /\bit(\.fails|\.todo)?\s*\(\s*['"`]\[ref ([^\]:]+):(\d+)\]/g;
const CHAPTER_CONST = /\bconst\s+CHAPTER\s*=\s*['"`]([^'"`]+)['"`]/;

/**
 * Every tagged example of every test file: { file, chapter, line, kind } with kind
 * 'passing' | 'failing' | 'todo', plus the problems found (unknown chapter, a tag that names a
 * chapter other than the file's CHAPTER, the same FILE:LINE twice).
 */
export function scan(dir = REFERENCE_DIR) {
  const examples = [];
  const problems = [];
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts').sort();
  } catch {
    files = [];
  }
  const seen = new Map();
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    const declared = CHAPTER_CONST.exec(text)?.[1] ?? null;
    if (declared === null) problems.push(`${f}: no \`const CHAPTER = '…'\``);
    else if (!CHAPTERS.includes(declared)) problems.push(`${f}: CHAPTER ${declared} is not a chapter file of docs/c01–c04`);
    for (const m of text.matchAll(TAG)) {
      const chapter = m[2];
      const line = Number(m[3]);
      const kind = m[1] === '.fails' ? 'failing' : m[1] === '.todo' ? 'todo' : 'passing';
      const where = `${f}:${text.slice(0, m.index).split('\n').length}`;
      if (!CHAPTERS.includes(chapter)) problems.push(`${where}: [ref ${chapter}:${line}] names no chapter file of docs/c01–c04`);
      else if (declared !== null && chapter !== declared) problems.push(`${where}: [ref ${chapter}:${line}] is not this file's CHAPTER (${declared})`);
      // The title, on the tag's line: a plain string literal that says why for it.fails / it.todo.
      const rest = text.slice(m.index, text.indexOf('\n', m.index) === -1 ? undefined : text.indexOf('\n', m.index));
      if (/^it(\.fails|\.todo)?\s*\(\s*`/.test(rest) && rest.includes('${')) problems.push(`${where}: [ref ${chapter}:${line}] the title must be a plain string, not a template with \${…}`);
      if (kind === 'failing' && !rest.includes(' — fails: ')) problems.push(`${where}: [ref ${chapter}:${line}] it.fails needs " — fails: <the missing rule>" in its title`);
      if (kind === 'todo' && !/ — not expressible: (notation|vocabulary|numbers|deck|card|other): /.test(rest)) problems.push(`${where}: [ref ${chapter}:${line}] it.todo needs " — not expressible: <notation|vocabulary|numbers|deck|card|other>: <detail>"`);
      const key = `${chapter}:${line}`;
      if (seen.has(key)) problems.push(`${where}: [ref ${key}] is already encoded at ${seen.get(key)}`);
      else seen.set(key, where);
      examples.push({ file: f, chapter, line, kind });
    }
  }
  return { examples, problems };
}

/** The coverage rows, one per chapter file, then the total. */
export function rows(examples) {
  const out = CHAPTERS.map((chapter) => {
    const mine = examples.filter((e) => e.chapter === chapter);
    const passing = mine.filter((e) => e.kind === 'passing').length;
    const failing = mine.filter((e) => e.kind === 'failing').length;
    const todo = mine.filter((e) => e.kind === 'todo').length;
    return { chapter, examples: passing + failing + todo, encoded: passing + failing, passing, todo };
  });
  const sum = (k) => out.reduce((s, r) => s + r[k], 0);
  out.push({ chapter: 'total', examples: sum('examples'), encoded: sum('encoded'), passing: sum('passing'), todo: sum('todo') });
  return out;
}

export function table(examples) {
  const lines = ['| chapter | examples | encoded | passing | not expressible |', '|---|---:|---:|---:|---:|'];
  for (const r of rows(examples)) lines.push(`| ${r.chapter} | ${r.examples} | ${r.encoded} | ${r.passing} | ${r.todo} |`);
  return lines.join('\n');
}

const HEADER = `# Rules reference coverage

Every worked example of the rules reference's chapters \`docs/c01\`–\`docs/c04\` (repository
\`lucays/OCG-Rule-documentation\`) is a test in \`test/reference/\`, tagged \`[ref FILE:LINE]\`:
\`it\` — encoded and passing; \`it.fails\` — encoded, the engine gets it wrong today (the reason names the
missing rule); \`it.todo\` — not expressible yet (the reason class: notation, vocabulary, numbers, deck,
card, other). encoded = it + it.fails; examples = encoded + not expressible.

Generated by \`node scripts/reference-coverage.mjs --write\`; \`test/reference/coverage.test.ts\` fails
when this table and the test files disagree.
`;

export function document(examples) {
  return `${HEADER}\n${table(examples)}\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { examples, problems } = scan();
  for (const p of problems) console.error(`problem: ${p}`);
  if (process.argv.includes('--write')) {
    writeFileSync(COVERAGE_FILE, document(examples));
    console.error(`wrote ${COVERAGE_FILE}`);
  }
  console.log(table(examples));
  if (problems.length > 0) process.exitCode = 1;
}
