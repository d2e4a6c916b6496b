// The newer-than-cdb cards of src/cards/curated/newer/c03-field-limits-and-battle.ts: their facts must be what the card
// does in the rulings that use them (docs/c03 只能有○○存在, docs/c02 进入连锁·不入连锁的特殊召唤), and no more.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03FieldLimitsBattleCards } from '../../src/cards/curated/newer/c03-field-limits-and-battle.js';

const { effect } = lookup(c03FieldLimitsBattleCards);

describe('c03 newer cards: field limits and summons by effects', () => {
  it('海龙神-利维坦①: a continuous one-of-each-Type limit on both players; ② a targeted destruction', () => {
    expect(effect('海龙神-利维坦', 1)).toMatchObject({ kind: 'continuous', does: [{ player: 'both', fieldLimit: 'one-per-race' }] });
    expect(effect('海龙神-利维坦', 2)).toMatchObject({ kind: 'ignition', does: [{ do: 'destroy', what: 'targets' }] });
  });
  it('火器之祝台①: an optional trigger on a monster Special Summoned by a card effect, with no step written', () => {
    expect(effect('火器之祝台', 1)).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'special-summoned' }, does: [] });
  });
  it('银河栗子球①: an optional trigger on an opponent’s attack declaration, discarding itself, summoning from the Deck', () => {
    const e = effect('银河栗子球', 1);
    expect(e).toMatchObject({ trigger: { event: 'attack-declared' } });
    expect(e.does.map((a) => [a.do, a.from])).toEqual([['special-summon', 'deck']]);
  });
  it('绝对的幻神兽①: a Trap answering an opponent’s attack declaration that summons from the hand', () => {
    const e = effect('绝对的幻神兽', 1);
    expect(e.does.map((a) => [a.do, a.from])).toEqual([['special-summon', 'hand']]);
  });
  it('破坏龙 甘多拉·禁忌②: a continuous ATK raise counted by the banished cards', () => {
    expect(effect('破坏龙 甘多拉·禁忌', 2)).toMatchObject({ kind: 'continuous', does: [{ do: 'modify-stats', stat: 'atk' }] });
  });
  it('元素英雄 新宇精灵③: an ignition effect returning this card to the Deck', () => {
    const e = effect('元素英雄 新宇精灵', 3);
    expect(e.kind).toBe('ignition');
    expect(e.does).toMatchObject([{ do: 'return-to-deck', what: 'self' }]);
  });
});
