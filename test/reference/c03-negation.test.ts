// Rules reference, docs/c03/无效.rst — 无效: negating summons, attacks, activations and effects; kinds of lingering negation; "cannot be negated"; effect rewriting (效果改写).
// Every worked example of the chapter is one test below, in our own words, citing the line where it
// starts: encoded (it), a known failure naming the missing rule (it.fails), or not expressible (it.todo).
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, legal, links, moved, offered, win, haveData, refJudge } from './judge.js';

const CHAPTER = 'docs/c03/无效.rst';

describe.skipIf(!haveData)(CHAPTER, () => {
  beforeAll(() => void refJudge());

  it('[ref docs/c03/无效.rst:20] 古圣戴 始龙② negating a Special Summon answered by 王宫的铁壁: the monster cannot be banished and goes to the GY', () => { const input = '{回合:A} C1 B:古圣戴 始龙②→A:青眼白龙 C2 A:王宫的铁壁'; expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(moved(input, 'banished')).toEqual([]); });
  it('[ref docs/c03/无效.rst:21] 方界超兽 破坏之乾闼尔 whose Special Summon was negated is not "sent to the GY by the opponent": its ③ is not offered (CH-SUMMON-NEGATED: the banish step forbidden by 王宫的铁壁, it goes to the GY by rule)', () => {
    // Input corrected to the example: 古圣戴 始龙② answered by 王宫的铁壁 (it was 神之宣告, which destroys the
    // monster — by the opponent's card — and is not the case the example rules on). The ③ is not offered
    // today only because nothing happens to the monster, so the test also asserts it goes to the GY.
    const input = '{回合:A A手:方界超兽 破坏之乾闼尔} 特殊召唤 方界超兽 破坏之乾闼尔 C1 B:古圣戴 始龙②→A:方界超兽 破坏之乾闼尔 C2 A:王宫的铁壁';
    expect(moved(input, 'sent-to-gy')).toContain('方界超兽 破坏之乾闼尔');
    expect(offered(input)).not.toContain('方界超兽 破坏之乾闼尔');
  });
  it('[ref docs/c03/无效.rst:22] a 影依兽 Pendulum Summon negated (古圣戴 始龙②, kept from banishment by 王宫的铁壁): not sent by an effect, its ② is not offered', () => { // the Pendulum Summon is written as a plain 特殊召唤 (no Pendulum Summon verb)
    expect(offered('{回合:A A手:影依兽} 特殊召唤 影依兽 C1 B:古圣戴 始龙② C2 A:王宫的铁壁')).not.toContain('影依兽');
  });
  it.todo('[ref docs/c03/无效.rst:23] under 耀圣之诗～回乡之平行体～, a Special Summon to the centre zone can still be negated by 神之宣告 — not expressible: card: 耀圣之诗～回乡之平行体～ is newer than the card database and its text could not be established (no public script header or card page was found; other cards of the 耀圣之诗 series were); also notation: zones of the field (the centre Main Monster Zone) cannot be stated');
  it('[ref docs/c03/无效.rst:27] the opponent summoning 怒炎坏兽 多哥兰 by its procedure to my field, negated and destroyed by 神之宣告: it is my monster destroyed — my 圣炎王 大鹏不死鸟 ① may be activated, the opponent’s may not (CH-PROCEDURE-OPPONENT-FIELD)', () => {
    const o = ask('{回合:B 阶段:主要1 B手:怒炎坏兽 多哥兰 A场:三眼怪,神之宣告(盖) A手:圣炎王 大鹏不死鸟 B墓:圣炎王 大鹏不死鸟} 特殊召唤 怒炎坏兽 多哥兰 素材 A:三眼怪 C1 A:神之宣告').window.triggers;
    expect(o.filter((t) => t.card.name === '圣炎王 大鹏不死鸟').map((t) => t.card.controller)).toEqual(['A']);
  });
  it('[ref docs/c03/无效.rst:31] a 星骑士 being Flip Summoned may be sent by 神星因子 in answer to 神之宣告', () => { expect(legal('{回合:A A场:星因士 天津四(盖)} 反转召唤 星因士 天津四 C1 B:神之宣告 C2 A:神星因子', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:32] 神之宣告 on a Flip Summon destroys a monster on the field: 破坏干扰 may answer', () => { expect(legal('{回合:A A场:变形壶(盖)} 反转召唤 变形壶 C1 B:神之宣告 C2 A:破坏干扰', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:33] a 兔龙 being Flip Summoned is a face-up level 7+ Normal Monster during the chain: 王者的看破 may answer 神之宣告', () => { expect(legal('{回合:A A场:兔龙(盖)} 反转召唤 兔龙 C1 B:神之宣告 C2 A:王者的看破', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:34] a face-down Pendulum Monster whose Flip Summon is negated and destroyed goes to the Extra Deck, not the GY (GY-PENDULUM-EXTRA): 救影依-神数纳迦’s 「被送去墓地的场合」 is not offered, while a non-Pendulum 影依猎鹰 negated the same way reaches the GY and its trigger is', () => {
    // The answer names no destination; the GY trigger that does not happen is what shows the Extra Deck.
    expect(moved('{回合:A A场:救影依-神数纳迦(盖),绊影依-神数原核(灵摆左)} 反转召唤 救影依-神数纳迦 C1 B:神之宣告', 'destroyed')).toContain('救影依-神数纳迦');
    expect(offered('{回合:A A场:救影依-神数纳迦(盖),绊影依-神数原核(灵摆左)} 反转召唤 救影依-神数纳迦 C1 B:神之宣告')).not.toContain('救影依-神数纳迦');
    expect(offered('{回合:A A场:影依猎鹰(盖)} 反转召唤 影依猎鹰 C1 B:神之宣告')).toContain('影依猎鹰');
  });
  it.todo('[ref docs/c03/无效.rst:35] 魔力隔壁 with DNA改造手术 chained to make a Gemini a Spellcaster: its summon is not negated — not expressible: vocabulary: a protection of summons from negation granted by another card is not read (a monster’s own 「这张卡的召唤不会被无效化」 is, CH-SUMMON-UNNEGATABLE), nor a card’s 「…的召唤·反转召唤·特殊召唤不会被无效化」 — lasting this turn (魔力隔壁●1), which would be read on the monster’s Type as the negation resolves (DNA改造手术 chained); the Gemini summon again itself is `召唤 X` now (CH-GEMINI-SUMMON-CHAIN); also notation: the Type a DNA改造手术 activated in the chain declares cannot be stated (`(宣言:X)` is a state of a card in the situation; a chain link takes no `[宣言 X]` note — checked: the words are read as a card name)');
  it.todo('[ref docs/c03/无效.rst:36] 不知火流 传承之阵 with DNA改造手术 destroyed in the chain: the Zombie Gemini summon is not negated — not expressible: vocabulary: a protection of summons from negation granted by another card is not read (a monster’s own 「这张卡的召唤不会被无效化」 is, CH-SUMMON-UNNEGATABLE), nor a card’s 「…的召唤·反转召唤·特殊召唤不会被无效化」 — lasting this turn (不知火流 传承之阵●1), read on the monster’s Type as the negation resolves, after DNA改造手术 left the field in the chain; the Gemini summon again itself is `召唤 X` now (CH-GEMINI-SUMMON-CHAIN); also notation: the Type a DNA改造手术 activated in the chain declares cannot be stated (`(宣言:X)` is a state of a card in the situation; a chain link takes no `[宣言 X]` note — checked: the words are read as a card name)');
  it('[ref docs/c03/无效.rst:37] 真红眼黑炎龙 with 下克上的首饰 being Gemini summoned (召唤 of the face-up Gemini) is still a Normal Monster: 王者的看破 may answer 神之宣告, and the summon then succeeds', () => { const a = ask('{回合:A 阶段:主要1 A场:真红眼黑炎龙,下克上的首饰(装备:真红眼黑炎龙),王者的看破(盖) A手: B场:神之宣告(盖)} 召唤 真红眼黑炎龙 C1 B:神之宣告 C2 A:王者的看破'); expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(eventCards(a, 'summoned')).toContain('真红眼黑炎龙'); });
  it('[ref docs/c03/无效.rst:38] 真红眼黑炎龙 being Gemini summoned (召唤 of the face-up Gemini) may be targeted by 突击指令 in answer to 进化帝·半鸟龙', () => { expect(legal('{回合:A 阶段:主要1 A场:真红眼黑炎龙,突击指令(盖) A手: B手:进化帝·半鸟龙} 召唤 真红眼黑炎龙 C1 B:进化帝·半鸟龙 C2 A:突击指令→真红眼黑炎龙', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:44] 黑魔术少女 being Flip Summoned may be used as Fusion Material by 黑魔术的秘仪 in answer to 科技属 戟炮手: 龙骑士 黑魔术少女 is summoned, and 戟炮手 then has no Flip Summon to negate (the Ritual choice is not asserted)', () => {
    const a = ask('{回合:A A场:黑魔术少女(盖),青眼白龙 A额外:龙骑士 黑魔术少女 B场:科技属 戟炮手} 反转召唤 黑魔术少女 C1 B:科技属 戟炮手① C2 A:黑魔术的秘仪 [送墓 黑魔术少女,青眼白龙]');
    expect(links(a)[1]).toBe('C2:legal:resolved');
    expect(eventCards(a, 'sent-to-gy', 2)).toContain('黑魔术少女');
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['龙骑士 黑魔术少女']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:45] 青色眼睛的少女 being Flip Summoned may be Synchro Material, with 青眼白龙, through 同调传送 in answer to 科技属 戟炮手: 青眼精灵龙 is summoned, and 戟炮手 then has no Flip Summon to negate', () => {
    const a = ask('{回合:A A场:青色眼睛的少女(盖),青眼白龙 A额外:青眼精灵龙 B场:科技属 戟炮手} 反转召唤 青色眼睛的少女 C1 B:科技属 戟炮手① C2 A:同调传送 [送墓 青色眼睛的少女,青眼白龙]');
    expect(links(a)[1]).toBe('C2:legal:resolved');
    expect(eventCards(a, 'sent-to-gy', 2).sort()).toEqual(['青眼白龙', '青色眼睛的少女'].sort());
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['青眼精灵龙']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:46] a monster being Flip Summoned may be Xyz Material through 奇妙超量', () => { expect(legal('{回合:A A场:三眼怪,变形壶(盖)} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:奇妙超量', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:47] the opponent may use my monster being Flip Summoned as Link Material through 来自星遗物中的觉醒', () => { expect(legal('{回合:A A场:变形壶(盖) B场:三眼怪,三眼怪,三眼怪} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 B:来自星遗物中的觉醒', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:48] with 命运英雄 血魔-D out, my monster being Flip Summoned counts as a monster whose effects are negated: 妖眼之相剑师① may answer 科技属 戟炮手; without 血魔-D it may not (MATCH-EFFECTS-NEGATED)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:变形壶(盖) A手:妖眼之相剑师 B场:命运英雄 血魔-D} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:妖眼之相剑师', 2)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:变形壶(盖) A手:妖眼之相剑师 B场:三眼怪} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:妖眼之相剑师', 2)).toBe(false);
  });
  it('[ref docs/c03/无效.rst:49] 龙骑兵团-标枪龙 whose Flip Summon is negated by 神之宣告 is destroyed; its effect does not apply', () => { expect(moved('{回合:A A场:龙骑兵团-标枪龙(盖)} 反转召唤 龙骑兵团-标枪龙 C1 B:神之宣告', 'destroyed')).toContain('龙骑兵团-标枪龙'); });
  it('[ref docs/c03/无效.rst:57] a monster being Flip Summoned taken by 对调英雄 in the chain is still negated and destroyed', () => { expect(moved('{回合:A A场:变形壶(盖) B场:三眼怪} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 B:对调英雄→变形壶,三眼怪', 'destroyed')).toContain('变形壶'); });
  it('[ref docs/c03/无效.rst:58] 神龙骑士 闪耀 making the monster being Flip Summoned unaffected: 科技属 戟炮手① does not negate it', () => { expect(links('{回合:A A场:变形壶(盖),神龙骑士 闪耀} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:神龙骑士 闪耀①→变形壶')[0]).toMatch(/^C1:legal:no-effect/); });
  it('[ref docs/c03/无效.rst:59] a monster being Flip Summoned, taken by 大逮捕 in the chain and then destroyed by 科技属 戟炮手 on the opponent’s field: the opponent’s 补给部队 triggers, mine does not', () => {
    // 阴魔罗鬼 is newer than the card database: a vanilla monster (青眼白龙) stands in — the 补给部队 part does not depend on it;
    // 阴魔罗鬼’s own ① (not activatable when sent from the opponent’s field) is not asserted.
    const o = ask('{回合:A A场:青眼白龙(盖),补给部队 B场:补给部队,科技属 戟炮手,大逮捕(盖)} 反转召唤 青眼白龙 C1 B:科技属 戟炮手① C2 B:大逮捕→青眼白龙').window.triggers;
    expect(o.filter((t) => t.card.name === '补给部队').map((t) => t.card.controller)).toEqual(['B']);
  });
  it('[ref docs/c03/无效.rst:60] 终末之骑士 taken by 大逮捕 while being Flip Summoned (戟炮手 negated by 迷途风) is Flip Summoned on the opponent’s field: my 召唤反应机·大式 and its ① trigger (FD-EXTRA-SPECIAL, CH-FLIP-SUMMON-DONE)', () => { const o = offered('{回合:A A场:召唤反应机·大式,终末之骑士(盖) B场:科技属 戟炮手} 反转召唤 终末之骑士 C1 B:科技属 戟炮手① C2 A:迷途风→科技属 戟炮手 C3 B:大逮捕→终末之骑士'); expect(o).toContain('召唤反应机·大式'); expect(o).toContain('终末之骑士'); });
  it('[ref docs/c03/无效.rst:61] a Gemini being summoned again, made unaffected by No.81 in the chain: 科技属 戟炮手 negates nothing, the summon succeeds (CH-GEMINI-SUMMON-CHAIN)', () => { const a = ask('{回合:A 阶段:主要1 A场:魔法史莱姆,No.81 超重型炮塔列车 优越多拉炮 B场:科技属 戟炮手} 召唤 魔法史莱姆 C1 B:科技属 戟炮手① C2 A:No.81 超重型炮塔列车 优越多拉炮①→魔法史莱姆'); expect(a.links.find((l) => l.n === 1)!.outcome).toBe('no-effect'); expect(eventCards(a, 'destroyed')).toEqual([]); });
  it('[ref docs/c03/无效.rst:62] 月之书 turning the monster being Flip Summoned face-down: the Flip Summon negation does not apply', () => { expect(links('{回合:A A场:变形壶(盖)} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:月之书→变形壶')[0]).toMatch(/^C1:legal:no-effect/); });
  it('[ref docs/c03/无效.rst:63] 停战协定 then 月之书 on the monster being Flip Summoned: it flips again, 1000 damage, the negation does not apply (CH-DAMAGE-SCALED: its damage by the count of Effect Monsters is something to apply; CH-FLIP-SUMMON-CHAIN: Set again, it is a new card)', () => { const input = '{回合:A A场:三眼怪(盖) B场:科技属 戟炮手} 反转召唤 三眼怪 C1 B:科技属 戟炮手① C2 A:停战协定 C3 A:月之书→三眼怪'; expect(legal(input, 2)).toBe(true); expect(links(input)[0]).toMatch(/^C1:legal:no-effect/); expect(ask(input).events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([1000]); });
  it('[ref docs/c03/无效.rst:64] 诡计恶魔 protected by No.66 霸键甲虫 (stated 不会被效果破坏): its Flip Summon negated by 神之宣告, it is not destroyed but sent to the GY — not by an effect, so its ① is not offered (CH-INDESTRUCTIBLE-STATE)', () => { const a = ask('{回合:A 阶段:主要1 A场:诡计恶魔(盖,不会被效果破坏),No.66 霸键甲虫 B场:神之宣告(盖)} 反转召唤 诡计恶魔 C1 B:神之宣告'); expect(eventCards(a, 'destroyed')).toEqual([]); expect(eventCards(a, 'sent-to-gy')).toContain('诡计恶魔'); expect(a.window.triggers.map((x) => x.card.name)).not.toContain('诡计恶魔'); });
  it('[ref docs/c03/无效.rst:65] 三眼怪 protected by 闪珖龙 星尘 (stated 不会被效果破坏): its Flip Summon negated by 神之宣告, it is not destroyed but sent from the field to the GY — its ① is offered (CH-INDESTRUCTIBLE-STATE)', () => { const a = ask('{回合:A 阶段:主要1 A场:三眼怪(盖,不会被效果破坏),闪珖龙 星尘 B场:神之宣告(盖)} 反转召唤 三眼怪 C1 B:神之宣告'); expect(eventCards(a, 'destroyed')).toEqual([]); expect(eventCards(a, 'sent-to-gy')).toContain('三眼怪'); expect(a.window.triggers.map((x) => x.card.name)).toContain('三眼怪'); });
  it('[ref docs/c03/无效.rst:66] a protected Gemini (stated 不会被效果破坏) whose summon again is negated by 神之宣告 is sent to the GY, not destroyed (CH-INDESTRUCTIBLE-STATE, CH-GEMINI-SUMMON-CHAIN)', () => { const a = ask('{回合:A 阶段:主要1 A场:魔法史莱姆(不会被效果破坏) B场:神之宣告(盖)} 召唤 魔法史莱姆 C1 B:神之宣告'); expect(eventCards(a, 'destroyed')).toEqual([]); expect(eventCards(a, 'sent-to-gy')).toContain('魔法史莱姆'); });
  it.todo('[ref docs/c03/无效.rst:67] 暗黑界的龙神王 格拉法 Flip Summon negated by 光之放逐, saved by 暗黑界的惩罚: leaves the field, not by the opponent — not expressible: card: this 暗黑界的惩罚 (not the 2019 card of that name) is newer than the card database and its text could not be established (no public script header or card page was found); 暗黑界的龙神王 格拉法 is curated');
  it('[ref docs/c03/无效.rst:72] 技能抽取 or 神龙骑士 闪耀 in answer to 科技属 戟炮手 on a Gemini being summoned again: the negation does not apply, the Gemini stays (CH-GEMINI-SUMMON-CHAIN; that it is then not in the summoned-again state is not asserted)', () => { for (const s of ['{回合:A 阶段:主要1 A场:魔法史莱姆,技能抽取(盖) B场:科技属 戟炮手} 召唤 魔法史莱姆 C1 B:科技属 戟炮手① C2 A:技能抽取', '{回合:A 阶段:主要1 A场:魔法史莱姆,神龙骑士 闪耀 B场:科技属 戟炮手} 召唤 魔法史莱姆 C1 B:科技属 戟炮手① C2 A:神龙骑士 闪耀①→魔法史莱姆']) { const a = ask(s); expect(a.links.find((l) => l.n === 1)!.outcome).not.toBe('resolved'); expect(eventCards(a, 'destroyed')).toEqual([]); } });
  it.todo('[ref docs/c03/无效.rst:73] 无限泡影 on a Gemini being re-summoned under 天威无崩之地: it stays, the negation does not apply — not expressible: card: 天威无崩之地 is newer than the card database and its text could not be established (no public script header or card page was found); and vocabulary: a Gemini summon (`召唤 X` of a face-up Gemini monster) whose summon negation stops applying once the monster’s effects are negated is not played');
  it('[ref docs/c03/无效.rst:74] 战线复归 summoning 超合魔兽 拉普提诺斯 in answer to 科技属 戟炮手 on a Gemini being summoned again: the Gemini counts as summoned again, the negation does not apply and it stays (CH-GEMINI-TREATED-SUMMONED; the 旗鼓堂堂 + 超二重召唤 variant is not asserted: 旗鼓堂堂’s old text is misread as equipping itself)', () => { const a = ask('{回合:A 阶段:主要1 A场:魔法史莱姆,战线复归(盖) A手: A墓:超合魔兽 拉普提诺斯(融合召唤) B场:科技属 戟炮手} 召唤 魔法史莱姆 C1 B:科技属 戟炮手① C2 A:战线复归→超合魔兽 拉普提诺斯'); expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']); expect(eventCards(a, 'destroyed')).toEqual([]); });
  it.todo('[ref docs/c03/无效.rst:80] a negated Flip Summon of a monster linked to 地中族邪界妖魔: no flip, no triggers — not expressible: notation: which zones a Link Monster points to; and card: 重之忍者-磁翁 is newer than the card database');
  it('[ref docs/c03/无效.rst:81] 月之书 on the monster being Flip Summoned: the negation does not apply, the monster was Set, not flipped — 电子光虫-核心菜粉蝶② may be activated (WIN-POSITION-CHANGED)', () => { // only the 核心菜粉蝶 part: 伊利丹异虫/格鲁斯异虫 place counters (not in the answer), 重之忍者-磁翁 is newer than the database
    expect(offered('{回合:A A场:三眼怪(盖),电子光虫-核心菜粉蝶 B场:科技属 戟炮手} 反转召唤 三眼怪 C1 B:科技属 戟炮手① C2 A:月之书→三眼怪')).toContain('电子光虫-核心菜粉蝶');
  });
  it.todo('[ref docs/c03/无效.rst:82] 降雷皇 哈蒙 Flip Summon under 失乐之霹雳 and 最终突击命令: position changes and counters — not expressible: vocabulary: counters placed and positions changed by lingering effects are not in the answer');
  it.todo('[ref docs/c03/无效.rst:87] 寄生融合虫 being Flip Summoned cannot be Fusion material through 超融合 — not expressible: vocabulary: which monsters may be used as Fusion Material is not in the answer');
  it.todo('[ref docs/c03/无效.rst:88] 鬼计惰天使 reaching 10 materials mid-chain wins at once — not expressible: vocabulary: effects that attach or detach Xyz Materials as they resolve change no count of the materials (only a detach cost of the card itself does, CH-SPECIAL-WIN)');
  it('[ref docs/c03/无效.rst:89] 真艾克佐迪亚 Flip Summoned with four 被封印 Normal Monsters the only other monsters: the opponent wins at once and 神之宣告 cannot be activated; so too when the last 被封印 piece is the one Flip Summoned (CH-SPECIAL-WIN-FIELD) — with another monster out, it does not', () => {
    for (const s of ['{回合:A 阶段:主要1 A场:真艾克佐迪亚(盖),被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足 B场:神之宣告(盖)} 反转召唤 真艾克佐迪亚 C1 B:神之宣告', '{回合:A 阶段:主要1 A场:真艾克佐迪亚,被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足(盖) B场:神之宣告(盖)} 反转召唤 被封印者的左足 C1 B:神之宣告']) {
      const a = ask(s);
      expect(legal(a, 1)).toBe(false);
      expect(a.gameResult?.winner).toBe('B');
    }
    expect(legal('{回合:A 阶段:主要1 A场:真艾克佐迪亚(盖),被封印者的右腕,被封印者的左腕,被封印者的右足,三眼怪 B场:神之宣告(盖)} 反转召唤 真艾克佐迪亚 C1 B:神之宣告', 1)).toBe(true);
  });
  it('[ref docs/c03/无效.rst:94] an Xyz Summon of 电子龙·无限 on 电子龙·新星 negated counts as none: the same overlay summon may be made again that turn (SIT-XYZ-OVERLAY; its once per turn itself is not judged); on another monster it is refused', () => {
    expect(moved('{回合:A 阶段:主要1 本回合:A:电子龙·无限(特殊召唤,无效) A场:电子龙·新星} 超量召唤 电子龙·无限 素材 电子龙·新星', 'special-summoned')).toContain('电子龙·无限');
    expect(() => ask('{回合:A 阶段:主要1 本回合:A:电子龙·无限(特殊召唤,无效) A场:电子龙} 超量召唤 电子龙·无限 素材 电子龙')).toThrow(/电子龙·新星/);
  });
  it('[ref docs/c03/无效.rst:95] a 闪刀姬 Link Summon negated was never made: 帝王的烈旋 may still be activated that turn', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:闪刀姬-燎里(特殊召唤,无效)} C1 A:帝王的烈旋', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:闪刀姬-燎里(特殊召唤)} C1 A:帝王的烈旋', 1)).toBe(false); });
  it('[ref docs/c03/无效.rst:96] 青眼亚白龙’s Special Summon negated was never made: 青色眼睛的激临 may still be activated that turn', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:青眼亚白龙(特殊召唤,无效,从手卡)} C1 A:青色眼睛的激临', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:青眼亚白龙(特殊召唤,从手卡)} C1 A:青色眼睛的激临', 1)).toBe(false); });
  it.todo('[ref docs/c03/无效.rst:97] 微码编码员 used from the hand in a negated Link Summon: another copy cannot be used that turn — not expressible: vocabulary: 微码编码员①’s use of a hand card as Link Material is not checked for its once per turn, counted even when the Link Summon was negated: `连接召唤 码语者 素材 电子界魔女,微码编码员` is accepted with or without an earlier negated summon stated (`本回合:A:码语者(特殊召唤,无效)`)');
  it('[ref docs/c03/无效.rst:102] 连接栗子球 whose Link Summon was negated was never properly summoned (未正规出场): its ② cannot summon itself; properly summoned it can', () => { expect(legal('{回合:A A墓:连接栗子球(未正规出场)} C1 A:连接栗子球②', 1)).toBe(false); expect(legal('{回合:A A墓:连接栗子球(正规出场)} C1 A:连接栗子球②', 1)).toBe(true); });
  it('[ref docs/c03/无效.rst:103] 混沌巫师 / 闪耀巨龙 properly summoned, then a Flip Summon negated: still properly summoned (正规出场), 活死人的呼声 may revive it', () => { expect(legal('{回合:A A墓:混沌巫师(正规出场)} C1 A:活死人的呼声→混沌巫师', 1)).toBe(true); expect(legal('{回合:A A墓:闪耀巨龙(正规出场)} C1 A:活死人的呼声→闪耀巨龙', 1)).toBe(true); });
  it('[ref docs/c03/无效.rst:104] 幻影骑士团 断碎剑 Xyz Summoned and turned face-down, its Flip Summon negated and destroyed by 神之宣告, is an Xyz Summoned monster destroyed: ② is offered (FD-SUMMON-MEMORY)', () => { expect(offered('{回合:A 阶段:主要1 A场:幻影骑士团 断碎剑(超量召唤,变里侧,盖) B场:神之宣告(盖)} 反转召唤 幻影骑士团 断碎剑 C1 B:神之宣告')).toContain('幻影骑士团 断碎剑'); expect(offered('{回合:A 阶段:主要1 A场:幻影骑士团 断碎剑(未正规出场,盖) B场:神之宣告(盖)} 反转召唤 幻影骑士团 断碎剑 C1 B:神之宣告')).not.toContain('幻影骑士团 断碎剑'); });
  it('[ref docs/c03/无效.rst:105] 霸王黑龙 异色眼叛逆龙 whose Pendulum Summon from the Extra Deck was negated is no longer properly summoned (未正规出场): it cannot be revived', () => { expect(legal('{回合:A A墓:霸王黑龙 异色眼叛逆龙(未正规出场)} C1 A:活死人的呼声→霸王黑龙 异色眼叛逆龙', 1)).toBe(false); });
  it('[ref docs/c03/无效.rst:109] 虚拟世界 activating 电脑网风暴 from the Deck in answer to 科技属 戟炮手 on a Link Summon: the Link Summon is not negated and succeeds (CMP-ACTIVATE-STEP-SENTENCE, CH-SUMMON-UNNEGATABLE-GRANTED)', () => { const a = ask('{回合:A 阶段:主要1 A场:虚拟世界(盖),三眼怪,变形壶 A卡组:电脑网风暴 A额外:码语者 B场:科技属 戟炮手} 连接召唤 码语者 素材 三眼怪,变形壶 C1 B:科技属 戟炮手① C2 A:虚拟世界[发动 电脑网风暴]'); expect(eventCards(a, 'destroyed')).toEqual([]); expect(links(a)[0]).not.toBe('C1:legal:resolved'); });
  it.todo('[ref docs/c03/无效.rst:110] 二重烧蚀 summoning 进化合兽 二氧鬼神: the Gemini summon cannot be negated and succeeds — not expressible: vocabulary: a summon negation (科技属 戟炮手 ①) answered by an effect that makes the Gemini monster being summoned 「再1次召唤的状态」 — the Gemini summon then needs no resolving and the negation does not apply — is not played; 二重烧蚀 is newer than the card database but its text is established (①●「从卡组把1只二重怪兽特殊召唤。这个效果特殊召唤的怪兽当作再1次召唤的状态使用」), and 进化合兽 二氧鬼神 is not curated');
  it.todo('[ref docs/c03/无效.rst:111] 战线复归 summoning 拼图帕祖祖 (or 旋风 / 大逮捕): the Pendulum Summon succeeds — not expressible: card: 拼图帕祖祖 is newer than the card database and its text could not be established (no public script header or card page was found); also notation: no Pendulum Summon action');
  it.todo('[ref docs/c03/无效.rst:125] 书灵师介入 and 时空转生 against a monster summoned by 至爱接触: only the target returns to the hand — not expressible: vocabulary: lingering protection granted by 至爱接触 is not a fact');
  it('[ref docs/c03/无效.rst:126] 魔宫的贿赂 negates chain link 1 and draws: that draw is the last thing, so 便乘 does not miss its timing', () => { expect(offered('{回合:A B场:便乘(盖)} C1 A:黑洞 C2 B:魔宫的贿赂')).toContain('便乘'); });
  it.todo('[ref docs/c03/无效.rst:127] 龙皇之波动 then 时空转生 against 虹光新宇侠 summoned by 至爱接触: 龙皇之波动 applies nothing, 新宇侠 stays — not expressible: vocabulary: lingering protection granted by 至爱接触 is not a fact');
  it('[ref docs/c03/无效.rst:135] 天空的圣域 already on the field when 旋风 answers its activation: 神罚 may answer', () => { expect(legal('{回合:A} C1 A:天空的圣域 C2 B:旋风→天空的圣域 C3 A:神罚', 3)).toBe(true); });
  it('[ref docs/c03/无效.rst:136] 珀耳修斯的神域 being activated does not apply yet: 神罚 cannot answer 旋风', () => {
    // The example has no other 「天空的圣域」 on the field: both fields are listed empty, else 神罚's condition is rightly assumed met on an unlisted field.
    expect(legal('{回合:A A场: B场:} C1 A:珀耳修斯的神域 C2 B:旋风→珀耳修斯的神域 C3 A:神罚', 3)).toBe(false);
  });
  it('[ref docs/c03/无效.rst:137] 卡通王国③ does not apply while its card activation is on the chain: the opponent may answer with an effect targeting my Toon monster; once it resolved, they may not (CH-ACTIVATION-NOT-APPLYING)', () => { expect(legal('{回合:A A场:卡通黑魔术师 A卡组:三眼怪,三眼怪,三眼怪} C1 A:卡通王国 C2 B:月之书→卡通黑魔术师', 2)).toBe(true); expect(legal('{回合:A A场:卡通王国,卡通黑魔术师} C1 B:月之书→卡通黑魔术师', 1)).toBe(false); });
  it('[ref docs/c03/无效.rst:138] 龙神阵·略图③ answered by 幽丽的幻泷: it may destroy 幽丽的幻泷 (still on the field), then resolves normally', () => { const input = '{回合:A A场:龙神阵·略图,幽丽的幻泷(盖)} C1 A:龙神阵·略图③[破坏 幽丽的幻泷] C2 A:幽丽的幻泷'; expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(moved(input, 'destroyed')).toContain('幽丽的幻泷'); });
  it('[ref docs/c03/无效.rst:139] 无法醒来的噩梦’s card activation negated by DDD 烈火大王 决策铁木真② (in 铁木真’s controller’s turn): it goes to the GY', () => { const input = '{回合:A A场:DDD 烈火大王 决策铁木真 B场:无法醒来的噩梦(盖)} C1 B:无法醒来的噩梦 C2 A:DDD 烈火大王 决策铁木真②'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'sent-to-gy')).toEqual(['无法醒来的噩梦']); });
  it('[ref docs/c03/无效.rst:140] 荷鲁斯之黑炎龙 LV8 negating a Spell card activation does not destroy a card on the field: 星尘龙① cannot answer it', () => { expect(legal('{回合:A} C1 A:黑洞 C2 B:荷鲁斯之黑炎龙 LV8 C3 A:星尘龙①', 3)).toBe(false); });
  it('[ref docs/c03/无效.rst:141] 机壳的牲祭 whose card activation is negated by 电子龙·无限 is not destroyed from the field: its ③ does not trigger', () => { expect(offered('{回合:A} C1 A:机壳的牲祭 C2 B:电子龙·无限')).not.toContain('机壳的牲祭'); });
  it('[ref docs/c03/无效.rst:142] 召唤兽 梅尔卡巴① answered by 王宫的铁壁: the negated Spell is not banished, it goes to the GY', () => { const input = '{回合:A} C1 A:黑洞 C2 B:召唤兽 梅尔卡巴① C3 A:王宫的铁壁'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']); expect(moved(input, 'banished')).toEqual([]); });
  it.todo('[ref docs/c03/无效.rst:143] 救世星龙 negating 幻妖 胡尔德拉①: 古遗物的神智 in the chain is not destroyed (not on the field) and cannot be added — not expressible: notation: a card activated mid-chain that the resolution then refers to (choices) cannot be stated');
  it.todo('[ref docs/c03/无效.rst:144] 妖精传姬开始啦开始啦 and others negated: not sent from the field, their "sent from elsewhere" effects trigger — not expressible: vocabulary: "sent to the GY from anywhere but the field" triggers of these cards');
  it('[ref docs/c03/无效.rst:150] 影依的原核 negated by 装弹枪管狞猛龙③ goes to the GY, not by an effect: its ② does not trigger', () => { expect(offered('{回合:A} C1 A:影依的原核 C2 B:装弹枪管狞猛龙③')).not.toContain('影依的原核'); });
  it.todo('[ref docs/c03/无效.rst:155] 群豪之聚-幻中① with a Trap in the target’s column negated: the zone stays occupied, the target is sent, not destroyed — not expressible: card: 群豪之聚-幻中 is newer than the card database and its text could not be established (no public script header or card page was found); also notation: zones and columns cannot be stated');
  it('[ref docs/c03/无效.rst:156] 旋风 targeting a Set 古遗物的神智 that is then activated and negated: 旋风 does nothing', () => { expect(links('{回合:A B场:古遗物的神智(盖)} C1 A:旋风→古遗物的神智 C2 B:古遗物的神智 C3 A:装弹枪管狞猛龙③')).toEqual(['C1:legal:no-effect@3', 'C2:legal:activation-negated@3', 'C3:legal:resolved']); });
  it('[ref docs/c03/无效.rst:157] 古遗物的神智 kept from destruction by No.66 霸键甲虫 (stated `(不会被效果破坏)`), activated and negated by 核成沙人 (old wording 「可以把这张卡解放让那个发动无效并破坏」, read as a tribute cost and a negate-and-destroy of the activation): its activation negated, it loses the protection and is destroyed (CH-INDESTRUCTIBLE-STATE)', () => { const a = ask('{回合:B 阶段:主要1 B场:古遗物的神智(盖,不会被效果破坏) A场:核成沙人} C1 B:古遗物的神智 C2 A:核成沙人②'); expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(eventCards(a, 'destroyed', 2)).toEqual(['古遗物的神智']); });
  it('[ref docs/c03/无效.rst:158] 古遗物的神智 answered by 核成沙人, then given 闪珖龙 星尘’s protection in the chain: its activation negated, it is still destroyed (CH-INDESTRUCTIBLE-STATE)', () => { const a = ask('{回合:B 阶段:主要1 B场:古遗物的神智(盖),闪珖龙 星尘 A场:核成沙人} C1 B:古遗物的神智 C2 A:核成沙人② C3 B:闪珖龙 星尘→古遗物的神智'); expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']); expect(eventCards(a, 'destroyed', 2)).toEqual(['古遗物的神智']); });
  it('[ref docs/c03/无效.rst:163] 古圣戴 始龙 returned to the hand as its cost, negated by 龙星的九支: only negated, no 龙星 card destroyed', () => {
    // (Input corrected, review s42, CH-SUMMON-NONE-TO-ANSWER: 始龙② answers the opponent's Special Summon, which B makes only in B's own turn —
    // 回合:A left A's 始龙 nothing to answer.)
    expect(links('{回合:B A场:古圣戴 始龙} C1 A:古圣戴 始龙② C2 B:龙星的九支')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c03/无效.rst:164] 灰流丽 in the GY as its cost, answered by 轮回之珀耳修斯: only negated, nothing returned or summoned', () => { expect(links('{回合:A} C1 A:愚蠢的埋葬 C2 B:灰流丽 C3 A:轮回之珀耳修斯')).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']); });
  it('[ref docs/c03/无效.rst:165] 芙莉西亚之虫惑魔 (with materials, unaffected by Traps) answered by 无偿交换: its activation is not negated, it is not destroyed, but the opponent (B) still draws', () => {
    // The notation does not count Xyz materials: 芙莉西亚之虫惑魔 is taken to hold some (its ③ detaches one).
    const a = ask('{回合:B B场:芙莉西亚之虫惑魔 A场:无偿交换(盖)} C1 B:芙莉西亚之虫惑魔③ C2 A:无偿交换');
    expect(a.links[0]!.outcome).not.toBe('activation-negated');
    expect(eventCards(a, 'destroyed')).toEqual([]);
    expect(a.events.some((x) => x.type === 'drawn' && x.link === 2 && x.player === 'B')).toBe(true);
  });
  it('[ref docs/c03/无效.rst:171] a Tuner 水晶机巧-继承玻纤① Special Summoned this turn, once it has left the field (here in the GY), is no longer the monster that effect summoned: 成长的鳞茎 may activate its ① from the GY (the lock is not carried off the field; note: the lock on the field is not played either — 黑羽-疾风之盖尔 summoned by it may still activate)', () => { expect(links('{回合:A 阶段:主要1 A墓:成长的鳞茎(由水晶机巧-继承玻纤) A卡组:三眼怪} C1 A:成长的鳞茎①')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c03/无效.rst:176] under my 魔力之泉 (activated this turn, `本回合:`), the opponent’s 机壳工具 丑恶 Pendulum Effect (a Spell Card’s there) may be answered by my 狱火机·拿玛, but its activation is not negated: it adds its card, nothing is banished; without 魔力之泉 it is negated and banished (CH-UNNEGATABLE-EARLIER, CH-PENDULUM-EFFECT-SPELL)', () => { const a = ask('{回合:B 阶段:主要1 本回合:A:魔力之泉 B场:机壳工具 丑恶(灵摆左) B卡组:机壳的再星 A场:狱火机·拿玛,三眼怪} C1 B:机壳工具 丑恶P② C2 A:狱火机·拿玛②[cost:解放 三眼怪]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.links[0]!.rules).toContain('CH-UNNEGATABLE-EARLIER'); expect(a.events.some((e) => e.type === 'added-to-hand' && e.link === 1)).toBe(true); expect(a.events.filter((e) => e.type === 'banished')).toEqual([]); const b = ask('{回合:B 阶段:主要1 B场:机壳工具 丑恶(灵摆左) B卡组:机壳的再星 A场:狱火机·拿玛,三眼怪} C1 B:机壳工具 丑恶P② C2 A:狱火机·拿玛②[cost:解放 三眼怪]'); expect(links(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(b.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '机壳工具 丑恶'))).toBe(true); });
  it('[ref docs/c03/无效.rst:184] 空牙团的睿智 薇兹 negating a face-up Continuous Trap’s effect: the Trap stays on the field', () => { const input = '{回合:B B场:个人欺骗攻击} C1 B:个人欺骗攻击① C2 A:空牙团的睿智 薇兹'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'sent-to-gy')).toEqual([]); });
  it('[ref docs/c03/无效.rst:185] a face-up 无法醒来的噩梦’s effect negated by 决策铁木真②: it stays on the field', () => { const input = '{回合:A A场:DDD 烈火大王 决策铁木真,三眼怪 B场:无法醒来的噩梦} C1 B:无法醒来的噩梦①→三眼怪 C2 A:DDD 烈火大王 决策铁木真②'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'sent-to-gy')).toEqual([]); });
  it('[ref docs/c03/无效.rst:196] 幻煌龙 螺旋 (a Normal Monster) that 机壳的再星② applied to is no monster whose effects are negated: 妖眼之相剑师① cannot be activated; an effect monster so negated (青眼亚白龙) is one (MATCH-EFFECTS-NEGATED) — the second half, 登龙华幻胧门 (newer than the database) giving it effects and so making it one at once, is not asserted', () => {
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:幻煌龙 螺旋(效果无效,特殊召唤),机壳的再星} C1 A:妖眼之相剑师', 1)).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:青眼亚白龙(效果无效,特殊召唤),机壳的再星} C1 A:妖眼之相剑师', 1)).toBe(true);
  });
  it('[ref docs/c03/无效.rst:207] under 技能抽取, 星因士 天津四’s effect resolves if 月之书 turns it face-down in the chain', () => { expect(links('{回合:B A场:技能抽取} C1 B:星因士 天津四① C2 A:月之书→星因士 天津四')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:208] face-down 帝王海马 under 技能抽取 is not negated: tributed alone it still counts as two for a level-7+ LIGHT monster (SIT-SUMMON-MATERIALS; the face-up negated case is not asserted)', () => { expect(moved('{回合:A 阶段:主要1 A场:帝王海马(盖),技能抽取 A手:青眼白龙} 上级召唤 青眼白龙 解放 帝王海马', 'summoned')).toEqual(['青眼白龙']); });
  it('[ref docs/c03/无效.rst:209] the turn 次元障壁 declared Fusion, ABC-神龙歼灭者② tributing itself as its cost is not negated (it is not on the field when it resolves): its three Union monsters are Special Summoned (次元障壁’s negation reaches only Fusion monsters on the field as the effect resolves: CH-LINGER-SUMMON-LOCK-DECLARED, test/engine/dimensional-barrier.test.ts)', () => { const a = ask('{回合:B 阶段:主要1 本回合:A:次元障壁(宣言:融合) A场:ABC-神龙歼灭者 A除外:A-突击核,B-破坏龙兽,C-粉碎翼龙} C1 A:ABC-神龙歼灭者②→A-突击核,B-破坏龙兽,C-粉碎翼龙'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(eventCards(a, 'special-summoned', 1)).toEqual(['A-突击核', 'B-破坏龙兽', 'C-粉碎翼龙']); });
  it('[ref docs/c03/无效.rst:210] under 技能抽取, 数学家’s summon effect resolves if 幽鬼兔 destroys it in the chain', () => { expect(links('{回合:A A场:技能抽取,数学家} C1 A:数学家① C2 B:幽鬼兔→数学家')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:211] 黑炎龙 LV6 summoned by 过火的埋葬 applies its own effect first and is not negated: equipped with it, 黑洞 still cannot destroy it; negated, it would be (CMP-OLD-UNAFFECTED)', () => {
    expect(eventCards(ask('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6(由过火的埋葬),过火的埋葬(装备:荷鲁斯之黑炎龙 LV6)} C1 B:黑洞'), 'destroyed')).toEqual([]);
    expect(eventCards(ask('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6(效果无效),过火的埋葬(装备:荷鲁斯之黑炎龙 LV6)} C1 B:黑洞'), 'destroyed')).toContain('荷鲁斯之黑炎龙 LV6');
  });
  it('[ref docs/c03/无效.rst:212] 削魂的死灵 Special Summoned by 过火的埋葬 is not destroyed by its own 「成为…效果的对象时，这张卡破坏」 — only the outcome: the engine leaves it because it was targeted in the GY (the reference’s reason, 过火的埋葬② negating it as it arrives, is not what decides it here); targeted on the field (收缩) it is destroyed (CH-TARGETED-CONTINUOUS)', () => { const a = ask('{回合:A 阶段:主要1 A墓:削魂的死灵} C1 A:过火的埋葬→削魂的死灵'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(eventCards(a, 'special-summoned')).toEqual(['削魂的死灵']); expect(eventCards(a, 'destroyed')).toEqual([]); expect(eventCards(ask('{回合:B 阶段:主要1 A场:削魂的死灵} C1 B:收缩→削魂的死灵'), 'destroyed')).toEqual(['削魂的死灵']); });
  it.todo('[ref docs/c03/无效.rst:213] 青眼卡通究极龙 negated by 命运英雄 血魔-D banished by 完美世界 卡通世界 in the chain: its ② is no longer negated — not expressible: vocabulary: a card’s own replacement banish at resolution');
  it.todo('[ref docs/c03/无效.rst:218] counters of 方界胤 毗贾姆 stay on a monster made unaffected: still negated — not expressible: vocabulary: counters');
  it.todo('[ref docs/c03/无效.rst:225] 停战协定 with 妖精之风 destroying the Spell of chain link 1: the Spell’s effect is still negated by 沉默剑士 LV7 — not expressible: notation: a flipped 沉默剑士 LV7 as the chain resolves cannot be stated');
  it('[ref docs/c03/无效.rst:226] 陷阱无力化 resolved earlier this turn (本回合:): a Trap activated on the field and sent away as the cost of 非常食 is still negated, its effect does not apply (CH-LINGER-NEGATE-EARLIER)', () => { expect(links('{回合:B 本回合:A:陷阱无力化 A场:三眼怪 B场:强制脱出装置(盖),非常食(盖)} C1 B:强制脱出装置→三眼怪 C2 B:非常食[cost:送墓 强制脱出装置]')[0]).toMatch(/^C1:legal:effect-negated/); });
  it('[ref docs/c03/无效.rst:227] under 王宫的敕命, 死者苏生 sent as the cost of 禁忌的一滴 is still negated: a Spell activated on the field stays negated off the field (CH-CONT-NEGATE-ST)', () => { // (an opponent's effect monster for 禁忌的一滴 to choose: with none it could not be activated, CH-NOTHING-TO-APPLY)
    expect(links('{回合:A B场:王宫的敕命,三眼怪 A墓:青眼白龙} C1 A:死者苏生→青眼白龙 C2 A:禁忌的一滴[cost:送墓 死者苏生]')[0]).toMatch(/^C1:legal:effect-negated/); });
  it('[ref docs/c03/无效.rst:231] 王宫的通告 sent as the cost of 禁忌的一滴: 天地再世② resolves normally (its own cost sent it to the GY: CH-COST-SELF-LEAVES)', () => { expect(links('{回合:B A场:王宫的通告,天地再世 B场:三眼怪} C1 A:天地再世② C2 A:禁忌的一滴[cost:送墓 王宫的通告]')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:232] 天地再世② answered by 旋风 on a Set 王宫的通告 that is activated and destroyed: 天地再世② resolves', () => { expect(links('{回合:B A场:天地再世 B场:王宫的通告(盖)} C1 A:天地再世② C2 A:旋风→王宫的通告 C3 B:王宫的通告')).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']); });
  it('[ref docs/c03/无效.rst:239] under 更新干扰员①, 炼狱的消华 sending itself to the GY for its ② is still negated (CH-LINGER-NEGATE-EARLIER: 「直到伤害步骤结束时，这张卡以外的场上的卡的效果无效化」 applied in this damage step; CH-CONT-NEGATE-FIELD: activated on the field)', () => {
    // Input corrected to the example: 更新干扰员 negates only by its ①, activated during the damage calculation of a battle of its
    // Cyberse monster (「①效果适用后」); 炼狱的消华② is activated after that damage calculation. The old input had 更新干扰员 only
    // standing on the field, no ① applied, no battle — nothing there negates anything.
    expect(links('{回合:B 阶段:伤害计算后 本回合:A:更新干扰员#1 攻击:B:狱火机·提耶拉→A:更新干扰员 A场:更新干扰员 B场:炼狱的消华,狱火机·提耶拉} C1 B:炼狱的消华②')).toEqual(['C1:legal:effect-negated']);
  });
  it.todo('[ref docs/c03/无效.rst:240] DDD 双晓王 末法神 Xyz Summoned in the chain: 救援兔 already banished is still negated — not expressible: notation: a monster summoned mid-chain by 奇妙超量 cannot be stated');
  it.todo('[ref docs/c03/无效.rst:241] DDD 双晓王 末法神 summoned in the chain: the Spell sent as the cost of 禁忌的一滴 is still negated — not expressible: notation: a monster summoned mid-chain by 奇妙超量 cannot be stated');
  it('[ref docs/c03/无效.rst:242] the turn DDD 双晓王 末法神 was Xyz Summoned, the opponent’s 黑洞 from the hand and 禁忌的一滴 (sending that 黑洞 as its cost) are both negated: nothing is destroyed (CMP-SUMMON-TURN-FIELD-NEGATE, CH-CONT-NEGATE-FIELD)', () => {
    const input = '{回合:B A场:DDD 双晓王 末法神(超量召唤,本回合特召) B场:三眼怪 B手:黑洞,禁忌的一滴} C1 B:黑洞 C2 B:禁忌的一滴[cost:送墓 黑洞]';
    expect(moved(input, 'destroyed')).toEqual([]);
    expect(links(input).map((l) => l.endsWith(':resolved'))).toEqual([false, false]);
  });
  it.todo('[ref docs/c03/无效.rst:247] 元素英雄 天空侠 turned face-down by 月之书 before 末法神 arrives: still negated — not expressible: notation: a monster summoned mid-chain by 奇妙超量 cannot be stated');
  it.todo('[ref docs/c03/无效.rst:248] 巨盾守卫者 face-down answered by 末法神: both 盾碎 and its ① are negated — not expressible: notation: a monster summoned mid-chain by 奇妙超量 cannot be stated');
  it('[ref docs/c03/无效.rst:249] face-down 帝王海马 under the opponent’s Xyz-Summoned DDD 双晓王 末法神 still counts as two tributes (SIT-SUMMON-MATERIALS)', () => { expect(moved('{回合:A 阶段:主要1 A场:帝王海马(盖) B场:DDD 双晓王 末法神(超量召唤) A手:青眼白龙} 上级召唤 青眼白龙 解放 帝王海马', 'summoned')).toEqual(['青眼白龙']); });
  it('[ref docs/c03/无效.rst:257] after 墓穴的指名者 banished a 帝王海马, the face-down one on the field still counts as two tributes (SIT-SUMMON-MATERIALS)', () => { expect(moved('{回合:A 阶段:主要1 本回合:B:墓穴的指名者 A除外:帝王海马 A场:帝王海马(盖) A手:青眼白龙} 上级召唤 青眼白龙 解放 帝王海马', 'summoned')).toEqual(['青眼白龙']); });
  it('[ref docs/c03/无效.rst:258] a monster negated by 墓穴的指名者 (earlier this turn, `本回合:…(除外:X)`) activates its effect; turned face-down by 月之书 in the chain it is still negated, the negation naming no place (CH-NAME-NEGATE-EARLIER)', () => {
    expect(links('{回合:A 本回合:B:墓穴的指名者(除外:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔 B场:青眼白龙,月之书(盖)} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 B:月之书→黑羽-疾风之盖尔')).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']);
  });
  it('[ref docs/c03/无效.rst:259] 禁忌的圣枪 on a monster whose name 抹杀之指名者 declared (`本回合:…(宣言:X)`): unaffected by it, the monster’s effect applies again; without 圣枪 it is negated (CH-NAME-NEGATE-EARLIER)', () => {
    expect(links('{回合:A 本回合:B:抹杀之指名者(宣言:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔,禁忌的圣枪(盖) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙 C2 A:禁忌的圣枪→黑羽-疾风之盖尔')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(links('{回合:A 本回合:B:抹杀之指名者(宣言:黑羽-疾风之盖尔) A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:legal:effect-negated']);
  });
  it.todo('[ref docs/c03/无效.rst:260] 墓穴的指名者 banished 罪 矛盾齿轮: the one in the GY may still use ② — not expressible: vocabulary: 罪 矛盾齿轮②’s banish from the GY in place of a 「罪」 procedure’s cost is not compiled (no step); the name negation itself is now `本回合:B:墓穴的指名者(除外:X)` (CH-NAME-NEGATE-EARLIER) and covers activated effects only');
  it('[ref docs/c03/无效.rst:267] 裁决之龙 negated by 禁忌的圣杯 but turned face-down by 月之书 first: its effect resolves; if it left the field instead it stays negated', () => { expect(links('{回合:A A场:裁决之龙} C1 A:裁决之龙① C2 A:月之书→裁决之龙 C3 B:禁忌的圣杯→裁决之龙')[0]).toBe('C1:legal:resolved'); expect(links('{回合:A A场:裁决之龙} C1 A:裁决之龙① C2 B:强制脱出装置→裁决之龙 C3 B:禁忌的圣杯→裁决之龙')[0]).toBe('C1:legal:effect-negated@3'); });
  it('[ref docs/c03/无效.rst:268] a monster 效果遮蒙者 negated earlier activates its effect: turned face-down by 月之书 in the chain, the effect resolves; returned to the hand instead, it stays negated (CH-NEGATED-EARLIER)', () => {
    expect(links('{回合:A A场:水伶女·灯鱼(效果无效) B场:月之书(盖)} C1 A:水伶女·灯鱼① C2 B:月之书→水伶女·灯鱼')[0]).toBe('C1:legal:resolved');
    expect(links('{回合:A A场:水伶女·灯鱼(效果无效) B场:强制脱出装置(盖)} C1 A:水伶女·灯鱼① C2 B:强制脱出装置→水伶女·灯鱼')[0]).toBe('C1:legal:effect-negated');
    expect(links('{回合:A A场:水伶女·灯鱼(效果无效)} C1 A:水伶女·灯鱼①')).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c03/无效.rst:272] 混沌No.106 熔岩掌 巨手·红掌 cannot negate 流氓佣兵部队② once it left the field as the cost', () => { expect(links('{回合:A A场:流氓佣兵部队} C1 A:流氓佣兵部队[解放自身] C2 B:混沌No.106 熔岩掌 巨手·红掌')[0]).toBe('C1:legal:resolved'); });
  it('[ref docs/c03/无效.rst:278] 效果遮蒙者 cannot target 元素英雄 次新宇侠 treated as a Normal Monster; 无限泡影 can (CH-GEMINI-NORMAL)', () => { expect(legal('{回合:B B场:元素英雄 次新宇侠} C1 A:效果遮蒙者→元素英雄 次新宇侠', 1)).toBe(false); });
  it('[ref docs/c03/无效.rst:279] 无限泡影 may target 元素英雄 次新宇侠 treated as a Normal Monster', () => { expect(legal('{回合:B A场:无限泡影(盖) B场:元素英雄 次新宇侠} C1 A:无限泡影→元素英雄 次新宇侠', 1)).toBe(true); });
  it('[ref docs/c03/无效.rst:288] 十二兽 马剑 Special Summoned with its effects negated (十二兽 狗环②) activates ①; turned face-down by 月之书 in the chain, ① applies (CH-NEGATED-EARLIER)', () => {
    expect(links('{回合:A A场:十二兽 马剑(特殊召唤,效果无效) B场:月之书(盖)} C1 A:十二兽 马剑① C2 B:月之书→十二兽 马剑')[0]).toBe('C1:legal:resolved');
    expect(links('{回合:A A场:十二兽 马剑(特殊召唤,效果无效)} C1 A:十二兽 马剑①')).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c03/无效.rst:289] a monster 废品同调士 summoned with its effects negated, set by 月之书 in answer to its effect: the effect applies (CH-NEGATED-EARLIER)', () => {
    expect(links('{回合:A A场:废品同调士,水伶女·灯鱼(特殊召唤,从墓地特召,效果无效) B场:月之书(盖)} C1 A:水伶女·灯鱼① C2 B:月之书→水伶女·灯鱼')[0]).toBe('C1:legal:resolved');
  });
  it('[ref docs/c03/无效.rst:290] 黑羽-重装铠翼鸦 summoned by 邪恶苏生 is not destroyed with it: 旋风 destroys 邪恶苏生 only (CT-BOND-UNAFFECTED; its not being negated is no visible answer)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:邪恶苏生(对象:黑羽-重装铠翼鸦),黑羽-重装铠翼鸦(特殊召唤) B场:旋风(盖)} C1 B:旋风→邪恶苏生');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['邪恶苏生']);
    expect(a.links[0]!.rules).toContain('CT-BOND-UNAFFECTED');
  });
  it.todo('[ref docs/c03/无效.rst:300] 月光舞猫姬③ negated at the attack declaration by 恐吓爪牙族型俱舍怒威族 stays negated after 对调英雄 — not expressible: vocabulary: 恐吓爪牙族型俱舍怒威族 is curated now (src/cards/curated/newer/c03-c04-negation-answers-newer.ts; its ③ is the battle negation of CH-BATTLE-OPPONENT-NEGATED), but a negation made at the attack declaration that stays after the battle ends or the monster changes control (直到回合结束时) is not played: the negation is read on the battle the situation states');
  it.todo('[ref docs/c03/无效.rst:301] monsters negated by 花札卫-五光- and others stay negated when they leave the zone — not expressible: vocabulary: 花札卫-五光-②’s 「…进行战斗的场合，只在战斗阶段内那只对方怪兽的效果无效化」 is read as negating a chosen monster, not the monster it battles, and a negation that stays on a monster once it left its zone is not played (恐吓爪牙族型俱舍怒威族 is curated now, src/cards/curated/newer/c03-c04-negation-answers-newer.ts)');
  it('[ref docs/c03/无效.rst:302] 俱舍怒威族·独角兽 attacking 恐吓爪牙族型俱舍怒威族 activates its ③ while negated by it; 狡猾的落穴 in the chain destroys both: ③ resolves (banishing from the Extra Deck face-down); without 狡猾的落穴 the negation holds (CH-BATTLE-OPPONENT-NEGATED; 俱舍怒威族·独角兽 curated in src/cards/curated/newer/c02-c03-unnegatable-newer.ts)', () => {
    const board = '{回合:A 阶段:战斗步骤 A场:俱舍怒威族·独角兽,狡猾的落穴(盖) B额外:闪刀姬-燎里 B场:恐吓爪牙族型俱舍怒威族(守) 攻击:A:俱舍怒威族·独角兽→B:恐吓爪牙族型俱舍怒威族}';
    const a = ask(`${board} C1 A:俱舍怒威族·独角兽③ C2 A:狡猾的落穴→俱舍怒威族·独角兽,恐吓爪牙族型俱舍怒威族`);
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.events.some((e) => e.type === 'banished' && e.link === 1)).toBe(true);
    expect(links(`${board} C1 A:俱舍怒威族·独角兽③`)).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c03/无效.rst:303] 闪刀姬-零衣 attacking 恐吓爪牙族型俱舍怒威族 tributes itself for ①; 雷破 destroys 俱舍怒威族 in the chain: ① resolves and summons (its ③ is read as the battle negation of CH-BATTLE-OPPONENT-NEGATED; that a negation stays on a monster gone from its zone, :299/:301, is not played, so the same chain without 雷破 resolves too)', () => { const input = '{回合:A 阶段:战斗步骤 A场:闪刀姬-零衣,雷破(盖) A手:三眼怪 A额外:闪刀姬-燎里 B场:恐吓爪牙族型俱舍怒威族(守) 攻击:A:闪刀姬-零衣→B:恐吓爪牙族型俱舍怒威族} C1 A:闪刀姬-零衣① C2 A:雷破→恐吓爪牙族型俱舍怒威族'; expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(moved(input, 'special-summoned')).toEqual(['闪刀姬-燎里']); });
  it('[ref docs/c03/无效.rst:304] 水晶机巧-柠晶龙 destroyed by battle by 花札卫-五光-: its ② (activated from the GY) is not negated by 五光②’s battle negation', () => { expect(links('{回合:B 阶段:伤害步骤结束时 攻击:B:花札卫-五光-→A:水晶机巧-柠晶龙 A墓:水晶机巧-柠晶龙 B场:花札卫-五光-} C1 A:水晶机巧-柠晶龙②')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c03/无效.rst:305] a face-down 花札卫-五光- flipped before damage calculation negates the attacker: its effect activated then is negated; a monster attacking 青眼白龙 beside 五光 is not (CH-BATTLE-OPPONENT-NEGATED)', () => { expect(links('{回合:B 阶段:伤害计算前 攻击:B:龙骑兵团骑士-魔枪龙骑士→A:花札卫-五光- A场:花札卫-五光-(守,已反转) B场:龙骑兵团骑士-魔枪龙骑士 B墓:幻象鸟} C1 B:龙骑兵团骑士-魔枪龙骑士①')).toEqual(['C1:legal:effect-negated']); expect(links('{回合:B 阶段:伤害计算前 攻击:B:龙骑兵团骑士-魔枪龙骑士→A:青眼白龙 A场:青眼白龙,花札卫-五光- B场:龙骑兵团骑士-魔枪龙骑士 B墓:幻象鸟} C1 B:龙骑兵团骑士-魔枪龙骑士①')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c03/无效.rst:306] 银河龙骑士② negates the Dragon it battles; no longer face-up on the field (月之书 in the chain), the Dragon recovers: its effect resolves (CH-BATTLE-OPPONENT-NEGATED)', () => { expect(links('{回合:A 阶段:战斗步骤 攻击:A:银河龙骑士→B:银河眼光子龙 A场:银河龙骑士 B场:银河眼光子龙} C1 B:银河眼光子龙②→A:银河龙骑士')).toEqual(['C1:legal:effect-negated']); expect(links('{回合:A 阶段:战斗步骤 攻击:A:银河龙骑士→B:银河眼光子龙 A场:银河龙骑士 B场:银河眼光子龙,月之书(盖)} C1 B:银河眼光子龙②→A:银河龙骑士 C2 B:月之书→A:银河龙骑士')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it.todo('[ref docs/c03/无效.rst:307] battle replay after 降阶魔法-源数之落’s No.39: both targets stay negated — not expressible: vocabulary: the effect 降阶魔法-源数之落 gives the No.39 it summons (negating each monster it battles for the Battle Phase) is not a fact, nor a negation kept across a replay');
  it.todo('[ref docs/c03/无效.rst:308] 庄严的机械天使① target turned face-down: monsters it negated stay negated — not expressible: vocabulary: 庄严的机械天使①’s 「这个回合，作为对象的怪兽和从额外卡组特殊召唤的对方怪兽进行战斗的场合，只在战斗阶段内那只对方怪兽的效果无效化」 is read as a negation of its own target (`negate-effects` of `targets`, conditional) — no fact names the monster a target battles, nor a negation held for the Battle Phase');
  it('[ref docs/c03/无效.rst:314] 死灵骑士 negated by 真红莲之茧 while battling 爆翼龙 may still tribute itself to chain its ①, which is not negated: 爆翼龙’s activation is negated and it is destroyed', () => { const input = '{回合:B 阶段:伤害步骤开始时 攻击:B:爆翼龙→A:死灵骑士 A场:死灵骑士 B场:爆翼龙,真红莲之茧} C1 B:爆翼龙 C2 A:死灵骑士①'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'destroyed')).toContain('爆翼龙'); });
  it('[ref docs/c03/无效.rst:315] 真红莲之茧: once the attack is stopped after a replay (stated as no attack in progress) the opponent’s monsters recover — 霞之谷的巨神鸟’s negation resolves; while the equipped monster battles it, it is negated (CH-BATTLE-OPPONENT-NEGATED)', () => { expect(links('{回合:B 阶段:战斗步骤 A场:霞之谷的巨神鸟,霞之谷的雷鸟,神之宣告(盖) B场:红莲魔龙,真红莲之茧(装备:红莲魔龙),旋风(盖)} C1 B:旋风→A:神之宣告 C2 A:霞之谷的巨神鸟')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(links('{回合:B 阶段:战斗步骤 攻击:B:红莲魔龙→A:霞之谷的巨神鸟 A场:霞之谷的巨神鸟,霞之谷的雷鸟,神之宣告(盖) B场:红莲魔龙,真红莲之茧(装备:红莲魔龙),旋风(盖)} C1 B:旋风→A:神之宣告 C2 A:霞之谷的巨神鸟')).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:316] 真红莲之茧: 超念导体 比蒙巨兽’s effect after damage calculation is still negated, 真红莲之茧 being still on the field (both monsters destroyed by battle stay there until the end of the Damage Step; not stated); without 真红莲之茧 it resolves (CH-BATTLE-OPPONENT-NEGATED)', () => { expect(links('{回合:B 阶段:伤害计算后 攻击:B:红莲魔龙→A:超念导体 比蒙巨兽 A场:超念导体 比蒙巨兽 B场:红莲魔龙,真红莲之茧(装备:红莲魔龙)} C1 A:超念导体 比蒙巨兽')).toEqual(['C1:legal:effect-negated']); expect(links('{回合:B 阶段:伤害计算后 攻击:B:红莲魔龙→A:超念导体 比蒙巨兽 A场:超念导体 比蒙巨兽 B场:红莲魔龙} C1 A:超念导体 比蒙巨兽')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c03/无效.rst:317] 真红莲之茧 destroyed by 旋风 in the battle step: the monsters it negated recover — 银河眼光子龙’s effect resolves; without 旋风 it is negated (CH-BATTLE-OPPONENT-NEGATED)', () => { expect(links('{回合:B 阶段:战斗步骤 攻击:B:红莲魔龙→A:银河眼光子龙 A场:银河眼光子龙,旋风(盖) B场:红莲魔龙,真红莲之茧(装备:红莲魔龙)} C1 A:银河眼光子龙②→B:红莲魔龙 C2 A:旋风→B:真红莲之茧')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(links('{回合:B 阶段:战斗步骤 攻击:B:红莲魔龙→A:银河眼光子龙 A场:银河眼光子龙 B场:红莲魔龙,真红莲之茧(装备:红莲魔龙)} C1 A:银河眼光子龙②→B:红莲魔龙')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:326] a monster destroyed by battle by 漆黑之魔王 LV8 stays negated in the GY (stated `(效果无效)` there; the engine does not derive it from 漆黑之魔王 LV8, nor the banish that ends it): its GY effect resolves negated (CH-NEGATED-OFF-FIELD)', () => {
    expect(links('{回合:B 阶段:伤害步骤结束时 攻击:B:漆黑之魔王 LV8→A:水晶机巧-柠晶龙 A墓:水晶机巧-柠晶龙(效果无效) B场:漆黑之魔王 LV8} C1 A:水晶机巧-柠晶龙②')).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c03/无效.rst:328] 扩散的波动: a monster its attacker destroyed stays negated in the GY and after that GY effect banished it as its cost (stated `(效果无效)`; its 「不能发动」 half is not read: the activation is still judged legal) (CH-NEGATED-OFF-FIELD)', () => {
    expect(links('{回合:A 阶段:主要2 B墓:死灵守卫者(效果无效)} C1 B:死灵守卫者')).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c03/无效.rst:339] a monster negated after battling 入魔鬼火, then temporarily banished, comes back un-negated: its effect resolves; one negated after it came back stays negated (FD-BANISHED-NEGATION-ENDS)', () => { expect(links('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(效果无效,一时除外) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:legal:resolved']); expect(links('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(一时除外,效果无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:340] a monster negated after battling 电气红松鼠 (its negation stays on it, written `(效果无效)`): 救援兔 banishing itself as the cost still has its effect negated (it was activated on the field); 黑羽-疾风之盖尔 set face-down by 月之书 in the chain is a new card and its ② applies (CH-NEGATED-EARLIER)', () => { expect(links('{回合:A 阶段:主要1 A场:救援兔(效果无效) A卡组:青眼白龙,青眼白龙} C1 A:救援兔')).toEqual(['C1:legal:effect-negated']); expect(links('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(效果无效) B场:青眼白龙,月之书(盖)} C1 A:黑羽-疾风之盖尔→青眼白龙 C2 B:月之书→黑羽-疾风之盖尔')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(links('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(效果无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→青眼白龙')).toEqual(['C1:legal:effect-negated']); });
  it.todo('[ref docs/c03/无效.rst:341] with 大宇宙, a monster negated by 武装海洋猎手 is banished and recovers — not expressible: card: 武装海洋猎手’s 「和这张卡进行战斗的效果怪兽的效果在伤害计算后无效化」 is not read, and the negation it leaves (`(效果无效)`) is not ended by the monster being banished instead of sent to the GY');
  it.todo('[ref docs/c03/无效.rst:342] 蒲公英狮 negated by 武装海洋猎手, later detached to the GY: its ① is not negated — not expressible: notation: an Xyz Material cannot carry a state (`素材:` lists names only), so a material negated on the field before becoming one cannot be stated');
  it('[ref docs/c03/无效.rst:352] 强夺 targeting 沉默剑士 LV3: its effect is negated (it still equips)', () => { expect(links('{回合:A B场:沉默剑士 LV3} C1 A:强夺→沉默剑士 LV3')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:353] 吸血鬼帝国’s destruction targeting 电子凤凰 is negated', () => { expect(links('{回合:A A场:吸血鬼帝国 B场:电子凤凰} C1 A:吸血鬼帝国②→电子凤凰')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:354] 明亮融合 keeping 宝石骑士·斜绿 (made a Machine by DNA改造手术) as its target under 电子凤凰: the whole card is negated — its ② is negated and, leaving the field, it destroys nothing; with 技能抽取 negating 电子凤凰 its ② applies again (CH-CONT-NEGATE-TARGETING)', () => {
    const base = '{回合:A 阶段:主要1 A场:电子凤凰,DNA改造手术(宣言:机械族),明亮融合(对象:宝石骑士·斜绿),宝石骑士·斜绿';
    expect(links(`${base} A手:死者苏生} C1 A:明亮融合②`)).toEqual(['C1:legal:effect-negated']);
    expect(moved(`${base} B场:旋风(盖)} C1 B:旋风→明亮融合`, 'destroyed')).toEqual(['明亮融合']);
    expect(links(`${base},技能抽取 A手:死者苏生} C1 A:明亮融合②`)).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c03/无效.rst:355] 堕落 targeting 电子凤凰: its effect is negated', () => { expect(links('{回合:A B场:电子凤凰} C1 A:堕落→电子凤凰')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c03/无效.rst:359] 活死人的呼声 reviving 黑曜岩龙 is negated and destroyed at once; 黑曜岩龙 stays — 黑曜岩龙 destroys a Spell/Trap that keeps targeting a DARK monster of its side once the chain resolved (CH-CONT-NEGATE-TARGETING)', () => { const input = '{回合:A A墓:黑曜岩龙} C1 A:活死人的呼声→黑曜岩龙'; const d = moved(input, 'destroyed'); expect(d).toContain('活死人的呼声'); expect(d).not.toContain('黑曜岩龙'); });
  it('[ref docs/c03/无效.rst:360] the opponent’s 堕落 on my 黑曜岩龙, their 武装神龙 护甲龙 on the field: 堕落 is negated by 黑曜岩龙 but cannot be destroyed (护甲龙②, CMP-EQUIP-CARDS-PROTECTED), so it is equipped and stays, wholly negated — control is not taken (CH-EQUIP-NEGATED-STAYS; its ②③ later are not checked)', () => { const a = ask('{回合:B 阶段:主要1 A场:黑曜岩龙 B场:武装神龙 护甲龙} C1 B:堕落→黑曜岩龙'); expect(links(a)).toEqual(['C1:legal:effect-negated']); expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]); expect(a.events.some((e) => e.type === 'control-changed')).toBe(false); expect(a.events.some((e) => e.type === 'equipped' && e.cards.some((c) => c.name === '堕落'))).toBe(true); expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('堕落'); });
  it('[ref docs/c03/无效.rst:361] 限制苏生 keeping 黑曜岩龙 with 白龙忍者 on its side: after 重力解除 turns 黑曜岩龙 to defence, 限制苏生 (negated by 黑曜岩龙) destroys nothing and 白龙忍者 keeps it from 黑曜岩龙’s destruction; without 白龙忍者 it is destroyed (CH-CONT-NEGATE-TARGETING; the later 暗冥之魂 part is not encoded)', () => { expect(moved('{回合:B 阶段:主要1 A场:白龙忍者,限制苏生(对象:黑曜岩龙),黑曜岩龙 B场:重力解除(盖)} C1 B:重力解除', 'destroyed')).toEqual([]); expect(moved('{回合:B 阶段:主要1 A场:限制苏生(对象:黑曜岩龙),黑曜岩龙 B场:重力解除(盖)} C1 B:重力解除', 'destroyed')).toEqual(['限制苏生']); });
  it.todo('[ref docs/c03/无效.rst:362] 歌冰丽月 equipped to a DARK monster is negated and destroyed by 黑曜岩龙 — not expressible: vocabulary: continuous "negate and destroy" of cards targeting a DARK monster');
  it('[ref docs/c03/无效.rst:373] 虫惑的落穴 negates 始祖守护者 提拉斯’s destruction effect only: its protection stays, it is not destroyed (CMP-MATERIALS-APPLY) — situation fixed: its destruction is its ③ (the materials clause and the protection come first, no ① in its text), activated at the end of the Battle Phase it battled in, with its Xyz Materials stated (without them none of its effects applies)', () => { const input = '{回合:B 阶段:战斗阶段 B场:始祖守护者 提拉斯(本回合特召,超量召唤,素材:三眼怪+三眼怪,已战斗) A场:青眼白龙} C1 B:始祖守护者 提拉斯③→A:青眼白龙 C2 A:虫惑的落穴'; expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); expect(moved(input, 'destroyed')).not.toContain('始祖守护者 提拉斯'); });
  it('[ref docs/c03/无效.rst:374] 邪龙星-睚眦 destroyed by 虫惑的落穴 as chain link 2 misses the timing of its ③ (chain link 1 still resolves)', () => { expect(win('{回合:B B场:邪龙星-睚眦(本回合特召)} C1 B:邪龙星-睚眦② C2 A:虫惑的落穴').missed).toContain('邪龙星-睚眦'); });
  it('[ref docs/c03/无效.rst:375] under 暴走魔法阵②, DDD 咒血王 赛弗里德① may still answer 召唤魔术 and negates it', () => { expect(links('{回合:A A场:暴走魔法阵 B场:DDD 咒血王 赛弗里德} C1 A:召唤魔术 C2 B:DDD 咒血王 赛弗里德①→召唤魔术')).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:376] 坏星坏兽 席兹奇埃鲁④ negates only that one activation of 星际仙踪-翠玉都①', () => { expect(links('{回合:A A场:星际仙踪-翠玉都 B场:坏星坏兽 席兹奇埃鲁} C1 A:星际仙踪-翠玉都① C2 B:坏星坏兽 席兹奇埃鲁④')).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:377] 魔族之链’s card activation answered by 甲虫装机的宝珠 (negate that effect): the activation applies nothing to negate, so 魔族之链 still applies (CH-NEGATE-NO-RESOLUTION)', () => { expect(links('{回合:A A场:魔族之链(盖) B场:甲虫装机 大黄蜂,甲虫装机的宝珠(装备:甲虫装机 大黄蜂)} C1 A:魔族之链→甲虫装机 大黄蜂 C2 B:甲虫装机的宝珠')[0]).toBe('C1:legal:resolved'); });
  it('[ref docs/c03/无效.rst:378] under 幻变骚灵协议, a 幻变骚灵 monster’s effect is not negated by 虫惑的落穴, nor destroyed', () => { expect(links('{回合:B B场:幻变骚灵协议,幻变骚灵·网络傀儡师(本回合特召)} C1 B:幻变骚灵·网络傀儡师② C2 A:虫惑的落穴')[0]).toBe('C1:legal:resolved'); });
  it.todo('[ref docs/c03/无效.rst:383] 机壳工具 丑恶 placed in the Pendulum Zone under 深渊鳞甲-蛟: the empty card activation is negated, it stays — not expressible: vocabulary: non-chain negations (深渊鳞甲 family)');
  it('[ref docs/c03/无效.rst:384] 黑魔导阵’s card activation answered by 灰流丽: ① negated, the card stays on the field', () => { const input = '{回合:A} C1 A:黑魔导阵 C2 B:灰流丽'; expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); expect(moved(input, 'sent-to-gy')).not.toContain('黑魔导阵'); });
  it('[ref docs/c03/无效.rst:385] 王宫的弹压 answering 死者苏生 (negate the effect that includes a Special Summon, destroy the card) destroys a card on the field: 星尘龙① may answer (CH-DESTROYS-AT-ACTIVATION)', () => { // 王宫的弹压 named without a number: its answer to an activation (its ① is the answer to a summon in progress)
    const input = '{回合:A B场:王宫的弹压 A场:星尘龙} C1 A:死者苏生 C2 B:王宫的弹压 C3 A:星尘龙①';
    expect(legal(input, 3)).toBe(true);
    expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
  });
  it.fails('[ref docs/c03/无效.rst:386] a second 龙魂之城 forced into activation by 诱饵人偶 at a wrong timing is negated and destroyed from the field, so its ③ (sent from the field face-up) may be activated — fails: 诱饵人偶’s forced activation of the chosen Set Trap is not played (its destroy names no card even with `[发动 龙魂之城]`)', () => {
    const input = '{回合:B 阶段:主要1 A场:龙魂之城,龙魂之城(盖) A除外:青眼白龙 B场:诱饵人偶(盖)} C1 B:诱饵人偶→A:龙魂之城 [发动 龙魂之城]';
    expect(moved(input, 'destroyed')).toEqual(['龙魂之城']);
    expect(offered(input)).toContain('龙魂之城');
  });
  it('[ref docs/c03/无效.rst:400] 效果遮蒙者 answered by 魔族之链 on 孤火花: 效果遮蒙者 does not apply to an already-negated monster (CH-CONT-NEGATE-TARGETS)', () => { expect(links('{回合:B B场:孤火花} C1 A:效果遮蒙者→孤火花 C2 A:魔族之链→孤火花')).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']); });
  it.todo('[ref docs/c03/无效.rst:405] 升阶魔法-源数之力 with only negated cards around: the "then negate all" step does not happen, the summon trigger is not missed — not expressible: vocabulary: 升阶魔法-源数之力’s 「那之后，这个效果特殊召唤的怪兽以外的场上表侧表示存在的卡的效果全部无效」 is not compiled (its summon only), so the step that would make 混沌No.104’s trigger miss its timing is never there (CH-NEGATE-ALREADY would skip it)');
  it.todo('[ref docs/c03/无效.rst:406] 咒缚众 against already-negated 白骨公主: 烧烤巴力 may still activate, 白骨公主③ is not negated later — not expressible: vocabulary: 咒缚众’s lasting negation of monsters summoned later in the turn, and 白骨公主③ activated after 魔族之链 left, are not modelled (CH-NEGATE-ALREADY covers the moment of a negation of all, not a later one)');
  it('[ref docs/c03/无效.rst:407] 冥王结界波 answered by 技能抽取: the monster 技能抽取 already negates is not negated by 冥王结界波 too, the one unaffected by Traps is; with only already-negated monsters its negation does nothing, yet its damage part still applies (CH-NEGATE-ALREADY, CH-TURN-PART)', () => {
    const a = ask('{回合:A A场:冥王结界波(盖) B场:三眼怪,芙莉西亚之虫惑魔(超量召唤,素材:三眼怪),技能抽取(盖)} C1 A:冥王结界波 C2 B:技能抽取');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.links[0]!.reason).toContain('芙莉西亚之虫惑魔');
    expect(a.links[0]!.reason).not.toContain('三眼怪');
    const none = ask('{回合:A A场:冥王结界波(盖) B场:三眼怪,技能抽取(盖)} C1 A:冥王结界波 C2 B:技能抽取');
    expect(none.links[0]!.rules).toContain('CH-NEGATE-ALREADY');
    expect(none.lasting?.[0]?.what).toContain('伤害变成0');
  });
  it('[ref docs/c03/无效.rst:428] 撒豆 targeting my DARK Spellcaster, answered by my 灰流丽 or 篮板球: the effect is negated by them, 白翼之魔术师① in my Pendulum Zone cannot apply and stays; unanswered, 白翼 negates it and is destroyed (CMP-NONCHAIN-NEGATE-TARGETING, CH-NONCHAIN-NEGATE-OPTIONAL; 连环栗仔球 is not stated)', () => {
    for (const input of ['{回合:B A场:白翼之魔术师(灵摆左),黑魔术师 B场:三眼怪} C1 B:撒豆→黑魔术师 C2 A:灰流丽', '{回合:B A场:白翼之魔术师(灵摆左),黑魔术师,篮板球(盖) B场:三眼怪} C1 B:撒豆→黑魔术师 C2 A:篮板球']) {
      const a = ask(input);
      expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
      expect(eventCards(a, 'destroyed')).toEqual([]);
    }
    const alone = ask('{回合:B A场:白翼之魔术师(灵摆左),黑魔术师 B场:三眼怪} C1 B:撒豆→黑魔术师');
    expect(links(alone)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(alone, 'destroyed')).toEqual(['白翼之魔术师']);
  });
  it('[ref docs/c03/无效.rst:429] an opponent’s monster effect negated by my chained 灰流丽: 春化精的女神 春③ (a negation on no chain that only may apply) cannot apply, so the monster is not destroyed; without 灰流丽 it negates and destroys (CH-NONCHAIN-NEGATE-OPTIONAL)', () => {
    // 元素英雄 天空侠 (●2, a search 灰流丽 answers) stands in for 梦幻崩影 地狱犬; 流星龙② and No.90 are not asserted.
    const a = ask('{回合:B A场:春化精的女神 春 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2] C2 A:灰流丽');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
    expect(moved('{回合:B A场:春化精的女神 春 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]', 'destroyed')).toEqual(['元素英雄 天空侠']);
  });
  it('[ref docs/c03/无效.rst:433] an opponent’s monster protected once by an earlier effect (闪珖龙 星尘’s, written as the state `(不会被效果破坏)`) activates its effect under two 春化精的女神 春: its effect is negated but it is not destroyed (CH-NONCHAIN-NEGATE-OPTIONAL, CH-INDESTRUCTIBLE-STATE; that only one of the two ③ applies is the rule’s own test)', () => {
    // 元素英雄 天空侠 (●2) stands in for the opponent’s monster; the five EARTH monsters of the example are not needed by 春③ as curated.
    const a = ask('{回合:B A场:春化精的女神 春,春化精的女神 春 B场:元素英雄 天空侠(不会被效果破坏)} C1 B:元素英雄 天空侠①[●2]');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
    expect(moved('{回合:B A场:春化精的女神 春,春化精的女神 春 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]', 'destroyed')).toEqual(['元素英雄 天空侠']);
  });
  it('[ref docs/c03/无效.rst:434] 暗黑腕龙 targeting my DARK Spellcaster with 白翼之魔术师① (Pendulum Zone) and 春化精的女神 春③ both able to apply: only one of them applies — either 白翼 is destroyed or 暗黑腕龙 is, never both (the engine takes the first; the player chooses) (CMP-NONCHAIN-NEGATE-TARGETING, CH-NONCHAIN-NEGATE-OPTIONAL)', () => {
    const a = ask('{回合:B A场:白翼之魔术师(灵摆左),黑魔术师,春化精的女神 春 B场:暗黑腕龙} C1 B:暗黑腕龙①→黑魔术师');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    const destroyed = eventCards(a, 'destroyed');
    expect(destroyed).toHaveLength(1);
    expect(['白翼之魔术师', '暗黑腕龙']).toContain(destroyed[0]);
  });
  it.todo('[ref docs/c03/无效.rst:440] 兽装合体 狮子霍普雷①, which cannot be negated: every type-2 negation may apply, nothing negated — not expressible: card: 兽装合体 狮子霍普雷 is not in cards.cdb (newer than the database) and its ① text could not be established (异热同心武器-天马双翼剑, 雷火沸动交界机 and 春化精的女神 春 are curated, and every negation that may apply against an effect that cannot be negated is CH-NONCHAIN-NEGATE-NOTHING, played at :441)');
  it('[ref docs/c03/无效.rst:441] the opponent’s 宇宙类星龙, its effects negated (summoned by 抗拒苏生: written as the state `(效果无效)`), activates ① (its activation and effect cannot be negated): 异热同心武器-天马双翼剑④, 春化精的女神 春③ and 雷火沸动交界机③ may all apply, nothing is negated (CH-NONCHAIN-NEGATE-NOTHING; the three cards and 宇宙类星龙 curated)', () => {
    const a = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),春化精的女神 春,No.39 希望皇 霍普,异热同心武器-天马双翼剑(装备:No.39 希望皇 霍普),三眼怪 B场:宇宙类星龙(效果无效)} C1 B:宇宙类星龙①→三眼怪');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-NOTHING');
    for (const n of ['异热同心武器-天马双翼剑', '春化精的女神 春', '雷火沸动交界机']) expect(a.links[0]!.reason).toContain(n);
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:448] 灰流丽 negating a monster effect: 深渊鳞甲-乌贼 still applies and is sent to the GY', () => { // input corrected: 乌贼 negates effects activated on the opponent's field — 召唤师 阿莱斯特① is activated from the hand; 元素英雄 天空侠 (●2, a search 灰流丽 answers) on the field
    const input = '{回合:B A场:深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2] C2 A:灰流丽';
    expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(moved(input, 'sent-to-gy')).toContain('深渊鳞甲-乌贼');
  });
  it.todo('[ref docs/c03/无效.rst:449] 魔轰神兽 尤尼科, 女神的圣弓-矢月, 深渊鳞甲-鲸鱼 all apply after 灰流丽 — not expressible: vocabulary: 女神的圣弓-矢月② (once per Battle Phase, a negation that also grants a second attack) is not read as a non-chain negation (CH-NONCHAIN-NEGATE reads 尤尼科 and the 深渊鳞甲 cards); the example’s 深渊鳞甲-鲸鱼 negates Traps in cards.cdb while 古遗物的神智 is a Spell');
  it.todo('[ref docs/c03/无效.rst:450] 连环栗仔球 negating and banishing 古遗物的神智: the type-3 effects still apply — not expressible: vocabulary: 女神的圣弓-矢月② is not read as a non-chain negation, and 连环栗仔球’s banishing is not modelled with it (CH-NONCHAIN-NEGATE reads 尤尼科 and the 深渊鳞甲 cards)');
  it.todo('[ref docs/c03/无效.rst:451] two 魔术师的左手 against 圣珖神龙 星尘·零: the second one destroys — not expressible: vocabulary: 圣珖神龙 星尘·零①’s once-per-turn protection of each card is not applied, so the second 魔术师的左手 cannot be told apart (CH-NONCHAIN-NEGATE applies both)');
  it.todo('[ref docs/c03/无效.rst:452] 魔术师的左手 and 魔轰神兽 尤尼科 at once — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it('[ref docs/c03/无效.rst:453] two 深渊鳞甲-乌贼: both apply to a monster effect and both are sent to the GY', () => { // a monster effect activated on the field (召唤师 阿莱斯特① is activated from the hand, which 乌贼 does not negate)
    const input = '{回合:B A场:深渊鳞甲-乌贼,深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]';
    expect(links(input)).toEqual(['C1:legal:effect-negated']);
    expect(moved(input, 'sent-to-gy').filter((n) => n === '深渊鳞甲-乌贼')).toHaveLength(2);
  });
  it.todo('[ref docs/c03/无效.rst:454] two 女神的圣弓-矢月 both apply — not expressible: vocabulary: 女神的圣弓-矢月② (a negation that grants a second attack) is not read as a non-chain negation; the attack count is not reported');
  it('[ref docs/c03/无效.rst:455] 魔轰神兽 尤尼科 and 吸入暗阴的魔镜 both apply to a DARK monster’s effect with equal hands: negated, and destroyed by 尤尼科', () => {
    const input = '{回合:B A场:魔轰神兽 尤尼科,吸入暗阴的魔镜 A手卡数:2 B手卡数:2 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔②→魔轰神兽 尤尼科';
    expect(links(input)).toEqual(['C1:legal:effect-negated']);
    expect(moved(input, 'destroyed')).toEqual(['黑羽-疾风之盖尔']);
  });
  it('[ref docs/c03/无效.rst:459] 春化精的女神 春③ and 深渊鳞甲-乌贼 both could apply: the squid (must apply) does, it is sent to the GY; 春③ then cannot, the monster is not destroyed (CH-NONCHAIN-NEGATE-OPTIONAL)', () => {
    // 元素英雄 天空侠 stands in for 梦幻崩影·地狱犬 (a monster effect activated on the opponent’s field).
    const a = ask('{回合:B A场:春化精的女神 春,深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(a, 'sent-to-gy')).toContain('深渊鳞甲-乌贼');
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:460] 魔轰神兽 尤尼科 and 白翼之魔术师 (in my Pendulum Zone) both could meet the opponent’s effect targeting my DARK Spellcaster with equal hands: 尤尼科 (must apply) negates and destroys it, 白翼之魔术师 does not apply and is not destroyed (CH-NONCHAIN-NEGATE)', () => { const a = ask('{回合:B 阶段:主要1 A场:魔轰神兽 尤尼科,白翼之魔术师(灵摆左),黑魔术师 A手:三眼怪 B手:精神操作,三眼怪} C1 B:精神操作→黑魔术师'); expect(links(a)).toEqual(['C1:legal:effect-negated']); expect(eventCards(a, 'destroyed')).toEqual(['精神操作']); expect(a.events.some((x) => x.type === 'control-changed')).toBe(false); });
  it('[ref docs/c03/无效.rst:467] 异热同心武器-天马双翼剑④ (equipped) and 雷火沸动交界机③ against the opponent’s monster effect: 天马双翼剑④ (the second kind) applies first, then 交界机③ may still apply — not the other way round (CH-NONCHAIN-NEGATE-OPTIONAL, CH-NONCHAIN-NEGATE-ANYWAY; both cards curated in src/cards/curated/newer/c03-negation-more-newer.ts)', () => {
    // 元素英雄 天空侠 (●2) stands in for the opponent’s monster; 雷火沸动油电双动机 holds the material 交界机③ takes.
    const a = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),No.39 希望皇 霍普,异热同心武器-天马双翼剑(装备:No.39 希望皇 霍普) B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-NONCHAIN-NEGATE-OPTIONAL', 'CH-NONCHAIN-NEGATE-ANYWAY']));
    expect(a.links[0]!.reason).toContain('异热同心武器-天马双翼剑');
  });
  it('[ref docs/c03/无效.rst:468] 春化精的女神 春③ and 雷火沸动交界机③ against the opponent’s monster effect: 春③ applies first (negates and destroys), then 交界机③ may still apply — not the other way round (CH-NONCHAIN-NEGATE-OPTIONAL, CH-NONCHAIN-NEGATE-ANYWAY)', () => {
    const a = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),春化精的女神 春 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-NONCHAIN-NEGATE-OPTIONAL', 'CH-NONCHAIN-NEGATE-ANYWAY']));
    expect(eventCards(a, 'destroyed')).toEqual(['元素英雄 天空侠']);
  });
  it('[ref docs/c03/无效.rst:469] the opponent’s monster effect negated by 灰流丽: 雷火沸动交界机③ may still apply, 春化精的女神 春③ does not (nothing destroyed) (CH-NONCHAIN-NEGATE-ANYWAY, CH-NONCHAIN-NEGATE-OPTIONAL)', () => {
    const a = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),春化精的女神 春 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2] C2 A:灰流丽');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
    expect(a.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:470] 深渊鳞甲-乌贼 or 魔轰神兽 尤尼科 (equal hands) applied to the opponent’s monster effect: 雷火沸动交界机③ may still apply (CH-NONCHAIN-NEGATE, CH-NONCHAIN-NEGATE-ANYWAY)', () => {
    const squid = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]');
    expect(links(squid)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(squid, 'sent-to-gy')).toContain('深渊鳞甲-乌贼');
    expect(squid.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
    const unicorn = ask('{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),魔轰神兽 尤尼科 A手卡数:2 B手卡数:2 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]');
    expect(links(unicorn)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(unicorn, 'destroyed')).toEqual(['元素英雄 天空侠']);
    expect(unicorn.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
  });
  it.todo('[ref docs/c03/无效.rst:478] 电子化天使-那沙帝弥-③ negated in the GY by 冥界的魔王 哈·迪斯: 墓穴洞 may answer and applies fully — not expressible: vocabulary: negations lasting in the GY');
  it('[ref docs/c03/无效.rst:479] under 技能抽取, 灰流丽 may still answer 星尘充能战士①', () => { expect(legal('{回合:A A场:技能抽取,星尘充能战士} C1 A:星尘充能战士① C2 B:灰流丽', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:480] 圣珖神龙 星尘·零② against a monster whose effects were already negated still negates and destroys a card', () => { // 禁忌的圣杯 written as the state (效果无效); the card chosen for the destruction named by a note
    const input = '{回合:B B场:水伶女·灯鱼(效果无效) A场:圣珖神龙 星尘·零} C1 B:水伶女·灯鱼① C2 A:圣珖神龙 星尘·零② [破坏 水伶女·灯鱼]';
    expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(moved(input, 'destroyed')).toEqual(['水伶女·灯鱼']);
  });
  it('[ref docs/c03/无效.rst:481] 裁决之龙① answered by 星光大道 then 禁忌的圣杯: the effect already negated is still negated and destroyed by 星光大道, and 星尘龙 may be summoned after', () => {
    // Re-encoded from the reference line: 星光大道 negates the *effect* (「那个效果无效并破坏」, its text in cards.cdb and the
    // curated card); the test asserted an activation negation, which is not what the example says.
    const input = '{回合:B B场:裁决之龙} C1 B:裁决之龙① C2 A:星光大道 C3 B:禁忌的圣杯→裁决之龙';
    expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(moved(input, 'destroyed')).toContain('裁决之龙');
  });
  it('[ref docs/c03/无效.rst:482] 替罪的黑暗 against a monster whose effects were already negated: its later step (a DARK monster from the Deck to the GY) applies', () => { // only the 替罪的黑暗 part: 卫星闪灵·红色精灵, No.90 银河眼光子卿, 暗视龙 are not encoded
    const input = '{回合:B B场:银河眼光波刃龙(效果无效) A场:替罪的黑暗(盖) A卡组:暗黑界的狩人 布劳} C1 B:银河眼光波刃龙①→替罪的黑暗 C2 A:替罪的黑暗';
    expect(links(input)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(moved(input, 'sent-to-gy')).toContain('暗黑界的狩人 布劳');
  });
  it('[ref docs/c03/无效.rst:488] only the DD 魔导贤者 牛顿 part (失乐之霹雳 is newer than the card database): under my 王宫的通告 the opponent’s 自业自得 is already negated, so 牛顿② (a negation on no chain that may apply) cannot apply — 牛顿 stays; without 王宫的通告 牛顿② negates it and is destroyed (CMP-NONCHAIN-NEGATE-DAMAGE, CH-NONCHAIN-NEGATE-OPTIONAL)', () => { const under = ask('{回合:B 阶段:主要1 A场:DD 魔导贤者 牛顿(灵摆左),王宫的通告,青眼白龙 B场:自业自得(盖)} C1 B:自业自得'); expect(links(under)).toEqual(['C1:legal:effect-negated']); expect(eventCards(under, 'destroyed')).toEqual([]); const alone = ask('{回合:B 阶段:主要1 A场:DD 魔导贤者 牛顿(灵摆左),青眼白龙 B场:自业自得(盖)} C1 B:自业自得'); expect(links(alone)).toEqual(['C1:legal:effect-negated']); expect(eventCards(alone, 'destroyed')).toEqual(['DD 魔导贤者 牛顿']); expect(alone.events.some((e) => e.type === 'damage')).toBe(false); });
  it('[ref docs/c03/无效.rst:489] an opponent’s monster already negated (禁忌的圣杯, written as the state `(效果无效)`) activates its effect: 春化精的女神 春③ cannot apply, it is not destroyed (CH-NONCHAIN-NEGATE-OPTIONAL)', () => {
    const a = ask('{回合:B A场:春化精的女神 春 B场:元素英雄 天空侠(效果无效)} C1 B:元素英雄 天空侠①[●2]');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:490] 召唤师 阿莱斯特 already negated by my 命运英雄 血魔-D activates ②: with equal hand sizes my 魔轰神兽 尤尼科 still negates and destroys it', () => { expect(moved('{回合:B A场:魔轰神兽 尤尼科,命运英雄 血魔-D A手卡数:2 B手卡数:2 B场:召唤师 阿莱斯特} C1 B:召唤师 阿莱斯特②', 'destroyed')).toContain('召唤师 阿莱斯特'); });
  it('[ref docs/c03/无效.rst:496] the opponent’s monster already negated (技能抽取 face-up, or 禁忌的圣杯 / 墓穴的指名者 written as the state `(效果无效)`) activates its effect: 雷火沸动交界机③ may still apply (CH-NONCHAIN-NEGATE-ANYWAY)', () => {
    for (const input of ['{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪) B场:元素英雄 天空侠(效果无效)} C1 B:元素英雄 天空侠①[●2]', '{回合:B A场:雷火沸动交界机,雷火沸动油电双动机(素材:三眼怪+三眼怪),技能抽取 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]']) {
      const a = ask(input);
      expect(links(a)).toEqual(['C1:legal:effect-negated']);
      expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
    }
  });
  it.todo('[ref docs/c03/无效.rst:500] 锁缚龙 锁镰 against 替罪的黑暗: its later step still happens — not expressible: vocabulary: negating the card a link chained to (across links)');
  it.todo('[ref docs/c03/无效.rst:501] 锁缚龙 锁镰 with 代理龙: 破械转生 negated not destroyed, 地中族妖魔 then resolves — not expressible: vocabulary: negating the card a link chained to (across links)');
  it.todo('[ref docs/c03/无效.rst:502] 锁缚龙 锁镰 with 误出荷 — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it('[ref docs/c03/无效.rst:510] 沉默之剑 cannot be negated by 帝王的轰毅 (no draw either)', () => { expect(links('{回合:A} C1 A:沉默之剑 C2 B:帝王的轰毅→沉默之剑')[0]).toBe('C1:legal:resolved'); });
  it.todo('[ref docs/c03/无效.rst:511] 交通机人连接区 protects effects, not activations; 闪刀机-黑寡妇抓锚 cannot negate — not expressible: vocabulary: "cannot be negated" granted to other cards');
  it('[ref docs/c03/无效.rst:512] after my 魔力之泉 resolved this turn (`本回合:`), my 帝王的轰毅 on the opponent’s Field Spell cannot negate it, so it draws nothing; without 魔力之泉 it draws (CH-UNNEGATABLE-EARLIER)', () => {
    const draws = (input: string) => ask(input).events.some((x) => x.type === 'drawn' && x.link === 1);
    expect(draws('{回合:A 阶段:主要1 A场:青眼白龙(上级召唤) B场:神之居城-瓦尔哈拉} C1 A:帝王的轰毅→神之居城-瓦尔哈拉 [cost:解放 青眼白龙]')).toBe(true);
    expect(draws('{回合:A 阶段:主要1 本回合:A:魔力之泉 A场:青眼白龙(上级召唤) B场:神之居城-瓦尔哈拉} C1 A:帝王的轰毅→神之居城-瓦尔哈拉 [cost:解放 青眼白龙]')).toBe(false);
  });
  it.todo('[ref docs/c03/无效.rst:513] 魔力之泉 and 帝王的轰毅 on 影依的原核 / 阿匹卜之化神 — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it.todo('[ref docs/c03/无效.rst:514] 魔力之泉 and 帝王的轰毅 on a Trap monster being activated — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it.todo('[ref docs/c03/无效.rst:515] 技能抽取, 魔力之泉 and 帝王的轰毅 on Trap monsters — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it('[ref docs/c03/无效.rst:516] 沉默之剑②’s activation and effect can be negated by 灰流丽', () => { expect(links('{回合:A A墓:沉默之剑} C1 A:沉默之剑② C2 B:灰流丽')).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:517] 苏生的天空神 (「这个卡名的效果的发动和效果不会被无效化」) answered by 帝王的轰毅: its effect is not negated (it summons), and 帝王的轰毅 still draws', () => { const a = ask('{回合:A A卡组:太阳神之翼神龙 B场:帝王的轰毅(盖),青眼白龙} C1 A:苏生的天空神 C2 B:帝王的轰毅→苏生的天空神 [cost:解放 青眼白龙]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.events.some((e) => e.type === 'special-summoned' && e.link === 1)).toBe(true); expect(a.events.some((e) => e.type === 'drawn' && e.link === 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:518] 宇宙类星龙①: 异热同心武器-天马双翼剑④ may be applied to it, negating nothing — it resolves (CH-NONCHAIN-NEGATE-NOTHING)', () => {
    const a = ask('{回合:B A场:No.39 希望皇 霍普,异热同心武器-天马双翼剑(装备:No.39 希望皇 霍普),三眼怪 B场:宇宙类星龙} C1 B:宇宙类星龙①→三眼怪');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-NOTHING');
    expect(a.links[0]!.reason).toContain('异热同心武器-天马双翼剑');
  });
  it('[ref docs/c03/无效.rst:519] 歼灭之时空螺旋 destroys 花札卫-雨四光- whose effects its own ③ negated, stated (效果无效) (MATCH-EFFECTS-NEGATED); the other half — 光之波动 / 蔷薇刻印 with one of their own effects negated by another of theirs are no negated cards — is not asserted: the notation states only a whole card negated', () => {
    const a = ask('{回合:B A场:No.62 银河眼光子龙皇 B场:花札卫-雨四光-(效果无效),三眼怪} C1 A:歼灭之时空螺旋');
    expect(eventCards(a, 'destroyed')).toEqual(['花札卫-雨四光-']);
  });
  it('[ref docs/c03/无效.rst:520] 沉默之剑 (「这张卡的发动和效果不会被无效化」) under my 白之咆哮 is no negated card: 歼灭之时空螺旋 finds nothing to destroy; another Spell of theirs (愚蠢的埋葬) is one and is destroyed (MATCH-EFFECTS-NEGATED)', () => {
    const a = ask('{回合:B A场:No.62 银河眼光子龙皇 B场:沉默剑士 LV3 本回合:A:白之咆哮} C1 B:沉默之剑→沉默剑士 LV3 C2 A:歼灭之时空螺旋');
    expect(eventCards(a, 'destroyed')).toEqual([]);
    expect(moved('{回合:B A场:No.62 银河眼光子龙皇 本回合:A:白之咆哮} C1 B:愚蠢的埋葬 C2 A:歼灭之时空螺旋', 'destroyed')).toEqual(['愚蠢的埋葬']);
  });
  it('[ref docs/c03/无效.rst:521] 苏生的天空神 (its effect cannot be negated, not the card) under my 陷阱无力化 is a negated card: 歼灭之时空螺旋 chained destroys it (MATCH-EFFECTS-NEGATED)', () => {
    expect(moved('{回合:B A场:No.62 银河眼光子龙皇 本回合:A:陷阱无力化} C1 B:苏生的天空神 C2 A:歼灭之时空螺旋', 'destroyed')).toEqual(['苏生的天空神']);
  });
  it.todo('[ref docs/c03/无效.rst:530] 锁缚龙 锁镰 destroying 地中族的继承 before 地中族的决战 applies: 地中族的继承 still applies — not expressible: vocabulary: conditional "cannot be negated" decided at resolution');
  it('[ref docs/c03/无效.rst:531] 鲜花女男爵② answering 圣心防护罩 -心灵之力-: whether the opponent has 5+ face-up cards is read as 鲜花女男爵② resolves — 5 then, its activation is not negated; a higher link destroying one of them first (or 4 from the start) lets the negation apply (CH-UNNEGATABLE-IF; 圣心防护罩 curated with only the clause the reference quotes)', () => {
    const held = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖) B场:鲜花女男爵,青眼白龙,黑魔术师,三眼怪,神之居城-瓦尔哈拉} C1 A:圣心防护罩 -心灵之力- C2 B:鲜花女男爵②');
    expect(links(held)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(held.links[0]!.rules).toContain('CH-UNNEGATABLE-IF');
    const lost = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖),旋风(盖) B场:鲜花女男爵,青眼白龙,黑魔术师,三眼怪,神之居城-瓦尔哈拉} C1 A:圣心防护罩 -心灵之力- C2 B:鲜花女男爵② C3 A:旋风→神之居城-瓦尔哈拉');
    expect(links(lost)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
    const four = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖) B场:鲜花女男爵,青眼白龙,黑魔术师,三眼怪} C1 A:圣心防护罩 -心灵之力- C2 B:鲜花女男爵②');
    expect(links(four)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c03/无效.rst:532] 锁缚龙 锁镰② / 琰魔龙 红莲魔·渊① against 圣心防护罩 -心灵之力-: the 5 face-up cards are read as they resolve, and again as 圣心防护罩 resolves — negated by 红莲魔·渊 with 4, it still applies once a revived monster makes 5 (CH-UNNEGATABLE-IF; 圣心防护罩 and 锁缚龙 锁镰 curated)', () => {
    const chain = (b: string, more = '') => ask(`{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖),神之居城-瓦尔哈拉 B场:锁缚龙 锁镰,琰魔龙 红莲魔·渊,${b}} C1 B:琰魔龙 红莲魔·渊①→神之居城-瓦尔哈拉 C2 A:圣心防护罩 -心灵之力- C3 B:锁缚龙 锁镰②${more}`);
    expect(links(chain('青眼白龙,黑魔术师,三眼怪'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(links(chain('青眼白龙,黑魔术师'))).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated@3', 'C3:legal:resolved']);
    const kept = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖) B场:琰魔龙 红莲魔·渊,青眼白龙,黑魔术师,三眼怪,神之居城-瓦尔哈拉} C1 A:圣心防护罩 -心灵之力- C2 B:琰魔龙 红莲魔·渊①→圣心防护罩 -心灵之力-');
    expect(links(kept)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(kept.links[1]!.rules).toContain('CH-CANNOT-BE-NEGATED');
    const again = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖) B场:琰魔龙 红莲魔·渊,青眼白龙,黑魔术师,活死人的呼声(盖) B墓:三眼怪} C1 A:圣心防护罩 -心灵之力- C2 B:活死人的呼声→三眼怪 C3 B:琰魔龙 红莲魔·渊①→圣心防护罩 -心灵之力-');
    expect(links(again)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    const gone = ask('{回合:B 阶段:主要1 A场:圣心防护罩 -心灵之力-(盖) B场:琰魔龙 红莲魔·渊,青眼白龙,黑魔术师} C1 A:圣心防护罩 -心灵之力- C2 B:琰魔龙 红莲魔·渊①→圣心防护罩 -心灵之力-');
    expect(links(gone)[0]).toMatch(/^C1:legal:effect-negated/);
  });
  it.todo('[ref docs/c03/无效.rst:533] 看透心灵之眼② declaring 圣心防护罩: checked at its resolution — not expressible: notation: a card name declared by an earlier activation, negating that name’s activated effects for the rest of the turn, cannot be stated (`(宣言:X)` takes a race or Attribute); 看透心灵之眼 (newer than the database) has an established text, ②「宣言1个同一连锁上没有把效果发动的卡名…原本卡名和宣言的卡相同的卡发动的效果无效化」, and 圣心防护罩 -心灵之力- is curated (CH-UNNEGATABLE-IF)');
  it.todo('[ref docs/c03/无效.rst:534] 圣心防护罩 losing its 5 face-up cards at resolution through 完美世界 卡通世界: negated — not expressible: notation: a card name declared by 看透心灵之眼② earlier cannot be stated (`(宣言:X)` takes a race or Attribute), and vocabulary: 完美世界 卡通世界③ banishing a Toon until the resolution ends is applied on no chain link in the middle of one (圣心防护罩 -心灵之力- is curated, CH-UNNEGATABLE-IF)');
  it.todo('[ref docs/c03/无效.rst:535] 码丽丝<王后>红心加密① with a monster in its linked zone: not negated even under 看透心灵之眼 or 无限泡影 — not expressible: card: 码丽丝<王后>红心加密 is newer than the card database and its text could not be established (no public script header found); its 「这张卡所连接区有怪兽存在的场合，这个发动和这个效果不会被无效化」 would be read as CH-UNNEGATABLE-IF, but the compiler does not read that state yet, and 看透心灵之眼’s declared name cannot be stated');
  it.todo('[ref docs/c03/无效.rst:539] No.44 白天马 protected by 暗黑栗子球: the opponent may still pay to stop its destruction — not expressible: vocabulary: "the opponent may pay to negate" effects');
  it.todo('[ref docs/c03/无效.rst:540] 暗黑的谋略 under 华丽金星: discarding stops the rest without negating — not expressible: vocabulary: "the opponent may pay to negate" effects');
  it('[ref docs/c03/无效.rst:553] 暗之取引 rewriting the opponent’s Normal Spell into a random discard: 暗黑界的魔神 雷恩, discarded by that Spell’s effect, may use its ① (CH-REWRITE)', () => { const a = ask('{回合:B A手:暗黑界的魔神 雷恩 A场:暗之取引(盖)} C1 B:强欲之壶 C2 A:暗之取引'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(eventCards(a, 'discarded', 1)).toEqual(['暗黑界的魔神 雷恩']); expect(a.window.triggers.map((x) => x.card.name)).toContain('暗黑界的魔神 雷恩'); });
  it('[ref docs/c03/无效.rst:554] 创狱神 涅瓦② cannot rewrite a 「神艺」 monster’s effect into "destroy all the opponent’s cards" when the opponent has none; with a card there it can (CH-REWRITE-NOTHING-TO-APPLY; 狱神影兽-涅瓦红化兽 is the 「神艺」 monster by rule)', () => { expect(legal('{回合:A 阶段:主要1 A场:创狱神 涅瓦,狱神影兽-涅瓦红化兽 B场:} C1 A:狱神影兽-涅瓦红化兽① C2 A:创狱神 涅瓦②', 2)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:创狱神 涅瓦,狱神影兽-涅瓦红化兽 B场:三眼怪} C1 A:狱神影兽-涅瓦红化兽① C2 A:创狱神 涅瓦②', 2)).toBe(true); });
  it('[ref docs/c03/无效.rst:555] 灰篮战斗 (●1) rewriting the opponent’s 精神操作 into "destroy the targeted monster": 灰篮短吻鳄 is destroyed by a Spell’s effect and may use its ① (CH-REWRITE)', () => { const input = '{回合:B A场:灰篮短吻鳄,灰篮战斗(盖) B场:三眼怪} C1 B:精神操作→灰篮短吻鳄 C2 A:灰篮战斗[●1]'; expect(moved(input, 'destroyed')).toContain('灰篮短吻鳄'); expect(offered(input)).toContain('灰篮短吻鳄'); });
  it('[ref docs/c03/无效.rst:556] 灰流丽 cannot answer 王战的支配① (a rewrite into a draw: it contains no search of its own) (CH-REWRITE)', () => { expect(legal('{回合:B A场:王战的支配(盖) B场:虚无空间(盖)} C1 B:虚无空间 C2 A:王战的支配 C3 B:灰流丽', 3)).toBe(false); });
  it('[ref docs/c03/无效.rst:557] with 神殿守卫者 on the opponent’s field, No.75 惑乱之风言暗影① cannot be activated in the Main Phase (it cannot rewrite into a draw for both; the situation states the phase: the lock holds outside the Draw Phase) (CH-FORBIDDEN-REWRITE)', () => { expect(legal('{回合:B 阶段:主要1 A场:No.75 惑乱之风言暗影 B场:神殿守卫者,三眼怪} C1 B:三眼怪 C2 A:No.75 惑乱之风言暗影①', 2)).toBe(false); });
  it('[ref docs/c03/无效.rst:558] 魔界剧场「奇幻剧场」② rewrites the opponent’s monster effect even with no Set Spell/Trap on my field: nothing is destroyed — its own target is not (CMP-REWRITE-STANDING-WHILE, CH-REWRITE-STANDING)', () => { const a = ask('{回合:B A场:《魔界剧场「奇幻剧场」》,魔界剧团-莽撞新人(灵摆召唤) B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者③→A:《魔界剧场「奇幻剧场」》'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(eventCards(a, 'destroyed')).toEqual([]); });
  it('[ref docs/c03/无效.rst:559] 暗黑界的洗脑① may answer XX-剑士 加特姆士① though the rewritten effect (a random discard) is the same', () => { expect(links('{回合:B A场:暗黑界的洗脑,暗黑界的狩人 布劳 A手:三眼怪,三眼怪,三眼怪 B场:XX-剑士 加特姆士,XX-剑士 波加特骑士} C1 B:XX-剑士 加特姆士① [cost:解放 XX-剑士 波加特骑士] C2 A:暗黑界的洗脑①→暗黑界的狩人 布劳')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); });
  it('[ref docs/c03/无效.rst:564] 强欲而谦虚之壶 whose effect 妖精传姬-塔利娅② rewrote: its pledge is no effect and still binds — its player cannot Special Summon for the rest of the turn (the rewritten activation written as an earlier one, `(改写)`; CH-PLEDGE-EARLIER; a negated activation would not bind)', () => { expect(moved('{回合:B 阶段:主要1 本回合:B:强欲而谦虚之壶(改写) B场: B手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风', 'special-summoned')).toEqual([]); expect(moved('{回合:B 阶段:主要1 本回合:B:强欲而谦虚之壶(发动无效) B场: B手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风', 'special-summoned')).toEqual(['黑羽-胧影之业风']); });
  it('[ref docs/c03/无效.rst:565] 被埋葬的牲祭 rewritten by 妖精传姬-塔利娅②: its "no Special Summon until the end of the turn" is part of its effect and is not left, so its player may still Special Summon; not rewritten it is left and binds (CH-REWRITE-TURN-PART, CH-TURN-PART-EARLIER)', () => {
    const a = ask('{回合:B A场:妖精传姬-塔利娅,三眼怪,青眼白龙 B场:三眼怪} C1 B:被埋葬的牲祭 C2 A:妖精传姬-塔利娅② [cost:解放 三眼怪]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-REWRITE-TURN-PART');
    expect(a.lasting).toBeUndefined();
    expect(ask('{回合:B A场:三眼怪 B场:三眼怪} C1 B:被埋葬的牲祭').lasting?.map((x) => x.card.name)).toEqual(['被埋葬的牲祭']);
    // Later that turn, written as earlier activations.
    expect(moved('{回合:B 阶段:主要1 本回合:B:被埋葬的牲祭(改写) B场: B手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风', 'special-summoned')).toEqual(['黑羽-胧影之业风']);
    expect(moved('{回合:B 阶段:主要1 本回合:B:被埋葬的牲祭 B场: B手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风', 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c03/无效.rst:570] 精神操作 rewritten by 古遗物-恒常剑 (●1) no longer targets 无败将军 弗里德: 弗里德 does not negate it (CH-REWRITE)', () => { const a = ask('{回合:B A场:无败将军 弗里德,古遗物-恒常剑,魔法筒(盖) B场:旋风(盖)} C1 B:精神操作→无败将军 弗里德 C2 A:古遗物-恒常剑[●1]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.events.some((x) => x.type === 'control-changed')).toBe(false); });
  it('[ref docs/c03/无效.rst:571] 暗黑武装龙① on 闭锁世界的冥神 rewritten by 星遗物的交心 into "return a face-up monster", still choosing it: it no longer targets it, so the 冥神 is unaffected and stays (CH-REWRITE, CH-PROTECT-NOT-TARGETING); not rewritten, it is destroyed', () => {
    const a = ask('{回合:B A场:闭锁世界的冥神,机怪虫·轴突虫,星遗物的交心(盖) B场:暗黑武装龙 B墓:三眼怪} C1 B:暗黑武装龙①→闭锁世界的冥神 [cost:除外 三眼怪] C2 A:星遗物的交心①');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    for (const t of ['destroyed', 'returned-to-hand', 'returned-to-deck']) expect(eventCards(a, t)).not.toContain('闭锁世界的冥神');
    expect(moved('{回合:B A场:闭锁世界的冥神 B场:暗黑武装龙 B墓:三眼怪} C1 B:暗黑武装龙①→闭锁世界的冥神 [cost:除外 三眼怪]', 'destroyed')).toContain('闭锁世界的冥神');
  });
  it('[ref docs/c03/无效.rst:572] 凤翼的爆风 rewritten by 古遗物-恒常剑, destroying a Trap monster: 黑洞龙① may be activated (CH-REWRITE: the rewritten effect targets nothing; WIN-NOT-TARGETED)', () => {
    const a = ask('{回合:B A场:阿匹卜之化神(当作怪兽) A墓:黑洞龙 B场:古遗物-恒常剑 B手:三眼怪} C1 B:凤翼的爆风→阿匹卜之化神 [cost:丢弃 三眼怪] C2 B:古遗物-恒常剑[●1]');
    expect(eventCards(a, 'destroyed')).toEqual(['阿匹卜之化神']);
    expect(a.window.triggers.map((t) => t.card.name)).toContain('黑洞龙');
  });
  it('[ref docs/c03/无效.rst:573] 强制脱出装置 rewritten by 灰篮战斗 destroys its target: 黑洞龙① cannot be activated (the rewritten effect still targets it; WIN-NOT-TARGETED) — destroyed by 黑洞 it could', () => {
    const a = ask('{回合:B A场:灰篮短吻鳄,灰篮战斗(盖) A墓:黑洞龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→灰篮短吻鳄 C2 A:灰篮战斗[●1]');
    expect(eventCards(a, 'destroyed')).toEqual(['灰篮短吻鳄']);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('黑洞龙');
    expect(offered('{回合:B A场:灰篮短吻鳄 A墓:黑洞龙 B场:三眼怪} C1 B:黑洞')).toContain('黑洞龙');
  });
  it('[ref docs/c03/无效.rst:577] 光之护封剑 rewritten by 暗之取引: the discard is made instead of its flip, and it stays on the field (CH-REWRITE, CH-ST-STAYS-BY-TEXT)', () => { const a = ask('{回合:A A场:光之护封剑(盖) B场:暗之取引(盖),三眼怪(盖) B手:黑魔术师} C1 A:光之护封剑 C2 B:暗之取引'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(eventCards(a, 'discarded', 1)).toEqual(['黑魔术师']); expect(a.events.some((x) => x.type === 'flipped')).toBe(false); expect(eventCards(a, 'sent-to-gy')).not.toContain('光之护封剑'); });
  it('[ref docs/c03/无效.rst:578] 虚无空间 rewritten by 王战的支配: each player draws 1, then it goes to the GY by rule after the chain like a Normal Trap, not by an effect (CH-REWRITE, CH-REWRITE-LASTING)', () => {
    const a = ask('{回合:B A场:王战的支配(盖) B场:虚无空间(盖)} C1 B:虚无空间 C2 A:王战的支配');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.player).sort()).toEqual(['A', 'B']);
    const sent = a.events.find((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '虚无空间'));
    expect(sent?.cause).toBe('rule');
  });
  it.todo('[ref docs/c03/无效.rst:584] 终刻决坏 rewritten by 暗黑界的龙神王 格拉法 — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it.todo('[ref docs/c03/无效.rst:585] 幻影雾剑 rewritten by 灰篮战斗 — ruling pending — not expressible: other: the reference gives no ruling yet (under review)');
  it('[ref docs/c03/无效.rst:589] 真龙剑皇 卓辉星·拼图② (unaffected by some card kinds) may still be rewritten by 暗黑界的洗脑: its target is not destroyed (CH-REWRITE; situation fixed: its ② needs it Tribute Summoned — here tributing a monster and a Continuous Trap, as the example says — so without (上级召唤) nothing could be activated at all)', () => { const input = '{回合:B A场:暗黑界的洗脑,暗黑界的狩人 布劳 A手:三眼怪,三眼怪,三眼怪 B场:真龙剑皇 卓辉星·拼图(上级召唤,素材:三眼怪+王宫的通告),旋风 B墓:活死人的呼声} C1 B:真龙剑皇 卓辉星·拼图②→旋风 C2 A:暗黑界的洗脑①→暗黑界的狩人 布劳'; expect(legal(input, 2)).toBe(true); expect(moved(input, 'destroyed')).not.toContain('旋风'); });
  it('[ref docs/c03/无效.rst:593] 魔术师的右手 with 魔轰神 狄阿尼拉 (and a Spellcaster on my field): the opponent’s first Normal Spell is rewritten and negated — nothing is discarded or drawn, the Spell is destroyed (CH-NONCHAIN-NEGATE over CH-REWRITE-STANDING; the second Spell of the turn is not asserted)', () => { const a = ask('{回合:B A场:魔术师的右手,黑魔术师,魔轰神 狄阿尼拉 A手:三眼怪} C1 B:强欲之壶'); expect(links(a)).toEqual(['C1:legal:effect-negated']); expect(eventCards(a, 'discarded')).toEqual([]); expect(a.events.some((x) => x.type === 'drawn')).toBe(false); expect(eventCards(a, 'destroyed')).toEqual(['强欲之壶']); });
  it('[ref docs/c03/无效.rst:597] 神之进化 rewritten by 暗之取引 under 王宫的敕命: 「this card’s activation and effect cannot be negated」 still holds, so the random discard applies; a Normal Spell without it (强欲之壶) is negated by 王宫的敕命 (CH-REWRITE)', () => {
    const a = ask('{回合:A A场:三眼怪 B手:黑魔术师 B场:王宫的敕命,暗之取引(盖)} C1 A:神之进化→三眼怪 C2 B:暗之取引');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'discarded', 1)).toEqual(['黑魔术师']);
    expect(links('{回合:A A场:三眼怪 B手:黑魔术师 B场:王宫的敕命,暗之取引(盖)} C1 A:强欲之壶 C2 B:暗之取引')[0]).toMatch(/^C1:legal:effect-negated/);
  });
  it('[ref docs/c03/无效.rst:598] 喧闹的邪恶灵 under 魔轰神 狄阿尼拉 answered by No.38: not negated (its 「不会被无效化」 holds), but rewritten — I discard instead of it returning my card, and it is not attached (CH-REWRITE-STANDING)', () => { const a = ask('{回合:B A场:魔轰神 狄阿尼拉,No.38 希望魁龙 银河巨神,旋风(盖) A手:三眼怪} C1 B:喧闹的邪恶灵→旋风 C2 A:No.38 希望魁龙 银河巨神①'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(eventCards(a, 'discarded', 1)).toEqual(['三眼怪']); expect(eventCards(a, 'returned-to-hand')).toEqual([]); expect(eventCards(a, 'sent-to-gy')).toContain('喧闹的邪恶灵'); });
  it('[ref docs/c03/无效.rst:599] 宇宙类星龙① rewritten by 于贝尔幻影②: its 「这个效果的发动和效果不会被无效化」 no longer applies, and with equal hands 魔轰神兽 尤尼科 negates and destroys it (CH-REWRITE-UNNEGATABLE-LOST)', () => { const a = ask('{回合:A 阶段:主要1 A场:宇宙类星龙 A手卡数:2 B手卡数:2 B场:于贝尔幻影,魔轰神兽 尤尼科,三眼怪} C1 A:宇宙类星龙①→三眼怪 C2 B:于贝尔幻影②'); expect(links(a)).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']); expect(eventCards(a, 'destroyed')).toContain('宇宙类星龙'); });
  it('[ref docs/c03/无效.rst:605] 永火恶魔② rewritten by No.75 惑乱之风言暗影 applies though 强欲之瓶 made the hand 1: its 「only with 0 cards in hand」 no longer applies, both players draw (CH-REWRITE)', () => { const a = ask('{回合:A A场:永火恶魔,强欲之瓶(盖) A手卡数:0 B场:No.75 惑乱之风言暗影} C1 A:永火恶魔② C2 B:No.75 惑乱之风言暗影① C3 A:强欲之瓶'); expect(links(a)[0]).toBe('C1:legal:resolved'); expect(a.events.filter((x) => x.type === 'drawn' && x.link === 1).map((x) => x.player).sort()).toEqual(['A', 'B']); });
  it('[ref docs/c03/无效.rst:609] 星尘龙① rewritten by No.75 惑乱之风言暗影: its ① did not apply, so its ② cannot be activated in that End Phase (the rewritten activation written as an earlier one, `(改写)`); after a ① that applied it can (CH-OWN-EFFECT-APPLIED)', () => { expect(legal('{回合:A 阶段:结束阶段 本回合:B:星尘龙#1(改写) B墓:星尘龙} C1 B:星尘龙②', 1)).toBe(false); expect(legal('{回合:A 阶段:结束阶段 本回合:B:星尘龙#1 B墓:星尘龙} C1 B:星尘龙②', 1)).toBe(true); });
  it.todo('[ref docs/c03/无效.rst:610] 弹鼓龙① rewritten by No.75: its effect does not apply — not expressible: vocabulary: effect rewriting (效果改写) is not a fact the engine plays');
  it.todo('[ref docs/c03/无效.rst:611] 于贝尔③ rewritten by 献祭魔界莲: destroyed not by itself, its ④ may be activated — not expressible: card: 献祭魔界莲 and 于贝尔精灵 are newer than the card database and their texts could not be established (于贝尔’s ③④ numbering is also today’s text, not the 2019 one)');
  it.todo('[ref docs/c03/无效.rst:612] No.18 纹章祖 素徽① rewritten by 星遗物的交心: its ② does not apply to the returned monster — not expressible: vocabulary: effect rewriting (效果改写) is not a fact the engine plays');
  it.todo('[ref docs/c03/无效.rst:616] BM-4炸弹蜘蛛① rewritten by 献祭魔界莲: 钢铁袭击者② may be activated — not expressible: card: 献祭魔界莲 and 于贝尔精灵 are newer than the card database and their texts could not be established; 钢铁袭击者②’s condition is read now (WIN-DESTROYED-BY, :617–618)');
  it('[ref docs/c03/无效.rst:617] BM-4炸弹蜘蛛① rewritten by 试号闪刀姬-天津① into destroying a 「闪刀姬」 Link Monster, 天津 itself chosen: still BM-4炸弹蜘蛛’s own effect, so 钢铁袭击者② may be activated (WIN-DESTROYED-BY, CH-REWRITE; 试号闪刀姬-天津 curated in src/cards/curated/newer/c02-c03-unnegatable-newer.ts)', () => {
    const a = ask('{回合:B A场:试号闪刀姬-天津 B场:钢铁袭击者,BM-4炸弹蜘蛛,神之居城-瓦尔哈拉} C1 B:BM-4炸弹蜘蛛①→BM-4炸弹蜘蛛,试号闪刀姬-天津 C2 A:试号闪刀姬-天津①');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['试号闪刀姬-天津']);
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('钢铁袭击者#2');
  });
  it('[ref docs/c03/无效.rst:618] 机皇帝 神智∞② (its equip effect: ③ in the database’s older text, whose ② is the summon from the hand, CMP-HAND-SELF-SUMMON) aimed at 灰篮龙, rewritten by 灰篮战斗 into destroying its target: 灰篮龙 destroyed by 神智∞’s own effect, so 钢铁袭击者② may be activated (WIN-DESTROYED-BY, CH-REWRITE)', () => {
    const a = ask('{回合:A A场:机皇帝 神智∞,钢铁袭击者 B场:灰篮龙,灰篮战斗(盖)} C1 A:机皇帝 神智∞③→灰篮龙 C2 B:灰篮战斗');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['灰篮龙']);
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('钢铁袭击者#2');
  });
  it('[ref docs/c03/无效.rst:623] 烈风帝 莱扎① (a card of the field and one of a GY as targets) rewritten by 古遗物-恒常剑 ●1: only the rewritten destruction applies — neither its return to the Deck nor the effect a WIND tribute adds (whose tribute is not stated: the added ● is no step the engine plays either way) (CH-TARGET-GROUPS, CH-REWRITE)', () => {
    const a = ask('{回合:A A场:烈风帝 莱扎,三眼怪 B场:古遗物-恒常剑,旋风(盖) B墓:死者苏生} C1 A:烈风帝 莱扎①→三眼怪,死者苏生 C2 B:古遗物-恒常剑[●1]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['旋风']);
    for (const t of ['returned-to-deck', 'returned-to-hand']) expect(eventCards(a, t)).toEqual([]);
    // Not rewritten, both targets go back to the Deck.
    expect(moved('{回合:A A场:烈风帝 莱扎,三眼怪 B墓:死者苏生} C1 A:烈风帝 莱扎①→三眼怪,死者苏生', 'returned-to-deck')).toEqual(['三眼怪', '死者苏生']);
  });
  it('[ref docs/c03/无效.rst:624] a Set 「拉比林斯迷宫欢迎」 Normal Trap activated under 白银之迷宫城, its effect negated by 灰流丽: 白银之迷宫城 adds nothing, no card is destroyed (CH-ADDED-EFFECT; played with 拉比林斯迷宫欢迎欢迎大欢迎 — the text of 拉比林斯迷宫欢迎 itself could not be established; 白银之迷宫城 curated)', () => {
    const a = ask('{回合:A A场:白银之迷宫城,拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉} C1 A:拉比林斯迷宫欢迎欢迎大欢迎 C2 B:灰流丽');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
  });
  it('[ref docs/c03/无效.rst:625] a Set 「拉比林斯迷宫欢迎」 Normal Trap under 白银之迷宫城, rewritten by 古遗物-恒常剑① into destroying a Spell/Trap of the opponent: after the rewritten effect, the added 「选场上1张卡破坏」 still applies (CH-ADDED-EFFECT, CH-REWRITE; played with 拉比林斯迷宫欢迎欢迎大欢迎 — the text of 拉比林斯迷宫欢迎 itself could not be established; 白银之迷宫城 curated)', () => {
    const a = ask('{回合:A A场:白银之迷宫城,拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉,古遗物-恒常剑(素材:三眼怪+三眼怪)} C1 A:拉比林斯迷宫欢迎欢迎大欢迎 C2 B:古遗物-恒常剑①');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-REWRITE', 'CH-ADDED-EFFECT']));
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).length).toBe(2);
    expect(eventCards(a, 'destroyed', 1)).toContain('神之居城-瓦尔哈拉');
  });
  it('[ref docs/c03/无效.rst:629] 升阶魔法-七皇之剑 rewritten by 古遗物-恒常剑 (●1): its effect never applied, so another 升阶魔法-七皇之剑 may still be activated — had it applied, not (the rewritten one written as an earlier activation of the turn, `(改写)`, standing for earlier in the Duel; the reveal at the start of Main Phase 1 is not judged) (CH-ONCE-APPLIED)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:升阶魔法-七皇之剑(改写) A手:升阶魔法-七皇之剑} C1 A:升阶魔法-七皇之剑', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:升阶魔法-七皇之剑 A手:升阶魔法-七皇之剑} C1 A:升阶魔法-七皇之剑', 1)).toBe(false); });
  it('[ref docs/c03/无效.rst:634] 古遗物-恒常剑 may rewrite the opponent’s Normal Spell under my 魔轰神 狄阿尼拉, but 狄阿尼拉’s rewrite is the one applied: I discard, no Spell/Trap is destroyed — not even my Set one, which 恒常剑’s own rewrite would destroy and which it needs to be activated at all (CH-REWRITE-STANDING, CH-REWRITE-NOTHING-TO-APPLY)', () => { const a = ask('{回合:B A场:魔轰神 狄阿尼拉,古遗物-恒常剑,魔法筒(盖) A手:三眼怪 B场:旋风(盖)} C1 B:强欲之壶 C2 A:古遗物-恒常剑[●1]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(eventCards(a, 'discarded', 1)).toEqual(['三眼怪']); expect(eventCards(a, 'destroyed')).toEqual([]); expect(a.events.some((x) => x.type === 'drawn')).toBe(false); });
  it('[ref docs/c03/无效.rst:635] 于贝尔幻影② may answer the opponent’s monster effect under my 魔界剧场「奇幻剧场」②, but the theatre’s rewrite is the one applied: my Set card is destroyed, no 于贝尔 monster (CH-REWRITE-STANDING)', () => { const a = ask('{回合:B A场:《魔界剧场「奇幻剧场」》,魔界剧团-莽撞新人(灵摆召唤),于贝尔幻影,旋风(盖) A手:于贝尔 B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者③→A:《魔界剧场「奇幻剧场」》 C2 A:于贝尔幻影②'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(eventCards(a, 'destroyed')).toEqual(['旋风']); });
});
