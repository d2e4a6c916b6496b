// s51: equips written by a monster's own effect — 章鲨 「这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备。
// 用这个效果把这张卡装备的怪兽攻击力变成0，…」 equipped nothing (it had no monster to go to) and its ATK 0 was a one-shot change of
// itself; 手铐龙 likewise; 一角兽皇枪's 「用这个效果把这张卡装备的怪兽的攻击力上升1900」 was also read as a change of itself, and its
// target (「给自己场上的「混沌No.39 希望皇 霍普雷」装备」) as any card. 机动要塞 铁堡垒's 「机械族·4星怪兽」 target lost its Type.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const trap = { kind: 'trap', subtypes: ['normal'] } as never;
const stat = (a: ChainAnswer, name: string) => a.stats.find((s) => s.card.name === name);
const equipped = (a: ChainAnswer) => a.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name));

describe('the compiler', () => {
  it('[CMP-EQUIP-BATTLED] 「…破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备」 is an equip of this card to the monster it battled; a targeted equip is not', () => {
    const [e] = compileEffects('这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备。用这个效果把这张卡装备的怪兽攻击力变成0，不能把表示形式变更。', monster);
    expect(e!.does.find((a) => a.do === 'equip')).toMatchObject({ what: 'self', onto: 'battled' });
    const [t] = compileEffects('①：以自己场上1只怪兽为对象才能发动。这张卡当作装备卡使用给那只怪兽装备。', monster);
    expect(t!.does.find((a) => a.do === 'equip')?.onto).toBeUndefined();
  });
  it('[CMP-EQUIP-BY-THIS-STATS] 「用这个效果把这张卡装备的怪兽攻击力变成0」 and, after this card equips itself, 「装备怪兽的攻击力下降1800」: changes of the equipped monster while equipped, not of this card; the position lock stays a note', () => {
    const [e] = compileEffects('这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备。用这个效果把这张卡装备的怪兽攻击力变成0，不能把表示形式变更。', monster);
    expect(e!.does.find((a) => a.do === 'modify-stats')).toMatchObject({ what: { filter: { equipped: true } }, asEquip: true, change: { op: 'set', value: 0 } });
    expect(e!.unknown?.join('')).toContain('position lock: 用这个效果把这张卡装备的怪兽');
    const [h] = compileEffects('这张卡被对方怪兽的攻击破坏送去墓地时，可以把这张卡当作装备卡使用给那只怪兽装备。装备怪兽的攻击力下降1800。', monster);
    expect(h!.does.find((a) => a.do === 'modify-stats')).toMatchObject({ asEquip: true, change: { op: 'add', value: -1800 } });
    // the other side: a change of 「装备怪兽」 by a card that equips another card (not itself) is left as it was
    const [o] = compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽当作装备卡使用给这张卡装备。装备怪兽的攻击力上升500。', trap);
    expect(o!.does.some((a) => a.asEquip)).toBe(false);
  });
  it('[CMP-EQUIP-SELF-NAMED] 「这张卡可以从手卡当作装备卡使用给自己场上的「X」装备」: its target is a face-up 「X」 of its own field, not any card', () => {
    const [e] = compileEffects('这张卡可以从手卡当作装备卡使用给自己场上的「混沌No.39 希望皇 霍普雷」装备。用这个效果把这张卡装备的怪兽的攻击力上升1900。', monster);
    expect(e!.targets?.filter).toMatchObject({ side: 'self', kind: 'monster', names: ['混沌No.39 希望皇 霍普雷'] });
    expect(e!.does.find((a) => a.do === 'modify-stats')).toMatchObject({ asEquip: true, what: { filter: { equipped: true } } });
  });
  it('[CMP-RACE-AND-LEVEL] 「机械族·4星怪兽」「鸟兽族·4星以下的怪兽」: a monster of that Type and Level (the Type was dropped)', () => {
    const [e] = compileEffects('①：以自己场上的机械族·4星怪兽任意数量为对象才能发动。那些怪兽破坏。', trap);
    expect(e!.targets?.filter).toMatchObject({ race: '机械族', levelMin: 4, levelMax: 4 });
  });
});

describe.skipIf(!haveCards)('equips by a monster\'s own effect, answered', () => {
  it('[CH-EQUIP-BATTLED] 章鲨 destroyed by 青眼白龙\'s attack: it goes from the GY to A\'s Spell & Trap Zone equipped to 青眼白龙, whose ATK becomes 0', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:章鲨 A墓:章鲨 B场:青眼白龙} C1 A:章鲨');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-BATTLED');
    expect(equipped(a)).toEqual(['章鲨']);
    expect(stat(a, '青眼白龙')?.atk).toBe(0);
    expect(stat(a, '章鲨')).toBeUndefined();
  });
  it('[CH-EQUIP-BATTLED] the other side: no attack stated — the monster is not guessed, nothing is equipped and the answer says why; 青眼白龙 in the GY too — nothing equipped', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤结束时 A墓:章鲨 B场:青眼白龙} C1 A:章鲨');
    expect(equipped(a)).toEqual([]);
    expect(a.assumptions.join('')).toContain('情境没有写出那次攻击');
    const b = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:章鲨 A墓:章鲨 B墓:青眼白龙} C1 A:章鲨');
    expect(equipped(b)).toEqual([]);
  });
  it('[CMP-EQUIP-BY-THIS-STATS] 章鲨 / 手铐龙 stated equipped to 青眼白龙: its ATK is 0 / 1200 at damage calculation (it was 3000)', () => {
    expect(askCdb('{回合:B 阶段:伤害计算 A场:章鲨(装备:青眼白龙),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle?.attackerValue).toBe(0);
    expect(askCdb('{回合:B 阶段:伤害计算 A场:手铐龙(装备:青眼白龙),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle?.attackerValue).toBe(1200);
  });
  it('[CMP-EQUIP-SELF-NAMED] 异热同心武器-一角兽皇枪 raises 混沌No.39 希望皇 霍普雷 it equips by 1900; equipped to No.39 希望皇 霍普 (not its own effect\'s monster) it raises nothing; activated on 霍普 it is refused', () => {
    expect(askCdb('{回合:A 阶段:伤害计算 A场:混沌No.39 希望皇 霍普雷,异热同心武器-一角兽皇枪(装备:混沌No.39 希望皇 霍普雷) B场:青眼白龙 攻击:A:混沌No.39 希望皇 霍普雷→B:青眼白龙} 伤害计算').battle?.attackerValue).toBe(4400);
    expect(askCdb('{回合:A 阶段:伤害计算 A场:No.39 希望皇 霍普,异热同心武器-一角兽皇枪(装备:No.39 希望皇 霍普) B场:青眼白龙 攻击:A:No.39 希望皇 霍普→B:青眼白龙} 伤害计算').battle?.attackerValue).toBe(2500);
    expect(askCdb('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普 A手:异热同心武器-一角兽皇枪} C1 A:异热同心武器-一角兽皇枪→No.39 希望皇 霍普').links[0]!.legal).toBe(false);
  });
  it('[CMP-RACE-AND-LEVEL] 机动要塞 铁堡垒 cannot target 亚马逊剑士 (a Warrior, Level 4); 蒸汽机人 (a Machine, Level 4) it can', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:机动要塞 铁堡垒(盖),亚马逊剑士,蒸汽机人} C1 A:机动要塞 铁堡垒→亚马逊剑士').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:机动要塞 铁堡垒(盖),亚马逊剑士,蒸汽机人} C1 A:机动要塞 铁堡垒→蒸汽机人').links[0]!.legal).toBe(true);
  });
});
