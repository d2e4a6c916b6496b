// CH-GEMINI-SUMMON-CHAIN (rules reference docs/c03/无效.rst:61, :70–:74): a Gemini monster summoned again (再度召唤, `召唤 X` with X a
// face-up Gemini monster listed on the field) stays face-up on the field while the chain on that summon is built, so cards can
// target it; a summon negation resolving later negates that summon and destroys it — unless by then the negation does not
// apply to it, or its effects are negated (it is then an effect monster with its effects negated, no longer being summoned
// again): the summon is not carried out, nothing is negated, it stays. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the Gemini summon chain rule', CARDS_DB);

const outcome = (a: ChainAnswer, n: number) => a.links.find((l) => l.n === n)!.outcome;
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-GEMINI-SUMMON-CHAIN] a Gemini monster summoned again', () => {
  it('[CH-GEMINI-SUMMON-CHAIN] with nothing in between, the negation applies: the Gemini monster is destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灼热王 派隆 B场:科技属 戟炮手} 召唤 灼热王 派隆 C1 B:科技属 戟炮手①');
    expect(outcome(a, 1)).toBe('resolved');
    expect(destroyed(a)).toEqual(['灼热王 派隆']);
  });
  it('[CH-GEMINI-SUMMON-CHAIN] it stays on the field while the chain is built: an effect can target it and make it unaffected, and then nothing is negated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灼热王 派隆,No.81 超重型炮塔列车 优越多拉炮 B场:科技属 戟炮手} 召唤 灼热王 派隆 C1 B:科技属 戟炮手① C2 A:No.81 超重型炮塔列车 优越多拉炮①→灼热王 派隆');
    expect(outcome(a, 2)).toBe('resolved');
    expect(outcome(a, 1)).toBe('no-effect');
    expect(a.links.find((l) => l.n === 1)!.rules).toContain('CH-GEMINI-SUMMON-CHAIN');
    expect(destroyed(a)).toEqual([]);
    // The summon succeeds: it is summoned again (a 「召唤成功时」 event).
    expect(a.events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['灼热王 派隆']);
  });
  it('[CH-GEMINI-SUMMON-CHAIN] its effects negated in the chain (神龙骑士 闪耀: negated and unaffected), it is no longer being summoned again: it stays', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灼热王 派隆,神龙骑士 闪耀 B场:科技属 戟炮手} 召唤 灼热王 派隆 C1 B:科技属 戟炮手① C2 A:神龙骑士 闪耀①→灼热王 派隆');
    expect(outcome(a, 1)).toBe('no-effect');
    expect(destroyed(a)).toEqual([]);
    // …and it is not summoned again either (the summon is not carried out).
    expect(a.events.filter((e) => e.type === 'summoned')).toEqual([]);
  });
  it('[CH-GEMINI-SUMMON-CHAIN] the other side: a monster Normal Summoned from the hand is in no zone during the chain — nothing can target it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:灼热王 派隆 A场:No.81 超重型炮塔列车 优越多拉炮 B场:科技属 戟炮手} 召唤 灼热王 派隆 C1 B:科技属 戟炮手① C2 A:No.81 超重型炮塔列车 优越多拉炮①→灼热王 派隆');
    expect(a.links.find((l) => l.n === 2)!.outcome).not.toBe('resolved');
    expect(destroyed(a)).toEqual(['灼热王 派隆']);
  });
  it('[CH-GEMINI-SUMMON-CHAIN] returned to the hand by a link chained to the negation: nothing to negate — and the answer says it left, not that it stayed on the field', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灼热王 派隆 B场:科技属 戟炮手,强制脱出装置(盖)} 召唤 灼热王 派隆 C1 B:科技属 戟炮手① C2 B:强制脱出装置→灼热王 派隆');
    expect(outcome(a, 1)).toBe('no-effect');
    const reason = a.links.find((l) => l.n === 1)!.reason ?? '';
    expect(reason).toContain('已经不在场上表侧表示');
    expect(reason).not.toContain('它留在场上');
  });
});
