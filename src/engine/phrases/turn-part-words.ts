/**
 * CH-TURN-PART: a part of an effect lasting the rest of the turn, in words of the answer's language — never the card's Chinese
 * text quoted in an English answer. Said from what the engine read of the part: the summon limits read from it (its `limits`,
 * pledge-shaped), or the effect's own lock for the turn on activations (a step with `duration: 'turn'` and `forbidsActivation`,
 * a Counter Trap that forbids Traps for the turn); a part read as neither is said as a limit of the card's text for the rest of the turn, not translated.
 */
import { t, type Text } from '../../i18n/text.js';
import type { Action, CardKind, EffectFacts } from '../../cards/facts.js';
import { describeFilter } from './legality.js';

type TurnPart = NonNullable<EffectFacts['turnParts']>[number];
type Limit = NonNullable<TurnPart['limits']>[number];

const KIND_EN: Record<CardKind, string> = { monster: 'monster effects', spell: 'Spell cards', trap: 'Trap cards' } as Record<CardKind, string>;
const SUMMON_EN: Partial<Record<string, string>> = { 'special-summon': 'Special Summon', summon: 'Normal Summon', 'flip-summon': 'Flip Summon', set: 'Set' };

/** One summon (or draw) limit: 「自己不是融合怪兽不能从额外卡组特殊召唤」 → 'you cannot Special Summon from the Extra Deck, except a Fusion monster'. */
function limitEn(l: Limit): string | null {
  // CH-TURN-PART-DRAW-LOCK: 「自己不能用卡的效果抽卡」 — no summon: its own words.
  if (l.forbids === 'draw') return 'its player cannot draw by card effects (the normal draw is no card effect)';
  const verbs = [l.forbids, ...(l.alsoForbids ?? [])].map((v) => SUMMON_EN[v]);
  if (verbs.some((v) => v === undefined)) return null;
  const from = l.onlyFrom ? ` from ${(Array.isArray(l.onlyFrom) ? l.onlyFrom : [l.onlyFrom]).map((p) => (p === 'extra' ? 'the Extra Deck' : p === 'gy' ? 'the GY' : p === 'hand' ? 'the hand' : p === 'deck' ? 'the Deck' : p)).join(' or ')}` : '';
  const except = l.exceptCards ? `, except ${describeFilter(l.exceptCards).en}` : '';
  return `its player cannot ${verbs.join(' or ')} monsters${from}${except}`;
}

/** The lock on activations a step leaves for the turn (「直到回合结束时对方不能把陷阱卡发动」). */
function lockEn(a: Action): string | null {
  const f = a.forbidsActivation;
  if (!f || a.duration !== 'turn') return null;
  const kinds = f.cardKind === undefined ? [] : Array.isArray(f.cardKind) ? f.cardKind : [f.cardKind];
  const who = a.player === 'opponent' ? 'the opponent' : a.player === 'both' ? 'neither player' : 'its player';
  const what = kinds.length ? kinds.map((k) => KIND_EN[k] ?? 'cards').join(' or ') : 'cards or effects';
  return `${who} ${a.player === 'both' ? 'can' : 'cannot'} activate ${what}`;
}

/** The words for a turn part: Chinese, the card's own; English, what was read of it. */
export function turnPartWords(part: TurnPart, does: readonly Action[]): Text {
  const limits = part.limits?.map(limitEn) ?? [];
  const read = limits.length && limits.every((l) => l !== null) ? (limits as string[]) : does.map(lockEn).filter((w): w is string => w !== null);
  return t(`『${part.text}』`, read.length ? `for the rest of the turn, ${read.join('; ')}` : "a limit of the card's text lasting the rest of the turn (its words are not translated)");
}
