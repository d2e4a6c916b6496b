// /card for a Spell that stays on the field after it resolved (CARD-STAYS): 噩梦之铁栏 and 光之护封剑 showed only 「处理：其他」; the view
// now says how long the lock lasts and that the card stays until a counted End Phase destroys it, in Chinese and in English.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardAnswer } from '../../src/answer/card.js';
import { renderCardText } from '../../src/answer/render/text.js';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { CARDS_DB, haveCards } from './data.js';

describe.skipIf(!haveCards)('CARD-STAYS: /card says how long a staying card lasts', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });
  const view = (name: string, lang: 'zh-CN' | 'en') => {
    const r = cat.resolve(name);
    if (!r.ok) throw new Error(name);
    return renderCardText(cardAnswer(r.card, r.matchedBy, r.assumption), lang);
  };

  it('[CARD-STAYS] 噩梦之铁栏: the lock lasts 2 of the opponent’s turns while the card stays; the card stays until the 2nd such End Phase', () => {
    const zh = view('噩梦之铁栏', 'zh-CN');
    expect(zh).toContain('持续：用对方的回合计算2回合（这张卡留在场上期间）');
    expect(zh).toContain('处理后这张卡留在场上，用对方的回合计算的第2个回合的结束阶段破坏');
    expect(view('噩梦之铁栏', 'en')).toContain("lasts 2 turns counted in the opponent's turns (while this card stays on the field)");
  });

  it('[CARD-STAYS] 光之护封剑 and 大进化药: the card stays until the End Phase of the opponent’s 3rd turn', () => {
    for (const name of ['光之护封剑', '大进化药']) expect(view(name, 'zh-CN')).toContain('处理后这张卡留在场上，用对方的回合计算的第3个回合的结束阶段破坏');
    expect(view('光之护封剑', 'en')).toContain("the card stays on the field after it resolves, until it is destroyed in the End Phase of the 3rd turn counted in the opponent's turns");
  });

  it('[CARD-STAYS] a Normal Spell that does not stay (黑洞) says no such thing', () => {
    expect(view('黑洞', 'zh-CN')).not.toContain('留在场上');
  });
});
