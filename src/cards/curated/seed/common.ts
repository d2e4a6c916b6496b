/** Small shared pieces of the seed card files. */
import type { CardFilter } from '../../facts.js';
import type { EffectSpec } from '../dsl.js';

/**
 * The card activation of a continuous/field Spell or Trap that does nothing by itself: a chain link
 * after which the card stays face-up and its effects apply (same convention as ../staples). It is
 * record 0: the card text's ① is the first effect after it.
 */
export function plainActivation(extra: Partial<EffectSpec> = {}): EffectSpec {
  return {
    n: 0,
    kind: 'activation',
    does: [{ do: 'other', note: 'nothing happens at resolution: the card stays face-up and its effects apply' }],
    summary: {
      zh: '卡的发动（进入连锁）；处理后表侧留在场上，之后下面的效果适用。',
      en: 'Card activation (a chain link); the card stays face-up and its effects apply from then on.',
    },
    ...extra,
  };
}

/** The card activation of an Equip Spell: target a monster and equip this card to it. */
export function equipActivation(filter: CardFilter, zh = '', en = ''): EffectSpec {
  return {
    n: 0,
    kind: 'activation',
    targets: { filter: { kind: 'monster', place: 'monster', faceUp: true, ...filter }, count: 1 },
    does: [{ do: 'equip', what: 'self', note: 'to the target' }],
    summary: {
      zh: zh || '卡的发动：以1只怪兽为对象，把这张卡装备。',
      en: en || 'Card activation: target 1 monster and equip this card to it.',
    },
  };
}
