/**
 * The pipeline: the one place that composes the stages. Every surface (command line, Discord
 * gateway, HTTP endpoint, tests, bench) asks a `Judge`, so nothing computes a ruling twice.
 *
 *   text → notation (syntax tree) → scenario (cards bound) → engine (rules) → answer → localize
 */
import { t, type Lang, type Text } from './i18n/text.js';
import type { Player } from './cards/facts.js';
import type { Catalog, CatalogOptions } from './cards/catalog.js';
import { loadCatalog } from './cards/load.js';
import { caretAt, discordMention, parseNotation } from './notation/index.js';
import { bind } from './scenario/bind.js';
import type { HistoryFact } from './scenario/types.js';
import { judgeScenario } from './engine/index.js';
import { cardAnswer } from './answer/card.js';
import { phaseAnswer } from './answer/phase.js';
import { phaseChoices } from './rules/index.js';
import { localize } from './answer/localize.js';
import type { CardAnswer, ChainAnswer, DeckAnswer, ErrorAnswer, ErrorKind, Localized, PhaseAnswer, TurnAnswer } from './answer/types.js';
import { readFileSync } from 'node:fs';
import { currentOcgList, limitStatus, parseLflist, type LimitList } from './cards/import/lflist.js';
import { parseDeck } from './deck/parse.js';
import { checkDeck } from './deck/check.js';
import { missingEnglishNote, referencedCards, withEnglishNames } from './answer/english.js';
import type { Card } from './cards/facts.js';

export interface ChainOptions {
  lang: Lang;
  /** Whose turn it is when the situation block does not say. */
  turn?: Player | undefined;
}

export interface Judge {
  readonly catalog: Catalog;
  /** A ruling on a chain or an action, in one language. */
  chain(input: string, options: ChainOptions): ChainAnswer | ErrorAnswer;
  /** The same ruling with words in both languages (`Text`), for surfaces that switch language. */
  chainWords(input: string, options?: { turn?: Player | undefined }): ChainAnswer<Text> | ErrorAnswer<Text>;
  card(name: string, options: { lang: Lang }): Localized<CardAnswer<Text>> | ErrorAnswer;
  phase(name: string | null, options: { lang: Lang }): PhaseAnswer | TurnAnswer | ErrorAnswer;
  /** Autocomplete: card names for what is typed so far. */
  suggestCards(prefix: string, limit: number): string[];
  /** Autocomplete: phase and concept names. */
  suggestPhases(prefix: string, limit: number): string[];
  /** The OCG limit list in force (from `lflist`), or null when none is loaded. */
  readonly limitList: LimitList | null;
  /** A deck (.ydk text or ydke://) checked against the limit list and the deck rules. */
  deck(input: string, options: { lang: Lang }): DeckAnswer | ErrorAnswer;
}

export interface JudgeOptions extends CatalogOptions {
  /** A YGOPro lflist.conf (env LFLIST; `npm run cards:update` downloads data/lflist.conf). */
  lflist?: string | null;
}

