/**
 * CMP-MOVED-ALONE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:753–758): an old-worded 「只有这张卡被「极星」连接怪兽的效果除外的
 * 场合：…」 opens a trigger (it was read as a continuous effect): this card banished by the effect of a Link Monster of that archetype
 * (`movedByCard`), which moved no card but this one (`alone`, WIN-MOVED-ALONE) — optional when its steps say 「可以」.
 */
import type { CardFilter, EffectFacts } from '../facts.js';

const KIND: Record<string, string> = { 连接: 'link', 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 仪式: 'ritual' };
const ALONE = /^只有这张卡被「([^」]+)」(连接|融合|同调|超量|仪式)?怪兽的效果(除外|破坏|送去墓地)的场合[：:]/;

/** Make the effect that segment compiled into that trigger, when the segment opens with the clause. */
export function movedAloneTrigger(e: EffectFacts, text: string): void {
  const m = ALONE.exec(text);
  if (!m || e.kind === 'procedure') return;
  const by: CardFilter = { kind: 'monster', archetype: m[1]! };
  if (m[2]) by.subtypes = [KIND[m[2]]! as never];
  const event = m[3] === '除外' ? 'banished' : m[3] === '破坏' ? 'destroyed' : 'sent-to-gy';
  e.kind = 'trigger';
  e.trigger = { event, on: [event], subject: { self: true }, cause: 'effect', movedByCard: by, alone: true };
  e.timing = 'if';
  e.mandatory = !/可以/.test(text.slice(m[0].length));
}
