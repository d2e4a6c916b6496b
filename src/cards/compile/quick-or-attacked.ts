/**
 * CH-QUICK-OR-ATTACKED: a quick effect whose condition joins two events with 「或者」 — its monster targeted by the opponent's effect, or
 * chosen as the target of the opponent's monster's attack (「这张卡成为对方的效果的对象时或者被选择作为对方怪兽的攻击对象时」 浆果魔术少女②,
 * 「自己场上的…怪兽1只成为对方的卡的效果的对象时或者成为对方怪兽的攻击对象时」). `respondsTo` (compileAnswers) reads the targeting only, so
 * the effect was refused at the attack that meets its second condition. The attack is kept as `orWaitsFor`, with the first clause's
 * subject (the second clause has none of its own) — an alternative the chain's legality judges, never a trigger the window offers.
 */
import type { EffectFacts } from '../facts.js';
import { compileAnswers, compileEvents } from './events.js';

/** 「<subject>成为…对象时或者(被选择作为|成为)(对方怪兽的)攻击对象时」: the subject, and whose monster attacks. */
const TARGETED_OR_ATTACKED = /^(?:只让)?([^，。]*?)成为[^，。]*?的对象(?:时|的场合)或者(?:被选择作为|成为)(对方怪兽的)?攻击对象(?:时|的场合)$/;

/**
 * The same two events the other way round (「自己场上的怪兽被选择作为攻击对象时或者成为对方的效果的对象时」 反射镜力龙, 野蛮人之吼): the event
 * reader had kept both as one moment (`waitsFor` of an attack and a targeting), which the legality checks judge by neither — the effect
 * was activatable anywhere. Read as the forward form is: the targeting answered (`respondsTo`), the attack as `orWaitsFor`.
 */
const ATTACKED_OR_TARGETED = /^(?:只让)?([^，。]*?)被选择作为(对方怪兽的)?攻击对象(?:时|的场合)或者成为([^，。]*?)的?对象(?:时|的场合)$/;

/** The attack on `subject` (「<subject>被选择作为(对方怪兽的)攻击对象时」) as the event reader reads it, or null when it reads no attack. */
function attackOn(subject: string, whose: string | undefined): NonNullable<EffectFacts['orWaitsFor']> | null {
  const read = compileEvents([`${subject}被选择作为${whose ?? ''}攻击对象时`]).trigger;
  if (!read?.on?.includes('attacked')) return null;
  // 「自己场上的…怪兽」: the monster attacked is its controller's own (the event reader leaves the side open for an attack's subject).
  if (read.subject && !read.subject.self && /^自己(场上)?的/.test(subject)) read.subject = { ...read.subject, side: 'self' };
  return read;
}

function attackedOrTargeted(e: EffectFacts, conditions: readonly string[]): void {
  const events: readonly string[] = [e.waitsFor?.event ?? []].flat();
  if (e.respondsTo || !events.includes('attack-declared') || !events.includes('targeted')) return;
  for (const c of conditions) {
    const m = ATTACKED_OR_TARGETED.exec(c);
    if (!m || m[1]!.includes('攻击')) continue;
    const answers = compileAnswers([`${m[1]!}成为${m[3]!}的对象时`], undefined);
    const read = attackOn(m[1]!, m[2]);
    if (!answers?.targets || !read) return;
    e.respondsTo = answers;
    e.orWaitsFor = read;
    delete e.waitsFor;
    return;
  }
}

export function quickOrAttacked(e: EffectFacts, conditions: readonly string[]): void {
  if (e.kind === 'quick' || e.kind === 'activation') attackedOrTargeted(e, conditions);
  if (e.kind !== 'quick' || !e.respondsTo?.targets || e.waitsFor || e.trigger || e.orWaitsFor) return;
  for (const c of conditions) {
    const m = TARGETED_OR_ATTACKED.exec(c);
    if (!m || m[1]!.includes('攻击')) continue;
    const read = attackOn(m[1]!, m[2]);
    if (!read) return;
    e.orWaitsFor = read;
    return;
  }
}
