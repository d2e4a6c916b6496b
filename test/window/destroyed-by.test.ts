// A trigger on what a monster destroyed (test/RULES.md WIN-DESTROYED-BY; rules reference docs/c03/无效.rst:615–618), read from the
// card text: 钢铁袭击者② 「自己场上的原本的种族·属性是机械族·暗属性的怪兽用战斗或者自身的效果破坏场上的卡的场合」.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('a trigger on what a monster destroyed', () => {
  it('[WIN-DESTROYED-BY] BM-4炸弹蜘蛛 (Machine·DARK) destroying a card by its own effect meets 钢铁袭击者②; 黑洞 destroying the same monsters does not', () => {
    expect(offered('{回合:B A场:青眼白龙 B场:钢铁袭击者,BM-4炸弹蜘蛛} C1 B:BM-4炸弹蜘蛛①→BM-4炸弹蜘蛛,青眼白龙')).toContain('钢铁袭击者#2');
    expect(offered('{回合:B A场:青眼白龙 B场:钢铁袭击者,BM-4炸弹蜘蛛} C1 A:黑洞')).not.toContain('钢铁袭击者#2');
  });

  it('[WIN-DESTROYED-BY] by battle: the attacker BM-4炸弹蜘蛛 destroying 三眼怪, or the attacked BM-4炸弹蜘蛛 destroying 青眼白龙, meets it; a DARK Fiend (暗黑界的龙神 格拉法) destroying by battle does not', () => {
    expect(offered('{回合:B 阶段:伤害步骤 攻击:B:BM-4炸弹蜘蛛→A:三眼怪 A场:三眼怪 B场:钢铁袭击者,BM-4炸弹蜘蛛} 破坏 三眼怪 (战斗)')).toContain('钢铁袭击者#2');
    expect(offered('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:BM-4炸弹蜘蛛 A场:青眼白龙 B场:钢铁袭击者,BM-4炸弹蜘蛛} 破坏 青眼白龙 (战斗)')).toContain('钢铁袭击者#2');
    expect(offered('{回合:B 阶段:伤害步骤 攻击:B:暗黑界的龙神 格拉法→A:三眼怪 A场:三眼怪 B场:钢铁袭击者,暗黑界的龙神 格拉法} 破坏 三眼怪 (战斗)')).not.toContain('钢铁袭击者#2');
  });

  it('[WIN-DESTROYED-BY] the destroyer is read from the link: 机皇帝 神智∞’s equip effect (③ in the database’s older text) rewritten by 灰篮战斗 still destroys by its own effect', () => {
    expect(offered('{回合:A A场:机皇帝 神智∞,钢铁袭击者 B场:灰篮龙,灰篮战斗(盖)} C1 A:机皇帝 神智∞③→灰篮龙 C2 B:灰篮战斗')).toContain('钢铁袭击者#2');
  });
});
