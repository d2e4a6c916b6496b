/**
 * CMP-EQUIP-MOVE (issue 16, rules reference docs/c03/装备卡.rst:27–40): 「把怪兽装备的1张装备卡，转换给1只别的能变成正确对象的怪兽」
 * (善变的裁缝师), 「可以把自己场上表侧表示存在的1张名字带有「大日」的装备卡转换给1只别的能变成正确对象的怪兽」 (斯蒂格马大日) — the effect
 * takes one equip card the words describe (whose, face-up, which archetype) and equips it to another monster that is a correct
 * target for it. Read as a target (the equip card; the compiler read the old words as one target of any card and no step) and
 * one step: `equip` of the target with `movesEquip`. Which monsters are correct is the engine's (src/engine/game/equip-move.ts).
 */
import type { CardFilter, EffectFacts } from '../facts.js';
import { namedArchetypeOf, sideIn } from './words.js';

const MOVE = /把([^。把]*?)1张([^。，]*?)装备卡[，,]?(?:转换|转移)给1只别的能(?:变成|成为)正确(?:的)?对象的怪兽/;

export function equipMoveOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || e.kind === 'procedure' || !text.includes('正确对象')) return;
  const m = MOVE.exec(text);
  if (!m) return;
  const words = `${m[1]!}${m[2]!}`;
  const filter: CardFilter = { place: 'field' };
  const side = sideIn(words);
  if (side) filter.side = side;
  if (words.includes('表侧表示')) filter.faceUp = true;
  const arch = namedArchetypeOf(words) ?? /「([^」]+)」/.exec(words)?.[1];
  if (arch) filter.archetype = arch;
  e.targets = { count: 1, filter };
  e.does = [{ do: 'equip', what: 'targets', movesEquip: true }];
}
