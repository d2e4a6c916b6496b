// SIT-HISTORY-SUMMON-KIND (s58): `本回合:` names the summon a method made — 融合召唤, 同调召唤, 超量召唤, 连接召唤, 仪式召唤, 灵摆召唤. Before,
// only 召唤/上级召唤/特殊召唤/反转召唤 were words there: `本回合:A:No.39 希望皇 霍普(超量召唤)` was a parse error, so 帝王的烈旋 (current text:
// 「这张卡发动的回合，自己不能从额外卡组把怪兽特殊召唤」) after an Xyz Summon could only be asked by writing 特殊召唤.
import { describe, expect, it } from 'vitest';
import { ask, haveData, referenceJudge } from '../reference/judge.js';

/** Link 1 refused because its pledge was already broken by a summon this turn. */
const pledgeBroken = (input: string): boolean => {
  const l = ask(input).links[0]!;
  return l.legal === false && l.rules.includes('CH-PLEDGE-DONE');
};

const errorOf = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string => {
  const a = referenceJudge().chain(input, { lang });
  if (a.ok) throw new Error(`${input}: answered, expected an error`);
  return a.error.message;
};

describe.skipIf(!haveData)('SIT-HISTORY-SUMMON-KIND: the summon method in the turn’s history', () => {
  it('[SIT-HISTORY-SUMMON-KIND] 帝王的烈旋 after an Xyz Summon this turn (`本回合:A:No.39 希望皇 霍普(超量召唤)`, or verb first) cannot be activated: the Xyz Summon was a Special Summon from the Extra Deck; negated, it was never made', () => {
    const l = ask('{回合:A 阶段:主要1 本回合:A:No.39 希望皇 霍普(超量召唤)} C1 A:帝王的烈旋').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-DONE');
    expect(l.illegalReason).toMatch(/这个回合已经特殊召唤（「No\.39 希望皇 霍普」）/);
    expect(pledgeBroken('{回合:A 阶段:主要1 本回合:A:超量召唤 No.39 希望皇 霍普} C1 A:帝王的烈旋')).toBe(true);
    expect(ask('{回合:A 阶段:主要1 本回合:A:No.39 希望皇 霍普(超量召唤,无效)} C1 A:帝王的烈旋').links[0]!.legal).toBe(true);
  });
  it('[SIT-HISTORY-SUMMON-KIND] every method is a word: 融合/同调/连接召唤 are from the Extra Deck (帝王的烈旋 refused); 仪式召唤 is not; 灵摆召唤 only when written 从额外', () => {
    expect(pledgeBroken('{回合:A 阶段:主要1 本回合:A:青眼究极龙(融合召唤)} C1 A:帝王的烈旋')).toBe(true);
    expect(pledgeBroken('{回合:A 阶段:主要1 本回合:A:星尘龙(同调召唤)} C1 A:帝王的烈旋')).toBe(true);
    expect(pledgeBroken('{回合:A 阶段:主要1 本回合:A:解码语者(连接召唤)} C1 A:帝王的烈旋')).toBe(true);
    expect(ask('{回合:A 阶段:主要1 本回合:A:混沌战士(仪式召唤)} C1 A:帝王的烈旋').links[0]!.legal).toBe(true);
    expect(ask('{回合:A 阶段:主要1 本回合:A:慧眼之魔术师(灵摆召唤)} C1 A:帝王的烈旋').links[0]!.legal).toBe(true);
    expect(pledgeBroken('{回合:A 阶段:主要1 本回合:A:慧眼之魔术师(灵摆召唤,从额外)} C1 A:帝王的烈旋')).toBe(true);
  });
  it('[SIT-HISTORY-SUMMON-KIND] 「这张卡超量召唤成功的回合」 (DDD 双晓王 末法神) reads the history’s 超量召唤: the opponent’s 黑洞 is negated, and nothing is assumed about how it was summoned', () => {
    const a = ask('{回合:B A场:DDD 双晓王 末法神 B场:三眼怪 B手:黑洞 本回合:A:DDD 双晓王 末法神(超量召唤)} C1 B:黑洞');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.assumptions.join('\n')).not.toMatch(/没有写明怎样出场/);
  });
  it('[SIT-HISTORY-SUMMON-KIND] bad input: a method the monster cannot be summoned by (青眼白龙(超量召唤), 三眼怪(灵摆召唤)) is refused, naming the card and what to write, in Chinese and English', () => {
    expect(errorOf('{回合:A 阶段:主要1 本回合:A:青眼白龙(超量召唤)} C1 A:帝王的烈旋')).toMatch(/本回合「青眼白龙」写了\(超量召唤\)，但它不是超量怪兽.*写 \(特殊召唤\)/);
    expect(errorOf('{回合:A 阶段:主要1 本回合:A:三眼怪(灵摆召唤)} C1 A:帝王的烈旋')).toMatch(/不是灵摆怪兽/);
    expect(errorOf('{回合:A 阶段:主要1 本回合:A:三眼怪(xyz summoned)} C1 A:帝王的烈旋', 'en')).toMatch(/it is no Xyz monster: only Xyz monsters are Xyz Summoned/);
  });
  // s58-lastturn2: the summon marks on field cards are the same "this turn's summons" as the history (one reading, turnSummons).
  it('[CH-PLEDGE-DONE] a monster on its player’s field marked (超量召唤,本回合特召) broke 帝王的烈旋’s pledge as `本回合:` does; the opponent’s such monster, or one summoned before this turn (no 本回合特召), did not', () => {
    const l = ask('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(超量召唤,本回合特召)} C1 A:帝王的烈旋').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toMatch(/这个回合已经特殊召唤（「No\.39 希望皇 霍普」）/);
    expect(ask('{回合:A 阶段:主要1 B场:No.39 希望皇 霍普(超量召唤,本回合特召)} C1 A:帝王的烈旋').links[0]!.legal).toBe(true);
    expect(ask('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(超量召唤)} C1 A:帝王的烈旋').links[0]!.legal).toBe(true);
  });
  it('[CH-TRIBUTE-OPPONENT-UNAFFECTED] 帝王的烈旋 resolving tributes nothing (its text lets a later Tribute Summon tribute an opponent’s monster) and waits for no summon to be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普 B场:三眼怪} C1 A:帝王的烈旋');
    expect(a.links[0]!.legal).toBe(true);
    expect(JSON.stringify(a)).not.toMatch(/被解放/);
    expect(a.assumptions.join('\n')).not.toMatch(/要在特定的事件发生时才能发动/);
  });
  it('[CH-PLEDGE-DONE] a Pendulum Summon this turn with no origin written is judged as from the hand — said in the assumptions (zh/en); written from the Extra Deck it breaks the pledge', () => {
    const a = ask('{回合:A 阶段:主要1 本回合:A:慧眼之魔术师(灵摆召唤)} C1 A:帝王的烈旋');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/「慧眼之魔术师」灵摆召唤，情境没有写明它是从手卡还是从额外卡组出场的.*假设/);
    const en = ask('{回合:A 阶段:主要1 A场:慧眼之魔术师(灵摆召唤,本回合特召)} C1 A:帝王的烈旋', 'en');
    expect(en.assumptions.join('\n')).toMatch(/Pendulum Summoned .* does not say whether from the hand or the Extra Deck/);
    expect(pledgeBroken('{回合:A 阶段:主要1 A场:慧眼之魔术师(灵摆召唤,从额外特召,本回合特召)} C1 A:帝王的烈旋')).toBe(true);
  });
});
