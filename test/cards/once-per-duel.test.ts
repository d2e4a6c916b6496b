// CMP-ONCE-PER-DUEL: 「「X」的效果在决斗中只能使用1次」 is a use limit for the whole Duel — within a turn it judges as the per-turn
// limit, and `/card` says it is per Duel (it said 「卡名1回合1次」 before). Card texts restated in the controlled language.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { describeCardEffect } from '../../src/answer/render/text.js';

const monster = { kind: 'monster' as const, subtypes: ['effect'] };

describe('[CMP-ONCE-PER-DUEL] a limit for the whole Duel', () => {
  it('[CMP-ONCE-PER-DUEL] 「…的效果在决斗中只能使用1次」 keeps the by-name limit and marks it per Duel; a per-turn header does not', () => {
    const duel = compileEffects('场上的这张卡被破坏送去墓地时，这张卡可以从墓地特殊召唤。「测试鼹鼠」的效果在决斗中只能使用1次。', monster)[0]!;
    expect(duel.oncePerTurn).toBe('hard');
    expect(duel.oncePerDuel).toBe(true);
    const turn = compileEffects('这个卡名的效果1回合只能使用1次。①：这张卡被破坏送去墓地的场合才能发动。自己抽1张。', monster)[0]!;
    expect(turn.oncePerTurn).toBe('hard');
    expect(turn.oncePerDuel).toBeUndefined();
  });
  it('[CMP-ONCE-PER-DUEL] the card line says 「决斗中1次」, not 「1回合1次」', () => {
    const line = (oncePerDuel: boolean) =>
      describeCardEffect({ n: 1, kind: 'trigger', speed: 1, oncePerTurn: 'hard', oncePerDuel } as unknown as Parameters<typeof describeCardEffect>[0], 'zh-CN');
    expect(line(true)).toContain('卡名决斗中1次');
    expect(line(false)).toContain('卡名1回合1次');
  });
});
