// CH-PHASE-TRIGGER-PHASE: a trigger met by the start of a phase or step itself (星尘龙② 「…的回合的结束阶段才能发动」, 杀人蛇
// 「自己准备阶段才能发动」, 剑斗兽 枪斗② 「…的战斗阶段结束时…才能发动」, 爆翼龙 at the start of the Damage Step) is activated in that phase:
// written in a situation whose phase is another (Main Phase 1), it was accepted with its trigger "assumed just met"; a head judge
// refuses it, naming the phase the card needs and the phase the situation is in. No phase written: assumed, and said. A step an
// effect leaves for the End Phase (亚空间物质传送装置's return) is no trigger of its card and is not judged here.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const JUST_MET = '假定它的诱发条件刚刚满足';
const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a phase trigger is activated in its phase (CH-PHASE-TRIGGER-PHASE)', () => {
  it('[CH-PHASE-TRIGGER-PHASE] 星尘龙② in Main Phase 1 is refused, the reason naming the End Phase and Main Phase 1 — not assumed met', () => {
    const input = '{回合:A 阶段:主要1 A墓:星尘龙 本回合:A:星尘龙#1} C1 A:星尘龙#2';
    const a = askCdb(input);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-PHASE-TRIGGER-PHASE');
    expect(a.links[0]!.illegalReason).toContain('结束阶段');
    expect(a.links[0]!.illegalReason).toContain('主要阶段1');
    expect(a.assumptions.join('\n')).not.toContain(JUST_MET);
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.illegalReason).toContain('End Phase');
    expect(en.links[0]!.illegalReason).toContain('Main Phase 1');
  });

  it('[CH-PHASE-TRIGGER-PHASE] the other side: 星尘龙② in the End Phase is activated; with no phase written it is assumed and said', () => {
    expect(first('{回合:A 阶段:结束阶段 A墓:星尘龙 本回合:A:星尘龙#1} C1 A:星尘龙#2').legal).toBe(true);
    const none = askCdb('{回合:A A墓:星尘龙 本回合:A:星尘龙#1} C1 A:星尘龙#2');
    expect(none.links[0]!.legal).toBe(true);
    expect(none.assumptions.join('\n')).toMatch(/情境没有写阶段，假定现在是结束阶段/);
  });

  it('[CH-PHASE-TRIGGER-PHASE] 杀人蛇 (「自己准备阶段才能发动」) in Main Phase 1 is refused; in the Standby Phase it is activated', () => {
    const main = first('{回合:A 阶段:主要1 A墓:杀人蛇} C1 A:杀人蛇');
    expect(main.legal).toBe(false);
    expect(main.illegalReason).toContain('准备阶段');
    expect(first('{回合:A 阶段:准备阶段 A墓:杀人蛇} C1 A:杀人蛇').legal).toBe(true);
  });

  it('[CH-PHASE-TRIGGER-PHASE] 剑斗兽 枪斗② (「战斗阶段结束时」): refused in Main Phase 2, activated in the End Step; 「战斗阶段」 alone contains it — assumed, and said', () => {
    const field = 'A场:剑斗兽 枪斗(已战斗)';
    const main2 = first(`{回合:A 阶段:主要2 ${field}} C1 A:剑斗兽 枪斗②`);
    expect(main2.legal).toBe(false);
    expect(main2.illegalReason).toContain('主要阶段2');
    expect(first(`{回合:A 阶段:结束步骤 ${field}} C1 A:剑斗兽 枪斗②`).legal).toBe(true);
    const bp = askCdb(`{回合:A 阶段:战斗阶段 ${field}} C1 A:剑斗兽 枪斗②`);
    expect(bp.links[0]!.legal).toBe(true);
    expect(bp.assumptions.join('\n')).toMatch(/包含它但没有写是哪一部分/);
  });

  it('[CH-PHASE-TRIGGER-PHASE] the damage step: 爆翼龙 is activated at the start of the Damage Step, not before damage calculation', () => {
    const s = (phase: string) => `{回合:B 阶段:${phase} 攻击:B:爆翼龙→A:死灵骑士 A场:死灵骑士 B场:爆翼龙} C1 B:爆翼龙`;
    expect(first(s('伤害步骤开始时')).legal).toBe(true);
    const late = first(s('伤害计算前'));
    expect(late.legal).toBe(false);
    expect(late.rules).toContain('CH-PHASE-TRIGGER-PHASE');
  });

  it('[CH-PHASE-TRIGGER-PHASE] a step left for the End Phase is no phase trigger: 亚空间物质传送装置 in Main Phase 1 is activated and its return is still done at `结束阶段`', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,亚空间物质传送装置(盖)} C1 A:亚空间物质传送装置→青眼白龙 结束阶段');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-PHASE-TRIGGER-PHASE');
    expect(JSON.stringify(a.endPhase ?? [])).toContain('青眼白龙');
  });
});

