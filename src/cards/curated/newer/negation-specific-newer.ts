/**
 * Cards the worked examples of docs/c03/无效.rst and docs/c03/特定效果的处理方法.rst need whose current text is newer than
 * ../shared/data/cards.cdb (March 2019), written as restated card text (textCard: the compiler reads it like an imported
 * card's). Only the clauses a ruling judges are kept; the wording is our own.
 *
 * A card of the database whose current text differs keeps its real passcode (the curated text wins over the old one);
 * passcodes 99875… are placeholders for cards newer than the database.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const negationSpecificNewerThanCdb: Record<number, string> = {};

export const negationSpecificNewerCards: Card[] = [
  // ①: the database keeps the old text (no targets: 「…1只爬虫族怪兽破坏，对方场上存在的2张卡破坏」); the current one targets
  // three cards in two groups and names them again by number, all at once (特定效果的处理方法.rst:260: one gone, none destroyed).
  // Its real passcode: the curated text stands in for the database's old one.
  textCard({
    id: 93217231,
    name: '毒蛇供物',
    type: 'trap',
    en: 'Offering to the Snake Deity',
    text: '①：以自己场上1只爬虫类族怪兽和对方场上2张卡为对象才能发动。那1只自己的爬虫类族怪兽和那2张对方的卡破坏。',
  }),
  // ①: the database keeps the old text (「可以让自己场上存在的1张卡回到手卡，这张卡的攻击力…上升500」, whose return reads as a cost);
  // the current one targets a card of its field and returns it as a step, 「A，B」 — the ATK rises only if the card reached the
  // hand (特定效果的处理方法.rst:305). Its Synchro materials and stats are left out.
  textCard({
    id: 89310929,
    name: '霞之谷的雷神鬼',
    type: 'monster effect synchro',
    en: 'Mist Valley Thunder Lord',
    level: 7,
    atk: 2600,
    def: 2400,
    race: '雷族',
    attribute: '风',
    text: '①：1回合1次，以自己场上1张卡为对象才能发动。那张卡回到持有者手卡，这张卡的攻击力直到回合结束时上升500。这个效果在对方回合也能发动。',
  }),
];
