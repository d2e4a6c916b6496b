/**
 * The command line (../shared/spec/output.md):
 *
 *   ocg-judge chain [--json] [--lang zh-CN|en] [--turn A|B] "<input>"
 *   ocg-judge chain --batch [--json]        (inputs on standard input, one a line)
 *   ocg-judge phase [--json] [NAME]
 *   ocg-judge card [--json] NAME
 *   options for all: --lang, --cards PATH (env CARDS_DB), --aliases PATH (env CARDS_ALIASES)
 *
 * Exit codes: 0 the answer is ok (and always in --batch), 1 the answer is not ok (a parse error, an
 * unknown card), 2 a usage or configuration mistake (one line says which), 3 an internal error.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLang, type Lang } from '../i18n/text.js';
import { createJudge, type Judge } from '../judge.js';
import { renderCardText, renderChainText, renderPhaseText } from '../answer/render/text.js';
import { checkConfig, EXIT_CONFIG, EXIT_INTERNAL, EXIT_NOT_OK, EXIT_OK } from '../bot/config.js';

export interface CliArgs {
  command: 'chain' | 'phase' | 'card' | 'help';
  json: boolean;
  batch: boolean;
  lang: Lang;
  turn: 'A' | 'B' | undefined;
  cards: string | null;
  aliases: string | null;
  rest: string[];
}

export type ParsedArgs = { ok: true; args: CliArgs } | { ok: false; message: string };

const USAGE = `用法 / usage:
  ocg-judge chain [--json] [--lang zh-CN|en] [--turn A|B] "C1 黑洞 C2 我身作盾 C3 王家的诅咒"
  ocg-judge chain --batch [--json]      每行一个输入 / one input a line on standard input
  ocg-judge phase [--json] [名称 NAME]   例 / e.g. ocg-judge phase 伤害步骤
  ocg-judge card [--json] 卡名|卡密       例 / e.g. ocg-judge card 灰流丽
选项 / options: --lang zh-CN|en  --cards PATH (CARDS_DB)  --aliases PATH (CARDS_ALIASES)`;

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  const args: CliArgs = {
    command: 'help',
    json: false,
    batch: false,
    lang: 'zh-CN',
    turn: undefined,
    cards: env.CARDS_DB || null,
    aliases: env.CARDS_ALIASES || null,
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
  if (command !== 'chain' && command !== 'phase' && command !== 'card') {
    return { ok: false, message: `不认识的命令 "${command}"：请用 chain、phase 或 card。 / Unknown command: use chain, phase or card.\n${USAGE}` };
  }
  args.command = command;
  return { ok: true, args };
}

/** `data/cards.cdb` beside the package (from `npm run cards:update`) is used when nothing else is given. */
function defaultCardsDb(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '..', '..', '..', 'data', 'cards.cdb'), join(here, '..', '..', 'data', 'cards.cdb')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
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
  if (problems.length) {
    for (const p of problems) process.stderr.write(`ocg-judge: ${p}\n`);
    process.exitCode = EXIT_CONFIG;
    return;
  }
  const judge = createJudge({ cardsDb: args.cards ?? defaultCardsDb(), aliasesDb: args.aliases });

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
