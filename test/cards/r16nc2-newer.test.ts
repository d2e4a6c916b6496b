import { describe, expect, it } from 'vitest';
import { r16nc2C04Cards, r16nc2C04NewerThanCdb } from '../../src/cards/curated/newer/r16nc2-c04.js';

// Newer cards written as restated text (textCard) for the docs/c04 examples: the compiler must read the clauses the examples judge.
const byName = (cards: typeof r16nc2C04Cards, name: string) => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name}`);
  return c;
};

describe('r16nc2 newer cards (docs/c04)', () => {
  it('every card is listed as newer than the database, and every text card compiles', () => {
    for (const c of r16nc2C04Cards) {
      expect(r16nc2C04NewerThanCdb[c.id], c.name).toBeDefined();
      if (c.text) expect(c.source, c.name).toBe('inferred');
    }
  });
  it('灵王的波动 answers only an activation that contains a Special Summon', () => {
    const e = byName(r16nc2C04Cards, '灵王的波动').effects.find((x) => x.n === 1)!;
    expect(e.respondsTo?.includes).toEqual([{ do: 'special-summon' }]);
    expect(e.does?.map((a) => a.do)).toEqual(['negate-activation', 'destroy']);
  });
  it('纠罪巧γ’ ② answers an effect that Sets a card or turns a monster face-down', () => {
    const e = byName(r16nc2C04Cards, '纠罪巧γ’-欺瞒“exapatisIA”').effects.find((x) => x.n === 2)!;
    expect(e.respondsTo?.includes?.map((x) => x.do)).toEqual(['set', 'flip-face-down']);
  });
  it('味美喵☆惊喜奖品 has two modes chosen at activation; only the first summons', () => {
    const es = byName(r16nc2C04Cards, '味美喵☆惊喜奖品').effects.filter((x) => x.choiceOf === 1);
    expect(es.map((e) => e.does?.map((a) => a.do))).toEqual([['special-summon'], ['draw']]);
  });
  it('威胁武装龙 ② sends its target and summons from the Deck', () => {
    const e = byName(r16nc2C04Cards, '威胁武装龙').effects.find((x) => x.n === 2)!;
    expect(e.does?.map((a) => a.do)).toEqual(['send-to-gy', 'special-summon']);
  });
});
