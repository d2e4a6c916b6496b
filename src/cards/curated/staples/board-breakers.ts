/**
 * Board breakers (解场卡): mass removal, removal that does not target or destroy (坏兽 tribute
 * their way onto the opponent's field), and cards that cannot be answered (超融合, 冥王结界波).
 * Their questions are about what can chain to them, and what a non-targeting / non-destroying
 * removal gets past.
 *
 * newer-than-cdb: 14532163 闪电风暴, 25311006 三战之才, 54693926 冥王结界波, 24299458 禁忌的一滴
 * (written from today's card text).
 */
import { card } from '../dsl.js';
import type { CardSpec } from '../dsl.js';
import { BANISH_SELF_FROM_GY, CARD_ON_FIELD, OPP_CARD_ON_FIELD, OPP_FACEUP_MONSTER, SPELL_TRAP_ON_FIELD } from './common.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const boardBreakersNewerThanCdb: Record<number, string> = {
  14532163: '闪电风暴 (Lightning Storm) — released 2020',
  25311006: '三战之才 (Triple Tactics Talent) — released 2020',
  54693926: '冥王结界波 (Dark Ruler No More) — released 2019, after the March 2019 cdb',
  24299458: '禁忌的一滴 (Forbidden Droplet) — released 2021',
};

/** The three shared Kaiju rules (①②③): a summon procedure onto the opponent's field, one from the hand, one-Kaiju limit. */
function kaijuProcedures(): NonNullable<CardSpec['effects']> {
  return [
    {
      kind: 'procedure',
      from: 'hand',
      cost: [{ do: 'tribute', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 } }],
      does: [{ do: 'special-summon', what: 'self', from: 'hand', position: 'attack', player: 'opponent', note: "to the opponent's field" }],
      summary: {
        zh: '可以解放对方场上1只怪兽，把自身从手卡攻击表示特殊召唤到对方场上（不入连锁、不取对象、不是破坏）。',
        en: "Can be Special Summoned from the hand to the opponent's field in Attack Position by tributing 1 of their monsters (no chain, no target, no destruction).",
      },
    },
    {
      kind: 'procedure',
      from: 'hand',
      condition: [{ is: 'exists', filter: { side: 'opponent', archetype: '坏兽', kind: 'monster', place: 'monster', faceUp: true } }],
      does: [{ do: 'special-summon', what: 'self', from: 'hand', position: 'attack' }],
      summary: { zh: '对方场上有「坏兽」怪兽时，可以从手卡攻击表示特殊召唤（不入连锁）。', en: 'Can be Special Summoned from the hand in Attack Position while the opponent controls a "Kaiju" monster.' },
    },
    {
      kind: 'continuous',
      does: [{ do: 'other', unique: { archetype: '坏兽', field: 'self' }, note: 'you can control only 1 face-up "Kaiju" monster' }],
      summary: { zh: '「坏兽」怪兽在自己场上只能有1只表侧表示存在。', en: 'You can control only 1 face-up "Kaiju" monster.' },
    },
  ];
}

