/**
 * Lingering and delayed effects an activated effect leaves (「这个回合，每次…」「下次的准备阶段…」「那个回合的
 * 结束阶段把那张卡破坏」「这个效果特殊召唤的怪兽在结束阶段破坏」): what they do is not done when the effect
 * resolves but later, when their event happens — the curated cards' `whenever` (增殖的G). The engine sets
 * them up at resolution and does nothing then (CH-LINGER-ACTION); they still count as what the effect
 * does, as the curated ones do (灰流丽 answers an effect that draws 「每次…」).
 */
import type { Action, TriggerPattern } from '../facts.js';
import { compileEvents } from './events.js';

/** The later moment a delayed step waits for, read from the effect's words. */
function delayedEvent(text: string): TriggerPattern {
  // 「…离开场上的场合除外」: when those cards leave the field (what replaces their move).
  if (/离开(场上)?(的场合|时)[^。]*?(除外|回到)/.test(text)) return { event: ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'], on: ['left-field'] };
  if (/准备阶段/.test(text) && !/结束阶段/.test(text)) return { event: 'phase-start', phase: 'standby-phase', on: ['standby-phase'] };
  return { event: 'phase-start', phase: 'end-phase', on: ['end-phase'] };
}

/**
 * Marks the delayed steps of `does` (the compiler states them with `duration: 'end-phase'`) and turns
 * the lingering steps of a 「每次…」 clause (`leaves`) into `does` steps with their event. Returns the
 * steps left as `leaves` (a granted effect's, or ones whose event was not read).
 */
export function lingeringSteps(does: Action[], leaves: Action[], text: string): Action[] {
  for (const a of does) {
    if (a.duration !== 'end-phase' || a.whenever) continue;
    // `duration` stays as the compiler stated it (the category words read it); `whenever` says when.
    a.whenever = delayedEvent(text);
  }
  const each = /每次([^，。]*)[，,]/.exec(text);
  if (!each || leaves.length === 0) return leaves;
  const ev = compileEvents([`${each[1]!.replace(/(时|的场合)$/, '')}时`]).trigger;
  if (!ev) return leaves;
  const duration: Action['duration'] = /这个回合|直到回合结束/.test(text) ? 'turn' : 'permanent';
  for (const a of leaves) does.push({ ...a, whenever: ev, duration });
  return [];
}
