/**
 * ATK/DEF arithmetic (攻守计算) and battle damage: the one place that computes a monster's ATK and DEF
 * from the changes applied to it, and what a battle between the computed values does.
 * Rules reference docs/c03/攻守计算.rst.
 *
 * A monster on the field carries its changes (`BoardCard.stats`) in the order they were applied. The
 * values are never stored: they are computed from the printed values and that list each time, because
 * a change that stops applying (an equip card leaves, a duration ends) gives back what the changes
 * before it made — or not, by the rules below:
 * - CH-STAT-ORIGINAL: the original value (原本攻击力) is the printed one — 「?」 counts as 0 on the field —
 *   unless a change of the original rewrites it; the current value starts from the original.
 * - CH-STAT-ADD: raises and lowers (上升·下降) add to the current value. The total may go below 0: the
 *   monster shows 0, but later changes count from the real total (800 − 1000 + 700 = 500).
 * - CH-STAT-HALF: halving rounds up (2450 → 1225 → 613); 0 halved or doubled stays 0.
 * - CH-STAT-SET: an activated 变成/交换 of the current value fixes it: every change applied before it
 *   stops applying to that value — a one-shot change for good, a continuous one (持续适用: an equip card,
 *   a monster's own continuous effect) only while the 变成 applies. ATK and DEF are counted apart.
 * - CH-STAT-SET-ORIGINAL: an activated change of the original value (「原本攻击力变成一半」) rewrites the original; the
 *   raises and lowers applied before it are counted again on top; one-shot 变成 before it are gone, and
 *   earlier changes of the original stop (one-shot for good, continuous while it applies).
 * - CH-STAT-CONTINUOUS-SET: a continuous 变成 (an equip card’s 「变成原本攻击力的2倍」) decides the value while it applies, but erases
 *   nothing: one-shot changes before it come back when it stops, continuous raises before it are
 *   counted again after it. A continuous 变成 of the original likewise holds a
 *   one-shot 变成 of the value made before it (raises and lowers count on top of the new original).
 * - CH-STAT-CONTINUOUS-SWAP: a continuous 「原本的攻击力·守备力交换」 holds nothing: a 变成 of the value made before it
 *   stays (the swapped originals count for what comes after).
 * - CH-STAT-SCALED: a change by a count, a level or the equip cards (「上升自己墓地的怪兽数量×100」) is that many times its
 *   value: a continuous one counted as the board stands after each step, a one-shot one when it resolves (./stat-scale.ts).
 * - CH-STAT-LEAVES: a monster that leaves the field is a new card: its changes are gone.
 * - CH-BATTLE-DAMAGE: battle damage and destruction come from the computed values.
 *
 * One-shot changes are fixed when they apply: 「变成一半」 of a monster at 3500 stores 1750, so the
 * value stays when the equip card that made 3500 leaves.
 */
import { battleFlippedBy } from './phase.js';
import { negatedChangers } from './changes.js';
import { battleReplacements, type BattleReplacement } from './battle-replacement.js';
import type { Card, Player, StatChange } from '../../cards/facts.js';
import type { StatNote } from '../../notation/ast.js';
import type { Board, BoardCard, StatMod } from '../types.js';
import type { Settled } from '../../cards/shape.js';
import { R } from '../rule-ids.js';
import { cardView } from './board.js';
import { battleDamage, battleProof, standingRules, type ActiveRule, type ProofAssumed, type DamageResult } from './battle-damage.js';
import { boardAttackStopped } from './attack-stops.js';
import { battleSelfDestructs } from './battle-self-destruct.js';

export type Stat = 'atk' | 'def';

/** What a monster's printed value is on the field: 「?」 (stored as a negative number) counts as 0; a Link monster has no DEF. */
export function printed(card: Card, stat: Stat): number | null {
  const v = stat === 'atk' ? card.atk : card.def;
  if (v === undefined) return stat === 'def' && card.type.subtypes.includes('link') ? null : card.type.kind === 'monster' ? 0 : null;
  return v < 0 ? 0 : v;
}

/** Half, rounded up (四舍五入 of x.5: 2450 → 1225 → 613). */
export function half(x: number): number {
  return Math.round(Math.max(0, x) / 2);
}

export interface StatValue {
  /** What the monster shows (never below 0). */
  value: number;
  /** The real total, which later raises and lowers count from (may be below 0). */
  total: number;
  original: number;
  rules: string[];
}

/** CMP-STAT-KEPT-TARGET: a change read from the card its card keeps targeting (applied after the other changes applied last). */
const keptLast = (m: StatMod): boolean => m.per !== undefined && 'keptTargetValue' in m.per;

/**
 * One value of a monster from its printed value and its changes. A change applies when it is active
 * and no later change erased it (for good) or holds it (while that one applies).
 */
