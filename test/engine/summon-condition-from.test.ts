// A summoning condition on the places (test/RULES.md CH-SUMMON-CONDITION-FROM; rules reference
// docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:191–195, 通常召唤怪兽 2.: 「特定场合才能特殊召唤」): 「这张卡不能从卡组特殊召唤」 (时械神,
// read from the text), 「这张卡不能从墓地特殊召唤」 (创世神) — no effect Special Summons it from there, one that ignores summoning
// conditions aside; from elsewhere it is summoned as any monster. Before (review s45 a-summon), the sentence was read as a procedure
// with nothing in it, and 死者苏生 revived 创世神.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { cardTextFacts } from '../../src/cards/compile/card-text-facts.js';

const summary = (a: ReturnType<typeof askCdb>) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('a summoning condition on the places (CH-SUMMON-CONDITION-FROM)', () => {
  it('[CH-SUMMON-CONDITION-FROM] read from the text: 「这张卡不能从卡组特殊召唤。」 opening it, 「…。这张卡不能从墓地特殊召唤。」 closing a sentence; an effect\'s 「这个回合，这张卡不能从墓地特殊召唤」 is not', () => {
    const mon = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as const;
    expect(cardTextFacts('这张卡不能从卡组特殊召唤。\n①：自己场上没有怪兽存在的场合，这张卡可以不用解放作召唤。', mon).neverSpecialFrom).toEqual(['deck']);
    expect(cardTextFacts('选择自己墓地的1张怪兽卡。将1张手卡送去墓地，选择的那张怪兽卡特殊召唤。这个效果1个回合只能使用1次。这张卡不能从墓地特殊召唤。', mon).neverSpecialFrom).toEqual(['gy']);
    expect(cardTextFacts('①：这张卡召唤成功时才能发动。这个回合，这张卡不能从墓地特殊召唤。', mon).neverSpecialFrom).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a summoning condition on the places, judged (CH-SUMMON-CONDITION-FROM)', () => {
  it('[CH-SUMMON-CONDITION-FROM] 创世神 in the GY is no target of 死者苏生 and the answer says why; 时械神 米奇恩 (not from the Deck) in the GY is', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:创世神} C1 A:死者苏生→创世神');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-CONDITION-FROM');
    expect(a.links[0]!.illegalReason).toContain('不能从墓地特殊召唤');
    const b = askCdb('{回合:A 阶段:主要1 A墓:时械神 米奇恩} C1 A:死者苏生→时械神 米奇恩');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(summoned(b)).toEqual(['时械神 米奇恩']);
  });
  it('[CH-SUMMON-CONDITION-FROM] the action: 时械神 米奇恩 is not Special Summoned from the Deck by an effect (unnamed: the effect taken as not ignoring summoning conditions, said); from the GY it is; its Normal Summon is made', () => {
    const deck = askCdb('{回合:A 阶段:主要1 A卡组:时械神 米奇恩} 特殊召唤 时械神 米奇恩 (效果)');
    expect(summoned(deck)).toEqual([]);
    expect(deck.warnings.join('\n')).toContain('不能从卡组特殊召唤');
    expect(deck.assumptions.join('\n')).toContain('假定这个效果不无视召唤条件');
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:时械神 米奇恩} 特殊召唤 时械神 米奇恩 (效果)'))).toEqual(['时械神 米奇恩']);
    const normal = askCdb('{回合:A 阶段:主要1 A手:时械神 米奇恩} 召唤 时械神 米奇恩');
    expect(normal.events.some((e) => e.type === 'summoned' && e.cards.some((c) => c.name === '时械神 米奇恩'))).toBe(true);
  });
  it('[CH-SUMMON-CONDITION-FROM] in the damage step, by a card that left the field: 光与暗之龙③ (destroyed by battle) does not summon 创世神 from the GY (its other steps apply), and does summon 时械神 米奇恩', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),创世神} C1 A:光与暗之龙③→创世神');
    expect(summoned(a)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-CONDITION-STEP');
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),时械神 米奇恩} C1 A:光与暗之龙③→时械神 米奇恩'))).toEqual(['时械神 米奇恩']);
  });
});
