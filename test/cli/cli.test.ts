// The command line of output.md: argument handling, exit codes, --json, --batch in one process.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { batchInput, parseArgs, runOnce, splitBatchLines } from '../../src/cli/main.js';
import { createJudge } from '../../src/judge.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = existsSync(join(root, 'dist', 'src', 'cli', 'main.js'));
const judge = createJudge();

describe('arguments', () => {
  it('reads the command, flags and the input words', () => {
    const parsed = parseArgs(['chain', '--json', '--lang', 'en', 'C1', '黑洞'], {});
    expect(parsed).toEqual({
      ok: true,
      args: { command: 'chain', json: true, batch: false, lang: 'en', turn: undefined, cards: null, aliases: null, lflist: null, image: null, rest: ['C1', '黑洞'] },
    });
  });

  it('takes the card database paths from the environment unless given', () => {
    const parsed = parseArgs(['card', '灰流丽'], { CARDS_DB: '/x/cards.cdb', CARDS_ALIASES: '/x/a.sqlite' });
    expect(parsed.ok && parsed.args.cards).toBe('/x/cards.cdb');
    expect(parsed.ok && parsed.args.aliases).toBe('/x/a.sqlite');
    const overridden = parseArgs(['card', '--cards=/y.cdb', '灰流丽'], { CARDS_DB: '/x/cards.cdb' });
    expect(overridden.ok && overridden.args.cards).toBe('/y.cdb');
  });

  it('refuses an unknown language, command or option with a message that says what to type', () => {
    const lang = parseArgs(['chain', '--lang', 'fr', 'C1 黑洞'], {});
    expect(lang).toMatchObject({ ok: false });
    expect(!lang.ok && lang.message).toContain('zh-CN');
    const cmd = parseArgs(['rule', 'x'], {});
    expect(!cmd.ok && cmd.message).toContain('chain');
    const opt = parseArgs(['chain', '--fast', 'x'], {});
    expect(!opt.ok && opt.message).toContain('--fast');
  });
});

describe('one command', () => {
  it('prints the chain answer as one JSON object of output.md and exits 0 when ok', () => {
    const parsed = parseArgs(['chain', '--json'], {});
    if (!parsed.ok) throw new Error(parsed.message);
    const out = runOnce(judge, parsed.args, 'C1 A:黑洞 C2 B:我身作盾');
    expect(out.code).toBe(0);
    expect(out.stdout).toHaveLength(1);
    const answer = JSON.parse(out.stdout[0]!);
    // output.md's fields, and the ones added since (issue 16: stats, battle, lp — ATK/DEF and damage arithmetic)
    expect(Object.keys(answer).sort()).toEqual(['assumptions', 'battle', 'events', 'links', 'lp', 'ok', 'resolutionOrder', 'stats', 'turnPlayer', 'warnings', 'window'].sort());
    expect(answer.links.map((l: { n: number }) => l.n)).toEqual([1, 2]);
  });

  it('exits 1 with a parse error object for bad input', () => {
    const parsed = parseArgs(['chain', '--json'], {});
    if (!parsed.ok) throw new Error(parsed.message);
    const out = runOnce(judge, parsed.args, 'C1 黑洞 C3 旋风');
    expect(out.code).toBe(1);
    const answer = JSON.parse(out.stdout[0]!);
    expect(answer.ok).toBe(false);
    // Parsed, but the link numbers do not run 1, 2, 3: the error points at C3.
    expect(answer.error.kind).toBe('invalid');
    expect(answer.error.offset).toBe('C1 黑洞 '.length);
  });

  it('prints text in the chosen language', () => {
    const zh = parseArgs(['chain'], {});
    const en = parseArgs(['chain', '--lang', 'en'], {});
    if (!zh.ok || !en.ok) throw new Error('args');
    expect(runOnce(judge, zh.args, 'C1 黑洞').stdout[0]).toContain('处理顺序');
    expect(runOnce(judge, en.args, 'C1 黑洞').stdout[0]).toContain('Resolution');
  });
});

