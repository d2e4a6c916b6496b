/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c02/基本用语.rst need (issue 16),
 * restated in our own words as card text the compiler reads (textCard). The current Chinese text was established from
 * public ygopro script headers. Only the clauses the examples judge are kept; each comment says what was left out.
 *
 * Passcodes starting 9983 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02TermsNewerMoreThanCdb: Record<number, string> = {
  998300001: '烙印融合 (Branded Fusion) — released 2021; placeholder id',
};

export const c02TermsNewerMoreCards = [
  // ①: its Fusion Summon is of a monster whose line names 「阿不思的落胤」, and that part must be a card named so — no substitute
  // (基本用语.rst:979, SIT-SUMMON-BY-CARD). Its once-per-turn activation and the Extra Deck lock are kept as text.
  textCard({
    id: 998300001,
    name: '烙印融合',
    type: 'spell',
    en: 'Branded Fusion',
    text: '这个卡名的卡在1回合只能发动1张，这张卡发动的回合，自己不是融合怪兽不能从额外卡组特殊召唤。\n①：把自己的手卡·卡组·场上2只怪兽作为融合素材，把以「阿不思的落胤」为融合素材的1只融合怪兽融合召唤。',
  }),
];
