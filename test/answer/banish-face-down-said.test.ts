// 颉颃胜负 (Evenly Matched): 「对方必须选自身场上的卡里侧表示除外」 — the answer said only 「被除外」/"banished", in the resolution and in
// what happened; a face-down banish is another thing for the player (the card is unknown to the other player, and cannot come back
// by effects that take face-up banished cards), so it is now said as 里侧表示除外 / banished face-down.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';

const zh = (input: string): string => renderChainText(ask(input, 'zh-CN'), 'zh-CN');
const en = (input: string): string => renderChainText(ask(input, 'en'), 'en');
const board = '{回合:A 阶段:战斗阶段结束 A场:青眼白龙,黑魔术师 B场:}';

describe.skipIf(!haveCards)('a face-down banish is said face-down', () => {
  it('[CH-BANISH-FACE-DOWN-SAID] 颉颃胜负, which card not given: the player must choose cards to be banished face-down (里侧表示除外)', () => {
    expect(zh(`${board} C1 B:颉颃胜负`)).toContain('A须选出自己场上的1张卡，那些卡被里侧表示除外');
    expect(en(`${board} C1 B:颉颃胜负`)).toContain('A must choose 1 card on their field to be banished face-down');
  });

  it('[CH-BANISH-FACE-DOWN-SAID] 颉颃胜负 with the card noted: the resolution and what happened say face-down', () => {
    const input = `${board} C1 B:颉颃胜负 [除外 青眼白龙]`;
    expect(zh(input)).toContain('「青眼白龙」被里侧表示除外');
    expect(zh(input)).toContain('C1: A:青眼白龙 里侧表示除外');
    expect(en(input)).toContain('C1: A:Blue-Eyes White Dragon banished face-down');
  });

  it('[CH-BANISH-FACE-DOWN-SAID] the other side: a face-up banish (宇宙旋风 on a Set card) stays 除外', () => {
    const input = '{回合:A 阶段:主要1 B场:神之宣告(盖)} C1 A:宇宙旋风→B:神之宣告';
    expect(zh(input)).not.toContain('里侧表示除外');
    expect(zh(input)).toContain('B:神之宣告 除外');
  });
});
