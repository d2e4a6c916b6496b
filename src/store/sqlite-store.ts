/**
 * A keyv storage adapter over one SQLite file (better-sqlite3), so bot state — live chains, language
 * settings, the inputs behind answer buttons — survives a restart without a server to run.
 *
 * keyv already stores `{ value, expires }` and refuses an expired value on read; this adapter also keeps
 * the expiry in its own column so expired rows can be swept, and so a `get` after the deadline finds
 * nothing even when keyv's copy of the deadline is bypassed. better-sqlite3 is synchronous; the
 * methods are `async` only because the keyv contract is. Read and write errors are thrown (keyv passes
 * them on with `throwOnErrors`); the compare-and-set keyv cannot express is `atomic` (atomic.ts).
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyvStoreAdapter, StoredData } from 'keyv';
import { SqliteAtomic } from './atomic.js';

type Listener = (...args: unknown[]) => void;

export interface SqliteStoreOptions {
  /** Path of the SQLite file; ':memory:' for a throw-away store. */
  file: string;
  /** Table name; one table can hold several keyv namespaces (keys carry the `namespace:` prefix). */
  table?: string;
  /** How often expired rows are deleted, in ms (0 = only on read). */
  sweepEveryMs?: number;
  /** How long to wait for another writer's lock, ms. */
  busyTimeoutMs?: number;
}

export class SqliteStore implements KeyvStoreAdapter {
  opts: SqliteStoreOptions & { dialect: 'sqlite'; url: string };
  namespace?: string | undefined;
  private readonly db: Database.Database;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly stmt: {
    get: Database.Statement<[string]>;
    set: Database.Statement<[string, string, number | null]>;
    del: Database.Statement<[string]>;
    clearNs: Database.Statement<[string]>;
    clearAll: Database.Statement<[]>;
    sweep: Database.Statement<[number]>;
  };
  private sweeper: NodeJS.Timeout | null = null;
  /** Compare-and-set on this adapter's table and connection (see atomic.ts). */
  readonly atomic: SqliteAtomic;

  constructor(options: SqliteStoreOptions) {
    const table = options.table ?? 'keyv';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) throw new Error(`bad table name: ${table}`);
    this.opts = { ...options, table, dialect: 'sqlite', url: options.file };
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    // WAL: readers never wait for the writer, and several bot processes (shards) on one machine can
    // share the file.
    if (options.file !== ':memory:') this.db.pragma('journal_mode = WAL');
    // How long a write waits for another process's write lock; less than the store call timeout.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 750}`);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER)`,
    );
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${table}_expires ON ${table}(expires)`);
    this.stmt = {
      get: this.db.prepare(`SELECT value, expires FROM ${table} WHERE key = ?`),
      set: this.db.prepare(
        `INSERT INTO ${table} (key, value, expires) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
      ),
      del: this.db.prepare(`DELETE FROM ${table} WHERE key = ?`),
      clearNs: this.db.prepare(`DELETE FROM ${table} WHERE key LIKE ? ESCAPE '\\'`),
      clearAll: this.db.prepare(`DELETE FROM ${table}`),
      sweep: this.db.prepare(`DELETE FROM ${table} WHERE expires IS NOT NULL AND expires <= ?`),
    };
    this.atomic = new SqliteAtomic(this.db, table);
    const every = options.sweepEveryMs ?? 10 * 60_000;
    if (every > 0) {
      this.sweeper = setInterval(() => this.sweep(), every);
      this.sweeper.unref();
    }
  }

  on(event: string, listener: Listener): this {
    const list = this.listeners.get(event) ?? [];
    list.push(listener);
    this.listeners.set(event, list);
    return this;
  }

  private emitError(error: unknown): void {
    for (const l of this.listeners.get('error') ?? []) l(error);
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    try {
      const row = this.stmt.get.get(key) as { value: string; expires: number | null } | undefined;
      if (!row) return undefined;
      if (row.expires !== null && row.expires <= Date.now()) {
        this.stmt.del.run(key);
        return undefined;
      }
      return row.value as StoredData<Value>;
    } catch (error) {
      // A read that fails (a corrupt page, a vanished file) is an error, never "nothing stored":
      // answering "no live chain" would hide the damage and invite overwriting the chain.
      throw error;
    }
  }

  async set(key: string, value: unknown, ttl?: number): Promise<boolean> {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const expires = typeof ttl === 'number' && ttl > 0 ? Date.now() + ttl : null;
    this.stmt.set.run(key, text, expires);
    return true;
  }

  async delete(key: string): Promise<boolean> {
    return this.stmt.del.run(key).changes > 0;
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  /** Clears this adapter's namespace only (all rows when it has none). */
  async clear(): Promise<void> {
    if (this.namespace) {
      const prefix = `${this.namespace}:`.replace(/[\\%_]/g, (c) => `\\${c}`);
      this.stmt.clearNs.run(`${prefix}%`);
    } else {
      this.stmt.clearAll.run();
    }
  }

  /** Deletes expired rows; returns how many. */
  sweep(now = Date.now()): number {
    try {
      return this.stmt.sweep.run(now).changes;
    } catch (error) {
      this.emitError(error);
      return 0;
    }
  }

  async disconnect(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    if (this.db.open) this.db.close();
  }
}
