// CTL-FACEDOWN-BOND (rules reference docs/c03/里侧·一时除外.rst:398–425): a monster whose control was taken, turned face-down.
// Taken by a card that keeps it as its target (持续取对象, 大逮捕-like), it is no longer that target: control goes back to its
// owner at once, by rule, and the card's tie to it is cut. Taken another way (for good, or 「直到…」), it stays with the taker.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const seize = textCard({ id: 99161601, name: '测试用持续夺取', type: 'trap continuous', text: '①：以对方场上1只表侧表示怪兽为对象才能把这张卡发动。得到那只怪兽的控制权。那只怪兽从场上离开时这张卡破坏。' });
const revive = textCard({ id: 99161602, name: '测试用双方苏生', type: 'trap continuous', text: '①：以双方墓地1只怪兽为对象才能把这张卡发动。那只怪兽在自己场上攻击表示特殊召唤。这张卡从场上离开时那只怪兽破坏。' });
const flip = textCard({ id: 99161603, name: '测试用变里侧', type: 'spell quickplay', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽变成里侧守备表示。' });
const controlMoves = (a: ChainAnswer) => a.events.filter((e) => e.type === 'control-changed').map((e) => `${e.cards.map((c) => c.name).join(',')}→${e.cards[0]?.controller}:${e.cause}`);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('a taken monster turned face-down (CTL-FACEDOWN-BOND)', () => {
  it('[CTL-FACEDOWN-BOND] taken by a card that keeps it as its target: turned face-down, it goes back to its owner at once, by rule', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用持续夺取(对象:黑魔术师),黑魔术师(所有者:B) B手:测试用变里侧} C1 B:测试用变里侧→黑魔术师', [seize, flip]);
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(controlMoves(a)).toEqual(['黑魔术师→B:rule']);
    expect(a.links[0]?.rules).toContain('CTL-FACEDOWN-BOND');
  });
  it('[CTL-FACEDOWN-BOND] the taker’s own effect turning it face-down (the other side) sends it back just the same', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用持续夺取(对象:黑魔术师),黑魔术师(所有者:B) A手:测试用变里侧} C1 A:测试用变里侧→黑魔术师', [seize, flip]);
    expect(controlMoves(a)).toEqual(['黑魔术师→B:rule']);
  });
  it('[CTL-FACEDOWN-BOND] no longer its target: the monster destroyed afterwards in the chain does not destroy the card', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用持续夺取(对象:黑魔术师),黑魔术师(所有者:B) B手:黑洞,测试用变里侧} C1 B:黑洞 C2 B:测试用变里侧→黑魔术师', [seize, flip]);
    expect(controlMoves(a)).toEqual(['黑魔术师→B:rule']);
    expect(destroyed(a)).toEqual(['黑魔术师']);
  });
  it('[CTL-FACEDOWN-BOND] taken without a card keeping it (for good, or until a time): turned face-down it stays with the taker', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:黑魔术师(所有者:B) B手:测试用变里侧} C1 B:测试用变里侧→黑魔术师', [flip]);
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(controlMoves(a)).toEqual([]);
  });
  it('[CTL-FACEDOWN-BOND] a card that keeps the opponent’s monster as target but summoned it (no control change): turned face-down, it stays', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用双方苏生(对象:黑魔术师),黑魔术师(所有者:B) B手:测试用变里侧} C1 B:测试用变里侧→黑魔术师', [revive, flip]);
    expect(controlMoves(a)).toEqual([]);
  });
  it('[CTL-FACEDOWN-BOND] the card that takes control resolving after the monster was set face-down in the chain takes it face-down, and it stays', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用持续夺取(盖) B场:黑魔术师,测试用变里侧(盖)} C1 A:测试用持续夺取→黑魔术师 C2 B:测试用变里侧→黑魔术师', [seize, flip]);
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(controlMoves(a)).toEqual(['黑魔术师→A:effect']);
  });
});
