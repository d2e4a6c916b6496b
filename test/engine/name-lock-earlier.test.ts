// Issue 16, lingering effects: CH-NAME-LOCK-EARLIER — 「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」 left by an
// effect activated earlier this turn (`本回合:X(加入:Y)`): its player cannot activate cards named Y, nor their effects, this turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NAME-LOCK-EARLIER', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}`);

describe.skipIf(!haveCards)('CH-NAME-LOCK-EARLIER', () => {
  it('[CH-NAME-LOCK-EARLIER] 黑森林的魔女 added 增殖的G this turn: its player cannot activate 增殖的G from the hand', () => {
    const a = askCdb('{回合:B 本回合:A:黑森林的魔女(加入:增殖的G) A手:增殖的G} C1 A:增殖的G');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-NAME-LOCK-EARLIER');
  });
  it('[CH-NAME-LOCK-EARLIER] the other side: the opponent is free; another name is free; an entry whose effect was negated left no lock', () => {
    expect(outcomes('{回合:A 本回合:A:黑森林的魔女(加入:增殖的G) B手:增殖的G} C1 B:增殖的G')).toEqual(['C1:legal']);
    expect(outcomes('{回合:B 本回合:A:黑森林的魔女(加入:幽鬼兔) A手:增殖的G} C1 A:增殖的G')).toEqual(['C1:legal']);
    expect(outcomes('{回合:B 本回合:A:黑森林的魔女(效果无效,加入:增殖的G) A手:增殖的G} C1 A:增殖的G')).toEqual(['C1:legal']);
  });
});
