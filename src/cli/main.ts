/**
 * The command line (../shared/spec/output.md):
 *
 *   ocg-judge chain [--json] [--lang zh-CN|en] [--turn A|B] "<input>"
 *   ocg-judge chain --batch [--json]        (inputs on standard input, one a line)
 *   ocg-judge phase [--json] [NAME]
 *   ocg-judge card [--json] NAME
 *   ocg-judge deck [--json] FILE.ydk|ydke://…   (exit 1 when the deck is not legal)
 *   options for all: --lang, --cards PATH (env CARDS_DB), --aliases PATH (env CARDS_ALIASES),
 *   --lflist PATH (env LFLIST)
 *
 * Exit codes: 0 the answer is ok (and always in --batch), 1 the answer is not ok (a parse error, an
 * unknown card, a deck that is not legal), 2 a usage or configuration mistake (one line says which),
 * 3 an internal error.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chainPng, noPictureReason } from '../answer/render/png.js';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLang, type Lang } from '../i18n/text.js';
import { createJudge, type Judge } from '../judge.js';
import { renderCardText, renderChainText, renderDeckText, renderPhaseText } from '../answer/render/text.js';
import { MAX_DECK_TEXT } from '../deck/parse.js';
import { checkConfig, EXIT_CONFIG, EXIT_INTERNAL, EXIT_NOT_OK, EXIT_OK } from '../bot/config.js';

export interface CliArgs {
  command: 'chain' | 'phase' | 'card' | 'deck' | 'help';
  json: boolean;
  batch: boolean;
  lang: Lang;
  turn: 'A' | 'B' | undefined;
  cards: string | null;
  aliases: string | null;
  lflist: string | null;
  /** `chain --image FILE.png`: also write the chain as a picture. */
  image: string | null;
  rest: string[];
}

export type ParsedArgs = { ok: true; args: CliArgs } | { ok: false; message: string };

const USAGE = `用法 / usage:
  ocg-judge chain [--json] [--lang zh-CN|en] [--turn A|B] [--image 连锁.png] "C1 黑洞 C2 我身作盾 C3 王家的诅咒"
  ocg-judge chain --batch [--json]      每行一个输入 / one input a line on standard input
  ocg-judge phase [--json] [名称 NAME]   例 / e.g. ocg-judge phase 伤害步骤
  ocg-judge card [--json] 卡名|卡密       例 / e.g. ocg-judge card 灰流丽
  ocg-judge deck [--json] 卡组.ydk|ydke://…   不合法时退出码 1 / exit 1 when not legal
选项 / options: --lang zh-CN|en  --cards PATH (CARDS_DB)  --aliases PATH (CARDS_ALIASES)  --lflist PATH (LFLIST)`;

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  const args: CliArgs = {
    command: 'help',
    json: false,
    batch: false,
    lang: 'zh-CN',
    turn: undefined,
    cards: env.CARDS_DB || null,
    aliases: env.CARDS_ALIASES || null,
    lflist: env.LFLIST || null,
    image: null,
    rest: [],
  };
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string | undefined => argv[++i];
    if (a === '--json') args.json = true;
    else if (a === '--batch') args.batch = true;
    else if (a === '--lang' || a.startsWith('--lang=')) {
      const v = a.includes('=') ? a.slice(7) : value();
      const lang = parseLang(v);
      if (!lang) return { ok: false, message: `--lang 只接受 zh-CN 或 en（收到 "${v ?? ''}"）。 / --lang takes zh-CN or en.` };
      args.lang = lang;
    } else if (a === '--turn' || a.startsWith('--turn=')) {
      const v = (a.includes('=') ? a.slice(7) : value())?.toUpperCase();
      if (v !== 'A' && v !== 'B') return { ok: false, message: `--turn 只接受 A 或 B。 / --turn takes A or B.` };
      args.turn = v;
    } else if (a === '--cards' || a.startsWith('--cards=')) {
      args.cards = (a.includes('=') ? a.slice(8) : value()) ?? null;
    } else if (a === '--aliases' || a.startsWith('--aliases=')) {
      args.aliases = (a.includes('=') ? a.slice(10) : value()) ?? null;
    } else if (a === '--image' || a.startsWith('--image=')) {
      const v = a.includes('=') ? a.slice(8) : value();
      if (!v || !/\.png$/i.test(v)) return { ok: false, message: `--image 需要一个 .png 文件名（收到 "${v ?? ''}"）。 / --image takes a FILE.png.` };
      args.image = v;
    } else if (a === '--lflist' || a.startsWith('--lflist=')) {
      args.lflist = (a.includes('=') ? a.slice(9) : value()) ?? null;
    } else if (a === '--help' || a === '-h') {
      command = 'help';
    } else if (a.startsWith('--') && a.length > 2) {
      return { ok: false, message: `不认识的选项 ${a}。\n${USAGE}` };
    } else if (command === undefined) {
      command = a;
    } else {
      args.rest.push(a);
    }
  }
  if (command === undefined || command === 'help') return { ok: true, args: { ...args, command: 'help' } };
  if (command !== 'chain' && command !== 'phase' && command !== 'card' && command !== 'deck') {
    return { ok: false, message: `不认识的命令 "${command}"：请用 chain、phase、card 或 deck。 / Unknown command: use chain, phase, card or deck.\n${USAGE}` };
  }
  args.command = command;
  return { ok: true, args };
}

