// Equip cards' correct targets (装备条件 / 正确对象, issue 16; test/RULES.md CMP-EQUIP-LIMIT, CH-EQUIP-INCORRECT, CH-DETACH-BY-EFFECT;
// rules reference docs/c03/装备卡.rst:27–52): an Equip Spell's rule line 「战士族怪兽才能装备」 names the monsters it may equip — its
// activation targets only them, and an equipped monster that stops being one (its Type, controller, materials changed) makes the
// equip card be destroyed by rule at once. Through the real pipeline over cards.cdb, on other cards than the reference's examples.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const legal = (input: string): boolean | null => askCdb(input).links[0]!.legal;
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').map((e) => `${e.cards.map((c) => c.name).join('+')}:${e.cause}`);
const limitOf = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.find((e) => e.kind === 'activation')?.equipLimit;
};

describe.skipIf(!haveCards)('equip cards’ correct targets', () => {
  it('[CMP-EQUIP-LIMIT] 「X才能装备」「只有X可以装备」 is read as the monsters the Equip Spell may equip: a race, a name, a type and level, its own field; a line it cannot read whole gives none', () => {
    expect(limitOf('最强之盾')).toEqual({ race: '战士族' });
    expect(limitOf('镭射炮机甲铠')).toEqual({ race: '昆虫族' });
    expect(limitOf('融合武器 村雨刀')).toEqual({ race: '战士族' });
    expect(limitOf('电脑增幅器')).toEqual({ names: ['人造人-念力震慑者'] });
    expect(limitOf('仪式武器')).toEqual({ levelMax: 6, subtypes: ['ritual'] });
    expect(limitOf('Ω眼镜')).toEqual({ side: 'self' });
    expect(limitOf('剑斗兽的斗器 长戟')).toEqual({ archetype: '剑斗兽' });
    expect(limitOf('两件套工具D&C')).toBeUndefined();
    expect(limitOf('恶魔之斧')).toBeUndefined();
    // The activation targets only them.
    expect(legal('{回合:A 阶段:主要1 A场:亚马逊剑士} C1 A:最强之盾→亚马逊剑士')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:最强之盾→黑魔术师')).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:人造人-念力震慑者} C1 A:电脑增幅器→人造人-念力震慑者')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:电脑增幅器→黑魔术师')).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:Ω眼镜→黑魔术师')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:Ω眼镜→青眼白龙')).toBe(false);
    // An equip with no such line may equip any face-up monster.
    expect(legal('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:恶魔之斧→青眼白龙')).toBe(true);
  });

  it('[CH-EQUIP-INCORRECT] an equipped monster that is no longer a correct target makes the Equip Spell be destroyed by rule at once (not by an effect); its own change of Type keeps it correct; an equip with no limit stays', () => {
    // The opponent's 破戒蛮龙-破坏龙 makes my monsters Dragons: 最强之盾 (Warriors only) is destroyed, the monster stays.
    const dragon = askCdb('{回合:B 阶段:主要1 A场:亚马逊剑士,最强之盾(装备:亚马逊剑士) B墓:破戒蛮龙-破坏龙} C1 B:死者苏生→破戒蛮龙-破坏龙');
    expect(destroyed(dragon)).toEqual(['最强之盾:rule']);
    expect(dragon.links[0]!.rules).toContain('CH-EQUIP-INCORRECT');
    // 恶魔之斧 has no limit: it stays.
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:亚马逊剑士,恶魔之斧(装备:亚马逊剑士) B墓:破戒蛮龙-破坏龙} C1 B:死者苏生→破戒蛮龙-破坏龙'))).toEqual([]);
    // 龙魂之力 makes its Warrior a Dragon itself: still correct, nothing is destroyed.
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:亚马逊剑士,龙魂之力(装备:亚马逊剑士),雷破(盖)} C1 B:旋风→雷破'))).toEqual(['雷破:effect']);
    // Ω眼镜 (「这张卡只有自己场上的怪兽才能装备」): its monster taken by the opponent is no longer on its controller's field.
    const taken = askCdb('{回合:B 阶段:主要1 A场:黑魔术师,Ω眼镜(装备:黑魔术师)} C1 B:心变→黑魔术师');
    expect(destroyed(taken)).toEqual(['Ω眼镜:rule']);
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:黑魔术师,恶魔之斧(装备:黑魔术师)} C1 B:心变→黑魔术师'))).toEqual([]);
  });

  it('[CH-EQUIP-INCORRECT] the monster is then no longer its 「装备怪兽」: 「这张卡从场上离开时，装备怪兽破坏」 does not destroy it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:鸟铳士 卡斯泰尔(超量召唤,素材:三眼怪+三眼怪),克己挑战(装备:鸟铳士 卡斯泰尔) B场:超银河眼光子龙(超量召唤,素材:银河眼光子龙+三眼怪+三眼怪)} C1 B:超银河眼光子龙②');
    expect(destroyed(a)).toEqual(['克己挑战:rule']);
    // Still holding a material, it stays correct.
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(超量召唤,素材:三眼怪+三眼怪),克己挑战(装备:鸟铳士 卡斯泰尔),雷破(盖)} C1 B:旋风→雷破'))).toEqual(['雷破:effect']);
  });

  it('[CH-DETACH-BY-EFFECT] an effect detaching other monsters’ Xyz Materials detaches those the situation states — every one with 「全部」; a monster with unstated materials loses none', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:鸟铳士 卡斯泰尔(超量召唤,素材:三眼怪+三眼怪),No.39 希望皇 霍普(超量召唤,素材:三眼怪) B场:超银河眼光子龙(超量召唤,素材:银河眼光子龙+三眼怪+三眼怪)} C1 B:超银河眼光子龙②');
    expect(a.links[0]!.rules).toContain('CH-DETACH-BY-EFFECT');
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'effect').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪', '三眼怪', '三眼怪']);
    // My own materials are not the opponent's.
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'effect' && e.cards.some((c) => c.name === '银河眼光子龙'))).toEqual([]);
    const unstated = askCdb('{回合:B 阶段:主要1 A场:鸟铳士 卡斯泰尔(超量召唤) B场:超银河眼光子龙(超量召唤,素材:银河眼光子龙+三眼怪+三眼怪)} C1 B:超银河眼光子龙②');
    expect(unstated.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'effect')).toEqual([]);
  });
});

