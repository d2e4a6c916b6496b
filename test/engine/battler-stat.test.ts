// Issue 16: CMP-BATTLER-STAT — a continuous 「和这张卡进行战斗的（融合/对方）怪兽的攻击力（在伤害步骤内|只在伤害计算时）变成0」 changes the
// monster battling this card, only in that part of the battle — before, the compiler read it as a change of this card itself.
// 「和用「X」为素材作融合召唤的这张卡进行战斗的…」 (转生炎兽 堇色奇美拉③) holds only while this card was so summoned with X.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-BATTLER-STAT', CARDS_DB);

const atk = (a: ReturnType<typeof askCdb>, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('CMP-BATTLER-STAT', () => {
  it('[CMP-BATTLER-STAT] 融合体杀手 attacked by 青眼究极龙 (a Fusion Monster): its ATK is 0 in the damage step, 融合体杀手 keeps 1400 and the attacker’s player takes 1400', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:青眼究极龙 B场:融合体杀手 攻击:A:青眼究极龙→B:融合体杀手} 伤害计算');
    expect(atk(a, '青眼究极龙')).toBe(0);
    expect(atk(a, '融合体杀手')).toBe(1400);
    expect(a.battle?.damage).toEqual({ A: 1400, B: 0 });
  });
  it('[CMP-BATTLER-STAT] the other side: a monster that is no Fusion Monster battling it, or a Fusion Monster not battling it, keeps its ATK', () => {
    expect(atk(askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙 B场:融合体杀手 攻击:A:青眼白龙→B:融合体杀手} 伤害计算'), '青眼白龙')).toBe(3000);
    const b = askCdb('{回合:A 阶段:伤害计算 A场:青眼究极龙,三眼怪 B场:融合体杀手 攻击:A:三眼怪→B:融合体杀手} 伤害计算');
    expect(atk(b, '青眼究极龙') ?? 4500).toBe(4500);
    expect(b.battle?.damage).toEqual({ A: 400, B: 0 });
  });
  it('[CMP-BATTLER-STAT] 转生炎兽 堇色奇美拉③ only when it was Fusion Summoned with a 「转生炎兽 堇色奇美拉」 as material: the monster attacking it is 0 at damage calculation', () => {
    const made = askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙 B场:转生炎兽 堇色奇美拉(融合召唤,素材:转生炎兽 堇色奇美拉+转生炎兽 狐狸) 攻击:A:青眼白龙→B:转生炎兽 堇色奇美拉} 伤害计算');
    expect(atk(made, '青眼白龙')).toBe(0);
    expect(made.battle?.damage).toEqual({ A: 2800, B: 0 });
    const other = askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙 B场:转生炎兽 堇色奇美拉(融合召唤,素材:转生炎兽 狐狸+转生炎兽 狐狸) 攻击:A:青眼白龙→B:转生炎兽 堇色奇美拉} 伤害计算');
    expect(atk(other, '青眼白龙') ?? 3000).toBe(3000);
    expect(other.battle?.damage).toEqual({ A: 0, B: 200 });
  });
});
