/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the 「攻击力变成0」 examples of
 * docs/c03/特定效果的处理方法.rst need (:474, :491: may an effect target a monster its first step would not
 * change?), written as restated card text (textCard). Only the targeted effect the ruling judges is kept, in our own
 * words; each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9966 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/**
 * 「…攻击力变成0，这个回合不能把效果发动，不会被战斗破坏」: the compiler reads the ATK change only; the rest of the
 * sentence, done to the same target, is added here as a step of its own (its lock and protection are not applied).
 */
function withTargetStep(c: Card, n: number, note: string): Card {
  c.effects.find((e) => e.n === n)?.does.push({ do: 'other', what: 'targets', note });
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03bAtkZeroNewerThanCdb: Record<number, string> = {
  996603101: '古代的机械弩士 — newer than the database; placeholder id (passcode not known)',
  996603102: '巨星坠 — newer than the database; placeholder id (passcode not known; its card kind is not known either: written as a Normal Trap)',
};

export const c03bAtkZeroCards = [
  // ②: targets a face-up monster and makes its ATK and DEF 0 — nothing more (特定效果的处理方法.rst:491: so it cannot target
  // a monster already at 0/0). Its cost or condition, its ① and its stats are left out.
  textCard({
    id: 996603101,
    name: '古代的机械弩士',
    type: 'monster effect',
    text: '②：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力·守备力变成0。',
  }),
  // Targets a face-up monster: its ATK becomes 0, and this turn it cannot activate its effects and cannot be destroyed
  // by battle (特定效果的处理方法.rst:474: the steps after the ATK change keep an ATK 0 Link or Xyz Monster a valid target).
  // The halving of the battle damage its battles cause this turn is left out; the card kind is a placeholder.
  withTargetStep(
    textCard({
      id: 996603102,
      name: '巨星坠',
      type: 'trap normal',
      // Its first line (复制.rst:204): no effect of a monster without a Level may be chained to its activation — a line that is neither a
      // condition nor part of the effect, so a copy of its effect does not carry it (read on monster effects; the Level itself is not checked).
      text: '不能对应这张卡的发动让不持有等级的怪兽的效果发动。①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成0，这个回合不能把效果发动，不会被战斗破坏。',
    }),
    1,
    '这个回合那只怪兽不能把效果发动，不会被战斗破坏',
  ),
];
