// CH-ATTACK-MOVED (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:121–132): an effect that moves the attack without a damage
// calculation of its own (「攻击对象转移为这张卡」「那之后，攻击对象转移为那只怪兽」「攻击对象移去「X」」, a `move-attack` step) makes that
// monster the attack target as it resolves — the battle goes on against it, with no new declaration and no replay for it. When the
// new target cannot be chosen (CH-ATTACK-MOVE), only what came before the move is done: the summon stands, the attack does not move,
// the attacker keeps its ATK, and the monster summoned makes a replay (:125–127).
// CMP-ATTACKER-STAT: 「攻击怪兽的攻击力变成一半」 after the move is the attacking monster's ATK.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('moving the attack as the effect resolves', () => {
  it('[CH-ATTACK-MOVED] 防御史莱姆 moves the attack to 再生史莱姆: the damage calculation is against it, and no replay', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,再生史莱姆,防御史莱姆(盖) A场:黑魔术师} C1 B:防御史莱姆');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-ATTACK-MOVED');
    expect(a.links[0]!.reason).toContain('攻击对象转移为「再生史莱姆」');
    expect(a.battle?.target?.name).toBe('再生史莱姆');
    expect(a.window.notes.join()).not.toContain('战斗回卷');
  });

  it('[CH-ATTACK-MOVED] with no face-up 再生史莱姆 left when it resolves, nothing moves: the battle stays with 三眼怪', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,再生史莱姆,防御史莱姆(盖) A场:黑魔术师,狡猾的落穴(盖)} C1 B:防御史莱姆 C2 A:狡猾的落穴→再生史莱姆,三眼怪');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.links[0]!.reason).toContain('攻击对象不转移');
    // (狡猾的落穴 destroyed 三眼怪 and 再生史莱姆 — the target is gone: a replay, as for any attack target that left.)
    expect(a.window.notes.join()).toContain('战斗回卷');
  });

  // (熟练的黑魔术师: a Level 4 Spellcaster 苹果魔术少女 may summon from its own hand — 黑魔术少女 is Level 6, no fit once the pick's side is read, CMP-PICK-SIDE.)
  it('[CH-ATTACK-MOVED] 苹果魔术少女① summons from the hand, then the attack moves to that monster and the attacker\'s ATK is halved (CMP-ATTACKER-STAT) — no replay for the monster summoned', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:苹果魔术少女 A场:苹果魔术少女 A手:熟练的黑魔术师 B场:青眼白龙} C1 A:苹果魔术少女① [特殊召唤 熟练的黑魔术师]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.battle?.target?.name).toBe('熟练的黑魔术师');
    expect(a.battle?.attacker.name).toBe('青眼白龙');
    expect(a.battle?.attackerValue).toBe(1500);
    expect(a.window.notes.join()).not.toContain('战斗回卷');
  });

  it('[CH-ATTACK-MOVED] 苹果魔术少女 kept as the only monster that may be attacked (只能被攻击): the summon is made, the attack does not move, the ATK is not halved, and the summon makes a replay', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:苹果魔术少女 A场:苹果魔术少女(只能被攻击) A手:熟练的黑魔术师 B场:青眼白龙} C1 A:苹果魔术少女① [特殊召唤 熟练的黑魔术师]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-ATTACK-MOVE');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '熟练的黑魔术师'))).toBe(true);
    expect(a.links[0]!.reason).toContain('攻击对象不转移');
    expect(a.links[0]!.reason).not.toContain('1500');
    expect(a.window.notes.join()).toContain('战斗回卷');
  });

  it('[CMP-ATTACKER-STAT] 柠檬魔术少女②: 「攻击怪兽的攻击力变成一半」 halves the attacking monster, not the monster summoned', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:柠檬魔术少女 A场:柠檬魔术少女 A手:黑魔术少女 B场:青眼白龙} C1 A:柠檬魔术少女② [特殊召唤 黑魔术少女]');
    expect(a.battle?.target?.name).toBe('黑魔术少女');
    expect(a.battle?.attackerValue).toBe(1500);
    expect(a.battle?.targetValue).toBe(2000);
  });

  it('[CH-ATTACK-MOVED] 青冰白夜龙② moves the attack on another monster to itself', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,青冰白夜龙,王宫的敕命 B场:青眼白龙} C1 A:青冰白夜龙②');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.battle?.target?.name).toBe('青冰白夜龙');
  });

  it('[CH-ATTACK-MOVED] a monster moved to by the attack, then destroyed by a link resolving after the move, is a target gone: a replay', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,再生史莱姆,防御史莱姆(盖) A场:黑魔术师,狡猾的落穴(盖)} C1 A:狡猾的落穴→再生史莱姆,三眼怪 C2 B:防御史莱姆');
    expect(a.links[1]!.rules).toContain('CH-ATTACK-MOVED');
    expect(a.window.notes.join()).toContain('战斗回卷');
  });

  it('[CH-ATTACK-MOVED] English: the move is said in the link\'s resolution', () => {
    const a = cdbJudge().chain('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,再生史莱姆,防御史莱姆(盖) A场:黑魔术师} C1 B:防御史莱姆', { lang: 'en' });
    expect(a.ok && a.links[0]!.reason).toContain('the attack moves to');
  });
});
