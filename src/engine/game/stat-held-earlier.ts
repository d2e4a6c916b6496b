/**
 * CH-STAT-HELD-EARLIER (rules reference docs/c03/攻守计算.rst:527–529): a change an effect activated earlier this turn holds on its
 * target in the Damage Step of that monster's attacks (CMP-STAT-HELD-ATTACK: 「这个效果让那只怪兽攻击的伤害步骤内，那只怪兽的攻击力变成
 * 2倍」) applies while the situation is in the Damage Step of that monster's attack — a 变成 of the current value held to the Damage
 * Step, so it is applied last (CH-STAT-RECALC-LAST): halved meanwhile, it is doubled again. The monster is the one the entry names
 * (`(对象:X)`), or, none named, the attacker (said in the assumptions). The ATK the situation states for it (`(攻5000)`) is what it
 * shows with the change in it. Only an entry whose effect applied (not negated, not activated by another card as that resolved).
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard, StatMod } from '../types.js';
import type { EngineState } from './state.js';
import { historyEffect } from './history.js';
import { isDamageStep } from './phase.js';
import { pushOnce } from './state.js';
import { statList, statMod } from './stats.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function heldEarlierStats(state: EngineState): void {
  const board = state.board;
  if (!isDamageStep(board.phase) || !board.attack) return;
  const attacker = board.cards[board.aliases?.[board.attack.attacker] ?? board.attack.attacker];
  if (!attacker || attacker.zone !== 'monster' || !attacker.faceUp) return;
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by !== undefined) continue;
    const held = (historyEffect(h)?.does ?? []).filter((a): a is Action & { change: NonNullable<Action['change']> } => a.heldToAttack === true && a.change !== undefined);
    if (!held.length) continue;
    const named = h.about?.length ? h.about : null;
    if (named && !named.some((c) => c.id === attacker.card.id)) continue;
    for (const a of held) for (const stat of a.stat === 'atk-def' ? (['atk', 'def'] as const) : [a.stat ?? 'atk']) holdOn(attacker, stat, a.change, h.card.name);
    if (!named) pushOnce(state.assumptions, say({ rule: R.STAT_HELD_EARLIER, params: { name: h.card.name, card: attacker.card.name } }));
  }
}

/** The change on the monster, applied last; a stated value of it (`(攻N)`) is what it shows with the change in it. */
function holdOn(m: BoardCard, stat: 'atk' | 'def', change: NonNullable<Action['change']>, by: string): void {
  if (change.layer !== 'current' || (change.op !== 'double' && change.op !== 'half')) return;
  const list = m.stats ?? [];
  const at = list.reduce((n, s) => Math.max(n, s.at), 0) + 1;
  const mod: StatMod = statMod({ stat, layer: 'current', op: change.op, value: 0, of: 'current', continuous: true, active: true, source: `earlier:${by}`, link: null, at, last: true, heldEarlier: true });
  // The stated 变成 (the situation's `(攻N)`) is the value with this change in it: before the change, the value it was made from.
  const stated = list.map((s, i) => (s.source === 'situation' && s.stat === stat && s.op === 'set' && s.layer === 'current' && !s.continuous ? i : -1)).filter((i) => i >= 0).pop();
  const back = stated === undefined ? list : list.map((s, i) => (i === stated ? { ...s, value: change.op === 'double' ? Math.round(s.value / 2) : s.value * 2 } : s));
  m.stats = statList(back, [mod]);
}
