// CMP-TRIBUTE-SUMMONED-SUBJECT: 「上级召唤的这张卡从场上送去墓地时」 names how the subject was summoned (`subject.summoned`), not a
// Tribute Summon as the event — the compiler set the Tribute-Summon count of a summon event on it (`tributesMin`), so no move to the
// GY ever met it. 「上级召唤成功时」 keeps the count (the event is the summon).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const trigger = (text: string) => compileEffects(text, monster).find((e) => e.kind === 'trigger')!.trigger!;
const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe('[CMP-TRIBUTE-SUMMONED-SUBJECT] 「上级召唤的这张卡…」 is the subject, not the event', () => {
  it('[CMP-TRIBUTE-SUMMONED-SUBJECT] 吸血鬼龙: sent to the GY from the field, by a Tribute-Summoned subject, with no tribute count', () => {
    const t = trigger('上级召唤的这张卡从场上送去墓地时，可以从卡组把1只4星以下的怪兽加入手卡。');
    expect(t.event).toBe('sent-to-gy');
    expect(t.subject).toMatchObject({ self: true, summoned: 'tribute' });
    expect(t.tributesMin).toBeUndefined();
  });
  it('[CMP-TRIBUTE-SUMMONED-SUBJECT] the other side: 「这张卡上级召唤成功时」 keeps its count of tributes', () => {
    expect(trigger('这张卡上级召唤成功时，可以选择场上最多2张魔法·陷阱卡破坏。').tributesMin).toBe(1);
  });
});

describe.skipIf(!haveCards)('[CMP-TRIBUTE-SUMMONED-SUBJECT] the window', () => {
  it('[CMP-TRIBUTE-SUMMONED-SUBJECT] 吸血鬼龙(上级召唤) destroyed by 黑洞 or by an effect: offered; Special Summoned, not', () => {
    expect(offered('{回合:A 阶段:主要1 A场:吸血鬼龙(上级召唤) A手:黑洞} C1 A:黑洞')).toContain('吸血鬼龙');
    expect(offered('{回合:A 阶段:主要1 A场:吸血鬼龙(上级召唤)} 破坏 吸血鬼龙 (效果)')).toContain('吸血鬼龙');
    expect(offered('{回合:A 阶段:主要1 A场:吸血鬼龙(特殊召唤) A手:黑洞} C1 A:黑洞')).not.toContain('吸血鬼龙');
  });
  it('[CMP-TRIBUTE-SUMMONED-SUBJECT] tributed for a Tribute Summon, its optional 「…时」 misses the timing (the summon happened last)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:吸血鬼龙(上级召唤) A手:光帝 克赖斯} 上级召唤 光帝 克赖斯 解放 吸血鬼龙');
    expect(a.window.missedTiming.map((m) => m.card.name)).toContain('吸血鬼龙');
  });
});
