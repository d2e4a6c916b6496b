// CH-DAMAGE-BY-COUNT: damage counted on the cards the step before moved (「…全部破坏，给与对方破坏数量×200伤害」)
// is no damage when that step moved nothing; the effect then ended with its last step that did
// something, so a 「…的场合」 trigger on that step does not miss its timing (rules reference
// docs/c03/诱发类效果.rst:339–342, 特定效果的处理方法.rst:136). The other side: with a card to destroy, the
// damage is dealt and is the last thing done.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-BY-COUNT', CARDS_DB);

const input = (chain: string) => `{回合:B 阶段:战斗步骤 攻击:B:三眼怪 A手:除雪机关车 急速除雪车 A场:魂之纲(盖) B场:三眼怪,激流葬(盖)} C1 A:除雪机关车 急速除雪车①${chain}`;

describe.skipIf(!haveCards)('CH-DAMAGE-BY-COUNT', () => {
  it('[CH-DAMAGE-BY-COUNT] nothing destroyed: no damage, the summon is the last thing done (激流葬 may answer it)', () => {
    const a = askCdb(input(' C2 B:旋风→魂之纲'));
    expect(a.events.filter((e) => e.type === 'damage')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-BY-COUNT');
    expect(a.window.missedTiming.map((m) => m.card.name)).not.toContain('激流葬');
  });
  it('[CH-DAMAGE-BY-COUNT] the other side: a Spell/Trap destroyed, the damage is dealt after the summon, and 激流葬 misses its timing', () => {
    const a = askCdb(input(''));
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'B')).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-DAMAGE-BY-COUNT');
    expect(a.window.missedTiming.map((m) => m.card.name)).toContain('激流葬');
  });
});
