// 封神镜 (Fengsheng Mirror), today's text: 「看对方手卡。对方手卡有灵魂怪兽存在的场合，选择1只灵魂怪兽丢弃去墓地。」 The compiled card had its
// controller discard a card of their own hand (「A 1张卡丢弃」); curated, it is the opponent's Spirit monster that goes, and only a Spirit.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';

const zh = (input: string): string => renderChainText(ask(input, 'zh-CN'), 'zh-CN');
const en = (input: string): string => renderChainText(ask(input, 'en'), 'en');

describe.skipIf(!haveCards)('封神镜 discards the opponent’s Spirit monster', () => {
  it('[CH-DISCARD-FILTERED] the opponent’s hand listed in full: its one Spirit monster (八汰乌) is discarded, not the Spell beside it, and not a card of A', () => {
    const input = '{回合:A 阶段:主要1 B手只有:八汰乌,黑洞} C1 A:封神镜';
    const text = zh(input);
    expect(text).toContain('C1: B:八汰乌 丢弃');
    expect(text).toContain('B丢弃1张手卡');
    expect(text).not.toMatch(/A 1张卡丢弃|B:黑洞 丢弃/);
    expect(en(input)).toContain('B discards 1 card');
  });

  it('[CH-DISCARD-FILTERED] the opponent’s hand not listed: the discard is B’s, its card not named', () => {
    const text = zh('{回合:A 阶段:主要1} C1 A:封神镜');
    expect(text).toContain('C1: B 1张卡丢弃');
    expect(text).not.toContain('A 1张卡丢弃');
  });
});
