/**
 * Cards the official-name table (cards-zh-aliases.sqlite) names but the catalog holds no data for: printed after the
 * YGOPro database (March 2019) and not curated. A query of such a card's exact name is told so — before, the fuzzy step read
 * it as another card of a close name (「宣告者之神巫」 became the Ritual Spell 「宣告者的神托」), and the chain was judged with
 * that other card's effects. Built once at load from the table already read; a lookup is one map read, after the index found
 * nothing (a catalog card of that name always wins).
 */
import { t, type Text } from '../../i18n/text.js';
import type { OfficialNames } from '../import/aliases.js';
import { normalise } from '../names/normalise.js';

/** One card the catalog lacks: its passcode and the official names it is known by. */
export interface AbsentCard {
  id: number;
  name: string;
  en: string | null;
}

export interface AbsentCards {
  /** By normalised official Simplified Chinese or English name. */
  byName(query: string): AbsentCard | undefined;
  byId(id: number): AbsentCard | undefined;
}

export function absentCards(official: ReadonlyMap<number, OfficialNames>, inCatalog: (id: number) => boolean): AbsentCards {
  const names = new Map<string, AbsentCard | null>();
  const ids = new Map<number, AbsentCard>();
  for (const [id, o] of official) {
    if (!o.official || inCatalog(id)) continue;
    const card: AbsentCard = { id, name: o.official, en: o.en };
    ids.set(id, card);
    // (YGOPro spells 「之」 as 「的」 where the official name keeps it — 宣告者之神巫 / 宣告者的神巫 —: the spelling players type is named too.)
    for (const n of [o.official, o.official.replace(/之/g, '的'), o.en]) {
      const key = n ? normalise(n) : '';
      // (Two absent cards of one spelling: neither is named — the message would pick one at random.)
      if (key) names.set(key, names.has(key) && names.get(key)?.id !== id ? null : card);
    }
  }
  return { byName: (q) => names.get(normalise(q)) ?? undefined, byId: (id) => ids.get(id) };
}

/** Why the card cannot be judged: the catalog has no effects for it — never a guess at a card of a close name. */
export function absentMessage(card: AbsentCard): Text {
  const en = card.en ?? card.name;
  return t(
    `「${card.name}」(${card.id}) 比卡片数据库（YGOPro 数据，2019年3月）新，也没有人工整理，这里没有它的效果数据，不能判断；不按相近的卡名换成别的卡。`,
    `${en} (${card.id}) is newer than the card database (YGOPro data, March 2019) and not curated: its effects are not known here, so it cannot be judged (it is not read as another card of a close name).`,
  );
}
