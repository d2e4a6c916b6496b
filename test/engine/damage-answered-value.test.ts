// CH-DAMAGE-ANSWERED-VALUE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:809): 「对方把怪兽的效果发动时才能发动。给与对方那只
// 怪兽的原本攻击力数值的伤害」 reads the printed value of the monster whose activation it answers — the card that activated it,
// wherever that card went since (sent from the hand as its cost, then returned to the Deck in the chain).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-ANSWERED-VALUE', CARDS_DB);

const dealt = (a: ChainAnswer, link: number) => a.events.filter((e) => e.type === 'damage' && e.link === link).map((e) => [e.player, e.amount]);
// 恐啡肽狂龙·乔斯坦伯格隐形翼龙② (src/cards/curated/newer/c03-specific-more-newer.ts) is the card written that way.

describe.skipIf(!haveCards)('CH-DAMAGE-ANSWERED-VALUE', () => {
  it('[CH-DAMAGE-ANSWERED-VALUE] answering D.D.乌鸦 (ATK 100) discarded from the hand: 100 damage to its player', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:恐啡肽狂龙·乔斯坦伯格隐形翼龙 A墓:三眼怪 B手:D.D.乌鸦} C1 B:D.D.乌鸦→三眼怪 C2 A:恐啡肽狂龙·乔斯坦伯格隐形翼龙②');
    expect(dealt(a, 2)).toEqual([['B', 100]]);
    expect(a.links[1]!.rules).toContain('CH-DAMAGE-ANSWERED-VALUE');
  });
  it('[CH-DAMAGE-ANSWERED-VALUE] the other side: the answered card gone from the GY by the time it resolves still gives its value (增殖的G returned to the Deck: 500)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:恐啡肽狂龙·乔斯坦伯格隐形翼龙,转生的预言(盖) A墓:三眼怪 B手:增殖的G} C1 B:增殖的G C2 A:恐啡肽狂龙·乔斯坦伯格隐形翼龙② C3 A:转生的预言→增殖的G,三眼怪');
    expect(dealt(a, 2)).toEqual([['B', 500]]);
  });
});
