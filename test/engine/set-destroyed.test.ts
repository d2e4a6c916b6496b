// CH-SET-DESTROYED: 「那个发动无效并破坏。那之后，可以把破坏的卡在自己场上盖放」 — the destroyed card, chosen with `[盖放 X]`, is Set on
// the field of the player whose effect destroyed it. Told on cards other than the reference chapter's examples where it can be.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the destroyed card Set on its destroyer\'s field (CH-SET-DESTROYED)', CARDS_DB);

const of = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`)).sort();

describe.skipIf(!haveCards)('the destroyed card Set on the destroyer\'s field', () => {
  it('[CH-SET-DESTROYED] a Spell: 黑洞 negated by 饼蛙② and chosen is Set face-down in A\'s Spell & Trap Zone; without the note it stays in the GY', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:饼蛙 B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[盖放 黑洞]');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(of(a, 'destroyed')).toEqual(['B:黑洞']);
    expect(of(a, 'set')).toEqual(['A:黑洞']);
    expect(a.links.find((l) => l.n === 2)!.rules).toContain('CH-SET-DESTROYED');
    const none = askCdb('{回合:B 阶段:主要1 A场:饼蛙 B手:黑洞} C1 B:黑洞 C2 A:饼蛙②');
    expect(of(none, 'set')).toEqual([]);
  });

  it('[CH-SET-DESTROYED] a monster: the destroyed 同族感染病毒 is Special Summoned face-down to A\'s field; with 虚无空间 face-up it cannot be summoned, so it is not Set (the negation and destruction still happen)', () => {
    const input = (extra: string) => `{回合:B 阶段:主要1 A场:饼蛙${extra} B场:同族感染病毒} C1 B:同族感染病毒① C2 A:饼蛙②[盖放 同族感染病毒]`;
    const set = askCdb(input(''));
    expect(of(set, 'special-summoned')).toEqual(['A:同族感染病毒']);
    const barred = askCdb(input(',虚无空间'));
    expect(of(barred, 'destroyed')).toEqual(['B:同族感染病毒']);
    expect(of(barred, 'special-summoned')).toEqual([]);
  });

  it('[CH-SET-DESTROYED] the event list names each card with the player who controlled it then: B activated and lost the card, A Set it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:饼蛙 B场:同族感染病毒} C1 B:同族感染病毒① C2 A:饼蛙②[盖放 同族感染病毒]');
    expect(a.events.find((e) => e.type === 'activated' && e.cards[0]?.name === '同族感染病毒')!.cards[0]!.controller).toBe('B');
    expect(a.events.find((e) => e.type === 'destroyed')!.cards[0]!.controller).toBe('B');
  });

  it('[CH-SET-DESTROYED] the other side: a card the link did not destroy (it left its place: 三眼怪 activated in the GY) is not Set', () => {
    const a = askCdb('{回合:B A场:饼蛙 B墓:三眼怪} C1 B:三眼怪① C2 A:饼蛙②[盖放 三眼怪]');
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('activation-negated');
    expect(of(a, 'special-summoned')).toEqual([]);
    expect(of(a, 'set')).toEqual([]);
  });
});
