// The trigger-window and SEGOC examples of both seed documents (test/seed-examples.md), through the
// whole pipeline (notation → binding → chain engine → window) with the curated cards. Where the
// notation cannot state a step of an example (an optional "then" the chain engine does not choose),
// the window rules are checked directly with built events, and the test says so.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import type { ChainAnswer, Window } from '../../src/answer/types.js';
import { actionWindow, chainEndWindow } from '../../src/engine/window/index.js';
import { performAction } from '../../src/engine/game/perform.js';
import { actionResult, allNotes, chainResult, scenario, summary } from './build.js';
import * as C from './cards.js';

const judge = createJudge();

function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = judge.chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.kind} ${a.error.message}`);
  return a;
}

/** The whole window: `order Llevel controller name#effect [M] [g<group>]`, missed, priority. */
function win(w: Window): { kind: string; triggers: string[]; missed: string[]; priority: string | null } {
  return {
    kind: w.kind,
    triggers: w.triggers.map((x) => `${x.order} L${x.level} ${x.controller} ${x.card.name}#${x.effect}${x.mandatory ? ' M' : ''}${x.group !== null ? ` g${x.group}` : ''}`),
    missed: w.missedTiming.map((m) => `${m.card.name}#${m.effect}`),
    priority: w.priority,
  };
}

/** The window's notes and its general explanations (priority, the chain's end). */
const notes = (w: Window) => [...w.notes, ...(w.background ?? [])].join('\n');

/**
 * The number of a curated card's effect of a kind (`绊倒` trigger, `强制接收` card activation), so the
 * expectations follow the card data's numbering convention rather than repeat it.
 */
function eff(name: string, kind: 'trigger' | 'activation' | 'quick'): number {
  const r = judge.catalog.resolve(name);
  if (!r.ok) throw new Error(`${name} is not in the catalog`);
  const e = r.card.effects.find((x) => x.kind === kind && (kind !== 'activation' || x.trigger !== undefined)) ?? r.card.effects.find((x) => x.kind === kind);
  if (!e) throw new Error(`${name} has no ${kind} effect`);
  return e.n;
}

