/**
 * Store errors counted and logged in one place: the state object handed to handlers is wrapped so that
 * every method that throws or rejects adds to ocg_judge_store_errors_total{op} and writes one log line
 * with the cause — whatever methods the store grows, without each call site remembering to.
 */
import type { Logger } from './log.js';
import type { Metrics } from './metrics.js';

export function instrumentState<T extends object>(state: T, metrics: Metrics | undefined, logger: Logger | undefined): T {
  const failed = (op: string, err: unknown) => {
    metrics?.storeErrors.inc({ op });
    logger?.error({ event: 'store-error', op, err }, `state store ${op} failed`);
  };
  return new Proxy(state, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor' || typeof prop === 'symbol') return value;
      const op = prop;
      return (...args: unknown[]) => {
        try {
          const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (out instanceof Promise) {
            return out.catch((err: unknown) => {
              failed(op, err);
              throw err;
            });
          }
          return out;
        } catch (err) {
          failed(op, err);
          throw err;
        }
      };
    },
  });
}
