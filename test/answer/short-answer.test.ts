/**
 * Issue 14 (5): the first message of a chain answer holds what a player needs — each link's verdict,
 * the order of resolution, the window's triggers in chain order — and the general paragraphs (what a
 * chain's end is, how priority passes) sit behind the full-reasoning button. Chinese text has no
 * broken fragments and no raw ids, over every seed example and card of the curated set.
 */
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { chainEmbeds, packMessages, reasoningEmbeds } from '../../src/answer/render/discord.js';
import { renderCardText, renderChainText } from '../../src/answer/render/text.js';
import { curatedCards } from '../../src/cards/curated/index.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { seedInputs } from '../../bench/first-message.js';

const judge = createJudge();

function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = judge.chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

const firstMessage = (a: ChainAnswer, input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => JSON.stringify(packMessages(chainEmbeds(a, lang, { input }), lang)[0]);

describe('short answers', () => {
  it('the first message: each verdict, the order, the triggers in order; the general paragraphs behind the button', () => {
    const input = '{回合:A; 阶段:主要1; A场:黑魔术师; A手:时花之魔女; B场:蓝宝石龙,魂之纲(盖); B墓:甲虫装甲骑士} C1 A:次元魔法→黑魔术师';
    const a = ask(input);
    const first = firstMessage(a, input);
    expect(first).toContain('✅ **C1** A:次元魔法 ① → A:黑魔术师 · 2速 · 处理');
    expect(first).toContain('**处理顺序**：C1');
    expect(first).toContain('1. 顺序 1 · A:时花之魔女 ① 诱发效果 · 必发');
    expect(first).toContain('优先权：B');
    // The general paragraphs are not in it, but in the full reasoning.
    expect(a.window.background!.join()).toMatch(/连锁处理结束后的时点：先适用永续效果/);
    expect(first).not.toContain('先适用永续效果，再把魔法·陷阱卡');
    expect(first).not.toContain('把优先权转移给');
    const why = JSON.stringify(reasoningEmbeds(a, 'zh-CN'));
    expect(why).toContain('先适用永续效果，再把魔法·陷阱卡');
    expect(why).toContain('最后发动效果的A把优先权转移给B');
    // What the link did, step by step, is in the reasoning too.
    expect(why).toContain('「时花之魔女」特殊召唤');
  });

  it('negated and illegal links say by which link and why in the first message', () => {
    const input = 'C1 A:黑洞 C2 B:神之宣告 C3 A:旋风';
    const first = firstMessage(ask(input), input);
    expect(first).toContain('⛔ **C1** A:黑洞');
    expect(first).toMatch(/发动无效（被C2）/);
    expect(first).toMatch(/❌ \*\*C3\*\* A:旋风 [^\n]*不能发动：/);
  });

  it('over the seed examples the first message stays short (median under 450 characters in Chinese)', () => {
    const sizes = seedInputs()
      .map((input) => ({ input, a: judge.chain(input, { lang: 'zh-CN' }) }))
      .filter((x) => x.a.ok)
      .map((x) => firstMessage(x.a as ChainAnswer, x.input).length)
      .sort((p, q) => p - q);
    expect(sizes.length).toBeGreaterThan(30);
    expect(sizes[Math.floor(sizes.length / 2)]!).toBeLessThan(450 + 200); // JSON quoting adds some
  });

  it('Chinese text has no broken fragments and no raw ids (seed examples, every curated card)', () => {
    const bad = /，，|，。|。。|，（|（，|：。|（由玩家选择的卡）|(?<![\w.-])[a-z]+(?:-[a-z]+)+(?![\w-])/;
    const problems: string[] = [];
    const check = (text: string, where: string) => {
      for (const line of text.split('\n')) {
        if (!/[\u4e00-\u9fff]/.test(line) || line.includes('`')) continue;
        // Names and aliases users type (e.g. a romanised nickname) are not our words.
        if (/^(别名|.*\(\d+\) — )/.test(line)) continue;
        const m = bad.exec(line);
        if (m) problems.push(`${where}: …${line.slice(Math.max(0, m.index - 30), m.index + 30)}…`);
      }
    };
    for (const input of seedInputs()) {
      const a = judge.chain(input, { lang: 'zh-CN' });
      check(renderChainText(a, 'zh-CN'), input);
      if (a.ok) check(reasoningEmbeds(a, 'zh-CN').flatMap((e) => (e.fields ?? []).map((f) => f.value)).join('\n'), input);
    }
    for (const c of curatedCards) check(renderCardText(judge.card(c.name, { lang: 'zh-CN' }), 'zh-CN'), c.name);
    // The inputs that used to show them.
    check(renderChainText(judge.chain('C1 A:封印之黄金柜', { lang: 'zh-CN' }), 'zh-CN'), '封印之黄金柜');
    check(renderChainText(judge.chain('C1 B:混沌之黑魔术师', { lang: 'zh-CN' }), 'zh-CN'), '混沌之黑魔术师');
    expect(problems).toEqual([]);
  });

  it('Chinese error answers list what was expected in Chinese (no English words)', () => {
    for (const input of ['C1 黑洞 C2', 'C1 黑洞 →', '召唤', 'C1 A:']) {
      const a = judge.chain(input, { lang: 'zh-CN' });
      if (a.ok) throw new Error(input);
      expect(a.error.expected.length, input).toBeGreaterThan(0);
      for (const x of a.error.expected) expect(x, input).not.toMatch(/\b(an|the|or|card|name|controller|marker|link|action|word|block)\b/i);
      const en = judge.chain(input, { lang: 'en' });
      if (!en.ok) expect(en.error.expected.join()).toMatch(/[a-z]{3,}/);
    }
  });
});
