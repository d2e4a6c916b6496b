/**
 * Hand traps (手坑): monster effects (and two Traps) used from the hand in the opponent's turn. They
 * dominate ruling questions because they answer the link directly below (灰流丽, 屋敷童) or an event
 * (小丑与锁鸟, 朔夜时雨), and their cost moves the card before the effect resolves.
 *
 * newer-than-cdb: 52038441 朔夜时雨, 27204311 原始生命态 尼比鲁, 91800273 次元吸引者
 * (written from today's card text; their YGOPro names are the ones YGOPro uses since their release).
 */
import { card } from '../dsl.js';
import {
  DISCARD_SELF,
  MAIN_PHASES,
  OPPONENT_TURN,
  OPP_FACEUP_EFFECT_MONSTER,
  OPP_FACEUP_MONSTER,
  SEND_SELF_FROM_HAND,
  YOU_CONTROL_NO_CARDS,
} from './common.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const handTrapsNewerThanCdb: Record<number, string> = {
  52038441: '朔夜时雨 — released 2021 (Ghost Mourner & Moonlit Chill)',
  27204311: '原始生命态 尼比鲁 — released mid-2019, after the March 2019 cdb',
  91800273: '次元吸引者 — released late 2019',
};

export const handTrapCards = [
  card({
    id: 14558127,
    name: '灰流丽',
    type: 'monster effect tuner',
    official: '灰流丽',
    en: 'Ash Blossom & Joyous Spring',
    aliases: ['灰流', '灰', '小灰', 'ash', '灰流うらら', 'うらら'],
    level: 3,
    atk: 0,
    def: 1800,
    race: '不死族',
    attribute: '炎',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: {
          by: 'any',
          activation: 'any',
          includes: [
            { do: 'add-to-hand', from: 'deck' },
            { do: 'special-summon', from: 'deck', filter: { kind: 'monster' } },
            { do: 'send-to-gy', from: 'deck' },
          ],
        },
        cost: [DISCARD_SELF],
        does: [{ do: 'negate-effect', what: 'activation' }],
        oncePerTurn: 'hard',
        summary: {
          zh: '回应含有「从卡组加入手卡」「从卡组特殊召唤」「从卡组送去墓地」之一的卡·效果的发动，丢弃自身，使那个效果无效（发动本身不无效）。',
          en: 'Answers an activation whose effect adds from the Deck to the hand, Special Summons from the Deck, or sends from the Deck to the GY: discard it; that effect is negated (not the activation).',
        },
      },
    ],
  }),
  card({
    id: 23434538,
    name: '增殖的G',
    type: 'monster effect',
    official: '增殖的Z',
    en: 'Maxx "C"',
    aliases: ['G', '增殖G', '蟑螂', '小强', '增殖的Z', 'Maxx C', 'maxxc'],
    level: 2,
    atk: 500,
    def: 200,
    race: '昆虫族',
    attribute: '地',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        cost: [SEND_SELF_FROM_HAND],
        // A lingering draw (issue 11, CH-LINGER-ACTION): nothing is drawn when it resolves; each later
        // Special Summon by the opponent this turn draws 1, outside any chain. Still 「抽卡」 for 灰流丽.
        does: [
          {
            do: 'draw',
            player: 'self',
            amount: 1,
            duration: 'turn',
            whenever: { event: 'special-summoned', by: 'opponent', subject: { side: 'opponent' } },
            note: 'for the rest of this turn, each time the opponent Special Summons, you draw 1 (a lingering effect, not on the chain)',
          },
        ],
        oncePerTurn: 'hard',
        summary: {
          zh: '双方回合都能把自身从手卡送去墓地发动：这个回合对方每次特殊召唤怪兽，自己抽1张（之后的抽卡不入连锁）。',
          en: 'In either turn, send it from the hand to the GY: for the rest of the turn, you draw 1 each time the opponent Special Summons (those draws do not start chains).',
        },
      },
    ],
  }),
  card({
    id: 97268402,
    name: '效果遮蒙者',
    type: 'monster effect tuner',
    official: '效果遮蒙者',
    en: 'Effect Veiler',
    aliases: ['遮蒙者', '遮蒙', '小丑', 'veiler', '效果遮蒙'],
    level: 1,
    atk: 0,
    def: 0,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        condition: [OPPONENT_TURN, MAIN_PHASES],
        cost: [SEND_SELF_FROM_HAND],
        targets: { filter: OPP_FACEUP_EFFECT_MONSTER, count: 1 },
        does: [{ do: 'negate-effects', what: 'targets', duration: 'turn' }],
        summary: {
          zh: '对方主要阶段，把自身从手卡送去墓地，以对方场上1只效果怪兽为对象：那只怪兽的效果直到回合结束时无效。它已经发动、还在连锁上的效果也无效，之后那只怪兽即使离开场上（回到手卡、送去墓地、除外）也一样；只有它变成里侧表示时，这个无效才结束。',
          en: "In the opponent's Main Phase, send it from the hand to the GY, targeting 1 Effect Monster they control: its effects are negated until end of turn. An effect of it already on the chain is negated too, and stays negated even if the monster then leaves the field (to the hand, GY or banishment); only turning it face-down ends that negation.",
        },
      },
    ],
  }),
  card({
    id: 73642296,
    name: '屋敷童',
    type: 'monster effect tuner',
    official: '屋敷童子',
    en: 'Ghost Belle & Haunted Mansion',
    aliases: ['屋敷', '屋敷童子', 'belle', '屋敷わらし'],
    level: 3,
    atk: 0,
    def: 1800,
    race: '不死族',
    attribute: '地',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: {
          by: 'any',
          activation: 'any',
          includes: [
            { do: 'add-to-hand', from: 'gy' },
            { do: 'return-to-deck', from: 'gy' },
            { do: 'special-summon', from: 'gy' },
            { do: 'banish', from: 'gy' },
          ],
        },
        cost: [DISCARD_SELF],
        // Current text: 「那个发动无效」 — it negates the activation (so it may be activated in the damage step, docs/c03/战斗阶段流程.rst:529,
        // and it negates the activation of a monster 神星领域 cannot protect, docs/c03/卡片的抗性.rst:252).
        does: [{ do: 'negate-activation', what: 'activation' }],
        oncePerTurn: 'hard',
        summary: {
          zh: '回应含有「从墓地加入手卡·卡组·额外卡组」「从墓地特殊召唤」「把墓地的卡除外」之一的卡·效果的发动，丢弃自身，使那个发动无效。',
          en: 'Answers an activation whose effect returns cards from the GY to the hand/Deck/Extra Deck, Special Summons from the GY, or banishes from the GY: discard it; negate that activation.',
        },
      },
    ],
  }),
  card({
    id: 59438930,
    name: '幽鬼兔',
    type: 'monster effect tuner',
    official: '幽鬼兔',
    en: 'Ghost Ogre & Snow Rabbit',
    aliases: ['兔子', '幽鬼', 'ogre', '幽鬼うさぎ'],
    level: 3,
    atk: 0,
    def: 1800,
    race: '念动力族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        from: ['hand', 'monster'],
        // A monster's effect activated on the field, or the effect of a Spell/Trap that was already
        // face-up there — not a Spell/Trap card's activation.
        respondsTo: { by: 'any', activation: 'effect', from: 'field' },
        cost: [{ do: 'send-to-gy', what: 'self', from: ['hand', 'monster'] }],
        does: [{ do: 'destroy', what: 'activation', note: 'destroys that card on the field; the effect itself is not negated' }],
        oncePerTurn: 'hard',
        summary: {
          zh: '场上的怪兽效果发动时，或场上已表侧存在的魔法·陷阱卡的效果发动时，把手卡·场上的自身送去墓地：把那张卡破坏（效果不无效）。不能回应魔法·陷阱卡的发动。',
          en: "When a monster on the field activates its effect, or an already face-up Spell/Trap activates its effect: send it from hand or field to the GY; destroy that card (the effect is not negated). Cannot answer a Spell/Trap card's activation.",
        },
      },
    ],
  }),
  card({
    id: 52038441,
    name: '朔夜时雨',
    type: 'monster effect tuner',
    official: '朔夜时雨',
    en: 'Ghost Mourner & Moonlit Chill',
    aliases: ['朔夜', '时雨', 'mourner', '朔夜しぐれ'],
    level: 3,
    atk: 0,
    def: 1800,
    race: '不死族',
    attribute: '风',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        trigger: { event: 'special-summoned', subject: { side: 'opponent', kind: 'monster', faceUp: true } },
        timing: 'if',
        cost: [DISCARD_SELF],
        targets: { filter: OPP_FACEUP_MONSTER, count: 1 },
        does: [
          { do: 'negate-effects', what: 'targets', duration: 'turn' },
          {
            do: 'other',
            what: 'targets',
            duration: 'turn',
            note: 'this turn, if that monster leaves the field, its controller takes damage equal to its original ATK',
          },
        ],
        oncePerTurn: 'hard',
        summary: {
          zh: '对方表侧表示特殊召唤怪兽的场合，丢弃自身，以其中1只为对象：那只怪兽效果直到回合结束时无效；这个回合它离场时，其控制者受到其原本攻击力的伤害。',
          en: "If the opponent Special Summons face-up, discard it targeting 1 of them: its effects are negated until end of turn, and if it leaves the field this turn its controller takes damage equal to its original ATK.",
        },
      },
    ],
  }),
  card({
    id: 27204311,
    name: '原始生命态 尼比鲁',
    type: 'monster effect',
    official: '原始生命态 尼比鲁',
    en: 'Nibiru, the Primal Being',
    aliases: ['尼比鲁', '尼比魯', 'nibiru', '原始生命態ニビル'],
    level: 11,
    atk: 3000,
    def: 600,
    race: '岩石族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        condition: [
          MAIN_PHASES,
          // CH-SUMMONED-COUNT-CONDITION: counted from the turn the situation writes (本回合:, the action, 本回合特召).
          { is: 'summoned-count-this-turn', side: 'opponent', count: 5 },
        ],
        does: [
          // The tributes are part of the effect (not a cost): they happen at resolution.
          { do: 'tribute', what: { filter: { kind: 'monster', place: 'monster', faceUp: true }, scope: 'all' }, note: 'as many face-up monsters on both fields as possible' },
          { do: 'special-summon', what: 'self', from: 'hand' },
          {
            do: 'special-summon',
            then: true,
            player: 'opponent',
            // The Token is a Rock (原始生命态衍生物): a one-Type limit judges it on the opponent's field at activation (CH-FIELD-LIMIT).
            what: { filter: { side: 'opponent', names: ['原始生命态衍生物'], race: '岩石族', attribute: '光' }, scope: 'choose', count: 1 },
            token: true,
            note: "1 Primal Being Token to the opponent's field; its ATK/DEF are the totals of the original ATK/DEF of the tributed monsters",
          },
        ],
        oncePerTurn: 'hard',
        summary: {
          zh: '对方这个回合召唤·特殊召唤了5只以上怪兽的主要阶段（双方回合）可以发动：把双方场上的表侧表示怪兽尽可能解放（不是代价），自身从手卡特殊召唤，之后在对方场上特殊召唤1只衍生物。',
          en: "In a Main Phase after the opponent has summoned 5+ monsters this turn: tribute as many face-up monsters as possible (not a cost), Special Summon it from the hand, then give the opponent 1 Primal Being Token.",
        },
      },
    ],
  }),
  card({
    id: 24508238,
    name: 'D.D.乌鸦',
    type: 'monster effect',
    official: '异次元乌鸦',
    en: 'D.D. Crow',
    aliases: ['乌鸦', 'DD乌鸦', '异次元乌鸦', 'dd crow'],
    level: 1,
    atk: 100,
    def: 100,
    race: '鸟兽族',
    attribute: '暗',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        cost: [DISCARD_SELF],
        targets: { filter: { side: 'opponent', place: 'gy' }, count: 1 },
        does: [{ do: 'banish', what: 'targets' }],
        oncePerTurn: null,
        summary: {
          zh: '双方回合都能丢弃自身，以对方墓地1张卡为对象：那张卡除外。',
          en: "In either turn, discard it targeting 1 card in the opponent's GY: banish that card.",
        },
      },
    ],
  }),
  card({
    id: 62015408,
    name: '浮幽樱',
    type: 'monster effect tuner',
    official: '浮幽樱',
    en: 'Ghost Reaper & Winter Cherries',
    aliases: ['浮幽', '樱', '浮幽さくら'],
    level: 3,
    atk: 0,
    def: 1800,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        alsoOpponentTurn: true,
        condition: [{ is: 'more', more: { side: 'opponent', kind: 'monster', place: 'monster' }, than: { side: 'self', kind: 'monster', place: 'monster' } }],
        cost: [DISCARD_SELF],
        does: [
          // 「选自己的额外卡组1张卡给双方确认」: the card is the link's `[确认 X]`; 「那些对方的同名卡全部除外」: only those of its name (s56: before, the
          // whole Extra Deck of the opponent was banished).
          { do: 'look', what: { filter: { side: 'self', place: 'extra' }, scope: 'choose', count: 1 }, note: 'reveal 1 card from your Extra Deck' },
          { do: 'banish', then: true, from: 'extra', what: { filter: { side: 'opponent', place: 'extra' }, scope: 'all' }, nameOfShown: true, note: "look at the opponent's Extra Deck and banish all cards with the revealed card's name" },
        ],
        oncePerTurn: 'hard',
        summary: {
          zh: '对方场上怪兽比自己多时，丢弃自身：给双方看自己额外卡组1张卡，之后确认对方额外卡组，把同名卡全部除外。',
          en: "While the opponent controls more monsters: discard it; reveal 1 card in your Extra Deck, then banish all copies of it from the opponent's Extra Deck.",
        },
      },
    ],
  }),
  card({
    id: 60643553,
    name: '儚无水木',
    type: 'monster effect tuner',
    official: '儚无水木',
    en: 'Ghost Sister & Spooky Dogwood',
    aliases: ['水木', '儚無みずき'],
    level: 3,
    atk: 0,
    def: 1800,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        alsoOpponentTurn: true,
        cost: [DISCARD_SELF],
        does: [
          {
            do: 'other',
            duration: 'turn',
            note: "this turn, each time the opponent Special Summons Effect Monsters in the Main or Battle Phase you gain LP equal to their ATK; if this gave you no LP, halve your LP in the End Phase",
          },
        ],
        oncePerTurn: 'hard',
        summary: {
          zh: '丢弃自身：这个回合对方在主要阶段·战斗阶段每次特殊召唤效果怪兽，自己回复其攻击力的基本分；一次也没回复的场合，结束阶段自己基本分减半。',
          en: "Discard it: this turn you gain LP equal to the ATK of each Effect Monster the opponent Special Summons in the Main/Battle Phase; if you gained none, your LP are halved in the End Phase.",
        },
      },
    ],
  }),
  card({
    id: 94145021,
    name: '小丑与锁鸟',
    type: 'monster effect',
    official: '抽牌小丑与封锁鸟',
    en: 'Droll & Lock Bird',
    aliases: ['锁鸟', '小丑锁鸟', '封锁鸟', 'droll'],
    level: 1,
    atk: 0,
    def: 0,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        trigger: { event: 'added-to-hand', from: 'deck', subject: { side: 'opponent' } },
        timing: 'if',
        condition: [{ is: 'other', note: 'not during the Draw Phase' }],
        cost: [SEND_SELF_FROM_HAND],
        does: [{ do: 'other', duration: 'turn', player: 'both', note: 'for the rest of this turn, neither player can add cards from the Deck to the hand' }],
        summary: {
          zh: '对方在抽卡阶段以外从卡组把卡加入手卡的场合，把自身从手卡送去墓地：这个回合双方不能从卡组把卡加入手卡（已加入的不受影响）。',
          en: 'If the opponent adds a card from the Deck to the hand outside the Draw Phase: send it to the GY; for the rest of the turn neither player can add cards from the Deck to the hand.',
        },
      },
    ],
  }),
  card({
    id: 46502744,
    name: '应战的G',
    type: 'monster effect',
    official: '应战的Z',
    en: 'Retaliating "C"',
    aliases: ['应战G', '应战的Z'],
    level: 4,
    atk: 1400,
    def: 1400,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', cardKind: 'spell', includes: [{ do: 'special-summon' }] },
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: {
          zh: '对方发动含有特殊召唤怪兽效果的魔法卡时：自身从手卡特殊召唤。',
          en: 'When the opponent activates a Spell card that includes a Special Summon: Special Summon it from the hand.',
        },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        // FD-SUMMON-CONTINUOUS: only while this card, Special Summoned by its ① effect (自身特召), is face-up in the Monster Zone —
        // lost when it is turned face-down, kept when it is banished and back (docs/c03/里侧·一时除外.rst:214).
        does: [{ do: 'other', player: 'both', insteadOfGy: 'banished', whileHolds: [{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } }], note: 'cards sent to the GY are banished instead' }],
        summary: { zh: '被①特殊召唤的自身在场时，送去墓地的卡改为除外。', en: 'While on the field after its ① summon, cards sent to the GY are banished instead.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'sent-to-gy', from: 'field' },
        timing: 'if',
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { kind: 'monster', race: '昆虫族', attribute: '地', atkMax: 1500 }, scope: 'choose', count: 1 } }],
        summary: { zh: '从场上送去墓地的场合：从卡组把1只攻击力1500以下的地属性昆虫族加入手卡。', en: 'If sent from the field to the GY: add 1 EARTH Insect with 1500 or less ATK from the Deck.' },
      },
    ],
  }),
  card({
    id: 38814750,
    name: 'PSY骨架装备·γ',
    type: 'monster effect tuner special-summon',
    official: '精神骨架装备 伽马',
    en: 'PSY-Framegear Gamma',
    aliases: ['PSY γ', 'PSYγ', '伽马', 'gamma', 'γ'],
    level: 2,
    atk: 1000,
    def: 0,
    // Its Type and Attribute (cards.cdb: Psychic, LIGHT): 千查万别 and 御前试合 read them (只能有○○存在.rst:23).
    race: '念动力族',
    attribute: '光',
    effects: [
      // 「这张卡不能通常召唤，用卡的效果才能特殊召唤」: any card effect is its proper way (CH-SUMMON-BY-ANY-EFFECT).
      { n: 0, kind: 'procedure', byAnyEffect: true, does: [], summary: { zh: '不能通常召唤，用卡的效果才能特殊召唤。', en: 'Cannot be Normal Summoned/Set; must be Special Summoned by a card effect.' } },
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', cardKind: 'monster', activation: 'effect' },
        condition: [{ is: 'none', filter: { side: 'self', kind: 'monster', place: 'monster' } }, { is: 'other', note: 'once per chain' }],
        does: [
          { do: 'special-summon', what: 'self', from: 'hand', note: 'together with 1 「PSY骨架驱动者」 from hand, Deck or GY' },
          // The PSY骨架驱动者 summoned with it, from the hand, Deck or GY (chosen at resolution): its text
          // contains a summon from the GY whatever the GY holds (rules reference docs/c04/灰流丽·星尘龙.rst:12).
          { do: 'special-summon', from: ['hand', 'deck', 'gy'], what: { filter: { kind: 'monster', archetype: 'PSY骨架驱动者', place: ['hand', 'deck', 'gy'] }, scope: 'choose', count: 1 } },
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
          { do: 'banish', duration: 'end-phase', note: 'the monsters it summoned are banished in the End Phase' },
        ],
        summary: {
          zh: '自己场上没有怪兽，对方发动怪兽效果时（同一连锁1次）：自身和1只「PSY骨架驱动者」特殊召唤，那个发动无效并破坏；它们在结束阶段除外。',
          en: "While you control no monsters, when the opponent activates a monster effect (once per chain): Special Summon it and 1 PSY-Frame Driver, negate the activation and destroy it; banish them in the End Phase.",
        },
      },
    ],
  }),
  card({
    id: 91800273,
    name: '次元吸引者',
    type: 'monster effect',
    official: '次元吸引者',
    en: 'Dimension Shifter',
    aliases: ['吸引者', '次元吸引', 'shifter'],
    level: 6,
    atk: 1200,
    def: 2200,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        condition: [{ is: 'none', filter: { side: 'self', place: 'gy' } }],
        cost: [SEND_SELF_FROM_HAND],
        // A redirect the resolution leaves (CH-GY-REDIRECT-LINGER): every card sent to either GY from then on is banished instead.
        does: [{ do: 'other', duration: 'permanent', insteadOfGy: 'banished', note: 'until the end of the next turn, any card sent to the GY is banished instead' }],
        summary: {
          zh: '自己墓地没有卡时（双方回合），把自身从手卡送去墓地：直到下个回合结束，送去墓地的卡改为除外。',
          en: 'While your GY is empty (either turn), send it to the GY: until the end of the next turn, cards sent to the GY are banished instead.',
        },
      },
    ],
  }),
  card({
    id: 37742478,
    name: '欧尼斯特',
    type: 'monster effect',
    official: '奥尼斯特',
    en: 'Honest',
    aliases: ['奥尼斯特', 'honest'],
    level: 4,
    atk: 1100,
    def: 1900,
    effects: [
      {
        kind: 'ignition',
        does: [{ do: 'return-to-hand', what: 'self' }],
        summary: { zh: '自己主要阶段：场上表侧的自身回到手卡。', en: 'Main Phase: return it from the field to the hand.' },
      },
      {
        kind: 'quick',
        from: 'hand',
        // Its text names the parts of the damage step it is used in (issue 11: damage-step rule).
        condition: [
          { is: 'phase', phases: ['damage-step-start', 'before-damage-calculation'] },
          { is: 'other', note: 'your LIGHT monster is battling, from the start of the Damage Step until before damage calculation' },
        ],
        cost: [SEND_SELF_FROM_HAND],
        does: [{ do: 'modify-stats', what: 'battling', stat: 'atk', amountFrom: { of: 'battle-opponent', stat: 'atk', original: false }, duration: 'turn', note: "your battling LIGHT monster gains ATK equal to the opponent's battling monster's ATK" }],
        summary: {
          zh: '自己光属性怪兽战斗的伤害步骤开始时到伤害计算前，把自身从手卡送去墓地：那只怪兽攻击力上升对方战斗怪兽的攻击力数值。',
          en: "While your LIGHT monster battles (Damage Step start to before damage calculation), send it from the hand: your monster gains ATK equal to the opponent's monster's ATK.",
        },
      },
    ],
  }),
  card({
    id: 44330098,
    name: '冥府之使者 格斯',
    type: 'monster effect',
    official: '冥府之使者格斯',
    en: 'Gorz the Emissary of Darkness',
    aliases: ['格斯', 'gorz'],
    level: 7,
    atk: 2700,
    def: 2500,
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        trigger: { event: 'damage', by: 'opponent', subject: { side: 'self' } },
        timing: 'when',
        condition: [YOU_CONTROL_NO_CARDS],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '自己场上没有卡时，因对方控制的卡受到伤害时：自身从手卡特殊召唤。', en: 'While you control no cards, when you take damage from a card the opponent controls: Special Summon it from the hand.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { self: true } },
        timing: 'when',
        mandatory: true,
        does: [{ do: 'other', note: 'battle damage: summon 1 Emissary of Darkness Token with ATK/DEF equal to it; effect damage: inflict the same damage to the opponent' }],
        summary: { zh: '被①特殊召唤时（必发）：战斗伤害则特殊召唤同数值衍生物，效果伤害则给对方同样的伤害。', en: 'When summoned by ① (mandatory): a Token for battle damage, or the same damage to the opponent for effect damage.' },
      },
    ],
  }),
  card({
    id: 17266660,
    name: '朱光之宣告者',
    type: 'monster effect tuner',
    official: '朱光之宣告者',
    en: 'Herald of Orange Light',
    aliases: ['朱光', '橙光'],
    level: 2,
    atk: 300,
    def: 500,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', cardKind: 'monster', activation: 'effect' },
        cost: [SEND_SELF_FROM_HAND, { do: 'send-to-gy', from: 'hand', what: { filter: { kind: 'monster', race: '天使族' }, scope: 'choose', count: 1 } }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: { zh: '对方发动怪兽效果时，把自身和1只天使族怪兽从手卡送去墓地：那个发动无效并破坏。', en: 'When the opponent activates a monster effect: send it and 1 Fairy from the hand to the GY; negate the activation and destroy it.' },
      },
    ],
  }),
  card({
    id: 67750322,
    name: '骷髅大王',
    type: 'monster effect',
    official: '骷髅大师',
    en: 'Skull Meister',
    aliases: ['骷髅大师'],
    level: 4,
    atk: 1700,
    def: 400,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', activation: 'effect', from: 'gy' },
        cost: [SEND_SELF_FROM_HAND],
        does: [{ do: 'negate-effect', what: 'activation' }],
        summary: { zh: '效果在对方墓地发动时，把自身从手卡送去墓地：那个效果无效。', en: "When an effect activates in the opponent's GY: send it from the hand; negate that effect." },
      },
    ],
  }),
  card({
    id: 34267821,
    name: '古遗物-圣枪',
    type: 'monster effect',
    official: '古遗物－朗基努斯',
    en: 'Artifact Lancea',
    aliases: ['圣枪', '朗基努斯', 'lancea'],
    level: 5,
    atk: 1700,
    def: 2300,
    effects: [
      {
        kind: 'procedure',
        from: 'hand',
        does: [{ do: 'set', what: 'self', to: 'spell', note: 'may be Set from the hand to the Spell & Trap Zone as a Spell' }],
        summary: { zh: '可以当作魔法卡从手卡盖放。', en: 'Can be Set as a Spell from the hand.' },
      },
      {
        kind: 'trigger',
        from: 'spell',
        trigger: { event: 'destroyed', from: 'spell' },
        timing: 'if',
        mandatory: true,
        condition: [OPPONENT_TURN],
        does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
        summary: { zh: '盖放在魔法与陷阱区域时在对方回合被破坏送去墓地的场合（必发）：特殊召唤自身。', en: "If destroyed while Set in the S/T Zone during the opponent's turn (mandatory): Special Summon it." },
      },
      {
        kind: 'quick',
        from: ['hand', 'monster'],
        condition: [OPPONENT_TURN],
        cost: [{ do: 'tribute', what: 'self', from: ['hand', 'monster'] }],
        does: [{ do: 'other', duration: 'turn', player: 'both', note: 'this turn, neither player can banish cards' }],
        summary: { zh: '只在对方回合，解放手卡·场上的自身：这个回合双方不能把卡除外。', en: "Only in the opponent's turn, tribute it from hand or field: neither player can banish cards this turn." },
      },
    ],
  }),
  card({
    id: 40640057,
    name: '栗子球',
    type: 'monster effect',
    official: '库里波',
    en: 'Kuriboh',
    aliases: ['库里波'],
    level: 1,
    atk: 300,
    def: 200,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        condition: [{ is: 'phase', phases: ['damage-calculation'] }, { is: 'other', note: "damage calculation of an opponent's monster's attack" }],
        cost: [DISCARD_SELF],
        does: [{ do: 'other', note: 'the battle damage you take from that battle becomes 0' }],
        battleDamage: [{ op: 'zero', receiver: 'self', of: 'any', lasts: 'battle' }],
        summary: { zh: '对方怪兽攻击的伤害计算时，丢弃自身：那次战斗对自己的战斗伤害变成0。', en: "At damage calculation of an opponent's attack, discard it: you take no battle damage from that battle." },
      },
    ],
  }),
  card({
    id: 19665973,
    name: '消战者',
    type: 'monster effect',
    official: '消战者',
    en: 'Battle Fader',
    aliases: ['battle fader'],
    level: 1,
    atk: 0,
    def: 0,
    effects: [
      {
        // A trigger effect from the hand (spell speed 1), unlike 速攻稻草人.
        kind: 'trigger',
        from: 'hand',
        // 「对方怪兽的直接攻击宣言时」: a direct attack only (CH-ATTACK-WINDOW).
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' }, direct: true },
        timing: 'when',
        does: [
          { do: 'special-summon', what: 'self', from: 'hand' },
          { do: 'end-battle-phase', then: true },
          // 「这个效果特殊召唤的这张卡从场上离开的场合除外」: kept by the card while it remembers that summon (FD-SUMMON-RIDER).
          { do: 'banish', what: 'self', from: 'field', duration: 'end-phase', whenever: { event: ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'], on: ['left-field'] } },
        ],
        summary: { zh: '对方怪兽直接攻击宣言时（诱发效果）：自身从手卡特殊召唤，之后战斗阶段结束；离场时除外。', en: "When an opponent's monster declares a direct attack (trigger effect): Special Summon it, then end the Battle Phase; banished when it leaves the field." },
      },
    ],
  }),
  card({
    id: 18964575,
    name: '速攻稻草人',
    type: 'monster effect',
    official: '速攻稻草人',
    en: 'Swift Scarecrow',
    aliases: ['稻草人'],
    level: 1,
    atk: 0,
    def: 0,
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        // 「对方怪兽的直接攻击宣言时」: a direct attack only (CH-ATTACK-WINDOW).
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' }, direct: true },
        timing: 'when',
        cost: [DISCARD_SELF],
        does: [
          { do: 'negate-attack', what: 'attacker' },
          { do: 'end-battle-phase', then: true },
        ],
        summary: { zh: '对方怪兽直接攻击宣言时，丢弃自身：那次攻击无效，之后战斗阶段结束。', en: 'When an opponent\'s monster declares a direct attack: discard it; negate the attack, then end the Battle Phase.' },
      },
    ],
  }),
  card({
    id: 10045474,
    name: '无限泡影',
    type: 'trap',
    official: '无限泡影',
    en: 'Infinite Impermanence',
    aliases: ['泡影', 'impermanence', '無限泡影'],
    effects: [
      {
        kind: 'activation',
        handActivation: { condition: [YOU_CONTROL_NO_CARDS] },
        targets: { filter: OPP_FACEUP_MONSTER, count: 1 },
        does: [
          { do: 'negate-effects', what: 'targets', duration: 'turn' },
          // CH-LINGER-NEGATE-COLUMN: 「盖放的这张卡发动的场合，再在这个回合让和这张卡相同纵列的其他的魔法·陷阱卡的效果无效化」 (an unread
          // `other` before: a Spell/Trap in its column resolved untouched).
          { do: 'negate-effects', duration: 'turn', negatesColumn: { kinds: ['spell', 'trap'], ifSet: true }, note: 'if it was Set before activation: for the rest of the turn, the effects of other Spell/Trap cards in this column are negated' },
        ],
        summary: {
          zh: '以对方场上1只表侧表示怪兽为对象：它的效果直到回合结束时无效。自己场上没有卡时能从手卡发动；盖放后发动的场合，这个回合同纵列的其他魔法·陷阱卡效果也无效。',
          en: "Target 1 face-up monster the opponent controls: negate its effects until end of turn. May be activated from the hand while you control no cards; if activated after being Set, other Spells/Traps in its column are also negated this turn.",
        },
      },
    ],
  }),
  card({
    id: 15693423,
    name: '颉颃胜负',
    type: 'trap',
    official: '颉颃胜负',
    en: 'Evenly Matched',
    aliases: ['颉颃', '拮抗胜负', '拮抗', 'evenly matched'],
    effects: [
      {
        kind: 'activation',
        handActivation: { condition: [YOU_CONTROL_NO_CARDS] },
        condition: [
          // 「自己·对方的战斗阶段结束时」: the Battle Phase's End Step of either turn.
          { is: 'phase', phases: ['end-step'] },
          // 「对方场上的卡数量比自己场上的卡多」: every card on the field counts, not only monsters.
          { is: 'more', more: { side: 'opponent', place: 'field' }, than: { side: 'self', place: 'field' } },
        ],
        does: [
          { do: 'banish', player: 'opponent', faceDown: true, must: true, untilEqual: true, what: { filter: { side: 'opponent', place: 'field' }, scope: 'choose' }, note: 'the opponent banishes cards from their field face-down until they control as many as you; they choose (not targeting, not destroying)' },
        ],
        summary: {
          zh: '双方的战斗阶段结束时，对方场上的卡比自己多的场合：对方选自身场上的卡里侧除外，直到和自己场上数量相同。自己场上没有卡时能从手卡发动。',
          en: "At the end of either player's Battle Phase, if the opponent controls more cards: they banish cards from their field face-down until it matches yours. May be activated from the hand while you control no cards.",
        },
      },
    ],
  }),
];
