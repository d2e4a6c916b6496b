/**
 * CH-POSITION-LOCK-LEFT (review s45 (4); rules reference docs/c02/基本用语.rst:576, :604): 「那只怪兽只要在场上表侧表示存在，变成不能把表示形式
 * 变更」 (改变命运) 「选择的怪兽不能攻击，也不能把表示形式变更」 「这个效果特殊召唤的怪兽不能把表示形式变更」 「这个效果变成守备表示的怪兽不能把表示形式
 * 变更」 in an activated effect: a step that leaves 『表示形式不能变更』 on the monsters it names — they cannot change their battle position by
 * the rules while they stay that card (FD-POSITION-LOCK; an effect may still change it). A lock for a stated while is read with its
 * while (review s47: 「直到下个回合的结束时」「直到下次的对方回合结束时」「这个回合」), and 「那些怪兽」 after a change of every monster a filter
 * found (娱乐一闪) is on the monsters it changed. A lock while this card stands is a continuous one (./position-lock-field.ts).
 */
import type { Action, EffectFacts } from '../facts.js';

const LOCK = /([^，。]*?)[，,]?(?:也|变成)?不能把表示形式变更/;

export function positionLockOf(e: EffectFacts, text: string): void {
  if (turnLockOnChanged(e, text)) return;
  if (!text.includes('不能把表示形式变更')) return;
  for (const sentence of text.split('。')) {
    const m = LOCK.exec(sentence);
    if (!m) continue;
    // (A lock while this card stands is a continuous one (./position-lock-field.ts); one for the turn of an activation is a pledge.)
    if (/只要这张卡|发动的回合/.test(sentence)) continue;
    // CH-POSITION-LOCK-LEFT (review s47): a lock for a stated while is read with it — the lock holds at least to the end of this turn.
    const until = untilOf(sentence);
    if (until === null) continue;
    const lead = sentence.slice(0, m.index + m[0].length);
    const changed = e.does.find((a) => a.do === 'change-position');
    let what: Action['what'] | undefined;
    let movedBy: Action['movedBy'] | undefined;
    let onChanged = false;
    let afterActivation = false;
    if (/(选择的|作为对象的)怪兽/.test(lead) || (/^那只怪兽/.test(lead.trim()) && e.targets)) what = 'targets';
    else if (/这个效果特殊召唤的怪兽/.test(lead)) {
      what = 'moved';
      movedBy = 'special-summon';
    } else if (/这个效果变成(里侧)?守备表示的怪兽/.test(lead)) {
      // (Only when that step acts on its targets: the monsters a filter found (「对方场上的表侧攻击表示怪兽全部」) no longer fit it once changed.)
      if (changed?.what === 'targets' || changed?.what === 'self') what = changed.what;
      // (s51: 「对方场上的表侧攻击表示怪兽全部变成守备表示。这个效果变成守备表示的怪兽不能把表示形式变更」 (占术姬 花瓣精灵) — the monsters that change
      // changed, as 娱乐一闪's 「那些怪兽」; before, kept unread.)
      else if (changed && typeof changed.what === 'object' && changed.what.scope === 'all' && !lead.includes('里侧')) {
        what = changed.what;
        onChanged = true;
      }
    } else if (/这个效果得到控制权的怪兽/.test(lead)) {
      // 「这个效果得到控制权的怪兽在这个回合不能把表示形式变更」 (魔法师猿): the monster its control step took — its target.
      const taken = e.does.find((a) => a.do === 'take-control');
      if (taken?.what === 'targets') what = 'targets';
    } else if (/(?:这个效果|这张卡)的发动后/.test(sentence) && /^(?:直到[^，。]*?时)?这张卡$/.test(m[1]!.trim())) {
      // (s57) 「这个效果的发动后，直到下次的自己回合的结束时这张卡不能把表示形式变更」 (光道魔术师 丽拉): a lock on this card itself. 『发动后，○○』 is
      // a part of the effect added to what comes before: it applies as the effect resolves even where that part did not (its target gone),
      // and not at all when the activation or the effect is negated (rules reference docs/c03/誓约.rst:155–179). Before, kept unread.
      // (s58: marked so its target gone at resolution still leaves it, ../facts.ts `afterActivation`.)
      what = 'self';
      afterActivation = true;
    } else if (/^那些怪兽/.test(m[1]!.trim()) && changed && typeof changed.what === 'object' && changed.what.scope === 'all') {
      // 「对方场上的表侧攻击表示怪兽全部变成守备表示，那些怪兽直到下个回合的结束时不能把表示形式变更」 (娱乐一闪): the monsters the change changed.
      what = changed.what;
      onChanged = true;
    }
    if (what === undefined) continue;
    if (e.does.some((a) => a.positionLock)) return;
    // Left as the monsters are changed or summoned (before a 「那之后」 step, a ● chosen after it).
    const at = onChanged ? e.does.indexOf(changed!) : e.does.findLastIndex((a) => (a.do === 'change-position' || a.do === 'special-summon' || a.do === 'take-control') && (a.what === what || (what === 'moved' && a.do === 'special-summon')));
    const step: Action = { do: 'other', what, positionLock: true, ...(movedBy ? { movedBy } : {}), ...(onChanged ? { positionLockOnChanged: true as const } : {}), ...(until ? { positionLockUntil: until } : {}), ...(afterActivation ? { afterActivation: true as const } : {}) };
    if (at >= 0) e.does.splice(at + 1, 0, step);
    else e.does.push(step);
    return;
  }
}

