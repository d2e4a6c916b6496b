/**
 * Bot state in keyv: one SQLite file by default (STATE_DB, `data/state.sqlite`), Redis when REDIS_URL
 * is set (needed when several machines or shards must see one state).
 *
 * Three kinds of record, all under one keyv namespace with a key prefix each:
 *  - `chain:<channel>` — the live chain a judge builds during a match (one per channel, expires);
 *  - `lang:guild:<id>` / `lang:channel:<id>` — the language chosen by /settings (no expiry);
 *  - `ans:<key>` — what an answer's buttons need to redo it (the input, turn), for a day;
 *  - `vis:guild:<id>` — who sees answers by default in a server (/settings visibility);
 *  - `gch:<guild>:<channel>` / `gans:<guild>:<key>` — which channels and answers of a server hold
 *    data, so `/settings wipe` can delete a server's data (one key per pair: written without
 *    reading, so concurrent writers never lose an entry).
 */
import { Keyv } from 'keyv';
import KeyvRedis from '@keyv/redis';
import type { Lang } from '../i18n/text.js';
import { SqliteStore } from './sqlite-store.js';

export { SqliteStore } from './sqlite-store.js';

export interface LiveChain {
  /** One entry per chain link, in order, without its `C<n>` marker (e.g. `A:黑洞`). */
  links: string[];
  /** A situation block (`{回合:A …}`) typed at /judge start, or null. */
  situation: string | null;
  turn: 'A' | 'B' | null;
  /** Discord user id of whoever started it. */
  owner: string;
  startedAt: number;
  updatedAt: number;
}

/** What a button on an answer needs to render it again (in another language, or with reasoning). */
export interface AnswerInput {
  kind: 'chain';
  input: string;
  turn: 'A' | 'B' | null;
}

export type SettingScope = 'guild' | 'channel';

/** Who sees answers by default in a server: only the asker, everyone, or everyone when a judge role asks. */
export type Visibility = { mode: 'private' } | { mode: 'public' } | { mode: 'role'; roleId: string };

export interface StateOptions {
  redisUrl?: string | null;
  /** SQLite file; ignored when redisUrl is set. ':memory:' for tests. */
  file?: string;
  namespace?: string;
  /** Time to live of a live chain, ms. */
  chainTtlMs?: number;
  /** Time to live of an answer's button data, ms. */
  answerTtlMs?: number;
}

export const DEFAULT_STATE_FILE = 'data/state.sqlite';
export const DEFAULT_CHAIN_TTL_MS = 6 * 60 * 60_000;
export const DEFAULT_ANSWER_TTL_MS = 24 * 60 * 60_000;

export class BotState {
  constructor(
    readonly keyv: Keyv,
    readonly backend: 'sqlite' | 'redis',
    private readonly chainTtlMs: number,
    private readonly answerTtlMs: number,
  ) {}

  getChain(channelId: string): Promise<LiveChain | undefined> {
    return this.keyv.get<LiveChain>(`chain:${channelId}`);
  }

  async setChain(channelId: string, chain: LiveChain): Promise<void> {
    await this.keyv.set(`chain:${channelId}`, chain, this.chainTtlMs);
  }

  async deleteChain(channelId: string): Promise<boolean> {
    return this.keyv.delete(`chain:${channelId}`);
  }

  async getLanguage(scope: SettingScope, id: string): Promise<Lang | undefined> {
    const v = await this.keyv.get<string>(`lang:${scope}:${id}`);
    return v === 'zh-CN' || v === 'en' ? v : undefined;
  }

  /** `null` removes the setting. */
  async setLanguage(scope: SettingScope, id: string, lang: Lang | null): Promise<void> {
    if (lang === null) await this.keyv.delete(`lang:${scope}:${id}`);
    else await this.keyv.set(`lang:${scope}:${id}`, lang);
  }

  async putAnswer(key: string, data: AnswerInput): Promise<void> {
    await this.keyv.set(`ans:${key}`, data, this.answerTtlMs);
  }

