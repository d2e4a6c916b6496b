/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 (基本用语) worked examples need (issue 16),
 * restated in our own words as card text the compiler reads (textCard). Each comment says what the example needs and what
 * was left out. The passcodes are placeholders starting 99990 (the real ones were not checked against a database).
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02WinsArchetypesNewerThanCdb: Record<number, string> = {
  999900001: '羽翼栗子球 LV6 — newer than the database; placeholder id',
};

export const c02WinsArchetypesNewerCards = [
  // 「这个卡名在规则上也当作「元素英雄」卡、「至爱」卡使用」 (基本用语.rst:411, CMP-ALSO-ARCHETYPE): a 「元素英雄」 monster for E-紧急呼唤.
  // Its summoning procedure (banishing an 元素英雄 Fusion Monster or 「羽翼栗子球」) is left out; ① is restated plainly.
  textCard({
    id: 999900001,
    name: '羽翼栗子球 LV6',
    type: 'monster effect',
    level: 6,
    atk: 300,
    def: 200,
    race: '天使族',
    attribute: '光',
    text: '这个卡名在规则上也当作「元素英雄」卡、「至爱」卡使用。这张卡不能通常召唤。\n①：对方怪兽的攻击宣言时，把这张卡解放才能发动。那1只怪兽破坏。',
  }),
];