/** The current OCG list of an lflist.conf file; a missing or unreadable file is no list, said by the answers. */
export function loadLimitList(path: string | null | undefined): LimitList | null {
  if (!path) return null;
  try {
    return currentOcgList(parseLflist(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/** Longest card or phase name we look up; longer input is an error, not a search. */
export const MAX_NAME_LENGTH = 200;

export function createJudge(options: JudgeOptions = {}): Judge {
  const catalog = loadCatalog(options);
  const limitList = loadLimitList(options.lflist);

  function chainWords(input: string, opts: { turn?: Player | undefined } = {}): ChainAnswer<Text> | ErrorAnswer<Text> {
    return rule(input, opts).answer;
  }

  /**
   * The ruling, and the card instances it is about (for English names: their cards are read only for an English answer — issue 10,
   * a list made for every chain and read for few). Nothing changes the instances once the ruling is made.
   */
  function rule(input: string, opts: { turn?: Player | undefined }): { answer: ChainAnswer<Text> | ErrorAnswer<Text>; about: readonly { card: Card }[] } {
    const only = (answer: ChainAnswer<Text> | ErrorAnswer<Text>) => ({ answer, about: [] as { card: Card }[] });
    try {
      const parsed = parseNotation(input);
      if (!parsed.ok) {
        const e = parsed.error;
        // The expected items in both languages, so a Chinese answer lists them in Chinese.
        return only(errorAnswer(e.kind, e.message, e.offset, e.expectedText ?? e.expected.map((x) => t(x, x)), [], e.caret || null));
      }
      const bound = bind(parsed.tree, catalog, { turn: opts.turn });
      if (!bound.ok) {
        const e = bound.error;
        // (The cards it named: an English error says their English names, as an English answer does.)
        return { answer: errorAnswer(e.kind, e.message, e.offset, [], e.suggestions, caretAt(input, e.offset) || null), about: (e.cards ?? []).map((card) => ({ card })) };
      }
      // (The Xyz Materials a situation card lists are cards the answer may name too: sent to the GY with it, detached, offered in the window.)
      const materials = bound.scenario.instances.flatMap((i) => (i.materials ?? []).map((card) => ({ card })));
      return { answer: judgeScenario(bound.scenario), about: [...bound.scenario.instances, ...materials, ...historyCards(bound.scenario.history ?? [])] };
    } catch (err) {
      return only(internalError(err));
    }
  }

  /**
   * The cards an answer names that the scenario does not hold (a Token an effect made: 「原始生命态衍生物」 was left in Chinese though
   * the catalog knows "Primal Being Token"): found by passcode, or by exact name for one the engine made without one.
   */
  function unlistedCards(answer: unknown, about: readonly { card: Card }[]): Card[] {
    const known = new Set(about.map((i) => i.card.name));
    const out: Card[] = [];
    for (const ref of referencedCards(answer)) {
      if (known.has(ref.name)) continue;
      known.add(ref.name);
      const byId = ref.id !== null ? catalog.byId(ref.id) : undefined;
      const found = byId ?? (() => {
        const r = catalog.resolve(ref.name);
        return r.ok && (r.matchedBy === 'exact' || r.matchedBy === 'normalised') ? r.card : undefined;
      })();
      if (found) out.push(found);
    }
    return out;
  }

  return {
    catalog,
    limitList,
    deck(input, opts) {
      try {
        const parsed = parseDeck(input);
        if (!parsed.ok) return localize(errorAnswer('invalid', parsed.message, null, [], [], null), opts.lang);
        const answer = localize(checkDeck(parsed.deck, catalog, limitList), opts.lang) as DeckAnswer;
        // A note for one language only (no English names known) is empty in the other.
        return { ...answer, notes: answer.notes.filter((n) => n !== '') };
      } catch (err) {
        return localize(internalError(err), opts.lang);
      }
    },
    chainWords,
    chain(input, opts) {
      const { answer, about } = rule(input, { turn: opts.turn });
      const localized = localize(answer, opts.lang) as ChainAnswer | ErrorAnswer;
      if (opts.lang !== 'en') return localized;
      // An English error names the cards it read in English (the caret line quotes the input as written).
      if (!localized.ok) return about.length ? { ...localized, error: { ...localized.error, message: withEnglishNames(localized.error.message, about.map((i) => i.card)).value } } : localized;
      // English answers name cards in English; where none is known, say so once.
      const renamed = withEnglishNames(localized, [...about.map((i) => i.card), ...unlistedCards(localized, about)]);
      const note = missingEnglishNote(renamed.missing, renamed.missingArchetypes);
      return note ? { ...renamed.value, assumptions: [...renamed.value.assumptions, note] } : renamed.value;
    },
    card(name, opts) {
      try {
        const query = name.trim();
        if (query.length === 0 || query.length > MAX_NAME_LENGTH) {
          return localize(
            errorAnswer(
              query.length === 0 ? 'invalid' : 'too-long',
              query.length === 0
                ? t('请写一个卡名或卡密，例如：/card 灰流丽', 'Give a card name or passcode, e.g. /card Ash Blossom')
                : t(`卡名太长（最多 ${MAX_NAME_LENGTH} 字）。`, `That name is too long (at most ${MAX_NAME_LENGTH} characters).`),
              null,
              [],
              [],
              null,
            ),
            opts.lang,
          );
        }
        // `/card <@123>`: a mention is said to be one, not fuzzy-matched to a card (「D3」), as in a chain.
        const mention = discordMention(query);
        if (mention) return localize(errorAnswer('invalid', mention.message, null, [], [], null), opts.lang);
        const resolution = /^\d{5,8}$/.test(query) ? catalog.resolvePasscode(Number(query)) : catalog.resolve(query);
        if (!resolution.ok) return localize(errorAnswer(resolution.kind, resolution.message, null, [], resolution.suggestions, null), opts.lang);
        const answer = cardAnswer(resolution.card, resolution.matchedBy, resolution.assumption);
        if (limitList) answer.limit = { status: limitStatus(limitList, resolution.card.id), list: limitList.name, date: limitList.date };
        if (!resolution.card.names.en) answer.notes.push(t('', 'No English name is known for this card; it is shown by its Chinese name.'));
        const localized = localize(answer, opts.lang);
        return { ...localized, notes: localized.notes.filter((n) => n !== '') };
      } catch (err) {
        return localize(internalError(err), opts.lang);
      }
    },
    phase(name, opts) {
      try {
        if (name !== null && name.length > MAX_NAME_LENGTH) {
          return localize(errorAnswer('too-long', t('名称太长。', 'That name is too long.'), null, [], [], null), opts.lang);
        }
        return localize(phaseAnswer(name === null || name.trim() === '' ? null : name), opts.lang) as PhaseAnswer | TurnAnswer | ErrorAnswer;
      } catch (err) {
        return localize(internalError(err), opts.lang);
      }
    },
    suggestCards(prefix, limit) {
      // Typed in Latin letters: offer the English names (they resolve like the Chinese ones).
      const latin = /^[\x00-\x7f]+$/.test(prefix);
      return catalog.suggest(prefix.slice(0, MAX_NAME_LENGTH), limit).map((c) => (latin && c.names.en ? c.names.en : c.name));
    },
    suggestPhases(prefix, limit) {
      return phaseChoices(prefix.slice(0, MAX_NAME_LENGTH), limit).map((c) => c.value);
    },
  };
}

function errorAnswer(
  kind: ErrorKind,
  message: Text,
  offset: number | null,
  expected: Text[],
  suggestions: string[],
  caret: string | null,
): ErrorAnswer<Text> {
  return { ok: false, error: { kind, message, offset, expected, suggestions, caret } };
}

/** A bug of ours must never crash a surface or show a stack trace: say so plainly. */
function internalError(err: unknown): ErrorAnswer<Text> {
  if (process.env.OCG_JUDGE_DEBUG) console.error(err);
  return errorAnswer(
    'invalid',
    t('这个输入让裁定引擎出错了（这是我们的问题）。请换一种写法，或报告给开发者。', 'The ruling engine failed on this input (our fault). Try writing it another way, or report it.'),
    null,
    [],
    [],
    null,
  );
}

/**
 * The cards the turn's history names (`本回合:A:X(召唤)`, `(由Y)`, `(对象:Z)`): not instances on the board, but the answer names them
 * (「这个回合已经通常召唤过（X）」), so an English answer needs their English names too.
 */
function historyCards(history: readonly HistoryFact[]): { card: Card }[] {
  return history.flatMap((h) => [h.card, ...(h.by ? [h.by] : []), ...(h.about ?? [])].map((card) => ({ card })));
}
