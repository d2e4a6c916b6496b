/**
 * CH-LINGER-DRAW-EARLIER (issue 16; rules reference docs/c04/不能使用.rst:90–96): a lingering draw an effect activated earlier this turn left
 * (`本回合:X`, its effect applied — not negated, not activated by another card's effect): a `draw` step lasting the turn that is done each
 * time an event happens (「这个回合，每次对方对怪兽的特殊召唤成功，自己从卡组抽1张」, `whenever` of `special-summoned`) is done when a
 * summon written as the action meets it — outside any chain, by the player it names, whatever became of the card since (named by a
 * declaration, `不能使用`, or gone from where it was). Returns the draw events to add, none when the turn's history left no such step.
 */
import type { Action, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, EngineEvent } from '../types.js';
import { activatedByEffect, historyEffect } from './history.js';
import { engineEvent } from './events.js';
import { opponent } from '../../scenario/types.js';
import { sideMatches } from './match.js';

export function earlierLingeringDraws(scenario: Scenario, board: Board, events: readonly EngineEvent[], step: number): EngineEvent[] {
  const history = scenario.history ?? [];
  if (history.length === 0) return [];
  const summons = events.filter((e) => e.type === 'special-summoned' && e.cards.length > 0);
  if (summons.length === 0) return [];
  const out: EngineEvent[] = [];
  for (const h of history) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      if (!drawsPerSummon(a)) continue;
      for (const ev of summons) {
        // Who summoned: the player the event names, else the controller of the monsters it put on the field.
        const by: Player | null = ev.by ?? board.cards[ev.cards[0]!]?.controller ?? null;
        if (by === null || !sideMatches(a.whenever!.by, by, h.player)) continue;
        if (a.whenever!.subject?.side && !ev.cards.some((r) => sideMatches(a.whenever!.subject!.side, board.cards[r]?.controller ?? null, h.player))) continue;
        const count = a.count ?? (typeof a.amount === 'number' ? a.amount : 1);
        const who: Player = a.player === 'opponent' ? opponent(h.player) : h.player;
        const n = board.handSize[who];
        if (n !== null) board.handSize[who] = n + count;
        out.push(engineEvent({ type: 'drawn', link: null, player: who, amount: count, by: who, cause: 'effect' }, step));
      }
    }
  }
  return out;
}

function drawsPerSummon(a: Action): boolean {
  return a.do === 'draw' && a.duration === 'turn' && a.whenever !== undefined && a.whenever.event === 'special-summoned' && (a.player === undefined || a.player === 'self' || a.player === 'opponent');
}