describe('seed 000: trigger windows of the turn', () => {
  it('[000-E4] 次元魔法 special summons 时花之魔女, then destroys: its mandatory trigger, then 魂之纲 chained by the opponent', () => {
    // End to end: the chain engine does not take the optional "then destroy" on its own, so only the summon happens.
    const a = ask('{回合:A; 阶段:主要1; A场:黑魔术师; A手:时花之魔女; B场:蓝宝石龙,魂之纲(盖); B墓:甲虫装甲骑士} C1 A:次元魔法→黑魔术师');
    expect(win(a.window)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 时花之魔女#1 M'], missed: [], priority: 'B' });
    // The seed's full example, with the "then" destruction: 时花之魔女 is mandatory so the later step
    // does not make it miss; 魂之纲 (its event the last thing) comes after it, B holding priority.
    const s = scenario({ cards: [{ ref: 'L1', card: C.次元魔法, who: 'A', zone: 'hand' }, { ref: 'A手1', card: C.时花之魔女, who: 'A', zone: 'hand' }, { ref: 'B场1', card: C.普通怪兽, who: 'B', zone: 'monster' }, { ref: 'B场2', card: C.魂之纲, who: 'B', zone: 'spell', faceUp: false }] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 1 },
      { type: 'destroyed', cards: ['B场1'], step: 11, link: 1, thenStep: true, by: 'A' },
    ]);
    expect(summary(chainEndWindow(s, r))).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 时花之魔女#1 M', '2 L7 B 魂之纲#1'], missed: [], priority: 'B' });
  });

  it('[000-E5] after an action that does not start a chain (setting a card) a window opens; the turn player keeps priority, the opponent answers once it passes', () => {
    const a = ask('{回合:A 阶段:主要1 B场:旋风(盖)} 盖放 魂之纲');
    expect(a.events.map((e) => [e.type, e.cards.map((c) => c.name), e.player, e.cause])).toEqual([['set', ['魂之纲'], 'A', 'rule']]);
    expect(a.links).toEqual([]);
    expect(win(a.window)).toEqual({ kind: 'set', triggers: [], missed: [], priority: 'A' });
    // The Set starts no chain and passes no priority: A acts first; once A passes, B may answer with 旋风.
    expect(a.window.notes[0]).toMatch(/盖放「魂之纲」不进入连锁.*回合玩家A仍然持有优先权；A放弃优先权时，B可以发动2速以上的卡和效果（这里：「旋风」）/);
    expect(notes(a.window)).toMatch(/A需要放弃优先权，这时B可以发动2速以上的效果/);
    expect(a.assumptions).toEqual([]);
    // The same in English (with the cards' English names), with 覆盖 and `set` as the action word.
    const en = ask('{回合:A 阶段:主要1 B场:旋风(盖)} set 魂之纲', 'en');
    expect(win(en.window)).toEqual(win(a.window));
    expect(en.window.notes[0]).toMatch(/^Setting Soul Rope does not start a chain.*turn player A keeps it; when A passes, B may activate Spell Speed 2 cards and effects \(here: Mystical Space Typhoon\)/);
    expect(win(ask('{回合:A 阶段:主要1 B场:旋风(盖)} 覆盖 魂之纲').window)).toEqual(win(a.window));
  });

  it('[000-E6] summon success window: 绊倒 (2), 冲锋陷阵的队长 (3), then each 死灵骑士 answering a monster effect (5, 6)', () => {
    const a = ask('{回合:A; 阶段:主要1; A场:死灵骑士; B场:绊倒,死灵骑士} 召唤 冲锋陷阵的队长');
    expect(win(a.window)).toEqual({
      kind: 'summon',
      triggers: [`1 L2 B 绊倒#${eff('绊倒', 'trigger')} M`, '2 L3 A 冲锋陷阵的队长#1', '3 L5 A 死灵骑士#1 M', '4 L6 B 死灵骑士#1 M'],
      missed: [],
      priority: 'A',
    });
    // A mandatory trigger of the turn player (三眼怪 tributed) goes before everything.
    const b = ask('{回合:A; 阶段:主要1; A场:三眼怪; B场:绊倒,三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(win(b.window)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M', `2 L2 B 绊倒#${eff('绊倒', 'trigger')} M`, '3 L3 A 光帝 克赖斯#1'], missed: [], priority: 'B' });
  });

  it('[000-E7] the tribute meets 三眼怪\'s condition before the summon; a summon-negation window comes first (神之宣告)', () => {
    const a = ask('{回合:A; 阶段:主要1; A场:三眼怪; B场:神之宣告(盖)} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(win(a.window)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M', '2 L3 A 光帝 克赖斯#1'], missed: [], priority: 'B' });
    expect(a.window.notes[0]).toMatch(/召唤无效.*神之宣告/);
    expect(a.events.map((e) => e.type)).toEqual(['sent-to-gy', 'summoned']);
    // 情况B: 神之宣告 negates the summon — 三眼怪 still activates (in the failed-summon window), 光帝 克赖斯 has nothing.
    const b = ask('{回合:A; 阶段:主要1; A场:三眼怪; B场:神之宣告(盖)} 上级召唤 光帝 克赖斯 解放 三眼怪 [被无效]');
    expect(win(b.window)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(b.window.notes[0]).toContain('召唤失败的时点');
  });

  it('[000-E10] attack declaration window: 三眼怪 sent at the declaration first; 灵魂龙 only as chain link 1', () => {
    // End to end: no trigger — 灵魂龙 may start the chain; 神圣标枪 waits for B's priority.
    const a = ask('{回合:A; 阶段:战斗步骤; A场:灵魂龙; B场:甲虫装甲骑士,神圣标枪(盖)} 攻击宣言 灵魂龙 → 甲虫装甲骑士');
    expect(win(a.window)).toEqual({ kind: 'attack-declaration', triggers: ['1 L7 B 神圣标枪#1'], missed: [], priority: 'A' });
    expect(notes(a.window)).toMatch(/灵魂龙.*可以把它作为连锁1发动/);
    // With 三眼怪 sent to the GY at the declaration (an effect applied there), it takes chain link 1.
    const s = scenario({
      phase: 'battle-step',
      cards: [{ ref: 'A场1', card: C.灵魂龙, who: 'A', zone: 'monster' }, { ref: 'A场2', card: C.三眼怪, who: 'A', zone: 'monster' }, { ref: 'B场1', card: C.普通怪兽, who: 'B', zone: 'monster' }],
      action: { verb: 'attack', subject: 'A场1', target: 'B场1' },
    });
    const r = actionResult(s, [
      { type: 'sent-to-gy', cards: ['A场2'], step: 1, cause: 'effect' },
      { type: 'attack-declared', cards: ['A场1', 'B场1'], step: 1, cause: 'rule', by: 'A' },
    ]);
    const w = actionWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'attack-declaration', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(allNotes(w)).toMatch(/灵魂龙.*这里不能发动/);
  });

  it('[000-E10] 蓝宝石龙 changed to defence by 重力解除: no trigger, and the attack stops', () => {
    const a = ask('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除');
    expect(win(a.window)).toEqual({ kind: 'chain-end', triggers: [], missed: [], priority: 'A' });
    expect(notes(a.window)).toMatch(/攻击中止/);
  });

  it('[000-E12] hand-size adjustment: 暗黑之蝎尾狮 + set 强制接收, then 生还的宝札, then face-up 强制接收', () => {
    const discard1 = ask('{回合:A; 阶段:手卡调整; A手:暗黑之蝎尾狮; A墓:暗黑之蝎尾狮; A场:强制接收(盖)} 丢弃 暗黑之蝎尾狮 (规则)');
    expect(win(discard1.window)).toEqual({ kind: 'discard', triggers: ['1 L3 A 暗黑之蝎尾狮#1', `2 L7 A 强制接收#${eff('强制接收', 'activation')}`], missed: [], priority: 'B' });
    expect(discard1.window.triggers[0]!.card.ref).toBe('A手1');
    const chain = ask('{回合:A; 阶段:手卡调整; A墓:暗黑之蝎尾狮; A场:生还的宝札,强制接收(盖)} C1 A:暗黑之蝎尾狮 C2 A:强制接收');
    // The seed lets 生还的宝札 start a second chain here; the current rulings allow one chain only after the hand-size adjustment
    // (WIN-HAND-SIZE-ONE-CHAIN, docs/c03/诱发类效果.rst:458–459): it is named as not activatable, and the answer says the rule changed.
    expect(win(chain.window)).toEqual({ kind: 'chain-end', triggers: [], missed: [], priority: null });
    expect(chain.window.notes[0]).toMatch(/强制接收/);
    expect(chain.window.notes.find((n) => n.includes('只能进行1个连锁'))).toMatch(/「生还的宝札」也不能发动.*较早的回合流程资料/);
    const en = ask('{回合:A; 阶段:手卡调整; A墓:暗黑之蝎尾狮; A场:生还的宝札,强制接收(盖)} C1 A:暗黑之蝎尾狮 C2 A:强制接收', 'en');
    expect(en.window.notes.find((n) => n.includes('only one chain'))).toMatch(/cannot be activated.*Older turn-structure guides/);
    const discard2 = ask('{回合:A; 阶段:手卡调整; A场:强制接收; A手:蓝宝石龙} 丢弃 蓝宝石龙 (规则)');
    expect(win(discard2.window)).toEqual({ kind: 'discard', triggers: [`1 L1 A 强制接收#${eff('强制接收', 'trigger')} M`], missed: [], priority: 'B' });
  });

  it('[000-E15] 冥王龙 断罪神 after a Counter Trap negates 我身作盾 (神之宣告 under current texts), and 魂之纲', () => {
    const a = ask('{回合:A; 阶段:主要1; A手:冥王龙 断罪神; B场:魂之纲(盖),蓝宝石龙} C1 A:黑洞 C2 B:我身作盾 C3 A:神之宣告');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'activation-negated', 'resolved']);
    expect(win(a.window)).toEqual({ kind: 'chain-end', triggers: ['1 L7 A 冥王龙 断罪神#1', '2 L7 B 魂之纲#1'], missed: [], priority: 'A' });
    expect(notes(a.window)).toMatch(/按规则送去墓地：「黑洞」「神之宣告」/);
    // The next chain: 断罪神 (today one 「…的场合」 effect: the damage is part of the same resolution), 魂之纲.
    const b = ask('{回合:A; 阶段:主要1; A手:冥王龙 断罪神; B场:魂之纲(盖)} C1 A:冥王龙 断罪神 C2 B:魂之纲');
    expect(win(b.window)).toEqual({ kind: 'chain-end', triggers: [], missed: [], priority: 'A' });
    // With a plain (non-counter) negation there is nothing for 断罪神.
    const c = ask('{回合:A; 阶段:主要1; A手:冥王龙 断罪神; B场:蓝宝石龙} C1 A:黑洞 C2 B:我身作盾 C3 A:我身作盾');
    expect(c.window.triggers.map((x) => x.card.name)).not.toContain('冥王龙 断罪神');
  });

  it('[000-E16] 流氓佣兵部队: its summon opens a window with no trigger; its ignition effect then destroys 魔镜导士 限界反射者', () => {
    const a = ask('{回合:A; 阶段:主要1; B场:魔镜导士 限界反射者} 召唤 流氓佣兵部队');
    expect(win(a.window)).toEqual({ kind: 'summon', triggers: [], missed: [], priority: 'A' });
    const b = ask('{回合:A; 阶段:主要1; A场:流氓佣兵部队; B场:魔镜导士 限界反射者} C1 A:流氓佣兵部队 → 魔镜导士 限界反射者');
    expect(b.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '魔镜导士 限界反射者'))).toBe(true);
    expect(win(b.window)).toEqual({ kind: 'chain-end', triggers: [], missed: [], priority: 'A' });
  });

  it('[000-E17] the general order of a window: mandatory (TP, NTP), optional (TP, NTP), mandatory speed-2 (TP, NTP), then priority', () => {
    const s = scenario({
      cards: [
        { ref: 'A场1', card: C.三眼怪, who: 'A', zone: 'monster' },
        { ref: 'A场2', card: C.死灵骑士, who: 'A', zone: 'monster' },
        { ref: 'A手1', card: C.手卡自特召1, who: 'A', zone: 'hand' },
        { ref: 'B场1', card: C.绊倒, who: 'B', zone: 'spell' },
        { ref: 'B场2', card: C.自然螳螂, who: 'B', zone: 'monster' },
        { ref: 'B场3', card: C.死灵骑士, who: 'B', zone: 'monster' },
        { ref: 'X1', card: C.光帝克赖斯, who: 'A', zone: 'hand' },
      ],
      action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1'] },
    });
    const w = actionWindow(s, performAction(s));
    expect(summary(w)).toEqual({
      kind: 'summon',
      triggers: ['1 L1 A 三眼怪#1 M', '2 L2 B 绊倒#1 M', '3 L3 A 光帝 克赖斯#1', '4 L4 B 自然螳螂#1', '5 L5 A 死灵骑士#1 M', '6 L6 B 死灵骑士#1 M'],
      missed: [],
      priority: 'A',
    });
  });
});

