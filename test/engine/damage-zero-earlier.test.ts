// Issue 16, lingering effects: CH-DAMAGE-ZERO-EARLIER — 「双方受到的全部伤害变成0」 left by an effect activated earlier this turn
// (`本回合:`, a `damageZero` step): an effect's damage to such a player is no damage — an answer to 「给与自己伤害的…效果发动时」 cannot
// be activated, and the damage is not dealt when the effect resolves.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-ZERO-EARLIER', CARDS_DB);

describe.skipIf(!haveCards)('CH-DAMAGE-ZERO-EARLIER', () => {
  it('[CH-DAMAGE-ZERO-EARLIER] after 一时休战 this turn, 破坏轮 deals no damage when it resolves: neither player takes any', () => {
    const a = askCdb('{回合:A 本回合:A:一时休战 A场:三眼怪 B场:破坏轮(盖)} C1 B:破坏轮→A:三眼怪');
    expect(a.events.filter((e) => e.type === 'damage')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-ZERO-EARLIER');
  });
  it('[CH-DAMAGE-ZERO-EARLIER] the other side: 一时休战 with its effect negated left nothing — the damage is dealt', () => {
    const a = askCdb('{回合:A 本回合:A:一时休战(效果无效) A场:三眼怪 B场:破坏轮(盖)} C1 B:破坏轮→A:三眼怪');
    expect(a.events.filter((e) => e.type === 'damage').length).toBeGreaterThan(0);
  });
});
