// The newer-than-cdb cards of src/cards/curated/newer/c03-self-summon-triggers.ts, c02-special-wins.ts and
// c03-target-and-cost-cards.ts: their compiled facts must be what the card does in the rulings that use them, and nothing
// that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03SelfSummonTriggersCards } from '../../src/cards/curated/newer/c03-self-summon-triggers.js';
import { c02SpecialWinsCards } from '../../src/cards/curated/newer/c02-special-wins.js';
import { c03TargetAndCostCards } from '../../src/cards/curated/newer/c03-target-and-cost-cards.js';
import { c03RewriteTargetsCards } from '../../src/cards/curated/newer/c03-rewrite-targets.js';
import { c02TributeSummonsCards } from '../../src/cards/curated/newer/c02-tribute-summons.js';

const { card, effect } = lookup([...c03SelfSummonTriggersCards, ...c02SpecialWinsCards, ...c03TargetAndCostCards, ...c03RewriteTargetsCards, ...c02TributeSummonsCards]);

describe('newer cards: self-summoning and per-tribute triggers', () => {
  it('黑洞龙①: from the hand or the GY, a card on its side destroyed by an effect that did not target it; it summons itself', () => {
    const e = effect('黑洞龙', 1);
    expect(e).toMatchObject({ kind: 'trigger', from: ['hand', 'gy'], mandatory: false, trigger: { event: 'destroyed', cause: 'effect', notTargeted: true, subject: { side: 'self', place: 'field' } } });
    expect(e.does).toEqual([{ do: 'special-summon', what: 'self', from: ['hand', 'gy'] }]);
  });
  it('圣炎王 大鹏不死鸟① (its current text): from the hand or the GY, where it must already be (WIN-ALREADY-THERE), a FIRE monster of mine destroyed by battle or an effect; it summons itself', () => {
    const e = effect('圣炎王 大鹏不死鸟', 1);
    expect(e).toMatchObject({ kind: 'trigger', from: ['hand', 'gy'], trigger: { event: 'destroyed', cause: ['effect', 'battle'], alreadyThere: true, subject: { attribute: '炎', kind: 'monster', side: 'self' } } });
    expect(e.does.map((a) => a.do)).toEqual(['special-summon']);
  });
  it('无限起动 压路机①: from the hand or the GY, an EARTH monster of its controller’s field tributed; it summons itself', () => {
    expect(effect('无限起动 压路机', 1)).toMatchObject({ kind: 'trigger', from: ['hand', 'gy'], trigger: { tributed: true, subject: { attribute: '地', kind: 'monster', place: 'field', side: 'self' } }, does: [{ do: 'special-summon', what: 'self' }] });
  });
  it('光之天穿 巴哈路蒂亚①: from the hand, the opponent adding from the Deck; it Tribute Summons itself', () => {
    expect(effect('光之天穿 巴哈路蒂亚', 1)).toMatchObject({ kind: 'trigger', from: 'hand', trigger: { event: 'added-to-hand', from: 'deck', subject: { side: 'opponent' } }, does: [{ do: 'summon', what: 'self' }] });
  });
  it('六花圣 泪滴花束雪花莲②: a mandatory trigger on monsters tributed, raising its own ATK for the turn', () => {
    const e = effect('六花圣 泪滴花束雪花莲', 2);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: true, trigger: { tributed: true, subject: { kind: 'monster' } } });
    expect(e.does).toMatchObject([{ do: 'modify-stats', what: 'self', stat: 'atk', duration: 'turn' }]);
  });
});

describe('newer cards: a special win, a fixed pair of targets, a cost shown from the hand', () => {
  it('真艾克佐迪亚: no effect, a special win for the opponent on the monsters of both fields', () => {
    const c = card('真艾克佐迪亚');
    expect(c.effects.flatMap((e) => e.does)).toEqual([]);
    expect(c.specialWin).toEqual({ winner: 'opponent', condition: { kind: 'field-only', archetype: '被封印', kinds: 4 }, applies: 'continuous' });
  });
  it('大傩主水①: two targets on the field, returned to the Deck all or nothing (「那2张」)', () => {
    expect(effect('大傩主水', 1)).toMatchObject({ targets: { count: 2, fixed: true, filter: { place: 'field' } }, does: [{ do: 'return-to-deck', what: 'targets' }] });
  });
  it('未界域的大脚怪①: from the hand, shown as its cost; a discard at resolution', () => {
    const e = effect('未界域的大脚怪', 1);
    expect(e).toMatchObject({ from: 'hand', cost: [{ do: 'look', what: 'self', from: 'hand' }] });
    expect(e.does.map((a) => a.do)).toEqual(['discard']);
  });
});

describe('newer cards: a protection from effects that do not target it', () => {
  it('闭锁世界的冥神①: unaffected by the opponent’s effects that do not target it', () => {
    expect(effect('闭锁世界的冥神', 1)).toMatchObject({ kind: 'continuous', does: [{ do: 'unaffected', what: 'self', fromCards: { side: 'opponent', notTargeting: true } }] });
  });
});

describe('newer cards: a summon without tributes', () => {
  it('俱舍怒威族的停泊地①: a Field Spell whose summon without tributes is a rule of the summon, no step that does anything', () => {
    expect(card('俱舍怒威族的停泊地').effects.flatMap((e) => e.does)).toEqual([]);
  });
});
