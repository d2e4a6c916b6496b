/**
 * CH-SEGOC-ORDER-BINDS (issue 16; rules reference docs/c03/诱发类效果.rst:531–541, :580, :598): a chain started in a trigger window
 * whose effects the engine placed — the window after the chain played just before (SIT-THEN-CHAIN), or the window an action written
 * before the chain opened (WIN-ACTION-BEFORE-CHAIN) — is built in that window's order: the effects met at one moment form the chain
 * level by level (turn player's mandatory, the opponent's, then the optional public ones, then the mandatory quick effects), and only
 * then is priority passed (level 7: hidden hand triggers, Spell Speed 2 cards). So an effect the window placed at a level 1–6 cannot be
 * chained above one of a later level, nor above an effect the window did not list that is no trigger (activated once priority
 * passed, level 7): its moment to join the chain was before them. A trigger the window did not list has no level the window can tell
 * (its condition is assumed met, CH-CONDITION-UNKNOWN): a link above it is not refused for it — that reading is said.
 *
 * The same window also says which optional 「…时」 triggers missed their timing there (WIN-MISS-WHEN): one of them written as a link
 * of that chain cannot be activated — it is refused with the window's reason, not assumed met (`missedInWindow`).
 *
 * Read only when the chain was started in such a window (`state.windowLevels`); otherwise returns at once.
 */
import type { Text } from '../../i18n/text.js';
import type { Window } from '../../answer/types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { canonical } from '../game/board.js';
import { W } from '../rule-ids.js';

/** One effect of the window the chain was started in, at its SEGOC level (1–7). */
export interface WindowLevel {
  ref: string;
  effect: number;
  level: number;
}

/** An optional 「…时」 effect that missed its timing in the window the chain was started in: why (the window's words) and the rule. */
export interface WindowMissed {
  ref: string;
  effect: number;
  reason: Text;
  /** The rule that decided it (WIN-MISS-TRIBUTE, WIN-MISS-LATER-LINK…), after WIN-MISS-WHEN. */
  rule: string;
}

/** What the next chain needs of the window it is started in: the levels it placed, and the triggers it said missed their timing. */
export function startedIn(window: Window<Text>): { windowLevels: WindowLevel[]; windowMissed: WindowMissed[] } {
  const windowLevels = window.triggers.flatMap((t) => (t.card.ref ? [{ ref: t.card.ref, effect: t.effect, level: t.level }] : []));
  // (Only the ones the missed-timing rule decided — an optional 「…的场合」 effect passed is another rule's: WIN-ACTION-BEFORE-CHAIN.)
  const windowMissed = window.missedTiming.flatMap((m) =>
    m.card.ref && m.rules?.[0] === W.MISS_WHEN_LAST ? [{ ref: m.card.ref, effect: m.effect, reason: m.reason, rule: m.rules[1] ?? W.MISS_WHEN_LAST }] : [],
  );
  return { windowLevels, windowMissed };
}

/**
 * The link's level in the window: the one the window placed its effect at; 7 for an effect it did not list that is no trigger (a
 * Spell Speed 2 card, activated once priority passed); null for a trigger it did not list — its level cannot be told.
 */
const levelOf = (state: EngineState, l: LinkState): number | null => {
  const levels = state.windowLevels!;
  const ref = canonical(state.board, l.ref);
  const n = l.effect?.n;
  const placed = levels.find((w) => w.effect === n && canonical(state.board, w.ref) === ref);
  if (placed) return placed.level;
  const kind = l.effect?.kind;
  return kind === 'trigger' || kind === 'flip' ? null : 7;
};

/**
 * docs/c03/诱发类效果.rst:602–605: an optional 「攻击宣言时」 effect of a Trap card in the GY or already face-up on the field is at level 3·4
 * or at level 7 — it may be chained before, between or after the Spell Speed 2 cards of that moment, so no later level binds it.
 */
function lateToo(state: EngineState, l: LinkState): boolean {
  const e = l.effect;
  if (!e || e.mandatory === true || l.card.type.kind !== 'trap' || !e.trigger) return false;
  const events: readonly string[] = Array.isArray(e.trigger.event) ? e.trigger.event : [e.trigger.event];
  if (!events.includes('attack-declared')) return false;
  const c = state.board.cards[canonical(state.board, l.ref)];
  return c !== undefined && (c.zone === 'gy' || (c.zone === 'spell' && c.faceUp));
}

/**
 * The link below (nearest first in `lower`) placed at a later level than this link's, when this link is one of the window's effects
 * of a level 1–6 (`later`); else, a trigger below whose level the window cannot tell (`unsure`: not refused for it).
 */
export function laterLevelBelow(state: EngineState, link: LinkState, lower: readonly LinkState[]): { later: { below: LinkState; level: number; own: number } | null; unsure: LinkState | null } | null {
  const levels = state.windowLevels;
  if (!levels || levels.length === 0 || lower.length === 0) return null;
  const own = levelOf(state, link);
  if (own === null || own >= 7 || lateToo(state, link)) return null;
  let unsure: LinkState | null = null;
  for (const l of lower) {
    const level = levelOf(state, l);
    if (level === null) unsure ??= l;
    else if (level > own) return { later: { below: l, level, own }, unsure: null };
  }
  return unsure ? { later: null, unsure } : null;
}

/** The window's word that this link's effect missed its timing there, when it did; else null. */
export function missedInWindow(state: EngineState, link: LinkState): WindowMissed | null {
  const missed = state.windowMissed;
  if (!missed || missed.length === 0 || !link.effect) return null;
  const ref = canonical(state.board, link.ref);
  const n = link.effect.n;
  return missed.find((m) => m.effect === n && canonical(state.board, m.ref) === ref) ?? null;
}
