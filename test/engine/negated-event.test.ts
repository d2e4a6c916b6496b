// CH-NEGATED-EVENT / CMP-NEGATED-BY-SIDE (test/RULES.md): 魔女的一击 「对方把怪兽的召唤·特殊召唤无效的场合或者对方把魔法·陷阱·怪兽的效果的发动无效
// 的场合才能发动」 waits for a negation the opponent made — the side word is the negator's. Before, the compiler read the first clause as a
// summon negation it makes (it "answered a summon being performed": refused after any chain, refused on the controller's own summon as
// 「只能回应对方的召唤」) and the side as whose activation was negated. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const last = (input: string) => {
  const a = askCdb(input);
  return a.links[a.links.length - 1]!;
};

describe.skipIf(!haveCards)('魔女的一击: after the opponent negated', () => {
  it('[CH-NEGATED-EVENT] after the opponent negated its controller’s activation (C1 A:黑洞 C2 B:神之宣告 然后) 魔女的一击 can be activated; after its controller negated the opponent’s (the other side), it cannot', () => {
    const met = last('{回合:A} C1 A:黑洞 C2 B:神之宣告 然后 C1 A:魔女的一击');
    expect(met.legal).toBe(true);
    expect(met.rules).toContain('CH-NEGATED-EVENT');
    const other = last('{回合:B} C1 B:黑洞 C2 A:神之宣告 然后 C1 A:魔女的一击');
    expect(other.legal).toBe(false);
    expect(other.illegalReason).toContain('说的是进行无效的一方');
  });
  it('[CH-NEGATED-EVENT] a summon written before is no negation: refused (it answers no summon being performed); with nothing written, the negation is assumed and said', () => {
    const summon = last('{回合:A} 召唤 A:青眼白龙 C1 A:魔女的一击');
    expect(summon.legal).toBe(false);
    expect(summon.illegalReason).toContain('写明的动作不是无效');
    const a = askCdb('{回合:A} C1 A:魔女的一击');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('假定刚刚有那样的无效');
  });
  it('[CMP-NEGATED-BY-SIDE] the compiler reads 「对方把…无效的场合」 as who negated: 魔女的一击 answers no summon and waits for a negation by the opponent; 天空圣骑士 阿克珀耳修斯 「自己把…的发动无效的场合」 by its controller', async () => {
    const { cdbJudge } = await import('../cards/data.js');
    const witch = cdbJudge().catalog.all().find((c) => c.name === '魔女的一击')!.effects[0]!;
    expect(witch.respondsToSummon).toBeUndefined();
    expect(witch.waitsFor).toMatchObject({ event: 'activation-negated', causedBy: 'opponent', orSummonNegated: true });
    expect(witch.waitsFor?.subject?.side).toBeUndefined();
    const perseus = cdbJudge().catalog.all().find((c) => c.name === '天空圣骑士 阿克珀耳修斯')!.effects[0]!;
    expect(perseus.orTriggers?.[0]?.trigger).toMatchObject({ event: 'activation-negated', causedBy: 'self' });
  });
});
