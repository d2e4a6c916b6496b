// CH-GY-LOCK-TYPE-CHANGE (rules reference docs/c04/王家长眠之谷.rst:49–51): under a GY lock (王家长眠之谷②), the changes of Type,
// Attribute or name another card makes (不死世界: 「场上以及墓地的怪兽全部变成不死族」) do not reach the cards in the GY; the cards on
// the field still change. The other side: with the lock's effects negated, or no lock, the GY cards change too. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { haveCards, legal } from '../reference/judge.js';

describe.skipIf(!haveCards)('CH-GY-LOCK-TYPE-CHANGE', () => {
  it('[CH-GY-LOCK-TYPE-CHANGE] with 不死世界 and 王家长眠之谷, 三眼怪 in the GY is no Zombie: 妖怪筑巢的祠堂① (a Zombie in the GY) cannot target it; without the lock, or with the lock negated, it can', () => {
    expect(legal('{回合:A 阶段:主要1 A场:王家长眠之谷,不死世界 A墓:三眼怪} C1 A:妖怪筑巢的祠堂①→三眼怪', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:不死世界 A墓:三眼怪} C1 A:妖怪筑巢的祠堂①→三眼怪', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:王家长眠之谷(效果无效),不死世界 A墓:三眼怪} C1 A:妖怪筑巢的祠堂①→三眼怪', 1)).toBe(true);
  });
  it('[CH-GY-LOCK-TYPE-CHANGE] the lock keeps no change from the field: 三眼怪 on the field is a Zombie under 不死世界 with 王家长眠之谷 out, a target of 不死斗争①; without 不死世界 it is not', () => {
    expect(legal('{回合:A 阶段:主要1 A场:王家长眠之谷,不死世界,三眼怪} C1 A:不死斗争①→三眼怪', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:王家长眠之谷,三眼怪} C1 A:不死斗争①→三眼怪', 1)).toBe(false);
  });
});
