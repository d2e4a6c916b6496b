/**
 * Issue 16, lingering effects — CH-TARGET-LOCK-NEGATE (rules reference docs/c03/卡片的抗性.rst:113–116).
 *
 * An effect that leaves, for the rest of the turn, 「以那张卡为对象发动的怪兽效果无效」 on the card it chose (a lasting `negate-effects` of
 * activated effects, `effects` naming the kind of card and `targeting`, no cards of its own) negates, as each resolves, the
 * effects of that kind that target the chosen card: ones activated later in the turn, and ones already on the chain below it. It
 * affects the effect activated, not the card it chose — so a chosen card unaffected by it changes nothing (its activation applied in
 * full), while a monster activating such an effect that is unaffected by the negating card is free of it.
 *
 * Read from a link resolved earlier in this chain (its targets), or an activation earlier in the turn whose effect applied
 * (`本回合:A:X(对象:Y)`: the card it chose named on the entry).
 */
import type { Action, Card, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { activatedByEffect, historyEffect } from '../game/history.js';
import { unaffectedBy } from '../game/protection.js';
import { asArray } from '../game/match.js';

interface TargetLock {
  card: Card;
  player: Player;
  sourceRef: string;
  action: Action;
  /** The chosen cards, by board ref (a link of this chain) … */
  refs: string[];
  /** … or by name (an entry of the turn's history). */
  names: string[];
}

/** A lasting negation of the activated effects that target the card its effect chose. */
const isTargetLock = (a: Action): boolean =>
  a.do === 'negate-effects' && a.what === undefined && (a.effects?.length ?? 0) > 0 && a.effects!.every((f) => f.activatedOnly && f.targeting !== undefined);

function locks(state: EngineState, link: LinkState): TargetLock[] {
  const out: TargetLock[] = [];
  for (const l of state.lingering) {
    if (l.link <= link.n || !isTargetLock(l.action)) continue;
    const by = state.links.find((x) => x.n === l.link);
    if (!by) continue;
    out.push({ card: by.card, player: l.controller, sourceRef: l.sourceRef, action: l.action, refs: [...by.targets], names: [] });
  }
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || !h.about?.length) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) if (isTargetLock(a)) out.push({ card: h.card, player: h.player, sourceRef: `本回合:${h.card.name}`, action: a, refs: [], names: h.about.map((c) => c.name) });
  }
  return out;
}

/** CH-TARGET-LOCK-NEGATE: the card whose lasting lock negates `link` as it resolves now (its card `self`), or null. */
export function targetLockNegation(state: EngineState, link: LinkState, self: BoardCard | undefined): Card | null {
  if (link.targets.length === 0 || link.cardActivation) return null;
  const found = locks(state, link);
  if (found.length === 0) return null;
  const targets = link.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined);
  for (const x of found) {
    const kinds = x.action.effects!.flatMap((f) => asArray(f.cardKind));
    if (kinds.length > 0 && !kinds.includes(link.card.type.kind)) continue;
    if (!targets.some((c) => x.refs.includes(c.ref) || x.names.includes(c.card.name))) continue;
    // The effect is what it affects: the activating card, unaffected by the negating card, is free of it.
    if (self && unaffectedBy(state, self, { ref: x.sourceRef, card: x.card, controller: x.player, n: null, name: link.name, rules: link.rules })) continue;
    return x.card;
  }
  return null;
}