describe('batch lines', () => {
  it('a line ends at \\n (or \\r\\n) only: a bare \\r inside a line is a space, so one line is one input', () => {
    expect(splitBatchLines('C1 黑洞\rC2 我身作盾\nC1 旋风\r\nC1 灰')).toEqual({ lines: ['C1 黑洞 C2 我身作盾', 'C1 旋风'], rest: 'C1 灰' });
    expect(splitBatchLines('\r\r\n')).toEqual({ lines: [' '], rest: '' });
  });

  it('reads a JSON line {"input": …} and keeps a situation block that starts with a brace', () => {
    expect(batchInput('{"input": "C1 黑洞"}')).toBe('C1 黑洞');
    expect(batchInput('{回合:A} C1 黑洞')).toBe('{回合:A} C1 黑洞');
  });
});

describe.skipIf(!built)('the installed command (needs `npm run build`)', () => {
  it('answers many inputs in one process, one JSON answer a line, in order, exit 0 even with errors', () => {
    const input = ['C1 黑洞', '', '{"input": "C1 黑洞 C2 我身作盾"}', 'C1 黑洞 C3 旋风'].join('\n');
    const result = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--batch'], { input, encoding: 'utf8' });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((a) => a.ok)).toEqual([true, true, false]);
    expect(lines[1].links).toHaveLength(2);
  });

  it('stops quietly, exit 0, when its reader closes early (`… | head`): no EPIPE stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ocg-epipe-'));
    try {
      // Far more than a pipe holds (64 KiB), so the command is still writing when the reader has gone.
      writeFileSync(join(dir, 'in.txt'), Array.from({ length: 300 }, () => 'C1 黑洞 C2 我身作盾 C3 旋风').join('\n'));
      const script = `"${process.execPath}" "${join(root, 'bin', 'ocg-judge.js')}" chain --batch < "${join(dir, 'in.txt')}" 2> "${join(dir, 'err.txt')}" | head -c 10 > /dev/null; echo "\${PIPESTATUS[0]}"`;
      const r = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
      expect(r.stdout.trim()).toBe('0');
      expect(readFileSync(join(dir, 'err.txt'), 'utf8')).not.toMatch(/EPIPE|Error/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 1 with --json for an input that is not ok, 2 for a bad option', () => {
    const bad = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--json', '黑洞 我身作盾'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout).error.kind).toBe('parse');
    const opt = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--lang', 'xx', 'C1 黑洞'], { encoding: 'utf8' });
    expect(opt.status).toBe(2);
  });

  it('a bare \\r inside a line gives one answer for that one line', () => {
    const result = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--batch'], {
      input: 'C1 黑洞\rC2 我身作盾\nC1 旋风\r\n\rC1 神之宣告',
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((a) => a.links.length)).toEqual([2, 1, 1]);
    expect(lines[0].links.map((l: { card: { name: string } }) => l.card.name)).toEqual(['黑洞', '我身作盾']);
  });

  it('exit codes: 2 with one line for a card file that is missing, a folder or not a database; 3 for an internal error', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ocg-cli-'));
    try {
      const garbage = join(tmp, 'garbage.cdb');
      writeFileSync(garbage, 'not a database at all '.repeat(50));
      for (const [path, expected] of [
        [join(tmp, 'missing.cdb'), /--cards=".*missing\.cdb": no such file/],
        [tmp, /--cards=".*" is a folder, not a file/],
        [garbage, /--cards=".*garbage\.cdb" is not a YGOPro card database \(cards\.cdb\) \(file is not a database\)/],
      ] as const) {
        const r = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--cards', path, 'C1 黑洞'], { encoding: 'utf8' });
        expect(r.status).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(expected);
      }
      // Looks like a card database (an SQLite file with a datas table) but is not one: the loader fails.
      const hollow = join(tmp, 'hollow.cdb');
      const db = new Database(hollow);
      db.exec('CREATE TABLE datas (x)');
      db.close();
      const r = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--json', '--cards', hollow, 'C1 黑洞'], { encoding: 'utf8' });
      expect(r.status).toBe(3);
      expect(r.stderr).toMatch(/^ocg-judge: 内部错误 \/ internal error: /);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('prints usage with no command', () => {
    expect(execFileSync(process.execPath, [join(root, 'bin', 'ocg-judge.js')], { encoding: 'utf8' })).toContain('ocg-judge chain');
  });
});

