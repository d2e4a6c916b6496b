// CMP-DRAWN-SHOWN-SENT: 「从卡组抽1张，给双方确认。那是「一击必杀！居合抽卡」的场合，那张送去墓地，场上的卡全部破坏」 — the card just drawn goes to the GY
// (一击必杀！居合抽卡, read from its cards.cdb text): named by a draw note, it is that card; not named, one card of the hand is said to go.
import { describe, expect, it } from 'vitest';
import { renderChainText } from '../../src/answer/render/text.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a drawn card shown and sent', CARDS_DB);

const sent = (input: string) => askCdb(input).events.filter((e) => e.type === 'sent-to-gy' && e.link === 1 && e.cause === 'effect');

describe.skipIf(!haveCards)('CMP-DRAWN-SHOWN-SENT', () => {
  it('[CMP-DRAWN-SHOWN-SENT] 一击必杀！居合抽卡 drawing itself (a draw note): that card is sent to the GY before the field is destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:一击必杀！居合抽卡[抽卡 一击必杀！居合抽卡]');
    const types = a.events.filter((e) => e.link === 1 && e.cause === 'effect').map((e) => `${e.type}:${e.cards.map((c) => c.name).join(',')}`);
    expect(types).toContain('sent-to-gy:一击必杀！居合抽卡');
    expect(types.indexOf('sent-to-gy:一击必杀！居合抽卡')).toBeGreaterThan(types.indexOf('drawn:一击必杀！居合抽卡'));
    expect(types.indexOf('sent-to-gy:一击必杀！居合抽卡')).toBeLessThan(types.indexOf('destroyed:黑魔术师'));
  });
  it('[CMP-DRAWN-SHOWN-SENT] the card drawn not named: one card of A is said to go to the GY, in the answer\'s words', () => {
    const input = '{回合:A 阶段:主要1 B场:黑魔术师} C1 A:一击必杀！居合抽卡';
    expect(sent(input).filter((e) => e.amount === 1 && e.player === 'A')).toHaveLength(1);
    expect(renderChainText(askCdb(input), 'zh-CN')).toContain('抽到的那张卡被送去墓地');
  });
  it('[CMP-DRAWN-SHOWN-SENT] the other side: another card drawn (「不是的场合」) stays in the hand — nothing drawn is sent', () => {
    expect(sent('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:一击必杀！居合抽卡[抽卡 黑洞]').filter((e) => e.cards.some((c) => c.name === '黑洞') || e.amount === 1)).toEqual([]);
  });
});
