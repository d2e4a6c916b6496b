// Rules reference, docs/c04/饼蛙.rst — 饼蛙 (Toadally Awesome) ②: negate a monster effect / Spell /
// Trap card activation, destroy it, then it may be Set on its controller's field. Each worked example
// of the chapter is one test below, in our own words, citing the line where it starts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, haveData, legal, links, moved, refJudge, win } from './judge.js';

const CHAPTER = 'docs/c04/饼蛙.rst';

describe.skipIf(!haveData)(CHAPTER, () => {
  beforeAll(() => void refJudge());

  it('[ref docs/c04/饼蛙.rst:19] 饼蛙② cannot answer the effect of a face-up Continuous Trap (nor a Pendulum Effect: that half needs the P① form, not parsed yet)', () => { expect(legal('{回合:B B场:个人欺骗攻击} C1 B:个人欺骗攻击① C2 A:饼蛙②', 2)).toBe(false); });
  it('[ref docs/c04/饼蛙.rst:20] 饼蛙② cannot answer a Spell’s effect activated in the GY, nor a Continuous Trap’s trigger after it left the field', () => { expect(legal('{回合:B B墓:雪花之光} C1 B:雪花之光② C2 A:饼蛙②', 2)).toBe(false); expect(legal('{回合:B B墓:永远之魂} C1 B:永远之魂③ C2 A:饼蛙②', 2)).toBe(false); });
  it('[ref docs/c04/饼蛙.rst:22] the cost may only send a face-up Aqua monster on the field (or one from the hand), not an Aqua monster card used as an Equip (CH-COST-NOTE-FIT, MATCH-MONSTER-ON-FIELD)', () => {
    expect(legal('{回合:B A场:饼蛙,死亡青蛙(装备:饼蛙) B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[cost:送墓 死亡青蛙]', 2)).toBe(false);
    expect(legal('{回合:B A场:饼蛙,死亡青蛙 B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[cost:送墓 死亡青蛙]', 2)).toBe(true);
    expect(legal('{回合:B A场:饼蛙 A手:死亡青蛙 B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[cost:送墓 死亡青蛙]', 2)).toBe(true);
  });
  it('[ref docs/c04/饼蛙.rst:24] 饼蛙 sending itself as the cost still negates under 技能抽取', () => { expect(links('{回合:B A场:饼蛙,技能抽取 B场:三眼怪} C1 B:三眼怪① C2 A:饼蛙②[cost:送墓 饼蛙]')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c04/饼蛙.rst:31] 古怪恶魔 tributed itself: 饼蛙② negates the activation but cannot destroy (nor Set) it', () => { const input = '{回合:B B场:古怪恶魔} C1 B:古怪恶魔①[解放自身] C2 A:饼蛙②'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'destroyed')).not.toContain('古怪恶魔'); });
  it('[ref docs/c04/饼蛙.rst:32] 三眼怪 in the GY: 饼蛙② negates the activation, the card in the GY is not destroyed', () => { const input = '{回合:B B墓:三眼怪} C1 B:三眼怪① C2 A:饼蛙②'; expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); expect(moved(input, 'destroyed')).not.toContain('三眼怪'); });
  it('[ref docs/c04/饼蛙.rst:34] while 暗黑神鸟 (暗黑神鸟 斯摩夫 in cards.cdb, its lock numbered differently in the 2019 text) forbids Setting, 饼蛙② may still be activated (the Set is optional)', () => { expect(links('{回合:B A场:饼蛙 B场:暗黑神鸟 斯摩夫,三眼怪} C1 B:三眼怪① C2 A:饼蛙②')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c04/饼蛙.rst:39] 终焉龙 混沌帝 (Special Summoned) destroyed by 饼蛙② goes to the bottom of the Deck by its own ②, so it is not Set on A\'s field (CMP-LEAVES-SPECIAL-SUMMONED, CH-SET-DESTROYED)', () => {
    const input = '{回合:B 阶段:主要1 A场:饼蛙 B场:终焉龙 混沌帝(特殊召唤)} C1 B:终焉龙 混沌帝① C2 A:饼蛙②[盖放 终焉龙 混沌帝]';
    expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(moved(input, 'returned-to-deck')).toEqual(['终焉龙 混沌帝']);
    expect(moved(input, 'special-summoned')).toEqual([]);
    expect(moved(input, 'set')).toEqual([]);
  });
  it.fails('[ref docs/c04/饼蛙.rst:40] while B\'s 临时取消 applies this turn, B\'s 娱乐伙伴 副手驴 destroyed by 饼蛙② goes back to B\'s hand instead of the GY, so it is not Set on A\'s field — fails: 临时取消’s 「这张卡的发动后，直到回合结束时被战斗·效果破坏的…「娱乐伙伴」怪兽不去墓地回到持有者手卡」 is not compiled as a lasting destination replacement, so the destroyed monster goes to the GY and is Set', () => {
    const input = '{回合:A 阶段:战斗步骤 A场:饼蛙 B场:娱乐伙伴 副手驴(特殊召唤) 本回合:B:临时取消} C1 B:娱乐伙伴 副手驴① C2 A:饼蛙②[盖放 娱乐伙伴 副手驴]';
    expect(links(input)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(moved(input, 'returned-to-hand')).toEqual(['娱乐伙伴 副手驴']);
    expect(moved(input, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c04/饼蛙.rst:41] 灰流丽 cannot answer 饼蛙② (it does not send from the Deck even when the destroyed card goes to the Deck top)', () => { expect(legal('{回合:B B场:大天使 克里斯提亚} C1 B:大天使 克里斯提亚② C2 A:饼蛙② C3 B:灰流丽', 3)).toBe(false); });
  it('[ref docs/c04/饼蛙.rst:45] 苹果魔术少女 destroyed by 饼蛙② and Set on A\'s field (`[盖放 X]`) has left the GY it was destroyed into: its ② is offered to neither player; not Set, it is (CH-SET-DESTROYED)', () => {
    // (Input corrected, s46 CH-ATTACK-DECLARED-TURN: 苹果魔术少女① answers its being chosen as an attack target — an attack by A's monster,
    // so in A's turn; it was written in B's own turn, where B's monsters are never attacked: docs/c03/战斗阶段流程.rst:97, 105.)
    const input = (note: string) => `{回合:A A场:饼蛙 B场:苹果魔术少女} C1 B:苹果魔术少女① C2 A:饼蛙②${note}`;
    expect(moved(input('[盖放 苹果魔术少女]'), 'special-summoned')).toEqual(['苹果魔术少女']);
    expect(win(input('[盖放 苹果魔术少女]')).triggers.some((t) => t.includes('苹果魔术少女'))).toBe(false);
    expect(win(input('')).triggers.some((t) => t.includes('苹果魔术少女'))).toBe(true);
  });
  it('[ref docs/c04/饼蛙.rst:51] a monster with a Predator Counter destroyed and Set by 饼蛙 still triggers 捕食惑星 (WIN-LEFT-WITH-COUNTER, WIN-NEGATED-MONSTER-LEAVES)', () => {
    // (Input corrected, s46 CH-ATTACK-DECLARED-TURN: 苹果魔术少女① is activated in A's turn, when A's monster attacks it — not in B's own.)
    const input = (counter: string) => `{回合:A A场:饼蛙,捕食惑星 A手:死亡青蛙 B场:苹果魔术少女${counter}} C1 B:苹果魔术少女① C2 A:饼蛙②[cost:送墓 死亡青蛙][盖放 苹果魔术少女]`;
    expect(moved(input('(捕食指示物1)'), 'special-summoned')).toEqual(['苹果魔术少女']);
    expect(win(input('(捕食指示物1)')).triggers).toContain('A 捕食惑星#1 M');
    expect(win(input('')).triggers.some((t) => t.includes('捕食惑星'))).toBe(false);
  });
  it('[ref docs/c04/饼蛙.rst:53] a destroyed monster is Set by a face-down Special Summon to A\'s field; with 虚无空间 face-up it cannot be summoned, so it is not Set (CH-SET-DESTROYED)', () => {
    const input = (extra: string) => `{回合:B 阶段:主要1 A场:饼蛙${extra} B场:同族感染病毒} C1 B:同族感染病毒① C2 A:饼蛙②[盖放 同族感染病毒]`;
    expect(moved(input(''), 'special-summoned')).toEqual(['同族感染病毒']);
    expect(moved(input(',虚无空间'), 'special-summoned')).toEqual([]);
    expect(moved(input(',虚无空间'), 'destroyed')).toEqual(['同族感染病毒']);
  });
  it('[ref docs/c04/饼蛙.rst:54] 饼蛙② may be activated while 虚无空间 forbids Special Summons', () => { expect(links('{回合:B A场:饼蛙 B场:虚无空间,三眼怪} C1 B:三眼怪① C2 A:饼蛙②')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']); });
  it('[ref docs/c04/饼蛙.rst:59] 娱乐伙伴 天空魔术家 (the example’s 天空之魔术师) Set from the face-up Extra Deck by 饼蛙② was Special Summoned from the Extra Deck, and still is once flipped: No.24 龙血鬼 德拉古勒斯① may target it; flipped and then turned face-down by an effect, it is a new card and may not (FD-MEMORY, CMP-SUMMONED-FROM-PLACE)', () => {
    const q = (s: string) => `{回合:B 阶段:主要1 A场:No.24 龙血鬼 德拉古勒斯 B场:娱乐伙伴 天空魔术家(${s})} C1 A:No.24 龙血鬼 德拉古勒斯①→B:娱乐伙伴 天空魔术家`;
    expect(legal(q('从额外特召,已反转'), 1)).toBe(true);
    expect(legal(q('从额外特召,已反转,变里侧'), 1)).toBe(false);
  });
  it('[ref docs/c04/饼蛙.rst:64] negating 苦纹样的土像 (a Trap monster) does not contain a Special Summon from the GY: 屋敷童 cannot answer 饼蛙', () => { expect(legal('{回合:B B场:苦纹样的土像} C1 B:苦纹样的土像③ C2 A:饼蛙② C3 B:屋敷童', 3)).toBe(false); });
  it('[ref docs/c04/饼蛙.rst:65] negating any monster card’s activation: 神之警告 and 屋敷童 may answer 饼蛙②', () => { expect(legal('{回合:B B场:三眼怪} C1 B:三眼怪① C2 A:饼蛙② C3 B:神之警告', 3)).toBe(true); expect(legal('{回合:B B场:三眼怪} C1 B:三眼怪① C2 A:饼蛙② C3 B:屋敷童', 3)).toBe(true); });
  it('[ref docs/c04/饼蛙.rst:69] a destroyed Field Spell (王家长眠之谷) is Set in A\'s Field Zone, A\'s 海 there going to the GY (CH-SET-DESTROYED)', () => {
    const input = '{回合:B 阶段:主要1 A场:饼蛙,海 B手:王家长眠之谷} C1 B:王家长眠之谷 C2 A:饼蛙②[盖放 王家长眠之谷]';
    expect(moved(input, 'set')).toEqual(['王家长眠之谷']);
    expect(moved(input, 'sent-to-gy')).toContain('海');
  });
  it('[ref docs/c04/饼蛙.rst:73] 次元反射镜 standing as a monster (`当作怪兽`) destroyed by 饼蛙② is Set as a Trap in A\'s Spell & Trap Zone, not summoned face-down (CH-SET-DESTROYED)', () => {
    const input = '{回合:B A场:饼蛙 B场:次元反射镜(当作怪兽)} C1 B:次元反射镜② C2 A:饼蛙②[盖放 次元反射镜]';
    expect(moved(input, 'set')).toEqual(['次元反射镜']);
    expect(moved(input, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c04/饼蛙.rst:79] 古代的机械要塞 Set on the opponent’s field by their 饼蛙 (stated: Set there, owned by me) and destroyed there: its owner activates its ③', () => { const a = ask('{回合:A 阶段:主要1 B场:古代的机械要塞(盖,所有者:A)} C1 A:旋风→B:古代的机械要塞'); expect(links(a)).toEqual(['C1:legal:resolved']); expect(a.window.triggers.filter((t) => t.card.name === '古代的机械要塞').map((t) => `${t.controller}:${t.effect}`)).toEqual(['A:3']); });
  it('[ref docs/c04/饼蛙.rst:83] 魔界台本「开幕式」 owned by B and Set on A\'s field (饼蛙②) cannot use ② when destroyed, by either player\'s effect, even with a face-up 「魔界剧团」 in A\'s Extra Deck; on its owner\'s field it can (SIT-OWNER, WIN-CAUSE-OWNER)', () => {
    const field = (owner: string) => `A场:《魔界台本「开幕式」》(盖${owner}) A额外:魔界剧团-大明星(表侧)`;
    expect(win(`{回合:B 阶段:主要1 ${field(',所有者:B')}} C1 B:雷破 → A:《魔界台本「开幕式」》`).triggers).toEqual([]);
    expect(win(`{回合:A 阶段:主要1 ${field(',所有者:B')}} C1 A:雷破 → A:《魔界台本「开幕式」》`).triggers).toEqual([]);
    expect(win(`{回合:B 阶段:主要1 ${field('')}} C1 B:雷破 → A:《魔界台本「开幕式」》`).triggers).toEqual(['A 魔界台本「开幕式」#2']);
  });
});
