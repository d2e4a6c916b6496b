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
import { caretAt, parseNotation } from './notation/index.js';
import { bind } from './scenario/bind.js';
import { judgeScenario } from './engine/index.js';
import { cardAnswer } from './answer/card.js';
import { phaseAnswer } from './answer/phase.js';
import { phaseChoices } from './rules/index.js';
import { localize } from './answer/localize.js';
import type { CardAnswer, ChainAnswer, ErrorAnswer, ErrorKind, Localized, PhaseAnswer, TurnAnswer } from './answer/types.js';

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
}

/** Longest card or phase name we look up; longer input is an error, not a search. */
export const MAX_NAME_LENGTH = 200;

export function createJudge(options: CatalogOptions = {}): Judge {
  const catalog = loadCatalog(options);

  function chainWords(input: string, opts: { turn?: Player | undefined } = {}): ChainAnswer<Text> | ErrorAnswer<Text> {
    try {
      const parsed = parseNotation(input);
      if (!parsed.ok) {
        const e = parsed.error;
        return errorAnswer(e.kind, e.message, e.offset, e.expected, [], e.caret || null);
      }
      const bound = bind(parsed.tree, catalog, { turn: opts.turn });
      if (!bound.ok) {
        const e = bound.error;
        return errorAnswer(e.kind, e.message, e.offset, [], e.suggestions, caretAt(input, e.offset) || null);
      }
      return judgeScenario(bound.scenario);
    } catch (err) {
      return internalError(err);
    }
  }

  return {
    catalog,
    chainWords,
    chain(input, opts) {
      return localize(chainWords(input, { turn: opts.turn }), opts.lang) as ChainAnswer | ErrorAnswer;
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
        const resolution = /^\d{5,8}$/.test(query) ? catalog.resolvePasscode(Number(query)) : catalog.resolve(query);
        if (!resolution.ok) return localize(errorAnswer(resolution.kind, resolution.message, null, [], resolution.suggestions, null), opts.lang);
        return localize(cardAnswer(resolution.card, resolution.matchedBy, resolution.assumption), opts.lang);
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
      return catalog.suggest(prefix.slice(0, MAX_NAME_LENGTH), limit).map((c) => c.name);
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
  expected: string[],
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
