/**
 * CMP-NTH-PHASE-AFTER: 「这张卡的发动后第2次的自己准备阶段发动」 — a phase trigger met only in the Nth such phase after this card was
 * activated, not in every one. The vocabulary keeps no count of phases since an activation, so the count is kept as a condition the
 * engine cannot judge (`is: 'other'`): the answer says it is assumed met and names the clause, instead of taking any Standby Phase as
 * the one. (The 「把…同名的融合怪兽…融合召唤」 step is read by ./actions.ts, CMP-SAME-NAME-AS-SEEN.)
 */
import type { EffectFacts } from '../facts.js';

const NTH_PHASE_AFTER = /这张卡的发动后第([1-9一二三])次的(?:自己|对方)?的?(准备阶段|结束阶段|抽卡阶段)/;

export function nthPhaseAfterActivationOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'trigger' || e.trigger?.event !== 'phase-start' || !text.includes('发动后第')) return;
  const m = NTH_PHASE_AFTER.exec(text);
  if (!m) return;
  const note = `只在${m[0]}适用（不是每次${m[2]}）`;
  e.condition = [...(e.condition ?? []), { is: 'other', note }];
}
