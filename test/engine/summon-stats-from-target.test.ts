// CH-SUMMON-STATS-FROM-TARGET (issue 16; rules reference docs/c02/基本用语.rst:1116–1122): a Trap that becomes a monster whose ATK/DEF
// are its target's (「变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽」) is not summoned when no face-up target monster
// is left as it resolves — a target turned face-down is no longer one; the card (a Continuous Trap) stays in the Spell & Trap Zone.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('CH-SUMMON-STATS-FROM-TARGET, the reader', () => {
  it('[CH-SUMMON-STATS-FROM-TARGET] 「这张卡发动后变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽…特殊召唤」 is read so; a fixed ATK/DEF is not', () => {
    const e = compileEffects('①：以对方场上1只表侧表示怪兽为对象才能把这张卡发动。这张卡发动后变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽（魔法师族·暗·4星·攻/守?）在怪兽区域攻击表示特殊召唤。这张卡也当作陷阱卡使用。', { kind: 'trap', subtypes: ['continuous'] })[0]!;
    expect(e.does.find((a) => a.do === 'special-summon')).toMatchObject({ asMonster: true, statsFromTarget: true });
    const fixed = compileEffects('①：这张卡发动后变成效果怪兽（岩石族·地·7星·攻0/守2500）在怪兽区域特殊召唤。这张卡也当作陷阱卡使用。', { kind: 'trap', subtypes: ['continuous'] })[0]!;
    expect(fixed.does.find((a) => a.do === 'special-summon')?.statsFromTarget).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-SUMMON-STATS-FROM-TARGET, what a user sees', () => {
  it('[CH-SUMMON-STATS-FROM-TARGET] 次元反射镜 whose target 三眼怪 is turned face-down by 月之书 is not summoned and stays; with its target still face-up it is summoned', () => {
    const input = '{回合:B 阶段:主要1 A场:次元反射镜(盖),黑魔术师,青眼白龙 B场:三眼怪,月之书(盖)} C1 A:次元反射镜 → 三眼怪 C2 B:月之书 → 三眼怪';
    const a = askCdb(input);
    expect(summoned(input)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-STATS-FROM-TARGET');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('次元反射镜');
    expect(summoned('{回合:B 阶段:主要1 A场:次元反射镜(盖),黑魔术师,青眼白龙 B场:三眼怪} C1 A:次元反射镜 → 三眼怪 C2 B:增殖的G')).toEqual(['次元反射镜']);
  });
});
