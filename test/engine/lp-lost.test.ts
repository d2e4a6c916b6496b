// CH-LP-LOST (s49): 「自己失去这个效果特殊召唤的怪兽数量×1000基本分」 (灵魂补充), 「自己失去这个效果让双方回到卡组的卡数量×300基本分」 (同归于尽) —
// LP lost by the effect, counted on the cards this resolution moved (CH-LP-MOVED-COUNT): neither damage nor a payment. Before, the
// compiler left the clause unread and the answer said nothing of the LP at all.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('LP lost by an effect (CH-LP-LOST)', CARDS_DB);

const lpEvents = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage' || e.type === 'lp-lost' || e.type === 'lp-paid').map((e) => `${e.type}:${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('LP lost by an effect', () => {
  it('[CH-LP-LOST] 灵魂补充 and 同归于尽 are read as LP lost per card the effect moved (special-summoned / returned to the Deck), by their own player', () => {
    const effectOf = (name: string) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.effects;
    };
    const soul = effectOf('灵魂补充');
    expect(soul.flatMap((e) => e.does).find((a) => a.do === 'lose-lp')).toMatchObject({ player: 'self', amount: 1000, amountPer: { movedByThis: 'special-summon' } });
    expect(soul.flatMap((e) => e.unknown ?? [])).toEqual([]);
    expect(effectOf('同归于尽').flatMap((e) => e.does).find((a) => a.do === 'lose-lp')).toMatchObject({ player: 'self', amount: 300, amountPer: { movedByThis: 'return-to-deck' } });
  });

  it('[CH-LP-LOST] 灵魂补充 summoning 1 monster: A loses 1000 LP — an LP loss, no damage', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙 A基本分:8000 B基本分:8000} C1 A:灵魂补充 →青眼白龙');
    expect(a.events.filter((e) => e.type === 'damage' || e.type === 'lp-lost' || e.type === 'lp-paid').map((e) => `${e.type}:${e.player}:${e.amount}`)).toEqual(['lp-lost:A:1000']);
    expect(a.links[0]!.reason).toContain('A失去1000基本分');
  });

  it('[CH-LP-LOST] 同归于尽 with both hands written (3 + 3 cards): A loses 1800 LP; B\'s hand not written: the amount is unknown, said naming B\'s hand', () => {
    expect(lpEvents('{回合:A 阶段:主要1 A手:黑洞,青眼白龙,黑魔术师 B手:雷破,增殖的G,灰流丽 A基本分:8000 B基本分:8000} C1 A:同归于尽')).toEqual(['lp-lost:A:1800']);
    const unknown = askCdb('{回合:A 阶段:主要1 A手:黑洞,青眼白龙,黑魔术师 A基本分:8000 B基本分:8000} C1 A:同归于尽');
    expect(unknown.events.filter((e) => e.type === 'lp-lost').map((e) => e.amount)).toEqual([null]);
    expect(unknown.assumptions.some((s) => s.includes('B的手卡') && s.includes('数值未知'))).toBe(true);
  });
});
