import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';

// A newer card can be given as restated card text that the compiler reads (src/cards/curated/dsl.ts textCard).
describe('textCard: a newer card written as text', () => {
  const trap = textCard({
    id: 99000001,
    name: '测试用反击陷阱',
    type: 'trap counter',
    text: '①：对方把怪兽的效果发动时才能发动。那个发动无效并破坏。',
  });

  it('compiles the text into the same facts an imported card gets', () => {
    expect(trap.source).toBe('inferred');
    const e = trap.effects.find((x) => x.n === 1)!;
    expect(e.kind).toBe('activation');
    expect(e.respondsTo).toMatchObject({ by: 'opponent', cardKind: 'monster' });
    expect(e.does?.map((a) => a.do)).toEqual(['negate-activation', 'destroy']);
    expect(trap.text).toContain('那个发动无效');
  });

  it('a normal monster without effects is known, not unknown', () => {
    const m = textCard({ id: 99000002, name: '测试用通常怪兽', type: 'monster normal', level: 4, atk: 1800, def: 1000, text: '一只普通的怪兽。' });
    expect(m.source).toBe('inferred');
    expect(m.effects).toEqual([]);
  });
});
