// WIN-NO-CHAIN-RESOLVED: when every link written could not be activated, no chain was built, so no chain resolved — the window is not
// 「连锁处理结束后的时点」: after an action it is the action's own window, still open; with no action it is named as no chain resolved;
// with the action refused too, none opens. (s56: every such answer said 「连锁处理结束后的时点」.) Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const answer = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => cdbJudge().chain(input, { lang });
const askCdb = (input: string) => {
  const a = answer(input);
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
};
const text = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => renderChainText(answer(input, lang), lang);

describe.skipIf(!haveCards)('WIN-NO-CHAIN-RESOLVED', () => {
  it('[WIN-NO-CHAIN-RESOLVED] no action, every link refused (黑洞 with no monster; in the Damage Step; in the opponent\'s turn): no chain resolved, said, not the window after a chain', () => {
    for (const input of ['{回合:A 阶段:主要1 A场只有: B场只有:} C1 A:黑洞', '{回合:A 阶段:伤害计算前 A场:三眼怪 B场:黑魔术师 攻击:三眼怪→黑魔术师} C1 A:黑洞', '{回合:B 阶段:主要1 A场:三眼怪} C1 A:黑洞']) {
      const a = askCdb(input);
      expect(a.links.every((l) => l.outcome === 'illegal'), input).toBe(true);
      expect(a.window.kind, input).toBe('no-chain');
      const out = text(input);
      expect(out, input).toContain('时点: 没有连锁被处理（写的连锁块都不能发动）');
      expect(out, input).not.toContain('连锁处理结束后的时点：先适用永续效果');
    }
    expect(text('{回合:A 阶段:主要1 A场只有: B场只有:} C1 A:黑洞', 'en')).toContain('no chain resolved (no link written could be activated)');
    // The other side: a chain with a link activated still ends in the window after a chain.
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪} C1 A:黑洞').window.kind).toBe('chain-end');
  });
  it('[WIN-NO-CHAIN-RESOLVED] after an action, every link refused: the action\'s own window is still open — named so, its triggers offered', () => {
    const summoned = askCdb('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 C1 B:黑洞');
    expect(summoned.window.kind).toBe('summon');
    expect(text('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 C1 B:黑洞')).toMatch(/时点: 召唤成功时的时点\n.*写的连锁块都不能发动：没有组成连锁.*动作之后的时点还开着/);
    // A summon negation that cannot be activated (Set this turn) negates nothing: the Tribute Summon succeeds, and the tributes'
    // triggers (三眼怪's mandatory 「从场上送去墓地的场合」, 疾走的暗黑骑士 盖亚's 「被解放的场合」) open in its window.
    const declared = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场:三眼怪,疾走的暗黑骑士 盖亚 B场:神之宣告(本回合盖放)} 上级召唤 光与暗之龙 解放 三眼怪,疾走的暗黑骑士 盖亚 C1 B:神之宣告');
    expect(declared.links[0]!.outcome).toBe('illegal');
    expect(declared.window.kind).toBe('summon');
    expect(declared.events.map((e) => e.type)).toEqual(['sent-to-gy', 'summoned']);
    expect(declared.window.triggers.map((c) => c.card.name)).toEqual(expect.arrayContaining(['三眼怪', '疾走的暗黑骑士 盖亚']));
    // The action refused as well: no window at all.
    const none = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:三眼怪} 召唤 光与暗之龙 C1 B:神之宣告');
    expect(none.window.kind).toBe('none');
    expect(none.window.notes.join('\n')).toContain('写的动作也没有进行');
  });
});
