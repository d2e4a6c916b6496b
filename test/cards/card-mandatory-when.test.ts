// WIN-MISS-MANDATORY-NEVER (rules reference docs/c03/诱发类效果.rst:281): a mandatory trigger is used after whatever else is done,
// whether its text says 『时』 or 『场合』 — the `card` view called 死灵之颜's mandatory 「召唤成功时…」 「…时」（会错过时点）.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { cardViewText, lineOf } from './card-view.js';
import { CARDS_DB, haveCards } from './data.js';

describe.skipIf(!haveCards)('a mandatory 「…时」 trigger in the card view', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  const view = (name: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string => cardViewText(cat, name, lang);

  it('[WIN-MISS-MANDATORY-NEVER] 死灵之颜 ① (召唤成功时, mandatory) is said not to miss its timing, in both languages', () => {
    const zh = lineOf(view('死灵之颜'), '①');
    expect(zh).toContain('必发');
    expect(zh).toContain('「…时」（必发，不会错过时点）');
    expect(zh).not.toContain('（会错过时点）');
    expect(lineOf(view('死灵之颜', 'en'), '①')).toContain('"when", mandatory (cannot miss timing)');
  });

  it('[WIN-MISS-MANDATORY-NEVER] the other side: an optional 「…时」 (星骸龙 ①, 召唤成功时…才能发动) is still said to be able to miss it', () => {
    expect(lineOf(view('星骸龙'), '①')).toContain('「…时」（会错过时点） · 选发');
  });
});
