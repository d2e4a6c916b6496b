/**
 * CH-CONT-NEGATE-TARGETS (issue 16): a Continuous Spell/Trap whose activation targets a monster and whose continuous effect
 * negates its target (「以…怪兽为对象…那只怪兽…效果无效」) negates it from the moment its activation resolved, while it stays
 * face-up: the target is then a monster whose effects are negated, for the links below it as for any later reading
 * (CH-NOTHING-ON-TARGET: a lower 「效果无效」 on it applies nothing — rules reference docs/c03/无效.rst:400).
 */
import type { EngineState, LinkState } from '../game/state.js';
import { applyAction } from '../game/actions.js';
import { onField } from '../game/board.js';
import { R } from '../rule-ids.js';
import { sentences } from '../phrases/words.js';

export function negateTargetsOnResolve(state: EngineState, link: LinkState): void {
  if (link.outcome !== 'resolved' || !link.cardActivation || link.targets.length === 0) return;
  const self = state.board.cards[link.ref];
  if (!self || !onField(self) || !self.faceUp) return;
  for (const e of link.card.effects) {
    if (e.kind !== 'continuous') continue;
    for (const a of e.does) {
      if (a.do !== 'negate-effects' || a.what !== 'targets') continue;
      const targets = link.targets.filter((r) => { const c = state.board.cards[r]; return c !== undefined && onField(c) && c.faceUp; });
      if (targets.length === 0) continue;
      const r = applyAction(state, link, a, { targets, answers: null, thenStep: false });
      if (r.text) link.reason = link.reason ? sentences([link.reason, r.text]) : r.text;
      if (!link.rules.includes(R.CONT_NEGATE_TARGETS)) link.rules.push(R.CONT_NEGATE_TARGETS);
    }
  }
}
