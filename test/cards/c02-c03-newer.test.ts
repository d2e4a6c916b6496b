// The newer-than-cdb cards of src/cards/curated/newer/c02-activation.ts and c03-negation.ts: their facts must be what the card does in the rulings
// that use it (docs/c03 chapters), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03NegationCards } from '../../src/cards/curated/newer/c03-negation.js';

const all = [...c03NegationCards];
const { effect } = lookup(all);

describe('r16nc5 newer cards written as text', () => {
  it('天地再世②: a quick effect in the opponent’s turn whose cost sends the card itself to the GY', () => {
    const e = effect('天地再世', 2);
    expect(e).toMatchObject({ kind: 'quick', cost: [{ do: 'send-to-gy', what: 'self' }], condition: [{ is: 'turn', whose: 'opponent' }] });
    // What ② does is not known: no step is invented.
    expect(e.does).toEqual([]);
  });
});
