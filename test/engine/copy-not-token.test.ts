// FD-COPY-NOT-TOKEN: an effect that gives its card the original name and effects of a monster
// (「得到和那只怪兽相同的原本的卡名·效果」) cannot target a Token, which has none to give (rules reference
// docs/c02/基本用语.rst:1080). Read from the card text by the compiler, so every card so worded follows it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legal = (input: string) => askCdb(input).links[0]!.legal;

describe.skipIf(!haveCards)('copying a monster\'s original name and effects', () => {
  it('[FD-COPY-NOT-TOKEN] 霸王紫龙 异色眼猛毒龙 ① cannot target a Token (羊衍生物), but can target a face-up Effect Monster', () => {
    expect(legal('{回合:A A场:霸王紫龙 异色眼猛毒龙 B场:羊衍生物} C1 A:霸王紫龙 异色眼猛毒龙①→羊衍生物')).toBe(false);
    expect(legal('{回合:A A场:霸王紫龙 异色眼猛毒龙 B场:黑魔术师} C1 A:霸王紫龙 异色眼猛毒龙①→黑魔术师')).toBe(true);
  });
  it('[FD-COPY-NOT-TOKEN] a targeting effect of another wording still may target a Token: 破坏轮 on 羊衍生物', () => {
    expect(legal('{回合:B B场:羊衍生物} C1 A:破坏轮→B:羊衍生物')).toBe(true);
  });
});
