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
});
