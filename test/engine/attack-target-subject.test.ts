// CH-ATTACK-TARGET-SUBJECT: a trigger on a monster being attacked (「被选择作为攻击对象时」「被攻击的场合」, the
// text's word 'attacked') reads its subject against the attack target, not the attacker (rules reference
// docs/c03/战斗阶段流程.rst:130, :321). The other side: another monster attacked, or a direct attack, does
// not meet it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-TARGET-SUBJECT', CARDS_DB);

const legal = (input: string) => askCdb(input).links[0]!.legal;

describe.skipIf(!haveCards)('CH-ATTACK-TARGET-SUBJECT', () => {
  it('[CH-ATTACK-TARGET-SUBJECT] 苹果魔术少女① may be activated when it is the attack target', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:苹果魔术少女 A场:苹果魔术少女 B场:青眼白龙} C1 A:苹果魔术少女①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-TARGET-SUBJECT');
  });
  it('[CH-ATTACK-TARGET-SUBJECT] the other side: not when another monster is attacked, nor on a direct attack', () => {
    expect(legal('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:苹果魔术少女,三眼怪 B场:青眼白龙} C1 A:苹果魔术少女①')).toBe(false);
    expect(legal('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A场:苹果魔术少女 B场:青眼白龙} C1 A:苹果魔术少女①')).toBe(false);
  });
  // A trigger at a later step of the battle its monster is attacked in (「这张卡被攻击的场合，伤害计算后」「自己怪兽被攻击的伤害计算时」):
  // the compiler keeps who is attacked (`attackTarget`); before, any battle's step of that kind met it.
  const BOTH = 'A场:朱罗纪翼龙 B场:青眼白龙';
  it('[CH-ATTACK-TARGET-SUBJECT] 朱罗纪翼龙 attacked: after damage calculation it returns the attacker', () => {
    const a = askCdb(`{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:朱罗纪翼龙 ${BOTH}} C1 A:朱罗纪翼龙`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-TARGET-SUBJECT');
    expect(a.events.filter((e) => e.type === 'returned-to-hand').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
  });
  it('[CH-ATTACK-TARGET-SUBJECT] the other side: 朱罗纪翼龙 attacking is not attacked — refused after damage calculation', () => {
    const a = askCdb('{回合:A 阶段:伤害计算后 攻击:A:朱罗纪翼龙→B:三眼怪 A场:朱罗纪翼龙 B场:三眼怪(守)} C1 A:朱罗纪翼龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-TARGET-SUBJECT');
  });
  it('[CH-ATTACK-TARGET-SUBJECT] in the Battle Step the refusal names the step it waits for (after damage calculation), not the declaration', () => {
    const a = askCdb(`{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:朱罗纪翼龙 ${BOTH}} C1 A:朱罗纪翼龙`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('伤害计算后');
    expect(a.links[0]!.illegalReason).not.toContain('攻击宣言时');
  });
  it('[CH-ATTACK-TARGET-SUBJECT] other cards: 棉花糖② (「…被攻击的伤害计算后」) and 倍倍伤害 (「自己怪兽被攻击的伤害计算时」) — attacked yes, attacking no', () => {
    expect(legal('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:棉花糖 A场:棉花糖 B场:青眼白龙} C1 A:棉花糖②')).toBe(true);
    expect(legal('{回合:A 阶段:伤害计算后 攻击:A:棉花糖→B:青眼白龙 A场:棉花糖 B场:青眼白龙} C1 A:棉花糖②')).toBe(false);
    expect(legal('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,倍倍伤害(盖) B场:青眼白龙} C1 A:倍倍伤害')).toBe(true);
    expect(legal('{回合:A 阶段:伤害计算 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪,倍倍伤害(盖) B场:青眼白龙} C1 A:倍倍伤害')).toBe(false);
  });
  it('[CH-ATTACK-TARGET-SUBJECT] the window after an attack declaration lists 苹果魔术少女① for the monster attacked, not for the attacker', () => {
    const listed = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
    expect(listed('{回合:B 阶段:战斗步骤 A场:苹果魔术少女 B场:青眼白龙} 攻击宣言 青眼白龙 → 苹果魔术少女')).toContain('苹果魔术少女');
    expect(listed('{回合:A 阶段:战斗步骤 A场:苹果魔术少女 B场:青眼白龙} 攻击宣言 苹果魔术少女 → 青眼白龙')).not.toContain('苹果魔术少女');
  });
});
