// CMP-CONT-NEGATE-ALL: a continuous 「…的表侧表示怪兽的效果无效化」 (帝王的熔击①, read from its text) reaches every card its words cover —
// `all`, not a `choose` of the step reader — so its card view says 效果无效 (not 其他); what its filter leaves out (上级召唤的怪兽) keeps
// its effects.
import { describe, expect, it } from 'vitest';
import { categoriesOf, compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const MOLTEN = '自己的额外卡组没有卡存在，自己场上有上级召唤的怪兽存在的场合才能把这张卡发动。\n①：只要这张卡在魔法与陷阱区域存在，上级召唤的怪兽以外的场上的表侧表示怪兽的效果无效化。\n②：自己结束阶段，上级召唤的怪兽不在自己场上存在的场合这张卡送去墓地。';

describe('a continuous negation of every monster its words cover', () => {
  it('[CMP-CONT-NEGATE-ALL] 帝王的熔击① (its current text) compiles to a negation of all face-up monsters but the Tribute Summoned ones, its category 效果无效', () => {
    const e = compileEffects(MOLTEN, { kind: 'trap', subtypes: ['continuous'], bits: 0 }).find((x) => x.n === 1)!;
    expect(e.kind).toBe('continuous');
    expect(e.does[0]).toMatchObject({ do: 'negate-effects', what: { filter: { kind: 'monster', place: 'field', faceUp: true, notSummoned: 'tribute' }, scope: 'all' } });
    expect(categoriesOf(e)).toEqual(['negate-effect']);
  });
  it('[CMP-CONT-NEGATE-ALL] the other side: a negation lasting the turn on chosen cards (「这个回合，选择的怪兽的效果无效化」 in a resolution) is not widened', () => {
    const e = compileEffects('①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的效果直到回合结束时无效化。', { kind: 'spell', subtypes: ['quickplay'], bits: 0 })[0]!;
    expect(e.does.find((a) => a.do === 'negate-effects')?.what).toBe('targets');
  });
});

describe.skipIf(!haveCards)('帝王的熔击 on the board', () => {
  it('[CMP-CONT-NEGATE-ALL] 帝王的熔击 (imported) negates a monster not Tribute Summoned (混沌幻影①); 邪帝 盖乌斯 Tribute Summoned keeps its effect', () => {
    // Input corrected (s42, CH-TRIGGER-STATED-SUMMON): it was 邪帝 盖乌斯(特殊召唤) activating ①, whose text 「这张卡上级召唤成功的场合」
    // a Special Summoned 盖乌斯 never meets — it cannot be activated at all. A monster with an effect it can activate stands in.
    const off = askCdb('{回合:A 阶段:主要1 A场:混沌幻影,帝王的熔击 A墓:三眼怪} C1 A:混沌幻影①→三眼怪');
    expect(off.links[0]!.outcome).toBe('effect-negated');
    const on = askCdb('{回合:A A场:邪帝 盖乌斯(上级召唤),帝王的熔击 B场:黑魔术师} C1 A:邪帝 盖乌斯①→黑魔术师');
    expect(on.links[0]!.outcome).toBe('resolved');
  });
});
