/**
 * Bot state in keyv: one SQLite file by default (STATE_DB, `data/state.sqlite`), Redis when REDIS_URL
 * is set (needed when several machines or shards must see one state).
 *
 * Kinds of record, all under one keyv namespace with a key prefix each:
 *  - `chain:<channel>` — the live chain a judge builds during a match (one per channel, expires);
 *  - `lang:guild:<id>` / `lang:channel:<id>` — the language chosen by /settings (no expiry);
 *  - `ans:<key>` — what an answer's buttons need to redo it (the input, turn), for a day;
 *  - `seen:<interaction id>` — interactions already taken (HTTP endpoint), so a replay does nothing twice.
 *
 * Reads go through keyv. Every change goes through one compare-and-set (atomic.ts) on the same keys
 * and in keyv's serialized form: a change reads the current value, decides, and is written only if
 * the value is still the one it read — else it is decided again on the new value (retried a bounded
 * number of times, then reported as a conflict). Every call has a timeout, and every write a deadline
 * after which the store refuses it, so an abandoned command is never applied late.
 */
import { Keyv } from 'keyv';
import type { Lang } from '../i18n/text.js';
import { SqliteStore } from './sqlite-store.js';
import type { AtomicStore, Expect } from './atomic.js';
import { connectRedis } from './redis.js';

export { SqliteStore } from './sqlite-store.js';
export type { AtomicStore, CasResult, Expect } from './atomic.js';

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

export interface StateOptions {
  redisUrl?: string | null;
  /** SQLite file; ignored when redisUrl is set. ':memory:' for tests. */
  file?: string;
  namespace?: string;
  /** Time to live of a live chain, ms. */
  chainTtlMs?: number;
  /** Time to live of an answer's button data, ms. */
  answerTtlMs?: number;
  /** How long an interaction id is remembered (replays), ms. */
  seenTtlMs?: number;
  /** Time allowed for one store call before it counts as unreachable, ms. */
  callTimeoutMs?: number;
  /** Attempts of one change when others keep changing the same value first. */
  maxAttempts?: number;
  /** Where store errors are reported (connection lost, and so on). */
  log?: (message: string) => void;
}

export const DEFAULT_STATE_FILE = 'data/state.sqlite';
export const DEFAULT_CHAIN_TTL_MS = 6 * 60 * 60_000;
export const DEFAULT_ANSWER_TTL_MS = 24 * 60 * 60_000;
/** The endpoint takes signed timestamps up to 5 min off its clock: an id kept 15 min outlives any replay it could take. */
export const DEFAULT_SEEN_TTL_MS = 15 * 60_000;
export const DEFAULT_CALL_TIMEOUT_MS = 1000;
export const DEFAULT_MAX_ATTEMPTS = 30;

