// A head judge's spot-check of current OCG staples (session s48): each test is an answer a player saw wrong before its fix.
// Cards of the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const windowNotes = (input: string) => (askCdb(input).window?.notes ?? []).map((n) => n);

describe.skipIf(!haveCards)('staples spot-check (s48)', () => {
  it('[WIN-RULE-TO-GY] 神之宣告 negated by 红色重启 is Set again: the rule sends 红色重启 and 黑洞 to the GY, not the Set 神之宣告', () => {
    const input = '{回合:A 阶段:主要1 A场:神之宣告(盖) B手:红色重启} C1 A:黑洞 C2 A:神之宣告 C3 B:红色重启';
    const note = windowNotes(input).find((n) => n.includes('按规则送去墓地'));
    expect(note).toBeDefined();
    expect(note).toContain('红色重启');
    expect(note).toContain('黑洞');
    expect(note).not.toContain('神之宣告');
  });
});
