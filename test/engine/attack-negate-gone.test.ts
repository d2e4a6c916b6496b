// CH-ATTACK-NEGATE-GONE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:134): an attack whose attacker left the field cannot be
// negated, and the 「那之后」 step after the negation (the Battle Phase ends) does not happen.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-NEGATE-GONE', CARDS_DB);

describe.skipIf(!haveCards)('CH-ATTACK-NEGATE-GONE', () => {
  it('[CH-ATTACK-NEGATE-GONE] 速攻稻草人 whose attacker was returned to the hand by 强制脱出装置 in the chain: no attack negated, the Battle Phase does not end', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师 A手:速攻稻草人 A场:强制脱出装置(盖) B场:黑魔术师} C1 A:速攻稻草人① C2 A:强制脱出装置→黑魔术师');
    expect(a.events.filter((e) => e.type === 'attack-negated')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-NEGATE-GONE');
    expect(a.links[0]!.reason).not.toContain('战斗阶段结束');
  });
  it('[CH-ATTACK-NEGATE-GONE] the attacker still there: the attack is negated, then the Battle Phase ends', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师 A场:攻击无力化(盖) B场:黑魔术师} C1 A:攻击无力化');
    expect(a.events.filter((e) => e.type === 'attack-negated').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    expect(a.links[0]!.rules).not.toContain('CH-ATTACK-NEGATE-GONE');
    expect(a.links[0]!.reason).toContain('战斗阶段结束');
  });
  it('[CH-ATTACK-NEGATE-GONE] 「那次攻击无效，战斗阶段结束。那之后…抽1张」 (花札卫-桐-) whose attacker left: the Battle Phase does not end in the same sentence, and nothing is drawn', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师→A:花札卫-桐- A场:花札卫-桐- B场:黑魔术师,强制脱出装置(盖)} C1 A:花札卫-桐-② C2 B:强制脱出装置→B:黑魔术师');
    expect(a.events.filter((e) => e.type === 'attack-negated' || e.type === 'drawn')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-NEGATE-GONE');
    expect(a.links[0]!.reason).not.toContain('战斗阶段结束');
    // (The other side: the attacker still there — negated, the Battle Phase ends, and A draws.)
    const b = askCdb('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师→A:花札卫-桐- A场:花札卫-桐- B场:黑魔术师} C1 A:花札卫-桐-②');
    expect(b.events.filter((e) => e.type === 'drawn').map((e) => e.player)).toEqual(['A']);
    expect(b.links[0]!.reason).toContain('战斗阶段结束');
  });
});
