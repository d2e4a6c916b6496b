/**
 * CH-BATTLE-DAMAGE-ORDER (rules reference docs/c03/战斗阶段流程.rst:642–752): the effects that change battle
 * damage apply in a fixed order, each to the damage as the orders before it left it.
 *  1. 「给与2倍数值的战斗伤害」 (a doubled piercing damage): damage dealt as a number, before anything changes it;
 *  2. 「由双方玩家承受」: the other player takes the same damage too (each damage once, however many say so);
 *  3. 「由对方代受」「由自己代受」「让对方也承受」: each damage is moved (or copied) at most once, and a damage
 *     an order-3 effect made is not moved again;
 *  5. 「作为代替回复那个数值」: that damage becomes a gain of LP, and nothing after this changes it;
 *  6. 「变成0」; 7.–8. 「变成一半」「变成2倍」 — several of one kind count once, one of each cancel out;
 *  9. 「变成1000」: a damage that is not 0 becomes the fixed value (the smallest of several);
 * 10. 「不会受到这张卡的攻击力以下的战斗伤害」 last.
 * Each rule is read against one damage: who takes it now (`receiver`, seen from the rule's controller), which
 * battle it came from (`of`), and, for 「A给与B的战斗伤害」, that A is its source (the monster that won the
 * battle, or the one whose DEF was higher) — docs/c03/战斗阶段流程.rst:688–715.
 *
 * The rules come from face-up cards (a continuous effect: a monster's effects in the Monster Zone, a
 * Pendulum Effect in the Pendulum Zone, a Spell/Trap's in its zone) and from effects that resolved this
 * turn — earlier (`本回合:`), or in the chain just judged.
 */
import { negatedChangers } from './changes.js';
import { standing } from './standing.js';
import type { BattleDamageRule, Card, Condition, EffectFacts, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { half, statsOf } from './stats.js';
import { boardView, checkConditions, matchesFilter, onBoard } from './match.js';
import { isField } from './board.js';
import { columnOf, pointsAtCard } from './field-zones.js';
import { printedIndestructible, printedUnaffected, protectionCondition, stateUnaffected } from './protection.js';
import { grantedShield, grantSources } from './protection-grants.js';
import { standingZeroes } from './damage-zero-standing.js';

/** A rule that applies now, with the card and player it belongs to. */
export interface ActiveRule {
  rule: BattleDamageRule;
  controller: Player;
  /** The board key of its card (null: a card no longer on the board — an earlier activation's). */
  card: string | null;
  /** For `of: 'targets'`: the monsters its activation targeted. */
  targets?: string[];
  /** Its card's name, for the reasoning. */
  name: string;
  /** CH-PROTECT-EARLIER: the battle half of a lasting 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」 an activated effect left. */
  protectEarlier?: true;
  /** CH-DAMAGE-ZERO-STANDING: a 0 applied once a turn (「1回合只有1次让那次伤害变成0」): the first damage of its player above 0 only. */
  once?: true;
  /** CH-BATTLE-ZERO-SUMMON-TURN: a `conditionKnown` rule whose effect's condition the situation does not tell — not applied, said where it would fit. */
  unknown?: true;
  /**
   * CH-PROTECT-CONDITION: a protection from battle (`indestructible`) whose effect's condition the situation does not tell (「连接状态的这张卡」
   * with no zones written) — read as the effect path reads it (protectionCondition): applied as assumed, and said when it keeps a monster.
   */
  assumed?: true;
}

/** One battle damage on its way to a player. */
interface Damage {
  player: Player;
  amount: number;
  /** The monster whose battle made it (its ATK or DEF won). */
  source: string | null;
  /** Moved or copied by an order-3 effect: not moved again. */
  moved: boolean;
}

export interface Battle {
  attacker: BoardCard;
  /** The value the attacker battles with (its ATK; its DEF when it attacks in Defense Position). */
  attackerValue: number;
  target: BoardCard | null;
  targetPosition: 'attack' | 'defense' | null;
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** The zones a continuous battle rule's condition reads as listed: both fields (as the attack's choices, ./attack-target.ts). */
const FIELDS_LISTED: ReadonlySet<string> = new Set(['A:field', 'B:field']);

/** Is the effect a continuous one that its card applies from where it is now? */
function appliesFrom(c: BoardCard, e: EffectFacts): boolean {
  if (e.kind !== 'continuous' || !c.faceUp || !isField(c.zone)) return false;
  const pendulumCard = c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
  if (c.zone === 'monster') return !e.pendulum;
  // In a Spell & Trap Zone: a Pendulum Effect of a card in the Pendulum Zone, or a Spell/Trap's own effect.
  return pendulumCard ? e.pendulum === true : c.card.type.kind !== 'monster';
}

/**
 * The continuous effects in force on the board that carry a fact (`has`): of face-up cards whose effects are not negated
 * (CH-NEGATED-EARLIER's state, also set when an effect negates them) and that can be used (不能使用, CH-CANNOT-USE),
 * applied from where the card is, under a condition the board does not show false (「●守备表示：这张卡不会被战斗破坏」 in
 * Attack Position is not in force; an unknown condition is applied, as a printed rule would be), and not negated by another face-up
 * card's continuous negation now (CH-BATTLE-PROOF-NEGATED). Read by the battle's
 * damage rules here and by the attack-target rules (./attack-target.ts).
 */
export function continuousInForce(board: Board, has: (e: EffectFacts) => boolean): Array<{ card: BoardCard; effect: EffectFacts }> {
  const out: Array<{ card: BoardCard; effect: EffectFacts }> = [];
  let view: ReturnType<typeof boardView> | null = null;
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || !c.controller || c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    for (const e of c.card.effects) {
      if (!has(e) || !appliesFrom(c, e)) continue;
      // (Review s44-rv3: the fields are judged as the board lists them, as the attack's targets are (./attack-target.ts) — with no zone
      // known, a 「只要场上有「X」存在」 not met on the listed fields was unknown and so applied: a battle damage made 0 with no X there.)
      if (e.condition?.length && checkConditions(e.condition, (view ??= boardView(board, FIELDS_LISTED)), c, c.controller) === false) continue;
      out.push({ card: c, effect: e });
    }
  }
  // CH-BATTLE-PROOF-NEGATED: nor of a card a face-up card's continuous negation (「场上的效果怪兽的效果无效化」) negates now — a monster's effects there
  // apply no more than when the situation states them negated (`效果无效`).
  if (out.length === 0) return out;
  const negated = new Set(negatedChangers(board, [...new Set(out.map((x) => x.card))]));
  return negated.size === 0 ? out : out.filter((x) => !negated.has(x.card));
}

