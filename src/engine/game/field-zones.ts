/**
 * The zones of the field as the situation states them (issue 16, zones — rules reference docs/c01/大师规则（2017）变更点.rst,
 * docs/c01/大师规则（2020年4月版）变更点.rst): a card written `主3`, `EX左`, `魔陷2` … stands in that zone
 * (`BoardCard.place`). Read only when every monster on the field has a stated zone and both fields are listed
 * (`zonesStated`): otherwise nothing here decides and the older counting of ./zones.ts applies.
 *
 * One frame for both players: rows from B's side to A's (1: B's Main Monster Zones, 2: the Extra Monster Zones,
 * 3: A's Main Monster Zones) and columns 1–5 from A's left. A card's column is counted from its controller's left,
 * so B's column c is column 6 − c here; the left Extra Monster Zone of A is B's right one.
 *
 * ZONE-LINKED: a Link monster's arrow points at the zone next to it in that direction (its controller's up is
 * towards the opponent). A Main Monster Zone so pointed at is a linked zone (连接端) — of either player's Link
 * monster —; an arrow from a Main Monster Zone never reaches the opponent's Main Monster Zones (the Extra Monster
 * Zone row lies between), and the two Extra Monster Zones are not next to each other.
 */
import type { Card, LinkArrow, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';

const ARROW: Record<LinkArrow, [number, number]> = {
  'top-left': [-1, -1], top: [-1, 0], 'top-right': [-1, 1],
  left: [0, -1], right: [0, 1],
  'bottom-left': [1, -1], bottom: [1, 0], 'bottom-right': [1, 1],
};

/** A cell of the shared frame: row 1 B's Main, 2 the Extra Monster Zones, 3 A's Main; column from A's left. */
interface Cell { row: number; col: number }

/** What the zones read of a card: a board card, or a view of one (../game/match.ts CardView). */
export type ZoneCard = Pick<BoardCard, 'card' | 'zone' | 'faceUp' | 'controller' | 'place' | 'activationNegated'>;

function cellOf(c: ZoneCard): Cell | null {
  const p = c.place;
  if (!p || p.column === null || !c.controller || c.zone !== 'monster') return null;
  if (p.area !== 'main' && p.area !== 'extra-monster') return null;
  const col = c.controller === 'A' ? p.column : 6 - p.column;
  if (p.area === 'extra-monster') return { row: 2, col };
  return { row: c.controller === 'A' ? 3 : 1, col };
}

/**
 * CH-NONCHAIN-NEGATE-COLUMN: a card's column in the shared frame (1–5 from A's left) — a Main or Extra Monster Zone, a Spell & Trap
 * Zone; null when its zone is not stated (or it is in no such zone).
 */
export function columnOf(c: ZoneCard): number | null {
  const p = c.place;
  if (!p || p.column === null || !c.controller) return null;
  if (c.zone === 'monster' && (p.area === 'main' || p.area === 'extra-monster')) return c.controller === 'A' ? p.column : 6 - p.column;
  if (c.zone === 'spell' && p.area === 'spell-trap') return c.controller === 'A' ? p.column : 6 - p.column;
  return null;
}

/**
 * CH-COLUMN-COUNT: whether one column holds at least `min` cards of either player — its Main and Extra Monster Zones and Spell & Trap
 * Zones (a Pendulum Zone is Spell & Trap Zone 1 or 5); the Field Zone is in no column. With `freeFor`, that player's Main Monster Zone
 * of the column must also be free (「这张卡可以在那个纵列的自己场上特殊召唤」). Null when a card on the field has no stated zone and no
 * column is met without it: the count cannot be read.
 */
export function columnHolds(cards: Iterable<ZoneCard>, min: number, freeFor: Player | null): boolean | null {
  const count = [0, 0, 0, 0, 0, 0];
  const taken = new Set<number>();
  let unplaced = 0;
  let ownUnplaced = false;
  for (const c of cards) {
    if ((c.zone !== 'monster' && c.zone !== 'spell') || c.activationNegated || c.place?.area === 'field-zone') continue;
    const col = columnOf(c);
    if (col === null) {
      unplaced++;
      if (c.zone === 'monster' && c.controller === freeFor) ownUnplaced = true;
      continue;
    }
    count[col]!++;
    if (c.zone === 'monster' && c.controller === freeFor && c.place?.area === 'main') taken.add(col);
  }
  const met = [1, 2, 3, 4, 5].some((col) => count[col]! >= min && (freeFor === null || !taken.has(col)));
  if (met && !ownUnplaced) return true;
  return unplaced > 0 ? null : false;
}

/**
 * CH-COLUMN-ALONE: how many of `cards` (those a condition counts, this card left out) stand in `self`'s column — a Main or Extra Monster
 * Zone, a Spell & Trap Zone of either player (the Field Zone is in no column). Null when `self`'s zone is not stated, or when none is
 * found there while a counted card's zone is not stated (it may stand there): the column is not read.
 */
export function inColumnOf(self: ZoneCard, cards: Iterable<ZoneCard>): number | null {
  const mine = columnOf(self);
  if (mine === null) return null;
  let n = 0;
  let unplaced = 0;
  for (const c of cards) {
    if ((c.zone !== 'monster' && c.zone !== 'spell') || c.activationNegated || c.place?.area === 'field-zone') continue;
    const col = columnOf(c);
    if (col === null) unplaced++;
    else if (col === mine) n++;
  }
  return n === 0 && unplaced > 0 ? null : n;
}

const key = (cell: Cell): string => `${cell.row}:${cell.col}`;
const mainRow = (p: Player): number => (p === 'A' ? 3 : 1);
const isLink = (card: Card): boolean => card.type.subtypes.includes('link');
const fieldMonsters = (board: Board): BoardCard[] => Object.values(board.cards).filter((c) => c.zone === 'monster' && !c.activationNegated);

/**
 * Whether the field's zones are known: both fields listed, and every monster on them has a stated zone
 * (at least one monster, or a card with a stated zone, says the user means the zones).
 */
export function zonesStated(board: Board, knownZones: ReadonlySet<string>): boolean {
  if (!knownZones.has('A:field') || !knownZones.has('B:field')) return false;
  const monsters = fieldMonsters(board);
  if (!monsters.every((c) => cellOf(c) !== null)) return false;
  return monsters.length > 0 || Object.values(board.cards).some((c) => c.place !== undefined);
}

/** ZONE-LINKED: the cells a face-up Link monster in a Monster Zone points at (Monster Zones only). */
export function pointedCells(c: ZoneCard): Cell[] {
  const from = cellOf(c);
  if (!from || !c.faceUp || !isLink(c.card) || !c.controller) return [];
  return arrowCells(from, c.card.linkArrows ?? [], c.controller);
}

/** ZONE-LINKED: whether face-up Link monster `link` points at `m`'s Monster Zone — null when either zone is not stated. */
export function pointsAtCard(link: ZoneCard, m: ZoneCard): boolean | null {
  const at = cellOf(m);
  if (!at || !cellOf(link)) return null;
  return pointedCells(link).some((c) => c.row === at.row && c.col === at.col);
}

/** ZONE-LINKED: `player`'s Main Monster Zones some face-up Link monster (of either player, not `leaving`) points at, by column from that player's left. */
export function linkedMainZones(board: Board, player: Player, leaving: readonly BoardCard[] = []): number[] {
  const cols = new Set<number>();
  for (const c of fieldMonsters(board)) {
    if (leaving.includes(c)) continue;
    for (const cell of pointedCells(c)) if (cell.row === mainRow(player)) cols.add(player === 'A' ? cell.col : 6 - cell.col);
  }
  return [...cols].sort((x, y) => x - y);
}

/** Where a monster may go now: `player`'s free Main Monster Zones (by column), its free linked ones, and whether it may take an Extra Monster Zone. */
export interface FreeZones {
  main: number[];
  linked: number[];
  extra: boolean;
}

export function freeZones(board: Board, player: Player, leaving: readonly BoardCard[] = []): FreeZones {
  const taken = new Set<string>();
  let ownsExtra = false;
  for (const c of fieldMonsters(board)) {
    if (leaving.includes(c)) continue;
    const cell = cellOf(c);
    if (!cell) continue;
    taken.add(key(cell));
    if (cell.row === 2 && c.controller === player) ownsExtra = true;
  }
  const main = [1, 2, 3, 4, 5].filter((col) => !taken.has(key({ row: mainRow(player), col: player === 'A' ? col : 6 - col })));
  const linked = linkedMainZones(board, player, leaving).filter((col) => main.includes(col));
  // One Extra Monster Zone a player (an EX Link aside: see extraLinkPossible).
  const extra = !ownsExtra && (!taken.has('2:2') || !taken.has('2:4'));
  return { main, linked, extra };
}

/** ZONE-LINKED: the Monster Zone cells arrows point at from `from`, for a monster of `controller` (its up is towards the opponent). */
function arrowCells(from: Cell, arrows: readonly LinkArrow[], controller: Player): Cell[] {
  const flip = controller === 'B' ? -1 : 1;
  const out: Cell[] = [];
  for (const a of arrows) {
    const [dr, dc] = ARROW[a];
    const cell = { row: from.row + dr * flip, col: from.col + dc * flip };
    if (cell.col < 1 || cell.col > 5) continue;
    if (cell.row === 2 ? cell.col === 2 || cell.col === 4 : cell.row === 1 || cell.row === 3) out.push(cell);
  }
  return out;
}

/** A face-up Link monster in a Monster Zone, as the co-link graph sees it. */
interface LinkNode { cell: Cell; points: Set<string>; card?: ZoneCard }

function linkNodes(monsters: readonly ZoneCard[], leaving: readonly ZoneCard[]): LinkNode[] {
  const out: LinkNode[] = [];
  for (const c of monsters) {
    if (leaving.includes(c) || !c.faceUp || !isLink(c.card)) continue;
    const cell = cellOf(c);
    if (cell) out.push({ cell, points: new Set(pointedCells(c).map(key)), card: c });
  }
  return out;
}

/** ZONE-CO-LINKED: two Link monsters are co-linked (互相连接) when each one's arrow points at the other's zone. */
const coLinked = (x: LinkNode, y: LinkNode): boolean => x.points.has(key(y.cell)) && y.points.has(key(x.cell));

/** The nodes reachable from `start` through co-linked pairs. */
function coLinkedGroup(nodes: readonly LinkNode[], start: LinkNode): Set<LinkNode> {
  const seen = new Set<LinkNode>([start]);
  const todo = [start];
  while (todo.length > 0) {
    const n = todo.pop()!;
    for (const m of nodes) if (!seen.has(m) && coLinked(n, m)) { seen.add(m); todo.push(m); }
  }
  return seen;
}

/** ZONE-EX-LINK: whether the Link monsters of both Extra Monster Zones are joined through co-linked pairs (an EX Link, EX连接). */
function joinsBothExtraZones(nodes: readonly LinkNode[], start: LinkNode): boolean {
  const group = coLinkedGroup(nodes, start);
  return ['2:2', '2:4'].every((k) => [...group].some((n) => key(n.cell) === k));
}

/**
 * ZONE-EX-LINK: an EX Link (EX连接) lets a player who has a Link monster in one Extra Monster Zone take the other one, free,
 * with a Link monster that, placed there, joins both Extra Monster Zones through Link monsters co-linked two by two (in
 * either player's Main Monster Zones). `card` is the Link monster to be placed: its arrows decide.
 */
export function extraLinkPossible(board: Board, player: Player, card: Card, leaving: readonly BoardCard[] = []): boolean {
  if (!isLink(card)) return false;
  const nodes = linkNodes(fieldMonsters(board), leaving);
  const monsters = fieldMonsters(board).filter((c) => !leaving.includes(c));
  const taken = new Set(monsters.map(cellOf).filter((c): c is Cell => c !== null).map(key));
  // The player's own Extra Monster Zone holds a face-up Link monster; the other one is free.
  const own = nodes.find((n) => n.cell.row === 2 && n.card?.controller === player);
  if (!own) return false;
  const other: Cell = { row: 2, col: own.cell.col === 2 ? 4 : 2 };
  if (taken.has(key(other))) return false;
  const placed: LinkNode = { cell: other, points: new Set(arrowCells(other, card.linkArrows ?? [], player).map(key)) };
  return joinsBothExtraZones([...nodes, placed], placed);
}

/** ZONE-CO-LINKED / ZONE-EX-LINK: what a monster on the field is, by the arrows around it. */
export interface LinkStatus {
  /** 连接状态: a Link monster points at it, or it is a Link monster pointing at a monster. */
  linked: boolean;
  /** 互相连接状态: it is a Link monster co-linked with another. */
  coLinked: boolean;
  /** 额外连接状态: it is a Link monster in a group of co-linked Link monsters that joins both Extra Monster Zones. */
  extraLinked: boolean;
}

/**
 * CH-TARGET-CO-LINKED: how many Link monsters are co-linked with `c` (互相连接: each points at the other). `cards`: the cards there are.
 * Null when `c` has no stated Monster Zone.
 */
export function coLinkedCount(cards: Iterable<ZoneCard>, c: ZoneCard): number | null {
  if (!cellOf(c)) return null;
  const nodes = linkNodes([...cards].filter((x) => x.zone === 'monster' && !x.activationNegated), []);
  const me = nodes.find((n) => n.card === c);
  return me === undefined ? 0 : nodes.filter((n) => n !== me && coLinked(me, n)).length;
}

/**
 * CH-TARGET-CO-LINKED: how many monsters are co-linked with `c` as far as the situation settles it — counted from the stated zones, or
 * 0 when both fields are written in full (`A场只有:`) and no other face-up Link monster stands there (co-linked takes two Link
 * monsters, whatever their zones). Null: unknown (a field written in part may hold a Link monster not written).
 */
export function coLinkedKnown(board: Board, knownZones: ReadonlySet<string>, c: BoardCard): number | null {
  if (zonesStated(board, knownZones)) return coLinkedCount(Object.values(board.cards), c);
  const inFull = (['A', 'B'] as const).every((p) => knownZones.has(`${p}:field`) && !knownZones.has(`${p}:field-partial`));
  if (!inFull) return null;
  return coLinkPartnerAmong(Object.values(board.cards), c) ? null : 0;
}

/**
 * ZONE-CO-LINKED: is there another face-up Link monster in a Monster Zone among `cards` — one `c` could be co-linked with? Co-linked
 * takes two Link monsters whatever their zones, so with none the answer is no even when no zone is stated.
 */
export function coLinkPartnerAmong(cards: Iterable<ZoneCard & { ref: string }>, c: { ref: string }): boolean {
  for (const x of cards) if (x.ref !== c.ref && x.zone === 'monster' && x.faceUp && isLink(x.card) && !x.activationNegated) return true;
  return false;
}

/** `cards`: the cards there are (those in Monster Zones are read). Null when `c` has no stated Monster Zone. */
export function linkStatus(cards: Iterable<ZoneCard>, c: ZoneCard): LinkStatus | null {
  const cell = cellOf(c);
  if (!cell) return null;
  const monsters = [...cards].filter((x) => x.zone === 'monster' && !x.activationNegated);
  const nodes = linkNodes(monsters, []);
  const me = nodes.find((n) => n.card === c);
  const pointedAt = nodes.some((n) => n !== me && n.points.has(key(cell)));
  const occupied = new Set(monsters.map(cellOf).filter((x): x is Cell => x !== null).map(key));
  const pointsAtOne = me !== undefined && [...me.points].some((k) => occupied.has(k));
  const coLinkedNow = me !== undefined && nodes.some((n) => n !== me && coLinked(me, n));
  return { linked: pointedAt || pointsAtOne, coLinked: coLinkedNow, extraLinked: me !== undefined && coLinkedNow && joinsBothExtraZones(nodes, me) };
}

/** A monster whose place is the Extra Deck: a Fusion, Synchro, Xyz or Link monster (a Pendulum one face-up there too, not told apart here). */
export function extraDeckMonster(card: Card): boolean {
  return ['fusion', 'synchro', 'xyz', 'link'].some((k) => card.type.subtypes.includes(k));
}

/**
 * ZONE-EXTRA-SUMMON (Master Rule 2020): a monster Special Summoned from the Extra Deck goes to an Extra Monster Zone the
 * player may use, or — a Fusion, Synchro or Xyz monster — to any free Main Monster Zone, or — a Link monster — only to a
 * free linked Main Monster Zone — or, a Link monster, to the other Extra Monster Zone when it makes an EX Link there (ZONE-EX-LINK).
 * True when it has somewhere to go.
 */
export function roomFromExtraDeck(board: Board, player: Player, card: Card, leaving: readonly BoardCard[] = [], faceUpPendulum = false): boolean {
  const free = freeZones(board, player, leaving);
  if (free.extra) return true;
  // A Pendulum monster face-up in the Extra Deck (表侧) is placed as a Link monster is.
  if (!isLink(card) && !faceUpPendulum) return free.main.length > 0;
  return free.linked.length > 0 || extraLinkPossible(board, player, card, leaving);
}

/** A Pendulum monster face-up in the Extra Deck (`表侧`): from there it goes where a Link monster may. */
export function faceUpPendulumInExtra(c: BoardCard): boolean {
  return c.zone === 'extra' && c.card.type.subtypes.includes('pendulum') && c.states.includes('face-up-in-extra');
}

/**
 * ZONE-AROUND-TARGET (issue 16, 基本用语.rst:1473): 「那只怪兽的前面·后面·相邻的区域（怪兽区域·魔法与陷阱区域）存在的卡」 — the
 * cards whose zone is next to the target's in the frame of both fields: the zone in front of it and behind it (the same column,
 * one row towards either player: a Main Monster Zone has the Extra Monster Zone of its column in front when there is one, and
 * its controller's Spell & Trap Zone of that column behind) and those beside it (the same row, one column over). Spell & Trap
 * Zones are rows 0 (B's) and 4 (A's). Null when either card's zone is not stated (not judged).
 */
export function aroundZone(target: ZoneCard, c: ZoneCard): boolean | null {
  const at = frameCell(target);
  const it = frameCell(c);
  if (!at || !it) return null;
  return Math.abs(at.row - it.row) + Math.abs(at.col - it.col) === 1;
}

/** A card's cell in the frame of both fields, Spell & Trap Zones included (rows 0 and 4); null for the Field Zone or an unstated zone. */
function frameCell(c: ZoneCard): Cell | null {
  if (c.zone === 'monster') return cellOf(c);
  const p = c.place;
  if (!p || p.column === null || !c.controller || c.zone !== 'spell' || p.area !== 'spell-trap') return null;
  return { row: c.controller === 'A' ? 4 : 0, col: c.controller === 'A' ? p.column : 6 - p.column };
}