describe('seed 002: priority and SEGOC', () => {
  it('[002-E10] after summoning 魔女术工匠·锻造女巫 the turn player keeps priority; ending the phase passes it', () => {
    const a = ask('{回合:A; 阶段:主要1; B场:魔女术工匠·锻造女巫} 召唤 魔女术工匠·锻造女巫');
    // No trigger forms a chain; both ① (face-up quick effects) are level-7 choices, A's first: A holds priority and may
    // activate its ① at once, B only once A passes (seed 002 on 锻造女巫 summoned; WIN-OPEN-RESPONSE). Was `triggers: []`
    // while face-up quick effects were not listed.
    expect(win(a.window)).toEqual({ kind: 'summon', triggers: ['1 L7 A 魔女术工匠·锻造女巫#1', '2 L7 B 魔女术工匠·锻造女巫#1'], missed: [], priority: 'A' });
    expect(notes(a.window)).toMatch(/回合玩家A仍然持有优先权.*要进入下一个阶段·步骤，A需要放弃优先权，这时B可以发动/);
    const en = ask('{回合:A; 阶段:主要1; B场:魔女术工匠·锻造女巫} 召唤 魔女术工匠·锻造女巫', 'en');
    expect(notes(en.window)).toMatch(/keeps priority/);
  });

  it("[002-E11] 夜尽巫师 triggers in the opponent's turn without priority; the turn player then holds priority (敌人控制器)", () => {
    const a = ask('{回合:B; A手:黑魔术师; A卡组:夜尽巫师} C1 A:魔术师的导门阵');
    expect(win(a.window)).toEqual({ kind: 'chain-end', triggers: ['1 L4 A 夜尽巫师#1'], missed: [], priority: 'B' });
  });

  it('[002-E12] SEGOC: 三眼怪 / 绊倒 / 光帝 克赖斯 / 自然螳螂 / A\'s 死灵骑士 / B\'s 死灵骑士, then A holds priority', () => {
    const a = ask('{回合:A; 阶段:主要1; A场:三眼怪,死灵骑士; B场:绊倒,自然螳螂,死灵骑士} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(win(a.window)).toEqual({
      kind: 'summon',
      triggers: ['1 L1 A 三眼怪#1 M', `2 L2 B 绊倒#${eff('绊倒', 'trigger')} M`, '3 L3 A 光帝 克赖斯#1', '4 L4 B 自然螳螂#1', '5 L5 A 死灵骑士#1 M', '6 L6 B 死灵骑士#1 M'],
      missed: [],
      priority: 'A',
    });
    expect(a.window.triggers.map((x) => x.card.ref)).toEqual(['A场1', 'B场1', 'X1', 'B场2', 'A场2', 'B场3']);
    expect(a.window.triggers[4]!.kind).toBe('quick');
  });

  it('[002-E13] 月光红狐 and 月光翠鸟 sent to the GY by an effect: one group at level 3 that the turn player orders', () => {
    const a = ask('{回合:A; 阶段:主要1; A场:月光红狐,月光翠鸟} C1 A:黑洞');
    expect(win(a.window)).toEqual({ kind: 'chain-end', triggers: ['1 L3 A 月光红狐#1 g1', '2 L3 A 月光翠鸟#2 g1'], missed: [], priority: 'B' });
    expect(a.window.triggers[0]!.reason).toMatch(/自由排列/);
    // In the opponent's turn they are level 4, still one group.
    const b = ask('{回合:B; 阶段:主要1; A场:月光红狐,月光翠鸟} C1 B:黑洞');
    expect(win(b.window)).toEqual({ kind: 'chain-end', triggers: ['1 L4 A 月光红狐#1 g1', '2 L4 A 月光翠鸟#2 g1'], missed: [], priority: 'B' });
  });
});
