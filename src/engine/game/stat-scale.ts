/**
 * CH-STAT-SCALED (rules reference docs/c03/攻守计算.rst, 持续适用的效果): an ATK/DEF change counted by what the board
 * holds — 「上升自己墓地的怪兽数量×100」, 「原本攻击力变成除外的自己的恐龙族怪兽数量×1000」, 「变成这张卡的等级×400」,
 * 「上升这张卡装备的装备卡数量×500」 (src/cards/facts.ts StatScale). A continuous one is counted again whenever it is
 * counted (the count on the board as it stands, after each step); a one-shot one is fixed to the count when it resolves.
 * The count is read from the point of view of the card whose effect it is: its controller is 「自己」. It counts the
 * cards the situation lists (an unlisted GY counts none). Whether the change applies at all (a 变成 made after it holds
 * it, its card negated) is ./stats.ts's and ./field-stats.ts's, as for any change.
 */
import { namesAmong } from './name-kinds.js';
import type { Player, StatChange, StatScale } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { cardsMatching } from './match.js';
import { isField } from './board.js';
import { computeStat, printed, valueNow } from './stats.js';
import { levelOf } from './levels.js';

/** CH-STAT-SCALED (with CH-LEVEL-ARITH): a monster's level or Rank now — changed only on the field (a card that left it has its printed one); none: 0. */
function levelNow(c: BoardCard): number {
  if (c.zone !== 'monster' || !c.levels?.length) return c.card.level ?? 0;
  return levelOf({ card: c.card, levels: c.levels, states: c.states ?? [] })?.value ?? c.card.level ?? 0;
}

/** A monster's original ATK or DEF now (its printed one, as changes of the original make it; 「?」 or none: 0). */
function originalNow(c: BoardCard, stat: 'atk' | 'def'): number {
  const base = printed(c.card, stat);
  if (base === null) return 0;
  return computeStat(base, (c.stats ?? []).filter((m) => m.stat === stat)).original;
}

/** How many units the board holds now for a change of `reader` (the card whose effect it is), controlled by `me`. */
export function unitsOf(board: Board, per: StatScale, reader: BoardCard, me: Player, stat: 'atk' | 'def' = 'atk', target?: BoardCard): number {
  // CH-STAT-SCALED: 「这张卡的等级×300」 reads the level (or Rank) it has now on the field — its changes counted (CH-LEVEL-ARITH).
  if ('level' in per) return levelNow(reader);
  // CH-STAT-MOVED-COUNT: counted by the resolution that makes the change (../game/actions.ts), never on the board alone.
  if ('movedByThis' in per) return 0;
  // 「下降那怪兽的等级×100」: the level of the monster the change reaches (none read: 0).
  if ('eachLevel' in per) return target ? levelNow(target) : 0;
  // CMP-STAT-EACH-ORIGINAL: 「下降那怪兽的原本守备力数值」: the original value of the monster the change reaches (none: 0).
  if ('eachOriginal' in per) return target ? originalNow(target, per.eachOriginal) : 0;
  // CNT-ATK: the counters of that kind on the card whose effect it is.
  if ('counters' in per) return reader.counters?.[per.counters] ?? 0;
  // 「上升那只攻击对象怪兽的攻击力一半的数值」: half what the attacked monster shows now (recounted after each step).
  if ('attackTargetHalf' in per) {
    const t = board.attack?.target;
    const m = t ? board.cards[board.aliases?.[t] ?? t] : undefined;
    return m ? Math.floor((valueNow(m, 'atk') ?? 0) / 2) : 0;
  }
  // CMP-STAT-BATTLE-HIGHER: 「进行战斗的对方怪兽的攻击力和守备力之内较高方的数值」 — the higher of what the opponent's monster in the battle shows.
  if ('battleOpponentHigher' in per) {
    const m = battleOpponentOf(board, me);
    return (m ? Math.max(valueNow(m, 'atk') ?? 0, valueNow(m, 'def') ?? 0) : 0) + (per.plus ?? 0);
  }
  // CMP-STAT-HIGHEST: the highest ATK the face-up monsters of the filter show now (none: 0), plus the number.
  if ('highestAtk' in per) {
    let top = 0;
    for (const c of cardsMatching(board, per.highestAtk, reader.ref, me)) if (c.zone === 'monster' && c.faceUp) top = Math.max(top, valueNow(c, 'atk') ?? 0);
    return top + (per.plus ?? 0);
  }
  // CMP-STAT-SUM-ORIGINAL: the sum of the original values of the face-up monsters of the filter now (none: 0).
  if ('sumOriginal' in per) {
    let sum = 0;
    for (const c of cardsMatching(board, per.sumOriginal, reader.ref, me)) if (c.zone === 'monster' && c.faceUp) sum += originalNow(c, per.stat);
    return sum;
  }
  // CMP-TRAP-BECOMES-EQUIP: 「…上升那个攻击力数值」 — the ATK the monster this card is equipped to shows now.
  if ('equippedToAtk' in per) {
    const m = target ?? (reader.equippedTo ? board.cards[reader.equippedTo] : undefined);
    return m ? (valueNow(m, 'atk') ?? 0) : 0;
  }
  // CMP-STAT-KEPT-TARGET: the value the card it keeps targeting shows now.
  if ('keptTargetValue' in per) {
    const m = keptTargetOf(board, reader);
    return m ? (valueNow(m, stat) ?? 0) : 0;
  }
  // CH-STAT-MATERIALS: the materials it was summoned with (`(素材:X+Y)`); none written: as many as its Link Rating — said where it is bound.
  if ('materials' in per) return reader.materials?.length ?? reader.card.level ?? 0;
  if ('equippedMonster' in per) {
    const m = equippedMonster(board, reader);
    return m ? (printed(m.card, stat) ?? 0) : 0;
  }
  if ('equips' in per) {
    let n = 0;
    for (const k in board.cards) {
      const c = board.cards[k]!;
      if (c.equippedTo === reader.ref && isField(c.zone) && c.faceUp) n++;
    }
    return n;
  }
  // CH-DAMAGE-SCALED: a chain link number is no count of the board — only a damage step reads it, from its link (./actions.ts).
  if ('chainLink' in per) return 0;
  // CMP-STAT-KINDS: the kinds of names among the cards counted.
  if ('kinds' in per) return namesAmong(cardsMatching(board, per.kinds, reader.ref, me), per.kinds.archetype);
  return cardsMatching(board, per.count, reader.ref, me).length;
}

