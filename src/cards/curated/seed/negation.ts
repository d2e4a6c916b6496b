/**
 * Seed cards that negate: counter traps, "when … is activated" answers and continuous negations
 * (seed 000 last example; seed 002 一, 2.1, 3.1, 6.3). Facts follow today's card texts.
 */
import type { CardFilter } from '../../facts.js';
import { card } from '../dsl.js';

const MONSTER_ON_FIELD: CardFilter = { kind: 'monster', place: 'monster' };

export const negationCards = [
  card({
    id: 2926176,
    name: '王家的诅咒',
    type: 'trap counter',
    official: '王家的诅咒',
    en: 'Curse of Royal',
    aliases: ['Royal Curse'],
    effects: [
      {
        kind: 'activation',
        respondsTo: {
          activation: 'card',
          cardKind: ['spell', 'trap'],
          targetsExactly: { count: 1, filter: { kind: ['spell', 'trap'], place: 'field' } },
          destroysItsTarget: true,
        },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '只能回应「只以场上1张魔法·陷阱卡为对象并把它破坏」的魔法·陷阱卡的发动：那个发动无效并破坏。',
          en: 'Answers only a Spell/Trap card activation that targets exactly 1 Spell/Trap on the field and would destroy it: negate that activation and destroy the card.',
        },
      },
    ],
    textChange: {
      zh: '旧文本可以无效任何魔法·陷阱卡的发动；现在的文本只能回应「只以场上1张魔法·陷阱卡为对象并把它破坏」的魔法·陷阱卡发动。因此对「我身作盾」等不以魔法·陷阱卡为对象的卡不能发动。',
      en: 'The old text negated any Spell/Trap activation; today it only answers a Spell/Trap card activation that targets exactly 1 Spell/Trap on the field and would destroy it, so it cannot answer cards such as My Body as a Shield.',
    },
  }),
  card({
    id: 69279219,
    name: '我身作盾',
    type: 'spell quickplay',
    official: '我身作盾',
    en: 'My Body as a Shield',
    effects: [
      {
        kind: 'activation',
        respondsTo: { by: 'opponent', activation: 'any', wouldDestroy: MONSTER_ON_FIELD },
        cost: [{ do: 'pay-lp', amount: 1500, player: 'self' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '对方发动会破坏场上怪兽的卡·效果时，支付1500基本分发动：那个发动无效并破坏。',
          en: 'When the opponent activates a card or effect that would destroy monster(s) on the field: pay 1500 LP; negate that activation and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 49010598,
    name: '天罚',
    type: 'trap counter',
    official: '天谴',
    en: 'Divine Wrath',
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'monster', activation: 'effect' },
        cost: [{ do: 'discard', player: 'self', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '怪兽效果发动时，丢弃1张手卡发动：那个发动无效并破坏。对不发动的永续效果无能为力。',
          en: 'When a monster effect is activated: discard 1 card; negate that activation and destroy it. Useless against effects that are not activated.',
        },
      },
    ],
  }),
  card({
    id: 41420027,
    name: '神之宣告',
    type: 'trap counter',
    official: '神之宣告',
    en: 'Solemn Judgment',
    aliases: ['神宣'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: { activation: 'card', cardKind: ['spell', 'trap'] },
        cost: [{ do: 'pay-lp', amount: 'half', player: 'self' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '①的选项之一：魔法·陷阱卡发动时，支付一半基本分：那个发动无效并破坏。',
          en: 'One choice of ①: when a Spell/Trap card is activated, pay half your LP; negate that activation and destroy it.',
        },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        respondsToSummon: { summon: ['normal', 'flip', 'special'] },
        cost: [{ do: 'pay-lp', amount: 'half', player: 'self' }],
        does: [
          { do: 'negate-summon', what: 'event-cards' },
          { do: 'destroy', what: 'event-cards' },
        ],
        summary: {
          zh: '①的选项之一：怪兽召唤·反转召唤·特殊召唤之际，支付一半基本分：那次召唤无效，那些怪兽破坏。',
          en: 'One choice of ①: while a monster would be Normal, Flip or Special Summoned, pay half your LP; negate the summon and destroy the monster(s).',
        },
      },
    ],
  }),
  card({
    id: 78700060,
    name: '死灵骑士',
    type: 'monster effect',
    official: '死灵骑士',
    en: 'Doomcaliber Knight',
    level: 4,
    atk: 1900,
    def: 1800,
    race: '恶魔族',
    attribute: '暗',
    // 「不能特殊召唤」 is an unnumbered restriction; ① is the quick effect.
    effects: [
      {
        kind: 'quick',
        mandatory: true,
        respondsTo: { cardKind: 'monster', activation: 'effect' },
        cost: [{ do: 'tribute', what: 'self' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '必发的诱发即时效果：怪兽效果发动时，把这张卡解放：那个发动无效并破坏。这张卡不能特殊召唤。',
          en: 'Mandatory quick effect: when a monster effect is activated, tribute this card; negate that activation and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 59822133,
    name: '青眼精灵龙',
    type: 'monster effect synchro',
    official: '青眼精灵龙',
    en: 'Blue-Eyes Spirit Dragon',
    level: 9,
    atk: 2500,
    def: 3000,
    race: '龙族',
    attribute: '光',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: 'neither player can special summon 2 or more monsters at the same time' }],
        summary: { zh: '在怪兽区域存在期间，双方不能同时特殊召唤2只以上的怪兽。', en: 'While on the field, neither player can Special Summon 2 or more monsters at once.' },
      },
      {
        kind: 'quick',
        respondsTo: { from: 'gy', activation: 'effect' },
        oncePerTurn: 'soft',
        does: [{ do: 'negate-activation', what: 'activation' }],
        summary: {
          zh: '1回合1次，在墓地发动的卡的效果发动时：那个发动无效。为支付代价离开场上的效果是在场上发动的，不能回应。',
          en: 'Once per turn, when an effect is activated in the GY: negate that activation. Effects whose card left the field as a cost were activated on the field and cannot be answered.',
        },
      },
      {
        kind: 'quick',
        cost: [{ do: 'tribute', what: 'self' }],
        condition: [{ is: 'other', note: 'this card was Synchro Summoned' }],
        does: [
          {
            do: 'special-summon',
            from: 'extra',
            what: { filter: { kind: 'monster', subtypes: ['synchro'], race: '龙族', attribute: '光', place: 'extra', side: 'self' }, scope: 'choose', count: 1 },
            position: 'defense',
            note: 'not 青眼精灵龙; destroyed in the End Phase',
          },
        ],
        summary: {
          zh: '自己·对方回合，把同调召唤的这张卡解放：从额外卡组把1只光属性龙族同调怪兽守备表示特殊召唤，那只怪兽在结束阶段破坏。',
          en: "Either player's turn: tribute this Synchro-Summoned card; Special Summon 1 LIGHT Dragon Synchro from the Extra Deck in defence position, destroyed during the End Phase.",
        },
      },
    ],
  }),
  card({
    id: 65403020,
    name: '终结之阿努比斯',
    type: 'monster effect',
    official: '终结之阿努比斯',
    en: 'The End of Anubis',
    level: 6,
    atk: 2500,
    def: 0,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          {
            do: 'negate-effects',
            what: { filter: {}, scope: 'all' },
            effects: [{ targeting: { place: 'gy' } }, { activatedFrom: 'gy', activatedOnly: true }],
            duration: 'permanent',
          },
        ],
        summary: {
          zh: '在怪兽区域存在期间，以墓地的卡为对象的效果，以及在墓地发动的效果全部无效。在场上发动的效果（即使代价让卡进了墓地）不受影响。',
          en: 'While on the field, effects that target a card in the GY, and effects activated in the GY, are negated. Effects activated on the field are untouched, even if a cost sent their card to the GY.',
        },
      },
    ],
  }),
  card({
    id: 62587693,
    name: '机怪神 超机怪虫神',
    type: 'monster effect flip',
    official: '机界降神 超机怪虫',
    en: 'Deus X-Krawler',
    aliases: ['机怪神超机怪虫神'],
    level: 9,
    atk: 2000,
    def: 3000,
    race: '昆虫族',
    attribute: '地',
    effects: [
      {
        kind: 'quick',
        respondsTo: { by: 'opponent', targets: { self: true, faceUp: false } },
        cost: [{ do: 'change-position', what: 'self', position: 'defense', note: 'flip face-up' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: {
          zh: '对方以里侧表示的这张卡为对象发动效果时，把这张卡变成表侧守备表示：那个发动无效并破坏。',
          en: 'When the opponent activates an effect targeting this face-down card: change it to face-up defence; negate that activation and destroy it.',
        },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        condition: [{ is: 'self-state', state: 'flipped' }],
        does: [
          {
            do: 'negate-effects',
            what: { filter: { side: 'opponent', kind: 'monster' }, scope: 'all' },
            effects: [{ side: 'opponent', cardKind: 'monster', activatedFrom: 'monster', activatedOnly: true }],
            duration: 'permanent',
          },
        ],
        summary: {
          zh: '反转过的这张卡在怪兽区域存在期间，对方场上的怪兽发动的效果无效（解放自身作为代价发动的效果也是在场上发动的）。',
          en: "While this flipped card is in the Monster Zone, effects activated by monsters on the opponent's field are negated (including ones that tribute themselves as a cost).",
        },
      },
      {
        kind: 'trigger',
        timing: 'if',
        trigger: { event: 'destroyed', from: 'field', cause: ['battle', 'effect'] },
        oncePerTurn: 'hard',
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { kind: 'monster', levelMin: 9, levelMax: 9, place: 'deck', side: 'self' }, scope: 'choose', count: 1 }, note: 'original race and attribute differ from this card' }],
        summary: {
          zh: '场上的这张卡被战斗·效果破坏的场合：从卡组把1只种族·属性和这张卡不同的9星怪兽加入手卡。',
          en: 'If destroyed on the field by battle or effect: add 1 Level 9 monster with a different Type and Attribute from the Deck to the hand.',
        },
      },
    ],
  }),
  card({
    id: 96474800,
    name: '魔法偏转器',
    type: 'trap',
    official: '魔法偏转器',
    en: 'Magic Deflector',
    effects: [
      {
        kind: 'activation',
        does: [
          {
            do: 'negate-effects',
            what: { filter: { kind: 'spell', subtypes: ['equip', 'field', 'continuous', 'quickplay'], place: 'field' }, scope: 'all' },
            duration: 'turn',
          },
        ],
        summary: {
          zh: '这个回合，场上的装备·场地·永续·速攻魔法卡的效果无效（已处理完的效果不会倒回）。',
          en: 'For the rest of the turn, Equip, Field, Continuous and Quick-Play Spells on the field have their effects negated (effects already resolved are not undone).',
        },
      },
    ],
  }),
];
