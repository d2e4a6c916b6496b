// CMP-BATTLE-PHASE-LEAD (test/RULES.md): 「①：自己战斗阶段中，这张卡不会被战斗破坏，这张卡的战斗发生的对自己的战斗伤害变成0」 (火箭战士) — the lead
// (its controller's turn, the Battle Phase) is the continuous effect's condition. Before, it was dropped: the 0 held in the opponent's
// Battle Phase too (attacked by 青眼白龙 in A's turn, B took no damage) and the protection was not read.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-BATTLE-PHASE-LEAD, the reader', () => {
  it('[CMP-BATTLE-PHASE-LEAD] 「自己战斗阶段中，…」 is the condition of both rules (own turn, Battle Phase)', () => {
    const e = compileEffects('①：自己战斗阶段中，这张卡不会被战斗破坏，这张卡的战斗发生的对自己的战斗伤害变成0。', monster)[0]!;
    expect(e.condition).toEqual([{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['battle-phase'] }]);
    expect(e.battleDamage?.map((r) => r.op)).toEqual(['indestructible', 'zero']);
  });
});

describe.skipIf(!haveCards)('CMP-BATTLE-PHASE-LEAD, what a user sees', () => {
  it('[CMP-BATTLE-PHASE-LEAD] 火箭战士 attacked in the opponent\'s Battle Phase: destroyed, B takes 1500', () => {
    const b = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:火箭战士 攻击:A:青眼白龙→B:火箭战士} 伤害计算').battle!;
    expect(b.damage).toEqual({ A: 0, B: 1500 });
    expect(b.destroyed.map((d) => d.name)).toContain('火箭战士');
  });
  it('[CMP-BATTLE-PHASE-LEAD] 火箭战士 attacking in its own Battle Phase: not destroyed, no damage', () => {
    const b = askCdb('{回合:B 阶段:战斗步骤 A场:青眼白龙 B场:火箭战士 攻击:B:火箭战士→A:青眼白龙} 伤害计算').battle!;
    expect(b.damage).toEqual({ A: 0, B: 0 });
    expect(b.destroyed.map((d) => d.name)).not.toContain('火箭战士');
  });
});
