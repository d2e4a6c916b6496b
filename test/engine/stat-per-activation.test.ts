// CH-STAT-PER-ACTIVATION (issue 16, rules reference docs/c02/怪兽的效果分类.rst:111, :291, docs/c03/攻守计算.rst:256): a continuous
// 「每次…把…发动，…的攻击力上升·下降N」 (the compiler's `perActivation`) is no standing change: it is made once per such activation,
// as that activated effect has finished resolving; a negated activation makes nothing, another kind of card makes nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-STAT-PER-ACTIVATION', CARDS_DB);

// 天空贤者 密涅瓦 (cards.cdb, 1700/400): 「每次自己或者对方把反击陷阱卡发动，这张卡的攻击力上升500」.
const atk = (a: ReturnType<typeof askCdb>) => a.stats?.find((s) => s.card.name === '天空贤者 密涅瓦')?.atk;

describe.skipIf(!haveCards)('CH-STAT-PER-ACTIVATION', () => {
  it('[CH-STAT-PER-ACTIVATION] a Counter Trap activated and resolved (B’s 神之宣告 answering A’s 旋风) raises A’s 天空贤者 密涅瓦 once (1700 → 2200)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦 B场:旋风(盖),神之宣告(盖)} C1 A:旋风→B:旋风 C2 B:神之宣告');
    expect(a.links.map((l) => l.outcome)).toEqual(['activation-negated', 'resolved']);
    expect(atk(a)).toBe(2200);
    expect(a.links[1]!.rules).toContain('CH-STAT-PER-ACTIVATION');
  });
  it('[CH-STAT-PER-ACTIVATION] the other side: no standing raise with nothing activated (1700); a Spell or a Normal Trap counts for nothing; an activation negated by another Counter Trap makes nothing (only the negating one counts: 2200)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦} 攻守计算').stats?.find((s) => s.card.name === '天空贤者 密涅瓦')).toBeUndefined();
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦 B场:旋风(盖)} C1 A:旋风→B:旋风'))).toBeUndefined();
    const b = askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦,神之宣告(盖) B场:旋风(盖),神之宣告(盖)} C1 A:旋风→B:旋风 C2 B:神之宣告 C3 A:神之宣告');
    expect(b.links.map((l) => l.outcome)).toEqual(['resolved', 'activation-negated', 'resolved']);
    expect(atk(b)).toBe(2200);
  });
});
