// The newer-than-cdb cards of src/cards/curated/newer/copy-effects.ts: their facts must be what the card does in the rulings
// that use it (docs/c03/复制.rst), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { copyEffectCards, copyEffectNewerThanCdb } from '../../src/cards/curated/newer/copy-effects.js';

describe('r16copy newer cards written as text', () => {
  it('事务回滚①: a card activation paying half the LP that targets a Normal Trap in either GY and copies it', () => {
    const c = copyEffectCards.find((x) => x.name === '事务回滚')!;
    const e = c.effects.find((x) => x.n === 1)!;
    expect(e).toMatchObject({ kind: 'activation', copies: 'target', cost: [{ do: 'pay-lp', amount: 'half' }], targets: { count: 1, filter: { kind: 'trap', place: 'gy' } } });
    // Nothing of its own is done: what it does is the copied Trap's.
    expect(e.does).toEqual([]);
    expect(Object.keys(copyEffectNewerThanCdb).map(Number)).toEqual(copyEffectCards.map((x) => x.id));
  });
});
