// CH-DIE-ROLL-NOTE (s52): a roll written on the link (`[骰子n]`) picks the ● of that number — and the step of that ● is then no step left to an
// unknown roll. Before, the answer applied the ● of the roll written and, in the same breath, said the roll was not given (CH-TOSS-UNKNOWN).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const saysUnknown = (xs: string[]) => xs.some((x) => x.includes('掷骰子或投掷硬币') && x.includes('没有写出'));

describe.skipIf(!haveCards)('a die roll written on the link', () => {
  it('[CH-DIE-ROLL-NOTE] 长世国王恶魔② [骰子1] and 暗之支配者-佐克 [骰子6]: the ● of the roll applies, and the roll is not said unknown', () => {
    const king = askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔} C1 A:长世国王恶魔#2 [骰子1]');
    expect(king.assumptions.some((x) => x.includes('掷出1') && x.includes('1：加入手卡'))).toBe(true);
    expect(king.links[0]!.rules).not.toContain('CH-TOSS-UNKNOWN');
    expect(saysUnknown(king.assumptions)).toBe(false);
    const zorc = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克 B场:青眼白龙} C1 A:暗之支配者-佐克 [骰子6]');
    expect(zorc.links[0]!.rules).toContain('CH-DIE-ROLL-NOTE');
    expect(saysUnknown(zorc.assumptions)).toBe(false);
  });
  it('[CH-DIE-ROLL-NOTE] the other side: no roll written (or only a ● named, [●2]) — the roll is still said unknown', () => {
    expect(saysUnknown(askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔} C1 A:长世国王恶魔#2').assumptions)).toBe(true);
    expect(saysUnknown(askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克 B场:青眼白龙} C1 A:暗之支配者-佐克 [●2]').assumptions)).toBe(true);
  });
});
