/**
 * CMP-EQUIPPED-SELF-COST (rules reference docs/c03/装备卡.rst:114–120): a monster card's effect whose cost sends this card 「给怪兽装备的」
 * 「装备状态的」「装备的」 to the GY (甲虫装机 大黄蜂③ 「把给怪兽装备的这张卡送去墓地…才能发动」) is activated by the card as an equip card,
 * from the Spell & Trap Zone: `from: 'spell'`. There it is an Equip Spell's effect, not a monster's (CH-EQUIP-EFFECT-NOT-MONSTER).
 */
import type { CardType, EffectFacts } from '../facts.js';

const COST = /把(?:给怪兽装备的|装备状态的|装备的|装备中的)这张卡送去墓地/;

export function equippedSelfCostOf(e: EffectFacts, text: string, type: CardType): void {
  if (type.kind !== 'monster' || e.from !== undefined || e.kind === 'continuous' || e.kind === 'procedure') return;
  if (!e.cost?.some((c) => c.do === 'send-to-gy' && c.what === 'self')) return;
  if (COST.test(text)) e.from = 'spell';
}
