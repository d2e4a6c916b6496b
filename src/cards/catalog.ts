/**
 * The card catalog: every card the engine may be asked about, behind one interface.
 *
 * Three layers, in order of trust: the curated set (./curated, hand-written facts), a YGOPro
 * `cards.cdb` import (./import) whose effects are inferred from the card text (./infer), and the
 * official-name table for aliases. Curated facts always win. Implemented by ./load.ts.
 */
import type { Text } from '../i18n/text.js';
import type { Card } from './facts.js';

export type MatchedBy = 'exact' | 'normalised' | 'traditional' | 'alias' | 'passcode' | 'fuzzy';

export type Resolution =
  | {
      ok: true;
      card: Card;
      matchedBy: MatchedBy;
      /** Set when the match was not exact enough to state silently (fuzzy, alias): said in `assumptions`. */
      assumption: Text | null;
    }
  | {
      ok: false;
      kind: 'unknown-card' | 'ambiguous-card';
      /** unknown: the 5 closest names; ambiguous: the candidates. */
      suggestions: string[];
      message: Text;
    };

export interface Catalog {
  /** How many cards it knows. */
  readonly size: number;
  byId(id: number): Card | undefined;
  /** One function for the parser's card references, /card and autocomplete's final pick. */
  resolve(name: string): Resolution;
  resolvePasscode(id: number): Resolution;
  /** Autocomplete: up to `limit` cards for what is typed so far, best first; fast (from memory). */
  suggest(prefix: string, limit: number): Card[];
}

export interface CatalogOptions {
  /** A YGOPro cards.cdb (env CARDS_DB). */
  cardsDb?: string | null;
  /** The official-name table cards-zh-aliases.sqlite (env CARDS_ALIASES). */
  aliasesDb?: string | null;
  /** The English YGOPro cards.cdb (env CARDS_EN_DB): English names by passcode. */
  enCardsDb?: string | null;
}
