/**
 * Seed cards whose worked examples turn on destruction and removal: 黑洞 (seed 000 last example),
 * 旋风 / 宇宙旋风 / 二重旋风, 破坏轮, 狡猾的落穴 (seed 002 2.2), 弩弓部队 (seed 002 五),
 * 流氓佣兵部队 / 贤者 喀戎 (seed 000 主要流程1), 次元魔法 (seed 000 3.2).
 */
import type { CardFilter } from '../../facts.js';
import { card } from '../dsl.js';

const SPELL_TRAP_ON_FIELD: CardFilter = { kind: ['spell', 'trap'], place: 'field' };

export const destructionCards = [
  card({
    id: 53129443,
    name: '黑洞',
    type: 'spell',
    official: '黑洞',
    en: 'Dark Hole',
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'destroy', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' } }],
        summary: { zh: '场上的怪兽全部破坏。', en: 'Destroy all monsters on the field.' },
      },
    ],
  }),
  card({
    id: 5318639,
    name: '旋风',
    type: 'spell quickplay',
    official: '气旋',
    en: 'Mystical Space Typhoon',
    aliases: ['MST'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: SPELL_TRAP_ON_FIELD, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '以场上1张魔法·陷阱卡为对象，把它破坏。没有特定的发动时点。', en: 'Target 1 Spell/Trap on the field; destroy it. It has no particular activation timing.' },
      },
    ],
  }),
  card({
    id: 8267140,
    name: '宇宙旋风',
    type: 'spell quickplay',
    official: '宇宙气旋',
    en: 'Cosmic Cyclone',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }],
        targets: { filter: SPELL_TRAP_ON_FIELD, count: 1 },
        does: [{ do: 'banish', what: 'targets' }],
        summary: { zh: '支付1000基本分，以场上1张魔法·陷阱卡为对象，把它除外。', en: 'Pay 1000 LP, target 1 Spell/Trap on the field; banish it.' },
      },
    ],
  }),
  card({
    id: 75652080,
    name: '二重旋风',
    type: 'spell quickplay',
    official: '二重旋风',
    en: 'Double Cyclone',
    aliases: ['双重旋风'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: ['spell', 'trap'], place: 'field' }, count: 2 },
        does: [{ do: 'destroy', what: 'targets', note: '1 Spell/Trap you control and 1 your opponent controls' }],
        summary: {
          zh: '以自己场上1张和对方场上1张魔法·陷阱卡为对象，把它们破坏。',
          en: 'Target 1 Spell/Trap you control and 1 your opponent controls; destroy them.',
        },
      },
    ],
  }),
  card({
    id: 83555666,
    name: '破坏轮',
    type: 'trap',
    official: '破坏轮',
    en: 'Ring of Destruction',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'turn', whose: 'opponent' }],
        // 「那只表侧表示怪兽破坏」: a target turned face-down is not destroyed, and no damage follows (CH-TARGET-RESTATED, review s45-rv1).
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, count: 1, restated: { face: true } },
        oncePerTurn: 'hard',
        does: [
          { do: 'destroy', what: 'targets' },
          { do: 'damage', player: 'self', ifDone: true, note: "the target's original ATK" },
          { do: 'damage', player: 'opponent', then: true, note: 'the same amount you took' },
        ],
        summary: {
          zh: '对方回合，以对方场上1只攻击力在对方基本分以下的表侧怪兽为对象：破坏它，自己受到它原本攻击力的伤害，那之后对方受到相同伤害。1回合只能发动1张。',
          en: "Opponent's turn: target 1 face-up monster they control with ATK ≤ their LP; destroy it, take damage equal to its original ATK, then inflict the same damage to them. Once per turn by name.",
        },
      },
    ],
  }),
  card({
    id: 99590524,
    name: '狡猾的落穴',
    type: 'trap',
    official: '狡猾落穴',
    en: 'Treacherous Trap Hole',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'none', filter: { side: 'self', kind: 'trap', place: 'gy' } }],
        targets: { filter: { kind: 'monster', place: 'monster' }, count: 2 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: {
          zh: '自己墓地没有陷阱卡时，以场上2只怪兽为对象，把它们破坏。这只是发动条件：处理时墓地有陷阱卡也照常破坏。',
          en: 'If there is no Trap in your GY: target 2 monsters on the field; destroy them. Only an activation condition: it still resolves if a Trap reaches your GY meanwhile.',
        },
      },
    ],
  }),
  card({
    id: 80584548,
    name: '弩弓部队',
    type: 'trap',
    official: '弩弓部队',
    en: 'Ballista Squad',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'tribute', what: { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 } }],
        targets: { filter: { side: 'opponent', place: 'field' }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '解放自己场上1只怪兽，以对方场上1张卡为对象，把它破坏。', en: "Tribute 1 monster you control, target 1 card your opponent controls; destroy it." },
      },
    ],
  }),
  card({
    id: 74131780,
    name: '流氓佣兵部队',
    type: 'monster effect',
    official: '流氓佣兵部队',
    en: 'Exiled Force',
    level: 4,
    atk: 1000,
    def: 1000,
    race: '战士族',
    attribute: '地',
    effects: [
      {
        kind: 'ignition',
        cost: [{ do: 'tribute', what: 'self' }],
        targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '起动效果：把这张卡解放，以场上1只怪兽为对象，把它破坏。', en: 'Ignition: tribute this card, target 1 monster on the field; destroy it.' },
      },
    ],
  }),
  card({
    id: 16956455,
    name: '贤者 喀戎',
    type: 'monster effect',
    official: '贤士喀戎',
    en: 'Chiron the Mage',
    level: 4,
    atk: 1800,
    def: 1000,
    race: '兽战士族',
    attribute: '地',
    effects: [
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        cost: [{ do: 'discard', what: { filter: { side: 'self', kind: 'spell', place: 'hand' }, scope: 'choose', count: 1 } }],
        targets: { filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'field' }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: {
          zh: '1回合1次，丢弃1张魔法卡，以对方场上1张魔法·陷阱卡为对象，把它破坏。',
          en: "Once per turn: discard 1 Spell, target 1 Spell/Trap your opponent controls; destroy it.",
        },
      },
    ],
  }),
  card({
    id: 28553439,
    name: '次元魔法',
    type: 'spell quickplay',
    official: '次元魔法',
    en: 'Magical Dimension',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'monster', race: '魔法师族' } }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'monster' }, count: 1 },
        does: [
          { do: 'tribute', what: 'targets' },
          { do: 'special-summon', from: 'hand', what: { filter: { side: 'self', kind: 'monster', race: '魔法师族', place: 'hand' }, scope: 'choose', count: 1 } },
          { do: 'destroy', then: true, optional: true, what: { filter: { kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 } },
        ],
        summary: {
          zh: '自己场上有魔法师族时，以自己1只怪兽为对象：解放它，从手卡特殊召唤1只魔法师族，那之后可以选场上1只怪兽破坏。',
          en: 'If you control a Spellcaster: target 1 monster you control; tribute it, Special Summon 1 Spellcaster from your hand, then you can destroy 1 monster on the field.',
        },
      },
    ],
  }),
];
