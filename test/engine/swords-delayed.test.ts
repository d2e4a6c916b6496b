// CH-DELAYED (s60-tokens2): 光之护封剑's current text 「这张卡发动后继续留在场上，用对方回合计算的3回合后的对方结束阶段破坏」 — its
// destroy is left for the 3rd End Phase of the opponent's turns after the activation, as 噩梦之铁栏's 「2回合以后这张卡破坏」 is. Before, its
// curated activation carried only the flip, and the answer never listed the destroy for later.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const endText = (a: ReturnType<typeof askCdb>): string => (a.endPhase ?? []).map((s) => s.reason).join('\n');

describe.skipIf(!haveCards)('光之护封剑: its 「3回合」 destroy listed for later (CH-DELAYED)', () => {
  it('[CH-DELAYED] 光之护封剑 resolves: the face-down monster flipped now, the destroy listed for the 3rd End Phase of the opponent', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:三眼怪(盖)} C1 A:光之护封剑');
    expect(a.delayed.map((d) => d.what).join('')).toContain('发动后第3次的对方的结束阶段时破坏');
    expect(a.links[0]!.reason).toContain('「三眼怪」的表示形式改变');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
  });
  it('[CH-DELAYED] the other side: not destroyed in this End Phase nor in the next turn\'s (the 1st of the opponent\'s), said', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:光之护封剑 结束阶段');
    expect(endText(a)).toContain('要到发动后第3次的对方的结束阶段才进行');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    const b = askCdb('{回合:A 阶段:主要1} C1 A:光之护封剑 下个回合的结束阶段');
    expect(endText(b)).toContain('算到这里是第1次');
    expect(endText(b)).toContain('「光之护封剑」留在原处');
  });
});
