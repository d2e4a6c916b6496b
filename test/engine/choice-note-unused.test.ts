// CH-CHOICE-NOTE-UNUSED: a `[●n]` note on an effect with no ● options to choose (秘仪之力7-战车: 「进行1次投掷硬币得到以下效果。●表：…●里：…」 —
// a coin decides, no player picks) decides nothing: the answer says the note was not used instead of reading it silently.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('[CH-CHOICE-NOTE-UNUSED] a ● note on an effect with no ● to choose', () => {
  it('[CH-CHOICE-NOTE-UNUSED] 秘仪之力7-战车 noted [●2] warns that the note was not used (its ● are decided by a coin)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:秘仪之力7-战车} C1 A:秘仪之力7-战车 [●2]');
    expect(a.warnings.join('\n')).toContain('注记「●2」没有使用');
    expect(a.links[0]!.rules).toContain('CH-CHOICE-NOTE-UNUSED');
  });
  it('[CH-CHOICE-NOTE-UNUSED] a ● note that picks one of several options (裁决之光 [●2]) is used, and no such warning is given', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天空的圣域 A手:光辉天使 B场:旋风(盖)} C1 A:裁决之光 [●2]');
    expect(a.warnings.join('\n')).not.toContain('没有使用');
  });
});
