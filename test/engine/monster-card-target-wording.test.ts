// MATCH-FACE-DOWN-NO-MONSTER-CARD, its refusal's words: a target 「魔法与陷阱区域的怪兽卡」 is named so when a face-down Equip Card is
// refused — before, the refusal described it as 「对方场上的怪兽」, which the refused card (a Set card in the Spell & Trap Zone) is not asked to be.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('MATCH-FACE-DOWN-NO-MONSTER-CARD wording', () => {
  it('[MATCH-FACE-DOWN-NO-MONSTER-CARD] 群豪之创始者-大公① (the opponent\'s zone) and 群豪世界-真罗万象② (either player\'s): the wanted target is a monster card in the Spell & Trap Zone', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:群豪之创始者-大公 A场:纳祭之魔,黑魔术师(装备:纳祭之魔,盖)} 特殊召唤 群豪之创始者-大公 C1 B:群豪之创始者-大公①→黑魔术师');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('对方的魔法与陷阱区域的怪兽卡');
    expect(a.links[0]!.illegalReason).not.toContain('场上的怪兽');
    const b = askCdb('{回合:B 阶段:主要1 B场:群豪世界-真罗万象 A场:纳祭之魔,黑魔术师(装备:纳祭之魔,盖)} C1 B:群豪世界-真罗万象②→黑魔术师');
    expect(b.links[0]!.illegalReason).toContain('（魔法与陷阱区域的怪兽卡）');
  });
  it('[MATCH-FACE-DOWN-NO-MONSTER-CARD] the other side: a target asked on the field is still said as 「场上的怪兽」', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:月之书 B场:旋风(盖)} C1 A:月之书→旋风');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('场上的表侧表示的怪兽');
  });
});
