/**
 * CH-LEAVES-APPLIES (issue 16; rules reference docs/c03/特定效果的处理方法.rst:649–661): a card's own standing rule that applies
 * as it leaves the field face-up — 「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过」 (the `leavesSkip` fact). It is
 * never activated (无种类效果): it applies at the moment the card leaves — returned to the Deck or banished face-down as well as
 * destroyed — even while the card's effects are negated, and from the Spell & Trap Zone too (a monster card used as an Equip
 * Card). 「自己」 is the player who controls the card as it leaves, not its owner.
 */
import type { CardFilter, Player } from '../../cards/facts.js';
import { cardsMatching, matchesFilter, onBoard } from './match.js';
import { onField } from './board.js';
import { cardsWith, standing } from './standing.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { R } from '../rule-ids.js';
import { effectsNegatedNow } from './effects-negated.js';
import { emit } from './events.js';

/** A Battle Phase a card skipped as it left the field (the answer's `skips`). */
export interface LeaveSkip {
  /** The card that left. */
  ref: string;
  /** The player whose next Battle Phase is skipped. */
  player: Player;
  /** The chain link whose resolution (or cost) moved it; null: an action or a rule. */
  link: number | null;
  rules: string[];
}

/** Record what the card's own rules apply as it leaves the field face-up (called before it moves). */
export function leavesApplies(state: EngineState, c: BoardCard, linkN: number | null, type?: string): void {
  if (!c.faceUp || c.controller === null) return;
  for (const e of c.card.effects) {
    if (e.kind !== 'continuous') continue;
    for (const a of e.does) {
      // (「…破坏时」: only a destruction, CH-LEAVES-DAMAGE.)
      if (a.leavesDamage && (!a.leavesDamage.destroyed || type === 'destroyed')) leavesDamage(state, c, a.leavesDamage, linkN);
      if (a.leavesSendAll) leavesSendAll(state, c, a.leavesSendAll, linkN);
      if (!a.leavesSkip) continue;
      const player: Player = a.leavesSkip === 'self' ? c.controller : c.controller === 'A' ? 'B' : 'A';
      (state.skips ??= []).push({ ref: c.ref, player, link: linkN, rules: [R.LEAVES_APPLIES] });
    }
  }
  // CH-LEAVES-SEND-ALL, the other half: 「自己场上的「X」或者「Y」卡从场上离开时」 (X: the holder itself) — another card of its controller's field that the
  // rule names leaving meets it too: the holder sends every such card (itself included) to the GY. (Holders found once per chain.)
  const holders = cardsWith(state, 'leavesSendAlls');
  for (const h of holders) {
    if (h === c || !onField(h) || !h.faceUp || h.controller !== c.controller) continue;
    for (const a of standing(h.card).leavesSendAlls) {
      if (!matchesFilter({ ...a.leavesSendAll!, place: 'field', side: 'self' }, c, onBoard(state.board, h.ref, h.controller))) continue;
      leavesSendAll(state, h, a.leavesSendAll!, linkN, true);
    }
  }
}

/**
 * CH-LEAVES-DAMAGE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:659–666): 「自己场上表侧表示存在的这张卡从场上离开时，自己受到
 * 3000分伤害」 — the damage is dealt the moment the card leaves the field face-up, with no chain; 「自己」 is the player who controls it
 * as it leaves. A Spell/Trap's rule like this, unlike a monster's (CH-LEAVES-APPLIES), does not apply while its effects are negated.
 */
function leavesDamage(state: EngineState, c: BoardCard, d: { amount: number; player: 'self' | 'opponent' }, linkN: number | null): void {
  if (c.controller === null) return;
  const link = linkN === null ? undefined : state.links.find((l) => l.n === linkN);
  if (c.card.type.kind !== 'monster' && effectsNegatedNow(c, Object.values(state.board.cards), state.board.earlierNegations)) {
    if (link && !link.rules.includes(R.LEAVES_DAMAGE)) link.rules.push(R.LEAVES_DAMAGE);
    return;
  }
  const player: Player = d.player === 'self' ? c.controller : c.controller === 'A' ? 'B' : 'A';
  const lp = state.board.lp[player];
  if (lp !== null) state.board.lp[player] = Math.max(0, lp - d.amount);
  emit(state, { type: 'damage', link: linkN, player, amount: d.amount, by: c.controller, cause: 'effect', dealtBy: c.ref });
  if (link && !link.rules.includes(R.LEAVES_DAMAGE)) link.rules.push(R.LEAVES_DAMAGE);
}

/**
 * CH-LEAVES-SEND-ALL (issue 16; rules reference docs/c03/特定效果的处理方法.rst:666): 「…从场上离开时，自己场上的「X」卡全部送去墓地」 — as
 * the card leaves the field face-up, the cards of its controller's field the filter names go to the GY with it (sent once its own move
 * is made: `state.leavesAfter`, ./actions.ts `moveCards`). A Spell/Trap's rule of this kind does not apply while its effects are negated.
 */
function leavesSendAll(state: EngineState, c: BoardCard, filter: CardFilter, linkN: number | null, staying = false): void {
  if (c.controller === null) return;
  const link = linkN === null ? undefined : state.links.find((l) => l.n === linkN);
  if (link && !link.rules.includes(R.LEAVES_SEND_ALL)) link.rules.push(R.LEAVES_SEND_ALL);
  if (c.card.type.kind !== 'monster' && effectsNegatedNow(c, Object.values(state.board.cards), state.board.earlierNegations)) return;
  // (`staying`: another card's leaving met the rule — the holder is among the cards sent (「「X」「Y」卡全部」); leaving itself, it
  // is already on its way.)
  const cards = cardsMatching(state.board, { ...filter, place: 'field', side: 'self' }, c.ref, c.controller).filter((x) => x.ref !== c.ref);
  if (staying) cards.push(c);
  if (cards.length) (state.leavesAfter ??= []).push({ cards, by: c.controller, link: linkN });
}