/**
 * CH-POSITION-LOCK-LEFT (s49): 「场上以表侧表示存在的效果怪兽全部变成守备表示。这张卡发动的回合，这些效果怪兽的原始守备力变为零，且不能改变表示形式」
 * (阿努比斯的诅咒) — 「这些…怪兽」 are the monsters the change reached (every one its filter finds as it resolves, those already in Defense
 * Position too), locked for the rest of the turn. Read only after a change of every monster a filter finds; the other part of the sentence
 * (「原始守备力变为零」) is kept as an unread note, not dropped. True when read.
 */
export function turnLockOnChanged(e: EffectFacts, text: string): boolean {
  if (!text.includes('这些')) return false;
  const m = /这张卡发动的回合[，,]这些(?:效果)?怪兽([^。]*?)[，,]?且?(?:不能改变表示形式|不能把表示形式变更)/.exec(text);
  const changed = e.does.find((a) => a.do === 'change-position');
  if (!m || !changed || typeof changed.what !== 'object' || changed.what.scope !== 'all' || e.does.some((a) => a.positionLock)) return false;
  const at = e.does.indexOf(changed) + 1;
  e.does.splice(at, 0, { do: 'other', what: changed.what, positionLock: true, positionLockUntil: 'turn' });
  const rest = m[1]!.replace(/[，,]$/, '');
  const zero = originalZeroOf(rest);
  // CMP-STAT-ORIGINAL-ZERO-TURN (s51): 「这些效果怪兽的原始守备力变为零」 — the same monsters' original DEF is 0 for the turn (before, kept unread: their
  // DEF was said as printed).
  if (zero) e.does.splice(at, 0, { do: 'modify-stats', what: changed.what, stat: zero, change: { layer: 'original', op: 'set', value: 0 }, duration: 'turn' });
  else if (rest) (e.unknown ??= []).push(`action: 这张卡发动的回合，这些怪兽${rest}`);
  return true;
}

/** 「的原始守备力变为零」「的原本攻击力变成0」: which original value becomes 0, or null for other words. */
function originalZeroOf(rest: string): 'atk' | 'def' | 'atk-def' | null {
  const m = /^的(?:原始|原本)(攻击力|守备力|攻击力·守备力)(?:变为|变成)(?:零|0)$/.exec(rest);
  if (!m) return null;
  return m[1] === '攻击力' ? 'atk' : m[1] === '守备力' ? 'def' : 'atk-def';
}

/**
 * How long a lock in an activated effect lasts: undefined for no stated while (as long as the monster stays that card), null for a
 * while the reader does not know (the lock is then left unread).
 */
function untilOf(sentence: string): Action['positionLockUntil'] | null | undefined {
  if (/直到下个回合的结束时/.test(sentence)) return 'next-turn';
  if (/直到下次的对方回合(?:的)?结束时/.test(sentence)) return 'opponent-next-turn';
  if (/直到下次的自己回合(?:的)?结束时/.test(sentence)) return 'own-next-turn';
  if (/直到/.test(sentence)) return null;
  if (/(?:在)?这个回合/.test(sentence)) return 'turn';
  return undefined;
}
