/**
 * CMP-TRIBUTE-ADDED (issue 16; rules reference docs/c03/特定效果的处理方法.rst:184–194): the 「帝」 monsters' 「这张卡把炎属性怪兽解放作
 * 上级召唤成功的场合，那个时候的效果加上以下效果。●…」 — the ● is no effect of its own (it was read as a continuous effect, or left in the
 * trigger's text): it is a step added to the effect its Tribute Summon triggers, done after that effect's own steps and apart from
 * them (it applies even when they could not), and only when a monster of that Attribute was tributed (`ifTributeAttribute`).
 * Only a ● that reads as known actions is taken; the others are left as they were read.
 * CMP-TRIBUTE-ADDED-TARGET: a ● that takes a target of its own (烈风帝 莱扎 「●可以以场上1张卡为对象回到持有者手卡」) adds that target
 * to the trigger's targets — a group of its own, which may be left empty (「可以」) and may be taken only with that tribute —, and its
 * step acts on that group's target alone, as the effect's own steps act on their groups alone (`Action.targetGroups`).
 */
import type { Action } from '../facts.js';

const ADDED = /这张卡把(光|暗|地|水|炎|风)属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果。?\s*●([^●]+)$/;

export interface TributeAdded {
  /** The text without the sentence and its ●. */
  rest: string;
  attribute: string;
  /** The ●'s words (with a target of its own: the step on 「那张卡」). */
  step: string;
  /** CMP-TRIBUTE-ADDED-TARGET: the ●'s own target (「场上1张卡」), when it takes one with 「可以以…为对象」. */
  target?: string;
}

/** The added ● of a text, if it has one the compiler can read as steps. */
export function tributeAddedOf(text: string): TributeAdded | null {
  if (!text.includes('那个时候的效果加上以下效果')) return null;
  const m = ADDED.exec(text.trim());
  if (!m || m[2]!.includes('这个效果')) return null;
  const rest = text.trim().slice(0, m.index).trim();
  if (!m[2]!.includes('对象')) return { rest, attribute: m[1]!, step: m[2]!.trim() };
  // CMP-TRIBUTE-ADDED-TARGET: 「可以以场上1张卡为对象回到持有者手卡」 — one group, one step on it.
  const own = /^可以以([^，。对]+?)为对象([^，。对]+?)。?$/.exec(m[2]!.trim());
  if (!own) return null;
  return { rest, attribute: m[1]!, step: `那张卡${own[2]!}。`, target: own[1]! };
}

/** The added steps, marked: after the others, apart, only with a tribute of that Attribute. */
export function addedSteps(does: readonly Action[], attribute: string): Action[] | null {
  if (!does.length || does.some((a) => a.do === 'other')) return null;
  return does.map((a) => ({ ...a, apart: true, ifTributeAttribute: attribute }));
}
