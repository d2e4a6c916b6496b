// The newer-than-cdb cards of src/cards/curated/newer/c03-self-summon-triggers.ts: their compiled facts must be what the card
// does in the rulings that use them (docs/c02/基本用语.rst:297–298, docs/c03/无效.rst:572–573, docs/c03/诱发类效果.rst:121,
// :491), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03SelfSummonTriggersCards } from '../../src/cards/curated/newer/c03-self-summon-triggers.js';

const { effect } = lookup(c03SelfSummonTriggersCards);

describe('newer cards: self-summoning and per-tribute triggers', () => {
  it('黑洞龙①: from the hand or the GY, a card on its side destroyed by an effect that did not target it; it summons itself', () => {
    const e = effect('黑洞龙', 1);
    expect(e).toMatchObject({ kind: 'trigger', from: ['hand', 'gy'], mandatory: false, trigger: { event: 'destroyed', cause: 'effect', notTargeted: true, subject: { side: 'self', place: 'field' } } });
    expect(e.does).toEqual([{ do: 'special-summon', what: 'self', from: ['hand', 'gy'] }]);
  });
  it('圣炎王 大鹏不死鸟①: from the hand or the GY, a FIRE monster in a Monster Zone destroyed; it summons itself', () => {
    const e = effect('圣炎王 大鹏不死鸟', 1);
    expect(e).toMatchObject({ kind: 'trigger', from: ['hand', 'gy'], trigger: { event: 'destroyed', subject: { attribute: '炎', kind: 'monster', place: 'monster' } } });
    expect(e.does.map((a) => a.do)).toEqual(['special-summon']);
  });
  it('六花圣 泪滴花束雪花莲②: a mandatory trigger on monsters tributed, raising its own ATK for the turn', () => {
    const e = effect('六花圣 泪滴花束雪花莲', 2);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: true, trigger: { tributed: true, subject: { kind: 'monster' } } });
    expect(e.does).toMatchObject([{ do: 'modify-stats', what: 'self', stat: 'atk', duration: 'turn' }]);
  });
});
