// CT-BOND-BANISH / CT-BOND across chains (`然后`; rules reference docs/c03/里侧·一时除外.rst:334): a target turned face-down (or moved)
// in an earlier chain is a new card — the bond to it is cut, so the holder leaving later takes nothing with it; a bond made or kept
// in an earlier chain still holds in the next. Before, each chain counted the target's renewals from its own events only: a face-down
// turn in an earlier chain was lost (青眼白龙 banished / destroyed), and a monster 活死人的呼声 revived in an earlier chain was not destroyed.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CT-BOND across 然后', () => {
  it('[CT-BOND-BANISH] 青眼白龙 turned face-down by 月之书 in an earlier chain: 夺骨苏生 destroyed in the next does not banish it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙),青眼白龙(所有者:B) B场:旋风(盖),月之书(盖)} C1 B:月之书→A:青眼白龙 然后 C1 B:旋风→夺骨苏生');
    expect(moved(a, 'destroyed')).toContain('夺骨苏生');
    expect(moved(a, 'banished')).not.toContain('青眼白龙');
  });
  it('[CT-BOND-BANISH] the other side: 月之书 on another monster in the earlier chain leaves the bond — 青眼白龙 is banished', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙),青眼白龙(所有者:B),三眼怪 B场:旋风(盖),月之书(盖)} C1 B:月之书→A:三眼怪 然后 C1 B:旋风→夺骨苏生');
    expect(moved(a, 'banished')).toContain('青眼白龙');
  });
  it('[CT-BOND] 活死人的呼声 the same: its face-down target is not destroyed with it; a target untouched is', () => {
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙 B场:旋风(盖),月之书(盖)} C1 B:月之书→A:青眼白龙 然后 C1 B:旋风→活死人的呼声'), 'destroyed')).not.toContain('青眼白龙');
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙,三眼怪 B场:旋风(盖),月之书(盖)} C1 B:月之书→A:三眼怪 然后 C1 B:旋风→活死人的呼声'), 'destroyed')).toContain('青眼白龙');
  });
  it('[CT-BOND] a bond made in an earlier chain holds in the next: the monster 活死人的呼声 revived is destroyed with it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:活死人的呼声(盖) A墓:青眼白龙 B场:旋风(盖)} C1 A:活死人的呼声→青眼白龙 然后 C1 B:旋风→活死人的呼声');
    expect(moved(a, 'destroyed')).toEqual(expect.arrayContaining(['活死人的呼声', '青眼白龙']));
  });
});