/** The continuous battle-damage rules of the face-up cards (cheap: most cards have none). */
export function standingRules(board: Board): ActiveRule[] {
  const out: ActiveRule[] = [];
  for (const { card: c, effect: e } of continuousInForce(board, (x) => !!x.battleDamage)) {
    for (const rule of e.battleDamage!) {
      // CH-BATTLE-DAMAGE-REPLACED: a change made by its destruction replacement holds only when the situation says it applies.
      if (rule.whenReplaced && !c.states.includes('replaces-destruction')) continue;
      // CH-BATTLE-ZERO-SUMMON-TURN: a rule under its effect's condition (the turn its card was summoned) holds only when that is known.
      const unknown = rule.conditionKnown && checkConditions(e.condition ?? [], boardView(board, FIELDS_LISTED), c, c.controller!) !== true;
      // CH-PROTECT-CONDITION: a protection whose condition cannot be told applies as assumed (the one reading, ./protection.ts).
      const assumed = !unknown && rule.op === 'indestructible' && protectionCondition(e, boardView(board, FIELDS_LISTED), c, c.controller!) === null;
      out.push({ rule, controller: c.controller!, card: c.ref, name: c.card.name, ...(unknown ? { unknown: true as const } : {}), ...(assumed ? { assumed: true as const } : {}) });
    }
  }
  riderRules(board, out);
  // CH-DAMAGE-ZERO-STANDING: a continuous 「自己受到的战斗伤害变成0」 (`standingDamageZero` battle / all) whose condition holds.
  for (const p of ['A', 'B'] as const) {
    for (const z of standingZeroes(board, p, 'battle')) {
      if (z.holds === true) out.push({ rule: { op: 'zero', receiver: p === z.controller ? 'self' : 'opponent', of: 'any' }, controller: z.controller, card: z.ref, name: z.name, ...(z.once ? { once: true as const } : {}) });
    }
  }
  return out;
}

/**
 * FD-SUMMON-RIDER-BATTLE-DAMAGE: the change of battle damage a monster of the battle carries from the effect that Special Summoned it
 * (「这个效果特殊召唤的怪兽给与玩家的战斗伤害变成一半」), while it remembers that summon. Only the two monsters of the attack are read.
 */
