// A guard a face-up card gives its controller's monsters' activations (issue 16; test/RULES.md CH-CANNOT-BE-CHAINED-GRANTED; rules
// reference docs/c03/卡片的抗性.rst:198–204, :228): 天魔大帝’s 「对方不能对应通常召唤的怪兽的效果的发动把魔法·陷阱·怪兽的效果发动」 binds the
// opponent, not the monster. Through the real pipeline over cards.cdb, on other cards than the reference's example too.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const grantOf = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.find((e) => e.answerGuardGrant)?.answerGuardGrant;
};
const second = (input: string) => askCdb(input).links[1]!;
const board = (breaker: string, extra = '') => `{回合:A 阶段:主要1 A场:天魔大帝${extra},魔导战士 破坏者(${breaker}),黑洞(盖),旋风(盖) B场:旋风(盖)}`;

describe.skipIf(!haveCards)('guards a card gives its monsters’ activations', () => {
  it('[CH-CANNOT-BE-CHAINED-GRANTED] the compiler reads 「只要这张卡在…存在，对方不能对应(通常召唤的|自己的「X」)怪兽的效果的发动把…发动」 as a guard of the continuous effect', () => {
    expect(grantOf('天魔大帝')).toEqual({ of: { kind: 'monster', side: 'self', summoned: 'normal' }, guard: { by: 'opponent', cardKind: ['spell', 'trap', 'monster'] } });
    expect(grantOf('玄化因子')).toEqual({ of: { kind: 'monster', side: 'self', archetype: '玄化' }, guard: { by: 'opponent', cardKind: ['spell', 'trap', 'monster'] } });
  });

  it('[CH-CANNOT-BE-CHAINED-GRANTED] under 天魔大帝 the opponent cannot chain to a Normal Summoned monster’s effect — also one unaffected by every effect; a Special Summoned one it can, its controller can, and a negated 天魔大帝 guards nothing', () => {
    const chain = ' C1 A:魔导战士 破坏者③→B:旋风 C2 B:旋风→A:黑洞';
    const normal = second(board('召唤,魔力指示物1') + chain);
    expect(normal.legal).toBe(false);
    expect(normal.rules).toContain('CH-CANNOT-BE-CHAINED-GRANTED');
    expect(second(board('召唤,魔力指示物1,不受效果') + chain).legal).toBe(false);
    expect(second(board('上级召唤,魔力指示物1') + chain).legal).toBe(false);
    expect(second(board('特殊召唤,魔力指示物1') + chain).legal).toBe(true);
    expect(second(board('召唤,魔力指示物1', '(效果无效)') + chain).legal).toBe(true);
    expect(second(board('召唤,魔力指示物1') + ' C1 A:魔导战士 破坏者③→B:旋风 C2 A:旋风→B:旋风').legal).toBe(true);
  });
});
