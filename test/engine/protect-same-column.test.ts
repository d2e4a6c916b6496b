// CH-PROTECT-SAME-COLUMN (s59; card text, current: 星遗物-『星盾』② 「和这张卡相同纵列的自己的「星遗物」卡不会成为对方的效果的对象，不会被对方
// 的效果破坏」): a protection granted to the cards in its card's column. Before s59 the compiler read 「和这张卡…」 as this card alone:
// the 「星遗物」 cards in its column were targeted freely, and 星盾 itself was kept from every destruction, its own player's too.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;
const words = (xs: readonly string[] | undefined): string => (xs ?? []).join('\n');
const SHIELD = '《星遗物-『星盾』》';

describe.skipIf(!haveCards)('CH-PROTECT-SAME-COLUMN: 星遗物-『星盾』②', () => {
  it('[CH-PROTECT-SAME-COLUMN] a 「星遗物」 card in its column (A 主2 / 魔陷2) cannot be targeted by the opponent; in another column (魔陷3) it can', () => {
    const inColumn = first(`{回合:B 阶段:主要1 A场:${SHIELD}(主2),星遗物的低语(魔陷2)} C1 B:宇宙旋风→星遗物的低语`);
    expect(inColumn.legal).toBe(false);
    expect(inColumn.rules).toContain('CH-PROTECT-SAME-COLUMN');
    expect(inColumn.illegalReason).toContain('星遗物的低语');
    const outside = first(`{回合:B 阶段:主要1 A场:${SHIELD}(主2),星遗物的低语(魔陷3)} C1 B:宇宙旋风→星遗物的低语`);
    expect(outside.legal).toBe(true);
  });

  it('[CH-PROTECT-SAME-COLUMN] 星盾 stands in its own column: kept from the opponent\'s 黑洞, not from its own player\'s', () => {
    const destroyed = (input: string) => askCdb(input).events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '星遗物-『星盾』'));
    expect(destroyed(`{回合:B 阶段:主要1 A场:${SHIELD}(主2)} C1 B:黑洞`)).toBe(false);
    expect(destroyed(`{回合:A 阶段:主要1 A场:${SHIELD}(主2)} C1 A:黑洞`)).toBe(true);
  });

  it('[CH-PROTECT-SAME-COLUMN] zones not stated: the column is not judged — taken as in it, and said in the assumptions (zh and en)', () => {
    const a = askCdb(`{回合:B 阶段:主要1 A场:${SHIELD},星遗物的低语} C1 B:宇宙旋风→星遗物的低语`);
    expect(a.links[0]!.legal).toBe(false);
    expect(words(a.assumptions)).toContain('纵列没有判断');
    const en = cdbJudge().chain(`{回合:B 阶段:主要1 A场:${SHIELD},星遗物的低语} C1 B:宇宙旋风→星遗物的低语`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(words(en.assumptions)).toContain('the column was not judged');
    // Zones stated: nothing assumed.
    expect(words(askCdb(`{回合:B 阶段:主要1 A场:${SHIELD}(主2),星遗物的低语(魔陷2)} C1 B:宇宙旋风→星遗物的低语`).assumptions)).not.toContain('纵列');
  });
});
