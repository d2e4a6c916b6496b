// Issue 16, lingering effects: CH-UNAFFECTED-EARLIER — 「那次主要阶段内，自己场上的恐龙族怪兽不受对方发动的效果影响」 left by an effect
// activated earlier (`本回合:`): while it lasts, the fitting face-up monsters of its player are unaffected by the effects it names.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-UNAFFECTED-EARLIER', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-UNAFFECTED-EARLIER', () => {
  it('[CH-UNAFFECTED-EARLIER] 幻创之混种恐龙① (read from its text) applied in this Main Phase: the opponent’s 神龙骑士 闪耀 does nothing to 究极恐兽, and which Main Phase is said as assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1 A场:究极恐兽 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)} C1 B:神龙骑士 闪耀→究极恐兽');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.links[0]!.rules).toContain('CH-UNAFFECTED-EARLIER');
    expect(a.assumptions.join()).toContain('幻创之混种恐龙');
  });
  it('[CH-UNAFFECTED-EARLIER] the other side: a monster not a Dinosaur, the entry negated, out of the Main Phase (the battle step), and its own player’s 黑洞 — all applied as usual', () => {
    expect(outcomes('{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1 A场:究极恐兽,黑魔术师 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)} C1 B:神龙骑士 闪耀→黑魔术师')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1(效果无效) A场:究极恐兽 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)} C1 B:神龙骑士 闪耀→究极恐兽')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 阶段:战斗步骤 本回合:A:幻创之混种恐龙#1 A场:究极恐兽 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)} C1 B:神龙骑士 闪耀→究极恐兽')).toEqual(['C1:resolved']);
    expect(destroyed('{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1 A场:究极恐兽 A手:黑洞} C1 A:黑洞')).toEqual(['究极恐兽']);
  });
  it('[CH-UNAFFECTED-EARLIER] an entry done by another card’s effect (`(由灵魂交错)`, CH-HISTORY-BY): its effect did not apply — 神龙骑士 闪耀 applies to 究极恐兽 as usual, and that is said', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1(由灵魂交错) A场:究极恐兽 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)} C1 B:神龙骑士 闪耀→究极恐兽');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved']);
    expect(a.assumptions.join()).toContain('灵魂交错');
  });
});
