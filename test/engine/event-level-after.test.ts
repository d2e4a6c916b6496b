// CMP-EVENT-LEVEL-AFTER: 「怪兽召唤·反转召唤时，那只怪兽是4星以下的场合把这个效果发动」 (机壳的再星) — the level said after the event is
// the level of the event's monster. Before, 「…的场合把这个效果发动」 did not end the condition, the clause was dropped, and every
// summoned monster met both effects. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { clausesOf } from '../../src/cards/compile/clauses.js';
import { compileEvents } from '../../src/cards/compile/events.js';

skipMessage('CMP-EVENT-LEVEL-AFTER', CARDS_DB);

describe('CMP-EVENT-LEVEL-AFTER, read', () => {
  it('[CMP-EVENT-LEVEL-AFTER] 「…的场合把这个效果发动」 ends the condition; the level after the event is the event monster’s', () => {
    expect(clausesOf('怪兽召唤·反转召唤时，那只怪兽是4星以下的场合把这个效果发动。那只怪兽的效果直到回合结束时无效。').conditions).toEqual(['怪兽召唤·反转召唤时', '那只怪兽是4星以下的场合']);
    expect(compileEvents(['怪兽召唤·反转召唤时', '那只怪兽是4星以下的场合']).trigger?.subject).toEqual({ kind: 'monster', levelMax: 4 });
    expect(compileEvents(['怪兽特殊召唤时', '那怪兽是5星以上的场合']).trigger?.subject).toEqual({ kind: 'monster', levelMin: 5 });
  });
});

describe.skipIf(!haveCards)('CMP-EVENT-LEVEL-AFTER, judged', () => {
  const triggered = (input: string) => askCdb(input).window.triggers.filter((t) => t.card.name === '机壳的再星').map((t) => t.effect);
  it('[CMP-EVENT-LEVEL-AFTER] 机壳的再星: a Level 3 Normal Summon meets ①; a Level 8 Special Summon meets ②', () => {
    expect(triggered('{回合:A 阶段:主要1 B场:机壳的再星} 召唤 三眼怪')).toEqual([1]);
    expect(triggered('{回合:A 阶段:主要1 B场:机壳的再星} 特殊召唤 青眼白龙')).toEqual([2]);
  });
  it('[CMP-EVENT-LEVEL-AFTER] the other side: a Level 3 monster Special Summoned meets neither (② needs Level 5 or more)', () => {
    expect(triggered('{回合:A 阶段:主要1 B场:机壳的再星} 特殊召唤 三眼怪')).toEqual([]);
  });
});
