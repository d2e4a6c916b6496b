/**
 * The answer stage's last step: every `Text` ({zh, en}) in an answer becomes a string in the
 * reader's language. Keys and fixed values never change with the language (output.md).
 */
import { pick, type Lang, type Text } from '../i18n/text.js';
import type { Localized } from './types.js';

function isText(value: object): value is Text {
  const v = value as Partial<Text>;
  if (typeof v.zh !== 'string' || typeof v.en !== 'string') return false;
  // A Text has exactly these two keys (an object that merely carries zh/en among others is walked).
  let keys = 0;
  for (const _ in value) keys++;
  return keys === 2;
}

export function localize<T>(value: T, lang: Lang): Localized<T> {
  return walk(value, lang) as Localized<T>;
}

// Called on every answer of every surface: plain loops, no intermediate arrays.
//
// Issue 10: copy on change. Most of an answer holds no Text (card refs, rule ids, events, numbers), and the old walk rebuilt
// every object key by key (an empty literal grown one property at a time: a new hidden class per step) — ~2% of a 20-link
// chain. Now a part with no Text inside is returned as it is, and a part that holds one is copied whole once (a spread keeps
// the object's shape) before its changed keys are written. The result reads the same (same keys in the same order, same
// values); it only shares the unchanged parts with the engine's answer, which nothing changes after it is made (the answer is
// built fresh for every input, and every surface reads the localized answer without writing to it).
function walk(value: unknown, lang: Lang): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const w = walk(v, lang);
      if (w !== v) (out ??= value.slice())[i] = w;
    }
    return out ?? value;
  }
  if (isText(value)) return pick(value, lang);
  let out: Record<string, unknown> | null = null;
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    const w = walk(v, lang);
    if (w !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = w;
  }
  return out ?? value;
}
