// A summoning condition on the places (test/RULES.md CH-SUMMON-CONDITION-FROM; rules reference
// docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:191–195, 通常召唤怪兽 2.: 「特定场合才能特殊召唤」): 「这张卡不能从卡组特殊召唤」 (时械神,
// read from the text), 「这张卡不能从墓地特殊召唤」 (创世神) — no effect Special Summons it from there, one that ignores summoning
// conditions aside; from elsewhere it is summoned as any monster. Before (review s45 a-summon), the sentence was read as a procedure
// with nothing in it, and 死者苏生 revived 创世神.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderCardText } from '../../src/answer/render/text.js';
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

// CMP-SUMMON-RESTRICTION (review s46 (4)): the sentence 「这张卡不能从卡组特殊召唤」 is a summoning condition that only forbids — a restriction,
// not a way to summon the card: `card` showed it as 「召唤手续」. A sentence that gives a way (「…可以不用解放作召唤」, 「…才能特殊召唤」) stays one.
describe.skipIf(!haveCards)('a summoning condition that only forbids, shown (CMP-SUMMON-RESTRICTION)', () => {
  const card = (name: string) => {
    const a = cdbJudge().card(name, { lang: 'zh-CN' });
    if (!a.ok) throw new Error(name);
    return a;
  };
  it('[CMP-SUMMON-RESTRICTION] 时械神 米奇恩: 「这张卡不能从卡组特殊召唤」 is a restriction (召唤限制, zh and en), its ① 「可以不用解放作召唤」 a procedure; 创世神\'s 「这张卡不能从墓地特殊召唤」 too; 混沌帝龙 -终焉的使者-\'s 「…才能特殊召唤」 is no restriction', () => {
    const m = card('时械神 米奇恩');
    expect(m.effects.map((e) => [e.n, e.kind, e.restriction ?? false])).toEqual(expect.arrayContaining([[0, 'procedure', true], [1, 'procedure', false]]));
    const zh = renderCardText(m, 'zh-CN');
    expect(zh).toContain('◇ 召唤限制（召唤条件');
    expect(zh).toContain('① 召唤手续（不入连锁）');
    // (The English answer is rendered from the same facts.)
    const en = cdbJudge().card('时械神 米奇恩', { lang: 'en' });
    expect(en.ok && renderCardText(en, 'en')).toContain('summoning condition (a restriction');
    expect(card('创世神').effects.some((e) => e.kind === 'procedure' && e.restriction === true)).toBe(true);
    const ced = card('混沌帝龙 -终焉的使者-');
    expect(ced.effects.filter((e) => e.kind === 'procedure').every((e) => e.restriction === undefined)).toBe(true);
    expect(renderCardText(ced, 'zh-CN')).not.toContain('召唤限制（召唤条件');
  });
});

// CH-SUMMON-BY-FROM, WIN-SUMMON-BY-NOTED-EFFECT (review s46 (2), (3)): `特殊召唤 X [由 Y]` is a Special Summon by Y's effect — so Y's text says
// where it may take X from (死者苏生 「以自己或者对方的墓地1只怪兽为对象」: the GY only), and the event is an effect's (cause effect), not the rules'.
describe.skipIf(!haveCards)('a Special Summon written as the action by a named effect (CH-SUMMON-BY-FROM, WIN-SUMMON-BY-NOTED-EFFECT)', () => {
  const events = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').map((e) => `${e.cards.map((c) => c.name).join(',')}:${e.cause}`);
  it('[CH-SUMMON-BY-FROM] 死者苏生 summons from the GY only: 青眼白龙 written in the Deck or the hand is not summoned, and the answer says 死者苏生 takes from the GY; from the GY it is', () => {
    for (const [zone, word] of [['A卡组', '卡组'], ['A手', '手卡']] as const) {
      const a = askCdb(`{回合:A 阶段:主要1 ${zone}:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]`);
      expect(summoned(a)).toEqual([]);
      expect(a.warnings.join('\n')).toContain(`「死者苏生」的效果只从墓地特殊召唤：「青眼白龙」在${word}`);
    }
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]'))).toEqual(['青眼白龙']);
    // (Not placed: 死者苏生 says where it comes from — the GY, WIN-EXTRA-ORIGIN — and it is summoned.)
    expect(summoned(askCdb('{回合:A 阶段:主要1} 特殊召唤 青眼白龙 [由 死者苏生]'))).toEqual(['青眼白龙']);
  });
  it('[CH-SUMMON-BY-FROM] in the damage step, by a card that left the field: 光与暗之龙③ (destroyed by battle, in the GY) summons from the GY, not from the Deck', () => {
    const deck = askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏) A卡组:青眼白龙} 特殊召唤 A:青眼白龙 [由 光与暗之龙]');
    expect(summoned(deck)).toEqual([]);
    expect(deck.warnings.join('\n')).toContain('「光与暗之龙」的效果只从墓地特殊召唤');
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),青眼白龙} 特殊召唤 A:青眼白龙 [由 光与暗之龙]'))).toEqual(['青眼白龙']);
  });
  it('[WIN-SUMMON-BY-NOTED-EFFECT] `特殊召唤 X [由 Y]` is summoned by an effect (the event\'s cause), said; `特殊召唤 X` by its own procedure, or `(规则)`, is not; in the damage step by a card that left the field too', () => {
    const by = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]');
    expect(events(by)).toEqual(['青眼白龙:effect']);
    expect(by.assumptions.join('\n')).toContain('按注释 [由 死者苏生]');
    // 刚鬼 熊抱熊精 (read from its text) written as the action with the cause stated as the rules: no effect.
    expect(events(askCdb('{回合:A 阶段:主要1 A手:刚鬼 熊抱熊精} 特殊召唤 刚鬼 熊抱熊精 (规则)'))).toEqual(['刚鬼 熊抱熊精:rule']);
    expect(events(askCdb('{回合:A 阶段:主要1 A墓:刚鬼 熊抱熊精} 特殊召唤 刚鬼 熊抱熊精 [由 刚鬼再战]'))).toEqual(['刚鬼 熊抱熊精:effect']);
    expect(events(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),青眼白龙} 特殊召唤 A:青眼白龙 [由 光与暗之龙]'))).toEqual(['青眼白龙:effect']);
  });
});
