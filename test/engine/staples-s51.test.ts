// A head judge's spot-check of 2021–2024 OCG staples (session s51): each test is an answer a player saw wrong before its fix.
// Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('staples spot-check (s51): 「场上有从额外卡组特殊召唤的怪兽存在」 (教导)', () => {
  const ecclesia = (b: string) => askCdb(`{回合:A 阶段:主要1 A场只有: B场只有:${b} A手:教导的圣女 艾克莉西娅} C1 A:教导的圣女 艾克莉西娅①`);

  it('[FD-EXTRA-ORIGIN] a Link monster written only as Special Summoned may have come from the Extra Deck: 艾克莉西娅 ① is assumed activatable, and said', () => {
    const a = ecclesia('访问码语者(特殊召唤)');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((s) => s.includes('从额外卡组特殊召唤的怪兽') && s.includes('假定满足'))).toBe(true);
  });

  it('[FD-EXTRA-ORIGIN] written as revived from the GY, or a Main Deck monster Special Summoned, it is no such monster: not activatable, and the reason says which monster it needs', () => {
    const gy = ecclesia('访问码语者(从墓地特召)');
    expect(gy.links[0]!.legal).toBe(false);
    expect(gy.links[0]!.illegalReason).toContain('从额外卡组特殊召唤的怪兽');
    const main = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙(特殊召唤) A手:教导的大神祇官} C1 A:教导的大神祇官');
    expect(main.links[0]!.legal).toBe(false);
    // Link Summoned: from the Extra Deck, met without an assumption.
    const linked = ecclesia('访问码语者(连接召唤)');
    expect(linked.links[0]!.legal).toBe(true);
    expect(linked.assumptions.some((s) => s.includes('从额外卡组特殊召唤的怪兽'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('staples spot-check (s51): 次元吸引者 — the redirect its resolution leaves', () => {
  const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

  it('[CH-GY-REDIRECT-LINGER] chained to 黑洞, it resolves first: the destroyed monster and 黑洞 itself are banished, not sent to the GY', () => {
    const a = askCdb('{回合:B 阶段:主要1 A墓只有: B场:青眼白龙} C1 B:黑洞 C2 A:次元吸引者');
    expect(a.links[1]!.outcome).toBe('resolved');
    expect(a.links[1]!.rules).toContain('CH-GY-REDIRECT-LINGER');
    expect(moved(a, 'banished')).toEqual(expect.arrayContaining(['青眼白龙', '黑洞']));
    expect(moved(a, 'sent-to-gy')).toEqual(['次元吸引者']);
    expect((a.window?.notes ?? []).some((n) => n.includes('按规则送去墓地'))).toBe(false);
  });

  it('[CH-GY-REDIRECT-LINGER] it lasts into the next chain of the turn (然后): 黑洞 resolved later is banished too', () => {
    const a = askCdb('{回合:B 阶段:主要1 A手:次元吸引者 A墓只有:} C1 B:强欲而谦虚之壶 C2 A:次元吸引者 然后 C1 B:黑洞');
    expect(moved(a, 'banished')).toContain('黑洞');
    expect(moved(a, 'sent-to-gy')).not.toContain('黑洞');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s51): 三战之号 — 「对手在此回合有发动过怪兽效果的情况下可以发动」', () => {
  it('[CH-HISTORY-CONDITION] the turn\'s history lists only its own player\'s activations: the opponent activated no monster effect, so it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:灰流丽} C1 A:三战之号');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('对方发动过怪兽的效果');
    expect(askCdb('{回合:A 阶段:主要1 本回合:B:灰流丽} C1 A:三战之号').links[0]!.legal).toBe(true);
  });
  it('[CH-HISTORY-CONDITION] no history written: the condition is assumed met and said; once activated this turn, a second one cannot be', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:三战之号');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((s) => s.includes('对方发动过怪兽的效果') && s.includes('假定满足'))).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 本回合:B:灰流丽, A:三战之号} C1 A:三战之号').links[0]!.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('staples spot-check (s51): 天龙雪狱 — the monster it summons has its effects negated', () => {
  it('[CH-MOVED-BY-THIS] the resolution says the summoned monster\'s effects are negated, on the monster it summoned only', () => {
    const a = askCdb('{回合:B 阶段:主要1 A墓:青眼白龙 A场:三眼怪} C1 B:天龙雪狱→A:青眼白龙');
    const l = a.links[0]!;
    expect(l.legal).toBe(true);
    expect(l.reason).toContain('「青眼白龙」特殊召唤');
    expect(l.reason).toContain('「青眼白龙」的效果无效');
    expect(l.reason).not.toContain('「三眼怪」的效果无效');
  });
});
