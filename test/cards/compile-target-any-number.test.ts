// CMP-TARGET-ANY-NUMBER: 「以自己墓地的怪兽任意数量为对象才能发动」 (灵魂补充) was read as one target — 灵魂补充 written with two GY monsters was
// refused (「只能选1个对象，这里写了2个」) — and 「以自己墓地的「齿轮齿轮人」怪兽2只以上为对象」 (齿轮齿轮变形) as exactly two. The count is now the least,
// with no most (`orMore`): any number of cards that fit may be written; none written with nothing to target is still refused.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const SPELL = { kind: 'spell', subtypes: ['normal'] } as never;
const targetsOf = (text: string) => compileEffects(text, SPELL).find((e) => e.targets)?.targets;

describe('[CMP-TARGET-ANY-NUMBER] how many targets 「任意数量」「N只以上」 ask', () => {
  it('[CMP-TARGET-ANY-NUMBER] 「…怪兽任意数量为对象」: one or more (count 1, no most); 「…怪兽2只以上为对象」: two or more', () => {
    expect(targetsOf('①：以自己墓地的怪兽任意数量为对象才能发动。那些怪兽特殊召唤。')).toMatchObject({ count: 1, orMore: true });
    expect(targetsOf('①：以自己墓地的「齿轮齿轮人」怪兽2只以上为对象才能发动。那些怪兽特殊召唤。')).toMatchObject({ count: 2, orMore: true });
    // (A group with no count beside 「任意数量」 is part of it: one or more of either, not two.)
    expect(targetsOf('①：以自己墓地的有「爆裂模式」的卡名记述的卡以及「爆裂模式」任意数量为对象才能发动。那些卡加入手卡。')).toMatchObject({ count: 1, orMore: true });
  });
  it('[CMP-TARGET-ANY-NUMBER] the other side: 「最多2张」 stays up to two, 「2张」 exactly two, and 「2星以上」 is a Level, not a count', () => {
    const upTo = targetsOf('①：以场上最多2张卡为对象才能发动。那些卡破坏。');
    expect(upTo).toMatchObject({ count: 2, upTo: true });
    expect(upTo?.orMore).toBeUndefined();
    expect(targetsOf('①：以场上2张卡为对象才能发动。那些卡破坏。')?.orMore).toBeUndefined();
    expect(targetsOf('①：以自己墓地1只4星以上的怪兽为对象才能发动。那只怪兽特殊召唤。')?.orMore).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CMP-TARGET-ANY-NUMBER] 灵魂补充 on the chain', () => {
  const gy = '{回合:A 阶段:主要1 A场: A墓地:青眼白龙,黑魔术师,三眼怪 B场:}';
  it('[CMP-TARGET-ANY-NUMBER] three GY monsters written: activated, all three Special Summoned, 3000 LP lost (before: refused, one target only)', () => {
    const a = askCdb(`${gy} C1 A:灵魂补充→A:青眼白龙,A:黑魔术师,A:三眼怪`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙', '黑魔术师', '三眼怪']);
    expect(a.links[0]!.reason).toContain('3000');
  });
  it('[CMP-TARGET-ANY-NUMBER] still refused: a target that does not fit (the opponent\'s GY), and no target at all with both GYs written empty', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场: A墓地:青眼白龙 B墓地:黑魔术师 B场:} C1 A:灵魂补充→A:青眼白龙,B:黑魔术师').links[0]!.outcome).not.toBe('resolved');
    expect(askCdb('{回合:A 阶段:主要1 A场: A墓地: B场:} C1 A:灵魂补充').links[0]!.outcome).not.toBe('resolved');
  });
});
