// WIN-REPLAY-FREED (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:335–341): attacking the monster that alone may be attacked
// (仁王立②, `只能被攻击`), a link of the chain leaves the attacker unaffected by Traps (禁忌的圣枪): the rule binds it no more and another
// monster already there may now be chosen — in the battle step, a replay. Nothing freed, or in the damage step, no replay.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const notes = (input: string) => askCdb(input).window.notes.join();

describe.skipIf(!haveCards)('an attacker freed from the rule that limited its target', () => {
  it('[WIN-REPLAY-FREED] 禁忌的圣枪 on the attacker of the only monster that may be attacked: a replay, 黑魔术师 may now be chosen', () => {
    const n = notes('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,禁忌的圣枪(盖) B场:三眼怪(只能被攻击),黑魔术师} C1 A:禁忌的圣枪→青眼白龙');
    expect(n).toContain('战斗回卷');
    expect(n).toContain('黑魔术师');
  });
  it('[WIN-REPLAY-FREED] no such rule on the field, or 禁忌的圣枪 on another monster than the attacker: no replay', () => {
    expect(notes('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,禁忌的圣枪(盖) B场:三眼怪,黑魔术师} C1 A:禁忌的圣枪→青眼白龙')).not.toContain('战斗回卷');
    expect(notes('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,黑魔术师,禁忌的圣枪(盖) B场:三眼怪(只能被攻击),黑魔术少女} C1 A:禁忌的圣枪→黑魔术师')).not.toContain('战斗回卷');
  });
  it('[WIN-REPLAY-FREED] the same in the damage step: the attack goes on, no replay', () => {
    expect(notes('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,禁忌的圣枪(盖) B场:三眼怪(只能被攻击),黑魔术师} C1 A:禁忌的圣枪→青眼白龙')).not.toContain('战斗回卷');
  });
});
