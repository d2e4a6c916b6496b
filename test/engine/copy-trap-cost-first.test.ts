// CH-COPY-TRAP-COST-FIRST, CMP-OLD-LP-CONDITION, MATCH-QUESTION-OFF-FIELD (test/RULES.md; rules reference docs/c03/复制.rst:206–209): a copy of a Trap
// judges that Trap's conditions with its own LP cost paid; one met only after paying needs another Trap it could copy before.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const refused = (input: string, n = 1): string[] | null => { const l = askCdb(input).links[n - 1]!; return l.legal ? null : l.rules; };

describe.skipIf(!haveCards)('a copied Trap’s conditions after the copy’s LP cost', () => {
  it('[CH-COPY-TRAP-COST-FIRST] 黑暗中的陷阱 (pays 1000) at 3000 against 4500 may copy 魂之冰结 (behind by 2000 or more) — met once it has paid — when 内置式机枪 was there to copy before paying; with 魂之冰结 alone it may not; at 3000 against 3500 paying does not meet it; at 3000 against 5000 it is met before paying', () => {
    expect(refused('{回合:A 阶段:主要1 A基本分:3000 B基本分:4500 A场:黑暗中的陷阱(盖) A墓:魂之冰结,内置式机枪} C1 A:黑暗中的陷阱→魂之冰结')).toBeNull();
    expect(refused('{回合:A 阶段:主要1 A基本分:3000 B基本分:4500 A场:黑暗中的陷阱(盖) A墓:魂之冰结} C1 A:黑暗中的陷阱→魂之冰结')).toContain('CH-COPY-TRAP-COST-FIRST');
    expect(refused('{回合:A 阶段:主要1 A基本分:3000 B基本分:3500 A场:黑暗中的陷阱(盖) A墓:魂之冰结,内置式机枪} C1 A:黑暗中的陷阱→魂之冰结')).toContain('CH-COPY-TRAP-CONDITIONS');
    expect(refused('{回合:A 阶段:主要1 A基本分:3000 B基本分:5000 A场:黑暗中的陷阱(盖) A墓:魂之冰结} C1 A:黑暗中的陷阱→魂之冰结')).toBeNull();
  });
  it('[CMP-OLD-LP-CONDITION] the old wording 「当自己的基本分比对方（的基本分）少N以上时这张卡才能发动」 is read as that LP condition: 自爆开关 at 2000 against 8000 is refused, at 1000 against 8000 it may be activated; 魂之冰结 likewise by 2000', () => {
    expect(refused('{回合:A 阶段:主要1 A基本分:2000 B基本分:8000 A场:自爆开关(盖)} C1 A:自爆开关')).not.toBeNull();
    expect(refused('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A场:自爆开关(盖)} C1 A:自爆开关')).toBeNull();
    expect(refused('{回合:A 阶段:主要1 A基本分:3000 B基本分:4000 A场:魂之冰结(盖)} C1 A:魂之冰结')).not.toBeNull();
    expect(refused('{回合:A 阶段:主要1 A基本分:2000 B基本分:4000 A场:魂之冰结(盖)} C1 A:魂之冰结')).toBeNull();
  });
});

describe.skipIf(!haveCards)('a 「?」 ATK off the field', () => {
  const added = (input: string) => askCdb(input).events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.name));
  it('[MATCH-QUESTION-OFF-FIELD] 三眼怪① (a monster with 1500 or less ATK from the Deck) finds nothing in a Deck listed as 特拉戈迪亚 alone (its 「?」 is no number there), but finds 栗子球 beside it', () => {
    expect(added('{回合:A A墓:三眼怪 A卡组:特拉戈迪亚} C1 A:三眼怪①')).toEqual([]);
    expect(added('{回合:A A墓:三眼怪 A卡组:特拉戈迪亚,栗子球} C1 A:三眼怪①')).toEqual(['栗子球']);
  });
});
