// CH-COLUMN-COUNT (s58): 「相同纵列有卡2张以上存在的场合，这张卡可以在那个纵列的自己场上特殊召唤」 (the 机界骑士 ①) and 「3张以上的卡在相同纵列
// 存在的场合才能发动」 (铁骑龙 创世母神机①) — one column holds that many cards of either player, counted over the Main and Extra Monster
// Zones and the Spell & Trap Zones (a column is shared across the field: A's zone c faces B's zone 6−c). A 机界骑士 goes to its own
// field in that column, so its Main Monster Zone there must be free. Before s58 the clause was not read: the procedure was never judged
// (summoned with any field) and 创世母神机 said the condition was unread. Probed as a head judge would: the opponent's card in the
// column, a Set card behind a monster, an Extra Monster Zone, the column's zone taken, and zones not stated (not told, said).
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const summon = (field: string) => chain(`{回合:A 阶段:主要1 ${field} A手:苍穹之机界骑士} 特殊召唤 苍穹之机界骑士`);
const refusal = (field: string): string => summon(field).warnings.join('\n');

describe.skipIf(!haveCards)('CH-COLUMN-COUNT: a column holding that many cards', () => {
  it('[CH-COLUMN-COUNT] 苍穹之机界骑士 by its procedure: 2 cards in one column (A’s Set card in 魔陷3, B’s monster in 主3 facing it) — made', () => {
    const a = summon('A场只有:魔法筒(盖,魔陷3) B场只有:黑魔术师(主3)');
    expect(a.window.triggers.map((t) => t.card.name)).toContain('苍穹之机界骑士');
    expect(refusal('A场只有:魔法筒(盖,魔陷3) B场只有:黑魔术师(主3)')).not.toContain('不能这样特殊召唤');
  });
  it('[CH-COLUMN-COUNT] no column with 2 cards (A 主1, B 主3 is A’s column 3): refused, naming the condition', () => {
    const said = refusal('A场只有:青眼白龙(主1) B场只有:黑魔术师(主3)');
    expect(said).toContain('相同纵列有卡2张以上存在');
    expect(said).toContain('不能这样特殊召唤');
    expect(summon('A场只有:青眼白龙(主1) B场只有:黑魔术师(主3)').window.triggers).toHaveLength(0);
  });
  it('[CH-COLUMN-COUNT] the only such column has its own Main Monster Zone taken (A 主3, B 主3): refused — it goes to that column', () => {
    expect(refusal('A场只有:青眼白龙(主3) B场只有:黑魔术师(主3)')).toContain('不能这样特殊召唤');
  });
  it('[CH-COLUMN-COUNT] an Extra Monster Zone counts in its column: B’s 解码语者 in EX右 and B’s monster in 主4 (A’s column 2)', () => {
    expect(refusal('A场只有: B场只有:解码语者(EX右),黑魔术师(主4)')).not.toContain('不能这样特殊召唤');
    expect(refusal('A场只有: B场只有:解码语者(EX左),黑魔术师(主4)')).toContain('不能这样特殊召唤');
  });
  it('[CH-COLUMN-COUNT] zones not stated: the count cannot be read — made, and the answer says it was assumed', () => {
    const a = summon('A场:青眼白龙 B场:黑魔术师');
    expect(a.assumptions.join('\n')).toContain('假定满足');
    expect(refusal('A场:青眼白龙 B场:黑魔术师')).not.toContain('不能这样特殊召唤');
  });
  it('[CH-COLUMN-COUNT] 铁骑龙 创世母神机①: 3 cards in a column (A 主3 and 魔陷3, B 主3) — activatable; with 2 — refused', () => {
    const at = (b: string) => chain(`{回合:A 阶段:主要1 A场只有:青眼白龙(主3),魔法筒(盖,魔陷3) B场只有:黑魔术师(${b}) A手:铁骑龙 创世母神机} C1 A:铁骑龙 创世母神机#1`).links[0]!;
    expect(at('主3').legal).toBe(true);
    expect(at('主3').rules).toContain('CH-COLUMN-COUNT');
    expect(at('主1').legal).toBe(false);
    expect(at('主1').illegalReason).toContain('相同纵列有卡3张以上存在');
  });
});
