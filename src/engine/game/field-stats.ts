/**
 * Continuous ATK/DEF changes of face-up cards (持续适用的攻守变化, rules reference docs/c03/攻守计算.rst):
 * a field spell's 「场上的暗属性怪兽的攻击力上升500」, a monster's 「只要这张卡在怪兽区域存在，自己场上的怪兽的
 * 攻击力上升100」, a card's own 「这张卡的攻击力上升…」. Equip cards' changes of 「装备怪兽」 are ./equip.ts's.
 *
 * - CH-STAT-CONTINUOUS: such a change applies to every face-up monster in a Monster Zone that its filter
 *   names, while its card is face-up on the field (a monster's effect from the Monster Zone, a Spell/Trap's
 *   from its zone once its activation resolved), its effects are not negated, and its condition holds. It
 *   takes its place in the monster's order of application when it starts applying (./stats.ts): a one-shot
 *   变成 made after it holds it while that 变成 applies; one made before it does not. It stops when its card
 *   leaves the field or is negated, or the monster no longer fits — the value goes back to what the other
 *   changes make. When the condition stops holding it waits in its place (a 变成 made meanwhile still holds it).
 * - CH-STAT-RECALC-LAST (会反复计算的效果): a change that applies only during damage calculation
 *   (「只在伤害计算时」, ./stats.ts `last`) is applied after every other change, whenever they were made.
 *
 * Found once per card (most cards carry none); a board with no such card costs one pass over its cards.
 */
import type { Action, Card, Condition, EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard, StatMod } from '../types.js';
import { applyStatChange, statList, valueNow } from './stats.js';
import { countedNow, nothingToRead } from './stat-scale.js';
import { checkConditions, conditionFieldsInPart, matchesFilter, onBoard, type GameView } from './match.js';
import { onField } from './board.js';
import { printedUnaffected } from './protection.js';

interface FieldChange {
  effect: EffectFacts;
  action: Action;
  /** `effect.n`.`index of the step`: which change of the card a StatMod is. */
  key: string;
  /** A change whose condition or subject the compiler did not read (`conditional`): not applied, the answer says so. */
  unread: boolean;
  /** What must hold for it to apply: the effect's condition, then the change's own 「只要…」 (fixed per card, so joined once). */
  holds: readonly Condition[];
}

const cache = new WeakMap<Card, readonly FieldChange[]>();
const NONE: readonly FieldChange[] = Object.freeze([]);

/** The continuous ATK/DEF changes a card makes to monsters other than an equipped one. */
export function fieldChanges(card: Card): readonly FieldChange[] {
  let list = cache.get(card);
  if (list) return list;
  const out: FieldChange[] = [];
  for (const effect of card.effects) {
    if (effect.kind !== 'continuous') continue;
    effect.does.forEach((action, i) => {
      if (action.do !== 'modify-stats' || !action.change || action.ofChange) return;
      // CH-STAT-PER-ACTIVATION: made once per activation (../chain/per-activation.ts), no standing change.
      if (action.perActivation) return;
      // 「装备怪兽」 is the equip relation's (./equip.ts); a change with no subject read is not guessed.
      // One whose condition or subject was not read (`conditional`) is never applied as if it covered all — only noted.
      // CH-STAT-BATTLING: 「与这张卡战斗的怪兽…」 (`battling`): the monster battling this card.
      // (「攻击怪兽的攻击力下降500」 of a continuous effect — the attacker of an attack its condition describes — is not applied: noted as unread.)
      if (action.what === 'self' || action.what === 'battling' || action.what === 'attacker' || (typeof action.what === 'object' && !action.what.filter.equipped)) out.push({ effect, action, key: `${effect.n}.${i}`, unread: action.conditional === true || action.what === 'attacker', holds: [...(effect.condition ?? []), ...(action.whileHolds ?? [])] });
    });
  }
  list = out.length ? out : NONE;
  cache.set(card, list);
  return list;
}

/** Where a continuous effect applies from: a monster's from the Monster Zone, a Pendulum Effect from the Pendulum Zone, a Spell/Trap's from its zone. */
export function appliesFrom(c: BoardCard, e: EffectFacts): boolean {
  if (!c.faceUp || !onField(c)) return false;
  const pendulumCard = c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
  if (c.zone === 'monster') return c.card.type.kind === 'monster' && !e.pendulum;
  return pendulumCard ? e.pendulum === true : c.card.type.kind !== 'monster';
}

