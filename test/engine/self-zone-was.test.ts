// CMP-SELF-ZONE-WAS: a Pendulum Monster can be destroyed in a Monster Zone or in a Pendulum Zone, and a trigger that names the zone
// (「怪兽区域的这张卡被…破坏的场合」, 「这张卡在灵摆区域被破坏的场合」) is met only by a destruction there.
import { describe, expect, it } from 'vitest';
// Imported cards (their effects compiled from cards.cdb text): the reference judge loads the shared data.
import { haveCards, win } from '../reference/judge.js';

describe.skipIf(!haveCards)('[CMP-SELF-ZONE-WAS] a trigger naming the zone the card was destroyed in', () => {
  it('[CMP-SELF-ZONE-WAS] 魔界剧团-莽撞新人 destroyed in its Pendulum Zone offers ③ (灵摆区域), not ② (怪兽区域的这张卡)', () => {
    expect(win('{回合:B 阶段:主要1 A场:魔界剧团-莽撞新人(灵摆左) B场:旋风(盖)} C1 B:旋风 -> 魔界剧团-莽撞新人').triggers)
      .toEqual(['A 魔界剧团-莽撞新人#3']);
  });
  it('[CMP-SELF-ZONE-WAS] 魔界剧团-莽撞新人 destroyed in a Monster Zone offers ②, not ③', () => {
    expect(win('{回合:B 阶段:主要1 A场:魔界剧团-莽撞新人(已用) B手:雷击} C1 B:雷击').triggers).toEqual(['A 魔界剧团-莽撞新人#2']);
  });
});
