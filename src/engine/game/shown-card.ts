/**
 * CH-SHOWN-CARD-NOTE: a card a resolving link shows (「自己的额外卡组1只融合怪兽给双方确认」「把额外卡组1只融合怪兽给对方观看」) is chosen by its
 * player as it resolves; the user names it with a note, `[确认 X]`. The answer then names the shown card, and a later step on 「那只怪兽决定的
 * 融合素材怪兽」 (CMP-SHOWN-FUSION-MATERIALS) moves the materials that card states. With no note, which card was shown is not known:
 * the answer says so and names no card for it.
 */
import type { Action } from '../../cards/facts.js';
import type { NoteFact } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { canonical } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { countMovedBy } from './identity.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Text } from '../../i18n/text.js';

type ShownNote = Extract<NoteFact, { kind: 'chosen' }>;

/** The link's `[确认 X]` note, bound (the first: a step shows one card). */
function shownNote(link: LinkState): ShownNote | undefined {
  return link.directives.find((x): x is ShownNote => x.kind === 'chosen' && x.action === 'look');
}

/** Does the link name the card it shows? */
export const namesShownCard = (link: LinkState): boolean => shownNote(link) !== undefined;

/**
 * The look step with the shown card named: said, when it is a card the step can show (its filter: 「自己的额外卡组1只融合怪兽」); one it
 * cannot (not a Fusion Monster, not in that Extra Deck) is warned about and not taken as shown.
 */
export function showNamed(state: EngineState, link: LinkState, a: Action): { done: boolean; text: Text | null } {
  const c = shownCard(state, link, a);
  link.rules.push(R.SHOWN_CARD_NOTE);
  const note = shownNote(link)!;
  if (!c) {
    notFit(state, link, note);
    return { done: false, text: null };
  }
  return { done: true, text: say({ rule: R.SHOWN_CARD_NOTE, params: { variant: a.toOpponent ? 'shown-opponent' : 'shown', card: c.card.name } }) };
}

/**
 * A look of its own Extra Deck with no note, whose shown card no later step reads (what it lends — a name, a Type,
 * an Attribute — is used after, as a material's name or a target's Type): which card was shown is not known, and said. (A step that reads it says so itself.)
 */
export function shownUnnamed(state: EngineState, link: LinkState, a: Action): void {
  if (typeof a.what !== 'object' || a.what.filter.place !== 'extra' || a.what.filter.side !== 'self') return;
  const steps = [...(link.effect?.cost ?? []), ...(link.effect?.does ?? [])];
  if (steps.some((x) => x.materialsOfShown || x.nameOfShown || x.typeOfShown)) return;
  link.rules.push(R.SHOWN_CARD_NOTE);
  pushOnce(state.assumptions, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'unknown-look', name: link.name, opponent: a.toOpponent ? 1 : 0 } }));
}

/** The note names a card the look cannot show: warned about, and not taken. */
function notFit(state: EngineState, link: LinkState, note: ShownNote): void {
  const named = state.board.cards[canonical(state.board, note.card)];
  pushOnce(state.warnings, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'not-fit', name: link.name, card: named?.card.name ?? note.card } }));
}

/** The card the link's note names as shown, when the look step `a` can show it (null: none named, or one it cannot show). */
function shownCard(state: EngineState, link: LinkState, a: Action | undefined): BoardCard | null {
  const note = shownNote(link);
  if (!note) return null;
  const c = state.board.cards[canonical(state.board, note.card)];
  if (!c) return null;
  // (The look is a step, or the cost paid to activate: 「…给对方观看才能发动」.)
  const look = a ?? link.effect?.does.find((x) => x.do === 'look') ?? link.effect?.cost?.find((x) => x.do === 'look');
  if (!look || typeof look.what !== 'object') return c;
  return matchesFilter(look.what.filter, c, onBoard(state.board, link.ref, link.controller)) ? c : null;
}

/**
 * CH-SHOWN-CARD-NOTE: a part of the effect lasting the turn that speaks of 「给人观看的怪兽」 (「可以作为那只给人观看的怪兽的同名卡来成为
 * 融合素材」, 「当作和给人观看的怪兽相同的卡名·种族·属性的素材使用」) names, once the link named it, the monster shown: its name,
 * Type and Attribute are what the part lends. null: the part does not speak of it, or none is named (the look's assumption says so).
 */
export function shownInPart(state: EngineState, link: LinkState, text: string): Text | null {
  if (!text.includes('给人观看的怪兽')) return null;
  const c = shownCard(state, link, undefined);
  if (!c) return null;
  link.rules.push(R.SHOWN_CARD_NOTE);
  return say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'in-part', card: c.card.name, race: c.card.race ?? '', attribute: c.card.attribute ?? '' } });
}

/**
 * CH-TYPE-OF-SHOWN: the monster the link showed, for a step that takes its Type or Attribute (「…的种族·属性…变成和给人观看的怪兽相同」). null when none is named (said
 * in the assumptions: what the step changes them to is not known) or the note names one the look cannot show (warned about).
 */
export function shownForType(state: EngineState, link: LinkState): BoardCard | null {
  link.rules.push(R.TYPE_OF_SHOWN);
  const note = shownNote(link);
  const c = shownCard(state, link, undefined);
  if (note && !c) notFit(state, link, note);
  if (!note) pushOnce(state.assumptions, say({ rule: R.TYPE_OF_SHOWN, params: { variant: 'unknown', name: link.name } }));
  return c;
}

/**
 * CMP-SHOWN-FUSION-MATERIALS: the step on the shown monster's materials, made concrete — a pick of that many monsters of those names (when
 * its line names every material), with the words that lead the answer's clause; with no shown card known, the materials are not known:
 * said in the assumptions, and the step moves unnamed cards of its Deck (no name is guessed).
 */
