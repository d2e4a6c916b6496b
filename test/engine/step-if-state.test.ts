// CH-STEP-IF-STATE: 「自己场上有「X」存在的场合，再…」 — a step after an earlier one, done only when that state of the field holds as the
// effect resolves (read then, not at activation). 魔导人偶之夜 is the only card with 「…存在的场合，再…」 in cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const returned = (input: string) => chain(input).events.some((e) => e.type === 'returned-to-deck' && e.link === 2);

describe.skipIf(!haveCards)('a step done only while a state holds', () => {
  it('[CH-STEP-IF-STATE] 魔导人偶之夜 negating 效果遮蒙者: with 魔偶甜点·布丁公主 on my field a card of the opponent’s hand also returns to the Deck; without it, only the negation', () => {
    expect(returned('{回合:A 阶段:主要1 A场:魔偶甜点·布丁公主,三眼怪,魔导人偶之夜(盖) B手:效果遮蒙者,黑洞} C1 B:效果遮蒙者→三眼怪 C2 A:魔导人偶之夜')).toBe(true);
    expect(returned('{回合:A 阶段:主要1 A场:三眼怪,魔导人偶之夜(盖) B手:效果遮蒙者,黑洞} C1 B:效果遮蒙者→三眼怪 C2 A:魔导人偶之夜')).toBe(false);
  });
});
