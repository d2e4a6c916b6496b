// A 「送去墓地的卡不去墓地而除外」 redirect (大宇宙, 次元的裂缝: CH-GY-REDIRECT) and a face-up card that forbids one player to banish
// (混沌猎人② 「对方不能把卡除外」) — test/RULES.md CH-GY-REDIRECT-FORBIDDEN; rules reference docs/c03/特定效果的处理方法.rst:690.
// The cards a redirect banishes are banished by that redirect's controller: the opponent's redirect no longer applies, one's own does.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a redirect to banishment and a player who cannot banish', () => {
  it('[CH-GY-REDIRECT-FORBIDDEN] my 混沌猎人 and the opponent’s 大宇宙: the monster my 雷击 destroys and 雷击 itself go to the GY, not banished', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌猎人 B场:大宇宙,三眼怪} C1 A:雷击');
    expect(moved(a, 'destroyed')).toEqual(['三眼怪']);
    expect(moved(a, 'banished')).toEqual([]);
    expect(moved(a, 'sent-to-gy')).toContain('雷击');
  });
  it('[CH-GY-REDIRECT-FORBIDDEN] the other side: my 混沌猎人 and my own 大宇宙 — the redirect is mine, I may banish: both are banished', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌猎人,大宇宙 B场:三眼怪} C1 A:雷击');
    expect(moved(a, 'banished').sort()).toEqual(['三眼怪', '雷击'].sort());
  });
  it('[CH-GY-REDIRECT-FORBIDDEN] the opponent’s own cards too: under my 混沌猎人 the opponent’s resolved 强欲之壶 goes to the GY though the opponent’s 大宇宙 stands', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:混沌猎人 B场:大宇宙} C1 B:强欲之壶');
    expect(moved(a, 'sent-to-gy')).toContain('强欲之壶');
    expect(moved(a, 'banished')).toEqual([]);
  });
  it('[CH-GY-REDIRECT-FORBIDDEN] 次元的裂缝 (monsters only) of the opponent under my 混沌猎人: the opponent’s monster my 雷击 destroys goes to the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌猎人 B场:次元的裂缝,三眼怪} C1 A:雷击');
    expect(moved(a, 'destroyed')).toEqual(['三眼怪']);
    expect(moved(a, 'banished')).toEqual([]);
  });
  it('[CH-GY-REDIRECT-FORBIDDEN] a cost: under the opponent’s 大宇宙 增殖的G cannot be sent to pay its cost, but with my 混沌猎人 it can (the redirect cannot banish it)', () => {
    expect(askCdb('{回合:B 阶段:主要1 B场:大宇宙} C1 A:增殖的G').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:B 阶段:主要1 A场:混沌猎人 B场:大宇宙} C1 A:增殖的G').links[0]!.legal).toBe(true);
  });
  it('[CH-GY-REDIRECT-FORBIDDEN] 混沌猎人 with its effects negated (`(效果无效)`) forbids nothing: the opponent’s 大宇宙 banishes again', () => {
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:混沌猎人(效果无效) B场:大宇宙,三眼怪} C1 A:雷击'), 'banished')).toContain('三眼怪');
  });
});
