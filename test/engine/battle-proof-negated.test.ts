// CH-BATTLE-PROOF-NEGATED: a monster's continuous battle rules — its printed 「这张卡不会被战斗破坏」, its piercing damage — do not apply
// while a face-up card's continuous negation (技能抽取) negates its effects, as when the situation states them negated. Face-down
// or itself negated, the negating card changes nothing. Imported cards from cards.cdb, read at damage calculation (伤害计算).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const battle = (input: string) => askCdb(input).battle!;
const names = (b: { destroyed: readonly { name: string }[] }) => b.destroyed.map((c) => c.name);

describe.skipIf(!haveCards)('CH-BATTLE-PROOF-NEGATED', () => {
  const proof = (extra: string) => battle(`{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:超重武者 松明-2 A场:青眼白龙${extra} B场:超重武者 松明-2(守)} 伤害计算`);
  it('[CH-BATTLE-PROOF-NEGATED] 超重武者 松明-2③ keeps it from battle destruction; under a face-up 技能抽取 it is destroyed', () => {
    expect(names(proof(''))).not.toContain('超重武者 松明-2');
    expect(names(proof(',技能抽取'))).toContain('超重武者 松明-2');
    expect(proof(',技能抽取').rules).toContain('CH-BATTLE-PROOF-NEGATED');
    expect(proof('').rules).not.toContain('CH-BATTLE-PROOF-NEGATED');
  });
  it('[CH-BATTLE-PROOF-NEGATED] the other side: 技能抽取 face-down, itself negated, or gone to the GY leaves the protection', () => {
    expect(names(proof(',技能抽取(盖)'))).not.toContain('超重武者 松明-2');
    expect(names(proof(',技能抽取(效果无效)'))).not.toContain('超重武者 松明-2');
    expect(names(battle('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:超重武者 松明-2 A场:青眼白龙 A墓:技能抽取 B场:超重武者 松明-2(守)} 伤害计算'))).not.toContain('超重武者 松明-2');
    // (it lost the battle: the protection is what spared it)
    expect(proof(',技能抽取(盖)').rules).toContain('CH-BATTLE-INDESTRUCTIBLE');
  });
  it('[CH-BATTLE-PROOF-NEGATED] piercing damage (枪兵龙人①) is not dealt under 技能抽取, and is without it', () => {
    const input = (extra: string) => `{回合:A 阶段:伤害步骤 攻击:A:枪兵龙人→B:三眼怪 A场:枪兵龙人${extra} B场:三眼怪(守)} 伤害计算`;
    expect(battle(input('')).damage.B).toBe(900);
    expect(battle(input(',技能抽取')).damage.B).toBe(0);
  });
});
