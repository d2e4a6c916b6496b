/**
 * CH-LINGER-NEGATE-COLUMN (s60): 「盖放的这张卡发动的场合，再在这个回合让和这张卡相同纵列的其他的魔法·陷阱卡的效果无效化」.
 *
 * The column is this card's as the effect resolves; every other Spell/Trap in it — there now, or activated there later this turn
 * (rules reference docs/c03/复制.rst:190: a Spell activated later in such a column has its effect negated) —
 * has its effects negated. This card gone from the field before it resolves, the column step does not apply (docs/c03/特定效果的处理方法.rst:144).
 * A zone the situation does not state is never guessed: the step is not applied and the answer says so.
 */
import type { Action, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState, Lingering } from './state.js';
import { pushOnce } from './state.js';
import { onField } from './board.js';
import { columnOf } from './field-zones.js';
import { isPendulumSpellActivation } from './speed.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import type { Text } from '../../i18n/text.js';

/**
 * Whether `c` is a card of the kinds the column negation names (a Spell or Trap Card in the Spell & Trap Zone). A monster card there —
 * a Pendulum Scale in a Pendulum Zone (Spell & Trap Zone 1 or 5), or one equipped — is a Spell Card (docs/c02/卡片·效果的发动.rst:28: a Pendulum card placed there is a Spell's activation; docs/c03/只能有○○存在.rst:214: a monster held as an Equip Card is a Spell).
 */
function ofKinds(a: Action, c: BoardCard): boolean {
  const kinds = a.negatesColumn?.kinds ?? [];
  return c.zone === 'spell' && (kinds as string[]).includes(c.card.type.kind === 'monster' ? 'spell' : c.card.type.kind);
}

/**
 * Applies the column step of `link` as it resolves: records the column for the rest of the turn and marks the face-up cards in it
 * negated. Returns what the answer says of the step (null: nothing to say), and whether it applied.
 */
export function applyColumnNegation(state: EngineState, link: LinkState, a: Action, me: Player, names: (cs: readonly BoardCard[]) => Text): { done: boolean; text: Text | null } {
  const rule = R.LINGER_NEGATE_COLUMN;
  if (!link.rules.includes(rule)) link.rules.push(rule);
  // 「盖放的这张卡发动的场合」: activated from the hand, the column step is not part of its effect.
  if (a.negatesColumn?.ifSet && link.activatedFrom !== 'spell') return { done: false, text: say({ rule, params: { variant: 'not-set', name: link.name } }) };
  const self = state.board.cards[link.ref];
  if (!self || !onField(self)) return { done: false, text: say({ rule, params: { variant: 'left', name: link.name } }) };
  const column = columnOf(self);
  if (column === null) {
    pushOnce(state.assumptions, say({ rule, params: { variant: 'unread', name: link.name } }));
    return { done: false, text: null };
  }
  const others = Object.values(state.board.cards).filter((c): c is BoardCard => !!c && c.ref !== link.ref && onField(c) && ofKinds(a, c));
  const covered = others.filter((c) => columnOf(c) === column);
  // A Spell/Trap whose zone is not stated may stand in the column: not taken as covered, and said.
  const unplaced = others.filter((c) => columnOf(c) === null);
  if (unplaced.length) pushOnce(state.assumptions, say({ rule, params: { variant: 'unplaced', name: link.name, cards: names(unplaced) } }));
  state.lingering.push({ link: link.n, controller: me, sourceRef: link.ref, action: a, cards: covered.map((c) => c.ref), names: undefined, column });
  // Face-up ones are negated now, as the board shows (`(效果无效)`); a Set one is when it is activated (columnNegatedBy).
  for (const c of covered) if (c.faceUp && !c.states.includes('effects-negated')) c.states = [...c.states, 'effects-negated'];
  return { done: true, text: say({ rule, params: { variant: 'applies', column, cards: covered.length ? names(covered) : null } }) };
}

/**
 * The column negation that covers `link` as it resolves: a Spell/Trap activated in a column a resolved link (of this chain, higher; or of
 * a chain played before, `link` 0) covers, or its card there now. Null when none.
 */
export function columnNegatedBy(state: EngineState, link: LinkState, self: BoardCard | undefined): Lingering | null {
  for (const l of state.lingering) {
    if (l.column === undefined || !l.action.negatesColumn || link.ref === l.sourceRef) continue;
    if (l.link !== 0 && l.link <= link.n) continue;
    // (A Pendulum Effect activated in a Pendulum Zone is a Spell Card's.)
    const kind = isPendulumSpellActivation(link.card, link.effect, link.activatedFrom, link.cardActivation) ? 'spell' : link.card.type.kind;
    if (!(l.action.negatesColumn.kinds as string[]).includes(kind)) continue;
    const now = self && onField(self) && self.zone === 'spell' ? columnOf(self) : null;
    const at = link.activatedFrom === 'spell' || link.activatedFrom === 'hand' ? link.activatedColumn ?? null : null;
    if (now === l.column || at === l.column) return l;
  }
  return null;
}
