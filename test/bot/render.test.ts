/**
 * Discord rendering: every message within Discord's limits however long the answer, nothing lost in
 * the splitting, a colour and a mark per outcome, assumptions in the footer, text defused.
 */
import { describe, expect, it } from 'vitest';
import { chainColour, chainEmbeds, COLOURS, embedSize, errorEmbed, LIMITS, packMessages, safe } from '../../src/answer/render/discord.js';
import type { ChainAnswer, LinkAnswer, Outcome } from '../../src/answer/types.js';

function link(n: number, outcome: Outcome, reason: string): LinkAnswer {
  return {
    n,
    card: { id: 1000 + n, name: `卡${n}`, controller: n % 2 ? 'A' : 'B', ref: `L${n}` },
    effect: 1,
    controller: n % 2 ? 'A' : 'B',
    controllerAssumed: false,
    speed: 2,
    targets: [],
    legal: outcome !== 'illegal',
    illegalReason: outcome === 'illegal' ? '咒文速度不足' : null,
    outcome,
    by: outcome.endsWith('negated') ? n + 1 : null,
    reason,
    rules: ['CH-1'],
  };
}

function answer(links: LinkAnswer[], assumptions: string[] = []): ChainAnswer {
  return {
    ok: true,
    turnPlayer: 'A',
    links,
    resolutionOrder: links.filter((l) => l.legal).map((l) => l.n).reverse(),
    events: [],
    window: { kind: 'chain-end', triggers: [], missedTiming: [], priority: 'A', notes: [] },
    assumptions,
    warnings: [],
  };
}

function checkLimits(messages: ReturnType<typeof packMessages>) {
  for (const m of messages) {
    expect(m.length).toBeLessThanOrEqual(LIMITS.embeds);
    expect(m.reduce((s, e) => s + embedSize(e), 0)).toBeLessThanOrEqual(LIMITS.message);
    for (const e of m) {
      expect((e.title ?? '').length).toBeLessThanOrEqual(LIMITS.title);
      expect((e.description ?? '').length).toBeLessThanOrEqual(LIMITS.description);
      expect((e.footer?.text ?? '').length).toBeLessThanOrEqual(LIMITS.footer);
      expect((e.fields ?? []).length).toBeLessThanOrEqual(LIMITS.fields);
      for (const f of e.fields ?? []) {
        expect(f.name.length).toBeGreaterThan(0);
        expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
        expect(f.value.length).toBeGreaterThan(0);
        expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
      }
    }
  }
}

describe('Discord embeds', () => {
  it('a 60-link chain with long reasons splits into messages within every limit, all links kept in order', () => {
    const outcomes: Outcome[] = ['resolved', 'activation-negated', 'effect-negated', 'no-effect', 'illegal'];
    const links = Array.from({ length: 60 }, (_, i) => link(i + 1, outcomes[i % 5]!, `理由${i + 1} `.repeat(200)));
    const a = answer(links, Array.from({ length: 80 }, (_, i) => `假设${i}：控制者按顺序交替推定`));
    const messages = packMessages(chainEmbeds(a, 'zh-CN', { input: 'C1 x '.repeat(1000) }), 'zh-CN');
    expect(messages.length).toBeGreaterThan(1);
    checkLimits(messages);
    const text = JSON.stringify(messages);
    // Every link's verdict, in chain order, then the order of resolution.
    let last = -1;
    for (const l of a.links) {
      const at = text.indexOf(`**C${l.n}** ${l.controller}:卡${l.n} `);
      expect(at, `C${l.n}`).toBeGreaterThan(last);
      last = at;
    }
    expect(text).toContain(a.resolutionOrder.map((n) => `C${n}`).join(' → '));
    for (let i = 0; i < 80; i++) expect(text).toContain(`假设${i}`);
  });

  it('a colour and a mark per outcome', () => {
    expect(chainColour(answer([link(1, 'resolved', 'r')]))).toBe(COLOURS.resolved);
    expect(chainColour(answer([link(1, 'resolved', 'r'), link(2, 'activation-negated', 'n')]))).toBe(COLOURS.negated);
    expect(chainColour(answer([link(1, 'no-effect', 'r')]))).toBe(COLOURS['no-effect']);
    expect(chainColour(answer([link(1, 'resolved', 'r'), link(2, 'illegal', 'x')]))).toBe(COLOURS.illegal);
    const lines = chainEmbeds(answer([link(1, 'no-effect', 'gone'), link(2, 'effect-negated', 'neg'), link(3, 'illegal', '')]), 'en')[0]!.description!.split('\n');
    // A link that does nothing says why; a negated one says by which link; an illegal one why not.
    expect(lines).toContain('➖ **C1** A:卡1 ① · Spell Speed 2 · no effect: gone');
    expect(lines).toContain('🚫 **C2** B:卡2 ① · Spell Speed 2 · effect negated (by C3)');
    expect(lines).toContain('❌ **C3** A:卡3 ① · Spell Speed 2 · illegal: 咒文速度不足');
  });

  it('short assumptions go in the footer; the words follow the language', () => {
    const zh = chainEmbeds(answer([link(1, 'resolved', 'r')], ['C1 的控制者假定为 A']), 'zh-CN');
    expect(zh.at(-1)!.footer!.text).toBe('假设：\n※ C1 的控制者假定为 A');
    const en = chainEmbeds(answer([link(1, 'resolved', 'r')], ['controller of C1 assumed']), 'en');
    expect(en[0]!.title).toContain('Chain ruling');
    expect(en.at(-1)!.footer!.text).toBe('Assumptions:\n※ controller of C1 assumed');
  });

  it('an error shows the caret line in a code block; mentions and markdown in user text are defused', () => {
    const e = errorEmbed(
      { ok: false, error: { kind: 'parse', message: '@everyone 看这里', offset: 3, expected: [], suggestions: ['**粗体**'], caret: 'C1 @here\n   ^' } },
      'zh-CN',
    );
    expect(e.description).toContain('```\nC1 @\u200bhere\n   ^\n```');
    expect(e.description).not.toMatch(/@everyone/);
    expect(e.fields![0]!.value).toBe('\\*\\*粗体\\*\\*');
    expect(safe('<@&1234>')).not.toMatch(/<@&\d+>/);
  });
});
