/**
 * Card facts in a settled layout, for the engine's sake.
 *
 * The compiler (./compile) builds an effect record clause by clause: each fact is added when a
 * reader finds it, in the order the text gives, and a few are deleted again when a later clause
 * takes them back. The same facts therefore come in many key orders, and a deleted key leaves the
 * object a slow dictionary. V8 gives every key order its own hidden class: over the imported cards
 * that was ~530 classes for ~17,000 effects, a thousand of them dictionaries, and every engine read
 * of `e.kind`, `e.cost` or `a.do` became a megamorphic (slow, uncached) lookup — a large part of why
 * judging a chain was slower than before the compiler grew.
 *
 * `settled` copies a card's facts once, when they are made, with every plain object's keys in one
 * (alphabetical) order: records with the same facts then share one hidden class, and none is a
 * dictionary. Only the layout changes — the same keys, the same values, arrays in the same order.
 */
import type { EffectFacts } from './facts.js';

/** A card's effects, copied into the settled layout (see above). */
export function settledEffects(effects: EffectFacts[]): EffectFacts[] {
  return settle(effects, new Map()) as EffectFacts[];
}

/** Deep copy with sorted keys. Plain objects and arrays only; a value seen twice stays one value (`seen`). */
function settle(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(settle(item, seen));
    return copy;
  }
  // Anything that is not a plain record (a Set, a Map, a class instance) is kept as it is.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(record).sort()) copy[key] = settle(record[key], seen);
  return copy;
}
