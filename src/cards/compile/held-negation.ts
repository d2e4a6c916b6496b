/**
 * Issue 16, lingering effects — CT-BOND-NEGATE-HELD: 「只要这只怪兽在场上表侧表示存在，作为对象的效果怪兽的效果无效化」
 * 「这只怪兽表侧表示存在期间，作为对象的表侧表示的卡的效果无效化」 — an activated effect that negates its target for as long as its
 * card stays face-up (it keeps that target: 持续取对象). Read from the card text, as the summon riders are (./summon-riders.ts).
 */
const HELD_NEGATION = /(?:只要这(?:张卡|只怪兽)在场上表侧表示存在|这(?:张卡|只怪兽)(?:在场上)?表侧表示存在期间)，作为对象的[^。]*?效果无效化/;

/** Does this text negate the target of an activated effect while its card stays face-up? */
export function readsHeldNegation(text: string | undefined): boolean {
  return text !== undefined && HELD_NEGATION.test(text);
}
