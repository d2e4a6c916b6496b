// CH-PHASE-SELF-ON-FIELD: a monster's trigger at a moment of a phase or step (「这张卡攻击的伤害步骤结束时」) that names no place
// may be activated where the monster went when it was destroyed by battle — unless its resolution needs the monster on the
// field (its own ATK/DEF, its position, its battles' damage): then not from the GY (rules reference docs/c03/战斗阶段流程.rst:961–970).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PHASE-SELF-ON-FIELD', CARDS_DB);

const link1 = (input: string) => askCdb(input).links.find((l) => l.n === 1)!;

describe.skipIf(!haveCards)('CH-PHASE-SELF-ON-FIELD', () => {
  it('[CH-PHASE-SELF-ON-FIELD] No.70 大罪蛛② (「这张卡的攻击力上升300」) at the end of the damage step: from the GY it cannot be activated; on the field it can', () => {
    const gone = link1('{回合:A 阶段:伤害步骤结束时 攻击:A:No.70 大罪蛛→B:三眼怪 A墓:No.70 大罪蛛 B场:三眼怪} C1 A:No.70 大罪蛛②');
    expect(gone.legal).toBe(false);
    expect(gone.rules).toContain('CH-PHASE-SELF-ON-FIELD');
    expect(link1('{回合:A 阶段:伤害步骤结束时 攻击:A:No.70 大罪蛛→B:三眼怪 A场:No.70 大罪蛛 B场:三眼怪} C1 A:No.70 大罪蛛②').legal).toBe(true);
  });
  it('[CH-PHASE-SELF-ON-FIELD] the other side: 古代的机械热核龙④ (destroys a Spell/Trap, nothing of its own) may be activated from the GY', () => {
    const a = link1('{回合:A 阶段:伤害步骤结束时 攻击:A:古代的机械热核龙→B:青眼白龙 A墓:古代的机械热核龙 B场:旋风(盖)} C1 A:古代的机械热核龙④');
    expect(a.legal).toBe(true);
    expect(a.rules).not.toContain('CH-PHASE-SELF-ON-FIELD');
  });
});
