// CH-SUMMON-ONCE-PER-TURN (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:182; docs/c01/大师规则（2020年4月版）变更点.rst:76–79):
// 「自己对「X」1回合只能有1次特殊召唤」 — a player who Special Summoned X this turn cannot Special Summon X again: an
// effect that would summon it as its target cannot be activated, and one that chooses it at resolution does not
// summon it. A summon that was negated did not happen and does not count. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the summon-once-per-turn rule', CARDS_DB);

const summoned = (a: ChainAnswer, link: number) => a.events.filter((e) => e.type === 'special-summoned' && e.link === link).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-SUMMON-ONCE-PER-TURN] a monster Special Summoned only once a turn', () => {
  it('[CH-SUMMON-ONCE-PER-TURN] already summoned this turn: 死者苏生 cannot target it; negated, it can', () => {
    const done = askCdb('{回合:A 阶段:主要1 A墓:高速疾行机人 比剑骑手 本回合:A:高速疾行机人 比剑骑手(特殊召唤)} C1 A:死者苏生 → 高速疾行机人 比剑骑手');
    expect(done.links[0]!.legal).toBe(false);
    expect(done.links[0]!.rules).toContain('CH-SUMMON-ONCE-PER-TURN');
    const negated = askCdb('{回合:A 阶段:主要1 A墓:高速疾行机人 比剑骑手 本回合:A:高速疾行机人 比剑骑手(特殊召唤,无效)} C1 A:死者苏生 → 高速疾行机人 比剑骑手');
    expect(summoned(negated, 1)).toEqual(['高速疾行机人 比剑骑手']);
  });

  it('[CH-SUMMON-ONCE-PER-TURN] the opponent\'s summon of it does not count: 死者苏生 may still take it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:高速疾行机人 比剑骑手 本回合:B:高速疾行机人 比剑骑手(特殊召唤)} C1 A:死者苏生 → 高速疾行机人 比剑骑手');
    expect(summoned(a, 1)).toEqual(['高速疾行机人 比剑骑手']);
  });

  it('[CH-SUMMON-ONCE-PER-TURN] a card chosen at resolution (精灵兽使 薇茵妲 summoning 灵兽使 蕾拉) is not summoned a second time', () => {
    expect(summoned(askCdb('{回合:B 阶段:主要1 A墓:精灵兽使 薇茵妲 本回合:A:灵兽使 蕾拉(特殊召唤)} C1 A:精灵兽使 薇茵妲① [特殊召唤 灵兽使 蕾拉]'), 1)).not.toContain('灵兽使 蕾拉');
  });
});
