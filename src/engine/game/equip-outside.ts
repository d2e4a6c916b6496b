// CH-EQUIP-FROM-OUTSIDE (rules reference docs/c03/装备卡.rst:70–89): an effect that equips cards it takes from the hand, Deck or GY
// (「从手卡·墓地选1只…当作装备卡使用给这张卡装备」「从卡组选1张…装备魔法卡给这张卡装备」「…给这张卡的装备怪兽…装备」「作为对象的卡给这张卡装备」).
import type { Action, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { emit } from './events.js';
import { isField, moveCard } from './board.js';
import { equipTo } from './equip.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { cardName, list } from '../phrases/words.js';
import type { Text } from '../../i18n/text.js';

/** Does this equip step take its cards from outside the field, to equip them to a monster the step names (not to its targets)? */
export function equipsFromOutside(a: Action, cards: readonly BoardCard[]): boolean {
  if (a.do !== 'equip' || a.to === 'spell' || a.what === 'self' || !cards.length || cards.some((c) => c.zone === null || isField(c.zone))) return false;
  // 「给这张卡装备」 (onto: 'self'), or cards picked from a zone the step names (「从卡组选…给这张卡的装备怪兽…装备」).
  return a.onto === 'self' || a.onto === 'targets' || (typeof a.what === 'object' && a.from !== undefined);
}

/**
 * Free Spell & Trap Zones of a player (a Field Spell is in its own zone), judged only when the situation lists that field
 * (CH-EQUIP-NO-ZONE); null: not judged.
 */
function freeSpellZones(state: EngineState, player: Player): number | null {
  if (!state.knownZones.has(`${player}:field`)) return null;
  let used = 0;
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.zone === 'spell' && c.controller === player && !c.card.type.subtypes.includes('field')) used++;
  }
  return Math.max(0, 5 - used);
}

const names = (cards: readonly BoardCard[]): Text => list(cards.map((c) => cardName(c.card)));

/**
 * The monster the cards go to: this card (「给这张卡装备」), or the monster this Equip Card is equipped to (「给这张卡的装备
 * 怪兽…装备」); it must be face-up in a Monster Zone — whoever controls it now (the cards still go to the effect's player's
 * Spell & Trap Zones). With no free zone nothing applies and no card is taken; with fewer free zones than cards, as many as fit
 * are equipped and the rest stay where they are (CH-EQUIP-NO-ZONE).
 */
export function equipFromOutside(state: EngineState, link: LinkState, a: Action, cards: readonly BoardCard[], me: Player, thenStep: boolean, targets: readonly string[] = []): { done: boolean; text: Text | null } {
  const board = state.board;
  const self = board.cards[link.ref];
  // 「从卡组选…的1只…同盟怪兽给那只怪兽装备」 (onto: 'targets'): the effect's target.
  const holder = a.onto === 'targets' ? board.cards[targets[0] ?? ''] : a.onto === 'self' ? self : self?.equippedTo ? board.cards[self.equippedTo] : undefined;
  if (!holder || holder.zone !== 'monster' || !holder.faceUp) return { done: false, text: null };
  // CH-EQUIP-OWN-MONSTER (rules reference docs/c03/装备卡.rst:72–78): a Union Monster equips only a monster its controller controls —
  // the opponent took the target in the chain, so none is picked and nothing applies.
  if (a.onto === 'targets' && holder.controller !== me && cards.some((c) => c.card.type.subtypes.includes('union'))) {
    link.rules.push(R.EQUIP_OWN_MONSTER);
    return { done: false, text: say({ rule: R.EQUIP_FROM_OUTSIDE, params: { variant: 'taken', cards: names(cards), to: names([holder]) } }) };
  }
  link.rules.push(R.EQUIP_FROM_OUTSIDE);
  const free = freeSpellZones(state, me);
  const fit = free === null ? cards : cards.slice(0, free);
  if (fit.length < cards.length) link.rules.push(R.EQUIP_NO_ZONE);
  if (!fit.length) return { done: false, text: say({ rule: R.EQUIP_FROM_OUTSIDE, params: { variant: 'no-zone', cards: names(cards), to: names([holder]) } }) };
  for (const c of fit) {
    const from = c.zone!;
    moveCard(board, c, 'spell');
    c.controller = me;
    emit(state, { type: 'equipped', cards: [c.ref], link: link.n, by: me, cause: 'effect', from: [from], to: ['spell'], thenStep });
    equipTo(c, holder, link.n, board);
  }
  return { done: true, text: say({ rule: R.EQUIP_FROM_OUTSIDE, params: { variant: fit.length < cards.length ? 'some' : 'all', cards: names(fit), to: names([holder]) } }) };
}