function riderRules(board: Board, out: ActiveRule[]): void {
  const at = board.attack;
  if (!at) return;
  for (const ref of [at.attacker, at.target]) {
    const m = ref ? board.cards[ref] : undefined;
    if (!m?.summonRiders?.length || m.zone !== 'monster' || !m.controller || !m.states.includes('summoned-by-card')) continue;
    const name = m.summonedBy ?? m.card.name;
    if (m.summonRiders.includes('battle-damage-half')) out.push({ rule: { op: 'half', receiver: 'any', of: 'self', sourceOnly: true }, controller: m.controller, card: m.ref, name });
    // CMP-TOKEN-BATTLE-ZERO: 「这衍生物的战斗发生的对双方玩家的战斗伤害变成0」 — no damage to either player from its battles.
    if (m.summonRiders.includes('battle-damage-zero')) out.push({ rule: { op: 'zero', receiver: 'any', of: 'self' }, controller: m.controller, card: m.ref, name });
    if (m.summonRiders.includes('battle-damage-zero-opponent')) out.push({ rule: { op: 'zero', receiver: 'opponent', of: 'self' }, controller: m.controller, card: m.ref, name });
  }
}

/**
 * The rules an activated effect left for the turn once it resolved (「这个回合，…战斗伤害变成0」) — and (CH-PROTECT-EARLIER) the battle half of
 * a lasting 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」 over every card its filter names (not left by an entry done by another card's
 * effect, `byEffect`: its effect did not apply).
 */
export function lingeringRules(card: Card, e: EffectFacts | null, controller: Player, ref: string | null, targets: string[], thisBattle: boolean, byEffect = false): ActiveRule[] {
  if (!e || e.kind === 'continuous') return [];
  const out: ActiveRule[] = (e.battleDamage ?? []).filter((r) => thisBattle || r.lasts !== 'battle').map((rule) => ({ rule, controller, card: ref, targets, name: card.name }));
  if (byEffect) return out;
  for (const a of e.does) {
    // CMP-PROTECT-TARGET-TURN: 「这个回合，选择的怪兽不会被战斗以及卡的效果破坏」 — the battle half, over the link's targets.
    if (a.do === 'cannot-be-destroyed' && a.duration === 'turn' && a.what === 'targets' && (a.against === 'any' || a.against === 'battle')) {
      out.push({ rule: { op: 'indestructible', receiver: 'self', of: 'targets' }, controller, card: ref, targets, name: card.name });
      continue;
    }
    if (a.do !== 'cannot-be-destroyed' || a.duration !== 'turn' || typeof a.what !== 'object' || a.what.scope !== 'all' || (a.against !== 'any' && a.against !== 'battle')) continue;
    out.push({ rule: { op: 'indestructible', receiver: 'self', of: 'filter', filter: a.what.filter }, controller, card: ref, targets, name: card.name, protectEarlier: true });
  }
  return out;
}

/** The monster a rule is about in this battle (the monster `of` names, when it is in the battle). */
function subjectIn(board: Board, r: ActiveRule, b: Battle): BoardCard[] {
  const inBattle = [b.attacker, ...(b.target ? [b.target] : [])];
  const rule = r.rule;
  const own = r.card ? (board.aliases?.[r.card] ?? r.card) : null;
  switch (rule.of) {
    case 'self':
      return inBattle.filter((m) => m.ref === own);
    case 'equipped': {
      const eq = own ? board.cards[own]?.equippedTo : null;
      return inBattle.filter((m) => m.ref === eq);
    }
    case 'targets':
      return inBattle.filter((m) => r.targets?.some((t) => (board.aliases?.[t] ?? t) === m.ref));
    case 'filter': {
      const ctx = onBoard(board, r.card ?? '', r.controller);
      return inBattle.filter((m) => matchesFilter(rule.filter ?? {}, m, ctx));
    }
    default:
      return inBattle;
  }
}

