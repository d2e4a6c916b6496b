/**
 * CMP-DURATION-COUNTED (card text: 噩梦之铁栏 「全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。」, 邪神 神之化身
 * 「用对方回合计算的2回合内，对方不能把魔法·陷阱卡发动」, 魔法齿车 「用自己回合计算的2回合内，自己不能通常召唤」): a lasting step bounded
 * by a number of one player's turns (回合计算 — counted in that player's turns). Read once here (compile time) as data on the step
 * (`duration: 'counted-turns'`, `lastsTurns`), so the answer can say which turns, whose, and counted how, without reading the text again.
 */
import type { Action, ActionType } from '../facts.js';

/** 「用对方回合计算的2回合内」「用自己的回合来数的3回合以内」 — whose turns, then how many. */
const COUNTED_BY = /用(自己|对方)(?:的)?回合(?:计算|来数)的?([1-9一二三四五六])回合(?:以内|内|之内)/;

/** 「2回合（数对方的回合）以内」 — how many, then whose turns (full- or half-width brackets). */
const COUNTED_IN = /([1-9一二三四五六])回合[（(]数(自己|对方)的回合[）)](?:以内|内|之内)/;

/** 「2回合以后这张卡破坏」「…后的对方结束阶段破坏」 with no move elsewhere: the card stays on the field while the count runs. */
const STAYS = /回合(?:以后|后)[^。]{0,12}这张卡破坏|这张卡发动后继续留在场上/;

/** The lasting verbs, each with the words its sentence holds (a step of another sentence is not bounded by it). */
const LASTING: Partial<Record<ActionType, RegExp>> = {
  'cannot-attack': /不能攻击/,
  'modify-stats': /攻击力|守备力/,
  'negate-effects': /无效/,
  unaffected: /不受/,
  'cannot-be-destroyed': /不会被[^，。]*破坏/,
};

const count = (d: string): number => ('123456789'.includes(d) ? Number(d) : '一二三四五六'.indexOf(d) + 1);

/** The count one sentence names, or null. */
export function countedTurnsIn(sentence: string): { n: number; whose: 'self' | 'opponent' } | null {
  if (!sentence.includes('回合')) return null;
  const by = COUNTED_BY.exec(sentence);
  if (by) return { n: count(by[2]!), whose: by[1] === '自己' ? 'self' : 'opponent' };
  const inn = COUNTED_IN.exec(sentence);
  if (inn) return { n: count(inn[1]!), whose: inn[2] === '自己' ? 'self' : 'opponent' };
  return null;
}

/**
 * Marks the lasting steps of an effect whose sentence bounds them by counted turns. A step left for later (`whenever`), one already
 * bounded otherwise (`duration`, `lastsUntil`) or optional is left as it is. `withCard` when the effect's text keeps its card on the
 * field for the count (「2回合以后这张卡破坏」): the step is the card's while it stays, so it ends if the card leaves first.
 */
export function countedTurnsOf(does: Action[], text: string): void {
  if (!text.includes('回合') || !does.length) return;
  const withCard = STAYS.test(text);
  // (The effect's own sentences, not its steps: the steps drop the bracketed 「（数对方的回合）」, and 「用对方回合计算的2回合内，对方不能…」
  // bounds the step after its comma too. A step of another sentence is not bounded.)
  for (const sentence of text.split('。')) {
    const counted = countedTurnsIn(sentence);
    if (!counted) continue;
    for (const a of does) {
      const words = LASTING[a.do];
      if (!words || !words.test(sentence) || a.whenever || a.duration !== undefined || a.lastsUntil || a.optional) continue;
      a.duration = 'counted-turns';
      a.lastsTurns = withCard ? { ...counted, withCard: true } : counted;
    }
  }
}
