// CH-DELAYED, its words: a step left for a later phase says that this step waits — not that the whole effect does nothing now, which is
// wrong where the same effect applies something at once (噩梦之铁栏: 「全部怪兽在2回合以内不能攻击。2回合以后这张卡破坏。」).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links } from '../reference/judge.js';

describe.skipIf(!haveCards)('CH-DELAYED: the waiting step, in words', () => {
  it('[CH-DELAYED] 噩梦之铁栏: the destroy waits for the 2nd End Phase of the opponent, said as this step — not 「现在什么也不做」', () => {
    const a = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:三眼怪} C1 A:噩梦之铁栏');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.reason).toContain('发动后第2次的对方的结束阶段时才处理（那时不入连锁，这一步现在不处理）');
    expect(a.links[0]!.reason).not.toContain('现在什么也不做');
  });
});
