// CH-ATTACK-LOCK (issue 16, rules reference docs/c03/战斗阶段流程.rst:978–981): 「这张卡攻击的场合，对方直到伤害步骤结束时
// 魔法·陷阱卡不能发动」 — while its card is the attacker, to the end of that damage step, its controller's opponent cannot
// activate the kinds it names. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a lock while the card attacks', () => {
  it('[CH-ATTACK-LOCK] 古代的机械兽 attacking: the opponent cannot activate 神圣防护罩 -反射镜力- in the battle step, nor 收缩 in the damage step', () => {
    const mirror = link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪,神圣防护罩 -反射镜力-(盖) B场:古代的机械兽} C1 A:神圣防护罩 -反射镜力-');
    expect(mirror.legal).toBe(false);
    expect(mirror.rules).toContain('CH-ATTACK-LOCK');
    expect(link1('{回合:B 阶段:伤害步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪,收缩(盖) B场:古代的机械兽} C1 A:收缩→古代的机械兽').legal).toBe(false);
    // a direct attack is an attack too
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽 A场:神圣防护罩 -反射镜力-(盖) B场:古代的机械兽} C1 A:神圣防护罩 -反射镜力-').legal).toBe(false);
  });

  it('[CH-ATTACK-LOCK] the other side: another monster attacking, no attack at all, the lock card’s own player, and a monster effect (only Spell/Trap cards are named) are free', () => {
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,神圣防护罩 -反射镜力-(盖) B场:古代的机械兽,青眼白龙} C1 A:神圣防护罩 -反射镜力-').legal).toBe(true);
    expect(link1('{回合:B 阶段:主要1 A场:三眼怪,旋风(盖) B场:古代的机械兽,黑洞(盖)} C1 A:旋风→黑洞').legal).toBe(true);
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪 B场:古代的机械兽,收缩(盖)} C1 B:收缩→三眼怪').legal).toBe(true);
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪 A手:妖形杵 B场:古代的机械兽} C1 A:妖形杵').rules).not.toContain('CH-ATTACK-LOCK');
  });

  it('[CH-ATTACK-LOCK] 古代的机械飞龙 names every effect: the opponent’s monster effect from the hand is refused while it attacks', () => {
    const r = link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械飞龙→A:三眼怪 A场:三眼怪 A手:妖形杵 B场:古代的机械飞龙} C1 A:妖形杵');
    expect(r.legal).toBe(false);
    expect(r.rules).toContain('CH-ATTACK-LOCK');
  });

  it('[CH-ATTACK-LOCK] while a monster of an archetype its card names attacks (娱乐伙伴 灯泡萤火虫: 「娱乐伙伴」 or 「异色眼」 monsters; 古代的机械合成龙③: 「古代的机械」 monsters, every activation): the opponent cannot activate what it names', () => {
    const mirror = (attacker: string) => link1(`{回合:B 阶段:战斗步骤 攻击:B:${attacker}→A:三眼怪 A场:三眼怪,神圣防护罩 -反射镜力-(盖) B场:娱乐伙伴 灯泡萤火虫,${attacker}} C1 A:神圣防护罩 -反射镜力-`);
    expect(mirror('娱乐伙伴 槌子巨象').legal).toBe(false);
    expect(mirror('娱乐伙伴 槌子巨象').rules).toContain('CH-ATTACK-LOCK');
    expect(mirror('异色眼灵摆龙').legal).toBe(false);
    // 古代的机械合成龙③ names monster effects too: 古代的机械兽 alone would leave 妖形杵 free.
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪 A手:妖形杵 B场:古代的机械合成龙,古代的机械兽} C1 A:妖形杵').legal).toBe(false);
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:古代的机械兽→A:三眼怪 A场:三眼怪 A手:妖形杵 B场:古代的机械兽} C1 A:妖形杵').legal).toBe(true);
  });

  it('[CH-ATTACK-LOCK] the other side: a monster of another archetype attacking beside the lock card leaves the opponent free', () => {
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,神圣防护罩 -反射镜力-(盖) B场:娱乐伙伴 灯泡萤火虫,青眼白龙} C1 A:神圣防护罩 -反射镜力-').legal).toBe(true);
    expect(link1('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,神圣防护罩 -反射镜力-(盖) B场:古代的机械合成龙,青眼白龙} C1 A:神圣防护罩 -反射镜力-').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('the family read in s58: an Equip Spell\'s 「装备怪兽攻击的场合」, 「怪兽的效果·魔法·陷阱卡」', () => {
  it('[CH-ATTACK-LOCK] 大日细丝 (「装备怪兽攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动」): while the monster it equips attacks, the opponent cannot activate 神圣防护罩 -反射镜力-; another monster attacking leaves it free', () => {
    const mirror = (attacker: string) => link1(`{回合:A 阶段:战斗步骤 攻击:A:${attacker}→B:青眼白龙 A场:三眼怪,大日士兵,大日细丝(装备:大日士兵) B场:青眼白龙,神圣防护罩 -反射镜力-(盖)} C1 B:神圣防护罩 -反射镜力-`);
    expect(mirror('大日士兵').legal).toBe(false);
    expect(mirror('大日士兵').rules).toContain('CH-ATTACK-LOCK');
    expect(mirror('三眼怪').legal).toBe(true);
  });

  it('[CH-ATTACK-LOCK] 古代的机械热核龙③ (「怪兽的效果·魔法·陷阱卡」) attacking: the opponent\'s monster effect from the hand (妖形杵) is refused', () => {
    const r = link1('{回合:A 阶段:战斗步骤 攻击:A:古代的机械热核龙→B:青眼白龙 A场:古代的机械热核龙 B场:青眼白龙 B手:妖形杵} C1 B:妖形杵');
    expect(r.legal).toBe(false);
    expect(r.rules).toContain('CH-ATTACK-LOCK');
  });

  it('[CH-BATTLE-LOCK] 白之衣① (「装备怪兽进行战斗的场合」): the monster it equips attacked, the attacker\'s player cannot activate 收缩 in the Damage Step; a battle of another monster leaves it free', () => {
    const attacked = link1('{回合:B 阶段:伤害步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,白之衣(装备:三眼怪) B场:青眼白龙,收缩(盖)} C1 B:收缩→三眼怪');
    expect(attacked.legal).toBe(false);
    expect(attacked.rules).toContain('CH-BATTLE-LOCK');
    expect(link1('{回合:B 阶段:伤害步骤 攻击:B:青眼白龙→A:欧尼斯特 A场:三眼怪,欧尼斯特,白之衣(装备:三眼怪) B场:青眼白龙,收缩(盖)} C1 B:收缩→欧尼斯特').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('a lock while the card battles (CH-BATTLE-LOCK)', () => {
  it('[CH-BATTLE-LOCK] 恶魔龙 暗黑魔龙 battling, attacked as well as attacking: the opponent cannot activate 收缩; another battle leaves it free', () => {
    const attacked = link1('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:恶魔龙 暗黑魔龙 A场:三眼怪,收缩(盖) B场:恶魔龙 暗黑魔龙} C1 A:收缩→恶魔龙 暗黑魔龙');
    expect(attacked.legal).toBe(false);
    expect(attacked.rules).toContain('CH-BATTLE-LOCK');
    expect(link1('{回合:B 阶段:伤害步骤 攻击:B:恶魔龙 暗黑魔龙→A:三眼怪 A场:三眼怪,收缩(盖) B场:恶魔龙 暗黑魔龙} C1 A:收缩→恶魔龙 暗黑魔龙').legal).toBe(false);
    expect(link1('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪,收缩(盖) B场:恶魔龙 暗黑魔龙,青眼白龙} C1 A:收缩→青眼白龙').legal).toBe(true);
  });
});
