// CH-COST-COUNT-OF-TARGETS: 「把手卡任意数量丢弃去墓地，以丢弃数量的对方场上的卡为对象」 (冰结界之龙 光枪龙) — the discard cost and the
// targets share one number: written with two targets, two cards are discarded (it said 「1张卡丢弃」 whatever the targets).
import { describe, expect, it } from 'vitest';
import { chain, linkOf } from './build.js';
import { renderChainText } from '../../src/answer/render/text.js';

// What the player reads on the cost's event line (「C1: A 2张卡丢弃」).
const said = (a: ReturnType<typeof chain>) => renderChainText(a, 'zh-CN');

describe('a cost of as many cards as the targets', () => {
  it('[CH-COST-COUNT-OF-TARGETS] 光枪龙 with two targets discards two cards; with one, one; a hand of one cannot pay for two', () => {
    const two = chain('{回合:A 阶段:主要1 A场:冰结界之龙 光枪龙 B场:青眼白龙,王宫的敕命} C1 A:冰结界之龙 光枪龙→B:青眼白龙,B:王宫的敕命');
    expect(linkOf(two, 1).legal).toBe(true);
    expect(said(two)).toContain('A 2张卡丢弃');
    expect(said(two)).not.toContain('A 1张卡丢弃');
    const one = chain('{回合:A 阶段:主要1 A场:冰结界之龙 光枪龙 B场:青眼白龙,王宫的敕命} C1 A:冰结界之龙 光枪龙→B:青眼白龙');
    expect(said(one)).toContain('A 1张卡丢弃');
    // Two targets need two cards in hand.
    expect(linkOf(chain('{回合:A 阶段:主要1 A手卡数:1 A场:冰结界之龙 光枪龙 B场:青眼白龙,王宫的敕命} C1 A:冰结界之龙 光枪龙→B:青眼白龙,B:王宫的敕命'), 1).legal).toBe(false);
    expect(linkOf(chain('{回合:A 阶段:主要1 A手卡数:2 A场:冰结界之龙 光枪龙 B场:青眼白龙,王宫的敕命} C1 A:冰结界之龙 光枪龙→B:青眼白龙,B:王宫的敕命'), 1).legal).toBe(true);
  });
});
