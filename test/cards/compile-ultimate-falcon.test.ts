// CMP-STAT-ALL-ON-FIELD: a compiled stat change on 「对方场上的怪兽」 with no number changes every such monster (急袭猛禽-究极猎鹰 ②).
// CMP-GRANTED-STATE-STEP: 「…才能发动。A。对方场上没有表侧表示怪兽存在的场合，给与对方1000伤害。」 — the damage is a step of that resolution,
// done only when the state holds as it resolves (急袭猛禽-究极猎鹰 ③), not a continuous effect of its own.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const atkOf = (a: ReturnType<typeof askCdb>) => Object.fromEntries(a.stats.map((s) => [s.card.name, s.atk]));
const damage = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('急袭猛禽-究极猎鹰', () => {
  it('[CMP-STAT-ALL-ON-FIELD] ② 「对方场上的怪兽的攻击力下降1000」 lowers every monster of the opponent, not one picked', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:急袭猛禽-究极猎鹰 B场:青眼白龙,黑魔术师} C1 A:急袭猛禽-究极猎鹰②');
    expect(atkOf(a)).toEqual({ 青眼白龙: 2000, 黑魔术师: 1500 });
  });

  it('[CMP-GRANTED-STATE-STEP] ③ deals its 1000 damage as it resolves, only when the opponent has no face-up monster then', () => {
    const a = askCdb('{回合:A 阶段:结束 A场:急袭猛禽-究极猎鹰(素材:急袭猛禽-究极猎鹰) B场:青眼白龙} C1 A:急袭猛禽-究极猎鹰③');
    expect(atkOf(a)).toEqual({ 青眼白龙: 2000 });
    expect(damage(a)).toEqual([]);
    // With none face-up (a Set monster only): the same resolution deals the 1000 damage.
    const b = askCdb('{回合:A 阶段:结束 A场:急袭猛禽-究极猎鹰(素材:急袭猛禽-究极猎鹰) B场:青眼白龙(盖)} C1 A:急袭猛禽-究极猎鹰③');
    expect(damage(b)).toEqual(['B:1000']);
    expect(b.links[0]!.reason).toContain('B受到1000伤害');
  });
});
