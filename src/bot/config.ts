/**
 * Configuration, from the environment only (a `.env` file is loaded when present). `.env.example`
 * lists every variable. The token is kept out of anything printable: `describeConfig` shows whether it
 * is set, never its value.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { validImageTemplate } from '../answer/links.js';
import { publicKeyFromHex } from './verify.js';

export interface BotConfig {
  token: string | null;
  applicationId: string | null;
  publicKey: string | null;
  guildId: string | null;
  port: number;
  host: string;
  redisUrl: string | null;
  stateDb: string;
  cardsDb: string | null;
  aliasesDb: string | null;
  /** LFLIST: the YGOPro limit list; default data/lflist.conf when `npm run cards:update` fetched it. */
  lflist: string | null;
  /** CARDS_EN_DB: the English YGOPro database (names by passcode); default data/cards.en.cdb when present. */
  enCardsDb: string | null;
  /** SHARDS as the user set it ('auto' or a count), for the ShardingManager; null = one process. */
  shards: 'auto' | number | null;
  rateLimit: { burst: number; perMinute: number };
  /** Base of the Discord REST API; only tests and the bench point it elsewhere. */
  apiBase: string | null;
  /** CARD_IMAGE_URL: a card picture URL template with `{id}` (the passcode); null = no pictures. */
  cardImageUrl: string | null;
}

/** Loads `.env` from the working directory if it exists (Node's own loader; no dependency). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path) && typeof process.loadEnvFile === 'function') process.loadEnvFile(path);
}

function int(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
}

function str(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  // Inside a shard spawned by discord.js's ShardingManager, SHARDS holds that shard's id (set by
  // discord.js itself), not the user's setting.
  const sharded = env.SHARDING_MANAGER === 'true';
  const shardsRaw = sharded ? null : str(env.SHARDS);
  let shards: BotConfig['shards'] = null;
  if (shardsRaw === 'auto') shards = 'auto';
  else if (shardsRaw !== null && /^\d+$/.test(shardsRaw) && Number(shardsRaw) > 0) shards = Number(shardsRaw);
  return {
    token: str(env.DISCORD_TOKEN),
    applicationId: str(env.DISCORD_APPLICATION_ID),
    publicKey: str(env.DISCORD_PUBLIC_KEY),
    guildId: str(env.GUILD_ID),
    port: int(env.PORT, 8080),
    host: str(env.HOST) ?? '0.0.0.0',
    redisUrl: str(env.REDIS_URL),
    stateDb: str(env.STATE_DB) ?? 'data/state.sqlite',
    cardsDb: str(env.CARDS_DB),
    aliasesDb: str(env.CARDS_ALIASES),
    lflist: str(env.LFLIST) ?? (existsSync('data/lflist.conf') ? 'data/lflist.conf' : null),
    enCardsDb: str(env.CARDS_EN_DB) ?? (existsSync('data/cards.en.cdb') ? 'data/cards.en.cdb' : null),
    shards,
    rateLimit: { burst: int(env.RATE_LIMIT_BURST, 5, 1), perMinute: int(env.RATE_LIMIT_PER_MINUTE, 20, 1) },
    apiBase: str(env.DISCORD_API_BASE),
    // A template without `{id}` or not http(s) would show the same wrong picture for every card: off.
    cardImageUrl: ((v) => (v && validImageTemplate(v) ? v : null))(str(env.CARD_IMAGE_URL)),
  };
}

/** A printable summary: secrets are reported as set / not set. */
export function describeConfig(c: BotConfig): string {
  return [
    `token: ${c.token ? 'set' : 'NOT SET'}`,
    `application: ${c.applicationId ?? 'not set'}`,
    `public key: ${c.publicKey ? 'set' : 'not set'}`,
    `state: ${c.redisUrl ? 'redis' : `sqlite ${c.stateDb}`}`,
    `cards: ${c.cardsDb ?? 'curated only'}`,
    `rate limit: ${c.rateLimit.burst} burst, ${c.rateLimit.perMinute}/min per user`,
  ].join(', ');
}

/** Removes the token from a message before it is logged (errors from libraries may quote it). */
export function redact(message: string, token: string | null | undefined): string {
  return token ? message.split(token).join('[token]') : message;
}

/**
 * Checks the configuration before anything starts, so a mistake is one clear line — what is wrong
 * and how to fix it — and exit code 2 (EXIT_CONFIG), never a stack trace or a silent default.
 * `mode`: which entry point is starting (the gateway bot needs the token, the endpoint the key; the
 * command line only the card files, named by its options).
 */
