// CH-PENDULUM-SUMMON, more of it: a Pendulum Summon is the turn player's, in their Main Phase (written elsewhere, it is not made and the
// answer says why: CH-PROCEDURE-TIMING, rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:17, :22 — P召唤 is a 条件特殊召唤);
// a Special Summon monster is refused for its real reason (from the hand: never properly summoned — not
// 「只能用卡的效果」 for a monster with its own procedure); face-up in the Extra Deck with no proper summon stated, it is assumed and said.
// WIN-SUMMON-HOW: 「这张卡用超量怪兽为素材作超量召唤成功的场合」 is an Xyz Summon's trigger — a Pendulum Summon does not meet it.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const warned = (input: string) => askCdb(input).warnings.join('');
const assumed = (input: string) => askCdb(input).assumptions.join('');
const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('when and what a Pendulum Summon takes', () => {
  it('[CH-PENDULUM-SUMMON] made in the Battle Step or in the opponent\'s turn, it is warned about; in either Main Phase of its player, not', () => {
    expect(warned('{回合:A 阶段:战斗步骤} 灵摆召唤 三眼怪')).toContain('主要阶段');
    expect(warned('{回合:A 阶段:结束阶段 A手:黑魔术师} 灵摆召唤 黑魔术师')).toContain('主要阶段');
    expect(warned('{回合:B 阶段:主要1 A手:三眼怪} 灵摆召唤 A:三眼怪')).toContain('回合玩家');
    expect(warned('{回合:A 阶段:主要1} 灵摆召唤 三眼怪')).not.toContain('灵摆召唤只能');
    expect(warned('{回合:A 阶段:主要2} 灵摆召唤 三眼怪')).not.toContain('灵摆召唤只能');
  });
  it('[CH-PENDULUM-SUMMON] a Special Summon monster with its own procedure, in the hand: refused as never properly summoned, not as 「only by card effects」', () => {
    const input = '{回合:A 阶段:主要1 A手:混沌帝龙 -终焉的使者-} 灵摆召唤 混沌帝龙 -终焉的使者-';
    expect(summoned(input)).toEqual([]);
    expect(warned(input)).toContain('正规手续');
    expect(warned(input)).not.toContain('只能用卡的效果');
    expect(summoned('{回合:A 阶段:主要1 A手:青眼亚白龙} 灵摆召唤 青眼亚白龙')).toEqual([]);
  });
  it('[CH-PENDULUM-SUMMON] face-up in the Extra Deck, no proper summon stated: summoned, the proper summon assumed and said; stated, nothing assumed', () => {
    const bare = '{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧)} 灵摆召唤 涅槃之超魔导剑士';
    expect(summoned(bare)).toEqual(['涅槃之超魔导剑士']);
    expect(assumed(bare)).toContain('正规手续');
    expect(assumed('{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧,正规出场)} 灵摆召唤 涅槃之超魔导剑士')).not.toContain('正规手续');
    // A Pendulum Monster that can be Normal Summoned needs no proper summon: nothing assumed.
    expect(assumed('{回合:A 阶段:主要1 A额外:异色眼灵摆龙(表侧)} 灵摆召唤 异色眼灵摆龙')).not.toContain('正规手续');
  });
  it('[WIN-SUMMON-HOW] 「用超量怪兽为素材作超量召唤成功的场合」 is not met by a Pendulum Summon (霸王黑龙 异色眼叛逆龙①); an Xyz Summon meets it', () => {
    expect(offered('{回合:A 阶段:主要1 A额外:霸王黑龙 异色眼叛逆龙(表侧)} 灵摆召唤 霸王黑龙 异色眼叛逆龙')).not.toContain('霸王黑龙 异色眼叛逆龙');
    expect(offered('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普,No.39 希望皇 霍普} 超量召唤 霸王黑龙 异色眼叛逆龙 素材 No.39 希望皇 霍普,No.39 希望皇 霍普')).toContain('霸王黑龙 异色眼叛逆龙');
    // 「用灵摆召唤的灵摆怪兽为调整作同调召唤成功的场合」 (涅槃之超魔导剑士①): a Pendulum Summon of it does not meet it either.
    expect(offered('{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧,正规出场)} 灵摆召唤 涅槃之超魔导剑士')).not.toContain('涅槃之超魔导剑士');
  });
});

