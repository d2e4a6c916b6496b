// 苏生限制 as a situation state: a Special Summon monster (or an Extra Deck monster) that was never
// properly summoned — sent from the hand or Deck, summoned ignoring its conditions, or by another
// card's effect — cannot be Special Summoned from the GY or banishment by an effect; one that was
// (正规出场) can. The situation says which with the card states `正规出场` / `未正规出场`; without one,
// a card in the GY is assumed properly summoned and the answer says so (CH-SUMMON-CONDITION). Rules
// reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:108–178. Cards read from the shared cards.cdb.
// Also CH-CANNOT-USE: a card marked `不能使用` (its name declared by 禁止令 / 念动力防卫者) — docs/c04/不能使用.rst.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../../cards/data.js';

skipMessage('the proper-summon states', CARDS_DB);

describe.skipIf(!haveCards)('正规出场 / 未正规出场: a Special Summon monster’s history', () => {
  const ask = askCdb;
  const verdict = (a: ChainAnswer) => `${a.links[0]!.legal ? 'legal' : 'illegal'}:${a.links[0]!.outcome}`;

  it('[CH-SUMMON-CONDITION] a target never properly summoned cannot be revived; properly summoned it can, and unsaid it is assumed so', () => {
    const never = ask('{回合:A A墓:混沌巫师(未正规出场)} C1 A:活死人的呼声→混沌巫师');
    expect(verdict(never)).toBe('illegal:illegal');
    expect(never.links[0]!.rules).toContain('CH-SUMMON-CONDITION');
    expect(never.links[0]!.illegalReason).toContain('没有正规出场');
    const proper = ask('{回合:A A墓:混沌巫师(正规出场)} C1 A:活死人的呼声→混沌巫师');
    expect(verdict(proper)).toBe('legal:resolved');
    expect(proper.assumptions.join()).not.toContain('假定它之前已用正规方法特殊召唤过');
    const unsaid = ask('{回合:A A墓:混沌巫师} C1 A:活死人的呼声→混沌巫师');
    expect(verdict(unsaid)).toBe('legal:resolved');
    expect(unsaid.assumptions.join()).toContain('假定它之前已用正规方法特殊召唤过');
  });

  it('[CH-SUMMON-CONDITION] an Extra Deck monster stated never properly summoned cannot be revived either', () => {
    expect(verdict(ask('{回合:A A墓:霸王黑龙 异色眼叛逆龙(未正规出场)} C1 A:活死人的呼声→霸王黑龙 异色眼叛逆龙'))).toBe('illegal:illegal');
    expect(verdict(ask('{回合:A A墓:霸王黑龙 异色眼叛逆龙(正规出场)} C1 A:活死人的呼声→霸王黑龙 异色眼叛逆龙'))).toBe('legal:resolved');
  });

  it('[CH-SUMMON-CONDITION] a monster never properly summoned cannot summon itself from the GY (毒蛇神 维诺米纳迦)', () => {
    const a = ask('{回合:A A墓:毒蛇神 维诺米纳迦(未正规出场)} C1 A:毒蛇神 维诺米纳迦');
    expect(verdict(a)).toBe('illegal:illegal');
    expect(a.links[0]!.rules).toContain('CH-SUMMON-CONDITION');
  });

  it('[CH-SUMMON-CONDITION] a card a summon-only effect chooses (form 15) must have been properly summoned (虹之引力)', () => {
    expect(verdict(ask('{回合:A A墓:究极宝玉神 虹桥龙(未正规出场)} C1 A:虹之引力 [特殊召唤 究极宝玉神 虹桥龙]'))).toBe('illegal:illegal');
    expect(verdict(ask('{回合:A A墓:究极宝玉神 虹桥龙(正规出场)} C1 A:虹之引力 [特殊召唤 究极宝玉神 虹桥龙]'))).toBe('legal:resolved');
  });

  it('[CH-CANNOT-USE] a card marked 不能使用 (its name declared by 禁止令) cannot activate its effect; unmarked it can', () => {
    const locked = ask('{回合:A A墓:三眼怪(不能使用) B场:禁止令} C1 A:三眼怪①');
    expect(verdict(locked)).toBe('illegal:illegal');
    expect(locked.links[0]!.rules).toContain('CH-CANNOT-USE');
    expect(locked.links[0]!.illegalReason).toContain('不能使用');
    expect(verdict(ask('{回合:A A墓:三眼怪 B场:禁止令} C1 A:三眼怪①'))).toBe('legal:resolved');
  });

  it('[CH-CANNOT-USE] it cannot be brought onto the field by a targeting summon, but may be targeted otherwise', () => {
    const summon = ask('{回合:A A墓:混沌巫师(不能使用) B场:禁止令} C1 A:活死人的呼声→混沌巫师');
    expect(verdict(summon)).toBe('illegal:illegal');
    expect(summon.links[0]!.rules).toContain('CH-CANNOT-USE');
    expect(verdict(ask('{回合:A A场:No.101 寂静荣誉方舟骑士 B场:青眼白龙(不能使用),念动力防卫者} C1 A:No.101 寂静荣誉方舟骑士①→青眼白龙'))).toBe('legal:resolved');
  });
});

