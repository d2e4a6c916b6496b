import { describe, expect, it } from 'vitest';
import { c02c03UnnegatableNewerCards, c02c03UnnegatableNewerThanCdb } from '../../src/cards/curated/newer/c02-c03-unnegatable-newer.js';
import { lookup } from './newer-lookup.js';

// Newer cards restated as text (textCard) for docs/c02 and docs/c03 examples (src/cards/curated/newer/c02-c03-unnegatable-newer.ts): the
// compiler must read the clauses the examples judge.
const { card, effect } = lookup(c02c03UnnegatableNewerCards);

describe('newer cards of the negation and activation chapters', () => {
  it('every card is listed as newer than the database and is read from its text', () => {
    for (const c of c02c03UnnegatableNewerCards) {
      expect(c02c03UnnegatableNewerThanCdb[c.id], c.name).toBeDefined();
      expect(c.text, c.name).toBeTruthy();
    }
  });
  it('圣心防护罩 -心灵之力-: its card activation cannot be negated while the opponent has 5+ face-up cards — a protection under a state, not an activation condition (CH-UNNEGATABLE-IF)', () => {
    const e = card('圣心防护罩 -心灵之力-').effects.find((x) => x.kind === 'activation')!;
    expect(e.cannotBeNegated).toMatchObject({ activation: true, effect: true, card: true, when: [{ is: 'exists', min: 5, filter: { side: 'opponent', place: 'field', faceUp: true } }] });
    expect(e.condition ?? []).toEqual([]);
  });
  it('锁缚龙 锁镰 ②: a quick effect answering an activation, negating that effect and destroying its card', () => {
    expect(effect('锁缚龙 锁镰', 2)).toMatchObject({ kind: 'quick', respondsTo: { chained: true }, does: [{ do: 'negate-effect', what: 'activation' }, { do: 'destroy', what: 'activation' }] });
  });
  it('试号闪刀姬-天津 ①: a quick effect answering the opponent’s monster effect, rewriting it into a destruction on the answering player’s field', () => {
    expect(effect('试号闪刀姬-天津', 1)).toMatchObject({ kind: 'quick', respondsTo: { by: 'opponent', cardKind: 'monster' }, does: [{ do: 'rewrite', what: 'activation', into: { does: [{ do: 'destroy' }] } }] });
  });
  it('俱舍怒威族·独角兽 ③: a trigger at its attack declaration (or an opponent’s monster effect), banishing face-down', () => {
    // CMP-EVENT-ALTERNATIVES: two alternatives, each its own subject and timing — its own attack declared (a when), the opponent's
    // monster effect activated (an if).
    expect(effect('俱舍怒威族·独角兽', 3)).toMatchObject({ kind: 'trigger', trigger: { on: ['attack-declared'] }, timing: 'when', orTriggers: [{ trigger: { on: ['activated'], subject: { side: 'opponent', kind: 'monster' } }, timing: 'if' }] });
    expect(effect('俱舍怒威族·独角兽', 3).does?.some((a) => a.do === 'banish' && a.faceDown)).toBe(true);
  });
  it('白银之迷宫城 ①: no chain link of its own — it adds 「选场上1张卡破坏」 to its controller’s Set 「拉比林斯迷宫欢迎」 Normal Traps (CH-ADDED-EFFECT)', () => {
    expect(effect('白银之迷宫城', 1)).toMatchObject({ kind: 'continuous', does: [], addsToEffect: { archetype: '拉比林斯迷宫欢迎', steps: [{ do: 'destroy' }] } });
    expect(effect('白银之迷宫城', 1).trigger).toBeUndefined();
  });
});
