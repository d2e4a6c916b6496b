/**
 * Issue 16, lingering effects — CT-BOND-LOCK-HELD: 「选择的卡只要这张卡在场上表侧表示存在不能发动」「只要这张卡在场地区域
 * 存在，盖放的那张卡直到结束阶段不能发动」 — an effect that keeps its target (持续取对象) unable to be activated while its card applies.
 * Read from the card text, as the summon riders are (./summon-riders.ts).
 */
const HELD_LOCK = /(?:选择的卡|盖放的那张卡|作为对象的卡)(?:只要这张卡在(?:场上|场地区域)(?:表侧表示)?存在)?(?:直到结束阶段)?不能发动/;

/** Does this text keep its target from being activated while its card applies? */
export function readsHeldActivationLock(text: string | undefined): boolean {
  return text !== undefined && HELD_LOCK.test(text);
}
