// CH-CANNOT-USE beyond activations (issue 16, docs/c04/不能使用.rst:84–90): a card whose name is declared (不能使用) is
// not negated, but none of its effects can be applied — its continuous effects stop too (a floodgate, a 「离开场上的场合
// 除外」 of its own, a redirect to banishment), while what its activated effects already did stays (the ATK lowered
// by its own effect, test/reference/c04-cannot-use.test.ts:89). Probed with imported cards, both sides of the rule.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';

const to = (input: string, name: string): string[] =>
  ask(input).events.filter((e) => e.cards.some((c) => c.name === name)).map((e) => e.type);

describe.skipIf(!haveData)('CH-CANNOT-USE: the continuous effects of a card that cannot be used do not apply', () => {
  it('[CH-CANNOT-USE] 究极封印神 艾克佐迪奥斯 ③ (「表侧表示的这张卡从场上离开的场合除外」) applies normally: destroyed, it is banished', () => {
    expect(to('{回合:B A场:究极封印神 艾克佐迪奥斯} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯')).toContain('banished');
  });
  it('[CH-CANNOT-USE] named by 念动力防卫者, its ③ does not apply: destroyed, it goes to the GY and is not banished', () => {
    const ev = to('{回合:B A场:究极封印神 艾克佐迪奥斯(不能使用) B场:念动力防卫者} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯');
    expect(ev).toContain('destroyed');
    expect(ev).not.toContain('banished');
  });
  it('[CH-CANNOT-USE] the same for its effects negated (效果无效): a continuous effect of a negated card does not apply', () => {
    expect(to('{回合:B A场:究极封印神 艾克佐迪奥斯(效果无效)} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯')).not.toContain('banished');
  });
  it('[CH-CANNOT-USE] a floodgate that cannot be used stops nothing: 精神抽取 named, 增殖的G may be activated; not named, it cannot', () => {
    expect(legal('{回合:A 阶段:主要1 B场:精神抽取(不能使用) B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 B场:精神抽取 B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(false);
  });
});
