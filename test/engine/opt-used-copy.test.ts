// CH-OPT-USED (test/RULES.md): 「这个卡名的效果1回合只能使用1次」 binds the name for its player — another copy of the player's marked used (已用)
// spends it too; the opponent's used copy does not. (已用) on a card with more than one once-per-turn effect does not say which: judged as
// the effect asked, and said so. Found by this session's head-judge review (灰流丽(已用) in the GY let the copy in the hand be activated).
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a used copy spends a once-per-turn by name', () => {
  it('[CH-OPT-USED] 灰流丽(已用) in B\'s GY: the copy in B\'s hand cannot be activated this turn', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:灰流丽(已用) B手:灰流丽} C1 A:强欲而谦虚之壶 C2 B:灰流丽');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-OPT-USED');
  });
  it('[CH-OPT-USED] the other side: A\'s used 灰流丽 does not bind B\'s copy', () => {
    expect(askCdb('{回合:A 阶段:主要1 A墓:灰流丽(已用) B手:灰流丽} C1 A:强欲而谦虚之壶 C2 B:灰流丽').links[1]!.legal).toBe(true);
  });
  it('[CH-OPT-USED] (已用) on a card with two once-per-turn effects: judged as this one, and the answer says it assumed so', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:不知火的隐者(已用),三眼怪} C1 A:不知火的隐者①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.some((x) => x.includes('没有写明用的是哪一个'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('SIT-LINK-UNUSED-COPY', () => {
  it('[SIT-LINK-UNUSED-COPY] two 露米娜丝 on the field, one used (1回合1次, each copy its own): the link is the unused one, in either listed order', () => {
    const input = (field: string) => `{回合:A 阶段:主要1 A场:${field} A手:三眼怪 A墓:光道魔术师 丽拉} C1 A:光道召唤师 露米娜丝→光道魔术师 丽拉`;
    expect(askCdb(input('光道召唤师 露米娜丝(已用),光道召唤师 露米娜丝')).links[0]!.legal).toBe(true);
    expect(askCdb(input('光道召唤师 露米娜丝,光道召唤师 露米娜丝(已用)')).links[0]!.legal).toBe(true);
    // (Both used: it cannot be activated.)
    expect(askCdb(input('光道召唤师 露米娜丝(已用),光道召唤师 露米娜丝(已用)')).links[0]!.legal).toBe(false);
  });
});
