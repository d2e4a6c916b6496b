/**
 * CH-ADDED-EFFECT (issue 16; rules reference docs/c03/无效.rst:619–625): 「盖放的「X」通常陷阱卡由自己发动的场合，可以给那个效果加上以下
 * 效果。●…」 (白银之迷宫城 ①) — a face-up card adds steps to another card's effect: the card activation of a Set Normal Trap of the
 * named archetype, activated by this card's controller. The added steps are this card's, not part of the other card's effect: they
 * apply after that effect resolves, even when a higher link rewrote it, and not when that effect was negated.
 */
import type { EffectFacts } from '../facts.js';
import { compileActions } from './actions.js';
import { clausesOf } from './clauses.js';

const ADDS = /盖放的「([^」]+)」通常陷阱卡由自己发动的场合，可以给那个效果加上以下效果。●([^●\n]+)/;

export function addedEffectOf(es: EffectFacts[], text: string): void {
  if (!text.includes('加上以下效果')) return;
  const m = ADDS.exec(text);
  if (!m || es.length !== 1) return;
  const r = compileActions(clausesOf(m[2]!.trim()).steps, { targets: false, answers: false });
  if (!r.does.length) return;
  const e = es[0]!;
  // No chain link of its own: the moment it names is no trigger, and the steps it adds are not done by this effect.
  e.kind = 'continuous';
  e.addsToEffect = { archetype: m[1]!, steps: r.does };
  e.does = [];
  delete e.trigger;
  delete e.timing;
  delete e.mandatory;
}
