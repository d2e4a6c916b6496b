// CH-CONT-FIRST-APPLIES — a continuous negation of effects (「…的效果无效化」 of a face-up card) against a card's own
// 「不受…效果影响」: the one that applied first holds (rules reference docs/c02/怪兽的效果分类.rst:296–319). A card
// already there when the negation arrived is not negated; one that arrives while it applies — summoned before
// the chain (`(本回合特召)`), by the action the chain was built after, or by a link of the chain — is negated, and
// then no printed protection of it applies (CH-PROTECTION-NEGATED). Head-judge probes: imported cards, both
// orders, a negating card that leaves in the chain, and a board whose order the situation does not give.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const summary = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}`);
const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-CONT-FIRST-APPLIES', () => {
  it('[CH-CONT-FIRST-APPLIES] a monster unaffected by monster effects (龙子) summoned while 命运英雄 血魔-D applies is negated: 血魔-D② equips it', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:命运英雄 血魔-D A场:龙子(本回合特召)} C1 B:命运英雄 血魔-D②→龙子');
    expect(summary(a)).toEqual(['C1:resolved']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-CONT-FIRST-APPLIES', 'CH-PROTECTION-NEGATED']));
    expect(moved(a, 'equipped')).toEqual(['龙子']);
  });
  it('[CH-CONT-FIRST-APPLIES] the other side: 龙子 there before 血魔-D arrived keeps its protection — nothing is equipped', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:命运英雄 血魔-D(本回合特召) A场:龙子} C1 B:命运英雄 血魔-D②→龙子');
    expect(summary(a)).toEqual(['C1:no-effect']);
    expect(a.links[0]!.rules).toContain('CH-PROTECT-UNAFFECTED');
    expect(a.assumptions.join('')).not.toContain('看不出哪个先出场');
  });
  it('[CH-CONT-FIRST-APPLIES] summoned by the action the chain is built after (a summon): it arrived last, so it is negated — 效果遮蒙者 applies to it', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:命运英雄 血魔-D B手:效果遮蒙者 A额外:龙子} 特殊召唤 龙子 C1 B:效果遮蒙者→龙子');
    expect(summary(a)).toEqual(['C1:resolved']);
    expect(a.links[0]!.rules).toContain('CH-PROTECTION-NEGATED');
    // Without the negating card, 龙子 is unaffected by 效果遮蒙者.
    expect(summary(askCdb('{回合:A 阶段:主要1 B手:效果遮蒙者 A额外:龙子} 特殊召唤 龙子 C1 B:效果遮蒙者→龙子'))).toEqual(['C1:no-effect']);
  });
  it('[CH-CONT-FIRST-APPLIES] the negating card leaving the field in the chain: the protection applies again when the link below resolves', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:命运英雄 血魔-D B手:效果遮蒙者 A场:强制脱出装置(盖) A额外:龙子} 特殊召唤 龙子 C1 B:效果遮蒙者→龙子 C2 A:强制脱出装置→命运英雄 血魔-D');
    expect(summary(a)).toEqual(['C1:no-effect', 'C2:resolved']);
    expect(a.links[0]!.rules).toContain('CH-PROTECT-UNAFFECTED');
  });
  it('[CH-CONT-FIRST-APPLIES] a Trap\'s negation (技能抽取) first, then a monster unaffected by Traps (元素英雄 荒野侠) summoned: negated, so 强制脱出装置 returns it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:技能抽取,强制脱出装置(盖) B场:元素英雄 荒野侠(本回合特召)} C1 A:强制脱出装置→元素英雄 荒野侠');
    expect(moved(a, 'returned-to-hand')).toEqual(['元素英雄 荒野侠']);
    const unknown = askCdb('{回合:A 阶段:主要1 A场:技能抽取,强制脱出装置(盖) B场:元素英雄 荒野侠} C1 A:强制脱出装置→元素英雄 荒野侠');
    // Both already there, in an order the situation does not give: assumed the protection applied first — and said.
    expect(summary(unknown)).toEqual(['C1:no-effect']);
    expect(unknown.assumptions.join('')).toContain('看不出哪个先出场');
  });
  it('[CH-CONT-FIRST-APPLIES] a monster with no unaffected effect covering the negating card loses its printed protections under the negation whatever the order', () => {
    // 元素英雄 荒野侠 is unaffected by Traps only: under 命运英雄 血魔-D (a monster) it is negated whenever it came, and a Trap reaches it.
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 血魔-D,强制脱出装置(盖) B场:元素英雄 荒野侠} C1 A:强制脱出装置→元素英雄 荒野侠');
    expect(moved(a, 'returned-to-hand')).toEqual(['元素英雄 荒野侠']);
    expect(a.assumptions.join('')).not.toContain('看不出哪个先出场');
    expect(a.links[0]!.rules).toContain('CH-PROTECTION-NEGATED');
  });
  it('[CH-CONT-FIRST-APPLIES] both arrived under a third card\'s negation (技能抽取) that leaves in the chain: they start applying at the same moment, so the turn player\'s applies first — on the opponent\'s turn 急袭猛禽-究极猎鹰 is negated by 血魔-D and 强制脱出装置 returns it', () => {
    const input = (turn: string) => `{回合:${turn} 阶段:主要1 A场:技能抽取,急袭猛禽-究极猎鹰(超量召唤,本回合特召),强制脱出装置(盖) B场:命运英雄 血魔-D(本回合特召),旋风(盖)} C1 A:强制脱出装置→急袭猛禽-究极猎鹰 C2 B:旋风→技能抽取`;
    const theirs = askCdb(input('B'));
    expect(summary(theirs)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(theirs.links[0]!.rules).toEqual(expect.arrayContaining(['CH-CONT-FIRST-APPLIES', 'CH-PROTECTION-NEGATED']));
    // The other side: on its controller's turn its unaffected effect applies first — 强制脱出装置 does nothing.
    expect(summary(askCdb(input('A')))).toEqual(['C1:no-effect', 'C2:resolved']);
  });
  it('[CH-CONT-FIRST-APPLIES] two negations of each other (a 命运英雄 血魔-D on each side): the one that applied first negates the other, whose own negation never applied — the first one\'s ② resolves', () => {
    const input = (mine: string, theirs: string) => `{回合:B 阶段:主要1 A场:命运英雄 血魔-D${mine},三眼怪 B场:命运英雄 血魔-D${theirs}} C1 B:命运英雄 血魔-D②→三眼怪`;
    const first = askCdb(input('(本回合特召)', ''));
    expect(summary(first)).toEqual(['C1:resolved']);
    expect(first.links[0]!.rules).toContain('CH-CONT-FIRST-APPLIES');
    // The other side: the activating 血魔-D arrived last — the other one\'s negation applied first and negates its ②.
    expect(summary(askCdb(input('', '(本回合特召)')))).toEqual(['C1:effect-negated']);
  });
  it('[CH-CONT-FIRST-APPLIES] one player’s 耳边风风鸟 (unaffected by other cards) and 虚龙魔王 无形矢·心灵 (negating Xyz monsters) flipped face-up together by 停战协定: that player chooses the order — assumed the protection first, and said; 强制脱出装置 does nothing to it on either turn', () => {
    for (const turn of ['A', 'B']) {
      const a = askCdb(`{回合:${turn} 阶段:主要1 A场:耳边风风鸟(盖,守),虚龙魔王 无形矢·心灵(盖,守),停战协定(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→耳边风风鸟 C2 A:停战协定`);
      expect(summary(a)).toEqual(['C1:no-effect', 'C2:resolved']);
      expect(a.assumptions.join()).toContain('选择适用顺序');
    }
  });
  it('[CH-CONT-FIRST-APPLIES] the other side: the two on different sides, flipped together — the turn player’s applies first (the opponent’s 耳边风风鸟 is negated and returned on 无形矢·心灵’s player’s turn)', () => {
    const theirs = askCdb('{回合:A 阶段:主要1 A场:虚龙魔王 无形矢·心灵(盖,守),停战协定(盖),强制脱出装置(盖) B场:耳边风风鸟(盖,守)} C1 A:强制脱出装置→耳边风风鸟 C2 A:停战协定');
    expect(summary(theirs)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(moved(theirs, 'returned-to-deck')).toEqual(['耳边风风鸟']);
    expect(summary(askCdb('{回合:B 阶段:主要1 A场:虚龙魔王 无形矢·心灵(盖,守),停战协定(盖),强制脱出装置(盖) B场:耳边风风鸟(盖,守)} C1 A:强制脱出装置→耳边风风鸟 C2 A:停战协定'))).toEqual(['C1:no-effect', 'C2:resolved']);
  });
  it('[CH-UNAFFECTED-NOT-YET] a face-down 龙子 flipped by 光子蝶刺客\'s own resolution is still reached by the rest of it (Attack Position, 1100 ATK)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:光子蝶刺客 B场:龙子(盖)} C1 A:光子蝶刺客→龙子');
    expect(summary(a)).toEqual(['C1:resolved']);
    expect(a.links[0]!.rules).toContain('CH-UNAFFECTED-NOT-YET');
    expect(a.stats?.find((s) => s.card.name === '龙子')?.atk).toBe(1100);
  });
  it('[CH-UNAFFECTED-NOT-YET] the other side: 龙子 already face-up is unaffected by 光子蝶刺客 — nothing happens to it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:光子蝶刺客 B场:龙子(守)} C1 A:光子蝶刺客→龙子');
    expect(summary(a)).toEqual(['C1:no-effect']);
    expect(a.links[0]!.rules).not.toContain('CH-UNAFFECTED-NOT-YET');
  });
});
