// s59 (FD-FLIP-TURN-ATTACK, FD-SUMMON-TURN): a Flip Summon written only in the turn's history (`本回合:A:X(反转召唤)`) flips the monster
// face-up and is its summon this turn, as `(本回合特召,反转召唤)` on the card says. Before, neither lock read the history:
// 勒库耶异虫 so written was refused its attack (not "flipped this turn"), 幻奏的音女 欧佩拉 so written was allowed to attack.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('flip summon in the history', CARDS_DB);

const attack = (input: string) => askCdb(input).attack;

describe.skipIf(!haveCards)('a Flip Summon in the turn history', () => {
  it('[FD-FLIP-TURN-ATTACK] 勒库耶异虫 Flip Summoned this turn, written 本回合:A:勒库耶异虫(反转召唤): it may attack (before: refused)', () => {
    expect(attack('{回合:A 阶段:战斗步骤 A场:勒库耶异虫 B场:青眼白龙 本回合:A:勒库耶异虫(反转召唤)} 攻击宣言 勒库耶异虫 → 青眼白龙')?.legal).toBe(true);
  });
  it('[FD-FLIP-TURN-ATTACK] the other side: a Normal Summon in the history is no flip, and a Flip Summon before it turned face-down (变里侧) is forgotten — still refused', () => {
    const normal = attack('{回合:A 阶段:战斗步骤 A场:勒库耶异虫 B场:青眼白龙 本回合:A:勒库耶异虫(召唤)} 攻击宣言 勒库耶异虫 → 青眼白龙');
    expect(normal?.legal).toBe(false);
    expect(normal?.reason).toContain('只有在它反转的回合才能攻击宣言');
    // Turned face-down since (变里侧): a new card, the flip forgotten.
    expect(attack('{回合:A 阶段:战斗步骤 A场:勒库耶异虫(变里侧) B场:青眼白龙 本回合:A:勒库耶异虫(反转召唤)} 攻击宣言 勒库耶异虫 → 青眼白龙')?.legal).toBe(false);
  });
  it('[FD-SUMMON-TURN] 欧佩拉 Flip Summoned this turn, written only 本回合:A:幻奏的音女 欧佩拉(反转召唤): 「召唤·反转的回合不能攻击」 refuses it (before: allowed)', () => {
    const a = attack('{回合:A 阶段:战斗 A场:幻奏的音女 欧佩拉 B场:三眼怪 本回合:A:幻奏的音女 欧佩拉(反转召唤)} 攻击宣言 幻奏的音女 欧佩拉 → 三眼怪');
    expect(a?.legal).toBe(false);
    expect(a?.reason).toContain('这只怪兽不能攻击（「幻奏的音女 欧佩拉」）');
  });
  it('[FD-SUMMON-TURN] the other side: a Flip Summon is no Normal Summon — 过迟的兽人 「召唤的回合不能攻击」 Flip Summoned this turn may attack; the flip of another copy in the history does not bind a second one', () => {
    expect(attack('{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪 本回合:A:过迟的兽人(反转召唤)} 攻击宣言 过迟的兽人 → 三眼怪')?.legal).toBe(true);
    expect(attack('{回合:A 阶段:战斗 A场:幻奏的音女 欧佩拉 B场:三眼怪 本回合:B:幻奏的音女 欧佩拉(反转召唤)} 攻击宣言 幻奏的音女 欧佩拉 → 三眼怪')?.legal).toBe(true);
  });
});
