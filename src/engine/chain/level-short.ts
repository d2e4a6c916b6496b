/**
 * CH-LEVEL-SHORT (rules reference docs/c03/攻守计算.rst:155–159): as its ATK (CH-LOWER-SHORT), a monster's level cannot go below
 * 1 — an effect whose first step lowers its own card's level by a number (「这张卡的等级下降1星，从手卡把…特殊召唤」,
 * `levelChange.lowersSelf`) and goes on to a further step cannot be activated while the card's level, face-up on the field, is
 * that number or less: the lowering could not be done in full, so neither could the rest. At resolution, the same shortfall
 * makes it apply nothing. A mandatory effect is not refused at activation.
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Phrase } from '../phrases/index.js';
import type { Judging } from './legality.js';
import { R } from '../rule-ids.js';
import { levelOf } from '../game/levels.js';

function short(name: Judging['name'], e: EffectFacts, self: BoardCard | undefined): Phrase | null {
  const by = e.levelChange?.lowersSelf;
  if (by === undefined || !self || self.zone !== 'monster' || !self.faceUp) return null;
  const l = levelOf(self);
  if (!l || l.value > by) return null;
  return { rule: R.LEVEL_SHORT, params: { name, card: self.card.name, by, value: l.value } };
}

/** CH-LEVEL-SHORT at activation (optional effects only). */
export function levelShort(j: Judging): Phrase | null {
  return j.e.mandatory === true ? null : short(j.name, j.e, j.self);
}

/** CH-LEVEL-SHORT at resolution: the level cannot be lowered in full — nothing applies. */
export function levelShortAtResolution(name: Judging['name'], e: EffectFacts, self: BoardCard | undefined): Phrase | null {
  return short(name, e, self);
}