/** `data/<file>` beside the package (from `npm run cards:update`) is used when nothing else is given. */
function defaultData(file: string): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '..', '..', '..', 'data', file), join(here, '..', '..', 'data', file)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const defaultCardsDb = () => defaultData('cards.cdb');

/**
 * The deck argument: a ydke:// string as is, else a file (at most MAX_DECK_TEXT bytes, checked before
 * reading). Null with a message when the file cannot be used.
 */
export function deckInput(arg: string, lang: Lang): { ok: true; text: string } | { ok: false; message: string } {
  const en = lang === 'en';
  if (/^ydke:\/\//i.test(arg.trim())) return { ok: true, text: arg.trim() };
  if (!arg.trim()) return { ok: false, message: en ? 'Give a .ydk file or a ydke:// string.' : '请给出 .ydk 文件或 ydke:// 卡组码。' };
  if (!existsSync(arg)) return { ok: false, message: en ? `No such file: ${arg}` : `找不到文件：${arg}` };
  const size = statSync(arg).size;
  if (size > MAX_DECK_TEXT) return { ok: false, message: en ? `${arg} is too large for a deck (${size} bytes, at most ${MAX_DECK_TEXT}).` : `${arg} 太大，不是卡组文件（${size} 字节，最多 ${MAX_DECK_TEXT}）。` };
  return { ok: true, text: readFileSync(arg, 'utf8') };
}

export interface Output {
  stdout: string[];
  stderr: string[];
  code: number;
}

/** Run one command; pure apart from the judge, so tests can call it without a process. */
export function runOnce(judge: Judge, args: CliArgs, input: string): Output {
  const out: Output = { stdout: [], stderr: [], code: 0 };
  switch (args.command) {
    case 'chain': {
      const answer = judge.chain(input, { lang: args.lang, turn: args.turn });
      out.stdout.push(args.json ? JSON.stringify(answer) : renderChainText(answer, args.lang));
      out.code = answer.ok ? EXIT_OK : EXIT_NOT_OK;
      if (args.image && answer.ok) {
        const picture = chainPng(answer, args.lang);
        if (picture.ok) writeFileSync(args.image, picture.png);
        else {
          out.stderr.push(noPictureReason(picture.reason, args.lang));
          out.code = EXIT_NOT_OK;
        }
      }
      break;
    }
    case 'card': {
      const answer = judge.card(input, { lang: args.lang });
      out.stdout.push(args.json ? JSON.stringify(answer) : renderCardText(answer, args.lang));
      out.code = answer.ok ? EXIT_OK : EXIT_NOT_OK;
      break;
    }
    case 'phase': {
      const answer = judge.phase(input.trim() === '' ? null : input, { lang: args.lang });
      out.stdout.push(args.json ? JSON.stringify(answer) : renderPhaseText(answer, args.lang));
      out.code = answer.ok ? EXIT_OK : EXIT_NOT_OK;
      break;
    }
    case 'deck': {
      const source = deckInput(input, args.lang);
      if (!source.ok) {
        out.stderr.push(source.message);
        out.code = 1;
        break;
      }
      const answer = judge.deck(source.text, { lang: args.lang });
      out.stdout.push(args.json ? JSON.stringify(answer) : renderDeckText(answer, args.lang));
      out.code = answer.ok && answer.legal ? 0 : 1;
      break;
    }
    case 'help':
      out.stdout.push(USAGE);
  }
  return out;
}

/**
 * Splits standard input into batch lines: a line ends at `\n` only (a `\r\n` ending is one line end
 * too). A bare `\r` inside a line is whitespace, not a line end: one input line, one answer.
 * `rest` is what follows the last `\n` (an unfinished line).
 */
export function splitBatchLines(text: string): { lines: string[]; rest: string } {
  const parts = text.split('\n');
  const rest = parts.pop()!;
  return { lines: parts.map(cleanLine), rest };
}

function cleanLine(line: string): string {
  return line.replace(/\r$/, '').replace(/\r/g, ' ');
}

/** One batch line: a plain input, or a JSON line {"input": "…"}. */
export function batchInput(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const value = JSON.parse(trimmed) as { input?: unknown };
      if (typeof value.input === 'string') return value.input;
    } catch {
      // Not JSON after all: a situation block is also written in braces.
    }
  }
  return line;
}

