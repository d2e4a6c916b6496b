/**
 * WIN-SUMMONED-BY-CARD: a trigger 「这张卡用「X」的效果特殊召唤成功时」「这张卡用「剑斗兽」怪兽的效果特殊召唤的场合」「…或者用「急袭猛禽」卡的效果
 * 从手卡特殊召唤成功的场合」 names what must have made its Special Summon — the effect of the card named X (「X」的效果: a card name), or of a
 * card of that archetype (「X」卡／怪兽的效果, 名字带有「X」的卡／怪兽的效果; a monster when it says 怪兽). Read into the trigger's
 * `summonedByCard`; before, any Special Summon met it. A lead naming more than one kind (「用魔法师族怪兽或者名字带有「魔导书」的魔法卡的效果」)
 * is not read.
 */
import type { EffectFacts, TriggerPattern } from '../facts.js';

const BY_CARD = /(?:这张卡|或者)(?:是)?(?:用|因为|通过|被)(名字带有)?「([^」]+)」(的?卡|的?怪兽)?的效果(?:从[^，。的]{1,8})?(?:表侧(?:攻击|守备)?表示)?特殊召唤(?:成功)?(?:时|的场合)/;

export function summonedByCardOf(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.trigger || !conditionsText.includes('的效果')) return;
  if (!([] as string[]).concat(e.trigger.event).includes('special-summoned')) return;
  const m = BY_CARD.exec(conditionsText);
  if (!m) return;
  const by: NonNullable<TriggerPattern['summonedByCard']> = !m[1] && !m[3] ? { name: m[2]! } : { archetype: m[2]!, ...(m[3]?.endsWith('怪兽') ? { kind: 'monster' as const } : {}) };
  e.trigger.summonedByCard = by;
}
