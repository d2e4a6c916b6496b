// FD-SUMMONED-BY: a monster an effect turns face-down in the chain is a new card — it no longer remembers which card's effect
// Special Summoned it (as a situation's `变里侧` already forgot). Before, the engine's own turn face-down kept the memory, so 来自黑暗的呼声
// still sent a revived 青眼白龙 that 月之书 had turned face-down.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const sent = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('FD-SUMMONED-BY: turned face-down by an effect', () => {
  it('[FD-SUMMONED-BY] 月之书 chained to 来自黑暗的呼声 turns the revived 青眼白龙 face-down first: it is not sent', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼白龙(由死者苏生) A场:来自黑暗的呼声(盖) A手:月之书} C1 A:来自黑暗的呼声 C2 A:月之书→青眼白龙');
    expect(sent(a)).not.toContain('青眼白龙');
  });
  it('[FD-SUMMONED-BY] another card turning it face-down (皆既日蚀之书), and a face-down turn in an earlier chain (然后), the same', () => {
    expect(sent(askCdb('{回合:A 阶段:主要1 B场:青眼白龙(由死者苏生) A场:来自黑暗的呼声(盖) A手:皆既日蚀之书} C1 A:来自黑暗的呼声 C2 A:皆既日蚀之书'))).not.toContain('青眼白龙');
    expect(sent(askCdb('{回合:A 阶段:主要1 B场:青眼白龙(由死者苏生) A场:来自黑暗的呼声(盖) A手:月之书} C1 A:月之书→青眼白龙 然后 C1 A:来自黑暗的呼声'))).not.toContain('青眼白龙');
  });
  it('[FD-SUMMONED-BY] the other side: not turned face-down, the revived monster is sent; one revived by another card is not', () => {
    expect(sent(askCdb('{回合:A 阶段:主要1 B场:青眼白龙(由死者苏生) A场:来自黑暗的呼声(盖) A手:月之书} C1 A:来自黑暗的呼声'))).toContain('青眼白龙');
    expect(sent(askCdb('{回合:A 阶段:主要1 B场:青眼白龙(由死者苏生),三眼怪(由早埋) A场:来自黑暗的呼声(盖)} C1 A:来自黑暗的呼声'))).not.toContain('三眼怪');
  });
});
