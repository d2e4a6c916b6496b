/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the order of battle-damage changes of
 * docs/c03/战斗阶段流程.rst (:664–:732, CH-BATTLE-DAMAGE-ORDER) is worked with, as restated card text (textCard: the
 * compiler reads it like an imported card's). Only the clause the rulings judge is kept, in our own words; the stats are
 * the ones the reference's arithmetic uses, and what is not known (Level, Attribute, other effects) is left out.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aBattleDamageNewerThanCdb: Record<number, string> = {
  996501001: '权威者·许珀里翁 — released 2021; placeholder id (passcode not known)',
  996501002: '圣蓟花 — released 2024; placeholder id (passcode not known)',
  996501003: '背信圣徒 森恶狼母 — released 2024; placeholder id (passcode not known)',
  996501004: '时间潜行者考勤机蝶 — released after 2019; placeholder id (passcode not known)',
  996501005: '讴歌死亡的魔瞳 — released 2024; placeholder id (passcode not known)',
  996501006: '恐啡肽狂龙无伤 — released 2022; placeholder id (passcode not known)',
};

export const c03aBattleDamageCards = [
  // A Fairy of 2100 ATK (战斗阶段流程.rst:666, :732) whose ② makes the opponent take too the battle damage its controller
  // takes from the battles of its controller's Fairy monsters (order 3). Its ① is left out; ② keeps its number.
  textCard({
    id: 996501001,
    name: '权威者·许珀里翁',
    type: 'monster effect',
    atk: 2100,
    race: '天使族',
    text: '①：这张卡不能通常召唤。\n②：只要这张卡在怪兽区域存在，自己的天使族怪兽的战斗发生的对自己的战斗伤害让对方也承受。',
  }),
  // ATK 0 / DEF 4000 (战斗阶段流程.rst:707, :715); its ① moves the battle damage its controller takes from its battles to
  // the opponent, as 亚马逊剑士 does (:707–:708: it and 大日女之御巫② each move their controller's share).
  textCard({
    id: 996501002,
    name: '圣蓟花',
    type: 'monster effect',
    atk: 0,
    def: 4000,
    text: '①：这张卡的战斗发生的对自己的战斗伤害由对方代受。',
  }),
  // Its ① doubles the battle damage its controller's monsters deal to the opponent, only when one of them is the source
  // of the damage (战斗阶段流程.rst:707–:708: a damage moved to the opponent from a battle the opponent's monster won is not
  // doubled). Facts, not text: the compiler reads 「自己怪兽给与对方的战斗伤害」 as any battle of the player's monsters.
  card({
    id: 996501003,
    name: '背信圣徒 森恶狼母',
    type: 'monster effect',
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'other', note: 'battle damage your monsters deal to the opponent is doubled' }],
        battleDamage: [{ op: 'double', receiver: 'opponent', of: 'filter', filter: { side: 'self', kind: 'monster' }, sourceOnly: true }],
        summary: { zh: '自己怪兽给与对方的战斗伤害变成2倍。', en: 'Battle damage your monsters inflict to your opponent is doubled.' },
      },
    ],
  }),
  // Its ①, once resolved, moves for the turn the battle damage its controller takes to the opponent (战斗阶段流程.rst:667: the
  // damage it moved is not moved back by 亚马逊剑士). Its condition, cost and other effects are left out.
  textCard({
    id: 996501004,
    name: '时间潜行者考勤机蝶',
    type: 'monster effect',
    text: '①：这个回合，自己受到的战斗伤害由对方代受。',
  }),
  // A Spell whose ① applies one of several ● changes for the turn; the one the ruling judges (战斗阶段流程.rst:709) doubles
  // the battle damage its controller's monsters deal to the opponent in battles with the opponent's monsters, only when one
  // of them is the source. Its other ● choices and its condition are left out.
  card({
    id: 996501005,
    name: '讴歌死亡的魔瞳',
    type: 'spell',
    effects: [
      {
        n: 1,
        kind: 'activation',
        does: [{ do: 'other', note: 'this turn, battle damage your monsters inflict to your opponent by battling their monsters is doubled' }],
        battleDamage: [{ op: 'double', receiver: 'opponent', of: 'filter', filter: { side: 'self', kind: 'monster' }, sourceOnly: true, when: 'vs-monster' }],
        summary: {
          zh: '●这个回合，自己怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍。',
          en: '● This turn, battle damage your monsters inflict to your opponent by battling their monsters is doubled.',
        },
      },
    ],
  }),
  // A Trap whose resolution makes, for the turn, each battle damage its controller takes become half that player's LP at that
  // time (战斗阶段流程.rst:681, :743–:744: a fixed value of order 9, the smaller of several; CH-BATTLE-DAMAGE-HALF-LP). Its cost
  // (half the LP), its condition and its GY effect are left out.
  card({
    id: 996501006,
    name: '恐啡肽狂龙无伤',
    type: 'trap',
    effects: [
      {
        n: 1,
        kind: 'activation',
        does: [{ do: 'other', note: 'this turn, battle damage you take becomes half your LP at that time' }],
        battleDamage: [{ op: 'set', halfLp: true, receiver: 'self', of: 'any' }],
        summary: { zh: '这个回合，自己受到的战斗伤害变成那个时候的自己基本分一半的数值。', en: 'This turn, battle damage you take becomes half your LP at that time.' },
      },
    ],
  }),
];