/** The change with its value counted now (a change with no count is returned as it is). */
export function countedNow(board: Board, change: StatChange, reader: BoardCard, me: Player, stat: 'atk' | 'def' = 'atk', target?: BoardCard): StatChange {
  if (!change.per) return change;
  return Object.assign({}, change, { value: (change.value ?? 0) * unitsOf(board, change.per, reader, me, stat, target) });
}

/** The opponent's monster (of `me`) in the battle going on, still in a Monster Zone; null when there is none. */
export function battleOpponentOf(board: Board, me: Player): BoardCard | null {
  const a = board.attack;
  for (const r of a ? [a.attacker, a.target] : []) {
    const m = r ? board.cards[board.aliases?.[r] ?? r] : undefined;
    if (m && m.zone === 'monster' && (m.controller ?? m.owner) !== me) return m;
  }
  return null;
}

/** The monster card equipped to `reader` (「这张卡的效果装备的怪兽」), if any: face-up in a Spell & Trap Zone. */
export function equippedMonster(board: Board, reader: BoardCard): BoardCard | null {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.equippedTo === reader.ref && c.card.type.kind === 'monster' && isField(c.zone) && c.faceUp) return c;
  }
  return null;
}

/** CMP-STAT-KEPT-TARGET: the face-up monster on the field `reader` keeps targeting, if any. */
export function keptTargetOf(board: Board, reader: BoardCard): BoardCard | null {
  for (const b of reader.bound ?? []) {
    const m = board.cards[board.aliases?.[b.ref] ?? b.ref];
    if (m && m.zone === 'monster' && m.faceUp) return m;
  }
  return null;
}

/** Does a change read something that is not there (no monster card equipped, no kept target)? Then it does not apply at all. */
export function nothingToRead(board: Board, change: StatChange | undefined, reader: BoardCard): boolean {
  if (change?.per === undefined) return false;
  if ('equippedMonster' in change.per) return !equippedMonster(board, reader);
  if ('keptTargetValue' in change.per) return !keptTargetOf(board, reader);
  return false;
}

/** Does a list of changes hold one counted by the board (a loop: this is asked of every monster after every step)? */
function hasCounted(stats: readonly { per?: unknown }[]): boolean {
  for (let i = 0; i < stats.length; i++) if (stats[i]!.per !== undefined) return true;
  return false;
}

/**
 * After each step: every continuous change counted by the board takes the count as it now stands (the card whose effect
 * it is reads it: a field card's, an equip card's). Most boards hold none: one pass that allocates nothing.
 */
export function recount(board: Board): void {
  for (const k in board.cards) {
    const m = board.cards[k]!;
    if (!m.stats || !hasCounted(m.stats)) continue;
    let changed = false;
    const next = m.stats.map((s) => {
      if (s.per === undefined || s.unit === undefined) return s;
      const src = board.cards[s.source];
      if (!src || !src.controller) return s;
      const value = s.unit * unitsOf(board, s.per, src, src.controller, s.stat, m);
      if (value === s.value) return s;
      changed = true;
      return { ...s, value };
    });
    // A new list: boards are cloned shallowly, an earlier board keeps its own.
    if (changed) m.stats = next;
  }
}
