// CH-FIXED-COUNT-CANNOT-UNDERGO (issue 16, rules reference docs/c03/特定效果的处理方法.rst:225–227): with a fixed number of
// targets named again at resolution (「那2只怪兽…除外」), a target still there that cannot be banished where it stands (its own
// 「场上的表侧表示的这张卡不能除外」, no longer negated) is no target the effect can apply to: the fixed number is lost and
// nothing is banished (CH-TARGET-FIXED-COUNT). One merely unaffected still counts (CH-FIXED-COUNT-UNAFFECTED).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-FIXED-COUNT-CANNOT-UNDERGO', CARDS_DB);

const banished = (a: ChainAnswer, link: number) => a.events.filter((e) => e.type === 'banished' && e.link === link).flatMap((e) => e.cards.map((c) => c.name));
// S：P小夜② (src/cards/curated/newer/c03-specific-more-newer.ts): two face-up monsters, 「那2只怪兽直到结束阶段除外」. 奇迹之侏罗纪蛋 (cards.cdb)
// cannot be banished while face-up on the field; 魔族之链 (对象:) negates it until 旋风 destroys 魔族之链 in the chain.
const board = '{回合:B A场:"S：P小夜",奇迹之侏罗纪蛋,魔族之链(对象:奇迹之侏罗纪蛋) B场:青眼白龙,强制脱出装置(盖),旋风(盖)} C1 B:强制脱出装置→青眼白龙 C2 A:"S：P小夜"②→奇迹之侏罗纪蛋,青眼白龙';

describe.skipIf(!haveCards)('CH-FIXED-COUNT-CANNOT-UNDERGO', () => {
  it('[CH-FIXED-COUNT-CANNOT-UNDERGO] 奇迹之侏罗纪蛋 whose negation ends in the chain cannot be banished: S：P小夜② banishes neither target', () => {
    const a = askCdb(`${board} C3 B:旋风→魔族之链`);
    expect(banished(a, 2)).toEqual([]);
    expect(a.links[1]!.outcome).toBe('no-effect');
    expect(a.links[1]!.rules).toEqual(expect.arrayContaining(['CH-FIXED-COUNT-CANNOT-UNDERGO', 'CH-TARGET-FIXED-COUNT']));
  });
  it('[CH-FIXED-COUNT-CANNOT-UNDERGO] the other side: still negated when it resolves, both are banished', () => {
    const a = askCdb(board);
    expect(banished(a, 2).sort()).toEqual(['奇迹之侏罗纪蛋', '青眼白龙'].sort());
    expect(a.links[1]!.rules).not.toContain('CH-FIXED-COUNT-CANNOT-UNDERGO');
  });
});
