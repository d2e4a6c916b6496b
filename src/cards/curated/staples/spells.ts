/**
 * Staple Spells that ruling questions keep naming: revival (死者苏生, 过早的埋葬), draw (强欲之壶 and
 * its kin) and Deck searches/mills. Whether 灰流丽 can answer them follows from `does`: 增援,
 * 愚蠢的埋葬, 星球改造 and 强欲而谦虚之壶 (the excavated card is added from the Deck) include a listed
 * Deck action; 封印之黄金柜 (banishes, adds later from banishment) and 强欲而贪欲之壶 (banishing is the
 * cost, drawing is not "adding") do not.
 *
 * newer-than-cdb: none.
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb. */
export const spellsNewerThanCdb: Record<number, string> = {};

export const spellCards = [
  card({
    id: 83764718,
    name: '死者苏生',
    type: 'spell',
    official: '死者苏生',
    en: 'Monster Reborn',
    aliases: ['死苏', '死者复苏'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: 'monster', place: 'gy' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', from: 'gy', player: 'self' }],
        summary: { zh: '以双方墓地1只怪兽为对象：在自己场上特殊召唤。', en: 'Target 1 monster in either GY: Special Summon it to your field.' },
      },
    ],
  }),
  card({
    id: 70828912,
    name: '过早的埋葬',
    type: 'spell equip',
    official: '过早的埋葬',
    en: 'Premature Burial',
    aliases: ['早埋'],
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 800, player: 'self' }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy' }, count: 1 },
        staysOnField: true,
        does: [
          { do: 'special-summon', what: 'targets', from: 'gy', position: 'attack' },
          { do: 'equip', what: 'targets', note: 'this card is equipped to it' },
        ],
        summary: { zh: '支付800基本分，以自己墓地1只怪兽为对象：表侧攻击表示特殊召唤，把这张卡装备（处理时这张卡须在场）。', en: 'Pay 800 LP, target 1 monster in your GY: Special Summon it in Attack Position and equip it with this card.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'destroy', note: 'when this card is destroyed, the equipped monster is destroyed (not activated)' }],
        summary: { zh: '这张卡被破坏时装备怪兽破坏（不入连锁）。', en: 'If this card is destroyed, destroy the equipped monster (no chain).' },
      },
    ],
  }),
  card({
    id: 55144522,
    name: '强欲之壶',
    type: 'spell',
    official: '强欲之壶',
    en: 'Pot of Greed',
    aliases: ['强欲'],
    effects: [{ kind: 'activation', does: [{ do: 'draw', player: 'self', amount: 2 }], summary: { zh: '自己抽2张。', en: 'Draw 2.' } }],
  }),
  card({
    id: 98645731,
    name: '强欲而谦虚之壶',
    type: 'spell',
    official: '强欲而谦虚之壶',
    en: 'Pot of Duality',
    aliases: ['谦虚壶', '谦虚'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        // 誓约 (CH-PLEDGE): 「这张卡发动的回合，自己不能把怪兽特殊召唤」 binds from the activation, the effect negated or not; a Special
        // Summon made earlier this turn forbids the activation (CH-PLEDGE-DONE) — no condition of its own besides (one written as an
        // unread `other` made every answer say a condition was not understood).
        pledge: { forbids: 'special-summon', note: 'the turn this is activated: 自己不能把怪兽特殊召唤' },
        does: [
          { do: 'look', from: 'deck', note: 'excavate the top 3 cards of your Deck' },
          { do: 'add-to-hand', from: 'deck', note: '1 of the excavated cards' },
          { do: 'return-to-deck', then: true, note: 'the rest are shuffled back' },
        ],
        summary: { zh: '翻开自己卡组上面3张，选1张加入手卡，之后其余洗回卡组；发动的回合自己不能特殊召唤。', en: 'Excavate the top 3, add 1 to the hand, then shuffle the rest back; you cannot Special Summon the turn you activate it.' },
      },
    ],
  }),
  card({
    id: 49238328,
    name: '强欲而金满之壶',
    type: 'spell',
    official: '强欲且金满之壶',
    en: 'Pot of Extravagance',
    aliases: ['金满壶', '金满'],
    effects: [
      {
        kind: 'activation',
        // CMP-MAIN-PHASE-1-START: 「自己主要阶段1开始时」 — its player's Main Phase 1 only (an unread `other` let it be activated in Main
        // Phase 2 or the opponent's turn); the very start of the phase no situation states, so it is assumed and said.
        condition: [{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['main-phase-1'] }, { is: 'other', note: '自己主要阶段1开始时', unstated: true }],
        cost: [{ do: 'banish', from: 'extra', note: '3 or 6 random face-down cards from your Extra Deck, face-down' }],
        does: [{ do: 'draw', player: 'self', note: '1 card for every 3 banished' }],
        // CH-TURN-PART-DRAW-LOCK: 「这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡」 is part of the effect (docs/c03/誓约.rst:156–175): it
        // binds from its resolution, not when its activation or effect is negated (a step `other` before left later draws free).
        turnParts: [{ text: '这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡', comma: false, limits: [{ forbids: 'draw', note: 'lasting the turn once the effect applied: 自己不能用卡的效果抽卡' }] }],
        summary: { zh: '自己主要阶段1开始时，把额外卡组3或6张里侧卡随机里侧除外：每3张抽1张；发动后这个回合自己不能用卡的效果抽卡。', en: 'At the start of your Main Phase 1, banish 3 or 6 random face-down Extra Deck cards face-down: draw 1 per 3; you cannot draw by card effects for the rest of the turn.' },
      },
    ],
  }),
  card({
    id: 35261759,
    name: '强欲而贪欲之壶',
    type: 'spell',
    official: '强欲而贪欲之壶',
    en: 'Pot of Desires',
    aliases: ['贪欲壶', '贪欲'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        cost: [{ do: 'banish', from: 'deck', faceDown: true, note: 'the top 10 cards of your Deck, face-down' }],
        does: [{ do: 'draw', player: 'self', amount: 2 }],
        summary: { zh: '把自己卡组上面10张里侧除外（代价）：自己抽2张。', en: 'Banish the top 10 cards of your Deck face-down (cost): draw 2.' },
      },
    ],
  }),
  card({
    id: 70368879,
    name: '哥布林暴发户',
    type: 'spell',
    official: '暴发户格布林',
    en: 'Upstart Goblin',
    aliases: ['暴发户', '暴发户格布林'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'draw', player: 'self', amount: 1 },
          { do: 'gain-lp', then: true, player: 'opponent', amount: 1000 },
        ],
        summary: { zh: '自己抽1张，之后对方回复1000基本分。', en: 'Draw 1, then the opponent gains 1000 LP.' },
      },
    ],
  }),
  card({
    id: 79571449,
    name: '天使的施舍',
    type: 'spell',
    official: '天使的施舍',
    en: 'Graceful Charity',
    aliases: ['天施'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'draw', player: 'self', amount: 3 },
          { do: 'discard', then: true, player: 'self', amount: 2, note: '2 cards' },
        ],
        summary: { zh: '自己抽3张，之后丢弃2张手卡。', en: 'Draw 3, then discard 2.' },
      },
    ],
  }),
  card({
    id: 72892473,
    name: '手札抹杀',
    type: 'spell',
    official: '手牌抹杀',
    en: 'Card Destruction',
    aliases: ['手牌抹杀', '手抹'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'discard', player: 'both', what: { filter: { place: 'hand' }, scope: 'all' }, note: 'each player with a hand discards all of it' },
          { do: 'draw', then: true, player: 'both', perOwnDiscard: true, note: 'each draws as many as they discarded' },
        ],
        summary: { zh: '有手卡的玩家把手卡全部丢弃，之后各自抽丢弃的数量。', en: 'Each player with cards in hand discards them all, then draws that many.' },
      },
    ],
  }),
  card({
    id: 32807846,
    name: '增援',
    type: 'spell',
    official: '增援',
    en: 'Reinforcement of the Army',
    aliases: ['roa'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { kind: 'monster', race: '战士族', levelMax: 4 }, scope: 'choose', count: 1 } }],
        summary: { zh: '从卡组把1只4星以下的战士族怪兽加入手卡。', en: 'Add 1 Level 4 or lower Warrior from the Deck to the hand.' },
      },
    ],
  }),
  card({
    id: 81439173,
    name: '愚蠢的埋葬',
    type: 'spell',
    official: '愚蠢埋葬',
    en: 'Foolish Burial',
    aliases: ['愚埋', '愚蠢埋葬'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'send-to-gy', from: 'deck', what: { filter: { kind: 'monster', place: 'deck' }, scope: 'choose', count: 1 } }],
        summary: { zh: '从卡组把1只怪兽送去墓地。', en: 'Send 1 monster from the Deck to the GY.' },
      },
    ],
  }),
  card({
    id: 75500286,
    name: '封印之黄金柜',
    type: 'spell',
    official: '封印的黄金柜',
    en: 'Gold Sarcophagus',
    aliases: ['黄金柜'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'banish', from: 'deck', what: { filter: { side: 'self', place: 'deck' }, scope: 'choose', count: 1 } },
          // CH-DELAYED: 「发动后第2次的自己准备阶段」 — the count is said in the step left for later.
          { do: 'add-to-hand', from: 'banished', duration: 'next-standby', whenever: { event: 'phase-start', phase: 'standby-phase', on: ['standby-phase'], counted: { n: 2, whose: 'self' } }, note: 'during your 2nd Standby Phase after activation (not from the Deck)' },
        ],
        summary: { zh: '从卡组把1张卡除外；发动后自己第2次准备阶段把那张卡加入手卡（是从除外区加入，不是从卡组）。', en: 'Banish 1 card from your Deck; add it to the hand in your 2nd Standby Phase after activation (from banished, not from the Deck).' },
      },
    ],
  }),
  card({
    id: 33782437,
    name: '一时休战',
    type: 'spell',
    official: '暂时休战',
    en: 'One Day of Peace',
    aliases: ['暂时休战'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'draw', player: 'both', amount: 1 },
          { do: 'other', player: 'both', damageZero: true, note: "until the end of the opponent's next turn, neither player takes any damage" },
        ],
        summary: { zh: '双方各抽1张；直到对方下个回合结束时双方受到的全部伤害变成0。', en: "Each player draws 1; neither takes damage until the end of the opponent's next turn." },
      },
    ],
  }),
  card({
    id: 24094653,
    name: '融合',
    type: 'spell',
    official: '融合',
    en: 'Polymerization',
    aliases: ['融合召唤'],
    effects: [
      {
        kind: 'activation',
        // (WIN-SUMMON-HOW: the Fusion Monster is the pick — [特殊召唤 X] names it — and it is Fusion Summoned, `summonsAs`.)
        does: [{ do: 'special-summon', from: 'extra', what: { filter: { kind: 'monster', place: 'extra', side: 'self', subtypes: ['fusion'] }, scope: 'choose', count: 1 }, note: 'Fusion Summon 1 Fusion Monster using monsters from your hand or field as material' }],
        summonsAs: ['fusion'],
        summary: { zh: '用自己手卡·场上的怪兽作为素材，融合召唤1只融合怪兽。', en: 'Fusion Summon 1 Fusion Monster using monsters from your hand or field.' },
      },
    ],
  }),
  card({
    id: 1845204,
    name: '简易融合',
    type: 'spell',
    official: '简易结合',
    en: 'Instant Fusion',
    aliases: ['简易结合', '简融'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }],
        does: [
          { do: 'special-summon', from: 'extra', what: { filter: { kind: 'monster', subtypes: ['fusion'], levelMax: 5 }, scope: 'choose', count: 1 }, note: 'treated as a Fusion Summon; it cannot attack and is destroyed in the End Phase' },
          // WIN-END-PHASE-STEP: the End Phase destruction of the monster it summoned, a step left for then.
          { do: 'destroy', what: 'moved', movedBy: 'special-summon', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase', on: ['end-phase'] } },
        ],
        summary: { zh: '支付1000基本分：从额外卡组把1只5星以下的融合怪兽当作融合召唤特殊召唤（不能攻击，结束阶段破坏）。', en: 'Pay 1000 LP: Special Summon 1 Level 5 or lower Fusion Monster as a Fusion Summon (cannot attack; destroyed in the End Phase).' },
      },
    ],
  }),
  card({
    id: 73628505,
    name: '星球改造',
    type: 'spell',
    official: '星球改造',
    en: 'Terraforming',
    aliases: ['星改'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { kind: 'spell', subtypes: ['field'] }, scope: 'choose', count: 1 } }],
        summary: { zh: '从卡组把1张场地魔法卡加入手卡。', en: 'Add 1 Field Spell from the Deck to the hand.' },
      },
    ],
  }),
  // 封神镜 (Fengsheng Mirror), today's text: 「看对方手卡。对方手卡有灵魂怪兽存在的场合，选择1只灵魂怪兽丢弃去墓地。」 — the Spirit monster is
  // the opponent's, picked by this card's controller. Curated: the card-text compiler read 「丢弃」 as its controller discarding a card of
  // their own hand (「A 1张卡丢弃」).
  card({
    id: 37406863,
    name: '封神镜',
    type: 'spell',
    official: '封神镜',
    en: 'Fengsheng Mirror',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'look', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'all' }, note: "look at the opponent's hand" },
          { do: 'discard', player: 'opponent', conditional: true, what: { filter: { side: 'opponent', place: 'hand', kind: 'monster', subtypes: ['spirit'] }, scope: 'choose', count: 1 }, note: 'if it holds a Spirit monster: you choose 1 of them, discarded to the GY' },
        ],
        summary: { zh: '看对方手卡：其中有灵魂怪兽的场合，自己选那之中1只丢弃去墓地。', en: "Look at the opponent's hand: if it holds a Spirit monster, you pick 1 of them and it is discarded to the GY." },
      },
    ],
  }),
];
