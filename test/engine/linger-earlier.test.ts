// Issue 16, lingering effects: CH-LINGER-NEGATE-EARLIER — a lasting negation an effect activated earlier this turn
// left (`本回合:`, 「这个回合，…的效果无效化」) negates the effects of the cards it names that resolve later in the turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-LINGER-NEGATE-EARLIER', CARDS_DB);

const outcome = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-LINGER-NEGATE-EARLIER', () => {
  it('[CH-LINGER-NEGATE-EARLIER] after A’s 白之咆哮 resolved this turn (「这个回合，对方场上的魔法卡的效果无效化」), B’s 旋风 activated on the field has its effect negated; A’s own 旋风 resolves', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:白之咆哮 A场:三眼怪,魂之纲(盖) B场:旋风(盖)} C1 B:旋风→魂之纲');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-LINGER-NEGATE-EARLIER');
    expect(outcome('{回合:A 阶段:主要1 本回合:A:白之咆哮 A场:三眼怪,旋风(盖) B场:魂之纲(盖)} C1 A:旋风→魂之纲')).toEqual(['C1:resolved']);
  });
  it('[CH-LINGER-NEGATE-EARLIER] the other side: 白之咆哮 whose effect was negated left nothing, and with no history B’s 旋风 resolves', () => {
    expect(outcome('{回合:A 阶段:主要1 本回合:A:白之咆哮(效果无效) A场:三眼怪,魂之纲(盖) B场:旋风(盖)} C1 B:旋风→魂之纲')).toEqual(['C1:resolved']);
    expect(outcome('{回合:A 阶段:主要1 A场:三眼怪,魂之纲(盖) B场:旋风(盖)} C1 B:旋风→魂之纲')).toEqual(['C1:resolved']);
  });
});
