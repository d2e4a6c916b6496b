/**
 * Seed cards that trigger on summons, on leaving the field or on a negation: the SEGOC example of
 * seed 002 6.3 (三眼怪, 绊倒, 光帝 克赖斯, 自然螳螂, 死灵骑士), the window examples of seed 000
 * (时花之魔女 and 魂之纲, 冥王龙 断罪神, 生还的宝札) and seed 002 2.2 / 6.2 (永火恶魔, 永火幻象,
 * 魔术师的导门阵 → 夜尽巫师, 敌人操纵器).
 */
import type { CardFilter } from '../../facts.js';
import { card } from '../dsl.js';
import { plainActivation } from './common.js';

const ANY_MONSTER: CardFilter = { kind: 'monster' };

export const summonTriggerCards = [
  card({
    id: 26202165,
    name: '三眼怪',
    type: 'monster effect',
    official: '三眼怪',
    en: 'Sangan',
    level: 3,
    atk: 1000,
    def: 600,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        mandatory: true,
        timing: 'if',
        trigger: { event: 'sent-to-gy', from: 'field' },
        oncePerTurn: 'hard',
        does: [
          { do: 'add-to-hand', from: 'deck', what: { filter: { side: 'self', kind: 'monster', atkMax: 1500, place: 'deck' }, scope: 'choose', count: 1 } },
        ],
        summary: {
          zh: '必发：这张卡从场上送去墓地的场合，从卡组把1只攻击力1500以下的怪兽加入手卡（这回合不能发动那张卡及同名卡的效果）。卡名1回合1次。',
          en: 'Mandatory: if this card is sent from the field to the GY, add 1 monster with 1500 or less ATK from the Deck to the hand (you cannot activate that card or its namesakes this turn). Once per turn by name.',
        },
      },
    ],
  }),
  card({
    id: 57666212,
    name: '光帝 克赖斯',
    type: 'monster effect',
    official: '光帝克莱斯',
    en: 'Kuraz the Light Monarch',
    aliases: ['光帝克赖斯'],
    level: 6,
    atk: 2400,
    def: 1000,
    race: '战士族',
    attribute: '光',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: ['summoned', 'special-summoned'] },
        targets: { filter: { place: 'field' }, count: 2, upTo: true },
        does: [
          { do: 'destroy', what: 'targets' },
          // 「破坏的卡的控制者可以从卡组抽出破坏的数量」: only the players whose cards were destroyed, as many as theirs, each if they choose.
          { do: 'draw', player: 'both', then: true, optional: true, perControllerMoved: 'destroyed', note: "each destroyed card's controller may draw 1 per card" },
        ],
        summary: {
          zh: '召唤·特殊召唤成功时，可以以场上最多2张卡为对象：破坏它们，被破坏的卡的控制者可以从卡组抽出破坏的数量。「…时」的选发效果，会错过时点。',
          en: 'When Normal or Special Summoned: you can target up to 2 cards on the field; destroy them; their controllers may draw 1 card for each of theirs. An optional "when" effect: it can miss its timing.',
        },
      },
      {
        kind: 'continuous',
        does: [{ do: 'cannot-attack', what: 'self', duration: 'turn' }],
        summary: { zh: '召唤·特殊召唤的回合不能攻击。', en: 'Cannot attack the turn it is Normal or Special Summoned.' },
      },
    ],
  }),
  card({
    id: 34646691,
    name: '绊倒',
    type: 'spell continuous',
    official: '绊倒',
    en: 'Stumbling',
    effects: [
      plainActivation(),
      {
        kind: 'trigger',
        mandatory: true,
        timing: 'if',
        staysOnField: true,
        trigger: { event: ['summoned', 'flip-summoned', 'special-summoned'], subject: ANY_MONSTER },
        does: [{ do: 'change-position', what: 'event-cards', position: 'defense' }],
        summary: {
          zh: '必发：怪兽召唤·反转召唤·特殊召唤的场合，那些怪兽变成守备表示。',
          en: 'Mandatory: whenever a monster is Normal, Flip or Special Summoned, change it to defence position.',
        },
      },
    ],
  }),
  card({
    id: 51254980,
    name: '自然螳螂',
    type: 'monster effect',
    official: '大植然螳螂',
    en: 'Naturia Mantis',
    level: 4,
    atk: 1700,
    def: 1500,
    race: '昆虫族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned', subject: { side: 'opponent', kind: 'monster' } },
        cost: [{ do: 'send-to-gy', from: 'hand', what: { filter: { side: 'self', kind: 'monster', archetype: '自然', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [{ do: 'destroy', what: 'event-cards' }],
        summary: {
          zh: '对方通常召唤成功时，可以从手卡把1只「自然」怪兽送去墓地：那只怪兽破坏。',
          en: 'When your opponent Normal Summons a monster: you can send 1 "Naturia" monster from your hand to the GY; destroy that monster.',
        },
      },
    ],
  }),
  card({
    id: 36405256,
    name: '时花之魔女',
    type: 'monster effect',
    official: '鲜花之魔女',
    en: 'Sorciere de Fleur',
    level: 8,
    atk: 2900,
    def: 0,
    race: '魔法师族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        mandatory: true,
        timing: 'if',
        trigger: { event: ['summoned', 'special-summoned'] },
        oncePerTurn: 'hard',
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'gy' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', from: 'gy', note: "to your field; it cannot attack directly and is destroyed in this turn's End Phase" }],
        summary: {
          zh: '召唤·特殊召唤的场合，以对方墓地1只怪兽为对象发动：在自己场上特殊召唤（不能直接攻击，结束阶段破坏）。卡名1回合1次。',
          en: "If Normal or Special Summoned: target 1 monster in the opponent's GY; Special Summon it to your field (cannot attack directly, destroyed in the End Phase). Once per turn by name.",
        },
      },
    ],
  }),
  card({
    id: 37383714,
    name: '魂之纲',
    type: 'trap',
    official: '魂之绳索',
    en: 'Soul Rope',
    aliases: ['魂之绳索'],
    effects: [
      {
        kind: 'activation',
        trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' }, from: 'monster', cause: 'effect' },
        timing: 'when',
        cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }],
        does: [{ do: 'special-summon', from: 'deck', what: { filter: { side: 'self', kind: 'monster', levelMin: 4, levelMax: 4, place: 'deck' }, scope: 'choose', count: 1 } }],
        summary: {
          zh: '自己场上的怪兽被效果破坏送去墓地时，支付1000基本分：从卡组特殊召唤1只4星怪兽。',
          en: 'When a monster you control is destroyed by an effect and sent to the GY: pay 1000 LP; Special Summon 1 Level 4 monster from your Deck.',
        },
      },
    ],
  }),
  card({
    id: 24857466,
    name: '冥王龙 断罪神',
    type: 'monster effect',
    official: '冥王龙梵达吉翁',
    en: "Van'Dalgyon the Dark Dragon Lord",
    aliases: ['冥王龙', '断罪神', '冥王龙断罪神'],
    level: 8,
    atk: 2800,
    def: 2500,
    race: '龙族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'activation-negated', subject: { side: 'opponent' }, by: 'self', byCounterTrap: true },
        does: [
          { do: 'special-summon', what: 'self', from: 'hand' },
          { do: 'damage', player: 'opponent', amount: 1500, then: true, optional: true, ifNegatedKind: 'spell' },
          { do: 'destroy', then: true, optional: true, ifNegatedKind: 'trap', what: { filter: { side: 'opponent', place: 'field' }, scope: 'choose', count: 1 } },
          { do: 'special-summon', then: true, optional: true, ifNegatedKind: 'monster', from: 'gy', what: { filter: { side: 'self', kind: 'monster', place: 'gy' }, scope: 'choose', count: 1 } },
        ],
        summary: {
          zh: '自己的反击陷阱把对方的卡·效果的发动无效的场合，可以从手卡发动：这张卡特殊召唤，之后按被无效的卡的种类适用：魔法→给对方1500伤害；陷阱→破坏对方场上1张卡；怪兽→从自己墓地特殊召唤1只怪兽。',
          en: "If your Counter Trap negates the activation of your opponent's card or effect, you can activate this from your hand: Special Summon it, then by the negated card's type you can apply: Spell — 1500 damage to them; Trap — destroy 1 card they control; Monster — Special Summon 1 monster from your GY.",
        },
      },
    ],
    textChange: {
      zh: '旧文本（种子文档和2019年数据库）是「可以从手卡特殊召唤」加上「这样特殊召唤成功时」另行发动的必发效果，只对对方「卡的发动」有效。现在的文本是1个选发的「…场合」效果：特殊召唤后直接适用按种类的效果，不再有第二次连锁；无效怪兽效果的发动也可以。',
      en: "The old text (the seed and the 2019 database) special summoned it from the hand and then, as a separate mandatory trigger on that summon, applied the effect by card type; it only counted card activations. Today it is one optional 'if' effect: it special summons itself and then applies the type effect in the same resolution, with no second chain; negated monster effects count too.",
    },
  }),
  card({
    id: 57953380,
    name: '生还的宝札',
    type: 'spell continuous',
    official: '生还的宝牌',
    en: 'Card of Safe Return',
    effects: [
      plainActivation(),
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        staysOnField: true,
        trigger: { event: 'special-summoned', subject: { side: 'self', kind: 'monster' }, from: 'gy' },
        does: [{ do: 'draw', player: 'self', amount: 1 }],
        summary: {
          zh: '怪兽从自己墓地特殊召唤成功时，可以抽1张。',
          en: 'When a monster is Special Summoned from your GY: you can draw 1 card.',
        },
      },
    ],
  }),
  card({
    id: 36107810,
    name: '夜尽巫师',
    type: 'monster effect tuner',
    official: '夜末巫师',
    en: "Night's End Sorcerer",
    level: 2,
    atk: 1300,
    def: 400,
    race: '魔法师族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'special-summoned' },
        targets: { filter: { side: 'opponent', place: 'gy' }, count: 2, upTo: true },
        does: [{ do: 'banish', what: 'targets' }],
        summary: {
          zh: '特殊召唤成功时，以对方墓地最多2张卡为对象：除外。诱发效果不需要优先权，对方回合也能发动。',
          en: "When Special Summoned: target up to 2 cards in the opponent's GY; banish them. Trigger effects need no priority and work in either turn.",
        },
      },
    ],
  }),
  card({
    id: 99177923,
    name: '永火恶魔',
    type: 'monster effect',
    official: '无限狱恶魔',
    en: 'Infernity Archfiend',
    level: 4,
    atk: 1800,
    def: 1200,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'drawn' },
        condition: [{ is: 'other', note: 'your hand was empty when you drew it; reveal it' }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '手卡0张时抽到这张卡时，给对方观看：从手卡特殊召唤。', en: 'When you draw this card while your hand was empty: reveal it; Special Summon it.' },
      },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'special-summoned' },
        condition: [{ is: 'hand-size', side: 'self', op: '==', value: 0 }],
        resolutionCondition: [{ is: 'hand-size', side: 'self', op: '==', value: 0 }],
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { side: 'self', archetype: '永火', place: 'deck' }, scope: 'choose', count: 1 } }],
        summary: {
          zh: '特殊召唤成功时：从卡组把1张「永火」卡加入手卡。自己手卡0张才能发动，处理时也必须是0张。',
          en: 'When Special Summoned: add 1 "Infernity" card from the Deck to the hand. Needs an empty hand both to activate and to resolve.',
        },
      },
    ],
  }),
  card({
    id: 86197239,
    name: '永火幻象',
    type: 'monster effect',
    official: '无限狱幻象',
    en: 'Infernity Mirage',
    level: 1,
    atk: 0,
    def: 0,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'ignition',
        condition: [{ is: 'hand-size', side: 'self', op: '==', value: 0 }],
        cost: [{ do: 'tribute', what: 'self' }],
        targets: { filter: { side: 'self', kind: 'monster', archetype: '永火', place: 'gy' }, count: 2 },
        does: [{ do: 'special-summon', what: 'targets', from: 'gy' }],
        summary: {
          zh: '自己手卡0张时，把这张卡解放，以自己墓地2只「永火」怪兽为对象：特殊召唤（同时）。这张卡不能从墓地特殊召唤。',
          en: 'With an empty hand: tribute this card, target 2 "Infernity" monsters in your GY; Special Summon them at the same time. Cannot be Special Summoned from the GY.',
        },
      },
    ],
  }),
  card({
    id: 7922915,
    name: '魔术师的导门阵',
    type: 'trap',
    official: '魔术师导门',
    en: 'Magician Navigation',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'special-summon', from: 'hand', what: { filter: { side: 'self', id: 46986414, place: 'hand' }, scope: 'choose', count: 1 } },
          { do: 'special-summon', then: true, from: 'deck', what: { filter: { side: 'self', kind: 'monster', race: '魔法师族', attribute: '暗', levelMax: 7, place: 'deck' }, scope: 'choose', count: 1 } },
        ],
        summary: {
          zh: '从手卡特殊召唤1只「黑魔术师」，那之后从卡组特殊召唤1只7星以下的暗属性魔法师族。',
          en: 'Special Summon 1 "Dark Magician" from your hand, then 1 Level 7 or lower DARK Spellcaster from your Deck.',
        },
      },
      {
        kind: 'quick',
        from: 'gy',
        condition: [
          { is: 'exists', filter: { side: 'self', id: 46986414, place: 'monster' } },
          { is: 'not-this-turn', event: 'sent-to-gy' },
        ],
        cost: [{ do: 'banish', what: 'self' }],
        targets: { filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'field', faceUp: true }, count: 1 },
        does: [{ do: 'negate-effects', what: 'targets', duration: 'turn' }],
        summary: {
          zh: '自己场上有「黑魔术师」时，把墓地的这张卡除外，以对方场上1张表侧魔法·陷阱卡为对象：效果无效到回合结束。送去墓地的回合不能发动。',
          en: 'If you control "Dark Magician": banish this card from your GY, target 1 face-up Spell/Trap your opponent controls; negate its effects until end of turn. Not the turn it was sent to the GY.',
        },
      },
    ],
  }),
  card({
    id: 98045062,
    name: '敌人操纵器',
    type: 'spell quickplay',
    official: '敌人控制器',
    en: 'Enemy Controller',
    aliases: ['敌人控制器'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'change-position', what: 'targets' }],
        summary: { zh: '①的选项之一：以对方1只表侧怪兽为对象，改变它的表示形式。', en: "One choice of ①: target 1 face-up monster your opponent controls; change its battle position." },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        cost: [{ do: 'tribute', what: { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 } }],
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'take-control', what: 'targets', duration: 'end-phase' }],
        summary: { zh: '①的选项之一：解放自己1只怪兽，以对方1只表侧怪兽为对象，得到它的控制权直到结束阶段。', en: 'One choice of ①: tribute 1 monster, target 1 face-up monster your opponent controls; take control of it until the End Phase.' },
      },
    ],
  }),
];
