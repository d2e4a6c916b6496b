// Issue 16, effect rewriting (rules reference docs/c03/无效.rst:562–565, :607–609): what of a rewritten effect still applies.
// CH-REWRITE-TURN-PART: a rewritten effect resolves the new text only — the parts of its own effect lasting the turn (CH-TURN-PART) go
// with it; a pledge is no effect and still binds. CH-TURN-PART-EARLIER: such a part limiting summons, left by an effect activated
// earlier this turn (`本回合:`), binds that player's summons — only when the effect applied (not negated, not rewritten: `(改写)`).
// CH-OWN-EFFECT-APPLIED: 「这张卡的①的效果适用的回合」 is read from the turn's history the same way. CMP-TURN-PART-WHOLE: a Spell's
// card activation with no activation clause is all resolution, so its lasting part is read.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const arrived = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const legal = (input: string, n: number): boolean | null => askCdb(input).links[n - 1]!.legal;

describe.skipIf(!haveCards)('CH-REWRITE-TURN-PART', () => {
  it('[CH-REWRITE-TURN-PART] 齿轮齿轮钻地人① rewritten by No.75 惑乱之风言暗影 into "each player draws 1": both draw, and its "this turn no attack, only Machine Special Summons" is not left; not rewritten it is', () => {
    const a = askCdb('{回合:A A场:齿轮齿轮钻地人 B场:No.75 惑乱之风言暗影} C1 A:齿轮齿轮钻地人① C2 B:No.75 惑乱之风言暗影①');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.player).sort()).toEqual(['A', 'B']);
    expect(a.lasting).toBeUndefined();
    expect(a.links[0]!.rules).toContain('CH-REWRITE-TURN-PART');
    expect(a.links[0]!.reason).toContain('改写');
    const plain = askCdb('{回合:A A场:齿轮齿轮钻地人 B场:No.75 惑乱之风言暗影} C1 A:齿轮齿轮钻地人①');
    expect(plain.lasting?.map((x) => x.card.name)).toEqual(['齿轮齿轮钻地人']);
    expect(plain.links[0]!.rules).not.toContain('CH-REWRITE-TURN-PART');
  });
  it('[CH-REWRITE-TURN-PART] the other side: a Normal Spell whose card activation is all resolution (被埋葬的牲祭) leaves its "no Special Summon until the end of the turn" when it resolves, and not once the opponent’s 妖精传姬-塔利娅② rewrote it (CMP-TURN-PART-WHOLE)', () => {
    const alone = askCdb('{回合:B A场:三眼怪 B场:三眼怪} C1 B:被埋葬的牲祭');
    expect(alone.lasting?.map((x) => x.card.name)).toEqual(['被埋葬的牲祭']);
    expect(alone.lasting?.[0]?.what).toContain('不能把怪兽特殊召唤');
    const rewritten = askCdb('{回合:B A场:妖精传姬-塔利娅,三眼怪,青眼白龙 B场:三眼怪} C1 B:被埋葬的牲祭 C2 A:妖精传姬-塔利娅② [cost:解放 三眼怪]');
    expect(rewritten.links.map((l) => l.legal)).toEqual([true, true]);
    expect(rewritten.lasting).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-TURN-PART-EARLIER', () => {
  const hand = 'A场: A手:黑羽-胧影之业风';
  it('[CH-TURN-PART-EARLIER] 被埋葬的牲祭 activated earlier this turn: its player cannot Special Summon (the answer says why); a Normal Summon is free; the other player is not bound', () => {
    const a = askCdb(`{回合:A 阶段:主要1 本回合:A:被埋葬的牲祭 ${hand}} 特殊召唤 黑羽-胧影之业风`);
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('被埋葬的牲祭');
    expect(arrived('{回合:A 阶段:主要1 本回合:A:被埋葬的牲祭 A场: A手:三眼怪} 召唤 三眼怪')).toEqual(['三眼怪']);
    expect(arrived(`{回合:A 阶段:主要1 本回合:B:被埋葬的牲祭 ${hand}} 特殊召唤 黑羽-胧影之业风`)).toEqual(['黑羽-胧影之业风']);
  });
  it('[CH-TURN-PART-EARLIER] it is part of the effect: not left when that activation or its effect was negated, nor when the effect was rewritten (改写) — unlike a pledge', () => {
    for (const how of ['发动无效', '效果无效', '改写']) {
      expect(arrived(`{回合:A 阶段:主要1 本回合:A:被埋葬的牲祭(${how}) ${hand}} 特殊召唤 黑羽-胧影之业风`), how).toEqual(['黑羽-胧影之业风']);
    }
    // A pledge of an activation whose effect was rewritten still binds (CH-PLEDGE-EARLIER).
    expect(arrived(`{回合:A 阶段:主要1 本回合:A:强欲而谦虚之壶(改写) ${hand}} 特殊召唤 黑羽-胧影之业风`)).toEqual([]);
  });
  it('[CH-TURN-PART-EARLIER] a limit that allows some cards (炼狱的消华①: 「自己不能把「狱火机」怪兽以外的怪兽召唤·特殊召唤」): a 「狱火机」 monster may still be Special Summoned, another monster may be neither Special nor Normal Summoned', () => {
    expect(arrived('{回合:A 阶段:主要1 本回合:A:炼狱的消华#1 A场: A手:狱火机·拿玛,狱火机·提乌斯} 特殊召唤 狱火机·拿玛')).toEqual(['狱火机·拿玛']);
    expect(arrived(`{回合:A 阶段:主要1 本回合:A:炼狱的消华#1 ${hand}} 特殊召唤 黑羽-胧影之业风`)).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 本回合:A:炼狱的消华#1 A场: A手:三眼怪} 召唤 三眼怪')).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 本回合:A:炼狱的消华#1(效果无效) A场: A手:三眼怪} 召唤 三眼怪')).toEqual(['三眼怪']);
  });
});

