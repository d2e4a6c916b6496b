// CH-TRIGGER-STATED-MET (review s44 q1 (1)): a trigger on its card's own summon (「这张卡召唤·特殊召唤成功时」) whose summon the input
// states — `本回合:A:X(召唤)` / `本回合:A:召唤 X`, or the summon written as the action before the chain — is read from that statement:
// the answer no longer says 「假定它的诱发条件刚刚满足」. Not stated, or stated for another card, another player or another kind of
// summon, the assumption stays.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const ASSUMED = '假定它的诱发条件刚刚满足';
const assumed = (input: string): boolean => askCdb(input).assumptions.some((a) => a.includes(ASSUMED));
const rules = (input: string): string[] => askCdb(input).links[0]!.rules;

describe.skipIf(!haveCards)('a trigger on its own summon, the summon stated (CH-TRIGGER-STATED-MET)', () => {
  it('[CH-TRIGGER-STATED-MET] 元素英雄 水泡侠② with its summon in 本回合 (note or verb first) or written as the action: no trigger assumption', () => {
    for (const input of [
      '{回合:A 阶段:主要1 本回合:A:召唤 元素英雄 水泡侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
      '{回合:A 阶段:主要1 本回合:A:元素英雄 水泡侠(特殊召唤) A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
      '{回合:A 阶段:主要1 A手:元素英雄 水泡侠} 召唤 元素英雄 水泡侠 C1 A:元素英雄 水泡侠②',
    ]) {
      expect(assumed(input), input).toBe(false);
      expect(rules(input), input).toContain('CH-TRIGGER-STATED-MET');
      expect(askCdb(input).links[0]!.legal, input).toBe(true);
    }
    // The verb-first entry is the card 元素英雄 水泡侠, not a name guessed from 「召唤 元素英雄 水泡侠」.
    expect(askCdb('{回合:A 阶段:主要1 本回合:A:召唤 元素英雄 水泡侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②').assumptions.join(' ')).not.toContain('最接近的卡名');
  });

  it('[CH-TRIGGER-STATED-MET] the other side: not stated, stated for another card / the other player, or the summon negated — the assumption stays', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
      '{回合:A 阶段:主要1 本回合:A:召唤 元素英雄 天空侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
      '{回合:A 阶段:主要1 本回合:B:召唤 元素英雄 水泡侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
      '{回合:A 阶段:主要1 本回合:A:元素英雄 水泡侠(召唤,无效) A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②',
    ]) {
      expect(assumed(input), input).toBe(true);
      expect(rules(input), input).not.toContain('CH-TRIGGER-STATED-MET');
    }
  });

  it('[CH-TRIGGER-STATED-MET] 召唤僧① (read from its text: 「这张卡召唤·反转召唤成功的场合」): a stated Normal Summon is read; a stated Special Summon is not its event, assumed as before', () => {
    const normal = '{回合:A 阶段:主要1 本回合:A:召唤 召唤僧 A场:召唤僧} C1 A:召唤僧①';
    expect(assumed(normal)).toBe(false);
    expect(rules(normal)).toContain('CH-TRIGGER-STATED-MET');
    const special = '{回合:A 阶段:主要1 本回合:A:召唤僧(特殊召唤) A场:召唤僧} C1 A:召唤僧①';
    expect(assumed(special)).toBe(true);
    expect(rules(special)).not.toContain('CH-TRIGGER-STATED-MET');
  });

  it('[CH-TRIGGER-STATED-MET] the damage step and a card that left the field: the stated summon drops only the assumption, the other rules still judge', () => {
    // In the damage step the stated Special Summon is read (no assumption); CH-DAMAGE-STEP still applies as before.
    const dmg = askCdb('{回合:A 阶段:伤害步骤 本回合:A:特殊召唤 元素英雄 水泡侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②');
    expect(dmg.assumptions.some((a) => a.includes(ASSUMED))).toBe(false);
    expect(dmg.links[0]!.rules).toEqual(expect.arrayContaining(['CH-TRIGGER-STATED-MET', 'CH-DAMAGE-STEP']));
    // Summoned this turn, but now in the GY (it left the field): still refused where it is (CH-FROM-ZONE).
    const gy = askCdb('{回合:A 阶段:主要1 本回合:A:召唤 元素英雄 水泡侠 A墓:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②');
    expect(gy.links[0]!.legal).toBe(false);
    expect(gy.links[0]!.rules).toContain('CH-FROM-ZONE');
  });
});
