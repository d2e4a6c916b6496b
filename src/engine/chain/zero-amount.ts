/**
 * CH-ZERO-AMOUNT-TARGET (攻守计算, rules reference docs/c03/攻守计算.rst:118–123): halving or doubling 0
 * still counts as applying (an ATK-halving or ATK-setting effect may target a monster at ATK 0), but an effect whose next step
 * uses the amount its change took — an effect 「那只怪兽的攻击力变成一半，这张卡的攻击力上升那个数值」,
 * another 「…变成一半，给与对方那个数值的伤害」 — could not do that step against a monster whose ATK is
 * already 0: such a monster is no valid target.
 */
import type { Action, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import { isField } from '../game/board.js';
import { currentAtk, statsOf } from '../game/stats.js';
import { othersTotal } from '../game/actions.js';
import { R } from '../rule-ids.js';
import type { Phrase } from '../phrases/index.js';

/** A change of the targets' ATK that takes an amount from them (a halving or a lower), followed by a step using that amount. */
function takesAmount(does: readonly Action[]): boolean {
  for (let i = 0; i + 1 < does.length; i++) {
    const a = does[i]!;
    if (a.do !== 'modify-stats' || a.what !== 'targets' || !a.change || a.stat === 'def' || !does[i + 1]!.ofChange) continue;
    const c = a.change;
    if (c.layer === 'current' && (c.op === 'half' || (c.op === 'add' && (c.value ?? 0) < 0))) return true;
  }
  return false;
}

export function zeroAmountTarget(j: Judging): Phrase | null {
  const { e, link, board } = j;
  if (!e.targets || link.targets.length === 0 || !takesAmount(e.does)) return null;
  for (const r of link.targets) {
    const c = board.cards[r];
    if (!c || !isField(c.zone) || !c.faceUp || c.zone !== 'monster') continue;
    if (currentAtk(c) === 0) {
      return { rule: R.ZERO_AMOUNT_TARGET, params: { card: c.card.name } };
    }
  }
  return null;
}

/**
 * CH-ZERO-AMOUNT-CHANGE (rules reference docs/c03/特定效果的处理方法.rst:505–512): an effect whose first step raises
 * or lowers ATK/DEF by a card's value (「这张卡的攻击力上升作为对象的怪兽的原本攻击力数值」, the step's `amountFrom`) and
 * that goes on to a further step cannot be activated when that value is 0 — the change would be by 0, whatever
 * its wording. Read at activation from the targets chosen, or from its own card face-up on the field.
 */
export function zeroAmountChange(j: Judging): Phrase | null {
  const { e, link, board } = j;
  const first = e.does[0];
  if (!first || first.do !== 'modify-stats' || !first.amountFrom || first.change || e.does.length < 2) return null;
  const { of, stat, original } = first.amountFrom;
  if (of === 'battle-opponent' || of === 'cost' || of === 'answered') return null;
  // CH-STAT-OTHERS-TOTAL: the other face-up monsters' values in all.
  if (of === 'field-others') {
    if (othersTotal(board, link.ref, first.amountFrom) !== 0) return null;
    j.rules.push(R.STAT_OTHERS_TOTAL);
    return { rule: R.ZERO_AMOUNT_CHANGE, params: { name: link.name, card: board.cards[link.ref]?.card.name ?? '', original, stat, others: true } };
  }
  const cards = of === 'self' ? [board.cards[link.ref]] : link.targets.map((r) => board.cards[r]);
  const known = cards.filter((c): c is NonNullable<typeof c> => c !== undefined && (of === 'targets' || (isField(c.zone) && c.faceUp && c.zone === 'monster')));
  if (known.length === 0) return null;
  const values = known.map((c) => {
    const v = statsOf(c)[stat];
    return v === null ? null : original ? v.original : v.value;
  });
  if (values.some((v) => v === null || v !== 0)) return null;
  return { rule: R.ZERO_AMOUNT_CHANGE, params: { name: link.name, card: known[0]!.card.name, original, stat } };
}

/**
 * CH-ATTACKED-NOTHING (rules reference docs/c03/特定效果的处理方法.rst:533): an optional trigger of its own card's attack
 * declaration whose every step acts on the monster attacked — negating its effects, raising by its ATK — cannot be activated
 * when none of them would change anything: a monster with no effects (a Normal Monster, a Token) whose ATK is 0. A step of any
 * other kind, or a value not known, keeps it activatable.
 */
export function attackedNothing(j: Judging): Phrase | null {
  const { e, link, board } = j;
  if (e.mandatory === true || e.kind !== 'trigger' || e.trigger?.event !== 'attack-declared' || e.targets || e.does.length === 0) return null;
  const attack = board.attack;
  if (!attack || !attack.target || (board.aliases?.[attack.attacker] ?? attack.attacker) !== link.ref) return null;
  const t = board.cards[board.aliases?.[attack.target] ?? attack.target];
  if (!t || t.zone !== 'monster' || !t.faceUp) return null;
  const subtypes = t.card.type.subtypes;
  const noEffects = t.card.type.kind === 'monster' && ((subtypes.includes('normal') && !subtypes.includes('effect')) || subtypes.includes('token'));
  for (const a of e.does) {
    if (a.do === 'negate-effects' && a.what === 'event-cards' && noEffects) continue;
    if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'battle-opponent') {
      const v = statsOf(t)[a.amountFrom.stat];
      const value = v === null ? null : a.amountFrom.original ? v.original : v.value;
      if (value !== null && (a.amountFrom.half ? Math.floor(value / 2) : value) === 0) continue;
    }
    return null;
  }
  return { rule: R.ATTACKED_NOTHING, params: { name: link.name, card: t.card.name } };
}

