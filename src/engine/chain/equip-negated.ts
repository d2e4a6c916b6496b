/**
 * CH-EQUIP-NEGATED-STAYS (issue 16, rules reference docs/c03/装备卡.rst:10–12, docs/c03/无效.rst:352, :360): an Equip Spell's equipping is
 * no effect of the card — its card activation whose effect was negated as it resolved (not its activation) still equips it to its target
 * when the card is still face-up on the field and the target still a face-up monster: the card stays, equipped, its effects negated. One a
 * negation destroyed as it resolved (「无效并破坏」) has left the field and equips nothing (docs/c03/装备卡.rst:60).
 */
import type { EngineState, LinkState } from '../game/state.js';
import { emit } from '../game/events.js';
import { equipTo } from '../game/equip.js';
import { R } from '../rule-ids.js';

export function equipDespiteNegation(state: EngineState, link: LinkState): void {
  if (link.outcome !== 'effect-negated' || !link.cardActivation || link.card.type.kind !== 'spell' || !link.card.type.subtypes.includes('equip')) return;
  if (!link.effect?.targets || !link.effect.does.some((a) => a.do === 'equip' && (a.what === 'targets' || a.what === 'self'))) return;
  const card = state.board.cards[link.ref];
  if (!card || card.zone !== 'spell' || !card.faceUp || card.equippedTo) return;
  const target = link.targets.map((r) => state.board.cards[r]).find((c) => c !== undefined && c.zone === 'monster' && c.faceUp);
  if (!target) return;
  link.rules.push(R.EQUIP_NEGATED_STAYS);
  emit(state, { type: 'equipped', cards: [card.ref, target.ref], link: link.n, by: link.controller, cause: 'effect' });
  equipTo(card, target, link.n, state.board);
}
