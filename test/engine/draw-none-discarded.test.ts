// CH-DRAW-NONE-DISCARDED (issue 16, docs/c03/特定效果的处理方法.rst:330–332): a draw of as many cards as its player discarded
// (「各自从卡组抽出自身丢弃的数量」) draws none when that player's listed hand holds nothing but the card being activated, so a
// floodgate on that player's draws does not forbid it (CH-FORBIDDEN-MUST-STEP stays for a hand with cards to discard). Probed:
// the compiler's reading of the wording, a hand not listed, and the player the floodgate does not bind.
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const link1 = (input: string) => ask(input).links[0]!;

describe.skipIf(!haveData)('CH-DRAW-NONE-DISCARDED: a draw counted by the player’s own discards, with nothing to discard, is no forbidden step', () => {
  it('[CH-DRAW-NONE-DISCARDED] the compiler reads 「各自从卡组抽出自身丢弃的数量」 as a draw per own discard; a fixed draw is not one', () => {
    const spell = { kind: 'spell', subtypes: ['normal'] } as never;
    const e = compileEffects('①：双方玩家把手卡全部丢弃。那之后，各自从卡组抽出自身丢弃的数量。', spell)[0]!;
    expect(e.does.find((a) => a.do === 'draw')?.perOwnDiscard).toBe(true);
    const fixed = compileEffects('①：自己从卡组抽2张。', spell)[0]!;
    expect(fixed.does.find((a) => a.do === 'draw')?.perOwnDiscard).toBeUndefined();
  });
  it('[CH-DRAW-NONE-DISCARDED] under the opponent’s draw lock, the card is legal with an otherwise empty listed hand, refused with a card to discard', () => {
    const none = link1('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师 B手:手札抹杀} C1 B:手札抹杀');
    expect(none.legal).toBe(true);
    expect(none.rules).toContain('CH-DRAW-NONE-DISCARDED');
    const some = link1('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师 B手:手札抹杀,青眼白龙} C1 B:手札抹杀');
    expect(some.legal).toBe(false);
    expect(some.rules).toContain('CH-FORBIDDEN-MUST-STEP');
  });
  it('[CH-DRAW-NONE-DISCARDED] a hand the situation does not list may hold cards: the lock still refuses it', () => {
    const l = link1('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师} C1 B:手札抹杀');
    expect(l.legal).toBe(false);
    expect(l.rules).not.toContain('CH-DRAW-NONE-DISCARDED');
  });
  it('[CH-DRAW-NONE-DISCARDED] the lock’s own controller is not bound: legal with cards in hand, and the rule is not needed', () => {
    const l = link1('{回合:A 阶段:主要1 A场:神殿守卫者 A手:手札抹杀,青眼白龙 B手:黑魔术师} C1 A:手札抹杀');
    expect(l.legal).toBe(true);
    expect(l.rules).not.toContain('CH-DRAW-NONE-DISCARDED');
  });
});

describe.skipIf(!haveData)('CH-DRAW-NONE-DISCARDED: each player discards their whole hand and draws as many as they discarded', () => {
  const moved = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
    const a = ask(input, lang);
    return a.events.filter((e) => e.link === 1 && (e.type === 'discarded' || e.type === 'drawn')).map((e) => `${e.type}:${e.cards.length ? e.cards.map((c) => `${c.controller}:${c.name}`).join('+') : `${e.player}×${e.amount}`}`);
  };
  it('[CH-DRAW-NONE-DISCARDED] 手札抹杀 with its player\'s hand empty after activation: that player discards and draws nothing, the other discards 1 and draws 1 (English too)', () => {
    expect(moved('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师 B手:手札抹杀} C1 B:手札抹杀', 'en')).toEqual(['discarded:A:Dark Magician', 'drawn:A×1']);
  });
  it('[CH-DRAW-NONE-DISCARDED] the hands listed: each player draws as many as they discarded; stated by size only, the sizes count (the activated card not among them)', () => {
    expect(moved('{回合:B 阶段:主要1 A手:黑魔术师,三眼怪 B手:手札抹杀,青眼白龙} C1 B:手札抹杀')).toEqual(['discarded:A:黑魔术师+A:三眼怪', 'discarded:B:青眼白龙', 'drawn:B×1', 'drawn:A×2']);
    expect(moved('{回合:B 阶段:主要1 A手卡数:3 B手卡数:2} C1 B:手札抹杀')).toEqual(['discarded:A×3', 'discarded:B×1', 'drawn:B×1', 'drawn:A×3']);
  });
  it('[CH-DRAW-NONE-DISCARDED] a hand stated as 1 card — the one activated — draws none, so 神殿守卫者 does not forbid it; 2 cards, it does', () => {
    expect(link1('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师 B手卡数:1} C1 B:手札抹杀').legal).toBe(true);
    expect(link1('{回合:B 阶段:主要1 A场:神殿守卫者 A手:黑魔术师 B手卡数:2} C1 B:手札抹杀').legal).toBe(false);
  });
});
