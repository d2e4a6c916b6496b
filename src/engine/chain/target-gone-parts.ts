/**
 * What of a targeting effect still applies when every target is gone as it resolves (rules reference docs/c03/誓约.rst:179): the parts
 * added to the effect — a 『这个效果的发动后，○○』 step (`afterActivation`, CH-POSITION-LOCK-LEFT) and a part lasting the turn written as a
 * sentence of its own (「…。这个回合，自己不能…」, CH-TURN-PART) — apply even where the steps before them did not, unless the effect is
 * negated. A lasting part joined by a comma (「A，这个回合B」) does not (:187): it stays with the effect, said not to apply.
 */
import type { Action, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';

type TurnPart = NonNullable<EffectFacts['turnParts']>[number];

/**
 * A part that names the cards the effect reached (「作为对象的怪兽」「这个效果加入手卡的怪兽」「那只怪兽」, and the old texts' 「选择的怪兽」
 * — an old Quick-Play Spell's 「这个回合的结束阶段时，选择的怪兽的攻击力下降2000」 was applied with its target gone): with its target gone there is
 * nothing it could name, and what it then binds is not read — left out, and said not judged.
 */
const NAMES_REACHED = /作为对象|对象的|选择的(?:卡|怪兽)|这个效果[^，。]*的(?:卡|怪兽)|那(?:只|张|些)/;

/** The effect's steps and lasting parts left to apply with its targets gone; null when nothing added to the effect applies. */
export interface TargetGoneParts {
  /** The effect as it resolves: only the 『发动后』 steps and the lasting parts kept. */
  e: EffectFacts;
  /** Whether a 『发动后』 step applies (the words said differ: a lock, or a part lasting the turn). */
  afterActivation: boolean;
  /** Sentence parts left out because they name the cards the effect reached (said not judged). */
  unread: TurnPart[];
}

/**
 * Whether a 『发动后』 step (`afterActivation`) has something to apply to — a lock on this card needs the card still face-up in the
 * Monster Zone (gone or face-down, it is a new card: nothing is locked).
 */
function afterActivationApplies(does: readonly Action[], self: BoardCard | undefined): boolean {
  return does.some((a) => a.afterActivation && (a.what !== 'self' || (self !== undefined && self.zone === 'monster' && self.faceUp)));
}

export function partsWithTargetGone(e: EffectFacts, self: BoardCard | undefined): TargetGoneParts | null {
  const lock = afterActivationApplies(e.does, self);
  const parts = e.turnParts ?? [];
  // (Sentence parts only: a comma part is kept to be said not to apply, but alone it does not make the effect apply.)
  const standing = parts.filter((p) => !p.comma && !NAMES_REACHED.test(p.text));
  if (!lock && standing.length === 0) return null;
  const unread = partsNamingReached(e);
  const kept = parts.filter((p) => !unread.includes(p));
  return {
    e: { ...e, does: lock ? e.does.filter((a) => a.afterActivation) : [], turnParts: kept.length ? kept : undefined },
    afterActivation: lock,
    unread,
  };
}

/** The sentence parts lasting the turn that name the cards the effect reached (said not judged when its target is gone). */
export function partsNamingReached(e: EffectFacts): TurnPart[] {
  return (e.turnParts ?? []).filter((p) => !p.comma && NAMES_REACHED.test(p.text));
}
