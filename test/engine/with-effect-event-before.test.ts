// Issue 16: CH-WITH-EFFECT-EVENT-BEFORE (src/engine/chain/with-effect.ts; docs/c03/诱发类效果.rst:142–144) — a Continuous Trap activated
// as chain link 1 right after an event (an action, or the chain the new one follows) may activate with it (`[同时发动n]`) an effect that
// event met: a 「…的场合」 one always, a 「…时」 one only when that event was the last thing to happen.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-WITH-EFFECT-EVENT-BEFORE', CARDS_DB);

const first = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('CH-WITH-EFFECT-EVENT-BEFORE', () => {
  it('[CH-WITH-EFFECT-EVENT-BEFORE] right after the opponent Special Summons 三眼怪, 休息一回 (「…的场合」) may be activated together with its ②', () => {
    const l = first('{回合:A 阶段:主要1 B场:休息一回(盖)} 特殊召唤 A:三眼怪 C1 B:休息一回[同时发动②]');
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-WITH-EFFECT-EVENT-BEFORE');
  });
  it('[CH-WITH-EFFECT-EVENT-BEFORE] after a chain whose summon (活死人的呼声, link 2) was followed by link 1 destroying a card: the 「…时」 机壳的再星② missed its timing, 休息一回② did not', () => {
    // (电子龙, a Level 5 Effect Monster: 机壳的再星② answers Level 5 or more only, CMP-EVENT-LEVEL-AFTER; 休息一回② Effect Monsters only.)
    const base = '{回合:A 阶段:主要1 A场:神圣森林,活死人的呼声(盖) A墓:电子龙 B场:机壳的再星(盖),休息一回(盖),旋风(盖)} C1 B:旋风→神圣森林 C2 A:活死人的呼声→电子龙 然后';
    expect(first(`${base} C1 B:休息一回[同时发动②]`).legal).toBe(true);
    const when = first(`${base} C1 B:机壳的再星[同时发动②]`);
    expect(when.legal).toBe(false);
    expect(when.illegalReason).toContain('错过了时点');
  });
  it('[CH-WITH-EFFECT-EVENT-BEFORE] the 「…时」 机壳的再星② is allowed when the summon was the last thing (死者苏生 alone)', () => {
    expect(first('{回合:A 阶段:主要1 A墓:青眼白龙 B场:机壳的再星(盖)} C1 A:死者苏生→青眼白龙 然后 C1 B:机壳的再星[同时发动②]').legal).toBe(true);
  });
  it('[CH-WITH-EFFECT-EVENT-BEFORE] the other side: with no event before the chain, or not as chain link 1, the effect cannot be joined (CH-WITH-EFFECT)', () => {
    const none = first('{回合:A 阶段:主要1 B场:休息一回(盖)} C1 B:休息一回[同时发动②]');
    expect(none.legal).toBe(false);
    expect(none.rules).not.toContain('CH-WITH-EFFECT-EVENT-BEFORE');
    expect(first('{回合:A 阶段:主要1 A场:神圣森林 B场:休息一回(盖),旋风(盖)} 特殊召唤 A:三眼怪 C1 B:旋风→神圣森林 C2 B:休息一回[同时发动②]', 2).legal).toBe(false);
  });
  it('[CH-WITH-EFFECT-EVENT-BEFORE] the event’s card is read too: 休息一回② (「效果怪兽攻击表示特殊召唤的场合」) cannot join its activation after a monster was Special Summoned in defense position', () => {
    expect(first('{回合:A 阶段:主要1 B场:休息一回(盖)} 特殊召唤 A:三眼怪(守) C1 B:休息一回[同时发动②]').legal).toBe(false);
    expect(first('{回合:A 阶段:主要1 B场:休息一回(盖)} 特殊召唤 A:三眼怪 C1 B:休息一回[同时发动②]').legal).toBe(true);
  });
});
