// CH-CONTROL-LOCKED is the monster's own continuous effect: while its effects are negated — stated `(效果无效)`, or by a face-up
// card's continuous negation (技能抽取) — its control may change, and it is a valid target for 精神操作. 植物狮子 (「只要这张卡在场上表侧
// 表示存在，此卡的控制权不会转移」), 精神操作 and 技能抽取 are in cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a control lock whose effects are negated (CH-CONTROL-LOCKED)', CARDS_DB);

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-CONTROL-LOCKED while negated', () => {
  it('[CH-CONTROL-LOCKED] 植物狮子 applying its lock is no target for 精神操作; negated (`(效果无效)`), it is, and its control is taken', () => {
    const locked = first('{回合:A 阶段:主要1 B场:植物狮子} C1 A:精神操作→植物狮子');
    expect(locked.legal).toBe(false);
    expect(locked.illegalReason).toContain('控制权不会转移');
    const a = askCdb('{回合:A 阶段:主要1 B场:植物狮子(效果无效)} C1 A:精神操作→植物狮子');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
  });
  it('[CH-CONTROL-LOCKED] negated by a face-up 技能抽取 (a continuous negation of every face-up monster), 植物狮子 may be targeted too', () => {
    expect(first('{回合:A 阶段:主要1 B场:植物狮子,技能抽取} C1 A:精神操作→植物狮子').legal).toBe(true);
    // 技能抽取 face-down applies nothing: the lock holds.
    expect(first('{回合:A 阶段:主要1 B场:植物狮子,技能抽取(盖)} C1 A:精神操作→植物狮子').legal).toBe(false);
  });
});
