/**
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59; rules reference docs/c03/誓约.rst:241–253): a monster's summon pledge against the Battle Phase
 * (the compiler's `summonPledge`, ../../cards/compile/summon-pledge.ts) binds the player who Special Summoned it this turn — no effect
 * of the monster, so it binds wherever the monster is now and with its effects negated. Read from what the situation says of this
 * turn: a field card `(自身特召,本回合特召)` (its controller taken as the one who summoned it), or `本回合:A:X(特殊召唤)`.
 * - `by: 'procedure'` (「这个方法特殊召唤过的场合」): only a summon by its own procedure; one by a card's effect (`由X`), a Normal
 *   Summon, or a summon with no way written on a field card binds nothing. `本回合:` has no word for a procedure summon: a
 *   `(特殊召唤)` there with no `由X` is taken as by its procedure, and said (`assumed`).
 * - `by: 'any'` (「把这张卡特殊召唤的回合」): any Special Summon of it, by a card's effect too (:247); a negated summon binds nothing (:246).
 */
import type { Card, Player } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { Scenario } from '../../scenario/types.js';

/** A summon this turn whose pledge bars its summoner's Battle Phase. */
export interface SummonBattlePledge {
  card: Card;
  /** The player who summoned it — the one bound. */
  player: Player;
  /** Taken as summoned by its own procedure, the way not being written (`本回合:A:X(特殊召唤)`). */
  assumed: boolean;
}

/** States saying a field card came out by no Special Summon. */
const NOT_SPECIAL: readonly CardState[] = ['normal-summoned', 'tribute-summoned', 'flip-summoned'];
/** States saying a field card was Special Summoned (by whatever way). */
const SPECIAL: readonly CardState[] = ['special-summoned', 'summoned-by-itself', 'fusion-summoned', 'synchro-summoned', 'xyz-summoned', 'link-summoned', 'ritual-summoned', 'pendulum-summoned', 'summoned-by-card'];

const pledgeOf = (c: Card) => c.effects.find((e) => e.summonPledge)?.summonPledge;

/** Every summon pledge against the Battle Phase the situation's turn holds, once a card and player. */
export function summonBattlePledges(scenario: Scenario): SummonBattlePledge[] {
  const out: SummonBattlePledge[] = [];
  const add = (p: SummonBattlePledge) => {
    if (!out.some((o) => o.card.name === p.card.name && o.player === p.player)) out.push(p);
  };
  for (const c of scenario.instances) {
    const p = c.origin === 'situation' && c.controller ? pledgeOf(c.card) : undefined;
    if (!p || !c.states.includes('summoned-this-turn')) continue;
    const own = c.states.includes('summoned-by-itself');
    const special = own || c.summonedBy !== undefined || SPECIAL.some((s) => c.states.includes(s)) || (c.card.type.subtypes.includes('special-summon') && !NOT_SPECIAL.some((s) => c.states.includes(s)));
    if (p.by === 'procedure' ? own : special) add({ card: c.card, player: c.controller!, assumed: false });
  }
  for (const h of scenario.history ?? []) {
    const p = h.kind === 'summon' && h.summon === 'special' && h.negated !== 'summon' ? pledgeOf(h.card) : undefined;
    if (!p) continue;
    if (p.by === 'any') add({ card: h.card, player: h.player, assumed: false });
    else if (!h.by && !h.method) add({ card: h.card, player: h.player, assumed: true });
  }
  return out;
}
