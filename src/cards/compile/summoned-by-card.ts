/**
 * WIN-SUMMONED-BY-CARD: a trigger 「这张卡用「X」的效果特殊召唤成功时」「这张卡用「剑斗兽」怪兽的效果特殊召唤的场合」「…或者用「急袭猛禽」卡的效果
 * 从手卡特殊召唤成功的场合」 names what must have made its Special Summon — the effect of the card named X (「X」的效果: a card name), or of a
 * card of that archetype (「X」卡／怪兽的效果, 名字带有「X」的卡／怪兽的效果; a monster when it says 怪兽). Read into the trigger's
 * `summonedByCard`; before, any Special Summon met it. A lead naming more than one kind (「用魔法师族怪兽或者名字带有「魔导书」的魔法卡的效果」)
 * is read as its `anyOf` (s48; before, it was not read and any Special Summon met it).
 */
import type { EffectFacts, SummonedByCard, TriggerPattern } from '../facts.js';

// (Also a lead opening the condition with no 「这张卡」: 「通过「幽狱之时计塔」的效果特殊召唤的场合」 — 命运英雄 恐惧人, s48; before, any Special Summon met it.)
const BY_CARD = /(?:^|这张卡|或者)(?:是)?(?:用|因为|通过|被)(名字带有)?「([^」]+)」(的?卡|的?怪兽)?的效果(?:从[^，。的]{1,8})?(?:表侧(?:攻击|守备)?表示)?特殊召唤(?:成功)?(?:时|的场合)/;

/** One kind of a lead naming several: 「魔法师族怪兽」 (a Type), 「名字带有「魔导书」的魔法卡」 (an archetype, a kind). */
const ONE_KIND = /^(?:(\S{1,6}族)怪兽|(名字带有)?「([^」]+)」(?:的)?(卡|怪兽|魔法卡|陷阱卡))$/;
/** 「这张卡用魔法师族怪兽或者名字带有「魔导书」的魔法卡的效果特殊召唤成功时」 — several kinds (魔导天士 杜勒蒙德, s48). */
const BY_KINDS = /这张卡(?:是)?(?:用|因为|通过|被)([^，。]+?或者[^，。]+?)的效果(?:从[^，。的]{1,8})?特殊召唤(?:成功)?(?:时|的场合)/;

function oneKind(words: string): SummonedByCard | null {
  const k = ONE_KIND.exec(words);
  if (!k) return null;
  if (k[1]) return { race: k[1], kind: 'monster' };
  const kind = k[4] === '怪兽' ? 'monster' : k[4] === '魔法卡' ? 'spell' : k[4] === '陷阱卡' ? 'trap' : undefined;
  return { archetype: k[3]!, ...(kind ? { kind } : {}) };
}

export function summonedByCardOf(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.trigger || !conditionsText.includes('的效果')) return;
  if (!([] as string[]).concat(e.trigger.event).includes('special-summoned')) return;
  const several = conditionsText.includes('或者') ? BY_KINDS.exec(conditionsText) : null;
  const kinds = several ? several[1]!.split('或者').map(oneKind) : null;
  if (kinds && kinds.length > 1 && kinds.every((k) => k !== null)) {
    const list = kinds as SummonedByCard[];
    e.trigger.summonedByCard = { ...list[0]!, anyOf: list };
    return;
  }
  const m = BY_CARD.exec(conditionsText);
  if (!m) return;
  const by: NonNullable<TriggerPattern['summonedByCard']> = !m[1] && !m[3] ? { name: m[2]! } : { archetype: m[2]!, ...(m[3]?.endsWith('怪兽') ? { kind: 'monster' as const } : {}) };
  e.trigger.summonedByCard = by;
  // A lead with no subject opening the condition speaks of this card's own summon (恐惧人: not another monster's summon by the tower —
  // the words before the verb, 「通过「幽狱之时计塔」的效果」, were read as a subject that any monster met).
  if (m.index === 0 && !m[0].startsWith('这张卡')) e.trigger.subject = { self: true };
}
