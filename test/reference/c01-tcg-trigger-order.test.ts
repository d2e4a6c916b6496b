// Rules reference, docs/c01: the TCG rule change that stopped ordering simultaneous triggers by the
// order their events happened (the OCG rule). Each worked example, in our own words, judged end to end.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, haveCards, referenceJudge, triggerNames } from './judge.js';

const CHAPTER = 'docs/c01/TCG规则修订：不再按照触发顺序排列连锁.rst';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  it('[ref docs/c01/TCG规则修订：不再按照触发顺序排列连锁.rst:9] 影灵衣的降魔镜 tributes 施里特 for 三叉龙之影灵衣: both effects are one group the player orders (WIN-TRIBUTED)', () => { expect(triggerNames(ask('{回合:A 阶段:主要1 A手:三叉龙之影灵衣,影灵衣术士 施里特,影灵衣的降魔镜} 仪式召唤 三叉龙之影灵衣 素材 影灵衣术士 施里特')).sort()).toEqual(['三叉龙之影灵衣', '影灵衣术士 施里特'].sort()); });

  it('[ref docs/c01/TCG规则修订：不再按照触发顺序排列连锁.rst:10] 黑洞 destroys two monsters with triggers: one player\'s triggers are ordered freely, not by the order of destruction', () => {
    const a = ask('{回合:A 阶段:主要1 B场:三眼怪,黑森林的魔女} C1 A:黑洞');
    const t = a.window.triggers;
    expect(t.map((x) => `${x.controller} ${x.card.name} ${x.mandatory ? 'M' : ''}`).sort()).toEqual(['B 三眼怪 M', 'B 黑森林的魔女 M']);
    // One SEGOC level and one group: B chooses the order of its own two mandatory triggers.
    expect(new Set(t.map((x) => x.level)).size).toBe(1);
    expect(t[0]!.group).not.toBeNull();
    expect(t[0]!.group).toBe(t[1]!.group);
  });
});
