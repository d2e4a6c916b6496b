// Review s48 (leftovers): 因果切断 「对方墓地有除外的那只怪兽的同名卡存在的场合，那些卡也全部从游戏中除外」 (CMP-SAME-NAME-BANISHED) — the
// same-name cards in the opponent's GY are banished too; the target is banished once.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-SAME-NAME-BANISHED', CARDS_DB);

/** The refs of the cards banished, in order, one per event card. */
function banished(input: string): string[] {
  return askCdb(input).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => `${c.name}@${c.ref}`));
}

describe.skipIf(!haveCards)('CMP-SAME-NAME-BANISHED', () => {
  it('[CMP-SAME-NAME-BANISHED] 因果切断→B:青眼白龙 with a 青眼白龙 and a 黑魔术师 in B\'s GY: the target and the GY\'s 青眼白龙 are banished, each once; 黑魔术师 stays', () => {
    expect(banished('{回合:A 阶段:主要1 A手:三眼怪 B场:青眼白龙 B墓:青眼白龙,黑魔术师} C1 A:因果切断→B:青眼白龙')).toEqual(['青眼白龙@B场1', '青眼白龙@B墓1']);
  });

  it('[CMP-SAME-NAME-BANISHED] with no card of that name in B\'s GY only the target is banished, once', () => {
    expect(banished('{回合:A 阶段:主要1 A手:三眼怪 B场:青眼白龙 B墓:黑魔术师} C1 A:因果切断→B:青眼白龙')).toEqual(['青眼白龙@B场1']);
  });
});

describe.skipIf(!haveCards)('CMP-SAME-NAME-BANISHED: the opponent\'s GY not listed', () => {
  it('[CMP-SAME-NAME-BANISHED] with B\'s GY not listed, 因果切断 is not said to need a card there (「没有的话不能发动」): the same-name banish is an extra, the target alone is enough', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:三眼怪 B场:青眼白龙} C1 A:因果切断→B:青眼白龙');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.assumptions.join('\n')).not.toContain('没有的话不能发动');
  });
});
