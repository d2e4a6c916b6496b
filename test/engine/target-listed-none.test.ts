// CH-TARGET-LISTED-NONE (test/RULES.md; review s42): a target not written is assumed only where the situation could hold one — a
// target group whose places are listed in full (the GYs written empty) with too few fitting cards makes the activation illegal.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('targets in places the situation lists (CH-TARGET-LISTED-NONE)', () => {
  it('[CH-TARGET-LISTED-NONE] 烈风帝 莱扎① (imported: a field card and a GY card) with both GYs written empty: no GY target — it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 A墓: B墓:} C1 A:烈风帝 莱扎①→三眼怪');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TARGET-LISTED-NONE');
    expect(a.assumptions.join('')).not.toContain('其余的假定存在');
  });
  it('[CH-TARGET-LISTED-NONE] the other side: a GY holding a card, or GYs not written, leave the unwritten target assumed', () => {
    const held = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 A墓: B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪');
    expect(held.links[0]!.legal).toBe(true);
    expect(held.assumptions.join('')).toContain('其余的假定存在');
    const unwritten = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪} C1 A:烈风帝 莱扎①→三眼怪');
    expect(unwritten.links[0]!.legal).toBe(true);
    expect(unwritten.links[0]!.rules).not.toContain('CH-TARGET-LISTED-NONE');
  });
  it('[CH-TARGET-LISTED-NONE] no target written at all (review s42-rv2): 死者苏生 with both GYs written empty cannot be activated; 过早的埋葬 (自己墓地) with A\'s GY written empty neither', () => {
    for (const input of ['{回合:A 阶段:主要1 A墓: B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:} C1 A:过早的埋葬']) {
      const l = askCdb(input).links[0]!;
      expect(l.legal, input).toBe(false);
      expect(l.rules, input).toContain('CH-TARGET-LISTED-NONE');
    }
  });
  it('[CH-TARGET-LISTED-NONE] the other side, no target written: a GY holding a monster, a GY written with some cards (it may be written only in part), or B\'s GY not written (死者苏生 takes either GY), keep the target assumed', () => {
    for (const input of ['{回合:A 阶段:主要1 A墓:青眼白龙 B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:黑洞 B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 B墓:青眼白龙} C1 A:过早的埋葬']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(true);
      expect(a.links[0]!.rules, input).not.toContain('CH-TARGET-LISTED-NONE');
    }
  });
});