export function materialsOfShown(state: EngineState, link: LinkState, a: Action): { a: Action; lead: Text } {
  link.rules.push(R.SHOWN_CARD_NOTE);
  const note = shownNote(link);
  const c = shownCard(state, link, undefined);
  const what = typeof a.what === 'object' ? a.what : { filter: { kind: 'monster' as const }, scope: 'choose' as const };
  // (A card the look cannot show — not of the Type or Attribute its filter asks — is warned about here too when the look was the cost.)
  if (note && !c) notFit(state, link, note);
  if (a.materialsOfShown === 'named') return namedMaterialOfShown(state, link, a, what, c ? note : undefined, c);
  if (!c || !note?.parts) {
    pushOnce(state.assumptions, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: c ? 'no-line' : 'unknown', name: link.name, card: c?.card.name ?? '' } }));
    return { a, lead: say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'lead-unknown' } }) };
  }
  const lead = say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'lead', card: c.card.name, parts: note.parts.join('＋') } });
  if (!note.names) return { a, lead };
  return { a: { ...a, what: { ...what, count: note.names.length, filter: { ...what.filter, names: [...new Set(note.names)] } } }, lead };
}

/**
 * CMP-SHOWN-FUSION-MATERIALS 'named': 「那只怪兽有卡名记述的1只融合素材怪兽」 (the cards: ../../cards/compile/shown-materials.ts) — the pick, of the step's own
 * count, is among the card names the shown monster's line names; a line that names none leaves nothing to pick. No shown card known: said,
 * and the step takes unnamed cards.
 */
function namedMaterialOfShown(state: EngineState, link: LinkState, a: Action, what: Exclude<Action['what'], string | undefined>, note: ShownNote | undefined, c: BoardCard | null): { a: Action; lead: Text } {
  if (!c || !note) {
    pushOnce(state.assumptions, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'unknown-named', name: link.name } }));
    return { a, lead: say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'lead-unknown-named' } }) };
  }
  const named = note.named ?? [];
  const lead = say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'lead-named', card: c.card.name, parts: named.map((n) => `「${n}」`).join('') } });
  if (!named.length) pushOnce(state.assumptions, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'none-named', name: link.name, card: c.card.name } }));
  // (No name on its line: an empty list of names, which no card fits — nothing is taken.)
  return { a: { ...a, what: { ...what, filter: { ...what.filter, names: named }, ...movedCount(state, link, a) } }, lead };
}

/**
 * CH-COUNT-MOVED: 「选除外的怪兽数量的…融合素材怪兽特殊召唤」 — as many materials as the cost moved that way, counted as they moved.
 * The cards it moved not written (no `[cost:除外 X]`): how many is not known — said, and the step's own count stands.
 */
function movedCount(state: EngineState, link: LinkState, a: Action): { count?: number } {
  if (!a.countFrom) return {};
  link.rules.push(R.COUNT_MOVED);
  const n = countMovedBy(state, link, a.countFrom.by) + a.countFrom.plus;
  pushOnce(state.assumptions, say({ rule: R.COUNT_MOVED, params: { variant: n > 0 ? 'known' : 'unknown', name: link.name, n, how: a.countFrom.by } }));
  return n > 0 ? { count: n } : {};
}

/**
 * CH-SHOWN-CARD-NOTE: 「把对方的额外卡组确认，有选的卡的同名卡的场合，那些对方的同名卡全部除外」 (`nameOfShown`) — the step takes only
 * the cards of the name of the card this link showed. Not written (or one the look cannot show): which name is not known — said, and
 * no card is moved (an empty list of names fits none; the opponent's whole Extra Deck is never guessed).
 */
export function nameOfShownNow(state: EngineState, link: LinkState, a: Action): Action {
  link.rules.push(R.SHOWN_CARD_NOTE);
  const c = shownCard(state, link, undefined);
  if (!c) pushOnce(state.assumptions, say({ rule: R.SHOWN_CARD_NOTE, params: { variant: 'unknown-name', name: link.name } }));
  if (typeof a.what !== 'object') return a;
  return { ...a, what: { ...a.what, filter: { ...a.what.filter, names: c ? [c.card.name] : [] } } };
}

/**
 * CH-SHOWN-BY-EARLIER: 「把1只和这张卡的①的效果确认的怪兽同名的融合怪兽…融合召唤」 — the monster that effect of this card showed
 * when it resolved in a chain played before (`… [确认 X] 然后 …`, kept on its history entry): the pick takes that name. Not in the history
 * (written `本回合:`, or shown with no note): said in the assumptions, and the pick is not narrowed — no name is guessed.
 */
export function nameOfShownEarlier(state: EngineState, link: LinkState, a: Action): Action {
  link.rules.push(R.SHOWN_BY_EARLIER);
  const mine = (state.scenario.history ?? []).filter((h) => h.kind === 'activation' && h.player === link.controller && h.card.name === link.card.name && h.effect === a.nameOfShownBy && !h.negated);
  const h = mine.filter((x) => x.sameAs === link.ref).at(-1) ?? mine.at(-1);
  const n = '①②③④⑤⑥⑦⑧⑨⑩'.charAt((a.nameOfShownBy ?? 1) - 1);
  if (!h?.shown || typeof a.what !== 'object') {
    pushOnce(state.assumptions, say({ rule: R.SHOWN_BY_EARLIER, params: { variant: 'unknown', name: link.name, n } }));
    return a;
  }
  pushOnce(state.assumptions, say({ rule: R.SHOWN_BY_EARLIER, params: { variant: 'known', name: link.name, n, card: h.shown } }));
  return { ...a, what: { ...a.what, filter: { ...a.what.filter, names: [h.shown] } } };
}
