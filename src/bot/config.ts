/**
 * Configuration, from the environment only (a `.env` file is loaded when present). `.env.example`
 * lists every variable. The token is kept out of anything printable: `describeConfig` shows whether it
 * is set, never its value.
 */
import { existsSync } from 'node:fs';
import { validImageTemplate } from '../answer/links.js';

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
