// CMP-SET-COUNT-TIERS: 娱乐伙伴 五虹之魔术师 ② 「双方受自身的魔法与陷阱区域盖放的卡数量的以下所适用。●0张：自己场上的怪兽不能攻击…
// ●4张以上：自己场上的怪兽的攻击力变成原本数值的2倍」 — only the case whose count holds applies, for each player by their own Set cards.
// Before, the doubling applied whatever the count (6000 ATK with no Set card) and the 0-card attack lock never did.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const FIVE = '娱乐伙伴 五虹之魔术师(灵摆左)';
const attack = (aField: string, bField = '三眼怪', turn = 'A', attack = '青眼白龙 → 三眼怪') =>
  renderChainText(askCdb(`{回合:${turn} 阶段:战斗步骤 A场:${aField} B场:${bField}} 攻击宣言 ${attack}`), 'zh-CN');
const sets = (n: number) => ['神之宣告', '黑洞', '王宫的敕命', '旋风', '月之书'].slice(0, n).map((c) => `${c}(盖)`);

describe.skipIf(!haveCards)('娱乐伙伴 五虹之魔术师: the ● case of the Set card count', () => {
  it('[CMP-SET-COUNT-TIERS] 0 Set cards: its controller\'s monsters cannot attack, ATK unchanged; 1–3: attack at 3000; 4 or more: 6000', () => {
    const none = attack(`${FIVE},青眼白龙`);
    expect(none).toContain('攻击宣言：不能');
    expect(none).not.toContain('6000');
    for (const n of [1, 2, 3]) {
      const some = attack([FIVE, '青眼白龙', ...sets(n)].join(','));
      expect(some).toContain('攻击宣言：可以');
      expect(some).toContain('「青眼白龙」攻击力/守备力：3000/2500');
    }
    for (const n of [4, 5]) expect(attack([FIVE, '青眼白龙', ...sets(n)].join(','))).toContain('「青眼白龙」攻击力/守备力：6000/2500');
  });
  it('[CMP-SET-COUNT-TIERS] 「双方」: the opponent by their own Set cards — none: their monsters cannot attack; four: doubled', () => {
    expect(attack(`${FIVE},神之宣告(盖)`, '三眼怪', 'B', '三眼怪 → 娱乐伙伴 五虹之魔术师')).toContain('攻击宣言：不能');
    const four = attack(`${FIVE},青眼白龙,神之宣告(盖)`, ['三眼怪', ...sets(4)].join(','), 'B', '三眼怪 → 青眼白龙');
    expect(four).toContain('攻击宣言：可以');
    expect(four).toContain('「三眼怪」攻击力/守备力：2000/600');
    // A's own count (one Set card) is not B's: 青眼白龙 stays 3000.
    expect(four).toContain('「青眼白龙」攻击力/守备力：3000/2500');
  });
});
