// The 「帝」 monsters' 「这张卡把X属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果。●…」 (test/RULES.md CMP-TRIBUTE-ADDED,
// CH-TRIBUTE-ADDED; rules reference docs/c03/特定效果的处理方法.rst:184–194): the ● is a step of the effect the Tribute Summon
// triggers, done after its own steps and apart from them (it applies even when they could not), only with a tribute of that Attribute.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { effectKinds } from '../reference/judge.js';

const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);
const drawn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'drawn').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('a step added by the tribute’s Attribute', () => {
  it('[CMP-TRIBUTE-ADDED] 爆炎帝 泰斯塔罗斯 (old text, the ● in a sentence of its own): no continuous effect of its own — the 1000 damage is the last step of its summon trigger', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:爆炎帝 泰斯塔罗斯(上级召唤,素材:炎之剑士) B手:三眼怪 B基本分:8000} C1 A:爆炎帝 泰斯塔罗斯');
    expect(a.links[0]!.legal).toBe(true);
    expect(damage(a)).toContain('B:1000');
    expect(effectKinds('爆炎帝 泰斯塔罗斯').filter((k) => k.includes('continuous'))).toEqual([]);
  });
  it('[CH-TRIBUTE-ADDED] the opponent’s hand empty, 爆炎帝 泰斯塔罗斯 Tribute Summoned with a FIRE monster: its discard does nothing, the added 1000 damage still applies (B 7000)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:爆炎帝 泰斯塔罗斯(上级召唤,素材:炎之剑士) B手: B基本分:8000} C1 A:爆炎帝 泰斯塔罗斯').lp.B).toBe(7000);
  });
  it('[CH-TRIBUTE-ADDED] the other side: tributing a DARK monster adds nothing — no 1000 damage', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:爆炎帝 泰斯塔罗斯(上级召唤,素材:三眼怪) B手: B基本分:8000} C1 A:爆炎帝 泰斯塔罗斯');
    expect(damage(a)).not.toContain('B:1000');
    expect(a.lp.B).toBe(8000);
  });
  it('[CH-TRIBUTE-ADDED] no tribute stated: the added ● is not done, and the answer says it took none of that Attribute', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:爆炎帝 泰斯塔罗斯(上级召唤) B手: B基本分:8000} C1 A:爆炎帝 泰斯塔罗斯');
    expect(a.lp.B).toBe(8000);
    expect(JSON.stringify(a.assumptions)).toContain('加上以下效果');
  });
  it('[CH-TRIBUTE-ADDED] 刚地帝 格兰玛格 with an EARTH tribute destroys the Set card it targets, then draws 1; with a DARK one it only destroys', () => {
    const earth = askCdb('{回合:A 阶段:主要1 A场:刚地帝 格兰玛格(上级召唤,素材:岩石巨兵) B场:神之宣告(盖)} C1 A:刚地帝 格兰玛格→神之宣告');
    expect(earth.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['神之宣告']);
    expect(drawn(earth)).toEqual(['A:1']);
    expect(drawn(askCdb('{回合:A 阶段:主要1 A场:刚地帝 格兰玛格(上级召唤,素材:三眼怪) B场:神之宣告(盖)} C1 A:刚地帝 格兰玛格→神之宣告'))).toEqual([]);
  });
  it('[FD-MATERIALS] a Tribute Summon written as the action (上级召唤 … 解放 岩石战士,岩石巨兵) remembers its EARTH tributes: 刚地帝 格兰玛格 destroys and draws 1, nothing assumed about its tributes', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:岩石战士,岩石巨兵 B场:神之宣告(盖)} 上级召唤 刚地帝 格兰玛格 解放 岩石战士,岩石巨兵 C1 A:刚地帝 格兰玛格→神之宣告');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['神之宣告']);
    expect(drawn(a)).toEqual(['A:1']);
    expect(JSON.stringify(a.assumptions)).not.toContain('加上以下效果');
  });
  it('[FD-MATERIALS] the other side: the action tributing 青眼白龙 and 黑魔术师 (LIGHT, DARK) — 刚地帝 格兰玛格 only destroys, no draw', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B场:神之宣告(盖)} 上级召唤 刚地帝 格兰玛格 解放 青眼白龙,黑魔术师 C1 A:刚地帝 格兰玛格→神之宣告');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['神之宣告']);
    expect(drawn(a)).toEqual([]);
  });
});
