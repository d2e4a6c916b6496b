/**
 * CH-TARGETED-CONTINUOUS: a continuous effect 永续效果 that applies when its card becomes the target of an effect
 * (「这张卡成为…效果的对象时，这张卡破坏」, written with no activation) is no trigger: it never starts a chain. It applies
 * once the effect that targeted the card has resolved (rules reference docs/c02/怪兽的效果分类.rst:111, 『成为效果的对象时』
 * 适用的永续效果，在那些效果处理完毕时才适用) — so a card turned face-down by that effect is no longer there to apply it, and
 * one that left the field is not either. A targeting effect that was only negated still targeted the card (it applies);
 * an activation that was negated targeted nothing (it does not): docs/c02/基本用语.rst:290–291.
 */
import type { EngineState, LinkState } from '../game/state.js';
import { onField } from '../game/board.js';
import { moveCards } from '../game/actions.js';
import { negatedEarlier } from './negated-earlier.js';
import { pushOnce } from '../game/state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { BoardCard } from '../types.js';
import { matchesFilter, onBoard } from '../game/match.js';

/** After `link` resolved: apply the 「成为效果的对象时」 continuous effects of the cards it targeted. */
export function applyOnTargeted(state: EngineState, link: LinkState): void {
  if (!link.effect?.targets || link.targets.length === 0 || link.activationNegatedBy !== null) return;
  for (const ref of link.targets) {
    const c = state.board.cards[ref];
    // Face-up on the field as the targeting effect ends (a card it turned face-down has no continuous effect then).
    if (!c || !onField(c) || !c.faceUp || negatedEarlier(c)) continue;
    // Its effects negated by a face-up card's continuous negation as that effect ends — one the targeting effect itself
    // just put in place (an equip Spell's 「装备怪兽的效果无效化」 once it equips the monster it summoned): nothing applies
    // (CH-CONT-MID-RESOLUTION; rules reference docs/c02/基本用语.rst:331).
    if (negatedNow(state, c)) continue;
    for (const e of c.card.effects) {
      const tr = e.trigger;
      if (e.kind !== 'continuous' || !tr || !(Array.isArray(tr.event) ? tr.event : [tr.event]).includes('targeted')) continue;
      // 「成为对方的效果…的对象时」: targeted by the opponent's effect only.
      const by = tr.by ?? tr.causedBy;
      if (by === 'opponent' && link.controller === c.controller) continue;
      if (by === 'self' && link.controller !== c.controller) continue;
      const destroysSelf = e.does.some((a) => a.do === 'destroy' && a.what === 'self');
      if (!destroysSelf) {
        // What else such an effect does (look at and discard from the hand) is no step the engine applies here: said, not guessed.
        pushOnce(state.assumptions, say({ rule: 'stats:targeted-unapplied', params: { card: c.card.name } }));
        continue;
      }
      if (!link.rules.includes(R.TARGETED_CONTINUOUS)) link.rules.push(R.TARGETED_CONTINUOUS);
      moveCards(state, [c], 'gy', 'destroyed', null, c.controller, 'effect');
      break;
    }
  }
}

/** Is `c`'s effects negated now by a face-up card's continuous negation of the cards it names (not of activated effects)? */
export function negatedNow(state: EngineState, c: BoardCard): boolean {
  return state.negators.some(({ source, action }) => {
    if (source.ref === c.ref || !onField(source) || !source.faceUp || !source.controller || source.states.includes('effects-negated')) return false;
    if (action.effects?.length || typeof action.what !== 'object') return false;
    return matchesFilter(action.what.filter, c, onBoard(state.board, source.ref, source.controller));
  });
}
