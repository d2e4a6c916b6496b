import type { CardType, EffectFacts } from '../facts.js';
export function inferEffects(_text: string, _type: CardType): EffectFacts[] {
  return [];
}