export async function main(): Promise<void> {
  // A reader that closes early (`ocg-judge card X | head -3`) is no failure of ours: stop quietly, as Unix tools do, not with a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(parsed.message + '\n');
    process.exitCode = EXIT_CONFIG;
    return;
  }
  const args = parsed.args;
  if (args.command === 'help') {
    process.stdout.write(USAGE + '\n');
    return;
  }
  // A missing, folder or non-database card file: one line each, exit 2 (not an internal error).
  const problems = checkConfig({ CARDS_DB: args.cards ?? '', CARDS_ALIASES: args.aliases ?? '' }, 'cli');
  if (args.lflist && !existsSync(args.lflist)) problems.push(`--lflist: 找不到文件 ${args.lflist} / file not found`);
  if (problems.length) {
    for (const p of problems) process.stderr.write(`ocg-judge: ${p}\n`);
    process.exitCode = EXIT_CONFIG;
    return;
  }
  // English names (data/cards.en.cdb from `npm run cards:update`, or CARDS_EN_DB) need no flag.
  const enCardsDb = process.env.CARDS_EN_DB || defaultData('cards.en.cdb');
  const judge = createJudge({ cardsDb: args.cards ?? defaultCardsDb(), aliasesDb: args.aliases, lflist: args.lflist ?? defaultData('lflist.conf'), enCardsDb });

  if (args.batch) {
    // One process, one catalog, one answer a line in input order; JSON lines, since a text answer spans lines.
    const answer = (line: string) => {
      if (line.trim() === '') return;
      const result = runOnce(judge, { ...args, json: true }, batchInput(line));
      process.stdout.write(result.stdout.join('\n') + '\n');
    };
    let pending = '';
    process.stdin.setEncoding('utf8');
    for await (const chunk of process.stdin) {
      const { lines, rest } = splitBatchLines(pending + String(chunk));
      pending = rest;
      for (const line of lines) answer(line);
    }
    answer(cleanLine(pending));
    return;
  }
  const result = runOnce(judge, args, args.rest.join(' '));
  if (result.stdout.length) process.stdout.write(result.stdout.join('\n') + '\n');
  if (result.stderr.length) process.stderr.write(result.stderr.join('\n') + '\n');
  process.exitCode = result.code;
}

/** The installed command's entry (bin/ocg-judge.js): an unexpected failure exits EXIT_INTERNAL. */
export function runCli(): Promise<void> {
  return main().catch((err: unknown) => {
    process.stderr.write(`ocg-judge: 内部错误 / internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = EXIT_INTERNAL;
  });
}
