// CH-PICK-ANY-NUMBER: 「对方可以选自身场上的卡任意数量送去墓地」 — an optional pick of as many as the player likes, none at all included:
// with no pick noted, the step is not assumed done (no card is moved for them), and the answer says so; a noted pick is done.
// (`sent`: the cards a chain link sends — not the Spells/Traps going to the GY by rule after resolving.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const sent = (input: string): string[] => askCdb(input).events.filter((e) => e.type === 'sent-to-gy' && e.link != null).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-PICK-ANY-NUMBER', () => {
  it('[CH-PICK-ANY-NUMBER] 刀皇-都牟羽沓薙① (read from its text): with one card on the opponent’s field and no pick noted, nothing is sent and the answer says the choice is theirs; with `[送墓 青眼白龙]` it is sent', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 B场:青眼白龙} C1 A:刀皇-都牟羽沓薙①');
    expect(a.events.some((e) => e.type === 'sent-to-gy')).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-PICK-ANY-NUMBER');
    expect(a.assumptions.join('')).toContain('任意数量');
    expect(sent('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 B场:青眼白龙,黑魔术师} C1 A:刀皇-都牟羽沓薙①[送墓 青眼白龙]')).toEqual(['青眼白龙']);
  });
  it('[CH-PICK-ANY-NUMBER] not a pick of a stated number: 愚蠢的埋葬 「从卡组把1只怪兽送去墓地」 with one monster in the listed Deck still sends it, and no any-number note is said', () => {
    const a = askCdb('{回合:A A卡组:青眼白龙} C1 A:愚蠢的埋葬');
    expect(sent('{回合:A A卡组:青眼白龙} C1 A:愚蠢的埋葬')).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).not.toContain('CH-PICK-ANY-NUMBER');
  });
  it('[CH-PICK-ANY-NUMBER] in the damage step (刀皇 flipped by an attack), and with 刀皇 returned to the hand before it resolves: the opponent’s pick is still not assumed', () => {
    expect(sent('{回合:A 阶段:伤害步骤 A场:刀皇-都牟羽沓薙 B场:青眼白龙} C1 A:刀皇-都牟羽沓薙①')).toEqual([]);
    expect(sent('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 B场:青眼白龙,强制脱出装置(盖)} C1 A:刀皇-都牟羽沓薙① C2 B:强制脱出装置→刀皇-都牟羽沓薙')).toEqual([]);
  });
});
