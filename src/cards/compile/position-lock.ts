/**
 * CH-POSITION-LOCK-LEFT (review s45 (4); rules reference docs/c02/基本用语.rst:576, :604): 「那只怪兽只要在场上表侧表示存在，变成不能把表示形式
 * 变更」 (改变命运) 「选择的怪兽不能攻击，也不能把表示形式变更」 「这个效果特殊召唤的怪兽不能把表示形式变更」 「这个效果变成守备表示的怪兽不能把表示形式
 * 变更」 in an activated effect: a step that leaves 『表示形式不能变更』 on the monsters it names — they cannot change their battle position by
 * the rules while they stay that card (FD-POSITION-LOCK; an effect may still change it). A lock for a stated while (「直到下次的自己回合
 * 的结束时」) or of a whole field (「对方场上的全部怪兽」) is not read here.
 */
import type { Action, EffectFacts } from '../facts.js';

const LOCK = /([^，。]*?)[，,]?(?:也|变成)?不能把表示形式变更/;

export function positionLockOf(e: EffectFacts, text: string): void {
  if (!text.includes('不能把表示形式变更')) return;
  for (const sentence of text.split('。')) {
    const m = LOCK.exec(sentence);
    if (!m) continue;
    // (A lock for a stated while, or for the turn of an ongoing condition, is not this lasting one.)
    if (/直到|只要这张卡|发动的回合|在这个回合|这个回合/.test(sentence)) continue;
    const lead = sentence.slice(0, m.index + m[0].length);
    let what: Action['what'] | undefined;
    let movedBy: Action['movedBy'] | undefined;
    if (/(选择的|作为对象的)怪兽/.test(lead) || (/^那只怪兽/.test(lead.trim()) && e.targets)) what = 'targets';
    else if (/这个效果特殊召唤的怪兽/.test(lead)) {
      what = 'moved';
      movedBy = 'special-summon';
    } else if (/这个效果变成(里侧)?守备表示的怪兽/.test(lead)) {
      // (Only when that step acts on its targets: the monsters a filter found (「对方场上的表侧攻击表示怪兽全部」) no longer fit it once changed.)
      const changed = e.does.find((a) => a.do === 'change-position');
      if (changed?.what === 'targets' || changed?.what === 'self') what = changed.what;
    }
    if (what === undefined) continue;
    if (e.does.some((a) => a.positionLock)) return;
    // Left as the monsters are changed or summoned (before a 「那之后」 step, a ● chosen after it).
    const at = e.does.findLastIndex((a) => (a.do === 'change-position' || a.do === 'special-summon') && (a.what === what || (what === 'moved' && a.do === 'special-summon')));
    const step: Action = { do: 'other', what, positionLock: true, ...(movedBy ? { movedBy } : {}) };
    if (at >= 0) e.does.splice(at + 1, 0, step);
    else e.does.push(step);
    return;
  }
}
