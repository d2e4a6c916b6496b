// Destruction replacement against destruction by battle (test/RULES.md CH-REPLACE-DESTROY-BATTLE; rules reference
// docs/c03/卡片的抗性.rst:316–330, docs/c03/战斗阶段流程.rst:760–767, 910–916): the damage calculation of the situation's
// attack, over cards.cdb, with the replacement facts the compiler reads (「…被战斗·效果破坏的场合，可以作为代替把…」).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

const battle = (input: string) => askCdb(input).battle!;
const destroyed = (input: string) => battle(input).destroyed.map((c) => c.name);
const replaced = (input: string) => (battle(input).replaced ?? []).map((r) => `${r.card.name}<${r.by}:${r.instead.map((c) => c.name).join('+')}`);

describe('the state 代替破坏', () => {
  it('[CH-REPLACE-DESTROY-BATTLE] parses and prints back', () => {
    const r = parseNotation('{A场:No.101 寂静荣誉方舟骑士(代替破坏),杂草(适用代替破坏)} C1 A:雷击');
    if (!r.ok) throw new Error('parse');
    expect(printNotation(r.tree)).toContain('No.101 寂静荣誉方舟骑士(代替破坏)');
    expect(printNotation(r.tree)).toContain('杂草(代替破坏)');
  });
});

