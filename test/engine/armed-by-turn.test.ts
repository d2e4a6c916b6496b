// CH-ARMED-BY-TURN (test/RULES.md; rules reference docs/c02/基本用语.rst:914): a phase trigger armed by a summon its player
// made this turn (「自己上级召唤成功的回合的结束阶段」) reads the turn's history when the situation lists it (`本回合:`): a
// Tribute Summon of its player that succeeded arms it; a negated one, the opponent's, or a Special Summon does not. With no
// history listed it is assumed. Through cards.cdb (机壳汇编器 不安定's Pendulum Effect ②, 上级进化区).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const at = (history: string) => askCdb(`{回合:A 阶段:结束阶段 A场:机壳汇编器 不安定(灵摆左)${history}} C1 A:机壳汇编器 不安定[从灵摆区]`).links[0]!;

describe.skipIf(!haveCards)('armed by a summon this turn', () => {
  it('[CH-ARMED-BY-TURN] a Tribute Summon of its player that succeeded arms it; a negated one does not', () => {
    expect(at(' 本回合:A:机壳工具 丑恶(上级召唤)').legal).toBe(true);
    const negated = at(' 本回合:A:机壳工具 丑恶(上级召唤,无效)');
    expect(negated.legal).toBe(false);
    expect(negated.rules).toContain('CH-ARMED-BY-TURN');
    expect(negated.legal === false && negated.illegalReason).toMatch(/上级召唤/);
  });
  it('[CH-ARMED-BY-TURN] the opponent\'s Tribute Summon or its own Special Summon does not arm it; with no history listed it is assumed', () => {
    expect(at(' 本回合:B:青眼白龙(上级召唤)').legal).toBe(false);
    expect(at(' 本回合:A:青眼白龙(特殊召唤)').legal).toBe(false);
    const none = at('');
    expect(none.legal).toBe(true);
    expect(none.rules).not.toContain('CH-ARMED-BY-TURN');
  });
});