/** Does a rule apply to this damage (who takes it, which battle, which source, when)? */
function fits(board: Board, r: ActiveRule, b: Battle, d: Damage): boolean {
  const rule = r.rule;
  if (rule.of === 'monsters' && !b.target) return false;
  const subjects = subjectIn(board, r, b);
  if (rule.of !== 'any' && rule.of !== 'monsters' && subjects.length === 0) return false;
  const whose = rule.receiver;
  if (whose === 'self' && d.player !== r.controller) return false;
  if (whose === 'opponent' && d.player === r.controller) return false;
  if (whose === 'controller' && !subjects.some((m) => m.controller === d.player)) return false;
  if (rule.sourceOnly && !subjects.some((m) => m.ref === d.source)) return false;
  // CMP-BATTLE-VS-FILTER: a change that holds only in a battle with such a monster (「和暗属性怪兽的战斗」).
  if (rule.vs && !subjects.some((m) => versus(b, m, rule.vs!, board))) return false;
  if (rule.when) {
    const ok = subjects.some((m) => {
      if (rule.when === 'attacked') return b.target?.ref === m.ref;
      if (rule.when === 'direct') return b.attacker.ref === m.ref && !b.target;
      if (rule.when === 'attacks-defense') return b.attacker.ref === m.ref && b.targetPosition === 'defense';
      return b.target !== null && (m.ref === b.attacker.ref ? b.target.controller : b.attacker.controller) !== m.controller;
    });
    if (!ok) return false;
  }
  return true;
}

export interface DamageResult {
  damage: Record<Player, number>;
  /** LP gained instead of damage (order 5). */
  gain: Record<Player, number>;
  /** The cards whose rules changed the damage, in the order they applied. */
  applied: string[];
  /** CH-BATTLE-DAMAGE-HALF-LP: a damage was set to half its taker's LP. */
  halfLp?: boolean;
  /**
   * Added (CH-BATTLE-DAMAGE-ORDER): several halvings (or doublings) of different reach fitted the damages, and the one applied was
   * chosen by the engine's reading 「the narrowest applies」 (not stated by the reference as a rule, only in its examples, :721): the
   * change applied (`chosen`) and the ones left out (`others`) — said in the answer's assumptions.
   */
  narrowest?: { op: 'half' | 'double'; chosen: string; others: string[] }[];
  /** Added (CH-BATTLE-DAMAGE-TAKEN-COND): each single battle damage left, as a player takes it (two made by one battle for both players stay two). */
  each?: { player: Player; amount: number; source: string | null }[];
  /** Added (CH-DAMAGE-ZERO-STANDING): the cards whose 0 applied once a turn made a damage 0 here (assumed not spent earlier this turn: said). */
  onceZero?: string[];
  /** Added (CH-BATTLE-ZERO-SUMMON-TURN): the cards whose 0 would fit a damage here under a condition the situation does not tell (not applied: said). */
  unknownZero?: string[];
}

/**
 * The battle damage of one damage calculation: `raw` is what the values make (the player whose monster
 * lost, the difference, the monster that won); `rules` every rule that applies now.
 */
