// Issue 16, c04 不能使用: CH-LINGER-DRAW-EARLIER — 「这个回合，每次对方对怪兽的特殊召唤成功，自己从卡组抽1张」 left by an activation earlier this turn
// (`本回合:`) draws, outside any chain, when the opponent's Special Summon written as the action meets it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-LINGER-DRAW-EARLIER', CARDS_DB);

const draws = (input: string) => askCdb(input).events.filter((e) => e.type === 'drawn').map((e) => e.player);

describe.skipIf(!haveCards)('CH-LINGER-DRAW-EARLIER', () => {
  it('[CH-LINGER-DRAW-EARLIER] B’s 增殖的G resolved earlier this turn: A’s Special Summon makes B draw 1, with no chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:B:增殖的G A手:三眼怪} 特殊召唤 三眼怪');
    expect(a.events.filter((e) => e.type === 'drawn').map((e) => [e.player, e.amount])).toEqual([['B', 1]]);
    expect(a.links).toEqual([]);
  });
  it('[CH-LINGER-DRAW-EARLIER] the draw is made at the summon’s moment, on no chain: A’s 混沌猎人 (a 「…时」 trigger in the hand) still answers B’s Xyz Summon, and A draws', () => {
    const a = askCdb('{回合:B 阶段:主要1 本回合:A:增殖的G A手:混沌猎人,三眼怪 B场:武神-御雷,武神-日孁} 超量召唤 B:武神帝-月读 素材 武神-御雷,武神-日孁');
    expect(a.events.filter((e) => e.type === 'drawn').map((e) => e.player)).toEqual(['A']);
    expect(a.window.triggers.map((x) => x.card.name)).toContain('混沌猎人');
  });
  it('[CH-LINGER-DRAW-EARLIER] the other side: a Normal Summon, A’s own 增殖的G, and a 增殖的G whose effect was negated draw nothing', () => {
    expect(draws('{回合:A 阶段:主要1 本回合:B:增殖的G A手:三眼怪} 召唤 三眼怪')).toEqual([]);
    expect(draws('{回合:A 阶段:主要1 本回合:A:增殖的G A手:三眼怪} 特殊召唤 三眼怪')).toEqual([]);
    expect(draws('{回合:A 阶段:主要1 本回合:B:增殖的G(效果无效) A手:三眼怪} 特殊召唤 三眼怪')).toEqual([]);
  });
  it('[CH-LINGER-DRAW-EARLIER] a summon a chain link makes meets it too: B’s earlier 增殖的G draws for A’s 死者苏生 (outside the link); A’s own earlier 增殖的G and a negated one do not', () => {
    expect(askCdb('{回合:A 阶段:主要1 本回合:B:增殖的G A墓:黑魔术师} C1 A:死者苏生→黑魔术师').events.filter((e) => e.type === 'drawn').map((e) => [e.player, e.link])).toEqual([['B', null]]);
    expect(draws('{回合:A 阶段:主要1 本回合:A:增殖的G A墓:黑魔术师} C1 A:死者苏生→黑魔术师')).toEqual([]);
    expect(draws('{回合:A 阶段:主要1 本回合:B:增殖的G(效果无效) A墓:黑魔术师} C1 A:死者苏生→黑魔术师')).toEqual([]);
  });
});
