/**
 * CH-NOTHING-ON-TARGET (rules reference docs/c03/特定效果的处理方法.rst:441–442, 476; docs/c03/无效.rst:396–398):
 * an optional effect cannot be activated targeting a monster on which none of its steps would change
 * anything — every step is done to the targets, and each one would leave this target as it is:
 * 「攻击力·守备力变成0」 on a monster already at 0/0, 「效果无效」 on a monster with no effects to negate
 * (a Normal Monster or a Token) or whose effects are already negated (`(效果无效)`). 魔弹-交叉统治者 may
 * target an Effect Monster at 0/0 (its negation still applies) but not a Normal Monster at 0/0.
 * A step that only may be done (「可以」) changes nothing for sure; any other step (a halving, a gain, a
 * destruction, a step on another card) is a change, and the target stays valid.
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import { isField } from '../game/board.js';
import { statsOf } from '../game/stats.js';
import { R } from '../rule-ids.js';
import type { Phrase } from '../phrases/index.js';

/** A monster whose effects there is nothing to negate: no monster effects printed, or negated already. */
function nothingToNegate(c: BoardCard): boolean {
  const sub = c.card.type.subtypes;
  const noEffects = !sub.includes('effect') && (sub.includes('normal') || sub.includes('token'));
  return noEffects || c.states.includes('effects-negated');
}

/** Would this step leave the target as it is? */
function idleOn(a: Action, c: BoardCard): boolean {
  if (a.optional) return true;
  if (a.do === 'negate-effects' || a.do === 'negate-effect') return nothingToNegate(c);
  if (a.do === 'modify-stats' && a.change && a.change.layer === 'current' && a.change.op === 'set' && a.change.value !== undefined) {
    const s = statsOf(c);
    const v = a.change.value;
    if (a.stat === 'atk') return s.atk?.value === v;
    if (a.stat === 'def') return s.def?.value === v;
    if (a.stat === 'atk-def') return s.atk?.value === v && (s.def === null || s.def.value === v);
  }
  return false;
}

export function nothingOnTarget(j: Judging): Phrase | null {
  const { e, link, board } = j;
  if (!e.targets || link.targets.length === 0 || e.does.length === 0) return null;
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure') return null;
  // Only an effect all of whose steps are done to its targets: anything else it does is a change.
  if (!e.does.every((a) => a.what === 'targets' && (a.do === 'negate-effects' || a.do === 'negate-effect' || a.do === 'modify-stats' || a.optional))) return null;
  for (const r of link.targets) {
    const c = board.cards[r];
    if (!c || !isField(c.zone) || !c.faceUp || c.zone !== 'monster') continue;
    if (e.does.every((a) => idleOn(a, c))) {
      j.rules.push(R.NOTHING_ON_TARGET);
      return { rule: R.NOTHING_ON_TARGET, params: { card: c.card.name } };
    }
  }
  return null;
}
