/**
 * CH-DRAW-REPLACEMENT (rules reference docs/c02/基本用语.rst:1303–1332): effects used instead of the normal draw
 * (`EffectFacts.drawReplacement`, read from the text). Within one chain, for two links of the same player:
 *
 * - two whose activation condition is 「作为通常抽卡的代替」 cannot both be activated;
 * - nor one such and one whose pledge forbids the normal draw, in either order;
 * - one that replaces the draw in what it does must be activated first: chained to a condition
 *   or a pledge one it cannot be (the other may be chained to it); two of those may share a chain.
 *
 * Only the turn player makes a normal draw: one used instead of it is not activated in the other player's turn (基本用语.rst:1303).
 * And none of them can be activated when its player's listed Deck is empty (the normal draw it replaces, or
 * forgoes, could not be made: 基本用语.rst:1328–1332).
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function drawReplacementRefusal(j: Judging): Phrase | null {
  const d = j.e.drawReplacement;
  if (!d) return null;
  const { state, me } = j;
  // Only the turn player makes a normal draw (its Draw Phase's): an effect used instead of it (in its condition or in what it does) is
  // that player's to activate — in the other player's turn there is no normal draw of its own to replace (「作为自己的抽卡阶段时进行通常抽卡的代替」).
  if (d !== 'pledge' && state.scenario.turnPlayerStated && state.scenario.turnPlayer !== me) {
    return { rule: R.DRAW_REPLACEMENT, params: { variant: 'not-turn-player', below: '', turn: state.scenario.turnPlayer, me } };
  }
  if (state.knownZones.has(`${me}:deck`) && !Object.values(state.board.cards).some((c) => c.zone === 'deck' && (c.owner ?? c.controller) === me)) {
    return { rule: R.DRAW_REPLACEMENT, params: { variant: 'empty-deck', below: '' } };
  }
  for (const k of j.lower) {
    const dk = k.effect?.drawReplacement;
    if (!dk || k.controller !== me) continue;
    const pair = new Set([d, dk]);
    if (d === 'condition' && dk === 'condition') return { rule: R.DRAW_REPLACEMENT, params: { variant: 'two-conditions', below: k.name } };
    if (pair.has('condition') && pair.has('pledge')) return { rule: R.DRAW_REPLACEMENT, params: { variant: 'condition-pledge', below: k.name } };
    if (d === 'resolution' && dk !== 'resolution') return { rule: R.DRAW_REPLACEMENT, params: { variant: 'resolution-first', below: k.name } };
  }
  return null;
}
