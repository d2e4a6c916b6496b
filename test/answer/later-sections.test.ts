// What a chain leaves for later reaches the user on every surface: the text answer and the Discord embed show the steps left
// for a later phase (CH-DELAYED), the parts lasting the turn (CH-TURN-PART) and the End Phase when the input plays it
// (`… 结束阶段`, CH-END-PHASE-PLAYED) — one shared list of sections (render/text.ts laterSections), not two.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, haveData, refJudge } from '../reference/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { chainEmbeds } from '../../src/answer/render/discord.js';

const BANISHED = '{回合:B A场:青眼白龙,亚空间物质传送装置(盖)} C1 B:黑洞 C2 A:亚空间物质传送装置→青眼白龙';

describe.skipIf(!haveData)('later sections in the text answer and the Discord embed', () => {
  beforeAll(() => void refJudge());

  it('[CH-END-PHASE-PLAYED] `结束阶段` shows the temporarily banished monster coming back, in the text and in the embed', () => {
    const a = ask(`${BANISHED} 结束阶段`);
    const text = renderChainText(a, 'zh-CN');
    expect(text).toMatch(/结束阶段：\n  · [^\n]*青眼白龙[^\n]*回到/);
    const fields = chainEmbeds(a, 'zh-CN').flatMap((e) => e.fields ?? []);
    const end = fields.find((f) => f.name === '结束阶段');
    expect(end?.value).toMatch(/青眼白龙.*回到/);
  });

  it('[CH-END-PHASE-PLAYED] without `结束阶段` the End Phase is not played, so no such section; asked with nothing left, it says so', () => {
    const a = ask(BANISHED);
    expect(renderChainText(a, 'zh-CN')).not.toMatch(/\n结束阶段：/);
    expect(chainEmbeds(a, 'zh-CN').flatMap((e) => e.fields ?? []).some((f) => f.name === '结束阶段')).toBe(false);
    const none = ask('{回合:A A场:青眼白龙 B场:黑魔术师} C1 A:月之书→黑魔术师 结束阶段');
    expect(renderChainText(none, 'zh-CN')).toContain('没有留到结束阶段处理的效果');
  });

  it('[CH-END-PHASE-PLAYED] in English the section is headed End Phase', () => {
    const a = refJudge().chain(`${BANISHED} 结束阶段`, { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(renderChainText(a, 'en')).toMatch(/End Phase:\n  · /);
    expect(chainEmbeds(a, 'en').flatMap((e) => e.fields ?? []).some((f) => f.name === 'End Phase')).toBe(true);
  });
});
