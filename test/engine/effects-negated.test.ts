// MATCH-EFFECTS-NEGATED: 「效果被无效化的（怪兽·卡）」 is a face-up card on the field whose effects are negated now — stated
// `(效果无效)`, or reached by a face-up card's continuous negation (技能抽取). A Normal Monster (no effects) and a face-down card
// are none. Read by the compiler for every card with the wording (an activation condition, a filter of what an effect destroys).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a card whose effects are negated (MATCH-EFFECTS-NEGATED)', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort();
const legal = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!.legal;

describe.skipIf(!haveCards)('a card whose effects are negated', () => {
  it('[MATCH-EFFECTS-NEGATED] 妖眼之相剑师① (「效果被无效化的怪兽在场上存在的场合」) may be activated with a face-up effect monster under 技能抽取, or one stated (效果无效)', () => {
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:三眼怪,技能抽取} C1 A:妖眼之相剑师', 1)).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:三眼怪(效果无效)} C1 A:妖眼之相剑师', 1)).toBe(true);
  });

  it('[MATCH-EFFECTS-NEGATED] the other side: no negated monster — an effect monster with nothing negating it, a Normal Monster under 技能抽取, a face-down monster — and 妖眼之相剑师① cannot be activated', () => {
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:三眼怪} C1 A:妖眼之相剑师', 1)).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:青眼白龙,技能抽取} C1 A:妖眼之相剑师', 1)).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A手:妖眼之相剑师 A场: B场:三眼怪(盖),技能抽取} C1 A:妖眼之相剑师', 1)).toBe(false);
  });

  it('[MATCH-EFFECTS-NEGATED] 歼灭之时空螺旋 (「效果被无效化的对方场上的表侧表示卡全部破坏」) destroys only the opponent’s negated cards: 三眼怪 under 技能抽取, not 青眼白龙 (no effects), a face-down Spell or its own monster', () => {
    expect(destroyed('{回合:A A场:No.62 银河眼光子龙皇,技能抽取 B场:三眼怪,青眼白龙,黑洞(盖)} C1 A:歼灭之时空螺旋')).toEqual(['三眼怪']);
    expect(destroyed('{回合:A A场:No.62 银河眼光子龙皇 B场:三眼怪,变形壶(效果无效)} C1 A:歼灭之时空螺旋')).toEqual(['变形壶']);
    expect(destroyed('{回合:A A场:No.62 银河眼光子龙皇 B场:三眼怪,青眼白龙} C1 A:歼灭之时空螺旋')).toEqual([]);
  });

  it('[MATCH-EFFECTS-NEGATED] a lasting negation left by an effect activated earlier this turn (本回合:A:陷阱无力化) makes a Trap being activated a negated card — 歼灭之时空螺旋 destroys 奈落的落穴 on the chain; a card whose text keeps its activation and effects from being negated (沉默之剑 under 白之咆哮) is none', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:No.62 银河眼光子龙皇 B场:奈落的落穴(盖) 本回合:A:陷阱无力化} C1 B:奈落的落穴 C2 A:歼灭之时空螺旋')).toEqual(['奈落的落穴']);
    expect(legal('{回合:B A场:No.62 银河眼光子龙皇 B场:沉默剑士 LV3 本回合:A:白之咆哮} C1 B:沉默之剑→沉默剑士 LV3 C2 A:歼灭之时空螺旋', 2)).toBe(false);
  });
});
