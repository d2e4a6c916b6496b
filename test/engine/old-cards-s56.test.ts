// Old cards read by their current text (s56): 龙战士 「只要这张卡在场上存在，可以支付1000分使通常陷阱的效果无效化。以这张卡为对象的魔法卡的效果
// 无效并破坏。」 — its negation of a Normal Trap pays 1000 LP each time it is applied (CH-NONCHAIN-NEGATE-OPTIONAL), reaches Normal Traps only,
// and its second sentence negates and destroys a Spell targeting it (CMP-WHILE-FACE-UP-OPTIONAL).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

const paid = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'lp-paid').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('龙战士: 「可以支付1000分使通常陷阱的效果无效化」', () => {
  it('[CH-NONCHAIN-NEGATE-OPTIONAL] applied to the opponent\'s Normal Trap, its controller pays 1000 LP — each time: two Normal Traps, 2000', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:龙战士 A基本分:8000 B场:三眼怪} C1 B:激流葬');
    const l = linkOf(a, 1);
    expect(l.outcome).toBe('effect-negated');
    expect(l.reason).toContain('A支付1000基本分，适用于C1「激流葬」的效果');
    expect(paid(a)).toEqual(['A:1000']);
    const two = askCdb('{回合:B 阶段:主要1 A场:龙战士 A基本分:8000 B场:三眼怪} C1 B:激流葬 C2 B:强制脱出装置→A:龙战士');
    expect(paid(two)).toEqual(['A:1000', 'A:1000']);
    expect(linkOf(two, 2).outcome).toBe('effect-negated');
  });

  it('[CH-NONCHAIN-NEGATE-OPTIONAL] with less than 1000 LP it cannot be applied, and the answer says why; after one payment left 500, the second Normal Trap resolves', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:龙战士 A基本分:500 B场:三眼怪} C1 B:激流葬');
    expect(linkOf(a, 1).outcome).toBe('resolved');
    expect(paid(a)).toEqual([]);
    expect(a.assumptions.join()).toContain('「龙战士」的无效要支付1000基本分才能适用，它的控制者基本分只有500，不能支付');
    const two = askCdb('{回合:B 阶段:主要1 A场:龙战士 A基本分:1500 B场:三眼怪} C1 B:激流葬 C2 B:强制脱出装置→A:龙战士');
    expect(linkOf(two, 2).outcome).toBe('effect-negated');
    expect(linkOf(two, 1).outcome).toBe('resolved');
    expect(paid(two)).toEqual(['A:1000']);
  });

  it('[CMP-WHILE-FACE-UP-OPTIONAL] 「通常陷阱」 only: a Continuous Trap (王宫的通告) resolves; its own controller\'s Normal Trap is not assumed negated, nothing paid', () => {
    const cont = askCdb('{回合:B 阶段:主要1 A场:龙战士 B场:王宫的通告(盖)} C1 B:王宫的通告');
    expect(linkOf(cont, 1).outcome).toBe('resolved');
    expect(paid(cont)).toEqual([]);
    const own = askCdb('{回合:A 阶段:主要1 A场:龙战士 B场:三眼怪} C1 A:激流葬');
    expect(linkOf(own, 1).outcome).toBe('resolved');
    expect(paid(own)).toEqual([]);
  });

  it('[CMP-WHILE-FACE-UP-OPTIONAL] 「以这张卡为对象的魔法卡的效果无效并破坏」: 月之书 targeting it is negated and destroyed (no LP paid); 月之书 on another monster resolves', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:龙战士 B场:三眼怪} C1 B:月之书→A:龙战士');
    const l = linkOf(a, 1);
    expect(l.outcome).toBe('effect-negated');
    expect(l.reason).toContain('「月之书」被破坏');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '月之书'))).toBe(true);
    expect(paid(a)).toEqual([]);
    expect(linkOf(askCdb('{回合:B 阶段:主要1 A场:龙战士 B场:三眼怪} C1 B:月之书→B:三眼怪'), 1).outcome).toBe('resolved');
  });
});

// CMP-OLD-DISCARD-TO-GY: 收押 「支付1000分。确认对方的手卡，选择对方手卡的1张卡丢去墓地。」 — the card's player (A) picks B's card.
describe.skipIf(!haveCards)('收押: 「选择对方手卡的1张卡丢去墓地」', () => {
  it('[CMP-OLD-DISCARD-TO-GY] A picks the card from B\'s hand (not B): said so in both languages; 爱恶作剧的双子恶魔\'s 「对方再选择自己1张手卡丢弃」 is not said as A\'s pick', () => {
    const input = '{回合:A 阶段:主要1 B手:三眼怪,死者苏生} C1 A:收押';
    const l = linkOf(askCdb(input), 1);
    expect(l.reason).toContain('A从B的手卡选择1张丢弃（由A选择，不是B）');
    const en = linkOf(cdbJudge().chain(input, { lang: 'en' }) as ReturnType<typeof askCdb>, 1);
    expect(en.reason).toContain("A picks 1 card from B's hand to be discarded (A chooses, not B)");
    const twins = linkOf(askCdb('{回合:A 阶段:主要1 B手:三眼怪,死者苏生} C1 A:爱恶作剧的双子恶魔'), 1);
    expect(twins.reason).not.toContain('由A选择');
  });
});

// CMP-OLD-PLACES-LISTED: 纤维壶 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切。之后各自从卡组抽5张卡。」 — each player their own.
describe.skipIf(!haveCards)('纤维壶: 「双方把自己…洗切。之后各自从卡组抽5张卡」', () => {
  it('[CMP-OLD-PLACES-LISTED] the summary says 「各自」: each player returns their own cards to their own Deck and draws 5 from it', () => {
    const input = '{回合:A 阶段:主要1 A场:纤维壶(盖) B手:三眼怪} 反转召唤 纤维壶 C1 A:纤维壶';
    const a = askCdb(input);
    const l = linkOf(a, 1);
    expect(l.reason).toContain('双方各自把自己的卡回到自己的卡组（「纤维壶」、「三眼怪」回到卡组）');
    expect(l.reason).toContain('双方各自从自己的卡组抽5张卡');
    expect(a.events.filter((e) => e.type === 'drawn').map((e) => `${e.player}:${e.amount}`)).toEqual(['A:5', 'B:5']);
    const en = linkOf(cdbJudge().chain(input, { lang: 'en' }) as ReturnType<typeof askCdb>, 1);
    expect(en.reason).toContain('each player draws 5 cards from their own Deck');
  });
});
