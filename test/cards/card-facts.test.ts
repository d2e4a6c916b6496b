// Ruling-critical facts of the seed cards: how each effect is classified (trigger, trigger-like
// Spell/Trap, quick effect answering an activation), what it answers, its cost and its timing. These
// are the facts the engine's verdicts on the seed examples rest on, so a wrong fact fails here first.
import { describe, expect, it } from 'vitest';
import type { Card, EffectFacts } from '../../src/cards/facts.js';
import { curatedCards } from '../../src/cards/curated/index.js';

function byName(name: string): Card {
  const c = curatedCards.find((x) => x.name === name || x.names.aliases.includes(name));
  if (!c) throw new Error(`no curated card ${name}`);
  return c;
}

/** The record of the card-text effect: for continuous/equip Spells/Traps, skip the card activation. */
function effect(name: string, n: number): EffectFacts {
  const e = byName(name).effects.find((x) => x.n === n);
  if (!e) throw new Error(`${name} has no effect ${n}`);
  return e;
}

function triggerEvents(e: EffectFacts): string[] {
  const ev = e.trigger?.event;
  return ev === undefined ? [] : Array.isArray(ev) ? ev : [ev];
}

describe('seed 002 6.1: trigger effects, trigger-like Spell/Trap effects and quick effects', () => {
  it('[002-E14] classifies the 6.1 examples as the seed does, with when/if as their texts say', () => {
    // Monster trigger effects 诱发效果: 「…的场合」, so they cannot miss their timing.
    const deneb = effect('星因士 天津四', 1);
    expect(deneb.kind).toBe('trigger');
    expect(deneb.timing).toBe('if');
    expect(triggerEvents(deneb)).toEqual(expect.arrayContaining(['summoned', 'flip-summoned', 'special-summoned']));

    const artorigus = effect('神圣骑士王 阿托利斯', 3);
    expect(artorigus.kind).toBe('trigger');
    expect(artorigus.timing).toBe('if');
    expect(artorigus.trigger?.from).toBe('field');
    expect(triggerEvents(artorigus)).toEqual(['sent-to-gy']);

    const umastryx = effect('地中族邪界兽·利古钻土蜥', 3);
    expect(umastryx.kind).toBe('trigger'); // 「反转的场合」: a trigger, not a FLIP effect
    expect(umastryx.timing).toBe('if');
    expect(triggerEvents(umastryx)).toEqual(['flipped']);
    expect(umastryx.targets?.filter.side).toBe('opponent');

    const azure = effect('苍眼银龙', 2);
    expect(azure.kind).toBe('trigger');
    expect(azure.trigger?.phase).toBe('standby-phase');
    expect(azure.mandatory).toBe(false);

    // Trigger-like Spell/Trap effects 诱发类效果: a Spell/Trap effect or card activation keyed to an event.
    const circle = effect('黑魔导阵', 2); // ② of the card text, after the card activation record
    expect(byName('黑魔导阵').type.kind).toBe('spell');
    expect(circle.trigger).toBeDefined();
    expect(circle.timing).toBe('if');
    expect(circle.respondsTo).toBeUndefined();

    const destiny = effect('天命之圣剑', 3); // ③ of the card text (the equip activation is record 0)
    expect(destiny.trigger).toBeDefined();
    expect(destiny.timing).toBe('if');
    expect(destiny.from).toBe('gy');

    const floodgate = effect('无底的落穴', 1);
    expect(floodgate.kind).toBe('activation');
    expect(floodgate.timing).toBe('when');
    expect(triggerEvents(floodgate)).toEqual(expect.arrayContaining(['summoned', 'flip-summoned', 'special-summoned']));
    expect(floodgate.trigger?.subject?.side).toBe('opponent');

    // Quick effects 诱发即时效果 answering a target / an activation: 「…时」 on an activation, no trigger event.
    const maiden = effect('青色眼睛的少女', 1);
    expect(maiden.kind).toBe('quick');
    expect(maiden.timing).toBe('when');
    expect(maiden.trigger).toBeUndefined();
    expect(maiden.respondsTo?.targets).toMatchObject({ self: true });

    const slash = effect('真红眼黑刃龙', 2);
    expect(slash.kind).toBe('quick');
    expect(slash.timing).toBe('when');
    expect(slash.trigger).toBeUndefined();
    expect(slash.respondsTo?.targets).toMatchObject({ side: 'self' });
    expect(slash.cost?.[0]?.do).toBe('send-to-gy');

    // Spell speeds the engine derives from these kinds: triggers 1, quick 2 — none states its own.
    for (const e of [deneb, artorigus, umastryx, azure, maiden, slash]) expect(e.speed).toBeUndefined();
  });
});