/** How a refresh of the continuous ATK/DEF changes is asked for, and what it tells its caller (which says it: this module says nothing). */
export interface FieldStatsOptions {
  /** A card whose card activation is still on the chain: it applies nothing yet. */
  pending?: (c: BoardCard) => boolean;
  /**
   * The board as the situation gives it — a monster's changes of its own value come before the stated ones (`(攻850)`: what an earlier
   * effect made), other cards' changes after them.
   */
  initial?: boolean;
  /** CNT-NEGATED / CH-STAT-CONTINUOUS: a source a face-up card's continuous negation covers — it applies nothing meanwhile. */
  negated?: (source: BoardCard) => boolean;
  /** A condition nobody can judge (the phase, a hand not given): the change is not counted; `conds` are those conditions, to say what to write. */
  unknown?: (source: BoardCard, conds: readonly Condition[]) => void;
  /** A change whose condition or subject the card text compiler did not read: not counted. */
  unread?: (source: BoardCard) => void;
  /** CH-CONT-ORDER-CHOICE: two changes of one player starting on a monster in one step, the order theirs to choose. */
  together?: (monster: BoardCard, sources: readonly BoardCard[]) => void;
  /**
   * SIT-FIELD-COMPLETE: a condition judged on a field the situation writes only in part (no `A场只有:`, which the binder marks on the view:
   * `knownZone(p, 'field-partial')`), whose verdict `met` a card not written could turn — 五虹之魔术师's 「●4张以上」 with 2 Set cards
   * written. Judged on the written cards all the same; the caller says so.
   */
  inPart?: (source: BoardCard, cond: Condition, met: boolean) => void;
}

/** Is `m` a face-up monster in a Monster Zone that the change of `src` to `what` names (the monster battling it, itself, or its filter's)? */
function names(game: GameView, src: BoardCard, what: NonNullable<Action['what']>, m: BoardCard, ctx: ReturnType<typeof onBoard>): boolean {
  if (m.zone !== 'monster' || !m.faceUp || m.card.type.kind !== 'monster') return false;
  return what === 'battling' ? battlesWith(game, src, m) : what === 'self' ? m === src : typeof what === 'object' && matchesFilter(what.filter, m, ctx);
}

/** Does the change of `src` to `what` name some monster now on the board? */
function reachesAny(board: Board, game: GameView, src: BoardCard, what: NonNullable<Action['what']>): boolean {
  const ctx = onBoard(board, src.ref, src.controller!);
  for (const k in board.cards) if (names(game, src, what, board.cards[k]!, ctx)) return true;
  return false;
}

/**
 * CH-STAT-CONTINUOUS after each step: every face-up card's continuous changes apply to the monsters they
 * name as the board now stands (`opts`: how it is asked, and what the caller is told — FieldStatsOptions above).
 */
