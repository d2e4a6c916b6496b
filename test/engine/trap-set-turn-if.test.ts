// CH-TRAP-SET-TURN-IF: a card whose text lets it be activated the turn it was Set while a condition holds
// (「自己墓地没有陷阱卡存在的场合，这张卡在盖放的回合也能发动」) may be so activated when the condition is met, is refused
// when it is not, and the condition is assumed (and said) when the situation does not state it. A Trap with no such
// text is still refused the turn it was Set (CH-TRAP-SET-TURN).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TRAP-SET-TURN-IF', CARDS_DB);

const CLOTH = '幻影骑士团 阴暗布面甲';

describe.skipIf(!haveCards)('CH-TRAP-SET-TURN-IF', () => {
  it('[CH-TRAP-SET-TURN-IF] 阴暗布面甲 Set this turn, with its controller\'s GY stated empty, may be activated', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${CLOTH}(盖,本回合盖放) A墓:} C1 A:${CLOTH}`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-TRAP-SET-TURN-IF');
    expect(a.assumptions.join('')).not.toContain('盖放的回合发动的条件');
  });
  it('[CH-TRAP-SET-TURN-IF] with the GY not stated it is allowed, the condition assumed and said', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${CLOTH}(盖,本回合盖放)} C1 A:${CLOTH}`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((s) => s.includes('盖放的回合') && s.includes('陷阱卡') && s.includes('假定'))).toBe(true);
  });
  it('[CH-TRAP-SET-TURN-IF] the other side: a Trap in its controller\'s GY — refused, naming the condition', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${CLOTH}(盖,本回合盖放) A墓:神之宣告} C1 A:${CLOTH}`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TRAP-SET-TURN-IF');
    expect(a.links[0]!.illegalReason).toContain('墓地');
  });
  it('[CH-TRAP-SET-TURN-IF] a Trap in the opponent\'s GY does not matter; a Spell in its own does not either', () => {
    expect(askCdb(`{回合:A 阶段:主要1 A场:${CLOTH}(盖,本回合盖放) A墓:黑洞 B墓:神之宣告} C1 A:${CLOTH}`).links[0]!.legal).toBe(true);
  });
  it('[CH-TRAP-SET-TURN-IF] not Set this turn: the condition is not asked', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${CLOTH}(盖) A墓:神之宣告} C1 A:${CLOTH}`);
    expect(a.links[0]!.legal).toBe(true);
  });
  it('[CH-TRAP-SET-TURN-IF] another card: 幻变骚灵的闹鬼死锁 (Set by a 「幻变骚灵」 card\'s effect) is allowed, how it was Set assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵的闹鬼死锁(盖,本回合盖放)} C1 A:幻变骚灵的闹鬼死锁');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((s) => s.includes('幻变骚灵') && s.includes('假定'))).toBe(true);
  });
  it('[CH-TRAP-SET-TURN-IF] the other side: a Trap whose text allows nothing is still refused the turn it was Set', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:强制脱出装置(盖,本回合盖放) B场:青眼白龙 A墓:} C1 A:强制脱出装置→青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TRAP-SET-TURN');
  });
});
