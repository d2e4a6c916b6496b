// The `card` view of a card as a user reads it (/card, `ocg-judge card`): shared by the tests that check its words.
import { cardAnswer } from '../../src/answer/card.js';
import { renderCardText } from '../../src/answer/render/text.js';
import type { LoadedCatalog } from '../../src/cards/load.js';

/** The rendered `card` answer of the card a name finds (throws when none: the test names a card that must exist). */
export function cardViewText(cat: LoadedCatalog, name: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string {
  const r = cat.resolve(name);
  if (!r.ok) throw new Error(`no card ${name}`);
  return renderCardText(cardAnswer(r.card, r.matchedBy, r.assumption), lang);
}

/** The line of the view that starts with an effect's mark (①, ②, …); '' when there is none. */
export const lineOf = (text: string, mark: string): string => text.split('\n').find((l) => l.trim().startsWith(mark)) ?? '';
