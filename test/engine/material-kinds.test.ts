// CMP-MATERIAL-KINDS-TIERS, MATCH-MATERIAL-KINDS: 「那些作为融合素材的怪兽种类的以下效果适用。●3种类以上：… ●5种类以上：…」 — each ● is a
// step done only when the card's Fusion Materials were of at least that many kinds (rules reference docs/c04/灰流丽·星尘龙.rst:36).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal, referenceJudge } from '../reference/judge.js';

const FOUR = '狱火机·拿玛+狱火机·莉莉丝+狱火机·巴力+狱火机·撒旦';
const FIVE = `${FOUR}+狱火机·阿斯蒙蒂斯`;

describe.skipIf(!haveCards)('[CMP-MATERIAL-KINDS-TIERS] the ● tiers by kinds of Fusion Materials', () => {
  it('[CMP-MATERIAL-KINDS-TIERS] 狱火机·提耶拉①’s four ● are steps of the effect, tiered 3, 5, 8 and 10 kinds (not a lingering effect)', () => {
    const r = referenceJudge().catalog.resolve('狱火机·提耶拉');
    if (!r.ok) throw new Error('狱火机·提耶拉');
    const e = r.card.effects.find((x) => x.n === 1)!;
    expect(e.does.map((a) => [a.from, a.ifMaterialKinds])).toEqual([['extra', 3], ['deck', 5], ['banished', 8], ['hand', 10]]);
    expect(e.leaves ?? []).toEqual([]);
  });
});

describe.skipIf(!haveCards)('[MATCH-MATERIAL-KINDS] a tier is met by the kinds of the stated materials', () => {
  it('[MATCH-MATERIAL-KINDS] with 5 kinds its activation sends from the Deck: 灰流丽 may answer; with 4 kinds, or 5 materials of only 4 names, it may not', () => {
    expect(legal(`{回合:A A场:狱火机·提耶拉(融合召唤,素材:${FIVE})} C1 A:狱火机·提耶拉① C2 B:灰流丽`, 2)).toBe(true);
    expect(legal(`{回合:A A场:狱火机·提耶拉(融合召唤,素材:${FOUR})} C1 A:狱火机·提耶拉① C2 B:灰流丽`, 2)).toBe(false);
    expect(legal(`{回合:A A场:狱火机·提耶拉(融合召唤,素材:${FOUR}+狱火机·撒旦)} C1 A:狱火机·提耶拉① C2 B:灰流丽`, 2)).toBe(false);
  });
  it('[MATCH-MATERIAL-KINDS] as it resolves: 4 kinds send from the Extra Deck only, 5 kinds from the top of the Deck too; no materials stated, no tier is counted', () => {
    const sent = (m: string) => ask(`{回合:A A场:狱火机·提耶拉(融合召唤${m})} C1 A:狱火机·提耶拉①`).events.filter((x) => x.type === 'sent-to-gy').length;
    // (Each ● is done by each player with their own cards, each player's in an event of their own: CH-EACH-PLAYER.)
    expect(sent(`,素材:${FOUR}`)).toBe(2);
    expect(sent(`,素材:${FIVE}`)).toBe(4);
    expect(sent('')).toBe(0);
    // With no materials stated that is a guess, and the answer says it is one.
    const unstated = ask('{回合:A A场:狱火机·提耶拉(融合召唤)} C1 A:狱火机·提耶拉①');
    expect(unstated.links[0]!.rules).toContain('MATCH-MATERIAL-KINDS');
    expect(unstated.assumptions.some((x) => x.includes('素材'))).toBe(true);
    expect(ask(`{回合:A A场:狱火机·提耶拉(融合召唤,素材:${FOUR})} C1 A:狱火机·提耶拉①`).links[0]!.rules).not.toContain('MATCH-MATERIAL-KINDS');
  });
});