describe('card text', () => {
  it('names kinds, places and events in the reader language', () => {
    const zh = parseArgs(['card'], {});
    const en = parseArgs(['card', '--lang', 'en'], {});
    if (!zh.ok || !en.ok) throw new Error('args');
    const ash = runOnce(judge, zh.args, '灰流丽').stdout[0]!;
    expect(ash).toContain('种类: 效果·调整怪兽');
    expect(ash).toContain('① 诱发即时效果 · 2速 · 在手卡发动');
    expect(ash).not.toMatch(/\bquick\b|\bhand\b/);
    const stumbling = runOnce(judge, en.args, '绊倒').stdout[0]!;
    expect(stumbling).toContain('◇ card activation');
    // (CH-SPEED-KIND: the effects of a Spell face-up on the field are speed 1 — docs/c02/基本用语.rst:456; /card said speed 2 before s58,
    // from a copy of the speed rule of its own that read a Continuous Spell's trigger like a Trap's.)
    expect(stumbling).toContain('① trigger effect · Spell Speed 1 · on Normal Summoned / Flip Summoned / Special Summoned');
  });
});

describe('errors after parsing', () => {
  it('point at the unknown name with the same caret line as parse errors', () => {
    const answer = judge.chain('C1 黑洞 C2 完全不存在的卡XYZ', { lang: 'zh-CN' });
    if (answer.ok) throw new Error('expected an error');
    expect(answer.error.kind).toBe('unknown-card');
    const [line, mark] = answer.error.caret!.split('\n');
    expect(line).toBe('C1 黑洞 C2 完全不存在的卡XYZ');
    // "C1 " and "C2 " in ASCII spaces, 黑洞 in full-width spaces: the caret sits under 完.
    expect(mark).toBe('   \u3000\u3000 ' + '   ^');
  });
});

describe('ocg-judge deck', () => {
  const decks = join(root, 'test', 'fixtures', 'decks');
  const lflist = join(decks, 'lflist.conf');
  const run = (...args: string[]) => spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'deck', '--lflist', lflist, ...args], { encoding: 'utf8' });

  it.skipIf(!built)('exit 0 for a legal .ydk, 1 for an illegal one, --json gives the answer object', () => {
    const legal = run(join(decks, 'legal.ydk'));
    expect(legal.status).toBe(0);
    expect(legal.stdout).toMatch(/^✅ 合法（OCG 卡表 2026\.10）/);
    const illegal = run('--json', join(decks, 'illegal.ydk'));
    expect(illegal.status).toBe(1);
    const answer = JSON.parse(illegal.stdout);
    expect(answer.legal).toBe(false);
    expect(answer.problems.map((p: { kind: string }) => p.kind).sort()).toEqual(['forbidden', 'over-limit', 'too-many-copies', 'wrong-deck']);
  });

  it('a ydke:// string, a missing file, a file too large: answers or clear messages, exit 1', () => {
    const j = createJudge({ lflist });
    const parsed = parseArgs(['deck', '--lang', 'en', 'ydke://!!!'], {});
    if (!parsed.ok) throw new Error('args');
    const empty = runOnce(j, parsed.args, 'ydke://!!!');
    expect(empty.code).toBe(1);
    expect(empty.stdout.join()).toContain('This deck is empty.');
    const missing = runOnce(j, parsed.args, join(decks, 'nope.ydk'));
    expect(missing).toMatchObject({ code: 1, stderr: [`No such file: ${join(decks, 'nope.ydk')}`] });
    const tmp = mkdtempSync(join(tmpdir(), 'ocg-deck-'));
    try {
      writeFileSync(join(tmp, 'big.ydk'), Buffer.alloc(5 * 1024 * 1024, 0x31));
      const big = runOnce(j, parsed.args, join(tmp, 'big.ydk'));
      expect(big.code).toBe(1);
      expect(big.stderr.join()).toMatch(/too large for a deck \(5242880 bytes/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('ocg-judge chain --image', () => {
  it('refuses a name that is not .png', () => {
    const r = parseArgs(['chain', '--image', 'x.jpg', 'C1 黑洞'], {});
    expect(!r.ok && r.message).toMatch(/--image 需要一个 \.png 文件名/);
  });

  it.skipIf(!built)('writes the chain as a PNG beside the text answer', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ocg-png-'));
    try {
      const file = join(tmp, 'chain.png');
      const r = spawnSync(process.execPath, [join(root, 'bin', 'ocg-judge.js'), 'chain', '--image', file, 'C1 黑洞 C2 我身作盾'], { encoding: 'utf8' });
      if (r.status === 1 && /没有安装含中文字形的字体/.test(r.stderr)) return; // no CJK font here: said clearly
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('处理顺序');
      expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
