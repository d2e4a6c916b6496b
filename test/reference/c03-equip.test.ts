// Rules reference, docs/c03/装备卡.rst — 装备卡: equip cards — whose "you/opponent", correct targets, equips that fail, Equip Spells, monsters and Traps used as equips.
// Every worked example of the chapter is one test below, in our own words, citing the line where it
// starts: encoded (it), a known failure naming the missing rule (it.fails), or not expressible (it.todo).
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, legal, links, offered, haveData, refJudge, moved, triggerNames } from './judge.js';

const CHAPTER = 'docs/c03/装备卡.rst';

describe.skipIf(!haveData)(CHAPTER, () => {
  beforeAll(() => void refJudge());

  it.todo('[ref docs/c03/装备卡.rst:17] 月镜盾 equipped to the opponent’s monster: "the opponent" is seen from 月镜盾’s controller — not expressible: vocabulary: equip cards whose control differs from the equipped monster’s');
  it.todo('[ref docs/c03/装备卡.rst:18] 破坏剑-龙破坏之剑’s lock stays on the opponent when the equipped monster changes control — not expressible: vocabulary: equip cards whose control differs from the equipped monster’s');
  it.todo('[ref docs/c03/装备卡.rst:23] under 魔封的芳香, 假面魔兽 死亡护法师 may still equip 遗言之假面 (not a Spell activation) — not expressible: notation: a lingering lock and the equip a resolution makes cannot be stated');
  it('[ref docs/c03/装备卡.rst:24] 龙骑兵团神枪② answered by 禁忌的圣衣 (the target becomes untargetable): the Tuner is still equipped', () => { expect(links('{回合:A A场:龙骑兵团神枪,青眼白龙} C1 A:龙骑兵团神枪②→青眼白龙 C2 A:禁忌的圣衣→青眼白龙')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it.todo('[ref docs/c03/装备卡.rst:31] two 龙魂之力 after DNA改造手术: the first is destroyed as no longer correct, the second applies — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:32] 龙魂之力 destroyed when 破戒蛮龙-破坏龙 makes all monsters Dragons — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:33] 克己挑战 on an Xyz with no materials left is destroyed; its "destroy the equipped monster" does not apply — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:34] 英雄假面 renaming 人造人-念力震慑者: 电脑增幅器 is destroyed, its ② does not apply — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:35] 善变的裁缝师 may move C-粉碎翼龙 to another LIGHT Machine — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:36] 怀抱圣剑的王后 桂妮薇儿 as an equip cannot be targeted by 圣骑士 贝德维尔② — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:37] 力之集约 cannot destroy 融合武器 村雨刃, so it is not moved — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:38] 斯蒂格马大日 may move 大日超立方体 / 大日五胞体 to another 大日 monster — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:39] 斯蒂格马大日 cannot move 大日球体 and others (only their own target is correct) — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it.todo('[ref docs/c03/装备卡.rst:40] 斯蒂格马大日 cannot move a 大日 monster equipped by 欧米伽大日 — not expressible: vocabulary: equip conditions (correct targets) are not facts');
  it('[ref docs/c03/装备卡.rst:46] 圣剑 加拉廷 whose target is destroyed by 雷破 in the chain: not equipped, sent to the GY (not destroyed), its ③ cannot be activated', () => { const input = '{回合:A A场:青眼白龙} C1 A:圣剑 加拉廷→青眼白龙 C2 B:雷破→青眼白龙'; expect(links(input)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']); expect(offered(input)).not.toContain('圣剑 加拉廷'); });
  it('[ref docs/c03/装备卡.rst:47] 圣剑 加拉廷 equipped, its monster destroyed by 雷破: 加拉廷 is destroyed (by rule) and its ③ may be activated', () => { const a = ask('{回合:B A场:圣骑士 高文,圣骑士 鲍斯,圣剑 加拉廷(装备:圣骑士 高文)} C1 B:雷破→圣骑士 高文'); expect(a.events.some((e) => e.type === 'destroyed' && e.cause === 'rule' && e.cards.some((c) => c.name === '圣剑 加拉廷'))).toBe(true); expect(triggerNames(a)).toContain('圣剑 加拉廷'); });
  it.todo('[ref docs/c03/装备卡.rst:48] 幻惑眼纳祭神① gone from the field at resolution: nothing applies — not expressible: card: 幻惑眼纳祭神 is not in cards.cdb (newer than the database)');
  it('[ref docs/c03/装备卡.rst:49] 纳祭之魔① gone at resolution: its target is not equipped and is sent to the GY (not destroyed)', () => { const input = '{回合:A A场:纳祭之魔 B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙 C2 B:强制脱出装置→纳祭之魔'; expect(moved(input, 'sent-to-gy')).toContain('青眼白龙'); expect(moved(input, 'destroyed')).not.toContain('青眼白龙'); });
  it.todo('[ref docs/c03/装备卡.rst:50] 冰剑龙 幻冰龙 sent because 纳祭之魔·阿尼玛 was banished in the chain is not "by the opponent" — not expressible: card: 冰剑龙 幻冰龙 is newer than cards.cdb');
  it('[ref docs/c03/装备卡.rst:51] 克己挑战’s Xyz turned face-down by 月之书: 克己挑战 is destroyed by rule, the Xyz stays (not destroyed by it)', () => { const a = ask('{回合:B A场:No.39 希望皇 霍普,克己挑战(装备:No.39 希望皇 霍普)} C1 B:月之书→No.39 希望皇 霍普'); expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => `${c.name}:${e.cause}`))).toEqual(['克己挑战:rule']); });
  it.todo('[ref docs/c03/装备卡.rst:52] 附火器的机甲铠 whose target changed type in the chain is sent to the GY; 甲虫装机 豆娘② is not activated — not expressible: vocabulary: equip effects that fail at resolution');
  it.fails('[ref docs/c03/装备卡.rst:53] 龙骑兵团-指挥官 leaving: both equips are destroyed; 寄生虫 帕拉诺伊德 (an equip card that was sent) triggers, 龙骑兵团-小标枪龙 (a card a monster equips) does not — fails: an equip card destroyed because its monster left is still read as 「怪兽装备的这张卡」 (the trigger does not tell it apart)', () => { const a = ask('{回合:B A场:龙骑兵团-指挥官,龙骑兵团-小标枪龙(装备:龙骑兵团-指挥官),寄生虫 帕拉诺伊德(装备:龙骑兵团-指挥官)} C1 B:雷破→龙骑兵团-指挥官'); expect(triggerNames(a)).toEqual(['寄生虫 帕拉诺伊德']); });
  it('[ref docs/c03/装备卡.rst:54] 龙骑兵团-小标枪龙 destroyed together with its monster by 黑蔷薇龙: its effect triggers', () => { expect(offered('{回合:A A场:黑蔷薇龙,龙骑兵团-指挥官,龙骑兵团-小标枪龙(装备:龙骑兵团-指挥官)} C1 A:黑蔷薇龙①')).toContain('龙骑兵团-小标枪龙'); });
  it.todo('[ref docs/c03/装备卡.rst:60] 盗贼的烟玉 equipped together with 静寂之杖-波纹 is destroyed but triggers; negated at activation it does not — not expressible: vocabulary: equip destruction by rule');
  it.fails('[ref docs/c03/装备卡.rst:64] 妖精传姬-辛德瑞拉② set by 月之书 at resolution: no Equip Spell is chosen — fails: an equip-to-itself effect of a face-down monster does nothing (CH-STAYS-ON-FIELD)', () => { expect(links('{回合:A A场:妖精传姬-辛德瑞拉} C1 A:妖精传姬-辛德瑞拉② C2 B:月之书→妖精传姬-辛德瑞拉')[0]).toBe('C1:legal:no-effect'); });
  it.fails('[ref docs/c03/装备卡.rst:69] 神圣骑士王 阿托利斯① gone at resolution: the targeted Equip Spells stay in the GY — fails: an equip effect whose monster left the field does nothing (CH-STAYS-ON-FIELD)', () => { expect(links('{回合:A A场:神圣骑士王 阿托利斯 A墓:圣剑 加拉廷} C1 A:神圣骑士王 阿托利斯①→圣剑 加拉廷 C2 B:强制脱出装置→神圣骑士王 阿托利斯')[0]).toBe('C1:legal:no-effect'); });
  it.fails('[ref docs/c03/装备卡.rst:75] 巨龙之守护骑士① whose knight the opponent took in the chain still applies: a level 7/8 Dragon from my hand is equipped to it on their field — fails: the engine performs no equip for 巨龙之守护骑士① at all (the Dragon taken from the hand or GY as an Equip Card is not moved), whoever controls the knight', () => { const a = ask('{回合:A A场:巨龙之守护骑士 A手:青眼白龙 B场:敌人控制器(盖),三眼怪} C1 A:巨龙之守护骑士① C2 B:敌人控制器[●2]→巨龙之守护骑士 [cost:解放 三眼怪]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.events.some((e) => e.type === 'equipped' && e.link === 1)).toBe(true); });
  it.fails('[ref docs/c03/装备卡.rst:76] 暴君爆风龙② ("equip to that monster of yours") whose target the opponent took in the chain cannot equip: it is sent to the GY — fails: the engine equips 暴君爆风龙 to the monster now on the opponent’s field (its "your monster" condition is not re-checked at resolution)', () => { const input = '{回合:A A场:暴君爆风龙,黑魔术师 B场:敌人控制器(盖),三眼怪} C1 A:暴君爆风龙②→黑魔术师 C2 B:敌人控制器[●2]→黑魔术师 [cost:解放 三眼怪]'; expect(ask(input).events.some((e) => e.type === 'equipped')).toBe(false); expect(moved(input, 'sent-to-gy')).toContain('暴君爆风龙'); });
  it.fails('[ref docs/c03/装备卡.rst:77] 魔圣骑士皇 兰斯洛特② taken by the opponent in the chain still applies: a 圣剑 Equip Spell from my Deck is equipped to it on their field — fails: the engine performs no equip from the Deck for 兰斯洛特② at all, whoever controls it', () => { const a = ask('{回合:A A场:魔圣骑士皇 兰斯洛特 A卡组:圣剑 阿隆戴特 B场:敌人控制器(盖),三眼怪} C1 A:魔圣骑士皇 兰斯洛特② C2 B:敌人控制器[●2]→魔圣骑士皇 兰斯洛特 [cost:解放 三眼怪]'); expect(a.events.some((e) => e.type === 'equipped' && e.link === 1)).toBe(true); });
  it.fails('[ref docs/c03/装备卡.rst:78] 同盟格纳库② whose target the opponent took in the chain equips nothing — fails: the engine still equips (and names 同盟格纳库 itself as the equipped card) after the target changed control', () => { const a = ask('{回合:A A场:同盟格纳库,电子龙 A卡组:A-突击核 B场:敌人控制器(盖),三眼怪} C1 A:同盟格纳库②→电子龙 C2 B:敌人控制器[●2]→电子龙 [cost:解放 三眼怪]'); expect(a.events.some((e) => e.type === 'equipped')).toBe(false); });
  it.fails('[ref docs/c03/装备卡.rst:79] A-突击核 equipping itself to a monster the opponent took in the chain is sent to the GY — fails: the engine equips the union to the monster now on the opponent’s field (a union equip to a monster you no longer control is not refused at resolution)', () => { const input = '{回合:A A场:A-突击核,电子龙 B场:敌人控制器(盖),三眼怪} C1 A:A-突击核[●1]→电子龙 C2 B:敌人控制器[●2]→电子龙 [cost:解放 三眼怪]'; expect(ask(input).events.some((e) => e.type === 'equipped')).toBe(false); expect(moved(input, 'sent-to-gy')).toContain('A-突击核'); });
  it.todo('[ref docs/c03/装备卡.rst:80] a monster equipped with A-突击核 taken by the opponent: A-突击核 stays on my field — not expressible: notation: control changes cannot be stated');
  it.todo('[ref docs/c03/装备卡.rst:85] C-粉碎翼龙 equipping without a free zone is sent to the GY — not expressible: notation: free zones cannot be stated');
  it.todo('[ref docs/c03/装备卡.rst:86] 巨龙之守护骑士① without a free zone: nothing applies — not expressible: notation: free zones cannot be stated');
  it.todo('[ref docs/c03/装备卡.rst:87] 龙骑兵团神枪② without a free zone: nothing applies — not expressible: notation: free zones cannot be stated');
  it.todo('[ref docs/c03/装备卡.rst:88] 神圣骑士王 阿托利斯① with two free zones equips two — not expressible: notation: free zones cannot be stated');
  it.todo('[ref docs/c03/装备卡.rst:89] 纳祭之魔① without a free zone: the target is sent to the GY, not by an effect — not expressible: notation: free zones cannot be stated');
  it('[ref docs/c03/装备卡.rst:106] 金属化·魔法反射装甲 answered by 王宫的通告: negated, not equipped, sent to the GY after the chain', () => { expect(links('{回合:A A场:青眼白龙} C1 A:金属化·魔法反射装甲→青眼白龙 C2 B:王宫的通告')).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']); });
  it.todo('[ref docs/c03/装备卡.rst:108] 动力工具龙 may send 球体时限炸弹 equipped to it as its replacement — not expressible: vocabulary: destruction replacement (代替破坏) is not a fact');
  it.todo('[ref docs/c03/装备卡.rst:109] under 王宫的敕命, 龙骑兵团-方阵龙 as an equip cannot summon itself (negated) — not expressible: notation: a monster used as an equip card cannot be stated in the situation');
  it.todo('[ref docs/c03/装备卡.rst:110] 幻变骚灵物化 equipped, then 王宫的通告: negated but stays equipped — not expressible: vocabulary: equip cards under continuous negation');
  it.todo('[ref docs/c03/装备卡.rst:111] 宏大木星 cannot special summon a Trap monster it equipped — not expressible: vocabulary: monsters used as equip cards');
  it('[ref docs/c03/装备卡.rst:112] 宏大木星 cannot Special Summon a Token it holds as an Equip Card', () => { expect(legal('{回合:A 阶段:结束阶段 A场:宏大木星,羊衍生物(装备:宏大木星)} C1 A:宏大木星③→羊衍生物', 1)).toBe(false); });
  it.todo('[ref docs/c03/装备卡.rst:120] 甲虫装机 大黄蜂 as an equip sending itself: 墓穴的指名者 cannot negate (an Equip Spell’s effect) — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:121] ABC-神龙歼灭者 may banish A-突击核 used as an equip; 电磁石战士 电磁狂神 and 嵌合机型要塞龙 cannot use such cards — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:122] 破坏剑士的摇篮② protects 破坏剑-龙破坏之剑 used as an equip — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:123] 魔偶甜点·布丁公主 as an equip still counts for 魔导人偶之夜 — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:128] 怀抱圣剑的王后 桂妮薇儿 equipped by 纳祭之魔 gives no ATK, its ② applies — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:129] a union monster equipped by 同盟格纳库② may summon itself the next turn — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:130] 异热同心武器-独角兽皇枪 equipped by 闪光抽卡 gives no ATK but its negation applies — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:138] 拘束解放波 cannot choose a face-down equip card — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:139] a face-down monster equipped by 纳祭之魔 triggers 士气高扬 when equipped and when it leaves — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:140] a face-down 电子暗黑火炮 equipped by 纳祭之魔 sent to the GY may use ③ — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:141] 铠狱龙-电子暗冥龙③ may use a face-down equip from 纳祭之魔 as its cost — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:142] 兰卡之虫惑魔③ may return a face-down equip from 纳祭之魔 — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:143] 淘气仙星的灯光舞台② may target a face-down equip; it is sent in the End Phase — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:144] 神威凤凰剑圣 基亚·弗里德① may banish a face-down equip as its cost — not expressible: vocabulary: face-down equip cards');
  it.todo('[ref docs/c03/装备卡.rst:149] 破戒蛮龙-破坏龙’s equips stay when any of the three is negated — not expressible: vocabulary: equip cards under negation');
  it.todo('[ref docs/c03/装备卡.rst:150] 同盟运输车① equips stay when it is negated — not expressible: vocabulary: equip cards under negation');
  it.todo('[ref docs/c03/装备卡.rst:151] 甲虫装机 豆娘 negated: 甲虫装机 大黄蜂 equipped by it is destroyed — not expressible: vocabulary: equip cards under negation');
  it.todo('[ref docs/c03/装备卡.rst:152] 甲虫装机 吉咖螳螂 equipped by itself stays when its monster is negated — not expressible: vocabulary: equip cards under negation');
  it.todo('[ref docs/c03/装备卡.rst:153] 纳祭之魔 negated: 龙骑兵团-小标枪龙 is sent as an equip and triggers — not expressible: vocabulary: equip cards under negation');
  it.todo('[ref docs/c03/装备卡.rst:157] 怨邪帝 盖乌斯 targeting 强化支援机械·重装武器 as an equip: DARK once banished, the rest applies — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:158] 混沌之黑魔术师 as an equip leaving the field is banished — not expressible: vocabulary: monsters used as equip cards');
  it.todo('[ref docs/c03/装备卡.rst:159] 元素英雄 绝对零度侠 as an equip leaving the field triggers its destruction — not expressible: vocabulary: monsters used as equip cards');
});
