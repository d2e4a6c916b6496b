// CH-COST-COUNT-OF-TARGETS, compiled from the card's text: 「把最多2张手卡丢弃，以丢弃数量的对方场上的卡为对象才能发动」 (超重蒸鬼 铁道王-O ②)
// and 「把自己场上的…「刚鬼」怪兽任意数量回到持有者手卡，以回到手卡的数量的对方场上的表侧表示的卡为对象」 (刚鬼 杰出食人魔 ①) — the cost and the
// targets share one number. Before only the curated 光枪龙 had it: 铁道王-O took exactly one target (two were refused) and discarded one card,
// and 杰出食人魔's 「回到手卡的数量的」 was read as where its targets are (a hand card).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const said = (input: string) => renderChainText(askCdb(input), 'zh-CN');
const O = '超重蒸鬼 铁道王-O';

describe.skipIf(!haveCards)('a cost of as many cards as the targets, read from the text', () => {
  it('[CH-COST-COUNT-OF-TARGETS] 铁道王-O ②: two targets, two cards discarded and both destroyed; one target, one card; three refused (最多2); a hand of one cannot pay for two', () => {
    const two = said(`{回合:A 阶段:主要1 A场:${O} A手:三眼怪,死者苏生,黑洞 B场:青眼白龙,旋风(盖)} C1 A:${O}②→青眼白龙,旋风`);
    expect(two).toContain('A 2张卡丢弃');
    expect(two).toContain('「青眼白龙」、「旋风」被破坏');
    const one = said(`{回合:A 阶段:主要1 A场:${O} A手:三眼怪,死者苏生,黑洞 B场:青眼白龙,旋风(盖)} C1 A:${O}②→青眼白龙`);
    expect(one).toContain('A 1张卡丢弃');
    expect(said(`{回合:A 阶段:主要1 A场:${O} A手:三眼怪,死者苏生,黑洞 B场:青眼白龙,旋风(盖),三眼怪} C1 A:${O}②→青眼白龙,旋风,三眼怪`)).toContain('只能选2个对象，这里写了3个');
    expect(said(`{回合:A 阶段:主要1 A场:${O} A手只有:三眼怪 B场:青眼白龙,旋风(盖)} C1 A:${O}②→青眼白龙,旋风`)).toContain('要丢弃2张手卡作为代价，但A的手卡不够');
  });
  it('[CH-COST-COUNT-OF-TARGETS] 刚鬼 杰出食人魔 ①: 「回到手卡的数量的」 counts the cost — its targets are the opponent\'s face-up cards on the field, two of them', () => {
    // (s56: two Main Deck 「刚鬼」 monsters — its cost now takes those on the field listed, and the Link monsters written before would go to
    // the Extra Deck, not the hand: CH-COST-RETURN-NOT-THERE.)
    const two = said('{回合:A 阶段:主要1 A场:刚鬼 杰出食人魔,刚鬼 熊抱熊精,刚鬼 熊抱熊精 B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核');
    expect(two).toContain('「三眼怪」、「电子龙核」的效果无效');
    expect(two).not.toContain('不能发动');
  });
});
