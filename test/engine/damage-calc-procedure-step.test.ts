// CH-DAMAGE-CALC-PROCEDURE-STEP (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:1033–1039): below a link that performed a damage
// calculation (魔术臂盾) the chain resolves in the damage step, where no summon by a procedure can be made: an effect that first Special
// Summons and then Xyz Summons with those monsters (斩机超阶乘) still makes the Special Summon; only the Xyz Summon is left out. An effect
// whose summon is all it does still does nothing (CH-DAMAGE-CALC-IN-LINK).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').map((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a summon by a procedure below a damage calculation made in the chain', () => {
  it('[CH-DAMAGE-CALC-PROCEDURE-STEP] 斩机超阶乘 in the Main Phase: its target is summoned, then the Xyz Summon is made', () => {
    const input = '{回合:A 阶段:主要1 A场:斩机超阶乘(盖) A墓:斩机加法} C1 A:斩机超阶乘→斩机加法';
    expect(summoned(input)).toHaveLength(2);
    expect(askCdb(input).links[0]!.rules).not.toContain('CH-DAMAGE-CALC-PROCEDURE-STEP');
  });
  it('[CH-DAMAGE-CALC-PROCEDURE-STEP] 斩机超阶乘 below 魔术臂盾 (黑魔术师 attacking, the battle moved to 暗黑之狂犬): its one target is summoned, the Xyz Summon is not made, and the answer says why', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 A场:黑魔术师,暗黑之狂犬,斩机超阶乘(盖) A墓:斩机加法 B场:三眼怪,魔术臂盾(盖)} C1 A:斩机超阶乘→斩机加法 C2 B:魔术臂盾→暗黑之狂犬');
    expect(a.events.filter((e) => e.type === 'special-summoned').map((e) => e.cards.map((c) => c.name))).toEqual([['斩机加法']]);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-CALC-PROCEDURE-STEP');
    expect(JSON.stringify(a.links[0]!.reason)).toContain('伤害步骤内不能进行');
  });
});
