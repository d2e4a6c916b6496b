// A resolved ATK/DEF change says what it did on its link's line: the card, the value before and after, and how long
// (a judge reads 「攻击力3000→1500（直到回合结束）」, not 「效果适用」). Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the stat-change line', CARDS_DB);

const reason = (a: ChainAnswer, n: number) => a.links.find((l) => l.n === n)!.reason ?? '';

describe.skipIf(!haveCards)('a resolved stat change names the values', () => {
  it('收缩 on 青眼白龙 in the damage step: ATK 3000 → 1500 until the end of the turn', () => {
    const a = askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪} C1 B:收缩→青眼白龙');
    expect(reason(a, 1)).toContain('「青眼白龙」攻击力3000→1500（直到回合结束）');
  });
  it('two changes in one chain are counted in resolution order: 突进 first (3700), then 收缩 halves the original (2200)', () => {
    const a = askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪} C1 B:收缩→青眼白龙 C2 A:突进→青眼白龙');
    expect(reason(a, 2)).toContain('攻击力3000→3700');
    expect(reason(a, 1)).toContain('攻击力3700→2200');
  });
  it('禁忌的圣杯 says both what it raises and what it negates', () => {
    const a = askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪} C1 B:禁忌的圣杯→三眼怪');
    expect(reason(a, 1)).toMatch(/攻击力1000→1400.*效果无效/);
  });
});
