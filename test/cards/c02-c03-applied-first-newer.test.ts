// The newer-than-cdb cards of src/cards/curated/newer/c02-c03-applied-first-newer.ts written as text (textCard): the compiler's
// reading must be what the card does in the rulings that use them (docs/c02, docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c02c03AppliedFirstNewerCards } from '../../src/cards/curated/newer/c02-c03-applied-first-newer.js';

const { effect } = lookup(c02c03AppliedFirstNewerCards);

describe('newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c02c03AppliedFirstNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('合体魔龙 蒂迈欧①: unaffected by the other cards’ effects', () => {
    expect(effect('合体魔龙 蒂迈欧', 1)).toMatchObject({ kind: 'continuous', does: [{ do: 'unaffected', what: 'self', fromCards: { notSelf: true } }] });
  });

  it('蒂迈欧之眼光①: the monster it summoned is banished in an End Phase, a step left for later on the card it moved', () => {
    const e = effect('蒂迈欧之眼光', 1);
    expect(e.kind).toBe('activation');
    expect(e.does.find((a) => a.do === 'banish')).toMatchObject({ what: 'moved', movedBy: 'special-summon', whenever: { event: 'phase-start', phase: 'end-phase' } });
  });
});
