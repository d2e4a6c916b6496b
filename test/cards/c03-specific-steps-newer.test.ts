// The newer-than-cdb cards of src/cards/curated/newer/c03-specific-steps-newer.ts written as text (textCard): the compiler's reading must be what the
// card does in the rulings that use them (docs/c03/特定效果的处理方法.rst, docs/c03/只能有○○存在.rst).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03SpecificStepsNewerCards } from '../../src/cards/curated/newer/c03-specific-steps-newer.js';

const { effect } = lookup(c03SpecificStepsNewerCards);

describe('newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03SpecificStepsNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('噩梦之玉座②: an optional trigger on a face-up 「于贝尔」 monster of mine leaving the field by an effect; an add from Deck, GY or banishment, then an optional summon (no target)', () => {
    const e = effect('噩梦之玉座', 2);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { cause: 'effect', on: ['left-field'], subject: { archetype: '于贝尔', faceUp: true, side: 'self' } } });
    expect(e.targets ?? null).toBeNull();
    expect(e.does.map((a) => [a.do, a.then ?? false, a.optional ?? false])).toEqual([['add-to-hand', false, false], ['special-summon', true, true]]);
  });

  it('天底的使徒①: a send from the Extra Deck, then (tied to it: CH-STEP-TIED-PICK) an add of a 「教导」 monster or 「阿不思的落胤」 from the Deck or GY', () => {
    const e = effect('天底的使徒', 1);
    expect(e.does.map((a) => [a.do, a.tiedToBefore ?? false])).toEqual([['send-to-gy', false], ['add-to-hand', true]]);
    const add = e.does[1]!;
    expect(typeof add.what === 'object' && add.what.filter?.anyOf).toEqual([{ archetype: '教导', kind: 'monster' }, { names: ['阿不思的落胤'] }]);
  });
  it('宇迦御狐之御稻成③ (「选最多有场地区域的卡数量的以下效果适用（相同效果最多1个）」): its ● are steps of the trigger itself, done one after the other, each optional (CH-STEPS-APART), as many as the Field Zone cards (CH-UP-TO-COUNT)', () => {
    const e = effect('宇迦御狐之御稻成', 3);
    expect(e.leaves ?? []).toEqual([]);
    expect(e.does.map((a) => [a.do, a.apart ?? false, a.optional ?? false])).toEqual([['destroy', true, true], ['damage', true, true]]);
    expect(e.does.map((a) => a.upToCountOf)).toEqual([{ kind: 'spell', subtypes: ['field'], place: 'field' }, { kind: 'spell', subtypes: ['field'], place: 'field' }]);
  });
  it('残丝断魂双玉绪①: the target and the equipped monster destroyed as one group (「以及」: CH-ALONG-TARGETS), damage to me by their printed ATK total (CH-DAMAGE-MOVED-TOTAL), then the same to the opponent (CH-DAMAGE-SAME-AS-TAKEN)', () => {
    const e = effect('残丝断魂双玉绪', 1);
    expect(e.does.map((a) => [a.do, a.alongTargets ?? false, a.then ?? false])).toEqual([['destroy', false, false], ['destroy', true, false], ['damage', false, false], ['damage', false, true]]);
    expect(e.does[1]!.what).toEqual({ filter: { kind: 'monster', equipped: true }, scope: 'all' });
    expect(e.does[2]).toMatchObject({ player: 'self', amountFromMoved: { by: 'destroy', stat: 'atk' } });
    expect(e.does[3]).toMatchObject({ player: 'opponent', sameAsDamageBefore: true });
  });
});