// CMP-EQUIP-COST (review s45 (1)): the old wording 「从手卡送去墓地1张卡，这张卡才能进行装备。」 (闪光之双剑-雷震, 破邪之大剑-黄昏) is the cost
// of the Equip Spell's activation, paid as it is activated — not a step of its continuous effect.
describe.skipIf(!haveCards)('an old Equip Spell’s cost', () => {
  const activation = (name: string) => {
    const r = cdbJudge().catalog.resolve(name);
    if (!r.ok) throw new Error(name);
    return r.card.effects;
  };
  it('[CMP-EQUIP-COST] 闪光之双剑-雷震: 「从手卡送去墓地1张卡」 is its activation’s cost (a card sent from the hand), and its continuous effect sends nothing', () => {
    const es = activation('闪光之双剑-雷震');
    expect(es.find((e) => e.kind === 'activation')?.cost).toEqual([{ do: 'send-to-gy', what: { filter: { place: 'hand', notSelf: true }, scope: 'choose', count: 1 }, from: 'hand' }]);
    expect(es.filter((e) => e.kind === 'continuous').flatMap((e) => e.does).some((a) => a.do === 'send-to-gy')).toBe(false);
    // the other side: an Equip Spell with no such line pays nothing
    expect(activation('最强之盾').find((e) => e.kind === 'activation')?.cost).toBeUndefined();
  });
  it('[CMP-EQUIP-COST] 雷震 with another card in the hand: that card goes to the GY as the cost and 雷震 equips; with no other card in the hand it cannot be activated (CH-COST-SELF)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:闪光之双剑-雷震,黑洞 A场:青眼白龙 B场:黑魔术师} C1 A:闪光之双剑-雷震→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cause === 'cost' && e.link === 1)).toBe(true);
    expect(a.events.some((e) => e.type === 'equipped')).toBe(true);
    const none = askCdb('{回合:A 阶段:主要1 A手:闪光之双剑-雷震 A场:青眼白龙 B场:黑魔术师} C1 A:闪光之双剑-雷震→青眼白龙');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.rules).toContain('CH-COST-SELF');
  });
  it('[CMP-EQUIP-COST] the other side: a discard after 「才能发动。」 or in what a Spell does (天使的施舍 「从卡组抽3张卡，之后从手卡选2张丢弃」) is done as it resolves, not paid — 雷龙①’s 「把这张卡从手卡丢弃才能发动」 is paid', () => {
    const gift = askCdb('{回合:A 阶段:主要1 A手:天使的施舍} C1 A:天使的施舍');
    expect(gift.events.find((e) => e.type === 'discarded')?.cause).toBe('effect');
    const thunder = askCdb('{回合:A 阶段:主要1 A手:雷龙} C1 A:雷龙①');
    expect(thunder.events.find((e) => e.type === 'discarded')).toMatchObject({ cause: 'cost', cards: [{ name: '雷龙' }] });
  });
});
