// SIT-TARGET-FROM-NOTE (test/RULES.md): a link written with no target whose effect targets, and whose note names the card its targeted
// step acts on (`C1 A:死者苏生 [特殊召唤 青眼白龙]`), had that card as its target — a target is chosen at activation. Before, the note was
// read as a card chosen at resolution, the targeted step found no target, and 「（未写明的怪兽）」 was summoned.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';

const judge = createJudge();
const ask = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => judge.chain(input, { lang });
const moved = (a: ReturnType<typeof ask>, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe('a note names the target of a link written without one', () => {
  it('[SIT-TARGET-FROM-NOTE] 死者苏生 [特殊召唤 青眼白龙] with 青眼白龙 in the opponent\'s GY: it is the target, and it is the monster summoned', () => {
    const a = ask('{B墓:青眼白龙} C1 A:死者苏生 [特殊召唤 青眼白龙]');
    expect(a.links[0]!.targets.map((c) => `${c.controller}:${c.name}`)).toEqual(['B:青眼白龙']);
    expect(moved(a, 'special-summoned')).toEqual(['青眼白龙']);
    expect(a.assumptions.some((x) => x.includes('没有写对象') && x.includes('「青眼白龙」'))).toBe(true);
    // Said once, as the target — not also as a card chosen at resolution.
    expect(a.assumptions.some((x) => x.includes('处理时选的卡'))).toBe(false);
  });
  it('[SIT-TARGET-FROM-NOTE] the same with another verb: 旋风 [破坏 神之宣告] destroys the Set 神之宣告 it targeted (English says so too)', () => {
    const a = ask('{B场:青眼白龙,神之宣告(盖)} C1 A:旋风 [破坏 神之宣告]', 'en');
    expect(a.links[0]!.targets.map((c) => c.name)).toEqual(['Solemn Judgment']);
    expect(moved(a, 'destroyed')).toEqual(['Solemn Judgment']);
    expect(a.assumptions.some((x) => x.includes('taken as the target'))).toBe(true);
  });
  it('[SIT-TARGET-FROM-NOTE] the other side: two cards noted for an effect of one target are not guessed as its target', () => {
    const a = ask('{A墓:青眼白龙,黑魔术师} C1 A:死者苏生 [特殊召唤 青眼白龙] [特殊召唤 黑魔术师]');
    expect(a.links[0]!.targets).toEqual([]);
    expect(a.assumptions.some((x) => x.includes('没有写对象'))).toBe(false);
  });
  it('[SIT-TARGET-FROM-NOTE] the other side: a target written stays the target, and nothing is said about the note', () => {
    const a = ask('{A墓:青眼白龙,黑魔术师} C1 A:死者苏生→黑魔术师 [特殊召唤 黑魔术师]');
    expect(a.links[0]!.targets.map((c) => c.name)).toEqual(['黑魔术师']);
    expect(a.assumptions.some((x) => x.includes('没有写对象'))).toBe(false);
  });
});
