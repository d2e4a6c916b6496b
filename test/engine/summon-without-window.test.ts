// CH-SUMMON-BY-EFFECT (s48; rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:39, :61, :64–65, :144): a summon made as an effect
// resolves has no moment 「召唤之际」, so a summon negation (神之宣告, 升天之黑角笛) cannot answer it — also when it is written as `[由 Y]`
// or made by a link of the chain played just before (`然后`). Before, those were answered, the summon "assumed in progress".
// A Normal Summon an effect lets its player make once it has resolved (血之代偿) has that moment when the effect was Chain Link 1, not
// when it was Chain Link 2 or higher; 神之警告 answering the ACTIVATION of a summoning effect stays legal.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const outcome = (a: ReturnType<typeof askCdb>) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);

describe.skipIf(!haveCards)('no summon negation against a summon made in a resolution (CH-SUMMON-BY-EFFECT)', () => {
  it('[CH-SUMMON-BY-EFFECT] 死者苏生 resolved, then 神之宣告 / 升天之黑角笛 as Chain Link 1: refused, naming the monster the chain before summoned; 神之警告 on the activation stays legal', () => {
    const a = askCdb('{回合:A A墓:青眼白龙 B场:神之宣告(盖)} C1 A:死者苏生→青眼白龙 然后 C1 B:神之宣告');
    expect(outcome(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('「青眼白龙」是之前的连锁的C1的效果处理中召唤的');
    expect(a.links[0]!.rules).toContain('CH-SUMMON-BY-EFFECT');
    const b = askCdb('{回合:A A墓:青眼白龙 B场:升天之黑角笛(盖)} C1 A:死者苏生→青眼白龙 然后 C1 B:升天之黑角笛');
    expect(outcome(b)).toEqual(['C1:illegal:illegal']);
    expect(b.links[0]!.illegalReason).toContain('没有「召唤之际」的时点');
  });

  it('[CH-SUMMON-BY-EFFECT] a Special Summon written as an effect\'s (`[由 死者苏生]`, a Fusion Summon `[由 超融合]`) cannot be negated; the same summon with no effect written can', () => {
    const a = askCdb('{回合:A A墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生] C1 B:神之宣告');
    expect(outcome(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toContain('「死者苏生」的效果处理中进行的');
    const b = askCdb('{回合:A A额外:青眼双爆裂龙 A场:青眼白龙,青眼白龙} 融合召唤 青眼双爆裂龙 素材 青眼白龙,青眼白龙 [由 超融合] C1 B:神之宣告');
    expect(outcome(b)).toEqual(['C1:illegal:illegal']);
    expect(b.links[0]!.rules).toContain('CH-SUMMON-BY-EFFECT');
    expect(outcome(askCdb('{回合:A A额外:青眼双爆裂龙 A场:青眼白龙,青眼白龙} 融合召唤 青眼双爆裂龙 素材 青眼白龙,青眼白龙 C1 B:神之宣告'))).toEqual(['C1:legal:resolved']);
  });

  it('[CH-SUMMON-BY-EFFECT] the window after a summon written as an effect\'s (`[由 死者苏生]`) tells of no moment to negate it; one by the rules still does', () => {
    const window = (q: string) => askCdb(q).window.notes.join('\n');
    expect(window('{回合:A A墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]')).not.toContain('只能发动「召唤无效」的卡的时点');
    expect(window('{回合:A A额外:青眼双爆裂龙 A场:青眼白龙,青眼白龙} 融合召唤 青眼双爆裂龙 素材 青眼白龙,青眼白龙')).toContain('只能发动「召唤无效」的卡的时点');
  });

  it('[CH-SUMMON-BY-EFFECT] 血之代偿\'s Normal Summon as Chain Link 1 may be negated once it resolved; as Chain Link 2 it may not', () => {
    const one = askCdb('{回合:A A手:哥布林突击部队 A场:血之代偿} C1 A:血之代偿#2[召唤 哥布林突击部队] 然后 C1 B:神之宣告→哥布林突击部队');
    expect(outcome(one)).toEqual(['C1:legal:resolved']);
    const two = askCdb('{回合:A A手:哥布林突击部队 A场:血之代偿 A墓:青眼白龙} C1 A:死者苏生→青眼白龙 C2 A:血之代偿#2[召唤 哥布林突击部队] 然后 C1 B:神之宣告→哥布林突击部队');
    expect(outcome(two)).toEqual(['C1:illegal:illegal']);
    expect(two.links[0]!.illegalReason).toContain('C2处理完毕时召唤的');
    // 神之警告 answering the activation of 死者苏生 (「特殊召唤的效果发动时」) stays legal and negates it.
    const c = askCdb('{回合:A A墓:青眼白龙 B场:神之警告(盖)} C1 A:死者苏生→青眼白龙 C2 B:神之警告');
    expect(outcome(c)).toEqual(['C1:legal:activation-negated', 'C2:legal:resolved']);
  });
  it('[CH-SUMMON-BY-EFFECT] a Normal Summon written as an effect\'s (`召唤 X (效果)`) is made once that effect resolved: answerable, with Chain Link 1 assumed and said; by the rules nothing is said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:哥布林突击部队 B场:神之宣告(盖)} 召唤 哥布林突击部队 (效果) C1 B:神之宣告');
    expect(outcome(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('「哥布林突击部队」的通常召唤是效果让玩家进行的：那个效果处理完毕后才召唤，这里假定那个效果是连锁1');
    const b = askCdb('{回合:A 阶段:主要1 A手:哥布林突击部队 B场:神之宣告(盖)} 召唤 哥布林突击部队 C1 B:神之宣告');
    expect(outcome(b)).toEqual(['C1:legal:resolved']);
    expect(b.assumptions.join('\n')).not.toContain('效果让玩家进行的');
  });
});
