// CMP-STAT-SWAP (issue 16, rules reference docs/c03/攻守计算.rst:165–174): 「攻击力·守备力交换」 is read from the text as a
// swap of the current values — each becomes what the other is now, raises and lowers already applied included — for the
// monsters its subject names (「全部效果怪兽」: Effect Monsters only). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readStatChange } from '../../src/cards/compile/stats.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const stats = (input: string, name: string) => {
  const s = askCdb(input).stats?.find((x) => x.card.name === name);
  return s ? [s.atk, s.def] : null;
};

describe('CMP-STAT-SWAP, the reader', () => {
  it('[CMP-STAT-SWAP] 「攻击力·守备力交换」 is a swap; 「表示形式交换」 is no stat change', () => {
    expect(readStatChange('攻击力·守备力交换')).toEqual({ layer: 'current', op: 'swap' });
    expect(readStatChange('原本的攻击力·守备力交换')).toEqual({ layer: 'original', op: 'swap' });
    expect(readStatChange('表示形式交换')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CMP-STAT-SWAP, what a user sees', () => {
  it('[CMP-STAT-SWAP] 反转世界 swaps every face-up Effect Monster’s current ATK and DEF (a raise included), on both sides', () => {
    const input = '{回合:A A场:黑森林的魔女 B场:三眼怪(攻+500),青眼白龙} C1 A:反转世界';
    expect(stats(input, '黑森林的魔女')).toEqual([1200, 1100]);
    expect(stats(input, '三眼怪')).toEqual([600, 1500]);
    // the other side: a Normal Monster is no Effect Monster, and keeps its values (unchanged, it is not listed)
    expect(stats(input, '青眼白龙') ?? [3000, 2500]).toEqual([3000, 2500]);
  });

  it('[CMP-STAT-SWAP] the other side: 「每次魔法卡发动，这张卡的原本攻击力·守备力交换」 (自然甲虫) swaps at each event — no standing swap is compiled (the swap it has is made per Spell activation, CH-STAT-PER-ACTIVATION)', () => {
    const [e] = compileEffects('每次魔法卡发动，这张卡的原本攻击力·守备力交换。', { kind: 'monster', subtypes: ['effect'] } as unknown as Parameters<typeof compileEffects>[1]);
    expect(e!.does.some((a) => a.change?.op === 'swap' && !a.perActivation)).toBe(false);
  });
});
