// FD-FLIP-TURN-ATTACK (s59): 「这张卡若不在这张卡反转的回合则不能攻击宣言」 (勒库耶异虫, its current text) — it may declare an attack only in a
// turn it was flipped face-up. Before, the sentence was compiled as a bare 「不能攻击」 step the attack rules never read: it attacked any turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('FD-FLIP-TURN-ATTACK', CARDS_DB);

describe.skipIf(!haveCards)('FD-FLIP-TURN-ATTACK', () => {
  it('[FD-FLIP-TURN-ATTACK] 勒库耶异虫 not said to be flipped this turn cannot declare an attack, and the answer says how to write that it was', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:勒库耶异虫 B场:青眼白龙} 攻击宣言 勒库耶异虫 → 青眼白龙');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('FD-FLIP-TURN-ATTACK');
    expect(a.attack?.reason).toContain('只有在它反转的回合才能攻击宣言');
    expect(a.attack?.reason).toContain('(已反转)');
  });
  it('[FD-FLIP-TURN-ATTACK] the other side: flipped this turn (`(已反转)`), Flip Summoned this turn, or flipped face-up by 停战协定 in the chain before, it may attack', () => {
    expect(askCdb('{回合:A 阶段:战斗 A场:勒库耶异虫(盖),停战协定(盖) B场:青眼白龙} C1 A:停战协定 然后 攻击宣言 勒库耶异虫 → 青眼白龙').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:勒库耶异虫(已反转) B场:青眼白龙} 攻击宣言 勒库耶异虫 → 青眼白龙').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:勒库耶异虫(本回合特召,反转召唤) B场:青眼白龙} 攻击宣言 勒库耶异虫 → 青眼白龙').attack?.legal).toBe(true);
  });
  it('[FD-FLIP-TURN-ATTACK] turned face-down since (`变里侧`) it is a new card: the earlier flip no longer counts', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:勒库耶异虫(已反转,变里侧) B场:青眼白龙} 攻击宣言 勒库耶异虫 → 青眼白龙').attack?.legal).toBe(false);
  });
});
