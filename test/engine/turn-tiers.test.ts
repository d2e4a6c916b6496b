// CMP-TURN-TIERS (rules reference docs/c04/灰流丽·星尘龙.rst:33): 「…才能发动。发动的回合的以下效果适用。●自己回合：A ●对方回合：B」 (武神姬-天照)
// — each ● is a step of the effect done only in that player's turn, decided when it is activated: in its controller's turn the
// activation contains a Special Summon (神之警告 may answer it), in the opponent's turn only an add to the hand (it may not).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('● steps of one turn each', () => {
  it('[CMP-TURN-TIERS] in its controller’s turn 武神姬-天照① contains the Special Summon: 神之警告 (read from its text) may answer it', () => {
    const a = askCdb('{回合:A A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照① C2 B:神之警告');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[1]!.rules).toContain('CMP-TURN-TIERS');
  });
  it('[CMP-TURN-TIERS] the other side: in the opponent’s turn it contains only the add to the hand — 神之警告 cannot answer it', () => {
    expect(askCdb('{回合:B A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照① C2 B:神之警告').links[1]!.legal).toBe(false);
  });
  it('[CMP-TURN-TIERS] as it resolves only the ● of the turn is done: A’s turn summons the banished monster, B’s turn adds it to the hand', () => {
    expect(moved('{回合:A A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照①→三眼怪', 'special-summoned')).toEqual(['三眼怪']);
    expect(moved('{回合:A A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照①→三眼怪', 'added-to-hand')).toEqual([]);
    expect(moved('{回合:B A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照①→三眼怪', 'special-summoned')).toEqual([]);
    expect(moved('{回合:B A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照①→三眼怪', 'added-to-hand')).toEqual(['三眼怪']);
  });
  it('[CMP-TURN-TIERS] 灰流丽 (a Deck answer) cannot answer it in either turn: neither ● takes from the Deck', () => {
    expect(askCdb('{回合:A A场:武神姬-天照 A除外:三眼怪} C1 A:武神姬-天照① C2 B:灰流丽').links[1]!.legal).toBe(false);
  });
});
