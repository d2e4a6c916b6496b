// Issue 16: CH-BATTLE-INDESTRUCTIBLE-LP — 「自己基本分比对方多的场合，这张卡（以及…）不会被战斗破坏」 (芳香炽天使-茉莉①): the protection is
// decided with the LP as the damage calculation starts, before that battle's damage — LP ahead then, the monster stays even when the
// damage puts its player behind; LP not ahead (equal or behind), it is destroyed; LP not stated, the condition is not guessed.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-INDESTRUCTIBLE-LP', CARDS_DB);

const destroyed = (s: string) => askCdb(s).battle!.destroyed.map((c) => c.name);
const battle = (lpA: number, lpB: number, extra = '') => `{回合:B 阶段:伤害计算 A基本分:${lpA} B基本分:${lpB} A场:芳香炽天使-茉莉${extra} B场:青眼白龙 攻击:B:青眼白龙→A:芳香炽天使-茉莉} 伤害计算`;

describe.skipIf(!haveCards)('CH-BATTLE-INDESTRUCTIBLE-LP', () => {
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] 芳香炽天使-茉莉 attacked by 青眼白龙 with its player 500 ahead: not destroyed, though the 1200 damage leaves it behind', () => {
    const a = askCdb(battle(7500, 7000));
    expect(a.battle!.destroyed).toEqual([]);
    expect(a.battle!.damage).toEqual({ A: 1200, B: 0 });
    expect(a.battle!.rules).toContain('CH-BATTLE-INDESTRUCTIBLE-LP');
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] the other side: LP behind or equal before the damage — destroyed by battle', () => {
    expect(destroyed(battle(6000, 7000))).toEqual(['芳香炽天使-茉莉']);
    expect(destroyed(battle(7000, 7000))).toEqual(['芳香炽天使-茉莉']);
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] its effects negated: no protection; LP not stated: the condition is not assumed', () => {
    expect(destroyed(battle(7500, 7000, '(效果无效)'))).toEqual(['芳香炽天使-茉莉']);
    expect(destroyed('{回合:B 阶段:伤害计算 A场:芳香炽天使-茉莉 B场:青眼白龙 攻击:B:青眼白龙→A:芳香炽天使-茉莉} 伤害计算')).toEqual(['芳香炽天使-茉莉']);
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] the player whose LP count is the card’s controller: attacking with it while ahead, it survives a stronger defender too', () => {
    expect(destroyed('{回合:A 阶段:伤害计算 A基本分:8000 B基本分:4000 A场:芳香炽天使-茉莉 B场:青眼白龙 攻击:A:芳香炽天使-茉莉→B:青眼白龙} 伤害计算')).toEqual([]);
    expect(destroyed('{回合:A 阶段:伤害计算 A基本分:4000 B基本分:8000 A场:芳香炽天使-茉莉 B场:青眼白龙 攻击:A:芳香炽天使-茉莉→B:青眼白龙} 伤害计算')).toEqual(['芳香炽天使-茉莉']);
  });
});
