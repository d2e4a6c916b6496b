// Issue 11, family 2: a draw is an add from the Deck to the hand. An effect that draws — at
// resolution or lingering (增殖的G: 「这个回合，对方每次特殊召唤，自己抽1张」) — includes 「从卡组把卡
// 加入手卡」 for effects that answer that (灰流丽's current text and rulings).
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from '../build.js';

describe('family 2: draws are adds from the Deck', () => {
  // fails until implemented: a draw is not yet read as an add from the Deck by activation patterns
  it('[CH-DRAW-IS-ADD] 灰流丽 answers 强欲之壶 (a draw) and negates its effect', () => {
    const a = chain('C1 A:强欲之壶 C2 B:灰流丽');
    expect(summary(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'drawn')).toEqual([]);
    // An activation that neither draws nor touches the Deck is still no answer.
    expect(summary(chain('C1 A:黑洞 C2 B:灰流丽'))).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });

  // fails until implemented: lingering actions (whenever) are not yet interpreted; 增殖的G still a free note
  it('[CH-LINGER-ACTION] 增殖的G leaves a lingering draw: it draws nothing when it resolves, and 灰流丽 answers it', () => {
    const a = chain('{回合:A} C1 B:增殖的G');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'drawn')).toEqual([]);
    const b = chain('{回合:A} C1 B:增殖的G C2 A:灰流丽');
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(linkOf(b, 2).rules).toContain('CH-DRAW-IS-ADD');
  });
});
