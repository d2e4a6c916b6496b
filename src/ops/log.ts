/**
 * The one logger of every process (bot, HTTP endpoint, cards:update): pino, JSON lines on stderr.
 *
 * What a line may carry is decided here, not at each call site:
 *  - the bot token never: every written line has it replaced by `[token]` (errors from libraries
 *    may quote it), and interaction tokens (valid 15 minutes, enough to answer as the bot) are
 *    censored by key;
 *  - users' text never, beyond a hash and a length (`userText`), unless LOG_INPUTS=1 — so an operator
 *    can tell that two failures came from one input without reading what players typed.
 *
 * Levels: LOG_LEVEL (trace … fatal, default info). Tests pass a destination to read the lines.
 */
import { createHash } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

export interface LogOptions {
  level?: string | undefined;
  /** The bot token, replaced in every line. */
  token?: string | null | undefined;
  /** Where lines go (default: stderr, synchronously so nothing is lost on exit). */
  destination?: DestinationStream;
  /** Process name in every line (`bot`, `http`, `cards-update`). */
  name?: string;
}

const LEVELS: readonly LevelWithSilent[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

export function levelFrom(value: string | undefined): LevelWithSilent {
  const v = (value ?? '').trim().toLowerCase();
  return (LEVELS as readonly string[]).includes(v) ? (v as LevelWithSilent) : 'info';
}

export function createLogger(opts: LogOptions = {}): Logger {
  const token = opts.token || null;
  return pino(
    {
      name: opts.name ?? 'ocg-judge',
      level: levelFrom(opts.level),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Interaction tokens by key, wherever they sit in a logged object.
      redact: { paths: ['token', '*.token', '*.*.token', 'headers.authorization', '*.headers.authorization'], censor: '[token]' },
      hooks: token ? { streamWrite: (line: string) => line.split(token).join('[token]') } : {},
      serializers: { err: pino.stdSerializers.err },
    },
    opts.destination ?? pino.destination({ dest: 2, sync: true }),
  );
}

/** Whether users' own text may be logged (LOG_INPUTS=1): off by default. */
export function logInputsFrom(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOG_INPUTS === '1' || env.LOG_INPUTS === 'true';
}

/** A short, stable fingerprint of a user's text: equal inputs, equal hashes; the text not recoverable in practice. */
export function inputHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/** What a log line says about a user's input: a hash and a length, or (LOG_INPUTS=1) the text itself. */
export function userText(text: string, logInputs: boolean): { inputHash: string; inputLength: number; input?: string } {
  return { inputHash: inputHash(text), inputLength: text.length, ...(logInputs ? { input: text } : {}) };
}

/** A logger that writes nothing (tests that do not look at logs). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/**
 * The plain `(message) => void` the older call sites take (App.log), on top of a logger: messages at
 * `level`, token removed by the logger itself.
 */
export function messageLog(logger: Logger, level: 'info' | 'warn' | 'error' = 'error'): (message: string) => void {
  return (message) => logger[level](message);
}
