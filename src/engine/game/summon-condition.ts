/**
 * 召唤条件 / 苏生限制 (CH-SUMMON-CONDITION, rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst):
 * whether an effect's Special Summon may take a given card, by the card alone. One answer for the
 * activation (../chain/applies.ts, a target or the card itself) and for the resolution of a summon step
 * (./actions.ts: the card the effect chose or summons itself, CH-SUMMON-CONDITION-STEP).
 *
 * - a Special Summon monster (特殊召唤怪兽) whose condition says its own way is the only way (`summonOnly`)
 *   is never summoned by another effect;
 * - one in the hand or Deck comes out only by its proper procedure;
 * - one (or an Extra Deck monster) the situation says was never properly summoned (`未正规出场`) is not
 *   summoned from the GY or banishment either;
 * - one whose condition keeps it from some places (「这张卡不能从卡组特殊召唤」, `neverSpecialFrom`) is not summoned from there
 *   (CH-SUMMON-CONDITION-FROM; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:191–195);
 * - an Extra Deck or Ritual monster revived from the GY or banishment (or an Equip Card) with no summon history stated is assumed
 *   properly summoned before, and said (review s45: before, only a Special Summon monster's assumption was said);
 * - a Token held as an Equip Card is no monster (CH-TOKEN-EQUIP);
 * - one only a named card's effect may summon (「「X」的效果才能特殊召唤」) comes out of the hand, Deck or Extra Deck by an effect of a
 *   card of that name, by no other (CH-SUMMON-BY-NAME); from the GY or banished it is judged as any Special Summon monster.
 */
import type { BoardCard } from '../types.js';

export type SummonBar =
  | { variant: 'token-equip' }
  /** CH-SUMMON-BY-NAME: only the effect of a card of this name may summon it, and the summoning card has another name. */
  | { variant: 'only-by'; by: string }
  | { variant: 'only' }
  /** 「这张卡不能特殊召唤」 (`neverSpecial`): no Special Summon at all. */
  | { variant: 'never' }
  | { variant: 'never-proper'; zone: BoardCard['zone'] }
  /** CH-SUMMON-CONDITION-FROM: its summoning condition keeps it from being Special Summoned from where it is. */
  | { variant: 'never-from'; zone: BoardCard['zone'] }
  /** Not barred, but its summon history was not given: assumed properly summoned (`of`: what kind of monster needs it). */
  | { variant: 'assumed'; of: 'special' | 'extra' | 'ritual' };

const EXTRA_DECK = ['fusion', 'synchro', 'xyz', 'link'];

/**
 * Why an effect (one that does not ignore summoning conditions) cannot Special Summon this card, or null. `by`: the name the
 * summoning effect's card has now (CH-SUMMON-BY-NAME: a card only X's effect summons comes out by an effect of a card named X
 * — its proper way —, and by no other: not by a card that only gained X's effect, nor by a copy of X's Spell effect; once
 * properly summoned, it may be revived as any Special Summon monster).
 */
export function summonBar(c: BoardCard, by?: string, ignoring = false): SummonBar | null {
  if (c.card.type.kind !== 'monster') return null;
  const subtypes = c.card.type.subtypes;
  if (subtypes.includes('token') && c.zone === 'spell') return { variant: 'token-equip' };
  // 「无视召唤条件」 (`ignoring`): the summoning conditions the card prints are not applied, its revival limit (苏生限制) still is — a
  // Special Summon monster (or Extra Deck / Ritual monster) never properly summoned is not summoned from the GY or banishment even so
  // (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:161–178).
  if (ignoring) return revivalBar(c);
  // CH-SUMMON-CONDITION (review s42 q1): 「这张卡不能特殊召唤」 — never Special Summoned, from wherever it is, by whichever card.
  if (neverSpecial(c)) return { variant: 'never' };
  // CH-SUMMON-CONDITION-FROM: 「这张卡不能从卡组特殊召唤」 — not from that place, by whichever card.
  if (c.zone !== null && c.card.neverSpecialFrom?.includes(c.zone)) return { variant: 'never-from', zone: c.zone };
  // (Only a summon that would be its first — from the hand, the Deck or the Extra Deck —: once properly summoned by that effect, it may
  // come back from the GY or banishment by another, as any Special Summon monster may — 苏生限制, judged below.)
  const only = by !== undefined ? c.card.effects.find((x) => x.kind === 'procedure' && x.summonOnlyBy !== undefined)?.summonOnlyBy : undefined;
  if (only !== undefined && (c.zone === 'hand' || c.zone === 'deck' || c.zone === 'extra')) return only === by ? null : { variant: 'only-by', by: only };
  // CH-SUMMON-NAMED-PROPER (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:58): the effect its condition names as one of its ways
  // (「…以及「X」的效果才能特殊召唤」) is a proper way itself — from the GY too, with no earlier proper summon.
  if (by !== undefined && c.card.effects.some((x) => x.kind === 'procedure' && x.summonAlsoBy === by)) return null;
  // CH-SUMMON-BY-ANY-EFFECT: 「用卡的效果才能特殊召唤」 — an effect's Special Summon is its proper way, from wherever it is.
  if (c.card.effects.some((x) => x.kind === 'procedure' && x.byAnyEffect)) return null;
  // The summon history the situation states (正规出场 / 未正规出场) speaks for Extra Deck monsters too.
  const never = c.states.includes('not-properly-summoned');
  // A main-deck monster that must first come out by one way (「不用仪式召唤不能特殊召唤」, `properFirst`) is held like one.
  const special = subtypes.includes('special-summon') || (!EXTRA_DECK.some((s) => subtypes.includes(s)) && c.card.effects.some((x) => x.kind === 'procedure' && x.properFirst));
  // A Ritual Monster is a Special Summon monster too, its condition the Ritual Summon (docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:24–27):
  // one the situation says was never properly summoned is barred from the GY like an Extra Deck monster (:135).
  const restricted = special || [...EXTRA_DECK, 'ritual'].some((s) => subtypes.includes(s));
  if (!restricted) return null;
  if (subtypes.includes('special-summon') && c.card.effects.some((x) => x.kind === 'procedure' && x.summonOnly)) return { variant: 'only' };
  if (c.zone === 'hand' || c.zone === 'deck') return special ? { variant: 'never-proper', zone: c.zone } : null;
  if (never) return { variant: 'never-proper', zone: c.zone };
  return assumedProper(c, special);
}

