/**
 * Old-text rulings (CH-DAMAGE-STEP-OLD-RULING, rules reference docs/c03/战斗阶段流程.rst:516–522): facts the official rulings give some
 * cards of the card database under their old texts, which the words alone do not carry. Laid over the effects the compiler reads
 * from the card's text (../load.ts), by passcode and effect number — the text is still what is read.
 */
import type { EffectFacts } from '../facts.js';

type RulingFacts = Pick<EffectFacts, 'notInDamageStep'>;

/** Passcode → effect number → the facts its rulings add. */
export const OLD_RULINGS: Readonly<Record<number, Readonly<Record<number, RulingFacts>>>> = {
  // 再开的大朵蔷薇 (14/10/30), 新宇侠的逆转 (15/7/2), 除草兽 (18/2/1): met by another card destroyed, not in the Damage Step.
  12469386: { 1: { notInDamageStep: true } },
  18302224: { 1: { notInDamageStep: true } },
  35448319: { 2: { notInDamageStep: true } },
};

/** Lays the rulings of card `id` over its compiled effects (in place). */
export function applyOldRulings(id: number, effects: EffectFacts[]): void {
  const rulings = OLD_RULINGS[id];
  if (!rulings) return;
  for (const e of effects) {
    const r = rulings[e.n];
    if (r) Object.assign(e, r);
  }
}
