/**
 * What an effect's actions count as, for patterns that answer 「含有…的效果」 (the hand traps that answer Deck use).
 *
 * CH-DRAW-IS-ADD (issue 11, family 2): a draw is an add from the Deck to the hand, so an effect that
 * draws — when it resolves, or lingering (each time the opponent Special Summons, draw 1) —
 * includes 「从卡组把卡加入手卡」.
 */
import type { Action, ActionType, Place } from '../../cards/facts.js';

export interface IncludedAction {
  do: ActionType;
  from?: Place | Place[];
}

function placesOverlap(a: Place | Place[], b: Place | Place[] | undefined): boolean {
  if (b === undefined) return false;
  const as = Array.isArray(a) ? a : [a];
  const bs = Array.isArray(b) ? b : [b];
  return as.some((x) => bs.includes(x));
}

/**
 * Does action `a` meet `inc`? 'same' when it is that action, 'draw' when it meets it as a draw (an
 * add from the Deck), null when not.
 */
export function actionMeets(a: Action, inc: IncludedAction): 'same' | 'draw' | null {
  if (a.do === inc.do && (!inc.from || placesOverlap(inc.from, a.from))) return 'same';
  if (a.do === 'draw' && inc.do === 'add-to-hand' && (!inc.from || placesOverlap(inc.from, 'deck'))) return 'draw';
  return null;
}

/** The first way the actions meet any of the wanted ones ('same' preferred), or null. */
export function actionsMeet(does: readonly Action[], wanted: readonly IncludedAction[]): 'same' | 'draw' | null {
  let viaDraw = false;
  for (const inc of wanted)
    for (const a of does) {
      const m = actionMeets(a, inc);
      if (m === 'same') return 'same';
      if (m === 'draw') viaDraw = true;
    }
  return viaDraw ? 'draw' : null;
}

/**
 * CH-LINGER-ACTION: a lingering action (`whenever`) is not done when its effect resolves; it is done
 * each time its event happens later (for its duration). The chain judges it as set up, nothing more.
 */
export function isLingering(a: Action): boolean {
  return a.whenever !== undefined;
}
