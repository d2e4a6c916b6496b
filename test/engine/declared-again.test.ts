// CH-DECLARED-AGAIN (issue 16, rules reference docs/c03/誓约.rst:141–146): 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」
// applies as the effect is activated and stays when that activation is negated: the name an earlier activation of the effect
// declared this turn (`本回合:…(宣言:X)`) cannot be declared again (`[宣言 X]`); another name can. The restated 神艺学都 神艺学园 ②
// (src/cards/curated/newer/c02-terms-pledges-newer.ts) carries the words. The names declared are 「神艺」 monsters (神艺学之狱神兽, curated as a
// name, and 狱神影兽-涅瓦红化兽, a 「神艺」 card by rule): its ② may declare no other name (CH-DECLARED-NAME) — 黑魔术师 / 青眼白龙 stood
// for them before that was read, and are refused now.
import { describe, expect, it } from 'vitest';
import { parseNote } from '../../src/scenario/notes.js';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe('a card name declared again', () => {
  it('[CH-DECLARED-AGAIN] `[宣言 X]` is read as the name a link declared', () => {
    expect(parseNote({ text: '宣言 黑魔术师', bracket: '[', span: { start: 0, end: 0 } }).directives).toEqual([{ kind: 'declared', name: '黑魔术师' }]);
    expect(parseNote({ text: '宣言:「黑魔术师」', bracket: '[', span: { start: 0, end: 0 } }).directives).toEqual([{ kind: 'declared', name: '黑魔术师' }]);
  });
  it.skipIf(!haveCards)('[CH-DECLARED-AGAIN] the name an earlier activation declared (negated, or resolved) is refused; another name, or none earlier, is not', () => {
    const again = first('{回合:A 阶段:主要1 本回合:A:神艺学都 神艺学园#2(发动无效,宣言:神艺学之狱神兽) A场:神艺学都 神艺学园 A手:旋风} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽]');
    expect(again.legal).toBe(false);
    expect(again.rules).toContain('CH-DECLARED-AGAIN');
    expect(first('{回合:A 阶段:主要1 本回合:A:神艺学都 神艺学园#2(宣言:神艺学之狱神兽) A场:神艺学都 神艺学园 A手:旋风} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽]').legal).toBe(false);
    expect(first('{回合:A 阶段:主要1 本回合:A:神艺学都 神艺学园#2(发动无效,宣言:神艺学之狱神兽) A场:神艺学都 神艺学园 A手:旋风} C1 A:神艺学都 神艺学园②[宣言 狱神影兽-涅瓦红化兽]').legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 A场:神艺学都 神艺学园 A手:旋风} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽]').legal).toBe(true);
  });

  // Head-judge review s42: a name declared in a chain played before (`… 然后 …`) was forgotten by the next chain.
  it.skipIf(!haveCards)('[CH-DECLARED-AGAIN] across `然后`: the name a link of an earlier chain declared (resolved, or its activation negated) is refused; another 「神艺」 name is not', () => {
    const last = (input: string) => askCdb(input).links.at(-1)!;
    const again = last('{回合:A 阶段:主要1 A场:神艺学都 神艺学园 A手:旋风,死者苏生} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽] 然后 C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽]');
    expect(again.legal).toBe(false);
    expect(again.rules).toContain('CH-DECLARED-AGAIN');
    const negated = last('{回合:A 阶段:主要1 A场:神艺学都 神艺学园 A手:旋风,死者苏生 B场:神之宣告(盖)} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽] C2 B:神之宣告 然后 C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽]');
    expect(negated.legal).toBe(false);
    // The other side: another name may be declared after it.
    expect(last('{回合:A 阶段:主要1 A场:神艺学都 神艺学园 A手:旋风,死者苏生} C1 A:神艺学都 神艺学园②[宣言 神艺学之狱神兽] 然后 C1 A:神艺学都 神艺学园②[宣言 狱神影兽-涅瓦红化兽]').legal).toBe(true);
  });
});
