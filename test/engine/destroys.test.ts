// "Would destroy" decided at activation (test/RULES.md CH-DESTROYS-AT-ACTIVATION; rules reference
// docs/c04/灰流丽·星尘龙.rst): 星尘龙-type answers need a destruction the effect will make — not an optional
// one, and "negate and destroy" destroys a card on the field only when the answered card is a monster
// still there (a Spell/Trap whose card activation is negated is not). Curated cards only.
import { describe, expect, it } from 'vitest';
import { chain } from './build.js';

const link = (input: string, n: number) => chain(input).links.find((l) => l.n === n)!;

describe('would destroy, at activation', () => {
  it('[CH-DESTROYS-AT-ACTIVATION] "negate and destroy" of a monster effect whose monster is on the field destroys a card there; of a Spell card activation it does not', () => {
    const yes = link('{回合:A A场:嵌合狂暴龙,星尘龙 B场:流天类星龙} C1 A:嵌合狂暴龙 C2 B:流天类星龙 C3 A:星尘龙', 3);
    expect(yes.legal).toBe(true);
    expect(yes.rules).toContain('CH-DESTROYS-AT-ACTIVATION');
    expect(link('{回合:A A场:星尘龙 B场:流天类星龙} C1 A:黑洞 C2 B:流天类星龙 C3 A:星尘龙', 3).legal).toBe(false);
  });

  it('[CH-DESTROYS-AT-ACTIVATION] an optional destruction (「可以…破坏」) is not one the effect would make', () => {
    expect(link('{回合:A A场:黑魔术师 B场:星尘龙} C1 A:次元魔法→A:黑魔术师 C2 B:星尘龙', 2).legal).toBe(false);
  });
});
