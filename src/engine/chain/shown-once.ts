/**
 * CH-SHOWN-SELF-ONCE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:383–389): an effect whose cost shows the card itself from
 * the hand leaves the card there, yet each card can activate such an effect only once in one chain, even with no limit printed. A link
 * on the same card as an earlier link of this chain that showed it is refused; another copy may (the binder makes a link named again
 * the same hand card when no other copy is listed, ../../scenario/shown-again.ts).
 */
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { canonical } from '../game/board.js';
import { showsItself } from '../../scenario/shown-again.js';
import type { Judging } from './legality.js';

export { showsItself };

export function shownSelfOnce(j: Judging): Phrase | null {
  const { state, link } = j;
  const me = canonical(state.board, link.ref);
  for (const l of state.links) {
    if (l === link || l.n >= link.n || l.legal === false || !l.effect || !showsItself(l.effect)) continue;
    if (canonical(state.board, l.ref) === me) return { rule: R.SHOWN_SELF_ONCE, params: { link: l.n } };
  }
  return null;
}
