// WIN-CONTINUOUS-FIRST (test/RULES.md; seed 000 召唤的处理 ⑥): 「…的永续效果从现在起适用」 is said of a monster an event of this window put
// face-up on the field — not of one summoned by the action the chain was built after (its continuous effects applied since then),
// and not of one whose effects a face-up card negates (they do not apply at all).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const notes = (input: string) => askCdb(input).window.notes.join('\n');
const FROM_NOW = '永续效果从现在起适用';

describe.skipIf(!haveCards)('continuous effects that start to apply as the window opens', () => {
  it('[WIN-CONTINUOUS-FIRST] 电子暗黑魔角 summoned, then its ① under 技能抽取: the window after the chain does not say its continuous effects apply from now', () => {
    expect(notes('{回合:A 阶段:主要1 A墓:太古的白石 A场:技能抽取} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石')).not.toContain(FROM_NOW);
  });
  it('[WIN-CONTINUOUS-FIRST] the same with C2 效果遮蒙者 negating it: not said either', () => {
    expect(notes('{回合:A 阶段:主要1 A墓:太古的白石 A场:技能抽取} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石 C2 B:效果遮蒙者→电子暗黑魔角')).not.toContain(FROM_NOW);
  });
  it('[WIN-CONTINUOUS-FIRST] summoned before the chain, no negation: the chain-end window does not say it again (it applied since the summon)', () => {
    expect(notes('{回合:A 阶段:主要1 A墓:太古的白石} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石')).not.toContain(FROM_NOW);
  });
  it('[WIN-CONTINUOUS-FIRST] 技能抽取 face-up: a monster summoned (召唤) or revived (死者苏生) under it applies no continuous effect — not said', () => {
    expect(notes('{回合:A 阶段:主要1 A场:技能抽取} 召唤 电子暗黑魔角')).not.toContain(FROM_NOW);
    expect(notes('{回合:A 阶段:主要1 A手:死者苏生 A墓:电子暗黑魔角 A场:技能抽取} C1 A:死者苏生→电子暗黑魔角')).not.toContain(FROM_NOW);
  });
  it('[WIN-CONTINUOUS-FIRST] the other side: summoned by the action, or revived by the chain, with nothing negating it — said', () => {
    expect(notes('{回合:A 阶段:主要1} 召唤 电子暗黑魔角')).toContain(FROM_NOW);
    expect(notes('{回合:A 阶段:主要1 A手:死者苏生 A墓:电子暗黑魔角} C1 A:死者苏生→电子暗黑魔角')).toContain(FROM_NOW);
  });
});