describe.skipIf(!haveCards)('a duration is no phase (CH-PHASE-TRIGGER-PHASE, card text compiler)', () => {
  it('[CH-PHASE-TRIGGER-PHASE] 潜海奇袭 ●1 「把自己场上1只水属性怪兽直到结束阶段除外才能发动」 is a quick effect its cost pays for, not a trigger at the End Phase', () => {
    const card = cdbJudge().catalog.byId(19089195)!;
    expect(card.name).toBe('潜海奇袭');
    const paid = card.effects.filter((e) => e.oncePerTurn !== undefined);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.kind).toBe('quick');
    expect(paid[0]!.trigger).toBeUndefined();
    // So it is activated in Main Phase 1 (it was refused there as an End Phase trigger once phases were judged).
    expect(first('{回合:A 阶段:主要1 A场:潜海奇袭,海,金属反射史莱姆(当作怪兽)} C1 A:潜海奇袭#2[●1] [cost:除外 金属反射史莱姆]').legal).toBe(true);
  });
});

// CH-PHASE-TRIGGER-TURN: 「自己准备阶段」「自己的结束阶段」「对方准备阶段」 name one player's phase. Such a trigger was accepted whatever
// the situation's turn player; a head judge refuses it in the other player's turn, naming whose phase the card needs and whose turn
// it is. A card naming both players (「自己·对方的准备阶段」) or none (星尘龙② 「…的回合的结束阶段」) is activated in either turn.
describe.skipIf(!haveCards)('a phase trigger names whose phase it is (CH-PHASE-TRIGGER-TURN)', () => {
  it('[CH-PHASE-TRIGGER-TURN] the card text compiler reads whose phase: 「对方准备阶段」 opponent, 「自己的结束阶段」 self, 「自己·对方的准备阶段」 none', () => {
    const turnOf = (name: string) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.effects.filter((e) => e.trigger?.event === 'phase-start').map((e) => e.trigger!.phaseTurn ?? null);
    };
    expect(turnOf('X-剑士 珀修尔')).toEqual(['opponent']);
    expect(turnOf('堕落')).toEqual(['opponent']);
    expect(turnOf('光道德鲁伊 奥库斯')).toEqual(['self']);
    expect(turnOf('沉默剑士')).toEqual([null]);
    expect(turnOf('拖吊小熊猫')).toEqual([null]);
  });

  it('[CH-PHASE-TRIGGER-TURN] X-剑士 珀修尔 (「对方准备阶段发动」) in its controller\'s own Standby Phase is refused, naming the opponent\'s phase and whose turn it is; in the opponent\'s it is activated', () => {
    const own = '{回合:A 阶段:准备阶段 A场:X-剑士 珀修尔(守备)} C1 A:X-剑士 珀修尔';
    const a = askCdb(own);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-PHASE-TRIGGER-TURN');
    expect(a.links[0]!.illegalReason).toContain('对方（B）的准备阶段');
    expect(a.links[0]!.illegalReason).toContain('现在是A的回合');
    const en = cdbJudge().chain(own, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.illegalReason).toContain("it is A's turn, not B's");
    expect(first('{回合:B 阶段:准备阶段 A场:X-剑士 珀修尔(守备)} C1 A:X-剑士 珀修尔').legal).toBe(true);
  });

  it('[CH-PHASE-TRIGGER-TURN] 光道德鲁伊 奥库斯 (「每次自己的结束阶段发动」) is refused in the opponent\'s End Phase and activated in its own; no turn written: assumed, and said', () => {
    expect(first('{回合:A 阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯').legal).toBe(false);
    expect(first('{回合:B 阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯').legal).toBe(true);
    const none = askCdb('{阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯');
    expect(none.links[0]!.legal).toBe(true);
    expect(none.assumptions.join('\n')).toContain('只能在自己（B）的结束阶段发动：情境没有写回合，假定现在是B的回合');
  });

  it('[CH-PHASE-TRIGGER-TURN] the other side: 沉默剑士 (「自己·对方的准备阶段」) and 星尘龙② (no player named) are activated in either turn', () => {
    for (const turn of ['A', 'B']) {
      const s = first(`{回合:${turn} 阶段:准备阶段 A场:沉默剑士} C1 A:沉默剑士①`);
      expect(s.legal).toBe(true);
      expect(s.rules).not.toContain('CH-PHASE-TRIGGER-TURN');
      expect(first(`{回合:${turn} 阶段:结束阶段 A墓:星尘龙 本回合:A:星尘龙#1} C1 A:星尘龙#2`).legal).toBe(true);
    }
  });
});

