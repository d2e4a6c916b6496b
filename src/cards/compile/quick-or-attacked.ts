/**
 * CH-QUICK-OR-ATTACKED: a quick effect whose condition joins two events with 「或者」 — its monster targeted by the opponent's effect, or
 * chosen as the target of the opponent's monster's attack (「这张卡成为对方的效果的对象时或者被选择作为对方怪兽的攻击对象时」 浆果魔术少女②,
 * 「自己场上的…怪兽1只成为对方的卡的效果的对象时或者成为对方怪兽的攻击对象时」). `respondsTo` (compileAnswers) reads the targeting only, so
 * the effect was refused at the attack that meets its second condition. The attack is kept as `orWaitsFor`, with the first clause's
 * subject (the second clause has none of its own) — an alternative the chain's legality judges, never a trigger the window offers.
 */
import type { EffectFacts } from '../facts.js';
import { compileEvents } from './events.js';

/** 「<subject>成为…对象时或者(被选择作为|成为)(对方怪兽的)攻击对象时」: the subject, and whose monster attacks. */
const TARGETED_OR_ATTACKED = /^(?:只让)?([^，。]*?)成为[^，。]*?的对象(?:时|的场合)或者(?:被选择作为|成为)(对方怪兽的)?攻击对象(?:时|的场合)$/;

export function quickOrAttacked(e: EffectFacts, conditions: readonly string[]): void {
  if (e.kind !== 'quick' || !e.respondsTo?.targets || e.waitsFor || e.trigger) return;
  for (const c of conditions) {
    const m = TARGETED_OR_ATTACKED.exec(c);
    if (!m || m[1]!.includes('攻击')) continue;
    const read = compileEvents([`${m[1]!}被选择作为${m[2] ?? ''}攻击对象时`]).trigger;
    if (!read?.on?.includes('attacked')) return;
    // 「自己场上的…怪兽」: the monster attacked is its controller's own (the event reader leaves the side open for an attack's subject).
    if (read.subject && !read.subject.self && /^自己(场上)?的/.test(m[1]!)) read.subject = { ...read.subject, side: 'self' };
    e.orWaitsFor = read;
    return;
  }
}
