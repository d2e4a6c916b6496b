// CH-DAMAGE-STEP-OLD-RULING (rules reference docs/c03/战斗阶段流程.rst:516–522): effects met by another card destroyed are ruled
// unevenly under old texts. 再开的大朵蔷薇, 新宇侠的逆转 and 除草兽② are ruled not to be activated in the Damage Step (the
// `notInDamageStep` fact, src/cards/curated/old-rulings.ts, laid over the effects read from their cards.cdb texts); 平行选择 is
// ruled that it can, and has no such fact. Outside the Damage Step the fact bars nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const DS = '{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪}';

describe.skipIf(!haveCards)('old-text rulings in the Damage Step', () => {
  it('[CH-DAMAGE-STEP-OLD-RULING] 再开的大朵蔷薇, 新宇侠的逆转 and 除草兽② cannot be activated in the Damage Step (also at damage calculation); 平行选择 can', () => {
    for (const c of ['再开的大朵蔷薇', '新宇侠的逆转', '除草兽②']) {
      const a = askCdb(`${DS} C1 B:${c}`);
      expect(a.links[0]!.legal).toBe(false);
      expect(a.links[0]!.rules).toContain('CH-DAMAGE-STEP-OLD-RULING');
    }
    const calc = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪} C1 B:再开的大朵蔷薇');
    expect(calc.links[0]!.rules).toContain('CH-DAMAGE-STEP-OLD-RULING');
    const parallel = askCdb(`${DS} C1 B:平行选择`);
    expect(parallel.links[0]!.legal).toBe(true);
    expect(parallel.links[0]!.rules).not.toContain('CH-DAMAGE-STEP-OLD-RULING');
  });

  it('[CH-DAMAGE-STEP-OLD-RULING] outside the Damage Step the ruling bars nothing: 再开的大朵蔷薇 in the GY after a Plant destroyed in the Main Phase may be activated', () => {
    const a = askCdb('{回合:B 阶段:主要1 B墓:再开的大朵蔷薇} C1 B:再开的大朵蔷薇');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-DAMAGE-STEP-OLD-RULING');
  });
});