/**
 * 苏生限制 not stated (neither `正规出场` nor `未正规出场`): a monster that needs a proper summon before it is revived — a Special Summon
 * monster, an Extra Deck or a Ritual monster — in the GY, banished or held as an Equip Card is assumed properly summoned, and the answer
 * says so (review s45: an Extra Deck or Ritual monster was assumed silently). An Extra Deck or Ritual monster in the Extra Deck (an effect
 * that summons from there: its proper place, docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:121) or on the field needs nothing assumed.
 */
function assumedProper(c: BoardCard, special: boolean): SummonBar | null {
  if (c.states.includes('properly-summoned')) return null;
  // (A Special Summon monster is said wherever else it is, as before; one not placed is taken as where the effect summons from.)
  if (!special && c.zone !== 'gy' && c.zone !== 'banished' && c.zone !== 'spell' && c.zone !== null) return null;
  const subtypes = c.card.type.subtypes;
  return { variant: 'assumed', of: special ? 'special' : subtypes.includes('ritual') ? 'ritual' : 'extra' };
}

/** The revival limit alone (an effect that ignores summoning conditions): from the hand or the Deck nothing bars it. */
function revivalBar(c: BoardCard): SummonBar | null {
  if (c.zone === 'hand' || c.zone === 'deck') return null;
  const subtypes = c.card.type.subtypes;
  const kinds = ['special-summon', ...EXTRA_DECK, 'ritual'];
  const properFirst = c.card.effects.some((x) => x.kind === 'procedure' && x.properFirst);
  if (!kinds.some((s) => subtypes.includes(s)) && !properFirst) return null;
  if (c.states.includes('not-properly-summoned')) return { variant: 'never-proper', zone: c.zone };
  // (Not stated: as without the ignoring, it is taken as properly summoned, and said.)
  const special = subtypes.includes('special-summon') || (!EXTRA_DECK.some((s) => subtypes.includes(s)) && properFirst);
  return assumedProper(c, special);
}

/**
 * 苏生限制 (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:130–151): a monster whose revival needs a proper summon before — a
 * Special Summon monster, an Extra Deck or Ritual monster, or one that must first come out by one way (`properFirst`).
 */
export function needsProperSummon(c: BoardCard): boolean {
  if (c.card.type.kind !== 'monster') return false;
  const subtypes = c.card.type.subtypes;
  return ['special-summon', ...EXTRA_DECK, 'ritual'].some((s) => subtypes.includes(s)) || c.card.effects.some((x) => x.kind === 'procedure' && x.properFirst);
}

/** 「这张卡不能特殊召唤」: its summoning condition (`neverSpecial`) forbids every Special Summon of it. */
export function neverSpecial(c: BoardCard): boolean {
  return c.card.type.kind === 'monster' && c.card.neverSpecial === true;
}

/** Whether a bar stops the summon (an assumed proper summon does not). */
export function barsSummon(bar: SummonBar | null): boolean {
  return bar !== null && bar.variant !== 'assumed';
}
