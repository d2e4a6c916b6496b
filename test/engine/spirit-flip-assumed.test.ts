// WIN-END-PHASE-FLIPPED-ASSUMED (s53): a Spirit written flipped (`(已反转)`) — a state that says no turn — is taken as flipped this
// turn for its 「召唤·反转的回合的结束阶段」 return, and the answer's assumptions say so; not in the next turn's End Phase, nor once the
// card became a new card (temporarily banished) before the End Phase.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-END-PHASE-FLIPPED-ASSUMED', CARDS_DB);

const entries = (input: string) => askCdb(input).endPhaseWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}`) ?? [];
const assumed = (input: string) => askCdb(input).assumptions.join('\n');

describe.skipIf(!haveCards)('WIN-END-PHASE-FLIPPED-ASSUMED', () => {
  it('[WIN-END-PHASE-FLIPPED-ASSUMED] 阿修罗(已反转): its End Phase return is named, and the assumptions say the flip was taken as this turn\'s', () => {
    const input = '{回合:A 阶段:主要1 A场:阿修罗(已反转)} C1 A:旋风 结束阶段';
    expect(entries(input)).toEqual(['A:阿修罗#2']);
    expect(assumed(input)).toContain('「阿修罗」写了(已反转)，但没有写是哪个回合反转的：假定是这个回合反转');
    // (In the opponent's turn too: 「反转的回合」 is any player's turn.)
    expect(entries('{回合:B 阶段:主要1 A场:阿修罗(已反转)} C1 A:旋风 结束阶段')).toEqual(['A:阿修罗#2']);
    // (After a chain in the End Phase: it may still be activated — said the same way.)
    const left = askCdb('{回合:A 阶段:结束 A场:阿修罗(已反转)} C1 A:旋风');
    expect(left.window.triggers.map((t) => t.card.name)).toEqual(['阿修罗']);
    expect(left.assumptions.join('\n')).toContain('假定是这个回合反转');
    // The other side: the next turn's End Phase, a card banished and back before it, or a flip the history states — no such assumption.
    for (const input of [
      '{回合:A 阶段:主要1 A场:阿修罗(已反转)} C1 A:旋风 下个回合的结束阶段',
      '{回合:A 阶段:主要1 A场:阿修罗(已反转),亚空间物质传送装置(盖)} C1 A:亚空间物质传送装置→阿修罗 结束阶段',
    ]) {
      expect(entries(input), input).toEqual([]);
      expect(assumed(input), input).not.toContain('(已反转)');
    }
    const stated = '{回合:A 阶段:主要1 A场:阿修罗(已反转) 本回合:A:阿修罗(反转召唤)} C1 A:旋风 结束阶段';
    expect(entries(stated)).toEqual(['A:阿修罗#2']);
    expect(assumed(stated)).not.toContain('(已反转)');
  });
});
