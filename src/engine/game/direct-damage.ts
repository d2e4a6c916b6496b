/**
 * CH-DIRECT-DAMAGE-ACTION (rules reference docs/c03/战斗阶段流程.rst:105 — a direct attack is declared when the defending player has no
 * monster, or by a monster an effect lets attack directly; the battle damage of a direct attack is dealt at damage calculation): the
 * action `直接攻击 X` is the turn player's Attack Position monster X attacking directly and reaching damage calculation. Its battle
 * damage (X's ATK as the continuous changes in force make it, the battle-damage changes of the field applied — the same calculation
 * as the situation's `攻击:X` with `伤害计算`) is dealt to the other player, recorded as dealt by X (WIN-DAMAGE-CAUSE), and the
 * window after damage calculation opens (伤害计算后: 「给与对方战斗伤害时」, 「受到直接攻击的战斗伤害时」 …). A monster whose ATK
 * makes no damage deals none: no damage event, no such trigger.
 *
 * An opponent's field not listed is read as holding no monster, and said (as CH-ATTACK-DIRECT). Not made (the answer says why, nothing happens): X not in a Monster Zone, in Defense Position, not the turn player's, written
 * outside the Battle Phase, or the opponent has a monster written on the field and X may not attack directly (then it is no direct
 * attack: write `攻击宣言 X → Y`); (s57) nor when an attack declaration by X would be refused (「不能攻击」「不能直接攻击」, the attacks it
 * made this Battle Phase, a pledge or a lock of the turn: the same checks, ../game/perform.ts directAttackBarred).
 */
import type { Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard, EngineEvent } from '../types.js';
import { attackRecord } from './board.js';
import type { AttackVerdict } from './attack-target.js';
import { arithmetic } from './stats.js';
import { battleDealer, type ActiveRule } from './battle-damage.js';
import { engineEvent } from './events.js';
import { isBattlePhase } from './phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { opponent } from '../../scenario/types.js';

/** Why `直接攻击 X` cannot be the direct attack written now; null when it can. */
export function directAttackRefusal(board: Board, phase: string | null, subject: BoardCard | undefined, name: string): Text | null {
  const refuse = (why: string, extra: Record<string, unknown> = {}) => say({ rule: R.DIRECT_DAMAGE_ACTION, params: { card: subject?.card.name ?? name, why, phase, ...extra } });
  if (!subject || subject.zone !== 'monster' || subject.card.type.kind !== 'monster') return refuse('not-on-field');
  if (phase !== null && !isBattlePhase(phase)) return refuse('not-battle-phase');
  if (subject.controller !== null && subject.controller !== board.turnPlayer) return refuse('not-turn-player', { turn: board.turnPlayer });
  if (subject.position === 'defense' || !subject.faceUp) return refuse('defense');
  return null;
}

/**
 * (s57) `直接攻击 X` refused by the checks of an attack declaration (../game/perform.ts directAttackBarred): a monster the opponent controls
 * makes it no direct attack — unless X may attack directly all the same (「可以直接攻击」) — and the answer says how to write the attack on a
 * monster; any other bar (「不能攻击」「这张卡不能直接攻击」, its attacks of this Battle Phase made, a pledge or a lock of the turn) is said
 * as the attack declaration's verdict says it.
 */
export function directAttackVerdictRefusal(board: Board, subject: BoardCard, verdict: AttackVerdict): Text {
  const why = String(verdict.reason.params.why);
  const foe = opponent(subject.controller ?? board.turnPlayer);
  const foes = Object.values(board.cards).filter((c) => c.zone === 'monster' && c.controller === foe);
  if (foes.length && (why === 'monsters-present' || why.endsWith('-closes-direct'))) {
    return say({ rule: R.DIRECT_DAMAGE_ACTION, params: { card: subject.card.name, why: 'opponent-has-monsters', foe, monsters: foes.map((c) => c.card.name) } });
  }
  return say({ rule: R.DIRECT_DAMAGE_ACTION, params: { card: subject.card.name, why: 'attack-barred', verdict: say({ ...verdict.reason, params: { ...verdict.reason.params, alone: true } }) } });
}

/**
 * Deals the direct attack's battle damage on `after` (LP lowered, the attack recorded, the board at 伤害计算后) and returns the damage
 * event — none when no damage is dealt (0 ATK, or an effect of the field made it 0). `lingering`: the changes the turn's earlier
 * activations left (./history.ts earlierBattleRules — 「这个回合，自己受到的战斗伤害变成0」), as the situation's `伤害计算` reads them.
 */
export function dealDirectDamage(after: Board, subject: BoardCard, actor: Player, step: number, lingering: readonly ActiveRule[]): EngineEvent[] {
  after.attack = attackRecord(subject.ref, null);
  const battle = arithmetic(after, after, (r) => r, lingering).battle;
  after.phase = 'after-damage-calculation';
  const out: EngineEvent[] = [];
  for (const p of ['A', 'B'] as const) {
    const amount = battle?.damage[p] ?? 0;
    if (amount <= 0) continue;
    const lp = after.lp[p];
    if (lp !== null) after.lp[p] = Math.max(0, lp - amount);
    // (s57) Dealt by the monster whose battle made it, kept when an effect moved it (「由对方代受」: the attacker's own controller takes it,
    // still dealt by the attacker — not by a player's opponent); its controller is the one who dealt it.
    const dealer = battleDealer(battle?.each, p);
    const dealerSide = dealer !== undefined ? (after.cards[dealer]?.controller ?? opponent(p)) : opponent(p);
    out.push(engineEvent({ type: 'damage', link: null, player: p, amount, by: dealerSide, cause: 'battle', ...(dealer !== undefined ? { dealtBy: dealer } : {}) }, step));
  }
  return out;
}
