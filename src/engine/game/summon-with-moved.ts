/**
 * CH-SUMMON-WITH-MOVED (issue 16, rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:94–97): an effect that summons monsters and
 * then 「只用那2只为素材把1只超量怪兽超量召唤」 (CMP-SUMMON-WITH-MOVED) makes that Xyz/Synchro/Link Summon as a step of its own, after the
 * first summon — the first summon is then not the last thing that happened, so a 「…时」 trigger on it misses its timing. The
 * materials are the monsters the step before summoned (or the effect's targets, and this card when its text says so), and they
 * must all still be face-up on the field: when one is gone the monster is not summoned. They leave as materials of that summon —
 * Xyz Materials go under the new monster (no card on the field any more), Synchro and Link Materials go to the GY.
 * A summon a limit on summons stops (CH-SUMMON-COUNT-STEP) is not made, and nothing follows the first summon.
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { CardState } from '../../notation/ast.js';
import type { EngineState, LinkState } from './state.js';
import { movedByThis } from './identity.js';
import { moveCard } from './board.js';
import { moveCards } from './actions.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { list, cardName } from '../phrases/words.js';
import type { Text } from '../../i18n/text.js';

/** The monsters the summon uses as materials (empty for a step that is not such a summon). */
export function summonMaterials(state: EngineState, link: LinkState, a: Action, targets: readonly string[]): BoardCard[] {
  const w = a.withMoved;
  if (!w) return [];
  const out: BoardCard[] = w.from === 'moved' ? [...movedByThis(state, link, 'special-summon')] : [];
  if (w.from === 'targets') for (const r of targets) { const c = state.board.cards[r]; if (c && !out.includes(c)) out.push(c); }
  if (w.self) {
    const self = state.board.cards[state.board.aliases?.[link.ref] ?? link.ref];
    if (self && !out.includes(self)) out.push(self);
  }
  return out;
}

/**
 * Null when the materials are there (face-up in the Monster Zone); else why the summon is not made. The cards the step before
 * moved are read as they are now: a monster that became a new card since (banished by a link above…) is none of them.
 */
export function materialsMissing(state: EngineState, link: LinkState, a: Action, materials: readonly BoardCard[]): Text | null {
  const w = a.withMoved;
  if (!w) return null;
  const gone = materials.filter((c) => c.zone !== 'monster' || !c.faceUp);
  // (Its targets not written at all — no target given, none chosen: not judged, the summon is made as with one.)
  if (w.from === 'targets' && link.targets.length === 0 && !link.directives.some((d) => d.kind === 'no-target') && gone.length === 0) return null;
  const none = w.from !== 'none' && materials.filter((c) => c.ref !== link.ref).length === 0;
  if (!none && gone.length === 0) return null;
  link.rules.push(R.SUMMON_WITH_MOVED);
  return say({ rule: R.SUMMON_WITH_MOVED, params: { name: link.name, how: w.how, variant: 'missing', cards: gone.length ? list(gone.map((c) => cardName(c.card))) : null } });
}

/** The materials leave as the monster is summoned: attached under it (Xyz), or sent to the GY (Synchro, Link). */
export function materialsLeave(state: EngineState, link: LinkState, a: Action, materials: readonly BoardCard[], summoned: readonly BoardCard[]): void {
  const w = a.withMoved;
  if (!w || materials.length === 0) return;
  link.rules.push(R.SUMMON_WITH_MOVED);
  const monster = summoned[0];
  if (w.how === 'xyz') {
    for (const m of materials) moveCard(state.board, m, null, true);
    // (An Xyz Monster used as material brings its own materials under the new monster too — a rank-up, CMP-RANK-UP-SUMMON.)
    if (monster) monster.materials = materials.flatMap((m) => [m.card, ...(m.materials ?? [])]);
  } else {
    // A text that sends them elsewhere (banished, or returned to the Deck) instead of to the GY (`to`).
    const at = state.events.length;
    if (w.to === 'banished') moveCards(state, [...materials], 'banished', 'banished', link.n, link.controller, 'rule', { asMaterial: true });
    else if (w.to === 'deck') moveCards(state, [...materials], 'deck', 'returned-to-deck', link.n, link.controller, 'rule', { asMaterial: true });
    else moveCards(state, [...materials], 'gy', 'sent-to-gy', link.n, link.controller, 'rule', { asMaterial: true });
    // WIN-USED-AS-MATERIAL: they left as that summon's materials (「作为X素材送去墓地的场合」 reads it).
    for (const e of state.events.slice(at)) if (e.cards.some((r) => materials.some((m) => m.ref === r))) e.materialFor = w.how;
    if (monster) monster.materials = materials.map((m) => m.card);
  }
}

/** How the monster remembers its summon (「超量召唤的这张卡」). */
export function summonedBy(a: Action, summoned: readonly BoardCard[]): void {
  const how = a.withMoved?.how;
  if (!how) return;
  for (const c of summoned) if (c.zone === 'monster' && !c.states.includes(`${how}-summoned`)) c.states.push(`${how}-summoned` as CardState);
}
