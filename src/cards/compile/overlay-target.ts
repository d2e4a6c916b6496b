/**
 * XYZ-MATERIAL-TARGET (issue 16, rules reference docs/c02/基本用语.rst:896): 「…的1只超量怪兽在作为对象的（自己）怪兽上面重叠当作超量召唤从额外卡组
 * 特殊召唤」「…在作为对象的怪兽上面重叠从额外卡组超量召唤」 — a rank-up uses its target as the Xyz Material of the summon, so only a monster
 * that may be Xyz Material can be its target (no Token; no card whose text says 「这张卡不能作为超量召唤的素材」). Marks the target filter.
 *
 * CMP-RANK-UP-SUMMON: the sentence is one summon from the Extra Deck, of an Xyz Monster, with the target as its material — the material
 * goes under the new monster (CH-SUMMON-WITH-MOVED's `withMoved`, from the targets), its own materials with it. The action reader met
 * two verbs in it (「…在作为对象的怪兽上面重叠当作超量召唤」 and 「从额外卡组特殊召唤」) and read the first as a summon of the target itself
 * from the Extra Deck: the target stayed on the field and was "summoned" again.
 */
import type { EffectFacts } from '../facts.js';

const OVER_TARGET = /在作为对象的(?:自己的?)?(?:超量)?怪兽上面重叠(?:当作超量召唤|从额外卡组超量召唤)/;
/** The same in every wording of the target (「…在那只怪兽上面重叠」「…在那上面重叠」, the old 「…在选择的（自己）怪兽上面重叠」). */
const OVER_IT = /在(?:作为对象的|选择的|那只|那)(?:自己的?)?(?:超量)?(?:怪兽)?上面重叠(?:当作超量召唤|从额外卡组超量召唤)/;

/** Marks the targets of an effect that Xyz summons on top of them as monsters that must be able to be Xyz Material; one summon step. */
export function overlayTargetOf(e: EffectFacts, text: string): void {
  if (!e.targets) {
    overlayMovedOf(e, text);
    return;
  }
  if (OVER_TARGET.test(text)) e.targets = { ...e.targets, filter: { ...e.targets.filter, xyzMaterial: true } };
  if (!OVER_IT.test(text)) return;
  // The misread step (the target "summoned" from the Extra Deck) and the summon that follows it: one Xyz Summon on the target.
  // (「…在作为对象的怪兽上面重叠从额外卡组超量召唤」 has one verb: that step alone is the summon.)
  const i = e.does.findIndex((a) => a.do === 'special-summon' && a.what === 'targets' && a.from === 'extra');
  if (i < 0) return;
  const next = e.does[i + 1];
  const alone = next === undefined || next.do !== 'special-summon' || next.from !== 'extra';
  if (!alone && (typeof next.what !== 'object' || next.withMoved)) return;
  const step = alone ? e.does[i]! : next;
  const chosen = typeof step.what === 'object' ? step.what : { filter: { place: 'extra' as const }, scope: 'choose' as const };
  step.what = { ...chosen, filter: { ...chosen.filter, kind: 'monster', subtypes: ['xyz'] }, count: chosen.count ?? 1 };
  step.withMoved = { how: 'xyz', from: 'targets', self: false };
  if (!alone) {
    if (e.does[i]!.then) next.then = true;
    e.does.splice(i, 1);
  }
}

/** 「在那只怪兽上面重叠当作超量召唤从额外卡组特殊召唤」 after a step that summoned 「那只怪兽」. */
const OVER_MOVED = /在那只(?:超量)?怪兽上面重叠当作超量召唤从额外卡组特殊召唤/;

/**
 * CMP-RANK-UP-SUMMON, without a target (升阶魔法-七皇之剑 kind): 「选1只…特殊召唤，把…的1只「X」怪兽在那只怪兽上面重叠当作超量召唤从额外卡组特殊召唤」
 * is one summon from the Extra Deck after the first, on the monster it just summoned. The action reader met two verbs in the
 * second sentence (「…当作超量召唤」 of the named monster and 「从额外卡组特殊召唤」 of any Extra Deck card) and read three
 * summons: the effect counted 3 under a limit on summons a turn (CH-SUMMON-COUNT) where it makes 2.
 */
function overlayMovedOf(e: EffectFacts, text: string): void {
  if (!OVER_MOVED.test(text)) return;
  for (let i = 1; i + 1 < e.does.length; i++) {
    const prev = e.does[i - 1]!;
    const step = e.does[i]!;
    const next = e.does[i + 1]!;
    if (prev.do !== 'special-summon' || step.do !== 'special-summon' || next.do !== 'special-summon') continue;
    if (step.from !== 'extra' || next.from !== 'extra' || typeof step.what !== 'object' || step.withMoved) continue;
    // The misread one: any card of the Extra Deck, no count, nothing named.
    if (typeof next.what !== 'object' || next.what.count !== undefined || Object.keys(next.what.filter).join() !== 'place') continue;
    if (next.then) step.then = true;
    e.does.splice(i + 1, 1);
    return;
  }
}