export function computeStat(base: number, all: readonly StatMod[]): StatValue {
  // CH-STAT-RECALC-LAST: a change 「只在伤害计算时」 is applied after every other one, whenever it was made.
  // CH-STAT-EQUIP-NOT-AGAIN: an equip card's 「只在伤害计算时」 change is not applied again once a one-shot 变成 of the equipped
  // monster's value was made after it (docs/c03/攻守计算.rst:543–546): it stays in its place, held by that 变成.
  const stays = (m: StatMod, i: number) => m.equipEffect !== undefined && all.some((q, j) => j > i && q.active && !q.continuous && q.layer === 'current' && q.op !== 'add');
  const isLast = all.some((m) => m.last) ? all.map((m, i) => m.last === true && !stays(m, i)) : null;
  const firstLast = isLast ? isLast.indexOf(true) : -1;
  // (CMP-STAT-KEPT-TARGET: a 变成 to the values of the card it keeps targeting comes after the other changes applied last — docs/c03/攻守计算.rst:499.)
  const mods = firstLast >= 0 ? [...all.filter((_, i) => !isLast![i]), ...all.filter((m, i) => isLast![i] && !keptLast(m)), ...all.filter((m, i) => isLast![i] && keptLast(m))] : all;
  // Named when it changed the order: a change made after it is applied before it.
  const reordered = firstLast >= 0 && all.slice(firstLast).some((m, k) => !isLast![firstLast + k] && m.active);
  const n = mods.length;
  const erased: boolean[] = new Array(n).fill(false);
  const held: boolean[] = new Array(n).fill(false);
  const rules = new Set<string>();
  for (let j = 0; j < n; j++) {
    const m = mods[j]!;
    if (m.op === 'add') continue;
    for (let i = 0; i < j; i++) {
      const p = mods[i]!;
      if (!m.continuous && m.layer === 'current') {
        // CH-STAT-SET: the current value is fixed; the original stays as it was.
        if (p.layer !== 'current') continue;
        if (!p.continuous) erased[i] = true;
        else if (m.active) held[i] = true;
        rules.add(R.STAT_SET);
      } else if (!m.continuous) {
        // CH-STAT-SET-ORIGINAL: raises and lowers are counted again; a one-shot 变成 of the current value is gone.
        if (p.layer === 'original') {
          if (!p.continuous) erased[i] = true;
          else if (m.active) held[i] = true;
        } else if (p.op !== 'add' && !p.continuous) erased[i] = true;
        rules.add(R.STAT_SET_ORIGINAL);
      } else if (m.layer === 'current' && m.active && p.layer === 'current' && !p.continuous && !m.last) {
        // (CH-STAT-RECALC-LAST: a 变成 of the current value applied last is counted again on the value as it is — it holds nothing.)
        // CH-STAT-CONTINUOUS-SET: one-shot changes before it wait while it applies.
        held[i] = true;
        rules.add(R.STAT_CONTINUOUS_SET);
      } else if (m.layer === 'original' && m.active && p.layer === 'current' && !p.continuous && p.op !== 'add') {
        // CH-STAT-CONTINUOUS-SWAP: a continuous 「原本的攻击力·守备力交换」 changes no value a 变成 made before it (the fixed
        // value does not come from the original, docs/c03/攻守计算.rst:422–429).
        if (m.made === 'swap') {
          rules.add(R.STAT_CONTINUOUS_SWAP);
          continue;
        }
        // CH-STAT-CONTINUOUS-SET: a continuous 变成 of the original (an equip card's) makes the value again from the new
        // original: a one-shot 变成 of the value before it waits while it applies (raises are counted again).
        held[i] = true;
        rules.add(R.STAT_CONTINUOUS_SET);
      }
    }
  }
  const applies = (i: number) => mods[i]!.active && !erased[i] && !held[i];
  for (let i = 0; i < n; i++) {
    if (!applies(i)) continue;
    const m = mods[i]!;
    if (m.made === 'half' || m.op === 'half') rules.add(R.STAT_HALF);
    if (m.op !== 'add' && !m.continuous) rules.add(m.layer === 'original' ? R.STAT_SET_ORIGINAL : R.STAT_SET);
    if (m.equipEffect !== undefined) rules.add(R.EQUIP_STATS);
  }
  // CH-EQUIP-DAMAGE-CALC-ONLY: an equip change held to damage calculation is named whether it applies now or not.
  for (let i = 0; i < n; i++) if (mods[i]!.holds?.some((h) => h.is === 'phase')) rules.add(R.EQUIP_DAMAGE_CALC_ONLY);
  // CH-EQUIP-NEGATED-STATS: an equip change off while its card's effects are negated is named.
  for (let i = 0; i < n; i++) if (mods[i]!.negated) rules.add(R.EQUIP_NEGATED_STATS);
  for (let i = 0; i < n; i++) {
    if (!applies(i)) continue;
    if (mods[i]!.field !== undefined) rules.add(R.STAT_CONTINUOUS);
    if (mods[i]!.per !== undefined) rules.add(R.STAT_SCALED);
    if (mods[i]!.per !== undefined && 'materials' in mods[i]!.per!) rules.add(R.STAT_MATERIALS);
    if (mods[i]!.battling) rules.add(R.STAT_BATTLING);
    if (mods[i]!.heldEarlier) rules.add(R.STAT_HELD_EARLIER);
    if (mods[i]!.heldOwnAttack) rules.add(R.STAT_OWN_ATTACK_EARLIER);
    if (mods[i]!.last && reordered && (firstLast < 0 || i >= n - isLast!.filter(Boolean).length)) rules.add(R.STAT_RECALC_LAST);
  }
  let original = base;
  for (let i = 0; i < n; i++) {
    const m = mods[i]!;
    if (m.layer !== 'original' || !applies(i)) continue;
    original = m.op === 'set' ? m.value : m.op === 'half' ? half(original) : m.op === 'double' ? original * 2 : original + m.value;
    rules.add(R.STAT_ORIGINAL);
  }
  let total = original;
  for (let i = 0; i < n; i++) {
    const m = mods[i]!;
    if (m.layer !== 'current' || !applies(i)) continue;
    if (m.op === 'add') {
      total += m.value;
      rules.add(R.STAT_ADD);
      continue;
    }
    const from = m.of === 'original' ? original : Math.max(0, total);
    total = m.op === 'set' ? m.value : m.op === 'half' ? half(from) : from * 2;
    if (m.continuous) {
      rules.add(R.STAT_CONTINUOUS_SET);
      // Continuous raises applied before a continuous 变成 are counted again after it (a field raise, then an equip card’s doubling) —
      // not after one applied last (CH-STAT-RECALC-LAST, 会反复计算的效果): that one is made on the value as it stands, raises included
      // (docs/c03/攻守计算.rst:517: (1600 + 300) / 2).
      if (m.last) continue;
      for (let k = 0; k < i; k++) if (mods[k]!.continuous && mods[k]!.layer === 'current' && mods[k]!.op === 'add' && applies(k)) total += mods[k]!.value;
    }
  }
  return { value: Math.max(0, total), total, original, rules: [...rules] };
}

