// CMP-OPPONENT-TURN-SENT (test/RULES.md): 「对方回合这张卡从手卡·场上送去墓地的场合」 is a trigger on the card's move to the GY from
// the hand or the field, in the opponent's turn — not a quick effect used in the opponent's turn, and not from the hand only.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';

describe('a move to the GY from the hand or the field in the opponent’s turn (CMP-OPPONENT-TURN-SENT)', () => {
  it('[CMP-OPPONENT-TURN-SENT] 「对方回合这张卡从手卡·场上送去墓地的场合才能发动」: an optional trigger from either place, with the turn', () => {
    const e = textCard({ id: 99000101, name: '测试用魔女', type: 'monster effect', text: '①：对方回合这张卡从手卡·场上送去墓地的场合才能发动。这张卡加入手卡。' }).effects[0]!;
    expect(e.kind).toBe('trigger');
    expect(e.trigger).toMatchObject({ event: 'sent-to-gy', from: ['hand', 'field'], subject: { self: true }, turn: 'opponent' });
  });
  it('[CMP-OPPONENT-TURN-SENT] without the turn, 「这张卡从手卡·场上送去墓地的场合」 is from either place; 「从场上」 alone stays the field', () => {
    const both = textCard({ id: 99000102, name: '测试用魔女二', type: 'monster effect', text: '①：这张卡从手卡·场上送去墓地的场合才能发动。这张卡加入手卡。' }).effects[0]!;
    expect(both.trigger?.from).toEqual(['hand', 'field']);
    expect(both.trigger?.turn).toBeUndefined();
    const field = textCard({ id: 99000103, name: '测试用魔女三', type: 'monster effect', text: '①：这张卡从场上送去墓地的场合才能发动。这张卡加入手卡。' }).effects[0]!;
    expect(field.trigger?.from).toBe('field');
  });
});
