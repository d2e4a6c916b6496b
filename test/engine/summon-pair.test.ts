// CMP-SUMMON-PAIR (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:135): 「卡组1只「X」怪兽和手卡的这张卡特殊召唤」 is read
// as two summons made together — the monster described, then this card. Both need a Main Monster Zone when it resolves;
// short of room for both, neither is summoned and this card stays in the hand (CH-NO-FREE-ZONE). Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards } from '../reference/judge.js';

describe.skipIf(!haveCards)('[CMP-SUMMON-PAIR] a monster and this card Special Summoned together', () => {
  it('[CMP-SUMMON-PAIR] 魔神仪-能量石书本 ① with two zones free summons the Deck monster and itself', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师 A手:魔神仪-能量石书本} C1 A:魔神仪-能量石书本①');
    expect(eventCards(a, 'special-summoned', 1)).toHaveLength(2);
    expect(eventCards(a, 'special-summoned', 1)).toContain('魔神仪-能量石书本');
  });

  it('[CMP-SUMMON-PAIR] with one zone left when it resolves neither comes, and the card is not sent to the GY', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师 A手:魔神仪-羽毛刀钢笔 A墓:暗黑骑士 盖亚} C1 A:魔神仪-羽毛刀钢笔① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(eventCards(a, 'special-summoned', 1)).toEqual([]);
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual([]);
  });
});
