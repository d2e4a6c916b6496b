// Rules reference, docs/c02: priority (优先权) — who may activate first at the start of a phase, after
// an action that opens no chain, and when a chain is being built.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links, referenceJudge } from './judge.js';

const CHAPTER = 'docs/c02/优先权.rst';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  it('[ref docs/c02/优先权.rst:17] A activates 黑洞, its only hand card, first in Main Phase 1: B\'s PSY骨架王·Ω cannot be chained (A\'s hand is empty) and is destroyed', () => {
    const a = ask('{回合:A 阶段:主要1 A手卡数:0 B场:PSY骨架王·Ω} C1 A:黑洞 C2 B:PSY骨架王·Ω');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(eventCards(a, 'destroyed', 1)).toContain('PSY骨架王·Ω');
  });

  it('[ref docs/c02/优先权.rst:83] 青色眼睛的贤士 targets 青色眼睛的少女: once B passes, 少女\'s targeted effect may be chained to it', () => {
    const a = ask('{回合:A 阶段:主要1 A场:青色眼睛的少女 A手:青色眼睛的贤士} C1 A:青色眼睛的贤士 → 青色眼睛的少女 C2 A:青色眼睛的少女');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/优先权.rst:84] if B chains 旋风 first, 青色眼睛的少女 can no longer be activated: 旋风 does not target it', () => {
    const a = ask('{回合:A 阶段:主要1 A场:青色眼睛的少女 A手:青色眼睛的贤士} C1 A:青色眼睛的贤士 → 青色眼睛的少女 C2 B:旋风 C3 A:青色眼睛的少女');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(a.links[2]!.rules).toContain('CH-RESPONDS-DIRECT');
  });

  it('[ref docs/c02/优先权.rst:102] after an Xyz Summon of 励辉士 入魔蝇王 the turn player keeps priority (the opponent answers only after)', () => {
    const a = ask('{回合:A 阶段:主要1} 特殊召唤 励辉士 入魔蝇王');
    expect(a.window.kind).toBe('special-summon');
    expect(a.window.priority).toBe('A');
  });
  it('[ref docs/c02/优先权.rst:103] after Setting a card the turn player keeps priority; B gets it (for PSY骨架王·Ω) only when A passes', () => {
    const a = ask('{回合:A 阶段:主要1 B场:PSY骨架王·Ω} 盖放 黑洞');
    expect(a.window.kind).toBe('set');
    expect(a.window.priority).toBe('A');
  });
  it('[ref docs/c02/优先权.rst:104] at the end of a chain the turn player uses 装弹枪管龙 ② first; it cannot be answered, so B\'s 幻变骚灵·多功能诈骗者 in hand cannot be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:装弹枪管龙 B场:黑魔术师 B手:幻变骚灵·多功能诈骗者} C1 A:装弹枪管龙② → 黑魔术师 C2 B:幻变骚灵·多功能诈骗者');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[ref docs/c02/优先权.rst:106] at an attack declaration the opponent’s face-up 连接栗子球 decides first: a trigger is activated without priority (WIN-TRIGGER-NO-PRIORITY), before the turn player may use 装弹枪管龙② (a quick effect: listed at level 7 after it, WIN-OPEN-RESPONSE)', () => { const a = ask('{回合:A A场:装弹枪管龙 B场:连接栗子球,三眼怪} 攻击宣言 装弹枪管龙 → 三眼怪'); /* Was exactly ['B 连接栗子球'] while face-up quick effects were not listed; 诱发类效果.rst:548 puts 装弹枪管龙② at level 7, after it. */ expect(a.window.triggers.map((t) => `${t.controller} ${t.card.name}`)).toEqual(['B 连接栗子球', 'A 装弹枪管龙']); expect(a.window.triggers[1]!.level).toBe(7); expect(a.window.triggers[0]!.rules).toContain('WIN-TRIGGER-NO-PRIORITY'); });
  it.todo('[ref docs/c02/优先权.rst:112] the turn player ends the Main Phase and the opponent passes: the phase is over, 旋风 cannot bring it back — not expressible: notation: no action that ends a phase or step');
  it('[ref docs/c02/优先权.rst:113] the opponent may activate 十二兽 龙枪 ② at the start of the Battle Phase (the turn player passed to move on)', () => {
    const a = ask('{回合:A 阶段:战斗阶段开始步骤 A场:闪光No.39 希望皇 霍普·电光皇 B场:十二兽 龙枪} C1 B:十二兽 龙枪② → 闪光No.39 希望皇 霍普·电光皇');
    expect(links(a)).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/优先权.rst:125] 黑洞 with both players passing: the chain resolves, every monster is destroyed', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:黑洞');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1).sort()).toEqual(['青眼白龙', '黑魔术师']);
  });
  it('[ref docs/c02/优先权.rst:126] A chains 星光大道 to its own 黑洞: 黑洞\'s effect is negated and it is destroyed, then 星尘龙 may be summoned', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师,青眼白龙} C1 A:黑洞 C2 A:星光大道');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 2)).toEqual(['黑洞']);
    expect(a.events.some((e) => e.type === 'special-summoned' && e.link === 2)).toBe(true);
    expect(eventCards(a, 'destroyed', 1)).toEqual([]);
  });
});