describe('CMP-TURN-PART-WHOLE / CH-TURN-PART-EARLIER: the compiler’s reading', async () => {
  const { turnPartsIn } = await import('../../src/cards/compile/turn-part.js');
  const { turnPartLimits } = await import('../../src/cards/compile/turn-part-limit.js');
  it('[CMP-TURN-PART-WHOLE] a card activation with no activation clause is all resolution; a monster effect with none is not read', () => {
    const text = '①：这个回合，自己作需要怪兽2只解放的上级召唤的场合只有1次，可以不把怪兽2只解放而从自己·对方的墓地把怪兽各1只除外来上级召唤。这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤。';
    expect(turnPartsIn(text, true)).toEqual([{ text: '这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤', comma: false }]);
    expect(turnPartsIn(text)).toEqual([]);
    // Still nothing when the whole resolution is the lasting part.
    expect(turnPartsIn('①：这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以把1只怪兽上级召唤。', true)).toEqual([]);
  });
  it('[CH-TURN-PART-EARLIER] the summon limits of a part: the first clause that is one; 「召唤·特殊召唤」 is both kinds', () => {
    expect(turnPartLimits('这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤').map((l) => l.forbids)).toEqual(['special-summon']);
    expect(turnPartLimits('这个回合，自己不能把「狱火机」怪兽以外的怪兽召唤·特殊召唤').map((l) => [l.forbids, l.exceptCards?.archetype])).toEqual([['special-summon', '狱火机'], ['summon', '狱火机']]);
    expect(turnPartLimits('这个回合，自己不能攻击宣言')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CH-OWN-EFFECT-APPLIED', () => {
  const gy = 'A墓:星尘龙';
  it('[CH-OWN-EFFECT-APPLIED] 星尘龙② in the End Phase: may be activated after its ① applied this turn; not after its ① was negated or rewritten, nor when only the opponent’s copy applied, nor when the turn’s history holds no such activation', () => {
    expect(legal(`{回合:B 阶段:结束阶段 本回合:A:星尘龙#1 ${gy}} C1 A:星尘龙②`, 1)).toBe(true);
    for (const how of ['(发动无效)', '(效果无效)', '(改写)']) expect(legal(`{回合:B 阶段:结束阶段 本回合:A:星尘龙#1${how} ${gy}} C1 A:星尘龙②`, 1), how).toBe(false);
    expect(legal(`{回合:B 阶段:结束阶段 本回合:B:星尘龙#1 ${gy}} C1 A:星尘龙②`, 1)).toBe(false);
    expect(legal(`{回合:A 阶段:结束阶段 本回合:A:三眼怪(召唤) ${gy}} C1 A:星尘龙②`, 1)).toBe(false);
  });
  it('[CH-OWN-EFFECT-APPLIED] the answer says what was missing; with no history written it is assumed and said (CH-COND-UNKNOWN)', () => {
    const a = askCdb(`{回合:B 阶段:结束阶段 本回合:A:星尘龙#1(改写) ${gy}} C1 A:星尘龙②`);
    expect(a.links[0]!.illegalReason).toContain('适用过');
    expect(a.links[0]!.rules).toContain('CH-OWN-EFFECT-APPLIED');
    const open = askCdb(`{回合:B 阶段:结束阶段 ${gy}} C1 A:星尘龙②`);
    expect(open.links[0]!.legal).toBe(true);
    expect(open.links[0]!.rules).toContain('CH-COND-UNKNOWN');
  });
  it('[CH-OWN-EFFECT-APPLIED] compiled from the text too: 星尘战士② (「这张卡的①的效果适用的回合的结束阶段才能发动」)', () => {
    expect(legal('{回合:A 阶段:结束阶段 本回合:A:星尘战士#1 A墓:星尘战士} C1 A:星尘战士②', 1)).toBe(true);
    expect(legal('{回合:A 阶段:结束阶段 本回合:A:星尘战士#1(效果无效) A墓:星尘战士} C1 A:星尘战士②', 1)).toBe(false);
  });
});

describe('SIT-HISTORY-REWRITTEN: `本回合:A:X(改写)`', async () => {
  const { parseNotation } = await import('../../src/notation/index.js');
  const { printNotation } = await import('../../src/notation/print.js');
  it('[SIT-HISTORY-REWRITTEN] an earlier activation whose effect was rewritten parses in each spelling and prints back; a summon cannot be rewritten', () => {
    for (const word of ['改写', '效果改写', '被改写', '效果被改写', 'rewritten']) {
      const r = parseNotation(`{回合:A 本回合:A:星尘龙#1(${word}) A墓:星尘龙} C1 A:星尘龙②`);
      expect(r.ok, word).toBe(true);
      if (!r.ok) continue;
      const history = r.tree.situation!.items.find((i) => i.kind === 'history');
      expect(history && history.kind === 'history' ? history.entries[0]!.negated : null).toBe('rewritten');
      expect(printNotation(r.tree)).toContain('改写');
    }
    expect(parseNotation('{回合:A 本回合:A:三眼怪(特殊召唤,改写)} C1 A:黑洞').ok).toBe(false);
  });
});

describe.skipIf(!haveCards)('SIT-HISTORY-REWRITTEN: read by the engine', () => {
  it('[SIT-HISTORY-REWRITTEN] the engine reads it as activated — its once per turn is spent, its pledge binds — but with its own effect not applied', () => {
    // Spent: 炼狱的消华① is a 「这个卡名」 once per turn.
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:炼狱的消华#1(改写) A场:炼狱的消华 A手:三眼怪} C1 A:炼狱的消华①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('改写');
  });
});
