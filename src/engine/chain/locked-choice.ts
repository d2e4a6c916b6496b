/**
 * CH-CANNOT-USE-CHOICE (rules reference docs/c04/不能使用.rst:51–65): a card that cannot be used (不能使用) cannot appear on the
 * field — so an effect that chooses a card from the hand, the Deck, the GY or banishment and brings it onto the field (Special
 * Summons, equips, Sets or activates it, or attaches it as Xyz Material) cannot choose a locked one; one whose every possible choice in the places the situation lists is locked
 * cannot be activated. A card already on the field is not brought there and stays a choice; a mandatory effect is still activated
 * (its step takes nothing). Judged only when the situation lists the places it chooses from and lists a locked card among them:
 * places not listed may hold another card.
 */
import type { Action, CardFilter, Place, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { asArray, matchesFilter, onBoard, zonesKnownAt } from '../game/match.js';
import { firstStep } from '../game/undergo.js';
import { stateView } from '../game/state.js';
import { isField } from '../game/board.js';
import { R } from '../rule-ids.js';

/** Actions that put the card they choose onto the field. */
const BRINGS = new Set<Action['do']>(['special-summon', 'equip', 'set']);
const OFF_FIELD = new Set<Place>(['hand', 'deck', 'gy', 'banished', 'extra']);

/**
 * The cards the step could choose, and whether the places it chooses from are all listed. A card on the field is already
 * there: a locked one stays a choice (an Xyz Material attached from the field, docs/c04/不能使用.rst:61–67).
 */
function choices(j: Judging, a: Action, filter: CardFilter): { cards: BoardCard[]; usable: BoardCard[]; known: boolean } | null {
  // Where it takes the card from: its own `from`, else the filter's place (「从卡组」 read as the filter's place too).
  const all = asArray<Place>(a.from ?? filter.place ?? []);
  if (!all.some((p) => OFF_FIELD.has(p))) return null;
  // An effect that Special Summons, equips or Sets a card takes it from off the field (a field place in its filter is where it goes).
  const places: Place[] = a.do === 'attach' ? [...all] : all.filter((p) => OFF_FIELD.has(p));
  const side = filter.side ?? 'self';
  const ctx = onBoard(j.board, j.link.ref, j.me);
  const me: Player = j.me;
  const f: CardFilter = { ...filter, side, place: places };
  const cards = Object.values(j.board.cards).filter((c) => c.ref !== j.link.ref && !j.link.targets.includes(c.ref) && matchesFilter(f, c, ctx));
  const usable = cards.filter((c) => isField(c.zone) || !c.states.includes('cannot-use'));
  return { cards, usable, known: zonesKnownAt(stateView(j.state), side, places, me) };
}

function anyLockedOffField(j: Judging): boolean {
  for (const k in j.board.cards) {
    const c = j.board.cards[k]!;
    if (!isField(c.zone) && c.states.includes('cannot-use')) return true;
  }
  return false;
}

export function lockedChoice(j: Judging): Phrase | null {
  const { e } = j;
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure') return null;
  // Only a card off the field that cannot be used can leave a step no usable choice (issue 10: the choices were
  // gathered for every link, board-wide; most boards have no such card, and then nothing here can fail).
  if (!anyLockedOffField(j)) return null;
  // An effect that opens with a step it may do (「可以从卡组选1张…盖放」, an optional trigger's wording) is activated for that step.
  const opening = e.does[0]?.optional ? [e.does[0]] : [];
  for (const a of [...opening, ...firstStep(e.does)]) {
    // A card it activates as it resolves (「从卡组选1张…发动」) is placed on the field too.
    if ((!BRINGS.has(a.do) && !a.activatesCard && a.do !== 'attach') || !a.what || typeof a.what !== 'object') continue;
    const found = choices(j, a, a.what.filter);
    if (!found || !found.known || found.cards.length === 0) continue;
    if (found.usable.length === 0) {
      j.rules.push(R.CANNOT_USE_CHOICE);
      return { rule: R.CANNOT_USE_CHOICE, params: { cards: [...new Set(found.cards.map((c) => c.card.name))], action: a.do } };
    }
  }
  return null;
}
