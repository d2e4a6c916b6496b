// Issue 16, lingering effects: FD-SUMMON-RIDER-HELD — what a card's effect left on the monster it summoned and keeps targeting
// (「这个效果特殊召唤的怪兽的效果无效化」「…这个回合不能攻击宣言」, tied by 「这张卡不在场上存在时，那只怪兽破坏」) is that card's
// continuous effect: while the card's own effects are negated, the monster's effects apply and it may attack.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('FD-SUMMON-RIDER-HELD', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('FD-SUMMON-RIDER-HELD', () => {
  it('[FD-SUMMON-RIDER-HELD] 深渊死球 negated: the monster it summoned activates its effect and it applies; with 深渊死球 applying it does not', () => {
    expect(outcomes('{回合:A A场:深渊死球(效果无效),黑羽-疾风之盖尔(由深渊死球) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A A场:深渊死球,黑羽-疾风之盖尔(由深渊死球) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:effect-negated']);
  });
  it('[FD-SUMMON-RIDER-HELD] the other side: a monster the situation itself says is negated stays so; 深渊死球 gone from the field holds nothing to lift', () => {
    expect(outcomes('{回合:A A场:深渊死球(效果无效),黑羽-疾风之盖尔(由深渊死球,效果无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:effect-negated']);
  });
  it('[FD-SUMMON-RIDER-HELD] 邪恶苏生 negated: the monster it summoned this turn may declare an attack; applying, it may not', () => {
    const free = askCdb('{回合:A 阶段:战斗步骤 A场:邪恶苏生(效果无效),星尘龙(由邪恶苏生,本回合特召) B场:黑魔术师} 攻击宣言 星尘龙 → 黑魔术师');
    expect(free.attack?.legal).toBe(true);
    expect(free.attack?.rules).toContain('FD-SUMMON-RIDER-HELD');
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:邪恶苏生,星尘龙(由邪恶苏生,本回合特召) B场:黑魔术师} 攻击宣言 星尘龙 → 黑魔术师').attack?.legal).toBe(false);
  });
});
