// CH-TARGET-QUALIFY, its words: a target written in the hand, GY or banishment was never on the field in this chain — the refusal
// says where it is, not that it "is no longer" on the field (which is kept for a card that left, e.g. as a cost below).
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';

describe('a target that is not on the field: where it is', () => {
  it.each([
    ['A手', '在手卡，不在场上', 'is in the hand, not on the field'],
    ['A墓', '在墓地，不在场上', 'is in the GY, not on the field'],
    ['A除外', '在除外状态，不在场上', 'is banished, not on the field'],
  ])('[CH-TARGET-QUALIFY] a monster written in %s targeted by 无限泡影: refused, saying where it is', (zone, zh, en) => {
    const a = chain(`{回合:A 阶段:主要1 ${zone}:灰流丽} C1 B:无限泡影 →A:灰流丽`);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    const reason = String(linkOf(a, 1).illegalReason);
    expect(reason).toContain(zh);
    expect(reason).not.toContain('已经不在场上');
    expect(String(linkOf(chain(`{回合:A 阶段:主要1 ${zone}:灰流丽} C1 B:无限泡影 →A:灰流丽`, 'en'), 1).illegalReason)).toContain(en);
  });

  it('[CH-TARGET-QUALIFY] the other side: a face-up monster on the field is a fitting target', () => {
    const a = chain('{回合:A 阶段:主要1 A场:灰流丽} C1 B:无限泡影 →A:灰流丽');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
  });
});

describe('the short position words players type (里守 / 表守)', () => {
  it('[CH-TARGET-QUALIFY] `(里守)` is a face-down Defense Position monster: 无限泡影 (a face-up monster) cannot target it; `(表守)` is face-up and can', () => {
    const down = chain('{回合:A 阶段:主要1 A场:灰流丽(里守)} C1 B:无限泡影 →A:灰流丽');
    expect(summary(down)).toEqual(['C1:illegal:illegal']);
    const up = chain('{回合:A 阶段:主要1 A场:灰流丽(表守)} C1 B:无限泡影 →A:灰流丽');
    expect(summary(up)).toEqual(['C1:legal:resolved']);
  });
});