export const boardBreakerCards = [
  card({
    id: 12580477,
    name: '雷击',
    type: 'spell',
    official: '雷击',
    en: 'Raigeki',
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'all' } }],
        summary: { zh: '对方场上的怪兽全部破坏（不取对象）。', en: 'Destroy all monsters the opponent controls (no target).' },
      },
    ],
  }),
  card({
    id: 18144506,
    name: '鹰身女妖的羽毛扫',
    type: 'spell',
    official: '神鹰羽毛扫',
    en: "Harpie's Feather Duster",
    aliases: ['羽毛扫', '羽毛', '神鹰羽毛扫', 'hfd'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'field' }, scope: 'all' } }],
        summary: { zh: '对方场上的魔法·陷阱卡全部破坏（不取对象）。', en: 'Destroy all Spells/Traps the opponent controls (no target).' },
      },
    ],
  }),
  card({
    id: 14532163,
    name: '闪电风暴',
    type: 'spell',
    official: '闪电风暴',
    en: 'Lightning Storm',
    aliases: ['闪风', 'lightning storm'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        cardOncePerTurn: true,
        condition: [{ is: 'none', filter: { side: 'self', place: 'field', faceUp: true } }],
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', position: 'attack' }, scope: 'all' } }],
        summary: { zh: '①的选项之一（自己场上没有表侧表示的卡）：对方场上攻击表示怪兽全部破坏。', en: 'One choice of ① (you control no face-up cards): destroy all Attack Position monsters the opponent controls.' },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        cardOncePerTurn: true,
        condition: [{ is: 'none', filter: { side: 'self', place: 'field', faceUp: true } }],
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'field' }, scope: 'all' } }],
        summary: { zh: '①的选项之一（自己场上没有表侧表示的卡）：对方场上的魔法·陷阱卡全部破坏。', en: 'One choice of ① (you control no face-up cards): destroy all Spells/Traps the opponent controls.' },
      },
    ],
  }),
  card({
    id: 48130397,
    name: '超融合',
    type: 'spell quickplay',
    official: '超融合',
    en: 'Super Polymerization',
    aliases: ['超融', 'super poly'],
    effects: [
      {
        kind: 'activation',
        cannotBeAnsweredBy: { by: 'any', cardKind: ['monster', 'spell', 'trap'], note: 'no card or effect can be activated in answer to its activation' },
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [
          {
            do: 'special-summon',
            from: 'extra',
            // (WIN-SUMMON-HOW: the Fusion Monster is the pick — [特殊召唤 X] names it — and it is Fusion Summoned, `summonsAs` below.)
            what: { filter: { kind: 'monster', place: 'extra', side: 'self', subtypes: ['fusion'] }, scope: 'choose', count: 1 },
            note: 'Fusion Summon 1 Fusion Monster using monsters from either field as material (the opponent\'s monsters are sent to the GY as material: not targeted, not destroyed)',
          },
        ],
        summonsAs: ['fusion'],
        summary: {
          zh: '丢弃1张手卡：用双方场上的怪兽作为素材融合召唤1只融合怪兽。对这张卡的发动，不能把魔法·陷阱·怪兽的效果连锁发动。',
          en: "Discard 1: Fusion Summon using monsters from either field as material. No card or effect can be chained to its activation.",
        },
      },
    ],
  }),
  card({
    id: 25311006,
    name: '三战之才',
    type: 'spell',
    official: '三战之才',
    en: 'Triple Tactics Talent',
    aliases: ['三战', 'ttt'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        cardOncePerTurn: true,
        // 「这个回合的自己主要阶段对方把怪兽的效果发动的场合」: the turn's history (`本回合:`) does not say in which phase — any this turn is read.
        condition: [{ is: 'activated-this-turn', side: 'opponent', cardKind: 'monster' }],
        does: [{ do: 'draw', player: 'self', amount: 2 }],
        summary: { zh: '①的选项之一（这个回合自己主要阶段对方发动过怪兽效果）：自己抽2张。', en: 'One choice of ① (the opponent activated a monster effect in your Main Phase this turn): draw 2.' },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        cardOncePerTurn: true,
        // 「这个回合的自己主要阶段对方把怪兽的效果发动的场合」: the turn's history (`本回合:`) does not say in which phase — any this turn is read.
        condition: [{ is: 'activated-this-turn', side: 'opponent', cardKind: 'monster' }],
        does: [{ do: 'take-control', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 }, duration: 'end-phase' }],
        summary: { zh: '①的选项之一：得到对方场上1只怪兽的控制权直到结束阶段（处理时选，不取对象）。', en: 'One choice of ①: take control of 1 monster the opponent controls until the End Phase (chosen at resolution, no target).' },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        cardOncePerTurn: true,
        // 「这个回合的自己主要阶段对方把怪兽的效果发动的场合」: the turn's history (`本回合:`) does not say in which phase — any this turn is read.
        condition: [{ is: 'activated-this-turn', side: 'opponent', cardKind: 'monster' }],
        does: [
          { do: 'look', note: "look at the opponent's hand" },
          { do: 'return-to-deck', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', count: 1 } },
        ],
        summary: { zh: '①的选项之一：确认对方手卡，选其中1张回到卡组。', en: "One choice of ①: look at the opponent's hand and shuffle 1 card from it into the Deck." },
      },
    ],
  }),
  card({
    id: 54693926,
    name: '冥王结界波',
    type: 'spell',
    official: '冥王结界波',
    en: 'Dark Ruler No More',
    aliases: ['结界波', '冥王', 'drnm'],
    effects: [
      {
        kind: 'activation',
        cannotBeAnsweredBy: { by: 'any', cardKind: 'monster', note: 'monster effects cannot be activated in answer to its activation' },
        does: [
          { do: 'negate-effects', what: { filter: OPP_FACEUP_MONSTER, scope: 'all' }, duration: 'turn' },
          { do: 'other', duration: 'turn', player: 'opponent', note: 'after activation, the opponent takes no damage this turn' },
        ],
        // 「直到回合结束时对方受到的全部伤害变成0」: part of the effect, applied as it resolves — a negated activation or effect
        // leaves the damage as it is (rules reference docs/c03/誓约.rst:174); its battle-damage part as a fact.
        battleDamage: [{ op: 'zero', receiver: 'opponent', of: 'any' }],
        // A sentence of its own (CH-TURN-PART): it applies even when no monster was negated (docs/c03/无效.rst:407).
        turnParts: [{ text: '这张卡的发动后，直到回合结束时对方受到的全部伤害变成0', comma: false }],
        summary: {
          zh: '对方场上的表侧表示怪兽效果全部直到回合结束时无效；发动后这个回合对方受到的伤害变成0。对这张卡的发动不能把怪兽效果连锁发动（魔法·陷阱可以）。',
          en: "Negate the effects of all face-up monsters the opponent controls until end of turn; they take no damage this turn. Monster effects cannot be chained to it (Spells/Traps can).",
        },
      },
    ],
  }),
  card({
    id: 24299458,
    name: '禁忌的一滴',
    type: 'spell quickplay',
    official: '禁忌的一滴',
    en: 'Forbidden Droplet',
    aliases: ['一滴', '禁滴', 'droplet'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        cannotBeAnsweredBy: {
          by: 'opponent',
          // CH-CANNOT-BE-CHAINED-COST-KINDS: only the kinds its cost sent (a Trap may answer it when only Monsters were sent).
          ofCostKinds: true,
          note: 'the opponent cannot activate cards or effects of the same original card type (Monster/Spell/Trap) as any card sent to the GY to activate it',
        },
        cost: [{ do: 'send-to-gy', from: ['hand', 'field'], what: { filter: { side: 'self', notSelf: true, place: ['hand', 'field'] }, scope: 'choose', countMax: 99 }, note: 'any number of other cards' }],
        does: [
          // 「那些怪兽的攻击力直到回合结束时变成一半，效果无效」: the halving first, of the ATK they show then (docs/c03/攻守计算.rst:211).
          { do: 'modify-stats', what: { filter: { side: 'opponent', kind: 'monster', subtypes: ['effect'], place: 'monster', faceUp: true }, scope: 'choose' }, duration: 'turn', stat: 'atk', change: { layer: 'current', op: 'half' } },
          {
            do: 'negate-effects',
            what: { filter: { side: 'opponent', kind: 'monster', subtypes: ['effect'], place: 'monster', faceUp: true }, scope: 'choose' },
            duration: 'turn',
            note: 'as many as the cards sent; their ATK is also halved (chosen at resolution, no target)',
          },
        ],
        summary: {
          zh: '把自己手卡·场上任意数量的其他卡送去墓地：选同数量的对方场上效果怪兽，攻击力减半、效果无效（不取对象）。对方不能用与送去墓地的卡原本种类相同的卡·效果连锁。',
          en: "Send any number of your other cards to the GY: choose that many opponent Effect Monsters; halve their ATK and negate their effects (no target). The opponent cannot chain cards/effects of the same original type as the cards sent.",
        },
      },
    ],
  }),
  card({
    id: 19613556,
    name: '大风暴',
    type: 'spell',
    official: '大岚',
    en: 'Heavy Storm',
    aliases: ['大岚'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'destroy', what: { filter: SPELL_TRAP_ON_FIELD, scope: 'all' } }],
        summary: { zh: '场上的魔法·陷阱卡全部破坏（包括自己的）。', en: 'Destroy all Spells/Traps on the field (yours too).' },
      },
    ],
  }),
  card({
    id: 66788016,
    name: '地割',
    type: 'spell',
    official: '地裂',
    en: 'Fissure',
    aliases: ['地裂'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'destroy', what: { filter: OPP_FACEUP_MONSTER, scope: 'choose', count: 1 }, note: 'the face-up monster with the lowest ATK the opponent controls (no target)' }],
        summary: { zh: '对方场上攻击力最低的1只表侧表示怪兽破坏（不取对象）。', en: 'Destroy the face-up monster with the lowest ATK the opponent controls (no target).' },
      },
    ],
  }),
  card({
    id: 97169186,
    name: '地碎',
    type: 'spell',
    official: '地碎',
    en: 'Smashing Ground',
    effects: [
      {
        kind: 'activation',
        // (CMP-HIGHEST-STAT: only the highest DEF may be picked — the note alone let any face-up monster be.)
        does: [{ do: 'destroy', what: { filter: { ...OPP_FACEUP_MONSTER, highest: 'def' }, scope: 'choose', count: 1 }, note: 'the face-up monster with the highest DEF the opponent controls (no target)' }],
        summary: { zh: '对方场上守备力最高的1只怪兽破坏（不取对象）。', en: 'Destroy the monster with the highest DEF the opponent controls (no target).' },
      },
    ],
  }),
  card({
    id: 87910978,
    name: '洗脑',
    type: 'spell',
    official: '洗脑',
    en: 'Brain Control',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 800, player: 'self' }],
        targets: { filter: OPP_FACEUP_MONSTER, count: 1 },
        condition: [{ is: 'other', note: 'the target must be a monster that can be Normal Summoned/Set' }],
        does: [{ do: 'take-control', what: 'targets', duration: 'end-phase' }],
        summary: { zh: '支付800基本分，以对方场上1只可以通常召唤的表侧表示怪兽为对象：得到控制权直到结束阶段。', en: 'Pay 800 LP, target 1 face-up monster the opponent controls that can be Normal Summoned: take control of it until the End Phase.' },
      },
    ],
  }),
  card({
    id: 99330325,
    name: '遭受妨碍的坏兽安眠',
    type: 'spell',
    official: '被打扰的坏兽安眠',
    en: 'Interrupted Kaiju Slumber',
    aliases: ['坏兽安眠', '安眠'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        does: [
          { do: 'destroy', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' } },
          // (Issue 16: the 「坏兽」 monsters it summons, read from a Deck the situation lists — CH-FIELD-LIMIT judges what may arrive on each field.)
          { do: 'special-summon', then: true, from: 'deck', position: 'attack', player: 'both', amount: 1, what: { filter: { archetype: '坏兽', kind: 'monster', place: 'deck', side: 'self' }, scope: 'choose', count: 1 }, note: 'then 2 "Kaiju" with different names from the Deck, 1 to each field; they must attack if able and cannot change position' },
        ],
        summary: { zh: '场上的怪兽全部破坏，之后从卡组把卡名不同的「坏兽」怪兽各1只攻击表示特殊召唤到双方场上。', en: 'Destroy all monsters on the field, then Special Summon 2 differently named "Kaiju" from the Deck, 1 to each field in Attack Position.' },
      },
      {
        kind: 'ignition',
        from: 'gy',
        condition: [{ is: 'not-this-turn', event: 'sent-to-gy' }],
        cost: [BANISH_SELF_FROM_GY],
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { archetype: '坏兽', kind: 'monster' }, scope: 'choose', count: 1 } }],
        summary: { zh: '不是这个回合送去墓地的这张卡从墓地除外：从卡组把1只「坏兽」怪兽加入手卡。', en: 'Banish it from the GY (not the turn it was sent there): add 1 "Kaiju" from the Deck to the hand.' },
      },
    ],
  }),
  card({
    id: 35480699,
    name: '日全食之书',
    type: 'spell quickplay',
    official: '日全食之书',
    en: 'Book of Eclipse',
    aliases: ['日全食', '日蚀之书'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'change-position', what: { filter: { kind: 'monster', place: 'monster', faceUp: true }, scope: 'all' }, position: 'face-down-defense' },
          {
            do: 'other',
            duration: 'end-phase',
            note: "in this turn's End Phase, the opponent's face-down Defense monsters become face-up Defense, then the opponent draws 1 for each monster flipped this way",
          },
          // That End Phase draw, set up now (a lingering draw): the text contains a draw, so 灰流丽 may
          // answer it (rules reference docs/c04/灰流丽·星尘龙.rst:92).
          { do: 'draw', player: 'opponent', whenever: { event: 'phase-start', phase: 'end-phase' }, duration: 'end-phase', note: 'one for each monster flipped face-up in the End Phase' },
        ],
        summary: { zh: '场上的表侧表示怪兽全部变成里侧守备表示；这个回合结束阶段对方的里侧守备怪兽全部变成表侧守备，之后对方抽那个数量。', en: "Change all face-up monsters to face-down Defense; in the End Phase the opponent's face-down monsters become face-up Defense, then they draw that many." },
      },
    ],
  }),
  card({
    id: 55063751,
    name: '海龟坏兽 加美西耶勒',
    type: 'monster effect',
    official: '海龟坏兽加美希尔',
    en: 'Gameciel, the Sea Turtle Kaiju',
    aliases: ['海龟', '海龟坏兽', '加美西耶勒', 'gameciel'],
    level: 8,
    atk: 2200,
    def: 3000,
    effects: [
      ...kaijuProcedures(),
      {
        kind: 'quick',
        respondsTo: { by: 'opponent', activation: 'any' },
        condition: [{ is: 'other', note: 'the activation is not of 「海龟坏兽 加美西耶勒」' }],
        cost: [{ do: 'other', note: 'remove 2 Kaiju Counters from anywhere on the field' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'banish', what: 'activation' },
        ],
        summary: { zh: '对方发动这张卡以外的魔法·陷阱·怪兽的效果时，取除场上2个坏兽指示物：那个发动无效并除外。', en: 'When the opponent activates a card or effect (other than Gameciel): remove 2 Kaiju Counters; negate it and banish it.' },
      },
    ],
  }),
  card({
    id: 93332803,
    name: '怒炎坏兽 多哥兰',
    type: 'monster effect',
    official: '怒焰坏兽 哥吉龙',
    en: 'Dogoran, the Mad Flame Kaiju',
    aliases: ['多哥兰', '哥吉龙', 'dogoran'],
    level: 8,
    atk: 3000,
    def: 1200,
    effects: [
      ...kaijuProcedures(),
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        cost: [{ do: 'other', note: 'remove 3 Kaiju Counters from anywhere on the field; it cannot attack this turn' }],
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'all' } }],
        summary: { zh: '1回合1次，取除场上3个坏兽指示物（这个回合这张卡不能攻击）：对方场上的怪兽全部破坏。', en: 'Once per turn: remove 3 Kaiju Counters (it cannot attack this turn); destroy all monsters the opponent controls.' },
      },
    ],
  }),
  card({
    id: 28674152,
    name: '多次元坏兽 拉迪安',
    type: 'monster effect',
    official: '多次元坏兽掠地昂',
    en: 'Radian, the Multidimensional Kaiju',
    aliases: ['拉迪安', '掠地昂', 'radian'],
    level: 7,
    atk: 2800,
    def: 2500,
    effects: [
      ...kaijuProcedures(),
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        cost: [{ do: 'other', note: 'remove 2 Kaiju Counters from anywhere on the field' }],
        does: [{ do: 'special-summon', player: 'self', note: '1 Radian Token (Fiend/DARK/Level 7/2800/0) that cannot be used as Synchro Material' }],
        summary: { zh: '1回合1次，取除场上2个坏兽指示物：在自己场上特殊召唤1只衍生物。', en: 'Once per turn: remove 2 Kaiju Counters; Special Summon 1 Radian Token.' },
      },
    ],
  }),
  card({
    id: 5133471,
    name: '银河旋风',
    type: 'spell',
    official: '银河气旋',
    en: 'Galaxy Cyclone',
    aliases: ['银河气旋'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: ['spell', 'trap'], place: 'spell', faceUp: false }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '以场上盖放的1张魔法·陷阱卡为对象：破坏。', en: 'Target 1 Set Spell/Trap on the field: destroy it.' },
      },
      {
        kind: 'ignition',
        from: 'gy',
        oncePerTurn: 'hard',
        condition: [{ is: 'not-this-turn', event: 'sent-to-gy' }],
        cost: [BANISH_SELF_FROM_GY],
        targets: { filter: { ...SPELL_TRAP_ON_FIELD, faceUp: true }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '自己主要阶段把墓地的这张卡除外，以场上1张表侧表示的魔法·陷阱卡为对象：破坏。', en: 'Banish it from the GY in your Main Phase, targeting 1 face-up Spell/Trap: destroy it.' },
      },
    ],
  }),
  card({
    id: 42703248,
    name: '飓风',
    type: 'spell',
    official: '飓风',
    en: 'Giant Trunade',
    aliases: ['大旋风'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'return-to-hand', what: { filter: SPELL_TRAP_ON_FIELD, scope: 'all' } }],
        summary: { zh: '场上的魔法·陷阱卡全部回到持有者手卡（这张卡自身处理时已离场的除外）。', en: "Return all Spells/Traps on the field to their owners' hands." },
      },
    ],
  }),
  card({
    id: 69162969,
    name: '闪电旋涡',
    type: 'spell',
    official: '闪电旋涡',
    en: 'Lightning Vortex',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [{ do: 'destroy', what: { filter: OPP_FACEUP_MONSTER, scope: 'all' } }],
        summary: { zh: '丢弃1张手卡：对方场上的表侧表示怪兽全部破坏。', en: 'Discard 1: destroy all face-up monsters the opponent controls.' },
      },
    ],
  }),
  card({
    id: 89882100,
    name: '夜摄',
    type: 'spell',
    official: '夜间摄击',
    en: 'Night Beam',
    aliases: ['夜间摄击'],
    effects: [
      {
        kind: 'activation',
        // 「盖放的那张卡破坏」: a target activated face-up by then is no longer it (CH-TARGET-RESTATED).
        targets: { filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'spell', faceUp: false }, count: 1, restated: { face: true } },
        cannotBeAnsweredBy: { by: 'opponent', targetedOnly: true, note: 'the targeted Set card cannot be activated in answer to this activation (other cards can)' },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '以对方场上盖放的1张魔法·陷阱卡为对象：破坏。对方不能对应这张卡的发动把作为对象的卡发动。', en: 'Target 1 Set Spell/Trap the opponent controls: destroy it. The targeted card cannot be activated in response.' },
      },
    ],
  }),
  card({
    id: 14883228,
    name: '台风',
    type: 'trap',
    official: '台风',
    en: 'Typhoon',
    effects: [
      {
        kind: 'activation',
        handActivation: {
          condition: [
            { is: 'exists', filter: { side: 'opponent', kind: ['spell', 'trap'], place: 'spell' }, min: 2 },
            { is: 'none', filter: { side: 'self', kind: ['spell', 'trap'], place: 'spell' } },
          ],
        },
        targets: { filter: { ...SPELL_TRAP_ON_FIELD, faceUp: true }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '以场上1张表侧表示的魔法·陷阱卡为对象：破坏。对方有2张以上魔法·陷阱卡而自己没有时，可以从手卡发动。', en: 'Target 1 face-up Spell/Trap: destroy it. Can be activated from the hand while the opponent has 2+ Spells/Traps and you have none.' },
      },
    ],
  }),
  card({
    id: 63356631,
    name: '凤翼的爆风',
    type: 'trap',
    official: '凤翼爆风',
    en: 'Phoenix Wing Wind Blast',
    aliases: ['凤翼', '凤翼爆风'],
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        targets: { filter: OPP_CARD_ON_FIELD, count: 1 },
        does: [{ do: 'return-to-deck', what: 'targets', note: 'to the top of the Deck' }],
        summary: { zh: '丢弃1张手卡，以对方场上1张卡为对象：回到持有者卡组最上面。', en: "Discard 1, target 1 card the opponent controls: place it on top of its owner's Deck." },
      },
    ],
  }),
  card({
    id: 46772449,
    name: '励辉士 入魔蝇王',
    type: 'monster effect xyz',
    official: '励辉士 邪蚀西卜',
    en: 'Evilswarm Exciton Knight',
    aliases: ['蝇王', '入魔蝇王', 'exciton'],
    level: 4,
    atk: 1900,
    def: 0,
    effects: [
      {
        kind: 'quick',
        condition: [{ is: 'other', note: "your Main Phase or the opponent's Battle Phase, and the opponent has more cards in hand + field than you" }],
        cost: [{ do: 'detach', what: 'self', note: '1 material' }],
        does: [
          { do: 'destroy', what: { filter: { notSelf: true, place: 'field' }, scope: 'all' } },
          { do: 'other', duration: 'turn', player: 'opponent', note: 'after activation, the opponent takes no damage this turn' },
        ],
        // 「这个效果的发动后，直到回合结束时对方受到的全部伤害变成0」: part of the effect, applied as it resolves — a negated
        // activation or effect leaves the damage as it is (rules reference docs/c03/誓约.rst:174).
        battleDamage: [{ op: 'zero', receiver: 'opponent', of: 'any' }],
        summary: { zh: '自己主要阶段或对方战斗阶段，对方手卡·场上卡数比自己多时，取除1个超量素材：这张卡以外的场上的卡全部破坏；这个回合对方受到的伤害变成0。', en: "In your Main Phase or the opponent's Battle Phase, if the opponent has more cards in hand and field: detach 1; destroy all other cards on the field; the opponent takes no damage this turn." },
      },
    ],
  }),
  card({
    id: 73580471,
    name: '黑蔷薇龙',
    type: 'monster effect synchro',
    official: '黑蔷薇龙',
    en: 'Black Rose Dragon',
    aliases: ['黑蔷薇', 'brd'],
    level: 7,
    atk: 2400,
    def: 1800,
    effects: [
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { self: true, summoned: 'synchro' } },
        timing: 'when',
        does: [{ do: 'destroy', what: { filter: CARD_ON_FIELD, scope: 'all' } }],
        summary: { zh: '同调召唤成功时（可以错过时点）：场上的卡全部破坏。', en: 'When Synchro Summoned (can miss timing): destroy all cards on the field.' },
      },
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        cost: [{ do: 'banish', from: 'gy', what: { filter: { side: 'self', place: 'gy', kind: 'monster', race: '植物族' }, scope: 'choose', count: 1 } }],
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', position: 'defense' }, count: 1 },
        does: [
          { do: 'change-position', what: 'targets', position: 'attack' },
          { do: 'modify-stats', what: 'targets', duration: 'turn', stat: 'atk', change: { layer: 'current', op: 'set', value: 0 }, note: 'its ATK becomes 0 until end of turn' },
        ],
        summary: { zh: '1回合1次，从自己墓地除外1只植物族，以对方1只守备表示怪兽为对象：变成表侧攻击表示，攻击力直到回合结束时变成0。', en: 'Once per turn: banish 1 Plant from your GY, target 1 opponent Defense Position monster; change it to Attack Position and its ATK becomes 0.' },
      },
    ],
  }),
];
