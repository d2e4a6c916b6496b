// CH-CANNOT-USE (docs/c04/不能使用.rst:84–90): a card that cannot be used (its name declared) applies none of its effects — its
// continuous negation of other cards' effects included. Before, the chain's scan of continuous negators skipped only the cards
// whose effects were negated, so a locked 「魔法·陷阱卡的效果无效化」 still negated a Spell resolving under it.
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const outcome = (input: string, n: number): string | null => ask(input).links.find((l) => l.n === n)?.outcome ?? null;
const destroyed = (input: string): string[] => ask(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveData)('CH-CANNOT-USE: a continuous negation that cannot be used negates nothing', () => {
  it('[CH-CANNOT-USE] 王宫的敕命 named (不能使用): 黑洞 resolves and destroys; not named, 黑洞 is negated', () => {
    const locked = '{回合:A 阶段:主要1 A手:黑洞 A场:三眼怪 B场:王宫的敕命(不能使用)} C1 A:黑洞';
    expect(outcome(locked, 1)).toBe('resolved');
    expect(destroyed(locked)).toContain('三眼怪');
    const free = '{回合:A 阶段:主要1 A手:黑洞 A场:三眼怪 B场:王宫的敕命} C1 A:黑洞';
    expect(outcome(free, 1)).toBe('effect-negated');
    expect(destroyed(free)).not.toContain('三眼怪');
  });
  it('[CH-CANNOT-USE] 旋风 on the locked 王宫的敕命 resolves and destroys it, in English too', () => {
    const locked = '{回合:A 阶段:主要1 A手:旋风 B场:王宫的敕命(不能使用)} C1 A:旋风→王宫的敕命';
    expect(ask(locked, 'en').links[0]!.outcome).toBe('resolved');
    expect(destroyed(locked)).toContain('王宫的敕命');
    expect(outcome('{回合:A 阶段:主要1 A手:旋风 B场:王宫的敕命} C1 A:旋风→王宫的敕命', 1)).toBe('effect-negated');
  });
  it('[CH-CANNOT-USE] a monster floodgate the same way: 技能抽取 named, 冰结界之龙 光枪龙 ① resolves; not named, it is negated', () => {
    const on = (x: string) => `{回合:A 阶段:主要1 A场:冰结界之龙 光枪龙 A手:三眼怪 B场:${x},旋风(盖)} C1 A:冰结界之龙 光枪龙①→旋风`;
    expect(outcome(on('技能抽取(不能使用)'), 1)).toBe('resolved');
    expect(outcome(on('技能抽取'), 1)).toBe('effect-negated');
  });
});
