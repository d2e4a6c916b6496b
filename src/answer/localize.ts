/**
 * The answer stage's last step: every `Text` ({zh, en}) in an answer becomes a string in the
 * reader's language. Keys and fixed values never change with the language (output.md).
 */
import { pick, type Lang, type Text } from '../i18n/text.js';
import type { Localized } from './types.js';

function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Text).zh === 'string' && typeof (value as Text).en === 'string';
}

export function localize<T>(value: T, lang: Lang): Localized<T> {
  return walk(value, lang) as Localized<T>;
}

function walk(value: unknown, lang: Lang): unknown {
  if (isText(value)) return pick(value, lang);
  if (Array.isArray(value)) return value.map((v) => walk(v, lang));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, lang);
    return out;
  }
  return value;
}
