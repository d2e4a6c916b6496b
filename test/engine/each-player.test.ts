// CMP-EACH-PLAYER, CH-EACH-PLAYER (rules reference docs/c03/特定效果的处理方法.rst:45–49): a step both players do with their own
// cards (「双方玩家把2张手卡送去墓地」「从双方卡组上面把3张卡送去墓地」) — each player's count of their own cards, the turn player first,
// each player's cards in an event of their own; 「各自从卡组抽2张」 after it is a draw of both, the turn player first too.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links } from '../reference/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const sent = (a: ChainAnswer) => a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).map((e) => e.cards.map((c) => `${c.controller}:${c.name}`).join('+'));
const drawn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => `${e.player}:${e.amount}`);
const FIVE = '狱火机·拿玛+狱火机·莉莉丝+狱火机·巴力+狱火机·撒旦+狱火机·别西卜';

describe.skipIf(!haveCards)('a step each player does with their own cards', () => {
  it('[CMP-EACH-PLAYER] 手札断杀 in A’s turn: each player sends their own two cards — A’s first — and both draw 2, A first', () => {
    const a = ask('{回合:A 阶段:主要1 A手:三眼怪,黑魔术师 B手:青眼白龙,真红眼黑龙 A卡组:三眼怪,三眼怪 B卡组:三眼怪,三眼怪} C1 A:手札断杀');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(sent(a)).toEqual(['A:三眼怪+A:黑魔术师', 'B:青眼白龙+B:真红眼黑龙']);
    expect(drawn(a)).toEqual(['A:2', 'B:2']);
  });
  it('[CH-EACH-PLAYER] the other turn: A’s Set 手札断杀 in B’s turn — B, the turn player, sends and draws first', () => {
    const a = ask('{回合:B 阶段:主要1 A场:手札断杀(盖) A手:三眼怪,黑魔术师 B手:青眼白龙,真红眼黑龙 A卡组:三眼怪,三眼怪 B卡组:三眼怪,三眼怪} C1 A:手札断杀');
    expect(sent(a)).toEqual(['B:青眼白龙+B:真红眼黑龙', 'A:三眼怪+A:黑魔术师']);
    expect(drawn(a)).toEqual(['B:2', 'A:2']);
  });
  it('[CH-EACH-PLAYER] 狱火机·提耶拉① (5 kinds): 「从双方卡组上面把3张卡」 takes 3 of each Deck — all of a Deck holding fewer — and 「双方各自从自己的额外卡组选3张卡」 the one card of A’s Extra Deck, none of B’s empty one', () => {
    const a = ask(`{回合:A 阶段:主要1 A场:狱火机·提耶拉(融合召唤,素材:${FIVE}) A额外:狱火机·提耶拉 B额外: A卡组:三眼怪,三眼怪,三眼怪,三眼怪 B卡组:黑魔术师} C1 A:狱火机·提耶拉①`);
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(sent(a)).toEqual(['A:狱火机·提耶拉', 'A:三眼怪+A:三眼怪+A:三眼怪', 'B:黑魔术师']);
  });
  it('[CH-EACH-PLAYER] cards named at resolution are each their controller’s part: 手札断杀 with A’s two named sends those two of A’s three, and B’s only two', () => {
    const a = ask('{回合:A 阶段:主要1 A手:三眼怪,黑魔术师,青眼白龙 B手:真红眼黑龙,三眼怪 A卡组:三眼怪,三眼怪 B卡组:三眼怪,三眼怪} C1 A:手札断杀[送墓 黑魔术师,青眼白龙]');
    expect(sent(a)).toEqual(['A:黑魔术师+A:青眼白龙', 'B:真红眼黑龙+B:三眼怪']);
  });
});