// CH-PHASE-TRIGGER-TURN beyond the Standby and End Phases (s49): 「自己战斗阶段开始时」 (No.107 银河眼时空龙①), 「对方战斗阶段开始时」
// (恐龙摔跤手·摔跤暴龙王③) name whose Battle Phase too, but the compiler read whose phase only for 「准备阶段」「结束阶段」 — No.107① was
// accepted at the start of the opponent's Battle Phase.
describe.skipIf(!haveCards)('whose phase, for every phase of the turn (CH-PHASE-TRIGGER-TURN)', () => {
  it('[CH-PHASE-TRIGGER-TURN] No.107 银河眼时空龙① (「自己战斗阶段开始时」) is refused at the start of the opponent\'s Battle Phase; 恐龙摔跤手·摔跤暴龙王③ (「对方战斗阶段开始时」) in its own', () => {
    const opp = first('{回合:B 阶段:开始步骤 A场:No.107 银河眼时空龙} C1 A:No.107 银河眼时空龙①');
    expect(opp.legal).toBe(false);
    expect(opp.rules).toContain('CH-PHASE-TRIGGER-TURN');
    expect(opp.illegalReason).toContain('自己（A）的战斗阶段');
    expect(first('{回合:B 阶段:开始步骤 B场:恐龙摔跤手·摔跤暴龙王 A场:三眼怪} C1 B:恐龙摔跤手·摔跤暴龙王③→A:三眼怪').legal).toBe(false);
    // The other side: No.107① in its controller's own Battle Phase and 摔跤暴龙王③ in the opponent's are activated; a trigger at a
    // part of the Damage Step keeps no player (its words name a battle's monsters).
    expect(first('{回合:A 阶段:开始步骤 A场:No.107 银河眼时空龙} C1 A:No.107 银河眼时空龙①').legal).toBe(true);
    expect(first('{回合:A 阶段:开始步骤 B场:恐龙摔跤手·摔跤暴龙王 A场:三眼怪} C1 B:恐龙摔跤手·摔跤暴龙王③→A:三眼怪').legal).toBe(true);
    const r = cdbJudge().catalog.resolve('爆翼龙');
    if (!r.ok) throw new Error('爆翼龙');
    expect(r.card.effects.every((e) => e.trigger?.phaseTurn === undefined)).toBe(true);
  });
});

