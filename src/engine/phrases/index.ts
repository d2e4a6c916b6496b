/**
 * The phrasebook: rule id + params → words (zh-CN, en). The engine's logic returns `{ rule, params }`
 * (a check that failed, an assumption it made); the sentences live here, so the engine's modules hold
 * logic and a test can assert the rule and its params rather than the wording. Shared words (links,
 * zones, events) are in ./words.ts.
 */
import type { Text } from '../../i18n/text.js';
import { LEGALITY } from './legality.js';
import { RESOLUTION } from './resolution.js';
import { ACTIVATION } from './activation.js';
import { WINDOW } from './window.js';
import { ACTIONS } from './actions.js';
import { APPLIES } from './applies.js';
import { STATS } from './stats.js';
import { END_PHASE } from './end-phase.js';
import { LEVELS } from './levels.js';

/** The facts a sentence is made from: names as `Text`, counts, zones, the card facts involved. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each phrase reads its own params
export type Params = Record<string, any>;

/** What the engine decided, before it is put into words. */
export interface Phrase {
  rule: string;
  params: Params;
}

export type PhraseBook = Record<string, (params: Params) => Text>;

/** One book of every area's phrases; a rule has one entry (its variants inside), so a key is never defined twice. */
const BOOK: PhraseBook = merge([LEGALITY, RESOLUTION, ACTIVATION, WINDOW, ACTIONS, APPLIES, STATS, END_PHASE, LEVELS]);

function merge(books: PhraseBook[]): PhraseBook {
  const out: PhraseBook = {};
  for (const book of books) {
    for (const [key, words] of Object.entries(book)) {
      if (out[key]) throw new Error(`phrase ${key} is defined twice`);
      out[key] = words;
    }
  }
  return out;
}

/** The words for a decision. Every rule a check can return has a phrase (test/engine/phrases.test.ts). */
export function say(phrase: Phrase): Text {
  const words = BOOK[phrase.rule];
  if (!words) throw new Error(`no phrase for rule ${phrase.rule}`);
  return words(phrase.params);
}

/** The rule ids that have words. */
export function phrased(): string[] {
  return Object.keys(BOOK);
}
