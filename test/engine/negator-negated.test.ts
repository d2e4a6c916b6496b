// CH-CONT-NEGATOR-NEGATED — a continuous negation (「…的效果无效化」 of a face-up card) applies only while its own card is
// not negated: another face-up card's continuous negation reaching the negating card keeps its negation off — unless the
// negating card negates that one back and started applying first (CH-CONT-FIRST-APPLIES gives the order; flipped
// face-up together by one resolution, the turn player's first). Rules reference docs/c02/怪兽的效果分类.rst:296–319.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const summary = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-CONT-NEGATOR-NEGATED', () => {
  it('[CH-CONT-NEGATOR-NEGATED] 虚龙魔王 无形矢·心灵 (negating Fusion, Synchro and Xyz monsters) is itself negated by the opponent’s 命运英雄 血魔-D: the Xyz 光子蝶刺客 resolves', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:虚龙魔王 无形矢·心灵,青眼白龙(守) B场:命运英雄 血魔-D,光子蝶刺客} C1 B:光子蝶刺客→青眼白龙');
    expect(summary(a)).toEqual(['C1:resolved']);
    expect(a.links[0]!.rules).toContain('CH-CONT-NEGATOR-NEGATED');
  });
  it('[CH-CONT-NEGATOR-NEGATED] the other side: without 血魔-D, 无形矢·心灵 negates the Xyz; a non-Xyz negating card beside it (技能抽取) negates it anyway', () => {
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:虚龙魔王 无形矢·心灵,青眼白龙(守) B场:光子蝶刺客} C1 B:光子蝶刺客→青眼白龙'))).toEqual(['C1:effect-negated']);
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:虚龙魔王 无形矢·心灵,青眼白龙(守) B场:技能抽取,光子蝶刺客} C1 B:光子蝶刺客→青眼白龙'))).toEqual(['C1:effect-negated']);
  });
  it('[CH-CONT-NEGATOR-NEGATED] two negations of each other (a 命运英雄 血魔-D on each side): the one there first negates the later one, whose negation then does not reach the first side’s 光子蝶刺客', () => {
    // A's 血魔-D there before B's: B's is negated, A's monster resolves.
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:命运英雄 血魔-D,光子蝶刺客 B场:命运英雄 血魔-D(本回合特召),青眼白龙(守)} C1 A:光子蝶刺客→青眼白龙'))).toEqual(['C1:resolved']);
    // B's there first: A's 血魔-D is the negated one, and B's negates A's monster.
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:命运英雄 血魔-D(本回合特召),光子蝶刺客 B场:命运英雄 血魔-D,青眼白龙(守)} C1 A:光子蝶刺客→青眼白龙'))).toEqual(['C1:effect-negated']);
  });
  it('[CH-CONT-NEGATOR-NEGATED] both flipped face-up together by 停战协定 in the chain: the turn player’s applies first, on either turn the turn player’s monster resolves; with only the opponent’s 血魔-D it is negated', () => {
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:命运英雄 血魔-D(盖,守),停战协定(盖),光子蝶刺客 B场:命运英雄 血魔-D(盖,守),青眼白龙(守)} C1 A:光子蝶刺客→青眼白龙 C2 A:停战协定'))).toEqual(['C1:resolved', 'C2:resolved']);
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:命运英雄 血魔-D(盖,守),停战协定(盖),青眼白龙(守) B场:命运英雄 血魔-D(盖,守),光子蝶刺客} C1 B:光子蝶刺客→青眼白龙 C2 A:停战协定'))).toEqual(['C1:resolved', 'C2:resolved']);
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:命运英雄 血魔-D(盖,守),停战协定(盖),青眼白龙(守) B场:光子蝶刺客} C1 B:光子蝶刺客→青眼白龙 C2 A:停战协定'))).toEqual(['C1:effect-negated', 'C2:resolved']);
  });
});

// The compiler's readings this rule's cases needed (for every card with the wording).
describe.skipIf(!haveCards)('the compiler: positions, monster-type lists, delayed steps', () => {
  it('「变成表侧守备表示」 turns a face-down Defense monster face-up in Defense (停战协定): only flipped, no change of position, and a face-up Defense monster is left alone', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:停战协定(盖) B场:人造人-念力震慑者(盖),青眼白龙(守)} C1 A:停战协定');
    expect(a.events.filter((e) => e.type === 'flipped').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['人造人-念力震慑者']);
    expect(a.events.filter((e) => e.type === 'position-changed')).toEqual([]);
  });
  it('a step done only at a later moment (W星云陨石’s End Phase 「变成里侧守备表示」) is not one the activation needs something for: it can be activated with no LIGHT Reptile', () => {
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:W星云陨石(盖) B场:龙子(盖,守)} C1 A:W星云陨石'))).toEqual(['C1:resolved']);
  });
});