export function checkConfig(env: NodeJS.ProcessEnv, mode: 'gateway' | 'serve' | 'cli'): string[] {
  const problems: string[] = [];
  const set = (name: string) => str(env[name]);
  const shown = (v: string) => JSON.stringify(v.length > 80 ? `${v.slice(0, 77)}...` : v);

  if (mode === 'gateway' && !set('DISCORD_TOKEN')) {
    problems.push('DISCORD_TOKEN is not set: copy the bot token from your application\'s "Bot" page into .env (see .env.example).');
  }
  if (mode === 'serve') {
    const key = set('DISCORD_PUBLIC_KEY');
    if (!key) {
      problems.push('DISCORD_PUBLIC_KEY is not set: copy the "Public Key" from your application\'s "General Information" page into .env (64 hex digits).');
    } else if (!/^[0-9a-fA-F]{64}$/.test(key)) {
      problems.push(
        `DISCORD_PUBLIC_KEY is not a public key (want 64 hex digits, got ${key.length} characters${/[^0-9a-fA-F]/.test(key) ? ' with non-hex ones' : ''}): copy the "Public Key" from your application's "General Information" page again.`,
      );
    } else {
      try {
        publicKeyFromHex(key);
      } catch (err) {
        problems.push(`DISCORD_PUBLIC_KEY is not a usable Ed25519 key (${(err as Error).message}): copy the "Public Key" again.`);
      }
    }
    const port = set('PORT');
    if (port !== null && !(/^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
      problems.push(`PORT=${shown(port)} is not a port number: set PORT to a number from 1 to 65535, or leave it empty for 8080.`);
    }
  }

  if (mode === 'cli') return cardProblems(env, mode);
  const shards = env.SHARDING_MANAGER === 'true' ? null : set('SHARDS');
  if (mode === 'gateway' && shards !== null && shards !== 'auto' && !(/^\d+$/.test(shards) && Number(shards) >= 1)) {
    problems.push(`SHARDS=${shown(shards)} is not a shard count: use auto, a number from 1 up, or leave it empty for one process.`);
  }

  const redis = set('REDIS_URL');
  if (redis !== null && !/^rediss?:\/\/[^\s]+$/.test(redis)) {
    // Never echo the URL itself: it may hold a password.
    problems.push('REDIS_URL is not a redis:// or rediss:// URL: write it as redis://host:6379 (or leave it empty for the SQLite file STATE_DB).');
  }
  const stateDb = set('STATE_DB');
  if (stateDb !== null && existsSync(stateDb) && statSync(stateDb).isDirectory()) {
    problems.push(`STATE_DB=${shown(stateDb)} is a folder: point it at a file, e.g. ${join(stateDb, 'state.sqlite')}.`);
  }

  problems.push(...cardProblems(env, mode));

  for (const name of ['RATE_LIMIT_BURST', 'RATE_LIMIT_PER_MINUTE']) {
    const v = set(name);
    if (v !== null && !(/^\d+$/.test(v) && Number(v) >= 1)) problems.push(`${name}=${shown(v)} is not a whole number from 1 up: fix it or leave it empty for the default.`);
  }
  return problems;
}

/** CARDS_DB and CARDS_ALIASES (the CLI's --cards and --aliases): files that exist and hold SQLite. */
function cardProblems(env: NodeJS.ProcessEnv, mode: 'gateway' | 'serve' | 'cli'): string[] {
  const problems: string[] = [];
  const shown = (v: string) => JSON.stringify(v.length > 80 ? `${v.slice(0, 77)}...` : v);
  for (const [name, what, table] of [
    ['CARDS_DB', 'a YGOPro card database (cards.cdb)', 'datas'],
    ['CARDS_ALIASES', 'an official-name table (cards-zh-aliases.sqlite)', null],
  ] as const) {
    const path = str(env[name]);
    if (path === null) continue;
    const label = mode === 'cli' ? (name === 'CARDS_DB' ? '--cards' : '--aliases') : name;
    const fix = name === 'CARDS_DB' ? 'point it at cards.cdb (`npm run cards:update` fetches one into data/), or leave it empty for the curated cards' : 'point it at cards-zh-aliases.sqlite, or leave it empty';
    if (!existsSync(path)) {
      problems.push(`${label}=${shown(path)}: no such file: ${fix}.`);
      continue;
    }
    if (statSync(path).isDirectory()) {
      const inside = name === 'CARDS_DB' && existsSync(join(path, 'cards.cdb')) ? ` (it holds ${join(path, 'cards.cdb')})` : '';
      problems.push(`${label}=${shown(path)} is a folder, not a file${inside}: ${fix}.`);
      continue;
    }
    const why = sqliteProblem(path, table);
    if (why) problems.push(`${label}=${shown(path)} is not ${what} (${why}): ${fix}.`);
  }

  return problems;
}

/** Why `path` is not a readable SQLite file (with `table`, when given), or null when it is. */
function sqliteProblem(path: string, table: string | null): string | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    if (table && !db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table)) return `it has no "${table}" table`;
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    db?.close();
  }
}

/** Exit codes of the entry points and the command line (README, "Exit codes"). */
export const EXIT_OK = 0;
export const EXIT_NOT_OK = 1;
export const EXIT_CONFIG = 2;
export const EXIT_INTERNAL = 3;

/** Prints the configuration problems, one line each, and exits with EXIT_CONFIG; no-op without any. */
export function exitOnProblems(problems: string[]): void {
  if (!problems.length) return;
  for (const p of problems) process.stderr.write(`ocg-judge: ${p}\n`);
  process.exit(EXIT_CONFIG);
}
