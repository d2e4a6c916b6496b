// CMP-STAT-EQUIPPED-CARD / CH-STAT-AMOUNT-UNREAD: 「这张卡的攻击力上升装备的怪兽卡的攻击力数值」 (卡车机人) and 「…上升这个效果装备的怪兽的攻击力数值」
// (刷拉拉将军, 机皇帝 神智∞) were read as an ATK change with no amount: 卡车机人 equipped 栗子球 and stayed at 1000, and nothing said why. The amount is
// now the equipped monster card's ATK; a change whose amount is still not read is said in the assumptions.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const MONSTER = { kind: 'monster', subtypes: ['effect'] } as never;
const raiseOf = (text: string) => compileEffects(text, MONSTER).flatMap((e) => e.does).find((a) => a.do === 'modify-stats');

describe('[CMP-STAT-EQUIPPED-CARD] a raise by the ATK of the monster card equipped to this card', () => {
  it('[CMP-STAT-EQUIPPED-CARD] 「上升装备的怪兽卡的攻击力数值」 and 「上升这个效果装备的怪兽的攻击力数值」: by the equipped monster card, once each', () => {
    expect(raiseOf('这张卡战斗破坏对方怪兽送去墓地时，把破坏怪兽当作装备卡使用给这张卡装备。这张卡的攻击力上升装备的怪兽卡的攻击力数值。')?.change).toMatchObject({ op: 'add', value: 1, per: { equippedMonster: true } });
    expect(raiseOf('①：1回合1次，把这张卡1个超量素材取除才能发动。从手卡把1只战士族怪兽当作装备卡使用给这张卡装备。这张卡的攻击力上升这个效果装备的怪兽的攻击力数值。')?.change).toMatchObject({ op: 'add', value: 1, per: { equippedMonster: true } });
  });
  it('[CMP-STAT-EQUIPPED-CARD] not a half (「…的攻击力一半的数值」): that amount stays unread', () => {
    expect(raiseOf('这张卡超量召唤成功时，可以选择自己墓地1只怪兽当作装备卡使用给这张卡装备。这张卡的攻击力上升这个效果装备的怪兽的攻击力一半的数值。')?.change).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-STAT-AMOUNT-UNREAD] ATK changes on the chain', () => {
  it('[CMP-STAT-EQUIPPED-CARD] 卡车机人 after destroying 栗子球 by battle: 栗子球 equipped, ATK 1000→1300 (before: 1000, no change)', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:卡车机人→B:栗子球 A场:卡车机人 B场:栗子球} C1 A:卡车机人');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason).toContain('1300');
    expect(a.assumptions.join('\n')).not.toContain('没能读出变化多少');
  });
  it('[CH-STAT-AMOUNT-UNREAD] an ATK raise whose amount is not read (No.6 先史遗产 大西洲巨人: 「…攻击力一半的数值」) is said in the assumptions, not a silent nothing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.6 先史遗产 大西洲巨人 A墓地:No.39 希望皇 霍普 B场:} C1 A:No.6 先史遗产 大西洲巨人 ①→A:No.39 希望皇 霍普');
    expect(a.assumptions.join('\n')).toContain('没能读出变化多少');
    expect(a.links[0]!.rules).toContain('CH-STAT-AMOUNT-UNREAD');
  });
});