export function battleDamage(board: Board, b: Battle, raw: { player: Player; amount: number; source: string | null } | null, rules: readonly ActiveRule[]): DamageResult {
  const applied: string[] = [];
  let halfLp = false;
  const use = (r: ActiveRule) => { if (!applied.includes(r.name)) applied.push(r.name); };
  const byOp = (op: BattleDamageRule['op']) => rules.filter((r) => r.rule.op === op);
  let items: Damage[] = raw && raw.amount > 0 ? [{ ...raw, moved: false }] : [];
  // 1. Piercing damage dealt as a number: a monster attacking one in Defense Position with higher ATK.
  if (b.target && b.targetPosition === 'defense') {
    const atk = b.attackerValue;
    const def = statsOf(b.target).def?.value ?? 0;
    const opponent = b.target.controller ?? other(b.attacker.controller!);
    const probe: Damage = { player: opponent, amount: atk - def, source: b.attacker.ref, moved: false };
    const pierce = byOp('pierce').filter((r) => atk > def && fits(board, r, b, probe));
    if (pierce.length) {
      const factor = Math.max(...pierce.map((r) => r.rule.value ?? 1));
      for (const r of pierce) if ((r.rule.value ?? 1) === factor) use(r);
      items = [{ ...probe, amount: (atk - def) * factor }];
    }
  }
  // 2. Taken by both players: the other player takes the same damage too; both damages may then be moved by order 3
  // (docs/c03/战斗阶段流程.rst:654–655, 670).
  const both = byOp('both');
  if (both.length) {
    const withBoth: Damage[] = [];
    for (const d of items) {
      withBoth.push(d);
      const r = both.find((x) => fits(board, x, b, d));
      if (!r) continue;
      use(r);
      withBoth.push({ ...d, player: other(d.player) });
    }
    items = withBoth;
  }
  // 3. Moved or copied, each damage at most once; the damage made here is not moved again.
  const moves = rules.filter((r) => r.rule.op === 'to-opponent' || r.rule.op === 'to-self' || r.rule.op === 'also-opponent');
  const after3: Damage[] = [];
  // A copy for the other player (「让对方也承受」) and a move of the damage itself (「由对方代受」) are two changes: both may
  // apply to one damage, each once — the copy goes to the other player, the damage itself is then moved
  // (docs/c03/战斗阶段流程.rst:665: two 1500s for the opponent); neither applies to the copy.
  for (const d of items) {
    const copy = moves.find((m) => m.rule.op === 'also-opponent' && fits(board, m, b, d));
    const r = moves.find((m) => m.rule.op !== 'also-opponent' && fits(board, m, b, d));
    if (copy) use(copy);
    if (r) use(r);
    after3.push(r ? { ...d, player: r.rule.op === 'to-self' ? r.controller : other(r.controller), moved: true } : d);
    if (copy) after3.push({ ...d, player: other(d.player), moved: true });
  }
  items = after3;
  // 5. Gained instead: that damage is done with.
  const gain: Record<Player, number> = { A: 0, B: 0 };
  items = items.filter((d) => {
    const r = byOp('heal').find((h) => fits(board, h, b, d));
    if (!r) return true;
    use(r);
    gain[d.player] += d.amount;
    return false;
  });
  // 7.–8. Halved, doubled: of several changes of one kind only one applies to the calculation (docs/c03/战斗阶段流程.rst:717–721) —
  // the one that reaches the first damage it can, the narrowest first (one naming a single player's damage, 「这张卡给与对方的」,
  // before one of both players', 「双方的」); it then changes every damage it fits, and the others none: a 「双方的战斗伤害变成2倍」
  // beside a 「这张卡给与对方的战斗伤害变成2倍」 doubles the opponent's damage only, not the share 「由双方玩家承受」 gives the
  // attacker's controller (:721).
  // (The narrowest over every damage, then the first damage's: a 「自己受到的」 of the player taking the copied share 「由双方玩家承受」 is
  // picked as when it is the attacked player's — the damages' order made the two mirror cases differ, review s41.)
  const onlyOne = (op: 'half' | 'double'): ActiveRule | undefined => {
    for (const narrow of [true, false]) {
      for (const d of items) {
        const fit = byOp(op).find((r) => (!narrow || r.rule.receiver !== 'any') && fits(board, r, b, d));
        if (fit) return fit;
      }
    }
    return undefined;
  };
  const halving = onlyOne('half');
  const doubling = onlyOne('double');
  // (Said as an assumption when the pick mattered: another change of that kind reaches a damage the one picked does not.)
  const narrowest: NonNullable<DamageResult['narrowest']> = [];
  for (const [op, chosen] of [['half', halving], ['double', doubling]] as const) {
    if (!chosen) continue;
    const left = byOp(op).filter((r) => r.name !== chosen.name && items.some((d) => fits(board, r, b, d) && !fits(board, chosen, b, d)));
    if (left.length) narrowest.push({ op, chosen: chosen.name, others: [...new Set(left.map((r) => r.name))] });
  }
  // (CH-DAMAGE-ZERO-STANDING: a 0 applied once a turn only when no other 0 fits, to a damage above 0, once in this calculation.)
  const zeroes = [...byOp('zero').filter((r) => !r.once && !r.unknown), ...byOp('zero').filter((r) => r.once && !r.unknown)];
  const onceZero: string[] = [];
  const unknownZero: string[] = [];
  for (const d of items) {
    // (CH-BATTLE-ZERO-SUMMON-TURN: a 0 under a condition not told is not applied — said when it would have fit this damage.)
    for (const r of byOp('zero')) if (r.unknown && d.amount > 0 && !unknownZero.includes(r.name) && fits(board, r, b, d)) unknownZero.push(r.name);
    // 6. 0.
    const zero = zeroes.find((r) => fits(board, r, b, d) && (!r.once || (d.amount > 0 && !onceZero.includes(r.name))));
    if (zero?.once) onceZero.push(zero.name);
    if (zero) { use(zero); d.amount = 0; continue; }
    // 7.–8. Halved, doubled: once each at most; both cancel out.
    const h = halving && fits(board, halving, b, d) ? [halving] : [];
    const dbl = doubling && fits(board, doubling, b, d) ? [doubling] : [];
    [...h, ...dbl].forEach(use);
    if (h.length && !dbl.length) d.amount = half(d.amount);
    if (dbl.length && !h.length) d.amount *= 2;
    // 9. A fixed value, for a damage that is not 0 (the smallest of several).
    // (CH-BATTLE-DAMAGE-HALF-LP: half the taker's LP now — not applied when the situation does not say that LP.)
    const sets = byOp('set').filter((r) => d.amount > 0 && fits(board, r, b, d) && (!r.rule.halfLp || typeof board.lp[d.player] === 'number'));
    const values = sets.map((r) => (r.rule.halfLp ? half(board.lp[d.player] as number) : (r.rule.value ?? originalAtk(board, r))));
    if (values.length) { sets.forEach(use); d.amount = Math.min(...values); }
    if (sets.some((r) => r.rule.halfLp)) halfLp = true;
  }
  // 10. Not taken at all up to a value (the ATK of the card that says so).
  for (const d of items) {
    const r = byOp('immune-up-to-atk').find((x) => {
      const c = x.card ? board.cards[board.aliases?.[x.card] ?? x.card] : undefined;
      return c && fits(board, x, b, d) && d.amount <= (statsOf(c).atk?.value ?? 0);
    });
    if (r && d.amount > 0) { use(r); d.amount = 0; }
  }
  const damage: Record<Player, number> = { A: 0, B: 0 };
  for (const d of items) damage[d.player] += d.amount;
  return { damage, gain, applied, each: items.filter((d) => d.amount > 0).map((d) => ({ player: d.player, amount: d.amount, source: d.source })), ...(halfLp ? { halfLp } : {}), ...(narrowest.length ? { narrowest } : {}), ...(onceZero.length ? { onceZero } : {}), ...(unknownZero.length ? { unknownZero } : {}) };
}