// CH-PHASE-TRIGGER-TURN in the window (s49): the discard window of the hand-size adjustment offered a discarded card's 「结束阶段」 trigger
// without reading whose End Phase its text names — 恶魔食魔兽③ (「对方结束阶段」) was offered in its controller's own End Phase, which the
// same card written as a chain link is refused in. The window now asks the chain's own check (one function, phaseTriggerTurnMet).
describe.skipIf(!haveCards)('the discard window reads whose End Phase a trigger names (CH-PHASE-TRIGGER-TURN, WIN-HAND-SIZE-END-TRIGGER)', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((c) => c.card.name);
  const notes = (input: string) => askCdb(input).window.notes.join('\n');

  it('[CH-PHASE-TRIGGER-TURN] 恶魔食魔兽③ (「对方结束阶段」) discarded in its controller\'s own hand-size adjustment is not offered in the discard window, and the window says why — as the chain link is refused', () => {
    const own = '{回合:A 阶段:手卡调整} 丢弃 A:恶魔食魔兽';
    expect(offered(own)).not.toContain('恶魔食魔兽');
    expect(notes(own)).toContain('对方（B）的结束阶段，现在是A的回合');
    expect(first('{回合:A 阶段:手卡调整 A墓:恶魔食魔兽} C1 A:恶魔食魔兽③').legal).toBe(false);
  });

  it('[CH-PHASE-TRIGGER-TURN] the other side: 暗黑之蝎尾狮 (「结束阶段」, no player named) discarded by the adjustment is still offered; with no turn written 恶魔食魔兽③ is offered with the turn it needs said as assumed', () => {
    expect(offered('{回合:A 阶段:手卡调整} 丢弃 A:暗黑之蝎尾狮')).toContain('暗黑之蝎尾狮');
    const none = askCdb('{阶段:手卡调整} 丢弃 A:恶魔食魔兽');
    const c = none.window.triggers.find((x) => x.card.name === '恶魔食魔兽');
    expect(c).toBeDefined();
    expect(c!.reason ?? "").toContain('假定现在是B的回合');
  });

  it('[WIN-HAND-SIZE-END-TRIGGER] a discarded card whose 「结束阶段」 trigger is activated on the field (光道德鲁伊 奥库斯) is not offered from the GY in the discard window', () => {
    expect(offered('{回合:B 阶段:手卡调整} 丢弃 B:光道德鲁伊 奥库斯')).not.toContain('光道德鲁伊 奥库斯');
    expect(offered('{回合:A 阶段:手卡调整} 丢弃 A:暗黑之蝎尾狮')).toContain('暗黑之蝎尾狮');
  });
});

