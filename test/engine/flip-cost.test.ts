// s58: 「把这张卡变成表侧守备表示才能发动」 of a face-down monster (天照大神①) flips it as a cost — a flip (反转), so its 「这张卡反转的场合发动」
// trigger (天照大神②) meets the event after the chain (rules reference docs/c03/诱发类效果.rst:221: it is not activated only when the
// chain turned it face-down again), and the answer's events say 反转, not a change of battle position.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-FLIP-EVENT (cost)', CARDS_DB);

describe.skipIf(!haveCards)('WIN-FLIP-EVENT: a flip paid as a cost', () => {
  it('[WIN-FLIP-EVENT] 天照大神① turned face-up as its cost (answering B\'s 太阳之书 on it): 天照大神② 「这张卡反转的场合发动」 is offered after the chain, mandatory (before: no trigger, the event told as a change of position)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:天照大神(盖) B场:太阳之书(盖),三眼怪} C1 B:太阳之书→天照大神 C2 A:天照大神①');
    const flips = a.events.filter((e) => e.type === 'flipped' && e.link === 2).flatMap((e) => e.cards.map((c) => c.name));
    expect(flips).toEqual(['天照大神']);
    expect(a.events.some((e) => e.type === 'position-changed' && e.link === 2)).toBe(false);
    const offered = a.window.triggers.filter((c) => c.card.name === '天照大神').map((c) => [c.effect, c.mandatory]);
    expect(offered).toEqual([[2, true]]);
  });
});
