// Moving an equip card to another correct target (正确对象, issue 16; test/RULES.md CH-EQUIP-MOVE, CMP-EQUIP-MOVE, CMP-BULLET-TARGET,
// CMP-RACE-AND-ATTRIBUTE; rules reference docs/c03/装备卡.rst:27–40): 「把…1张装备卡转换给1只别的能变成正确对象的怪兽」 targets an equip card
// that has another correct target — an Equip Spell any monster its limit allows, a Union that equipped itself the monsters its own
// effect may take, any other monster card used as an equip card none but its own monster — and moves it there as it resolves.
// Through the real pipeline over cards.cdb, on other cards than the reference's examples.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { filterOf } from '../../src/cards/compile/words.js';

const legal = (input: string): boolean | null => askCdb(input).links[0]!.legal;
const equipped = (a: ChainAnswer) => a.events.filter((e) => e.type === 'equipped').map((e) => e.cards.map((c) => `${c.controller}:${c.name}`).join('→'));
const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const effectsOf = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects;
};

describe.skipIf(!haveCards)('moving an equip card to another correct target', () => {
  it('[CMP-EQUIP-MOVE] 「把…1张装备卡转换给1只别的能变成正确对象的怪兽」 is read as a target (the equip card the words describe: whose, face-up, which archetype) and one step moving it', () => {
    const tailor = effectsOf('善变的裁缝师')[0]!;
    expect(tailor.targets).toEqual({ count: 1, filter: { place: 'field' } });
    expect(tailor.does).toEqual([{ do: 'equip', what: 'targets', movesEquip: true }]);
    const stigma = effectsOf('斯蒂格马大日')[0]!;
    expect(stigma.targets?.filter).toEqual({ place: 'field', side: 'self', faceUp: true, archetype: '大日' });
    expect(stigma.does.map((a) => a.movesEquip)).toEqual([true]);
    // 斯蒂格马大日 targets only its own face-up 大日 equip cards: an opponent's is refused.
    expect(legal('{回合:A 阶段:主要1 A场:斯蒂格马大日,大日士兵 B场:欧姆大日,大日超立方体(装备:欧姆大日)} C1 A:斯蒂格马大日→大日超立方体')).toBe(false);
  });

  it('[CH-EQUIP-MOVE] an Equip Spell with no limit may go to any other face-up monster, the opponent’s too: its ATK change follows it; one with a limit only to a monster it allows', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,恶魔之斧(装备:青眼白龙) B场:黑魔术师} C1 A:善变的裁缝师→恶魔之斧');
    expect(a.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved']);
    expect(equipped(a)).toEqual(['A:恶魔之斧→B:黑魔术师']);
    expect(atk(a, '黑魔术师')).toBe(3500);
    expect(atk(a, '青眼白龙') ?? 3000).toBe(3000);
    // 最强之盾 (Warriors only): to another Warrior yes, to a Spellcaster no.
    expect(legal('{回合:A 阶段:主要1 A场:亚马逊剑士,最强之盾(装备:亚马逊剑士),战士 戴·格雷法} C1 A:善变的裁缝师→最强之盾')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:亚马逊剑士,最强之盾(装备:亚马逊剑士) B场:黑魔术师} C1 A:善变的裁缝师→最强之盾')).toBe(false);
    // A card that is no equip card (a Continuous Spell) cannot be its target.
    expect(legal('{回合:A 阶段:主要1 A场:青眼白龙,王宫的敕命 B场:黑魔术师} C1 A:善变的裁缝师→王宫的敕命')).toBe(false);
  });

  it('[CH-EQUIP-MOVE] a monster card another effect made an equip card (纳祭之魔’s) has only that monster; a Union equipped by its own effect may go to another monster its effect takes — one of its controller’s, and not one already holding a Union when its text allows one', () => {
    expect(legal('{回合:A 阶段:主要1 A场:纳祭之魔,三眼怪(装备:纳祭之魔),青眼白龙} C1 A:善变的裁缝师→三眼怪')).toBe(false);
    // A-突击核 (「以自己场上1只机械族·光属性怪兽为对象」): to my other LIGHT Machine, not to the opponent’s.
    const a = askCdb('{回合:A 阶段:主要1 A场:电子龙,A-突击核(装备:电子龙),X-首领加农} C1 A:善变的裁缝师→A-突击核');
    expect(equipped(a)).toEqual(['A:A-突击核→A:X-首领加农']);
    expect(legal('{回合:A 阶段:主要1 A场:电子龙,A-突击核(装备:电子龙) B场:X-首领加农} C1 A:善变的裁缝师→A-突击核')).toBe(false);
    // 大日超立方体 (「1只怪兽可以装备的同盟最多1张」): a 大日 monster already holding 大日五胞体 is no correct target.
    expect(legal('{回合:A 阶段:主要1 A场:斯蒂格马大日,大日超立方体(装备:斯蒂格马大日),大日士兵,大日五胞体(装备:大日士兵)} C1 A:斯蒂格马大日→大日超立方体')).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:斯蒂格马大日,大日超立方体(装备:斯蒂格马大日),大日士兵,大日前锋,大日五胞体(装备:大日士兵)} C1 A:斯蒂格马大日→大日超立方体')).toBe(true);
  });

  it('[CH-EQUIP-MOVE] as it resolves: the only other correct monster destroyed in the chain — the equip card stays on its monster; the equip card itself gone — nothing', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:电子龙,C-粉碎翼龙(装备:电子龙),X-首领加农 B场:旋风(盖)} C1 A:善变的裁缝师→C-粉碎翼龙 C2 B:旋风→C-粉碎翼龙');
    expect(equipped(gone)).toEqual([]);
    const stays = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,恶魔之斧(装备:青眼白龙) B场:黑魔术师,月之书(盖)} C1 A:善变的裁缝师→恶魔之斧 C2 B:月之书→黑魔术师');
    expect(equipped(stays)).toEqual([]);
    expect(stays.links[0]!.rules).toContain('CH-EQUIP-MOVE');
    expect(atk(stays, '青眼白龙')).toBe(4000);
  });

  it('[CMP-BULLET-TARGET] a ● opening 「以…为对象，」 with no 发动 (the old Union wording) names its target: C-粉碎翼龙 equips itself only to my LIGHT Machine', () => {
    const equipMode = effectsOf('C-粉碎翼龙').find((e) => e.does.some((a) => a.do === 'equip'))!;
    expect(equipMode.targets?.filter).toMatchObject({ side: 'self', race: '机械族', attribute: '光' });
    expect(legal('{回合:A 阶段:主要1 A场:C-粉碎翼龙,X-首领加农} C1 A:C-粉碎翼龙[●1]→X-首领加农')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:C-粉碎翼龙,青眼白龙,X-首领加农} C1 A:C-粉碎翼龙[●1]→青眼白龙')).toBe(false);
  });

  it('[CMP-RACE-AND-ATTRIBUTE] 「机械族·光属性怪兽」 is a monster of that Type and that Attribute (the Type was dropped): 自然的神星树① tributes an EARTH Insect, not an EARTH Warrior', () => {
    expect(filterOf('自己场上1只机械族·光属性怪兽')).toMatchObject({ race: '机械族', attribute: '光' });
    expect(filterOf('1只天使族·光属性的怪兽')).toMatchObject({ race: '天使族', attribute: '光' });
    expect(legal('{回合:A 阶段:主要1 A场:自然的神星树,新虫} C1 A:自然的神星树① [cost:解放 新虫]')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:自然的神星树,亚马逊剑士} C1 A:自然的神星树① [cost:解放 亚马逊剑士]')).toBe(false);
  });

  it('[CMP-RACE-AND-ATTRIBUTE] a monster kind between the Attribute and 怪兽 (「机械族·光属性的融合怪兽」「龙族·暗属性同调怪兽」) keeps the Type too (s56: it was dropped — 扰乱魔改造 showed 扰乱王, a Beast)', () => {
    expect(filterOf('额外卡组1只机械族·光属性的融合怪兽')).toMatchObject({ race: '机械族', attribute: '光', subtypes: ['fusion'] });
    expect(filterOf('自己墓地1只8星以下的龙族·暗属性同调怪兽')).toMatchObject({ race: '龙族', attribute: '暗', subtypes: ['synchro'] });
    expect(filterOf('自己场上1只战士族·地属性的同调怪兽')).toMatchObject({ race: '战士族', attribute: '地' });
  });
});

