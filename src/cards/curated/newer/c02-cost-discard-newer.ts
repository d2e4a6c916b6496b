/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c02/基本用语.rst (lines 1–907) need (issue 16),
 * restated as card text the compiler reads (textCard). The current Chinese text was established from public
 * ygopro script headers. Only the clauses the examples judge are kept; each comment says what was left out.
 *
 * Passcodes starting 9938 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const costDiscardNewerThanCdb: Record<number, string> = {
  993800: '龙之支配者-龙之独裁者- — newer than the database; placeholder id',
};

export const costDiscardNewerCards = [
  // ②: its cost discards 「青眼白龙」 or a card whose text names 「青眼白龙」 as a card (基本用语.rst:435, CMP-MENTIONS, CH-COST-DISCARD-FIT).
  // ① (sending 「青眼白龙」 to summon itself from the hand) and ③ (choosing the opponent's attack targets) are left out.
  textCard({
    id: 993800,
    name: '龙之支配者-龙之独裁者-',
    type: 'monster effect',
    level: 4,
    atk: 1200,
    def: 1100,
    race: '魔法师族',
    attribute: '暗',
    text: '这个卡名的②的效果1回合只能使用1次。\n②：从手卡丢弃1只「青眼白龙」或者1张有那个卡名记述的卡，以自己墓地1只「青眼」怪兽为对象才能发动。那只怪兽特殊召唤。',
  }),
];
