/**
 * CNT-ON-FLIP (issue 16, rules reference docs/c02/基本用语.rst:739): 「每次场上里侧守备表示存在的怪兽反转，给这张卡放置1个X指示物」 — a continuous
 * effect that places counters on its own card each time a face-down monster on the field is flipped face-up (a flip summon that
 * succeeds, a flip by an effect or by an attack); no chain. Read as the action's `countersOnFlip`; the engine places them
 * (src/engine/game/event-counters.ts).
 */
import type { Action } from '../facts.js';

const ON_FLIP = /^每次(?:场上)?里侧(?:守备)?表示(?:存在)?的怪兽反转[，,]给这张卡放置([0-9]+)个([^，。\d个]+?)指示物$/;

/** The action the sentence states, or null. */
export function flipCountersOf(step: string): Action | null {
  const m = step.includes('反转') ? ON_FLIP.exec(step.trim().replace(/。$/, '')) : null;
  if (!m) return null;
  return { do: 'other', what: 'self', countersOnFlip: { kind: m[2]!, count: Number(m[1]) }, note: m[0] };
}