describe.skipIf(!haveCards)('every equip card onto one monster', () => {
  it('[CH-EQUIP-MOVE] 力之集约 (「场上的存在的全部的装备卡装备到选择对象的身上。对象不正确的场合，那些装备卡破坏」): the equip cards it may equip move to the target, the others are destroyed by its effect; one already on the target stays', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:亚马逊剑士,最强之盾(装备:亚马逊剑士),恶魔之斧(装备:亚马逊剑士) B场:黑魔术师,团结之力(装备:黑魔术师)} C1 A:力之集约→黑魔术师');
    expect(a.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved']);
    expect(equipped(a)).toEqual(['A:恶魔之斧→B:黑魔术师']);
    expect(a.events.filter((e) => e.type === 'destroyed').map((e) => `${e.cards.map((c) => c.name).join('+')}:${e.cause}`)).toEqual(['最强之盾:effect']);
    // On a Warrior, 最强之盾 moves too.
    expect(equipped(askCdb('{回合:A 阶段:主要1 A场:亚马逊剑士,最强之盾(装备:亚马逊剑士),恶魔之斧(装备:亚马逊剑士) B场:战士 戴·格雷法} C1 A:力之集约→战士 戴·格雷法'))).toEqual(['A:最强之盾→B:战士 戴·格雷法', 'A:恶魔之斧→B:战士 戴·格雷法']);
  });

  it('[CMP-SPELL-DESTROYER-PROTECT] the old 「这张卡不会被破坏魔法卡的效果所破坏」 of an Equip Spell is read as 「不会被效果破坏」 (every effect destroying it destroys a Spell Card): 旋风 does not destroy 融合武器 村雨刀', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:亚马逊剑士,融合武器 村雨刀(装备:亚马逊剑士)} C1 B:旋风→融合武器 村雨刀');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
  });
});
