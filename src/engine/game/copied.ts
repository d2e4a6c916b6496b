/**
 * Issue 16, 复制 (rules reference docs/c03/复制.rst): what a gained or copied effect cannot do that the same
 * effect on its own card can.
 *
 * CH-COPY-SUMMON-TURN (复制.rst:102–108): an effect usable only 「召唤·特殊召唤成功的回合」 (in a phase of the
 * turn its card was summoned) cannot be used by a card that gained it after that summon, even in the very
 * turn the copying card itself was summoned — the summon happened before the card had the effect. A
 * condition on *how* the card was summoned (a Normal Summoned or a Fusion Summoned card) is not such a
 * condition: a copy that was summoned that way meets it (复制.rst:93–98).
 */
import type { Card, EffectFacts, TriggerWord } from '../../cards/facts.js';

/** FD-COPY-KEEPS-OWN: is this effect, on this card, one it gained (not one printed on it that it kept)? */
export function gained(card: Card, e: EffectFacts): boolean {
  return card.copiedFrom !== undefined && !(card.copiedFrom.keptEffects ?? []).includes(e);
}

/** CH-COPY-OPT: two effects lists of one text — the same list, or a copy's that holds the copied card's effects (FD-COPY-KEEPS-OWN). */
export function sameText(a: readonly EffectFacts[], b: readonly EffectFacts[]): boolean {
  return a === b || a.some((x) => b.includes(x));
}

const SUMMON_ARMS: readonly TriggerWord[] = ['summoned', 'special-summoned', 'flip-summoned'];

// 「…当作和那只怪兽同名卡使用，得到相同的原本攻击力和效果」「…得到和那只怪兽的原本的卡名·效果相同的卡名·效果」: the effect that makes the copy.
const MAKES_COPY = /同名卡使用|得到[^。]*?卡名[·・]效果/;
const MARKS = '①②③④⑤⑥⑦⑧⑨⑩';

/**
 * CH-COPY-OWN-SPENT (docs/c03/复制.rst:17–21): the copying card's own 1回合1次 effect that makes the copy (「…直到结束阶段当作和那只
 * 怪兽同名卡使用，得到相同的…效果」) has been activated this turn by that card — the copy (`X(复制:Y)`) lasts only until the End Phase and
 * comes from it — so the kept effect cannot be activated again this turn. True for that kept effect; false for any other.
 */
export function copyOwnSpent(card: Card, e: EffectFacts): boolean {
  const from = card.copiedFrom;
  if (!from || from.nameKept || e.oncePerTurn !== 'soft' || from.ownText === undefined) return false;
  const i = (from.keptEffects ?? []).indexOf(e);
  if (i < 0) return false;
  const own = (from.ownEffects ?? []).filter((x) => !x.pendulum)[i];
  if (!own || own.n < 1 || own.n > MARKS.length) return false;
  const at = from.ownText.indexOf(`${MARKS[own.n - 1]}：`);
  if (at < 0) return false;
  const rest = from.ownText.slice(at + 2);
  const next = rest.search(/[①-⑩]：/);
  return MAKES_COPY.test(next < 0 ? rest : rest.slice(0, next));
}

/** Does this effect, on this card, need the turn of a summon the card made before it gained the effect? */
export function copiedSummonTurn(card: Card, e: EffectFacts): boolean {
  if (!gained(card, e)) return false;
  if ((e.condition ?? []).some((c) => c.is === 'self-state' && c.state === 'summoned-this-turn')) return true;
  return (e.trigger?.armedBy ?? []).some((w) => SUMMON_ARMS.includes(w));
}

/**
 * CH-COPY-RETURN (复制.rst:79–84): a gained effect that returns this card to the Extra Deck (「这张卡回到额外卡组」, as a cost
 * or a step) works on a copying card that can go there — a Fusion, Synchro, Xyz or Link Monster — and on no other: the
 * card cannot be returned, so an optional such effect cannot be activated, and a mandatory one is activated and applies
 * nothing. True when this card that gained the effect cannot go where it would return itself.
 */
export function copiedCannotReturn(card: Card, e: EffectFacts): boolean {
  if (!gained(card, e)) return false;
  const extraDeckCard = card.type.subtypes.some((s) => EXTRA_DECK_KINDS.includes(s));
  const returnsToExtra = [...(e.cost ?? []), ...e.does].some((a) => a.do === 'return-to-deck' && a.what === 'self' && a.to === 'extra');
  return returnsToExtra && !extraDeckCard;
}

const EXTRA_DECK_KINDS: readonly string[] = ['fusion', 'synchro', 'xyz', 'link'];

/**
 * CH-COPY-MATERIALS (复制.rst:110–115): a gained effect that needs this card summoned with certain materials (「用通常怪兽作为素材作
 * 融合召唤的这张卡」, 「用「X」为素材作连接召唤的场合」, 「怪兽3只以上为素材作融合召唤的这张卡」) speaks of the copied card's own summon: a card
 * that took the effect never meets it, whatever it was summoned with itself. True when this effect, on this card, needs that.
 */
export function copiedMaterials(card: Card, e: EffectFacts): boolean {
  if (!gained(card, e)) return false;
  return (e.condition ?? []).some((c) => c.is === 'exists' && c.filter.self === true && (c.filter.materialsAre !== undefined || c.filter.madeWith !== undefined || c.filter.materialsMin !== undefined));
}

/**
 * CH-COPY-NO-MATERIALS (docs/c03/复制.rst:66): the same card holds no Xyz Material, so a gained effect whose cost detaches this card's
 * materials (「把这张卡N个超量素材取除才能发动」) has nothing to pay it with.
 */
export function copiedCannotDetach(card: Card, e: EffectFacts): boolean {
  if (!gained(card, e) || card.type.subtypes.includes('xyz')) return false;
  return (e.cost ?? []).some((c) => c.do === 'detach' && (c.what === 'self' || c.what === undefined));
}

/**
 * CH-COPY-NO-MATERIALS (复制.rst:66–71): a card that gained an Xyz Monster's effects is no Xyz Monster — it cannot hold Xyz Materials, nor
 * have any attached. A gained effect that does nothing but attach a monster under this card (「那只怪兽在这张卡下面重叠作为超量素材」) could
 * not be carried out: it cannot be activated. (An Xyz Monster that took it can.)
 */
export function copiedCannotAttach(card: Card, e: EffectFacts): boolean {
  if (!gained(card, e) || card.type.subtypes.includes('xyz')) return false;
  // (A step that detaches this card's own materials — 「这张卡的超量素材全部取除，把作为对象的怪兽在这张卡下面重叠作为超量素材」 — has
  // nothing to do on it either: with the attach it is the whole effect. A step beside that does something else — a negation before the
  // attach — can still be done, and the effect activated.)
  return e.does.some((a) => a.do === 'attach' && a.onto === 'self' && !a.optional)
    && e.does.every((a) => (a.do === 'attach' && a.onto === 'self') || (a.do === 'detach' && (a.what === 'self' || a.what === undefined)));
}
