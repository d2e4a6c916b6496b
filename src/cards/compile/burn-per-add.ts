/**
 * CMP-BURN-PER-ADD (issue 16, rules reference docs/c02/怪兽的效果分类.rst:85): 「只要这张卡在怪兽区域存在，每次对方手卡有卡加入，给与对方
 * 加入的卡数量×200伤害」 — a continuous effect dealing damage each time cards are added to a player's hand (drawn ones too), at once
 * and with no chain link: the damage step gets `whenever` that event, on that player's hand, and `eachCard` when the amount is per
 * card added. (The engine applies it: ../../engine/game/burn-per-add.ts.)
 */
import type { EffectFacts } from '../facts.js';

const PER_ADD = /每次(对方|自己)(?:的)?手卡有卡加入[，,]给与(对方|自己)(加入的卡数量×)?([0-9]+)(?:分|点)?伤害/;

export function burnPerAddOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !text.includes('手卡有卡加入')) return;
  const m = PER_ADD.exec(text);
  if (!m) return;
  const step = e.does.find((a) => a.do === 'damage');
  if (!step) return;
  const side = m[1] === '对方' ? 'opponent' : 'self';
  step.whenever = { event: 'added-to-hand', on: ['added-to-hand'], subject: { side, place: 'hand' } };
  step.player = m[2] === '对方' ? 'opponent' : 'self';
  step.amount = Number(m[4]);
  if (m[3]) step.eachCard = true;
}
