// 「这张卡被效果解放的场合」「被解放的场合」: a trigger on the card being tributed (解放) — met by a tribute, not by any move
// to the GY (test/RULES.md WIN-TRIBUTED; rules reference docs/c02/怪兽的效果分类.rst:35, 影灵衣术士 施里特 tributed for a
// Ritual Summon). A Ritual Summon is made by a card's effect, so its materials are tributed by an effect; the tributes of
// a Tribute Summon are tributed too, but by no effect. The cards are test cards written as card text.
import { describe, expect, it } from 'vitest';
import { card, textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const byEffect = textCard({ id: 990631, name: '测试祭仪术士', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '①：这张卡被效果解放的场合才能发动。自己从卡组抽1张。' });
const anyTribute = textCard({ id: 990632, name: '测试祭品小鬼', type: 'monster effect', atk: 800, def: 800, level: 3, text: '①：这张卡被解放的场合才能发动。自己从卡组抽1张。' });
const ritual = card({ id: 990633, name: '测试仪式巨人', type: 'monster ritual effect', atk: 2500, def: 2000, level: 6 });
const big = card({ id: 990634, name: '测试上级怪兽', type: 'monster normal', atk: 2400, def: 1000, level: 6 });
const sender = card({ id: 990635, name: '测试送墓魔法', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'all' } }] }] });
const fx = [byEffect, anyTribute, ritual, big, sender];
const offered = (input: string) => judgeWith(input, fx).window.triggers.map((t) => t.card.name).sort();

describe('a trigger on being tributed', () => {
  it('[WIN-TRIBUTED] the compiler reads 「被效果解放的场合」 as a tribute by an effect, 「被解放的场合」 as any tribute', () => {
    expect(byEffect.effects[0]!.trigger).toMatchObject({ tributed: true, cause: 'effect', subject: { self: true } });
    expect(anyTribute.effects[0]!.trigger?.tributed).toBe(true);
    expect(anyTribute.effects[0]!.trigger?.cause).toBeUndefined();
  });
  it('[WIN-TRIBUTED] a Ritual Summon tributes its materials by an effect: both kinds of trigger are met', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试仪式巨人,测试祭仪术士,测试祭品小鬼} 仪式召唤 测试仪式巨人 素材 测试祭仪术士,测试祭品小鬼', fx);
    expect(a.window.triggers.map((t) => t.card.name).sort()).toEqual(['测试祭仪术士', '测试祭品小鬼'].sort());
    expect(a.window.triggers[0]!.rules).toContain('WIN-TRIBUTED');
  });
  it('[WIN-TRIBUTED] the other side: a Tribute Summon tributes by no effect (only 「被解放」 is met); a card merely sent to the GY is not tributed at all', () => {
    expect(offered('{回合:A 阶段:主要1 A场:测试祭仪术士,测试祭品小鬼 A手:测试上级怪兽} 上级召唤 测试上级怪兽 解放 测试祭仪术士,测试祭品小鬼')).toEqual(['测试祭品小鬼']);
    const sent = judgeWith('{回合:A 阶段:主要1 A场:测试祭仪术士,测试祭品小鬼} C1 A:测试送墓魔法', fx);
    expect(sent.events.some((e) => e.type === 'sent-to-gy')).toBe(true);
    expect(sent.window.triggers.map((t) => t.card.name)).toEqual([]);
  });
});

describe('WIN-TRIBUTED: a tribute is said as one', () => {
  it('[WIN-TRIBUTED] 星尘龙 tributing itself as its cost: the event line says 解放 (English: tributed), not 送去墓地', async () => {
    const { createJudge } = await import('../../src/judge.js');
    const { renderChainText } = await import('../../src/answer/render/text.js');
    const judge = createJudge();
    const zh = judge.chain('{回合:A 阶段:主要1 A场:星尘龙,三眼怪 B场:青眼白龙} C1 A:黑洞 C2 A:星尘龙', { lang: 'zh-CN' });
    expect(zh.events.find((e) => e.type === 'sent-to-gy' && e.link === 2)?.tributed).toBe(true);
    expect(renderChainText(zh, 'zh-CN')).toContain('C2: A:星尘龙 解放');
    const en = judge.chain('{回合:A 阶段:主要1 A场:星尘龙,三眼怪 B场:青眼白龙} C1 A:黑洞 C2 A:星尘龙', { lang: 'en' });
    expect(renderChainText(en, 'en')).toMatch(/C2: A:\S.* tributed/);
  });
  it('[WIN-TRIBUTED] the other side: a card sent to the GY otherwise (黑洞 after it resolves) still reads 送去墓地', async () => {
    const { createJudge } = await import('../../src/judge.js');
    const { renderChainText } = await import('../../src/answer/render/text.js');
    const a = createJudge().chain('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:黑洞', { lang: 'zh-CN' });
    const sent = a.events.filter((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '黑洞'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.tributed).toBeUndefined();
    expect(renderChainText(a, 'zh-CN')).toContain('A:黑洞 送去墓地');
  });
});