export interface MonsterStats {
  atk: StatValue | null;
  def: StatValue | null;
}

/** A monster's ATK and DEF now (null: it has none — a Link monster's DEF, a card that is no monster). */
export function statsOf(c: BoardCard): MonsterStats {
  const all = c.stats ?? [];
  // CH-STAT-OWN-NEGATED: while its effects are negated, the changes its own self-only effects made do not apply.
  const mods = all.length && c.states.includes('effects-negated') ? all.filter((m) => !endsWhenNegated(c.card, m)) : all;
  const one = (stat: Stat): StatValue | null => {
    const base = printed(c.card, stat);
    if (base === null) return null;
    const v = computeStat(base, mods.filter((m) => m.stat === stat));
    // Named while its effects are negated, or once an effect ended such a change for good (inactive, made by itself).
    if (all.some((m) => m.stat === stat && endsWhenNegated(c.card, m) && (!m.active || mods !== all))) v.rules.push(R.STAT_OWN_NEGATED);
    // 「?」 counts as 0 on the field (CH-STAT-ORIGINAL).
    const raw = stat === 'atk' ? c.card.atk : c.card.def;
    if (raw !== undefined && raw < 0 && !v.rules.includes(R.STAT_ORIGINAL)) v.rules.push(R.STAT_ORIGINAL);
    return v;
  };
  return { atk: one('atk'), def: one('def') };
}

/** One value a card shows now, for filters (「攻击力1000以下」): undefined where it has none. */
export function valueNow(c: { card: Card; stats?: readonly StatMod[] }, stat: Stat): number | undefined {
  const base = printed(c.card, stat);
  if (base === null) return undefined;
  return computeStat(base, (c.stats ?? []).filter((m) => m.stat === stat)).value;
}

/** The ATK a monster shows now (printed when it has no changes; 「?」 as 0). */
export function currentAtk(c: BoardCard): number | null {
  return statsOf(c).atk?.value ?? null;
}

export interface ApplyOptions {
  /** 持续适用: a continuous effect that is computed live (an equip card’s doubling), not fixed when it applies. */
  continuous: boolean;
  source: string;
  link: number | null;
  /** Added (issue 16, CH-STAT-DURATION-END): how long the change lasts (StatMod.lasts). */
  lasts?: 'turn' | 'damage-calc' | 'battle-phase';
}

/**
 * A StatMod with every field, in the interface's order (absent ones undefined): the changes are read
 * by the hottest stat code (computeStat, valueNow, refreshEquips, refreshFieldStats), and a change made
 * with a different set of fields would be another object shape there. Copies made with a spread
 * (`{ ...m, active }`) keep the shape, as they only set fields that are already there — and so that
 * a copy and a made change have the very same shape, a made change is itself a copy (of STAT_MOD): to
 * V8 an object literal and a spread copy of it are two shapes even with the same keys (issue 10).
 */
const STAT_MOD: Settled<StatMod> = {
  stat: undefined, layer: undefined, op: undefined, value: undefined, of: undefined, continuous: undefined, active: undefined,
  source: undefined, link: undefined, at: undefined, made: undefined, equipEffect: undefined, negated: undefined, holds: undefined,
  ownEffect: undefined, field: undefined, per: undefined, battling: undefined, unit: undefined, last: undefined, lasts: undefined, heldEarlier: undefined, heldOwnAttack: undefined,
};
export function statMod(m: StatMod): StatMod {
  return {
    ...STAT_MOD,
    stat: m.stat, layer: m.layer, op: m.op, value: m.value, of: m.of, continuous: m.continuous, active: m.active,
    source: m.source, link: m.link, at: m.at, made: m.made, equipEffect: m.equipEffect, negated: m.negated, holds: m.holds,
    ownEffect: m.ownEffect, field: m.field, per: m.per, battling: m.battling, unit: m.unit, last: m.last, lasts: m.lasts, heldEarlier: m.heldEarlier, heldOwnAttack: m.heldOwnAttack,
  };
}

