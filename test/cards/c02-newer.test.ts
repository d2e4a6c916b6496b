import { describe, expect, it } from 'vitest';
import { c02SummonProcedureCards, c02SummonProcedureNewerThanCdb } from '../../src/cards/curated/newer/c02-summon-procedures.js';
import { c02ActivationSummonCards, c02ActivationSummonNewerThanCdb } from '../../src/cards/curated/newer/c02-activation-summons.js';
import { c02ZoneMoveCards, c02ZoneMoveNewerThanCdb } from '../../src/cards/curated/newer/c02-zone-moves.js';
import { lookup } from './newer-lookup.js';

// Newer cards written as restated text (textCard) for the docs/c02 examples on procedures, costs and the draw:
// the compiler must read the clauses the examples judge.
const all = [...c02SummonProcedureCards, ...c02ActivationSummonCards, ...c02ZoneMoveCards];
const { effect } = lookup(all);

describe('c02 newer cards', () => {
  it('every card is listed as newer than the database, and every text card compiles', () => {
    const listed = { ...c02SummonProcedureNewerThanCdb, ...c02ActivationSummonNewerThanCdb, ...c02ZoneMoveNewerThanCdb };
    for (const c of all) {
      expect(listed[c.id], c.name).toBeDefined();
      expect(c.source, c.name).toBe(c.type.subtypes.includes('token') ? 'curated' : 'inferred');
    }
  });
  it('星云龙 尼布拉龙 ① summons another monster of the hand and itself together (CMP-SUMMON-PAIR)', () => {
    expect(effect('星云龙 尼布拉龙', 1).does?.map((a) => a.do)).toEqual(['special-summon', 'special-summon']);
  });
  it('黄金乡的七摩天 ② answers a level 5+ Zombie Special Summoned on its side', () => {
    expect(effect('黄金乡的七摩天', 2).trigger).toMatchObject({ event: 'special-summoned', subject: { race: '不死族', levelMin: 5, side: 'self' } });
  });
  it('真红眼不死龙皇 ② banishes a Zombie of its field as its cost', () => {
    expect(effect('真红眼不死龙皇', 2).cost?.[0]).toMatchObject({ do: 'banish', what: { filter: { race: '不死族', place: 'field' } } });
  });
  it('传说的剑斗士 混沌战士 ① is activated in the Draw Phase and adds a card', () => {
    expect(JSON.stringify(effect('传说的剑斗士 混沌战士', 1))).toContain('draw');
  });
  it('电脑堺门-朱雀 ① targets a face-up card and returns it to the hand', () => {
    const e = effect('电脑堺门-朱雀', 1);
    expect(e.targets).toBeTruthy();
    expect(e.does?.map((a) => a.do)).toEqual(['return-to-hand']);
  });
  it('古之咒文 ① grants an extra Tribute Summon (CH-EXTRA-SUMMON)', () => {
    expect(JSON.stringify(effect('古之咒文', 1))).toContain('extraSummon');
  });
  it('群豪世界-真罗万象 ② targets a card in a Spell & Trap Zone and Special Summons it', () => {
    const e = effect('群豪世界-真罗万象', 2);
    expect(e.targets).toBeTruthy();
    expect(e.does?.map((a) => a.do)).toContain('special-summon');
  });
  it('法典之守护者 艾华斯 ① targets a monster and equips itself to it', () => {
    const e = effect('法典之守护者 艾华斯', 1);
    expect(e.targets).toBeTruthy();
    expect(e.does?.map((a) => a.do)).toEqual(['equip']);
  });
  it('重骑士 普莉梅拉 ③ Special Summons itself', () => {
    expect(effect('重骑士 普莉梅拉', 3).does?.map((a) => a.do)).toEqual(['special-summon']);
  });
});
