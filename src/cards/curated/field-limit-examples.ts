/**
 * Cards of the rules reference's 「只能有○○存在」 examples (docs/c03/只能有○○存在.rst) whose summons the
 * inference reads without what they bring — the Type, the place, how many — which is what a field limit
 * (群雄割据, 千查万别, 皇帝斗技场) reads. Written by hand from the card text in ../shared/data/cards.cdb.
 *
 * - 工作列车 红色信号: Special Summons itself (a Machine) from the hand.
 * - 被选中者: the monster it may summon is one of its controller's hand.
 * - 来自异次元的归还: summons as many of its controller's banished monsters as possible.
 * - 救援猫: two Level 3 or lower Beasts from the Deck.
 * - 过浅的墓穴: each player Sets 1 monster from their own GY.
 * - 英雄拜访: the card picked at random from its controller's hand is summoned when it is a monster — so the
 *   monsters it may bring are those of that hand (the inference read the destination as the place).
 * - 忍法 超变化之术: sends its two targets (a 「忍者」 of its controller, a face-up monster of the opponent) to
 *   the GY, then summons a Dragon, Dinosaur or Sea Serpent from the Deck (the inference read one target and
 *   summoned the targets).
 */
import { card } from './dsl.js';

export const fieldLimitExampleCards = [
  card({
    id: 34475451,
    name: '工作列车 红色信号',
    type: 'monster effect',
    official: '工作列车 红色信号',
    level: 3,
    atk: 1000,
    def: 1300,
    race: '机械族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' } },
        does: [
          { do: 'special-summon', what: 'self' },
          { do: 'other', note: 'the attack is redirected to this card; it is not destroyed by that battle' },
        ],
        // 「攻击对象转移为这张卡进行伤害计算」: the damage calculation is made as it resolves (CH-DAMAGE-CALC-PERFORMED).
        damageCalculation: true,
        summary: { zh: '对方怪兽的攻击宣言时：这张卡从手卡特殊召唤，攻击对象转移为这张卡，不会被那次战斗破坏。', en: 'When an opponent\'s monster declares an attack: Special Summon this card from the hand; the attack targets it, and it is not destroyed by that battle.' },
      },
    ],
  }),
  card({
    id: 21888494,
    name: '被选中者',
    type: 'spell',
    official: '被选中者',
    en: 'The Chosen One',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'hand' }, scope: 'choose', count: 1 }, from: 'hand', note: 'the monster among 3 chosen cards (1 monster, 2 non-monsters) if the opponent picks it at random; the others go to the GY' },
          { do: 'send-to-gy', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 2 }, from: 'hand' },
        ],
        summary: { zh: '选自己手卡1张怪兽卡和2张怪兽以外的卡，对方随机选1张：选中怪兽的场合特殊召唤，其他送去墓地；否则全部送去墓地。', en: 'Choose 1 monster and 2 non-monsters from your hand; your opponent picks 1 at random: if it is the monster, Special Summon it and send the rest to the GY; otherwise send all 3.' },
      },
    ],
  }),
  card({
    id: 27174286,
    name: '来自异次元的归还',
    type: 'trap',
    official: '来自异次元的归还',
    en: 'Return from the Different Dimension',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 'half' }],
        does: [
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'banished' }, scope: 'all' }, from: 'banished', note: 'as many as possible' },
          { do: 'banish', what: 'event-cards', duration: 'end-phase', note: 'in the End Phase, the monsters summoned by it' },
        ],
        summary: { zh: '支付一半基本分：自己被除外的怪兽尽可能特殊召唤；结束阶段那些怪兽除外。', en: 'Pay half your LP: Special Summon as many of your banished monsters as possible; banish them in the End Phase.' },
      },
    ],
  }),
  card({
    id: 14878871,
    name: '救援猫',
    type: 'monster effect',
    official: '救援猫',
    en: 'Rescue Cat',
    level: 4,
    atk: 300,
    def: 100,
    race: '兽族',
    attribute: '地',
    effects: [
      {
        kind: 'ignition',
        oncePerTurn: 'hard',
        cost: [{ do: 'send-to-gy', what: 'self' }],
        does: [
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', race: '兽族', levelMax: 3, place: 'deck' }, scope: 'choose', count: 2 }, from: 'deck' },
          { do: 'other', note: 'their effects are negated; they are destroyed in the End Phase' },
        ],
        summary: { zh: '把场上的这张卡送去墓地：从卡组把2只3星以下的兽族怪兽特殊召唤（效果无效化，结束阶段破坏）。', en: 'Send this card from the field to the GY: Special Summon 2 Level 3 or lower Beasts from your Deck (effects negated, destroyed in the End Phase).' },
      },
    ],
  }),
  card({
    id: 43434803,
    name: '过浅的墓穴',
    type: 'spell',
    official: '过浅的墓穴',
    en: 'The Shallow Grave',
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'special-summon', player: 'both', what: { filter: { kind: 'monster', place: 'gy' }, scope: 'choose', count: 1 }, from: 'gy', position: 'face-down-defense', note: 'each player Sets 1 monster from their own GY' }],
        summary: { zh: '双方各自从自己墓地选1只怪兽里侧守备表示特殊召唤。', en: 'Each player Special Summons 1 monster from their own GY in face-down Defense Position.' },
      },
    ],
  }),
  card({
    id: 21597117,
    name: '英雄拜访',
    type: 'trap',
    official: '英雄拜访',
    effects: [
      {
        kind: 'activation',
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' } },
        timing: 'when',
        does: [
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'hand' }, scope: 'choose', count: 1 }, from: 'hand', note: 'the card the opponent picks at random from the hand, when it is a monster' },
          { do: 'send-to-gy', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 }, from: 'hand', optional: true, note: 'the picked card when it is not a monster' },
        ],
        summary: { zh: '对方怪兽攻击宣言时：对方从自己手卡随机选1张，是怪兽的场合在自己场上特殊召唤，不是的场合送去墓地。', en: "When an opponent's monster declares an attack: your opponent picks 1 card in your hand at random; Special Summon it if it is a monster, otherwise send it to the GY." },
      },
    ],
  }),
  card({
    id: 90200789,
    name: '忍法 超变化之术',
    type: 'trap continuous',
    official: '忍法 超变化之术',
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: 'monster', place: 'monster' }, count: 2 },
        staysOnField: true,
        does: [
          { do: 'send-to-gy', what: 'targets', note: 'a 「忍者」 monster of its controller and a face-up monster of the opponent' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', race: ['龙族', '恐龙族', '海龙族'], place: 'deck' }, scope: 'choose', count: 1 }, from: 'deck', note: 'Level up to the two targets’ Levels added together' },
        ],
        summary: { zh: '以自己场上1只「忍者」怪兽和对方场上1只表侧怪兽为对象：送去墓地，从卡组把1只等级合计以下的龙族·恐龙族·海龙族怪兽特殊召唤。', en: 'Target 1 "Ninja" monster you control and 1 face-up monster your opponent controls: send them to the GY, then Special Summon 1 Dragon, Dinosaur or Sea Serpent from your Deck whose Level is up to their combined Levels.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'banish', what: 'event-cards', note: 'when this card leaves the field, the monster it summoned is banished' }],
        summary: { zh: '这张卡从场上离开时，那只怪兽除外。', en: 'When this card leaves the field, banish that monster.' },
      },
    ],
  }),
];

