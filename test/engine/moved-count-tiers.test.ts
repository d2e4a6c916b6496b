// CMP-MOVED-COUNT-TIERS, CH-MOVED-COUNT-TIERS (rules reference docs/c03/特定效果的处理方法.rst:170–180): 「这个效果破坏的卡数量的以下效果
// 适用。●1张以上：… ●2张以上：…」 — each ● is a step of the effect itself, done when the resolution destroyed at least that many cards,
// each apart from the others (one that does nothing does not stop the next).
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links } from '../reference/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage' && e.link === 1).map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('● tiered by the number of cards the effect destroyed', () => {
  it('[CMP-MOVED-COUNT-TIERS] 摇晃的目光 destroying two Pendulum Zone cards: ●1张以上 deals 500, ●2张以上 adds the named Pendulum Monster', () => {
    const a = ask('{回合:A 阶段:主要1 A场:摇晃的目光(盖),龙脉之魔术师(灵摆左),龙穴之魔术师(灵摆右) A卡组:慧眼之魔术师} C1 A:摇晃的目光[加入手卡 慧眼之魔术师]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['龙脉之魔术师', '龙穴之魔术师']);
    expect(damage(a)).toEqual(['B:500']);
    expect(eventCards(a, 'added-to-hand', 1)).toEqual(['慧眼之魔术师']);
  });
  it('[CH-MOVED-COUNT-TIERS] the other side: one card destroyed — the 500 damage, but no add (●2张以上 not reached), the Pendulum Monster stays in the Deck', () => {
    const a = ask('{回合:A 阶段:主要1 A场:摇晃的目光(盖),龙脉之魔术师(灵摆左) B场:龙穴之魔术师(灵摆右) A卡组:慧眼之魔术师} C1 A:摇晃的目光[加入手卡 慧眼之魔术师]');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['龙脉之魔术师', '龙穴之魔术师'].slice(0, 2));
    const one = ask('{回合:A 阶段:主要1 A场:摇晃的目光(盖),龙脉之魔术师(灵摆左) A卡组:慧眼之魔术师} C1 A:摇晃的目光[加入手卡 慧眼之魔术师]');
    expect(damage(one)).toEqual(['B:500']);
    expect(eventCards(one, 'added-to-hand', 1)).toEqual([]);
  });
  it('[CH-MOVED-COUNT-TIERS] a ● that does nothing does not stop the next: under 试胆竞速 B, lower in LP, takes none of the 500, and the add is still done', () => {
    const a = ask('{回合:A 阶段:主要1 A基本分:8000 B基本分:4000 A场:摇晃的目光(盖),龙脉之魔术师(灵摆左),龙穴之魔术师(灵摆右),试胆竞速(场地) A卡组:慧眼之魔术师} C1 A:摇晃的目光[加入手卡 慧眼之魔术师]');
    expect(a.lp.B).toBe(4000);
    expect(eventCards(a, 'added-to-hand', 1)).toEqual(['慧眼之魔术师']);
  });
});
