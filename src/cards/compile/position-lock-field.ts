/**
 * CH-POSITION-LOCK-FIELD (review s47; rules reference docs/c02/基本用语.rst:576, :604): a continuous 『表示形式不能变更』 —
 * 「只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更」 (暗之护封剑②), 「只要这张卡在怪兽区域存在，这张卡以外的场上的怪兽不能把表示形式变更，
 * 不能攻击」, 「只要这张卡在场上存在，场上表侧表示存在的龙族怪兽全部变成守备表示，不能把表示形式变更」, 「这张卡只要在场上表侧表示存在，不能把
 * 表示形式变更」. It holds while its card stands where it applies (the 「只要这张卡在…存在」 lead is that); the monsters it covers cannot
 * change their battle position by the rules — an effect may still change it. A lead of another state (「只要自己场上有这张卡和…存在」) is
 * left unread, said in the card's unknown notes, never applied without its condition.
 */
import type { EffectFacts, PositionLockRule } from '../facts.js';
import { filterOf } from './words.js';
import { noNumberColon } from './text.js';

/** The lead that is only where the card stands (its continuous effect applies there anyway). */
const STANDS = /^只要(?:这张卡)?在(?:场上|怪兽区域|魔法与陷阱区域)(?:表侧表示)?存在[，,]/;

/** The lock of one sentence, or null when it holds none the reader knows. */
export function readPositionLock(sentence: string): PositionLockRule | null {
  const s = noNumberColon(sentence.trim()).replace(/^此外[，,]/, '');
  const i = s.indexOf('不能把表示形式变更');
  if (i < 0) return null;
  // 「这张卡只要在场上表侧表示存在，不能把表示形式变更」: the card itself.
  if (/^这张卡只要在(?:场上|怪兽区域)(?:表侧表示)?存在[，,](?:也)?不能把表示形式变更/.test(s)) return { of: 'self' };
  if (!STANDS.test(s)) return null;
  // The subject: the part before the lock, a 「全部变成…表示」 step before it dropped (that change is another fact).
  let subject = s.slice(0, i).replace(STANDS, '').replace(/[，,]?也?$/, '');
  subject = subject.replace(/(?:全部)?变成(?:表侧)?(?:攻击|守备)表示$/, '').replace(/[，,]不能攻击$/, '');
  if (!subject || /[，,。]|场合|回合|直到/.test(subject)) return null;
  if (!/怪兽$/.test(subject)) return null;
  const filter = filterOf(subject);
  if (filter.kind !== 'monster') return null;
  return { of: 'filter', filter };
}

/**
 * CH-POSITION-LOCK-FIELD (s51): the older printings' 「不能改变表示形式」 (重力之斧-咆哮 「只要这张卡在场上存在，对方场上的怪兽不能改变表示形式」) say the
 * same lock; read as 「不能把表示形式变更」 (before, it was kept unread and the change was made).
 */
const OLDER_LOCK = /不能改变表示形式/g;

/** Every continuous position lock of an effect's text, on the effect. */
export function positionLocksOf(e: EffectFacts, printed: string): void {
  const text = printed.replace(OLDER_LOCK, '不能把表示形式变更');
  if (!text.includes('不能把表示形式变更')) return;
  const out: PositionLockRule[] = [];
  for (const sentence of text.split(/[。\n]/)) {
    if (!sentence.includes('不能把表示形式变更')) continue;
    const r = readPositionLock(sentence);
    if (r) out.push(r);
    else if (/只要/.test(sentence)) {
      const note = `condition: ${sentence.trim()} (the position lock under it left unread)`;
      if (!e.unknown?.includes(note)) (e.unknown ??= []).push(note);
    }
  }
  if (out.length) e.positionLocks = out;
}
