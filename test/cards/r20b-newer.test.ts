// The newer-than-cdb cards of src/cards/curated/newer/r20b.ts written as text (textCard): the compiler's reading must be
// what the card does in the rulings that use them (docs/c02, docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { r20bCards } from '../../src/cards/curated/newer/r20b.js';

const { effect } = lookup(r20bCards);

describe('r20b newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of r20bCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('俱舍怒威族的准备②: an optional trigger on the opponent activating a Trap, while a 「俱舍怒威族」 monster is on my field; a face-down banish', () => {
    const e = effect('俱舍怒威族的准备', 2);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'activated', subject: { kind: 'trap', side: 'opponent' } } });
    expect(e.condition).toEqual([expect.objectContaining({ is: 'exists', filter: expect.objectContaining({ archetype: '俱舍怒威族', kind: 'monster', side: 'self' }) })]);
    expect(e.does?.map((a) => a.do)).toContain('banish');
  });
});
