// CMP-NAMED-PICK in play, on cards imported from cards.cdb (read from their texts, not curated): a step that picks
// 「1只「X」」 (a card name, no 怪兽/卡 after it) takes a card of that name only. Before, the name was dropped and any card
// of those places could be picked — 伪爆炸五星 summoned whatever monster was in the GY.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { offered } from '../reference/judge.js';

skipMessage('a card picked by its name (CMP-NAMED-PICK)', CARDS_DB);

const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a card picked by its name, in play', () => {
  it('[CMP-NAMED-PICK] 电子革命系统 (「从自己的手卡·墓地选1只「电子龙」特殊召唤」) summons 电子龙 from the GY, not the other monsters listed there or in the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A墓:三眼怪,电子龙} C1 A:电子革命系统');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).toEqual(['电子龙']);
  });
  it('[CMP-NAMED-PICK] the other side: with the hand and GY listed and no 电子龙 in them it has nothing to apply (CH-NOTHING-TO-APPLY), and the refusal names 「电子龙」', () => {
    const l = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A墓:三眼怪} C1 A:电子革命系统').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-NOTHING-TO-APPLY');
    expect(l.illegalReason).toContain('「电子龙」');
  });
  it('[CMP-NAMED-PICK] 「1只「鹰身女郎」或者「鹰身女郎三姐妹」」 (万华镜-华丽的分身-): either name, and only those — 鹰身女郎三姐妹 comes from the hand, 三眼怪 beside it does not (CH-SUMMON-BY-NAME: 「「万华镜-华丽的分身-」的效果可以特殊召唤」 is its only way)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鹰身女郎 A手:鹰身女郎三姐妹,三眼怪 A卡组:青眼白龙} C1 A:万华镜-华丽的分身-');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).toEqual(['鹰身女郎三姐妹']);
  });
  it('[CMP-NAMED-PICK] 伪爆炸五星 answering an attack: its monsters are not destroyed by that battle, and it summons no monster of another name (三眼怪 in the GY stays there)', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师,伪爆炸五星(盖) A手: A墓:三眼怪 B场:青眼白龙} C1 A:伪爆炸五星');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).not.toContain('三眼怪');
    expect(a.battle?.destroyed ?? []).toEqual([]);
  });
});

