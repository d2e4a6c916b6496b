// WIN-REPLAY (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:363–366): in the damage step a target gone from the field ends the
// battle with no damage calculation — but only before that calculation. At 伤害计算后 and 伤害步骤结束时 the calculation has been made
// (the target is gone because that battle destroyed it): the answer must not say the battle ends without one.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const notes = (input: string) => askCdb(input).window.notes.join('\n');
const sit = (phase: string, card: string) => `{回合:A 阶段:${phase} 攻击:A:${card}→B:青眼白龙 A场:${card} B墓:青眼白龙} C1 A:${card}①`;

describe.skipIf(!haveCards)('a target gone after the damage calculation', () => {
  it('[WIN-REPLAY] 伤害步骤结束时, 元素英雄 火焰翼侠 burns for the 青眼白龙 it destroyed: no 「战斗终止，不进行伤害计算」', () => {
    const n = notes(sit('伤害步骤结束时', '元素英雄 火焰翼侠'));
    expect(n).not.toContain('不进行伤害计算');
    expect(n).not.toContain('卷回');
  });
  it('[WIN-REPLAY] 伤害计算后, the same: no note that the battle ends without damage calculation', () => {
    expect(notes(sit('伤害计算后', '元素英雄 火焰翼侠'))).not.toContain('不进行伤害计算');
  });
  it('[WIN-REPLAY] another card, 异色眼龙 at 伤害步骤结束时: no such note either', () => {
    expect(notes(sit('伤害步骤结束时', '异色眼龙'))).not.toContain('不进行伤害计算');
  });
  it('[WIN-REPLAY] in English, 伤害计算后: no "the battle ends with no damage calculation"', () => {
    const a = cdbJudge().chain(sit('伤害计算后', '元素英雄 火焰翼侠'), { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.window.notes.join('\n')).not.toMatch(/no damage calculation/);
  });
  it('[WIN-REPLAY] the other side: 伤害计算前 the target gone still ends the battle with no damage calculation', () => {
    expect(notes(sit('伤害计算前', '元素英雄 火焰翼侠'))).toContain('不进行伤害计算');
  });
});
