// CH-ATTACK-TARGET-KIND (test/RULES.md): a card activation or quick effect 「自己场上的X族怪兽被选择作为攻击对象时」 (the word `attacked`)
// judges the monster attacked as its text writes it — kind, Attribute, archetype, side — not only its side. CH-ATTACK-WINDOW: in the
// damage step such an effect is refused because the attack-target moment has passed, not for the targeting alternative's reason.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';

const link = (input: string, n = 0) => askCdb(input).links[n];

describe.skipIf(!haveCards)('CH-ATTACK-TARGET-KIND, what a user sees', () => {
  it('[CH-ATTACK-TARGET-KIND] 野蛮人之吼 is activated when a Warrior of its side is attacked, refused when the monster attacked is a Spellcaster, the answer naming it', () => {
    expect(link('{阶段:战斗 回合:B A场:黑魔术师,女武神骑士 B场:青眼白龙 攻击:青眼白龙→女武神骑士} C1 A:野蛮人之吼→B:青眼白龙')?.legal).toBe(true);
    const no = link('{阶段:战斗 回合:B A场:黑魔术师,女武神骑士 B场:青眼白龙 攻击:青眼白龙→黑魔术师} C1 A:野蛮人之吼→B:青眼白龙');
    expect(no?.legal).toBe(false);
    expect(no?.illegalReason).toContain('攻击对象是「黑魔术师」');
  });

  it('[CH-ATTACK-TARGET-KIND] the other side: 野蛮人之吼 at its own Warrior\'s attack on the opponent\'s monster is refused for the attack target, not as 「cannot be Chain Link 1」', () => {
    const own = link('{阶段:战斗 回合:A A场:女武神骑士 B场:青眼白龙 攻击:女武神骑士→青眼白龙} C1 A:野蛮人之吼→B:青眼白龙');
    expect(own?.legal).toBe(false);
    expect(own?.illegalReason).toContain('攻击对象是「青眼白龙」');
  });

  it('[CH-ATTACK-TARGET-KIND] another card of the shape: 反射光子流 (「自己场上的龙族·光属性怪兽被选择作为攻击对象时」) answers the attack on 青眼白龙, not on 黑魔术师', () => {
    expect(link('{阶段:战斗 回合:B A场:青眼白龙,黑魔术师 B场:黑魔术师 攻击:黑魔术师→A:青眼白龙} C1 A:反射光子流')?.legal).toBe(true);
    expect(link('{阶段:战斗 回合:B A场:青眼白龙,黑魔术师 B场:青眼白龙 攻击:B:青眼白龙→A:黑魔术师} C1 A:反射光子流')?.legal).toBe(false);
  });

  it('[CH-ATTACK-WINDOW] 反射镜力龙 in the damage step is refused because the attack-target moment has passed (zh and en), not as an effect that cannot be Chain Link 1', () => {
    const input = '{阶段:伤害计算前 回合:B A场:反射镜力龙 B场:青眼白龙 攻击:青眼白龙→反射镜力龙} C1 A:反射镜力龙';
    const zh = link(input);
    expect(zh?.legal).toBe(false);
    expect(zh?.illegalReason).toContain('已经是伤害步骤，那个时点已经过去');
    expect(zh?.illegalReason).not.toContain('连锁1');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.links[0]?.illegalReason).toContain('that moment has passed');
  });

  it('[CH-ATTACK-WINDOW] a plain 「攻击宣言时」 Trap in the damage step says the attack declaration has passed', () => {
    const r = link('{阶段:伤害计算前 回合:B A场:黑魔术师 B场:青眼白龙 攻击:青眼白龙→黑魔术师} C1 A:神圣防护罩 -反射镜力-');
    expect(r?.legal).toBe(false);
    expect(r?.illegalReason).toContain('攻击宣言的时点已经过去');
  });
});
