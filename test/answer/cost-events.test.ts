// A cost whose cards the situation does not name — an Xyz Material detached, a card sent — is an event with no card. It was rendered
// as a bare verb (「C1: 发动」 before the link's own activation, 「C1: 送去墓地」); it reads as a cost paid now, in both languages.
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/answer/render/text.js';
import type { AnswerEvent } from '../../src/answer/types.js';

const ev = (type: string): AnswerEvent => ({ type, cards: [], link: 1, player: null, amount: null, cause: 'cost' }) as unknown as AnswerEvent;
const name = () => '';

describe('events of a cost with no card named', () => {
  it('say a cost was paid, not a bare 「发动」', () => {
    expect(describeEvent(ev('activated'), 'zh-CN', name)).toBe('C1: 支付代价');
    expect(describeEvent(ev('activated'), 'en', name)).toBe('C1: the cost is paid');
  });
  it('say which move the unnamed card made as the cost', () => {
    expect(describeEvent(ev('sent-to-gy'), 'zh-CN', name)).toBe('C1: （未写明的卡）作为代价送去墓地');
    expect(describeEvent(ev('sent-to-gy'), 'en', name)).toBe('C1: a card not named is sent to the GY as the cost');
  });
  it('the other side: a cost event that names its card is said as before', () => {
    const named = { ...ev('sent-to-gy'), cards: [{ name: '三眼怪' }] } as unknown as AnswerEvent;
    expect(describeEvent(named, 'zh-CN', () => 'A:三眼怪')).toBe('C1: A:三眼怪 送去墓地');
  });
  it('an LP cost whose amount is not known (「支付一半基本分」, LP not stated) says who pays, not an unnamed card', () => {
    const paid = { ...ev('lp-paid'), player: 'B' } as unknown as AnswerEvent;
    expect(describeEvent(paid, 'zh-CN', name)).toBe('C1: B 支付基本分（数值未写明）');
    expect(describeEvent(paid, 'en', name)).toBe('C1: B pays LP (the amount is not stated)');
    expect(describeEvent({ ...paid, amount: 4000 } as AnswerEvent, 'zh-CN', name)).toBe('C1: B 支付 4000 基本分');
  });
  it('a draw of cards not named reads as the player drawing (「B 抽1张卡」, "B draws 1 card"), not 「B 1张卡抽卡」; other counted moves are said as before', () => {
    const drawn = { ...ev('drawn'), player: 'B', amount: 1, cause: 'effect' } as unknown as AnswerEvent;
    expect(describeEvent(drawn, 'zh-CN', name)).toBe('C1: B 抽1张卡');
    expect(describeEvent({ ...drawn, amount: 2 } as AnswerEvent, 'en', name)).toBe('C1: B draws 2 cards');
    const discarded = { ...drawn, type: 'discarded' } as unknown as AnswerEvent;
    expect(describeEvent(discarded, 'zh-CN', name)).toBe('C1: B 1张卡丢弃');
  });
});
