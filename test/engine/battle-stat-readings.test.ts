// CMP-BATTLE-OPPONENT (rules reference docs/c03/攻守计算.rst:550–551): 「这张卡和对方怪兽进行战斗的伤害计算时…才能发动。那只对方怪兽…」 —
// 「那只对方怪兽」 of an activated effect whose moment is this card's battle is the monster battling this card.
// CH-STAT-WEAKER-ATTACKER (docs/c03/攻守计算.rst:550): 「「X」怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力只在伤害计算时上升N」
// raises the attacking X monster only, only while its ATK is lower than its target's.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('battle readings of the newer cards of 攻守计算', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CMP-BATTLE-OPPONENT] 「那只对方怪兽」 of an effect at this card’s battle', () => {
  it('[CMP-BATTLE-OPPONENT] 神骑 矢车菊圣人马② at the end of its battle returns the monster it battled — not the other monster of that field', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤结束时 A场:神骑 矢车菊圣人马 B场:青眼白龙,黑魔术师 攻击:A:神骑 矢车菊圣人马→B:青眼白龙} C1 A:神骑 矢车菊圣人马②');
    expect(moved(a, 'returned-to-hand')).toEqual(['青眼白龙']);
  });
  it('[CMP-BATTLE-OPPONENT] 娱乐伙伴 黏土破坏者 and 霸王眷龙 暗叛逆 read their 「那只对方怪兽」 as the monster battling them (the compiled facts)', () => {
    for (const name of ['娱乐伙伴 黏土破坏者', '霸王眷龙 暗叛逆', '神骑 矢车菊圣人马']) {
      const r = cdbJudge().catalog.resolve(name);
      const card = r.ok ? r.card : null;
      const steps = card!.effects.flatMap((e) => e.does).filter((x) => typeof x.what === 'object' && x.what.filter.battlesWith === 'self');
      expect(steps.length, name).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!haveCards)('[CH-STAT-WEAKER-ATTACKER] a raise of an attacker weaker than its target', () => {
  const sit = (attacker: string, target: string) => `{回合:A 阶段:伤害计算 A场:${attacker},暗黑都市 B场:${target} 攻击:A:${attacker}→B:${target}} 伤害计算`;
  it('[CH-STAT-WEAKER-ATTACKER] 暗黑都市: 命运英雄 钻石人 (1400) attacking 黑魔术师 (2500) is 2400 at damage calculation; the attacked monster gets nothing', () => {
    const a = askCdb(sit('命运英雄 钻石人', '黑魔术师'));
    expect(atk(a, '命运英雄 钻石人')).toBe(2400);
    expect(atk(a, '黑魔术师')).toBe(2500);
  });
  it('[CH-STAT-WEAKER-ATTACKER] the other side: an attacker not weaker than its target (命运英雄 钻石人 at 1400 against 三眼怪 at 1000), or one not of the kind named, is not raised', () => {
    expect(atk(askCdb(sit('命运英雄 钻石人', '三眼怪')), '命运英雄 钻石人')).toBe(1400);
    expect(atk(askCdb(sit('三眼怪', '黑魔术师')), '三眼怪')).toBe(1000);
  });
  it('[CH-STAT-WEAKER-ATTACKER] the old wording 「名字带有「亚马逊」的怪兽…只在伤害计算时攻击怪兽的攻击力上升1000」 (亚马逊的斗志) is read alike', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:亚马逊斥候,亚马逊的斗志 B场:黑魔术师 攻击:A:亚马逊斥候→B:黑魔术师} 伤害计算');
    expect(atk(a, '亚马逊斥候')).toBe(1800);
  });
});