describe.skipIf(!haveCards)('a card picked by its name, with how it is summoned written after the name', () => {
  it('[CMP-NAMED-PICK] 「从手卡以及卡组各把最多1只「古代的机械巨人」无视召唤条件特殊召唤」 (魔法齿车): 古代的机械巨人 comes from the hand, 青眼白龙 beside it does not', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:古代的机械巨人,青眼白龙 A卡组: A场:古代的机械猎犬,古代的机械城,古代的机械飞龙} C1 A:魔法齿车');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).toEqual(['古代的机械巨人']);
  });
  it('[CMP-NAMED-PICK] the other side: with no 古代的机械巨人 in the listed hand and Deck nothing is summoned (not 青眼白龙)', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A卡组: A场:古代的机械猎犬,古代的机械城,古代的机械飞龙} C1 A:魔法齿车'))).toEqual([]);
  });
  it('[CMP-NAMED-PICK] 「1只「X」守备表示特殊召唤」「…里侧守备表示特殊召唤」: the name is read through the position after it', () => {
    const filter = (text: string) => (compileEffects(text, { kind: 'spell', subtypes: [] } as never)[0]!.does[0]!.what as { filter: { names?: string[] } }).filter.names;
    expect(filter('①：从卡组把1只「古代的机械巨人」守备表示特殊召唤。')).toEqual(['古代的机械巨人']);
    expect(filter('①：从自己卡组把最多2只「自然樱桃」里侧守备表示特殊召唤。')).toEqual(['自然樱桃']);
    expect(filter('①：从卡组把1只「古代的机械」怪兽守备表示特殊召唤。')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a target picked by its name, in play', () => {
  it('[CMP-NAMED-PICK] 「以自己墓地1张「融合」为对象」 (毛绒动物·熊 ②): 融合 in the GY may be its target, 死者苏生 beside it may not (CH-TARGET-QUALIFY, the reason naming 「融合」)', () => {
    const ok = askCdb('{回合:A 阶段:主要1 A场:毛绒动物·熊 A墓:融合,死者苏生} C1 A:毛绒动物·熊②→融合').links[0]!;
    expect(ok.legal).toBe(true);
    const no = askCdb('{回合:A 阶段:主要1 A场:毛绒动物·熊 A墓:融合,死者苏生} C1 A:毛绒动物·熊②→死者苏生').links[0]!;
    expect(no.legal).toBe(false);
    expect(no.rules).toContain('CH-TARGET-QUALIFY');
    expect(no.illegalReason).toContain('「融合」');
  });
  it('[CMP-NAMED-PICK] 「以自己场上1只「破坏之剑士」为对象」 (破坏剑-魔法破坏之剑 ①): 破坏之剑士 on the field may be its target, 青眼白龙 beside it may not', () => {
    const chain = (target: string) => askCdb(`{回合:A 阶段:主要1 A场:破坏之剑士,青眼白龙 A手:破坏剑-魔法破坏之剑} C1 A:破坏剑-魔法破坏之剑①→${target}`).links[0]!;
    expect(chain('破坏之剑士').legal).toBe(true);
    expect(chain('青眼白龙').legal).toBe(false);
  });
});

// CMP-MONSTER-TYPE-PICK: the monster type at the head of what is picked (「1只灵摆怪兽」「2只通常怪兽」), on imported cards.
describe.skipIf(!haveCards)('a monster type picked, in play', () => {
  it('[CMP-MONSTER-TYPE-PICK] 灵摆切换 ② (「以自己的怪兽区域1只灵摆怪兽为对象」) may target 异色眼灵摆龙, not 青眼白龙 beside it (CH-TARGET-QUALIFY, the reason naming 灵摆怪兽)', () => {
    const chain = (t: string) => askCdb(`{回合:A 阶段:主要1 A场:灵摆切换,青眼白龙,异色眼灵摆龙} C1 A:灵摆切换②→${t}`).links[0]!;
    expect(chain('异色眼灵摆龙').legal).toBe(true);
    const no = chain('青眼白龙');
    expect(no.legal).toBe(false);
    expect(no.rules).toContain('CH-TARGET-QUALIFY');
    expect(no.illegalReason).toContain('灵摆怪兽');
  });
  it('[CMP-MONSTER-TYPE-PICK] 暗之量产工厂 (「以自己墓地2只通常怪兽为对象」): two Normal Monsters may be its targets, an Effect Monster (三眼怪) may not', () => {
    expect(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙,黑魔术师,三眼怪} C1 A:暗之量产工厂→青眼白龙,黑魔术师').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙,黑魔术师,三眼怪} C1 A:暗之量产工厂→青眼白龙,三眼怪').links[0]!.legal).toBe(false);
  });
  it('[CMP-MONSTER-TYPE-PICK] the other side: only the head is read — 炼装联合 ① (「比那融合怪兽等级低的自己墓地1只「炼装」怪兽」) still targets a 「炼装」 monster that is no Fusion Monster', () => {
    expect(offered('{回合:A 阶段:主要1 A场:炼装联合 A墓:炼装勇士·钢人} 特殊召唤 炼装勇士·精金超人')).toContain('炼装联合');
  });
});

describe.skipIf(!haveCards)('the old wording 「选择…发动」 ends its target phrase', () => {
  it('[CMP-MONSTER-TYPE-PICK] 邪恶苏生 (「选择自己墓地存在的1只同调怪兽发动」) may not target 指挥骑士, an Effect Monster; it may target 星尘龙, a Synchro Monster', () => {
    expect(askCdb('{回合:A 阶段:主要1 A墓:指挥骑士} C1 A:邪恶苏生→指挥骑士').links[0]!.legal).toBe(false);
    const ok = askCdb('{回合:A 阶段:主要1 A墓:星尘龙} C1 A:邪恶苏生→星尘龙');
    expect(ok.links[0]!.legal).toBe(true);
    expect(summoned(ok)).toEqual(['星尘龙']);
  });
  it('[CMP-NAMED-PICK] 羽翼散射 (「选择自己场上表侧表示存在的1只「元素英雄 羽翼侠」发动」) may not target another 「元素英雄」 monster', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:元素英雄 天空侠} C1 A:羽翼散射→元素英雄 天空侠').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('元素英雄 羽翼侠');
  });
});
