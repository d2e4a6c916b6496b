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
function walk(value: unknown, lang: Lang): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = walk(value[i], lang);
    return out;
  }
  if (isText(value)) return pick(value, lang);
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = walk((value as Record<string, unknown>)[k], lang);
  return out;
}
