/**
 * WIN-ALREADY-THERE (issue 16; rules reference docs/c03/诱发类效果.rst:393–399): a trigger written 「这张卡在手卡·墓地存在，xx的场合」
 * or 「这张卡在墓地存在的状态，xx的场合」 watches an event of other cards from the place it names. The card must already be there
 * when the event happens: when the event itself moves the card (destroyed in the hand, discarded to the GY), it was not yet
 * there, and its own move does not meet the trigger. The pattern is marked; the window reads it (../../engine/window/candidates.ts).
 */
import type { EffectFacts } from '../facts.js';

const PLACE = '(?:手卡|墓地|除外状态|除外)';
const WATCHING = new RegExp(`这张卡在${PLACE}(?:[·、]${PLACE})*存在(?:的状态)?[，,][^。]*?(?:的场合|时)`);

/**
 * 「这张卡已在怪兽区域存在的状态有这张卡以外的怪兽…特殊召唤的场合」 (幻魔帝 三联电子人①): watched from the Monster Zone, where the card must
 * already be — a summon that brings it out too is not met.
 */
const ALREADY_ON_FIELD = /这张卡已在(?:怪兽区域|场上)存在的状态[，,]?[^。]*?(?:的场合|时)/;

export function alreadyThere(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.trigger) return;
  // A trigger on this card's own event (「这张卡被送去墓地的场合」) is not one watching others.
  const subject = e.trigger.subject;
  if (!subject || subject.self) return;
  const cond = conditionsText.replace(/^[①-⑳]：/, '');
  if (!WATCHING.test(cond) && !(cond.includes('已在') && ALREADY_ON_FIELD.test(cond))) return;
  e.trigger.alreadyThere = true;
}

/**
 * WIN-TRAP-OWN-CHAIN (rules reference docs/c03/诱发类效果.rst:378, 386–390): a Trap's trigger that says 「这张卡(已)在魔法与陷阱区域
 * （场上）存在（的状态）」 is not met by what happens in the chain of its own card's activation (玄化次元②, 俱舍怒威族的准备②,
 * 捕食惑星①); one that does not say it is (战华史略-大丈夫之义①). Marked here; the window reads it (../../engine/window/candidates.ts).
 */
const ON_FIELD = /这张卡(?:已)?在(?:自己)?(?:魔法与陷阱区域|魔法·陷阱区域|场上)存在/;

export function notInOwnChain(e: EffectFacts, conditionsText: string, kind: string): void {
  if (kind !== 'trap' || e.kind !== 'trigger' || !e.trigger) return;
  if (ON_FIELD.test(conditionsText.replace(/^[①-⑳]：/, ''))) e.trigger.notInOwnChain = true;
}
