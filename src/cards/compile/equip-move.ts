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

/**
 * 「场上的存在的全部的装备卡装备到选择对象的身上。对象不正确的场合，那些装备卡破坏」 (力之集约; 「场上的全部装备卡给作为对象的怪兽装备。对象不正确的
 * 装备卡破坏」): every equip card on the field moves to the target monster, the ones it is no correct target for destroyed instead —
 * one step `equip` of all the field's equip cards with `movesEquip`, onto the target.
 */
const GATHER = /场上的?(?:存在的)?全部的?装备卡(?:装备到(?:选择|作为)对象的身上|给(?:作为对象的|那只)怪兽装备)[。，,]?对象不正确的(?:场合[，,]那些装备卡|装备卡)破坏/;

/** 「以场上1张「圣剑」装备魔法卡和1只可以把那张卡装备的怪兽为对象…那张装备魔法卡转移给作为正确对象的那只怪兽」: the equip card's side and archetype. */
const PAIR = /以([^。，]*?)1张(?:「([^」]+)」)?装备魔法卡和1只可以把那张卡装备的怪兽为对象[^。]*。那张装备魔法卡转移给作为正确对象的那只怪兽/;
/** 「可以选择场上表侧表示存在的1张装备卡转移给作为正确对象的这张卡」: the equip card chosen (as a target: 选择), moved to this card. */
const TO_SELF = /选择([^。，]*?)1张装备卡转移给作为正确对象的这张卡/;

export function equipMoveOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || e.kind === 'procedure') return;
  if (text.includes('对象不正确') && GATHER.test(text)) {
    e.targets = { count: 1, filter: { kind: 'monster', place: 'field', faceUp: true } };
    e.does = [{ do: 'equip', what: { filter: { place: 'field' }, scope: 'all' }, movesEquip: true }];
    return;
  }
  if (!text.includes('正确对象')) return;
  // CMP-EQUIP-MOVE-TO: an equip card and the monster it moves to, both targeted — or the equip card chosen, moved to this card.
  const pair = PAIR.exec(text);
  if (pair) {
    const equip: CardFilter = { place: 'field', kind: 'spell', subtypes: ['equip'] };
    const side = sideIn(pair[1]!);
    if (side) equip.side = side;
    if (pair[2]) equip.archetype = pair[2];
    const monster: CardFilter = { kind: 'monster', place: 'monster', faceUp: true };
    e.targets = { count: 2, filter: { place: 'field' }, groups: [{ filter: equip, count: 1 }, { filter: monster, count: 1 }] };
    e.does = [{ do: 'equip', what: 'targets', movesEquip: true, movesEquipTo: 'target' }];
    return;
  }
  const toSelf = TO_SELF.exec(text);
  if (toSelf) {
    const equip: CardFilter = { place: 'field', faceUp: true };
    const side = sideIn(toSelf[1]!);
    if (side) equip.side = side;
    e.targets = { count: 1, filter: equip };
    e.does = [{ do: 'equip', what: 'targets', movesEquip: true, movesEquipTo: 'self' }];
    return;
  }
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
