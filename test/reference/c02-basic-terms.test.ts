// Rules reference, docs/c02: basic terms (基本用语) — reading card text, once-per-turn, costs, summoning
// procedures, optional and mandatory effects, targets, card names, spell speed, timing, positions,
// summons, control, counters, materials, tokens, trap monsters, the normal draw, special wins and
// gained effects. The chapter is a glossary: every worked example is listed; those the notation can
// state are judged end to end, the rest say which notation form or vocabulary fact is missing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, legal, links, missed, moved, offered, referenceJudge, triggerNames, endPhase } from './judge.js';

const CHAPTER = 'docs/c02/基本用语.rst';

/** The message of a summon the binder refuses (SIT-SUMMON-MATERIALS): the input must not be judged. */
function refused(input: string): string {
  const a = referenceJudge().chain(input, { lang: 'zh-CN' });
  if (a.ok) throw new Error(`${input}: judged, not refused`);
  expect(a.error.kind).toBe('invalid');
  return a.error.message;
}

function effectsOf(name: string) {
  const a = referenceJudge().card(name, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${name}: ${a.error.kind}`);
  if (a.matchedBy === 'fuzzy') throw new Error(`${name}: matched approximately as ${a.card.name}`);
  return a.effects;
}

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  // Reading card text; once per turn; costs.
  it('[ref docs/c02/基本用语.rst:19] 夜摄 only stops its target from answering directly: another effect (增殖的G) may be chained first, then the target', () => {
    const a = ask('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风 C2 B:增殖的G C3 B:旋风');
    expect(legal(a, 2)).toBe(true);
    expect(legal(a, 3)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:80] 宇宙耀变龙 negated by 神之通告: its cost (banished until the End Phase) stays paid and it is not destroyed (CMP-COST-GLUED)', () => {
    // (Input corrected, review s42 (1), CH-SUMMON-NONE-TO-ANSWER: in A's own Main Phase with nothing written, 宇宙耀变龙 had nothing to answer —
    // no activation, no summon of the opponent, no attack — and is refused; the ruling's activation is put at B's attack declaration (●3).)
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:宇宙耀变龙,三眼怪 B场:青眼白龙,神之通告(盖)} C1 A:宇宙耀变龙 C2 B:神之通告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.events.some((e) => e.type === 'banished' && e.cause === 'cost' && e.cards.some((c) => c.name === '宇宙耀变龙'))).toBe(true);
    expect(eventCards(a, 'destroyed')).not.toContain('宇宙耀变龙');
  });
  it('[ref docs/c02/基本用语.rst:96] 暗黑界的龙神 格拉法 discarded as a cost (闪电旋涡) is not discarded by a card effect: it cannot activate', () => {
    const a = ask('{回合:A 阶段:主要1 A手:暗黑界的龙神 格拉法} 丢弃 暗黑界的龙神 格拉法 (cost)');
    expect(triggerNames(a)).not.toContain('暗黑界的龙神 格拉法');
  });
  it('[ref docs/c02/基本用语.rst:100] 增殖的G, which sends itself as its cost, is activated in the hand', () => {
    expect(effectsOf('增殖的G')[0]!.activatedFrom).toBe('hand');
  });
  it('[ref docs/c02/基本用语.rst:104] with exactly 2000 LP a player may pay 2000 for 神之警告 (and loses at once: nothing of the chain resolves, CH-LP-ZERO)', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:黑魔术师 B基本分:2000} C1 A:死者苏生 → 黑魔术师 C2 B:神之警告');
    expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:legal:no-effect']);
    expect(a.links[1]!.rules).toContain('CH-LP-ZERO');
    expect(a.events.some((e) => e.type === 'lp-paid' && e.player === 'B')).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:119] a face-down 魔知青蛙 cannot be sent as 饼蛙 ②\'s cost (nothing else qualifies): 饼蛙 cannot be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场只有:魔知青蛙(盖) B手:} C1 A:黑洞 C2 B:饼蛙');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:120] a face-down Winged Beast may be tributed for 神鸟攻击', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(盖) B场:青眼白龙,黑魔术师} C1 A:神鸟攻击 → 青眼白龙,黑魔术师');
    expect(legal(a, 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:122] a face-down 羽翼栗子球 may be sent as the cost of 进化之翼', () => {
    const a = ask('{回合:A 阶段:主要1 A场:羽翼栗子球(盖)} C1 A:进化之翼');
    expect(legal(a, 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:130] under 大宇宙 nothing can be sent to the GY as a cost: 增殖的G in the hand cannot be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:大宇宙} C1 B:增殖的G');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:159] with 暗黑界的龙神 格拉法\'s unclassified summoning effect negated by 王家长眠之谷, not even the return to the hand can be done', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:暗黑界的龙神 格拉法 B场:王家长眠之谷} 特殊召唤 暗黑界的龙神 格拉法');
    expect(a.warnings.join()).toContain('王家长眠之谷');
  });
  it('[ref docs/c02/基本用语.rst:188] a 可变机兽 炮手龙 Set without tributes may be tributed for 魔之卡组破坏病毒', () => {
    const a = ask('{回合:A 阶段:主要1 A场:可变机兽 炮手龙(盖)} C1 A:魔之卡组破坏病毒');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cause === 'cost' && e.cards.some((c) => c.name === '可变机兽 炮手龙'))).toBe(true);
  });

  // Optional and mandatory effects.
  it('[ref docs/c02/基本用语.rst:212] under 虚无空间 ① no 死者苏生 (an optional effect cannot be activated when it cannot apply)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:虚无空间 A墓:黑魔术师} C1 A:死者苏生 → 黑魔术师');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:213] with no monster on the field 黑洞 cannot be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场: B场:} C1 A:黑洞');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:225] 月华龙 黑蔷薇 ① is mandatory: it is activated (with no target) even when the opponent has no monster', () => {
    const a = ask('{回合:A 阶段:主要1 B场:} 特殊召唤 月华龙 黑蔷薇');
    expect(a.window.triggers.map((x) => `${x.card.name}${x.mandatory ? ' M' : ''}`)).toContain('月华龙 黑蔷薇 M');
  });
  it('[ref docs/c02/基本用语.rst:230] under 威光魔人 ① effects cannot be activated: 蒲公英狮 sent to the GY does not activate', () => {
    const a = ask('{回合:A 阶段:主要1 A场:蒲公英狮 B场:威光魔人} 送墓 蒲公英狮 (效果)');
    expect(triggerNames(a)).not.toContain('蒲公英狮');
  });
  it('[ref docs/c02/基本用语.rst:231] under 虚无空间 蒲公英狮 (mandatory) still activates, in one chain with 虚无空间 ②', () => {
    const a = ask('{回合:A 阶段:主要1 A场:蒲公英狮,虚无空间} 送墓 蒲公英狮 (效果)');
    expect(a.window.triggers.map((x) => `${x.card.name}${x.mandatory ? ' M' : ''}`).sort()).toEqual(['虚无空间 M', '蒲公英狮 M'].sort());
  });

  // Targets.
  it('[ref docs/c02/基本用语.rst:255] 古遗物-巨怒剑 "chooses" a card: it does not target', () => {
    expect(effectsOf('古遗物-巨怒剑').every((e) => e.targets === false)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:259] 死者苏生\'s target banished by a chained D.D.乌鸦: nothing is summoned', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙 C2 B:D.D.乌鸦 → 青眼白龙');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:271] 幻影骑士团 断碎剑 ① with one of its two targets gone still destroys the other', () => {
    const a = ask('{回合:A 阶段:主要1 A场:幻影骑士团 断碎剑,黑魔术师 B场:青眼白龙} C1 A:幻影骑士团 断碎剑① → A:黑魔术师,B:青眼白龙 C2 B:强制脱出装置 → 青眼白龙');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['黑魔术师']);
  });
  it('[ref docs/c02/基本用语.rst:273] 贪欲之壶 with one of its 5 targets gone returns none and draws nothing (its text counts 5; CH-TARGET-FIXED-COUNT, read from 「那5只」)', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:黑魔术师,青眼白龙,三眼怪,黑森林的魔女,死灵骑士} C1 A:贪欲之壶 → 黑魔术师,青眼白龙,三眼怪,黑森林的魔女,死灵骑士 C2 B:D.D.乌鸦 → 黑魔术师');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'drawn')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:278] a monster already targeted by 强制脱出装置 still returns after 禁忌的圣衣 makes it untargetable', () => {
    const a = ask('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:强制脱出装置 → 黑魔术师 C2 B:禁忌的圣衣 → 黑魔术师');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'returned-to-hand', 1)).toEqual(['黑魔术师']);
  });
  it('[ref docs/c02/基本用语.rst:290] 禁忌的圣枪 on 削魂的死灵 has its effect negated by No.38 希望魁龙 银河巨神: the target stays, 削魂的死灵 destroys itself once 禁忌的圣枪 has resolved — a continuous effect, no trigger', () => {
    const a = ask('{回合:A 阶段:主要1 B场:削魂的死灵 A场:No.38 希望魁龙 银河巨神} C1 B:禁忌的圣枪 → 削魂的死灵 C2 A:No.38 希望魁龙 银河巨神①');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-TARGETED-CONTINUOUS');
    expect(eventCards(a, 'destroyed')).toEqual(['削魂的死灵']);
    expect(triggerNames(a)).not.toContain('削魂的死灵');
  });
  it('[ref docs/c02/基本用语.rst:291] 禁忌的圣枪\'s activation negated by 饼蛙: nothing was targeted, 削魂的死灵 is not destroyed', () => {
    const a = ask('{回合:A 阶段:主要1 B场:削魂的死灵 A场:饼蛙} C1 B:禁忌的圣枪 → 削魂的死灵 C2 A:饼蛙');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(triggerNames(a)).not.toContain('削魂的死灵');
    expect(eventCards(a, 'destroyed')).not.toContain('削魂的死灵');
  });
  it('[ref docs/c02/基本用语.rst:378] 冰结界之龙 三叉龙 banishes without targeting', () => {
    expect(effectsOf('冰结界之龙 三叉龙').every((e) => e.targets === false)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:379] 黑洞 destroys without targeting, even a lone monster', () => {
    expect(effectsOf('黑洞').every((e) => e.targets === false)).toBe(true);
    const a = ask('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:黑洞');
    expect(a.events.filter((e) => e.type === 'targeted')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:380] 古遗物 巨怒剑\'s "choose" effect is not a targeting effect (restated)', () => {
    expect(effectsOf('古遗物-巨怒剑').some((e) => e.targets)).toBe(false);
  });

  // Timing: a chain stays at the timing it started from.
  it('[ref docs/c02/基本用语.rst:523] 激流葬 may be chained to 奈落的落穴: it is still the moment of the summon', () => {
    const a = ask('{回合:A 阶段:主要1 B场:奈落的落穴(盖),激流葬(盖)} 特殊召唤 青眼白龙 C1 B:奈落的落穴 C2 B:激流葬');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:524] 炸裂装甲 may be chained to 神圣防护罩 -反射镜力-: it is still the attack declaration', () => {
    const a = ask('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:黑魔术师} C1 B:神圣防护罩 -反射镜力- C2 B:炸裂装甲 → 青眼白龙');
    expect(legal(a, 1)).toBe(true);
    expect(legal(a, 2)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:525] 小丑与锁鸟 may be chained to 淘气仙星的康乃馨转生术: it is still the moment cards were added', () => {
    const a = ask('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:淘气仙星的康乃馨转生术 C2 A:小丑与锁鸟');
    expect(legal(a, 1)).toBe(true);
    expect(legal(a, 2)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:536] 影依蜥蜴 ② then 影依的原核 ②: the last link is a Trap effect, so 神之通告 cannot be chained', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:影依蜥蜴② C2 A:影依的原核② C3 B:神之通告');
    expect(legal(a, 3)).toBe(false);
    expect(a.links[2]!.rules).toContain('CH-RESPONDS-DIRECT');
  });
  it('[ref docs/c02/基本用语.rst:537] 影依蜥蜴 ② then 影依刺猬 ②: 光与暗之龙 negates the link it answers directly (刺猬)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:光与暗之龙} C1 A:影依蜥蜴② C2 A:影依刺猬② C3 B:光与暗之龙');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
  });

  // Positions.
  it('[ref docs/c02/基本用语.rst:584] 青色眼睛的少女 chosen as an attack target and turned face-down by a chained 月之书 changes to face-up attack and summons (CH-ATTACK-TARGET-SUBJECT: the curated 少女 ② now says its subject is the monster attacked)', () => {
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师→A:青色眼睛的少女} C1 A:青色眼睛的少女② C2 B:月之书 → 青色眼睛的少女');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:585] 光之护封剑 flipping a face-down monster face-up is no change of position: 电子光虫-核心菜粉蝶 ② is not met (重力解除 does meet it) (WIN-POSITION-CHANGED)', () => {
    const swap = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:电子光虫-核心菜粉蝶,黑魔术师} C1 A:重力解除');
    expect(triggerNames(swap)).toContain('电子光虫-核心菜粉蝶');
    const flip = ask('{回合:A 阶段:主要1 B场:电子光虫-核心菜粉蝶,黑魔术师(盖)} C1 A:光之护封剑');
    expect(links(flip)).toEqual(['C1:legal:resolved']);
    expect(triggerNames(flip)).not.toContain('电子光虫-核心菜粉蝶');
  });

  // Flip monsters; control.
  it('[ref docs/c02/基本用语.rst:751] under 王宫的号令 flip monsters\' other effects (影依猎鹰 ②) are negated too', () => {
    const a = ask('{回合:A 阶段:主要1 A场:影依猎鹰 B场:王宫的号令} C1 A:影依猎鹰②');
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c02/基本用语.rst:771] 盲信的哥布林 (its control cannot change) cannot be targeted by 精神操作', () => {
    const a = ask('{回合:A 阶段:主要1 B场:盲信的哥布林} C1 A:精神操作 → 盲信的哥布林');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:772] nor by 纳祭之魔 ① (the target would become its Equip Card)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:盲信的哥布林} C1 A:纳祭之魔① → 盲信的哥布林');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });

  // Tokens; trap monsters.
  it('[ref docs/c02/基本用语.rst:1066] with only tokens on the field 日全食之书 cannot be activated (tokens cannot be face-down)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:羊衍生物 B场:} C1 A:日全食之书');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1067] 暗之护封剑 (a Continuous Spell) may be activated with only tokens on the field', () => {
    const a = ask('{回合:A 阶段:主要1 A场:羊衍生物 B场:} C1 A:暗之护封剑');
    expect(legal(a, 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1112] 真源的帝王 ② in the GY summons a Trap, not a monster from the GY: 屋敷童 cannot answer it', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:真源的帝王} C1 A:真源的帝王② C2 B:屋敷童');
    expect(links(a)[1]).toBe('C2:illegal:illegal');
  });
  it('[ref docs/c02/基本用语.rst:1114] 魔术礼帽 summons Spells/Traps from the Deck as monsters (not monsters from the Deck): 灰流丽 cannot answer it', () => {
    const a = ask('{回合:B 阶段:战斗步骤 A场:黑魔术师} C1 A:魔术礼帽 C2 B:灰流丽');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1170] 旋风 on a trap monster (阿匹卜之化神, also a Trap) still destroys it after 月之书 turns it face-down (SIT-TRAP-MONSTER)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽)} C1 B:旋风 → 阿匹卜之化神 C2 A:月之书 → 阿匹卜之化神');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['阿匹卜之化神']);
  });

  // Not expressible yet, in the chapter's order.
  it('[ref docs/c02/基本用语.rst:16] 银河旋风 ② (cost: banish itself from the GY; target: a face-up Spell/Trap) still destroys its trap-monster target that 月之书 turned face-down (SIT-TRAP-MONSTER)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) B墓:银河旋风} C1 B:银河旋风#2 → 阿匹卜之化神 C2 A:月之书 → 阿匹卜之化神');
    expect(eventCards(a, 'banished')).toContain('银河旋风');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['阿匹卜之化神']);
  });
  it('[ref docs/c02/基本用语.rst:17] 夜摄\'s target activated further up the chain (after 增殖的G) is no longer a Set card: 夜摄 destroys nothing (CH-TARGET-RESTATED)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风 C2 B:增殖的G C3 B:旋风');
    expect(links(a)).toEqual(['C1:legal:no-effect@3', 'C2:legal:resolved', 'C3:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:30] 自然兽 ①’s 「在场上表侧表示存在」 means the Monster Zone: as an Equip Card in the Spell & Trap Zone it has no such effect — it cannot be activated there (CH-EQUIP-MONSTER-NO-EFFECT; the Monster Zone one still negates)', () => {
    expect(legal('{回合:B 阶段:主要1 A场:青眼白龙,自然兽(装备:青眼白龙) A卡组:三眼怪,黑魔术师} C1 B:黑洞 C2 A:自然兽', 2)).toBe(false);
    expect(links('{回合:B 阶段:主要1 A场:自然兽 A卡组:三眼怪,黑魔术师} C1 B:黑洞 C2 A:自然兽')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:31] 雷破 still destroys a target that changed control in the chain; 火焰手 ("that opponent’s monster") does not (CH-TARGET-RESTATED)', () => { // 敌人控制器 here takes the control with its ●2 (tributing 三眼怪)
    expect(moved('{回合:A A场:雷破(盖),敌人控制器(盖),三眼怪 A手:旋风 B场:青眼白龙} C1 A:雷破→青眼白龙 [cost:丢弃 旋风] C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]', 'destroyed')).toContain('青眼白龙');
    expect(moved('{回合:A A墓:火焰手 A场:敌人控制器(盖),三眼怪 B场:青眼白龙} C1 A:火焰手①→青眼白龙 C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]', 'destroyed')).not.toContain('青眼白龙');
  });
  it('[ref docs/c02/基本用语.rst:32] 法典之守护者 艾华斯 equipping itself in answer to 雷破 moved to the Spell & Trap Zone: no longer 雷破\'s target, it is not destroyed (CH-TARGET-ZONE-MOVE)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:法典之守护者 艾华斯 B场:三眼怪 B手:青眼白龙} C1 B:雷破→法典之守护者 艾华斯 [cost:丢弃 青眼白龙] C2 A:法典之守护者 艾华斯①→三眼怪');
    expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed')).not.toContain('法典之守护者 艾华斯');
  });
  it('[ref docs/c02/基本用语.rst:33] 重骑士 普莉梅拉 used as a Continuous Trap (in the Spell & Trap Zone), targeted by 鲜花女男爵 ①, summons itself with ③: no longer the target, it is not destroyed (CH-TARGET-ZONE-MOVE)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:重骑士 普莉梅拉(魔陷2) B场:鲜花女男爵} C1 B:鲜花女男爵①→重骑士 普莉梅拉 C2 A:重骑士 普莉梅拉③');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['重骑士 普莉梅拉']);
    expect(eventCards(a, 'destroyed')).not.toContain('重骑士 普莉梅拉');
  });
  it('[ref docs/c02/基本用语.rst:34] 地中族的决战 activated in answer to 淘气仙星的灯光舞台② and Setting itself again is still "the Set card": ② applies to it — its resolution is judged only: 淘气仙星的灯光舞台② is read as sending its target at once, its End Phase obligation is not modelled (CH-SET-AGAIN-STILL-SET)', () => { const a = ask('{回合:A 阶段:主要1 A场:淘气仙星的灯光舞台 B场:地中族的决战(盖)} C1 A:淘气仙星的灯光舞台②→地中族的决战 C2 B:地中族的决战[●4]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.links[0]!.rules).toContain('CH-SET-AGAIN-STILL-SET'); });
  it('[ref docs/c02/基本用语.rst:35] a Set Trap targeted by 旧神 努茨 ②, activated in answer and negated and Set again by 红色重启, is still the card: 旧神 努茨 destroys it (CH-NEGATED-SET-AGAIN; 辉光人马兽 is not in the card database)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:落穴(盖) B墓:旧神 努茨 B手:红色重启} C1 B:旧神 努茨②→落穴 C2 A:落穴 C3 B:红色重启');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
    expect(eventCards(a, 'set', 3)).toEqual(['落穴']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['落穴']);
  });
  it('[ref docs/c02/基本用语.rst:42] 召唤兽 雷电 that used ① and was turned face-down and flipped is a new card: ① again (冥府的执行者 普鲁托 is not in the 2019 database)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:召唤兽 雷电#1 A场:召唤兽 雷电(变里侧)} C1 A:召唤兽 雷电①', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:召唤兽 雷电#1 A场:召唤兽 雷电} C1 A:召唤兽 雷电①', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:43] 甲虫装机 豆娘 that used ①, then became an Equip Card and was Special Summoned back, may use ① again; not summoned since, it may not (CH-HISTORY-RESUMMONED)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:甲虫装机 豆娘 A手:甲虫装机 大黄蜂 本回合:A:甲虫装机 豆娘#1, A:甲虫装机 豆娘(特殊召唤)} C1 A:甲虫装机 豆娘①', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:甲虫装机 豆娘 A手:甲虫装机 大黄蜂 本回合:A:甲虫装机 豆娘#1} C1 A:甲虫装机 豆娘①', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:44] 卡通黑魔术师 set and flipped, or banished and back, may use ③ again that turn', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师(变里侧)} C1 A:卡通黑魔术师③', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师(一时除外)} C1 A:卡通黑魔术师③', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师} C1 A:卡通黑魔术师③', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:46] 隐形鸟’s 「1回合1次，可以变成里侧守备表示」 stays used after flipping (FD-MEMORY-SELF-SET)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:隐形鸟#1 A场:隐形鸟(变里侧)} C1 A:隐形鸟①', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:50] 圣骑士 莫德雷德 regaining the same gained ● effect (圣剑 加拉廷 equipped again, the monster stayed face-up) cannot use it again this turn (CH-TYPED-GAINED)', () => {
    const q = (earlier: string) => `{回合:A 阶段:主要1 A场:圣骑士 莫德雷德,圣剑 加拉廷(装备:圣骑士 莫德雷德) A卡组:圣骑士 阿托利斯${earlier}} C1 A:圣骑士 莫德雷德②`;
    const a = ask(q(' 本回合:A:圣骑士 莫德雷德#2'));
    expect(legal(a, 1)).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TYPED-GAINED');
    expect(legal(q(''), 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:56] 妖精弓手\'s name-based once per turn survives a name change by 英雄假面 (CH-HISTORY-USED on the original name)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:妖精弓手#1 A场:妖精弓手(卡名:元素英雄 天空侠)} C1 A:妖精弓手①', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:妖精弓手(卡名:元素英雄 天空侠)} C1 A:妖精弓手①', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:57] 救世星龙 cannot use 妖精弓手\'s effect if its controller already used 妖精弓手\'s this turn (the gained effect written as 复制; CH-COPY-OPT)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:妖精弓手#1 A场:救世星龙(复制:妖精弓手)} C1 A:救世星龙①', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 本回合:B:妖精弓手#1 A场:救世星龙(复制:妖精弓手)} C1 A:救世星龙①', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:61] 阿不思的落胤 and 白龙之落胤 count their once-per-turn separately', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:阿不思的落胤#1 A场:白龙之落胤 A手:三眼怪,三眼怪} C1 A:白龙之落胤①', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:阿不思的落胤#1 A场:阿不思的落胤 A手:三眼怪,三眼怪} C1 A:阿不思的落胤①', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:68] 睡醒一杯！摩卡咖啡 flipped again in the End Phase after its ③ turned it face-down may use ③ again; still face-up, it may not (CH-PHASE-TRIGGER-ONCE)', () => { expect(legal('{回合:A 阶段:结束阶段 本回合:A:睡醒一杯！摩卡咖啡#3 A场:睡醒一杯！摩卡咖啡(变里侧)} C1 A:睡醒一杯！摩卡咖啡③', 1)).toBe(true); expect(legal('{回合:A 阶段:结束阶段 本回合:A:睡醒一杯！摩卡咖啡#3 A场:睡醒一杯！摩卡咖啡} C1 A:睡醒一杯！摩卡咖啡③', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:69] 星守之骑士 托勒密 activated ② this End Phase and then taken: the taker may not activate ② again (the phase trigger’s once binds the card, CH-PHASE-TRIGGER-ONCE)', () => { expect(links('{回合:A 阶段:结束阶段 B场:星守之骑士 托勒密(所有者:A) 本回合:A:星守之骑士 托勒密#2} C1 B:星守之骑士 托勒密②')).toEqual(['C1:illegal:illegal']); expect(links('{回合:A 阶段:结束阶段 B场:星守之骑士 托勒密(所有者:A)} C1 B:星守之骑士 托勒密②')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c02/基本用语.rst:70] 捕食植物 蜘蛛兰 ① used this End Phase, then taken by 敌人操纵器: its 「这个卡名的…1回合只能使用1次」 counts per player, so the taker may use it again (墨吉斯特里仪术师 and 破械双王神 来迎 are newer than the card database)', () => { expect(links('{回合:A 阶段:结束阶段 B场:捕食植物 蜘蛛兰(所有者:A,本回合特召) 本回合:A:捕食植物 蜘蛛兰#1} C1 B:捕食植物 蜘蛛兰①')).toEqual(['C1:legal:resolved']); expect(links('{回合:A 阶段:结束阶段 B场:捕食植物 蜘蛛兰(所有者:A,本回合特召) 本回合:B:捕食植物 蜘蛛兰#1} C1 B:捕食植物 蜘蛛兰①')).toEqual(['C1:illegal:illegal']); });
  it('[ref docs/c02/基本用语.rst:71] the Standby Phase triggers used by A, then taken by B (对调英雄): 恒动上链员 ① and 卡波耶拉盗龙 ② (「这个卡名的…1回合只能使用1次」, per player) may be used again by B, 表盘修复师 ① (no such text, once a phase per card) may not (CH-PHASE-TRIGGER-ONCE; the 时间潜行者 cards restated in src/cards/curated/newer/c02-more-newer.ts)', () => {
    const taken = (card: string, n: number, by: string) => `{回合:A 阶段:准备阶段 B场:${card}(所有者:A${card.startsWith('恐龙') ? ',守' : ''}) 本回合:${by}:${card}#${n}} C1 B:${card}${n === 1 ? '①' : '②'}`;
    expect(links(taken('时间潜行者·恒动上链员', 1, 'A'))).toEqual(['C1:legal:resolved']);
    expect(links(taken('恐龙摔跤手·卡波耶拉盗龙', 2, 'A'))).toEqual(['C1:legal:resolved']);
    expect(links(taken('时间潜行者·表盘修复师', 1, 'A'))).toEqual(['C1:illegal:illegal']);
    // Used by B itself, the per-player ones are spent too.
    expect(links(taken('时间潜行者·恒动上链员', 1, 'B'))).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:88] 月镜盾 ② (mandatory, pays 500 LP) is not activated at 400 LP; at 500 LP it is (WIN-COST-UNPAYABLE)', () => {
    expect(triggerNames(ask('{回合:B 阶段:主要1 A场:黑魔术师,月镜盾(装备:黑魔术师) A基本分:400} C1 B:旋风 → 月镜盾'))).not.toContain('月镜盾');
    expect(triggerNames(ask('{回合:B 阶段:主要1 A场:黑魔术师,月镜盾(装备:黑魔术师) A基本分:500} C1 B:旋风 → 月镜盾'))).toContain('月镜盾');
  });
  it('[ref docs/c02/基本用语.rst:92] 孤火花 tributed as the cost of 妖精传姬-塔利娅 ② (answering 雷击) is paid for that one effect only: 孤火花’s own tribute-cost effect is not activated by it (CH-COST-NOT-EFFECT)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:妖精传姬-塔利娅,孤火花 B场:三眼怪} C1 B:雷击 C2 A:妖精传姬-塔利娅② [cost:解放 孤火花]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.links[1]!.rules).toContain('CH-COST-NOT-EFFECT');
    expect(a.links.map((l) => l.card.name)).not.toContain('孤火花');
    expect(triggerNames(a)).not.toContain('孤火花');
  });
  it('[ref docs/c02/基本用语.rst:105] with 8000 LP a player may pay all 8000 for 光之护封壁: it is activated and leaves 0 LP — the player loses at once, so it does not resolve (CH-LP-ZERO)', () => {
    const a = ask('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000} C1 A:光之护封壁[支付8000]');
    expect(links(a)).toEqual(['C1:legal:no-effect']);
    expect(a.links[0]!.rules).toContain('CH-LP-ZERO');
    expect(a.lp).toEqual({ A: 0, B: 8000 });
  });
  it.todo('[ref docs/c02/基本用语.rst:111] 精灵狩人 may make the opponent pay exactly its LP (and lose) — not expressible: card: 精灵狩人 is newer than the card database (no card with its 「再让对方支付那个原本攻击力数值的基本分」), and an LP payment the opponent chooses at resolution is no step the engine plays (CH-LP-ZERO judges only a cost paid at activation)');
  it('[ref docs/c02/基本用语.rst:128] 升级转变 cannot send a 消战者 summoned by its own effect (it would be banished, CH-COST-SEND-ELSEWHERE) or a Token (CH-COST-SEND-NOT-GY): with only such a monster it cannot be activated; a 消战者 summoned otherwise may be sent', () => {
    const own = ask('{回合:A 阶段:主要1 A场只有:消战者(自身特召) A手卡数:0} C1 A:升级转变');
    expect(links(own)).toEqual(['C1:illegal:illegal']);
    expect(own.links[0]!.rules).toContain('CH-COST-SEND-ELSEWHERE');
    const token = ask('{回合:A 阶段:主要1 A场只有:羊衍生物 A手卡数:0} C1 A:升级转变');
    expect(links(token)).toEqual(['C1:illegal:illegal']);
    expect(token.links[0]!.rules).toContain('CH-COST-SEND-NOT-GY');
    expect(legal('{回合:A 阶段:主要1 A场:消战者 A手卡数:0} C1 A:升级转变', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:129] 禁忌的一滴 cannot send a Pendulum Monster on the field as its cost (it would go to the Extra Deck, not the GY): with only that card to send it cannot be activated; with another monster it can', () => { expect(legal('{回合:A A场只有:异色眼灵摆龙 A手卡数:0 B场:三眼怪} C1 A:禁忌的一滴', 1)).toBe(false); expect(legal('{回合:A A场:三眼怪 A手卡数:0 B场:三眼怪} C1 A:禁忌的一滴', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:146] the 暗黑界 monster 暗黑界的龙神 格拉法 returns to the hand as its procedure is returned by rule, not by a card effect (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:暗黑界的狂王 布隆 A墓:暗黑界的龙神 格拉法} 特殊召唤 暗黑界的龙神 格拉法 素材 暗黑界的狂王 布隆');
    const back = a.events.find((e) => e.type === 'returned-to-hand');
    expect(back?.cards.map((c) => c.name)).toEqual(['暗黑界的狂王 布隆']);
    expect(back?.cause).not.toBe('effect');
    expect(eventCards(a, 'special-summoned')).toEqual(['暗黑界的龙神 格拉法']);
  });
  it('[ref docs/c02/基本用语.rst:147] 海龟坏兽 加美西耶勒 may tribute the opponent\'s 魔王 迪亚波罗斯 (not tributable by effects) by its procedure: the tribute is by rule, no effect (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:魔王 迪亚波罗斯 A手:海龟坏兽 加美西耶勒} 特殊召唤 海龟坏兽 加美西耶勒 素材 B:魔王 迪亚波罗斯');
    expect(eventCards(a, 'special-summoned')).toEqual(['海龟坏兽 加美西耶勒']);
    expect(a.events.find((e) => e.type === 'sent-to-gy')?.cause).toBe('rule');
  });
  it('[ref docs/c02/基本用语.rst:148] under 王家长眠之谷 肃声的龙贤圣 始龙 may still use its procedure', () => { const a = ask('{回合:A 阶段:主要1 A手:肃声的龙贤圣 始龙 A墓:高等仪式术,死者苏生 B场:王家长眠之谷} 特殊召唤 肃声的龙贤圣 始龙'); expect(eventCards(a, 'special-summoned')).toContain('肃声的龙贤圣 始龙'); expect(a.warnings.join()).not.toContain('王家长眠之谷'); });
  it('[ref docs/c02/基本用语.rst:152] under 不死世界 海龟坏兽 加美西耶勒 summoned by its own ① procedure (a monster that can be Normal Summoned: the summon itself is an effect) lets 黄金乡的七摩天 ② be activated', () => {
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:不死世界,黄金乡的七摩天 B场:魔王 迪亚波罗斯 A手:海龟坏兽 加美西耶勒} 特殊召唤 海龟坏兽 加美西耶勒 素材 B:魔王 迪亚波罗斯'))).toContain('黄金乡的七摩天');
  });
  it('[ref docs/c02/基本用语.rst:153] under 不死世界 机甲要塞 summoned from the GY by its own ① lets 黄金乡的七摩天 ② be activated', () => {
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:不死世界,黄金乡的七摩天 A墓:机甲要塞} 特殊召唤 机甲要塞'))).toContain('黄金乡的七摩天');
  });
  it('[ref docs/c02/基本用语.rst:166] face-down A-突击核 / B-破坏龙兽 / C-粉碎翼龙 may be banished for ABC-神龙歼灭者\'s procedure (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:A-突击核(盖),B-破坏龙兽(盖),C-粉碎翼龙(盖)} 特殊召唤 ABC-神龙歼灭者 素材 A-突击核,B-破坏龙兽,C-粉碎翼龙');
    expect(eventCards(a, 'banished').sort()).toEqual(['A-突击核', 'B-破坏龙兽', 'C-粉碎翼龙'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['ABC-神龙歼灭者']);
  });
  it('[ref docs/c02/基本用语.rst:167] face-down 雷魔神-桑迦 / 风魔神-修迦 / 水魔神-斯迦 may be banished for 合体魔神 门之守护神\'s procedure (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:雷魔神-桑迦(盖),风魔神-修迦(盖),水魔神-斯迦(盖)} 特殊召唤 合体魔神 门之守护神 素材 雷魔神-桑迦,风魔神-修迦,水魔神-斯迦');
    expect(eventCards(a, 'banished').sort()).toEqual(['雷魔神-桑迦', '风魔神-修迦', '水魔神-斯迦'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['合体魔神 门之守护神']);
  });
  it('[ref docs/c02/基本用语.rst:168] 真红眼不死龙皇 ② must banish a face-up Zombie as its cost: with only a face-down one it cannot be activated (CH-COST-BANISH-FACE-DOWN)', () => {
    expect(legal('{回合:A 阶段:主要1 A场只有:真红眼不死龙皇,马头鬼(盖)} C1 A:真红眼不死龙皇②', 1)).toBe(false);
    const a = ask('{回合:A 阶段:主要1 A场:真红眼不死龙皇,马头鬼} C1 A:真红眼不死龙皇②[cost:除外 马头鬼]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'banished', 1)).toEqual(['马头鬼']);
  });
  it('[ref docs/c02/基本用语.rst:169] 虫惑之园 ③ may banish a face-down monster as its cost', () => { const a = ask('{回合:A 阶段:主要1 A场:虫惑之园,三眼怪(盖)} C1 A:虫惑之园[cost:除外 三眼怪]'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(eventCards(a, 'banished', 1)).toEqual(['三眼怪']); });
  it('[ref docs/c02/基本用语.rst:176] 冥骸合龙-莫忘冥地王灵 (curated, newer than the database; the reference’s 莫忘冥地王龙) returns 「莫忘」 Fusion Monsters (to the Extra Deck) among the five for its procedure (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A手:冥骸合龙-莫忘冥地王灵,莫忘哥布林 A墓:莫忘双头龙,冥骸王-莫忘冥府王灵,莫忘心钥精,莫忘天魔女} 特殊召唤 冥骸合龙-莫忘冥地王灵 素材 莫忘哥布林,莫忘双头龙,冥骸王-莫忘冥府王灵,莫忘心钥精,莫忘天魔女');
    expect(eventCards(a, 'returned-to-deck').sort()).toEqual(['莫忘哥布林', '莫忘双头龙', '冥骸王-莫忘冥府王灵', '莫忘心钥精', '莫忘天魔女'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['冥骸合龙-莫忘冥地王灵']);
  });
  it('[ref docs/c02/基本用语.rst:177] a 剑斗兽 Fusion Monster may be returned (to the Extra Deck) for 剑斗兽 凯撒\'s procedure (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:剑斗兽 枪斗,剑斗兽 尼禄} 特殊召唤 剑斗兽 凯撒 素材 剑斗兽 枪斗,剑斗兽 尼禄');
    expect(eventCards(a, 'returned-to-deck').sort()).toEqual(['剑斗兽 尼禄', '剑斗兽 枪斗'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['剑斗兽 凯撒']);
  });
  it('[ref docs/c02/基本用语.rst:178] with only a Fusion Monster in the GY, 究极封印神 艾克佐迪奥斯 may still be Special Summoned by its procedure, returning it (to the Extra Deck) by rule (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:青眼究极龙 A手:究极封印神 艾克佐迪奥斯} 特殊召唤 究极封印神 艾克佐迪奥斯 素材 青眼究极龙');
    expect(eventCards(a, 'returned-to-deck')).toEqual(['青眼究极龙']);
    expect(eventCards(a, 'special-summoned')).toEqual(['究极封印神 艾克佐迪奥斯']);
  });
  it('[ref docs/c02/基本用语.rst:179] 超顶科技血神翼龙\'s procedure (「…回到卡组」) cannot use a monster that could only go to the Extra Deck (SIT-PROCEDURE-EXTRA-DECK; 重骑甲虫 强劲海神独角仙 is newer than the card database)', () => {
    expect(refused('{回合:A 阶段:主要1 A除外:究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙 A手:超顶科技血神翼龙} 特殊召唤 超顶科技血神翼龙 素材 究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙')).toContain('额外卡组');
    const a = ask('{回合:A 阶段:主要1 A除外:究极恐兽,究极恐兽,究极恐兽,究极恐兽,究极恐兽 A手:超顶科技血神翼龙} 特殊召唤 超顶科技血神翼龙 素材 究极恐兽,究极恐兽,究极恐兽,究极恐兽,究极恐兽');
    expect(eventCards(a, 'special-summoned')).toEqual(['超顶科技血神翼龙']);
  });
  it('[ref docs/c02/基本用语.rst:180] 个人欺骗攻击① cannot return a 幻变骚灵 Link Monster as its cost (it would go to the Extra Deck, not the Deck), nor a Synchro one (拖拽山妪); a Main Deck 幻变骚灵 (寻道梅露辛) may be returned (CH-COST-RETURN-NOT-THERE)', () => { expect(legal('{回合:A A场只有:个人欺骗攻击,幻变骚灵·十六巫赫斯提 A手卡数:0} C1 A:个人欺骗攻击①', 1)).toBe(false); expect(legal('{回合:A A场只有:个人欺骗攻击,幻变骚灵·拖拽山妪 A手卡数:0} C1 A:个人欺骗攻击①', 1)).toBe(false); expect(legal('{回合:A A场:个人欺骗攻击,幻变骚灵·寻道梅露辛 A手卡数:0} C1 A:个人欺骗攻击①', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:192] a Spell/Trap is tributed only where a text says so: 真龙剑皇 卓辉星·拼图 tributes a face-up Continuous Spell, 古代的机械城 ③ is tributed for a 「古代的机械」 monster, 青眼白龙 can tribute neither (SIT-TRIBUTE-SPELL; 骑龙 tributing itself as its own cost is not judged, nor 古代的机械城\'s counters)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:三眼怪,神圣光辉} 上级召唤 真龙剑皇 卓辉星·拼图 解放 三眼怪,神圣光辉'), 'summoned')).toEqual(['真龙剑皇 卓辉星·拼图']);
    expect(refused('{回合:A 阶段:主要1 A场:三眼怪,神圣光辉} 上级召唤 青眼白龙 解放 三眼怪,神圣光辉')).toContain('神圣光辉');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:古代的机械城} 上级召唤 古代的机械巨人 解放 古代的机械城'), 'summoned')).toEqual(['古代的机械巨人']);
    expect(refused('{回合:A 阶段:主要1 A场:古代的机械城} 上级召唤 青眼白龙 解放 古代的机械城')).toContain('古代的机械城');
  });
  it('[ref docs/c02/基本用语.rst:193] a Token used as an Equip Card cannot be tributed, and 弹幕回避 must tribute them all: with one such 幻兽机衍生物 on the field it cannot be activated, even with another in the Monster Zone (CH-COST-TRIBUTE-ALL)', () => {
    expect(legal('{回合:B 阶段:主要1 A场:纳祭之魔,幻兽机衍生物(装备:纳祭之魔),幻兽机衍生物,弹幕回避(盖)} C1 B:黑洞 C2 A:弹幕回避', 2)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:194] 磁石战士 电磁武神 cannot tribute a 磁石战士 that is an Equip Card in the Spell & Trap Zone (SIT-PROCEDURE-TRIBUTE-SPELL)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:磁石战士α,磁石战士γ,磁石战士β(魔陷1,装备:磁石战士α) A手:磁石战士 电磁武神} 特殊召唤 磁石战士 电磁武神 素材 磁石战士α,磁石战士β,磁石战士γ')).toContain('磁石战士β');
    const a = ask('{回合:A 阶段:主要1 A场:磁石战士α,磁石战士γ,磁石战士β A手:磁石战士 电磁武神} 特殊召唤 磁石战士 电磁武神 素材 磁石战士α,磁石战士β,磁石战士γ');
    expect(eventCards(a, 'special-summoned')).toEqual(['磁石战士 电磁武神']);
  });
  it.todo('[ref docs/c02/基本用语.rst:196] 迷宫变化 / 王女的试炼 tribute only the equipped monster — not expressible: vocabulary: 迷宫变化 / 王女的试炼 tribute only the equipped monster (the equip card is destroyed, not tributed) — not a fact');
  it('[ref docs/c02/基本用语.rst:224] 古遗物-雷神锤 ③ (mandatory) is activated even with no Monster Zone free, and summons nothing (CH-NO-FREE-ZONE)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙,暗黑骑士 盖亚,古遗物-雷神锤 A墓:古遗物-圣枪} C1 A:古遗物-雷神锤#3');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:226] 月镜盾 ② at exactly 500 LP: the 500 is paid (its controller is at 0 and loses) and the effect does not resolve (CH-LP-ZERO)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:月镜盾 A基本分:500} C1 A:月镜盾②');
    expect(a.events.some((e) => e.type === 'lp-paid' && e.player === 'A')).toBe(true);
    expect(eventCards(a, 'returned-to-deck')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:232] 月华龙 黑蔷薇 ① activated with the opponent\'s field empty takes no target, and does nothing though 活死人的呼声 then summons a monster there (CH-NO-TARGET-TAKEN)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:月华龙 黑蔷薇 B场: B墓:青眼白龙} C1 A:月华龙 黑蔷薇 C2 B:活死人的呼声 → 青眼白龙');
    expect(eventCards(a, 'returned-to-hand')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:236] 守护者·戴思塞斯 sent to the GY from being an Equip Card (never properly summoned) must activate ④, which only discards (CH-SUMMON-CONDITION-STEP)', () => { expect(links('{回合:A A墓:守护者·戴思塞斯(未正规出场) A手:三眼怪} C1 A:守护者·戴思塞斯④')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c02/基本用语.rst:261] 瑚之龙① still destroys its target after it changed control in the chain; 火焰手 ("that opponent’s monster") does not (CH-TARGET-RESTATED)', () => {
    expect(moved('{回合:A A场:瑚之龙,敌人控制器(盖),三眼怪 A手:旋风 B场:青眼白龙} C1 A:瑚之龙①→青眼白龙 [cost:丢弃 旋风] C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]', 'destroyed')).toContain('青眼白龙');
    expect(moved('{回合:A A墓:火焰手 A场:敌人控制器(盖),三眼怪 B场:青眼白龙} C1 A:火焰手①→青眼白龙 C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]', 'destroyed')).not.toContain('青眼白龙');
  });
  it('[ref docs/c02/基本用语.rst:262] 灵摆切换 ② placing 雷破\'s target in the Pendulum Zone moves it between zones: 雷破 no longer finds it and destroys nothing (CH-PLACE-PENDULUM, CH-TARGET-ZONE-MOVE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:雷破(盖) B场:魔力诱导者,灵摆切换} C1 A:雷破 → 魔力诱导者 C2 B:灵摆切换#2 → 魔力诱导者');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-TARGET-ZONE-MOVE');
    expect(eventCards(a, 'destroyed')).not.toContain('魔力诱导者');
  });
  it.todo('[ref docs/c02/基本用语.rst:266] 重骑兵 真理6 turning 重骑士 普莉梅拉 into a Continuous Trap saves it from 鲜花女男爵 ① — not expressible: card: 重骑兵 真理6 is newer than the card database, and placing a monster in the Spell & Trap Zone as a Continuous Trap is not read as a zone move (重骑士 普莉梅拉 is now curated in src/cards/curated/newer/c02-zone-moves.ts)');
  it('[ref docs/c02/基本用语.rst:267] 重骑士 普莉梅拉 summoning itself from the Spell & Trap Zone in answer to 鲜花女男爵 ① is no longer its target: 鲜花女男爵 ① does not apply (CH-TARGET-ZONE-MOVE)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:重骑士 普莉梅拉(魔陷2) B场:鲜花女男爵} C1 B:鲜花女男爵①→重骑士 普莉梅拉 C2 A:重骑士 普莉梅拉③');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['重骑士 普莉梅拉']);
    expect(eventCards(a, 'destroyed')).not.toContain('重骑士 普莉梅拉');
  });
  it('[ref docs/c02/基本用语.rst:272] 废铁双生龙 with its own target gone applies nothing more: the opponent’s two targets are not returned (CH-SIDE-STEP-FIRST)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:废铁双生龙,旋风(盖) B场:青眼白龙,黑魔术师} C1 A:废铁双生龙 → A:旋风,B:青眼白龙,B:黑魔术师 C2 A:旋风 → A:旋风');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-SIDE-STEP-FIRST');
    expect(eventCards(a, 'returned-to-hand')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:274] 真源的帝王 ① ("those cards", no count) still shuffles and draws with one of its two targets gone', () => {
    const a = ask('{回合:A 阶段:主要1 A场:真源的帝王(魔陷1) A墓:进击的帝王,帝王的深怨} C1 A:真源的帝王① → 进击的帝王,帝王的深怨 C2 B:D.D.乌鸦 → 进击的帝王');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'returned-to-deck', 1)).toEqual(['帝王的深怨']);
    expect(a.events.some((e) => e.type === 'drawn' && e.link === 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:282] 黑洞龙 ① may be used when 刻印之调停者 ② destroys a monster in a later End Phase: that destruction targets nothing (WIN-END-PHASE-STEP, CH-END-PHASE-NOT-TARGETING)', () => {
    // (Input corrected, s40-h6: 刻印之调停者② destroys in the next turn's End Phase — CH-END-PHASE-NEXT-TURN — so that phase is asked for.)
    const a = ask('{回合:B 阶段:主要1 A场:刻印之调停者 B场:黑洞龙} C1 A:刻印之调停者②→黑洞龙 下个回合的结束阶段');
    expect(endPhase(a)).toEqual(['destroy:黑洞龙/']);
    expect((a.endPhaseWindow?.triggers ?? []).map((t) => t.card.name)).toEqual(['黑洞龙']);
  });
  // (Input corrected, s40-h6: 刻印之调停者② destroys in the next turn's End Phase — CH-END-PHASE-NEXT-TURN — so that phase is asked for.)
  it('[ref docs/c02/基本用语.rst:283] 深海王 恶魔鲨 that has not yet applied its protection this turn is not destroyed by 刻印之调停者②’s End Phase destruction (it targets nothing then: CH-END-PHASE-NOT-TARGETING)', () => { expect(endPhase('{回合:B 阶段:主要1 A场:刻印之调停者 B场:深海王 恶魔鲨} C1 A:刻印之调停者②→深海王 恶魔鲨 下个回合的结束阶段')).toEqual(['destroy:/深海王 恶魔鲨']); });
  it('[ref docs/c02/基本用语.rst:284] under 王之棺 a 荷鲁斯 monster is not destroyed by 刻印之调停者②’s End Phase destruction (it targets nothing then: CH-END-PHASE-NOT-TARGETING; 王之棺 restated in src/cards/curated/newer/c02-more-newer.ts); without 王之棺 it is', () => {
    // (Input corrected, s40-h6: 刻印之调停者② destroys in the next turn's End Phase — CH-END-PHASE-NEXT-TURN — so that phase is asked for.)
    const input = (field: string) => `{回合:B 阶段:主要1 A场:刻印之调停者 B场:${field}} C1 A:刻印之调停者②→荷鲁斯之黑炎龙 LV8 下个回合的结束阶段`;
    expect(endPhase(input('王之棺,荷鲁斯之黑炎龙 LV8'))).toEqual(['destroy:/荷鲁斯之黑炎龙 LV8']);
    expect(endPhase(input('荷鲁斯之黑炎龙 LV8'))).toEqual(['destroy:荷鲁斯之黑炎龙 LV8/']);
  });
  it('[ref docs/c02/基本用语.rst:285] 时空之灵摆读阵 ② vs 闭锁世界的冥神: kept from destruction as its target, it may be chosen by the fallback 「没能…破坏的场合，可以选场上1张卡送去墓地」 and is sent (the targeting effect affects it); not a target, it is unaffected and stays (CH-MOVED-FEWER, CH-PROTECT-NOT-TARGETING) — 宵星之机神 丁吉尔苏’s replacement is stated as the state `(不会被效果破坏)`', () => {
    const kept = ask('{回合:A 阶段:主要1 A场:时空之灵摆读阵,黑牙之魔术师(灵摆左) B场:闭锁世界的冥神(不会被效果破坏)} C1 A:时空之灵摆读阵②→黑牙之魔术师,闭锁世界的冥神 [送去墓地 闭锁世界的冥神]');
    expect(eventCards(kept, 'destroyed')).toEqual(['黑牙之魔术师']);
    expect(eventCards(kept, 'sent-to-gy')).toContain('闭锁世界的冥神');
    const other = ask('{回合:A 阶段:主要1 A场:时空之灵摆读阵,黑牙之魔术师(灵摆左) B场:闭锁世界的冥神,魔法筒(盖),宇宙旋风(盖)} C1 A:时空之灵摆读阵②→黑牙之魔术师,魔法筒 [送去墓地 闭锁世界的冥神] C2 B:宇宙旋风→黑牙之魔术师');
    expect(eventCards(other, 'destroyed')).toEqual(['魔法筒']);
    expect(eventCards(other, 'sent-to-gy')).not.toContain('闭锁世界的冥神');
  });
  it.todo('[ref docs/c02/基本用语.rst:286] 超逸融合 may use its target 黑色混沌之魔术师 黑混沌 as material — not expressible: vocabulary: 超逸融合’s current text is established (① pay 2000 LP targeting a face-up Effect Monster, summon a monster of another level but the same Type and Attribute from the Extra Deck, then ● Fusion Summon using it and the target) but not curated: a Fusion Summon as a later step of the same effect using the target (the opponent’s 黑色混沌之魔术师 黑混沌, unaffected except by effects that target it) is not applied');
  it('[ref docs/c02/基本用语.rst:295] 古遗物-恒常剑 rewriting 精神操作 makes it no longer target 无败将军 弗里德: 弗里德 does not negate it (CH-REWRITE)', () => { const a = ask('{回合:B A场:无败将军 弗里德,古遗物-恒常剑,魔法筒(盖) B场:旋风(盖)} C1 B:精神操作→无败将军 弗里德 C2 A:古遗物-恒常剑[●1]'); expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); expect(a.events.some((x) => x.type === 'control-changed')).toBe(false); });
  it('[ref docs/c02/基本用语.rst:296] 星遗物的交心 rewriting 暗黑武装龙 ① into "return a face-up monster": 闭锁世界的冥神, still chosen, is no longer its target and stays on the field (CH-REWRITE, CH-PROTECT-NOT-TARGETING)', () => {
    const a = ask('{回合:B A场:闭锁世界的冥神,机怪虫·轴突虫,星遗物的交心(盖) B场:暗黑武装龙 B墓:三眼怪} C1 B:暗黑武装龙①→闭锁世界的冥神 [cost:除外 三眼怪] C2 A:星遗物的交心①');
    for (const t of ['destroyed', 'returned-to-hand', 'returned-to-deck']) expect(eventCards(a, t)).not.toContain('闭锁世界的冥神');
  });
  it('[ref docs/c02/基本用语.rst:297] 古遗物-恒常剑 rewriting 凤翼的爆风 into destruction lets 黑洞龙 ① be used: the Trap monster is destroyed by an effect that no longer targets it (CH-REWRITE, WIN-NOT-TARGETED)', () => {
    const a = ask('{回合:B A场:阿匹卜之化神(当作怪兽) A墓:黑洞龙 B场:古遗物-恒常剑 B手:三眼怪} C1 B:凤翼的爆风→阿匹卜之化神 [cost:丢弃 三眼怪] C2 B:古遗物-恒常剑[●1]');
    expect(eventCards(a, 'destroyed')).toEqual(['阿匹卜之化神']);
    expect(a.window.triggers.map((t) => t.card.name)).toContain('黑洞龙');
  });
  it('[ref docs/c02/基本用语.rst:298] 灰篮战斗 destroying 强制脱出装置\'s target does not let 黑洞龙 ① be used: the rewritten effect still targets it (WIN-NOT-TARGETED)', () => {
    const a = ask('{回合:B A场:灰篮短吻鳄,灰篮战斗(盖) A墓:黑洞龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→灰篮短吻鳄 C2 A:灰篮战斗[●1]');
    expect(eventCards(a, 'destroyed')).toEqual(['灰篮短吻鳄']);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('黑洞龙');
  });
  it.todo('[ref docs/c02/基本用语.rst:302] 暗迁士 黑蛇晶 can move 瑚之龙 ①\'s target only to another card of the opponent — not expressible: notation: no target transfer');
  it.todo('[ref docs/c02/基本用语.rst:310] 威风妖怪 狸 negated and then continuously targeted stays targeted; 削魂的死灵 destroys itself — not expressible: vocabulary: a card’s own 「成为…对象时」 effect (威风妖怪 狸, 削魂的死灵) applying again when its negation ends while a continuous target is already held (`(对象:X)`) is no rule');
  it('[ref docs/c02/基本用语.rst:311] 活死人的呼声 keeping its target (`对象:`) makes no activation: 解码语者 ② has nothing to answer as Chain Link 1, while an activation that targets A\'s card (禁忌的圣枪) it may answer', () => {
    // (青眼白龙 in main zone 1, which 解码语者 in the left Extra Monster Zone points to: its cost tributes a monster there, CMP-COST-LINKED-ZONE.)
    const field = '{回合:B 阶段:主要1 A场:解码语者(EX左),青眼白龙(主1) B场:活死人的呼声(对象:黑魔术师),黑魔术师}';
    expect(legal(`${field} C1 A:解码语者②`, 1)).toBe(false);
    expect(legal(`${field} C1 B:禁忌的圣枪→A:青眼白龙 C2 A:解码语者②`, 2)).toBe(true);
  });
  it.todo('[ref docs/c02/基本用语.rst:321] 亚马逊的意志\'s restrictions apply after the summon — not expressible: other: 亚马逊的意志’s restrictions (no position change, must attack) are only said to start after the summon; the must-attack rule is not a fact and no part of the answer asks when they start');
  it('[ref docs/c02/基本用语.rst:322] 邪恶苏生 negated (`(效果无效)`): the monster it summoned this turn regains its effects and may declare an attack; with 邪恶苏生 applying it may not (FD-SUMMON-RIDER-HELD)', () => {
    expect(ask('{回合:A 阶段:战斗步骤 A场:邪恶苏生(效果无效),星尘龙(由邪恶苏生,本回合特召) B场:黑魔术师} 攻击宣言 星尘龙 → 黑魔术师').attack?.legal).toBe(true);
    expect(ask('{回合:A 阶段:战斗步骤 A场:邪恶苏生,星尘龙(由邪恶苏生,本回合特召) B场:黑魔术师} 攻击宣言 星尘龙 → 黑魔术师').attack?.legal).toBe(false);
    expect(links('{回合:A 阶段:主要1 A场:邪恶苏生(效果无效),黑羽-疾风之盖尔(由邪恶苏生,本回合特召) B场:青眼白龙} C1 A:黑羽-疾风之盖尔→B:青眼白龙')).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:323] 禁忌的圣枪 on a monster summoned by 光之引导: unaffected by Spells, it is not banished when 光之引导 leaves (without the spear it is) (CT-BOND-BANISH, CT-BOND-UNAFFECTED)', () => {
    const spear = ask('{回合:B 阶段:主要1 A场:光之引导(对象:青眼白龙),青眼白龙(由光之引导,效果无效)} C1 B:旋风 → 光之引导 C2 A:禁忌的圣枪 → 青眼白龙');
    expect(links(spear)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(spear, 'destroyed')).toEqual(['光之引导']);
    expect(eventCards(spear, 'banished')).toEqual([]);
    const plain = ask('{回合:B 阶段:主要1 A场:光之引导(对象:青眼白龙),青眼白龙(由光之引导,效果无效)} C1 B:旋风 → 光之引导');
    expect(eventCards(plain, 'banished')).toEqual(['青眼白龙']);
  });
  it('[ref docs/c02/基本用语.rst:330] 黑炎龙 LV6 summoned by 过火的埋葬 is unaffected by its ② and not negated: its own 「不会受到魔法效果的影响」 still keeps 黑洞 off it; negated, it would be destroyed (CMP-OLD-UNAFFECTED)', () => {
    expect(eventCards(ask('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6(由过火的埋葬),过火的埋葬(装备:荷鲁斯之黑炎龙 LV6)} C1 B:黑洞'), 'destroyed')).toEqual([]);
    expect(eventCards(ask('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6(效果无效)} C1 B:黑洞'), 'destroyed')).toEqual(['荷鲁斯之黑炎龙 LV6']);
  });
  it('[ref docs/c02/基本用语.rst:331] 削魂的死灵 summoned by 过火的埋葬 is negated by the equip card at once, before its 「成为对象时，这张卡破坏」 could apply: it stays on the field (CH-TARGETED-CONTINUOUS)', () => { const a = ask('{回合:A 阶段:主要1 A手:过火的埋葬,青眼白龙 A墓:削魂的死灵} C1 A:过火的埋葬→削魂的死灵 [cost:丢弃 青眼白龙]'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(eventCards(a, 'special-summoned')).toEqual(['削魂的死灵']); expect(eventCards(a, 'destroyed')).toEqual([]); });
  it('[ref docs/c02/基本用语.rst:332] 黑羽-重装铠翼鸦 summoned by 邪恶苏生 keeps its ① (unaffected by other cards: 月之书 does nothing) and is not destroyed when 邪恶苏生 is; a monster 邪恶苏生 summoned that is not unaffected goes with it (FD-SUMMONED-BY)', () => { const moon = ask('{回合:B A场:邪恶苏生(对象:黑羽-重装铠翼鸦),黑羽-重装铠翼鸦(由邪恶苏生)} C1 B:月之书→黑羽-重装铠翼鸦'); expect(links(moon)).toEqual(['C1:legal:no-effect']); const wing = ask('{回合:B A场:邪恶苏生(对象:黑羽-重装铠翼鸦),黑羽-重装铠翼鸦(由邪恶苏生)} C1 B:旋风→邪恶苏生'); expect(eventCards(wing, 'destroyed')).toEqual(['邪恶苏生']); const other = ask('{回合:B A场:邪恶苏生(对象:星尘龙),星尘龙(由邪恶苏生)} C1 B:旋风→邪恶苏生'); expect(eventCards(other, 'destroyed')).toEqual(['邪恶苏生', '星尘龙']); });
  it('[ref docs/c02/基本用语.rst:334] 活化石\'s banish-when-leaving applies even if the card is later negated: the revived monster destroyed is banished (FD-SUMMON-RIDER-BANISH)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:黑魔术师(由活化石),活化石(装备:黑魔术师,效果无效)} C1 B:黑洞');
    expect(eventCards(a, 'destroyed', 1)).toContain('黑魔术师');
    expect(eventCards(a, 'banished', 1)).toEqual(['黑魔术师']);
  });
  it('[ref docs/c02/基本用语.rst:338] 王宫的敕命 face-up suspends 淘气仙星的灯光舞台②: the Set card it still keeps as its target may be activated; without 王宫的敕命 it may not (CT-BOND-LOCK-HELD)', () => {
    expect(legal('{回合:B A场:淘气仙星的灯光舞台(对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖),王宫的敕命} C1 B:强制脱出装置→三眼怪', 1)).toBe(true);
    expect(legal('{回合:B A场:淘气仙星的灯光舞台(对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:339] No.66 霸键甲虫 negated keeps its target (`对象:黑魔术师`) but does not protect it, nor substitute for its own destruction: 雷击 destroys both; not negated, 黑魔术师 survives (CH-PROTECT-BOUND)', () => {
    const negated = ask('{回合:B 阶段:主要1 A场:No.66 霸键甲虫(对象:黑魔术师,效果无效),黑魔术师} C1 B:雷击');
    expect(eventCards(negated, 'destroyed', 1)).toEqual(['No.66 霸键甲虫', '黑魔术师']);
    expect(negated.links[0]!.rules).not.toContain('CH-PROTECT-BOUND');
    const applies = ask('{回合:B 阶段:主要1 A场:No.66 霸键甲虫(对象:黑魔术师),黑魔术师} C1 B:雷击');
    expect(eventCards(applies, 'destroyed', 1)).toEqual(['No.66 霸键甲虫']);
    expect(applies.links[0]!.rules).toContain('CH-PROTECT-BOUND');
  });
  it('[ref docs/c02/基本用语.rst:340] 银岭之巨神 negated by 禁忌的圣杯 (`(效果无效)`): the Set card it keeps as its target may be activated; applying, it may not (CT-BOND-LOCK-HELD)', () => {
    expect(legal('{回合:A A场:银岭巨神(效果无效,对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪', 1)).toBe(true);
    expect(legal('{回合:A A场:银岭巨神(对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪', 1)).toBe(false);
  });
  it.todo('[ref docs/c02/基本用语.rst:344] 忍法 妖变化之术 negated by 王宫的通告: the monster stays a 忍者 — not expressible: vocabulary: 忍法 妖变化之术’s 「当作忍者使用」 on the monster it holds (a Type change kept 「表侧表示存在期间」) is not compiled, and no part of the answer shows a monster’s Type');
  it('[ref docs/c02/基本用语.rst:345] after my 魔力之泉 (`本回合:`), No.45 灭亡之预言者① on the opponent’s 王家的神殿 cannot negate it: its negation does not apply and nothing after it is done (that it holds no target is not asserted) (CH-UNNEGATABLE-EARLIER)', () => {
    expect(ask('{回合:A 本回合:A:魔力之泉 A场:No.45 灭亡之预言者 B场:王家的神殿} C1 A:No.45 灭亡之预言者①→王家的神殿').links[0]!.rules).toContain('CH-CANNOT-BE-NEGATED');
    expect(ask('{回合:A A场:No.45 灭亡之预言者 B场:王家的神殿} C1 A:No.45 灭亡之预言者①→王家的神殿').links[0]!.rules).not.toContain('CH-CANNOT-BE-NEGATED');
  });
  it('[ref docs/c02/基本用语.rst:346] No.45 灭亡之预言者 / No.106 巨岩掌 巨手 negated after their ① applied (`(效果无效,对象:X)`) keep their target negated: its effect resolves negated; with no hold it applies (CT-BOND-NEGATE-HELD)', () => {
    expect(links('{回合:B A场:No.45 灭亡之预言者(效果无效,对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪')).toEqual(['C1:legal:effect-negated']);
    expect(links('{回合:B A场:No.106 巨岩掌 巨手(效果无效,对象:黑羽-疾风之盖尔),三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪')).toEqual(['C1:legal:effect-negated']);
    expect(links('{回合:B A场:No.106 巨岩掌 巨手,三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→A:三眼怪')).toEqual(['C1:legal:resolved']);
  });
  it.todo('[ref docs/c02/基本用语.rst:347] 火灵使 希塔 keeps control even after 属性 changes or unaffected effects — not expressible: vocabulary: 火灵使 希塔’s control held 「表侧表示存在期间」 is not a held fact, and control kept or returned is not in the answer');
  it('[ref docs/c02/基本用语.rst:352] 代理龙 cannot substitute for the monster destroyed together with 活死人的呼声: both are destroyed, 代理龙 stays (CH-REPLACE-DESTROY-CANNOT, CT-BOND)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙,代理龙} C1 B:鹰身女妖的羽毛扫 [代替破坏 代理龙]');
    expect(eventCards(a, 'destroyed').sort()).toEqual(['活死人的呼声', '青眼白龙'].sort());
    expect(a.links[0]!.rules).toContain('CH-REPLACE-DESTROY-CANNOT');
  });
  it('[ref docs/c02/基本用语.rst:353] each player\'s monster summoned by 魂之接力 targeted by 万能地雷未爆弹: 雷破 destroys one, 万能地雷未爆弹 and the other go at the same moment — both wins at once, a draw (CT-BOND-DESTROYED, CH-SPECIAL-WIN-LEAVES)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:青眼白龙(由魂之接力),万能地雷未爆弹(对象:青眼白龙+黑魔术师) B场:黑魔术师(由魂之接力),雷破(盖) B手:三眼怪} C1 B:雷破 → 青眼白龙');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['青眼白龙', '万能地雷未爆弹', '黑魔术师']);
    expect(a.gameResult).toMatchObject({ winner: 'draw', by: 'special-win' });
    expect(a.gameResult!.rules).toEqual(expect.arrayContaining(['CH-SPECIAL-WIN-LEAVES', 'CH-DUEL-DRAW']));
  });
  it('[ref docs/c02/基本用语.rst:354] 火焰手 destroying the monster 限制苏生 keeps targeting: 限制苏生 is destroyed at that moment, before 火焰手 summons (CT-BOND)', () => { const a = ask('{回合:B 阶段:主要2 A墓:火焰手 A手:寒冰手 B场:限制苏生(对象:三眼怪),三眼怪} C1 A:火焰手→三眼怪'); const order = a.events.filter((e) => e.type === 'destroyed' || e.type === 'special-summoned').map((e) => e.type + ':' + e.cards.map((c) => c.name).join('+')); expect(order.slice(0, 2)).toEqual(['destroyed:三眼怪', 'destroyed:限制苏生']); expect(order[2]).toMatch(/^special-summoned:/); expect(a.links[0]!.rules).toContain('CT-BOND'); });
  it.fails('[ref docs/c02/基本用语.rst:355] 盾虫 revived by 限制苏生 turns itself to defence by its summon trigger: the rest of its effect (sending cards from the opponent\'s Deck to the GY) is carried out first, then 限制苏生 destroys both — fails: 盾虫\'s 「变成守备表示」 is compiled as a position change with no subject (nothing changes), its 「自己场上表侧表示存在的昆虫族怪兽数量的卡从对方卡组上面送去墓地」 as a pick of insect monsters (no count of the opponent\'s top cards), and 限制苏生\'s 「那只怪兽变成守备表示时，那只怪兽和这张卡破坏」 as a plain self-destruction — a bond set off by its monster changing to defence, applied after the resolution, has no fact or engine path (src/engine/game/bonds.ts)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:盾虫(由限制苏生),限制苏生 B卡组:黑魔术师,三眼怪} C1 A:盾虫');
    const at = (type: string) => a.events.findIndex((e) => e.type === type);
    expect(at('position-changed')).toBeGreaterThanOrEqual(0);
    expect(eventCards(a, 'destroyed').sort()).toEqual(['盾虫', '限制苏生'].sort());
    expect(at('sent-to-gy')).toBeGreaterThan(at('position-changed'));
    expect(at('destroyed')).toBeGreaterThan(at('sent-to-gy'));
  });
  it('[ref docs/c02/基本用语.rst:356] 鹰身女妖的羽毛扫 destroys 技能抽取, 灰篮眼镜蛇 and the monster 灰篮眼镜蛇 took together (not 技能抽取 first) (CT-BOND-EQUIPPED)', () => { expect(moved('{回合:A B场:技能抽取,灰篮眼镜蛇(装备:隐藏的机壳杀手 物质主义),隐藏的机壳杀手 物质主义} C1 A:鹰身女妖的羽毛扫', 'destroyed').sort()).toEqual(['技能抽取', '灰篮眼镜蛇', '隐藏的机壳杀手 物质主义'].sort()); });
  it('[ref docs/c02/基本用语.rst:381] 爆龙剑士 点火星·日珥 ① targets only the Pendulum card; the card it then returns to the Deck is chosen, not targeted', () => {
    const a = ask('{回合:A 阶段:主要1 A场:爆龙剑士 点火星·日珥 B场:魔导兽 美杜莎水母(灵摆左),青眼白龙} C1 A:爆龙剑士 点火星·日珥① → 魔导兽 美杜莎水母 [回到卡组 青眼白龙]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'targeted')).toEqual(['魔导兽 美杜莎水母']);
    expect(eventCards(a, 'destroyed')).toEqual(['魔导兽 美杜莎水母']);
    expect(eventCards(a, 'returned-to-deck')).toEqual(['青眼白龙']);
  });
  it('[ref docs/c02/基本用语.rst:382] a Pendulum Monster destroyed goes face-up to the Extra Deck: DDD 死伟王 地狱终末神 ① (which targets the destroyed monster) cannot be activated for it, as it can for a monster sent to the GY (WIN-TARGET-OF-EVENT)', () => {
    expect(offered('{回合:A 阶段:主要1 A场:DDD 死伟王 地狱终末神,黑魔术师} 破坏 黑魔术师 (效果)')).toContain('DDD 死伟王 地狱终末神');
    expect(offered('{回合:A 阶段:主要1 A场:DDD 死伟王 地狱终末神,异色眼灵摆龙} 破坏 异色眼灵摆龙 (效果)')).not.toContain('DDD 死伟王 地狱终末神');
  });
  it('[ref docs/c02/基本用语.rst:398] 妖精弓手\'s once per turn is tied to its original name (英雄假面): renamed, it still cannot use it again (CH-HISTORY-USED)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:妖精弓手#1 A场:妖精弓手(卡名:元素英雄 天空侠)} C1 A:妖精弓手①', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:399] 集心龙 summoned from the hand: a second 集心龙 cannot be summoned that turn even named 救世龙', () => { expect(links('{回合:A 阶段:主要1 本回合:A:集心龙(特殊召唤) A墓:集心龙} C1 A:死者苏生 → 集心龙')).toEqual(['C1:illegal:illegal']); expect(ask('{回合:A 阶段:主要1 本回合:A:集心龙(特殊召唤) A墓:集心龙} C1 A:死者苏生 → 集心龙').links[0]!.illegalReason).toContain('1回合只能有1次特殊召唤'); expect(links('{回合:A 阶段:主要1 A墓:集心龙} C1 A:死者苏生 → 集心龙')[0]).toMatch(/^C1:legal/); });
  it('[ref docs/c02/基本用语.rst:400] 集心龙 revived by 死者苏生: a second 集心龙 cannot be summoned that turn', () => { expect(links('{回合:A 阶段:主要1 本回合:A:集心龙(特殊召唤,由死者苏生) A墓:集心龙} C1 A:活死人的呼声 → 集心龙')).toEqual(['C1:illegal:illegal']); expect(ask('{回合:A 阶段:主要1 本回合:A:集心龙(特殊召唤,由死者苏生) A墓:集心龙} C1 A:活死人的呼声 → 集心龙').links[0]!.illegalReason).toContain('1回合只能有1次特殊召唤'); });
  it('[ref docs/c02/基本用语.rst:404] a face-down 电子龙核 is not 电子龙 for 嵌合要塞龙\'s procedure: with only a Machine beside it the summon is refused; face-up it counts (SIT-PROCEDURE-NAME-FACE-DOWN)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:电子龙核(盖),人造人-念力震慑者} 特殊召唤 嵌合要塞龙 素材 电子龙核,人造人-念力震慑者')).toContain('电子龙核');
    const a = ask('{回合:A 阶段:主要1 A场:电子龙核,人造人-念力震慑者} 特殊召唤 嵌合要塞龙 素材 电子龙核,人造人-念力震慑者');
    expect(eventCards(a, 'special-summoned')).toEqual(['嵌合要塞龙']);
  });
  it('[ref docs/c02/基本用语.rst:409] 传说之都 亚特兰蒂斯 is 「海」 by rule: 禁止令 cannot declare it, but may declare 「海」; with 海 it shares the 3-copies limit (SIT-DECLARE-RULE-NAME, DECK-NAME-BY-RULE)', () => {
    const a = referenceJudge().deck('#main\n295517\n22702055\n22702055\n22702055\n#extra\n!side\n', { lang: 'zh-CN' });
    expect(a.ok && a.problems.filter((p) => p.kind === 'too-many-copies').map((p) => p.count)).toEqual([4]);
    expect(refused('{回合:A 阶段:主要1} C1 A:禁止令[宣言 传说之都 亚特兰蒂斯]')).toContain('「海」');
    expect(legal('{回合:A 阶段:主要1} C1 A:禁止令[宣言 海]', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:410] 新空间侠·海洋海豚 also bears the name 新空间侠·水波海豚: 2 of each are 4 copies of one name, over the limit (DECK-NAME-BY-RULE)', () => {
    const deck = (main: number[], extra: number[]) => {
      const a = referenceJudge().deck(`#main\n${main.join('\n')}\n#extra\n${extra.join('\n')}\n!side\n`, { lang: 'zh-CN' });
      if (!a.ok) throw new Error(a.error.kind);
      return a.problems.filter((p) => p.kind === 'too-many-copies').map((p) => p.count);
    };
    expect(deck([17955766, 17955766], [78734254, 78734254])).toEqual([4]);
    expect(deck([17955766, 17955766], [78734254])).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:411] 羽翼栗子球 LV6 is a 「元素英雄」 card by the rules: E-紧急呼唤 ① may add it from the Deck (奇迹除外士, newer than the card database, is not curated; the same rule reads it) (CMP-ALSO-ARCHETYPE)', () => {
    const a = ask('{回合:A 阶段:主要1 A卡组:羽翼栗子球 LV6} C1 A:E-紧急呼唤');
    expect(eventCards(a, 'added-to-hand', 1)).toEqual(['羽翼栗子球 LV6']);
  });
  it('[ref docs/c02/基本用语.rst:417] 精灵圣剑士 under 英雄假面 (`卡名:元素英雄 新宇侠`) is only an 元素英雄 that turn: 元素英雄 炽热侠 counts it, the other 精灵圣剑士 ③ does not count it as a 「精灵剑士」 monster (CMP-ALSO-ARCHETYPE, CH-DRAW-COUNT-OF)', () => {
    const heat = ask('{回合:A 阶段:主要1 A场:元素英雄 炽热侠,精灵圣剑士(卡名:元素英雄 新宇侠)} C1 A:强欲之壶');
    expect(heat.stats?.find((s) => s.card.name === '元素英雄 炽热侠')?.atk).toBe(2000);
    const draw = ask('{回合:A 阶段:伤害步骤 A场:精灵圣剑士,精灵圣剑士(卡名:元素英雄 新宇侠) A卡组:强欲之壶,黑洞,旋风} C1 A:精灵圣剑士③');
    expect(draw.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.amount)).toEqual([1]);
  });
  it('[ref docs/c02/基本用语.rst:418] 风魔女-水晶钟 copying 新空间侠·海洋海豚 has both names (新空间侠·海洋海豚, 新空间侠·水波海豚): 宇宙人礼物 draws 2 (CH-DRAW-COUNT-OF)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:风魔女-水晶钟(复制:新空间侠·海洋海豚)} C1 A:宇宙人礼物');
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.amount)).toEqual([2]);
  });
  it('[ref docs/c02/基本用语.rst:424] 新空间侠·海洋海豚 and one other monster in the GY are three kinds for 流星方界器 天尘 ②: +600 (CMP-STAT-KINDS; the other half — as 超级量子机神王 大磁炎\'s material it is one kind — is not asserted: the material tiers of 大磁炎 are not applied to its protection)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:流星方界器 天尘 A墓:新空间侠·海洋海豚,青眼白龙} C1 A:流星方界器 天尘②');
    expect(a.stats?.find((s) => s.card.name === '流星方界器 天尘')?.atk).toBe(2200);
  });
  it.todo('[ref docs/c02/基本用语.rst:425] 五阵魔术师 with 新空间侠·海洋海豚 under DNA改造手术 may use ① — not expressible: vocabulary: the materials a summoned monster was made with are not remembered (融合解除 / 分体 / 「…为素材…召唤的这张卡」)');
  it('[ref docs/c02/基本用语.rst:426] 创星神 提耶拉 returning 蒂迈欧之眼 needs 9 cards of other names: a second 蒂迈欧之眼 is no tenth kind (SIT-PROCEDURE-KINDS)', () => {
    expect(refused('{回合:A 阶段:主要1 A手:创星神 提耶拉,蒂迈欧之眼,蒂迈欧之眼,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置} 特殊召唤 创星神 提耶拉 素材 蒂迈欧之眼,蒂迈欧之眼,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置')).toContain('10种类');
    const a = ask('{回合:A 阶段:主要1 A手:创星神 提耶拉,蒂迈欧之眼,增殖的G,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置} 特殊召唤 创星神 提耶拉 素材 蒂迈欧之眼,增殖的G,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置');
    expect(eventCards(a, 'special-summoned')).toEqual(['创星神 提耶拉']);
  });
  it('[ref docs/c02/基本用语.rst:435] 混沌战士 (its text names only 「混沌的仪式」) is no card naming 青眼白龙: it cannot be discarded for 龙之支配者-龙之独裁者- ② (curated, newer than the database); 青眼白龙 can (CH-COST-DISCARD-FIT, CMP-MENTIONS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:龙之支配者-龙之独裁者- A手:混沌战士 A墓:青眼亚白龙} C1 A:龙之支配者-龙之独裁者-#2 → 青眼亚白龙');
    expect(legal(a, 1)).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-COST-DISCARD-FIT');
    expect(legal('{回合:A 阶段:主要1 A场:龙之支配者-龙之独裁者- A手:混沌战士,青眼白龙 A墓:青眼亚白龙} C1 A:龙之支配者-龙之独裁者-#2 → 青眼亚白龙 [cost:丢弃 混沌战士]', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:龙之支配者-龙之独裁者- A手:混沌战士,青眼白龙 A墓:青眼亚白龙} C1 A:龙之支配者-龙之独裁者-#2 → 青眼亚白龙 [cost:丢弃 青眼白龙]', 1)).toBe(true);
  });
  it.todo('[ref docs/c02/基本用语.rst:436] 灵魂共鸣者 / 魔族石人 / 真红莲区域 mean the Synchros that name 红莲魔龙 (not 红莲魔龙·暴君) — not expressible: vocabulary: "a card that mentions X" is not a fact');
  it('[ref docs/c02/基本用语.rst:437] 黑魔术的继承 ① cannot add 蒂迈欧之眼 or 黑·魔·导·爆·裂·破 (their texts name 「黑魔术」「黑魔术少女」 as archetypes), but may add 千把刀 (it names 「黑魔术师」) (CMP-MENTIONS)', () => {
    const q = (deck: string) => `{回合:A 阶段:主要1 A墓:死者苏生,强欲之壶 A卡组:${deck}} C1 A:黑魔术的继承`;
    expect(moved(q('蒂迈欧之眼'), 'added-to-hand')).toEqual([]);
    expect(moved(q('黑·魔·导·爆·裂·破'), 'added-to-hand')).toEqual([]);
    expect(moved(q('千把刀'), 'added-to-hand')).toEqual(['千把刀']);
  });
  it('[ref docs/c02/基本用语.rst:531] 慧眼之魔术师 destroying itself mid-resolution leaves 贵龙之魔术师 with no 「魔术师」 on the other side: its Pendulum effect applies at once, it is destroyed within that resolution (the placing from the Deck afterwards is not shown) (CH-SELF-DESTRUCT)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:贵龙之魔术师(灵摆左),慧眼之魔术师(灵摆右) A卡组:时读之魔术师} C1 A:慧眼之魔术师');
    const destroyed = a.events.filter((e) => e.type === 'destroyed').map((e) => [e.link, e.cards.map((c) => c.name).join()]);
    expect(destroyed).toEqual([[1, '慧眼之魔术师'], [1, '贵龙之魔术师']]);
    expect(a.links[0]!.rules).toContain('CH-SELF-DESTRUCT');
  });
  it('[ref docs/c02/基本用语.rst:538] 神之宣告 answered by 神之宣告 is no longer the summon: 升天之黑角笛 cannot follow; at the end the summon succeeded and B (a Trap was activated) may use 幻变骚灵·多功能诈骗者', () => {
    const a = ask('{回合:B 阶段:主要1 B手:幻变骚灵·多功能诈骗者} 特殊召唤 B:No.39 希望皇 霍普 C1 A:神之宣告 C2 B:神之宣告 C3 A:升天之黑角笛');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(triggerNames(a)).toContain('幻变骚灵·多功能诈骗者');
  });
  it('[ref docs/c02/基本用语.rst:552] 旋风 may be activated after 简易融合\'s End Phase destruction does nothing (the monster, under 禁忌的圣衣, cannot be destroyed by effects: `(不会被效果破坏)`) (WIN-END-PHASE-STEP)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:炎之剑士(由简易融合,不会被效果破坏) A墓:简易融合 B场:旋风(盖)} 结束阶段');
    expect(endPhase(a)).toEqual(['destroy:/炎之剑士']);
    // Nothing happened, and still a window opens where quick effects may be activated: the turn player holds priority first.
    expect(a.endPhaseWindow?.kind).toBe('end-phase-step');
    expect(a.endPhaseWindow?.priority).toBe('A');
    expect((a.endPhaseWindow?.background ?? []).join('')).toContain('2速以上的效果');
  });
  it('[ref docs/c02/基本用语.rst:591] 天照大神 turned face-down may still turn itself face-up as the cost of ① and activate it (the compiled ① pays 「把这张卡变成表侧守备表示」 as a change-position cost of this card, CH-FACE-DOWN-MONSTER)', () => {
    expect(legal('{回合:B 阶段:主要1 A场:天照大神(盖),黑魔术师 B场:旋风(盖)} C1 B:旋风 C2 A:天照大神#1', 2)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:607] a monster made to attack by 掷骰战斗 ② may still change position in Main Phase 2: it attacked but declared no attack (CH-POSITION-CHANGE)', () => {
    const changed = (state: string) => ask(`{回合:B 阶段:主要2 B场:黑魔术师(${state})} 表示形式变更 黑魔术师`).events.some((e) => e.type === 'position-changed');
    expect(changed('已攻击')).toBe(true);
    // The other side: one that declared its attack may not.
    expect(changed('已攻击宣言')).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:608] a monster back from 亚空间物质回送装置 may change position again, whatever it did before this turn (CH-POSITION-CHANGE)', () => {
    const changed = (state: string) => ask(`{回合:A 阶段:主要1 A场:黑魔术师(${state})} 表示形式变更 黑魔术师`).events.some((e) => e.type === 'position-changed');
    expect(changed('本回合召唤,已变更表示形式,已攻击宣言,一时除外')).toBe(true);
    expect(changed('本回合召唤,已变更表示形式,已攻击宣言')).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:621] under 神圣光辉 a monster "Set" is Normal Summoned in face-up defence: it is a summon (SIT-SET-AS-SUMMON)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:神圣光辉 A手:黑魔术师} 盖放 黑魔术师');
    expect(eventCards(a, 'summoned')).toEqual(['黑魔术师']);
  });
  it('[ref docs/c02/基本用语.rst:622] under the opponent\'s 暗黑神鸟 斯摩夫 ④ no monster may be Set; with 神圣光辉 the "Set" is a face-up defence summon and goes ahead (SIT-SET-LOCK)', () => {
    expect(refused('{回合:A 阶段:主要1 B场:暗黑神鸟 斯摩夫 A手:三眼怪} 盖放 三眼怪')).toContain('暗黑神鸟 斯摩夫');
    expect(eventCards(ask('{回合:A 阶段:主要1 B场:暗黑神鸟 斯摩夫 A场:神圣光辉 A手:三眼怪} 盖放 三眼怪'), 'summoned')).toEqual(['三眼怪']);
  });
  it('[ref docs/c02/基本用语.rst:635] a face-down monster made an Equip Card by 纳祭之魔 is not Set: 奥特玛雅·卓尔金 ① (「自己场上有魔法·陷阱卡被盖放时」, the database text) is not met; a Spell Set is (CMP-SET-EVENT)', () => {
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:奥特玛雅·卓尔金,纳祭之魔 B场:三眼怪(盖) A额外:琰魔龙 红莲魔} C1 A:纳祭之魔①→三眼怪'))).not.toContain('奥特玛雅·卓尔金');
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:奥特玛雅·卓尔金 A手:旋风 A额外:琰魔龙 红莲魔} 盖放 旋风'))).toContain('奥特玛雅·卓尔金');
  });
  it.todo('[ref docs/c02/基本用语.rst:636] which effects "contain Setting a card" for 纠罪巧γ\'-欺瞒“exapatisIA” — not expressible: vocabulary: the kinds of effects that contain a Set are partly read — 月之书 turning a monster face-down is read as a position change, not a flip face-down, and 「发动后直接盖放」「那个发动无效，那张卡直接盖放」 are not told (纠罪巧γ’-欺瞒“exapatisIA” is now curated in src/cards/curated/newer/c04-card-chapters.ts)');
  it('[ref docs/c02/基本用语.rst:645] under 进击的帝王 a Tribute Summoned monster that is face-down is still protected: 黑洞 destroys only the other monster (CH-PROTECT-GRANTED)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:进击的帝王,光帝 克赖斯(上级召唤,盖),三眼怪} C1 B:黑洞');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['三眼怪']);
  });
  it('[ref docs/c02/基本用语.rst:646] 真龙剑皇 卓辉星·拼图 Tribute Summoned face-down and flipped is still Tribute Summoned: ② may be activated (FD-SUMMON-MEMORY; ①’s protection is not asserted)', () => { const input = (s: string) => `{回合:A 阶段:主要1 A场:真龙剑皇 卓辉星·拼图(${s}) A墓:技能抽取 B场:三眼怪} C1 A:真龙剑皇 卓辉星·拼图②→三眼怪`; expect(links(input('上级召唤,已反转'))).toEqual(['C1:legal:resolved']); expect(legal(input('特殊召唤,已反转'), 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:647] a level 8 monster summoned without tributes under 俱舍怒威族的停泊地 is not Tribute Summoned: 轻盈水星’s 「上级召唤成功时」 ① is not offered; Tribute Summoned with two tributes it is (光之天穿 巴哈路蒂亚’s own Tribute Summon is not asserted)', () => {
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族的停泊地 A手:轻盈水星} 召唤 轻盈水星')).not.toContain('轻盈水星');
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族的停泊地,三眼怪,青眼白龙 A手:轻盈水星} 上级召唤 轻盈水星 解放 三眼怪,青眼白龙')).toContain('轻盈水星');
  });
  it('[ref docs/c02/基本用语.rst:648] 守墓的审神者 at level 4 in the hand may still be Tribute Summoned with 3 monsters, not with 1 守墓 monster (at its level 10 it may; SIT-TRIBUTE-LEVEL-NOW)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师 A手:守墓的审神者(等级4)} 上级召唤 守墓的审神者 解放 三眼怪,青眼白龙,黑魔术师'), 'summoned')).toEqual(['守墓的审神者']);
    expect(refused('{回合:A 阶段:主要1 A场:守墓的从者 A手:守墓的审神者(等级4)} 上级召唤 守墓的审神者 解放 守墓的从者')).toContain('需要解放3只怪兽');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:守墓的从者 A手:守墓的审神者} 上级召唤 守墓的审神者 解放 守墓的从者'), 'summoned')).toEqual(['守墓的审神者']);
  });
  it.todo('[ref docs/c02/基本用语.rst:649] 真龙的继承 ② still needs tributes under 拥抱过咎的魔瞳 — not expressible: vocabulary: 真龙的继承②’s 「把1只「真龙」怪兽表侧表示上级召唤」 is read as a Special Summon needing no tributes (a Tribute Summon made by an effect is not played), and a level 5+ Normal Summon is not refused for want of tributes, so 拥抱过咎的魔瞳’s duel-long ● 「自己在5星以上的怪兽召唤的场合需要的解放可以不用」 (current text established) would change nothing either way');
  it('[ref docs/c02/基本用语.rst:656] 侵入魔鬼·威角 must tribute 3 侵入魔鬼 monsters even with 恶魔的凭代 on the field: no summon without tributes, none with 2, one with 3 (SIT-SUMMON-MATERIALS)', () => {
    const field = '{回合:A 阶段:主要1 A场:恶魔的凭代,侵入魔鬼的门番,侵入魔鬼的先锐,侵入魔鬼的呼唤者}';
    expect(refused(`${field} 召唤 侵入魔鬼·威角`)).toContain('必须解放3只「侵入魔鬼」怪兽');
    expect(refused(`${field} 上级召唤 侵入魔鬼·威角 解放 侵入魔鬼的门番,侵入魔鬼的先锐`)).toContain('3只「侵入魔鬼」怪兽');
    expect(eventCards(ask(`${field} 上级召唤 侵入魔鬼·威角 解放 侵入魔鬼的门番,侵入魔鬼的先锐,侵入魔鬼的呼唤者`), 'summoned')).toEqual(['侵入魔鬼·威角']);
  });
  it.todo('[ref docs/c02/基本用语.rst:657] 黑色魔族-狮子男巫 makes a level-5 小白兔 need a tribute — not expressible: notation: a level changed in the hand cannot be written, and 拥抱过咎的魔瞳 is newer than the card database');
  it('[ref docs/c02/基本用语.rst:658] 邪神 恐惧之源 (3 tributes) may be summoned with 双价体 (counts as 2 for a DARK monster) and one more monster (SIT-SUMMON-MATERIALS)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:双价体,三眼怪} 上级召唤 邪神 恐惧之源 解放 双价体,三眼怪'), 'summoned')).toEqual(['邪神 恐惧之源']);
  });
  // 拥抱过咎的魔瞳 and 原石龙 帝王黄玉龙 are newer than the card database: the three that are in it are asked without
  // a waiving effect on the field; the ruling is that their own text decides the tributes whatever else applies.
  it('[ref docs/c02/基本用语.rst:659] 欧贝利斯克之巨神兵 / 邪神 抹灭者 / 隐藏的机壳杀手 物质主义 cannot be summoned without their stated tributes (SIT-SUMMON-MATERIALS)', () => {
    for (const god of ['欧贝利斯克之巨神兵', '邪神 抹灭者', '隐藏的机壳杀手 物质主义']) {
      expect(refused(`{回合:A 阶段:主要1 A场:三眼怪,独眼巨人,第13人的埋葬者} 召唤 ${god}`)).toContain('必须解放3只');
    }
    expect(refused('{回合:A 阶段:主要1 A场:三眼怪,独眼巨人,第13人的埋葬者} 上级召唤 隐藏的机壳杀手 物质主义 解放 三眼怪,独眼巨人,第13人的埋葬者')).toContain('3只「机壳」怪兽');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:三眼怪,独眼巨人,第13人的埋葬者} 上级召唤 欧贝利斯克之巨神兵 解放 三眼怪,独眼巨人,第13人的埋葬者'), 'summoned')).toEqual(['欧贝利斯克之巨神兵']);
  });
  it.todo('[ref docs/c02/基本用语.rst:664] 守护神 艾克佐迪亚 summoned with 3 星遗物-『星柜』 under 黯黑世界-暗影敌托邦- counts as its own procedure — not expressible: vocabulary: a card letting another count as several tributes (暗影敌托邦) is not a fact');
  it('[ref docs/c02/基本用语.rst:665] under 上级进化区, 闪电之战士 吉尔福德 or 神兽王 巴巴罗斯 Tribute Summoned with two 星遗物-『星柜』 (each worth two tributes) gets its mass-destruction trigger', () => { // The summon counts as the 3-tribute procedure; the 上级进化区 end-phase part is not asserted here. (The engine does not yet refuse the trigger for a plain 2-tribute summon either.)
    const board = '{回合:A 阶段:主要1 A场:《星遗物-『星柜』》,《星遗物-『星柜』》,上级进化区 B场:三眼怪}';
    expect(triggerNames(ask(`${board} 上级召唤 闪电之战士 吉尔福德 解放 《星遗物-『星柜』》,《星遗物-『星柜』》`))).toContain('闪电之战士 吉尔福德');
    expect(triggerNames(ask(`${board} 上级召唤 神兽王 巴巴罗斯 解放 《星遗物-『星柜』》,《星遗物-『星柜』》`))).toContain('神兽王 巴巴罗斯'); });
  it('[ref docs/c02/基本用语.rst:666] 侵入魔鬼·巨角 Tribute Summoned with 侵入魔鬼万能态 alone: its own trigger is offered, 冥界的宝札 (two or more actual tributes) is not', () => { // 万能态 only counts as two tributes for 侵入魔鬼 summons; one card was actually tributed, so 冥界的宝札 does not draw.
    const a = ask('{回合:A 阶段:主要1 A场:侵入魔鬼万能态,冥界的宝札} 上级召唤 侵入魔鬼·巨角 解放 侵入魔鬼万能态');
    expect(triggerNames(a)).toContain('侵入魔鬼·巨角'); expect(triggerNames(a)).not.toContain('冥界的宝札'); });
  it('[ref docs/c02/基本用语.rst:667] 神·史莱姆 tributed for 闪电之战士 吉尔福德: ① activates (it counts as the 3-tribute summon; 轻盈水星 ③ likewise applies, not shown: an answer without a chain reports no ATK)', () => { const a = ask('{回合:A 阶段:主要1 A场:神·史莱姆 B场:三眼怪} 上级召唤 闪电之战士 吉尔福德 解放 神·史莱姆'); expect(triggerNames(a)).toContain('闪电之战士 吉尔福德'); });
  it('[ref docs/c02/基本用语.rst:668] 神兽王 巴巴罗斯 with only 神·史莱姆 still activates ④', () => { expect(triggerNames(ask('{回合:A 阶段:主要1 A场:神·史莱姆 B场:三眼怪} 上级召唤 神兽王 巴巴罗斯 解放 神·史莱姆'))).toContain('神兽王 巴巴罗斯'); });
  it('[ref docs/c02/基本用语.rst:688] 冥帝从骑 哀多斯 ① applied this turn (its summon unused) stops 雷帝家臣 密特拉 ②, which grants the same extra summon (CH-EXTRA-SUMMON)', () => {
    const a = ask('{回合:A 阶段:主要1 本回合:A:冥帝从骑 哀多斯#1 A墓:雷帝家臣 密特拉} C1 A:雷帝家臣 密特拉#2');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('冥帝从骑 哀多斯');
  });
  it('[ref docs/c02/基本用语.rst:689] two 均衡负载王 on the field: after one\'s ① applied (its summon unused) the other cannot activate ① (CH-EXTRA-SUMMON: the same grant, not the same copy)', () => {
    const a = ask('{回合:A 阶段:主要1 本回合:A:均衡负载王#1 A场:均衡负载王,均衡负载王} C1 A:均衡负载王#1');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('追加通常召唤');
  });
  it('[ref docs/c02/基本用语.rst:690] 宝石骑士·斜绿 on the field with its extra summon unused does not stop 梦幻崩影·哥布林 ①', () => {
    expect(legal('{回合:A 阶段:主要1 A场:宝石骑士·斜绿,梦幻崩影·哥布林(连接召唤) A手:黑魔术师} C1 A:梦幻崩影·哥布林#1', 1)).toBe(true);
  });
  it.todo('[ref docs/c02/基本用语.rst:691] 真红眼溯刻龙 ②: the player declares which summon right they use — not expressible: other: which summon right a Normal Summon uses is a declaration made at the summon, no chain to judge');
  it('[ref docs/c02/基本用语.rst:695] after summoning with 海皇的重装兵 ①, no 鬼青蛙 ③ (CH-EXTRA-SUMMON, the summon written 本回合: X(召唤,由海皇的重装兵))', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:海皇的狙击兵(召唤,由海皇的重装兵) A场:海皇的重装兵,鬼青蛙,海皇的狙击兵} C1 A:鬼青蛙③', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 本回合:A:海皇的狙击兵(召唤) A场:海皇的重装兵,鬼青蛙,海皇的狙击兵} C1 A:鬼青蛙③', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:701] 梦幻崩影·哥布林 ① cannot be activated again the turn it applied, nor in the opponent\'s turn (CH-EXTRA-SUMMON)', () => {
    expect(links('{回合:A 阶段:主要1 本回合:A:梦幻崩影·哥布林#1 A场:梦幻崩影·哥布林(连接召唤) A手:黑魔术师} C1 A:梦幻崩影·哥布林#1')).toEqual(['C1:illegal:illegal']);
    expect(links('{回合:B 阶段:主要1 A场:梦幻崩影·哥布林(连接召唤) A手:黑魔术师} C1 A:梦幻崩影·哥布林#1')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:702] a second 卡片上移 cannot be activated the turn one applied, even before its extra Tribute Summon (CH-EXTRA-SUMMON)', () => {
    expect(links('{回合:A 阶段:主要1 本回合:A:卡片上移} C1 A:卡片上移')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:703] the turn 武器洞 was activated (no Normal Summon) 卡片上移 cannot be activated (CH-PLEDGE-EARLIER)', () => {
    const a = ask('{回合:A 阶段:主要1 本回合:A:武器洞} C1 A:卡片上移');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('武器洞');
  });
  it('[ref docs/c02/基本用语.rst:704] DDD 天空王 宙斯末日神 ① (an extra Pendulum Summon of 「DD」 monsters) applied earlier this turn cannot be activated again; not applied, it can — a Normal Summon made by another grant does not spend it (CH-EXTRA-SUMMON; the card restated in src/cards/curated/newer/c02-more-newer.ts)', () => {
    const field = 'A场:DDD 天空王 宙斯末日神(连接召唤),DD 莉莉丝';
    expect(links(`{回合:A 阶段:主要1 本回合:A:DDD 天空王 宙斯末日神#1 ${field}} C1 A:DDD 天空王 宙斯末日神①→DD 莉莉丝`)).toEqual(['C1:illegal:illegal']);
    expect(legal(`{回合:A 阶段:主要1 ${field}} C1 A:DDD 天空王 宙斯末日神①→DD 莉莉丝`, 1)).toBe(true);
    expect(legal(`{回合:A 阶段:主要1 本回合:A:三眼怪(召唤,由宝石骑士·斜绿) ${field},宝石骑士·斜绿,三眼怪} C1 A:DDD 天空王 宙斯末日神①→DD 莉莉丝`, 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:705] 宝石骑士·斜绿 ① applied but its extra summon unused: 古之咒文 may be activated; once a monster was summoned by it, not (CH-EXTRA-SUMMON, the summon written 本回合: X(召唤,由宝石骑士·斜绿))', () => {
    expect(legal('{回合:A 阶段:主要1 A场:宝石骑士·斜绿 A手:古之咒文} C1 A:古之咒文', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤,由宝石骑士·斜绿) A场:宝石骑士·斜绿,三眼怪 A手:古之咒文} C1 A:古之咒文', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:709] no second 二重召唤 the same turn; 召唤连锁 may follow 二重召唤 (2 → 3), 二重召唤 may not follow 召唤连锁 (CH-EXTRA-SUMMON)', () => {
    expect(links('{回合:A 阶段:主要1 本回合:A:二重召唤} C1 A:二重召唤')).toEqual(['C1:illegal:illegal']);
    expect(legal('{回合:A 阶段:主要1 本回合:A:二重召唤 A场:黑魔术师,召唤连锁(盖) B场:旋风(盖)} C1 A:黑洞 C2 B:旋风 → 召唤连锁 C3 A:召唤连锁', 3)).toBe(true);
    expect(links('{回合:A 阶段:主要1 本回合:A:召唤连锁} C1 A:二重召唤')).toEqual(['C1:illegal:illegal']);
  });
  it.todo('[ref docs/c02/基本用语.rst:715] with 血之代偿, 宝石骑士 斜绿, 二重召唤 and 星圣 effects: up to 5 Normal Summons — not expressible: numbers: how many Normal Summons a player has left this turn is not in the answer (earlier activations are stated with 本回合:)');
  it('[ref docs/c02/基本用语.rst:730] 纠罪巧-诈狐 Astaγ.PIXIEA flipped face-up as the cost of ② applies ③ at once: the opponent cannot chain an effect targeting a card on the field (without it, 旋风 may be chained)', () => { expect(legal('{回合:B 阶段:主要1 A场:纠罪巧-诈狐 Astaγ.PIXIEA(盖),三眼怪,落穴(盖) B场:旋风(盖)} C1 B:精神操作→三眼怪 C2 A:纠罪巧-诈狐 Astaγ.PIXIEA② C3 B:旋风→落穴', 3)).toBe(false); expect(legal('{回合:B 阶段:主要1 A场:纠罪巧-诈狐 Astaγ.PIXIEA(盖),三眼怪,落穴(盖) B场:旋风(盖)} C1 B:精神操作→三眼怪 C2 B:旋风→落穴', 2)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:734] the face-down monster DNA定期健诊 reveals is not flipped: no flip event for 精灵术师 树精, and a revealed 变形壶 gets no flip trigger where 太阳之书 flipping it does (树精’s extra attributes are shown by no answer)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:精灵术师 树精(盖)} C1 A:DNA定期健诊→精灵术师 树精');
    expect(a.events.map((e) => e.type)).not.toContain('flipped');
    expect(eventCards(a, 'position-changed')).toEqual([]);
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:变形壶(盖)} C1 A:DNA定期健诊→变形壶'))).toEqual([]);
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:变形壶(盖)} C1 A:太阳之书→变形壶'))).toEqual(['变形壶']);
  });
  it('[ref docs/c02/基本用语.rst:738] a Flip Summon that is negated flips nothing: 地中族邪界妖魔 ③ (a monster in its linked zone flipped) is not offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场:地中族邪界妖魔(连接召唤),三眼怪(盖)} 反转召唤 三眼怪 [被无效]')).not.toContain('地中族邪界妖魔');
  });
  it('[ref docs/c02/基本用语.rst:739] 格鲁斯异虫 (no 虫 counter yet, stated `虫指示物0`) gets no counter when a flip summon is negated (one when it succeeds: ATK 1800) (CNT-ON-FLIP)', () => {
    const atk = (a: ReturnType<typeof ask>) => a.stats?.find((x) => x.card.name === '格鲁斯异虫')?.atk ?? 1500;
    const negated = ask('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物0),三眼怪(盖) B场:神之宣告(盖)} 反转召唤 A:三眼怪 C1 B:神之宣告');
    expect(negated.events.some((e) => e.type === 'flip-summoned')).toBe(false);
    expect(atk(negated)).toBe(1500);
    const flipped = ask('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物0),三眼怪(盖)} 反转召唤 A:三眼怪');
    expect(flipped.counters).toEqual([expect.objectContaining({ kind: '虫', before: 0, now: 1 })]);
    expect(atk(flipped)).toBe(1800);
  });
  it.fails('[ref docs/c02/基本用语.rst:773] 法典之守护者 艾华斯 ① cannot target 魔龙星-饕餮 (its control cannot change) to equip itself and take it — fails: a control change that comes from the equipping card\'s continuous effect (艾华斯 ②, not the activated ①) does not make a monster whose control cannot change an illegal target', () => {
    expect(legal('{回合:A 阶段:主要1 A场:法典之守护者 艾华斯 B场:魔龙星-饕餮} C1 A:法典之守护者 艾华斯①→魔龙星-饕餮', 1)).toBe(false);
  });
  it.todo('[ref docs/c02/基本用语.rst:774] No.101 寂静荣誉方舟骑士 ① cannot target a Synchro made with 魔龙星-饕餮 — not expressible: vocabulary: properties inherited from materials are not facts');
  it('[ref docs/c02/基本用语.rst:780] 植物狮子 (control cannot change) may be targeted by 灰篮鹰 ① (which equips itself, its ② taking control) but not by 心变 taking control (CH-CONTROL-LOCKED; the control gained once 植物狮子 is negated is not asserted)', () => {
    expect(legal('{回合:A 阶段:主要1 A墓:灰篮鹰 B场:植物狮子} C1 A:灰篮鹰→植物狮子', 1)).toBe(true);
    expect(links('{回合:A 阶段:主要1 B场:植物狮子} C1 A:心变→植物狮子')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:786] with no Main Monster Zone free, no 强夺 / 堕落 / 蔷薇刻印 / 漫画之手 / 大逮捕 on an opponent\'s monster (CH-NO-FREE-ZONE; 惊乐家族脸 is not in the 2019 database)', () => {
    const full = '{回合:A 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙,死灵骑士,暗黑骑士 盖亚 B场:青眼白龙}';
    for (const card of ['强夺', '堕落', '蔷薇刻印', '漫画之手', '大逮捕']) expect(links(`${full} C1 A:${card} → B:青眼白龙`), card).toEqual(['C1:illegal:illegal']);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙,死灵骑士 B场:青眼白龙} C1 A:大逮捕 → B:青眼白龙', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:787] 大逮捕\'s target 冰剑龙 幻冰龙, destroyed for want of a free zone, leaves by rule — not because of the opponent: no ③ (the zone is filled here by A\'s own 活死人的呼声 chained, as 扰乱三人组\'s Tokens are no cards of the answer; CH-CONTROL-NO-ZONE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4) A墓:电子龙 B场:冰剑龙 幻冰龙(主1)} C1 A:大逮捕→B:冰剑龙 幻冰龙 C2 A:活死人的呼声→电子龙');
    expect(eventCards(a, 'control-changed', 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).map((e) => e.cause)).toEqual(['rule']);
    expect(triggerNames(a)).not.toContain('冰剑龙 幻冰龙');
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:三眼怪(主1) B场:冰剑龙 幻冰龙(主1)} C1 A:雷破→B:冰剑龙 幻冰龙'))).toContain('冰剑龙 幻冰龙');
  });
  it('[ref docs/c02/基本用语.rst:788] 电磁蓑衣虫 ① (mandatory) is activated even with no zone free: its target is destroyed by rule, not by the effect (CH-NO-FREE-ZONE, CH-CONTROL-NO-ZONE)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:电磁蓑衣虫(主1),三眼怪(主2),黑魔术师(主3),青眼白龙(主4),黑森林的魔女(主5) B场:古代的机械巨人(主1)} C1 A:电磁蓑衣虫① → B:古代的机械巨人');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'control-changed', 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).map((e) => e.cause)).toEqual(['rule']);
  });
  it('[ref docs/c02/基本用语.rst:789] 进化虫·侧喙头蜥 taken by 洗脑 with no zone free is destroyed on its own field: its 「在自己场上被破坏」 effect may be used (the zone is filled here by B\'s own 活死人的呼声 chained, as 扰乱三人组\'s Tokens are no cards of the answer; CH-CONTROL-NO-ZONE)', () => {
    const a = ask('{回合:B 阶段:主要1 B场:三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4) B墓:电子龙 A场:进化虫·侧喙头蜥(主1)} C1 B:洗脑→A:进化虫·侧喙头蜥 C2 B:活死人的呼声→电子龙');
    expect(eventCards(a, 'control-changed', 1)).toEqual([]);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['进化虫·侧喙头蜥']);
    expect(triggerNames(a)).toContain('进化虫·侧喙头蜥');
  });
  it('[ref docs/c02/基本用语.rst:790] 强制转移 against 6 monsters (5 Main + 1 Extra Monster Zone) and our 1: the opponent cannot give the Extra Monster Zone one; a Main Zone one is swapped (CH-SWAP-MAIN-ZONE)', () => {
    const full = '{回合:A 阶段:主要1 A场:黑魔术师(主2) B场:访问码语者(EX右),三眼怪(主1),青眼白龙(主2),时花之魔女(主3),电子龙(主4),死灵骑士(主5)} C1 A:强制转移';
    const swapped = (input: string) => ask(input).events.filter((e) => e.type === 'control-changed').flatMap((e) => e.cards.map((c) => c.name)).sort();
    expect(swapped(`${full}[控制 A:黑魔术师,B:访问码语者]`)).toEqual([]);
    expect(swapped(`${full}[控制 A:黑魔术师,B:电子龙]`)).toEqual(['电子龙', '黑魔术师'].sort());
  });
  it('[ref docs/c02/基本用语.rst:791] 所有者的刻印 returning 3 扰乱衍生物 with one zone free: one comes back, the other two are destroyed (CH-CONTROL-NO-ZONE) and their controller takes 300 each (CH-LEAVES-DAMAGE)', () => {
    const a = ask('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:三眼怪(主1),黑魔术师(主2),青眼白龙(主3),死灵骑士(主4) B场:扰乱衍生物(所有者:A),扰乱衍生物(所有者:A),扰乱衍生物(所有者:A)} C1 A:所有者的刻印');
    expect(eventCards(a, 'destroyed')).toEqual(['扰乱衍生物', '扰乱衍生物']);
    expect(eventCards(a, 'control-changed')).toEqual(['扰乱衍生物']);
    expect(a.lp).toEqual({ A: 8000, B: 7400 });
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-CONTROL-NO-ZONE', 'CH-LEAVES-DAMAGE']));
  });
  it('[ref docs/c02/基本用语.rst:792] 电子化天使-那沙帝弥- ③ with one zone free: it is summoned, then 古代的机械巨人, with no zone left, is destroyed by rule — not by the effect (CH-CONTROL-NO-ZONE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4) A墓:电子化天使-那沙帝弥-,电子化天使-弁天 B场:古代的机械巨人(主1)} C1 A:电子化天使-那沙帝弥-③→古代的机械巨人 [cost:除外 电子化天使-弁天]');
    expect(eventCards(a, 'special-summoned', 1)).toEqual(['电子化天使-那沙帝弥-']);
    expect(eventCards(a, 'control-changed', 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).map((e) => e.cause)).toEqual(['rule']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['古代的机械巨人']);
  });
  it('[ref docs/c02/基本用语.rst:793] 凭依的血魂 needs as many free Main zones as monsters it takes, its own zone counted; fewer left at resolution: the rest are destroyed (CTL-ZONES-FOR-ALL, CH-CONTROL-NO-ZONE)', () => {
    const four = 'B场:三眼怪,栗子球,黑羽-疾风之盖尔,魔知青蛙';
    // Three free Main Monster Zones (four once it tributes itself) against four Level 3 monsters: it may be activated.
    expect(legal(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙 ${four}} C1 A:凭依的血魂`, 1)).toBe(true);
    // Two free (three after the tribute): it may not.
    expect(legal(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙,黑魔术师 ${four}} C1 A:凭依的血魂`, 1)).toBe(false);
    // Activated, then a zone filled before it resolves: as many as fit change sides, the rest are destroyed — by rule, not by the effect.
    const a = ask(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙,活死人的呼声(盖) A墓:黑魔术师 ${four}} C1 A:凭依的血魂 C2 A:活死人的呼声 → 黑魔术师`);
    expect(eventCards(a, 'control-changed', 1)).toHaveLength(3);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).map((e) => [e.cards.length, e.cause])).toEqual([[1, 'rule']]);
  });
  it.todo('[ref docs/c02/基本用语.rst:801] 头位审判 with no zone free: the negated 机巧牙-御神尊真神 is destroyed — not expressible: card: 头位审判 and 机巧牙-御神尊真神 are newer than the card database (with five monsters it may still be activated: the negation applies, the control change cannot)');
  it.todo('[ref docs/c02/基本用语.rst:802] 未来No.0 未来龙皇 霍普 ② with no zone free: the negated monster is destroyed — not expressible: card: 机巧牙-御神尊真神 is newer than the card database (with five monsters it may still be activated: the negation applies, the control change cannot)');
  it('[ref docs/c02/基本用语.rst:808] 强制转移\'s swapped monsters are placed by its activator; the returning player places them later (CTL-ZONE-CHOOSER, CTL-GIVE-CONTROL)', () => {
    // 强制转移 resolving: A, who activated it, chooses the zones of both monsters.
    const swap = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:强制转移');
    const moved = swap.events.filter((e) => e.type === 'control-changed');
    expect(moved.map((e) => [e.cards.map((c) => `${c.controller}:${c.name}`).sort().join(','), e.zoneBy])).toEqual([['A:青眼白龙,B:黑魔术师', 'A']]);
    expect(swap.links[0]!.rules).toContain('CTL-ZONE-CHOOSER');
    // Later 所有者的刻印 (whoever activates it) sends each back: the player getting a monster back chooses its zone.
    const back = ask('{回合:B 阶段:主要1 A场:青眼白龙(所有者:B) B场:黑魔术师(所有者:A)} C1 B:所有者的刻印');
    const returned = back.events.filter((e) => e.type === 'control-changed').map((e) => [e.cards.map((c) => `${c.controller}:${c.name}`).join(','), e.zoneBy]);
    expect(returned).toEqual(expect.arrayContaining([['B:青眼白龙', 'B'], ['A:黑魔术师', 'A']]));
    expect(returned).toHaveLength(2);
  });
  it('[ref docs/c02/基本用语.rst:809] 欧拉回路 ②: its activator chooses the opponent\'s zone (CTL-GIVE-CONTROL, CTL-ZONE-CHOOSER)', () => {
    const a = ask('{回合:A 阶段:准备 A场:欧拉回路,廷达魔三角之猎犬} C1 A:欧拉回路② → 廷达魔三角之猎犬');
    const moved = a.events.filter((e) => e.type === 'control-changed');
    expect(moved.map((e) => [e.cards.map((c) => `${c.controller}:${c.name}`).join(','), e.zoneBy])).toEqual([['B:廷达魔三角之猎犬', 'A']]);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CTL-GIVE-CONTROL', 'CTL-ZONE-CHOOSER']));
  });
  it.todo('[ref docs/c02/基本用语.rst:810] 祢须三破鸣比 / 混沌幻魔 阿米泰尔-虚无幻影罗生闷 ②: the activator chooses the zone — not expressible: other: the answer never says which Monster Zone a monster is placed in, nor which player chooses it (zones can be stated as they are, not chosen)');
  it('[ref docs/c02/基本用语.rst:811] 紫炎的间者: the activator chooses the zone, and again when control returns (CTL-GIVE-CONTROL, CTL-ZONE-CHOOSER, CTL-UNTIL-END-PHASE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:紫炎之间者 → 黑魔术师 结束阶段');
    const moved = a.events.filter((e) => e.type === 'control-changed');
    expect(moved.map((e) => [e.cards.map((c) => `${c.controller}:${c.name}`).join(','), e.zoneBy])).toEqual([['B:黑魔术师', 'A']]);
    // In the End Phase control goes back to A, who gets it and chooses the zone again.
    expect(endPhase(a)).toEqual(['control-back:黑魔术师/']);
    const step = a.endPhase![0]!;
    expect(step.done.map((c) => c.controller)).toEqual(['A']);
    expect(step.rules).toEqual(expect.arrayContaining(['CTL-UNTIL-END-PHASE', 'CTL-ZONE-CHOOSER']));
    expect(step.reason).toContain('由得到控制权的玩家A决定放置的怪兽区域');
  });
  it.todo('[ref docs/c02/基本用语.rst:812] No.26 次元孔路 绕道章鱼 ②: the activator chooses the zone — not expressible: other: the answer never says which Monster Zone a monster is placed in, nor which player chooses it (zones can be stated as they are, not chosen)');
  it('[ref docs/c02/基本用语.rst:828] 灵摆切换 ② placing 魔力诱导者 (3 Spell Counters) from the Monster Zone in the Pendulum Zone removes them all (CH-PLACE-PENDULUM, CNT-LEAVE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:魔力诱导者(魔力指示物3),灵摆切换} C1 A:灵摆切换#2 → 魔力诱导者');
    expect(a.links[0]!.rules).toContain('CH-PLACE-PENDULUM');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 3, now: 0 })]);
  });
  it.todo('[ref docs/c02/基本用语.rst:829] 捕食生成 on 齐唱僵尸 twice: level 1 then 2, and a later one does not lower it again — not expressible: vocabulary: a level set by the counters on a card (捕食生成 「有捕食指示物放置的…等级变成1星」) is not applied');
  it.fails('[ref docs/c02/基本用语.rst:830] 卡片守卫 negated: the Guard Counter it put on 黑魔术师 still substitutes for its destruction (雷击 destroys only 卡片守卫) — fails: 卡片守卫③ is compiled with no step (its 「选择自己场上1张卡放置1个守卫指示物。选择的卡被破坏的场合，作为代替把1个守卫指示物取除」 is not read), and a destruction replacement carried by the counter ③ placed — on the chosen card, applying even while 卡片守卫 is negated, unlike the counter its ① put on itself — has no fact or engine path (./destroy-replacement.ts knows cards’ own and equipped-card replacements only)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:卡片守卫(效果无效,守卫指示物1),黑魔术师(守卫指示物1)} C1 B:雷击');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['卡片守卫']);
    expect(a.counters?.find((c) => c.card.name === '黑魔术师')).toEqual(expect.objectContaining({ kind: '守卫', before: 1, now: 0 }));
  });
  it.todo('[ref docs/c02/基本用语.rst:836] 巨大要塞 泽洛斯 ④\'s counters may be removed by 巨大战舰 effects — not expressible: vocabulary: counters of 「自身的效果使用的指示物」 (a kind named by another card) are not read');
  it('[ref docs/c02/基本用语.rst:837] a counter 魔法防护器 placed (written as a kind of its own, `指示物:魔法防护器×1`) is not 古代的机械城\'s: with 1 of each it cannot stand in for 古代的机械巨人\'s 2 tributes; with 2 of its own it can (SIT-TRIBUTE-SPELL)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:古代的机械城(指示物1,指示物:魔法防护器×1)} 上级召唤 古代的机械巨人 解放 古代的机械城')).toContain('古代的机械城');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:古代的机械城(指示物2)} 上级召唤 古代的机械巨人 解放 古代的机械城'), 'summoned')).toEqual(['古代的机械巨人']);
  });
  it.todo('[ref docs/c02/基本用语.rst:838] 防火龙·暗流体 / 炽天蝶 do not gain ATK from predator counters — not expressible: vocabulary: 炽天蝶’s current text is established (②「这张卡的攻击力上升这张卡的指示物数量×200」, its ① placing counters with no name) but an ATK raised by the count of the counters on the card itself is not applied, so which counters count cannot be shown (防火墙龙・暗流体 is newer than the card database too)');
  it.todo('[ref docs/c02/基本用语.rst:839] 魔法防护器\'s counters do not count for 隐居者的大釜 ③ — not expressible: numbers: a count of counters 隐居者的大釜 ③ reads is not applied');
  it('[ref docs/c02/基本用语.rst:840] 爆竹鬼 (the example names 暗黑弹射手 too) removes only its own counters: ③ at the End Phase takes its 2 counters with no name, its Predator Counter stays (CNT-PLACE)', () => { const a = ask('{回合:A 阶段:结束 A场:爆竹鬼(指示物2,捕食指示物1)} C1 A:爆竹鬼#3'); expect(a.links[0]!.outcome).toBe('resolved'); expect(a.counters).toEqual([expect.objectContaining({ kind: '', before: 2, now: 0 })]); });
  it('[ref docs/c02/基本用语.rst:849] 幽狱之时计塔 summoned as a monster by 魔术礼帽 and face-up in the Monster Zone applies no Spell text, so it cannot hold Clock Counters: 无尽的恐惧 (its current text places them on each 「幽狱之时计塔」, no target) cannot be activated; with the Field Spell in its zone it can (CNT-PLACE-CHOSEN, CNT-CAN-HOLD)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:幽狱之时计塔(当作怪兽,由魔术礼帽) B场:} C1 A:无尽的恐惧');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CH-NOTHING-TO-APPLY');
    const b = ask('{回合:A 阶段:主要1 A场:幽狱之时计塔(场地) B场:} C1 A:无尽的恐惧');
    expect(links(b)).toEqual(['C1:legal:resolved']);
    expect(b.counters).toEqual([expect.objectContaining({ kind: '时计', now: 2 })]);
  });
  it.todo('[ref docs/c02/基本用语.rst:850] an un-Gemini\'d 暗黑女武神 under 技能抽取 can hold Spell Counters — not expressible: other: 「可以放置魔力指示物的卡」 is a card filter now (CNT-CAN-HOLD), but it follows the later ruling of lines 848/852 (25/7/26: a card whose effects are negated can no longer hold them), under which a Gemini monster negated by 技能抽取 holds none; this undated line says the opposite, so the example waits for the two to be reconciled');
  it('[ref docs/c02/基本用语.rst:851] 云魔物-酸云 negated keeps its Fog Counters, as a card keeps Predator and A-Counters when negated (CNT-NEGATED)', () => { const a = ask('{回合:A 阶段:主要1 B手:效果遮蒙者 A场:云魔物-酸云(雾指示物2)} C1 B:效果遮蒙者→云魔物-酸云'); expect(links('{回合:A 阶段:主要1 B手:效果遮蒙者 A场:云魔物-酸云(雾指示物2)} C1 B:效果遮蒙者→云魔物-酸云')).toEqual(['C1:legal:resolved']); expect(a.counters).toBeUndefined(); const b = ask('{回合:A 阶段:主要1 B手:效果遮蒙者 A场:魔导兽 刻耳柏洛斯(捕食指示物1,A指示物1)} C1 B:效果遮蒙者→魔导兽 刻耳柏洛斯'); expect(b.counters).toBeUndefined(); });
  it('[ref docs/c02/基本用语.rst:852] a Spell Counter card negated loses its Spell Counters: 魔导兽 刻耳柏洛斯 (2) under 效果遮蒙者 holds none, 1400 ATK (CNT-NEGATED)', () => { const a = ask('{回合:A 阶段:主要1 B手:效果遮蒙者 A场:魔导兽 刻耳柏洛斯(魔力指示物2)} C1 B:效果遮蒙者→魔导兽 刻耳柏洛斯'); expect(a.links[0]!.rules).toContain('CNT-NEGATED'); expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 0 })]); expect(a.stats?.find((x) => x.card.name === '魔导兽 刻耳柏洛斯')?.atk).toBe(1400); });
  it('[ref docs/c02/基本用语.rst:853] 漆黑的能量石 chained to 混沌场\'s card activation cannot target it (its effects apply only once that activation resolves); with 混沌场 already on the field it can (CNT-CAN-HOLD)', () => {
    expect(links('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3) A手:混沌场} C1 A:混沌场 C2 A:漆黑的能量石① → 混沌场')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),混沌场} C1 A:漆黑的能量石① → 混沌场', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:854] 魔导兽 刻耳柏洛斯 negated: following the later ruling (25/7/26, lines 848 and 852: a negated card loses the ability, and an effect placing them cannot choose it) — not the 19/3/11 one this line cites — 漆黑的能量石 ① cannot target it; un-negated it can (CNT-CAN-HOLD)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导兽 刻耳柏洛斯(效果无效)} C1 A:漆黑的能量石① → 魔导兽 刻耳柏洛斯', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导兽 刻耳柏洛斯} C1 A:漆黑的能量石① → 魔导兽 刻耳柏洛斯', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:855] 魔导兽 美杜莎水母 in the Pendulum Zone: its 【灵摆】 text places no counter on itself, so 漆黑的能量石 ① cannot target it there; in the Monster Zone it can (CNT-CAN-HOLD)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导兽 美杜莎水母(灵摆左)} C1 A:漆黑的能量石① → 魔导兽 美杜莎水母', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导兽 美杜莎水母} C1 A:漆黑的能量石① → 魔导兽 美杜莎水母', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:856] 暗黑女武神 not summoned again is a Normal Monster on the field: 漆黑的能量石 ① cannot target it; summoned again it can (CNT-CAN-HOLD)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),暗黑女武神} C1 A:漆黑的能量石① → 暗黑女武神', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),暗黑女武神(再度召唤)} C1 A:漆黑的能量石① → 暗黑女武神', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:857] 暗黑女武神 in the Deck is a card that can hold Spell Counters (its text places one on itself): 恩底弥翁的仆从 P② summons it, not 青眼白龙 (no such text) — only that part: the counter it then does not get, and 超合魔兽 拉普提诺斯, are not checked (恩底弥翁的仆从 placing counters on the monster it summons is not applied) (CNT-CAN-HOLD)', () => {
    const q = (deck: string) => `{回合:A 阶段:主要1 A场:恩底弥翁的仆从(魔力指示物3) A卡组:${deck}} C1 A:恩底弥翁的仆从P②[从灵摆区]`;
    expect(moved(q('暗黑女武神'), 'special-summoned')).toContain('暗黑女武神');
    expect(moved(q('青眼白龙'), 'special-summoned')).not.toContain('青眼白龙');
  });
  it('[ref docs/c02/基本用语.rst:858] 魔导战士 破坏者 already holding its one Spell Counter is still a card that can hold them: 魔力掌握 may target it, but its own 「最多1个」 lets no second one on (ATK stays 1900) (CNT-CAN-HOLD, CNT-MAX)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:魔导战士 破坏者(魔力指示物1)} C1 A:魔力掌握 → 魔导战士 破坏者');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CNT-MAX');
    expect(a.counters ?? []).toEqual([]);
    expect(a.stats?.find((x) => x.card.name === '魔导战士 破坏者')?.atk).toBe(1900);
  });
  it('[ref docs/c02/基本用语.rst:867] a monster that only took the name 黑羽龙 (黑翼龙 in the example; 混沌魅惑的女王’s equip, written `(卡名:黑羽龙)`) gained no effect, so it cannot hold Black Feather Counters: 黑羽-南风之奥斯特 ●1 cannot be activated; with the real 黑羽龙 it can (CNT-PLACE-CHOSEN, CNT-CAN-HOLD)', () => {
    expect(links('{回合:A 阶段:主要1 A场:混沌魅惑的女王(卡名:黑羽龙) A墓:黑羽-南风之奥斯特 B场:三眼怪,黑洞(盖)} C1 A:黑羽-南风之奥斯特②[●1]')).toEqual(['C1:illegal:illegal']);
    expect(links('{回合:A 阶段:主要1 A场:黑羽龙 A墓:黑羽-南风之奥斯特 B场:三眼怪,黑洞(盖)} C1 A:黑羽-南风之奥斯特②[●1]')).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:868] 霸王眷龙 凶饿毒 that took 奥金魔术师’s name and effects can hold Spell Counters (魔力掌握 may target it; plain, it may not), and negated it loses the ones it holds — only that part: its losing them when the name and effects lapse at the End Phase is not played (CNT-CAN-HOLD, CNT-NEGATED)', () => {
    expect(links('{回合:A 阶段:主要1 A场:霸王眷龙 凶饿毒(复制:奥金魔术师)} C1 A:魔力掌握 → 霸王眷龙 凶饿毒')).toEqual(['C1:legal:resolved']);
    expect(legal('{回合:A 阶段:主要1 A场:霸王眷龙 凶饿毒} C1 A:魔力掌握 → 霸王眷龙 凶饿毒', 1)).toBe(false);
    const a = ask('{回合:A 阶段:主要1 B手:效果遮蒙者 A场:霸王眷龙 凶饿毒(复制:奥金魔术师,魔力指示物2)} C1 B:效果遮蒙者→霸王眷龙 凶饿毒');
    expect(a.links[0]!.rules).toContain('CNT-NEGATED');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 0 })]);
  });
  it.todo('[ref docs/c02/基本用语.rst:876] which cards "have a coin-toss effect" for 秘仪之力19-太阳 — not expressible: vocabulary: gained or copied effects are not facts');
  it.todo('[ref docs/c02/基本用语.rst:877] cards in the Spell & Trap Zone are not "cards with a coin-toss effect" — not expressible: vocabulary: gained or copied effects are not facts');
  it('[ref docs/c02/基本用语.rst:878] 新空间侠·黑暗豹 that took 变形斗士·手机’s name and effects is a card with a dice effect: 次元解骰 (curated, newer than the database) may be activated; plain, it may not (CMP-DICE-CARD)', () => {
    expect(links('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹(复制:变形斗士·手机),三眼怪 A卡组:变形斗士·手机} C1 A:次元解骰 [cost:解放 三眼怪]')).toEqual(['C1:legal:resolved']);
    expect(legal('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹,三眼怪 A卡组:变形斗士·手机} C1 A:次元解骰 [cost:解放 三眼怪]', 1)).toBe(false);
  });
  it.todo('[ref docs/c02/基本用语.rst:879] 表里之女神 / 秘仪牌阵 may choose 运否之天赋罗-虾 in the Deck or GY — not expressible: vocabulary: gained or copied effects are not facts');
  it.todo('[ref docs/c02/基本用语.rst:880] which monsters "have a quick negation" for 叛逆者 埃图 — not expressible: vocabulary: gained or copied effects are not facts');
  it('[ref docs/c02/基本用语.rst:885] 迫近的机械 (curated, newer than the database) summoned as a monster by 魔术礼帽 names 金属化·强化反射装甲 in its text: it may be tributed to activate 金属化·钢炎装甲 (SIT-SPELL-TRAP-AS-MONSTER, CMP-MENTIONS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:迫近的机械(当作怪兽,由魔术礼帽),金属化·钢炎装甲(盖)} C1 A:金属化·钢炎装甲 [cost:解放 迫近的机械]');
    expect(legal(a, 1)).toBe(true);
    expect(eventCards(a, 'sent-to-gy')).toContain('迫近的机械');
    expect(legal('{回合:A 阶段:主要1 A场:三眼怪,金属化·钢炎装甲(盖)} C1 A:金属化·钢炎装甲 [cost:解放 三眼怪]', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:886] 新空间侠·黑暗豹 that took 钢铁幻想师’s name and effects does not name 金属化·强化反射装甲 in its own text: it cannot be tributed for 金属化·钢炎装甲; 钢铁幻想师 itself can (CMP-MENTIONS)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹(复制:钢铁幻想师),金属化·钢炎装甲(盖)} C1 A:金属化·钢炎装甲 [cost:解放 新空间侠·黑暗豹]', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:钢铁幻想师,金属化·钢炎装甲(盖)} C1 A:金属化·钢炎装甲 [cost:解放 钢铁幻想师]', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:896] a rank-up Spell that summons 「在作为对象的怪兽上面重叠当作超量召唤」 uses its target as Xyz Material: a monster that cannot be Xyz Material cannot be its target (here 升阶魔法-急袭之力 and 闪光No.39 希望皇 霍普·电光皇, whose own text says so, in place of 升阶魔法-限制型异晶人的魔力 and a monster 十二兽 狗环 ② summoned); an ordinary rank-5 Xyz may be (XYZ-MATERIAL-TARGET)', () => {
    const q = (t: string) => `{回合:A 阶段:主要1 A场:${t}(超量召唤) A额外:急袭猛禽-革命猎鹰-大空袭} C1 A:升阶魔法-急袭之力→${t}`;
    expect(legal(q('No.61 火山恐龙'), 1)).toBe(true);
    expect(legal(q('闪光No.39 希望皇 霍普·电光皇'), 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:897] No.101 寂静荣誉方舟骑士 ① may target 闪光No.39 希望皇 霍普·电光皇 (「不能作为超量召唤的素材」 speaks of Xyz Summons; attaching is none)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:No.101 寂静荣誉方舟骑士(素材:三眼怪+黑魔术师) B场:闪光No.39 希望皇 霍普·电光皇(超量召唤)} C1 A:No.101 寂静荣誉方舟骑士① → 闪光No.39 希望皇 霍普·电光皇');
    expect(legal(a, 1)).toBe(true);
    expect(eventCards(a, 'targeted')).toEqual(['闪光No.39 希望皇 霍普·电光皇']);
  });
  it('[ref docs/c02/基本用语.rst:904] only the Xyz Monster summoned with 劈啪劈啪蜜蜂 as material gets its ●: No.39 希望皇 霍普 made with it has it; 混沌No.39 希望皇 霍普雷 Xyz Summoned on top of that 霍普 (its material is 霍普; the 蜜蜂 below is not a material of this summon) does not (FD-MATERIAL-GRANTS)', () => { expect(ask('{回合:A A场:No.39 希望皇 霍普(素材:劈啪劈啪蜜蜂+三眼怪)} C1 B:黑洞').assumptions.join('')).toContain('以「劈啪劈啪蜜蜂」为素材出场'); expect(ask('{回合:A A场:混沌No.39 希望皇 霍普雷(素材:No.39 希望皇 霍普)} C1 B:黑洞').assumptions.join('')).not.toContain('劈啪劈啪蜜蜂'); });
  it('[ref docs/c02/基本用语.rst:914] a Tribute Summon that was negated is no Tribute Summon: 上级进化区 cannot be activated that End Phase (CH-ARMED-BY-TURN)', () => {
    expect(links('{回合:A 阶段:结束阶段 A场:上级进化区 本回合:A:青眼白龙(上级召唤,无效)} C1 A:上级进化区')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:915] the materials of a negated Xyz Summon go to the GY as Xyz Materials — not from the field, so 三眼怪 gets no trigger (NOTE-SUMMON-MATERIALS)', () => { const a = ask('{回合:A 阶段:主要1 A场:三眼怪,第13人的埋葬者} 超量召唤 熔岩谷炎人 素材 三眼怪, 第13人的埋葬者 [被无效]'); expect(eventCards(a, 'sent-to-gy').sort()).toEqual(['三眼怪', '第13人的埋葬者'].sort()); expect(triggerNames(a)).not.toContain('三眼怪'); });
  it('[ref docs/c02/基本用语.rst:916] 机关傀儡-暗影触摸者 as material of a negated Xyz Summon goes to the GY as usual: nothing banishes it (XYZ-MATERIAL-REDIRECT; a level-8 summon — 暗影触摸者 is Level 8, so No.62 with 银河眼光子龙, where the level-4 霍普 with 黑魔术师 could not be summoned)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:机关傀儡-暗影触摸者,银河眼光子龙} 超量召唤 No.62 银河眼光子龙皇 素材 机关傀儡-暗影触摸者, 银河眼光子龙 [被无效]');
    expect(eventCards(a, 'sent-to-gy')).toContain('机关傀儡-暗影触摸者');
    expect(triggerNames(a)).not.toContain('机关傀儡-暗影触摸者');
  });
  it.todo('[ref docs/c02/基本用语.rst:917] 我我我复仇\'s monster used in a negated Xyz Summon: no effect after — not expressible: vocabulary: the negated Xyz Summon can be written now (`超量召唤 X 素材 Y,Z [被无效]`), but an Equip Card whose monster becomes Xyz Material is not sent to the GY (nor in a summon that succeeds), so 我我我复仇’s 「装备怪兽变成超量素材让这张卡被送去墓地时」 is never met either way');
  it('[ref docs/c02/基本用语.rst:918] 还原点控球后卫 used in a Link Summon that 神之通告 negates: the Link monster was never summoned, so ② is not offered', () => {
    const a = ask('{回合:A 阶段:主要1 A场:还原点控球后卫,黑魔术师} 连接召唤 解码语者 素材 还原点控球后卫,黑魔术师 [被无效]');
    expect(eventCards(a, 'sent-to-gy')).toContain('还原点控球后卫');
    expect(triggerNames(a)).not.toContain('还原点控球后卫');
  });
  it('[ref docs/c02/基本用语.rst:919] 炫翼弩\'s monster used in a negated Synchro Summon: it never became Synchro Material, so ③ is not offered', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔,黑羽-晓之希洛克,炫翼弩(装备:黑羽-晓之希洛克)} 同调召唤 黑羽龙 素材 黑羽-疾风之盖尔,黑羽-晓之希洛克 [被无效]');
    expect(eventCards(a, 'sent-to-gy')).toContain('黑羽-晓之希洛克');
    expect(triggerNames(a)).not.toContain('炫翼弩');
  });
  it('[ref docs/c02/基本用语.rst:925] 内置式机枪 does not count Xyz materials: one Xyz Monster with two materials is one card (200 damage)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:No.39 希望皇 霍普(素材:三眼怪+黑魔术师) B手:} C1 A:内置式机枪');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([200]);
  });
  it('[ref docs/c02/基本用语.rst:926] 幻影雾剑\'s target becoming Xyz material does not leave the field: 幻影雾剑 stays (tributed, it would be destroyed) (XYZ-DETACH)', () => {
    const xyz = ask('{回合:A 阶段:主要1 A场:三眼怪,第13人的埋葬者 B场:幻影雾剑(对象:三眼怪)} 超量召唤 熔岩谷炎人 素材 三眼怪,第13人的埋葬者');
    expect(eventCards(xyz, 'destroyed')).not.toContain('幻影雾剑');
    const tribute = ask('{回合:A 阶段:主要1 A场:三眼怪 B场:幻影雾剑(对象:三眼怪)} 上级召唤 人造人-念力震慑者 解放 三眼怪');
    expect(eventCards(tribute, 'destroyed')).toContain('幻影雾剑');
  });
  it.todo('[ref docs/c02/基本用语.rst:927] 元素英雄 绝对零度侠 attached by No.101 does not leave the field: no effect — not expressible: vocabulary: 「那只怪兽在这张卡下面重叠作为超量素材」 (attaching a monster on the field as material) is not read: No.101 ① resolves doing nothing, so the monster neither becomes material nor leaves');
  it('[ref docs/c02/基本用语.rst:928] 封印师 明晴 used as Xyz material leaves at once: 魔法封印咒符 destroys itself, and 神之宣告 may still answer the Xyz Summon (CMP-NAMED-LEAVES-SELF-DESTROY, CH-SELF-DESTRUCT-ACTION)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:封印师 明晴,第13人的埋葬者,魔法封印咒符 B场:神之宣告(盖)} 超量召唤 熔岩谷炎人 素材 封印师 明晴,第13人的埋葬者 C1 B:神之宣告');
    expect(legal(a, 1)).toBe(true);
    expect(eventCards(a, 'destroyed')).toContain('魔法封印咒符');
  });
  it('[ref docs/c02/基本用语.rst:929] 三眼怪 detached to the GY is not sent from the field: no effect (XYZ-DETACH)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(eventCards(a, 'sent-to-gy')).toContain('三眼怪');
    expect(triggerNames(a)).not.toContain('三眼怪');
  });
  it('[ref docs/c02/基本用语.rst:930] 元素英雄 影雾女郎 detached to the GY may use ② (XYZ-DETACH)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:元素英雄 影雾女郎+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(eventCards(a, 'sent-to-gy')).toContain('元素英雄 影雾女郎');
    expect(triggerNames(a)).toContain('元素英雄 影雾女郎');
  });
  it('[ref docs/c02/基本用语.rst:931] under 次元的裂缝 detached materials are not banished; under 大宇宙 they are (XYZ-DETACH)', () => {
    const fissure = ask('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+黑魔术师),次元的裂缝 B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(eventCards(fissure, 'sent-to-gy')).toContain('三眼怪');
    expect(eventCards(fissure, 'banished')).not.toContain('三眼怪');
    const cosmos = ask('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+黑魔术师),大宇宙 B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(eventCards(cosmos, 'banished')).toContain('三眼怪');
  });
  it('[ref docs/c02/基本用语.rst:946] 假面英雄 暗鬼 lists no Fusion Materials and was not Fusion Summoned: 融合解除 returns it and summons nothing (CH-DEFUSE-SET)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:假面英雄 暗鬼(特殊召唤)} C1 B:融合解除 → 假面英雄 暗鬼');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'returned-to-deck')).toEqual(['假面英雄 暗鬼']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:947] 嵌合巨舰龙 has materials but was summoned by its own procedure, not Fusion Summoned: 融合解除 summons none of them (CH-DEFUSE-SET)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:嵌合巨舰龙(自身特召,素材:电子龙+青眼白龙) B墓:电子龙,青眼白龙} C1 B:融合解除 → 嵌合巨舰龙');
    expect(eventCards(a, 'returned-to-deck')).toEqual(['嵌合巨舰龙']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:948] 融合解除 on 凶饿毒融合龙 does not revive its materials: they were field monsters, the GY holds no such set (CH-DEFUSE-SET)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:凶饿毒融合龙(融合召唤,素材:黑魔术师+恶魔召唤) A墓:黑魔术师,恶魔召唤} C1 A:融合解除 → 凶饿毒融合龙');
    expect(eventCards(a, 'returned-to-deck')).toEqual(['凶饿毒融合龙']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:949] 剑斗兽 老虎 (never Fusion Material) cannot be returned for 剑斗兽 凯撒\'s procedure (SIT-SUMMON-MATERIALS)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:剑斗兽 枪斗,剑斗兽 老虎} 特殊召唤 剑斗兽 凯撒 素材 剑斗兽 枪斗,剑斗兽 老虎')).toContain('不能作为融合素材');
  });
  it('[ref docs/c02/基本用语.rst:950] under 常暗的契约书 (「不能作为融合·同调·超量召唤的素材」) the opponent may still banish a 灵兽使 and a 精灵兽 to summon 圣灵兽骑 火狮: its procedure is no Fusion Summon (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:常暗的契约书,DD 魔导贤者 托马斯(灵摆左),DD 魔导贤者 开普勒(灵摆右) B场:灵兽使的长老,精灵兽 川豚 B额外:圣灵兽骑 火狮} 特殊召唤 圣灵兽骑 火狮 素材 灵兽使的长老,精灵兽 川豚');
    expect(eventCards(a, 'banished').sort()).toEqual(['灵兽使的长老', '精灵兽 川豚'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['圣灵兽骑 火狮']);
  });
  it.todo('[ref docs/c02/基本用语.rst:951] 雷神龙-雷龙\'s materials cannot include a Thunder-ised non-material monster — not expressible: vocabulary: a monster made a Thunder by another effect but unable to be Fusion Material — material kinds are not judged');
  it.todo('[ref docs/c02/基本用语.rst:952] 融合识别 / 神艺学的破坏-袭击- let a monster count as 「神艺」 for 神艺智慧的少女 — not expressible: vocabulary: 神艺智慧的少女’s current text is established (its other way: discard a Spell/Trap and tribute a Level 7+ 「神艺」 monster from the hand or field) but not curated: 融合识别 / 神艺学的破坏-袭击- treating a monster as a 「神艺」 monster when it is used as material (for that tribute too) is not applied');
  it.todo('[ref docs/c02/基本用语.rst:959] 超越融合 ② / 融合解除 do not revive 凶饿毒融合龙\'s materials — not expressible: card: 超越融合 ② is read from its text as summoning its target; its 「以这张卡的效果融合召唤的1只怪兽」 (the `(由超越融合)` memory) and 「融合召唤使用过的一组融合素材」 (CH-DEFUSE-SET, curated for 融合解除 only) are not compiled — the 融合解除 half is :948');
  it.todo('[ref docs/c02/基本用语.rst:960] 分体 may revive one of 凶饿毒融合龙\'s materials — not expressible: vocabulary: what a Fusion Monster destroyed and sent to the GY remembers of its materials is dropped when it leaves the field (offFieldStates), so 分体 (「那只融合怪兽进行融合时所使用过的1只融合素材怪兽」) has nothing to choose from; its activation is judged illegal');
  it('[ref docs/c02/基本用语.rst:962] 融合咒印生物-暗 ② (a Special Summon, no Fusion Summon) must still use monsters that can be Fusion Material: not 剑斗兽 老虎 (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:融合咒印生物-暗,剑斗兽 老虎} 特殊召唤 凶饿毒融合龙 素材 融合咒印生物-暗,剑斗兽 老虎 [由融合咒印生物-暗]')).toContain('不能作为融合素材');
    const a = ask('{回合:A 阶段:主要1 A场:融合咒印生物-暗,黑魔术师} 特殊召唤 凶饿毒融合龙 素材 融合咒印生物-暗,黑魔术师 [由融合咒印生物-暗]');
    expect(eventCards(a, 'special-summoned')).toEqual(['凶饿毒融合龙']);
    expect(refused('{回合:A 阶段:主要1 A场:融合咒印生物-暗,黑魔术师} 融合召唤 凶饿毒融合龙 素材 融合咒印生物-暗,黑魔术师 [由融合咒印生物-暗]')).toContain('不是融合召唤');
  });
  // 团结的剑斗兽 is newer than the card database: 奇迹接触 (same 「无视召唤条件」 wording) stands for the three.
  it('[ref docs/c02/基本用语.rst:963] 奇迹接触 / 新宇融合 / 团结的剑斗兽 Special Summon ignoring the conditions: no Fusion Summon, the monsters used are no Fusion Material (SIT-SUMMON-BY-CARD)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:元素英雄 新宇侠 A墓:新空间侠·海洋海豚} 特殊召唤 元素英雄 海洋新宇侠 素材 元素英雄 新宇侠,新空间侠·海洋海豚 [由奇迹接触]');
    expect(eventCards(a, 'returned-to-deck').sort()).toEqual(['元素英雄 新宇侠', '新空间侠·海洋海豚'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['元素英雄 海洋新宇侠']);
    expect(refused('{回合:A 阶段:主要1 A场:元素英雄 新宇侠 A墓:新空间侠·海洋海豚} 融合召唤 元素英雄 海洋新宇侠 素材 元素英雄 新宇侠,新空间侠·海洋海豚 [由奇迹接触]')).toContain('使用的怪兽不是融合素材');
  });
  it('[ref docs/c02/基本用语.rst:968] 雷龙融合 ① cannot return a face-down banished monster; a face-up banished one it may (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A墓:电气长颈鹿 A除外:雷龙(盖)} 融合召唤 超雷龙-雷龙 素材 雷龙,电气长颈鹿 [由雷龙融合]')).toContain('里侧表示');
    expect(eventCards(ask('{回合:A 阶段:主要1 A墓:电气长颈鹿 A除外:雷龙} 融合召唤 超雷龙-雷龙 素材 雷龙,电气长颈鹿 [由雷龙融合]'), 'returned-to-deck').sort()).toEqual(['电气长颈鹿', '雷龙'].sort());
  });
  it('[ref docs/c02/基本用语.rst:969] 超融合 cannot use the opponent\'s face-down monster as material (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠 B场:元素英雄 爆热女郎(盖)} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,B:元素英雄 爆热女郎 [由超融合]')).toContain('对方场上里侧表示');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠 B场:元素英雄 爆热女郎} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,B:元素英雄 爆热女郎 [由超融合]'), 'special-summoned')).toEqual(['元素英雄 凤凰人']);
  });
  it('[ref docs/c02/基本用语.rst:970] face-down A-突击核 etc. may be banished for ABC-神龙歼灭者 (its procedure takes face-down cards) (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:A-突击核(盖),B-破坏龙兽,C-粉碎翼龙(盖)} 特殊召唤 ABC-神龙歼灭者 素材 A-突击核,B-破坏龙兽,C-粉碎翼龙');
    expect(eventCards(a, 'banished').sort()).toEqual(['A-突击核', 'B-破坏龙兽', 'C-粉碎翼龙'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['ABC-神龙歼灭者']);
  });
  it('[ref docs/c02/基本用语.rst:971] B-破坏龙兽 equipped as an Equip Card may be banished with A-突击核 and C-粉碎翼龙 to summon ABC-神龙歼灭者 (SIT-SUMMON-MATERIALS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:A-突击核,三眼怪,B-破坏龙兽(装备:三眼怪),C-粉碎翼龙 A额外:ABC-神龙歼灭者} 特殊召唤 ABC-神龙歼灭者 素材 A-突击核,B-破坏龙兽,C-粉碎翼龙');
    expect(eventCards(a, 'banished').sort()).toEqual(['A-突击核', 'B-破坏龙兽', 'C-粉碎翼龙'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['ABC-神龙歼灭者']);
  });
  // 泥糊泥龙王 is newer than the card database: the allowed cases are shown with 风魔女-冬铃 + 风魔女-玻璃铃.
  it('[ref docs/c02/基本用语.rst:976] 奇迹同调融合 cannot summon 风魔女-水晶钟 with 沼地的魔神王 standing in for 风魔女-冬铃 (the Synchro part); 冬铃 + 玻璃铃 it can (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:风魔女-冬铃,沼地的魔神王} 融合召唤 风魔女-水晶钟 素材 沼地的魔神王,风魔女-冬铃 [由奇迹同调融合]')).toContain('同调怪兽的部分必须用那张卡本身');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:风魔女-冬铃 A墓:风魔女-玻璃铃} 融合召唤 风魔女-水晶钟 素材 风魔女-冬铃,风魔女-玻璃铃 [由奇迹同调融合]'), 'special-summoned')).toEqual(['风魔女-水晶钟']);
  });
  it('[ref docs/c02/基本用语.rst:977] 真红眼融合 may summon 超魔导龙骑士-真红眼龙骑士 (「真红眼黑龙」 is one choice of its second part), but only with 真红眼黑龙 itself, not another Dragon effect monster; without 真红眼融合 the Dragon may fill that part (SIT-SUMMON-BY-CARD; the card restated in src/cards/curated/newer/c02-more-newer.ts)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:黑魔术师,白色灵龙} 融合召唤 超魔导龙骑士-真红眼龙骑士 素材 黑魔术师,白色灵龙 [由真红眼融合]')).toContain('缺少「真红眼黑龙」');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:黑魔术师 A卡组:真红眼黑龙} 融合召唤 超魔导龙骑士-真红眼龙骑士 素材 黑魔术师,真红眼黑龙 [由真红眼融合]'), 'special-summoned')).toEqual(['超魔导龙骑士-真红眼龙骑士']);
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:黑魔术师,白色灵龙} 融合召唤 超魔导龙骑士-真红眼龙骑士 素材 黑魔术师,白色灵龙'), 'special-summoned')).toEqual(['超魔导龙骑士-真红眼龙骑士']);
  });
  it('[ref docs/c02/基本用语.rst:978] 真红眼融合 with 真红眼铁骑士-基亚·弗里德 as the Warrior cannot use 沼地的魔神王 for 真红眼黑龙 (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:真红眼铁骑士-基亚·弗里德,沼地的魔神王} 融合召唤 真红眼黑刃龙 素材 沼地的魔神王,真红眼铁骑士-基亚·弗里德 [由真红眼融合]')).toContain('融合素材代用怪兽不能代替');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:真红眼铁骑士-基亚·弗里德 A卡组:真红眼黑龙} 融合召唤 真红眼黑刃龙 素材 真红眼黑龙,真红眼铁骑士-基亚·弗里德 [由真红眼融合]'), 'special-summoned')).toEqual(['真红眼黑刃龙']);
  });
  it('[ref docs/c02/基本用语.rst:979] 烙印融合 (curated, newer than the database) fills the 「阿不思的落胤」 part of 神炎龙 赫界龙 with that card itself: 心眼之女神 cannot stand in, so it with a DARK 阿不思的落胤 is refused; 阿不思的落胤 with a DARK monster from the Deck is fine (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A手:心眼之女神,阿不思的落胤} 融合召唤 神炎龙 赫界龙 素材 心眼之女神,阿不思的落胤 [由烙印融合]')).toContain('不是暗属性怪兽');
    expect(eventCards(ask('{回合:A 阶段:主要1 A手:阿不思的落胤 A卡组:黑魔术师} 融合召唤 神炎龙 赫界龙 素材 阿不思的落胤,黑魔术师 [由烙印融合]'), 'special-summoned')).toEqual(['神炎龙 赫界龙']);
    // With 融合 the substitute may stand in for 阿不思的落胤, the DARK 阿不思的落胤 being the other part.
    expect(eventCards(ask('{回合:A 阶段:主要1 A手:心眼之女神,阿不思的落胤} 融合召唤 神炎龙 赫界龙 素材 心眼之女神,阿不思的落胤 [由融合]'), 'special-summoned')).toEqual(['神炎龙 赫界龙']);
  });
  it.todo('[ref docs/c02/基本用语.rst:980] 究极融合 summoning 究极龙魔导师 must use 青眼究极龙 — not expressible: card: 究极融合’s text is not at hand, and 究极龙魔导师’s material line 「「青眼究极龙」（或者「青眼」怪兽×3）＋「混沌」仪式怪兽」 (a part that may be replaced by a group of three) is not read by the Fusion check (SIT-SUMMON-BY-CARD reads 「「X」或者…」 choices, not this form)');
  it.todo('[ref docs/c02/基本用语.rst:985] 融合超涡 / 融合识别 let 青眼白龙 be tributed for 群豪之创始者-大公 — not expressible: vocabulary: 群豪之创始者-大公 is curated (src/cards/curated/newer/c02-terms-newer-more.ts, its ① only): its procedure (tribute a non-Fusion Level 5+ 「群豪」 monster in a column of the Extra Monster Zone) is not read, and 融合超涡 / 融合识别 treating 青眼白龙 as a monster of that name or archetype is not applied');
  it.todo('[ref docs/c02/基本用语.rst:986] 神艺学的杰作-继承- with 融合识别 may summon 共命之翼 迦楼罗 — not expressible: vocabulary: 神艺学的杰作-继承-’s current text is established (①「包含「神艺」怪兽的自己的手卡·场上的怪兽作为融合素材…融合召唤」) but not curated: 融合识别 making a monster count as the revealed Fusion Monster’s name / archetype for material is not applied, and 共命之翼 迦楼罗 is newer than the card database');
  it.todo('[ref docs/c02/基本用语.rst:987] 神艺学的杰作-继承- with 神艺学的破坏-袭击- and two 无垢者 米底乌斯 — not expressible: vocabulary: 神艺学的杰作-继承-’s current text is established (①「包含「神艺」怪兽的自己的手卡·场上的怪兽作为融合素材…融合召唤」) but not curated: 神艺学的破坏-袭击- treating a monster as a 「神艺」 monster when used as material is not applied, and 无垢者 米底乌斯 is newer than the card database');
  it.todo('[ref docs/c02/基本用语.rst:993] 古代的机械超巨人 made with 元素英雄 棱镜侠 as 古代的机械巨人 gets its ② — not expressible: vocabulary: the materials are stated (`素材:X+Y`, FD-MATERIALS), but a condition 「从「X」「Y」之中以合计2只以上为素材作融合召唤的这张卡」 counted on what a material was treated as when used (元素英雄 棱镜侠 as 古代的机械巨人), and the attack count it grants, are not facts');
  it.todo('[ref docs/c02/基本用语.rst:994] 魔界的警逻课 死亡警察 made with monsters made DARK by 黯黑世界 gets its ● effect — not expressible: vocabulary: the materials are stated (`素材:X+Y`, FD-MATERIALS), but a ● effect gained by the materials\' attributes when used (made DARK by 黯黑世界-暗影敌托邦-) is not a fact');
  it.todo('[ref docs/c02/基本用语.rst:995] 白森林的妖魔 迪亚贝尔 made with 锁缚龙 锁镰 as a non-Tuner cannot use ① — not expressible: notation: 白森林的妖魔 迪亚贝尔 ① 「这张卡用同调怪兽调整为素材作同调召唤的场合」 needs to know which material was used as the Tuner — 锁缚龙 锁镰 used as a non-Tuner by its ① — and `(素材:X+Y)` does not say it');
  it('[ref docs/c02/基本用语.rst:1005] 未来融合 sends materials from the Deck: a 沼地的魔神王 there cannot substitute (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A卡组:青眼白龙,沼地的魔神王} 融合召唤 青眼双爆裂龙 素材 青眼白龙,沼地的魔神王 [由未来融合]')).toContain('在卡组或被除外');
    expect(eventCards(ask('{回合:A 阶段:主要1 A卡组:青眼白龙,青眼白龙} 融合召唤 青眼双爆裂龙 素材 青眼白龙,青眼白龙 [由未来融合]'), 'special-summoned')).toEqual(['青眼双爆裂龙']);
  });
  it('[ref docs/c02/基本用语.rst:1006] 平行世界融合 returns banished materials: a banished 沼地的魔神王 cannot substitute (SIT-SUMMON-BY-CARD)', () => {
    expect(refused('{回合:A 阶段:主要1 A除外:元素英雄 羽翼侠,沼地的魔神王} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,沼地的魔神王 [由平行世界融合]')).toContain('在卡组或被除外');
  });
  it('[ref docs/c02/基本用语.rst:1007] 雷龙融合: a 沼地的魔神王 in the GY substitutes, a banished one does not (SIT-SUMMON-BY-CARD)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A墓:雷龙,沼地的魔神王} 融合召唤 双头雷龙 素材 雷龙,沼地的魔神王 [由雷龙融合]'), 'special-summoned')).toEqual(['双头雷龙']);
    expect(refused('{回合:A 阶段:主要1 A墓:雷龙 A除外:沼地的魔神王} 融合召唤 双头雷龙 素材 雷龙,沼地的魔神王 [由雷龙融合]')).toContain('在卡组或被除外');
  });
  it('[ref docs/c02/基本用语.rst:1008] 超融合 may use the opponent\'s face-up 沼地的魔神王 as a substitute (SIT-SUMMON-BY-CARD)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:沼地的魔神王} 融合召唤 青眼双爆裂龙 素材 青眼白龙,B:沼地的魔神王 [由超融合]');
    expect(eventCards(a, 'sent-to-gy').sort()).toEqual(['沼地的魔神王', '青眼白龙'].sort());
    expect(eventCards(a, 'special-summoned')).toEqual(['青眼双爆裂龙']);
  });
  it('[ref docs/c02/基本用语.rst:1009] 青眼双爆裂龙 by its own procedure (no 融合) cannot send 沼地的魔神王 for a 青眼白龙; its Fusion Summon can (SIT-SUMMON-MATERIALS)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:青眼白龙,沼地的魔神王} 特殊召唤 青眼双爆裂龙 素材 青眼白龙,沼地的魔神王')).toContain('融合素材代用怪兽不能代替');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:青眼白龙,沼地的魔神王} 融合召唤 青眼双爆裂龙 素材 青眼白龙,沼地的魔神王'), 'special-summoned')).toEqual(['青眼双爆裂龙']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1015] 沼地的魔神王 may be the cost of 异界共鸣-同调融合 — not expressible: vocabulary: 异界共鸣-同调融合’s current text is established (cost 「把自己场上的表侧表示的调整和调整以外的怪兽各1只送去墓地」, then a Synchro and a Fusion Monster those two could make are summoned) but not curated: whether the two sent as cost could make a Fusion Monster (沼地的魔神王 standing in as a substitute) is not judged at activation, so the example would pass without its point');
  it('[ref docs/c02/基本用语.rst:1019] 融合解除 may revive a 拼缝型毛绒动物 used as a substitute material: it is one of the set used (CH-DEFUSE-SET)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:魔玩具·剪刀熊(融合召唤,素材:拼缝型毛绒动物+毛绒动物·熊) B墓:拼缝型毛绒动物,毛绒动物·熊} C1 B:融合解除 → 魔玩具·剪刀熊');
    expect(eventCards(a, 'special-summoned').sort()).toEqual(['拼缝型毛绒动物', '毛绒动物·熊'].sort());
  });
  // 心眼的女神 of the reference is 「心眼之女神」 in the card database.
  it('[ref docs/c02/基本用语.rst:1023] 宝石骑士·红玉 (「以上记卡」) cannot be Fusion Summoned with 沼地的魔神王 or 心眼之女神 standing in for 宝石骑士·红榴 (SIT-SUMMON-MATERIALS)', () => {
    for (const sub of ['沼地的魔神王', '心眼之女神']) {
      expect(refused(`{回合:A 阶段:主要1 A手:${sub},宝石骑士·青玉} 融合召唤 宝石骑士·红玉 素材 ${sub},宝石骑士·青玉`)).toContain('融合素材代用怪兽不能代替');
    }
    expect(eventCards(ask('{回合:A 阶段:主要1 A手:宝石骑士·红榴,宝石骑士·青玉} 融合召唤 宝石骑士·红玉 素材 宝石骑士·红榴,宝石骑士·青玉'), 'special-summoned')).toEqual(['宝石骑士·红玉']);
  });
  it('[ref docs/c02/基本用语.rst:1035] 纳祭之魔·阿尼玛 gains the original ATK of the Token it equips: 原始生命态衍生物 at 50000 ATK gives 0, 勇者衍生物 raised to 3000 gives 2000', () => {
    const atk = (input: string) => ask(input).stats?.find((x) => x.card.name === '纳祭之魔·阿尼玛')?.atk;
    expect(atk('{回合:A A场:纳祭之魔·阿尼玛,原始生命态衍生物(装备:纳祭之魔·阿尼玛,攻50000)} 攻守计算')).toBe(0);
    expect(atk('{回合:A A场:纳祭之魔·阿尼玛,勇者衍生物(装备:纳祭之魔·阿尼玛,攻3000)} 攻守计算')).toBe(2000);
  });
  it('[ref docs/c02/基本用语.rst:1036] 吸血鬼妖女 equipping 冥府之使者 凯恩衍生物 (original ATK ?) gains nothing (2000); equipping 青眼白龙 it gains 3000 (5000)', () => {
    const atk = (input: string) => ask(input).stats?.find((x) => x.card.name === '吸血鬼妖女')?.atk;
    expect(atk('{回合:A A场:吸血鬼妖女,冥府之使者 凯恩衍生物(装备:吸血鬼妖女)} 攻守计算')).toBe(2000);
    expect(atk('{回合:A A场:吸血鬼妖女,青眼白龙(装备:吸血鬼妖女)} 攻守计算')).toBe(5000);
  });
  it('[ref docs/c02/基本用语.rst:1041] 霞之谷的猎鹰 cannot return a token to attack (CH-ATTACK-RETURN-COST)', () => {
    const attacks = (field: string) => ask(`{回合:A 阶段:战斗 A场:霞之谷的猎鹰,${field}} 攻击宣言 霞之谷的猎鹰`).events.some((e) => e.type === 'attack-declared');
    expect(attacks('羊衍生物')).toBe(false);
    expect(attacks('黑魔术师')).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1042] 嵌合要塞龙 cannot send a Token to the GY for its procedure: the summon is refused; with a monster card it is made (SIT-PROCEDURE-TOKEN)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:电子龙,羊衍生物 A额外:嵌合要塞龙} 特殊召唤 嵌合要塞龙 素材 电子龙,羊衍生物')).toContain('衍生物');
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:电子龙,三眼怪 A额外:嵌合要塞龙} 特殊召唤 嵌合要塞龙 素材 电子龙,三眼怪'), 'special-summoned')).toEqual(['嵌合要塞龙']);
  });
  it('[ref docs/c02/基本用语.rst:1043] 强制终了 cannot send a Token as its cost: with only a Token beside it, its effect cannot be activated', () => { expect(legal('{回合:B 阶段:战斗步骤 A场只有:强制终了,幻兽机衍生物 B场:青眼白龙} C1 A:强制终了①', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:1044] 黑羽-精锐之泽费洛斯 cannot return a Token to the hand as its cost: with only a Token face-up it cannot be activated (CH-COST-RETURN-NOT-THERE)', () => { expect(legal('{回合:A A场只有:幻兽机衍生物 A墓:黑羽-精锐之泽费洛斯} C1 A:黑羽-精锐之泽费洛斯', 1)).toBe(false); expect(legal('{回合:A A场:三眼怪 A墓:黑羽-精锐之泽费洛斯} C1 A:黑羽-精锐之泽费洛斯', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:1045] 真红眼暗钢龙 and 大气圈神鸟 may banish Tokens (face-up) for their procedures (SIT-PROCEDURE-TOKEN)', () => {
    const steel = ask('{回合:A 阶段:主要1 A场:巨龙衍生物 A手:真红眼暗钢龙} 特殊召唤 真红眼暗钢龙 素材 巨龙衍生物');
    expect(eventCards(steel, 'banished')).toEqual(['巨龙衍生物']);
    expect(eventCards(steel, 'special-summoned')).toEqual(['真红眼暗钢龙']);
    const bird = ask('{回合:A 阶段:主要1 A场:羊衍生物,羊衍生物 A墓:三眼怪 A手:大气圈神鸟} 特殊召唤 大气圈神鸟 素材 羊衍生物,羊衍生物,三眼怪');
    expect(eventCards(bird, 'special-summoned')).toEqual(['大气圈神鸟']);
  });
  it('[ref docs/c02/基本用语.rst:1046] 极星宝 冈格尼尔 may banish a face-up Token (极星兽衍生物) as its cost, and still destroys its target', () => {
    const a = ask('{回合:A 阶段:主要1 A场:极星宝 冈格尼尔(盖),极星兽衍生物 B场:青眼白龙} C1 A:极星宝 冈格尼尔 → 青眼白龙');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'banished' && e.cause === 'cost' && e.cards.some((c) => c.name === '极星兽衍生物'))).toBe(true);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['青眼白龙']);
  });
  it('[ref docs/c02/基本用语.rst:1047] 创星神 提耶拉 cannot return a Token to the Deck for its procedure: the summon is refused; ten cards of other kinds are returned (SIT-PROCEDURE-TOKEN)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:羊衍生物,三眼怪,黑洞,死者苏生,旋风,光之护封剑 A手:创星神 提耶拉,青眼白龙,黑魔术师,雷击,强欲之壶} 特殊召唤 创星神 提耶拉 素材 羊衍生物,三眼怪,黑洞,死者苏生,旋风,光之护封剑,青眼白龙,黑魔术师,雷击,强欲之壶')).toContain('衍生物');
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,黑洞,死者苏生,旋风,光之护封剑 A手:创星神 提耶拉,青眼白龙,黑魔术师,雷击,强欲之壶,天使的施舍} 特殊召唤 创星神 提耶拉 素材 天使的施舍,三眼怪,黑洞,死者苏生,旋风,光之护封剑,青眼白龙,黑魔术师,雷击,强欲之壶');
    expect(eventCards(a, 'returned-to-deck')).toHaveLength(10);
  });
  it('[ref docs/c02/基本用语.rst:1048] 芳香炽天使-茉莉② may tribute a Token (in its linked zone) as its cost', () => { const input = '{回合:A A场:芳香炽天使-茉莉,幻兽机衍生物} C1 A:芳香炽天使-茉莉② [cost:解放 幻兽机衍生物]'; expect(legal(input, 1)).toBe(true); expect(moved(input, 'sent-to-gy')).toEqual(['幻兽机衍生物']); });
  it('[ref docs/c02/基本用语.rst:1049] 魔天使 蔷薇之巫师 cannot return a Token to the hand for its procedure: the summon is refused (SIT-PROCEDURE-TOKEN)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:魔草衍生物 A手:魔天使 蔷薇之巫师} 特殊召唤 魔天使 蔷薇之巫师 素材 魔草衍生物')).toContain('衍生物');
  });
  it('[ref docs/c02/基本用语.rst:1054] 宝石骑士·翠玉 may banish a Token as the face-up Normal Monster of its cost', () => { const input = '{回合:A A场:宝石骑士·翠玉,幻兽机衍生物 A墓:宝石骑士女郎·亮钻} C1 A:宝石骑士·翠玉①→宝石骑士女郎·亮钻 [cost:除外 幻兽机衍生物]'; expect(links(input)).toEqual(['C1:legal:resolved']); expect(moved(input, 'banished')).toContain('幻兽机衍生物'); });
  it('[ref docs/c02/基本用语.rst:1055] a Token that 宏大木星 holds as an Equip Card is still a Token: 宏大木星③ cannot summon it', () => { expect(legal('{回合:B 阶段:结束阶段 A场:宏大木星,羊衍生物(装备:宏大木星)} C1 A:宏大木星③→羊衍生物', 1)).toBe(false); expect(legal('{回合:B 阶段:结束阶段 A场:宏大木星,三眼怪(装备:宏大木星)} C1 A:宏大木星③→三眼怪', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:1056] under 幻兽机 协和金翅鸟 a 幻兽机衍生物 used as an Equip Card is still a Token and is not destroyed: 旋风 may target it but destroys nothing (CH-PROTECT-GRANTED)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:幻兽机 协和金翅鸟,纳祭之魔,幻兽机衍生物(装备:纳祭之魔)} C1 B:旋风 → 幻兽机衍生物');
    expect(legal(a, 1)).toBe(true);
    expect(eventCards(a, 'destroyed', 1)).toEqual([]);
  });
  it('[ref docs/c02/基本用语.rst:1057] a Token equipped by the opponent’s 纳祭之魔 is still a Token on their field: under my 失落世界 they cannot target my non-Token monster (雷破 illegal); with no Token they can (CMP-OPPONENT-CANNOT-TARGET)', () => { expect(legal('{回合:B 阶段:主要1 A场:失落世界,青眼白龙 B场:纳祭之魔,侏罗蛋衍生物(装备:纳祭之魔),雷破(盖) B手:旋风} C1 B:雷破→青眼白龙 [cost:丢弃 旋风]', 1)).toBe(false); expect(legal('{回合:B 阶段:主要1 A场:失落世界,青眼白龙 B场:纳祭之魔,雷破(盖) B手:旋风} C1 B:雷破→青眼白龙 [cost:丢弃 旋风]', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:1058] 弹幕回避 must tribute every 幻兽机衍生物, but one that is an Equip Card (纳祭之魔) is no monster: with only that Token it cannot be activated; with a Token in the Monster Zone it can (CH-COST-TRIBUTE-ALL)', () => {
    expect(legal('{回合:B 阶段:主要1 A场:纳祭之魔,幻兽机衍生物(装备:纳祭之魔),弹幕回避(盖)} C1 B:黑洞 C2 A:弹幕回避', 2)).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A场:幻兽机衍生物,弹幕回避(盖)} C1 B:黑洞 C2 A:弹幕回避', 2)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1065] 地帝家臣 兰罗布 ① (turns its target face-down) cannot target a token', () => {
    const a = ask('{回合:A 阶段:主要1 B场:羊衍生物} C1 A:地帝家臣 兰罗布 → 羊衍生物');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1068] 吞食百万的暴食兽 banishes face-down for its procedure, so it cannot use a Token: the summon is refused (SIT-PROCEDURE-TOKEN)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:羊衍生物,三眼怪 A手:吞食百万的暴食兽,青眼白龙,黑魔术师,死者苏生} 特殊召唤 吞食百万的暴食兽 素材 羊衍生物,三眼怪,青眼白龙,黑魔术师,死者苏生')).toContain('里侧表示除外');
  });
  it('[ref docs/c02/基本用语.rst:1069] a Token battling: 变则齿轮 cannot be activated at its damage calculation (a Token cannot be banished face-down); with another monster it can (CH-CHANCE-PICK-UNDERGO, CH-TOKEN-FACE-DOWN)', () => { expect(legal('{回合:A 阶段:伤害计算时 攻击:A:青眼白龙→B:幻兽机衍生物 A场:青眼白龙 B场:幻兽机衍生物,变则齿轮(盖)} C1 B:变则齿轮', 1)).toBe(false); expect(legal('{回合:A 阶段:伤害计算时 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,变则齿轮(盖)} C1 B:变则齿轮', 1)).toBe(true); });
  it('[ref docs/c02/基本用语.rst:1070] 颉颃胜负 with the opponent’s field empty: I banish face-down every card but my Token (a Token cannot be banished face-down)', () => { const banished = moved('{回合:B 阶段:战斗阶段结束时 A场:幻兽机衍生物,三眼怪 B手:颉颃胜负} C1 B:颉颃胜负', 'banished'); expect(banished).toContain('三眼怪'); expect(banished).not.toContain('幻兽机衍生物'); });
  it('[ref docs/c02/基本用语.rst:1078] two 羊衍生物 are monsters of the same name: 水之合唱 raises both by 500; a 羊衍生物 beside a 狐衍生物 has no same-named monster and is not raised (MATCH-SAME-NAME-ON-FIELD)', () => {
    const stats = (input: string) => (ask(input).stats ?? []).map((x) => `${x.card.name}:${x.atk}`);
    expect(stats('{回合:A A场:水之合唱,羊衍生物,羊衍生物} 攻守计算')).toEqual(['羊衍生物:500', '羊衍生物:500']);
    expect(stats('{回合:A A场:水之合唱,羊衍生物,狐衍生物} 攻守计算')).not.toContain('狐衍生物:1000');
  });
  it('[ref docs/c02/基本用语.rst:1079] 禁止令 / 念动力防卫者 cannot declare a Token\'s name (幻兽机衍生物); a real card they may (SIT-DECLARE-NO-TOKEN)', () => {
    expect(refused('{回合:A 阶段:主要1} C1 A:禁止令 [宣言 幻兽机衍生物]')).toContain('衍生物不是真实的卡片');
    expect(refused('{回合:A 阶段:主要1} C1 A:念动力防卫者 [宣言 幻兽机衍生物]')).toContain('衍生物不是真实的卡片');
    expect(legal('{回合:A 阶段:主要1} C1 A:禁止令 [宣言 幻兽机 猎户座飞狮]', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1080] 霸王眷龙 凶饿毒① / 新空间侠·黑暗豹① cannot target a Token (it has no original name to copy) (FD-COPY-NOT-TOKEN)', () => { expect(legal('{回合:A A场:霸王眷龙 凶饿毒 B场:幻兽机衍生物} C1 A:霸王眷龙 凶饿毒①→幻兽机衍生物', 1)).toBe(false); expect(legal('{回合:A A场:新空间侠·黑暗豹 B场:幻兽机衍生物} C1 A:新空间侠·黑暗豹①→幻兽机衍生物', 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:1081] 锁龙蛇-骷髅四面鬼 (Link 4, monsters with different names) may be Link Summoned with Tokens of different names (SIT-LINK-MATERIALS counts them)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:羊衍生物,狐衍生物,虫衍生物,针衍生物} 连接召唤 锁龙蛇-骷髅四面鬼 素材 羊衍生物,狐衍生物,虫衍生物,针衍生物');
    expect(eventCards(a, 'special-summoned')).toEqual(['锁龙蛇-骷髅四面鬼']);
  });
  it('[ref docs/c02/基本用语.rst:1093] under 次元的裂缝 a trap monster sent from the Monster Zone is not banished: 阿匹卜之化神 destroyed by 黑洞 goes to the GY as a Trap (SIT-TRAP-MONSTER)', () => {
    const input = '{回合:A 阶段:主要1 A场:次元的裂缝 B场:阿匹卜之化神(当作怪兽),青眼白龙} C1 A:黑洞';
    expect(moved(input, 'banished')).toEqual(['青眼白龙']);
    expect(eventCards(ask(input), 'destroyed')).toContain('阿匹卜之化神');
  });
  it('[ref docs/c02/基本用语.rst:1094] 死灵佐玛 destroyed by battle activates its effect as a Trap\'s (it is a Trap when it activates): 冥界的魔王 哈·迪斯 does not negate it (SIT-TRAP-MONSTER)', () => {
    expect(offered('{回合:B 阶段:伤害步骤 A场:死灵佐玛(当作怪兽) B场:冥界的魔王 哈·迪斯,青眼白龙 攻击:B:青眼白龙→A:死灵佐玛} 破坏 死灵佐玛 (战斗)')).toContain('死灵佐玛');
    expect(links('{回合:B 阶段:伤害步骤 A场:死灵佐玛(当作怪兽,战斗破坏) B场:冥界的魔王 哈·迪斯,青眼白龙} C1 A:死灵佐玛#2')).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:1095] a trap monster destroyed and sent to the GY is a Trap there: 机皇帝 神智∞ (「…怪兽被效果破坏送去墓地时」) is not offered for 苦纹样的土像 destroyed by 黑洞, but is for 三眼怪 (CMP-HAND-SELF-SUMMON)', () => {
    const names = (field: string) => triggerNames(ask(`{回合:B 阶段:主要1 A场:${field} B场: A手:机皇帝 神智∞} C1 B:黑洞`));
    expect(names('苦纹样的土像(当作怪兽)')).not.toContain('机皇帝 神智∞');
    expect(names('三眼怪')).toContain('机皇帝 神智∞');
  });
  it('[ref docs/c02/基本用语.rst:1096] 血腥魔兽人帝王 ② is offered after it destroys a trap monster by battle (阿匹卜之化神 as a monster), as after destroying a monster (三眼怪): 「战斗破坏对方怪兽」 does not ask that it be a monster in the GY', () => {
    const after = (target: string, state: string) => offered(`{回合:A 阶段:伤害步骤结束时 攻击:A:血腥魔兽人帝王→B:${target} A场:血腥魔兽人帝王 B场:${target}${state}} 破坏 ${target} (战斗)`);
    expect(after('阿匹卜之化神', '(当作怪兽)')).toContain('血腥魔兽人帝王');
    expect(after('三眼怪', '')).toContain('血腥魔兽人帝王');
  });
  it('[ref docs/c02/基本用语.rst:1097] a trap monster 宏大木星 equipped to itself is a Trap Card, not a monster card: ③ cannot target it', () => {
    expect(legal('{回合:A 阶段:主要1 B场:宏大木星,阿匹卜之化神(装备:宏大木星)} C1 B:宏大木星#3 → 阿匹卜之化神', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1101] 幻影骑士团 阴暗布面甲 banished until the End Phase by 亚空间物质传送装置 is a Trap once banished: when it would return it goes to the GY, by rule (CH-TEMP-BANISH-TRAP-RETURN; the 彼岸 monster summoned meanwhile, destroyed by its own ② at that moment, is not judged: the return itself is not played out)', () => {
    const d = (ask('{回合:A 阶段:主要1 A场:幻影骑士团 阴暗布面甲(当作怪兽,守),亚空间物质传送装置(盖)} C1 A:亚空间物质传送装置→幻影骑士团 阴暗布面甲').delayed ?? []).filter((x) => x.rules.includes('CH-TEMP-BANISH-TRAP-RETURN'));
    expect(d.map((x) => x.phase)).toEqual(['end-phase']);
    expect(d[0]!.what).toContain('幻影骑士团 阴暗布面甲');
  });
  it('[ref docs/c02/基本用语.rst:1102] 阿匹卜之化神 banished with 银河眼光子龙 by its ② (they return when the Battle Phase ends) goes to the GY instead of returning; the dragon itself is not said to (CH-TEMP-BANISH-TRAP-RETURN)', () => {
    const a = ask('{回合:A 阶段:战斗步骤 A场:银河眼光子龙 B场:阿匹卜之化神(当作怪兽) 攻击:A:银河眼光子龙→B:阿匹卜之化神} C1 A:银河眼光子龙②→阿匹卜之化神');
    expect(eventCards(a, 'banished', 1).sort()).toEqual(['银河眼光子龙', '阿匹卜之化神'].sort());
    const d = (a.delayed ?? []).filter((x) => x.rules.includes('CH-TEMP-BANISH-TRAP-RETURN'));
    expect(d).toHaveLength(1);
    expect(d[0]!.what).toContain('阿匹卜之化神');
    expect(d[0]!.what).not.toContain('银河眼光子龙');
  });
  it('[ref docs/c02/基本用语.rst:1103] 潜海奇袭 may banish 金属反射史莱姆 (a WATER trap monster) until the End Phase as the cost of its granted effect; it goes to the GY when it would return (CH-TEMP-BANISH-TRAP-RETURN)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:潜海奇袭,海,金属反射史莱姆(当作怪兽)} C1 A:潜海奇袭#2[●1] [cost:除外 金属反射史莱姆]');
    expect(legal(a, 1)).toBe(true);
    expect(a.events.some((e) => e.type === 'banished' && e.cause === 'cost' && e.cards.some((c) => c.name === '金属反射史莱姆'))).toBe(true);
    expect((a.delayed ?? []).filter((x) => x.rules.includes('CH-TEMP-BANISH-TRAP-RETURN')).map((x) => x.phase)).toEqual(['end-phase']);
  });
  it('[ref docs/c02/基本用语.rst:1104] 真源的帝王 banished until the End Phase by 彼岸的恶鬼 法尔法雷洛 ③ goes to the GY when it would return (CH-TEMP-BANISH-TRAP-RETURN)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:彼岸的恶鬼 法尔法雷洛 B场:真源的帝王(当作怪兽)} 送墓 彼岸的恶鬼 法尔法雷洛 (效果) C1 A:彼岸的恶鬼 法尔法雷洛③→真源的帝王');
    expect(eventCards(a, 'banished', 1)).toEqual(['真源的帝王']);
    const d = (a.delayed ?? []).filter((x) => x.rules.includes('CH-TEMP-BANISH-TRAP-RETURN'));
    expect(d.map((x) => x.phase)).toEqual(['end-phase']);
    expect(d[0]!.what).toContain('真源的帝王');
  });
  it('[ref docs/c02/基本用语.rst:1108] 阿匹卜之化神 activated by the opponent summons itself by that activated effect: 异热同心武器-天风精灵翼 ③ (「对方发动的效果让怪兽特殊召唤的场合」) is offered; summoned on its own side it is not (WIN-TRAP-MONSTER-SUMMONED; the card restated in src/cards/curated/newer/c02-more-newer.ts)', () => {
    const mine = 'No.39 希望皇 霍普,异热同心武器-天风精灵翼(装备:No.39 希望皇 霍普)';
    expect(offered(`{回合:B 阶段:主要1 A场:${mine} B场:阿匹卜之化神(盖)} C1 B:阿匹卜之化神`)).toContain('异热同心武器-天风精灵翼');
    expect(offered(`{回合:A 阶段:主要1 A场:${mine},阿匹卜之化神(盖)} C1 A:阿匹卜之化神`)).not.toContain('异热同心武器-天风精灵翼');
  });
  it('[ref docs/c02/基本用语.rst:1109] under 王宫的牢狱 幻影骑士团 影佑 ② may still be activated: it summons a Trap from the GY, not a monster', () => {
    const a = ask('{回合:B 阶段:战斗步骤 A墓:幻影骑士团 影佑 B场:王宫的牢狱,青眼白龙 攻击:B:青眼白龙} C1 A:幻影骑士团 影佑#2');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual(['幻影骑士团 影佑']);
  });
  it('[ref docs/c02/基本用语.rst:1110] 幻影骑士团 暗黑手甲 ② summoning itself from the GY is a monster summoned from somewhere other than the GY: 巨神龙的遗迹 ① is offered (WIN-TRAP-MONSTER-FROM-GY; the negation of its ③ until the end of the turn is not checked here)', () => {
    expect(offered('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A墓:幻影骑士团 暗黑手甲 B场:巨神龙的遗迹,青眼白龙} C1 A:幻影骑士团 暗黑手甲#2')).toContain('巨神龙的遗迹');
  });
  it('[ref docs/c02/基本用语.rst:1111] under 虚无空间 a trap monster (阿匹卜之化神) cannot be activated: it would special summon itself', () => {
    const a = ask('{回合:A 阶段:主要1 A场:虚无空间} C1 A:阿匹卜之化神');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1120] 黄金乡的征服者 with no Monster Zone free when it resolves (活死人的呼声 chained to it took the last one) is not summoned and goes to the GY', () => { const a = ask('{回合:A 阶段:主要1 A场:黄金乡的征服者(盖),活死人的呼声(盖),三眼怪,三眼怪,三眼怪,三眼怪 A墓:黑魔术师} C1 A:黄金乡的征服者 C2 A:活死人的呼声 → 黑魔术师'); expect(eventCards(a, 'special-summoned')).not.toContain('黄金乡的征服者'); expect(eventCards(a, 'sent-to-gy')).toContain('黄金乡的征服者'); });
  it('[ref docs/c02/基本用语.rst:1121] 幻影骑士团 阴暗布面甲 whose activation 王宫的通告 answers is not summoned and goes to the GY', () => {
    const a = ask('{回合:A 阶段:主要1 A场:幻影骑士团 阴暗布面甲(盖)} C1 A:幻影骑士团 阴暗布面甲 C2 B:王宫的通告');
    expect(links(a)).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).not.toContain('幻影骑士团 阴暗布面甲');
    expect(eventCards(a, 'sent-to-gy')).toContain('幻影骑士团 阴暗布面甲');
  });
  it('[ref docs/c02/基本用语.rst:1122] 次元反射镜 whose target 月之书 turns face-down is not summoned and stays in the Spell & Trap Zone (CH-SUMMON-STATS-FROM-TARGET)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:次元反射镜(盖),三眼怪,黑魔术师 B场:青眼白龙,月之书(盖)} C1 A:次元反射镜 → 青眼白龙 C2 B:月之书 → 青眼白龙');
    expect(eventCards(a, 'special-summoned')).toEqual([]);
    expect(eventCards(a, 'sent-to-gy')).not.toContain('次元反射镜');
  });
  it('[ref docs/c02/基本用语.rst:1127] 机壳的冻结 in the Monster Zone has the Type its text gives as its original Type (Machine): 磁力 chained to 效果遮蒙者 keeps it unaffected (SIT-TRAP-MONSTER, CMP-RACE-IS)', () => {
    expect(links('{回合:A 阶段:主要1 A场:机壳的冻结(当作怪兽),磁力(盖) B手:效果遮蒙者} C1 B:效果遮蒙者 → 机壳的冻结 C2 A:磁力')).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    // A monster of another original Type (三眼怪, a Fiend) is not covered.
    expect(links('{回合:A 阶段:主要1 A场:三眼怪,磁力(盖) B手:效果遮蒙者} C1 B:效果遮蒙者 → 三眼怪 C2 A:磁力')).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:1128] 量子猫 (no Type printed) has no original Type: 一族的集结 cannot target it (CMP-TARGET-ORIGINAL-RACE)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:一族的集结(盖),量子猫(当作怪兽) A墓:三眼怪} C1 A:一族的集结 → 量子猫', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1129] 镜像沼泽人 (no Type printed; the declared one is not original) cannot be tributed for 替身演员 (CMP-TARGET-ORIGINAL-RACE)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:替身演员(盖),镜像沼泽人(当作怪兽) B墓:三眼怪} C1 A:替身演员 → 三眼怪 [cost:解放 镜像沼泽人]', 1)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1139] 电子黑影守卫者 activating its effect in the Monster Zone is a monster effect: 废铁像 (face-up Spell/Trap effects) cannot answer it (SIT-TRAP-MONSTER)', () => {
    // (Its effect in the Monster Zone is used at the attack declaration on it: the imported card reads it as that trigger.
    // The example has it in the Monster Zone, so it is listed `(当作怪兽)`.)
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:电子黑影守卫者 A场:电子黑影守卫者(当作怪兽) B场:青眼白龙} C1 A:电子黑影守卫者 C2 B:废铁像');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1140] 苦纹样的土像 destroyed by 旋风 while its ③ resolves still destroys its target: an effect activated in the Monster Zone is a monster effect (SIT-TRAP-MONSTER); alone it may be targeted (CMP-TRAP-MONSTER-EXISTS)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:苦纹样的土像(当作怪兽) B场:三眼怪} C1 A:苦纹样的土像③ → 三眼怪 C2 B:旋风 → 苦纹样的土像');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed').sort()).toEqual(['三眼怪', '苦纹样的土像'].sort());
  });
  it('[ref docs/c02/基本用语.rst:1155] under 缚神冢 金属反射史莱姆 (a level-10 monster in the Monster Zone) is not destroyed by 旋风 (CH-PROTECT-GRANTED)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:金属反射史莱姆(当作怪兽,守),缚神冢} C1 B:旋风 → 金属反射史莱姆');
    expect(eventCards(a, 'destroyed')).not.toContain('金属反射史莱姆');
  });
  it('[ref docs/c02/基本用语.rst:1156] 旋风 targeting 死灵佐玛 (a DARK monster in the Monster Zone) is negated by 黑曜岩龙 (CH-NONCHAIN-NEGATE)', () => {
    expect(links('{回合:A 阶段:主要1 A场:黑魔术师 B场:死灵佐玛(当作怪兽),黑曜岩龙} C1 A:旋风 → 死灵佐玛')).toEqual(['C1:legal:effect-negated']);
  });
  it('[ref docs/c02/基本用语.rst:1157] 内置式机枪 counts 阿匹卜之化神 in the Monster Zone as one card: with only it on the field its controller takes 200 (SIT-TRAP-MONSTER)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) B场:黑魔术师} C1 B:内置式机枪');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['A:200']);
  });
  it('[ref docs/c02/基本用语.rst:1158] under 宫廷的规矩 阿匹卜之化神 (still a Continuous Trap) is not destroyed by battle (CH-PROTECT-GRANTED)', () => {
    const a = ask('{回合:B 阶段:战斗步骤 A场:阿匹卜之化神(当作怪兽),宫廷的规矩 B场:青眼白龙 攻击:B:青眼白龙→A:阿匹卜之化神} 伤害计算');
    expect(a.battle?.destroyed.map((c) => c.name) ?? []).not.toContain('阿匹卜之化神');
  });
  it('[ref docs/c02/基本用语.rst:1159] 阿匹卜之化神 given 禁忌的圣枪 in answer to 旋风 is unaffected: 旋风 destroys nothing (CH-TARGET-UNAFFECTED-LINGERING)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽)} C1 B:旋风 → 阿匹卜之化神 C2 A:禁忌的圣枪 → 阿匹卜之化神');
    expect(links(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:1160] 阿匹卜之化神 in the Monster Zone is also a Trap: destroyed by the opponent\'s effect it lets 魔晶龙 水胆魔导神 activate (CMP-LEFT-THEN-MOVED, SIT-TRAP-MONSTER)', () => {
    expect(offered('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) A墓:魔晶龙 水胆魔导神} 破坏 阿匹卜之化神 (效果)')).toContain('魔晶龙 水胆魔导神');
  });
  it('[ref docs/c02/基本用语.rst:1164] 新空间侠·黑暗豹 gaining a trap monster\'s name and effect (阿匹卜之化神) is not treated as a Trap: 旋风 cannot target it, while the trap monster itself it can (SIT-TRAP-MONSTER)', () => {
    expect(links('{回合:B 阶段:主要1 A场:新空间侠·黑暗豹(复制:阿匹卜之化神) B场:旋风(盖)} C1 B:旋风 → 新空间侠·黑暗豹')).toEqual(['C1:illegal:illegal']);
    expect(links('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) B场:旋风(盖)} C1 B:旋风 → 阿匹卜之化神')).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:1165] 效果遮蒙者 on 影依的原核 negates its monster effects only: it stays in the Monster Zone (CH-TRAP-MONSTER-NEGATED: monster effects only), and negated it is still a Trap, which 旋风 may target (the lost Fusion-material substitution is not judged: no Fusion is played out here)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:影依的原核(当作怪兽)} C1 A:旋风→影依的原核 C2 B:效果遮蒙者→影依的原核');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.events.some((e) => e.type === 'placed')).toBe(false);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['影依的原核']);
    expect(legal('{回合:B 阶段:主要1 A场:影依的原核(当作怪兽,效果无效) B场:旋风(盖)} C1 B:旋风→影依的原核', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1171] 次元反射镜 ② activated in the Monster Zone and negated by 饼蛙 ② is destroyed (SIT-TRAP-MONSTER; 饼蛙\'s optional Set of it afterwards is not judged here)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:次元反射镜(当作怪兽,自身特召) B场:饼蛙 B手:鬼青蛙} C1 A:次元反射镜#2 C2 B:饼蛙#2 [cost:送去墓地 鬼青蛙]');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 2)).toEqual(['次元反射镜']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1172] 阿匹卜之化神 Set by W星云陨石 is not turned face-down (no draw for it) — not expressible: other: W星云陨石’s End Phase step (turning its player’s LIGHT Reptiles face-down and drawing that many) comes after the chain and is not played out, so a trap monster Set back by it (TRAP-MONSTER-FACE-DOWN) not being counted cannot be shown');
  it('[ref docs/c02/基本用语.rst:1173] the turn its player activated 左腕的代偿, 月之书 cannot be activated on 阿匹卜之化神 (turning it face-down would Set a Trap: TRAP-MONSTER-FACE-DOWN, CH-PLEDGE-EARLIER)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:阿匹卜之化神(当作怪兽) 本回合:A:左腕的代偿} C1 A:月之书 → 阿匹卜之化神');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('左腕的代偿');
  });
  it('[ref docs/c02/基本用语.rst:1174] 量子猫 turned face-down by 暗之护封剑 is Set in the Spell & Trap Zone: 娱乐伙伴 五虹之魔术师 ① in its controller’s GY may be activated (CMP-THOSE-EXISTING, CH-TRAP-MONSTER-SET)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:量子猫(当作怪兽) B墓:娱乐伙伴 五虹之魔术师} C1 A:暗之护封剑');
    expect(eventCards(a, 'set')).toEqual(['量子猫']);
    expect(triggerNames(a)).toContain('娱乐伙伴 五虹之魔术师');
  });
  it('[ref docs/c02/基本用语.rst:1179] No.66 霸键甲虫\'s protection holds for 幻变骚灵·模拟精灵 summoned after being targeted (also a Trap, it stays the target: TRAP-MONSTER-SELF-SUMMON)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:幻变骚灵·模拟精灵(盖),No.66 霸键甲虫} C1 A:No.66 霸键甲虫 → 幻变骚灵·模拟精灵 C2 A:幻变骚灵·模拟精灵');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual(['幻变骚灵·模拟精灵']);
  });
  it('[ref docs/c02/基本用语.rst:1180] 银河旋风 ② on 阿匹卜之化神 in the Monster Zone still destroys it after 月之书 turns it face-down (SIT-TRAP-MONSTER)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) B墓:银河旋风} C1 B:银河旋风#2 → 阿匹卜之化神 C2 A:月之书 → 阿匹卜之化神');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['阿匹卜之化神']);
  });
  it('[ref docs/c02/基本用语.rst:1181] 雷破 on a Set 黄金乡的征服者 still destroys it after it summons itself (also a Trap, it stays the target: TRAP-MONSTER-SELF-SUMMON)', () => { const a = ask('{回合:B 阶段:主要1 A场:黄金乡的征服者(盖)} C1 B:雷破 → 黄金乡的征服者 C2 A:黄金乡的征服者'); expect(eventCards(a, 'destroyed', 1)).toContain('黄金乡的征服者'); });
  it.todo('[ref docs/c02/基本用语.rst:1182] 雷破 still destroys 阿尔戈☆群星-紫电的堤丢尔 moved to the Spell & Trap Zone — not expressible: vocabulary: 阿尔戈☆群星-紫电的堤丢尔 ②’s ● 「这张卡在自己的魔法与陷阱区域表侧表示放置」 is an effect of the monster ② makes it (like 幻影骑士团 失常磁环’s), read as part of ②, so its moving back to the Spell & Trap Zone in answer to 雷破 cannot be written');
  it('[ref docs/c02/基本用语.rst:1189] DDD 咒血王 赛弗里德 ① may target 阿匹卜之化神 (a face-up Trap too) and negating it puts it back face-up in the Spell & Trap Zone; it does not leave the field (CH-TRAP-MONSTER-NEGATED; that it stays there once the negation ends is the rule\'s, not played out)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽) B场:DDD 咒血王 赛弗里德} C1 B:DDD 咒血王 赛弗里德①→阿匹卜之化神');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'placed', 1)).toEqual(['阿匹卜之化神']);
    expect(a.events.some((e) => (e.type === 'destroyed' || e.type === 'sent-to-gy') && e.cards.some((c) => c.name === '阿匹卜之化神'))).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1190] 白之衣 ② (its monster attacks 阿匹卜之化神) negates the opponent\'s face-up Spells/Traps: 阿匹卜之化神 goes back face-up to the Spell & Trap Zone and the battle step replays (CH-TRAP-MONSTER-NEGATED, WIN-REPLAY)', () => {
    const a = ask('{回合:A 阶段:战斗步骤 A场:青眼白龙,白之衣(装备:青眼白龙) B场:阿匹卜之化神(当作怪兽) 攻击:A:青眼白龙→B:阿匹卜之化神} C1 A:白之衣#2');
    expect(eventCards(a, 'placed', 1)).toEqual(['阿匹卜之化神']);
    expect(a.window.notes.join('\n')).toContain('战斗回卷');
  });
  it('[ref docs/c02/基本用语.rst:1191] 技能抽取 (monster effects only) leaves 变形黏土要塞 in the Monster Zone, and the monster it equipped stays equipped — the equipping was the Trap\'s resolution, not a monster effect (CH-TRAP-MONSTER-NEGATED: monster effects only)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:变形黏土要塞(当作怪兽,自身特召),青眼白龙(装备:变形黏土要塞) B场:技能抽取(盖)} C1 B:技能抽取');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'placed')).toBe(false);
    expect(a.events.some((e) => e.type !== 'activated' && e.type !== 'lp-paid' && e.cards.some((c) => c.name === '青眼白龙' || c.name === '变形黏土要塞'))).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1192] 苦纹样的土像 unaffected by card effects is not negated by 王宫的通告 and stays a monster; without that it goes back to the Spell & Trap Zone (CH-TRAP-MONSTER-NEGATED; No.22 不乱健 is not judged: 苦纹样的土像 ②\'s condition is not compiled, so it cannot be targeted even when it should)', () => {
    const placedIn = (input: string) => ask(input).events.filter((e) => e.type === 'placed').flatMap((e) => e.cards.map((c) => c.name));
    expect(placedIn('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽,不受效果) B场:王宫的通告(盖)} C1 B:王宫的通告')).toEqual([]);
    expect(placedIn('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽) B场:王宫的通告(盖)} C1 B:王宫的通告')).toEqual(['苦纹样的土像']);
  });
  it('[ref docs/c02/基本用语.rst:1212] 幻影骑士团 影佑 ② may summon itself from the GY even with every Spell & Trap Zone in use (it goes to a Monster Zone)', () => {
    // (At the opponent's direct attack declaration, as its ② says — the card's timing, judged since CMP-TRAP-MONSTER-GRANTED's review.)
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A A场:旋风(盖),神之宣告(盖),强制脱出装置(盖),神之警告(盖),王宫的通告(盖) B场:三眼怪 A墓:幻影骑士团 影佑} C1 A:幻影骑士团 影佑#2');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toContain('幻影骑士团 影佑');
  });
  it('[ref docs/c02/基本用语.rst:1213] 幻影骑士团 阴暗布面甲 in the Monster Zone is not also a Trap: destroyed by the opponent it does not let 魔晶龙 水胆魔导神 activate', () => {
    expect(offered('{回合:B 阶段:主要1 A场:幻影骑士团 阴暗布面甲(当作怪兽) A墓:魔晶龙 水胆魔导神} 破坏 幻影骑士团 阴暗布面甲 (效果)')).not.toContain('魔晶龙 水胆魔导神');
  });
  it('[ref docs/c02/基本用语.rst:1217] 幻影骑士团 影佑 in the Monster Zone stays there when 王宫的通告 is activated', () => {
    const a = ask('{回合:B 阶段:主要1 A场:黑魔术师 B场:幻影骑士团 影佑(当作怪兽)} C1 A:王宫的通告');
    expect(legal(a, 1)).toBe(true);
    expect(eventCards(a, 'sent-to-gy')).not.toContain('幻影骑士团 影佑');
    expect(eventCards(a, 'destroyed')).not.toContain('幻影骑士团 影佑');
  });
  it('[ref docs/c02/基本用语.rst:1222] the turn of 左腕的代偿, 月之书 may still turn 幻影骑士团 影佑 in the Monster Zone face-down (it is no Trap there, so that is no Set; SIT-TRAP-MONSTER)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:幻影骑士团 影佑(当作怪兽) 本回合:A:左腕的代偿} C1 A:月之书 → 幻影骑士团 影佑');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'position-changed')).toEqual(['幻影骑士团 影佑']);
  });
  it('[ref docs/c02/基本用语.rst:1223] 幻影骑士团 失常磁环 Set by 月之书 and flipped face-up again may use its effect (sending itself and 幻影骑士团 静寂长靴 — 幻影骑士团 无声靴 in the card database — to draw 2): its ● is an effect it has in the Monster Zone (CMP-TRAP-MONSTER-GRANTED), it pays both cards (CMP-COST-SELF-AND), and the listed Deck of 2 is the 2 cards drawn (CH-DRAW-LISTED-DECK)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:幻影骑士团 失常磁环(当作怪兽,变里侧),幻影骑士团 无声靴 A卡组:强欲之壶,黑洞} C1 A:幻影骑士团 失常磁环');
    expect(legal(a, 1)).toBe(true);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '幻影骑士团 无声靴'))).toBe(true);
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).flatMap((e) => e.cards)).toHaveLength(2);
  });
  it('[ref docs/c02/基本用语.rst:1224] 伯吉斯异兽·马尔三叶形虫 Set by 月之书 is affected by monster effects and goes to the GY when it leaves; face-up it is banished (CMP-RIDER-AFTER-UNAFFECTED, FD-SUMMON-RIDER)', () => {
    const set = ask('{回合:B 阶段:主要1 A场:伯吉斯异兽·马尔三叶形虫(当作怪兽,自身特召,变里侧) B场:疾行机人 弹珠机卡丁车 B手:机械士兵} C1 B:疾行机人 弹珠机卡丁车 → 伯吉斯异兽·马尔三叶形虫');
    expect(eventCards(set, 'destroyed', 1)).toEqual(['伯吉斯异兽·马尔三叶形虫']);
    expect(eventCards(set, 'banished')).toEqual([]);
    expect(eventCards(ask('{回合:B 阶段:主要1 A场:伯吉斯异兽·马尔三叶形虫(当作怪兽,自身特召)} C1 B:黑洞'), 'banished')).toEqual(['伯吉斯异兽·马尔三叶形虫']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1241] Pendulum 妖仙兽 cards count for 妖仙兽的风祀 — not expressible: vocabulary: "monster card" vs "monster" counting is not a fact');
  it.todo('[ref docs/c02/基本用语.rst:1242] 救援ACE队 火灾防控者 ② counts monsters; 起立吧百夫长骑士！ counts monster cards — not expressible: card: 救援ACE队 火灾防控者 is newer than the card database and its current text could not be established (no script header found); "monster" vs "monster card" counting is not a fact either');
  it.todo('[ref docs/c02/基本用语.rst:1243] 黄金乡的盗墓者 / 淀神 阿匹卜 / 阴暗布面甲 destroyed are not monster cards for 宙读之魔术士 ① — not expressible: card: 星霜之魔术师-宙读之魔术士 is already curated (src/cards/curated/newer/c04-card-chapters.ts) with another ① than its current monster ① 「自己场上的表侧表示的怪兽卡被战斗·效果破坏的场合才能发动」 (established from its script header); a name is curated once, so the example waits for that record to carry the monster ①, and "monster card" for a trap monster destroyed is then to be judged');
  it.todo('[ref docs/c02/基本用语.rst:1248] 栗子球 under 英雄假面 is not a 「栗子球」 monster card for 机雷化的栗子球 — not expressible: vocabulary: gained or copied effects are not facts');
  it.todo('[ref docs/c02/基本用语.rst:1249] 舍利军贯 raised to level 5 is a level 5+ monster card for 宿魂的暗黑骑士 盖亚 — not expressible: vocabulary: 宿魂的暗黑骑士 盖亚’s current text is established (①「场上有5星以上的怪兽卡存在的场合，这张卡可以不用解放作召唤」, script header) but not curated: a Normal Summon without tribute under a condition is not judged, the situation has no form for a level raised by an effect (星级变化 +1), and 舍利军贯 is newer than the card database too');
  it.todo('[ref docs/c02/基本用语.rst:1250] a Plant made Spellcaster counts as a Spellcaster monster card for 精灵 克罗佐 — not expressible: card: 精灵 克罗佐 is newer than the card database');
  it.todo('[ref docs/c02/基本用语.rst:1251] face-up tokens and Normal monster cards in any zone satisfy 古之秘仪 — not expressible: card: 古之秘仪 is newer than the card database');
  it('[ref docs/c02/基本用语.rst:1257] a face-down card equipped by 纳祭之魔 is no monster card (its kind cannot be known): 群豪世界-真罗万象 ② cannot target it; face-up it can (MATCH-FACE-DOWN-NO-MONSTER-CARD)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:群豪世界-真罗万象,纳祭之魔,三眼怪(装备:纳祭之魔,盖)} C1 A:群豪世界-真罗万象②→三眼怪', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:群豪世界-真罗万象,纳祭之魔,三眼怪(装备:纳祭之魔)} C1 A:群豪世界-真罗万象②→三眼怪', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1258] 巨盾守卫者 activating face-down is a monster but no monster card: DDD 赦俿王 死亡机降神 ② cannot answer it (CH-RESPONDS-MONSTER-CARD)', () => { const a = ask('{回合:B 阶段:主要1 A场:巨盾守卫者(盖) B场:DDD 赦俿王 死亡机降神} C1 B:精神操作→巨盾守卫者 C2 A:巨盾守卫者 C3 B:DDD 赦俿王 死亡机降神②'); expect(legal(a, 2)).toBe(true); expect(legal(a, 3)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:1259] a 纠罪巧 monster turning itself face-up as its cost is a monster card: DDD 赦俿王 死亡机降神 ② may answer it (CH-RESPONDS-MONSTER-CARD)', () => { expect(links('{回合:B 阶段:主要1 A场:纠罪巧-诈狐 Astaγ.PIXIEA(盖),三眼怪 B场:DDD 赦俿王 死亡机降神} C1 B:精神操作→三眼怪 C2 A:纠罪巧-诈狐 Astaγ.PIXIEA② C3 B:DDD 赦俿王 死亡机降神②')).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated@3', 'C3:legal:resolved']); });
  it('[ref docs/c02/基本用语.rst:1263] 群豪之创始者-大公 (curated, newer than the database) ① on a Token 纳祭之魔 equipped: it leaves for the hand and what follows (damage, ATK) does not apply; on a monster card equipped so, B takes its ATK as damage once', () => {
    const token = ask('{回合:A 阶段:主要1 A场:群豪之创始者-大公(特殊召唤) B场:纳祭之魔,光子衍生物(装备:纳祭之魔)} C1 A:群豪之创始者-大公①→光子衍生物');
    expect(links(token)).toEqual(['C1:legal:resolved']);
    expect(token.events.filter((e) => e.type === 'damage')).toEqual([]);
    const monster = ask('{回合:A 阶段:主要1 A场:群豪之创始者-大公(特殊召唤) B场:纳祭之魔,三眼怪(装备:纳祭之魔)} C1 A:群豪之创始者-大公①→三眼怪');
    expect(eventCards(monster, 'returned-to-hand')).toEqual(['三眼怪']);
    expect(monster.events.filter((e) => e.type === 'damage')).toHaveLength(1);
  });
  it.todo('[ref docs/c02/基本用语.rst:1264] destroyed tokens and Spell/Trap-Zone monster cards count for 宙读之魔术士 ① — not expressible: card: the destroyed-monster-card trigger is read (「怪兽卡被…破坏的场合」 compiles with `monsterCard`), but 星霜之魔术师-宙读之魔术士 is curated (src/cards/curated/newer/c04-card-chapters.ts, placeholder 991040008) with a restated ① of another kind that the c04 examples judge, not its monster ① 「自己场上的表侧表示的怪兽卡被战斗·效果破坏的场合」 (the database holds only the older 宙读之魔术士)');
  it.todo('[ref docs/c02/基本用语.rst:1273] 升阶魔法-七皇之剑 in the opening hand is not drawn by a normal draw: no ① — not expressible: notation: that a card in hand was drawn by the normal draw (and kept revealed) cannot be stated, and 升阶魔法-七皇之剑①’s condition 「通过把通常抽卡的这张卡持续公开」 is not read (its ① compiles as an ignition effect with no steps); the moment before the normal draw is not a phase either (`阶段:抽卡` is the whole Draw Phase)');
  it.todo('[ref docs/c02/基本用语.rst:1279] 火之迦具土 emptying the hand before the draw does not let 电子化恶魔 activate — not expressible: notation: the hand at the start of the Draw Phase and the hand just before the normal draw cannot be told apart (a situation lists one hand), and 火之迦具土’s 「抽卡前把手卡全部丢弃」 is not a step the engine plays before the draw');
  it.todo('[ref docs/c02/基本用语.rst:1284] under D-力量 白蔷薇回廊 ② may be used, 魔法爆破 ② not; 魔王 迪亚波罗斯 ② may — not expressible: card: D-力量 and 白蔷薇回廊 are not in cards.cdb (newer than the database); a player who cannot make the normal draw this Draw Phase is not a state the situation can give, and the moment before the normal draw is not a phase (`阶段:抽卡` is the whole Draw Phase) — with it, 魔法爆破②’s 「作为通常抽卡的代替」 (CH-DRAW-REPLACEMENT) could be refused while 魔王 迪亚波罗斯② is not');
  it.todo('[ref docs/c02/基本用语.rst:1285] 火之迦具土 does not apply if the Draw Phase is skipped by 给死者的供物 — not expressible: notation: 火之迦具土’s discard left for the next Draw Phase (「下个回合的抽卡阶段时，对方抽卡前」) and a Draw Phase skipped by 给死者的供物 cannot be stated or played: an answer judges one chain, not the next turn’s Draw Phase');
  it.todo('[ref docs/c02/基本用语.rst:1289] several 魔王 迪亚波罗斯 ② before the draw must form one chain — not expressible: notation: a second chain in the same moment before the draw cannot be written (an input is one chain), nor can a control change made by 敌人控制器 inside the chain bar a later activation of the same 「抽卡前」 effect; the moment before the normal draw is not a phase either');
  it.todo('[ref docs/c02/基本用语.rst:1293] 勇气之天使 维多利卡 ① waits for the normal draw after 异热同心力场 ③ resolves — not expressible: card: 异热同心力场 is not in cards.cdb (newer than the database) and 勇气之天使 维多利卡 is curated with another text; the normal draw made between a chain before it and the triggers that wait for it is not played (the window after such a chain does not hold triggers until after the draw)');
  it.todo('[ref docs/c02/基本用语.rst:1294] 魔王 迪亚波罗斯 ② first, then the draw, then 暗黑界的龙神 格拉法 ② — not expressible: vocabulary: 魔王 迪亚波罗斯② 「对方抽卡阶段的抽卡前发动」 compiles as a trigger at the start of the Draw Phase, not one before the normal draw, and 火之迦具土’s discard before the draw is not played — so the order (迪亚波罗斯 ②, the draw, then 暗黑界的龙神 格拉法 ②) cannot be judged');
  it('[ref docs/c02/基本用语.rst:1311] 罪 世界 ① (instead of the draw, as its condition) and 升阶魔法-星光之力 ② (pledge: no normal draw) cannot share a chain (CH-DRAW-REPLACEMENT)', () => {
    expect(links('{回合:A 阶段:抽卡 A场:罪 世界 A墓:升阶魔法-星光之力} C1 A:罪 世界#1 C2 A:升阶魔法-星光之力#2')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(links('{回合:A 阶段:抽卡 A场:罪 世界 A墓:升阶魔法-星光之力} C1 A:升阶魔法-星光之力#2 C2 A:罪 世界#1')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1312] 罪 世界 ① and 武装锻炼 ① cannot share a chain', () => { expect(links('{回合:A 阶段:抽卡 A场:罪 世界,武装锻炼} C1 A:罪 世界#1 C2 A:武装锻炼#1')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']); expect(links('{回合:A 阶段:抽卡 A场:罪 世界,武装锻炼} C1 A:武装锻炼#1 C2 A:罪 世界#1')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']); });
  it('[ref docs/c02/基本用语.rst:1313] 炽热的决斗者们 ③ (instead of the draw, as it resolves) must come before 升阶魔法-星光之力 ②: chained to it, not the other way (CH-DRAW-REPLACEMENT)', () => {
    const board = '{回合:A 阶段:抽卡 A场:炽热的决斗者们 A墓:青眼白龙,升阶魔法-星光之力}';
    expect(links(`${board} C1 A:炽热的决斗者们#3 C2 A:升阶魔法-星光之力#2`).map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['C1:legal', 'C2:legal']);
    expect(legal(`${board} C1 A:升阶魔法-星光之力#2 C2 A:炽热的决斗者们#3`, 2)).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1314] 炽热的决斗者们 ③ must come before 武装锻炼 ①', () => { const board = '{回合:A 阶段:抽卡 A场:炽热的决斗者们,武装锻炼 A墓:青眼白龙}'; expect(links(`${board} C1 A:炽热的决斗者们#3 C2 A:武装锻炼#1`).map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['C1:legal', 'C2:legal']); expect(legal(`${board} C1 A:武装锻炼#1 C2 A:炽热的决斗者们#3`, 2)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:1315] two 炽热的决斗者们 ③ may be chained (only the first to apply replaces the draw) (CH-DRAW-REPLACEMENT)', () => {
    expect(links('{回合:A 阶段:抽卡 A场:炽热的决斗者们,炽热的决斗者们 A墓:青眼白龙,黑魔术师} C1 A:炽热的决斗者们#3 C2 A:炽热的决斗者们#3').map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['C1:legal', 'C2:legal']);
  });
  it('[ref docs/c02/基本用语.rst:1319] 罪 世界 ① / 武装锻炼 ① negated: still no normal draw (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A场:罪 世界} C1 A:罪 世界#1 C2 B:旋风[无效C1]').normalDraw?.made).toBe(false);
    expect(ask('{回合:A 阶段:抽卡 A场:武装锻炼} C1 A:武装锻炼#1 C2 B:旋风[无效C1]').normalDraw?.made).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1320] 升阶魔法-星光之力 ② negated: the normal draw happens (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力} C1 A:升阶魔法-星光之力#2 C2 B:旋风[无效C1]').normalDraw?.made).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1321] 升阶魔法-星光之力 ② failing to add itself (banished first by D.D.乌鸦): still no normal draw (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力} C1 A:升阶魔法-星光之力#2 C2 B:D.D.乌鸦→升阶魔法-星光之力').normalDraw?.made).toBe(false);
  });
  it.todo('[ref docs/c02/基本用语.rst:1322] 森罗的泷滑 negated before the draw: no normal draw — not expressible: vocabulary: 森罗的泷滑\'s replacement of the draw is a continuous effect of the face-up card, not an activated one: its card activation negated in the Draw Phase is not read as forgoing the draw (CH-NORMAL-DRAW judges activated effects)');
  it('[ref docs/c02/基本用语.rst:1323] 焰虎 negated before the draw: no normal draw (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A场: A墓:焰虎} C1 A:焰虎 C2 B:旋风[无效C1]').normalDraw?.made).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1324] 时空混沌涡 negated before the draw: no normal draw (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A场: A墓:时空混沌涡,银河眼光波龙} C1 A:时空混沌涡#2 C2 B:旋风[无效C1]').normalDraw?.made).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1325] 飞龙艇-幻舵拉 ① negated or destroyed: the normal draw happens; applied, it does not (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1 C2 B:旋风[无效C1]').normalDraw?.made).toBe(true);
    expect(ask('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1 C2 B:旋风→飞龙艇-幻舵拉').normalDraw?.made).toBe(true);
    expect(ask('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1').normalDraw?.made).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1326] 传说的剑斗士 混沌战士 ① replaces the draw as it resolves: negated, the normal draw is made; applied, it is not (CH-NORMAL-DRAW)', () => {
    expect(ask('{回合:A 阶段:抽卡 A手:传说的剑斗士 混沌战士} C1 A:传说的剑斗士 混沌战士 C2 B:旋风[无效C1]').normalDraw?.made).toBe(true);
    expect(ask('{回合:A 阶段:抽卡 A手:传说的剑斗士 混沌战士} C1 A:传说的剑斗士 混沌战士').normalDraw?.made).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1331] with an empty Deck 升阶魔法-星光之力 ② (pledge: no normal draw) cannot be activated (CH-DRAW-REPLACEMENT; 武装锻炼 is not in the 2019 database, and what an already activated one does is not asserted)', () => {
    expect(links('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力 A卡组:} C1 A:升阶魔法-星光之力#2')).toEqual(['C1:illegal:illegal']);
    expect(legal('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力 A卡组:黑魔术师} C1 A:升阶魔法-星光之力#2', 1)).toBe(true);
  });
  it('[ref docs/c02/基本用语.rst:1332] with an empty Deck 炽热的决斗者们 ③ cannot be activated (so the player, unable to draw, loses) (CH-DRAW-REPLACEMENT)', () => {
    expect(links('{回合:A 阶段:抽卡 A场:炽热的决斗者们 A墓:青眼白龙 A卡组:} C1 A:炽热的决斗者们#3')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/基本用语.rst:1342] 光之创造神 哈拉克提 wins even under 技能抽取: its win is no effect (CH-SPECIAL-WIN)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:奥西里斯之天空龙,欧贝利斯克之巨神兵,太阳神之翼神龙,技能抽取 A手:光之创造神 哈拉克提} 特殊召唤 A:光之创造神 哈拉克提 素材 奥西里斯之天空龙,欧贝利斯克之巨神兵,太阳神之翼神龙');
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
    expect(a.window.kind).toBe('none');
  });
  it('[ref docs/c02/基本用语.rst:1343] 被封印的艾克佐迪亚 wins even when declared by 禁止令 (CH-SPECIAL-WIN)', () => {
    const a = ask('{回合:A 阶段:主要1 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足,黑魔术师 A墓:被封印的艾克佐迪亚(不能使用) B场:禁止令} C1 A:死者转生 → 被封印的艾克佐迪亚');
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
    expect(a.gameResult!.cards.map((c) => c.name)).toEqual(['被封印的艾克佐迪亚']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1349] 传说的骑士 赫谟 copying 飞行象 may win with it — not expressible: vocabulary: 飞行象\'s win is set up by its ② for the next turn and met by a battle (Card.specialWin applies: resolution, not followed); effects gained by 赫谟 are not carried');
  it.todo('[ref docs/c02/基本用语.rst:1351] 终焉的倒计时 copied via 连续魔法 and 琰魔龙 红莲魔·渊: win after 20 turns — not expressible: numbers: a win 20 turns after an activation is not followed (turns are not counted)');
  it.todo('[ref docs/c02/基本用语.rst:1352] 黑暗中的陷阱 copying 幻煌龙的天涡 lets 幻煌龙 螺旋 win — not expressible: vocabulary: a win set up by a resolution and met by three battles (幻煌龙的天涡 ①, Card.specialWin applies: resolution) is read but not followed');
  it('[ref docs/c02/基本用语.rst:1353] 黑暗中的陷阱 copying 魂之接力: the opponent wins when the monster it summoned leaves the field in a later chain (SIT-THEN-CHAIN, CH-COPY-RIDER, CH-SPECIAL-WIN-LEAVES)', () => { const a = ask('{回合:A 阶段:主要1 A基本分:3000 A手:青眼白龙 A墓:魂之接力 A场:黑暗中的陷阱(盖)} C1 A:黑暗中的陷阱→魂之接力[特殊召唤 青眼白龙] 然后 C1 A:黑洞'); expect(a.gameResult).toMatchObject({ winner: 'B', by: 'special-win' }); });
  it.todo('[ref docs/c02/基本用语.rst:1354] 霸王眷龙 凶饿毒 copying 毒蛇神 维诺米纳迦 wins with 3 counters — not expressible: numbers: counters are not counted (毒蛇神 维诺米纳迦\'s 「放置有3个超毒指示物时」 is read as a count, CMP-SPECIAL-WIN), and the name and effects 霸王眷龙 凶饿毒 gains are not carried');
  it.todo('[ref docs/c02/基本用语.rst:1355] 独眼学艺者 copying 席取-六双丸 may win — not expressible: vocabulary: 席取-六双丸 ①’s win (a dice roll moving it across the Main Monster Zones, stacking the monster there as material, a win above 6 materials) is no fact the engine applies');
  it('[ref docs/c02/基本用语.rst:1361] 鬼计惰天使 detaching its 11th material as a cost wins at once: nothing may be chained (CH-SPECIAL-WIN; the materials listed with 素材:)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:鬼计惰天使(素材:三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪) B手:灰流丽} C1 A:鬼计惰天使① C2 B:灰流丽');
    expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:illegal:illegal']);
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
  });
  it('[ref docs/c02/基本用语.rst:1362] paying 霞之谷的祈祷师\'s cost completes 艾克佐迪亚: win at once, before 淘气仙星·曼珠诗华 deals damage (CH-SPECIAL-WIN; the cost is stated, the text has no 「才能发动」)', () => {
    const a = ask('{回合:A 阶段:主要1 A基本分:200 A场:霞之谷的祈祷师,被封印的艾克佐迪亚 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足 B场:淘气仙星·曼珠诗华} C1 A:霞之谷的祈祷师[cost:回到手卡 被封印的艾克佐迪亚]');
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
    expect(links(a)).toEqual(['C1:legal:no-effect']);
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
  });
  it('[ref docs/c02/基本用语.rst:1363] 魔天使 蔷薇之巫师 returning the fifth piece by its procedure wins at once: 神之宣告 cannot be activated against the summon (CH-SPECIAL-WIN)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:被封印的艾克佐迪亚,DNA改造手术 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足,魔天使 蔷薇之巫师 B场:神之宣告(盖)} 特殊召唤 A:魔天使 蔷薇之巫师 素材 被封印的艾克佐迪亚 C1 B:神之宣告');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
  });
  it.todo('[ref docs/c02/基本用语.rst:1364] 超量印鲨 leaving 鬼计惰天使 at 10 materials wins at once — not expressible: vocabulary: 超量印鲨\'s procedure (「把自己场上2个超量素材取除，从手卡特殊召唤」) detaches nothing when performed, so no count of 鬼计惰天使 drops (only a detach cost of the card itself does)');
  it('[ref docs/c02/基本用语.rst:1365] 天使的施舍 drawing the last 3 pieces of 艾克佐迪亚 but discarding one: no win; discarding two other cards: A wins once it resolves (CH-DISCARD-HAND, CH-SPECIAL-WIN)', () => {
    const drawn = '{回合:A 阶段:主要1 A手:被封印者的右腕,被封印者的左腕,三眼怪,黑魔术师 A卡组:被封印的艾克佐迪亚,被封印者的右足,被封印者的左足} C1 A:天使的施舍 [抽卡 被封印的艾克佐迪亚][抽卡 被封印者的右足][抽卡 被封印者的左足]';
    const lost = ask(`${drawn}[丢弃 被封印者的左腕][丢弃 三眼怪]`);
    expect(eventCards(lost, 'discarded').sort()).toEqual(['三眼怪', '被封印者的左腕'].sort());
    expect(lost.gameResult ?? null).toBeNull();
    expect(ask(`${drawn}[丢弃 黑魔术师][丢弃 三眼怪]`).gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
  });
  it('[ref docs/c02/基本用语.rst:1366] 补充要员 completing 艾克佐迪亚 before 爱恶作剧的双子恶魔 resolves: win, the discards are not made (CH-SPECIAL-WIN; 补充要员\'s old 「最多选择」 read as targets, CMP-OLD-CHOOSE-UP-TO)', () => {
    const a = ask('{回合:B 阶段:主要1 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足 A墓:被封印的艾克佐迪亚,黑魔术师,黑魔术师,黑魔术师,黑魔术师 A场:补充要员(盖)} C1 B:爱恶作剧的双子恶魔 C2 A:补充要员 → 被封印的艾克佐迪亚');
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
    expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1370] 欢聚友伴·茸茸长尾山雀 and 增殖的G draining the Deck: the player loses — not expressible: vocabulary: draws made by two continuous effects after a summon (no chain) are not applied, nor a loss by drawing from a Deck with too few cards');
  it.todo('[ref docs/c02/基本用语.rst:1377] 淘气仙星 damage from both sides at 200/400 LP — not expressible: vocabulary: damage dealt by continuous effects for each card added to the hand (淘气仙星·曼珠诗华 ②, no chain) is not applied');
  it.todo('[ref docs/c02/基本用语.rst:1378] 淘气仙星 damage to both at 400 LP: a draw — not expressible: vocabulary: damage dealt by continuous effects for each card added to the hand (淘气仙星·曼珠诗华 ②, no chain) is not applied');
  it.todo('[ref docs/c02/基本用语.rst:1379] 永火恶魔 ① only after the first of several draws — not expressible: vocabulary: draws made by two continuous effects (no chain) are not applied, and 「手卡是0张的场合把这张卡抽到时」 is not read against the first of them');
  it('[ref docs/c02/基本用语.rst:1384] both players completing 艾克佐迪亚 at once by one effect (here 妖精骑士 因古纳尔 returning both to the hand, as 变形壶 drawing for both): a draw (CH-DUEL-DRAW)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:妖精骑士 因古纳尔,被封印的艾克佐迪亚 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足 B场:被封印的艾克佐迪亚 B手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足} C1 A:妖精骑士 因古纳尔');
    expect(a.gameResult).toMatchObject({ winner: 'draw', by: 'special-win' });
    expect(a.gameResult!.rules).toContain('CH-DUEL-DRAW');
  });
  it('[ref docs/c02/基本用语.rst:1385] 艾克佐迪亚 completed by 天使的施舍 at 300 LP under the opponent\'s 死灵的引诱: A wins as it resolves and 死灵的引诱 deals no damage; without the fifth piece, the discard and the sent Spell cost A its LP (CH-SPECIAL-WIN, CH-GY-ARRIVAL-DAMAGE)', () => {
    const sit = (deck: string, drawn: string) => `{回合:A 阶段:主要1 A基本分:300 A手:被封印者的右腕,被封印者的左腕,三眼怪,黑魔术师 A卡组:${deck} B场:死灵的引诱} C1 A:天使的施舍 ${drawn}[丢弃 三眼怪]`;
    const won = ask(sit('被封印的艾克佐迪亚,被封印者的右足,被封印者的左足', '[抽卡 被封印的艾克佐迪亚][抽卡 被封印者的右足][抽卡 被封印者的左足][丢弃 黑魔术师]'));
    expect(won.gameResult).toMatchObject({ winner: 'A', by: 'special-win' });
    expect(won.events.some((e) => e.type === 'damage')).toBe(false);
    const lost = ask(sit('黑魔术师,被封印者的右足,被封印者的左足', '[抽卡 黑魔术师][抽卡 被封印者的右足][抽卡 被封印者的左足]'));
    expect(lost.events.some((e) => e.type === 'damage' && e.player === 'A')).toBe(true);
    expect(lost.gameResult).toMatchObject({ winner: 'B' });
  });
  it.todo('[ref docs/c02/基本用语.rst:1386] 艾克佐迪亚 drawn after 魔之卡组破坏病毒: the opponent wins — not expressible: vocabulary: 魔之卡组破坏病毒\'s check of the cards drawn for 3 turns (a lingering effect of an earlier chain) is not carried, and a draw outside a chain (the normal draw) is no action');
  it('[ref docs/c02/基本用语.rst:1387] 盟军·次世代鸟人兵 returning 魂之接力\'s 被封印的艾克佐迪亚 to a hand holding the other four pieces as its cost: both wins at once, a draw (CH-SPECIAL-WIN-LEAVES, CH-DUEL-DRAW)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:被封印的艾克佐迪亚(由魂之接力) A手:盟军·次世代鸟人兵,被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足} C1 A:盟军·次世代鸟人兵');
    expect(a.gameResult).toMatchObject({ winner: 'draw', by: 'special-win' });
    expect(a.gameResult!.rules).toEqual(expect.arrayContaining(['CH-SPECIAL-WIN-LEAVES', 'CH-DUEL-DRAW']));
    expect(links(a)).toEqual(['C1:legal:no-effect']);
  });
  it.todo('[ref docs/c02/基本用语.rst:1388] 合乘 and 淘气仙星·曼珠诗华 together at the opponent\'s 0 LP — not expressible: vocabulary: 合乘\'s draws and 淘气仙星·曼珠诗华\'s damage (continuous, no chain) are not applied, nor a loss by drawing from an empty Deck');
  it.todo('[ref docs/c02/基本用语.rst:1392] 混沌No.88 机关傀儡-灾厄狮子 does not win if its controller hits 0 LP — not expressible: vocabulary: a win checked in the End Phase (混沌No.88 机关傀儡-灾厄狮子, read as a condition in words) is not followed, and 命运的分岔道\'s coin tosses are not decided');
  it('[ref docs/c02/基本用语.rst:1393] 真艾克佐迪亚 and four 被封印 Normal Monsters flipped by 停战协定, whose damage takes the opponent to 0: its win (for the opponent) does not apply, the opponent loses (CH-LP-ZERO-FIRST, CH-SPECIAL-WIN-FIELD)', () => {
    const a = ask('{回合:A A场:真艾克佐迪亚(盖,守),被封印者的右腕(盖,守),被封印者的左腕(盖,守),被封印者的右足(盖,守),被封印者的左足(盖,守),停战协定(盖) B基本分:500} C1 A:停战协定');
    expect(a.gameResult?.winner).toBe('A');
    expect(a.gameResult?.by).toBe('lp-zero');
    expect(a.gameResult?.rules).toContain('CH-LP-ZERO-FIRST');
  });
  it.todo('[ref docs/c02/基本用语.rst:1394] 飞行象 with 脆刃之剑 at 0 LP loses — not expressible: vocabulary: 飞行象\'s win is set up by its ② for the next turn and met by a battle (Card.specialWin applies: resolution, not followed)');
  it.todo('[ref docs/c02/基本用语.rst:1395] 娱乐伙伴弹出 completing 艾克佐迪亚 then paying to 0 LP loses — not expressible: notation: the cards 娱乐伙伴弹出 adds from the Deck cannot be named, nor its later LP payment');
  it.todo('[ref docs/c02/基本用语.rst:1396] 合乘 + 暗之指名者 against 真红眼钢炎龙 at 500 LP — not expressible: vocabulary: 合乘\'s draw and 真红眼钢炎龙\'s damage (continuous, no chain) applied together after 暗之指名者 are not applied');
  it('[ref docs/c02/基本用语.rst:1404] 宝石骑士·珍珠 Xyz summoned with 我我我少女 has its ● (an Effect Monster); turned face-down since (变里侧) it remembers no materials and has no effect to activate (FD-MATERIAL-GRANTS)', () => { const sit = (more: string) => `{回合:A 阶段:主要1 A场:宝石骑士·珍珠(素材:我我我少女+我我我魔术师${more}) B场:青眼白龙(特殊召唤)} C1 A:宝石骑士·珍珠①→B:青眼白龙`; expect(legal(sit(''), 1)).toBe(true); expect(legal(sit(',变里侧'), 1)).not.toBe(true); expect(ask(sit(',变里侧')).assumptions.join('')).not.toContain('为素材出场'); });
  it('[ref docs/c02/基本用语.rst:1405] 宝石骑士·珍珠 with the ● from 我我我少女 under 技能抽取 is an Effect Monster whose effects are negated: the gained effect is activated and negated (FD-MATERIAL-GRANTS, CH-CONT-NEGATE)', () => { expect(links('{回合:A 阶段:主要1 A场:宝石骑士·珍珠(素材:我我我少女+我我我魔术师),技能抽取 B场:青眼白龙(特殊召唤)} C1 A:宝石骑士·珍珠①→B:青眼白龙')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c02/基本用语.rst:1410] 烈华炮舰 抚子 made only of 我我我 monsters used the ● 我我我少女 gave it (its ②) this turn: its own ① (「「烈华炮舰 抚子」的效果1回合只能使用1次」) may still be activated; after its own ① it may not again (FD-MATERIAL-GRANTS, CH-HISTORY-USED)', () => { const sit = (used: string) => `{回合:A 阶段:主要1 本回合:A:烈华炮舰 抚子#${used} A场:烈华炮舰 抚子(素材:我我我少女+我我我少女+我我我少女)} C1 A:烈华炮舰 抚子①`; expect(legal(sit('2'), 1)).toBe(true); expect(legal(sit('1'), 1)).toBe(false); });
  it('[ref docs/c02/基本用语.rst:1411] 混沌No.6 先史遗产 混沌大西洲巨人 made with 我我我少女 used the ● it gained: its 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」 applies — 火球 deals no damage (CH-DAMAGE-ZERO-USED, FD-MATERIAL-GRANTS)', () => {
    const q = (earlier: string) => `{回合:A 阶段:主要1 A场:混沌No.6 先史遗产 混沌大西洲巨人(素材:我我我少女+我我我魔术师+我我我魔术师)${earlier}} C1 A:火球`;
    expect(ask(q(' 本回合:A:混沌No.6 先史遗产 混沌大西洲巨人#4')).events.some((e) => e.type === 'damage')).toBe(false);
    expect(ask(q('')).events.some((e) => e.type === 'damage' && e.player === 'B')).toBe(true);
  });
  it.todo('[ref docs/c02/基本用语.rst:1412] 访问码语者 with ● from 山铜魔封剑 ②: the gained effect cannot be answered either — not expressible: vocabulary: 山铜魔封剑 ② gives a monster a ● effect until the end of the opponent’s turn by an activated effect; a gained ● is a fact only for materials (FD-MATERIAL-GRANTS) and `(得到效果:X)` gives X’s own numbered effects, so 访问码语者 using that ● cannot be written');
  it('[ref docs/c02/基本用语.rst:1417] 秘仪之力18-月亮 that got its ●表 effect (the coin result taken as given: its gained effects are read as its own) keeps it under 技能抽取, negated: in its Standby Phase the effect is activated and its effect negated, not lost; without 技能抽取 it resolves (CH-CONT-NEGATE)', () => {
    expect(links('{回合:A 阶段:准备 A场:秘仪之力18-月亮 B场:技能抽取} C1 A:秘仪之力18-月亮①')).toEqual(['C1:legal:effect-negated']);
    expect(links('{回合:A 阶段:准备 A场:秘仪之力18-月亮 B场:} C1 A:秘仪之力18-月亮①')).toEqual(['C1:legal:resolved']);
  });
  it('[ref docs/c02/基本用语.rst:1418] 混沌战士 Ritual Summoned with 开辟之骑士 has its ● effects; its effects negated (效果无效), the gained banish is activated and negated (FD-MATERIAL-GRANTS)', () => { expect(links('{回合:A 阶段:主要1 A场:混沌战士(素材:开辟之骑士) B场:青眼白龙} C1 A:混沌战士①→B:青眼白龙')).toEqual(['C1:legal:resolved']); expect(links('{回合:A 阶段:主要1 A场:混沌战士(素材:开辟之骑士,效果无效) B场:青眼白龙} C1 A:混沌战士①→B:青眼白龙')).toEqual(['C1:legal:effect-negated']); });
  it('[ref docs/c02/基本用语.rst:1419] 狱火机十进管 that took 狱火机·路西弗格’s name and effects (written 复制) keeps the name under 技能抽取 — 黑洞 destroys a 「狱火机·路西弗格」 — and the gained effect is negated, not lost: its ① is activated and negated (FD-COPY, CH-CONT-NEGATE)', () => { expect(moved('{回合:B A场:狱火机十进管(复制:狱火机·路西弗格) B场:技能抽取} C1 B:黑洞', 'destroyed')).toEqual(['狱火机·路西弗格']); expect(links('{回合:A 阶段:主要1 A场:狱火机十进管(复制:狱火机·路西弗格),技能抽取 B场:青眼白龙} C1 A:狱火机十进管①→B:青眼白龙')).toEqual(['C1:legal:effect-negated']); expect(links('{回合:A 阶段:主要1 A场:狱火机十进管(复制:狱火机·路西弗格) B场:青眼白龙} C1 A:狱火机十进管①→B:青眼白龙')).toEqual(['C1:legal:resolved']); });
  it('[ref docs/c02/基本用语.rst:1420] 霸王紫龙 异色眼猛毒龙 ① (青眼白龙 taken, +3000) under 技能抽取: its ATK goes back to 3300, the name 青眼白龙 is kept (CH-STAT-OWN-NEGATED: `#1` on a card that took a name and effects names its own printed ①, and 技能抽取 starting to apply ends it)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:霸王紫龙 异色眼猛毒龙(复制:青眼白龙,攻+3000#1) B场:技能抽取(盖)} C1 B:技能抽取');
    const s = a.stats?.find((x) => x.card.ref === 'A场1');
    expect(s?.card.name).toBe('青眼白龙');
    expect(s?.atk).toBe(3300);
  });
  it('[ref docs/c02/基本用语.rst:1421] 圣灵兽骑 地火狮 summoned by its own procedure and then turned face-down (and flipped) has lost the ● it gained: it cannot negate 雷击 (FD-SUMMONED-BY-ITSELF)', () => { const input = (s: string) => `{回合:B 阶段:主要1 A场:圣灵兽骑 地火狮(${s}) A手:灵兽使 文} C1 B:雷击 C2 A:圣灵兽骑 地火狮 [cost:除外 灵兽使 文]`; expect(links(input('自身特召,变里侧'))[1]).toBe('C2:illegal:illegal'); expect(links(input('自身特召'))[1]).toBe('C2:legal:resolved'); });
  it('[ref docs/c02/基本用语.rst:1435] 混沌No.106 熔岩掌 巨手·红掌 whose effects are negated may still use the ● it gained (「得到以下效果」 is no effect and is not negated): its ● negates 光与暗之龙 (CH-GAINED-NOT-NEGATED-EARLIER)', () => { expect(links('{回合:B 阶段:主要1 A场:混沌No.106 熔岩掌 巨手·红掌(超量召唤,素材:No.106 巨岩掌 巨手,效果无效) B场:光与暗之龙} C1 B:光与暗之龙 C2 A:混沌No.106 熔岩掌 巨手·红掌')[1]).toBe('C2:legal:resolved'); });
  it('[ref docs/c02/基本用语.rst:1436] a Gemini summoned again (真红眼凶雷皇-邪性恶魔) under 技能抽取: the effect it gained is negated — activated, it does nothing; without 技能抽取 it destroys (CH-CONT-NEGATE)', () => { const input = (field: string) => `{回合:A 阶段:主要1 A场:真红眼凶雷皇-邪性恶魔(再度召唤)${field} B场:三眼怪} C1 A:真红眼凶雷皇-邪性恶魔`; expect(links(input(',技能抽取'))).toEqual(['C1:legal:effect-negated']); expect(moved(input(''), 'destroyed')).toEqual(['三眼怪']); });
  it('[ref docs/c02/基本用语.rst:1437] 圣灵兽骑 地火狮 summoned by its own procedure while 技能抽取 applies still gains its ●, negated: it can be activated, and its effect is negated (CH-CONT-NEGATE)', () => { const a = ask('{回合:B 阶段:主要1 A场:圣灵兽骑 地火狮(自身特召,本回合特召),技能抽取 A手:灵兽使 文} C1 B:雷击 C2 A:圣灵兽骑 地火狮 [cost:除外 灵兽使 文]'); expect(links(a)[1]).toBe('C2:legal:effect-negated'); expect(a.links[1]!.rules).toContain('CH-CONT-NEGATE'); });
  it('[ref docs/c02/基本用语.rst:1441] 虹之古代都市\'s gained ● (3 宝玉兽 cards: negate a Spell/Trap activation) still resolves after 旋风 chained to it leaves only 2 宝玉兽 cards in the Spell & Trap Zone (CH-COND-NOT-RECHECKED, CH-MONSTER-AS-CONTINUOUS)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:虹之古代都市,宝玉兽 青玉飞马(魔陷1),宝玉兽 琥珀猛犸(魔陷2),宝玉兽 翠玉龟(魔陷3),宝玉兽 红玉兽 B场:旋风(盖) B手:黑洞} C1 B:黑洞 C2 A:虹之古代都市#3 C3 B:旋风 → 宝玉兽 青玉飞马');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(eventCards(a, 'destroyed', 3)).toEqual(['宝玉兽 青玉飞马']);
    expect(a.links[1]!.rules).toContain('CH-COND-NOT-RECHECKED');
  });
  it('[ref docs/c02/基本用语.rst:1442] 混沌No.106 熔岩掌 巨手·红掌 whose only No. material is No.106 巨岩掌 巨手 detaches it for its ● and the effect still resolves: the answered card\'s effect is negated (that the ● is held only with a No. material is not judged)', () => { const a = ask('{回合:B 阶段:主要1 A场:混沌No.106 熔岩掌 巨手·红掌(超量召唤,素材:No.106 巨岩掌 巨手) B场:王家长眠之谷(盖)} C1 B:王家长眠之谷 C2 A:混沌No.106 熔岩掌 巨手·红掌'); expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']); });
  it.todo('[ref docs/c02/基本用语.rst:1450] a monster Xyz summoned with a negated 急袭猛禽-骷髅雕 still gains ATK — not expressible: notation: a material’s own state when it was used (急袭猛禽-骷髅雕 with its effects negated) cannot be written — `素材:` takes names only — so a grant from a negated material cannot be asked (FD-MATERIAL-GRANTS gives the ● whatever the material was)');
  it.todo('[ref docs/c02/基本用语.rst:1451] 幻影骑士团 破手套\'s boost lost under 技能抽取 does not come back — not expressible: other: an ATK raise made by a gained trigger (the ● 幻影骑士团 破手套 gives, FD-MATERIAL-GRANTS), lost under 技能抽取 and not coming back once 技能抽取 is gone, is not asked: an answer judges the board with 技能抽取 there or not, not its leaving after the raise was lost');
  it.todo('[ref docs/c02/基本用语.rst:1452] 雪天气 天蓝 under 禁忌的圣枪 does not gain 雪之天气模样\'s effect — not expressible: vocabulary: an effect a 天气 Continuous Spell/Trap grants to the monsters in its column (「…的「天气」效果怪兽得到以下效果」) is compiled as words only — the engine does not give the ● effects to those monsters, so an unaffected monster not gaining them cannot be asked');
  it.todo('[ref docs/c02/基本用语.rst:1453] under 人造人-念力震慑者 雷天气 姜黄 does not gain the 天气 trap\'s effect — not expressible: vocabulary: an effect a 天气 Continuous Spell/Trap grants to the monsters in its column (「…的「天气」效果怪兽得到以下效果」) is compiled as words only — the engine does not give the ● effects to those monsters, so a negated grant cannot be asked');
  it('[ref docs/c02/基本用语.rst:1472] 入魔人偶 葛佩利亚 tributed by its own player for the opponent\'s 分担痛苦 left the field by that player: its effect does not activate (destroyed by the opponent\'s 黑洞 it does) (CMP-CAUSED-BY-BARE, CH-PLAYER-MUST)', () => {
    expect(triggerNames(ask('{回合:B 阶段:主要1 A场:入魔人偶 葛佩利亚 B场:三眼怪} C1 B:黑洞'))).toContain('入魔人偶 葛佩利亚');
    expect(triggerNames(ask('{回合:B 阶段:主要1 A场:入魔人偶 葛佩利亚 B场:三眼怪} C1 B:分担痛苦'))).not.toContain('入魔人偶 葛佩利亚');
  });
  it('[ref docs/c02/基本用语.rst:1473] 伊吕波红叶 ②: the opponent may choose our 调皮宝贝屋子管家 in the Extra Monster Zone in front of its target; sent so, it was sent by the opponent and its ② may be used (ZONE-AROUND-TARGET, CH-PLAYER-MUST; 伊吕波红叶 restated in src/cards/curated/newer/c02-terms-pledges-newer.ts)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:伊吕波红叶(主3),调皮宝贝屋子管家(EX左) A墓:三眼怪 B场:三眼怪(主4),旋风(魔陷4)} C1 A:伊吕波红叶②→三眼怪 [送去墓地 调皮宝贝屋子管家]');
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual(['调皮宝贝屋子管家']);
    expect(triggerNames(a)).toContain('调皮宝贝屋子管家');
    // The opponent sending its own 旋风 instead: nothing of ours was sent by the opponent.
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:伊吕波红叶(主3),调皮宝贝屋子管家(EX左) A墓:三眼怪 B场:三眼怪(主4),旋风(魔陷4)} C1 A:伊吕波红叶②→三眼怪 [送去墓地 旋风]'))).not.toContain('调皮宝贝屋子管家');
  });
  it('[ref docs/c02/基本用语.rst:1474] 电子化天使-荼吉尼-①: the opponent must send a monster even if it is 龙子 (unaffected by other monsters’ effects)', () => { expect(moved('{回合:A A场:电子化天使-荼吉尼- B场:龙子} C1 A:电子化天使-荼吉尼-①', 'sent-to-gy')).toContain('龙子'); });
  it('[ref docs/c02/基本用语.rst:1475] 颉颃胜负: the opponent must banish their cards face-down, even a monster unaffected by Traps (元素英雄 荒野侠)', () => { /* B must leave as many cards as A controls (颉颃胜负 itself, on the field while it resolves): B chooses which — the note says it chose 荒野侠, as in the example. */ expect(moved('{回合:A 阶段:战斗阶段结束时 A手:颉颃胜负 B场:元素英雄 荒野侠,三眼怪} C1 A:颉颃胜负 [除外 元素英雄 荒野侠]', 'banished')).toContain('元素英雄 荒野侠'); });
  it('[ref docs/c02/基本用语.rst:1476] 颉颃胜负: a 玄化执行神 (which effects cannot banish) chosen by its own player is still banished face-down (the player must do it)', () => { /* B chooses which card goes: the note says 玄化执行神, as in the example. */ expect(moved('{回合:A 阶段:战斗阶段结束时 A手:颉颃胜负 B场:玄化执行神,三眼怪} C1 A:颉颃胜负 [除外 玄化执行神]', 'banished')).toContain('玄化执行神'); });
  it('[ref docs/c02/基本用语.rst:1477] 颉颃胜负: 奇迹之侏罗纪蛋 (which cannot be banished) cannot be chosen; the other cards are banished face-down', () => { const b = moved('{回合:A 阶段:战斗阶段结束时 A手:颉颃胜负 B场:奇迹之侏罗纪蛋,三眼怪} C1 A:颉颃胜负', 'banished'); expect(b).toContain('三眼怪'); expect(b).not.toContain('奇迹之侏罗纪蛋'); });
  it('[ref docs/c02/基本用语.rst:1485] 强制转移 where the only monster the opponent can choose is unaffected by Spells (传说的渔人 with 海): nothing is swapped; with an ordinary monster the two swap (CH-SWAP-CONTROL)', () => { expect(ask('{回合:A A场:三眼怪 B场:传说的渔人,海} C1 A:强制转移').events.some((e) => e.type === 'control-changed')).toBe(false); expect(moved('{回合:A A场:三眼怪 B场:黑魔术师} C1 A:强制转移', 'control-changed')).toEqual(expect.arrayContaining(['三眼怪', '黑魔术师'])); });
  it.todo('[ref docs/c02/基本用语.rst:1491] under 剑斗海战 an unaffected monster need not attack — not expressible: vocabulary: "must attack" is not a fact');
  it.todo('[ref docs/c02/基本用语.rst:1492] a monster unaffected by Traps does not attack again by 次元海市蜃楼 — not expressible: vocabulary: "must attack" is not a fact');
});
