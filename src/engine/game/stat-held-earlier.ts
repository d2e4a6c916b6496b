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
import { copyOf, historyEffect } from './history.js';
import { becameNewCard } from './memory.js';
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
  ownAttackEarlier(state, attacker);
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

/**
 * CH-STAT-OWN-ATTACK-EARLIER (CMP-OWN-ATTACK-HELD): 「这个回合，这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升1000，那只对方怪兽的攻击力下降500」,
 * activated earlier this turn by the attacker's controller with the attacker's card, applies in the Damage Step of its attack on an
 * opponent's monster — the raise on the attacker, the lower on the monster attacked. Not on a direct attack, not when the entry's effect
 * did not apply (negated, or activated by another card), not when the attacker became a new card since (FD-MEMORY: turned face-down, or
 * banished and back). A ● its battle position picked as it resolved (CMP-POSITION-TIERS): the history does not say the position then —
 * the Attack Position ● is taken for a monster attacking in Attack Position now, and said.
 */
function ownAttackEarlier(state: EngineState, attacker: BoardCard): void {
  const board = state.board;
  const at = board.attack?.target ?? null;
  const target = at ? board.cards[board.aliases?.[at] ?? at] : undefined;
  if (!target || target.zone !== 'monster' || !target.controller || target.controller === attacker.controller) return;
  if (becameNewCard(attacker.states)) return;
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by !== undefined) continue;
    if (h.card.id !== attacker.card.id || h.player !== attacker.controller) continue;
    // (The entry bound to one copy of the situation: only that copy's attacks. Not bound — several copies listed — and another face-up
    // copy of the card on that field: which one activated is not told; the attacker is taken as it, and said.)
    if (h.sameAs !== null && h.sameAs !== (copyOf(state.scenario, attacker.ref) ?? attacker.ref)) continue;
    const twin = h.sameAs === null && Object.values(board.cards).some((c) => c.ref !== attacker.ref && c.card.id === attacker.card.id && c.zone === 'monster' && c.faceUp && c.controller === attacker.controller);
    const e = historyEffect(h);
    const held = [...(e?.does ?? []), ...(e?.leaves ?? [])].filter((a) => a.heldToOwnAttack !== undefined && a.change?.op === 'add' && typeof a.change.value === 'number');
    if (!held.length) continue;
    const tier = (a: Action) => a.whileHolds?.find((w) => w.is === 'self-state' && (w.state === 'in-attack' || w.state === 'in-defense'));
    const picked = held.filter((a) => { const w = tier(a); return !w || (w.is === 'self-state' && w.state === 'in-attack'); });
    if (held.some((a) => tier(a) !== undefined)) {
      if (attacker.position !== 'attack') continue;
      pushOnce(state.assumptions, say({ rule: R.STAT_OWN_ATTACK_EARLIER, params: { name: h.card.name } }));
    }
    if (twin) pushOnce(state.assumptions, say({ rule: R.STAT_OWN_ATTACK_EARLIER, params: { name: h.card.name, variant: 'copy' } }));
    for (const a of picked) {
      const m = a.heldToOwnAttack === 'self' ? attacker : target;
      if (!m.faceUp) continue;
      for (const stat of a.stat === 'atk-def' ? (['atk', 'def'] as const) : [a.stat === 'def' ? 'def' as const : 'atk' as const]) {
        const list = m.stats ?? [];
        const at2 = list.reduce((n, s) => Math.max(n, s.at), 0) + 1;
        m.stats = statList(list, [statMod({ stat, layer: 'current', op: 'add', value: a.change!.value as number, of: 'current', continuous: true, active: true, source: `earlier:${h.card.name}`, link: null, at: at2, heldOwnAttack: true })]);
      }
    }
  }
}
