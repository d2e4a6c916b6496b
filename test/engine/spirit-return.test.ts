// CH-PHASE-RETURN-SELF: a Spirit monster's 「召唤·反转的回合的结束阶段发动。这张卡回到持有者手卡」 (and any monster's phase trigger
// naming no place that returns this card to the hand, 岚征龙-飙龙③) is the monster's on the field: from the GY it is not activated.
// CMP-SPIRIT-RETURN-SELF: the old wording 「召唤·反转回合的结束阶段时回到主人的手卡」 names no card — it is this card returning itself.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PHASE-RETURN-SELF', CARDS_DB);

const endPhase = (where: string, name: string, effect = '') => askCdb(`{回合:A 阶段:结束 ${where}:${name} 本回合:A:${name}(召唤)} C1 A:${name}${effect}`);
const returned = (a: ReturnType<typeof askCdb>, name: string) => a.events.some((ev) => ev.type === 'returned-to-hand' && ev.cards.some((c) => c.name === name));

describe.skipIf(!haveCards)('CH-PHASE-RETURN-SELF', () => {
  it('[CH-PHASE-RETURN-SELF] 八汰乌② in the GY in the End Phase: refused, said why (the effect of the monster on the field); it does not return to the hand', () => {
    const a = endPhase('A墓', '八汰乌', '②');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PHASE-RETURN-SELF');
    expect(l.illegalReason).toContain('场上');
    expect(l.illegalReason).toContain('墓地');
    expect(returned(a, '八汰乌')).toBe(false);
  });
  it('[CH-PHASE-RETURN-SELF] the other side: 八汰乌② on the field the turn it was summoned is activated and returns it to the hand', () => {
    const a = endPhase('A场', '八汰乌', '②');
    expect(a.links[0]!.legal).toBe(true);
    expect(returned(a, '八汰乌')).toBe(true);
  });
  it('[CH-PHASE-RETURN-SELF] the family: 荒魂②, 月读命②, 天岩户② (Spirits) and 岚征龙-飙龙③ (returns in the End Phase) from the GY are refused; on the field accepted', () => {
    for (const [name, n] of [['荒魂', '②'], ['月读命', '②'], ['天岩户', '②'], ['岚征龙-飙龙', '③']] as const) {
      const gone = endPhase('A墓', name, n).links[0]!;
      expect(gone.legal, name).toBe(false);
      expect(gone.rules, name).toContain('CH-PHASE-RETURN-SELF');
      expect(endPhase('A场', name, n).links[0]!.legal, name).toBe(true);
    }
  });
  it('[CH-PHASE-RETURN-SELF] a Spirit in the hand (it returned or never stayed) cannot activate it either', () => {
    expect(endPhase('A手', '荒魂', '②').links[0]!.rules).toContain('CH-PHASE-RETURN-SELF');
  });
});

describe.skipIf(!haveCards)('CMP-SPIRIT-RETURN-SELF', () => {
  it('[CMP-SPIRIT-RETURN-SELF] 阿修罗 (old wording 「召唤·反转回合的结束阶段时回到主人的手卡」) on the field returns itself to the hand; from the GY it is refused', () => {
    const on = endPhase('A场', '阿修罗', '②');
    expect(on.links[0]!.legal).toBe(true);
    expect(returned(on, '阿修罗')).toBe(true);
    const gone = endPhase('A墓', '阿修罗', '②').links[0]!;
    expect(gone.legal).toBe(false);
    expect(gone.rules).toContain('CH-PHASE-RETURN-SELF');
  });
  it('[CMP-SPIRIT-RETURN-SELF] 伟大天狗, 凤凰 (old wordings, 「主人」 and 「持有者」) likewise return themselves', () => {
    for (const name of ['伟大天狗', '凤凰']) expect(returned(endPhase('A场', name, '②'), name), name).toBe(true);
  });
});
