// A resolution that describes its target again reads that part again (test/RULES.md CH-TARGET-RESTATED; rules
// reference docs/c02/基本用语.rst:17, :31, :261): 「那只对方怪兽破坏」 does nothing to a target its player took
// control of in the chain, 「盖放的那张卡破坏」 nothing to a target activated face-up since. A text that only says
// 「那张卡」 still acts on its target (雷破, 沙尘之大龙卷's face), as FD keeps a target taken over or flipped.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { restatedTarget } from '../../src/cards/compile/targets.js';

const summary = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}${l.by !== null ? `@${l.by}` : ''}`);
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('reading the restated target', () => {
  it('[CH-TARGET-RESTATED] the compiler reads 「那只对方怪兽」「那张对方的卡」 as the side, 「盖放的那张卡」 as the face; 「那张卡」 restates nothing', () => {
    expect(restatedTarget('那只对方怪兽破坏')).toEqual({ side: true });
    expect(restatedTarget('那张对方的卡回到持有者手卡')).toEqual({ side: true });
    expect(restatedTarget('盖放的那张卡破坏')).toEqual({ face: true });
    expect(restatedTarget('那张卡破坏')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a target described again at resolution', () => {
  it('[CH-TARGET-RESTATED] 火焰手 destroys nothing once its target was taken over by its own player; 雷破 (「那张卡」) still destroys it', () => {
    const fire = '{回合:A A墓:火焰手 A场:敌人控制器(盖),三眼怪 B场:青眼白龙} C1 A:火焰手①→青眼白龙 C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]';
    expect(summary(fire)[0]).toBe('C1:legal:no-effect@2');
    expect(askCdb(fire).links[0]!.rules).toContain('CH-TARGET-RESTATED');
    expect(destroyed(fire)).not.toContain('青眼白龙');
    expect(destroyed('{回合:A A场:雷破(盖),敌人控制器(盖),三眼怪 A手:旋风 B场:青眼白龙} C1 A:雷破→青眼白龙 [cost:丢弃 旋风] C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]')).toContain('青眼白龙');
    // Not taken over: it is destroyed.
    expect(destroyed('{回合:A A墓:火焰手 B场:青眼白龙} C1 A:火焰手①→青眼白龙')).toContain('青眼白龙');
  });
  it('[CH-TARGET-RESTATED] 夜摄 destroys its Set target, but nothing once the target was activated in the chain; 沙尘之大龙卷 (no Set in its resolution) destroys the activated card', () => {
    expect(destroyed('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风')).toEqual(['旋风']);
    expect(summary('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风 C2 B:增殖的G C3 B:旋风')).toEqual(['C1:legal:no-effect@3', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(destroyed('{回合:A 阶段:主要1 A场:沙尘之大龙卷(盖),魔封的芳香 B场:旋风(盖)} C1 A:沙尘之大龙卷 → 旋风 C2 B:旋风 → 魔封的芳香')).toEqual(['魔封的芳香', '旋风']);
  });
});

describe.skipIf(!haveCards)('CH-TARGET-RESTATED: 「那张魔法卡破坏」 of a Set target', () => {
  const c1 = (input: string) => askCdb(input).links[0]!;
  it('[CH-TARGET-RESTATED] 魔法除去 「以…场上盖放的1张魔法·陷阱卡为对象…那张魔法卡破坏」: a Set 黑洞 is a legal target and destroyed; a Set 神之宣告 is a legal target, revealed, and not destroyed', () => {
    expect(c1('{回合:A 阶段:主要1 B场:黑洞(盖)} C1 A:魔法除去→黑洞').outcome).toBe('resolved');
    const trap = askCdb('{回合:A 阶段:主要1 B场:神之宣告(盖)} C1 A:魔法除去→神之宣告');
    expect(trap.links[0]!.legal).toBe(true);
    expect(trap.links[0]!.rules).toContain('CH-TARGET-RESTATED');
    expect(trap.events.some((e) => e.type === 'destroyed' && e.link === 1)).toBe(false);
  });
  it('[CH-TARGET-RESTATED] the other side: a face-up Continuous Trap (技能抽取) is no target of it — only a face-up Spell or a Set card', () => {
    expect(c1('{回合:A 阶段:主要1 B场:技能抽取} C1 A:魔法除去→技能抽取').legal).toBe(false);
  });
});

// CH-TARGET-RESTATED (review g5): 「那只自己的表侧表示怪兽」 restates the side and the face — a target turned face-down in the chain
// (月之书) is no longer 「表侧表示」, so nothing is banished.
describe('reading a restated face-up target', () => {
  it('[CH-TARGET-RESTATED] the compiler reads 「那只自己的表侧表示怪兽」 as side and face, 「那只表侧表示怪兽」 as the face; 「那只怪兽」 restates nothing', () => {
    expect(restatedTarget('那只自己的表侧表示怪兽直到结束阶段除外')).toEqual({ side: true, face: true });
    expect(restatedTarget('那只表侧表示怪兽破坏')).toEqual({ face: true });
    expect(restatedTarget('那只怪兽直到结束阶段除外')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a face-up target described again at resolution', () => {
  const banished = (input: string) => askCdb(input).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-TARGET-RESTATED] 亚空间物质传送装置 banishes nothing once 月之书 turned its target face-down in the same chain', () => {
    const input = '{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:月之书(盖)} C1 A:亚空间物质传送装置→三眼怪 C2 B:月之书→三眼怪';
    expect(summary(input)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(askCdb(input).links[0]!.rules).toContain('CH-TARGET-RESTATED');
    expect(banished(input)).toEqual([]);
    expect(askCdb(input).delayed ?? []).toEqual([]);
  });
  it('[CH-TARGET-RESTATED] the other side: still face-up (the chain destroyed another card) it is banished; gone from the field (强制脱出装置) nothing is', () => {
    expect(banished('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:旋风(盖),月之书} C1 A:亚空间物质传送装置→三眼怪 C2 B:旋风→月之书')).toEqual(['三眼怪']);
    expect(banished('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪} C1 A:亚空间物质传送装置→三眼怪')).toEqual(['三眼怪']);
    expect(banished('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:强制脱出装置(盖)} C1 A:亚空间物质传送装置→三眼怪 C2 B:强制脱出装置→三眼怪')).toEqual([]);
  });
});

// Review s45-rv1: curated 破坏轮 (「那只表侧表示怪兽破坏，自己受到那只怪兽的原本攻击力数值的伤害」) destroyed a target turned face-down by
// 月之书 and dealt 3000 to each player; its restated face-up target is now in its data.
describe.skipIf(!haveCards)('CH-TARGET-RESTATED: 破坏轮 「那只表侧表示怪兽」', () => {
  it('[CH-TARGET-RESTATED] 破坏轮 whose target 月之书 turned face-down: not destroyed, no damage to either player', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:破坏轮(盖) B场:青眼白龙 A基本分:8000 B基本分:8000} C1 A:破坏轮→B:青眼白龙 C2 B:月之书→青眼白龙');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.links[0]!.rules).toContain('CH-TARGET-RESTATED');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(a.events.filter((e) => e.type === 'damage')).toEqual([]);
  });
  it('[CH-TARGET-RESTATED] the other side: still face-up, it is destroyed and both players take its original ATK', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:破坏轮(盖) B场:青眼白龙(攻3500)} C1 A:破坏轮→B:青眼白龙');
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏轮(盖) B场:青眼白龙(攻3500)} C1 A:破坏轮→B:青眼白龙')).toEqual(['青眼白龙']);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([3000, 3000]);
  });
});
