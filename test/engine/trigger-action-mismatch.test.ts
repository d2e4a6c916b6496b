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

// CH-TRIGGER-STATED-SUMMON: with no action before the chain, the card's stated summon (`(特殊召唤)`, `(上级召唤)` …) decides its
// own-summon trigger the same way.
describe.skipIf(!haveCards)('a summon trigger on a card stated summoned another way (CH-TRIGGER-STATED-SUMMON)', () => {
  it('[CH-TRIGGER-STATED-SUMMON] 烈风帝 莱扎① and 邪帝 盖乌斯① (「上级召唤成功的场合」) on a card stated Special Summoned, or Normal Summoned without tributes: cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(特殊召唤) B场:三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(linkOf(a, 1).rules).toContain('CH-TRIGGER-STATED-SUMMON');
    expect(linkOf(a, 1).illegalReason).toContain('上级召唤');
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:邪帝 盖乌斯(通常召唤) B场:三眼怪} C1 A:邪帝 盖乌斯①→三眼怪'), 1).legal).toBe(false);
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:文具电子人002(上级召唤)} C1 A:文具电子人002①'), 1).legal).toBe(false);
  });
  it('[CH-TRIGGER-STATED-SUMMON] the other side: stated the way its text names, or not stated at all (assumed), it is activated', () => {
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师'), 1).legal).toBe(true);
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:邪帝 盖乌斯 B场:三眼怪} C1 A:邪帝 盖乌斯①→三眼怪'), 1).legal).toBe(true);
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:文具电子人002(特殊召唤)} C1 A:文具电子人002①'), 1).legal).toBe(true);
    // a trigger on another card's summon is not judged by this card's own summon
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:邪帝 盖乌斯(特殊召唤) B场:三眼怪} C1 A:邪帝 盖乌斯①→三眼怪'), 1).rules).toContain('CH-TRIGGER-STATED-SUMMON');
  });
});

// CH-TRIGGER-STATED-SUMMON on a curated card (review s42-rv2): 冰帝 美比乌斯's curated 「上级召唤成功时」 named no subject, so the stated
// `(特殊召唤)` was never read against it (data: its trigger is on this card's own Tribute Summon).
describe.skipIf(!haveCards)('a curated Tribute Summon trigger on a card stated summoned another way', () => {
  it('[CH-TRIGGER-STATED-SUMMON] 冰帝 美比乌斯① stated (特殊召唤): cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:冰帝 美比乌斯(特殊召唤) B场:旋风(盖)} C1 A:冰帝 美比乌斯①→旋风');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(linkOf(a, 1).rules).toContain('CH-TRIGGER-STATED-SUMMON');
  });
  it('[CH-TRIGGER-STATED-SUMMON] the other side: stated (上级召唤), or not stated, it is activated', () => {
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:冰帝 美比乌斯(上级召唤) B场:旋风(盖)} C1 A:冰帝 美比乌斯①→旋风'), 1).legal).toBe(true);
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:冰帝 美比乌斯 B场:旋风(盖)} C1 A:冰帝 美比乌斯①→旋风'), 1).legal).toBe(true);
  });
});
