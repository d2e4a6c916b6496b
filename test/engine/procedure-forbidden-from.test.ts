// A summoning procedure that banishes cards, under a floodgate closing the GY to banishing (test/RULES.md
// CH-PROCEDURE-FORBIDDEN-FROM; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:89): 王家长眠之谷 (curated).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a procedure that banishes, under 王家长眠之谷', () => {
  it('[CH-PROCEDURE-FORBIDDEN-FROM] 混沌帝龙 -终焉的使者- (banishing from its own GY) cannot be summoned from the hand while the opponent\'s 王家长眠之谷 is face-up; the answer names the card it would banish', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:混沌帝龙 -终焉的使者- A墓:光道弓手 费莉丝,黑魔术师 B场:王家长眠之谷} 特殊召唤 混沌帝龙 -终焉的使者- 素材 光道弓手 费莉丝,黑魔术师');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(moved(a, 'banished')).toEqual([]);
    expect(a.warnings.join('')).toContain('王家长眠之谷');
    expect(a.warnings.join('')).toContain('光道弓手 费莉丝');
  });
  it('[CH-PROCEDURE-FORBIDDEN-FROM] the other side: its own 王家长眠之谷 binds the summoning player too, and one set down (盖) or negated binds nobody', () => {
    const own = askCdb('{回合:A 阶段:主要1 A手:混沌帝龙 -终焉的使者- A墓:光道弓手 费莉丝,黑魔术师 A场:王家长眠之谷} 特殊召唤 混沌帝龙 -终焉的使者- 素材 光道弓手 费莉丝,黑魔术师');
    expect(moved(own, 'special-summoned')).toEqual([]);
    for (const state of ['盖', '效果无效']) {
      const a = askCdb(`{回合:A 阶段:主要1 A手:混沌帝龙 -终焉的使者- A墓:光道弓手 费莉丝,黑魔术师 B场:王家长眠之谷(${state})} 特殊召唤 混沌帝龙 -终焉的使者- 素材 光道弓手 费莉丝,黑魔术师`);
      expect(moved(a, 'special-summoned')).toEqual(['混沌帝龙 -终焉的使者-']);
      expect(moved(a, 'banished').sort()).toEqual(['光道弓手 费莉丝', '黑魔术师'].sort());
    }
  });
  it('[CH-PROCEDURE-FORBIDDEN-FROM] the procedure is no effect: 狱火机·拿玛 leaves the GY by it under 王家长眠之谷, paid with 狱火机 from the hand, but not with one from the GY', () => {
    const hand = askCdb('{回合:A 阶段:主要1 A墓:狱火机·拿玛 A手:狱火机·莉莉丝,狱火机·撒旦,狱火机·巴力 B场:王家长眠之谷} 特殊召唤 狱火机·拿玛 素材 狱火机·莉莉丝,狱火机·撒旦,狱火机·巴力');
    expect(moved(hand, 'special-summoned')).toEqual(['狱火机·拿玛']);
    expect(hand.warnings).toEqual([]);
    const gy = askCdb('{回合:A 阶段:主要1 A墓:狱火机·拿玛,狱火机·巴力 A手:狱火机·莉莉丝,狱火机·撒旦 B场:王家长眠之谷} 特殊召唤 狱火机·拿玛 素材 狱火机·莉莉丝,狱火机·撒旦,狱火机·巴力');
    expect(moved(gy, 'special-summoned')).toEqual([]);
    expect(gy.warnings.join('')).toContain('狱火机·巴力');
  });
});
