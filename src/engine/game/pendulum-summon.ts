/**
 * CH-PENDULUM-SUMMON (issue 16; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:34, :101): a Pendulum Summon
 * (灵摆召唤, `灵摆召唤 X`) is a Special Summon the rules make — neither a card's effect nor any monster's own procedure. So:
 * - it takes a monster from the hand, or a face-up Pendulum Monster from the Extra Deck — nothing else (not the GY, the Deck,
 *   banishment, nor a face-down Extra Deck monster);
 * - a Special Summon monster (特殊召唤怪兽: one that cannot be Normal Summoned — a Fusion, Synchro, Xyz, Link or Ritual Monster,
 *   or one whose text says it cannot) must first come out by its own proper way: from the hand it never was, so it cannot be
 *   Pendulum Summoned; face-up in the Extra Deck it may be only once it was properly summoned (`正规出场`; not given: assumed,
 *   and said);
 * - one whose condition allows only its own way (`summonOnly` on a procedure that summons it: 「…的场合才能特殊召唤」) or only card
 *   effects (`summonOnly` with no such procedure, 「只能用卡的效果特殊召唤」) is never Pendulum Summoned from the Extra Deck: a Pendulum
 *   Summon is neither; from the hand the reason said is the first: it never came out its proper way.
 * - (review s41; rules reference docs/c02/卡片·效果的发动.rst:86 — Scales 2 and 8 allow levels 3 to 7) its levels must lie strictly between the Scales of the two Pendulum cards its
 *   player has set in both Pendulum Zones (CMP-LEVEL-IN-SCALES, CMP-SCALE-BECOMES read) — with that player's field listed, no two
 *   Scales or a level not between them refuses it; with the field not listed, it is assumed, and said.
 */
import type { Board, BoardCard } from '../types.js';
import type { Player } from '../../cards/facts.js';
import { pendulumScalesOf } from './match.js';
import type { Text } from '../../i18n/text.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

const NOT_NORMAL = ['fusion', 'synchro', 'xyz', 'link', 'ritual', 'special-summon'];

/** Why this card cannot be Pendulum Summoned from where it is, or null. */
export function pendulumSummonRefusal(c: BoardCard): Text | null {
  const card = c.card;
  const name = card.name;
  if (card.type.kind !== 'monster') return say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'not-monster' } });
  const pendulum = card.type.subtypes.includes('pendulum');
  const fromHand = c.zone === 'hand' || c.zone === null;
  const fromExtra = c.zone === 'extra' && pendulum && c.states.includes('face-up-in-extra');
  if (!fromHand && !fromExtra) return say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'place', zone: c.zone } });
  const special = card.type.subtypes.some((s) => NOT_NORMAL.includes(s));
  if (!special) return null;
  // From the hand a Special Summon monster was never properly summoned: that is the reason, whatever its condition says.
  if (fromHand) return say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'special-from-hand' } });
  // 「…才能特殊召唤」: only its own way (a procedure that summons it) — or, with no such procedure, only card effects.
  const only = card.effects.find((e) => e.kind === 'procedure' && e.summonOnly);
  // (A procedure compiled from the card text — 「…的场合才能特殊召唤」 — summons it by its own way though its steps are not read.)
  if (only) return say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: only.does.some((a) => a.do === 'special-summon') || only.source === 'inferred' ? 'only-own-way' : 'only-effects' } });
  if (c.states.includes('not-properly-summoned')) return say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'never-proper' } });
  return null;
}

/**
 * A Special Summon monster face-up in the Extra Deck whose proper summon the situation does not state (`正规出场`): it may be Pendulum
 * Summoned only if it was properly summoned before — assumed, and said (the caller puts it in the answer's assumptions).
 */
export function pendulumSummonAssumed(c: BoardCard): Text | null {
  if (c.zone !== 'extra' || !c.card.type.subtypes.some((s) => NOT_NORMAL.includes(s)) || c.states.includes('properly-summoned')) return null;
  return say({ rule: R.PENDULUM_SUMMON, params: { card: c.card.name, variant: 'assumed-proper' } });
}

/**
 * The Pendulum Scales: with `actor`'s field listed (`known` holds `A:field`), refused unless both Pendulum Zones hold Pendulum cards and
 * the monster's level is strictly between their Scales; with it not listed, the Scales are assumed to allow it (`assumed`, said).
 */
export function pendulumScaleCheck(board: Board, c: BoardCard, actor: Player, known: ReadonlySet<string>): { refused?: Text; assumed?: Text } {
  const name = c.card.name;
  if (!known.has(`${actor}:field`)) return { assumed: say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'assumed-scales' } }) };
  const scales = pendulumScalesOf(board, actor);
  if (!scales) return { refused: say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'no-scales' } }) };
  const level = c.card.level;
  if (level === undefined || !(level > scales[0] && level < scales[1])) {
    return { refused: say({ rule: R.PENDULUM_SUMMON, params: { card: name, variant: 'level', level: level ?? '-', low: scales[0], high: scales[1] } }) };
  }
  return {};
}