/** 「变成这张卡的原本攻击力的数值」: the original ATK of the rule's own card. */
function originalAtk(board: Board, r: ActiveRule): number {
  const c = r.card ? board.cards[board.aliases?.[r.card] ?? r.card] : undefined;
  return c ? (statsOf(c).atk?.original ?? 0) : 0;
}

/** Is `m` unaffected (its own printed 「不受…效果影响」) by the effects of the card that left rule `r`? */
function unaffectedByRule(board: Board, m: BoardCard, r: ActiveRule): boolean {
  const own = r.card ? board.cards[board.aliases?.[r.card] ?? r.card] : undefined;
  if (!own || own.ref === m.ref || !m.faceUp || m.states.includes('effects-negated')) return false;
  const ctx = onBoard(board, m.ref, m.controller ?? 'A');
  return printedUnaffected(m.card, (f) => matchesFilter({ ...f, place: undefined }, own, ctx), (e) => !e.condition?.length) || stateUnaffected(m, own.card, r.controller);
}

/**
 * CH-BATTLE-INDESTRUCTIBLE-VS (docs/c03/战斗阶段流程.rst:631): a protection only against a monster of some ATK
 * (「不会被和攻击力1900以上的怪兽的战斗破坏」) looks at the value the other monster battles with — the attacker's is its DEF
 * when it attacks in Defense Position (CH-ATTACKER-DEFENSE), and that value is its ATK for this battle.
 */
function versus(b: Battle, m: BoardCard, vs: NonNullable<BattleDamageRule['vs']>, board: Board): boolean {
  const foe = m.ref === b.attacker.ref ? b.target : b.attacker;
  if (!foe) return false;
  // CMP-BATTLE-VS-FILTER: the other monster must fit the filter (「和暗属性怪兽的战斗」), read as it stands in this battle.
  if (vs.filter && !matchesFilter({ ...vs.filter, place: undefined }, foe, onBoard(board, m.ref, m.controller ?? 'A'))) return false;
  // CH-BATTLE-INDESTRUCTIBLE-COLUMN: the two monsters' columns as the situation states their zones (unstated: not applied — said by battleProof).
  if (vs.column && columnsMeet(m, foe) !== (vs.column === 'same')) return false;
  const v = foe === b.attacker ? b.attackerValue : (statsOf(foe).atk?.value ?? 0);
  return (vs.atkMin === undefined || v >= vs.atkMin) && (vs.atkMax === undefined || v <= vs.atkMax);
}

/** CH-BATTLE-INDESTRUCTIBLE-COLUMN: do two monsters stand in one column (the shared frame, either player's zones) — null when a zone is not stated. */
function columnsMeet(m: BoardCard, foe: BoardCard): boolean | null {
  const a = columnOf(m);
  const f = columnOf(foe);
  return a === null || f === null ? null : a === f;
}