/**
 * A new list of changes of a card, always of one array kind (an empty `[]` literal is an array of small
 * integers to V8, a list of changes an array of objects: two shapes at every `stats.some(…)`) (issue 10).
 */
export function statList(...lists: readonly (readonly StatMod[] | undefined)[]): StatMod[] {
  const out: StatMod[] = [NO_CHANGE];
  out.length = 0;
  for (const l of lists) if (l) for (const m of l) out.push(m);
  return out;
}
const NO_CHANGE: StatMod = statMod({ stat: 'atk', layer: 'current', op: 'add', value: 0, of: 'current', continuous: false, active: false, source: '', link: null, at: 0 });

/**
 * Apply a change to a face-up monster: one-shot 变成/交换 are fixed to the value they make now. A
 * change of the original value only applies to a face-up monster on the field. Returns false when
 * nothing could change (no such value).
 */
export function applyStatChange(c: BoardCard, stats: 'atk' | 'def' | 'atk-def', change: StatChange, opts: ApplyOptions): boolean {
  const wanted: Stat[] = stats === 'atk-def' ? ['atk', 'def'] : [stats];
  // A value is there when the card has one printed (statsOf's null); the values themselves are read only by a swap and a
  // one-shot 变成/减半/翻倍 — not worked out for an 「上升」 or a continuous change (CH-STAT-CONTINUOUS runs after every step).
  const has = wanted.filter((s) => printed(c.card, s) !== null);
  if (!has.length) return false;
  const now = change.op === 'swap' || (change.op !== 'add' && !opts.continuous) ? statsOf(c) : null;
  if (change.layer === 'original' && !(c.zone === 'monster' && c.faceUp)) return false;
  const at = (c.stats?.length ?? 0) + 1;
  const added: StatMod[] = [];
  // Each change written out field by field, not as `{ ...base, stat, op, … }`: on Node 20's V8 an object spread followed by keys
  // the spread did not have gives every object made there a hidden class of its own (measured: ~30 µs a call here, and every
  // later read of it megamorphic) — issue 10.
  const of = change.of ?? 'current';
  const mod = (stat: Stat, op: StatMod['op'], value: number, made?: StatMod['made']): StatMod =>
    statMod({ layer: change.layer, continuous: opts.continuous, active: true, source: opts.source, link: opts.link, of, lasts: opts.lasts, stat, op, value, at, made });
  if (change.op === 'swap') {
    // 「攻击力·守备力交换」: each becomes what the other is now (an original swap reads the originals).
    const a = now!.atk, d = now!.def;
    if (!a || !d) return false;
    const read = (v: StatValue) => (change.layer === 'original' ? v.original : v.value);
    added.push(mod('atk', 'set', read(d), 'swap'), mod('def', 'set', read(a), 'swap'));
  } else {
    for (const s of has) {
      if (change.op === 'add') {
        added.push(mod(s, 'add', change.value ?? 0));
      } else if (opts.continuous) {
        // (A continuous 「变成原本数值」 is not counted: nothing to store but the original itself.)
        if (change.op === 'set' && change.value === undefined) continue;
        added.push(mod(s, change.op, change.value ?? 0));
      } else {
        const v = now![s]!;
        const from = change.layer === 'original' || change.of === 'original' ? v.original : v.value;
        // CMP-STAT-TO-ORIGINAL: a 变成 with no number of the original (「变成原本数值」) fixes the value to the original now.
        const value = change.op === 'set' ? (change.value ?? (change.of === 'original' ? v.original : 0)) : change.op === 'half' ? half(from) : from * 2;
        added.push(mod(s, 'set', value, change.op));
      }
    }
  }
  // A new array: boards are cloned shallowly, so an earlier board keeps its own list.
  c.stats = statList(c.stats, added);
  return true;
}

