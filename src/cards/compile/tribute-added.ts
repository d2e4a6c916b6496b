/**
 * CMP-TRIBUTE-ADDED (issue 16; rules reference docs/c03/特定效果的处理方法.rst:184–194): the 「帝」 monsters' 「这张卡把炎属性怪兽解放作
 * 上级召唤成功的场合，那个时候的效果加上以下效果。●…」 — the ● is no effect of its own (it was read as a continuous effect, or left in the
 * trigger's text): it is a step added to the effect its Tribute Summon triggers, done after that effect's own steps and apart from
 * them (it applies even when they could not), and only when a monster of that Attribute was tributed (`ifTributeAttribute`).
 * Only a ● that names no target of its own and reads as known actions is taken; the others are left as they were read.
 */
import type { Action } from '../facts.js';

const ADDED = /这张卡把(光|暗|地|水|炎|风)属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果。?\s*●([^●]+)$/;

export interface TributeAdded {
  /** The text without the sentence and its ●. */
  rest: string;
  attribute: string;
  /** The ●'s words. */
  step: string;
}

/** The added ● of a text, if it has one the compiler can read as steps. */
export function tributeAddedOf(text: string): TributeAdded | null {
  if (!text.includes('那个时候的效果加上以下效果')) return null;
  const m = ADDED.exec(text.trim());
  if (!m || m[2]!.includes('对象') || m[2]!.includes('这个效果')) return null;
  return { rest: text.trim().slice(0, m.index).trim(), attribute: m[1]!, step: m[2]!.trim() };
}

/** The added steps, marked: after the others, apart, only with a tribute of that Attribute. */
export function addedSteps(does: readonly Action[], attribute: string): Action[] | null {
  if (!does.length || does.some((a) => a.do === 'other')) return null;
  return does.map((a) => ({ ...a, apart: true, ifTributeAttribute: attribute }));
}