// CH-TURN-ASSUMED (s49): with no turn written, a phase trigger needing one player's turn said 「假定现在是B的回合」 while the answer's header
// said 回合玩家：A (the default) and priority went to A as the turn player. The turn player is now decided once, from the chain, before
// anything is judged: header, priority and the assumption agree; a later link needing the other player's turn is refused against it.
describe.skipIf(!haveCards)('the turn assumed from the chain is the answer\'s turn player (CH-TURN-ASSUMED)', () => {
  it('[CH-TURN-ASSUMED] no turn written: B\'s 光道德鲁伊 奥库斯 (「自己的结束阶段」) makes B the turn player — the header, the window\'s priority and the assumption all say B', () => {
    const a = askCdb('{阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.turnPlayer).toBe('B');
    expect(a.window.priority).toBe('B');
    expect(a.links[0]!.rules).toContain('CH-TURN-ASSUMED');
    expect(a.assumptions.join('\n')).toContain('假定现在是B的回合');
    const en = cdbJudge().chain('{阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.turnPlayer).toBe('B');
  });

  it('[CH-TURN-ASSUMED] the other side: a second link needing A\'s End Phase is refused against the turn assumed (not assumed a second time); a chain needing no turn keeps A; a written turn is kept', () => {
    const two = askCdb('{阶段:结束阶段 B场:光道德鲁伊 奥库斯 A场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯 C2 A:光道德鲁伊 奥库斯');
    expect(two.turnPlayer).toBe('B');
    expect(two.links[1]!.legal).toBe(false);
    expect(two.links[1]!.illegalReason).toContain('现在是B的回合，不是A的回合');
    expect(two.assumptions.join('\n')).not.toContain('假定现在是A的回合');
    expect(askCdb('C1 黑洞 C2 我身作盾').turnPlayer).toBe('A');
    const written = askCdb('{回合:A 阶段:结束阶段 B场:光道德鲁伊 奥库斯} C1 B:光道德鲁伊 奥库斯');
    expect(written.turnPlayer).toBe('A');
    expect(written.links[0]!.legal).toBe(false);
  });
});

// CH-PHASE-TRIGGER-HAND-SIZE: once the End Phase's hand-size adjustment is done, 「结束阶段」 triggers can no longer be activated — only that
// of a card the adjustment discarded, in the discard window (rules reference docs/c03/诱发类效果.rst:458; seed 000 【6.3】, 暗黑之蝎尾狮).
// `阶段:手卡调整` was taken as a part of the End Phase, and any End Phase trigger was accepted there.
describe.skipIf(!haveCards)('End Phase triggers after the hand-size adjustment (CH-PHASE-TRIGGER-HAND-SIZE)', () => {
  it('[CH-PHASE-TRIGGER-HAND-SIZE] 暗黑之蝎尾狮 in the GY when another card was discarded by the adjustment is refused; the one discarded is activated', () => {
    const other = first('{回合:A 阶段:手卡调整 A手:死灵骑士 A墓:暗黑之蝎尾狮} 丢弃 死灵骑士 C1 A:暗黑之蝎尾狮');
    expect(other.legal).toBe(false);
    expect(other.rules).toContain('CH-PHASE-TRIGGER-HAND-SIZE');
    expect(other.illegalReason).toContain('手卡调整之后不能再发动');
    expect(first('{回合:A 阶段:手卡调整 A手:暗黑之蝎尾狮} 丢弃 暗黑之蝎尾狮 C1 A:暗黑之蝎尾狮').legal).toBe(true);
    // In the End Phase before the adjustment it is activated as before.
    expect(first('{回合:A 阶段:结束阶段 A墓:暗黑之蝎尾狮} C1 A:暗黑之蝎尾狮').legal).toBe(true);
  });

  it('[CH-PHASE-TRIGGER-HAND-SIZE] nothing written before: a main-deck card in the GY is assumed discarded by the adjustment, and said; 星尘龙 (never in the hand) is refused', () => {
    const a = askCdb('{回合:A 阶段:手卡调整 A墓:暗黑之蝎尾狮} C1 A:暗黑之蝎尾狮');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('假定它是被这次手卡调整丢弃的');
    const sd = first('{回合:A 阶段:手卡调整 A墓:星尘龙 本回合:A:星尘龙#1} C1 A:星尘龙#2');
    expect(sd.legal).toBe(false);
    expect(sd.rules).toContain('CH-PHASE-TRIGGER-HAND-SIZE');
  });
});

// WIN-HAND-SIZE-ONE-CHAIN (s49): after the End Phase's hand-size adjustment only one chain can be built, and once it resolves no trigger
// met by it can be activated (rules reference docs/c03/诱发类效果.rst:458–459). The window after that chain still offered 奈落的落穴 on
// the special summon 暗黑之蝎尾狮's ① made, and gave the turn player priority to start a new chain.
describe.skipIf(!haveCards)('the one chain after the hand-size adjustment (WIN-HAND-SIZE-ONE-CHAIN)', () => {
  it('[WIN-HAND-SIZE-ONE-CHAIN] after 暗黑之蝎尾狮① (discarded by the adjustment) resolves, 奈落的落穴 is not offered on its summon, no one gets priority, and the window says why', () => {
    const input = '{回合:A 阶段:手卡调整 A手:暗黑之蝎尾狮 B场:奈落的落穴(盖)} 丢弃 暗黑之蝎尾狮 C1 A:暗黑之蝎尾狮';
    const a = askCdb(input);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.window.triggers).toEqual([]);
    expect(a.window.priority).toBeNull();
    const notes = a.window.notes.join('\n');
    expect(notes).toContain('手卡调整之后只能进行1个连锁');
    expect(notes).toContain('「奈落的落穴」也不能发动');
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.window.notes.join('\n')).toContain('only one chain can be built');
    // The other side: in the End Phase before the adjustment the same chain leaves the window open — 奈落的落穴 is offered.
    const before = askCdb('{回合:A 阶段:结束阶段 A墓:暗黑之蝎尾狮 B场:奈落的落穴(盖)} C1 A:暗黑之蝎尾狮');
    expect(before.window.triggers.map((c) => c.card.name)).toContain('奈落的落穴');
  });
});
