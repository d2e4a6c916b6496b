// Rules reference, docs/c02: special summons that start no chain (summoned by meeting conditions) and
// special summons made by an activated effect — what 神之宣告-type cards can negate, what happens to a
// negated summon, and when a "when summoned" card misses its timing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, legal, links, missed, referenceJudge, triggerNames } from './judge.js';

const CHAPTER = 'docs/c02/进入连锁·不入连锁的特殊召唤.rst';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:30] a special summon negated and destroyed is no monster destroyed on the field: 补给部队 cannot be activated (it can for a destroyed field monster)', () => {
    const control = ask('{回合:A 阶段:主要1 A场:补给部队,黑魔术师} 破坏 黑魔术师 (效果)');
    expect(triggerNames(control)).toContain('补给部队');
    const a = ask('{回合:A 阶段:主要1 A场:补给部队} 特殊召唤 电子龙 [被无效]');
    expect(triggerNames(a)).not.toContain('补给部队');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:34] with 虚无魔人 on the opponent\'s field 黑魔女 迪亚贝尔斯塔尔 is not Special Summoned by its procedure and 技能抽取 is not sent for it; without 虚无魔人 it is (CH-SUMMON-FORBIDDEN; the 命运英雄 血魔-D Fusion and the 真帝王领域 parts are not asserted)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:虚无魔人 A手:黑魔女 迪亚贝尔斯塔尔,技能抽取} 特殊召唤 黑魔女 迪亚贝尔斯塔尔 素材 技能抽取');
    expect(a.events.filter((e) => e.type === 'special-summoned' || e.type === 'sent-to-gy')).toEqual([]);
    expect(eventCards(ask('{回合:A 阶段:主要1 A手:黑魔女 迪亚贝尔斯塔尔,技能抽取} 特殊召唤 黑魔女 迪亚贝尔斯塔尔 素材 技能抽取'), 'special-summoned')).toEqual(['黑魔女 迪亚贝尔斯塔尔']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:42] 神之宣告 answering 融合 only negates the card activation (the Fusion Summon itself cannot be negated later)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 A手:青眼白龙} C1 A:融合 C2 B:神之宣告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:43] 融合 negated by 魔宫的贿赂, or resolving under 王宫的敕命: neither materials nor the Fusion monster go anywhere', () => {
    const negated = ask('{回合:A 阶段:主要1 A场:黑魔术师 A手:青眼白龙} C1 A:融合 C2 B:魔宫的贿赂');
    expect(links(negated)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(negated, 'sent-to-gy', 1)).toEqual([]);
    expect(eventCards(negated, 'special-summoned')).toEqual([]);
    const underDecree = ask('{回合:A 阶段:主要1 A场:黑魔术师 A手:青眼白龙 B场:王宫的敕命} C1 A:融合');
    expect(links(underDecree)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(underDecree, 'sent-to-gy', 1)).toEqual([]);
    expect(eventCards(underDecree, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:44] 彼岸的恶鬼 格拉菲亚卡内\'s self-summon negated by 流天类星龙: nothing resolves and it is destroyed in the hand', () => {
    const a = ask('{回合:A 阶段:主要1 A手:彼岸的恶鬼 格拉菲亚卡内 B场:流天类星龙} C1 A:彼岸的恶鬼 格拉菲亚卡内 C2 B:流天类星龙');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 2)).toContain('彼岸的恶鬼 格拉菲亚卡内');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:48] 命运英雄 毁灭凤凰人 ③ summons itself without a chain link, but inside an effect\'s resolution: 神之宣告 cannot negate it', () => {
    const a = ask('{回合:A 阶段:准备阶段 A墓:命运英雄 毁灭凤凰人} 特殊召唤 A:命运英雄 毁灭凤凰人 (效果) C1 B:神之宣告');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:49] 人造天使 summoning its token after 攻击无力化 resolves is a summon inside an effect: 神之宣告 cannot negate it', () => {
    const a = ask('{回合:B 阶段:战斗步骤 A场:人造天使} 特殊召唤 A:人造天使衍生物 (效果) C1 B:神之宣告');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:50] 堕恶之爪 summoning 邪心衍生物 is a summon inside an effect: 升天之黑角笛 cannot negate it', () => {
    const a = ask('{回合:A 阶段:主要1} 特殊召唤 A:邪心衍生物 (效果) C1 B:升天之黑角笛');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:51] 机龙生成器 making the opponent summon 机龙衍生物 in the End Phase: 神之宣告 cannot negate that summon', () => {
    const a = ask('{回合:A 阶段:结束阶段} 特殊召唤 B:机龙衍生物 (效果) C1 A:神之宣告');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:56] 恶魔们的玉座 cannot tribute 死亡皇帝恶魔 to ritual summon that same card from the GY or banishment — not expressible: card: 恶魔们的玉座 is newer than the card database and its text could not be established (no public script header or card page was found: only the scripts of the Ritual Monsters it summons, 死亡皇帝恶魔 among them)');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:70] 随风旅鸟×白头鹰 as chain link 2+: the damage first, then 随风旅鸟与未知之风 sends 真红眼钢炎龙 to summon — not expressible: card: 随风旅鸟×白头鹰 and 随风旅鸟与未知之风 are newer than the card database and their texts could not be established (no public script header or card page was found; other 随风旅鸟 cards were); also vocabulary: a summon made after a chain link resolves, with an effect applied on no chain link before it, is not played');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:71] 魔法卡「灵魂交错」 vs 完美世界 卡通世界: the temporarily banished Toon returns first and may be tributed — not expressible: vocabulary: effects applied without a chain link in the middle of one are not facts');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:72] 交错之魂 / 天帝 埃忒耳 / 连击的帝王 / 随风旅鸟: the returned monster may be tributed — not expressible: vocabulary: effects applied without a chain link in the middle of one are not facts');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:73] 道化一座 白脸小丑 / 来自星遗物中的觉醒 / I：P百变莱娜: the returned monster may be tributed or used as material — not expressible: vocabulary: effects applied without a chain link in the middle of one are not facts');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:74] 闪刀姬-魁奈 ② recovers LP before it is used as Link material for 闪刀亚式-双纽闪门 — not expressible: card: 闪刀亚式-双纽闪门 is newer than the card database and its text could not be established (no public script header or card page was found)');
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:79] 紧急同调 "contains a special summon": 珠泪哀歌族·鲁莎卡人鱼 ② may answer it', () => { expect(legal('{回合:A 阶段:战斗步骤 A场:三眼怪 B场:珠泪哀歌族·鲁莎卡人鱼} C1 A:紧急同调 C2 B:珠泪哀歌族·鲁莎卡人鱼', 2)).toBe(true); expect(legal('{回合:A 阶段:主要1 B场:珠泪哀歌族·鲁莎卡人鱼} C1 A:强欲之壶 C2 B:珠泪哀歌族·鲁莎卡人鱼', 2)).toBe(false); });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:80] a Synchro Summon (the one 方程式同调士 ② makes, written as the summon itself) is not "Special Summoned by a card effect": under 不死世界 neither 黄金乡的七摩天 ② nor 吸血鬼·格蕾丝 may be activated (CMP-SUMMONED-BY-EFFECT: 「卡的效果让…特殊召唤」 needs a summon an effect made)', () => {
    const names = triggerNames(ask('{回合:B 阶段:主要1 A场:不死世界,黄金乡的七摩天,方程式同调士,三眼怪 A墓:吸血鬼·格蕾丝} 同调召唤 A:科技属 超图书馆员 素材 方程式同调士,三眼怪'));
    expect(names).not.toContain('黄金乡的七摩天');
    expect(names).not.toContain('吸血鬼·格蕾丝');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:81] the Level 5+ Zombie Synchro Summoned after 加速同调星尘龙② (with the 星尘龙 it summoned as a Synchro Summon) is no "Special Summon by a card effect": 黄金乡的七摩天② is not offered; one revived by 死者苏生 is (CMP-SUMMONED-BY-EFFECT — the Synchro Summon is written as the summon itself: a summon performed inside 加速同调星尘龙’s resolution has no form, and 加速同调星尘龙 is newer than the database; its text was read from a public script, not curated)', () => {
    expect(triggerNames(ask('{回合:B 阶段:主要1 A场:黄金乡的七摩天,星尘龙(同调召唤),效果遮蒙者} 同调召唤 A:丽之魔妖-妖狐 素材 星尘龙,效果遮蒙者'))).not.toContain('黄金乡的七摩天');
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:黄金乡的七摩天 A墓:真红眼不尸龙} C1 A:死者苏生→真红眼不尸龙'))).toContain('黄金乡的七摩天');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:82] a Synchro Summon a Spell/Trap’s effect leads to (紧急同调’s, written as the summon itself) is not a Special Summon by an effect: 火器之祝台 ① cannot be activated; after 死者苏生 it can (CMP-SUMMONED-BY-EFFECT)', () => { expect(triggerNames(ask('{回合:B 阶段:主要1 A场:火器之祝台,方程式同调士,三眼怪} 同调召唤 A:科技属 超图书馆员 素材 方程式同调士,三眼怪'))).not.toContain('火器之祝台'); expect(triggerNames(ask('{回合:A 阶段:主要1 A场:火器之祝台 A墓:青眼白龙} C1 A:死者苏生'))).toContain('火器之祝台'); });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:89] 奇妙超量 as C1 stays on the field until 伯吉斯异兽·奇虾 is Xyz summoned, so 奇虾 ② may be activated', () => { const a = ask('{回合:A 阶段:主要1 A场:奇妙超量(盖),三眼怪,黑森林的魔女,青眼白龙 A额外:伯吉斯异兽·奇虾} C1 A:奇妙超量[特殊召唤 伯吉斯异兽·奇虾]'); expect(a.events.map((e) => e.type).filter((t) => t === 'special-summoned' || t === 'sent-to-gy')).toEqual(['special-summoned', 'sent-to-gy']); expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('伯吉斯异兽·奇虾#2'); });
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:90] 奇妙超量 goes to the GY as soon as 神影依·神子晶 answers the Xyz Summon, so 奇虾 ② cannot be activated — not expressible: notation: a chain answering the summon a link performs at its resolution (神影依·神子晶 on the Xyz Summon 奇妙超量 performs) cannot be stated — the input holds one chain; the summon itself is now `[特殊召唤 X]`');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:91] 奇妙超量 leaving when 神影依·神子晶 answers: banished by 大宇宙, unusable as 禁忌的一滴\'s cost — not expressible: notation: a chain answering the summon a link performs at its resolution (神影依·神子晶 on the Xyz Summon 奇妙超量 performs) cannot be stated — the input holds one chain; the summon itself is now `[特殊召唤 X]`');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:92] 随风旅鸟×白头鹰 chained by 强欲之瓶: both may be tributed for the summon — not expressible: card: 随风旅鸟×白头鹰 and 随风旅鸟与未知之风 are newer than the card database and their texts could not be established (no public script header or card page was found; other 随风旅鸟 cards were)');
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:96] 高等纹章术 summons two 纹章兽 into 机壳守护神 路径灵’s zones and then Xyz Summons with them: 路径灵③ misses its timing (CMP-SUMMON-WITH-MOVED, CH-SUMMON-WITH-MOVED)', () => { // that the two land in 路径灵’s linked zones is taken as met (the zones of monsters summoned mid-chain are not written)
    const a = ask('{回合:A 阶段:主要1 A场:机壳守护神 路径灵 A墓:纹章兽 双头鹰,纹章兽 独角兽 A额外:No.18 纹章祖 素徽} C1 A:高等纹章术→纹章兽 双头鹰,纹章兽 独角兽');
    expect(eventCards(a, 'special-summoned')).toEqual(['纹章兽 双头鹰', '纹章兽 独角兽', 'No.18 纹章祖 素徽']);
    expect(missed(a)).toContain('机壳守护神 路径灵');
    expect(triggerNames(a)).not.toContain('机壳守护神 路径灵');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:97] 高等纹章术 chained by 活死人的呼声 summoning 神影依·米德拉什: only the two monsters are summoned, and 路径灵③ can be activated (CH-SUMMON-COUNT-STEP, CH-SUMMON-WITH-MOVED)', () => { // the linked zones taken as met, as at :96
    const a = ask('{回合:A 阶段:主要1 A场:机壳守护神 路径灵 A墓:纹章兽 双头鹰,纹章兽 独角兽 A额外:No.18 纹章祖 素徽 B场:活死人的呼声(盖) B墓:神影依·米德拉什} C1 A:高等纹章术→纹章兽 双头鹰,纹章兽 独角兽 C2 B:活死人的呼声→神影依·米德拉什');
    expect(eventCards(a, 'special-summoned', 1)).toEqual(['纹章兽 双头鹰', '纹章兽 独角兽']);
    expect(triggerNames(a)).toContain('机壳守护神 路径灵');
    expect(missed(a)).toEqual([]);
  });
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:102] 方程式同调士 ② may use a 同调素材 monster of the opponent, 同调呼唤 may not — not expressible: vocabulary: a summon by a named card (`[由X]`, SIT-SUMMON-BY-CARD) is read for Fusion-summoning cards only — a Synchro Summon made by 同调呼唤 (「只用…自己场上的怪兽为素材」) or 方程式同调士 ②, and 同调素材 letting an opponent\'s monster be Synchro Material, are not facts');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:103] 浮世绘朋克 娑乐斋 ② may use 龙子 and a hand monster — not expressible: card: 浮世绘朋克 娑乐斋 is newer than the card database and its text could not be established (no public script header or card page was found)');
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:104] 闭锁世界的冥神 link summoned on the opponent\'s turn by an effect may use the opponent\'s monsters — not expressible: card: 闭锁世界的冥神 is curated (src/cards/curated/newer/c03-rewrite-targets.ts) with its ① only — its Link Summon clause letting the opponent’s monsters be material could not be established; and vocabulary: a Link Summon made by a named card’s effect (`[由X]`, SIT-SUMMON-BY-CARD) is read for Fusion-summoning cards only');
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:106] a summon "treated as a Synchro Summon" by 星尘战士-type effects cannot be negated', () => {
    const a = ask('{回合:A 阶段:主要1} 特殊召唤 星尘龙 (效果) C1 B:神之宣告');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:118] 电子龙\'s summon by its conditions goes on even if 虚无空间 is activated in the chain answering it (雷王 / 朱光之宣告者)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:雷王} 特殊召唤 电子龙 C1 B:雷王 C2 A:朱光之宣告者 C3 B:虚无空间');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toContain('电子龙');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:119] 裁决之龙\'s summon goes on even if 转生的预言 leaves fewer than 4 光道 names in the GY', () => {
    const a = ask('{回合:A 阶段:主要1 B场:雷王} 特殊召唤 裁决之龙 C1 B:雷王 C2 A:朱光之宣告者 C3 B:转生的预言');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toContain('裁决之龙');
  });
  it.todo('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:120] a 4-monster Pendulum Summon answered by 宇宙耀变龙: with one zone free, PSY骨架装备·γ cannot be chained — not expressible: notation: `灵摆召唤 X` takes one monster (no Pendulum Summon of several at once); and the zones of monsters still being summoned are not counted as taken for an effect chained to that summon (PSY骨架装备·γ① is legal with the field empty), while 宇宙耀变龙①●2 answering `灵摆召唤 X` assumes a Normal Summon');
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:127] 异次元复活 finding every Main Monster Zone taken (活死人的呼声 chained filled the last one): its banished target is placed in the GY', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙,黑森林的魔女 A除外:黑魔术少女 A墓:暗黑骑士 盖亚} C1 A:异次元复活 → 黑魔术少女 C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual(['黑魔术少女']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:128] 妖形杵 ① with no Main Monster Zone left when it resolves goes from the hand to the GY', () => {
    const a = ask('{回合:A 阶段:战斗 A场:黑魔术师,三眼怪,青眼白龙,黑森林的魔女 A手:妖形杵 A墓:暗黑骑士 盖亚} C1 A:妖形杵① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual(['妖形杵']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:129] 魔法神灯 ① with no Main Monster Zone left: 灯之魔精 (chosen by name only) stays in the hand', () => {
    const a = ask('{回合:A 阶段:主要1 A场:魔法神灯,三眼怪,青眼白龙,黑森林的魔女 A手:灯之魔精 A墓:暗黑骑士 盖亚} C1 A:魔法神灯① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual([]);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:133] 星云龙 尼布拉龙 ① with one Main Monster Zone left summons neither monster ("those 2"): both stay in the hand (CMP-SUMMON-PAIR, CH-NO-FREE-ZONE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑森林的魔女 A手:星云龙 尼布拉龙,青眼白龙 A墓:暗黑骑士 盖亚} C1 A:星云龙 尼布拉龙① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['暗黑骑士 盖亚']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:134] ABC-神龙歼灭者 ② with two Main Monster Zones free for its three targets: two are summoned, the third goes to the GY (CMP-TARGET-KINDS; assertion fixed: ABC-神龙歼灭者 tributed as the cost also goes to the GY in that link, so the third target is counted among the sends that are not the cost)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:ABC-神龙歼灭者,三眼怪,青眼白龙,黑森林的魔女 A除外:A-突击核,B-破坏龙兽,C-粉碎翼龙} C1 A:ABC-神龙歼灭者② → A-突击核,B-破坏龙兽,C-粉碎翼龙');
    expect(eventCards(a, 'special-summoned', 1)).toHaveLength(2);
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1 && e.cause !== 'cost').flatMap((e) => e.cards.map((c) => c.name))).toHaveLength(1);
    expect(eventCards(a, 'sent-to-gy', 1)).toContain('ABC-神龙歼灭者');
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:135] 魔神仪-蜡烛人偶 ① with one Main Monster Zone left summons neither monster: it stays in the hand (CMP-SUMMON-PAIR, CH-NO-FREE-ZONE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑森林的魔女 A手:魔神仪-蜡烛人偶 A墓:暗黑骑士 盖亚} C1 A:魔神仪-蜡烛人偶① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:137] 复仇死者的续魂再结 ① with one Main Monster Zone left cannot reach the revealed ritual monster’s level with what it could summon: no summon and no ritual summon at all (CH-LEVELS-MATCH-NO-ZONE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,黑森林的魔女,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:142] 神之警告 answering 影依融合 only negates the card activation', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:影依融合 C2 B:神之警告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/进入连锁·不入连锁的特殊召唤.rst:150] 次元魔法 summons, then destroys: 激流葬 misses its timing', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 A手:时花之魔女 B场:激流葬(盖),青眼白龙} C1 A:次元魔法 → 黑魔术师 [特殊召唤 时花之魔女] [破坏 青眼白龙]');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['青眼白龙']);
    expect(missed(a)).toContain('激流葬');
    expect(triggerNames(a)).not.toContain('激流葬');
  });
});