describe.skipIf(!haveCards)('a Pendulum Summon typed outside its player\'s Main Phase is not made', () => {
  it('[CH-PROCEDURE-TIMING] 灵摆召唤 三眼怪 in the Battle Step, the Damage Step, the Draw, Standby and End Phase, or by the non-turn player: not made, no summon window, said once; in Main Phase 2 it is made', () => {
    const inputs = [
      ['{回合:A 阶段:战斗步骤 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪', '情境写的是战斗步骤'],
      ['{回合:A 阶段:伤害计算前 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪', '情境写的是伤害计算前'],
      ['{回合:A 阶段:抽卡阶段 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪', '情境写的是抽卡阶段'],
      ['{回合:A 阶段:准备阶段 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪', '情境写的是准备阶段'],
      ['{回合:A 阶段:结束阶段 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪', '情境写的是结束阶段'],
      ['{回合:B 阶段:主要1 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 A:三眼怪', '这里是 A 在 B 的回合'],
    ] as const;
    for (const [input, why] of inputs) {
      const a = askCdb(input);
      expect(a.events, input).toEqual([]);
      expect(a.window.kind, input).not.toBe('summon');
      expect(a.window.triggers.map((t) => t.card.name), input).not.toContain('激流葬');
      // Said once, by the engine's refusal (the binder's old warning is not said beside it).
      expect(a.warnings, input).toHaveLength(1);
      expect(a.warnings[0], input).toContain('灵摆召唤「三眼怪」不能进行');
      expect(a.warnings[0], input).toContain(why);
    }
    const main2 = askCdb('{回合:A 阶段:主要2 A手:三眼怪 B场:激流葬(盖)} 灵摆召唤 三眼怪');
    expect(summoned('{回合:A 阶段:主要2 A手:三眼怪} 灵摆召唤 三眼怪')).toEqual(['三眼怪']);
    expect(main2.window.triggers.map((t) => t.card.name)).toContain('激流葬');
    expect(main2.warnings).toEqual([]);
    const en = cdbJudge().chain('{回合:A 阶段:战斗步骤 A手:三眼怪} 灵摆召唤 三眼怪', { lang: 'en' });
    expect(en.ok && en.warnings.join()).toContain('a Pendulum Summon is a Special Summon the rules make');
  });

  it('[CH-SUMMON-NONE-TO-ANSWER] 神之宣告 chained to a Pendulum Summon typed in the Battle Step or by the non-turn player has nothing to answer: refused, nothing destroyed; in Main Phase 1 it negates the summon', () => {
    for (const input of ['{回合:A 阶段:战斗步骤 A手:三眼怪 B场:神之宣告(盖)} 灵摆召唤 三眼怪 C1 B:神之宣告', '{回合:B 阶段:主要1 A手:三眼怪 B场:神之宣告(盖)} 灵摆召唤 A:三眼怪 C1 B:神之宣告']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(false);
      expect(a.links[0]!.rules, input).toContain('CH-SUMMON-NONE-TO-ANSWER');
      expect(a.links[0]!.illegalReason, input).toContain('写的召唤没有进行');
      expect(a.events, input).toEqual([]);
    }
    const main = askCdb('{回合:A 阶段:主要1 A手:三眼怪 B场:神之宣告(盖)} 灵摆召唤 三眼怪 C1 B:神之宣告');
    expect(main.links[0]!.legal).toBe(true);
    expect(main.events.map((e) => e.type)).toContain('destroyed');
  });
});
