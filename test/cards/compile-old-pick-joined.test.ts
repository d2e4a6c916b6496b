// CMP-OLD-PICK-JOINED (issue 16, rules reference docs/c03/卡片的抗性.rst:61): in the old wording 「选择对方场上1张卡破坏并从游戏中除外」
// the verb joined to the first by 「并」 acts on the same picked card — the target — so the banish comes after the destroy, from the GY.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('CMP-OLD-PICK-JOINED', () => {
  it('[CMP-OLD-PICK-JOINED] 「选择…1张卡破坏并（从游戏中）除外」 destroys and banishes the target; a later 「那之后，选择…」 is another pick', () => {
    for (const text of ['1回合1次，选择对方场上1只怪兽破坏并从游戏中除外。', '1回合1次，选择对方场上1张魔法·陷阱卡破坏并除外。']) {
      const [e] = compileEffects(text, monster);
      expect(e!.targets).toBeTruthy();
      expect(e!.does.map((a) => [a.do, a.what])).toEqual([['destroy', 'targets'], ['banish', 'targets']]);
    }
    const [two] = compileEffects('选择对方场上1只怪兽破坏。那之后，选择自己墓地1张卡除外。', monster);
    expect(two!.does.map((a) => a.what === 'targets')).toEqual([false, false]);
  });
});
