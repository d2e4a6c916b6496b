import { describe, expect, it } from 'vitest';
import { activationLockCards, activationLockNewerThanCdb } from '../../src/cards/curated/newer/activation-locks.js';
import { onlyOneCards, onlyOneNewerThanCdb } from '../../src/cards/curated/newer/only-one-cards.js';
import { oncePerTurnCards, oncePerTurnNewerThanCdb } from '../../src/cards/curated/newer/once-per-turn-cards.js';
import { resistanceCards, resistanceNewerThanCdb } from '../../src/cards/curated/newer/resistance-cards.js';
import { monsterCardAnswerCards, monsterCardAnswerNewerThanCdb } from '../../src/cards/curated/newer/monster-card-answers.js';
import { lookup } from './newer-lookup.js';

// Newer cards written as restated text (textCard) for the docs/c02–c03 examples on turn locks, pledges under a changed
// attribute, 「只能有1张」 limits and once-per-turn phase triggers: the compiler must read the clauses the examples judge.
const all = [...activationLockCards, ...onlyOneCards, ...oncePerTurnCards, ...resistanceCards, ...monsterCardAnswerCards];
const { card, effect } = lookup(all);

describe('newer cards: locks, only-one limits, phase triggers', () => {
  it('every card is listed as newer than the database, and every text card compiles', () => {
    const listed = { ...activationLockNewerThanCdb, ...onlyOneNewerThanCdb, ...oncePerTurnNewerThanCdb, ...resistanceNewerThanCdb, ...monsterCardAnswerNewerThanCdb };
    for (const c of all) {
      expect(listed[c.id], c.name).toBeDefined();
      expect(c.source, c.name).toBe(c.text ? 'inferred' : 'curated');
    }
  });
  it('GO-DDD 神零王 零神·零儿 leaves a lock for the turn on Spell & Trap Zone effects (①) and on hand/GY effects (②)', () => {
    expect(effect('GO-DDD 神零王 零神·零儿', 1).does).toContainEqual(expect.objectContaining({ player: 'opponent', forbidsActivation: { activatedFrom: 'spell' }, duration: 'turn' }));
    expect(effect('GO-DDD 神零王 零神·零儿', 2).does).toContainEqual(expect.objectContaining({ player: 'opponent', forbidsActivation: { activatedFrom: ['hand', 'gy'] }, duration: 'turn' }));
  });
  it('No.4 猛毒刺胞 隐形水母怪 ① makes every face-up monster WATER', () => {
    expect(effect('No.4 猛毒刺胞 隐形水母怪', 1).does?.[0]).toMatchObject({ do: 'change-type', what: { scope: 'all' }, becomes: { attribute: '水' } });
  });
  it('铁界王战 矮人联合王 counts cards of its name; 兽带斗神“王者”轩辕十四 ① equips a monster of its GY', () => {
    expect(effect('铁界王战 矮人联合王', 1).does?.[0]?.unique).toEqual({ field: 'self', name: '铁界王战 矮人联合王' });
    expect(effect('兽带斗神“王者”轩辕十四', 1)).toMatchObject({ targets: { filter: { place: 'gy', side: 'self' } }, does: [{ do: 'equip' }] });
  });
  it('睡醒一杯！摩卡咖啡 ③ is an End Phase trigger turning itself face-down', () => {
    expect(effect('睡醒一杯！摩卡咖啡', 3)).toMatchObject({ kind: 'trigger', trigger: { phase: 'end-phase' }, does: [{ do: 'flip-face-down', what: 'self' }] });
    expect(card('睡醒一杯！摩卡咖啡').effects.some((e) => e.oncePerTurn)).toBe(false);
  });
  it('闪刀姬=零露 ② tributes itself as its cost and may be activated in either turn', () => {
    expect(effect('闪刀姬=零露', 2)).toMatchObject({ kind: 'quick', cost: [{ do: 'tribute', what: 'self' }], alsoOpponentTurn: true });
  });
  it('DDD 赦俿王 死亡机降神 ② answers a monster card’s effect; 纠罪巧-诈狐 Astaγ.PIXIEA ② turns itself face-up as its cost and ③ locks targeting effects', () => {
    expect(effect('DDD 赦俿王 死亡机降神', 2).respondsTo).toMatchObject({ by: 'opponent', cardKind: 'monster', monsterCard: true });
    expect(effect('纠罪巧-诈狐 Astaγ.PIXIEA', 2).cost?.[0]).toMatchObject({ do: 'change-position', what: 'self' });
    expect(effect('纠罪巧-诈狐 Astaγ.PIXIEA', 3).does[0]?.forbidsActivation).toEqual({ targeting: { place: ['field', 'gy'] } });
  });
});
