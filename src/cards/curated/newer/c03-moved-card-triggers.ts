/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the trigger-condition examples of
 * docs/c03/特定效果的处理方法.rst need (:890, :921: is a card that was sent to the GY judged as it is in the GY, or as it
 * was before?), written as restated card text (textCard). Only the effect the ruling judges is kept, in our own words;
 * each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 99681 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card, CardFilter } from '../../facts.js';

/**
 * The compiler reads 「「X」仪式怪兽或「Y」」 and 「「X」融合怪兽」 as the card type only: the named family (and the name
 * given as an alternative) is put back on the trigger's subject here.
 */
function withSubject(c: Card, n: number, subject: CardFilter): Card {
  const e = c.effects.find((x) => x.n === n);
  if (e?.trigger) e.trigger = { ...e.trigger, subject };
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03MovedCardTriggersNewerThanCdb: Record<number, string> = {
  996810001: '苍之深渊 渊眼白龙 — newer than the database; placeholder id (passcode not known)',
  996810002: '幻奏协奏曲 — newer than the database; placeholder id (passcode not known; its card kind is not known either: written as a Continuous Spell)',
};

export const c03MovedCardTriggersCards = [
  // ②: while it is in the GY, when a 「青眼」 Ritual Monster or 「青眼白龙」 of mine is sent to my GY, it may special summon
  // itself (特定效果的处理方法.rst:890: the name is the one the card has in the GY). What ② does beyond that, its ①, its
  // once-per-turn limits and its stats are not known here and are left out (the summon stands for what it does).
  withSubject(
    textCard({
      id: 996810001,
      name: '苍之深渊 渊眼白龙',
      type: 'monster effect',
      text: '②：这张卡在墓地存在，自己的「青眼」仪式怪兽或「青眼白龙」被送去自己墓地的场合才能发动。这张卡特殊召唤。',
    }),
    2,
    { kind: 'monster', side: 'self', anyOf: [{ archetype: '青眼', subtypes: ['ritual'] }, { names: ['青眼白龙'] }] },
  ),
  // ②: when a 「幻奏」 Fusion Monster is sent to my GY, it may add a 「幻奏」 monster from the Deck (特定效果的处理方法.rst:921:
  // one that was an Xyz Material or a card in the Spell & Trap Zone before counts too). What ② really does is not known
  // here: the search stands for it; its ① and limits are left out.
  withSubject(
    textCard({
      id: 996810002,
      name: '幻奏协奏曲',
      type: 'spell continuous',
      text: '②：「幻奏」融合怪兽被送去自己墓地的场合才能发动。从卡组把1只「幻奏」怪兽加入手卡。',
    }),
    2,
    { kind: 'monster', side: 'self', archetype: '幻奏', subtypes: ['fusion'] },
  ),
];
