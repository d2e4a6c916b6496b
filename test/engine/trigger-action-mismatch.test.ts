// CH-TRIGGER-ACTION-MISMATCH: the action before the chain fixes how the link's card was just summoned; a trigger on another kind of
// summon of that card is not met and cannot be activated (not "assumed met").
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

describe.skipIf(!haveCards)('a summon trigger after a summon of another kind (CH-TRIGGER-ACTION-MISMATCH)', () => {
  it('[CH-TRIGGER-ACTION-MISMATCH] 「召唤成功的场合」 after a Special Summon of it: cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:太古的白石} 特殊召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(linkOf(a, 1).rules).toContain('CH-TRIGGER-ACTION-MISMATCH');
    expect(linkOf(a, 1).illegalReason).toContain('特殊召唤');
    expect(a.assumptions.join()).not.toContain('假定');
  });
  it('[CH-TRIGGER-ACTION-MISMATCH] 「特殊召唤成功的场合」 after a Normal Summon of it: cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1} 召唤 文具电子人002 C1 A:文具电子人002①');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(linkOf(a, 1).rules).toContain('CH-TRIGGER-ACTION-MISMATCH');
  });
  it('[CH-TRIGGER-ACTION-MISMATCH] the summon its trigger names, either of 「召唤·特殊召唤」, or another card summoned: not refused by it', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A墓:太古的白石} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石',
      '{回合:A 阶段:主要1} 特殊召唤 文具电子人002 C1 A:文具电子人002①',
      '{回合:A 阶段:主要1} 召唤 磁石战士δ C1 A:磁石战士δ①',
      '{回合:A 阶段:主要1} 特殊召唤 磁石战士δ C1 A:磁石战士δ①',
      '{回合:A 阶段:主要1 A场:文具电子人002} 召唤 磁石战士δ C1 A:磁石战士δ① C2 A:文具电子人002①',
    ]) {
      const a = askCdb(input);
      for (const l of a.links) expect(l.rules, input).not.toContain('CH-TRIGGER-ACTION-MISMATCH');
      expect(linkOf(a, 1).legal, input).not.toBe(false);
    }
  });
});