export function refreshFieldStats(board: Board, holders: readonly BoardCard[], game: GameView, opts: FieldStatsOptions = {}): void {
  const { pending = () => false, initial = false, negated, unknown, unread, together, inPart } = opts;
  // Which (source, change, monster) apply now.
  let wanted: Map<string, Set<string>> | null = null;
  // CH-CONT-ORDER-CHOICE: per monster, the sources whose changes start applying to it in this pass (made only when `together` asks).
  let started: Map<BoardCard, { src: BoardCard; sets: boolean; last: boolean }[]> | null = null;
  let sources: { src: BoardCard; ch: FieldChange; active: boolean }[] | null = null;
  // Only the cards with a continuous ATK/DEF change can be sources (./standing.ts `statChanges`, in board
  // order): the other cards of the board are not asked, step after step.
  for (const src of holders) {
    const list = fieldChanges(src.card);
    if (list === NONE) continue;
    // CH-CANNOT-USE: a card whose name is declared (不能使用) applies no continuous effect either (docs/c04/不能使用.rst:84–90).
    if (!src.controller || src.states.includes('effects-negated') || src.states.includes('cannot-use') || pending(src)) continue;
    for (const ch of list) {
      if (!appliesFrom(src, ch.effect)) continue;
      if (ch.unread) { unread?.(src); continue; }
      const holds = ch.holds;
      // CNT-NEGATED / CH-STAT-CONTINUOUS: a source a face-up card's continuous negation covers (`negated`, ./negated-counters.ts) applies
      // nothing meanwhile; a monster's change of its own value waits in its place, as one whose condition does not hold.
      let active = negated === undefined || !negated(src);
      if (active && holds.length) {
        const owner = src.controller;
        const h = checkConditions(holds, game, src, owner);
        if (h === null && unknown) unknown(src, holds.filter((c) => checkConditions([c], game, src, owner) === null));
        // (Asked only of a verdict reached — one nobody can judge is `unknown`'s — and of a change that would reach a monster now there:
        // with none, no value rests on it.)
        if (h !== null && inPart && reachesAny(board, game, src, ch.action.what!)) {
          for (const c of holds) {
            const v = checkConditions([c], game, src, owner);
            if (v !== null && conditionFieldsInPart(c, game, owner, v, src).length > 0) inPart(src, c, v);
          }
        }
        active = h === true;
      }
      // CH-STAT-CONTINUOUS: a monster's change of its own value waits in its place while its condition does
      // not hold (a 变成 made meanwhile holds it); another card's change takes its place when it starts applying.
      // CH-STAT-BATTLING: one that holds while the monster battles (「…进行战斗的伤害步骤内」) is applied anew each time it
      // starts applying — after a 变成 made before the Damage Step (docs/c03/攻守计算.rst:229–235), not waiting in its place.
      // CH-STAT-SCALED: one that reads the monster card equipped to its card does not apply at all while there is none — and
      // takes its place when one is equipped (docs/c03/攻守计算.rst:392–396), not waiting in its place.
      const absent = nothingToRead(board, ch.action.change, src);
      if (absent) active = false;
      if (active || (ch.action.what === 'self' && !battling(ch.action) && !absent)) (sources ??= []).push({ src, ch, active });
    }
  }
  if (sources) {
    wanted = new Map();
    for (const { src, ch, active } of sources) {
      const what = ch.action.what!;
      const ctx = onBoard(board, src.ref, src.controller!);
      // The change's key among a monster's changes: the same for every monster it reaches, made once per source.
      const id = `${src.ref}#${ch.key}`;
      for (const k in board.cards) {
        const m = board.cards[k]!;
        if (!names(game, src, what, m, ctx)) continue;
        // CH-STAT-WEAKER-ATTACKER: 「…怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力…上升」 — only while the attacker's ATK
        // (without this change) is lower than its target's.
        if (typeof what === 'object' && what.filter.weakerThanItsTarget && !weakerThanItsTarget(board, m, src.ref, ch.key)) continue;
        // 「不受…效果影响」 printed on the monster, covering this card.
        if (m !== src && printedUnaffected(m.card, (f) => matchesFilter({ ...f, place: undefined }, src, onBoard(board, m.ref, m.controller ?? src.controller!)))) continue;
        let set = wanted.get(m.ref);
        if (!set) wanted.set(m.ref, (set = new Set()));
        if (set.has(id)) continue;
        if (active) set.add(id);
        // Starts applying now: in its place after the changes made so far (or back in its place, waiting).
        if (m.stats?.some((s) => s.source === src.ref && s.field === ch.key)) continue;
        const n = m.stats?.length ?? 0;
        // CH-STAT-SCALED: a change by a count is counted as the board now stands (./stat-scale.ts recounts it after each step).
        const change = ch.action.change!;
        const stat = ch.action.stat ?? 'atk';
        // (A count of each value — 「各自数值」 — is counted for ATK and DEF apart.)
        if (change.per && ('equippedMonster' in change.per || 'keptTargetValue' in change.per) && stat === 'atk-def') {
          if (!applyStatChange(m, 'atk', countedNow(board, change, src, src.controller!, 'atk'), { continuous: true, source: src.ref, link: null })) continue;
          applyStatChange(m, 'def', countedNow(board, change, src, src.controller!, 'def'), { continuous: true, source: src.ref, link: null });
        } else if (!applyStatChange(m, stat, countedNow(board, change, src, src.controller!, 'atk', m), { continuous: true, source: src.ref, link: null })) continue;
        // CH-STAT-RECALC-LAST: a 变成 of the current value held to the Damage Step of its battle (「…进行战斗的伤害步骤内，攻击力变成2倍」)
        // is counted again after a change made meanwhile, like one 「只在伤害计算时」 (docs/c03/攻守计算.rst:525–532); a change of the
        // original value held so is not (:534–538).
        // A 变成 under 「只要这张卡在…存在」 (会反复计算的效果, `appliesLast`: a monster whose ATK becomes a value for as long as it stays in the Monster Zone) likewise (:478–522).
        const last = lastOf(ch.action) || ch.action.appliesLast === true || (battling(ch.action) && change.layer === 'current' && change.op !== 'add');
        const more = { ...(change.per ? { per: change.per, unit: change.value ?? 0 } : {}), ...(battling(ch.action) ? { battling: true } : {}) };
        const added = m.stats!.slice(n).map((s) => ({ ...s, field: ch.key, last, ...more }));
        if (together && !initial && active) {
          let list = (started ??= new Map()).get(m);
          if (!list) started.set(m, (list = []));
          list.push({ src, sets: change.op !== 'add', last });
        }
        // Before the chain, a monster's change of its own value has waited in its place since it arrived: before the
        // changes the situation states (`(攻850)` holds it). Another card's change counts on top of them.
        m.stats = initial && what === 'self' && !battling(ch.action) ? statList(added, m.stats!.slice(0, n)) : statList(m.stats!.slice(0, n), added);
        // (A waiting change is made inactive by the pass below.)
      }
    }
  }
  // CH-CONT-ORDER-CHOICE: two cards of one player whose changes started applying to a monster in the same step, one of them a
  // 变成/减半/翻倍 (so the order makes a difference): their controller chooses the order — the one applied here is said.
  if (started && together) {
    for (const [m, list] of started) {
      const srcs = [...new Set(list.map((x) => x.src))];
      if (srcs.length < 2 || !srcs.every((s) => s.controller === srcs[0]!.controller)) continue;
      // The order is chosen only between two changes that take their places alike: a recalculated one (`last`: 恐惧之源's halving
      // 「只要…存在」) always comes after the others, whatever the player wants (docs/c03/攻守计算.rst:477–490) — no choice with it.
      if (!list.some((x) => x.sets && list.some((y) => y.src !== x.src && y.last === x.last))) continue;
      together(m, srcs);
    }
  }
  // Changes that no longer apply: gone when their card left the field (a new card), waiting otherwise.
  for (const k in board.cards) {
    const m = board.cards[k]!;
    if (!m.stats || !m.stats.some((s) => s.field !== undefined)) continue;
    const set = m.zone === 'monster' && m.faceUp ? wanted?.get(m.ref) : undefined;
    // Built only once a change differs (this runs after every step; most steps change nothing).
    let next: StatMod[] | null = null;
    const stats = m.stats;
    for (let i = 0; i < stats.length; i++) {
      const s = stats[i]!;
      let keep: StatMod | null = s;
      if (s.field !== undefined) {
        const src = board.cards[s.source];
        if (!src || !onField(src) || !src.faceUp) keep = null;
        else {
          const active = set?.has(`${s.source}#${s.field}`) ?? false;
          if (active !== s.active) keep = { ...s, active };
        }
      }
      if (keep !== s && !next) next = stats.slice(0, i);
      if (next && keep) next.push(keep);
    }
    // A new list: boards are cloned shallowly, an earlier board keeps its own.
    if (next) m.stats = next;
  }
}

