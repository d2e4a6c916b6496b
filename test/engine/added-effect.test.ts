// 「…可以给那个效果加上以下效果」 (test/RULES.md CH-ADDED-EFFECT; rules reference docs/c03/无效.rst:619–625), read from the card text:
// 白银之迷宫城 ① adds 「●选场上1张卡破坏」 to its controller's Set 「拉比林斯迷宫欢迎」 Normal Traps (curated in
// src/cards/curated/newer/c02-c03-unnegatable-newer.ts); played here with 拉比林斯迷宫欢迎欢迎大欢迎.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const destroyedAt = (a: ReturnType<typeof askCdb>, n: number): number => a.events.filter((e) => e.type === 'destroyed' && e.link === n).length;

describe.skipIf(!haveCards)('effects one card adds to another', () => {
  it('[CH-ADDED-EFFECT] a Set 拉比林斯迷宫欢迎欢迎大欢迎 activated under its controller’s 白银之迷宫城 also destroys a card; without 白银之迷宫城, or with the opponent’s, it does not', () => {
    const withCastle = askCdb('{回合:A A场:白银之迷宫城,拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉} C1 A:拉比林斯迷宫欢迎欢迎大欢迎');
    expect(withCastle.links[0]!.rules).toContain('CH-ADDED-EFFECT');
    expect(destroyedAt(withCastle, 1)).toBe(1);
    for (const board of ['A场:拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉', 'A场:拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:白银之迷宫城,神之居城-瓦尔哈拉']) {
      const a = askCdb(`{回合:A ${board}} C1 A:拉比林斯迷宫欢迎欢迎大欢迎`);
      expect(a.links[0]!.rules).not.toContain('CH-ADDED-EFFECT');
      expect(destroyedAt(a, 1)).toBe(0);
    }
  });

  it('[CH-ADDED-EFFECT] a Normal Trap of another name (落穴) gets nothing from 白银之迷宫城', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:白银之迷宫城,落穴(盖)} 召唤 B:青眼白龙 C1 A:落穴');
    expect(a.links[0]!.rules).not.toContain('CH-ADDED-EFFECT');
  });

  it('[CH-ADDED-EFFECT] negated by 灰流丽 the effect gets nothing; rewritten by 古遗物-恒常剑 it still gets the added destruction', () => {
    const negated = askCdb('{回合:A A场:白银之迷宫城,拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉} C1 A:拉比林斯迷宫欢迎欢迎大欢迎 C2 B:灰流丽');
    expect(negated.links[0]!.outcome).toBe('effect-negated');
    expect(destroyedAt(negated, 1)).toBe(0);
    const rewritten = askCdb('{回合:A A场:白银之迷宫城,拉比林斯迷宫欢迎欢迎大欢迎(盖) A手:三眼怪 B场:神之居城-瓦尔哈拉,古遗物-恒常剑(素材:三眼怪+三眼怪)} C1 A:拉比林斯迷宫欢迎欢迎大欢迎 C2 B:古遗物-恒常剑①');
    expect(rewritten.links[0]!.rules).toEqual(expect.arrayContaining(['CH-REWRITE', 'CH-ADDED-EFFECT']));
    expect(destroyedAt(rewritten, 1)).toBe(2);
  });
});
