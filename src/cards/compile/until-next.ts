/**
 * CMP-UNTIL-NEXT-PHASE (card text: 破天荒之风 「直到下次的自己的准备阶段时上升1000」, No.70 大罪蛛 「直到下次的对方准备阶段除外」, 命运英雄
 * 炸药人 「直到下次的对方回合结束时上升1000」): 「直到下次的…」 bounds a lasting step — it applies as the effect resolves and lasts until
 * that next moment, of the player the text names. Read once here (compile time), so the answer can say when the change ends or the
 * banished card comes back, and whose phase that is.
 */
import type { Action, ActionType, LastsUntil } from '../facts.js';
import type { Step } from './clauses.js';

/** 「直到下次的（自己|对方）的（回合的）准备阶段／结束阶段／回合结束」 — whose, then the moment. */
const UNTIL_NEXT = /直到下次的?(自己|对方)?的?(?:回合的?)?(准备阶段|结束阶段|回合结束)/;

/** 「…除外的怪兽在下次的（自己）准备阶段回到场上」 — whose, then the phase the banished card comes back in. */
const BACK_NEXT = /下次的?(自己|对方)?的?(?:回合的?)?(准备阶段|结束阶段)时?[^。]{0,10}?回到/;

/** 「…除外的怪兽在第2次自己的准备阶段时…回到对方场上」 — the Nth such phase, whose, then the phase. */
const BACK_NTH = /第([2-9])次的?(自己|对方)?的?(?:回合的?)?(准备阶段|结束阶段)时?[^。]{0,10}?回到/;

/** 「直到下次的…（，…）除外」 ending its clause — the banishment itself lasts until then. */
const BANISHED_UNTIL = /直到下次[^。]*?除外(?!的)/;

/** The lasting verbs, each with the words its sentence holds (a step of another sentence is not bounded by it). */
const LASTING: Partial<Record<ActionType, RegExp>> = {
  'modify-stats': /攻击力|守备力/,
  banish: /除外/,
  'negate-effects': /无效/,
  'cannot-attack': /不能攻击/,
  unaffected: /不受/,
  'cannot-be-destroyed': /不会被[^，。]*破坏/,
  'change-name': /卡名|同名/,
};

/** The moment 「直到下次的…」 names in one sentence, or null. */
export function untilNextIn(sentence: string): LastsUntil | null {
  if (!sentence.includes('直到下次')) return null;
  const m = UNTIL_NEXT.exec(sentence);
  if (!m) return null;
  const at = m[2] === '准备阶段' ? 'standby-phase' : m[2] === '结束阶段' ? 'end-phase' : 'turn-end';
  return m[1] ? { at, whose: m[1] === '自己' ? 'self' : 'opponent' } : { at };
}

/**
 * Marks the lasting steps of an effect whose sentence says 「直到下次的…」 with that end (`lastsUntil`). A step left for later
 * (`whenever`), or one already bounded otherwise (`duration`, a control change's `controlUntil`), is left as it is.
 */
export function untilNextOf(does: Action[], steps: readonly Step[]): void {
  if (!steps.some((s) => s.text.includes('下次') || /第[2-9]次/.test(s.text))) return;
  // (The steps' sentences as the text writes them: a step of another sentence — 「这个效果发动的回合，这张卡不能攻击」 — is not bounded.)
  let stepsText = '';
  for (const s of steps) stepsText = stepsText ? `${stepsText}${s.sentence ? '。' : '，'}${s.text}` : s.text;
  // (「这个效果除外的怪兽在下次的自己准备阶段回到场上」 (another sentence): the return ends the banishment.)
  const back = stepsText.includes('回到') ? BACK_NEXT.exec(stepsText) : null;
  if (back) {
    const at = back[2] === '准备阶段' ? 'standby-phase' : 'end-phase';
    for (const a of does) if (a.do === 'banish' && a.temporary && !a.lastsUntil) a.lastsUntil = back[1] ? { at, whose: back[1] === '自己' ? 'self' : 'opponent' } : { at };
  }
  // (s57) 「…在第2次自己的准备阶段时…回到对方场上」: the Nth such phase — before, said as any Standby Phase (「准备阶段时」).
  const nth = stepsText.includes('回到') && stepsText.includes('第') ? BACK_NTH.exec(stepsText) : null;
  if (nth) {
    const at = nth[3] === '准备阶段' ? 'standby-phase' : 'end-phase';
    const n = Number(nth[1]);
    for (const a of does) if (a.do === 'banish' && a.temporary && !a.lastsUntil) a.lastsUntil = nth[2] ? { at, whose: nth[2] === '自己' ? 'self' : 'opponent', nth: n } : { at, nth: n };
  }
  if (!stepsText.includes('直到下次')) return;
  for (const sentence of stepsText.split('。')) {
    const until = untilNextIn(sentence);
    if (!until) continue;
    for (const a of does) {
      const words = LASTING[a.do];
      if (!words || !words.test(sentence) || a.whenever || a.duration !== undefined || a.lastsUntil) continue;
      // (A banishment bounded so is the clause's own — 「直到下次的…除外」 —, not a card 「被这个效果除外的」 another step reads.)
      if (a.do === 'banish' && !BANISHED_UNTIL.test(sentence)) continue;
      // (「直到下次…减半，之后…变成2倍」: a step after 「之后」 is done then, for good — the compiler keeps no 「之后」 in the step's words.)
      if (a.then) continue;
      a.lastsUntil = until;
    }
  }
}
