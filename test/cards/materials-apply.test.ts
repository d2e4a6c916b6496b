// CMP-MATERIALS-APPLY: 「这张卡的效果若这张卡的超量素材没有则不适用」 — every effect of the card holds only while it has Xyz Materials (a
// condition the engine reads from the materials the situation states), and its protections keep their own terms. A card written as
// text (textCard), not the reference's 始祖守护者 提拉斯.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from '../engine/build.js';
import { checkConditions, boardView } from '../../src/engine/game/match.js';
import type { Board } from '../../src/engine/types.js';

const guard = textCard({ id: 99161401, name: '测试用素材守卫', type: 'monster effect xyz', level: 4, atk: 2000, def: 2000, attribute: 'EARTH', race: 'Rock', text: '4星怪兽×2\n这张卡的效果若这张卡的超量素材没有则不适用。这张卡不会被卡的效果破坏。' });
const plain = textCard({ id: 99161403, name: '测试用普通岩石', type: 'monster effect', level: 4, atk: 1000, def: 1000, attribute: 'EARTH', race: 'Rock', text: '①：这张卡不会被战斗破坏。' });
const destroyed = (input: string) => judgeWith(input, [guard]).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('effects that apply only while the card has Xyz Materials', () => {
  it('[CMP-MATERIALS-APPLY] the compiler gives the protection the materials condition and keeps it against effects', () => {
    const e = guard.effects.find((x) => x.does.some((a) => a.do === 'cannot-be-destroyed'))!;
    expect(e.condition).toEqual([{ is: 'self-state', state: 'has-materials' }]);
    expect(e.does[0]).toMatchObject({ do: 'cannot-be-destroyed', against: 'effect', what: 'self' });
  });
  it('[CMP-MATERIALS-APPLY] with its materials stated, 黑洞 does not destroy it; the monster next to it goes', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:测试用素材守卫(超量召唤,素材:三眼怪+三眼怪),三眼怪 B手:黑洞} C1 B:黑洞')).toEqual(['三眼怪']);
  });
  it('[CMP-MATERIALS-APPLY] the other side: holding no material (all detached) the condition fails; materials not stated, it cannot be told', () => {
    const cond = [{ is: 'self-state' as const, state: 'has-materials' as const }];
    const board = { cards: {}, lp: { A: null, B: null }, handSize: { A: null, B: null } } as unknown as Board;
    const game = boardView(board, new Set());
    const base = { ref: 'x', card: guard, zone: 'monster' as const, faceUp: true, controller: 'A' as const, position: 'attack' as const };
    expect(checkConditions(cond, game, { ...base, materials: [guard, guard], detached: 2 }, 'A')).toBe(false);
    expect(checkConditions(cond, game, { ...base, materials: [guard, guard], detached: 1 }, 'A')).toBe(true);
    expect(checkConditions(cond, game, base, 'A')).toBe(null);
    // A monster that is no Xyz Monster (one that copied such an effect) holds none.
    expect(checkConditions(cond, game, { ...base, card: plain }, 'A')).toBe(false);
  });
});
