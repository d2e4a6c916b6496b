/**
 * CH-DAMAGE-BY-TARGET (issue 16; the rules reference’s docs/c04 chapter on what an activation decides, line 164): a damage step that follows a move of the targets and
 * is done only when the card moved is of a kind (「选择的卡破坏。破坏的卡是怪兽的场合，再给与…那只怪兽的原本攻击力数值的伤害」: `conditional`,
 * `ifMoved`, its amount read from the targets) is decided, at activation, by the targets chosen: when every target is face-up and of
 * that kind, with a value above 0, the activation is one that deals damage (CH-DAMAGE-AT-ACTIVATION); a target of another kind, or
 * with no value to deal, makes it none. Only such a step is read here: any other conditional step stays uncertain.
 */
import type { Action } from '../../cards/facts.js';
import type { ActivationView, MatchContext } from './match.js';
import { matchesFilter } from './match.js';

const MOVES_TARGETS: ReadonlySet<string> = new Set(['destroy', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck']);

/** Is the conditional damage step `a` certain, by the targets the activation chose? */
export function damageDecidedByTargets(act: ActivationView, a: Action, ctx: MatchContext): boolean {
  if (a.do !== 'damage' || !a.conditional || !a.ifMoved || a.what !== 'targets' || a.optional || a.uncertain || a.whenever) return false;
  const does = act.effect?.does ?? [];
  const at = does.indexOf(a);
  const before = at > 0 ? does[at - 1] : undefined;
  if (!before || before.what !== 'targets' || !MOVES_TARGETS.has(before.do) || before.optional || before.conditional) return false;
  if (act.targetCards.length === 0) return false;
  // (A stated amount 「给与对方1000伤害」 is dealt whatever the card's value; else the value is the target's (original) ATK.)
  const stated = typeof a.amount === 'number' ? a.amount : null;
  return act.targetCards.every((c) => c.faceUp && matchesFilter(a.ifMoved!, c, ctx) && (stated ?? c.card.atk ?? 0) > 0);
}
