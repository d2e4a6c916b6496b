/**
 * Issue 16, 复制 (rules reference docs/c03/复制.rst:130–243): the two facts of copying a Spell/Trap's effect.
 *
 * `copies` — 「这张卡的效果变成和那张…发动时的效果相同」「这个效果变成和那张陷阱卡发动时的效果相同」
 * 「那张魔法·陷阱卡的效果适用」: the effect applies another card's activated effect as its own; which card is
 * read from how it is chosen (its target, the activation it answers, or the card its cost sent).
 *
 * `notCopyable` — a Spell/Trap card activation that such an effect cannot apply (复制.rst:173–229): a Trap that
 * becomes a monster or an equip card, or one whose resolution reads what its own cost tributed or discarded.
 */
import type { CardType, EffectFacts } from '../facts.js';

const COPIES = /(这张卡|这个)的?效果[，,]?变成和[^。]*?(效果|仪式召唤效果)相同|那张(魔法·陷阱|魔法|陷阱)卡的效果适用/;

/** The copy fact of one effect of a segment, or undefined. */
export function copiesOf(e: EffectFacts, text: string): EffectFacts['copies'] {
  if (e.kind === 'continuous' || e.kind === 'procedure' || !COPIES.test(text)) return undefined;
  if (e.targets) return 'target';
  // 「自己发动通常魔法时才能发动」: the activation it answers (连续魔法: read as the card activation it answers, CMP-RESPONDS-VERB-FIRST).
  if (e.waitsFor?.event === 'activated' || e.respondsTo?.activation === 'card' || text.includes('发动时才能发动')) return 'answered';
  if (e.cost?.length) return 'cost';
  return undefined;
}

// 「这张卡发动后变成效果怪兽（…）在怪兽区域特殊召唤」, the older 「当怪兽卡」.
const BECOMES_MONSTER = /变成(效果|通常)怪兽|当怪兽卡|当作怪兽[（(]/;
const BECOMES_EQUIP = /这张卡当作[^。]*?装备卡/;
// 「持有解放的怪兽的攻击力以下的守备力」「比解放的怪兽等级高1星」: the resolution cannot be made without the
// cost's card. A count of them is not such a reading: copied, the count is 0 and the effect still applies
// (来自天龙座的降诞 copied by 黑暗中的陷阱 summons a 0/0 monster, 复制.rst:154).
const READS_COST = /才能发动[^]*?(解放|丢弃|除外|送去墓地)的(怪兽|卡)的?(攻击力|守备力|等级|阶级|卡名|种族|属性|原本)|比(解放|丢弃|除外)的(怪兽|卡)/;

// 「发动后，这张卡表面向上混到自己的卡组」: its resolution is the card itself going into the Deck (what it does later hangs
// on that card), so a copy — another card — has nothing to apply (复制.rst:229).
const MOVES_ITSELF = /(^|[。：:])发动后[，,]?这张卡[^。]*?混到[^。]*?卡组/;

// 「「X」的效果才能特殊召唤的融合怪兽」: what it summons can come out only by the effect of a card with its name; a copy
// gains no name, so it has nothing to summon (复制.rst:153).
const NEEDS_NAME = /「[^」]+」的效果才能特殊召唤/;

/** Why a Spell/Trap card activation cannot be applied by a copy, or undefined. */
export function notCopyableOf(e: EffectFacts, text: string, type: CardType): EffectFacts['notCopyable'] {
  if (e.kind !== 'activation' || (type.kind !== 'spell' && type.kind !== 'trap')) return undefined;
  if (type.kind === 'trap' && (type.subtypes.includes('trap-monster') || BECOMES_MONSTER.test(text))) return 'becomes-monster';
  // Of a ● choice, only the choice that equips (附锁链的回力镖: its other choice may still be copied).
  if (BECOMES_EQUIP.test(text) && (e.choiceOf === undefined || e.does.some((a) => a.do === 'equip'))) return 'becomes-equip';
  if (e.cost?.length && READS_COST.test(text)) return 'reads-cost';
  if (MOVES_ITSELF.test(text)) return 'moves-itself';
  if (NEEDS_NAME.test(text) && e.does.some((a) => a.do === 'special-summon')) return 'needs-name';
  return undefined;
}
