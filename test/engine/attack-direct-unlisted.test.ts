// CH-ATTACK-DIRECT: the situation's attack written without a target (`攻击:X`) is calculated as a direct attack; when the opponent's
// field is not listed, that it was read as holding no monster is said in the assumptions — as for an attack declared as the
// action (`攻击宣言 X`). Before, the situation-attack path gave the direct damage with no word of it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('CH-ATTACK-DIRECT: a written direct attack on an unlisted field', () => {
  it('[CH-ATTACK-DIRECT] `攻击:X` with the opponent\'s field unlisted: the damage is calculated and the empty-field reading is said', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪 A场:三眼怪} 伤害计算');
    expect(a.battle?.damage.B).toBe(1000);
    expect(a.assumptions.join('')).toContain('没有写出B的场上');
    // the other player's attack: A's field is the one unlisted
    const b = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙 B场:青眼白龙} 伤害计算');
    expect(b.battle?.damage.A).toBe(3000);
    expect(b.assumptions.join('')).toContain('没有写出A的场上');
  });
  it('[CH-ATTACK-DIRECT] the other side: a field listed empty, or an attack with a target, says nothing of it', () => {
    expect(askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪 A场:三眼怪 B场:} 伤害计算').assumptions.join('')).not.toContain('没有写出B的场上');
    expect(askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙} 伤害计算').assumptions.join('')).not.toContain('没有写出');
    // a monster on the listed field: the warning (not this assumption) says the direct attack could not be declared
    const blocked = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪 A场:三眼怪 B场:青眼白龙} 伤害计算');
    expect(blocked.assumptions.join('')).not.toContain('没有写出B的场上');
    expect(blocked.warnings.join('')).toContain('没有写攻击对象');
  });
  it('[CH-ATTACK-DIRECT] after an earlier chain (然后) the written direct attack is said the same way', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪 A场:三眼怪 A手:突进,突进} C1 A:突进→三眼怪 然后 C1 A:突进→三眼怪');
    expect(a.assumptions.join('')).toContain('没有写出B的场上');
  });
});

// Review s44-rv3: the older wording 「装备这张卡的怪兽可以对对方进行直接攻击」 (流星之弓-烨焰) was left unread, so its equipped monster's direct attack
// past a monster was warned as one that could not be declared.
describe.skipIf(!haveCards)('「装备这张卡的怪兽可以对对方进行直接攻击」', () => {
  it('[CH-ATTACK-DIRECT] 青眼白龙 equipped with 流星之弓-烨焰 attacks directly past 三眼怪: no warning, B takes 2000 (its ATK lowered by 1000)', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙,流星之弓-烨焰(装备:青眼白龙) B场:三眼怪 攻击:A:青眼白龙→B} 伤害计算');
    expect(a.warnings.join('')).not.toContain('不能直接攻击');
    expect(a.battle?.damage.B).toBe(2000);
  });
  it('[CH-ATTACK-DIRECT] the other side: a monster beside it, not equipped, still cannot attack directly past 三眼怪', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙,三眼怪,流星之弓-烨焰(装备:三眼怪) B场:三眼怪 攻击:A:青眼白龙→B} 伤害计算');
    expect(a.warnings.join('')).toContain('不能直接攻击');
  });
});
