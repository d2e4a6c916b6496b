/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/战斗阶段流程.rst need,
 * written as restated card text (textCard: the compiler reads it like an imported card's). Only the effects the
 * rulings judge are kept, in our own words; a comment says what was left out.
 *
 * Passcodes marked "id unknown" are placeholders (990…): the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03BattleNewerThanCdb: Record<number, string> = {
  990160201: '双天将 金刚 — released 2020 (id unknown)',
  990160202: 'No.1 源数之门-壹 — released 2020 (id unknown)',
  990160203: '天威龙-真知蟠龙 — released 2019 (id unknown)',
  990160205: '斩机超阶乘 — released 2020 (id unknown)',
  990160206: '斩机加法 — released 2020 (id unknown)',
  990160207: 'No.3 地狱蝉王 — released 2020 (id unknown)',
};

export const c03BattleCards = [
  textCard({
    id: 990160201,
    name: '双天将 金刚',
    type: 'monster effect fusion',
    en: 'Dual Avatar - Empowered Kon-Gyo',
    level: 8,
    atk: 2800,
    def: 2000,
    race: '战士族',
    attribute: '光',
    // Its ② (no target: the card is chosen when it resolves) is the one judged (战斗阶段流程.rst:833); ① is left out.
    text: '②：1回合1次，这张卡进行战斗的伤害计算后才能发动。选对方场上1只怪兽回到持有者手卡。',
  }),
  textCard({
    id: 990160202,
    name: 'No.1 源数之门-壹',
    type: 'monster effect xyz',
    en: 'Number 1: Gate of Numeron - Ekam',
    level: 1,
    atk: 0,
    def: 0,
    race: '机械族',
    attribute: '光',
    // Its ② (at the end of the damage step, a cost only on the field can pay) is the one judged (:969); ① is left out.
    text: '②：这张卡进行战斗的伤害步骤结束时，把这张卡1个超量素材取除才能发动。自己场上的「源数」怪兽的攻击力直到回合结束时变成原本攻击力的2倍。',
  }),
  card({
    id: 990160203,
    name: '天威龙-真知蟠龙',
    type: 'monster effect',
    en: 'Tenyi Spirit - Vishuda',
    level: 8,
    atk: 2500,
    def: 2500,
    race: '幻龙族',
    attribute: '光',
    // Its summon from the hand (a monster of mine that is not an Effect Monster destroyed) is the one judged (:603);
    // what follows the summon is left out. Facts, not text: the compiler drops 「效果怪兽以外的」 from the subject.
    effects: [
      {
        n: 1,
        kind: 'trigger',
        from: 'hand',
        timing: 'if',
        mandatory: false,
        // 「效果怪兽以外的怪兽」: Normal Monsters and Tokens (a Gemini not summoned again is a Normal Monster).
        trigger: { event: 'destroyed', cause: ['effect', 'battle'], subject: { kind: 'monster', place: 'field', side: 'self', subtypes: ['normal', 'token'] } },
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: {
          zh: '自己场上的效果怪兽以外的怪兽被战斗·效果破坏的场合：这张卡从手卡特殊召唤。',
          en: 'If a non-Effect Monster you control is destroyed by battle or card effect: Special Summon this card from your hand.',
        },
      },
    ],
  }),
  textCard({
    id: 990160205,
    name: '斩机超阶乘',
    type: 'trap normal',
    en: 'Mathmech Superfactorial',
    // Summon from the GY, then an Xyz/Synchro Summon with only them (:1037).
    text: '①：以自己墓地最多3只「斩机」怪兽为对象才能发动。那些怪兽特殊召唤。那之后，只用那些怪兽为素材把1只电子界族超量怪兽超量召唤。',
  }),
  textCard({
    id: 990160206,
    name: '斩机加法',
    type: 'monster effect',
    en: 'Mathmech Addition',
    level: 4,
    atk: 1600,
    def: 1200,
    race: '电子界族',
    attribute: '暗',
    // A 「斩机」 monster for 斩机超阶乘; its effect is left out (it does not matter here).
    text: '这张卡不能作为同调素材。',
  }),
  textCard({
    id: 990160207,
    name: 'No.3 地狱蝉王',
    type: 'monster effect xyz',
    en: 'Number 3: Cicada King',
    level: 3,
    atk: 1200,
    def: 2600,
    race: '昆虫族',
    attribute: '地',
    // Its ② (「…发动时才能发动」 that negates nothing) is the one judged (:534); ① is left out.
    text: '②：1回合1次，对方把怪兽的效果发动时，把这张卡1个超量素材取除才能发动。自己场上1只昆虫族怪兽的守备力上升1000。',
  }),
];
