// CH-CONT-NEGATE-TARGETS: a Continuous Spell/Trap whose activation targets a monster and whose continuous effect negates
// that target (魔族之链) negates it from the moment its activation resolved, while it stays face-up — for the links below it
// as for what is read after (rules reference docs/c03/无效.rst:400; CH-NOTHING-ON-TARGET, CH-NEGATION-OUTLIVES).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATE-TARGETS', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-CONT-NEGATE-TARGETS', () => {
  it('[CH-CONT-NEGATE-TARGETS] a lower 「效果无效」 on the monster 魔族之链 negated as it resolved applies nothing; its own effect on the chain is negated', () => {
    const a = askCdb('{回合:B B场:电子龙} C1 A:效果遮蒙者→电子龙 C2 A:魔族之链→电子龙');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:no-effect', 'C2:resolved']);
    expect(a.links[1]!.rules).toContain('CH-CONT-NEGATE-TARGETS');
    expect(outcomes('{回合:B B场:水伶女·灯鱼} C1 B:水伶女·灯鱼① C2 A:魔族之链→水伶女·灯鱼')).toEqual(['C1:effect-negated', 'C2:resolved']);
  });
  it('[CH-CONT-NEGATE-TARGETS] the other side: 魔族之链 destroyed in the chain before it resolves negates nothing — the lower 效果遮蒙者 applies', () => {
    expect(outcomes('{回合:B B场:电子龙,旋风(盖)} C1 A:效果遮蒙者→电子龙 C2 A:魔族之链→电子龙 C3 B:旋风→魔族之链')).toEqual(['C1:resolved', 'C2:no-effect', 'C3:resolved']);
  });
});
