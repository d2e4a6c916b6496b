/**
 * CH-PLEDGE-BATTLE-PHASE (s58; rules reference docs/c03/誓约.rst:41, :67, :73; docs/c03/复制.rst:202): a pledge 「…发动的回合，自己不能进行
 * 战斗阶段」 of a player's activation earlier this turn, against that player's Battle Phase and attacks. Of the attacking player's activation earlier this turn (`本回合:`, or a chain played before `然后`) — that player conducts no
 * Battle Phase this turn, so none of its monsters declares an attack. It is no effect: the activation negated, it no longer applies;
 * only its effect negated (`效果无效`), it still does.
 */
import type { HistoryFact, Scenario } from '../../scenario/types.js';
import { pledgeForbids } from '../chain/pledge.js';
import { battlePhaseConducted } from '../chain/pledge-battle-phase.js';
import { say } from '../phrases/index.js';
import type { Text } from '../../i18n/text.js';
import { R } from '../rule-ids.js';
import type { AttackVerdict } from './attack-target.js';
import type { Board, BoardCard } from '../types.js';
import { historyEffect } from './history.js';
import { summonBattlePledges, type SummonBattlePledge } from './summon-battle-pledge.js';

/**
 * Does this earlier activation carry the pledge — its own, or (docs/c03/复制.rst:194, :202) that of the Trap a card activation copying
 * its target took, written as that target (`本回合:A:X(对象:Y)`, Y the Trap)? A copy with no target written pledges nothing known.
 */
function pledgesNoBattlePhase(h: HistoryFact): boolean {
  const e = historyEffect(h);
  if (e?.pledge && pledgeForbids(e.pledge, 'battle-phase')) return true;
  if (e?.kind !== 'activation' || e.copies !== 'target') return false;
  return (h.about ?? []).some((c) => c.type.kind === 'trap' && c.effects.some((x) => x.kind === 'activation' && x.pledge !== undefined && pledgeForbids(x.pledge, 'battle-phase')));
}

/** The refusal of `attacker`'s attack by such a pledge of its controller (of an activation, or of a summon this turn), or null. */
export function battlePhasePledgeRefusal(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): AttackVerdict | null {
  const me = attacker.controller;
  if (!me) return null;
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== me || h.negated === 'activation') continue;
    if (!pledgesNoBattlePhase(h)) continue;
    const params = { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'pledge-battle-phase', by: [h.card.name], choices: [], direct: false };
    return { legal: false, choices: [], direct: false, rules: [R.PLEDGE_BATTLE_PHASE], reason: { rule: 'attack:verdict', params } };
  }
  // SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): a monster its controller Special Summoned this turn pledged the same of its summon (./summon-battle-pledge.ts).
  const summoned = summonBattlePledges(scenario).find((p) => p.player === me);
  if (summoned) {
    const params = { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'summon-pledge-battle-phase', by: [summoned.card.name], words: summonWords(summoned), assumed: summoned.assumed, choices: [], direct: false };
    return { legal: false, choices: [], direct: false, rules: [R.SUMMON_PLEDGE_BATTLE_PHASE], reason: { rule: 'attack:verdict', params } };
  }
  return null;
}

/** The pledge sentence of the summoned card, as printed. */
const summonWords = (p: SummonBattlePledge): string => p.card.effects.find((e) => e.summonPledge)?.summonPledge?.words ?? '';

/**
 * The situation is in the turn player's Battle Phase or Main Phase 2 (../chain/pledge-battle-phase.ts reads the phase so) while an
 * activation of that player earlier this turn (`本回合:`, not activation-negated) carries the pledge — or (s59, SIT-SUMMON-PLEDGE-BATTLE-PHASE)
 * a monster that player Special Summoned this turn pledged it of its summon: that player could not have entered the Battle Phase — said
 * as a warning naming the pledge (the rest is judged as written). Null when not so.
 */
export function battlePhaseAgainstPledge(scenario: Scenario): Text | null {
  if (!scenario.turnPlayerStated || battlePhaseConducted(scenario.phase) !== true) return null;
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== scenario.turnPlayer || h.negated === 'activation') continue;
    if (pledgesNoBattlePhase(h)) return say({ rule: R.PLEDGE_BATTLE_PHASE, params: { variant: 'phase-written', card: h.card.name, player: h.player, phase: scenario.phase } });
  }
  const summoned = summonBattlePledges(scenario).find((p) => p.player === scenario.turnPlayer);
  if (summoned) return say({ rule: R.SUMMON_PLEDGE_BATTLE_PHASE, params: { card: summoned.card.name, player: summoned.player, phase: scenario.phase, words: summonWords(summoned), assumed: summoned.assumed } });
  return null;
}

/**
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): when a summon pledge that bound the answer (an attack refused by it, `attackRefused`, or the
 * turn's Battle Phase / Main Phase 2 warned) was read from `本回合:A:X(特殊召唤)` with no way written, the answer took the summon as by
 * the monster's own procedure — said in the assumptions. Null when none was so taken.
 */
export function summonPledgeAssumed(scenario: Scenario, attackRefused: boolean): Text | null {
  const phaseBound = scenario.turnPlayerStated && battlePhaseConducted(scenario.phase) === true;
  const p = summonBattlePledges(scenario).find((x) => x.assumed && (attackRefused || (phaseBound && x.player === scenario.turnPlayer)));
  return p ? say({ rule: R.SUMMON_PLEDGE_BATTLE_PHASE, params: { variant: 'assumed', card: p.card.name, player: p.player } }) : null;
}
