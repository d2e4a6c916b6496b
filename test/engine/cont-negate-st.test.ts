// Issue 16, c03 无效: CH-CONT-NEGATE-ST — a continuous negation of the Spell/Trap cards on the field (「场上的魔法卡的效果无效化」,
// 「这张卡以外的场上的陷阱卡的效果无效化」) negates the effects of such cards activated on the field, even when the card has left
// the field by the time its link resolves (sent as a cost of a later link).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATE-ST', CARDS_DB);

const outcome = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-CONT-NEGATE-ST', () => {
  it('[CH-CONT-NEGATE-ST] under the opponent’s 王宫的通告, a Trap activated on the field and sent as the cost of 非常食 is still negated (the Spell resolves), and the reason says the card had left the field', () => {
    const a = askCdb('{回合:B A场:王宫的通告,青眼白龙 B场:三眼怪,强制脱出装置(盖),非常食(盖)} C1 B:强制脱出装置→青眼白龙 C2 B:非常食[cost:送墓 强制脱出装置]');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:effect-negated', 'C2:resolved']);
    expect(a.links[0]!.rules).toContain('CH-CONT-NEGATE-ST');
    expect(a.links[0]!.reason).toContain('不在场上');
    expect(a.events.some((e) => e.type === 'returned-to-hand')).toBe(false);
  });
  it('[CH-CONT-NEGATE-ST] it negates its own controller’s Spells too: B’s 死者苏生 sent as the cost of B’s 禁忌的一滴 under B’s 王宫的敕命 summons nothing', () => {
    const a = askCdb('{回合:B B场:王宫的敕命,三眼怪 B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 B:禁忌的一滴[cost:送墓 死者苏生]');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
  it('[CH-CONT-NEGATE-ST] the other side: 王宫的敕命 names Spells only — a Trap sent away as a cost resolves; and with 王宫的敕命 itself sent as the cost, 死者苏生 resolves', () => {
    const trap = askCdb('{回合:A B场:王宫的敕命,青眼白龙 A场:三眼怪,强制脱出装置(盖),非常食(盖)} C1 A:强制脱出装置→青眼白龙 C2 A:非常食[cost:送墓 强制脱出装置]');
    expect(trap.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved', 'C2:effect-negated']);
    expect(trap.events.some((e) => e.type === 'returned-to-hand')).toBe(true);
    const gone = askCdb('{回合:A A场:王宫的敕命 B场:三眼怪 A墓:青眼白龙} C1 A:死者苏生→青眼白龙 C2 A:禁忌的一滴[cost:送墓 王宫的敕命]');
    expect(gone.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(gone.links[0]!.rules).not.toContain('CH-CONT-NEGATE-ST');
  });
  it('[CH-CONT-NEGATE-ST] a Spell destroyed by a later link (not sent as a cost) is negated all the same: B’s 死者苏生 destroyed by A’s 砂尘之大龙卷 under A’s 王宫的敕命 summons nothing', () => {
    const a = askCdb('{回合:B A场:王宫的敕命,砂尘之大龙卷(盖) B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 A:砂尘之大龙卷→死者苏生');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:effect-negated', 'C2:resolved']);
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
});

describe.skipIf(!haveCards)('CH-CONT-NEGATE-FIELD', () => {
  it('[CH-CONT-NEGATE-FIELD] the turn DDD 双晓王 末法神 was Xyz Summoned its own player’s 增援, sent as the cost of 禁忌的一滴, is still negated (every card on the field, its controller’s too); the reason says the card had left the field', () => {
    const a = askCdb('{回合:A A场:DDD 双晓王 末法神(超量召唤,本回合特召) A手:增援,禁忌的一滴 B场:三眼怪} C1 A:增援 C2 A:禁忌的一滴[cost:送墓 增援]');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:effect-negated', 'C2:effect-negated']);
    expect(a.links[0]!.rules).toContain('CH-CONT-NEGATE-FIELD');
    expect(a.links[0]!.reason).toContain('不在场上');
    expect(a.events.some((e) => e.type === 'added-to-hand')).toBe(false);
  });
  it('[CMP-SUMMON-TURN-FIELD-NEGATE] 「这张卡超量召唤成功的回合，这张卡以外的场上的卡的效果不能发动并无效化」 is read as a negation of the other cards on the field: the opponent’s 黑洞 resolving on the field destroys nothing', () => {
    const a = askCdb('{回合:B A场:DDD 双晓王 末法神(超量召唤,本回合特召) B场:三眼怪 B手:黑洞} C1 B:黑洞');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
  });
  it('[CH-CONT-NEGATE-FIELD] the other side: an effect activated in the hand (灰流丽) is not on the field and is not negated by it', () => {
    const a = askCdb('{回合:A A场:DDD 双晓王 末法神(超量召唤,本回合特召)} C1 A:增援 C2 B:灰流丽');
    expect(a.links[1]!.outcome).toBe('resolved');
    expect(a.links[1]!.rules).not.toContain('CH-CONT-NEGATE-FIELD');
  });
});
