/**
 * ZONE-MOVE-ADJACENT (issue 16, rules reference docs/c01/大师规则（2017）变更点.rst:53–55): an effect step that moves a monster to
 * an unused Monster Zone beside it (「移动到没有使用的相邻的怪兽卡区域」, Action.moveZone). The zones beside a Main Monster Zone are
 * the Main Monster Zones left and right of it in its controller's row: never an Extra Monster Zone, so no monster is moved into
 * one; a monster Special Summoned from the Extra Deck standing in a Main Monster Zone may move to a free one beside it whether or
 * not a Link arrow points there. Judged only where every monster's zone is stated (./field-zones.ts zonesStated); a monster in an
 * Extra Monster Zone is not judged (it has no Main Monster Zone beside it in its row).
 */
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { freeZones } from './field-zones.js';

/** The free Main Monster Zones beside a monster in a Main Monster Zone (columns from its controller's left), or null when not judged. */
export function adjacentFreeMain(board: Board, c: BoardCard): number[] | null {
  const p = c.place;
  if (c.zone !== 'monster' || !p || p.area !== 'main' || p.column === null || !c.controller) return null;
  const free = freeZones(board, c.controller as Player, [c]).main;
  return [p.column - 1, p.column + 1].filter((col) => free.includes(col));
}
