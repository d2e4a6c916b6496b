/**
 * CH-PROCEDURE-TIMING (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:14–24): a Special Summon by the monster's own
 * procedure (条件特殊召唤: 「这张卡可以从手卡特殊召唤」 of a monster that can be Normal Summoned, the procedure of a Special Summon
 * Monster, `特殊召唤 X 素材 Y` with its cards) and a Synchro, Xyz or Link Summon by its method are no effect: they are not
 * activated and are made only by the turn player, in their own Main Phase, when the game state is open (when they could
 * Normal Summon) — never in the Battle Phase and its Damage Step, the End Phase, the opponent's turn, nor on a chain (a chain
 * link naming a procedure is refused by CH-PROCEDURE-NO-CHAIN's reading, ../chain). Written as the action otherwise, the
 * summon is not made: the answer says why, and that a summon made by an effect is written `(效果)` or `[由 X]`. So is a Pendulum
 * Summon (CH-PENDULUM-SUMMON: 「S·X·P·连接召唤」 are 条件特殊召唤, :22) — refused here, not only warned about by the binder.
 * A summon said to be by an effect (`(效果)`, `[由 X]`), a Fusion or Ritual Summon (made by a Spell's effect) and a monster already
 * on the field are not judged here; no phase stated: only whose turn it is is judged.
 */
import type { Text } from '../../i18n/text.js';
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { isMainPhase } from './phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/**
 * A procedure of a monster that can be Normal Summoned bringing it from the hand: compiled from 「这张卡可以从手卡特殊召唤」
 * (`summonsFromHand`), or written as facts — its own Special Summon of itself from the hand (`from: 'hand'`).
 */
export function handProcedure(e: EffectFacts): boolean {
  if (e.kind !== 'procedure') return false;
  if (e.summonsFromHand) return true;
  return e.does.some((a) => a.do === 'special-summon' && a.what === 'self' && (a.from === 'hand' || (Array.isArray(a.from) && a.from.length === 1 && a.from[0] === 'hand')));
}

/**
 * The kind of summon by rule the action is — its own procedure, a Synchro/Xyz/Link Summon by its method, or a Pendulum Summon — or null
 * (an effect's, or none).
 */
export function summonByRule(action: ScenarioAction, subject: BoardCard): 'procedure' | 'method' | 'pendulum' | null {
  if (action.verb !== 'special-summon' || action.byCard || action.byCardFrom || action.byEffectNote || subject.zone === 'monster') return null;
  if (action.cause === 'effect' && !action.causeAssumed) return null;
  // A Pendulum Summon is a summon by rule (条件特殊召唤) too: the reference lists P召唤 among them (docs/c02/进入连锁·不入连锁的特殊召唤.rst:22).
  if (action.pendulum) return 'pendulum';
  if (action.how) return action.how === 'synchro' || action.how === 'xyz' || action.how === 'link' ? 'method' : null;
  if (action.procedure) return 'procedure';
  if (action.tributes.length > 0) return null;
  const special = subject.card.type.subtypes.includes('special-summon') && subject.card.effects.some((e) => e.kind === 'procedure');
  const fromHand = subject.zone === 'hand' && subject.card.effects.some(handProcedure);
  return special || fromHand ? 'procedure' : null;
}

/** Why the summon by rule written as the action cannot be made now (another player's turn, not a Main Phase); null when it can. */
export function procedureTimingRefusal(board: Board, phase: string | null, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  const kind = summonByRule(action, subject);
  if (!kind) return null;
  const card = subject.card.name;
  if (actor !== board.turnPlayer) return say({ rule: R.PROCEDURE_TIMING, params: { card, kind, why: 'not-turn-player', player: actor, turn: board.turnPlayer } });
  if (phase !== null && !isMainPhase(phase)) return say({ rule: R.PROCEDURE_TIMING, params: { card, kind, why: 'not-main-phase', phase } });
  return null;
}