export interface BattleOutcome {
  /** Added (CH-PROTECT-EARLIER): the monsters kept from destruction by battle by a lasting protection an earlier activation left. */
  earlier?: string[];
  attacker: string;
  target: string | null;
  /** Battle damage each player takes. */
  damage: Record<Player, number>;
  /** LP gained instead of battle damage (CH-BATTLE-DAMAGE-ORDER, order 5). */
  gain: Record<Player, number>;
  /** The cards whose effects changed the battle damage (CH-BATTLE-DAMAGE-ORDER), in the order they applied. */
  changedBy: string[];
  /** Refs of the monsters destroyed by the battle. */
  destroyed: string[];
  /** Monsters that lost the battle but are not destroyed by it (CH-BATTLE-INDESTRUCTIBLE): ref and the card that protects it. */
  spared: { ref: string; by: string }[];
  /** A protection left for the battle did not apply: the monster is unaffected by its card (CH-UNAFFECTED-BATTLE-PROOF). */
  unaffected: boolean;
  /** A monster was spared by a protection against monsters of some ATK only (CH-BATTLE-INDESTRUCTIBLE-VS). */
  versus: boolean;
  /** Added (CH-BATTLE-INDESTRUCTIBLE-COLUMN): a protection against another column's monsters kept a monster here. */
  column?: true;
  /** CH-BATTLE-PROTECT-ONCE: a once-a-turn protection kept a monster. */
  once?: boolean;
  /** CH-BATTLE-INDESTRUCTIBLE-LP: a protection held by its player's LP being ahead before the damage kept a monster. */
  lpAhead?: boolean;
  /** CH-BATTLE-PROOF-NEGATED: a battling monster's continuous effects were off under a face-up card's negation. */
  proofNegated?: boolean;
  /** CH-BATTLE-INDESTRUCTIBLE-LP: protections not applied because the situation did not say their LP or zones (./battle-damage.ts ProofAssumed). */
  assumed?: ProofAssumed[];
  /** CH-REPLACE-PAY-LP: a replacement paying LP instead was judged with the LP left after the damage. */
  paysLp?: boolean;
  /** CH-REPLACE-PAY-LP-TOO: a replacement that pays LP along with its step was weighed (applied or not). */
  paysLpToo?: boolean;
  /** CH-BATTLE-DAMAGE-REPLACED: a damage change made by a destruction replacement applied (its replacement said to apply). */
  byReplaced?: boolean;
  /** CH-BATTLE-DAMAGE-HALF-LP applied. */
  halfLp?: boolean;
  /** Added (CH-BATTLE-DAMAGE-ORDER): the halving or doubling picked among several of different reach (./battle-damage.ts DamageResult). */
  narrowest?: NonNullable<DamageResult['narrowest']>;
  /** Added (CH-DAMAGE-ZERO-STANDING): a 0 applied once a turn made a damage 0 (./battle-damage.ts DamageResult). */
  onceZero?: string[];
  /** Added (CH-BATTLE-ZERO-SUMMON-TURN): a 0 under a condition not told, not applied (./battle-damage.ts DamageResult). */
  unknownZero?: string[];
  /** Added (CH-REPLACE-DESTROY-BATTLE): monsters that lost but whose destruction a replacement (代替破坏) took: the card, and what it acted on. */
  replaced: BattleReplacement[];
  /** Added (same rule): optional replacements that could apply and were not said to (the state 代替破坏 applies one), and ones whose step cannot be done. */
  offered: { ref: string; by: string }[];
  cannotReplace: { ref: string; by: string; linked?: true; negated?: true; lpShort?: { amount: number; lp: number } }[];
  /** Added (CH-SELF-DESTRUCT-BATTLE): monsters whose own 「…的场合这张卡破坏」 applies after this damage calculation (./battle-self-destruct.ts). */
  selfDestroyed?: string[];
  /** The values the damage calculation used: ATK of the attacker, ATK or DEF of the target. */
  attackerValue: number;
  targetValue: number | null;
  targetPosition: 'attack' | 'defense' | null;
  /** Added (CH-BATTLE-DAMAGE-TAKEN-COND): each single battle damage, as a player takes it. */
  each?: { player: Player; amount: number; source: string | null }[];
}

/**
 * CH-BATTLE-INDESTRUCTIBLE-LP: the protections not judged, of the monsters no other protection kept (those need no word) — and
 * (CH-PROTECT-CONDITION) the protection applied as assumed, which is what kept its monster.
 */
function notSpared(board: Board, assumed: ProofAssumed[], spared: readonly { ref: string }[]): { assumed?: ProofAssumed[] } {
  const left = assumed.filter((n) => n.kind === 'condition-assumed' || !spared.some((x) => board.cards[x.ref]?.card.name === n.monster));
  return left.length ? { assumed: left } : {};
}

/**
 * CH-BATTLE-DAMAGE: the damage calculation with the values as they are now. Against a monster in
 * Attack Position the lower ATK is destroyed and its controller takes the difference (equal: both
 * destroyed, no damage; both 0: neither); against Defense Position the attacker destroys a lower DEF
 * (no damage) and takes the difference when the DEF is higher; a direct attack deals the ATK.
 * The damage is then changed by the effects that apply (`rules`, CH-BATTLE-DAMAGE-ORDER, ./battle-damage.ts).
 * Null when the board has no attack, or a monster of it is gone from the Monster Zone.
 */
