// Round 9 of the head judge's spot-check (s55): 2000–2004 (Goat format era) staples whose cdb text is the old wording.
// CMP-OLD-PAY-POINTS: 「支付1000分。」 (收押, 爱恶作剧的双子恶魔) is the card's LP cost.
// CMP-OLD-COUNT-AFTER-VERB / CMP-OLD-TARGET-PICK: 「反转：破坏对方场上1只怪兽」 (执着的老魔术师), 「破坏1只里侧表示的怪兽，并从游戏中除外」
// (抹杀之使徒) — the verb first, the cards after it: the target, destroyed.
// CMP-SAME-NAME-DESTROYED-DECK: 抹杀之使徒's 「和破坏的怪兽同名的卡全部从游戏中除外」 — the Decks' copies of a destroyed Flip monster.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe.skipIf(!haveCards)('收押 and 爱恶作剧的双子恶魔: 「支付1000分」 is the cost', () => {
  it('[CMP-OLD-PAY-POINTS] 收押 cannot be activated with 500 LP (it costs 1000); with 2000 LP it is, and A pays 1000 as it is activated', () => {
    const poor = linkOf(askCdb('{回合:A 阶段:主要1 A基本分:500 B手:青眼白龙} C1 A:收押'), 1);
    expect(poor.legal).toBe(false);
    expect(poor.illegalReason).toContain('1000基本分');
    const a = askCdb('{回合:A 阶段:主要1 A基本分:2000 B手:青眼白龙} C1 A:收押');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(a.events.some((e) => e.type === 'lp-paid' && e.player === 'A' && e.amount === 1000 && e.cause === 'cost')).toBe(true);
  });
  it('[CMP-OLD-COUNT-AFTER-VERB] 爱恶作剧的双子恶魔 pays 1000 LP and 「随机丢弃对方的1张手卡」 is a card of the opponent\'s hand (B discards), not one of A\'s', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:2000 B手:青眼白龙,黑魔术师} C1 A:爱恶作剧的双子恶魔');
    expect(a.events.some((e) => e.type === 'lp-paid' && e.player === 'A' && e.amount === 1000)).toBe(true);
    const first = a.events.find((e) => e.type === 'discarded');
    expect(first?.player).toBe('B');
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A基本分:500 B手:青眼白龙} C1 A:爱恶作剧的双子恶魔'), 1).legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('执着的老魔术师: 「反转：破坏对方场上1只怪兽」', () => {
  it('[CMP-OLD-TARGET-PICK] the flip effect destroys the opponent\'s monster it targets (before: it resolved destroying nothing)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:执着的老魔术师(盖) B场:青眼白龙} C1 A:执着的老魔术师→B:青眼白龙');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(moved(a, 'destroyed')).toContain('B:青眼白龙');
  });
  it('[CMP-OLD-COUNT-AFTER-VERB] its target is a monster of the opponent: one of its own controller\'s is refused', () => {
    const l = linkOf(askCdb('{回合:A 阶段:主要1 A场:执着的老魔术师(盖),黑魔术师 B场:青眼白龙} C1 A:执着的老魔术师→A:黑魔术师'), 1);
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('对方场上的怪兽');
  });
});

describe.skipIf(!haveCards)('抹杀之使徒: 「破坏1只里侧表示的怪兽，并从游戏中除外」', () => {
  it('[CMP-OLD-TARGET-PICK] a face-up monster is no fitting target; a face-down one is destroyed, then banished', () => {
    const up = linkOf(askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:抹杀之使徒→青眼白龙'), 1);
    expect(up.legal).toBe(false);
    expect(up.illegalReason).toContain('里侧表示');
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:三眼怪(盖) B卡组:三眼怪} C1 A:抹杀之使徒→三眼怪');
    expect(moved(a, 'destroyed')).toEqual(['B:三眼怪']);
    expect(moved(a, 'banished')).toEqual(['B:三眼怪']);
  });
  it('[CMP-SAME-NAME-DESTROYED-DECK] a destroyed Flip monster takes the Deck\'s copies of its name with it, and nothing else (the field stays); a non-Flip one (三眼怪) does not', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:神圣魔术师(盖),黑魔术师 B卡组:神圣魔术师,青眼白龙} C1 A:抹杀之使徒→神圣魔术师');
    const banished = moved(a, 'banished');
    expect(banished.filter((c) => c === 'B:神圣魔术师')).toHaveLength(2);
    expect(banished).not.toContain('A:青眼白龙');
    expect(banished).not.toContain('B:黑魔术师');
    expect(banished).not.toContain('B:青眼白龙');
    const sangan = askCdb('{回合:A 阶段:主要1 B场:三眼怪(盖) B卡组:三眼怪} C1 A:抹杀之使徒→三眼怪');
    expect(moved(sangan, 'banished')).toEqual(['B:三眼怪']);
  });
});
