// WIN-DRAW-IS-ADD: a draw moves a card from the Deck to the hand, so a trigger on a card "added from the
// Deck to the hand" (强烈的打落, 棉花球) meets a drawn card as well (rules reference
// docs/c03/战斗阶段流程.rst:401 — 强烈的打落 after 天空骑士 珀耳修斯② draws; docs/c03/诱发类效果.rst:115 —
// 棉花球 drawn by 强欲之瓶).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-DRAW-IS-ADD', CARDS_DB);

describe.skipIf(!haveCards)('WIN-DRAW-IS-ADD', () => {
  it('[WIN-DRAW-IS-ADD] the opponent draws by an effect: 强烈的打落 (「对方从卡组把卡加入手卡时」) is offered, and says why', () => {
    const a = askCdb('{回合:B A场:强烈的打落(盖) B场:强欲之瓶(盖) B卡组:青眼白龙} C1 B:强欲之瓶[抽卡 青眼白龙]');
    const t = a.window.triggers.find((x) => x.card.name === '强烈的打落');
    expect(t?.controller).toBe('A');
    expect(t?.rules).toContain('WIN-DRAW-IS-ADD');
  });
  it('[WIN-DRAW-IS-ADD] the other side: my own draw is not the opponent’s add, and a search is an add without the rule', () => {
    const own = askCdb('{回合:A A场:强烈的打落(盖),强欲之瓶(盖) A卡组:青眼白龙} C1 A:强欲之瓶[抽卡 青眼白龙]');
    expect(own.window.triggers.map((x) => x.card.name)).not.toContain('强烈的打落');
    const search = askCdb('{回合:B A场:强烈的打落(盖) B场:增援(盖) B卡组:战士 戴·格雷法} C1 B:增援[加入手卡 战士 戴·格雷法]');
    const t = search.window.triggers.find((x) => x.card.name === '强烈的打落');
    expect(t).toBeDefined();
    expect(t?.rules).not.toContain('WIN-DRAW-IS-ADD');
  });
});