describe('ruling-critical facts of the worked examples', () => {
  it('王家的诅咒 answers only a Spell/Trap card activation targeting exactly 1 Spell/Trap on the field that it destroys', () => {
    const c = byName('王家的诅咒');
    expect(c.type.subtypes).toContain('counter');
    const e = effect('王家的诅咒', 1);
    expect(e.respondsTo).toMatchObject({
      activation: 'card',
      targetsExactly: { count: 1, filter: { place: 'field' } },
      destroysItsTarget: true,
    });
    expect(e.respondsTo?.cardKind).toEqual(['spell', 'trap']);
    expect(e.does.map((a) => a.do)).toEqual(['negate-activation', 'destroy']);
    // The seed's C3 rests on the old text: the card says why it no longer works.
    expect(c.textChange?.zh).toContain('我身作盾');
  });

  it('我身作盾 answers an opponent activation that would destroy a monster on the field, for 1500 LP', () => {
    const e = effect('我身作盾', 1);
    expect(byName('我身作盾').type.subtypes).toContain('quickplay');
    expect(e.respondsTo?.by).toBe('opponent');
    expect(e.respondsTo?.wouldDestroy).toMatchObject({ kind: 'monster' });
    expect(e.respondsTo?.targetsExactly).toBeUndefined();
    expect(e.cost).toEqual([{ do: 'pay-lp', amount: 1500, player: 'self' }]);
  });

  it('死灵骑士 is a mandatory quick effect answering a monster effect, tributing itself as cost', () => {
    const e = effect('死灵骑士', 1);
    expect(e.kind).toBe('quick');
    expect(e.mandatory).toBe(true);
    expect(e.respondsTo).toMatchObject({ cardKind: 'monster', activation: 'effect' });
    expect(e.cost).toEqual([{ do: 'tribute', what: 'self' }]);
  });

  it('三眼怪 is a mandatory 「…的场合」 trigger on going from the field to the GY', () => {
    const e = effect('三眼怪', 1);
    expect(e.kind).toBe('trigger');
    expect(e.mandatory).toBe(true);
    expect(e.timing).toBe('if');
    expect(triggerEvents(e)).toEqual(['sent-to-gy']);
    expect(e.trigger?.from).toBe('field');
  });

  it('光帝 克赖斯 is an optional 「…时」 trigger on its summon, targeting up to 2 cards', () => {
    const e = effect('光帝 克赖斯', 1);
    expect(e.kind).toBe('trigger');
    expect(e.mandatory).toBe(false);
    expect(e.timing).toBe('when');
    expect(triggerEvents(e)).toEqual(['summoned', 'special-summoned']);
    expect(e.targets).toMatchObject({ count: 2, upTo: true });
  });

  it('冥王龙 断罪神 today: one optional if-trigger from the hand when your counter trap negates the opponent', () => {
    const e = effect('冥王龙 断罪神', 1);
    expect(e.kind).toBe('trigger');
    expect(e.from).toBe('hand');
    expect(e.timing).toBe('if');
    expect(e.mandatory).toBe(false);
    expect(e.trigger).toMatchObject({ event: 'activation-negated', by: 'self', byCounterTrap: true, subject: { side: 'opponent' } });
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'self' });
    expect(e.does.slice(1).every((a) => a.then === true && a.ifNegatedKind !== undefined)).toBe(true);
    expect(byName('冥王龙 断罪神').textChange).toBeDefined();
  });

  it('永火恶魔 ② needs an empty hand to activate and to resolve; 狡猾的落穴 only to activate', () => {
    const inf = effect('永火恶魔', 2);
    const empty = { is: 'hand-size', side: 'self', op: '==', value: 0 };
    expect(inf.condition).toEqual([empty]);
    expect(inf.resolutionCondition).toEqual([empty]);
    const tth = effect('狡猾的落穴', 1);
    expect(tth.condition?.[0]).toMatchObject({ is: 'none', filter: { kind: 'trap', place: 'gy' } });
    expect(tth.resolutionCondition).toBeUndefined();
    expect(tth.targets?.count).toBe(2);
  });

  it('强制接收 applies only while face-up on the field; 炸裂装甲 needs the target still attacking', () => {
    const fr = byName('强制接收');
    expect(fr.effects[0]?.kind).toBe('activation');
    expect(fr.effects[1]).toMatchObject({ kind: 'trigger', mandatory: true, staysOnField: true });
    const sa = effect('炸裂装甲', 1);
    expect(sa.targets?.filter.attacking).toBe(true);
    expect(sa.resolutionCondition?.[0]).toMatchObject({ is: 'exists', filter: { attacking: true } });
  });

  it('where the effect was activated: 青眼精灵龙② answers GY activations; 终结之阿努比斯 / 机怪神 negate by place', () => {
    expect(effect('青眼精灵龙', 2).respondsTo?.from).toBe('gy');
    expect(effect('青眼精灵龙', 3).cost).toEqual([{ do: 'tribute', what: 'self' }]);
    const anubis = effect('终结之阿努比斯', 1).does[0]!;
    expect(anubis.do).toBe('negate-effects');
    expect(anubis.effects).toEqual(expect.arrayContaining([expect.objectContaining({ activatedFrom: 'gy' })]));
    const krawler = effect('机怪神 超机怪虫神', 2);
    expect(krawler.kind).toBe('continuous');
    expect(krawler.does[0]?.effects?.[0]).toMatchObject({ side: 'opponent', cardKind: 'monster', activatedFrom: 'monster' });
    // The costs that move these cards leave them activated on the field.
    expect(effect('白色灵龙', 3).cost).toEqual([{ do: 'tribute', what: 'self' }]);
    expect(effect('圣灵兽骑 雷鹰', 2).cost?.[0]).toMatchObject({ do: 'return-to-deck', what: 'self' });
  });
});
