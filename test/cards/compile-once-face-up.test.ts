// CMP-ONCE-WHILE-FACE-UP: the compiler reads 「只在这张卡在场上表侧表示存在才有1次」 as once while this copy stays face-up on the field
// (`oncePerFaceUp`, said 表侧存在期间1次 in the card view), not a limit reset each turn.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardAnswer } from '../../src/answer/card.js';
import { describeCardEffect } from '../../src/answer/render/text.js';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { CARDS_DB, haveCards } from './data.js';

describe.skipIf(!haveCards)('once while face-up, compiled', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  it('[CMP-ONCE-WHILE-FACE-UP] 魔术手 ① 「只在这张卡在场上表侧表示存在才有1次」: once while face-up, each copy — said so in the card view', () => {
    const r = cat.resolve('魔术手');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = cardAnswer(r.card, r.matchedBy, r.assumption);
    expect(a.effects[0]).toMatchObject({ n: 1, oncePerTurn: 'soft', oncePerFaceUp: true });
    expect(describeCardEffect(a.effects[0]! as Parameters<typeof describeCardEffect>[0], 'zh-CN')).toContain('表侧存在期间1次');
  });
});
