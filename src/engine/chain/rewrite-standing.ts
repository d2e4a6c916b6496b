/**
 * CH-REWRITE-STANDING (issue 16, rules reference docs/c03/无效.rst:591–593, 631–635): a continuous effect on the field that rewrites the
 * opponent's activations as they resolve (「对方发动的通常魔法卡的效果变成「…」」) — it applies when the link
 * resolves, and over a rewrite a link made (the continuous one is the one that finally applies). Once per chain per card: the
 * cards that have it say 「1回合只能适用1次」 (a count over turns is not kept).
 */
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { onField } from '../game/board.js';
import { checkConditions } from '../game/match.js';
import { stateView } from '../game/state.js';
import { cardsWith } from '../game/standing.js';

export function standingRewrite(state: EngineState, link: LinkState): BoardCard | null {
  // Only the cards holding a rewrite (the chain's standing role, found once per chain, in board order) can apply one:
  // no pass over the board and every card's effects per resolved link (issue 10).
  const holders = cardsWith(state, 'rewrites');
  if (holders.length === 0) return null;
  const used = (state.standingRewrites ??= []);
  for (const c of holders) {
    if (!c.faceUp || !onField(c) || c.states.includes('effects-negated') || used.includes(c.ref)) continue;
    for (const eff of c.card.effects) {
      if (eff.kind !== 'continuous') continue;
      // CMP-REWRITE-STANDING-WHILE: a rewrite that holds while a state does (「只要灵摆召唤的「魔界剧团」灵摆怪兽在自己场上存在」).
      if (eff.condition?.length && checkConditions(eff.condition, stateView(state), c, c.controller ?? link.controller) === false) continue;
      for (const a of eff.does) {
        if (a.do !== 'rewrite' || !a.into || typeof a.what !== 'object') continue;
        const f = a.what.filter;
        if (f.side === 'opponent' && c.controller === link.controller) continue;
        if (f.side === 'self' && c.controller !== link.controller) continue;
        const kinds = f.kind === undefined ? [] : Array.isArray(f.kind) ? f.kind : [f.kind];
        if (kinds.length && !kinds.includes(link.card.type.kind)) continue;
        if (f.subtypes && !f.subtypes.every((s) => link.card.type.subtypes.includes(s))) continue;
        // 「发动的通常魔法卡的效果」: a Spell/Trap card's activation, not an effect of one already on the field.
        if (link.card.type.kind !== 'monster' && !link.cardActivation) continue;
        used.push(c.ref);
        link.rewrittenInto = a.into;
        return c;
      }
    }
  }
  return null;
}
