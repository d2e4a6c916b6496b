// Issue 16, c03 里侧·一时除外: CH-SUMMONS-PER-ATTACK — a face-up 「回合玩家只能有最多和那个回合攻击过的次数相同次数把怪兽特殊召唤」 binds the turn
// player only: its Special Summons this turn may not outnumber the attacks it declared this turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-SUMMONS-PER-ATTACK', CARDS_DB);

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-SUMMONS-PER-ATTACK', () => {
  it('[CH-SUMMONS-PER-ATTACK] no attack yet (Main Phase 1): under the opponent’s 放电枪野马 the turn player cannot activate 死者苏生, and the reason names the attacks', () => {
    const l = first('{回合:B 阶段:主要1 A场:放电枪野马 B场:黑魔术师 B墓:青眼白龙 B手:死者苏生} C1 B:死者苏生→青眼白龙');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-SUMMONS-PER-ATTACK');
    expect(l.illegalReason).toContain('攻击过的次数');
  });
  it('[CH-SUMMONS-PER-ATTACK] two attacks and one Special Summon this turn: a second Special Summon is still allowed', () => {
    expect(first('{回合:B 阶段:主要2 本回合:B:黑魔术师(特殊召唤) A场:放电枪野马 B场:黑魔术师(已攻击),三眼怪(已攻击) B墓:青眼白龙 B手:死者苏生} C1 B:死者苏生→青眼白龙').legal).toBe(true);
  });
  it('[CH-SUMMONS-PER-ATTACK] the other side: the player who is not the turn player is not bound (活死人的呼声 in the opponent’s turn), and a face-down 放电枪野马 binds nobody', () => {
    expect(first('{回合:B 阶段:主要1 A场:放电枪野马,活死人的呼声(盖) A墓:青眼白龙 B场:黑魔术师} C1 A:活死人的呼声→青眼白龙').legal).toBe(true);
    expect(first('{回合:B 阶段:主要1 A场:放电枪野马(盖) B场:黑魔术师 B墓:青眼白龙 B手:死者苏生} C1 B:死者苏生→青眼白龙').legal).toBe(true);
  });
  it('[CH-SUMMONS-PER-ATTACK] a 放电枪野马 whose effects are negated (效果无效, or under a face-up 技能抽取) limits nobody', () => {
    expect(first('{回合:A 阶段:主要1 B场:放电枪野马(效果无效) A墓:黑魔术师} C1 A:死者苏生→黑魔术师').legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 B场:放电枪野马 A场:技能抽取 A墓:黑魔术师} C1 A:死者苏生→黑魔术师').legal).toBe(true);
  });
  it('[CH-SUMMONS-PER-ATTACK] a monster Tribute Summoned this turn is not counted as a Special Summon: one attack allows 死者苏生', () => {
    expect(first('{回合:A 阶段:主要1 B场:放电枪野马 A场:邪帝 盖乌斯(上级召唤,本回合特召),黑魔术师(已攻击) A墓:青眼白龙} C1 A:死者苏生→青眼白龙').legal).toBe(true);
  });
});
