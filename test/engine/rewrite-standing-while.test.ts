// CMP-REWRITE-STANDING-WHILE (rules reference docs/c03/无效.rst:558, 631–635): a continuous rewrite of the opponent's activations under a
// lead naming a state (「只要灵摆召唤的「魔界剧团」灵摆怪兽在自己场上存在，对方发动的怪兽的效果变成「…」」) applies only while that state holds.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (input: string): string[] => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a standing rewrite under a condition', () => {
  it('[CMP-REWRITE-STANDING-WHILE] 魔界剧场「奇幻剧场」②: with a Pendulum-Summoned 魔界剧团 monster of mine, the opponent\'s monster effect destroys my Set card instead of its target; with the 魔界剧团 monster not Pendulum Summoned, the effect is its own', () => {
    expect(destroyed('{回合:B A场:《魔界剧场「奇幻剧场」》,魔界剧团-莽撞新人(灵摆召唤),王宫的通告(盖) B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者③→A:《魔界剧场「奇幻剧场」》')).toEqual(['王宫的通告']);
    expect(destroyed('{回合:B A场:《魔界剧场「奇幻剧场」》,魔界剧团-莽撞新人,王宫的通告(盖) B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者③→A:《魔界剧场「奇幻剧场」》')).toEqual(['魔界剧场「奇幻剧场」']);
  });
});
