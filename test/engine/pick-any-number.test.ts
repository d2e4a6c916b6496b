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
  it('[CH-PICK-ANY-NUMBER] 刀皇-都牟羽沓薙①「那个场合，双方从卡组抽出那个数量」: none sent — no one draws; two sent — each player draws 2 (not 1)', () => {
    const none = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 B场:青眼白龙} C1 A:刀皇-都牟羽沓薙①');
    expect(none.events.some((e) => e.type === 'drawn')).toBe(false);
    const two = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 B场:青眼白龙,黑魔术师} C1 A:刀皇-都牟羽沓薙①[送墓 青眼白龙,黑魔术师]');
    const draws = two.events.filter((e) => e.type === 'drawn');
    expect(draws.map((e) => [e.player, e.amount])).toEqual([['A', 2], ['B', 2]]);
  });
  it('[CH-PICK-ANY-NUMBER] 「对方可以选自身场上的卡」: a noted card of 刀皇’s own player is not one the opponent may pick — not sent, no draw; the opponent’s own card noted is sent', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙,三眼怪 B场:青眼白龙} C1 A:刀皇-都牟羽沓薙①[送墓 三眼怪]');
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.link != null)).toBe(false);
    expect(a.events.some((e) => e.type === 'drawn')).toBe(false);
    expect(sent('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙,三眼怪 B场:青眼白龙} C1 A:刀皇-都牟羽沓薙①[送墓 青眼白龙]')).toEqual(['青眼白龙']);
  });
  it('[CH-PICK-ANY-NUMBER] D少年组「可以从卡组把「D少年组」任意数量…特殊召唤。那之后，自己受到…伤害」 (read from its text): no pick noted — no unnamed summon, no damage, and the hint names `[特殊召唤 …]`; with `[特殊召唤 D少年组,D少年组]` both are summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:D少年组 A卡组:D少年组,D少年组} C1 A:D少年组');
    expect(a.events.some((e) => e.type === 'special-summoned' || e.type === 'damage')).toBe(false);
    expect(a.assumptions.join('')).toContain('[特殊召唤 卡名]');
    const b = askCdb('{回合:A 阶段:主要1 A场:D少年组 A卡组:D少年组,D少年组} C1 A:D少年组[特殊召唤 D少年组,D少年组]');
    expect(b.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['D少年组', 'D少年组']);
  });
  it('[CH-PICK-ANY-NUMBER] 堕影的蠢动「可以选…里侧守备表示的「影依」怪兽任意数量变成表侧守备表示」: the hint names `[表示形式变更 …]`, and `[表示形式变更 X]` / `[反转 X]` are understood — the named monster is flipped; without a note it stays face-down', () => {
    const base = '{回合:A 阶段:主要1 A场:堕影的蠢动(盖),影依猎鹰(盖) A卡组:影依刺猬} C1 A:堕影的蠢动';
    const none = askCdb(base);
    expect(none.events.some((e) => e.type === 'flipped')).toBe(false);
    expect(none.assumptions.join('')).toContain('[表示形式变更 卡名]');
    for (const note of ['[表示形式变更 影依猎鹰]', '[反转 影依猎鹰]']) {
      const a = askCdb(base + note);
      expect(a.warnings.join('')).not.toContain('看不懂');
      expect(a.events.filter((e) => e.type === 'flipped').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['影依猎鹰']);
    }
  });
  it('[CH-PICK-ANY-NUMBER] 首领龟「可以从自己的手卡特殊召唤任意数量的「首领龟」上场」 (任意数量 after the verb): no pick noted — none summoned and the choice said; `[特殊召唤 首领龟,首领龟]` summons both', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:首领龟 A手:首领龟,首领龟} C1 A:首领龟');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-PICK-ANY-NUMBER');
    expect(a.assumptions.join('')).toContain('任意数量');
    const b = askCdb('{回合:A 阶段:主要1 A场:首领龟 A手:首领龟,首领龟} C1 A:首领龟[特殊召唤 首领龟,首领龟]');
    expect(b.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['首领龟', '首领龟']);
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
