/**
 * CH-ATTACK-BATTLE-STEP (rules reference docs/c03/战斗阶段流程.rst:99, 105 — the Battle Step is where the turn player declares attacks with their own monsters): an
 * attack declaration (`攻击宣言 X → Y`) is made by the turn player's monster, in the Battle Step of their Battle Phase. Written in
 * another phase or step (a Main Phase, the Start Step, the End Step, another phase), or for the other player's monster, it is not
 * declared: the answer's attack verdict says why. A situation naming no phase, the Battle Phase as a whole, or a step of the Damage
 * Step (the attack under way), is not judged.
 *
 * CH-ATTACK-DIRECT, the other half here: a direct attack allowed because the opponent's field holds no monster is a fact only when
 * that field is listed whole (`B场只有:`, or `B场:` empty); not listed, or listed in part, it is the reading taken — the verdict says so,
 * and the answer's assumptions too.
 */
import type { Condition, Player } from '../../cards/facts.js';
import type { Text } from '../../i18n/text.js';
import type { Board, BoardCard } from '../types.js';
import type { AttackVerdict } from './attack-target.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/**
 * The phases in which a declaration may stand: the Battle Step itself, its start, or the Battle Phase as a whole — and a step of the
 * Damage Step, where the attack written is the one under way (its declaration read at that step, as the window rules do): not judged.
 */
const DECLARING = new Set(['battle-step', 'battle-step-start', 'battle-phase', 'damage-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end']);

export function attackTimingRefusal(board: Board, phase: string | null, turnPlayer: Player, attacker: BoardCard, target: string | null): AttackVerdict | null {
  const notTurnPlayer = attacker.controller !== null && attacker.controller !== turnPlayer;
  const wrongPhase = phase !== null && !DECLARING.has(phase);
  if (!notTurnPlayer && !wrongPhase) return null;
  const why = notTurnPlayer ? 'not-turn-player' : 'not-battle-step';
  return {
    legal: false,
    choices: [],
    direct: false,
    rules: [R.ATTACK_BATTLE_STEP],
    reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? target) : null, why, by: [], choices: [], direct: false, lost: [], phase } },
  };
}

/**
 * How the situation leaves the opponent's field a direct attack is judged on: not listed at all, or listed in part (`B场:X` with no monster
 * among the cards and no `B场只有:` — a monster not written may stand there: review s59, the verdict read it as holding none). Null: known.
 */
export function foeFieldOpen(foe: Player, known: ReadonlySet<string>): 'unlisted' | 'partial' | null {
  if (!known.has(`${foe}:field`)) return 'unlisted';
  return known.has(`${foe}:field-partial`) ? 'partial' : null;
}

/** What the assumptions say of a direct attack judged on an opponent's field left open (null: that field is known). */
export function directFieldAssumed(foe: Player, attacker: string, known: ReadonlySet<string>): Text | null {
  const open = foeFieldOpen(foe, known);
  return open === null ? null : say({ rule: 'attack:field-unknown', params: { foe, attacker, partial: open === 'partial' } });
}

/** A direct attack judged on an opponent's field the situation does not list (or lists in part): the verdict and the assumptions say it was read as empty. */
export function directOnUnknownField(verdict: AttackVerdict, foe: Player, known: ReadonlySet<string>): Text | null {
  const open = foeFieldOpen(foe, known);
  if (!verdict.legal || verdict.reason.params.why !== 'no-monsters' || open === null) return null;
  verdict.reason = { rule: verdict.reason.rule, params: { ...verdict.reason.params, why: open === 'partial' ? 'no-monsters-partial' : 'no-monsters-assumed' } };
  if (!verdict.rules.includes(R.ATTACK_DIRECT)) verdict.rules.push(R.ATTACK_DIRECT);
  return directFieldAssumed(foe, verdict.reason.params.attacker, known);
}

/**
 * CH-ATTACK-TARGET (review s59): the targets an attack may choose, listed from an opponent's field written in part (`B场:X`, no
 * `B场只有:`) — a monster not written there may be chosen too: the list is the reading taken, said (null: the field is known, or
 * nothing is listed).
 */
export function targetsOnFieldInPart(verdict: AttackVerdict, foe: Player, known: ReadonlySet<string>): Text | null {
  if (!verdict.legal || verdict.choices.length === 0 || foeFieldOpen(foe, known) !== 'partial') return null;
  if (!verdict.rules.includes(R.ATTACK_TARGET)) verdict.rules.push(R.ATTACK_TARGET);
  return say({ rule: 'attack:targets-in-part', params: { foe, attacker: verdict.reason.params.attacker } });
}

/**
 * CH-ATTACK-DIRECT-CONDITION: a direct attack allowed by a grant whose 「…的场合」 state was judged on the cards the situation lists
 * (「对方的魔法·陷阱卡区域没有卡存在」 read as: no card written there): the assumptions say so.
 */
export function directConditionAssumed(verdict: AttackVerdict, complete: (side: 'self' | 'opponent') => boolean = () => false): Text | null {
  // (Refused on a field written in part, where the state asks for a card there — 「自己场上有「X」存在」 —: the card may stand there
  // unlisted; the assumptions say the field was taken as complete, and how to write it — review s46 (1).)
  const cond = verdict.reason.params.cond as Condition[] | undefined;
  const missing = (verdict.reason.params.missing ?? []) as Condition[];
  if (!verdict.legal && verdict.reason.params.why === 'direct-condition-unmet' && cond && missing.some((c) => c.is === 'exists' && !complete(c.filter.side === 'opponent' ? 'opponent' : 'self'))) {
    return say({ rule: R.ATTACK_DIRECT_CONDITION, params: { attacker: verdict.reason.params.attacker, cond, variant: 'unmet' } });
  }
  if (verdict.legal && verdict.reason.params.why === 'direct-condition-unjudged') {
    return say({ rule: R.ATTACK_DIRECT_CONDITION, params: { attacker: verdict.reason.params.attacker, cond: verdict.reason.params.cond, variant: 'unjudged' } });
  }
  if (!verdict.legal || verdict.reason.params.why !== 'direct-condition-met') return null;
  return say({ rule: R.ATTACK_DIRECT_CONDITION, params: { attacker: verdict.reason.params.attacker, cond: verdict.reason.params.cond } });
}
