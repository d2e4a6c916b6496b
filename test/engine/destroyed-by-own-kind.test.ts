// Issue 16: FD-DESTROYED-BY-OWN-KIND — 「自己的「超重武者」怪兽战斗破坏对方怪兽的自己战斗阶段才能发动」 (超重武者 拳-C①): one of the
// player's monsters of that archetype destroyed an opponent's monster by battle this turn (`战斗破坏过怪兽`), wherever it is now —
// on the field, or in the GY or banished after being destroyed in the same battle — and it is that player's Battle Phase.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('FD-DESTROYED-BY-OWN-KIND', CARDS_DB);

const legal = (s: string) => askCdb(s).links[0]!.legal;

describe.skipIf(!haveCards)('FD-DESTROYED-BY-OWN-KIND', () => {
  it('[FD-DESTROYED-BY-OWN-KIND] a 超重武者 still on the field that destroyed a monster by battle: 拳-C① may be activated in the battle step', () => {
    expect(legal('{回合:A 阶段:战斗步骤 A场:超重武者 拳-C,超重武者 大弁庆-K(战斗破坏过怪兽) A墓: A除外:} C1 A:超重武者 拳-C①')).toBe(true);
  });
  it('[FD-DESTROYED-BY-OWN-KIND] the 超重武者 banished since (a new card elsewhere, the battle still happened) still counts', () => {
    expect(legal('{回合:A 阶段:战斗步骤 A场:超重武者 拳-C A墓: A除外:超重武者 大弁庆-K(战斗破坏过怪兽)} C1 A:超重武者 拳-C①')).toBe(true);
  });
  it('[FD-DESTROYED-BY-OWN-KIND] the other side: a monster of another archetype destroyed one, or the 超重武者 only battled — 拳-C① cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:超重武者 拳-C,三眼怪(战斗破坏过怪兽) A墓: A除外:} C1 A:超重武者 拳-C①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-COND');
    expect(legal('{回合:A 阶段:战斗步骤 A场:超重武者 拳-C,超重武者 大弁庆-K(已战斗) A墓: A除外:} C1 A:超重武者 拳-C①')).toBe(false);
  });
  it('[FD-DESTROYED-BY-OWN-KIND] the opponent’s 超重武者 destroying A’s monster does not let A use it, nor does the Main Phase 2 after the battle', () => {
    expect(legal('{回合:A 阶段:战斗步骤 A场:超重武者 拳-C A墓: A除外: B场:超重武者 大弁庆-K(战斗破坏过怪兽)} C1 A:超重武者 拳-C①')).toBe(false);
    expect(legal('{回合:A 阶段:主要2 A场:超重武者 拳-C,超重武者 大弁庆-K(战斗破坏过怪兽) A墓: A除外:} C1 A:超重武者 拳-C①')).toBe(false);
  });
});
