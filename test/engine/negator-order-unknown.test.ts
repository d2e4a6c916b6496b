// CH-CONT-FIRST-APPLIES / CH-CONT-NEGATOR-NEGATED (test/RULES.md; rules reference docs/c02/怪兽的效果分类.rst:303, :310): two continuous
// negations of each other (a 命运英雄 血魔-D on each side) — whichever applied first negates the other, never both. With no arrival
// stated the engine takes the situation's listing order and says so; freed together from a third card's negation (技能抽取 destroyed
// in the chain), both start applying at that moment and the turn player's applies first — with no arrival stated for any of them,
// taken as both negated by it, and said.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);
const assumed = (input: string) => askCdb(input).assumptions.join('\n');

describe.skipIf(!haveCards)('two 血魔-D whose order the situation does not give', () => {
  const freed = '{回合:B 阶段:主要1 A场:命运英雄 血魔-D,青眼白龙(守) B场:技能抽取,命运英雄 血魔-D,光子蝶刺客,旋风(盖)} C1 B:光子蝶刺客→青眼白龙 C2 B:旋风→技能抽取';
  it('[CH-CONT-FIRST-APPLIES] 技能抽取 destroyed in the chain frees both at once: the turn player B’s applies first, A’s is negated — C1 resolves, and the assumption is said', () => {
    expect(outcomes(freed)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(assumed(freed)).toContain('两者同时开始适用，回合玩家的先适用');
  });
  it('[CH-CONT-FIRST-APPLIES] the same on A’s turn with A’s 光子蝶刺客: A’s 血魔-D applies first, B’s is negated — A’s C1 resolves', () => {
    expect(outcomes('{回合:A 阶段:主要1 A场:命运英雄 血魔-D,光子蝶刺客,旋风(盖) B场:技能抽取,命运英雄 血魔-D,青眼白龙(守)} C1 A:光子蝶刺客→青眼白龙 C2 A:旋风→技能抽取')).toEqual(['C1:resolved', 'C2:resolved']);
  });
  it('[CH-CONT-FIRST-APPLIES] the other side: 技能抽取 not destroyed — it still negates 光子蝶刺客 itself, and nothing is said of freeing', () => {
    const input = '{回合:B 阶段:主要1 A场:命运英雄 血魔-D,青眼白龙(守) B场:技能抽取,命运英雄 血魔-D,光子蝶刺客} C1 B:光子蝶刺客→青眼白龙';
    expect(outcomes(input)).toEqual(['C1:effect-negated']);
    expect(assumed(input)).not.toContain('同时开始适用');
  });
  it('[CH-CONT-NEGATOR-NEGATED] neither marked: the one listed first is taken as first, and said — A’s listed first negates B’s, and negates B’s 光子蝶刺客', () => {
    const input = '{回合:B 阶段:主要1 A场:命运英雄 血魔-D,青眼白龙(守) B场:命运英雄 血魔-D,光子蝶刺客} C1 B:光子蝶刺客→青眼白龙';
    expect(outcomes(input)).toEqual(['C1:effect-negated']);
    expect(assumed(input)).toContain('假定A的「命运英雄 血魔-D」先适用');
  });
  it('[CH-CONT-NEGATOR-NEGATED] B’s listed first: B’s is taken as first, A’s is negated — B’s 光子蝶刺客 resolves, and that is said', () => {
    const input = '{回合:B 阶段:主要1 B场:命运英雄 血魔-D,光子蝶刺客 A场:命运英雄 血魔-D,青眼白龙(守)} C1 B:光子蝶刺客→青眼白龙';
    expect(outcomes(input)).toEqual(['C1:resolved']);
    expect(assumed(input)).toContain('假定B的「命运英雄 血魔-D」先适用');
  });
  it('[CH-CONT-NEGATOR-NEGATED] the other side: the later one marked (本回合特召) — the order is known, nothing is assumed', () => {
    const input = '{回合:B 阶段:主要1 A场:命运英雄 血魔-D(本回合特召),青眼白龙(守) B场:命运英雄 血魔-D,光子蝶刺客} C1 B:光子蝶刺客→青眼白龙';
    expect(outcomes(input)).toEqual(['C1:resolved']);
    expect(assumed(input)).not.toContain('情境看不出哪个先出场');
  });
});
