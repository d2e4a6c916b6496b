// Issue 16, lingering effects: CH-PROTECT-EARLIER — 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」 left by an effect activated
// earlier this turn (`本回合:`): every card on its player's field that fits is not destroyed by an effect for the rest of the turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PROTECT-EARLIER', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe.skipIf(!haveCards)('CH-PROTECT-EARLIER', () => {
  it('[CH-PROTECT-EARLIER] 破坏剑士的摇篮② (read from its text) applied this turn: 雷破 does not destroy 破坏剑-龙破坏之剑, an equip card on the field', () => {
    const a = askCdb('{回合:B A场:破坏之剑士,破坏剑-龙破坏之剑(装备:破坏之剑士) 本回合:A:破坏剑士的摇篮#2} C1 B:雷破→破坏剑-龙破坏之剑');
    expect(destroyed('{回合:B A场:破坏之剑士,破坏剑-龙破坏之剑(装备:破坏之剑士) 本回合:A:破坏剑士的摇篮#2} C1 B:雷破→破坏剑-龙破坏之剑')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-PROTECT-EARLIER');
  });
  it('[CH-PROTECT-EARLIER] the other side: 黑洞 still destroys a card not of that name and the opponent’s 破坏剑 card; with the entry negated, or without it, all of them', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 B场:破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'B:破坏剑-龙破坏之剑']);
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2(效果无效)} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'A:破坏剑-龙破坏之剑']);
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'A:破坏剑-龙破坏之剑']);
  });
});