  getAnswer(key: string): Promise<AnswerInput | undefined> {
    return this.keyv.get<AnswerInput>(`ans:${key}`);
  }

  async getVisibility(guildId: string): Promise<Visibility | undefined> {
    const v = await this.keyv.get<Visibility>(`vis:guild:${guildId}`);
    if (!v || typeof v !== 'object') return undefined;
    if (v.mode === 'public' || v.mode === 'private') return { mode: v.mode };
    if (v.mode === 'role' && typeof v.roleId === 'string') return { mode: 'role', roleId: v.roleId };
    return undefined;
  }

  /** `null` removes the setting (back to private answers). */
  async setVisibility(guildId: string, v: Visibility | null): Promise<void> {
    if (v === null) await this.keyv.delete(`vis:guild:${guildId}`);
    else await this.keyv.set(`vis:guild:${guildId}`, v);
  }

  /** Notes that a channel of a server holds data (a live chain, a setting), for `wipeGuild`. */
  async rememberChannel(guildId: string, channelId: string): Promise<void> {
    await this.keyv.set(`gch:${guildId}:${channelId}`, 1);
  }

  /** Notes that an answer's button data belongs to a server, for `wipeGuild` (expires with it). */
  async rememberAnswer(guildId: string, key: string): Promise<void> {
    await this.keyv.set(`gans:${guildId}:${key}`, 1, this.answerTtlMs);
  }

  /** Keys (without the namespace) that start with `prefix`, on either backend. */
  async keysWithPrefix(prefix: string): Promise<string[]> {
    const store = this.keyv.store as { keys?: (p: string) => string[] };
    const ns = this.keyv.namespace ? `${this.keyv.namespace}:` : '';
    if (this.backend === 'sqlite' && typeof store.keys === 'function') {
      return store.keys(`${ns}${prefix}`).map((k) => k.slice(ns.length));
    }
    const out: string[] = [];
    const iterate = (this.keyv as unknown as { iterator?: () => AsyncGenerator<[string, unknown]> }).iterator;
    if (typeof iterate !== 'function') throw new Error('this store cannot list its keys');
    for await (const [key] of iterate.call(this.keyv)) if (key.startsWith(prefix)) out.push(key);
    return out;
  }

  /**
   * Deletes everything stored for a server: its settings, the live chains and settings of its
   * channels, and its answers' button data. Returns how many records were deleted.
   */
  async wipeGuild(guildId: string): Promise<number> {
    const channels = (await this.keysWithPrefix(`gch:${guildId}:`)).map((k) => k.slice(`gch:${guildId}:`.length));
    const answerKeys = (await this.keysWithPrefix(`gans:${guildId}:`)).map((k) => k.slice(`gans:${guildId}:`.length));
    const keys = [
      `lang:guild:${guildId}`,
      `vis:guild:${guildId}`,
      ...channels.flatMap((c) => [`chain:${c}`, `lang:channel:${c}`, `gch:${guildId}:${c}`]),
      ...answerKeys.flatMap((a) => [`ans:${a}`, `gans:${guildId}:${a}`]),
    ];
    let deleted = 0;
    for (const k of keys) if (await this.keyv.delete(k)) deleted += 1;
    return deleted;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}

export function createState(options: StateOptions = {}): BotState {
  const namespace = options.namespace ?? 'ocg';
  const chainTtl = options.chainTtlMs ?? DEFAULT_CHAIN_TTL_MS;
  const answerTtl = options.answerTtlMs ?? DEFAULT_ANSWER_TTL_MS;
  if (options.redisUrl) {
    const store = new KeyvRedis(options.redisUrl, { throwOnConnectError: true, connectionTimeout: 5000 });
    const keyv = new Keyv(store, { namespace, useKeyPrefix: false, throwOnErrors: true });
    return new BotState(keyv, 'redis', chainTtl, answerTtl);
  }
  const store = new SqliteStore({ file: options.file ?? DEFAULT_STATE_FILE });
  const keyv = new Keyv(store, { namespace, throwOnErrors: true });
  return new BotState(keyv, 'sqlite', chainTtl, answerTtl);
}
