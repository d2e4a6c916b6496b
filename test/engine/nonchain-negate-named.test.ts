// CH-NONCHAIN-NEGATE-NAMED: 「只要这张卡在怪兽区域存在，对方发动的「X」的效果无效化」 negates, as it resolves, an effect activated by a card
// named X — named as the card now is while it stays on the field (turned face-down, a name an effect gave it has lapsed), as it
// activated once it left (rules reference docs/c03/特定效果的处理方法.rst:591). The negating monster is a test fixture written as
// text, read by the compiler; 魔导战士 破坏者, 强制脱出装置 and 月之书 are in the card database.
import { describe, expect, it } from 'vitest';
import { judgeWith, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const negator = textCard({ id: 998400905, name: '测试卡名无效', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '战士族', attribute: '光', text: '①：只要这张卡在怪兽区域存在，对方发动的「黑魔术师」的效果无效化。' });
const fixtures = [negator];
const links = (input: string) => summary(judgeWith(input, fixtures));

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE-NAMED', () => {
  it('[CH-NONCHAIN-NEGATE-NAMED] the compiler reads the negation of the activated effects of cards of that name, any kind', () => {
    expect(negator.effects.find((e) => e.n === 1)?.does[0]).toMatchObject({ do: 'negate-effects', effects: [{ side: 'opponent', activatedOnly: true, card: { names: ['黑魔术师'] } }] });
  });
  it('[CH-NONCHAIN-NEGATE-NAMED] a monster renamed 黑魔术师 activating its effect is negated — still when it returned to the hand in the chain; not when it was turned face-down there, nor under its own name', () => {
    const board = '{回合:B 阶段:主要1 A场:测试卡名无效,光之护封剑,强制脱出装置(盖),月之书(盖) B场:魔导战士 破坏者(卡名:黑魔术师,魔力指示物1)}';
    expect(links(`${board} C1 B:魔导战士 破坏者①`)).toEqual(['C1:legal:effect-negated']);
    expect(links(`${board} C1 B:魔导战士 破坏者① C2 A:强制脱出装置→魔导战士 破坏者`)).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']);
    expect(links(`${board} C1 B:魔导战士 破坏者① C2 A:月之书→魔导战士 破坏者`)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(links('{回合:B 阶段:主要1 A场:测试卡名无效,光之护封剑 B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者①')).toEqual(['C1:legal:resolved']);
  });
});
