// CMP-HAND-SELF-SUMMON (issue 16): an old text's 「自己场上表侧表示存在的怪兽被效果破坏送去墓地时才能从手卡特殊召唤」 is a trigger of the card
// in the hand summoning itself (rules reference docs/c02/基本用语.rst:1095). Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('a trigger in the hand that summons the card itself (old wording)', () => {
  it('[CMP-HAND-SELF-SUMMON] 机皇帝 神空∞ in the hand is offered when its player’s face-up monster is destroyed by an effect and sent to the GY (黑洞)', () => {
    expect(offered('{回合:B 阶段:主要1 A场:三眼怪 B场: A手:机皇帝 神空∞} C1 B:黑洞')).toContain('机皇帝 神空∞#2');
  });

  it('[CMP-HAND-SELF-SUMMON] the other side: only the opponent’s monster destroyed, it is not offered (「自己场上」)', () => {
    expect(offered('{回合:A 阶段:主要1 A场: B场:三眼怪 A手:机皇帝 神空∞,黑洞} C1 A:黑洞')).not.toContain('机皇帝 神空∞#2');
  });
});
