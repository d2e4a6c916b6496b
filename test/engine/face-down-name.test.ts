// FD-FACE-DOWN-NAME (test/RULES.md; rules reference docs/c02/基本用语.rst:569): a face-down card on the field (or banished face-down) shows no
// name — 「自己场上有「X」存在的场合」, a target or a pick by name or archetype cannot be it, even its own player's. Before, a Set 黑魔术少女 met
// 黑·魔·导·爆·裂·破's condition.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a face-down card has no name', () => {
  it('[FD-FACE-DOWN-NAME] 黑·魔·导·爆·裂·破 needs a face-up 「黑魔术少女」: a Set one does not count', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:黑魔术少女(盖) A手:黑·魔·导·爆·裂·破 B场:青眼白龙} C1 A:黑·魔·导·爆·裂·破').links[0]!.legal).toBe(false);
  });
  it('[FD-FACE-DOWN-NAME] the other side: face-up, it counts', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:黑魔术少女 A手:黑·魔·导·爆·裂·破 B场:青眼白龙} C1 A:黑·魔·导·爆·裂·破').links[0]!.legal).toBe(true);
  });
  it('[FD-FACE-DOWN-NAME] 北极天熊-大灰熊② (「自己场上有其他的「北极天熊」怪兽存在」 when it is summoned) is not offered with only a Set 北极天熊 beside it', () => {
    const a = askCdb('{回合:B A场:北极天熊-大灰熊(盖) A手:北极天熊-大灰熊 B场:强欲之瓶(盖)} C1 B:强欲之瓶 C2 A:北极天熊-大灰熊①');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('北极天熊-大灰熊');
  });
});
