/**
 * CMP-NAMED-LEAVES-SELF-DESTROY (issue 16; rules reference docs/c03/特定效果的处理方法.rst:624): the old 「当「X」离场时，这张卡被破坏」
 * (「「X」从场上离开时，这张卡破坏」) of a continuous effect — this card is destroyed once its player's field holds no 「X」 any more: read as a
 * self-destruction under the state 「no 「X」 on its controller's field」 (CH-SELF-DESTRUCT applies it the moment the state starts to
 * hold — after a cost, a resolution, or the action a chain was built after, an 「X」 used as Xyz Material included). A second 「X」
 * still there keeps it (the words are read as a state, not as one 「X」's move).
 */
import type { Action, Condition } from '../facts.js';

const LEAVES = /^当?「([^」]+)」(?:从场上)?离(?:开)?场(?:上)?时[，,]?这张卡(?:被)?破坏。?$/;

/** The self-destruction the sentence states, or null. */
export function namedLeavesSelfDestroy(text: string): { condition: Condition; action: Action } | null {
  if (!text.includes('离') || !text.includes('这张卡')) return null;
  const m = LEAVES.exec(text.trim());
  if (!m) return null;
  return { condition: { is: 'none', filter: { names: [m[1]!], place: 'field', side: 'self' } }, action: { do: 'destroy', what: 'self' } };
}
