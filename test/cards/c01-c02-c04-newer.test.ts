import { describe, expect, it } from 'vitest';
import { c04CardChapterCards, c04CardChapterNewerThanCdb } from '../../src/cards/curated/newer/c04-card-chapters.js';
import { c02TermCards, c02TermNewerThanCdb } from '../../src/cards/curated/newer/c02-terms.js';
import { c01RuleChangeCards, c01RuleChangeNewerThanCdb } from '../../src/cards/curated/newer/c01-rule-changes.js';

// Newer cards written as restated text (textCard) for the docs/c04 examples: the compiler must read the clauses the examples judge.
const byName = (cards: typeof c04CardChapterCards, name: string) => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name}`);
  return c;
};

describe('r16nc2 newer cards (docs/c04)', () => {
  it('every card is listed as newer than the database, and every text card compiles', () => {
    const listed = { ...c04CardChapterNewerThanCdb, ...c02TermNewerThanCdb, ...c01RuleChangeNewerThanCdb };
    for (const c of [...c04CardChapterCards, ...c02TermCards, ...c01RuleChangeCards]) {
      expect(listed[c.id], c.name).toBeDefined();
      if (c.text) expect(c.source, c.name).toBe('inferred');
    }
  });
  it('灵王的波动 answers only an activation that contains a Special Summon', () => {
    const e = byName(c04CardChapterCards, '灵王的波动').effects.find((x) => x.n === 1)!;
    expect(e.respondsTo?.includes).toEqual([{ do: 'special-summon' }]);
    expect(e.does?.map((a) => a.do)).toEqual(['negate-activation', 'destroy']);
  });
  it('纠罪巧γ’ ② answers an effect that Sets a card or turns a monster face-down', () => {
    const e = byName(c04CardChapterCards, '纠罪巧γ’-欺瞒“exapatisIA”').effects.find((x) => x.n === 2)!;
    expect(e.respondsTo?.includes?.map((x) => x.do)).toEqual(['set', 'flip-face-down']);
  });
  it('味美喵☆惊喜奖品 has two modes chosen at activation; only the first summons', () => {
    const es = byName(c04CardChapterCards, '味美喵☆惊喜奖品').effects.filter((x) => x.choiceOf === 1);
    expect(es.map((e) => e.does?.map((a) => a.do))).toEqual([['special-summon'], ['draw']]);
  });
  it('威胁武装龙 ② sends its target and summons from the Deck', () => {
    const e = byName(c04CardChapterCards, '威胁武装龙').effects.find((x) => x.n === 2)!;
    expect(e.does?.map((a) => a.do)).toEqual(['send-to-gy', 'special-summon']);
  });
});

describe('r16nc2 newer cards (docs/c02, docs/c01)', () => {
  const one = (cards: typeof c02TermCards, name: string) => byName(cards, name);
  it('失落的圣域’s card activation itself adds a card (so no effect shares its chain link)', () => {
    const e = one(c02TermCards, '失落的圣域').effects.find((x) => x.kind === 'activation')!;
    expect(e.does?.map((a) => a.do)).toEqual(['add-to-hand']);
  });
  it('集心龙 may be Special Summoned once per turn; its ① renames it 救世龙', () => {
    const c = one(c02TermCards, '集心龙');
    expect(c.summonOncePerTurn).toBe(true);
    expect(c.effects.find((x) => x.n === 1)?.does?.[0]).toMatchObject({ do: 'change-name', becomes: { name: '救世龙' } });
  });
  it('武装锻炼 ① is activated instead of the normal draw', () => {
    const e = one(c02TermCards, '武装锻炼').effects.find((x) => x.n === 1)!;
    expect(JSON.stringify(e)).toContain('draw');
  });
  it('珠泪哀歌族·鲁莎卡人鱼 ② answers an opponent’s activation that contains a Special Summon', () => {
    const e = one(c02TermCards, '珠泪哀歌族·鲁莎卡人鱼').effects.find((x) => x.n === 2)!;
    expect(e.respondsTo).toMatchObject({ by: 'opponent', includes: [{ do: 'special-summon' }] });
  });
  it('狂惑的落穴 destroys, then may banish what it destroyed', () => {
    const e = one(c01RuleChangeCards, '狂惑的落穴').effects.find((x) => x.n === 1)!;
    expect(e.does?.map((a) => a.do)).toEqual(['destroy', 'banish']);
  });
});
