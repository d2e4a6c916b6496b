/**
 * The end of the Duel (issue 16): LP reaching 0 (CH-LP-ZERO) and the special wins of card texts (特殊胜利,
 * CH-SPECIAL-WIN), judged between two boards — the one a chain or action started from and the one it reached.
 * A special win is no effect: nothing about negation is read here (a card whose effects are negated, or one that may not be used — 「不能使用」 — still wins).
 * Both players at once is a draw (CH-DUEL-DRAW); a player whose LP reached 0 at the moment a special win is met loses
 * all the same, and the win does not apply (CH-LP-ZERO-FIRST).
 */
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { R } from '../rule-ids.js';
import { playersWhoLost } from './state.js';

export interface SpecialWinMet {
  player: Player;
  /** The key of the card whose text it is, on the board that met it. */
  ref: string;
  name: string;
}

export interface DuelEnd {
  winner: Player | 'draw';
  /** How it ended: LP reaching 0, a draw the Deck could not cover (CH-DECK-OUT), or a card's special win. */
  reason: 'lp-zero' | 'deck-out' | 'special-win';
  /** The players whose LP reached 0 (lp-zero) or who could not draw (deck-out). */
  losers: Player[];
  /** The special wins met (special-win; also those set aside by CH-LP-ZERO-FIRST). */
  wins: readonly SpecialWinMet[];
  rules: string[];
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

function holder(c: BoardCard): Player | null {
  return c.controller ?? c.owner;
}

function inHand(board: Board, player: Player, name: string): boolean {
  for (const key in board.cards) {
    const c = board.cards[key]!;
    if (c.zone === 'hand' && holder(c) === player && c.card.name === name) return true;
  }
  return false;
}

/** Whether the continuous special win of this card holds on this board (the conditions the engine can check). */
function holds(board: Board, c: BoardCard): boolean {
  const win = c.card.specialWin!;
  const p = holder(c);
  if (!p) return false;
  switch (win.condition.kind) {
    case 'hand-set':
      return c.zone === 'hand' && win.condition.names.every((n) => inHand(board, p, n));
    case 'summoned':
      return c.zone === 'monster' && c.faceUp && c.specialSummoned === true;
    case 'materials':
      // The Xyz Materials the situation lists (`素材:`), less those detached since.
      return c.zone === 'monster' && c.faceUp && c.materials !== undefined && c.materials.length - (c.detached ?? 0) === win.condition.count;
    case 'field-only': {
      // CH-SPECIAL-WIN-FIELD: the other monsters of both fields, face-up Normal Monsters of the archetype, one of each name.
      if (c.zone !== 'monster' || !c.faceUp) return false;
      const names = new Set<string>();
      for (const key in board.cards) {
        const o = board.cards[key]!;
        if (o === c || o.zone !== 'monster') continue;
        if (!o.faceUp || !o.card.type.subtypes.includes('normal') || !o.card.name.includes(win.condition.archetype) || names.has(o.card.name)) return false;
        names.add(o.card.name);
      }
      return names.size === win.condition.kinds;
    }
    default:
      return false;
  }
}

const onField = (c: BoardCard | undefined): boolean => c !== undefined && (c.zone === 'monster' || c.zone === 'spell');

/**
 * CH-SPECIAL-WIN-LEAVES: a monster an effect Special Summoned with 「那只怪兽从场上离开时对方决斗胜利」 (SummonRider
 * `leaves-opponent-wins`) that was on the field on `before` and is not on `after`: the opponent of the player who
 * summoned it (its owner: it came from that player's hand) wins. The card named is the one whose effect summoned it.
 */
function leavesWins(before: Board, after: Board, out: SpecialWinMet[]): void {
  for (const key in before.cards) {
    const c = before.cards[key]!;
    if (c.zone !== 'monster' || !c.summonRiders?.includes('leaves-opponent-wins') || onField(after.cards[key])) continue;
    const summoner = c.owner ?? c.controller;
    if (!summoner) continue;
    const player = other(summoner);
    if (!out.some((w) => w.player === player)) out.push({ player, ref: key, name: c.summonedBy ?? c.card.name });
  }
}

/**
 * Whether a board holds any card that could meet a special win: a card with a special win of its own, or one that
 * summons (or was summoned) with 「…离开时对方决斗胜利」. Asked before and after every link (issue 10), and nearly every board
 * holds none: found once per board object. A board only gains cards as Tokens (which carry neither), and a summon
 * rider is copied from a card the board already holds, so the answer stays true for the board's life.
 */
const mayWinOn = new WeakMap<Board, boolean>();
function mayWin(board: Board): boolean {
  let may = mayWinOn.get(board);
  if (may === undefined) {
    may = false;
    for (const key in board.cards) {
      const c = board.cards[key]!;
      if (c.card.specialWin || c.card.summonRiders?.length || c.summonRiders?.length) {
        may = true;
        break;
      }
    }
    mayWinOn.set(board, may);
  }
  return may;
}

/**
 * CH-GY-ARRIVAL-DAMAGE: is a card's continuous special win met on the board now? (A non-chain effect meeting its moment together with a
 * special win is not applied: the Duel has ended — docs/c02/基本用语.rst:1385.)
 */
export function specialWinHoldsNow(board: Board): boolean {
  if (!mayWin(board)) return false;
  for (const key in board.cards) {
    const c = board.cards[key]!;
    if (c.card.specialWin?.applies === 'continuous' && holds(board, c)) return true;
  }
  return false;
}

/** No special win met: one shared list, never written (asked after every activation: most boards can meet none — issue 10). */
const NO_WINS: readonly SpecialWinMet[] = Object.freeze([]);
/** The special wins met on `after` that were not met on `before` (a win already met there ended nothing new). */
export function specialWinsMet(before: Board, after: Board): readonly SpecialWinMet[] {
  if (!mayWin(before) && !mayWin(after)) return NO_WINS;
  const out: SpecialWinMet[] = [];
  leavesWins(before, after, out);
  for (const key in after.cards) {
    const c = after.cards[key]!;
    const win = c.card.specialWin;
    if (!win || win.applies !== 'continuous' || !holds(after, c)) continue;
    const was = before.cards[key];
    if (was && was.card.specialWin && holds(before, was)) continue;
    const p = holder(c)!;
    const player = win.winner === 'self' ? p : other(p);
    if (!out.some((w) => w.player === player)) out.push({ player, ref: key, name: c.card.name });
  }
  return out;
}

function lpAtZero(board: Board): boolean {
  return (board.lp.A !== null && board.lp.A <= 0) || (board.lp.B !== null && board.lp.B <= 0);
}

/** How the Duel ended between the two boards, or null while it goes on. */
export function duelEnd(before: Board, after: Board): DuelEnd | null {
  // Asked after every link (issue 10): nearly always no LP at 0, no Deck run out and no special win possible — said with no allocation.
  if (!lpAtZero(after) && !after.deckedOut?.length && !mayWin(before) && !mayWin(after)) return null;
  const lpLost = playersWhoLost(before, after);
  // CH-DECK-OUT: a player who had to draw more than their listed Deck held has lost too (at the same moment: a draw).
  const decked = (after.deckedOut ?? []).filter((p) => !before.deckedOut?.includes(p) && !lpLost.includes(p));
  const lost = [...lpLost, ...decked];
  if (decked.length > 0 && lpLost.length === 0) {
    const rules: string[] = [R.DECK_OUT];
    if (lost.length === 2) rules.push(R.DUEL_DRAW);
    return { winner: lost.length === 2 ? 'draw' : other(lost[0]!), reason: 'deck-out', losers: lost, wins: [], rules };
  }
  const wins = specialWinsMet(before, after);
  const field = wins.some((w) => after.cards[w.ref]?.card.specialWin?.condition.kind === 'field-only');
  const leaves = wins.some((w) => before.cards[w.ref]?.summonRiders?.includes('leaves-opponent-wins') === true);
  if (lost.length > 0) {
    const rules: string[] = [R.LP_ZERO];
    if (decked.length > 0) rules.push(R.DECK_OUT);
    if (lost.length === 2) rules.push(R.DUEL_DRAW);
    if (wins.length > 0) rules.push(R.LP_ZERO_FIRST);
    if (field) rules.push(R.SPECIAL_WIN_FIELD);
    if (leaves) rules.push(R.SPECIAL_WIN_LEAVES);
    return { winner: lost.length === 2 ? 'draw' : other(lost[0]!), reason: 'lp-zero', losers: lost, wins, rules };
  }
  if (wins.length === 0) return null;
  const rules: string[] = [R.SPECIAL_WIN];
  if (wins.length === 2) rules.push(R.DUEL_DRAW);
  if (field) rules.push(R.SPECIAL_WIN_FIELD);
  if (leaves) rules.push(R.SPECIAL_WIN_LEAVES);
  return { winner: wins.length === 2 ? 'draw' : wins[0]!.player, reason: 'special-win', losers: [], wins, rules };
}