/** The store did not answer in time, or failed: state is unavailable (the cause is in `cause`). */
export class StoreUnavailableError extends Error {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`state store unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Others changed the same value first every time, `attempts` times: the change was not made. */
export class StoreConflictError extends Error {
  constructor(readonly attempts: number) {
    super(`state changed concurrently ${attempts} times in a row; change not made`);
    this.name = 'StoreConflictError';
  }
}

/** The change reached the store after its deadline (the interaction expired): not made. */
export class StoreLateError extends Error {
  constructor(readonly operation: string) {
    super(`change not applied: its deadline passed before the store took it (${operation})`);
    this.name = 'StoreLateError';
  }
}

/** A decision on the current live chain: what to write (`null` deletes, `undefined` writes nothing). */
export interface ChainChange<R> {
  next?: LiveChain | null;
  result: R;
}

/** What a BotState is made of (createState builds it). */
export interface StateParts {
  keyv: Keyv;
  backend: 'sqlite' | 'redis';
  /** The compare-and-set beside keyv, on the same store. */
  atomic: AtomicStore;
  /** keyv key → the key the backend stores (keyv's namespace prefix). */
  storeKey: (key: string) => string;
  opts: Required<Omit<StateOptions, 'redisUrl' | 'file' | 'namespace' | 'log'>>;
  /** Resolves when the backend can take a command; throws at once when it cannot (reconnecting). */
  ready?: () => Promise<void>;
}

/**
 * When a change must be in the store at the latest (ms since epoch), or a function giving it: an
 * interaction's deadline moves when it is deferred, so it is read again at every attempt.
 */
export type Deadline = number | (() => number);
const at = (d: Deadline): number => (typeof d === 'function' ? d() : d);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class BotState {
  /** Per-key queue: in one process, changes of one key run one after another (fewer conflicts). */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Compare-and-set outcomes since start, for the bench and the logs. */
  readonly counters = { changes: 0, conflicts: 0, gaveUp: 0, late: 0 };

  readonly keyv: Keyv;
  readonly backend: 'sqlite' | 'redis';
  private readonly atomic: AtomicStore;
  private readonly storeKey: (key: string) => string;
  private readonly opts: StateParts['opts'];

  /** `parts` of another BotState gives a second view of the same store (tests wrap calls that way). */
  constructor(readonly parts: StateParts) {
    this.keyv = parts.keyv;
    this.backend = parts.backend;
    this.atomic = parts.atomic;
    this.storeKey = parts.storeKey;
    this.opts = parts.opts;
  }

  /** Runs one store call with the timeout; any failure becomes StoreUnavailableError. */
  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const ready = this.parts.ready;
      return await Promise.race([
        ready ? ready().then(run) : run(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${this.opts.callTimeoutMs} ms`)), this.opts.callTimeoutMs);
        }),
      ]);
    } catch (err) {
      throw err instanceof StoreUnavailableError ? err : new StoreUnavailableError(operation, err);
    } finally {
      clearTimeout(timer);
    }
  }

  private async serialize(value: unknown, ttlMs: number | undefined): Promise<string> {
    const expires = ttlMs ? Date.now() + ttlMs : undefined;
    return this.keyv.serialize!({ value, expires } as never);
  }

  private async deserialize<T>(raw: string | null): Promise<T | undefined> {
    if (raw === null) return undefined;
    const data = (await this.keyv.deserialize!(raw)) as { value?: T; expires?: number } | undefined;
    if (!data || (typeof data.expires === 'number' && data.expires <= Date.now())) return undefined;
    return data.value;
  }

  /** A write that must not happen after `deadline` (ms since epoch): one compare-and-set. */
  private async put(operation: string, key: string, expect: Expect, value: unknown, ttlMs: number | undefined, deadline: Deadline) {
    const raw = value === null ? null : await this.serialize(value, ttlMs);
    // The store refuses it past the deadline, and past our own timeout (minus a margin for the reply's
    // way back): once we have told the user it failed, it can no longer happen.
    const limit = Math.min(at(deadline), Date.now() + this.opts.callTimeoutMs * 0.8);
    const result = await this.call(operation, () => this.atomic.compareAndSet(this.storeKey(key), expect, raw, ttlMs, limit));
    if (result === 'late') {
      this.counters.late++;
      throw new StoreLateError(operation);
    }
    return result;
  }

  /** In one process, one change of a key at a time (others wait their turn). */
  private serialized<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const mine = before.then(run, run);
    const tail = mine.catch(() => {});
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return mine;
  }

  getChain(channelId: string): Promise<LiveChain | undefined> {
    return this.call('read chain', () => this.keyv.get<LiveChain>(`chain:${channelId}`));
  }

  /**
   * The atomic change of a channel's live chain: `decide` sees the current chain (undefined: none)
   * and says what to write and what to answer. Written only if the chain is still the one decided on;
   * otherwise decided again on the new chain. Returns the result of the decision that was written.
   * Throws StoreConflictError (gave up), StoreLateError (deadline passed), StoreUnavailableError.
   */
  updateChain<R>(
    channelId: string,
    decide: (current: LiveChain | undefined) => ChainChange<R> | Promise<ChainChange<R>>,
    deadline: Deadline = Date.now() + 2 * this.opts.callTimeoutMs,
  ): Promise<R> {
    const key = `chain:${channelId}`;
    return this.serialized(key, async () => {
      for (let attempt = 1; ; attempt++) {
        if (Date.now() > at(deadline)) {
          this.counters.late++;
          throw new StoreLateError('change chain');
        }
        const raw = await this.call('read chain', () => this.atomic.getRaw(this.storeKey(key)));
        const current = await this.deserialize<LiveChain>(raw);
        const change = await decide(current);
        if (change.next === undefined) return change.result;
        const expect: Expect = raw === null ? { kind: 'absent' } : { kind: 'equal', raw };
        const result = await this.put('change chain', key, expect, change.next, this.opts.chainTtlMs, deadline);
        if (result === 'ok') {
          this.counters.changes++;
          return change.result;
        }
        this.counters.conflicts++;
        if (attempt >= this.opts.maxAttempts) {
          this.counters.gaveUp++;
          throw new StoreConflictError(attempt);
        }
        // Another process changed it first: back off a little (randomized, so two do not collide again).
        await sleep(Math.random() * Math.min(20, 2 * attempt));
      }
    });
  }

  /** Unconditional write of a chain (tests, tools); commands use updateChain. */
  async setChain(channelId: string, chain: LiveChain, deadline: Deadline = Date.now() + this.opts.callTimeoutMs): Promise<void> {
    await this.put('write chain', `chain:${channelId}`, { kind: 'any' }, chain, this.opts.chainTtlMs, deadline);
  }

  async deleteChain(channelId: string, deadline: Deadline = Date.now() + this.opts.callTimeoutMs): Promise<boolean> {
    return this.updateChain(channelId, (current) => ({ next: current ? null : undefined, result: current !== undefined }), deadline);
  }

  async getLanguage(scope: SettingScope, id: string): Promise<Lang | undefined> {
    const v = await this.call('read settings', () => this.keyv.get<string>(`lang:${scope}:${id}`));
    return v === 'zh-CN' || v === 'en' ? v : undefined;
  }

  /** `null` removes the setting. */
  async setLanguage(scope: SettingScope, id: string, lang: Lang | null, deadline: Deadline = Date.now() + this.opts.callTimeoutMs): Promise<void> {
    await this.put('write settings', `lang:${scope}:${id}`, { kind: 'any' }, lang, undefined, deadline);
  }

  async putAnswer(key: string, data: AnswerInput): Promise<void> {
    await this.call('write answer', () => this.keyv.set(`ans:${key}`, data, this.opts.answerTtlMs));
  }

  getAnswer(key: string): Promise<AnswerInput | undefined> {
    return this.call('read answer', () => this.keyv.get<AnswerInput>(`ans:${key}`));
  }

  /**
   * Takes an interaction id once: true the first time, false for every replay (in any process sharing
   * this store), for `seenTtlMs`.
   */
  async claimInteraction(id: string): Promise<boolean> {
    const r = await this.put('claim interaction', `seen:${id}`, { kind: 'absent' }, 1, this.opts.seenTtlMs, Date.now() + this.opts.callTimeoutMs);
    return r === 'ok';
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()]);
    await this.keyv.disconnect().catch(() => {});
  }
}

export function createState(options: StateOptions = {}): BotState {
  const namespace = options.namespace ?? 'ocg';
  const log = options.log ?? (() => {});
  const opts = {
    chainTtlMs: options.chainTtlMs ?? DEFAULT_CHAIN_TTL_MS,
    answerTtlMs: options.answerTtlMs ?? DEFAULT_ANSWER_TTL_MS,
    seenTtlMs: options.seenTtlMs ?? DEFAULT_SEEN_TTL_MS,
    callTimeoutMs: options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  if (options.redisUrl) {
    const { keyv, atomic, storeKey, ready } = connectRedis(options.redisUrl, namespace, opts.callTimeoutMs, log);
    return new BotState({ keyv, backend: 'redis', atomic, storeKey, opts, ready });
  }
  const store = new SqliteStore({ file: options.file ?? DEFAULT_STATE_FILE });
  store.on('error', (err) => log(`sqlite: ${String(err)}`));
  const keyv = new Keyv(store, { namespace, throwOnErrors: true });
  keyv.on('error', () => {});
  return new BotState({ keyv, backend: 'sqlite', atomic: store.atomic, storeKey: (key) => `${namespace}:${key}`, opts });
}