/** CH-BATTLE-INDESTRUCTIBLE-LP: a protection the damage calculation could not judge and did not apply — said as the reading taken. */
export interface ProofAssumed {
  /**
   * `lp-unknown`: its 「自己基本分比对方多的场合」 with the LP not stated; `not-linked`: a monster of its linked zone, the zones not stated;
   * `column-unknown` (CH-BATTLE-INDESTRUCTIBLE-COLUMN): a protection against monsters of another (or the same) column, a zone not stated;
   * `condition-assumed` (CH-PROTECT-CONDITION): unlike the others, APPLIED — a protection whose condition (`cond`: 「连接状态的这张卡」, the zones
   * not stated) the situation cannot tell, assumed met as for an effect, and said.
   */
  kind: 'lp-unknown' | 'not-linked' | 'column-unknown' | 'condition-assumed';
  card: string;
  monster: string;
  player: Player;
  cond?: readonly Condition[];
}

/** The condition of the continuous effect an active rule came from (its card's effect carrying that very rule), for the answer's words. */
function conditionOf(board: Board, r: ActiveRule): readonly Condition[] {
  const c = r.card ? board.cards[r.card] : undefined;
  return c?.card.effects.find((e) => e.battleDamage?.includes(r.rule))?.condition ?? [];
}

/**
 * 「这张卡所连接区的植物族怪兽」: `m` fits the filter and the rule's face-up Link monster points at its zone — true or false when both
 * zones are stated, null when they are not; undefined when `m` does not fit (nothing to say).
 */
function linkedProof(board: Board, r: ActiveRule, m: BoardCard): boolean | null | undefined {
  const link = board.cards[r.card ?? ''];
  if (!link || link.zone !== 'monster' || !link.faceUp || !link.card.type.subtypes.includes('link')) return undefined;
  if (!m.faceUp || !matchesFilter({ ...r.rule.linked!, place: undefined }, m, onBoard(board, link.ref, r.controller))) return undefined;
  const at = pointsAtCard(link, m);
  return at === false ? undefined : at;
}

/**
 * CH-BATTLE-INDESTRUCTIBLE: what keeps `m`, which lost the battle, from being destroyed by it — a rule an
 * effect left for the turn (`indestructible`: 「这个回合，自己的怪兽不会被战斗破坏」) or the monster's own
 * continuous protection 「不会被战斗破坏」 with no condition, or one another face-up card grants it (CH-PROTECT-GRANTED; one
 * with a condition is not guessed: the monster is destroyed as the values say). The name of the card that protects it, or null.
 */
