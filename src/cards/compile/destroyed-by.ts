/**
 * WIN-DESTROYED-BY (issue 16; rules reference docs/c03/无效.rst:615–618): 「自己场上的原本的种族·属性是机械族·暗属性的怪兽用战斗或者自身的
 * 效果破坏场上的卡的场合」 names what destroyed the cards, not the cards destroyed: the subject is the destroyed card (「场上的卡」,
 * 「对方场上的怪兽」), the cause battle or an effect, and the destroyer a monster of that side matching the description
 * (`destroyedBy`) — by battle, or by its own effect. (「原本的」 is read as the Type and Attribute it has: a changed one is rare.)
 */
import type { CardFilter, EffectFacts } from '../facts.js';
import { filterOf } from './words.js';

const BY = /(自己|对方)场上的(?:原本的种族·属性是)?([^，。]*?怪兽)用战斗或者自身的效果破坏((?:自己|对方)?场上的(?:卡|怪兽))/;

export function destroyedByOf(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.trigger || !conditionsText.includes('自身的效果破坏')) return;
  const m = BY.exec(conditionsText);
  if (!m) return;
  const destroyer: CardFilter = { ...filterOf(m[2]!), side: m[1] === '自己' ? 'self' : 'opponent', kind: 'monster', place: 'field' };
  // 「机械族·暗属性的怪兽」: a Type joined to an Attribute (filterOf reads a Type only right before 怪兽).
  const pair = /([\u4e00-\u9fa5]{1,4}族)·(光|暗|地|水|炎|风|神)属性/.exec(m[2]!);
  if (pair) {
    destroyer.race = pair[1]!;
    destroyer.attribute = pair[2]!;
  }
  const subject: CardFilter = filterOf(m[3]!);
  e.trigger.subject = subject;
  e.trigger.cause = ['battle', 'effect'];
  e.trigger.destroyedBy = destroyer;
}
