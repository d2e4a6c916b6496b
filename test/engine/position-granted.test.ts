// Effects a card has by its battle position (「这张卡得到这张卡的表示形式的以下效果。●攻击表示：…●守备表示：…」, 21 cards of
// cards.cdb, most of them 变形斗士): each ● is the card's effect only while it is in that position. Found in the end-of-session
// head-judge probe: the compiler dropped the 「●攻击表示：」 label, so both ● applied in either position. Read as a condition of
// the effect (src/cards/compile/kind.ts, index.ts) and checked by the attack-target rules (CH-ATTACK-TARGET) and the battle's
// protections (CH-BATTLE-INDESTRUCTIBLE).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const choices = (input: string) => askCdb(input).attack!.choices.map((c) => c.name).sort();

describe.skipIf(!haveCards)('a ● effect by battle position holds only in that position', () => {
  it('[CH-ATTACK-TARGET] 变形斗士·订书机 in Attack Position: the opponent may attack only it; in Defense Position: any monster', () => {
    expect(choices('{回合:A 阶段:战斗 A场:黑魔术师 B场:变形斗士·订书机,青眼白龙} 攻击宣言 黑魔术师 → 变形斗士·订书机')).toEqual(['变形斗士·订书机']);
    expect(choices('{回合:A 阶段:战斗 A场:黑魔术师 B场:变形斗士·订书机(守),青眼白龙} 攻击宣言 黑魔术师 → 青眼白龙')).toEqual(['变形斗士·订书机', '青眼白龙'].sort());
  });
  it('[CH-ATTACK-TARGET] the Attack Position ● does not hold with its effects negated, nor from the GY', () => {
    expect(choices('{回合:A 阶段:战斗 A场:黑魔术师 B场:变形斗士·订书机(效果无效),青眼白龙} 攻击宣言 黑魔术师 → 青眼白龙')).toEqual(['变形斗士·订书机', '青眼白龙'].sort());
    expect(choices('{回合:A 阶段:战斗 A场:黑魔术师 B场:青眼白龙 B墓:变形斗士·订书机} 攻击宣言 黑魔术师 → 青眼白龙')).toEqual(['青眼白龙']);
  });
  it('[CH-BATTLE-INDESTRUCTIBLE] 变形斗士·订书机\'s 「●守备表示：这张卡不会被战斗破坏」 keeps it in Defense Position, not in Attack Position', () => {
    const destroyed = (input: string) => askCdb(input).battle?.destroyed.map((c) => c.name);
    expect(destroyed('{回合:A 阶段:伤害计算 A场:黑魔术师 B场:变形斗士·订书机(守) 攻击:A:黑魔术师→B:变形斗士·订书机} 伤害计算')).toEqual([]);
    expect(destroyed('{回合:A 阶段:伤害计算 A场:黑魔术师 B场:变形斗士·订书机 攻击:A:黑魔术师→B:变形斗士·订书机} 伤害计算')).toEqual(['变形斗士·订书机']);
  });
});
