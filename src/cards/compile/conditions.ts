/**
 * State conditions (「…存在的场合」「手卡是0张的场合」「基本分是2000以下的场合」) → the Condition facts the
 * engine judges on the board. Used for resolution conditions (「…的场合才能发动和处理」), which must hold
 * when the effect resolves; what it cannot read becomes an `other` condition the engine says it could
 * not judge, never a guess.
 */
import type { Condition } from '../facts.js';
import { filterOf, sideIn } from './words.js';

export function compileCondition(clause: string): Condition {
  const c = clause.replace(/(的场合|时)$/, '');
  if (/^这张卡在(怪兽区域|场上|魔法与陷阱区域)表侧表示存在$/.test(c)) return { is: 'self-state', state: 'face-up' };
  const hand = /(自己|对方)?的?手卡(是|为)?([0-9]+)张(以下|以上)?$/.exec(c);
  if (hand) return { is: 'hand-size', side: hand[1] === '对方' ? 'opponent' : 'self', op: hand[4] === '以下' ? '<=' : hand[4] === '以上' ? '>=' : '==', value: Number(hand[3]) };
  const lp = /(自己|对方)?的?基本分(是|为)?([0-9]+)(以下|以上)$/.exec(c);
  if (lp) return { is: 'lp', side: lp[1] === '对方' ? 'opponent' : 'self', op: lp[4] === '以下' ? '<=' : '>=', value: Number(lp[3]) };
  const none = /^(.*?)(场上|墓地|手卡)没有(.*?)存在$/.exec(c);
  if (none) return { is: 'none', filter: { ...filterOf(`${none[1]}${none[2]}${none[3]}`), ...(sideIn(none[1]!) ? { side: sideIn(none[1]!)! } : {}) } };
  const exists = /^(.*?)(场上|墓地)(有)?(.*?)存在$/.exec(c);
  if (exists && !/这张卡/.test(c)) return { is: 'exists', filter: filterOf(`${exists[1]}${exists[2]}${exists[4]}`) };
  return { is: 'other', note: clause };
}
