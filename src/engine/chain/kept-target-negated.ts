/**
 * CH-CONT-NEGATE-TARGETING (rules reference docs/c03/无效.rst:350–355): a face-up monster's continuous negation of 「以…为对象的魔法·陷阱卡的效果」
 * (a `negate-effects` of effects `targeting` a filter, of Spell/Trap cards) reaches, while it applies, a Spell/Trap face-up on the field
 * that keeps targeting (`bound`, or an Equip Card's `equippedTo`) a card the filter covers: the whole card is negated — an effect it
 * activates is negated as it resolves, and its bond (「这张卡从场上离开时那只怪兽破坏」) does nothing. Once the negating card's own effects
 * are negated, or the kept target no longer fits (its Type back), it applies again.
 */
import type { EffectFilter } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from '../game/state.js';
import { stateView } from '../game/state.js';
import { onField } from '../game/board.js';
import { activationPending } from '../game/on-chain.js';
import { checkConditions, matchesFilter, onBoard } from '../game/match.js';
import { negatorNegatedBy } from './negator-negated.js';

/** The cards a face-up Spell/Trap keeps targeting: those it is bound to, and the monster it equips. */
export function keptTargetRefs(c: BoardCard): string[] {
  const refs = (c.bound ?? []).map((b) => b.ref);
  return c.equippedTo ? [...refs, c.equippedTo] : refs;
}

/** A filter of the effects of Spell/Trap cards that target something (not of monsters' effects). */
const spellTrapTargeting = (f: EffectFilter): boolean => f.targeting !== undefined && f.cardKind !== undefined && ![f.cardKind].flat().includes('monster');

/**
 * The face-up card whose continuous negation of Spell/Trap effects targeting a card reaches `c` now, because `c` keeps targeting such a
 * card — or null. Only a Spell/Trap face-up in the Spell & Trap Zone keeps a target; the negation applies while its card is face-up on
 * the field, its activation resolved, its own effects not negated, its condition (「只要在自己场上表侧攻击表示存在」) not failing.
 */
export function keptTargetNegatedBy(state: EngineState, c: BoardCard): BoardCard | null {
  if (state.negators.length === 0 || c.zone !== 'spell' || !c.faceUp || (c.card.type.kind !== 'spell' && c.card.type.kind !== 'trap')) return null;
  const kept = keptTargetRefs(c);
  if (kept.length === 0) return null;
  for (const { source, effect, action } of state.negators) {
    if (source.ref === c.ref || !onField(source) || !source.faceUp || !source.controller || source.states.includes('effects-negated') || activationPending(state, source)) continue;
    const filters = action.effects?.filter((f) => spellTrapTargeting(f) && [f.cardKind].flat().includes(c.card.type.kind)) ?? [];
    if (filters.length === 0) continue;
    const ctx = onBoard(state.board, source.ref, source.controller);
    const covered = kept.some((ref) => {
      const t = state.board.cards[state.board.aliases?.[ref] ?? ref];
      return t !== undefined && onField(t) && filters.some((f) => matchesFilter(f.targeting!, t, ctx));
    });
    if (!covered) continue;
    if (effect.condition?.length && checkConditions(effect.condition, stateView(state), source, source.controller) === false) continue;
    if (negatorNegatedBy(state, source)) continue;
    return source;
  }
  return null;
}
