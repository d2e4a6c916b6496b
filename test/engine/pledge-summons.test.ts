// CH-PLEDGE-SUMMONS (s50): one pledge sentence that forbids more than one kind of summon — 舍身的宝札's 「这张卡发动的回合，自己不能把怪兽召唤·
// 反转召唤·特殊召唤，也不能把表示形式变更」 (card text; rules reference docs/c03/誓约.rst:66–75) forbids its player's Normal Summons as well as
// its Special Summons for the rest of the turn, from its activation (a later link, a later chain, a summon written as the action), and
// a summon already made this turn keeps the card from being activated. (Its Flip Summon and position parts: CH-POSITION-LOCK-PLEDGE.)
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a pledge on summons of more than one kind (舍身的宝札)', () => {
  it('[CH-PLEDGE-SUMMONS] activated earlier this turn (本回合:A:舍身的宝札), it stops A’s Normal Summon and Special Summon written as the action, and 死者苏生 cannot be activated; B, who did not activate it, summons freely', () => {
    const normal = askCdb('{回合:A 阶段:主要1 A手:三眼怪 本回合:A:舍身的宝札} 召唤 三眼怪');
    expect(moved(normal, 'summoned')).toEqual([]);
    expect(normal.warnings.join('\n')).toContain('舍身的宝札');
    expect(moved(askCdb('{回合:A 阶段:主要1 A手:黑魔术师 本回合:A:舍身的宝札} 特殊召唤 黑魔术师'), 'special-summoned')).toEqual([]);
    const revive = askCdb('{回合:A 阶段:主要1 A墓:黑魔术师 本回合:A:舍身的宝札} C1 A:死者苏生→黑魔术师');
    expect(revive.links[0]!.legal).toBe(false);
    expect(revive.links[0]!.rules).toContain('CH-PLEDGE-EARLIER');
    expect(revive.links[0]!.rules).not.toContain('CH-PLEDGE-SUMMONS');
    expect(moved(askCdb('{回合:A 阶段:主要1 A手:三眼怪 本回合:B:舍身的宝札} 召唤 三眼怪'), 'summoned')).toEqual(['三眼怪']);
  });

  it('[CH-PLEDGE-SUMMONS] in the same chain (活死人的呼声 chained to it) and in a chain after it written with 然后, a summoning effect of its player cannot be activated; without 舍身的宝札 it can', () => {
    const chained = askCdb('{回合:A 阶段:主要1 A墓:黑魔术师 A场:舍身的宝札(盖),活死人的呼声(盖)} C1 A:舍身的宝札 C2 A:活死人的呼声→黑魔术师');
    expect(chained.links[1]!.legal).toBe(false);
    expect(chained.links[1]!.rules).toContain('CH-PLEDGE');
    expect(moved(chained, 'special-summoned')).toEqual([]);
    const then = askCdb('{回合:A 阶段:主要1 A墓:黑魔术师 A场:舍身的宝札(盖)} C1 A:舍身的宝札 然后 C1 A:死者苏生→黑魔术师');
    expect(then.links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A墓:黑魔术师 A场:活死人的呼声(盖)} C1 A:活死人的呼声→黑魔术师').links[0]!.legal).toBe(true);
  });

  it('[CH-PLEDGE-SUMMONS] a Normal Summon made earlier this turn keeps 舍身的宝札 from being activated (the pledge covers the whole turn), and the answer names the Normal Summon', () => {
    const after = askCdb('{回合:A 阶段:主要1 A场:舍身的宝札(盖) 本回合:A:三眼怪(召唤)} C1 A:舍身的宝札');
    expect(after.links[0]!.legal).toBe(false);
    expect(after.links[0]!.rules).toContain('CH-PLEDGE-DONE');
    expect(after.links[0]!.illegalReason).toContain('通常召唤');
    // The rule that read the Normal Summon out of 「召唤·…特殊召唤」 is named (no answer carried it); a Special Summon, its `forbids`, is not it.
    expect(after.links[0]!.rules).toContain('CH-PLEDGE-SUMMONS');
    expect(askCdb('{回合:A 阶段:主要1 A场:舍身的宝札(盖) 本回合:A:黑魔术师(特殊召唤)} C1 A:舍身的宝札').links[0]!.rules).not.toContain('CH-PLEDGE-SUMMONS');
  });
});
