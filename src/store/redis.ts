/**
 * keyv over Redis, with the client @keyv/redis brings set up so that a command never waits for a
 * Redis that is away: no offline queue (a command sent while disconnected fails at once, instead of
 * running when Redis returns), a bounded connect, reconnection in the background, and one connection
 * attempt at a time. Beside keyv, the compare-and-set on the same client (atomic.ts).
 */
import { Keyv } from 'keyv';
import KeyvRedis, { createClient } from '@keyv/redis';
import { RedisAtomic, type RedisLike } from './atomic.js';

export interface RedisParts {
  keyv: Keyv;
  atomic: RedisAtomic;
  /** keyv key → the Redis key (keyv's namespace prefix as @keyv/redis writes it, `ns::key`). */
  storeKey: (key: string) => string;
  /** Resolves when Redis can take a command; throws at once while it is unreachable. */
  ready: () => Promise<void>;
}

export function connectRedis(url: string, namespace: string, timeoutMs: number, log: (message: string) => void): RedisParts {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
  });
  let lastError = '';
  // Commands waiting for the first connection: failed as soon as it fails (no wait for the timeout).
  const waiting = new Set<(err: unknown) => void>();
  client.on('error', (err: unknown) => {
    // Once per distinct error, not once per reconnection attempt.
    const text = String(err);
    if (text !== lastError) log(`redis: ${text}`);
    lastError = text;
    for (const fail of waiting) fail(err);
    waiting.clear();
  });
  client.on('ready', () => {
    if (lastError) log('redis: connected again');
    lastError = '';
  });
  // One connection attempt at a time (concurrent first commands would each try to connect); while
  // Redis is unreachable or the client reconnects on its own, commands fail at once, never queue.
  let connecting: Promise<unknown> | null = null;
  const ready = async () => {
    if (client.isReady) return;
    if (!client.isOpen && !connecting) {
      connecting = client.connect().finally(() => {
        connecting = null;
      });
      connecting.catch(() => {});
    }
    if (connecting && !lastError) {
      const pending = connecting;
      await new Promise<void>((resolve, reject) => {
        waiting.add(reject);
        pending.then(
          () => (waiting.delete(reject), resolve()),
          (err: unknown) => (waiting.delete(reject), reject(err)),
        );
      });
      return;
    }
    throw new Error(`Redis unreachable${lastError ? ` (${lastError})` : ' (reconnecting)'}`);
  };
  const store = new KeyvRedis(client as never, { throwOnConnectError: true, throwOnErrors: true, connectionTimeout: timeoutMs });
  const keyv = new Keyv(store, { namespace, useKeyPrefix: false, throwOnErrors: true });
  keyv.on('error', () => {}); // reported by the client listener above; thrown to the caller anyway
  const atomic = new RedisAtomic(() => store.getClient() as unknown as Promise<RedisLike>);
  return { keyv, atomic, storeKey: (key) => store.createKeyPrefix(key, store.namespace), ready };
}
