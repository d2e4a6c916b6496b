// CH-COND-COMPARE: 「场上的攻击力最高的怪兽在对方场上存在」 is never met in silence by any opponent monster: it is judged (CH-COND-HIGHEST-ATK,
// ./cond-highest-atk.test.ts), or, a field not listed, said as assumed; the LP half is judged.
// (Changed in s42: this file's first test asserted the condition was always left unread and said — the fallback before the compiler read it.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

describe.skipIf(!haveCards)('命运之抽卡: the highest-ATK half of its condition (CH-COND-COMPARE)', () => {
  it('[CH-COND-COMPARE] the highest-ATK monster condition is judged with both fields listed (my 青眼白龙 is higher: not met, and said), else said as not judged — never met in silence by any opponent monster', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A场:青眼白龙 B场:黑魔术师} C1 A:命运之抽卡');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(String(linkOf(a, 1).illegalReason)).toContain('攻击力最高的怪兽在对方场上存在');
    const unlisted = askCdb('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 B场:黑魔术师} C1 A:命运之抽卡');
    expect(unlisted.assumptions.join()).toContain('攻击力最高的怪兽在对方场上存在');
  });
  it('[CH-COND-COMPARE] the LP half is still judged: with more LP than the opponent it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:1000 A场:青眼白龙 B场:黑魔术师} C1 A:命运之抽卡');
    expect(linkOf(a, 1).legal).toBe(false);
  });
});