describe.skipIf(!haveCards)('[CMP-EQUIP-AS-RAISE] a card that becomes an Equip Card with a raise', () => {
  it('[CMP-EQUIP-AS-RAISE] 火箭手 activated on 青眼白龙 stays on the field as its Equip Card and raises it by 800 (stated equipped, alike); 旋风 on it ends the raise', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,火箭手(盖)} C1 A:火箭手①→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(3800);
    expect(moved(a, 'sent-to-gy')).toEqual([]);
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:青眼白龙,火箭手(装备:青眼白龙)} 攻守计算'), '青眼白龙')).toBe(3800);
    expect(atk(askCdb('{回合:B 阶段:主要1 A场:青眼白龙,火箭手(装备:青眼白龙) B手:旋风} C1 B:旋风→火箭手'), '青眼白龙')).toBe(3000);
  });
  it('[CMP-EQUIP-AS-RAISE] 金属化·魔法反射装甲: +300/+300 while equipped; attacking a monster, at damage calculation, + half that monster’s ATK (青眼白龙 3300 + 1250 against 黑魔术师); not when it is the one attacked', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙,金属化·魔法反射装甲(装备:青眼白龙)} 攻守计算').stats?.find((s) => s.card.name === '青眼白龙')).toMatchObject({ atk: 3300, def: 2800 });
    expect(atk(askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙,金属化·魔法反射装甲(装备:青眼白龙) B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} 伤害计算'), '青眼白龙')).toBe(4550);
    expect(atk(askCdb('{回合:B 阶段:伤害计算 A场:青眼白龙,金属化·魔法反射装甲(装备:青眼白龙) B场:黑魔术师 攻击:B:黑魔术师→A:青眼白龙} 伤害计算'), '青眼白龙')).toBe(3300);
  });
});

describe.skipIf(!haveCards)('[CH-STAT-EQUIP-NOT-AGAIN] an equip card’s damage-calculation raise after a 变成', () => {
  // 随风旅鸟×帝企③ (curated, newer than the cdb): at damage calculation, the ATK/DEF of the monster battling it become half.
  it('[CH-STAT-EQUIP-NOT-AGAIN] 青眼白龙 with 金属化·魔法反射装甲 attacking 随风旅鸟×帝企 (2700): 4650 at damage calculation; halved by 帝企③ it stays 2325 — 金属化’s raise is not applied again — and loses the battle', () => {
    const sit = '{回合:A 阶段:伤害计算 A场:青眼白龙,金属化·魔法反射装甲(装备:青眼白龙) B场:随风旅鸟×帝企 B手:三眼怪 攻击:A:青眼白龙→B:随风旅鸟×帝企}';
    expect(atk(askCdb(`${sit} 伤害计算`), '青眼白龙')).toBe(4650);
    const a = askCdb(`${sit} C1 B:随风旅鸟×帝企③ [cost:除外 三眼怪]`);
    expect(atk(a, '青眼白龙')).toBe(2325);
    expect(a.battle?.damage).toEqual({ A: 375, B: 0 });
  });
  it('[CH-STAT-EQUIP-NOT-AGAIN] the other side: a field card’s raise (暗黑都市) is counted again after the 变成 — 命运英雄 钻石人 2400, halved to 1200, then 2200', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:命运英雄 钻石人,暗黑都市 B场:随风旅鸟×帝企 B手:三眼怪 攻击:A:命运英雄 钻石人→B:随风旅鸟×帝企} C1 B:随风旅鸟×帝企③ [cost:除外 三眼怪]');
    expect(atk(a, '命运英雄 钻石人')).toBe(2200);
  });
});

describe.skipIf(!haveCards)('[CMP-END-PHASE-FIRST] 「…才能发动。这个回合的结束阶段，…」 is left for the End Phase', () => {
  it('[CMP-END-PHASE-FIRST] 守墓的异能者③ (「自己主要阶段才能发动。这个回合的结束阶段，从卡组把…加入手卡」) adds nothing as it resolves: its add is a step of the End Phase', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:守墓的异能者} C1 A:守墓的异能者③ 结束阶段');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(moved(a, 'added-to-hand')).toEqual([]);
    expect(a.endPhase?.map((s) => s.do)).toEqual(['add-to-hand']);
  });
  it('[CMP-END-PHASE-FIRST] the other side: an add with no 「这个回合的结束阶段」 before it (命运英雄 决意人③’s return) is done as the link resolves', () => {
    const r = cdbJudge().catalog.resolve('命运英雄 决意人');
    const card = r.ok ? r.card : null;
    expect(card!.effects.find((e) => e.n === 1)!.does.every((x) => x.whenever?.phase === 'end-phase')).toBe(true);
    expect(card!.effects.find((e) => e.n === 3)!.does.some((x) => x.whenever !== undefined)).toBe(false);
  });
});
