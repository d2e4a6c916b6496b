/**
 * XYZ-MATERIAL-TARGET (issue 16, rules reference docs/c02/基本用语.rst:896): 「…的1只超量怪兽在作为对象的（自己）怪兽上面重叠当作超量召唤从额外卡组
 * 特殊召唤」「…在作为对象的怪兽上面重叠从额外卡组超量召唤」 — a rank-up uses its target as the Xyz Material of the summon, so only a monster
 * that may be Xyz Material can be its target (no Token; no card whose text says 「这张卡不能作为超量召唤的素材」). Marks the target filter.
 */
import type { EffectFacts } from '../facts.js';

const OVER_TARGET = /在作为对象的(?:自己的?)?(?:超量)?怪兽上面重叠(?:当作超量召唤|从额外卡组超量召唤)/;

/** Marks the targets of an effect that Xyz summons on top of them as monsters that must be able to be Xyz Material. */
export function overlayTargetOf(e: EffectFacts, text: string): void {
  if (!e.targets || !OVER_TARGET.test(text)) return;
  e.targets = { ...e.targets, filter: { ...e.targets.filter, xyzMaterial: true } };
}
