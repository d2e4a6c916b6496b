// Attack locks on monsters versus monsters unaffected by their card (test/RULES.md CH-ATTACK-CANNOT, CH-ATTACK-LOCK-PLAYER;
// rules reference docs/c03/卡片的抗性.rst:138–142, 172–182): a lock written on monsters affects them, so one unaffected may attack.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readAttackRule } from '../../src/cards/compile/attack-rules.js';

describe('attack locks on summoned monsters, the reader', () => {
  it('[CH-ATTACK-CANNOT] reads 「从卡组（墓地…）特殊召唤的怪兽…也不能攻击宣言」 as a lock on the monsters Special Summoned from there', () => {
    expect(readAttackRule('只要这张卡在场上存在，从卡组特殊召唤的怪兽只要在场上表侧表示存在效果不能发动并无效化，也不能攻击宣言')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { kind: 'monster', summonedFrom: 'deck' } });
    expect(readAttackRule('从墓地特殊召唤的怪兽不能攻击宣言')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { kind: 'monster', summonedFrom: 'gy' } });
    // the other side: a summon moment is no lock
    expect(readAttackRule('从卡组特殊召唤的怪兽不能攻击宣言的场合才能发动')).toBeNull();
  });
});

describe.skipIf(!haveCards)('attack locks on summoned monsters', () => {
  it('[CH-ATTACK-CANNOT] 苦痛的回廊 locks a monster Special Summoned from the Deck, not one from the hand; one unaffected by Spells attacks', () => {
    const s = (st: string) => `{回合:A 阶段:战斗步骤 A场:暗黑骑士 盖亚(${st}) B场:苦痛的回廊,鹰身女郎} 攻击宣言 暗黑骑士 盖亚 → 鹰身女郎`;
    expect(askCdb(s('从卡组特召')).attack!.legal).toBe(false);
    expect(askCdb(s('从手卡特召')).attack!.legal).toBe(true);
    expect(askCdb(s('从卡组特召,不受魔法')).attack!.legal).toBe(true);
    // (a Continuous Spell: one unaffected by Traps only is still locked)
    expect(askCdb(s('从卡组特殊召唤,不受陷阱')).attack!.legal).toBe(false);
  });
});
