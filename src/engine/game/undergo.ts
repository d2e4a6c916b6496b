/**
 * Can a card undergo an action at all? What the kind of card itself rules out, whatever the effect:
 * - a Link monster (链接怪兽) has no DEF and is always in attack position: it cannot be changed to
 *   Defense Position or face-down, cannot be special summoned in Defense Position, and an effect that
 *   changes or copies DEF has nothing to change on it (rules reference c01, master rule 2017);
 * - a Token (衍生物) cannot be face-down, nor banished face-down (rules reference c02, basic terms:
 *   tokens, docs/c02/基本用语.rst:1062–1063) — it can be banished face-up (:1039).
 *
 * Read by chain legality (nothing to apply to, targets) and by the trigger window alike, so the
 * answer is the same wherever it is asked. Pure.
 */
import type { Action, Card } from '../../cards/facts.js';
import { hasContinuous } from './speed.js';
import type { BoardCard } from '../types.js';
import { isField } from './board.js';

/** Why a card cannot undergo an action: the rule that says so, or null when it can. */
export type UndergoFailure = 'link-position' | 'link-no-def' | 'token-face-down' | 'cannot-be-banished' | 'control-locked';

export function isLinkMonster(card: Card): boolean {
  return card.type.kind === 'monster' && card.type.subtypes.includes('link');
}

export function isToken(card: Card): boolean {
  return card.type.kind === 'monster' && card.type.subtypes.includes('token');
}

/**
 * CH-COST-SEND-NOT-GY (rules reference docs/c02/基本用语.rst:129, :1043): a card that would not arrive in the GY if
 * sent there — a Token (it vanishes), a face-up Pendulum Monster on the field (it goes face-up to the Extra Deck) —
 * cannot be the card a cost sends to the GY. (A tribute is another matter: either may be tributed.)
 */
export function neverReachesGy(c: BoardCard): boolean {
  if (isToken(c.card)) return true;
  return isField(c.zone) && c.faceUp && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
}

/**
 * GY-PENDULUM-EXTRA (rules reference docs/c02/基本用语.rst:382): a Pendulum Monster face-up on the field that would go to
 * the GY (destroyed, tributed, sent) goes face-up to the Extra Deck instead — it never reaches the GY.
 */
export function pendulumToExtra(c: BoardCard): boolean {
  return !isToken(c.card) && neverReachesGy(c);
}

/**
 * 「场上的表侧表示的这张卡不能除外」: a banish of a card that is face-up on the field and prints that it
 * cannot be banished there (CH-CANNOT-BE-BANISHED). Elsewhere (the GY) it can be banished.
 */
export function cannotBeBanished(a: Action, card: Card, onFieldFaceUp: boolean): boolean {
  return a.do === 'banish' && onFieldFaceUp && card.effects.some((e) => e.kind === 'continuous' && e.does.some((x) => x.do === 'cannot-be-banished' && (x.what === undefined || x.what === 'self')));
}

/**
 * 「控制权不会被转移」: taking control of the card, or equipping it to a monster of the other player (a
 * monster used as an Equip Card changes control), cannot be done while it is face-up on the field (CH-CONTROL-LOCKED).
 */
export function controlLocked(a: Action, card: Card, onFieldFaceUp: boolean, otherPlayers: boolean): boolean {
  if (!onFieldFaceUp) return false;
  if (!(a.do === 'take-control' || (a.do === 'equip' && card.type.kind === 'monster' && otherPlayers))) return false;
  return card.effects.some((e) => e.kind === 'continuous' && e.does.some((x) => x.do === 'cannot-change-control' && (x.what === undefined || x.what === 'self')));
}

/** Does the action turn its card face-down (里侧表示)? */
function turnsFaceDown(a: Action): boolean {
  return a.do === 'flip-face-down' || (a.do === 'change-position' && a.position === 'face-down-defense') || (a.do === 'set' && a.position !== undefined) || (a.do === 'banish' && a.faceDown === true);
}

/**
 * The reason `card` cannot undergo `a`, or null. Only a monster's own kind is judged here; whether
 * the card is where the action looks, face-up, protected … is the caller's question.
 */
export function cannotUndergo(a: Action, card: Card): UndergoFailure | null {
  if (card.type.kind !== 'monster') return null;
  if (isLinkMonster(card)) {
    if (a.do === 'change-position' || a.do === 'flip-face-down') return 'link-position';
    if (a.do === 'set' && a.position !== undefined) return 'link-position';
    if (a.do === 'special-summon' && (a.position === 'defense' || a.position === 'face-down-defense')) return 'link-position';
    if (a.do === 'modify-stats' && (a.stat === 'def' || a.needsDef)) return 'link-no-def';
  }
  if (isToken(card) && turnsFaceDown(a)) return 'token-face-down';
  return null;
}

/** Can `card` give the values an action reads from it (「变成和那只怪兽相同」)? A Link monster has no DEF. */
export function cannotProvide(a: Action, card: Card): UndergoFailure | null {
  if (a.do !== 'modify-stats' || !a.readsFrom) return null;
  return isLinkMonster(card) && (a.stat === 'def' || a.stat === 'atk-def') ? 'link-no-def' : null;
}

/** The actions that happen first and together (up to the first 「之后」 step), leaving out optional ones. */
export function firstStep(does: readonly Action[]): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < does.length; i++) {
    const a = does[i]!;
    if (i > 0 && a.then) break;
    // (A step done at a later moment — 「这个回合的结束阶段时…」, `whenever` — is not one the resolution applies now.)
    if (a.optional || a.ifDone || a.whenever) continue;
    out.push(a);
  }
  return out;
}

/**
 * An optional trigger on an event whose first step acts on the cards of that event (「那些怪兽」): the
 * reason none of them can undergo it, or null when one can (or the step acts on something else).
 */
export function eventCardsCannotUndergo(does: readonly Action[], cards: readonly Card[]): UndergoFailure | null {
  if (cards.length === 0) return null;
  for (const a of firstStep(does)) {
    if (a.what !== 'event-cards') continue;
    const reasons = cards.map((c) => cannotUndergo(a, c));
    if (reasons.every((r) => r !== null)) return reasons[0]!;
  }
  return null;
}

/**
 * 「这张卡不能除外」-type limits printed on the card (a continuous `forbids` on `self`): the action cannot
 * be done to it while it is face-up on the field — a target of an effect that must do it is no valid
 * target, and an effect on every card passes it by. The caller checks face-up on the field.
 */
const selfLimits = new WeakMap<Card, Action['do'][]>();
export function printedCannotUndergo(a: Action, card: Card): boolean {
  if (!hasContinuous(card)) return false;
  let list = selfLimits.get(card);
  if (!list) {
    list = [];
    for (const e of card.effects) {
      if (e.kind !== 'continuous') continue;
      for (const x of e.does) if (x.forbids && x.what === 'self') list.push(x.forbids);
    }
    selfLimits.set(card, list);
  }
  return list.length > 0 && list.includes(a.do);
}