/** CH-STAT-RECALC-LAST: a change 「只在伤害计算时」 is applied after every other one. */
export function lastOf(action: Action): boolean {
  return action.whileHolds?.some((c) => c.is === 'phase' && c.phases.length === 1 && c.phases[0] === 'damage-calculation') ?? false;
}

/** CH-STAT-BATTLING: a change that holds only while a monster battles. */
function battling(action: Action): boolean {
  return action.whileHolds?.some((c) => c.is === 'battling') ?? false;
}

/** CH-STAT-BATTLING: is `m` the monster `src` battles now (the other one of the attack going on)? */
function battlesWith(game: GameView, src: BoardCard, m: BoardCard): boolean {
  const a = game.attacker;
  const t = game.attackTarget;
  if (!a || !t || m === src) return false;
  return (a === src.ref && t === m.ref) || (t === src.ref && a === m.ref);
}

/** CH-STAT-WEAKER-ATTACKER: the monster's ATK without the change `key` of `source` is lower than the ATK of the monster it attacks. */
function weakerThanItsTarget(board: Board, m: BoardCard, source: string, key: string): boolean {
  const t = board.attack?.target;
  if (!t) return false;
  const target = board.cards[board.aliases?.[t] ?? t];
  if (!target || target === m) return false;
  const mine = valueNow({ card: m.card, stats: (m.stats ?? []).filter((s) => !(s.source === source && s.field === key)) }, 'atk');
  const theirs = valueNow(target, 'atk');
  return mine !== undefined && theirs !== undefined && mine < theirs;
}
