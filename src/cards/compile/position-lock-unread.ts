/**
 * CH-POSITION-LOCK-UNREAD (rules reference docs/c02/基本用语.rst:576, :604): a 『表示形式不能变更』 the readers of ./position-lock.ts
 * (a lock an activated effect leaves) and ./position-lock-field.ts (a continuous lock while its card stands) do not read — on the
 * monsters that battled this card (「和这张卡进行过战斗的怪兽不能把表示形式变更」), on the monster this card equips as its own effect
 * (「用这个效果把这张卡装备的怪兽…不能把表示形式变更」), a pledge for the turn of an activation (「这张卡发动的回合，自己…也不能把表示形式变更」).
 * It is never dropped silently: kept as a `action: position lock: …` note of the segment's effect, so the engine can say the change of battle
 * position by the rules was judged without it (./game/position-lock-unread.ts).
 */
import type { EffectFacts } from '../facts.js';

/** The lock's wordings (「不能改变表示形式」 is an older printing's). */
const LOCK = /不能把表示形式变更|不能改变表示形式|表示形式不能变更/;

/** The note's lead: a pledge binds its player for the turn of the activation, the others stand with their card. */
export const UNREAD_POSITION_LOCK = 'action: position lock: ';
export const UNREAD_POSITION_PLEDGE = 'action: position lock pledge: ';

/**
 * The note of an unread lock: a pledge when it binds the activating player (「…发动的回合，自己…不能把表示形式变更」); 「这张卡发动的回合，这些效果怪兽…
 * 不能改变表示形式」 is a lock on monsters for that turn, not a pledge.
 */
function noteOf(sentence: string): string {
  return (/发动的回合[，,]自己/.test(sentence) ? UNREAD_POSITION_PLEDGE : UNREAD_POSITION_LOCK) + sentence;
}

/** Whether an effect already holds the lock in a reader's fact or in a note. */
function held(e: EffectFacts, sentence: string): boolean {
  if (e.positionLocks?.length || e.does.some((a) => a.positionLock)) return true;
  return e.unknown?.some((u) => u.includes(sentence)) ?? false;
}

/** Every lock sentence of the segment no effect of it holds, kept as a note of the effect whose words say it (else the first). */
export function unreadPositionLocksOf(es: EffectFacts[], text: string): void {
  if (!LOCK.test(text) || es.length === 0) return;
  for (const raw of text.split(/[。\n]/)) {
    const sentence = raw.trim().replace(/^[①-⑩][：:]/, '');
    if (!LOCK.test(sentence) || es.some((e) => held(e, sentence))) continue;
    const e = es.find((x) => x.words?.includes(sentence)) ?? es[0]!;
    (e.unknown ??= []).push(noteOf(sentence));
  }
}

/**
 * A pledge 「这张卡发动的回合，自己…也不能把表示形式变更」 written apart from the numbered effects (the card's words, not a segment's): a note of
 * the effects it binds — the card activation when it has one, else every activated effect.
 */
export function unreadPositionPledgesOf(out: EffectFacts[], text: string, activated: (e: EffectFacts) => boolean): void {
  if (!LOCK.test(text)) return;
  for (const raw of text.split(/[。\n]/)) {
    const sentence = raw.trim().replace(/^[①-⑩][：:]/, '');
    if (!/发动的回合/.test(sentence) || !LOCK.test(sentence) || out.some((e) => held(e, sentence))) continue;
    const cardActivation = out.filter((e) => e.kind === 'activation');
    const bound = /这张卡发动的回合/.test(sentence) && cardActivation.length ? cardActivation : out.filter(activated);
    for (const e of bound) (e.unknown ??= []).push(noteOf(sentence));
  }
}
