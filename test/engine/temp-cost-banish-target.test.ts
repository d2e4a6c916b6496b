// CH-TEMP-BANISH-TRAP-RETURN (docs/c02/基本用语.rst:1099–1104): a cost that banishes a monster only until the End Phase
// is a banish for a while even when a targeting clause stands between 「除外」 and 「才能发动」; a trap monster banished so
// cannot come back as a monster and goes to the GY then.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a temporary cost banish followed by a targeting clause (CH-TEMP-BANISH-TRAP-RETURN)', () => {
  const back = (input: string) => (askCdb(input).delayed ?? []).filter((d) => d.rules.includes('CH-TEMP-BANISH-TRAP-RETURN'));
  it('[CH-TEMP-BANISH-TRAP-RETURN] 围绕着星遗物的战斗 「…直到结束阶段除外，以对方场上1只…为对象才能发动」 with 金属反射史莱姆 as the cost: it goes to the GY at the End Phase', () => {
    const d = back('{回合:A 阶段:主要1 A场:围绕着星遗物的战斗(盖),金属反射史莱姆(当作怪兽) B场:青眼白龙} C1 A:围绕着星遗物的战斗→青眼白龙 [cost:除外 金属反射史莱姆]');
    expect(d.map((x) => x.phase)).toEqual(['end-phase']);
    expect(d[0]!.what).toContain('金属反射史莱姆');
    expect(d[0]!.what).toContain('送去墓地');
  });
  it('[CH-TEMP-BANISH-TRAP-RETURN] the other side: the same card paying with a monster (三眼怪) lists no return to the GY', () => {
    expect(back('{回合:A 阶段:主要1 A场:围绕着星遗物的战斗(盖),三眼怪 B场:青眼白龙} C1 A:围绕着星遗物的战斗→青眼白龙 [cost:除外 三眼怪]')).toEqual([]);
  });
});
