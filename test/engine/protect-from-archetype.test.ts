// CH-PROTECT-FROM, the wording 「不受「X」卡以外的卡的效果影响」 (issue 16, rules reference docs/c03/卡片的抗性.rst:306–313): only the effects of
// 「X」 cards reach the card — read by the compiler for every card with that wording (月光舞狮子神姬①, curated in
// src/cards/curated/newer/c03-negation-more-newer.ts); a card that took a 「X」 card's name (`(复制:…)`) is such a card.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { c03NegationMoreNewerCards } from '../../src/cards/curated/newer/c03-negation-more-newer.js';

skipMessage('CH-PROTECT-FROM', CARDS_DB);

const destroyedBy = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').map((e) => `${e.link}:${e.cards.map((c) => `${c.controller}${c.name}`).join('+')}`);

describe('CH-PROTECT-FROM: 「「X」卡以外的卡」', () => {
  it('[CH-PROTECT-FROM] 「这张卡…不受「月光」卡以外的卡的效果影响」 is read as unaffected by cards not of that archetype', () => {
    expect(c03NegationMoreNewerCards.find((c) => c.name === '月光舞狮子神姬')!.effects.find((e) => e.n === 1)!.does[0]).toMatchObject({ do: 'unaffected', fromCards: { notArchetype: '月光' } });
  });
  describe.skipIf(!haveCards)('played', () => {
    it('[CH-PROTECT-FROM] 黑洞 (not a 「月光」 card) leaves 月光舞狮子神姬 on the field; 凶饿毒融合龙 that took its name and effects (a 「月光」 card then) destroys it with the copied ③', () => {
      expect(destroyedBy('{回合:A 阶段:主要1 A场:三眼怪 B场:月光舞狮子神姬(融合召唤)} C1 A:黑洞')).toEqual(['1:A三眼怪']);
      expect(destroyedBy('{回合:A 阶段:主要1 A场:凶饿毒融合龙(融合召唤,复制:月光舞狮子神姬) A额外:月光舞豹姬 B场:月光舞狮子神姬(融合召唤)} C1 A:凶饿毒融合龙③ [cost:送去墓地 月光舞豹姬]')).toEqual(['1:B月光舞狮子神姬']);
    });
  });
});