export function battleProof(board: Board, b: Battle, m: BoardCard, rules: readonly ActiveRule[], onUnaffected?: () => void, onVersus?: (vs: NonNullable<BattleDamageRule['vs']>) => void, onOnce?: () => void, onLpAhead?: () => void, onAssumed?: (note: ProofAssumed) => void): string | null {
  for (const r of rules) {
    if (r.rule.op !== 'indestructible') continue;
    // (A `conditionKnown` rule under a condition not told: not applied — no protection is one, CH-PROTECT-CONDITION reads those as assumed.)
    if (r.unknown) continue;
    // CH-BATTLE-INDESTRUCTIBLE-LP: 「…以及这张卡所连接区的…怪兽」 — a monster of the filter its Link monster points at (zones unstated: unknown).
    const linked = subjectIn(board, r, b).some((x) => x.ref === m.ref) ? false : r.rule.linked ? linkedProof(board, r, m) : undefined;
    if (linked === undefined) continue;
    // CH-BATTLE-INDESTRUCTIBLE-COLUMN: the columns not stated, the protection is not guessed (not applied, said).
    const foe = r.rule.vs?.column ? (m.ref === b.attacker.ref ? b.target : b.attacker) : null;
    if (foe && columnsMeet(m, foe) === null) { onAssumed?.({ kind: 'column-unknown', card: r.name, monster: m.card.name, player: r.controller }); continue; }
    if (r.rule.vs && !versus(b, m, r.rule.vs, board)) continue;
    // CH-BATTLE-INDESTRUCTIBLE-LP: only while its player's LP are above the other's before this battle's damage (unstated: not
    // guessed — the protection is not applied, and that is said).
    if (r.rule.lpAhead) {
      const mine = board.lp[r.controller];
      const theirs = board.lp[r.controller === 'A' ? 'B' : 'A'];
      const unknown = typeof mine !== 'number' || typeof theirs !== 'number';
      if (unknown) onAssumed?.({ kind: 'lp-unknown', card: r.name, monster: m.card.name, player: r.controller });
      if (linked === null && (unknown || mine! > theirs!)) onAssumed?.({ kind: 'not-linked', card: r.name, monster: m.card.name, player: r.controller });
      if (unknown || mine! <= theirs! || linked === null) continue;
    } else if (linked === null) {
      onAssumed?.({ kind: 'not-linked', card: r.name, monster: m.card.name, player: r.controller });
      continue;
    }
    // CH-UNAFFECTED-BATTLE-PROOF: a monster unaffected by the protecting card's effects (a monster unaffected
    // by Traps, the protection left by a Trap) does not get the protection either: it is destroyed by battle as usual.
    if (unaffectedByRule(board, m, r)) { onUnaffected?.(); continue; }
    if (r.rule.vs) onVersus?.(r.rule.vs);
    if (r.rule.lpAhead) onLpAhead?.();
    if (r.assumed) onAssumed?.({ kind: 'condition-assumed', card: r.name, monster: m.card.name, player: r.controller, cond: conditionOf(board, r) });
    return r.name;
  }
  const foe = m.ref === b.attacker.ref ? b.target : b.attacker;
  const ctx = onBoard(board, m.ref, m.controller ?? 'A');
  const actor = (f: Parameters<typeof matchesFilter>[0]) => (foe ? matchesFilter({ ...f, place: undefined }, foe, ctx) : false);
  // CH-PROTECT-CONDITION: its condition read as an effect's destruction reads it (protectionCondition, one reading): how this very card was
  // summoned (FD-SUMMON-PROTECT), the position it battles in, 「连接状态的这张卡」 by the zones written, a card on the fields listed — and, when
  // the situation cannot tell (no zones written), assumed met and said. (Before s58 only its summon and position were read here, so
  // 「连接状态的这张卡不会被战斗·效果破坏」 never kept a monster in battle, linked or not.)
  let assumedCond: EffectFacts | null = null;
  const holds = (e: EffectFacts) => {
    const r = protectionCondition(e, boardView(board, FIELDS_LISTED), m, m.controller ?? 'A');
    if (r === null) assumedCond = e;
    return r !== false;
  };
  // CH-BATTLE-PROOF-NEGATED: a printed 「不会被战斗破坏」 does not protect while the monster's effects are negated — stated (`效果无效`)
  // or by a face-up card's continuous negation now.
  if (m.faceUp && !m.states.includes('effects-negated') && printedIndestructible(m.card, 'battle', actor, holds) && negatedChangers(board, [m]).length === 0) {
    const e = assumedCond as EffectFacts | null;
    if (e) onAssumed?.({ kind: 'condition-assumed', card: m.card.name, monster: m.card.name, player: m.controller ?? 'A', cond: e.condition ?? [] });
    return m.card.name;
  }
  // CH-PROTECT-GRANTED: another face-up card's 「…的怪兽不会被战斗破坏」 naming it (one with a condition is not guessed).
  const by = grantedShield(board, grantSources(board), m, 'destroy-by-battle', actor, (e) => !e.condition?.length);
  // CH-BATTLE-PROTECT-ONCE: a protection 「在1回合各有1次」 (used up for the turn once it kept the monster: 已免战斗破坏).
  if (by && standing(by.card).protectionGrants.some((g) => g.action.oncePerTurn)) onOnce?.();
  return by?.card.name ?? null;
}

/**
 * WIN-DAMAGE-CAUSE (s57; rules reference docs/c03/战斗阶段流程.rst:704–716 — 『A给与B的战斗伤害』: the source is A, the one who finally takes
 * it is B): the monster whose battle made the battle damage `player` takes, kept when an order-3 effect moved it (「由对方代受」): a damage
 * reflected to the attacker's controller is still dealt by the monster that won, not by the one that reflected it. Several damages of
 * different sources for one player (a damage 「由双方玩家承受」 and a reflection), or none known: undefined.
 */
export function battleDealer(each: readonly { player: Player; source: string | null }[] | undefined, player: Player): string | undefined {
  const sources = new Set((each ?? []).filter((d) => d.player === player).map((d) => d.source));
  if (sources.size !== 1) return undefined;
  return [...sources][0] ?? undefined;
}
