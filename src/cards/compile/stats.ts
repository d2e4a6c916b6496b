/**
 * Reads how an ATK/DEF change changes the value (攻守计算, issue 16): the `change` of a `modify-stats`
 * action (src/cards/facts.ts StatChange). Only what the text states as a number or a fraction is read;
 * a change by a count or by another card's value (「上升那个原本攻击力数值」「每有1只…上升300」) is left
 * without one, and the engine counts nothing it cannot know.
 */
import type { StatChange } from '../facts.js';

const NUM = '([0-9]+)';

/**
 * `clause` starts at the changed value's name (「攻击力…」, or 「原本攻击力…」 when `original` precedes
 * it) and runs to the end of the sentence part.
 */
export function readStatChange(clause: string): StatChange | null {
  const part = clause.split(/[，。；;]/)[0] ?? '';
  const original = /^原本(的)?(攻击力|守备力)/.test(part);
  const layer: StatChange['layer'] = original ? 'original' : 'current';
  // 「每有1只…上升300」「数量×300」: a count decides it — not a flat change.
  if (/每|数量|×|x[0-9]/.test(clause.split('。')[0] ?? '')) return null;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`上升${NUM}`).exec(part))) return { layer, op: 'add', value: Number(m[1]) };
  if ((m = new RegExp(`下降${NUM}`).exec(part))) return { layer, op: 'add', value: -Number(m[1]) };
  if (/(变成|变为)原本(的)?(攻击力|守备力|数值)的一半/.test(part)) return { layer, op: 'half', of: 'original' };
  if (/(变成|变为)原本(的)?(攻击力|守备力|数值)的2倍/.test(part)) return { layer, op: 'double', of: 'original' };
  if (/(变成|变为)(一半|半分)/.test(part)) return { layer, op: 'half' };
  if (/(变成|变为)(2|两)倍|加倍/.test(part)) return { layer, op: 'double' };
  if ((m = new RegExp(`(?:变成|变为)${NUM}(?!倍|只|张|星)`).exec(part))) return { layer, op: 'set', value: Number(m[1]) };
  return null;
}