export function battleOutcome(board: Board, rules: readonly ActiveRule[] = standingRules(board)): BattleOutcome | null {
  const at = board.attack;
  if (!at) return null;
  const key = (r: string) => board.aliases?.[r] ?? r;
  const a = board.cards[key(at.attacker)];
  if (!a || a.zone !== 'monster' || !a.controller) return null;
  const me = a.controller;
  const other: Player = me === 'A' ? 'B' : 'A';
  // CH-ATTACKER-DEFENSE: a monster attacking in Defense Position uses its DEF as its ATK.
  // CH-BATTLE-BY-ORIGINAL: 「那次战斗的伤害计算用原本的攻击力·守备力进行」 — the original values are compared instead (the values themselves stay).
  const by = (c: BoardCard, stat: Stat): number => {
    const v = statsOf(c)[stat];
    return (at.byOriginal ? v?.original : v?.value) ?? 0;
  };
  const atk = at.inDefense && a.position === 'defense' ? by(a, 'def') : at.byOriginal ? by(a, 'atk') : (currentAtk(a) ?? 0);
  const done = (target: BoardCard | null, position: 'attack' | 'defense' | null, raw: { player: Player; amount: number; source: string | null } | null, destroyed: string[], targetValue: number | null): BattleOutcome => {
    const b = { attacker: a, attackerValue: atk, target, targetPosition: position };
    const d = battleDamage(board, b, raw, rules);
    // CH-BATTLE-INDESTRUCTIBLE: a monster that lost but cannot be destroyed by battle stays; the damage is as calculated.
    const spared: { ref: string; by: string }[] = [];
    let unaffected = false;
    let versus = false;
    let column = false;
    let once = false;
    let lpAhead = false;
    let assumed: ProofAssumed[] | undefined;
    for (const r of destroyed) {
      const m = board.cards[r];
      const by = m ? battleProof(board, b, m, rules, () => (unaffected = true), (vs) => { versus = true; if (vs.column) column = true; }, () => (once = true), () => (lpAhead = true), (n) => (assumed ??= []).push(n)) : null;
      if (by) spared.push({ ref: r, by });
    }
    // CH-PROTECT-EARLIER: kept by the battle half of a lasting protection an earlier activation left.
    const earlier = spared.filter((x) => rules.some((r) => r.protectEarlier && r.name === x.by));
    const losing = spared.length ? destroyed.filter((r) => !spared.some((s) => s.ref === r)) : destroyed;
    // CH-REPLACE-DESTROY-BATTLE: a replacement decided at damage calculation for a monster that would be destroyed.
    // (CH-REPLACE-PAY-LP: an LP payment instead is judged with the LP left after this battle's damage.)
    const lpAfter: Partial<Record<Player, number>> = {};
    for (const p of ['A', 'B'] as const) { const lp = board.lp[p]; if (typeof lp === 'number') lpAfter[p] = Math.max(0, lp - (d.damage[p] ?? 0)); }
    const rep = battleReplacements(board, losing, lpAfter);
    const lost = rep.saved.length ? losing.filter((r) => !rep.saved.some((s) => s.ref === r)) : losing;
    // CH-BATTLE-PROOF-NEGATED: a battling monster whose continuous effects a face-up card's negation switches off now.
    const fighters = [a, target].filter((x): x is BoardCard => !!x && x.card.effects.some((e) => e.kind === 'continuous'));
    const proofNegated = fighters.length > 0 && negatedChangers(board, fighters).length > 0;
    return { ...(earlier.length ? { earlier: earlier.map((x) => x.ref) } : {}), ...(proofNegated ? { proofNegated: true } : {}), attacker: a.ref, target: target?.ref ?? null, damage: d.damage, gain: d.gain, changedBy: d.applied, destroyed: lost, spared, unaffected, versus, ...(column ? { column: true as const } : {}), ...(once ? { once: true } : {}), ...(lpAhead ? { lpAhead: true } : {}), ...(assumed ? notSpared(board, assumed, spared) : {}), ...(rep.paysLp ? { paysLp: true } : {}), ...(rep.paysLpToo ? { paysLpToo: true } : {}), ...(rules.some((r) => r.rule.whenReplaced && d.applied.includes(r.name)) ? { byReplaced: true } : {}), ...(d.halfLp ? { halfLp: true } : {}), ...(d.narrowest ? { narrowest: d.narrowest } : {}), ...(d.onceZero ? { onceZero: d.onceZero } : {}), ...(d.unknownZero ? { unknownZero: d.unknownZero } : {}), replaced: rep.saved, offered: rep.offered, cannotReplace: rep.cannot, attackerValue: atk, targetValue, targetPosition: position, each: d.each ?? [] };
  };
  if (at.target === null) return done(null, null, { player: other, amount: atk, source: a.ref }, [], null);
  const t = board.cards[key(at.target)];
  if (!t || t.zone !== 'monster') return null;
  const they = t.controller ?? other;
  const position = t.faceUp ? (t.position ?? 'attack') : 'defense';
  const destroyed: string[] = [];
  if (position === 'attack') {
    const v = by(t, 'atk');
    let raw: { player: Player; amount: number; source: string | null } | null = null;
    if (atk > v) { destroyed.push(t.ref); raw = { player: they, amount: atk - v, source: a.ref }; }
    else if (atk < v) { destroyed.push(a.ref); raw = { player: me, amount: v - atk, source: t.ref }; }
    else if (atk > 0) destroyed.push(a.ref, t.ref);
    return done(t, 'attack', raw, destroyed, v);
  }
  const v = by(t, 'def');
  let raw: { player: Player; amount: number; source: string | null } | null = null;
  if (atk > v) destroyed.push(t.ref);
  else if (atk < v) raw = { player: me, amount: v - atk, source: t.ref };
  return done(t, 'defense', raw, destroyed, v);
}

/**
 * ATK/DEF the situation states (`X(攻3500,原攻1500)`) as changes applied before the chain, in the
 * order written: 「原攻1600」 a one-shot change of the original; 「攻-1000」「攻+500」 a lower or raise
 * applied earlier; 「攻3500」 a one-shot 变成 made earlier (CH-STAT-SET: what made the value before it no
 * longer counts). Where they came from is not known — the answer says so (`source: 'situation'`).
 */
export function statedChanges(c: BoardCard, notes: readonly StatNote[]): StatMod[] {
  // A stated original needs the monster face-up on the field: the working copy is, whatever the card.
  const w: BoardCard = cardView(c, { zone: 'monster', faceUp: true, stats: statList(), states: [] });
  for (const n of notes) {
    const now = statsOf(w)[n.stat];
    if (!now) continue;
    const change: StatChange =
      n.layer === 'original' ? { layer: 'original', op: 'set', value: n.value }
      : n.op === 'add' ? { layer: 'current', op: 'add', value: n.value }
      : { layer: 'current', op: 'set', value: n.value };
    const before = w.stats?.length ?? 0;
    applyStatChange(w, n.stat, change, { continuous: false, source: 'situation', link: null });
    // 「攻+800#2」: made by the card's own effect ② (CH-STAT-OWN-NEGATED).
    if (n.by !== undefined) w.stats = w.stats!.map((m, i) => (i >= before ? { ...m, ownEffect: n.by } : m));
  }
  return w.stats ?? statList();
}

