/**
 * Issue 16, lingering effects (r18linger) — CH-ATTACK-LOCK-EARLIER (rules reference docs/c03/卡片的抗性.rst:142, 280–300).
 *
 * An effect activated earlier this turn (`本回合:X`, its effect applied — not negated) that left 「这个回合，…怪兽不能攻击」 on the
 * monsters a filter names (a `cannot-attack` step over a filter, its text in the effect's parts lasting the turn) binds each monster
 * that fits it when it would declare an attack — the filter read from the side of the player who activated it. It is a lasting
 * effect, no resolution: a monster 「不受…发动的效果影响」 is still bound (CH-PROTECT-ACTIVATED-ONLY); one unaffected by that card's
 * effects otherwise (a printed 「不受…效果影响」 that covers it, or an unaffected state `(不受效果)` an effect left) is free of it.
 */
import type { Action, Card, CardFilter } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { AttackVerdict } from './attack-target.js';
import { historyEffect } from './history.js';
import { matchesFilter, onBoard } from './match.js';
import { printedUnaffected, stateUnaffected } from './protection.js';
import { R } from '../rule-ids.js';

const LASTS_TURN = /这个回合.*不能攻击/;

/** The monster-filter attack lock an earlier activation's effect left for the turn, if any. */
function lockOf(h: NonNullable<Scenario['history']>[number]): Action | null {
  if (h.kind !== 'activation' || h.negated !== null) return null;
  const e = historyEffect(h);
  if (!e || e.kind === 'continuous') return null;
  const a = e.does.find((x) => x.do === 'cannot-attack' && typeof x.what === 'object' && x.what !== null && 'filter' in x.what);
  if (!a) return null;
  const lasts = a.duration === 'turn' || (e.turnParts ?? []).some((p) => LASTS_TURN.test(p.text));
  return lasts ? a : null;
}

/** Is the monster free of the lingering lock of `card` (activated by `by`)? Only a protection that covers a lasting effect counts. */
function freeOf(board: Board, m: BoardCard, card: Card, by: BoardCard): boolean {
  if (!m.faceUp || m.states.includes('effects-negated')) return false;
  if (stateUnaffected(m, card, by.controller)) return true;
  const ctx = onBoard(board, m.ref, m.controller ?? by.controller ?? 'A');
  return printedUnaffected(m.card, (f: CardFilter) => !f.resolutionOnly && matchesFilter({ ...f, place: undefined }, by, ctx), (e) => !e.condition?.length);
}

/** CH-ATTACK-LOCK-EARLIER: the verdict refusing `attacker`'s attack, or null. */
export function earlierAttackLock(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): AttackVerdict | null {
  for (const h of scenario.history ?? []) {
    const lock = lockOf(h);
    if (!lock) continue;
    const filter = (lock.what as { filter: CardFilter }).filter;
    // The card whose effect it was: its situation instance when listed, else the catalog card on its player's side.
    const by: BoardCard = (h.sameAs ? board.cards[h.sameAs] : undefined) ?? ({ ...attacker, ref: `本回合:${h.card.name}`, card: h.card, controller: h.player, states: [] } as BoardCard);
    const ctx = onBoard(board, by.ref, h.player);
    if (!matchesFilter({ ...filter, place: undefined }, attacker, ctx)) continue;
    if (freeOf(board, attacker, h.card, by)) continue;
    return {
      legal: false,
      choices: [],
      direct: false,
      rules: [R.ATTACK_CANNOT, R.ATTACK_LOCK_EARLIER],
      reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'cannot-attack', by: [h.card.name], choices: [], direct: false } },
    };
  }
  return null;
}
