// CH-TOSS-UNKNOWN: a step a die roll or a coin toss decides, with only some outcomes written (「掷1次骰子，1·6以外出现的场合，选择的卡破坏」
// 潜行狙击手) — before, the answer stated the destruction as certain with not a word of the die. The step is still done (as assumed), and the
// assumptions now say the result is not known and another result may stop it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a step left to a die or a coin', () => {
  it('[CH-TOSS-UNKNOWN] 潜行狙击手: the die decides whether the target is destroyed — the answer says the roll is not known', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:潜行狙击手 B场:魂之纲(盖)} C1 A:潜行狙击手→B:魂之纲');
    expect(a.links[0]!.rules).toContain('CH-TOSS-UNKNOWN');
    expect(a.assumptions.some((x) => x.includes('掷骰子或投掷硬币') && x.includes('没有写出'))).toBe(true);
  });
  it('[CH-TOSS-UNKNOWN] the other side: a step no die decides (黑洞) says nothing of a toss, nor a coin whose every outcome is written (头位审判, CH-COIN-BRANCH)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场: B场:青眼白龙} C1 A:黑洞').assumptions.join()).not.toContain('掷骰子或投掷硬币');
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼亚白龙 B场:头位审判,三眼怪} C1 A:青眼亚白龙②→三眼怪 C2 B:头位审判①[猜错]').assumptions.join()).not.toContain('掷骰子或投掷硬币');
  });
});
