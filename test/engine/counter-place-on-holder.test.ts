// CNT-PLACE-ON-HOLDER (issue 16): counters that only a card able to hold them may carry (Spell Counters and their kind) are
// placed, as an effect step resolves, only on a card that can hold them at that moment (CNT-CAN-HOLD): a Gemini monster
// just summoned and not summoned again is a Normal Monster at once and gets none, unless a card treats it as summoned again
// (CH-GEMINI-TREATED-SUMMONED); a monster a continuous effect negates gets none. Rules reference docs/c02/怪兽的效果分类.rst:155, :245.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const SERVANT = (field: string, deck: string) => `{回合:A 阶段:主要1 A场:恩底弥翁的仆从(魔力指示物3)${field} A卡组:${deck}} C1 A:恩底弥翁的仆从P②[从灵摆区]`;
const countersOn = (a: ChainAnswer, name: string) => a.counters?.find((c) => c.card.name === name && c.kind === '魔力')?.now ?? 0;
const atkOf = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('counters placed only on a card able to hold them (CNT-PLACE-ON-HOLDER)', () => {
  it('[CNT-PLACE-ON-HOLDER] a monster that can hold Spell Counters gets the one the summoning effect places (its ATK counted by it follows); the summoner too', () => {
    const a = askCdb(SERVANT('', '魔导战士 破坏者'));
    expect(summoned(a)).toEqual(expect.arrayContaining(['魔导战士 破坏者', '恩底弥翁的仆从']));
    expect(countersOn(a, '魔导战士 破坏者')).toBe(1);
    expect(atkOf(a, '魔导战士 破坏者')).toBe(1900);
    // The servant paid 3 and got 1 back as a monster (its monster text places them on itself).
    expect(countersOn(a, '恩底弥翁的仆从')).toBe(1);
  });
  it('[CNT-PLACE-ON-HOLDER] a Gemini monster just summoned is a Normal Monster at once: it is summoned, but no counter is put on it and its ATK stays', () => {
    const a = askCdb(SERVANT('', '暗黑女武神'));
    expect(summoned(a)).toContain('暗黑女武神');
    expect(countersOn(a, '暗黑女武神')).toBe(0);
    expect(atkOf(a, '暗黑女武神')).toBe(1800);
    expect(a.links[0]!.rules).toContain('CNT-PLACE-ON-HOLDER');
  });
  it('[CNT-PLACE-ON-HOLDER] a card treating every Gemini monster on the field as summoned again — on either side — lets it hold one at once; negated, it does not', () => {
    for (const side of [',超合魔兽 拉普提诺斯', ' B场:超合魔兽 拉普提诺斯']) {
      const a = askCdb(SERVANT(side, '暗黑女武神'));
      expect(countersOn(a, '暗黑女武神')).toBe(1);
      expect(atkOf(a, '暗黑女武神')).toBe(2100);
    }
    expect(countersOn(askCdb(SERVANT(',超合魔兽 拉普提诺斯(效果无效)', '暗黑女武神')), '暗黑女武神')).toBe(0);
  });
  it('[CNT-PLACE-ON-HOLDER] under a continuous negation of monster effects on the field (技能抽取) the summoned monsters are negated at once: neither gets a counter', () => {
    const a = askCdb(SERVANT(',技能抽取', '魔导战士 破坏者'));
    expect(summoned(a)).toContain('魔导战士 破坏者');
    expect(countersOn(a, '魔导战士 破坏者')).toBe(0);
    expect(countersOn(a, '恩底弥翁的仆从')).toBe(0);
    expect(atkOf(a, '魔导战士 破坏者')).toBe(1600);
  });
});
