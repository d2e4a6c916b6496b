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
  it('[CMP-SET-COUNT-TIERS] 0 Set cards: 「并不能把效果发动」 — its controller\'s monsters cannot activate their effects on the field; one Set card: they can', () => {
    const chain = (aField: string, turn = 'B', link = 'C1 B:黑洞 C2 A:星尘龙') => renderChainText(askCdb(`{回合:${turn} 阶段:主要1 A场只有:${aField} B场:三眼怪} ${link}`), 'zh-CN');
    const none = chain(`${FIVE},星尘龙`);
    expect(none).toContain('「娱乐伙伴 五虹之魔术师」的永续效果使这样的效果（在怪兽区域发动的怪兽效果）不能发动，所以C2「星尘龙」不能发动');
    expect(none).toContain('「三眼怪」、「星尘龙」被破坏');
    const one = chain(`${FIVE},星尘龙,神之宣告(盖)`);
    expect(one).toContain('C2「星尘龙」处理：C1「黑洞」的发动无效');
    // 「双方」: the opponent's monsters by the opponent's own Set cards.
    const b = (bField: string) => renderChainText(askCdb(`{回合:A 阶段:主要1 A场只有:${FIVE},神之宣告(盖) B场只有:${bField}} C1 A:黑洞 C2 B:星尘龙`), 'zh-CN');
    expect(b('星尘龙')).toContain('所以C2「星尘龙」不能发动');
    expect(b('星尘龙,旋风(盖)')).not.toContain('不能发动');
  });
  it('[SIT-FIELD-COMPLETE] the Set cards of a field written in part, 1–3 written: the 4-or-more case (ATK doubled) is judged unmet on the cards written, and said once — an unwritten Set card could reach it; written `A场只有:`, or 4 written, nothing said', () => {
    const said = '「娱乐伙伴 五虹之魔术师」的永续效果适用的条件（有4张以上自己的魔法与陷阱区域的里侧表示的卡存在）按写出的 A 场上的卡判断为不满足';
    const atk = (field: string, n: number) => renderChainText(askCdb(`{回合:A 阶段:战斗步骤 ${field}:${[FIVE, '青眼白龙', ...sets(n)].join(',')} B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪`), 'zh-CN');
    for (const n of [1, 2, 3]) {
      const inPart = atk('A场', n);
      expect(inPart).toContain('「青眼白龙」攻击力/守备力：3000/2500');
      expect(inPart).toContain(said);
      expect(inPart.split(said).length - 1).toBe(1);
      expect(atk('A场只有', n)).not.toContain(said);
    }
    expect(atk('A场', 4)).not.toContain('有4张以上自己的魔法与陷阱区域的里侧表示的卡存在）按写出的');
    // In a chain too (the ATK a step reads): said once, whatever the steps.
    const chain = renderChainText(askCdb(`{回合:A 阶段:主要1 A场:${[FIVE, '青眼白龙', ...sets(2)].join(',')} B场:三眼怪} C1 B:神圣防护罩 -反射镜力-`), 'zh-CN');
    expect(chain.split(said).length - 1).toBe(1);
    // The opponent's case by the opponent's own field, said only where it would reach a monster of theirs.
    expect(atk('A场', 2)).toContain('有4张以上对方的魔法与陷阱区域的里侧表示的卡存在）按写出的 B 场上的卡判断为不满足');
    const noMonster = renderChainText(askCdb(`{回合:A 阶段:战斗步骤 A场:${[FIVE, '青眼白龙', ...sets(2)].join(',')} B场:旋风(盖)} 攻击宣言 青眼白龙 → B`), 'zh-CN');
    expect(noMonster).not.toContain('对方的魔法与陷阱区域的里侧表示的卡存在）按写出的 B 场上');
  });
  it('[SIT-FIELD-COMPLETE] the Set cards of a field written in part: the 0-card case is judged on the cards written, and said', () => {
    const said = '「娱乐伙伴 五虹之魔术师」的永续效果适用的条件（自己的魔法与陷阱区域没有盖放的卡）按写出的 A 场上的卡判断为满足';
    const lock = (field: string) => renderChainText(askCdb(`{回合:B 阶段:主要1 ${field}:${FIVE},星尘龙 B场:三眼怪} C1 B:黑洞 C2 A:星尘龙`), 'zh-CN');
    expect(lock('A场')).toContain(said);
    expect(lock('A场')).toContain('所以C2「星尘龙」不能发动');
    expect(lock('A场只有')).not.toContain(said);
    const atk = (field: string) => renderChainText(askCdb(`{回合:A 阶段:战斗步骤 ${field}:${FIVE},青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪`), 'zh-CN');
    expect(atk('A场')).toContain(said);
    expect(atk('A场只有')).not.toContain(said);
    // One Set card written: more unwritten ones cannot make it 0 — nothing to say of the 0-card case (the 4-or-more one is: see below).
    expect(renderChainText(askCdb(`{回合:B 阶段:主要1 A场:${FIVE},星尘龙,神之宣告(盖) B场:三眼怪} C1 B:黑洞 C2 A:星尘龙`), 'zh-CN')).not.toContain('永续效果适用的条件（自己的魔法与陷阱区域的里侧表示没有卡）');
  });
});
