/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the attack rules of docs/c03/战斗阶段流程.rst are worked with
 * (:141–:162 CH-ATTACK-TARGET, :277–:278 CH-ATTACK-COUNT / CH-ATTACK-GRANT). Only the clause the rulings judge is kept, in
 * our own words; the rest of each card is left out.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { plainActivation } from '../seed/common.js';
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aAttackRulesNewerThanCdb: Record<number, string> = {
  996504001: '噩梦之苦痛 — released 2023; placeholder id (passcode not known)',
  996504002: '白之轮回 — released 2021; placeholder id (passcode not known)',
};

export const c03aAttackRulesCards = [
  // While it is face-up, the opponent's monsters that can attack must attack its controller's 「于贝尔」 monsters; which one is
  // the attacker's choice (战斗阶段流程.rst:141, :161–:162: above 仁王立②'s rule left on one of them). Facts, not text: the
  // compiler reads 「必须向…作出攻击」 only of 「这张卡」. Its other effects are left out.
  card({
    id: 996504001,
    name: '噩梦之苦痛',
    type: 'spell continuous',
    effects: [
      plainActivation(),
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', note: 'the opponent’s monsters must attack 「于贝尔」 monsters, if able' }],
        attackRules: [{ kind: 'must', of: 'filter', filter: { side: 'self', kind: 'monster', faceUp: true, archetype: '于贝尔' } }],
        summary: {
          zh: '对方怪兽在可以攻击的场合必须向自己场上的「于贝尔」怪兽作出攻击。',
          en: 'Your opponent’s monsters must attack 「Yubel」 monsters you control, if able.',
        },
      },
    ],
  }),
  // A Trap whose ② (from the GY, banishing itself) lets the monster that just attacked make one more attack — 「只再1次可以攻击」,
  // which a monster that may attack twice and attacked once may still be given, not one that attacked twice (战斗阶段流程.rst:
  // 277–:278, CH-ATTACK-GRANT). Its ① and any condition on the monster are left out.
  textCard({
    id: 996504002,
    name: '白之轮回',
    type: 'trap',
    text: '②：自己怪兽的攻击的伤害步骤结束时，把墓地的这张卡除外，以那只怪兽为对象才能发动。那只怪兽只再1次可以攻击。',
  }),
];
