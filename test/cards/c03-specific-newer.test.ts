// The newer-than-cdb cards of src/cards/curated/newer/c03-moved-card-triggers.ts, c03-effect-rewrites.ts and
// c03-zero-amount-targets.ts, c03-summon-in-progress.ts and c03-optional-negations.ts: their compiled facts must be what the card does in the rulings that use it (docs/c03/无效.rst,
// docs/c03/特定效果的处理方法.rst), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03MovedCardTriggersCards } from '../../src/cards/curated/newer/c03-moved-card-triggers.js';
import { c03EffectRewritesCards } from '../../src/cards/curated/newer/c03-effect-rewrites.js';
import { c03ZeroAmountTargetsCards } from '../../src/cards/curated/newer/c03-zero-amount-targets.js';
import { c03SummonInProgressCards } from '../../src/cards/curated/newer/c03-summon-in-progress.js';
import { c03OptionalNegationsCards } from '../../src/cards/curated/newer/c03-optional-negations.js';

const all = [...c03MovedCardTriggersCards, ...c03EffectRewritesCards, ...c03ZeroAmountTargetsCards, ...c03SummonInProgressCards, ...c03OptionalNegationsCards];
const { effect } = lookup(all);

describe('c03 newer cards: triggers on moved cards, rewrites, gains by a target’s value', () => {
  it('苍之深渊 渊眼白龙②: from the GY, a 「青眼」 Ritual Monster or 「青眼白龙」 of mine sent to the GY', () => {
    const e = effect('苍之深渊 渊眼白龙', 2);
    expect(e).toMatchObject({ kind: 'trigger', from: 'gy', trigger: { event: 'sent-to-gy', subject: { side: 'self', anyOf: [{ archetype: '青眼', subtypes: ['ritual'] }, { names: ['青眼白龙'] }] } } });
  });
  it('幻奏协奏曲②: a 「幻奏」 Fusion Monster of mine sent to the GY', () => {
    expect(effect('幻奏协奏曲', 2)).toMatchObject({ kind: 'trigger', trigger: { event: 'sent-to-gy', subject: { side: 'self', archetype: '幻奏', subtypes: ['fusion'] } } });
  });
  it('王战的支配①: answers the opponent’s Spell/Trap activation and rewrites it into a draw for each player', () => {
    const e = effect('王战的支配', 1);
    expect(e.respondsTo).toMatchObject({ by: 'opponent', cardKind: ['spell', 'trap'] });
    expect(e.does[0]).toMatchObject({ do: 'rewrite', into: { does: [{ do: 'draw', player: 'both', count: 1 }] } });
  });
  it('神之进化①: a targeted gain whose activation and effects cannot be negated', () => {
    const e = effect('神之进化', 1);
    expect(e).toMatchObject({ kind: 'activation', cannotBeNegated: { activation: true, effect: true, card: true } });
    expect(e.does[0]).toMatchObject({ do: 'modify-stats', what: 'targets', stat: 'atk-def' });
  });
  it('拟态的食人虫①: destroys its target first, then gains that target’s original ATK', () => {
    const e = effect('拟态的食人虫', 1);
    expect(e.does.map((a) => a.do)).toEqual(['destroy', 'modify-stats']);
    expect(e.does[1]).toMatchObject({ what: 'self', amountFrom: { of: 'targets', original: true, stat: 'atk' } });
  });
  it('黑魔术的秘仪①: a Quick-Play Fusion Summon, its materials sent from my hand or field', () => {
    const e = effect('黑魔术的秘仪', 1);
    expect(e.does.map((a) => a.do)).toEqual(['send-to-gy', 'special-summon']);
    expect(e.does[1]).toMatchObject({ from: 'extra' });
    expect(e.summonsByProcedure).toBe(true);
  });
  it('同调传送①: a Quick-Play Synchro Summon, its materials sent from my field', () => {
    const e = effect('同调传送', 1);
    expect(e.does.map((a) => a.do)).toEqual(['send-to-gy', 'special-summon']);
    expect(e.does[0]).toMatchObject({ from: 'field' });
    expect(e.summonsByProcedure).toBe(true);
  });
  it('春化精的女神 春③: a negation on no chain of the opponent’s monster effects, with its destruction, that only may apply', () => {
    const e = effect('春化精的女神 春', 3);
    expect(e.kind).toBe('continuous');
    expect(e.does[0]).toMatchObject({ do: 'negate-effects', optional: true, effects: [{ activatedOnly: true, cardKind: 'monster', side: 'opponent' }] });
    expect(e.does[1]).toMatchObject({ do: 'destroy', what: 'activation' });
  });
});
