// WIN-REPLAY-BP-ENDED: a link that ended the Battle Phase (「那次攻击无效，那之后战斗阶段结束」) ends the battle: no attack goes on,
// so no replay (战斗回卷) is said even though the chain changed the defending player's monsters (the card's own cost banished it).
// The other side: the same activation negated — the Battle Phase goes on, and the monster gone as cost means a replay (WIN-REPLAY-COUNT,
// rules reference docs/c03/战斗阶段流程.rst:319).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('no replay once the Battle Phase ended', CARDS_DB);

describe.skipIf(!haveCards)('WIN-REPLAY-BP-ENDED', () => {
  const notes = (a: ChainAnswer) => a.window.notes.join('\n');

  it('[WIN-REPLAY-BP-ENDED] 宇宙耀变龙①●3 (「那次攻击无效，那之后战斗阶段结束」), banished as its cost from the defender’s field: the Battle Phase ended — no replay; 攻击无力化 likewise', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:宇宙耀变龙,三眼怪 B场:青眼白龙} C1 A:宇宙耀变龙[●3]');
    expect(a.events.some((e) => e.type === 'battle-phase-ended')).toBe(true);
    expect(notes(a)).not.toContain('战斗回卷');
    expect(notes(a)).toContain('让战斗阶段结束了');
    const b = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,攻击无力化(盖) B场:青眼白龙} C1 A:攻击无力化');
    expect(notes(b)).not.toContain('战斗回卷');
  });

  it('[WIN-REPLAY-BP-ENDED] the other side: 宇宙耀变龙①●3 negated by 神之通告 — the Battle Phase goes on, and the dragon gone as cost means a replay', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:宇宙耀变龙,三眼怪 B场:青眼白龙,神之通告(盖)} C1 A:宇宙耀变龙[●3] C2 B:神之通告');
    expect(a.events.some((e) => e.type === 'battle-phase-ended')).toBe(false);
    expect(notes(a)).toContain('战斗回卷');
    expect(notes(a)).not.toContain('让战斗阶段结束了');
  });
});
