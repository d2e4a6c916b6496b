/**
 * CNT-ON-FLIP (test/RULES.md; rules reference docs/c02/基本用语.rst:739): a face-up card whose continuous effect says 「每次场上里侧守备表示
 * 存在的怪兽反转，给这张卡放置1个X指示物」 (`countersOnFlip`) gets its counters each time a monster is flipped face-up — the `flipped` event
 * (a flip summon that succeeds, a flip by an effect); a negated flip summon flips nothing. Not while its effects are negated, nor for
 * its own flip. Read only when a `flipped` event is emitted (rare): the cards holding the fact are found through a per-card cache.
 */
import type { Action, Card } from '../../cards/facts.js';
import type { Board } from '../types.js';
import { onField } from './board.js';

const flipCounters = new WeakMap<Card, Action[]>();

function flipCountersOf(card: Card): Action[] {
  let out = flipCounters.get(card);
  if (out === undefined) {
    out = [];
    for (const e of card.effects) if (e.kind === 'continuous') for (const a of e.does) if (a.countersOnFlip) out.push(a);
    flipCounters.set(card, out);
  }
  return out;
}

/** Places the counters the face-up holders of `countersOnFlip` get for a `flipped` event of `flipped` (board keys). */
export function countersOnFlip(board: Board, flipped: readonly string[]): void {
  for (const key in board.cards) {
    const c = board.cards[key]!;
    const acts = flipCountersOf(c.card);
    if (acts.length === 0 || !onField(c) || !c.faceUp || c.states.includes('effects-negated') || flipped.includes(c.ref)) continue;
    for (const a of acts) {
      const { kind, count } = a.countersOnFlip!;
      c.counters = { ...(c.counters ?? {}), [kind]: (c.counters?.[kind] ?? 0) + count };
    }
  }
}