/**
 * CH-STAT-OWN-NEGATED (rules reference docs/c03/攻守计算.rst:64–93): a one-shot change a monster's own effect made to it
 * ends when the monster's effects are negated — and does not come back when the negation ends — if that effect changes
 * the ATK/DEF of no card but its own (a raise by what it destroyed, by what it was summoned with). An effect that can change other cards' values
 * (one that halves another monster's ATK and gains the amount, or one that may choose itself and did) keeps what it made. Read from the card's effect: every
 * ATK/DEF step of it acts on the card itself; an effect whose steps are not known keeps its change (nothing guessed).
 */
export function endsWhenNegated(card: Card, m: StatMod): boolean {
  if (m.ownEffect === undefined || m.continuous) return false;
  // 「#2」 on a monster's value names its monster effect ②, never a Pendulum Effect of the same number (a Pendulum Effect acts from the Pendulum Zone).
  // On a card that took another card's name and effects (`复制:`), it names the card's own printed effect — the one that made the change
  // (its own ① that raised its ATK and copied), which it still has, negated with the rest.
  const effects = card.copiedFrom?.ownEffects ?? card.effects;
  const e = effects.find((x) => x.n === m.ownEffect && !x.pendulum);
  const steps = e ? e.does.filter((a) => a.do === 'modify-stats') : [];
  return steps.length > 0 && steps.every((a) => a.what === 'self');
}

/** CH-STAT-OWN-NEGATED when an effect negates the monster: the changes that end are gone for good (a later end of the negation does not bring them back). */
export function endOwnChanges(c: BoardCard): void {
  if (c.stats?.some((m) => m.active && endsWhenNegated(c.card, m))) c.stats = c.stats.map((m) => (m.active && endsWhenNegated(c.card, m) ? { ...m, active: false } : m));
}

/** CH-STAT-OWN-NEGATED: the effect numbers the stated changes name (`攻+700#2`: the monster's own effect ②), when every stated change names one. */
function statedOwn(c: BoardCard): number[] | null {
  const stated = (c.stats ?? []).filter((m) => m.source === 'situation');
  if (stated.length === 0 || stated.some((m) => m.ownEffect === undefined)) return null;
  return [...new Set(stated.map((m) => m.ownEffect!))].sort((x, y) => x - y);
}

/** The answer's view of the values (src/answer/types.ts StatLine / BattleAnswer), built once per answer. */
export interface Arithmetic<C> {
  /** `own`: the numbers of the monster's own effects every stated change names (`攻+700#2`), when each names one; else null. */
  stats: { ref: string; card: C; now: MonsterStats; before: MonsterStats | null; stated: boolean; own: number[] | null }[];
  battle: (BattleOutcome & { rules: string[] }) | null;
}

/**
 * Which monsters' values the answer shows: those on the field after the chain or action whose values
 * the situation stated or an effect changed, and the monsters of the attack.
 */
