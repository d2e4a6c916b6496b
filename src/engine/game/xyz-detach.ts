/**
 * XYZ-DETACH (rules reference docs/c02/基本用语.rst:922–931, X素材): an Xyz Material is no card on the field. Detached
 * (「把这张卡1个超量素材取除」), it goes to the GY — sent there, but not from the field: a 「从场上送去墓地」 trigger is not
 * met, a plain 「被送去墓地」 one is. On its way it is no monster yet, so a redirect of monsters (「怪兽…不去墓地而除外」) does not
 * banish it, a redirect of every card (「卡…不去墓地而除外」) does.
 *
 * Only the materials the situation lists (`素材:X+Y`) can be detached so; they go in the order listed (an assumption
 * says which when some stay).
 */
import type { BoardCard, EngineEvent } from '../types.js';
import type { Player } from '../../cards/facts.js';
import type { EngineState } from './state.js';
import { pushOnce } from './state.js';
import { moveCards } from './actions.js';
import { newBoardCard } from './board.js';
import { t } from '../../i18n/text.js';

/** XYZ-MATERIAL-REDIRECT: the card's own continuous 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 (`asMaterialInsteadOfGy`). */
function ownMaterialRedirect(c: BoardCard): boolean {
  return c.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => a.asMaterialInsteadOfGy === 'banished'));
}

/** Detach `count` of `self`'s listed materials to the GY (those not detached yet, in the listed order). */
export function detachMaterials(
  state: EngineState,
  self: BoardCard,
  count: number,
  linkN: number | null,
  by: Player | null,
  cause: EngineEvent['cause'],
  extra: { atActivation?: boolean } = {},
): void {
  const materials = self.materials ?? [];
  const from = self.detached ?? 0;
  const taken = materials.slice(from, from + count);
  self.detached = from + count;
  if (taken.length === 0) return;
  const owner = self.owner ?? self.controller;
  const made: BoardCard[] = taken.map((card, i) => {
    const ref = `${self.ref}~素材${from + i + 1}`;
    // Nowhere yet (zone null): a card only once it lands.
    const c = newBoardCard(ref, card, owner, null);
    state.board.cards[ref] = c;
    return c;
  });
  if (taken.length < materials.length - from) {
    const names = taken.map((c) => `「${c.name}」`).join('、');
    pushOnce(state.assumptions, t(`取除的超量素材按情况里写的顺序假定为${names}。`, `The Xyz Materials detached are taken in the order the situation lists them: ${taken.map((c) => c.name).join(', ')}.`));
  }
  const before = state.events.length;
  // XYZ-MATERIAL-REDIRECT: a material whose own rule 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 is banished instead.
  const away = made.filter((c) => ownMaterialRedirect(c));
  const rest = away.length ? made.filter((c) => !away.includes(c)) : made;
  if (rest.length) moveCards(state, rest, 'gy', 'sent-to-gy', linkN, by, cause, { ...extra, asMaterial: true });
  if (away.length) moveCards(state, away, 'banished', 'banished', linkN, by, cause, { ...extra, asMaterial: true });
  // Sent to the GY (or banished instead) from no place on the field.
  for (const e of state.events.slice(before)) {
    const mine = e.cards.filter((r) => made.some((m) => m.ref === r));
    if (mine.length) e.notFromField = [...(e.notFromField ?? []), ...mine];
  }
}
