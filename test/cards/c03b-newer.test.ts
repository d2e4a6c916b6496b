// The newer-than-cdb cards of src/cards/curated/newer/c03b-*.ts: their compiled facts must be what the card does in the
// rulings that use it (docs/c03 chapters), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03bReplacementCards } from '../../src/cards/curated/newer/c03b-replacement.js';
import { c03bAtkZeroCards } from '../../src/cards/curated/newer/c03b-atk-zero.js';
import { c03bTriggerCards } from '../../src/cards/curated/newer/c03b-triggers.js';
import { c03bBanishCards } from '../../src/cards/curated/newer/c03b-banish.js';
import { c03bStatsCards } from '../../src/cards/curated/newer/c03b-stats.js';

const all = [...c03bReplacementCards, ...c03bAtkZeroCards, ...c03bTriggerCards, ...c03bBanishCards, ...c03bStatsCards];
const { card, effect } = lookup(all);

describe('c03b newer cards: destruction replacements', () => {
  it('破械焰魔天 阎摩②: an optional replacement of its own destruction (battle or effect) destroying one face-up card on either field', () => {
    const a = effect('破械焰魔天 阎摩', 2).does[0];
    expect(a).toMatchObject({ do: 'replace-destruction', what: 'self', optional: true, instead: { do: 'destroy', what: { scope: 'choose', count: 1, filter: { faceUp: true, place: 'field', side: 'any' } } } });
    expect(a?.against).toBeUndefined();
  });
  it('卡通书签②: from the GY, optionally banished instead of its controller’s 卡通世界 destroyed by an effect; 转生炎兽 烈焰龙 must detach a material instead', () => {
    expect(effect('卡通书签', 2).does[0]).toMatchObject({ do: 'replace-destruction', from: 'gy', optional: true, against: 'effect', what: { filter: { id: 15259703, side: 'self' } }, instead: { do: 'banish', what: 'self' } });
    const blaze = effect('转生炎兽 烈焰龙', 1).does[0];
    expect(blaze).toMatchObject({ do: 'replace-destruction', what: 'self', instead: { do: 'detach' } });
    expect(blaze?.optional).toBeUndefined();
  });
  it('破械童子 娑罗摩②: a trigger when it is destroyed by an effect, doing nothing that is not known', () => {
    const e = effect('破械童子 娑罗摩', 2);
    expect(e).toMatchObject({ kind: 'trigger', trigger: { event: 'destroyed', cause: 'effect', subject: { self: true } } });
    expect(e.does).toEqual([]);
  });
});

describe('c03b newer cards: ATK set to 0 on a target', () => {
  it('古代的机械弩士②: a targeted ATK/DEF 0 and nothing more; 巨星坠: a targeted ATK 0 followed by a step of its own on that target', () => {
    const bow = effect('古代的机械弩士', 2);
    expect(bow.does).toEqual([{ do: 'modify-stats', what: 'targets', stat: 'atk-def', change: { layer: 'current', op: 'set', value: 0 } }]);
    const fall = effect('巨星坠', 1);
    expect(fall.does.map((a) => [a.do, a.what])).toEqual([['modify-stats', 'targets'], ['other', 'targets']]);
  });
});

describe('c03b newer cards: trigger conditions', () => {
  it('真龙魔王 卓辉星·拼图②: destroyed by battle or by the opponent’s effect (「战斗或者对方的效果」 is read as both causes); 创星龙华-光巴①: any monster on the field destroyed by an effect', () => {
    expect(effect('真龙魔王 卓辉星·拼图', 2).trigger).toMatchObject({ event: 'destroyed', cause: ['effect', 'battle'], causedBy: 'opponent', subject: { self: true } });
    expect(effect('创星龙华-光巴', 1).trigger).toMatchObject({ event: 'destroyed', cause: 'effect', subject: { kind: 'monster', place: 'field' } });
    expect(effect('创星龙华-光巴', 1).does).toEqual([]);
  });
});

describe('c03b newer cards: banish protections', () => {
  it('光道雅典娜 密涅瓦② and 水晶机巧晶簇①: a continuous protection of its controller’s 「光道」 monsters / 「水晶机巧」 cards on the field from being banished', () => {
    expect(effect('水晶机巧晶簇', 1)).toMatchObject({ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: { scope: 'all', filter: { archetype: '水晶机巧', place: 'field', side: 'self' } } }] });
    expect(effect('光道雅典娜 密涅瓦', 2)).toMatchObject({ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: { scope: 'all', filter: { archetype: '光道', kind: 'monster', place: 'field', side: 'self' } } }] });
  });
});

describe('c03b newer cards: stats', () => {
  it('黄金卿 黄金国巫妖②: the raise goes to the monster its effect summoned (another card may get it), not to itself only; 俱利伽罗天童: original ATK 1500 and nothing else stated', () => {
    expect(effect('黄金卿 黄金国巫妖', 2).does.find((a) => a.do === 'modify-stats')).toMatchObject({ what: 'moved', stat: 'atk-def', change: { op: 'add', value: 1000 } });
    expect([card('黄金卿 黄金国巫妖').atk, card('黄金卿 黄金国巫妖').def]).toEqual([2500, 2800]);
    expect(card('俱利伽罗天童').atk).toBe(1500);
    expect(card('俱利伽罗天童').effects.filter((e) => e.kind !== 'procedure')).toEqual([]);
  });
});
