/**
 * WIN-PER-EVENT-SWEEP (issue 16, rules reference docs/c03/诱发类效果.rst:519): a mandatory trigger met by several separate events of
 * one chain that moves every card of a kind at once as it resolves (「双方的主要怪兽区域的怪兽全部破坏」) is activated once, not once per
 * event (WIN-PER-EVENT): one resolution reaches them all. The reference lists such a card (a Link monster destroying every monster in the Main Monster Zones) among those activated only
 * once; none of the cards it lists as activated per event moves cards so.
 */
import type { EffectFacts } from '../../cards/facts.js';

const MOVES = new Set(['destroy', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck', 'flip-face-down']);

/** Does the effect move every card of a kind at once (a sweep), so that several events make it one activation? */
export function sweepsAll(effect: EffectFacts): boolean {
  return effect.does.some((a) => MOVES.has(a.do) && typeof a.what === 'object' && a.what.scope === 'all' && !a.whenever);
}
