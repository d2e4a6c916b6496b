/**
 * CH-STAT-PER-ACTIVATION (issue 16; rules reference docs/c02/怪兽的效果分类.rst:111, :291, docs/c03/攻守计算.rst:256): a face-up
 * card's continuous 「每次(对方)把…发动，…的攻击力上升·下降N」 (the compiler's `perActivation`, src/cards/compile/per-activation.ts)
 * is no standing change. It is made once for each such activation, when that activated effect has finished resolving — as a
 * one-shot change of the cards it names then: a monster the effect itself summoned is there to take it, a monster unaffected
 * by the card's effects by then (summoned unaffected by other cards) is not changed, and a value halved by that effect is
 * raised after the halving (900 → 1100). An activation that was negated has not resolved: nothing is made. The card must be
 * face-up on the field, its effects not negated, as that effect ends; 「攻击力未满3000的这张卡」 checks its ATK then. A swap of the
 * card's own originals each time (「每次魔法卡发动，这张卡的原本攻击力·守备力交换」) is made the same way, held like a continuous swap.
 */
import type { EngineState, LinkState } from '../game/state.js';
import type { Action } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import { onField } from '../game/board.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { applyStatChange, statsOf } from '../game/stats.js';
import { unaffectedBy, type Acting } from '../game/protection.js';
import { negatedEarlier } from './negated-earlier.js';
import { negatedNow } from './on-targeted.js';
import { R } from '../rule-ids.js';
import { cardsWith, standing } from '../game/standing.js';
import { t } from '../../i18n/text.js';
import { activatedByEffect, historyEffect } from '../game/history.js';
import { isBattlePhase } from '../game/phase.js';
import { incarnation } from '../game/identity.js';

/** Does this link's activation count for the trigger of a card controlled by `owner`? */
function counts(link: LinkState, a: Action, owner: string): boolean {
  const t = a.perActivation!;
  if (t.by === 'opponent' && link.controller === owner) return false;
  if (t.by === 'self' && link.controller !== owner) return false;
  if (t.kind && link.card.type.kind !== t.kind) return false;
  if (t.subtype && !link.card.type.subtypes.includes(t.subtype)) return false;
  if (t.cardActivation && link.effect?.kind !== 'activation') return false;
  return true;
}

/** After `link` resolved: the per-activation ATK/DEF changes of the face-up cards its activation counts for. */
export function applyPerActivation(state: EngineState, link: LinkState): void {
  if (link.legal === false || link.activationNegatedBy !== null) return;
  applyLeftRaises(state, link);
  const board = state.board;
  // Only the cards with such a change (./standing.ts `perActivation`, in board order) are asked, link after link.
  for (const c of cardsWith(state, 'perActivation')) {
    if (!onField(c) || !c.faceUp || !c.controller || c.states.includes('effects-negated') || negatedEarlier(c)) continue;
    if (c.zone === 'monster' && c.card.type.kind !== 'monster') continue;
    const steps = standing(c.card).perActivation;
    if (!steps.length || negatedNow(state, c)) continue;
    const acting: Acting = { ref: c.ref, card: c.card, controller: c.controller, n: null, name: t(`「${c.card.name}」`, c.card.name), rules: [] };
    for (const a of steps) {
      if (!counts(link, a, c.controller)) continue;
      const below = a.perActivation!.atkBelow;
      if (below !== undefined && (c.zone !== 'monster' || (statsOf(c).atk?.value ?? 0) >= below)) continue;
      let hit: BoardCard[];
      if (a.what === 'self') hit = c.zone === 'monster' ? [c] : [];
      else if (typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.place !== 'gy') {
        const ctx = onBoard(board, c.ref, c.controller);
        const f = { ...a.what.filter, place: undefined };
        hit = Object.values(board.cards).filter((m) => m.zone === 'monster' && m.faceUp && matchesFilter(f, m, ctx));
      } else continue;
      for (const m of hit) {
        if (m.ref !== c.ref && unaffectedBy(state, m, acting)) continue;
        if (m.ref === c.ref && unaffectedBy(state, m, acting) === 'state') continue;
        // (A swap of the originals each time — 「原本攻击力·守备力交换」 — is held like a continuous one: it erases no 变成 made before it,
        // the raises before it count again on top, CH-STAT-CONTINUOUS-SWAP.)
        if (applyStatChange(m, a.stat ?? 'atk', a.change!, { continuous: a.change!.op === 'swap', source: c.ref, link: null }) && !link.rules.includes(R.STAT_PER_ACTIVATION)) link.rules.push(R.STAT_PER_ACTIVATION);
      }
    }
  }
}

/**
 * CH-STAT-PER-ACTIVATION-LEFT: the raises an activated effect left lasting this turn (「这个效果发动过的回合的战斗阶段中每次对方把魔法·陷阱·
 * 怪兽的效果发动，这张卡的攻击力直到战斗阶段结束时上升1000」: the compiler's `modify-stats` of itself `whenever` the opponent activates), read
 * from the turn's history — an earlier chain (`然后`) or `本回合:` — its effect applied (not negated). Each opponent's activation made since,
 * once it has resolved (not negated), raises the card by N: each time, not once. Links of the chain that set it up were activated before it
 * applied and count for nothing. The card must still be face-up in its player's Monster Zone, the same card (one that left the field is a new
 * card); 「战斗阶段中」 only in a Battle Phase.
 */
function applyLeftRaises(state: EngineState, link: LinkState): void {
  const history = state.scenario.history;
  if (!history?.length) return;
  for (const h of history) {
    if (h.kind !== 'activation' || h.negated !== null || !h.sameAs) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      const w = a.whenever;
      if (a.do !== 'modify-stats' || a.what !== 'self' || w?.event !== 'activated' || a.change?.op !== 'add') continue;
      if (w.subject?.side === 'opponent' ? link.controller === h.player : w.subject?.side === 'self' ? link.controller !== h.player : false) continue;
      const kinds = w.subject?.kind;
      if (kinds && !(Array.isArray(kinds) ? kinds : [kinds]).includes(link.card.type.kind)) continue;
      if (w.inBattlePhase && !isBattlePhase(state.scenario.phase)) continue;
      const c = state.board.cards[state.board.aliases?.[h.sameAs] ?? h.sameAs];
      if (!c || c.zone !== 'monster' || !c.faceUp || c.controller !== h.player) continue;
      // (Left the field, or turned face-down, in this chain before the link resolved: a new card, the raise is not its.)
      if (incarnation(state, c.ref, true) > 0) continue;
      if (applyStatChange(c, a.stat ?? 'atk', a.change, { continuous: false, source: c.ref, link: null, lasts: 'turn' }) && !link.rules.includes(R.STAT_PER_ACTIVATION_LEFT)) link.rules.push(R.STAT_PER_ACTIVATION_LEFT);
    }
  }
}
