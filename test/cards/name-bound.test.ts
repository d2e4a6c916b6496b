// CMP-NAME-BOUND: 「这张卡的卡名只要在场上·墓地存在当作「X」使用」 is bound to the card X is (its passcode) when the catalog loads,
// so a subject given by passcode (a curated 「「X」」) sees the renamed card. Read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import { cdbJudge, haveCards } from './data.js';

const card = (name: string): Card => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card;
};
const becomes = (c: Card) => c.effects.flatMap((e) => e.does).find((a) => a.do === 'change-name')?.becomes;

describe.skipIf(!haveCards)('[CMP-NAME-BOUND] a name change carries the passcode of the card it names', () => {
  it('[CMP-NAME-BOUND] 电子龙·次代星 is treated as 电子龙: the change carries 电子龙’s passcode', () => {
    expect(becomes(card('电子龙·次代星'))).toEqual({ id: card('电子龙').id, name: '电子龙' });
  });
  it('[CMP-NAME-BOUND] the same for a change while face-up on the field only (粹蛙 → 死亡青蛙), and the renamed card keeps its own passcode', () => {
    const c = card('粹蛙');
    expect(becomes(c)?.id).toBe(card('死亡青蛙').id);
    expect(c.id).not.toBe(card('死亡青蛙').id);
  });
});
