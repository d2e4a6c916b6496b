/**
 * CMP-STAT-KEPT-TARGET (issue 16, rules reference docs/c03/攻守计算.rst:502): 「这张卡平常和作为对象的卡的拥有一样的攻击力·守备力的数值」 — a
 * standing 变成 of this card's ATK/DEF to the values the card it keeps targeting shows now (`per: { keptTargetValue }`), counted again
 * after the changes made later (applied last, CH-STAT-RECALC-LAST): a halving of every monster does not halve it again.
 */
import type { Action } from '../facts.js';

const KEPT_TARGET_STATS = /这张卡平常和作为对象的(?:卡|怪兽)的?拥有一样的(攻击力·守备力|攻击力|守备力)的数值/;

/** The change the sentence states, or null when the text has none. */
export function keptTargetStatsOf(text: string): Action | null {
  const m = text.includes('作为对象的') ? KEPT_TARGET_STATS.exec(text) : null;
  if (!m) return null;
  const stat = m[1] === '攻击力' ? 'atk' : m[1] === '守备力' ? 'def' : 'atk-def';
  return { do: 'modify-stats', what: 'self', stat, change: { layer: 'current', op: 'set', value: 1, per: { keptTargetValue: true } }, appliesLast: true, note: m[0] };
}
