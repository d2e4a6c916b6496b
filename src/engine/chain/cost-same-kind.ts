/**
 * CH-COST-SAME-KIND: a cost of 「和那张卡相同种类（怪兽·魔法·陷阱）的1张手卡」 (`sameKindAsAnswered`) needs a card in the hand of the kind of the
 * card whose activation it answers — a Pendulum Effect activated in a Pendulum Zone is a Spell Card's (CH-PENDULUM-EFFECT-SPELL).
 * Judged only when the hand is listed (or a note names the card paid); returns the kind asked and the wrong card named, if any.
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { canonical } from '../game/board.js';
import { isPendulumSpellActivation } from '../game/speed.js';

export function sameKindCostUnpaid(state: EngineState, link: LinkState, e: EffectFacts, below: LinkState | null): { kind: string; card: string | null } | null {
  const c = e.cost?.find((x) => x.sameKindAsAnswered);
  if (!c || !below) return null;
  const kind = isPendulumSpellActivation(below.card, below.effect, below.activatedFrom, below.cardActivation) ? 'spell' : below.card.type.kind;
  const board = state.board;
  const me = link.controller;
  for (const d of link.directives) {
    if (d.kind !== 'cost-card') continue;
    const x = board.cards[canonical(board, d.card)];
    if (x && x.card.type.kind !== kind) return { kind, card: x.card.name };
    if (x) return null;
  }
  if (!state.knownZones.has(`${me}:hand`)) return null;
  const n = board.handSize[me];
  let listed = 0;
  for (const key in board.cards) {
    const x = board.cards[key]!;
    if (x.zone !== 'hand' || x.controller !== me || x.ref === link.ref) continue;
    listed++;
    if (x.card.type.kind === kind) return null;
  }
  // (A hand size larger than the cards listed holds cards not told: they might be of that kind.)
  if (n !== null && n > listed) return null;
  return { kind, card: null };
}
