// FD-SUMMON-MEMORY (test/RULES.md) for a condition on where this card itself was Special Summoned from (「从手卡特殊召唤的这张卡」,
// 混沌创世神① as curated in src/cards/curated/newer/c03a-summon-memory.ts): what the situation says of the card on the field is
// all there is — unsaid, it was not summoned from there, whatever other zones are listed.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legal = (input: string) => askCdb(input).links[0]?.legal;

describe.skipIf(!haveCards)('FD-SUMMON-MEMORY: this card summoned from a place', () => {
  it('[FD-SUMMON-MEMORY] a self condition on the summon’s place is met only when the card says so; summoned from elsewhere, or saying nothing, it is not met (not assumed)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:混沌创世神(从手卡特召)} C1 A:混沌创世神①')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:混沌创世神(从墓地特召)} C1 A:混沌创世神①')).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:混沌创世神} C1 A:混沌创世神①')).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:混沌创世神} C1 A:混沌创世神①').links[0]?.rules).not.toContain('CH-COND-UNKNOWN');
  });
  it('[FD-SUMMON-MEMORY] banished and back it still remembers where it was summoned from; set and flipped it does not', () => {
    expect(legal('{回合:A 阶段:主要1 A场:混沌创世神(从手卡特召,一时除外)} C1 A:混沌创世神①')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:混沌创世神(从手卡特召,变里侧)} C1 A:混沌创世神①')).toBe(false);
  });
});
