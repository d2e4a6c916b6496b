// CH-COND-COMPARE: 「场上的攻击力最高的怪兽在对方场上存在」 is not read as a plain 「对方场上有怪兽存在」: left unread and said; the LP half is judged.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

describe.skipIf(!haveCards)('命运之抽卡: the highest-ATK half of its condition (CH-COND-COMPARE)', () => {
  it('[CH-COND-COMPARE] the highest-ATK monster condition is said as not judged, never met in silence by any opponent monster', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A场:青眼白龙 B场:黑魔术师} C1 A:命运之抽卡');
    expect(a.assumptions.join()).toContain('攻击力最高的怪兽在对方场上存在');
  });
  it('[CH-COND-COMPARE] the LP half is still judged: with more LP than the opponent it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:1000 A场:青眼白龙 B场:黑魔术师} C1 A:命运之抽卡');
    expect(linkOf(a, 1).legal).toBe(false);
  });
});
