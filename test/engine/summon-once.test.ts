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

  // s50: the Special Summon written as the action reads the rule too, and the summon of notation form 14 counts while a chain is built
  // on it (docs/c03/誓约.rst:113–114).
  const made = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-SUMMON-ONCE-PER-TURN] `特殊召唤 灵兽使 文` written as the action, with 灵兽使 文 Special Summoned this turn (本回合:, or by a chain before written with 然后), is not made and the warning says why; that earlier summon negated, it is made', () => {
    const listed = askCdb('{回合:A 阶段:主要1 A手:灵兽使 文 本回合:A:灵兽使 文(特殊召唤)} 特殊召唤 灵兽使 文');
    expect(made(listed)).toEqual([]);
    expect(listed.warnings.join('\n')).toContain('1回合只能有1次特殊召唤');
    expect(made(askCdb('{回合:A 阶段:主要1 A墓:灵兽使 文 A手:灵兽使 文} C1 A:死者苏生→灵兽使 文 然后 特殊召唤 灵兽使 文'))).toEqual([]);
    expect(made(askCdb('{回合:A 阶段:主要1 A手:灵兽使 文 本回合:A:灵兽使 文(特殊召唤,无效)} 特殊召唤 灵兽使 文'))).toEqual(['灵兽使 文']);
  });
  it('[CH-SUMMON-ONCE-PER-TURN] a Special Summon of 灵兽使 文 in progress (雷王 chained to it) is its one this turn: 活死人的呼声 cannot target another 灵兽使 文 in that chain; with another monster being summoned, or the summon negated, it can', () => {
    const inProgress = askCdb('{回合:A 阶段:主要1 A墓:灵兽使 文 A手:灵兽使 文 A场:活死人的呼声(盖)} 特殊召唤 灵兽使 文 C1 B:雷王 C2 A:活死人的呼声→灵兽使 文');
    expect(inProgress.links[1]!.legal).toBe(false);
    expect(inProgress.links[1]!.rules).toContain('CH-SUMMON-ONCE-PER-TURN');
    const other = askCdb('{回合:A 阶段:主要1 A墓:灵兽使 文 A手:三眼怪 A场:活死人的呼声(盖)} 特殊召唤 三眼怪 C1 B:雷王 C2 A:活死人的呼声→灵兽使 文');
    expect(other.links[1]!.legal).toBe(true);
    expect(summoned(other, 2)).toEqual(['灵兽使 文']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:灵兽使 文 A手:灵兽使 文 A场:活死人的呼声(盖)} 特殊召唤 灵兽使 文 [被无效] C1 A:活死人的呼声→灵兽使 文'), 1)).toEqual(['灵兽使 文']);
  });
});
