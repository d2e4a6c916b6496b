// CH-MOVED-FEWER: 「自己从卡组抽2张，那之后把手卡1只暗属性怪兽除外。手卡没有暗属性怪兽的场合，手卡全部送去墓地」 (暗之诱惑, current text) — the hand
// held no such monster exactly when the banish before it moved none: the whole hand goes to the GY only then. Read as a state after the
// banish, it was done every time (the rest of the hand sent to the GY beside the DARK monster banished). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-MOVED-FEWER (a hand fallback)', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-MOVED-FEWER] 「手卡没有…的场合，手卡全部…」 after a pick from the hand', () => {
  it('[CH-MOVED-FEWER] 暗之诱惑 drawing one DARK monster (哥布林僵尸): it is banished and the other card drawn stays in the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:暗之诱惑 A卡组:哥布林僵尸,光道召唤师 露米娜丝} C1 A:暗之诱惑');
    expect(moved(a, 'banished')).toEqual(['哥布林僵尸']);
    expect(moved(a, 'sent-to-gy')).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('送去墓地');
  });

  it('[CH-MOVED-FEWER] the other branch: no DARK monster in the hand after the draw — the whole hand is sent to the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:暗之诱惑 A卡组:光道召唤师 露米娜丝,光道猎犬 雷光} C1 A:暗之诱惑');
    expect(moved(a, 'banished')).toEqual([]);
    expect(moved(a, 'sent-to-gy').sort()).toEqual(['光道召唤师 露米娜丝', '光道猎犬 雷光'].sort());
  });

  it('[CH-MOVED-FEWER] two DARK monsters in the hand (which one banished not given): a card was banished, so the hand is not sent to the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:暗之诱惑,死灵之颜 A卡组:哥布林僵尸,光道召唤师 露米娜丝} C1 A:暗之诱惑');
    expect(a.events.some((e) => e.type === 'banished' && e.link === 1)).toBe(true);
    expect(moved(a, 'sent-to-gy')).toEqual([]);
  });
});
