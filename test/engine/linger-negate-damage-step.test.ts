// CH-LINGER-NEGATE-EARLIER for a negation lasting until the end of the damage step (rules reference docs/c03/无效.rst:236–239):
// 更新干扰员① (read from its text: 「直到伤害步骤结束时，这张卡以外的场上的卡的效果无效化」) applied earlier in the battle (`本回合:`)
// negates the effect of a card activated on the field in that damage step — also one that left the field as its cost — but not
// once the damage step is over, and not the effect of a card activated in the GY.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-LINGER-NEGATE-EARLIER', CARDS_DB);

const BOARD = '攻击:B:狱火机·提耶拉→A:更新干扰员 A场:更新干扰员 B场:炼狱的消华,狱火机·提耶拉';

describe.skipIf(!haveCards)('CH-LINGER-NEGATE-EARLIER (until the end of the damage step)', () => {
  it('[CH-LINGER-NEGATE-EARLIER] after 更新干扰员① this damage step, 炼狱的消华② (it sends itself from the field as its cost) is negated; the answer says the ① is taken as this damage step’s', () => {
    const a = askCdb(`{回合:B 阶段:伤害计算后 本回合:A:更新干扰员#1 ${BOARD}} C1 B:炼狱的消华②`);
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-LINGER-NEGATE-EARLIER');
    expect(a.assumptions.join('')).toContain('伤害步骤');
    expect(a.events.filter((e) => e.type === 'banished')).toEqual([]);
  });
  it('[CH-LINGER-NEGATE-EARLIER] the other side: in Main Phase 2 (the damage step over) the same ① negates nothing, nor with no ① applied (its effect negated), nor an effect activated in the GY', () => {
    const main2 = askCdb('{回合:B 阶段:主要2 本回合:A:更新干扰员#1 A场:更新干扰员 B场:炼狱的消华,狱火机·提耶拉 B手:三眼怪 B卡组:炼狱的死徒} C1 B:炼狱的消华①');
    expect(main2.links[0]!.rules).not.toContain('CH-LINGER-NEGATE-EARLIER');
    expect(main2.links[0]!.outcome).toBe('resolved');
    const negated = askCdb(`{回合:B 阶段:伤害计算后 本回合:A:更新干扰员#1(效果无效) ${BOARD}} C1 B:炼狱的消华②`);
    expect(negated.links[0]!.outcome).toBe('resolved');
    const gy = askCdb('{回合:B 阶段:伤害计算后 本回合:A:更新干扰员#1 攻击:B:三眼怪→A:更新干扰员 A场:更新干扰员 B场:三眼怪 B墓:青眼精灵龙} C1 B:青眼精灵龙②');
    expect(gy.links[0]!.rules).not.toContain('CH-LINGER-NEGATE-EARLIER');
  });
});
