/**
 * The one atomic step keyv's API cannot express: compare-and-set of a stored value, on both backends.
 *
 * keyv stays the interface users configure (REDIS_URL or the SQLite default) and reads everything;
 * every *change* of shared state goes through `compareAndSet` here, on the same keys and in the same
 * serialized form keyv uses, so keyv reads what this writes. Callers read the raw value, decide, and
 * write only if nothing changed in between (optimistic concurrency, retried by the caller):
 *  - SQLite: the compare and the write in one `BEGIN IMMEDIATE` transaction (one writer at a time,
 *    across processes sharing the file);
 *  - Redis: one Lua script (Redis runs a script atomically), so two processes can never both win.
 *
 * Every write carries a deadline (ms since epoch). A write that reaches the store after it — a command
 * queued behind a paused Redis, or a lock waited for too long — is refused (`late`), so a command the
 * user was already told failed is never applied afterwards. On Redis the deadline is compared with the
 * server's clock (TIME): keep the bot's and Redis's clocks in sync (NTP), as for any deadline.
 */
import type Database from 'better-sqlite3';

/** What a compare-and-set expects to find: any value, nothing, or exactly this serialized value. */
export type Expect = { kind: 'any' } | { kind: 'absent' } | { kind: 'equal'; raw: string };

export type CasResult = 'ok' | 'conflict' | 'late';

export interface AtomicStore {
  /** The raw (keyv-serialized) value stored at a full store key, or null (absent or expired). */
  getRaw(key: string): Promise<string | null>;
  /**
   * Writes `next` (null deletes) at `key` iff the stored value matches `expect`, and only if the store
   * handles it before `deadline`. `ttlMs` 0 or undefined: no expiry.
   */
  compareAndSet(key: string, expect: Expect, next: string | null, ttlMs: number | undefined, deadline: number): Promise<CasResult>;
}

/** SQLite: the same table the keyv adapter (SqliteStore) uses, `key, value, expires`. */
export class SqliteAtomic implements AtomicStore {
  private readonly cas: (key: string, expect: Expect, next: string | null, expires: number | null, deadline: number) => CasResult;
  private readonly read: Database.Statement<[string]>;

  constructor(db: Database.Database, table: string) {
    this.read = db.prepare(`SELECT value, expires FROM ${table} WHERE key = ?`);
    const put = db.prepare(
      `INSERT INTO ${table} (key, value, expires) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
    );
    const del = db.prepare(`DELETE FROM ${table} WHERE key = ?`);
    const tx = db.transaction((key: string, expect: Expect, next: string | null, expires: number | null, deadline: number): CasResult => {
      // Checked once the write lock is held: waiting for another writer may have taken us past it.
      const now = Date.now();
      if (now > deadline) return 'late';
      const current = this.current(key, now);
      if (expect.kind === 'absent' && current !== null) return 'conflict';
      if (expect.kind === 'equal' && current !== expect.raw) return 'conflict';
      if (next === null) del.run(key);
      else put.run(key, next, expires);
      return 'ok';
    });
    // IMMEDIATE: take the write lock before reading, so no other process writes between compare and set.
    this.cas = (key, expect, next, expires, deadline) => tx.immediate(key, expect, next, expires, deadline);
  }

  private current(key: string, now: number): string | null {
    const row = this.read.get(key) as { value: string; expires: number | null } | undefined;
    if (!row || (row.expires !== null && row.expires <= now)) return null;
    return row.value;
  }

  async getRaw(key: string): Promise<string | null> {
    return this.current(key, Date.now());
  }

  async compareAndSet(key: string, expect: Expect, next: string | null, ttlMs: number | undefined, deadline: number): Promise<CasResult> {
    const expires = ttlMs && ttlMs > 0 ? Date.now() + ttlMs : null;
    return this.cas(key, expect, next, expires, deadline);
  }
}

/** The slice of the node-redis client (the one @keyv/redis brings) this module uses. */
export interface RedisLike {
  get(key: string): Promise<string | null | unknown>;
  sendCommand(args: string[]): Promise<unknown>;
}

// KEYS[1]: key. ARGV: mode (any|absent|equal), expected, next, delete (1|0), ttl ms (0: none), deadline ms.
const CAS_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if now > tonumber(ARGV[6]) then return 'late' end
if ARGV[1] ~= 'any' then
  local current = redis.call('GET', KEYS[1])
  if ARGV[1] == 'absent' then
    if current then return 'conflict' end
  elseif current ~= ARGV[2] then
    return 'conflict'
  end
end
if ARGV[4] == '1' then
  redis.call('DEL', KEYS[1])
elseif tonumber(ARGV[5]) > 0 then
  redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[5])
else
  redis.call('SET', KEYS[1], ARGV[3])
end
return 'ok'
`;

export class RedisAtomic implements AtomicStore {
  private sha: string | null = null;

  /** `client` returns the connected client (connecting first if needed). */
  constructor(private readonly client: () => Promise<RedisLike>) {}

  async getRaw(key: string): Promise<string | null> {
    const value = await (await this.client()).get(key);
    return typeof value === 'string' ? value : null;
  }

  async compareAndSet(key: string, expect: Expect, next: string | null, ttlMs: number | undefined, deadline: number): Promise<CasResult> {
    const c = await this.client();
    const args = [
      '1',
      key,
      expect.kind,
      expect.kind === 'equal' ? expect.raw : '',
      next ?? '',
      next === null ? '1' : '0',
      String(ttlMs && ttlMs > 0 ? Math.ceil(ttlMs) : 0),
      String(Math.floor(deadline)),
    ];
    // EVALSHA after the first call; the script is sent again if the server lost it (a restart).
    let result: unknown;
    if (this.sha) {
      try {
        result = await c.sendCommand(['EVALSHA', this.sha, ...args]);
      } catch (err) {
        if (!String(err).includes('NOSCRIPT')) throw err;
        this.sha = null;
      }
    }
    if (!this.sha) {
      this.sha = String(await c.sendCommand(['SCRIPT', 'LOAD', CAS_SCRIPT]));
      result = await c.sendCommand(['EVALSHA', this.sha, ...args]);
    }
    const r = String(result);
    if (r === 'ok' || r === 'conflict' || r === 'late') return r;
    throw new Error(`unexpected compare-and-set result: ${r}`);
  }
}
