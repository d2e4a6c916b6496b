// CH-NEGATE-ALREADY (issue 16, rules reference docs/c03/无效.rst:403–407): a negation of every matching card does not take a card whose
// effects are already negated as it applies; with only such cards its step does nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NEGATE-ALREADY', CARDS_DB);

describe.skipIf(!haveCards)('CH-NEGATE-ALREADY', () => {
  it('[CH-NEGATE-ALREADY] a monster an earlier effect negated (效果无效) is left out; the other face-up monster is negated', () => {
    const a = askCdb('{回合:A A场:冥王结界波(盖) B场:哥布林突击部队(效果无效),魔导战士 破坏者} C1 A:冥王结界波');
    expect(a.links[0]!.rules).toContain('CH-NEGATE-ALREADY');
    expect(a.links[0]!.reason).toContain('魔导战士 破坏者');
    expect(a.links[0]!.reason).not.toContain('哥布林突击部队');
  });
  it('[CH-NEGATE-ALREADY] with nothing negated before, every face-up monster is negated and the rule is not named', () => {
    const a = askCdb('{回合:A A场:冥王结界波(盖) B场:哥布林突击部队,魔导战士 破坏者} C1 A:冥王结界波');
    expect(a.links[0]!.rules).not.toContain('CH-NEGATE-ALREADY');
    expect(a.links[0]!.reason).toContain('哥布林突击部队');
    expect(a.links[0]!.reason).toContain('魔导战士 破坏者');
  });
  it('[CH-NEGATE-ALREADY] only monsters 技能抽取 (face-up before) negates: the negation step does nothing', () => {
    const a = askCdb('{回合:A A场:冥王结界波(盖) B场:哥布林突击部队,技能抽取} C1 A:冥王结界波');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason).toContain('已经被无效');
  });
  it('[CH-NEGATE-ALREADY] a targeted negation is not a negation of all: it still takes its target (the rule is not named)', () => {
    const a = askCdb('{回合:A A场:无限泡影(盖) B场:哥布林突击部队(效果无效)} C1 A:无限泡影→哥布林突击部队');
    expect(a.links[0]!.rules).not.toContain('CH-NEGATE-ALREADY');
  });
});
