// s61 head-judge probes of costs, activation conditions and targets: the answers a judge found wrong, each with the other side.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const positionChanges = (a: ChainAnswer, link: number) => a.events.filter((e) => e.type === 'position-changed' && e.link === link);

// CH-SAME-POSITION (s61): two 月之书 on one monster — the one that resolves first (C2) turns it face-down; the target is still C1's target
// (a card turned face-down stays 「那张卡」, docs/c02/基本用语.rst:16, :31), but it is already in face-down Defense Position, so C1 changes
// nothing. Before, C1 was said to change its position again, with a second position-change event (a 「表示形式变更的场合」 trigger would meet it).
describe.skipIf(!haveCards)('「变成里侧守备表示」 of a monster already face-down (CH-SAME-POSITION)', () => {
  const moon = '{回合:A 阶段:主要1 B场:青眼白龙} C1 A:月之书→B:青眼白龙 C2 B:月之书→B:青眼白龙';
  it('[CH-SAME-POSITION] the second 月之书 to resolve changes nothing and says so (zh and en)', () => {
    const a = askCdb(moon);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(positionChanges(a, 2).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(positionChanges(a, 1)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-SAME-POSITION');
    expect(String(a.links[0]!.reason)).toContain('已经是里侧守备表示，表示形式没有改变');
    const en = cdbJudge().chain(moon, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(String(en.links[0]!.reason)).toContain('already in face-down Defense Position');
  });
  it('[CH-SAME-POSITION] the other side: one 月之书 on a face-up monster turns it face-down (a change, said as one)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:月之书→B:青眼白龙');
    expect(positionChanges(a, 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).not.toContain('CH-SAME-POSITION');
    expect(String(a.links[0]!.reason)).not.toContain('已经是里侧守备表示');
  });
});
