/**
 * CH-PLEDGE-BATTLE-PHASE (s58): a pledge 誓约 「这张卡(的效果)/这个效果发动的回合，自己不能进行战斗阶段」 (the `pledge` fact forbidding
 * 'battle-phase') against the turn the situation is in. A pledge covers the whole turn — its player does the one or the other, not both
 * (rules reference docs/c03/誓约.rst:41; for this very pledge docs/c03/复制.rst:202: 「进行过战斗阶段的回合不能…发动」) — so it cannot be
 * activated once its player has conducted a Battle Phase this turn.
 *
 * How the situation's phase is read: only the turn player conducts a Battle Phase (docs/c03/战斗阶段流程.rst:11), and a turn reaches
 * Main Phase 2 only after one (:13, 「战斗阶段被跳过或者不能进行的回合，也不能进入主要阶段2」). So on its player's own turn, any step of
 * the Battle Phase or Main Phase 2 means it was conducted; Main Phase 1 and before mean it was not yet. In the End Phase the situation
 * does not say whether there was one, nor does it when no phase is written: it is taken that there was none, and said. On the other
 * player's turn the pledge is not broken by that player's Battle Phase (a Trap with this pledge may be activated on the opponent's turn,
 * docs/c03/战斗阶段流程.rst:26).
 */
import { phaseWithin } from '../../rules/index.js';
import { pushOnce } from '../game/state.js';
import { say, type Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Judging } from './legality.js';

/** Does the situation's phase show that the turn player has conducted a Battle Phase this turn — true, false, or null (not known)? */
export function battlePhaseConducted(phase: string | null): boolean | null {
  if (phase === null || phase === 'end-phase' || phaseWithin(phase, 'end-phase')) return null;
  if (phaseWithin(phase, 'battle-phase') || phase === 'main-phase-2' || phaseWithin(phase, 'main-phase-2')) return true;
  return false;
}

/**
 * The link's own Battle Phase pledge, against the turn the situation shows: the refusal, or null (an assumption said when not known, a
 * note on the other player's turn). `copied`: the Trap whose pledge a card activation copying it keeps (said as that card's).
 */
export function battlePhasePledgeBroken(j: Judging, copied?: string): Phrase | null {
  const scenario = j.state.scenario;
  const phase = scenario.phase;
  const conducted = battlePhaseConducted(phase);
  // The other player's turn: their Battle Phase is not this player's — said under the link where the question arises (their Battle
  // Phase or Main Phase 2: docs/c03/战斗阶段流程.rst:11, :26).
  if (scenario.turnPlayerStated && scenario.turnPlayer !== j.me) {
    if (conducted) {
      j.rules.push(R.PLEDGE_BATTLE_PHASE);
      pushOnce((j.link.notes ??= []), say({ rule: R.PLEDGE_BATTLE_PHASE, params: { name: j.name, variant: 'opponent-turn', player: j.me, turn: scenario.turnPlayer, phase, copied } }));
    }
    return null;
  }
  if (conducted === true && scenario.turnPlayerStated) return { rule: R.PLEDGE_BATTLE_PHASE, params: { name: j.name, variant: phaseWithin(phase, 'battle-phase') ? 'in' : 'after', player: j.me, copied } };
  const variant = conducted === true ? 'turn-unstated' : conducted === null ? (phase === null ? 'phase-unwritten' : 'end-phase') : null;
  if (variant) {
    pushOnce(j.state.assumptions, say({ rule: R.PLEDGE_BATTLE_PHASE, params: { name: j.name, variant, player: j.me } }));
    j.rules.push(R.PLEDGE_BATTLE_PHASE);
  }
  return null;
}
