// CH-EVENT-CARDS: a card activated at the event of the situation's action (「对方把攻击力1500以上的怪兽召唤·反转召唤·特殊召唤时
// 才能发动。那些攻击力1500以上的怪兽破坏并除外」) acts on that event's cards — those still on the field and still fitting its
// description when it resolves; a later step of the same link (「并除外」) follows the card the step before moved. Before,
// the answer said only that "a card the player chose" was destroyed. Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the event-cards rule', CARDS_DB);

const link = (a: ChainAnswer, n: number) => a.links.find((l) => l.n === n)!;
const moved = (a: ChainAnswer, type: string, n: number) => a.events.filter((e) => e.type === type && e.link === n).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-EVENT-CARDS] 「那些怪兽」 of a card timed to the action’s event', () => {
  it('[CH-EVENT-CARDS] 奈落的落穴 on a Normal Summon of 青眼白龙: it is destroyed, then banished', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 B场:奈落的落穴(盖)} 召唤 A:青眼白龙 C1 B:奈落的落穴');
    expect(link(a, 1).rules).toContain('CH-EVENT-CARDS');
    expect(moved(a, 'destroyed', 1)).toEqual(['青眼白龙']);
    expect(moved(a, 'banished', 1)).toEqual(['青眼白龙']);
  });
  it('[CH-EVENT-CARDS] the same on a Special Summon (黑魔术师)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:奈落的落穴(盖)} 特殊召唤 A:黑魔术师 C1 B:奈落的落穴');
    expect(moved(a, 'destroyed', 1)).toEqual(['黑魔术师']);
  });
  it('[CH-EVENT-CARDS] the other side: 收缩 chained takes 黑魔术师 to 1250 ATK — no longer 1500 or more, it is not destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:奈落的落穴(盖)} 召唤 A:黑魔术师 C1 B:奈落的落穴 C2 A:收缩→黑魔术师');
    expect(moved(a, 'destroyed', 1)).toEqual([]);
    expect(moved(a, 'banished', 1)).toEqual([]);
  });
  it('[CH-EVENT-CARDS] an imported card read from its text: 电网的落穴 banishes face-down the monster special summoned from the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙 B场:电网的落穴(盖)} 特殊召唤 A:青眼白龙 C1 B:电网的落穴');
    expect(link(a, 1).rules).toContain('CH-EVENT-CARDS');
    expect(moved(a, 'banished', 1)).toEqual(['青眼白龙']);
  });
  it('[CH-EVENT-CARDS] the card gone: 强制脱出装置 chained returns 青眼白龙 to the hand — 奈落的落穴 has nothing to destroy', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 B场:奈落的落穴(盖),强制脱出装置(盖)} 召唤 A:青眼白龙 C1 B:奈落的落穴 C2 B:强制脱出装置→青眼白龙');
    expect(moved(a, 'destroyed', 1)).toEqual([]);
    expect(moved(a, 'banished', 1)).toEqual([]);
  });
  it('[CH-EVENT-CARDS] 青眼白龙 halved to exactly 1500 by 收缩 still has 1500 or more: destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 B场:奈落的落穴(盖)} 召唤 A:青眼白龙 C1 B:奈落的落穴 C2 A:收缩→青眼白龙');
    expect(moved(a, 'destroyed', 1)).toEqual(['青眼白龙']);
  });
});
