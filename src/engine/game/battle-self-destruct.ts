/**
 * CH-SELF-DESTRUCT-BATTLE (issue 16, rules reference docs/c03/战斗阶段流程.rst:780–784, :903–908): a face-up monster's
 * continuous 「…的场合这张卡破坏」 (CH-SELF-DESTRUCT) in the damage step applies after damage calculation, as the board
 * then stands — not as a face-down attack target is turned face-up before it:
 * - a monster destroyed by the battle no longer applies its continuous effects: it destroys nothing of itself (it goes to
 *   the GY at the end of the damage step, destroyed by battle), and a protection it granted ends — a monster it kept from
 *   destruction by effects (a monster protecting the other Fiends of its side) then destroys itself;
 * - the attack target turned face-up in this damage step (face-down at the calculation, or marked `(已反转)`) and not
 *   destroyed applies its self-destruction if the state holds after the calculation (a state that held only before, the
 *   other monster gone by then, destroys nothing).
 * A state that already held before the battle on a face-up monster unprotected is the situation's, not this battle's.
 */
import type { CardFilter, EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { boardView, checkConditions, matchesFilter, onBoard } from './match.js';
import { standing } from './standing.js';
import { grantedShield } from './protection-grants.js';
import { stateIndestructible } from './protection.js';

/** The monsters (refs) whose self-destruction applies after this damage calculation. `flippedTarget`: the target turned face-up for it. */
export function battleSelfDestructs(board: Board, lost: readonly string[], flippedTarget: string | null): string[] {
  const view = boardView(board, new Set());
  const gone = new Set(lost);
  const faceUp = Object.values(board.cards).filter((c) => (c.zone === 'monster' || c.zone === 'spell') && c.faceUp);
  const after = faceUp.filter((c) => !gone.has(c.ref) && !c.states.includes('battle-destroyed'));
  const out: string[] = [];
  for (const c of faceUp) {
    if (c.zone !== 'monster' || !c.controller || gone.has(c.ref)) continue;
    const effs = standing(c.card).selfDestructs;
    if (effs.length === 0) continue;
    if (c.states.includes('battle-destroyed') || c.states.includes('effects-negated') || c.states.includes('cannot-use') || stateIndestructible(c)) continue;
    if (!effs.some((e) => checkConditions(e.condition!, view, c, c.controller!) === true)) continue;
    const me = c.controller;
    // Its own effect destroys it: read a protection's 「对方的效果」 from its side.
    const actor = (f: CardFilter) => matchesFilter({ ...f, place: undefined }, c, onBoard(board, c.ref, me));
    const holds = (e: EffectFacts, source: BoardCard) => !e.condition?.length || checkConditions(e.condition, view, source, source.controller ?? me) !== false;
    if (grantedShield(board, after, c, 'destroy-by-effect', actor, holds)) continue;
    const flipped = c.ref === flippedTarget || (board.attack?.target !== null && c.ref === (board.aliases?.[board.attack!.target!] ?? board.attack!.target) && c.states.includes('flipped'));
    const protectedBefore = grantedShield(board, faceUp, c, 'destroy-by-effect', actor, holds) !== null;
    if (flipped || protectedBefore) out.push(c.ref);
  }
  return out;
}
