/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that further docs/c03 examples use (只能有○○存在, 战斗阶段流程,
 * 里侧·一时除外): restated card text in the controlled card-text language (textCard: the compiler reads it like an
 * imported card's), keeping only the clauses the examples judge; each comment says what was left out.
 *
 * Passcodes starting 9971 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03FieldLimitsBattleNewerThanCdb: Record<number, string> = {
  997100102: '海龙神-利维坦 — newer than the database; placeholder id (passcode not known)',
  997100103: '火器之祝台 — newer than the database; placeholder id (passcode not known)',
  997100104: '银河栗子球 — newer than the database; placeholder id (passcode not known)',
  997100105: '绝对的幻神兽 — newer than the database; placeholder id (passcode not known)',
  997100106: '破坏龙 甘多拉·禁忌 — newer than the database; placeholder id (passcode not known)',
  997100107: '元素英雄 新宇精灵 — newer than the database; placeholder id (passcode not known)',
};

export const c03FieldLimitsBattleCards = [
  // ③: an effect that returns this card to the Deck (复制.rst:82: taken by 霸王眷龙 凶饿毒, a Fusion Monster, it may be
  // activated and applies — the copier can go back, to the Extra Deck). Its condition, what else ③ does, ① and ② and its
  // stats are left out; the stats are placeholders.
  textCard({
    id: 997100107,
    name: '元素英雄 新宇精灵',
    type: 'monster effect',
    level: 4,
    atk: 1500,
    def: 1000,
    race: '战士族',
    attribute: '光',
    text: '③：自己主要阶段才能发动。这张卡回到卡组。',
  }),
  // ②: its ATK rises by 300 for each banished card (攻守计算.rst:446: Special Summoned by 天球之圣刻印② with its ATK/DEF
  // made 0, that 变成 applies first and ② after it — 900 with 3 cards banished). Its other effects are left out; its
  // printed ATK/DEF are placeholders (the example makes them 0).
  textCard({
    id: 997100106,
    name: '破坏龙 甘多拉·禁忌',
    type: 'monster effect',
    level: 8,
    atk: 2500,
    def: 2000,
    race: '龙族',
    attribute: '暗',
    text: '②：这张卡的攻击力上升除外状态的卡数量×300。',
  }),
  // ①: answering an opponent's attack declaration, discarded from the hand, it Special Summons 银河眼光子龙 from the Deck
  // (战斗阶段流程.rst:127: with 鲨鱼要塞 attacked it may still be activated; the summon does not move the attack). Its
  // other effects and its stats are left out.
  textCard({
    id: 997100104,
    name: '银河栗子球',
    type: 'monster effect',
    level: 1,
    atk: 300,
    def: 200,
    race: '魔法师族',
    attribute: '光',
    text: '①：对方怪兽的攻击宣言时，把这张卡从手卡丢弃才能发动。从卡组把1只「银河眼光子龙」特殊召唤。',
  }),
  // A Trap answering an opponent's attack declaration that Special Summons a monster from the hand (战斗阶段流程.rst:127:
  // with 鲨鱼要塞 attacked it may still be activated; the summon does not move the attack). Which monster it summons, its
  // cost and its other effects are left out.
  textCard({
    id: 997100105,
    name: '绝对的幻神兽',
    type: 'trap',
    text: '①：对方怪兽的攻击宣言时才能发动。从手卡把1只怪兽特殊召唤。',
  }),
  // ①: a trigger on a monster Special Summoned by a card effect (进入连锁·不入连锁的特殊召唤.rst:82: a Synchro made by 紧急同调
  // is summoned by rule, not by that effect — ① cannot be activated). What ① then does is not written here (no step is
  // invented); its card type is from memory, its other effects are left out.
  textCard({
    id: 997100103,
    name: '火器之祝台',
    type: 'spell continuous',
    text: '①：卡的效果让怪兽特殊召唤的场合才能发动。',
  }),
  // ①: while 「海」 is on the field, each player may have only one face-up monster of each Type (like 千查万别); ②: an
  // effect the opponent may answer (只能有○○存在.rst:33, :150 — negated and destroyed by PSY骨架装备·γ, it is gone when
  // that resolves, so both Psychics stay). Facts, not text: the compiler does not read the field limit behind 「只要「海」在场上存在」;
  // the 「海」 condition itself is not checked (the example has it). What ② really does and its stats are left out.
  card({
    id: 997100102,
    name: '海龙神-利维坦',
    type: 'monster effect',
    level: 8,
    atk: 2800,
    def: 2000,
    race: '海龙族',
    attribute: '水',
    effects: [
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', player: 'both', fieldLimit: 'one-per-race', note: 'while 「海」 is on the field (not checked here): each player may control only 1 face-up monster of each Type; extras are sent to the GY' }],
        summary: { zh: '「海」在场上存在期间，同一种族的怪兽双方各自只能有1只表侧存在，多的送去墓地。', en: 'While 「Umi」 is on the field, each player may control only 1 face-up monster of each Type.' },
      },
      {
        n: 2,
        kind: 'ignition',
        targets: { count: 1, filter: { side: 'opponent', place: 'field' } },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '以对方场上1张卡为对象发动，那张卡破坏（代替它真正的②）。', en: 'Target 1 card your opponent controls; destroy it (standing for its real ②).' },
      },
    ],
  }),
];
