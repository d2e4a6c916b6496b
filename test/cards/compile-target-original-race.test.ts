// CMP-TARGET-ORIGINAL-RACE (issue 16; rules reference docs/c02/基本用语.rst:1128–1129): a card an effect compares by its original
// Type must have one. A trap monster whose text prints no Type has none (the Type declared as it is activated is no original one):
// 「和那只怪兽是…原本种族相同的…」 cannot target it, and 「以原本的种族·属性是和那只怪兽相同的…为对象」 cannot be paid by tributing it.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-TARGET-ORIGINAL-RACE, the reader', () => {
  it('[CMP-TARGET-ORIGINAL-RACE] the target compared by its original Type, and the monster paid for a target compared with it, must have an original Type', () => {
    const target = compileEffects('①：以场上1只表侧表示怪兽为对象才能发动。从自己的手卡·墓地选和那只怪兽是原本卡名不同并是原本种族相同的1只怪兽特殊召唤。', { kind: 'trap', subtypes: ['normal'] })[0]!;
    expect(target.targets?.filter.hasOriginalRace).toBe(true);
    const cost = compileEffects('①：把自己场上1只怪兽解放，以原本的种族·属性是和那只怪兽相同的对方墓地1只怪兽为对象才能发动。那只怪兽在自己场上特殊召唤。', { kind: 'spell', subtypes: ['quickplay'] })[0]!;
    expect(cost.cost?.[0]?.what).toMatchObject({ filter: { hasOriginalRace: true } });
    // the other side: a target compared by another thing (its original name only) is not asked for an original Type
    const other = compileEffects('①：以场上1只表侧表示怪兽为对象才能发动。从自己的手卡选和那只怪兽是原本卡名不同的1只怪兽特殊召唤。', { kind: 'trap', subtypes: ['normal'] })[0]!;
    expect(other.targets?.filter.hasOriginalRace).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-TARGET-ORIGINAL-RACE, what a user sees', () => {
  const legal1 = (input: string) => askCdb(input).links.find((l) => l.n === 1)?.legal;
  it('[CMP-TARGET-ORIGINAL-RACE] 一族的集结 cannot target 镜像沼泽人 (no Type printed) but may target 机壳的冻结 (Machine printed) or a monster', () => {
    expect(legal1('{回合:A 阶段:主要1 A场:一族的集结(盖),镜像沼泽人(当作怪兽) A墓:三眼怪} C1 A:一族的集结 → 镜像沼泽人')).toBe(false);
    expect(legal1('{回合:A 阶段:主要1 A场:一族的集结(盖),机壳的冻结(当作怪兽) A墓:三眼怪} C1 A:一族的集结 → 机壳的冻结')).toBe(true);
    expect(legal1('{回合:A 阶段:主要1 A场:一族的集结(盖),恶魔召唤 A墓:三眼怪} C1 A:一族的集结 → 恶魔召唤')).toBe(true);
  });
  it('[CMP-TARGET-ORIGINAL-RACE] 替身演员 cannot be activated by tributing 量子猫 (no Type printed); tributing a monster it can', () => {
    expect(legal1('{回合:A 阶段:主要1 A场:替身演员(盖),量子猫(当作怪兽) B墓:三眼怪} C1 A:替身演员 → 三眼怪 [cost:解放 量子猫]')).toBe(false);
    expect(legal1('{回合:A 阶段:主要1 A场:替身演员(盖),恶魔召唤 B墓:三眼怪} C1 A:替身演员 → 三眼怪 [cost:解放 恶魔召唤]')).toBe(true);
  });
});
