import { describe, expect, it } from 'vitest';
import { r16nc2C04Cards, r16nc2C04NewerThanCdb } from '../../src/cards/curated/newer/r16nc2-c04.js';
import { r16nc2C02Cards, r16nc2C02NewerThanCdb } from '../../src/cards/curated/newer/r16nc2-c02.js';
import { r16nc2C01Cards, r16nc2C01NewerThanCdb } from '../../src/cards/curated/newer/r16nc2-c01.js';

// Newer cards written as restated text (textCard) for the docs/c04 examples: the compiler must read the clauses the examples judge.
const byName = (cards: typeof r16nc2C04Cards, name: string) => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name}`);
  return c;
};

describe('r16nc2 newer cards (docs/c04)', () => {
  it('every card is listed as newer than the database, and every text card compiles', () => {
    const listed = { ...r16nc2C04NewerThanCdb, ...r16nc2C02NewerThanCdb, ...r16nc2C01NewerThanCdb };
    for (const c of [...r16nc2C04Cards, ...r16nc2C02Cards, ...r16nc2C01Cards]) {
      expect(listed[c.id], c.name).toBeDefined();
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

describe('r16nc2 newer cards (docs/c02, docs/c01)', () => {
  const one = (cards: typeof r16nc2C02Cards, name: string) => byName(cards, name);
  it('失落的圣域’s card activation itself adds a card (so no effect shares its chain link)', () => {
    const e = one(r16nc2C02Cards, '失落的圣域').effects.find((x) => x.kind === 'activation')!;
    expect(e.does?.map((a) => a.do)).toEqual(['add-to-hand']);
  });
  it('集心龙 may be Special Summoned once per turn; its ① renames it 救世龙', () => {
    const c = one(r16nc2C02Cards, '集心龙');
    expect(c.summonOncePerTurn).toBe(true);
    expect(c.effects.find((x) => x.n === 1)?.does?.[0]).toMatchObject({ do: 'change-name', becomes: { name: '救世龙' } });
  });
  it('武装锻炼 ① is activated instead of the normal draw', () => {
    const e = one(r16nc2C02Cards, '武装锻炼').effects.find((x) => x.n === 1)!;
    expect(JSON.stringify(e)).toContain('draw');
  });
  it('珠泪哀歌族·鲁莎卡人鱼 ② answers an opponent’s activation that contains a Special Summon', () => {
    const e = one(r16nc2C02Cards, '珠泪哀歌族·鲁莎卡人鱼').effects.find((x) => x.n === 2)!;
    expect(e.respondsTo).toMatchObject({ by: 'opponent', includes: [{ do: 'special-summon' }] });
  });
  it('狂惑的落穴 destroys, then may banish what it destroyed', () => {
    const e = one(r16nc2C01Cards, '狂惑的落穴').effects.find((x) => x.n === 1)!;
    expect(e.does?.map((a) => a.do)).toEqual(['destroy', 'banish']);
  });
});
