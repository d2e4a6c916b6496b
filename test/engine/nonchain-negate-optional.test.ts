// CH-NONCHAIN-NEGATE-OPTIONAL: a negation on no chain that only may apply (the rules reference's second kind, docs/c03/无效.rst:
// 417–441: 春化精的女神 春③) applies only to an effect nothing else negates, and only one of them; the ones that must apply
// (CH-NONCHAIN-NEGATE) come first.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NONCHAIN-NEGATE-OPTIONAL', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE-OPTIONAL', () => {
  it('[CH-NONCHAIN-NEGATE-OPTIONAL] alone it negates an opponent’s monster effect as it resolves and destroys the monster; not its own controller’s, not a Spell', () => {
    const a = askCdb('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者①');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(destroyed('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者①')).toEqual(['魔导战士 破坏者']);
    expect(askCdb('{回合:A A场:春化精的女神 春,魔导战士 破坏者 B场:黑魔术师} C1 A:魔导战士 破坏者①').links[0]!.outcome).not.toBe('effect-negated');
    expect(askCdb('{回合:B A场:春化精的女神 春 B场:三眼怪} C1 B:黑洞').links[0]!.outcome).toBe('resolved');
  });
  it('[CH-NONCHAIN-NEGATE-OPTIONAL] not after a chained negation (效果遮蒙者), not on a card already negated, not beside one that must apply (魔轰神兽 尤尼科 with equal hands, which destroys)', () => {
    const chained = askCdb('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者① C2 A:效果遮蒙者→魔导战士 破坏者');
    expect(chained.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(askCdb('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者(效果无效)} C1 B:魔导战士 破坏者①').links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    const both = askCdb('{回合:B A场:春化精的女神 春,魔轰神兽 尤尼科 A手卡数:2 B手卡数:2 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者①');
    expect(both.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE');
    expect(both.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(both.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['魔导战士 破坏者']);
  });
  it('[CH-NONCHAIN-NEGATE-OPTIONAL] two of them: only one applies, the monster is destroyed once', () => {
    const a = askCdb('{回合:B A场:春化精的女神 春,春化精的女神 春 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者①');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.events.filter((e) => e.type === 'destroyed')).toHaveLength(1);
  });
});
