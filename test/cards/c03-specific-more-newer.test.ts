// The newer-than-cdb cards of src/cards/curated/newer/c03-specific-more-newer.ts written as text (textCard): the compiler's reading must be
// what the card does in the rulings that use them (docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03SpecificMoreNewerCards } from '../../src/cards/curated/newer/c03-specific-more-newer.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const { effect } = lookup(c03SpecificMoreNewerCards);

describe(' newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03SpecificMoreNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('S：P小夜②: answers any effect of the opponent (the target clause after 「发动时」 names no kind) and targets two face-up monsters of either side, 「那2只」 (fixed)', () => {
    const e = effect('S：P小夜', 2);
    expect(e.kind).toBe('quick');
    expect(e.respondsTo).toEqual({ by: 'opponent' });
    expect(e.targets).toMatchObject({ count: 2, fixed: true, filter: { faceUp: true, kind: 'monster', place: 'field' } });
    expect(e.targets?.filter.side).not.toBe('self');
    expect(e.does?.map((a) => a.do)).toEqual(['banish']);
  });

  it('暗黑界的龙神王 格拉法②: a trigger on the Fusion Summoned card itself leaving the field because of the opponent', () => {
    expect(effect('暗黑界的龙神王 格拉法', 2)).toMatchObject({ kind: 'trigger', trigger: { causedBy: 'opponent', on: ['left-field'], subject: { self: true, summoned: 'fusion' } } });
  });

  it('毒蛇的怨念②: a face-up Reptile monster of mine destroyed by battle, or sent to the GY', () => {
    expect(effect('毒蛇的怨念', 2)).toMatchObject({ kind: 'trigger', trigger: { on: ['destroyed-by-battle', 'sent-to-gy'], subject: { faceUp: true, kind: 'monster', race: '爬虫类族', side: 'self' } } });
  });

  it('恐啡肽狂龙·乔斯坦伯格隐形翼龙②: answers a monster effect of the opponent, dealing the answered monster’s original ATK (amountFrom answered)', () => {
    const e = effect('恐啡肽狂龙·乔斯坦伯格隐形翼龙', 2);
    expect(e.respondsTo).toEqual({ by: 'opponent', cardKind: 'monster' });
    expect(e.does?.[0]).toMatchObject({ do: 'damage', amountFrom: { of: 'answered', stat: 'atk', original: true } });
  });

  it('恐乐园的死配人 ＜A丑角＞②: a quick effect in the opponent’s turn, one target; itself back to the Deck, a summon from the Deck, then (「那之后」) the target’s ATK set to 0', () => {
    const e = effect('恐乐园的死配人 ＜A丑角＞', 2);
    expect(e.kind).toBe('quick');
    expect(e.does?.map((a) => [a.do, a.what === 'targets' ? 'targets' : a.what === 'self' ? 'self' : 'other', a.then ?? false])).toEqual([['return-to-deck', 'self', false], ['special-summon', 'other', false], ['modify-stats', 'targets', true]]);
  });

  it('半龙女仆·耀光龙女②: negate and destroy, then in its own sentence return itself to the Extra Deck and summon from there', () => {
    expect(effect('半龙女仆·耀光龙女', 2).does?.map((a) => a.do)).toEqual(['negate-activation', 'destroy', 'return-to-deck', 'special-summon']);
  });

  it('弧叛逆超量龙②: its ATK up by the other monsters’ original ATK in all (amountFrom field-others), then 「再」 a negation of the others', () => {
    const e = effect('弧叛逆超量龙', 2);
    expect(e.does?.[0]).toMatchObject({ do: 'modify-stats', what: 'self', amountFrom: { of: 'field-others', stat: 'atk', original: true } });
    expect(e.does?.[1]).toMatchObject({ do: 'negate-effects', then: true });
  });

  it('「对方把魔法卡发动时，以场上1只怪兽为对象」: the answered kind is read before 「发动时」 only', () => {
    const c = textCard({ id: 99870999, name: '测试用应答', type: 'monster effect', text: '①：对方把魔法卡发动时，以场上1只怪兽为对象才能发动。那只怪兽破坏。' });
    expect(c.effects.find((x) => x.n === 1)?.respondsTo).toMatchObject({ by: 'opponent', cardKind: 'spell' });
  });
});
