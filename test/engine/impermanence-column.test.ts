// CH-LINGER-NEGATE-COLUMN: 无限泡影's current text 「盖放的这张卡发动的场合，再在这个回合让和这张卡相同纵列的其他的魔法·陷阱卡的效果无效化」.
// Its column is read as it resolves (B's 魔陷2 faces A's 魔陷4); the Spells/Traps there — on the chain below it, or activated there later
// this turn (rules reference docs/c03/复制.rst:190) — have their effects negated. Activated from the hand, or gone from the field before
// it resolves (docs/c03/特定效果的处理方法.rst:144), the column step does not apply. Before s60 the step was an unread `other`.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links } from '../reference/judge.js';

const FIELD = 'A场:召唤师 阿莱斯特,旋风(盖,魔陷4),技能抽取(魔陷1)';

describe.skipIf(!haveCards)('CH-LINGER-NEGATE-COLUMN', () => {
  it('[CH-LINGER-NEGATE-COLUMN] a Set 无限泡影 chained to a Spell in its column negates that Spell’s effect; one in another column resolves', () => {
    const a = ask(`{回合:A 阶段:主要1 ${FIELD} B场:无限泡影(盖,魔陷2)} C1 A:旋风→A:技能抽取 C2 B:无限泡影→A:召唤师 阿莱斯特`);
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(a.links[0]!.reason).toContain('相同纵列');
    expect(a.links[1]!.reason).toContain('第4纵列');
    const other = ask(`{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,旋风(盖,魔陷3),技能抽取(魔陷1) B场:无限泡影(盖,魔陷2)} C1 A:旋风→A:技能抽取 C2 B:无限泡影→A:召唤师 阿莱斯特`);
    expect(links(other)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });

  it('[CH-LINGER-NEGATE-COLUMN] the column stays negated for the turn: a Spell Set there and activated in a later chain is negated', () => {
    const a = ask(`{回合:A 阶段:主要1 ${FIELD} B场:无限泡影(盖,魔陷2)} C1 B:无限泡影→A:召唤师 阿莱斯特 然后 C1 A:旋风→A:技能抽取`);
    expect(links(a)).toEqual(['C1:legal:effect-negated']);
    expect(a.links[0]!.reason).toContain('无限泡影');
  });

  it('[CH-LINGER-NEGATE-COLUMN] a face-up Continuous Trap in the column stops applying for the turn (技能抽取 no longer negates 召唤师 阿莱斯特)', () => {
    const asked = (zone: number) => ask(`{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,青眼白龙,技能抽取(魔陷${zone}) B场:无限泡影(盖,魔陷2)} C1 B:无限泡影→A:青眼白龙 然后 C1 A:召唤师 阿莱斯特#2`);
    expect(links(asked(4))).toEqual(['C1:legal:resolved']);
    expect(links(asked(3))).toEqual(['C1:legal:effect-negated']);
  });

  it('[CH-LINGER-NEGATE-COLUMN] activated from the hand, or destroyed before it resolves, 无限泡影 negates only its target', () => {
    const hand = ask(`{回合:A 阶段:主要1 ${FIELD} B场:} C1 B:无限泡影[从手卡]→A:召唤师 阿莱斯特 然后 C1 A:旋风→A:技能抽取`);
    expect(links(hand)).toEqual(['C1:legal:resolved']);
    const gone = ask(`{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,旋风(盖,魔陷4) B场:无限泡影(盖,魔陷2)} C1 B:无限泡影→A:召唤师 阿莱斯特 C2 A:旋风→B:无限泡影`);
    expect(links(gone)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(gone.links[0]!.reason).toContain('已经离开场上');
    expect(gone.links[0]!.reason).toContain('「召唤师 阿莱斯特」的效果无效');
  });

  it('[CH-LINGER-NEGATE-COLUMN] with its zone not stated, the column is not guessed: nothing else is negated and the answer says so', () => {
    const a = ask('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,旋风(盖),技能抽取 B场:无限泡影(盖)} C1 A:旋风→A:技能抽取 C2 B:无限泡影→A:召唤师 阿莱斯特');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('纵列没有判断');
  });

  it('[CH-LINGER-NEGATE-COLUMN] in English', () => {
    const a = ask(`{回合:A 阶段:主要1 ${FIELD} B场:无限泡影(盖,魔陷2)} C1 A:旋风→A:技能抽取 C2 B:无限泡影→A:召唤师 阿莱斯特`, 'en');
    expect(a.links[0]!.reason).toContain('Spells/Traps in its column');
  });
});

describe.skipIf(!haveCards)('CH-LINGER-NEGATE-COLUMN: a Pendulum Zone is in a column', () => {
  it('[CH-LINGER-NEGATE-COLUMN] a Pendulum Scale in the column (a Spell Card there) is negated: its Pendulum Effect activated later this turn applies nothing; in another column it resolves', () => {
    // B's Spell & Trap Zone 1 faces A's column 5: A's right Pendulum Zone.
    const asked = (zone: number) => ask(`{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,慧眼之魔术师(灵摆右),星读之魔术师(灵摆左) B场:无限泡影(盖,魔陷${zone})} C1 B:无限泡影→A:召唤师 阿莱斯特 然后 C1 A:慧眼之魔术师`);
    expect(links(asked(1))).toEqual(['C1:legal:effect-negated']);
    expect(links(asked(2))).toEqual(['C1:legal:resolved']);
  });
});