/**
 * CH-LOWER-SHORT (rules reference docs/c03/特定效果的处理方法.rst:506–513): an effect whose first step lowers its own
 * card's ATK and/or DEF by a fixed number (「这张卡的攻击力·守备力下降500」) and goes on to a further step cannot be
 * activated when that stat of the card face-up on the field is already below the number: the first step could not be
 * done in full, so neither could the rest. A mandatory effect is not refused here. Other cards' stats are not judged
 * (a lowering of an opponent's monster below 0 still applies).
 */
export function lowerShort(j: Judging): Phrase | null {
  const { e, self } = j;
  const first = e.does[0];
  if (!first || e.mandatory === true || e.does.length < 2) return null;
  if (first.do !== 'modify-stats' || first.what !== 'self' || !first.change || first.change.layer !== 'current') return null;
  if (first.change.op !== 'add' || typeof first.change.value !== 'number' || first.change.value >= 0) return null;
  if (self.zone !== 'monster' || !self.faceUp) return null;
  const by = -first.change.value;
  const s = statsOf(self);
  const stats = first.stat === 'atk-def' ? (['atk', 'def'] as const) : first.stat === 'def' ? (['def'] as const) : (['atk'] as const);
  for (const stat of stats) {
    const v = s[stat]?.value;
    if (typeof v === 'number' && v < by) return { rule: R.LOWER_SHORT, params: { name: j.name, card: self.card.name, stat, by, value: v } };
  }
  return null;
}

/**
 * CH-LOWER-SHORT-APPLY (rules reference docs/c02/怪兽的效果分类.rst:72, docs/c03/战斗阶段流程.rst:800–823,
 * docs/c03/特定效果的处理方法.rst:506–517): at resolution, an effect whose first step lowers its own card's ATK and/or
 * DEF by a fixed number and goes on to a further step applies nothing at all when that first step cannot be done in
 * full — the stat is below the number, or the monster is destroyed by battle (its stats can no longer change by
 * effects). A lowering for a time (「直到回合结束时下降」, docs/c03/攻守计算.rst:137) is not such a price: it goes to 0 and the
 * rest applies. A mandatory effect is still activated (CH-LOWER-SHORT lets it) and then does nothing: what it answers is
 * not negated.
 */
export function lowerShortAtResolution(name: Judging['name'], e: EffectFacts, self: BoardCard | undefined): Phrase | null {
  const first = e.does[0];
  if (!first || e.does.length < 2 || !self) return null;
  if (first.do !== 'modify-stats' || first.what !== 'self' || !first.change || first.change.layer !== 'current') return null;
  if (first.change.op !== 'add' || typeof first.change.value !== 'number' || first.change.value >= 0) return null;
  // A lowering for a time (「直到回合结束时下降1000，…」) is a change that lasts, not a price paid: it goes to 0 and the rest applies.
  if (first.duration !== undefined && first.duration !== 'permanent') return null;
  if (self.zone !== 'monster' || !self.faceUp) return null;
  const by = -first.change.value;
  const stats = first.stat === 'atk-def' ? (['atk', 'def'] as const) : first.stat === 'def' ? (['def'] as const) : (['atk'] as const);
  if (self.states.includes('battle-destroyed')) return { rule: R.LOWER_SHORT_APPLY, params: { name, card: self.card.name, stat: stats[0], by, value: null } };
  const s = statsOf(self);
  for (const stat of stats) {
    const v = s[stat]?.value;
    if (typeof v === 'number' && v < by) return { rule: R.LOWER_SHORT_APPLY, params: { name, card: self.card.name, stat, by, value: v } };
  }
  return null;
}

