// WIN-BATTLE-PHASE-END-TRIGGER (rules reference docs/c03/战斗阶段流程.rst:1052–1058): `… 战斗阶段结束` reached the end of the Battle Phase
// but named none of the 「战斗阶段结束时」 triggers met there (剑斗兽 「这张卡进行战斗的战斗阶段结束时」): the answer said 「战斗阶段结束时没有要处理的
// 效果」. Now the end step's window names them, each activated alone as Chain Link 1 (they do not chain together), the turn player's
// first; a monster whose battle the situation denies, or that left the field, is not named; one whose battles are not written is said.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('WIN-BATTLE-PHASE-END-TRIGGER', CARDS_DB);

/** The end-of-Battle-Phase window's entries as `controller:name#effect` plus `!` (mandatory) or `?` (optional), in their order. */
const entries = (input: string) => askCdb(input).battlePhaseEndWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}${t.mandatory ? '!' : '?'}`) ?? [];

describe.skipIf(!haveCards)('WIN-BATTLE-PHASE-END-TRIGGER', () => {
  it('[WIN-BATTLE-PHASE-END-TRIGGER] 剑斗兽 枪斗 that battled: `… 战斗阶段结束` names its ② (optional), alone as Chain Link 1, said in both languages', () => {
    const input = '{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已战斗:黑魔术师) A卡组:剑斗兽 骑斗 B场:黑魔术师} 战斗阶段结束';
    const a = askCdb(input);
    expect(a.battlePhaseEndWindow?.kind).toBe('battle-phase-end-start');
    expect(entries(input)).toEqual(['A:剑斗兽 枪斗#2?']);
    expect(a.battlePhaseEndWindow?.triggers.every((t) => t.alone === true && t.group === null && t.rules?.includes('WIN-BATTLE-PHASE-END-TRIGGER'))).toBe(true);
    const zh = renderChainText(a, 'zh-CN');
    expect(zh).toContain('战斗阶段结束时的诱发效果');
    expect(zh).toContain('1. 单独作为连锁1 · A:剑斗兽 枪斗');
    expect(zh).toContain('不是时点而是步骤');
    expect(zh).not.toContain('战斗阶段结束时没有要处理的效果');
    const en = renderChainText(cdbJudge().chain(input, { lang: 'en' }) as ChainAnswer, 'en');
    expect(en).toContain('is a step, not a timing');
  });
  it('[WIN-BATTLE-PHASE-END-TRIGGER] the opponent\'s 剑斗兽 骑斗 (old text) and a mandatory 时械神 米奇恩 in the same window: the turn player\'s first, each alone — in B\'s turn B\'s first', () => {
    const field = 'A场:剑斗兽 枪斗(已战斗) B场:剑斗兽 骑斗(已战斗),时械神 米奇恩(已战斗)';
    expect(entries(`{回合:A 阶段:战斗 ${field}} 战斗阶段结束`)).toEqual(['A:剑斗兽 枪斗#2?', 'B:剑斗兽 骑斗#2?', 'B:时械神 米奇恩#3!']);
    expect(entries(`{回合:B 阶段:战斗 ${field}} 战斗阶段结束`)).toEqual(['B:剑斗兽 骑斗#2?', 'B:时械神 米奇恩#3!', 'A:剑斗兽 枪斗#2?']);
    expect(renderChainText(askCdb(`{回合:A 阶段:战斗 ${field}} 战斗阶段结束`), 'zh-CN')).toContain('（必发效果，战斗阶段结束前必须发动）');
  });
  it('[WIN-BATTLE-PHASE-END-TRIGGER] the same monster is named once it battled, not when its attack stopped before damage calculation (`已攻击宣言`, no 已战斗: c03 战斗阶段流程.rst:592), nor once the chain returned it to the hand before the end of the Battle Phase, nor without `战斗阶段结束`', () => {
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已攻击宣言,已战斗)} 战斗阶段结束')).toEqual(['A:剑斗兽 枪斗#2?']);
    expect(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已攻击宣言)} 战斗阶段结束').battlePhaseEndWindow).toBeUndefined();
    const board = '{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已战斗) B场:强制脱出装置(盖)}';
    expect(entries(`${board} 战斗阶段结束`)).toEqual(['A:剑斗兽 枪斗#2?']);
    const left = askCdb(`${board} C1 B:强制脱出装置→剑斗兽 枪斗 战斗阶段结束`);
    expect(left.battlePhaseEndWindow).toBeUndefined();
    expect(renderChainText(left, 'zh-CN')).toContain('战斗阶段结束时没有要处理的效果');
    expect(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已战斗)} 回合结束后').battlePhaseEndWindow).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('WIN-BATTLE-PHASE-END-UNSTATED', () => {
  it('[WIN-BATTLE-PHASE-END-UNSTATED] 剑斗兽 枪斗 with no battle written: not named, and the assumptions say it was taken as not having battled and how to write it', () => {
    const a = askCdb('{回合:A 阶段:战斗 A场:剑斗兽 枪斗 A卡组:剑斗兽 骑斗} 战斗阶段结束');
    expect(a.battlePhaseEndWindow).toBeUndefined();
    expect(a.assumptions.join('\n')).toContain('没有写「剑斗兽 枪斗」这个回合的战斗：假定它没有进行过战斗');
    expect(a.assumptions.join('\n')).toContain('(已战斗)');
    // Written: nothing to assume.
    expect(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已战斗)} 战斗阶段结束').assumptions.join('\n')).not.toContain('这个回合的战斗');
  });
});

describe.skipIf(!haveCards)('FD-BATTLE-PHASE-END-DEED', () => {
  const effect = (name: string, n: number) => cdbJudge().catalog.all().find((c) => c.name === name)!.effects.find((e) => e.n === n)!;
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡进行战斗的战斗阶段结束时」 (剑斗兽 骑斗): the end of the Battle Phase is the trigger, the battle a condition — not an event arming it', () => {
    const e = effect('剑斗兽 骑斗', 2);
    expect(e.trigger?.armedBy).toBeUndefined();
    expect(e.trigger?.phase).toBe('end-step');
    expect(e.condition).toContainEqual({ is: 'self-state', state: 'battled' });
  });
  it('[FD-BATTLE-PHASE-END-DEED] how this card was summoned, written before the deed, is a condition too — 「融合召唤的这张卡进行战斗的」 (恶魔龙 暗黑魔龙), 「这张卡用名字带有「剑斗兽」的怪兽的效果特殊召唤成功的场合，这张卡进行战斗的」 (剑斗兽 追斗) — not a summon arming the trigger', () => {
    expect(effect('恶魔龙 暗黑魔龙', 2).condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'fusion' } });
    const e = effect('剑斗兽 追斗', 1);
    expect(e.trigger?.armedBy).toBeUndefined();
    expect(e.condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: { archetype: '剑斗兽' } } });
  });
  it('[FD-BATTLE-PHASE-END-DEED] 剑斗兽 追斗 / 轻斗 written summoned by a 「剑斗兽」 monster\'s effect (`由剑斗兽 枪斗`) and battled: named at the end of the Battle Phase (追斗 mandatory, 轻斗 optional), as a Chain Link 1 typed for them is legal; summoned otherwise or not written so, not named and not legal', () => {
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 追斗(由剑斗兽 枪斗,已战斗) A卡组:剑斗兽 骑斗,剑斗兽 枪斗} 战斗阶段结束')).toEqual(['A:剑斗兽 追斗#1!']);
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由剑斗兽 枪斗,已战斗)} 战斗阶段结束')).toEqual(['A:剑斗兽 轻斗#1?']);
    expect(renderChainText(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 追斗(由剑斗兽 枪斗,已战斗)} 战斗阶段结束'), 'zh-CN')).toContain('1. 单独作为连锁1 · A:剑斗兽 追斗');
    // Not summoned by a 「剑斗兽」 monster's effect, or its battle not written: not named. (Its summoner not written: assumed since
    // WIN-BATTLE-PHASE-END-SUMMONER, below.)
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由死者苏生,已战斗)} 战斗阶段结束')).toEqual([]);
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由剑斗兽 枪斗)} 战斗阶段结束')).toEqual([]);
    // The same condition read for a link typed for it agrees with the window.
    expect(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由剑斗兽 枪斗,已战斗)} C1 剑斗兽 轻斗').links[0]?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由死者苏生,已战斗)} C1 剑斗兽 轻斗').links[0]?.legal).toBe(false);
  });
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡战斗破坏怪兽的战斗阶段结束时」 (吸血鬼千金): named when it destroyed a monster by battle, not when it only battled', () => {
    expect(effect('吸血鬼千金', 3).condition).toContainEqual({ is: 'self-state', state: 'destroyed-by-battle-a-monster' });
    expect(entries('{回合:A 阶段:战斗 A场:吸血鬼千金(战斗破坏过怪兽)} 战斗阶段结束')).toEqual(['A:吸血鬼千金#3?']);
    expect(entries('{回合:A 阶段:战斗 A场:吸血鬼千金(已战斗)} 战斗阶段结束')).toEqual([]);
  });
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡进行战斗的战斗阶段结束时，这张卡有3个指示物放置的场合才能发动」 (No.51): the phase is read, and the clause no reader takes is kept as a condition — not named on a guess', () => {
    const e = effect('No.51 怪腕之必杀摔角手', 3);
    expect(e.trigger?.phase).toBe('end-step');
    expect(e.condition).toContainEqual({ is: 'other', note: '这张卡有3个指示物放置的场合' });
    expect(entries('{回合:A 阶段:战斗 A场:No.51 怪腕之必杀摔角手(已战斗)} 战斗阶段结束')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('FD-BATTLE-PHASE-END-DEED (other deeds)', () => {
  const said = (input: string) => askCdb(input).assumptions.join('\n');
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡攻击宣言的战斗阶段结束时」 (廷达魔三角之锐角地狱犬③): named once it declared an attack (`已攻击宣言`, a negated one too; `已攻击`), not when it only battled (attacked); unwritten, taken as not and said', () => {
    expect(entries('{回合:A 阶段:战斗 A场:廷达魔三角之锐角地狱犬(已攻击宣言)} 战斗阶段结束')).toEqual(['A:廷达魔三角之锐角地狱犬#3?']);
    expect(entries('{回合:A 阶段:战斗 A场:廷达魔三角之锐角地狱犬(已攻击)} 战斗阶段结束')).toEqual(['A:廷达魔三角之锐角地狱犬#3?']);
    expect(entries('{回合:A 阶段:战斗 A场:廷达魔三角之锐角地狱犬(已战斗)} 战斗阶段结束')).toEqual([]);
    expect(said('{回合:A 阶段:战斗 A场:廷达魔三角之锐角地狱犬} 战斗阶段结束')).toContain('假定它没有攻击宣言过，它的「战斗阶段结束时」的效果没有列出（攻击宣言过的话在卡后写 (已攻击宣言)）');
  });
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡进行直接攻击的战斗阶段结束时」 (天鬼食人蝠鲼②, mandatory): named after a direct attack (`已直接攻击`), not after an attack on a monster or a direct attack negated (`已直接攻击宣言`); unwritten, said', () => {
    expect(entries('{回合:A 阶段:战斗 A场:天鬼食人蝠鲼(已直接攻击)} 战斗阶段结束')).toEqual(['A:天鬼食人蝠鲼#2!']);
    expect(entries('{回合:A 阶段:战斗 A场:天鬼食人蝠鲼(已攻击)} 战斗阶段结束')).toEqual([]);
    expect(entries('{回合:A 阶段:战斗 A场:天鬼食人蝠鲼(已直接攻击宣言)} 战斗阶段结束')).toEqual([]);
    expect(said('{回合:A 阶段:战斗 A场:天鬼食人蝠鲼} 战斗阶段结束')).toContain('(已直接攻击)');
  });
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡给与对方基本分战斗伤害的战斗阶段结束时」 (飞牙鲨②, mandatory): named once it dealt battle damage (`已给与战斗伤害`), not when it only battled nor once turned face-down since; unwritten, said with how to write it', () => {
    expect(entries('{回合:A 阶段:战斗 A场:飞牙鲨(已给与战斗伤害)} 战斗阶段结束')).toEqual(['A:飞牙鲨#2!']);
    expect(entries('{回合:A 阶段:战斗 A场:飞牙鲨(已战斗)} 战斗阶段结束')).toEqual([]);
    expect(entries('{回合:A 阶段:战斗 A场:飞牙鲨(已给与战斗伤害,变里侧)} 战斗阶段结束')).toEqual([]);
    expect(said('{回合:A 阶段:战斗 A场:飞牙鲨} 战斗阶段结束')).toContain('假定它没有给与过对方战斗伤害，它的「战斗阶段结束时」的效果没有列出（给与过对方战斗伤害的话在卡后写 (已给与战斗伤害)）');
  });
  it('[FD-BATTLE-PHASE-END-DEED] 「这张卡进行战斗的自己回合的战斗阶段结束时」 (隐形战机人): read as the battle and its controller\'s own turn — named in its own turn, not in the opponent\'s', () => {
    expect(entries('{回合:A 阶段:战斗 A场:隐形战机人(已战斗),飞碟机人} 战斗阶段结束')).toEqual(['A:隐形战机人#1!']);
    expect(entries('{回合:B 阶段:战斗 A场:隐形战机人(已战斗),飞碟机人} 战斗阶段结束')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('FD-BATTLE-PHASE-END-OWN-KIND', () => {
  it('[FD-BATTLE-PHASE-END-OWN-KIND] 剑斗兽总监 主斗② 「自己的「剑斗兽」怪兽进行战斗的战斗阶段结束时」: named when one of its controller\'s 「剑斗兽」 monsters battled (`已战斗`), not for another monster or the opponent\'s; with none written, taken as not battled and said', () => {
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽总监 主斗,剑斗兽 网斗(已战斗) A卡组:剑斗兽 骑斗} 战斗阶段结束')).toContain('A:剑斗兽总监 主斗#2?');
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽总监 主斗,黑魔术师(已战斗)} 战斗阶段结束')).toEqual([]);
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽总监 主斗 B场:剑斗兽 网斗(已战斗)} 战斗阶段结束')).not.toContain('A:剑斗兽总监 主斗#2?');
    const a = askCdb('{回合:A 阶段:战斗 A场:剑斗兽总监 主斗,剑斗兽 网斗} 战斗阶段结束');
    expect(a.battlePhaseEndWindow).toBeUndefined();
    expect(a.assumptions.join('\n')).toContain('「剑斗兽总监 主斗」的「战斗阶段结束时」的效果没有列出');
  });
});

describe.skipIf(!haveCards)('WIN-BATTLE-PHASE-END-SUMMONER', () => {
  const said = (input: string) => askCdb(input).assumptions.join('\n');
  it('[WIN-BATTLE-PHASE-END-SUMMONER] 剑斗兽 追斗 / 轻斗 that battled, with no summoner written: named, and the assumptions say the Special Summon by a 「剑斗兽」 monster\'s effect was assumed and how to write it otherwise — in both languages', () => {
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 追斗(已战斗)} 战斗阶段结束')).toEqual(['A:剑斗兽 追斗#1!']);
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(已战斗)} 战斗阶段结束')).toEqual(['A:剑斗兽 轻斗#1?']);
    // (A plain 特殊召唤, or from the Deck — how a 剑斗兽 is tagged in — leaves the summoner open too.)
    expect(entries('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(从卡组特召,已战斗)} 战斗阶段结束')).toEqual(['A:剑斗兽 轻斗#1?']);
    const input = '{回合:A 阶段:战斗 A场:剑斗兽 轻斗(已战斗)} 战斗阶段结束';
    expect(said(input)).toContain('情境没有写是哪张卡的效果把它特殊召唤的：假定是名字带有「剑斗兽」的怪兽的效果');
    expect(said(input)).toContain('(由卡名) 写出是哪张卡的效果，或 (通常召唤) 等');
    expect(askCdb(input).battlePhaseEndWindow?.triggers[0]?.rules).toContain('WIN-BATTLE-PHASE-END-SUMMONER');
    const en = renderChainText(cdbJudge().chain(input, { lang: 'en' }) as ChainAnswer, 'en');
    expect(en).toContain('the situation does not write which card\'s effect summoned it: assumed a "Gladiator Beast" monster\'s'); // (ANS-EN-ARCHETYPE: the archetype in English)
    // Written by a 「剑斗兽」 monster: nothing to assume.
    expect(said('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由剑斗兽 枪斗,已战斗)} 战斗阶段结束')).not.toContain('假定是名字带有「剑斗兽」');
    // A Chain Link 1 typed for it agrees with the window: legal, the requirement said as assumed (it was refused as 「这张卡在场上表侧表示存在」).
    const typed = askCdb('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(已战斗)} C1 剑斗兽 轻斗');
    expect(typed.links[0]?.legal).toBe(true);
    expect(typed.assumptions.join('\n')).toContain('（用名字带有「剑斗兽」的怪兽的效果特殊召唤的这张卡在场上表侧表示存在）情境中没有写明，假定满足');
  });
  it('[WIN-BATTLE-PHASE-END-SUMMONER] written summoned by another card\'s effect (`由死者苏生`) or another way (`通常召唤`): not named, and the answer says why; a typed link is refused naming the summoner', () => {
    const by = '{回合:A 阶段:战斗 A场:剑斗兽 追斗(由死者苏生,已战斗)} 战斗阶段结束';
    expect(entries(by)).toEqual([]);
    expect(said(by)).toContain('「剑斗兽 追斗」是「死者苏生」的效果特殊召唤的，不是名字带有「剑斗兽」的怪兽的效果');
    const normal = '{回合:A 阶段:战斗 A场:剑斗兽 轻斗(通常召唤,已战斗)} 战斗阶段结束';
    expect(entries(normal)).toEqual([]);
    expect(said(normal)).toContain('「剑斗兽 轻斗」的出场方式不是用名字带有「剑斗兽」的怪兽的效果特殊召唤');
    // (Its battle not written: the battle is what is said, not the summoner.)
    expect(said('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由死者苏生)} 战斗阶段结束')).not.toContain('死者苏生」的效果特殊召唤的');
    const typed = renderChainText(askCdb('{回合:A 阶段:战斗 A场:剑斗兽 轻斗(由死者苏生,已战斗)} C1 剑斗兽 轻斗'), 'zh-CN');
    expect(typed).toContain('发动条件不满足：用名字带有「剑斗兽」的怪兽的效果特殊召唤的这张卡在场上表侧表示存在（情境写它是「死者苏生」的效果特殊召唤的）');
  });
});
