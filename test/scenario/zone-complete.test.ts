// SIT-ZONE-COMPLETE (test/RULES.md): `只有` (only) after any zone of cards — `B墓只有:`, `A除外只有:`, `A手只有:`, `A卡组只有:`, `A额外只有:`
// (English `B gy only:`) — as after the field (`A场只有:`, SIT-FIELD-COMPLETE): the place holds only the cards listed. A GY written
// with cards and no `只有` is taken as complete for a pick from it (CH-PICK-LISTED-EMPTY) but may be written in part where a target
// not written is assumed (CH-TARGET-LISTED-NONE); written complete, it is the whole GY there too. Before, `B墓只有:` was no key:
// the input was refused as an unknown situation item.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { parseNotation } from '../../src/notation/index.js';

const judge = createJudge({});

describe('a zone off the field written complete', () => {
  it('[SIT-ZONE-COMPLETE] `A墓只有:` and `B墓只有:` with no monster: a revival with no target written cannot be activated; written without 只有, the target stays assumed', () => {
    const complete = judge.chain('{回合:A 阶段:主要1 A墓只有:黑洞 B墓只有:黑洞} C1 A:死者苏生', { lang: 'zh-CN' });
    if (!complete.ok) throw new Error(complete.error.message);
    expect(complete.links[0]!.legal).toBe(false);
    expect(complete.links[0]!.illegalReason).toMatch(/对象不足/);
    const en = judge.chain('{回合:A 阶段:主要1 A gy only:黑洞 B gy only:黑洞} C1 A:死者苏生', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.legal).toBe(false);
    // Written in part (no 只有): a monster not written may be there.
    const partial = judge.chain('{回合:A 阶段:主要1 A墓:黑洞 B墓:黑洞} C1 A:死者苏生', { lang: 'zh-CN' });
    if (!partial.ok) throw new Error(partial.error.message);
    expect(partial.links[0]!.legal).toBe(true);
    // One GY complete, the other in part: still assumed.
    const half = judge.chain('{回合:A 阶段:主要1 A墓只有:黑洞 B墓:黑洞} C1 A:死者苏生', { lang: 'zh-CN' });
    if (!half.ok) throw new Error(half.error.message);
    expect(half.links[0]!.legal).toBe(true);
  });

  it('[SIT-ZONE-COMPLETE] `只有` reads after every zone of cards, and only there', () => {
    for (const key of ['A手只有', 'A手卡只有', 'B墓只有', 'B墓地只有', 'A除外只有', 'A卡组只有', 'A额外只有', '对方墓仅有']) {
      const parsed = parseNotation(`{${key}:黑洞} C1 A:黑洞`);
      expect(parsed.ok, key).toBe(true);
      if (parsed.ok) expect(parsed.tree.situation?.items[0], key).toMatchObject({ kind: 'zone', complete: true });
    }
    // A number is not a list of cards.
    expect(parseNotation('{A基本分只有:100} C1 A:黑洞').ok).toBe(false);
  });
});
