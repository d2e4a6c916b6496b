// The newer-than-cdb cards of src/cards/curated/newer/c03-{battle,misc,specific,triggers}.ts that are written as text (textCard): the compiler's
// reading must be what the card does in the rulings that use it (docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03NewerCards } from '../../src/cards/curated/newer/c03-index.js';

const { card, effect } = lookup(c03NewerCards);

describe('r16nc3 newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03NewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('零冰之魔妖-雪女③: an optional trigger on a monster Special Summoned from the GY, targeting a face-up monster of the opponent', () => {
    const e = effect('零冰之魔妖-雪女', 3);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'special-summoned', from: 'gy' } });
    expect(e.targets).toMatchObject({ count: 1, filter: { side: 'opponent', faceUp: true } });
  });

  it('邪恶★双子 姬丝基勒① / 直播☆双子 姬丝基勒①: summoned, with a condition on the field read after the chain', () => {
    expect(effect('邪恶★双子 姬丝基勒', 1)).toMatchObject({ kind: 'trigger', trigger: { event: 'special-summoned', subject: { self: true } }, condition: [{ is: 'exists', filter: { archetype: '璃拉', side: 'self', place: 'field' } }] });
    expect(effect('直播☆双子 姬丝基勒', 1)).toMatchObject({ kind: 'trigger', condition: [{ is: 'none', filter: { notSelf: true, side: 'self', place: 'field' } }] });
  });

  it('深渊青眼龙①: summoned, if 「青眼白龙」 is on the field or in the GY', () => {
    expect(effect('深渊青眼龙', 1)).toMatchObject({ kind: 'trigger', condition: [{ is: 'exists', filter: { place: ['gy', 'field'], side: 'self' } }] });
  });

  it('世海龙 西兰提斯②: a quick effect in either turn banishing every monster, then an optional summon', () => {
    const e = effect('世海龙 西兰提斯', 2);
    expect(e.kind).toBe('quick');
    expect(e.does?.map((a) => a.do)).toEqual(['banish', 'special-summon']);
    expect(e.does?.[1]).toMatchObject({ then: true, optional: true });
  });

  it('逐渐削减的生命③: sends itself as the cost, the opponent discards', () => {
    const e = effect('逐渐削减的生命', 3);
    expect(e.cost?.[0]).toMatchObject({ do: 'send-to-gy', what: 'self' });
    expect(e.does?.[0]).toMatchObject({ do: 'discard', what: { filter: { side: 'opponent', place: 'hand' } } });
  });

  it('相剑大公-承影③: any card banished (not only itself)', () => {
    expect(effect('相剑大公-承影', 3)).toMatchObject({ kind: 'trigger', trigger: { event: 'banished', subject: { self: false } } });
  });

  it('凶导剧作术②: from the GY, two fixed 「教导」 targets', () => {
    const e = effect('凶导剧作术', 2);
    expect(e).toMatchObject({ from: 'gy', targets: { count: 2, fixed: true, filter: { archetype: '教导', place: 'gy' } } });
  });

  it('悲剧之死狱乡演员① (banished by an effect) and 死狱乡演员·奎里蒂斯② (leaves the field by the opponent’s effect)', () => {
    expect(effect('悲剧之死狱乡演员', 1)).toMatchObject({ trigger: { event: 'banished', cause: 'effect', subject: { self: true } } });
    expect(effect('死狱乡演员·奎里蒂斯', 2)).toMatchObject({ trigger: { cause: 'effect', causedBy: 'opponent', from: 'field', on: ['left-field'] } });
  });

  it('双天将 金刚②: after damage calculation, returns a monster of the opponent it chooses (no target)', () => {
    const e = effect('双天将 金刚', 2);
    expect(e).toMatchObject({ kind: 'trigger', targets: null, trigger: { phase: 'after-damage-calculation' } });
    expect(e.does?.[0]).toMatchObject({ do: 'return-to-hand', what: { scope: 'choose', filter: { side: 'opponent', place: 'field' } } });
  });

  it('No.1 源数之门-壹②: at the end of the damage step, detaching its own material as the cost', () => {
    expect(effect('No.1 源数之门-壹', 2)).toMatchObject({ trigger: { phase: 'damage-step-end' }, cost: [{ do: 'detach', what: 'self' }] });
  });

  it('No.3 地狱蝉王②: answers the opponent’s monster effect and only raises DEF (no negation)', () => {
    const e = effect('No.3 地狱蝉王', 2);
    expect(e).toMatchObject({ kind: 'quick', respondsTo: { by: 'opponent', cardKind: 'monster' } });
    expect(e.does?.map((a) => a.do)).toEqual(['modify-stats']);
  });

  it('斩机超阶乘: summons up to 3 「斩机」 targets from the GY, then an Xyz Summon', () => {
    const e = effect('斩机超阶乘', 1);
    expect(e.targets).toMatchObject({ count: 3, upTo: true, filter: { archetype: '斩机', place: 'gy' } });
    expect(e.does?.[0]).toMatchObject({ do: 'special-summon', what: 'targets' });
  });

  it('呜呼的落穴: answers a monster effect of the opponent and destroys that monster (no target)', () => {
    expect(effect('呜呼的落穴', 1)).toMatchObject({ kind: 'activation', respondsTo: { cardKind: 'monster' }, targets: null, does: [{ do: 'destroy', what: 'event-cards' }] });
  });

  it('原石的穿光: negates and banishes one face-up card it targets', () => {
    const e = effect('原石的穿光', 1);
    expect(e.targets).toMatchObject({ count: 1, filter: { faceUp: true, place: 'field' } });
    expect(e.does?.map((a) => a.do)).toEqual(['negate-effects', 'banish']);
  });

  it('金满而谦虚之壶: once per turn by name, a cost from the Extra Deck face-down', () => {
    const e = effect('金满而谦虚之壶', 1);
    expect(e.cardOncePerTurn).toBe(true);
    expect(e.cost?.[0]).toMatchObject({ do: 'banish', from: 'extra', what: { filter: { faceUp: false } } });
  });

  it('女武神·希格露恩①: sends a face-up Spell/Trap of mine it targets, then summons itself from the hand', () => {
    const e = effect('女武神·希格露恩', 1);
    expect(e.targets).toMatchObject({ count: 1, filter: { side: 'self', faceUp: true, kind: ['spell', 'trap'] } });
    expect(e.does?.map((a) => a.do)).toEqual(['send-to-gy', 'special-summon']);
    expect(card('女武神·希格露恩').names.aliases).toContain('女武神 希格露恩');
  });

  it('万物创世龙: ATK/DEF 「？」', () => {
    expect([card('万物创世龙').atk, card('万物创世龙').def]).toEqual([-2, -2]);
  });

  it('苏生的天空神: its activation and effect cannot be negated, once per turn by name', () => {
    const e = effect('苏生的天空神', 1);
    expect(e).toMatchObject({ kind: 'activation', cardOncePerTurn: true, cannotBeNegated: { activation: true, effect: true } });
    expect(e.does?.map((a) => a.do)).toEqual(['special-summon']);
  });
});
