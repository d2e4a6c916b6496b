/**
 * Issue 16, lingering effects — CH-NAME-LOCK-EARLIER: 「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」
 * (「…的效果的发动」「…的效果发动」): the effect leaves its player a lock for the rest of the turn on activating the card it added to
 * the hand and every card of that name — wherever it is then (a Pendulum card in a Pendulum Zone too). Read from the card text, as the
 * summon riders are (./summon-riders.ts): the step that adds the card is compiled or curated apart.
 */
const ADDED_NAME_LOCK = /这个回合[，,]?自己不能(?:作|把)这个效果加入手卡的(?:卡|怪兽)以及那些同名卡的(?:效果的?)?发动/;

/** Does this text leave a lock on activating the card its effect added to the hand, and its namesakes, for the turn? */
export function readsAddedNameLock(text: string | undefined): boolean {
  return text !== undefined && ADDED_NAME_LOCK.test(text);
}