/**
 * CH-LOWER-SHORT-TARGET (rules reference docs/c03/攻守计算.rst:145–152): the same price on the one monster it targets — an
 * effect whose first step lowers the targeted monster's ATK/DEF by a fixed number for good (「那只怪兽的攻击力下降500，给与对方500
 * 伤害」) and goes on to a further step applies nothing at all when, at resolution, that monster has less than the number.
 * A lowering for a time (「直到回合结束时…下降800，效果无效化」, docs/c03/攻守计算.rst:138, :140) goes to 0 and the rest applies.
 */
export function lowerShortTargetAtResolution(name: Judging['name'], e: EffectFacts, target: BoardCard | undefined): Phrase | null {
  const first = e.does[0];
  if (!first || e.does.length < 2 || !target) return null;
  if (first.do !== 'modify-stats' || first.what !== 'targets' || !first.change || first.change.layer !== 'current') return null;
  if (first.change.op !== 'add' || typeof first.change.value !== 'number' || first.change.value >= 0) return null;
  // 「直到回合结束时，选择的怪兽的攻击力下降800，效果无效化」: a duration written before the steps lasts for all of them.
  if (e.does.some((a) => a.duration !== undefined && a.duration !== 'permanent')) return null;
  if (target.zone !== 'monster' || !target.faceUp) return null;
  const by = -first.change.value;
  const stats = first.stat === 'atk-def' ? (['atk', 'def'] as const) : first.stat === 'def' ? (['def'] as const) : (['atk'] as const);
  const s = statsOf(target);
  for (const stat of stats) {
    const v = s[stat]?.value;
    if (typeof v === 'number' && v < by) return { rule: R.LOWER_SHORT_TARGET, params: { name, card: target.card.name, stat, by, value: v } };
  }
  return null;
}

/**
 * CH-ZERO-SET-ALREADY (rules reference docs/c03/特定效果的处理方法.rst:440–446): an effect that must be activated and whose only
 * change on the field is 「攻击力变成0」 for one monster — its target, or the attacking monster (「那只攻击怪兽的攻击力变成0」) — cannot be
 * activated when that monster's ATK is already 0: nothing would change. Its other steps may act only off the field (a card of the
 * Deck looked at, added, sent). 「全部攻击力变成0」 (every monster) is not refused, nor is a halving (0 halved is still a change applied).
 */
export function zeroSetAlready(j: Judging): Phrase | null {
  const { e, link, board } = j;
  if (e.mandatory === true || e.kind === 'continuous' || e.kind === 'procedure') return null;
  const sets = e.does.filter((a) => a.do === 'modify-stats' && (a.what === 'attacker' || a.what === 'targets') && a.stat === 'atk' && a.change?.layer === 'current' && a.change.op === 'set' && a.change.value === 0 && !a.amountFrom);
  if (sets.length !== 1) return null;
  for (const a of e.does) if (a !== sets[0] && !offField(a)) return null;
  const step = sets[0]!;
  const refs = step.what === 'attacker' ? (board.attack ? [board.aliases?.[board.attack.attacker] ?? board.attack.attacker] : []) : link.targets;
  if (refs.length !== 1) return null;
  const c = board.cards[refs[0]!];
  if (!c || c.zone !== 'monster' || !c.faceUp) return null;
  if (currentAtk(c) !== 0) return null;
  return { rule: R.ZERO_SET_ALREADY, params: { name: link.name, card: c.card.name } };
}

/** A step that acts only on cards off the field (the Deck looked at, a card of it added to the hand or sent to the GY). */
function offField(a: Action): boolean {
  const from = Array.isArray(a.from) ? a.from : a.from ? [a.from] : [];
  if (a.do === 'look') return a.from === 'deck';
  if (a.do === 'add-to-hand' || a.do === 'send-to-gy') return from.length > 0 && from.every((f) => f === 'deck');
  return false;
}