/** 「只能有1张表侧表示存在」 cards of the same chapter (Card.uniqueFaceUp). */
export const uniqueExampleCards = [
  card({
    id: 47482043,
    name: '古代的机械苏生',
    type: 'trap continuous',
    official: '古代的机械苏生',
    en: 'Ancient Gear Reborn',
    uniqueFaceUp: true,
    effects: [
      {
        n: 0,
        kind: 'activation',
        does: [{ do: 'other', note: 'nothing happens at resolution: the card stays face-up and its effects apply' }],
        summary: { zh: '卡的发动（入连锁）；处理后表侧留在场上。', en: 'Card activation (a chain link); the card stays face-up.' },
      },
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', unique: { field: 'self' }, note: 'only 1 face-up "Ancient Gear Reborn" on your field' }],
        summary: { zh: '「古代的机械苏生」在自己场上只能有1张表侧表示存在。', en: 'You can only control 1 face-up "Ancient Gear Reborn".' },
      },
      {
        n: 2,
        kind: 'quick',
        oncePerTurn: 'soft',
        condition: [{ is: 'none', filter: { side: 'self', kind: 'monster', place: 'monster' } }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '古代的机械' }, count: 1 },
        does: [
          { do: 'special-summon', what: 'targets' },
          { do: 'modify-stats', what: 'targets', stat: 'atk', change: { layer: 'current', op: 'add', value: 200 }, note: '+200 ATK' },
        ],
        summary: { zh: '1回合1次，自己场上没有怪兽时，以自己墓地1只「古代的机械」怪兽为对象：特殊召唤，攻击力上升200。', en: 'Once per turn, while you control no monsters: target 1 "Ancient Gear" monster in your GY; Special Summon it, it gains 200 ATK.' },
      },
    ],
  }),
];
