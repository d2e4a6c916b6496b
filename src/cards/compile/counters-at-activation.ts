/**
 * CMP-COUNTERS-AT-ACTIVATION (issue 16, rules reference docs/c02/卡片·效果的发动.rst:88): 「这张卡发动的场合，给这张卡放置3个魔力指示物
 * 来发动」, written before the numbered effects, is no effect: the counters are put on the card as it is activated (a step of the
 * activation, like a cost — `cost` of the card activation, a counter placement on this card), so they are there even when what the
 * activation does is negated, and before anything is chained to it.
 */
import type { EffectFacts } from '../facts.js';

const AT_ACTIVATION = /这张卡发动的场合[，,]给这张卡放置([0-9]+)个([^，。「」]*?)指示物来发动/;

export function countersAtActivationOf(out: EffectFacts[], text: string): void {
  if (!text.includes('指示物来发动')) return;
  const m = AT_ACTIVATION.exec(text);
  if (!m) return;
  const activation = out.find((e) => e.kind === 'activation' && e.n === 0);
  if (!activation) return;
  const kind = m[2]!;
  activation.cost = [...(activation.cost ?? []), { do: 'other', what: 'self', counterStep: { kind, count: Number(m[1]) }, note: m[0].replace(/^这张卡发动的场合[，,]/, '').replace(/来发动$/, '') }];
}
