// CH-ADD-TO-OWN-HAND: 「把对方手卡确认，从那之中选1只怪兽加入自己手卡」 (亚马逊锁链使) — the opponent's monster goes to the effect's
// player's hand (its owner still the opponent), not back to its owner's hand.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('[CH-ADD-TO-OWN-HAND] an opponent\'s card added to one\'s own hand', () => {
  it('[CH-ADD-TO-OWN-HAND] 亚马逊锁链使 takes the opponent\'s hand monster into its controller\'s hand — the answer says whose hand', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A墓:亚马逊锁链使(战斗破坏) B手:青眼白龙,黑洞 A基本分:8000} C1 A:亚马逊锁链使');
    const added = a.events.filter((e) => e.type === 'added-to-hand' && e.link === 1);
    expect(added.flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(added.map((e) => e.player)).toEqual(['A']);
    expect(a.links[0]!.rules).toContain('CH-ADD-TO-OWN-HAND');
  });
  it('[CH-ADD-TO-OWN-HAND] a search of one\'s own Deck (「从卡组…加入手卡」) is as before: no hand named, the card its player\'s own', () => {
    const a = askCdb('{回合:A 阶段:主要1 A卡组:元素英雄 羽翼侠} C1 A:E-紧急呼唤');
    const added = a.events.filter((e) => e.type === 'added-to-hand' && e.link === 1);
    expect(added.map((e) => e.player)).toEqual([null]);
    expect(a.links[0]!.rules).not.toContain('CH-ADD-TO-OWN-HAND');
  });
});
