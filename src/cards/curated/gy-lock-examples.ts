/**
 * Cards of the rules reference's GY-lock examples (docs/c04/王家长眠之谷.rst: 「对墓地的卡有涉及的效果无效化」)
 * whose steps the inference reads without the places they take cards from. Written by hand from the
 * card text in ../shared/data/cards.cdb; only what the lock reads is stated beyond the summary.
 *
 * - 炼装融合②: activated in the GY, shuffles itself into the Deck, then draws.
 * - 青色眼睛的激临: banishes every card of its controller's hand, field and GY (the GY with them); its
 *   pledge allows only 「青眼白龙」 to be summoned the turn it is activated.
 * - 真红眼溯刻龙①: summons itself from the hand, then as many of the destroyed monsters as possible
 *   from the GY — a summon from the GY it must make.
 * - 古代的机械巨人-究极重击③: adds 「融合」 from the Deck and another 「古代的机械」 monster from the GY.
 * - 系统崩溃: banishes every opposing Machine on the field and in the GY.
 * - 青色眼睛的祭司②: activated in the GY, its cost shuffles it into the Deck (so a "negate and move that
 *   card" answer finds it gone).
 */
import { card } from './dsl.js';

export const gyLockExampleCards = [
  card({
    id: 73594093,
    name: '炼装融合',
    type: 'spell',
    official: '炼装融合',
    en: 'Metalfoes Fusion',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'field'] }, scope: 'choose' }, from: ['hand', 'field'], note: 'Fusion Materials' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'extra', archetype: '炼装' }, scope: 'choose', count: 1 }, from: 'extra' },
        ],
        summary: { zh: '从自己手卡·场上把素材送去墓地，融合召唤1只「炼装」融合怪兽。', en: 'Send materials from your hand or field to the GY; Fusion Summon 1 "Metalfoes" Fusion Monster.' },
      },
      {
        kind: 'ignition',
        from: 'gy',
        oncePerTurn: 'hard',
        does: [
          { do: 'return-to-deck', what: 'self' },
          { do: 'draw', player: 'self', amount: 1, then: true },
        ],
        summary: { zh: '在墓地：这张卡加入卡组洗切，之后自己抽1张。', en: 'In the GY: shuffle this card into the Deck, then draw 1 card.' },
      },
    ],
  }),
  card({
    id: 29432790,
    name: '青色眼睛的激临',
    type: 'spell quickplay',
    official: '青色眼睛的激临',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'banish', what: { filter: { side: 'self', place: ['hand', 'field', 'gy'] }, scope: 'all' }, from: ['hand', 'field', 'gy'], position: 'face-down-defense', note: 'face-down, this card included' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'deck', id: 89631139 }, scope: 'choose', countMax: 3 }, from: 'deck' },
        ],
        // 「这张卡发动的回合，自己不是「青眼白龙」不能召唤·特殊召唤」 (its Normal Summons are left to the note).
        pledge: { forbids: 'special-summon', exceptCards: { id: 89631139 }, note: 'the turn this card is activated, its controller can only summon or Special Summon 「青眼白龙」' },
        summary: {
          zh: '把包含这张卡的自己手卡·场上·墓地的卡全部里侧除外，从卡组把最多3只「青眼白龙」特殊召唤（这张卡发动的回合自己只能召唤·特殊召唤「青眼白龙」）。',
          en: 'Banish face-down every card in your hand, field and GY (this card included); Special Summon up to 3 "Blue-Eyes White Dragon" from the Deck.',
        },
      },
    ],
  }),
  card({
    id: 53485634,
    name: '真红眼溯刻龙',
    type: 'monster effect',
    official: '真红眼溯刻龙',
    en: 'Red-Eyes Retro Dragon',
    level: 4,
    atk: 1700,
    def: 1600,
    race: '龙族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster', archetype: '真红眼', levelMax: 7 }, from: 'field', by: 'opponent' },
        does: [
          { do: 'special-summon', what: 'self', position: 'defense' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '真红眼' }, scope: 'all' }, from: 'gy', note: 'as many of the destroyed monsters as possible, in their positions' },
        ],
        summary: {
          zh: '自己场上7星以下的「真红眼」怪兽被对方破坏送去墓地的场合：这张卡从手卡守备表示特殊召唤，尽可能把那些破坏的怪兽特殊召唤。',
          en: 'If your Level 7 or lower "Red-Eyes" monsters are destroyed by the opponent and sent to your GY: Special Summon this card from the hand in Defense Position, and as many of the destroyed monsters as possible.',
        },
      },
      {
        kind: 'ignition',
        cost: [{ do: 'tribute', what: 'self' }],
        does: [{ do: 'other', player: 'self', duration: 'turn', note: 'one extra Normal Summon of a "Red-Eyes" monster' }],
        summary: { zh: '解放这张卡：这个回合自己可以追加1次「真红眼」怪兽的召唤。', en: 'Tribute this card: this turn you can Normal Summon 1 "Red-Eyes" monster in addition.' },
      },
    ],
  }),
  card({
    id: 95735217,
    name: '古代的机械巨人-究极重击',
    type: 'monster effect',
    official: '古代的机械巨人-究极重击',
    en: 'Ancient Gear Golem - Ultimate Pound',
    level: 8,
    atk: 3000,
    def: 3000,
    race: '机械族',
    attribute: '地',
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'other', what: 'self', note: 'piercing battle damage' }],
        summary: { zh: '向守备表示怪兽攻击的场合，给与贯穿伤害。', en: 'Inflicts piercing battle damage.' },
      },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'destroyed', subject: { kind: 'monster' }, cause: 'battle' },
        cost: [{ do: 'discard', what: { filter: { side: 'self', kind: 'monster', race: '机械族', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [{ do: 'other', what: 'self', note: 'can make a second attack in a row' }],
        summary: { zh: '攻击破坏怪兽时，丢弃1只机械族怪兽：可以继续攻击（1回合最多2次）。', en: 'When it destroys a monster by battle: discard 1 Machine; it can attack again (up to twice per turn).' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'destroyed', subject: { self: true }, from: 'field', cause: ['battle', 'effect'] },
        does: [
          { do: 'add-to-hand', what: { filter: { side: 'self', place: 'deck', kind: 'spell', id: 24094653 }, scope: 'choose', count: 1 }, from: 'deck' },
          { do: 'add-to-hand', what: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '古代的机械', notSelf: true }, scope: 'choose', count: 1 }, from: 'gy' },
        ],
        summary: {
          zh: '场上的这张卡被战斗·效果破坏的场合：从卡组把1张「融合」加入手卡，从自己墓地选这张卡以外的1只「古代的机械」怪兽加入手卡。',
          en: 'If destroyed on the field by battle or effect: add 1 "Polymerization" from the Deck and 1 other "Ancient Gear" monster from your GY to your hand.',
        },
      },
    ],
  }),
  card({
    id: 18895832,
    name: '系统崩溃',
    type: 'spell',
    official: '系统崩溃',
    en: 'System Down',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 1000 }],
        does: [{ do: 'banish', what: { filter: { side: 'opponent', kind: 'monster', race: '机械族', place: ['field', 'gy'] }, scope: 'all' }, from: ['field', 'gy'] }],
        summary: { zh: '支付1000基本分：对方场上·墓地的机械族怪兽全部除外。', en: 'Pay 1000 LP: banish every Machine monster on your opponent\'s field and in their GY.' },
      },
    ],
  }),
  card({
    id: 45644898,
    name: '青色眼睛的祭司',
    type: 'monster effect tuner',
    official: '青色眼睛的祭司',
    en: 'Priestess with Eyes of Blue',
    level: 1,
    atk: 300,
    def: 1200,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned', subject: { self: true } },
        targets: { filter: { side: 'self', kind: 'monster', subtypes: ['tuner'], place: 'gy', attribute: '光', levelMax: 1 }, count: 1 },
        does: [{ do: 'add-to-hand', what: 'targets' }],
        summary: { zh: '召唤成功时：以自己墓地1只光属性·1星调整为对象，加入手卡。', en: 'When Normal Summoned: target 1 Level 1 LIGHT Tuner in your GY; add it to your hand.' },
      },
      {
        kind: 'ignition',
        from: 'gy',
        oncePerTurn: 'hard',
        cost: [{ do: 'return-to-deck', what: 'self' }],
        targets: { filter: { side: 'self', kind: 'monster', subtypes: ['effect'], place: 'monster' }, count: 1 },
        does: [
          { do: 'send-to-gy', what: 'targets' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '青眼' }, scope: 'choose', count: 1 }, from: 'gy' },
        ],
        summary: {
          zh: '让墓地的这张卡回到卡组，以自己场上1只效果怪兽为对象：那只怪兽送去墓地，从自己墓地选那只以外的1只「青眼」怪兽特殊召唤。',
          en: 'Shuffle this card from the GY into the Deck, then target 1 Effect Monster you control: send it to the GY, and Special Summon 1 other "Blue-Eyes" monster from your GY.',
        },
      },
    ],
  }),
];
