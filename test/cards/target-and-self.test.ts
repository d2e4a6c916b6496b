// CMP-TARGET-AND-SELF (test/RULES.md): 「那只对方怪兽和场上的这张卡除外」「那张卡和这张卡破坏」 — one verb on the target and on this
// card moves both: the target first, then this card.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CMP-TARGET-AND-SELF', () => {
  it('[CMP-TARGET-AND-SELF] 古怪恶魔 P① destroys its target and itself; the other card of that side stays', () => {
    expect(moved('{回合:A 阶段:主要1 A场:古怪恶魔(灵摆左) B场:旋风(盖),神鸟攻击(盖)} C1 A:古怪恶魔P①→旋风', 'destroyed')).toEqual(['旋风', '古怪恶魔']);
  });
  it('[CMP-TARGET-AND-SELF] 银河眼光子龙② banishes the monster it battles and itself; the opponent’s other monster stays', () => {
    expect(moved('{回合:A 阶段:战斗步骤 攻击:A:银河眼光子龙→B:三眼怪 A场:银河眼光子龙 B场:三眼怪,青眼白龙} C1 A:银河眼光子龙②→三眼怪', 'banished')).toEqual(['三眼怪', '银河眼光子龙']);
  });
});
