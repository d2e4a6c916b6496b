// CH-SELF-MOVED (rules reference docs/c03/特定效果的处理方法.rst:271): 「这张卡」 in a resolution is the card where its effect
// was activated. Once another chain link moved it elsewhere it is a new card: the step on it is not done, the other steps
// of the same effect still are. A card still where it was (or moved by its own link) is the card the step acts on.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the moved-self rule', CARDS_DB);

const link = (a: ChainAnswer, n: number) => a.links.find((l) => l.n === n)!;
const movedTo = (a: ChainAnswer, type: string, n: number) => a.events.filter((e) => e.type === type && e.link === n).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-SELF-MOVED] 「这张卡」 moved away by another link is not acted on', () => {
  it('[CH-SELF-MOVED] 成长的鳞茎 banished from the GY by D.D.乌鸦 before it resolves: the Deck top still goes to the GY, nothing is summoned', () => {
    const a = askCdb('{回合:A A墓:成长的鳞茎 B手:D.D.乌鸦} C1 A:成长的鳞茎 C2 B:D.D.乌鸦→成长的鳞茎');
    expect(link(a, 1).rules).toContain('CH-SELF-MOVED');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.link === 1)).toBe(false);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.link === 1)).toBe(true);
    expect(link(a, 1).reason).toContain('已经离开发动时的位置');
  });

  it('[CH-SELF-MOVED] the other side: 成长的鳞茎 still in the GY is summoned', () => {
    const a = askCdb('{回合:A A墓:成长的鳞茎} C1 A:成长的鳞茎');
    expect(link(a, 1).rules).not.toContain('CH-SELF-MOVED');
    expect(movedTo(a, 'special-summoned', 1)).toContain('成长的鳞茎');
    // 「自己卡组最上面的卡送去墓地」: the top card, not one the player chooses.
    expect(link(a, 1).reason).toContain('卡组最上面的卡被送去墓地');
  });

  it('[CH-SELF-MOVED] 真红莲超新星龙② after 强制脱出装置 sent it to the Extra Deck: the opponent’s field is banished, the dragon is not', () => {
    const a = askCdb('{回合:B A场:真红莲超新星龙 B场:三眼怪,强制脱出装置(盖)} C1 A:真红莲超新星龙② C2 B:强制脱出装置→真红莲超新星龙');
    expect(movedTo(a, 'banished', 1)).toEqual(expect.arrayContaining(['三眼怪', '强制脱出装置']));
    expect(movedTo(a, 'banished', 1)).not.toContain('真红莲超新星龙');
    expect(link(a, 2).reason).toContain('额外卡组');
  });
});
