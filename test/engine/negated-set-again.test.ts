// CH-NEGATED-SET-AGAIN (family "trap monsters and a card's state when it leaves", issue 16; rules reference docs/c02/基本用语.rst:27, 35):
// 「那个发动无效，那张卡直接盖放」 Sets the negated card again where it is — it does not leave the field, so it is still the card the
// chain's links targeted. Cards of the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (input: string, type: string, link: number | null = null) => askCdb(input).events.filter((e) => e.type === type && (link === null || e.link === link)).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a negated card Set again stays the card (CH-NEGATED-SET-AGAIN)', () => {
  it('[CH-NEGATED-SET-AGAIN] 强制脱出装置 negated by 红色重启 is Set again, not sent to the GY: 旋风 (C1), which targeted it Set, still destroys it', () => {
    const input = '{回合:B 阶段:主要1 A场:强制脱出装置(盖) B场:旋风(盖),青眼白龙 B手:红色重启} C1 B:旋风→强制脱出装置 C2 A:强制脱出装置→青眼白龙 C3 B:红色重启';
    const a = askCdb(input);
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'activation-negated', 'resolved']);
    expect(a.links[2]!.rules).toContain('CH-NEGATED-SET-AGAIN');
    expect(moved(input, 'set', 3)).toEqual(['强制脱出装置']);
    expect(moved(input, 'destroyed', 1)).toEqual(['强制脱出装置']);
    expect(moved(input, 'sent-to-gy')).not.toContain('强制脱出装置');
  });
  it('[CH-NEGATED-SET-AGAIN] the other side: a negation that does not Set it (神之宣告 destroys it) leaves 旋风 nothing to destroy', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:强制脱出装置(盖) B场:旋风(盖),青眼白龙,神之宣告(盖)} C1 B:旋风→强制脱出装置 C2 A:强制脱出装置→青眼白龙 C3 B:神之宣告');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.events.some((e) => e.type === 'set')).toBe(false);
  });
});