describe.skipIf(!haveCards)('CH-REPLACE-DESTROY-BATTLE', () => {
  it('[CH-REPLACE-DESTROY-BATTLE] an optional replacement said to apply (代替破坏) keeps the monster that loses: its material detached, no monster destroyed; the damage is as calculated', () => {
    const input = '{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:No.101 寂静荣誉方舟骑士 A场:青眼白龙 B场:No.101 寂静荣誉方舟骑士(代替破坏,素材:三眼怪+三眼怪)} 伤害计算';
    expect(destroyed(input)).toEqual([]);
    expect(replaced(input)).toEqual(['No.101 寂静荣誉方舟骑士<No.101 寂静荣誉方舟骑士:']);
    expect(battle(input).damage.B).toBe(900);
    expect(battle(input).rules).toContain('CH-REPLACE-DESTROY-BATTLE');
  });
  it('[CH-REPLACE-DESTROY-BATTLE] not said: offered, not applied — the monster is destroyed by battle and the answer says how to apply it', () => {
    const input = '{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:No.101 寂静荣誉方舟骑士 A场:青眼白龙 B场:No.101 寂静荣誉方舟骑士(素材:三眼怪+三眼怪)} 伤害计算';
    expect(destroyed(input)).toEqual(['No.101 寂静荣誉方舟骑士']);
    expect(battle(input).reason).toContain('(代替破坏)');
  });
  it('[CH-REPLACE-DESTROY-BATTLE] the other side: a replacement of the monster that wins is not applied (only a card that would be destroyed)', () => {
    const input = '{回合:B 阶段:伤害计算 攻击:B:No.101 寂静荣誉方舟骑士→A:三眼怪 A场:三眼怪 B场:No.101 寂静荣誉方舟骑士(代替破坏,素材:三眼怪+三眼怪)} 伤害计算';
    expect(destroyed(input)).toEqual(['三眼怪']);
    expect(battle(input).replaced).toBeUndefined();
  });
  it('[CH-REPLACE-DESTROY-BATTLE] the substitute is another card: another Plant destroyed instead (杂草); with no other Plant the step cannot be done and it is destroyed', () => {
    const two = '{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:杂草 A场:杂草(代替破坏),杂草 B场:青眼白龙} 伤害计算';
    expect(destroyed(two)).toEqual([]);
    expect(replaced(two)).toEqual(['杂草<杂草:杂草']);
    expect(battle(two).replaced![0]!.instead[0]!.ref).not.toBe(battle(two).replaced![0]!.card.ref);
    const one = '{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:杂草 A场:杂草(代替破坏) B场:青眼白龙} 伤害计算';
    expect(destroyed(one)).toEqual(['杂草']);
    // Not said, with no other Plant: nothing to offer.
    expect(battle('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:杂草 A场:杂草 B场:青眼白龙} 伤害计算').reason).not.toContain('(代替破坏)');
    expect(battle('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:杂草 A场:杂草,杂草 B场:青眼白龙} 伤害计算').reason).toContain('(代替破坏)');
  });
  it('[CH-REPLACE-DESTROY-BATTLE] a substitute the same battle destroys cannot be used; a banish from the GY under 「对方不能把墓地的卡除外」 cannot be done (equal ATK: both destroyed)', () => {
    // 超雷龙-雷龙 ② banishes a Thunder from its GY: against a monster of the same ATK it stays …
    expect(destroyed('{回合:A 阶段:伤害计算 攻击:A:超雷龙-雷龙→B:青眼白龙 A场:超雷龙-雷龙(代替破坏,攻3000) A墓:雷龙 B场:青眼白龙} 伤害计算')).toEqual(['青眼白龙']);
    // … but not against 灵灭术师 海空, whose lock on banishing from the GY holds at damage calculation.
    expect(destroyed('{回合:A 阶段:伤害计算 攻击:A:超雷龙-雷龙→B:灵灭术师 海空 A场:超雷龙-雷龙(代替破坏,攻1800) A墓:雷龙 B场:灵灭术师 海空} 伤害计算').sort()).toEqual(['灵灭术师 海空', '超雷龙-雷龙'].sort());
  });
  it('[CH-REPLACE-DESTROY-BATTLE] a replacement whose card’s effects are negated does not apply', () => {
    expect(destroyed('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:No.101 寂静荣誉方舟骑士 A场:青眼白龙 B场:No.101 寂静荣誉方舟骑士(代替破坏,效果无效,素材:三眼怪+三眼怪)} 伤害计算')).toEqual(['No.101 寂静荣誉方舟骑士']);
  });
  it('[CH-REPLACE-DESTROY-BATTLE] under a continuous negation (技能抽取) it does not apply; with that negation itself negated (人造人-念力王者 negates Traps) it does', () => {
    expect(destroyed('{回合:A 阶段:伤害计算 攻击:A:超雷龙-雷龙→B:青眼白龙 A场:超雷龙-雷龙(代替破坏,攻3000) A墓:雷龙 B场:青眼白龙,技能抽取} 伤害计算').sort()).toEqual(['超雷龙-雷龙', '青眼白龙'].sort());
    expect(destroyed('{回合:A 阶段:伤害计算 攻击:A:超雷龙-雷龙→B:人造人-念力王者 A场:超雷龙-雷龙(代替破坏,攻2600) A墓:雷龙 B场:人造人-念力王者,技能抽取} 伤害计算')).toEqual(['人造人-念力王者']);
  });
  it('[CH-REPLACE-DESTROY-BATTLE] a mandatory one applies unasked (A-突击核 as an equip card, read from the ● that equips it), and every mandatory one applies: two equip cards that replace are both destroyed', () => {
    expect(destroyed('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,A-突击核(装备:三眼怪) B场:青眼白龙} 伤害计算')).toEqual([]);
    expect(replaced('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,A-突击核(装备:三眼怪) B场:青眼白龙} 伤害计算')).toEqual(['三眼怪<A-突击核:A-突击核']);
    const two = '{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:古代的机械巨人 A场:古代的机械巨人,强化支援机械·重装武器(装备:古代的机械巨人),强化支援机械·重装武器(装备:古代的机械巨人) B场:青眼白龙(攻4000)} 伤害计算';
    expect(destroyed(two)).toEqual(['青眼白龙']);
    expect(replaced(two)).toHaveLength(2);
    expect(new Set(battle(two).replaced!.map((r) => r.instead[0]!.ref)).size).toBe(2);
  });
});
