// CMP-DAMAGE-STEP-STATED (test/RULES.md): 「（伤害步骤也能发动）」 — an effect whose text says it may be activated in the Damage Step is
// allowed there whatever its kind (docs/c03/战斗阶段流程.rst:513). Before, the bracket was not read: 刚鬼 锁臂章鱼② (a hand effect answering a
// burn) was refused in the Damage Step as 「…发动时」 that does not negate. Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const burn = (answer: string) =>
  askCdb(`{回合:B 阶段:伤害计算后 攻击:B:元素英雄 火焰翼侠→A:三眼怪 B场:元素英雄 火焰翼侠 A墓:三眼怪 A手:刚鬼 锁臂章鱼,增殖的G} C1 B:元素英雄 火焰翼侠① C2 A:${answer}`).links[1]!;

describe.skipIf(!haveCards)('an effect its text allows in the Damage Step', () => {
  it('[CMP-DAMAGE-STEP-STATED] 刚鬼 锁臂章鱼② 「…才能发动（伤害步骤也能发动）」 answers 元素英雄 火焰翼侠\'s burn after damage calculation', () => {
    expect(burn('刚鬼 锁臂章鱼②').legal).toBe(true);
  });
  it('[CMP-DAMAGE-STEP-STATED] the other side: 增殖的G, whose text says nothing of it, stays refused there', () => {
    const link = burn('增殖的G');
    expect(link.legal).toBe(false);
    expect(link.illegalReason).toContain('伤害步骤');
  });
});
