// 红色重启 (Red Reboot, today's text: 「这张卡也能把基本分支付一半从手卡发动。」): activated from the hand it pays half its
// controller's LP. The answer said only 「从手卡发动时还要支付卡上写的额外代价」 as an assumption and never paid it; it now pays it
// with the activation and says it in what happened — the amount when the LP is known, "half" when it is not.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';

const zh = (input: string): string => renderChainText(ask(input, 'zh-CN'), 'zh-CN');
const en = (input: string): string => renderChainText(ask(input, 'en'), 'en');

describe.skipIf(!haveCards)('the cost of a Trap activated from the hand', () => {
  it('[CH-HAND-ACTIVATION-COST] 红色重启 from the hand pays half its LP: 4000 of 8000 is said, and the LP left is 4000', () => {
    const input = '{B手:红色重启 B基本分:8000} C1 A:激流葬 C2 B:红色重启';
    expect(zh(input)).toContain('C2: B 支付 4000 基本分');
    expect(en(input)).toContain('C2: B pays 4000 LP');
    expect(ask(input, 'zh-CN').lp?.B).toBe(4000);
    expect(zh(input)).not.toContain('额外代价');
  });

  it('[CH-HAND-ACTIVATION-COST] the LP not stated, the cost is said as half (一半), in both languages', () => {
    const input = '{B手:红色重启} C1 A:激流葬 C2 B:红色重启';
    expect(zh(input)).toContain('C2: B 支付一半基本分（基本分未写明）');
    expect(en(input)).toContain('C2: B pays half their LP (their LP is not stated)');
  });

  it('[CH-HAND-ACTIVATION-COST] the other side: a Set 红色重启 pays nothing', () => {
    const input = '{B场:红色重启(盖) B基本分:8000} C1 A:激流葬 C2 B:红色重启';
    expect(zh(input)).not.toMatch(/B 支付/);
    expect(ask(input, 'zh-CN').lp?.B ?? 8000).toBe(8000);
  });
});
