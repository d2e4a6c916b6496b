// SIT-SET-AS-SUMMON: under a face-up continuous effect 「里侧守备表示盖放的场合，变成表侧守备表示召唤」 a monster "Set" is Normal
// Summoned face-up in Defense Position — a summon, with its summon event (rules reference docs/c02/基本用语.rst:621). A card
// written as text (textCard) in today's wording; both sides: under it, negated, and without it.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const light = textCard({ id: 99160501, name: '测试用圣光', type: 'spell continuous', text: '①：怪兽不能里侧守备表示盖放。里侧守备表示盖放的场合，变成表侧守备表示召唤。' });
const types = (a: ChainAnswer) => a.events.map((e) => e.type);

describe('a Set made a summon', () => {
  it('[SIT-SET-AS-SUMMON] under it, 盖放 is a face-up Defense Position Normal Summon, and the answer says so', () => {
    expect(light.effects.some((e) => e.kind === 'continuous' && e.setAsSummon)).toBe(true);
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用圣光 A手:三眼怪} 盖放 三眼怪', [light]);
    expect(types(a)).toEqual(['summoned']);
    expect(JSON.stringify(a.window.notes)).toContain('表侧守备表示的通常召唤');
  });
  it('[SIT-SET-AS-SUMMON] the other side: negated, or not on the field, the Set stays a Set (no summon)', () => {
    expect(types(judgeWith('{回合:A 阶段:主要1 A场:测试用圣光(效果无效) A手:三眼怪} 盖放 三眼怪', [light]))).toEqual(['set']);
    expect(types(judgeWith('{回合:A 阶段:主要1 A场: A手:三眼怪} 盖放 三眼怪', [light]))).toEqual(['set']);
  });
});
