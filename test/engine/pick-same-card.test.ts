// CH-PICK-SAME-CARD: a pick at resolution that more cards fit than it takes, all copies of one card, picks that card (the copy in
// the first place the text names, said as an assumption) instead of an unnamed monster. SIT-TARGET-PUBLIC-COPY: a target named
// with copies in the hand and in a public place binds to the copy an effect can target.
// 电子革命系统 (「从自己的手卡·墓地选1只「电子龙」特殊召唤」) and 墓穴的指名者 (targets a monster in the opponent's GY) are in cards.cdb.
import { describe, expect, it } from 'vitest';
import { linkOf, summary } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

const summonedFrom = (input: string) => {
  const a = askCdb(input);
  return { a, names: a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name)) };
};

describe.skipIf(!haveCards)('CH-PICK-SAME-CARD', () => {
  it('[CH-PICK-SAME-CARD] 电子龙 in both the hand and the GY: 电子革命系统 summons 电子龙 (not an unnamed monster), assuming the hand copy, as the text names the hand first', () => {
    const { a, names } = summonedFrom('{回合:A 阶段:主要1 A手:电子龙 A墓:电子龙} C1 A:电子革命系统');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(names).toEqual(['电子龙']);
    expect(linkOf(a, 1).rules).toContain('CH-PICK-SAME-CARD');
    expect(a.assumptions.some((x) => x.includes('假定选了手卡'))).toBe(true);
  });
  it('[CH-PICK-SAME-CARD] the other side: one copy only is simply that card (no assumption); two different cards that fit leave the choice to the player (unnamed)', () => {
    const one = summonedFrom('{回合:A 阶段:主要1 A墓:电子龙} C1 A:电子革命系统');
    expect(one.names).toEqual(['电子龙']);
    expect(linkOf(one.a, 1).rules).not.toContain('CH-PICK-SAME-CARD');
    // 死者苏生: any monster in either GY — two different monsters there, the player chooses.
    const two = summonedFrom('{回合:A 阶段:主要1 A墓:青眼白龙,黑魔术师} C1 A:死者苏生');
    expect(linkOf(two.a, 1).rules).not.toContain('CH-PICK-SAME-CARD');
    expect(two.names).not.toContain('青眼白龙');
    expect(two.names).not.toContain('黑魔术师');
  });
  it('[CH-PICK-SAME-CARD] copies in one place only (两张 三眼怪 in the Deck) are the same pick: that card, and nothing to assume', () => {
    const a = askCdb('{回合:A 阶段:主要1 A卡组:三眼怪,三眼怪} C1 A:愚蠢的埋葬');
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
    expect(a.assumptions.some((x) => x.includes('都有符合的'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('SIT-TARGET-PUBLIC-COPY', () => {
  it('[SIT-TARGET-PUBLIC-COPY] →电子龙 with a copy in the hand listed first and one in the GY: 墓穴的指名者 targets the GY copy (legal), and the hand copy is then the one 电子革命系统 summons', () => {
    const { a, names } = summonedFrom('{回合:A 阶段:主要1 A手:电子龙 A墓:电子龙} C1 A:电子革命系统 C2 B:墓穴的指名者→电子龙');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(names).toEqual(['电子龙']);
    expect(a.events.some((e) => e.type === 'banished' && e.link === 2)).toBe(true);
  });
  it('[SIT-TARGET-PUBLIC-COPY] the other side: with the only copy in the hand, the target is that copy, and the link is refused (not a card it can target)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:电子龙} C1 A:电子革命系统 C2 B:墓穴的指名者→电子龙');
    expect(linkOf(a, 2).legal).toBe(false);
  });
});
