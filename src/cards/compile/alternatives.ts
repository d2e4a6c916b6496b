/**
 * CMP-EVENT-ALTERNATIVES: a trigger whose condition lists two events as alternatives, each a clause of its own with its own subject
 * and its own closing word — 「这张卡的攻击宣言时或者对方把怪兽的效果发动的场合」 (俱舍怒威族·独角兽③), 「这张卡特殊召唤成功时或者对方场上有
 * 5星以上的怪兽特殊召唤时」 (月华龙 黑蔷薇), 「…被对方的效果破坏送去墓地时或者在伤害步骤开始时」 (屋尘妖). Read as one clause, the second
 * event took the first one's subject (this card) and timing, so the opponent's activation was never met; each alternative is
 * read on its own, and a 「…的场合」 one does not miss timing (docs/c03/诱发类效果.rst:307: 「○○发动的场合」 is activated after that chain).
 * (Not when the second clause goes on with the first one's subject — 「这张卡被除外的场合或者从场上送去墓地的场合」「…成为对方的效果的对象时
 * 或者被选择作为…攻击对象时」: those stay one pattern, CMP-EVENT-FROM-ONE / CMP-EVENT-OR-CAUSE.)
 */
import type { EffectFacts } from '../facts.js';
import { compileEvents } from './events.js';

/** Two clauses, each closed by 「时」 or 「的场合」; the second opens with a subject or a moment of its own. */
const TWO_CLAUSES = /^([^，。]+?(?:时|的场合))或者((?:这张卡|对方|自己|双方|场上|在)[^，。]*?(?:时|的场合))$/;

const timingOf = (clause: string): 'when' | 'if' => (clause.endsWith('的场合') ? 'if' : 'when');

/** The condition's alternatives as patterns, set on the trigger effect; nothing when it lists none (or one is not read). */
export function eventAlternatives(e: EffectFacts, conditions: readonly string[]): void {
  if (e.kind !== 'trigger' || !e.trigger || e.trigger.armedBy) return;
  const cond = conditions.find((x) => x.includes('或者') && TWO_CLAUSES.test(x));
  const m = cond ? TWO_CLAUSES.exec(cond) : null;
  if (!m) return;
  const first = compileEvents([m[1]!]).trigger;
  const second = compileEvents([m[2]!]).trigger;
  const read = (t: typeof first): boolean => t !== null && t.on !== undefined && t.on.some((w) => w !== 'other');
  if (!read(first) || !read(second)) return;
  e.trigger = first!;
  if (e.timing) e.timing = timingOf(m[1]!);
  e.orTriggers = [{ trigger: second!, ...(e.timing ? { timing: timingOf(m[2]!) } : {}) }];
}

/**
 * CMP-EVENT-ALTERNATIVES-ALIKE: the readers that refine a trigger from its condition's words (WIN-ALREADY-THERE, WIN-CAUSE-CARD-KIND,
 * WIN-DESTROYED-BY, the summoning card, WIN-TRAP-OWN-CHAIN) are run on every alternative too, each with the conditions in which the
 * two clauses are replaced by that alternative's own — before, only the first alternative was refined: 「这张卡在手卡·墓地存在，…的场合
 * 或者自己把…的发动无效的场合」 (天空圣骑士 阿克珀耳修斯) watched from the hand and GY for its first event only, and 三联电子人's
 * 「…或者这张卡已在怪兽区域存在的状态有…特殊召唤的场合」 was met by a summon that brought it out too.
 */
export function refineAlternatives(e: EffectFacts, conditions: readonly string[], refine: (alt: EffectFacts, conditionsText: string) => void): void {
  if (!e.orTriggers?.length) return;
  const i = conditions.findIndex((x) => x.includes('或者') && TWO_CLAUSES.test(x));
  const m = i >= 0 ? TWO_CLAUSES.exec(conditions[i]!) : null;
  if (!m) return;
  const own = conditions.map((x, k) => (k === i ? m[2]! : x)).join('，');
  for (const o of e.orTriggers) {
    const alt: EffectFacts = { ...e, trigger: o.trigger };
    refine(alt, own);
    if (alt.trigger) o.trigger = alt.trigger;
  }
}