export function arithmetic<C>(before: Board, after: Board, ref: (r: string) => C, lingering: readonly ActiveRule[] = []): Arithmetic<C> {
  const out: Arithmetic<C>['stats'] = [];
  // CH-BATTLE-FLIPPED: a face-down monster attacked is turned face-up before damage calculation: the calculation reads it face-up.
  const flipped = after.attack ? flipAttacked(after) : null;
  const fought = flipped ?? after;
  // (s59: from 伤害计算前 on the board already shows it face-up, flipped by the battle (./board.ts buildBoard): the same rule.)
  const byBattle = flipped !== null || flippedBeforeBoard(after);
  // WIN-ATTACK-STOPS: an attacker that left or was changed to Defense Position in the chain stops its attack — no damage calculation.
  const calc = after.attack && !boardAttackStopped(after) ? battleOutcome(fought, [...standingRules(fought), ...lingering]) : null;
  // CH-SELF-DESTRUCT-BATTLE: the self-destructions that apply after the calculation.
  const selfDestroyed = calc ? battleSelfDestructs(fought, calc.destroyed, byBattle ? (calc.target ?? null) : null) : [];
  const battle = calc && selfDestroyed.length ? { ...calc, selfDestroyed } : calc;
  const inBattle = new Set(battle ? [battle.attacker, battle.target ?? ''] : []);
  for (const c of Object.values(after.cards)) {
    if (c.zone !== 'monster' || c.card.type.kind !== 'monster') continue;
    const b = before.cards[c.ref];
    // (Also a monster whose changes all ended during the chain: its value went back — 3000 → 2500.)
    if (!(c.stats?.length || inBattle.has(c.ref) || (b?.zone === 'monster' && b.stats?.some((m) => m.active)))) continue;
    out.push({ ref: c.ref, card: ref(c.ref), now: statsOf(c), before: b && b.zone === 'monster' ? statsOf(b) : null, stated: Boolean(c.stats?.some((m) => m.source === 'situation')), own: statedOwn(c) });
  }
  return { stats: out, battle: battle ? { ...battle, rules: [R.BATTLE_DAMAGE, ...(byBattle ? [R.BATTLE_FLIPPED] : []), ...(after.attack?.byOriginal ? [R.BATTLE_BY_ORIGINAL] : []), ...(battle.changedBy.length ? [R.BATTLE_DAMAGE_ORDER] : []), ...(battle.spared.length ? [R.BATTLE_INDESTRUCTIBLE] : []), ...(battle.earlier ? [R.PROTECT_EARLIER] : []), ...(battle.versus ? [R.BATTLE_INDESTRUCTIBLE_VS] : []), ...(battle.once ? [R.BATTLE_PROTECT_ONCE] : []), ...(battle.lpAhead || battle.assumed?.some((n) => n.kind === 'lp-unknown' || n.kind === 'not-linked') ? [R.BATTLE_INDESTRUCTIBLE_LP] : []), ...(battle.assumed?.some((n) => n.kind === 'condition-assumed') ? [R.PROTECT_CONDITION] : []), ...(battle.column || battle.assumed?.some((n) => n.kind === 'column-unknown') ? [R.BATTLE_INDESTRUCTIBLE_COLUMN] : []), ...(battle.proofNegated ? [R.BATTLE_PROOF_NEGATED] : []), ...(battle.paysLp ? [R.REPLACE_PAY_LP] : []), ...(battle.paysLpToo ? [R.REPLACE_PAY_LP_TOO] : []), ...(battle.byReplaced ? [R.BATTLE_DAMAGE_REPLACED] : []), ...(battle.halfLp ? [R.BATTLE_DAMAGE_HALF_LP] : []), ...(battle.unaffected ? [R.UNAFFECTED_BATTLE_PROOF] : []), ...(battle.replaced.length || battle.offered.length || battle.cannotReplace.length ? [R.REPLACE_DESTROY_BATTLE] : []), ...(battle.replaced.some((x) => x.linked) || battle.cannotReplace.some((x) => x.linked) ? [R.REPLACE_DESTROY_LINKED] : []), ...(battle.cannotReplace.some((x) => x.negated) ? [R.REPLACE_DESTROY_NEGATED] : []), ...(selfDestroyed.length ? [R.SELF_DESTRUCT_BATTLE] : []), ...(battle.onceZero ? [R.DAMAGE_ZERO_STANDING] : []), ...(battle.unknownZero ? [R.BATTLE_ZERO_SUMMON_TURN] : [])] } : null };
}

/**
 * CH-STAT-DURATION-END (rules reference docs/c03/攻守计算.rst:168–189, 326–349): the board once the turn — or the damage
 * calculation — has ended. A resolved change that lasted until then (`StatMod.lasts`: 「直到回合结束时」, 「只在伤害计算时」)
 * stops applying; computeStat then gives back what it held (continuous changes before it), never what it erased
 * (one-shot changes before it). No battle is left to calculate. Returns the new board and the monsters whose changes ended;
 * the board given is not changed.
 */
export function durationEnded(board: Board, moment: 'turn-end' | 'damage-calc-end'): { board: Board; ended: string[] } {
  const ends = (m: StatMod) => m.active && (m.lasts === 'damage-calc' || (moment === 'turn-end' && (m.lasts === 'turn' || m.lasts === 'battle-phase')));
  const cards: Record<string, BoardCard> = {};
  const ended: string[] = [];
  for (const [key, c] of Object.entries(board.cards)) {
    if (c.stats?.some(ends)) {
      cards[key] = cardView(c, { stats: statList(c.stats.map((m) => (ends(m) ? statMod({ ...m, active: false }) : m))) });
      ended.push(c.ref);
    } else cards[key] = c;
  }
  return { board: { ...board, cards, attack: null, phase: moment === 'turn-end' ? null : board.phase }, ended };
}

/**
 * CH-BATTLE-FLIPPED: the attacked monster, face-up now, flipped in this judging at a part of the damage step where only the battle
 * flips it (the board turned it face-up, or the rules flipped it again after an effect set it face-down: docs/c03/战斗阶段流程.rst:578).
 */
function flippedBeforeBoard(board: Board): boolean {
  const target = board.attack?.target;
  if (!target || !battleFlippedBy(board.phase)) return false;
  const t = board.cards[board.aliases?.[target] ?? target];
  return t !== undefined && t.zone === 'monster' && t.faceUp && t.flippedHere === true;
}

/**
 * CH-BATTLE-FLIPPED (rules reference docs/c03/战斗阶段流程.rst, 伤害计算前): a face-down Defense Position monster
 * that is attacked is turned face-up before damage calculation, so the calculation reads its values and its
 * continuous effects (a battle protection, a battle-damage change) face-up. The board as the chain left it is
 * not changed: a copy with the target face-up, or null when the target is not a face-down monster.
 */
export function flipAttacked(board: Board): Board | null {
  const at = board.attack;
  if (!at || at.target === null) return null;
  const key = board.aliases?.[at.target] ?? at.target;
  const t = board.cards[key];
  if (!t || t.zone !== 'monster' || t.faceUp) return null;
  return { ...board, cards: { ...board.cards, [key]: { ...t, faceUp: true, position: 'defense' } } };
}
