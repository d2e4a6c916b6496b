/**
 * CMP-PROTECT-PICKED (rules reference docs/c02/卡片·效果的发动.rst:303; docs/c03/卡片的抗性.rst:356–365): 「选场上1张卡。那张卡…（只有1次）
 * 不会被效果破坏」 resolving leaves the card it chose kept from destruction by card effects — only once (the state CH-INDESTRUCTIBLE-ONCE-STATE
 * reads: the next destruction by an effect uses it up) when the step says 「只有1次」. The resolving Spell/Trap itself is not among the cards
 * it may choose (./actions.ts `subjectCards`). When the cards it may choose are as many as it picks, those are the ones; with more and none
 * named, which one is not known: nothing is put on any card, and an assumption says so. A protection from battle destruction alone
 * leaves no state here (none is kept for battle).
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { isField } from './board.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { cardName, list } from '../phrases/words.js';
import type { Text } from '../../i18n/text.js';

/** Put the protection on the chosen cards (`picked`: what the step's subject found; `affected`: whether the effect reaches a card). */
export function protectPicked(state: EngineState, link: LinkState, a: Action, picked: { cards: BoardCard[]; unknown: boolean }, affected: (c: BoardCard) => boolean): { done: boolean; text: Text | null } {
  if (picked.unknown) {
    link.rules.push(R.CHOOSE_UNKNOWN);
    pushOnce(state.assumptions, say({ rule: R.CHOOSE_UNKNOWN, params: { variant: 'assumed', name: link.name } }));
    return { done: true, text: say({ rule: R.CHOOSE_UNKNOWN, params: { verb: a.do } }) };
  }
  const hit = picked.cards.filter((c) => isField(c.zone) && affected(c));
  if (hit.length === 0) return { done: false, text: null };
  if (a.against === 'battle') return { done: true, text: null };
  const state1 = a.onlyOnce ? 'indestructible-once-by-effect' : 'indestructible-by-effect';
  for (const c of hit) if (!c.states.includes(state1)) c.states = [...c.states, state1];
  return { done: true, text: say({ rule: 'do:cannot-be-destroyed', params: { cards: list(hit.map((c) => cardName(c.card))), once: Boolean(a.onlyOnce) } }) };
}
