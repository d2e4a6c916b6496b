/**
 * Issue 14 (4): the chain picture — the stack (last link on top), each link's controller, speed,
 * targets and outcome, an arrow from a negating link to the one it negates, the trigger window under
 * it — and its PNG through resvg with a CJK font (skipped with a message when no CJK font is
 * installed; .ci/run installs fonts-wqy-microhei).
 */
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { chainSvg, escapeXml } from '../../src/answer/render/picture.js';
import { chainPng, findCjkFont } from '../../src/answer/render/png.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const judge = createJudge();
const ask = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => judge.chain(input, { lang }) as ChainAnswer;
const font = findCjkFont();
if (!font) console.warn('skipping PNG tests: no CJK font installed (apt-get install fonts-wqy-microhei)');

describe('chain picture', () => {
  it('the stack from the last link down, outcomes in words, an arrow for each negation, the window under it', () => {
    const svg = chainSvg(ask('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特} C1 A:召唤魔术 C2 B:禁忌的圣枪→召唤师 阿莱斯特 C3 A:魔法偏转器 C4 B:宇宙旋风→C1'), 'zh-CN');
    const order = ['C4  B:宇宙旋风', 'C3  A:魔法偏转器', 'C2  B:禁忌的圣枪', 'C1  A:召唤魔术'].map((s) => svg.indexOf(s));
    expect(order.every((at, k) => at > 0 && (k === 0 || at > order[k - 1]!))).toBe(true);
    expect(svg).toContain('2速 → A:召唤师 阿莱斯特');
    expect(svg).toContain('效果无效（被C3）');
    expect((svg.match(/>无效</g) ?? []).length).toBe(1); // one arrow label: C3 negates C2
    expect(svg).toContain('处理顺序：C4 → C3 → C2 → C1');
    expect(svg).toContain('时点：连锁处理结束后的时点');
    const en = chainSvg(ask('C1 A:黑洞 C2 B:我身作盾', 'en'), 'en');
    expect(en).toContain('activation negated (by C2)');
    expect(en).toContain('C1  A:Dark Hole');
  });

  it('[ANS-PICTURE-ACTION] an action answer (no chain link) shows what happened under its title, and the chains played before it', () => {
    const svg = chainSvg(ask('{回合:A 阶段:主要1} 召唤 三眼怪'), 'zh-CN');
    expect(svg).toContain('· A:三眼怪 召唤');
    expect(svg.indexOf('· A:三眼怪 召唤')).toBeLessThan(svg.indexOf('时点：'));
    const then = chainSvg(ask('C1 A:黑洞 然后 召唤 三眼怪'), 'zh-CN');
    expect(then).toContain('第1个连锁：「C1 黑洞」处理了');
    expect(then).toContain('· A:三眼怪 召唤');
  });

  it('user text is escaped for XML', () => {
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it.skipIf(!font)('renders a PNG with the CJK font: text drawn as outlines, no <text> left for the rasteriser', () => {
    const a = ask('C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒');
    const p = chainPng(a, 'zh-CN');
    if (!p.ok) throw new Error(p.reason);
    expect(p.png.subarray(1, 4).toString()).toBe('PNG');
    expect(p.width).toBe(760);
    expect(p.height).toBeGreaterThan(300);
    // The same answer twice gives the same picture (glyphs come from the cache the second time).
    const again = chainPng(a, 'zh-CN');
    expect(again.ok && again.png.equals(p.png)).toBe(true);
  });

  it('without a CJK font: no picture, and why', () => {
    expect(chainPng(ask('C1 A:旋风'), 'zh-CN', null)).toEqual({ ok: false, reason: 'no-font' });
  });
});
