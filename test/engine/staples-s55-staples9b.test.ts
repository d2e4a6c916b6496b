// Round 9 follow-up of the head judge's spot-check (s55): Goat-era staples whose cdb text is the old wording, read as written.
// CMP-OPPONENT-PICKS-OWN-HAND: 「对方再选择自己1张手卡丢弃」 (爱恶作剧的双子恶魔) — the opponent's own hand.
// CMP-OLD-DISCARD-TO-GY: 「选择对方手卡的1张卡丢去墓地」 (收押) — a discard of the opponent's hand card.
// CMP-OLD-PLACES-LISTED: 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切。之后各自从卡组抽5张卡」 (纤维壶).
// CH-TARGET-RESTATED: 「破坏1只里侧表示的怪兽」 (抹杀之使徒) — the resolution's own words describe the target: turned face-up, it is left.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));
const discards = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'discarded').map((e) => e.player);

describe.skipIf(!haveCards)('爱恶作剧的双子恶魔: 「随机丢弃对方的1张手卡，对方再选择自己1张手卡丢弃」', () => {
  it('[CMP-OPPONENT-PICKS-OWN-HAND] both discards are the opponent\'s: B discards at random, then B picks one of B\'s own hand (before: A discarded one of A\'s)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:2000 A手:黑魔术师 B手:青眼白龙,三眼怪} C1 A:爱恶作剧的双子恶魔');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(discards(a)).toEqual(['B', 'B']);
    // A's own hand is not touched.
    expect(moved(a, 'discarded')).not.toContain('A:黑魔术师');
  });
});

describe.skipIf(!haveCards)('收押: 「确认对方的手卡，选择对方手卡的1张卡丢去墓地」', () => {
  it('[CMP-OLD-DISCARD-TO-GY] 收押 discards 1 card of the opponent\'s hand (before: it resolved as 「效果适用」 and nothing was discarded)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:2000 A手:黑魔术师 B手:青眼白龙,三眼怪} C1 A:收押');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(discards(a)).toEqual(['B']);
    // (s56: B's hand card discarded, picked by A — 「选择对方手卡的1张卡」.)
    expect(linkOf(a, 1).reason).toContain('A从B的手卡选择1张丢弃');
    // With B's hand of one card listed, that card is the one discarded.
    expect(moved(askCdb('{回合:A 阶段:主要1 A基本分:2000 B手:青眼白龙} C1 A:收押'), 'discarded')).toEqual(['B:青眼白龙']);
  });
});

describe.skipIf(!haveCards)('纤维壶: 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切。之后各自从卡组抽5张卡」', () => {
  it('[CMP-OLD-PLACES-LISTED] both players return their field, hand and GY (纤维壶 too) to the Deck, then each draws 5 (before: the GY only, and only A drew)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:纤维壶(盖),黑魔术师 B场:青眼白龙 A手:三眼怪 B手:三眼怪 A墓:死者苏生 B墓:黑洞} C1 A:纤维壶');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(moved(a, 'returned-to-deck').sort()).toEqual(['A:三眼怪', 'A:死者苏生', 'A:纤维壶', 'A:黑魔术师', 'B:三眼怪', 'B:青眼白龙', 'B:黑洞'].sort());
    expect(a.events.filter((e) => e.type === 'drawn').map((e) => `${e.player}:${e.amount}`)).toEqual(['A:5', 'B:5']);
  });
});

describe.skipIf(!haveCards)('抹杀之使徒: 「破坏1只里侧表示的怪兽」 — its target turned face-up before it resolves', () => {
  it('[CH-TARGET-RESTATED] 停战协定 chained turns the target face-up: 抹杀之使徒 destroys and banishes nothing, and says why (before: the face-up monster was destroyed and banished)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:三眼怪(盖),停战协定(盖) B卡组:三眼怪} C1 A:抹杀之使徒→三眼怪 C2 B:停战协定');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(linkOf(a, 1).outcome).toBe('no-effect');
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-RESTATED');
    expect(moved(a, 'destroyed')).toEqual([]);
    expect(moved(a, 'banished')).toEqual([]);
    // Left face-down, it is destroyed and banished as before.
    expect(moved(askCdb('{回合:A 阶段:主要1 B场:三眼怪(盖) B卡组:三眼怪} C1 A:抹杀之使徒→三眼怪'), 'destroyed')).toEqual(['B:三眼怪']);
  });
});

describe.skipIf(!haveCards)('龙战士: 「只要这张卡在场上存在，可以支付1000分使通常陷阱的效果无效化」', () => {
  it('[CMP-WHILE-FACE-UP-OPTIONAL] the negation of a Normal Trap is offered (「可以」), not forced: the answer says its controller may apply it (before: it was mandatory once the LP payment was read as a cost)', () => {
    const l = linkOf(askCdb('{回合:A 阶段:战斗 A场:龙战士 B场:神圣防护罩 -反射镜力-(盖)} C1 B:神圣防护罩 -反射镜力-'), 1);
    expect(l.outcome).toBe('effect-negated');
    expect(l.rules).toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(l.reason).toContain('可以选择适用');
  });
});
