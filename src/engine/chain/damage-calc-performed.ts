/**
 * CH-DAMAGE-CALC-PERFORMED (rules reference docs/c03/战斗阶段流程.rst:1000–1046, 「效果处理中进行伤害计算」): an effect that
 * moves the attack and performs the damage calculation as it resolves (the fact `damageCalculation`: 「攻击对象转移为这张卡
 * 进行伤害计算」「攻击对象转移为那只怪兽进行伤害计算」) runs the damage step inside its own resolution — damage step start,
 * before damage calculation and damage calculation pass with no chance to activate anything — and the battle is over when it
 * has resolved:
 * - the attack target becomes the monster the effect names (its target when it takes one, else its own card), turned face-up
 *   if it is face-down (the calculation goes on normally, :1016); a monster no longer in the defending player's Monster Zone
 *   takes no calculation;
 * - the damage calculation is made with the values as they are at that moment (the continuous effects in force apply): the
 *   battle damage is dealt in that link (a 「给与战斗伤害时」 trigger is an event of that link — it misses its timing when
 *   links below still resolve, :1043), and the monsters it destroys are destroyed by battle;
 * - the rest of the chain resolves after the damage calculation (CH-DAMAGE-CALC-IN-LINK), and the monsters destroyed by that
 *   battle are sent to the GY only when the chain is over, at the end of the damage step — so 「战斗破坏…送去墓地时」 triggers
 *   do not miss their timing (:1025–1027);
 * - the battle is done: the attack is not replayed whatever the defending player's field became (:1036), and the chain ends in
 *   the damage step (伤害计算后), where only what may be activated there can be (:1029–1031).
 */
import type { Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import type { BattleOutcome } from '../game/stats.js';
import { arithmetic } from '../game/stats.js';
import { attackRecord } from '../game/board.js';
import { emit, nextStep } from '../game/events.js';
import { moveCards } from '../game/actions.js';
import { R } from '../rule-ids.js';
import { battleDealer, lingeringRules, type ActiveRule } from '../game/battle-damage.js';
import { earlierBattleRules } from '../game/history.js';

/** The damage calculation a link performed, with the rules that made its numbers. */
export interface PerformedCalc {
  link: number;
  outcome: BattleOutcome & { rules: string[] };
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** After a link resolved: when it performs a damage calculation, move the attack and make that calculation now. */
export function performDamageCalc(state: EngineState, link: LinkState): void {
  const e = link.effect;
  if (!e?.damageCalculation || link.outcome !== 'resolved' || state.calculated) return;
  const board = state.board;
  const at = board.attack;
  if (!at) return;
  const key = (r: string) => board.aliases?.[r] ?? r;
  const attacker = board.cards[key(at.attacker)];
  if (!attacker || attacker.zone !== 'monster' || !attacker.controller) return;
  const defender = other(attacker.controller);
  // The monster the calculation is moved to: the effect's target (「那只怪兽」) when it takes one, else its own card (「这张卡」).
  const named = e.targets ? link.targets.map((r) => board.cards[key(r)]).find((c) => c !== undefined) : board.cards[key(link.ref)];
  if (!named || named.zone !== 'monster' || named.controller !== defender) return;
  if (!named.faceUp) {
    named.faceUp = true;
    named.position = 'defense';
    // (s58: flipped face-up for the calculation — 「反转的回合」 is this turn for it, ../game/turn-event.ts. No `flipped` event is told
    // here yet: its flip effect after the damage calculation is not offered by this path.)
    named.flippedHere = true;
  }
  board.attack = attackRecord(at.attacker, named.ref, at.inDefense);
  // The battle-damage and battle-protection changes in force: the turn's earlier activations and the links that resolved so far.
  const lingering: ActiveRule[] = earlierBattleRules(state.scenario.history, board);
  for (const l of state.links) {
    if (l.outcome === 'resolved' && l.n >= link.n) lingering.push(...lingeringRules(l.card, l.effect, l.controller, l.ref, l.targets, true));
  }
  const battle = arithmetic(board, board, (r) => r, lingering).battle;
  if (!battle) return;
  link.rules.push(R.DAMAGE_CALC_PERFORMED);
  nextStep(state);
  for (const p of ['A', 'B'] as const) {
    const amount = battle.damage[p];
    if (!amount) continue;
    const lp = board.lp[p];
    if (lp !== null) board.lp[p] = Math.max(0, lp - amount);
    // (WIN-DAMAGE-CAUSE (s56): battle damage is dealt by the battling monster whose battle made it — not by this link's card; (s57) kept
    // when an effect moved it to that monster's own controller (「由对方代受」), who then dealt it to himself.)
    const dealer = battleDealer(battle.each, p);
    const dealerSide = dealer !== undefined ? (board.cards[dealer]?.controller ?? other(p)) : other(p);
    emit(state, { type: 'damage', link: link.n, player: p, amount, by: dealerSide, cause: 'battle', ...(dealer !== undefined ? { dealtBy: dealer } : {}) });
  }
  state.calculated = { link: link.n, outcome: { ...battle, rules: [...battle.rules, R.DAMAGE_CALC_PERFORMED] } };
  // The links below resolve after the damage calculation.
  board.phase = 'after-damage-calculation';
}

/** When the chain is over (the end of the damage step): the monsters the performed calculation destroyed go to the GY. */
export function sendBattleDestroyed(state: EngineState): void {
  const calc = state.calculated;
  if (!calc) return;
  const gone = calc.outcome.destroyed.map((r) => state.board.cards[r]).filter((c) => c !== undefined && c.zone === 'monster');
  if (gone.length === 0) return;
  nextStep(state);
  for (const c of gone) moveCards(state, [c!], 'gy', 'destroyed', null, c!.controller === 'A' ? 'B' : 'A', 'battle');
}

/**
 * CH-BATTLE-DESTROYED-PENDING (rules reference docs/c03/战斗阶段流程.rst:796–806, :880–883): a monster the damage calculation made in
 * this chain destroyed stays in the Monster Zone until the end of the damage step, but its destruction is settled: it can no longer
 * have counters placed on it nor have its battle position changed by the links that resolve after. True for such a monster (and
 * the rule is named on the link).
 */
export function battleDestroyedPending(state: EngineState, link: LinkState, c: { ref: string; zone: string | null }): boolean {
  const calc = state.calculated;
  if (!calc || c.zone !== 'monster' || !calc.outcome.destroyed.includes(c.ref)) return false;
  if (!link.rules.includes(R.BATTLE_DESTROYED_PENDING)) link.rules.push(R.BATTLE_DESTROYED_PENDING);
  return true;
}
