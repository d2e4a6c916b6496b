/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/里侧·一时除外.rst,
 * 誓约.rst and 卡片的抗性.rst need, written as restated card text (textCard: the compiler reads it like an
 * imported card's). Only the effects the rulings judge are kept, in our own words; a comment says what was left out.
 *
 * Passcodes marked "id unknown" are placeholders (990…): the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03MiscNewerThanCdb: Record<number, string> = {
  990160301: '暗黑栗子球 — released 2024 (id unknown)',
  990160302: '呜呼的落穴 — released 2024 (id unknown)',
  990160303: '金满而谦虚之壶 — released 2020 (id unknown)',
  990160304: '原石的穿光 — released 2023 (id unknown)',
  990160306: '女武神·希格露恩 — released 2021 (id unknown)',
  990160307: '万物创世龙 — released 2019 (id unknown)',
  990160309: '幻惑眼纳祭神 — released 2024 (id unknown)',
  990160310: '苏生的天空神 — released 2023 (id unknown)',
};

export const c03MiscCards = [
  card({
    id: 990160301,
    name: '暗黑栗子球',
    type: 'monster effect',
    en: 'Dark Kuriboh',
    level: 1,
    atk: 300,
    def: 200,
    race: '恶魔族',
    attribute: '暗',
    // Its ① (a target protected for the turn) is the one judged (里侧·一时除外.rst:347); its other effect is left out.
    // Facts, not text: the compiler does not read 「这个回合，那只怪兽不会被战斗·效果破坏」 as a step of the resolution.
    effects: [
      {
        n: 1,
        kind: 'quick',
        from: 'hand',
        alsoOpponentTurn: true,
        cost: [{ do: 'discard', what: 'self', from: 'hand' }],
        targets: { count: 1, filter: { side: 'self', kind: 'monster', place: 'field' } },
        does: [
          { do: 'cannot-be-destroyed', what: 'targets', duration: 'turn' },
          { do: 'other', note: 'the effects that monster activates on the field this turn cannot be negated' },
        ],
        summary: {
          zh: '自己·对方回合，把这张卡从手卡丢弃，以自己场上1只怪兽为对象：这个回合，那只怪兽不会被战斗·效果破坏，那只怪兽在场上发动的效果不会被无效化。',
          en: 'During either turn, discard this card, target 1 monster you control: this turn, it cannot be destroyed by battle or card effects, and its effects activated on the field cannot be negated.',
        },
      },
    ],
  }),
  textCard({
    id: 990160302,
    name: '呜呼的落穴',
    type: 'trap normal',
    en: 'Woe Trap Hole',
    // It destroys the monster that activated (no target): set in the chain, that monster is still destroyed (:293).
    text: '①：对方场上的怪兽的效果发动时才能发动。那只怪兽破坏。',
  }),
  textCard({
    id: 990160303,
    name: '金满而谦虚之壶',
    type: 'spell normal',
    en: 'Pot of Prosperity',
    // Its pledge (no draw by card effects this turn) is what the reference judges (誓约.rst:54); what it adds is simplified.
    text: '这个卡名的卡在1回合只能发动1张，这张卡发动的回合，自己不能用卡的效果抽卡。①：从额外卡组把3张里侧表示的卡随机除外才能发动。从自己卡组上面把3张卡翻开，从那之中选1张加入手卡，剩下的卡用喜欢的顺序回到卡组下面。',
  }),
  textCard({
    id: 990160304,
    name: '原石的穿光',
    type: 'trap normal',
    en: 'Primite Drillbeam',
    // 「…的效果无效并除外」 of one face-up card it targets (卡片的抗性.rst:44, :79); its condition and ② are left out.
    text: '①：以场上1张表侧表示的卡为对象才能发动。那张卡的效果无效并除外。',
  }),
  textCard({
    id: 990160306,
    name: '女武神·希格露恩',
    type: 'monster effect',
    en: 'Valkyrie Sigrun',
    aliases: ['女武神 希格露恩'],
    level: 8,
    atk: 2800,
    def: 2000,
    race: '天使族',
    attribute: '光',
    // Its ① (send a Spell/Trap of mine, then summon itself) is the one judged (只能有○○存在.rst:52, :149, :311); ② is left out.
    text: '①：以自己场上1张表侧表示的魔法·陷阱卡为对象才能发动。那张卡送去墓地，这张卡从手卡特殊召唤。',
  }),
  textCard({
    id: 990160307,
    name: '万物创世龙',
    type: 'monster effect',
    en: 'Ten Thousand Dragon',
    level: 10,
    atk: -2,
    def: -2,
    race: '龙族',
    attribute: '暗',
    // Its ATK/DEF are 「？」 (0 face-down, 攻守计算.rst:57); its summon procedure and effects are left out.
    text: '这张卡不能通常召唤。这张卡的攻击力·守备力变成特殊召唤时解放的怪兽的等级合计×1000。',
  }),
  card({
    id: 990160309,
    name: '幻惑眼纳祭神',
    type: 'monster effect fusion',
    en: 'Relinquished Anima of Illusion',
    level: 1,
    atk: 0,
    def: 0,
    race: '魔法师族',
    attribute: '暗',
    // Its ① (no target: the monster made an equip card is chosen when it resolves) is the one judged (装备卡.rst:48).
    // Facts, not text: the compiler reads 「选对方场上1只…当作装备卡使用给这张卡装备」 as equipping this card itself.
    effects: [
      {
        n: 1,
        kind: 'ignition',
        oncePerTurn: 'soft',
        does: [{ do: 'equip', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, scope: 'choose', count: 1 }, from: 'monster', onto: 'self' }],
        summary: {
          zh: '1回合1次：选对方场上1只表侧表示怪兽当作装备卡使用给这张卡装备。',
          en: 'Once per turn: choose 1 face-up monster your opponent controls and equip it to this card as an Equip Card.',
        },
      },
    ],
  }),
  textCard({
    id: 990160310,
    name: '苏生的天空神',
    // A Trap: the rules reference has 陷阱无力化 (「场上的陷阱卡的效果无效化」) negate it (无效.rst:521).
    type: 'trap normal',
    en: 'Revival of the Sky God',
    // 「这个卡名的效果的发动和效果不会被无效化」 is what the reference judges (无效.rst:517); what it summons is simplified (Ra 「不能特殊召唤」: the card summons it ignoring its summoning conditions, CH-SUMMON-CONDITION).
    text: '这个卡名的卡在1回合只能发动1张，这个卡名的效果的发动和效果不会被无效化。①：从自己的手卡·卡组把1只「太阳神之翼神龙」无视召唤条件特殊召唤。',
  }),
];
