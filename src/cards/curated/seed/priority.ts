/**
 * Seed cards of the priority examples (seed 002 五): 弩弓部队 vs PSY骨架王·Ζ over 召唤兽
 * 普尔加托里奥; 青色眼睛的贤士 → 青色眼睛的少女; 魔女术工匠·锻造女巫 at the end of the main phase.
 * 弩弓部队 and 宇宙旋风 live in ./destruction.ts.
 */
import { card } from '../dsl.js';

export const priorityCards = [
  card({
    id: 12307878,
    name: '召唤兽 普尔加托里奥',
    type: 'monster effect fusion',
    official: '召唤兽 普尔加托里奥',
    en: 'Invoked Purgatrio',
    aliases: ['召唤兽普尔加托里奥'],
    level: 7,
    atk: 2300,
    def: 2000,
    race: '恶魔族',
    attribute: '炎',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'modify-stats', what: 'self', note: "+200 ATK for each card the opponent controls" }],
        summary: { zh: '攻击力上升对方场上的卡数量×200。', en: "Gains 200 ATK for each card your opponent controls." },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: "can attack each opponent monster once; piercing damage" }],
        summary: { zh: '可以向对方怪兽全部各攻击1次，攻击守备表示怪兽时给与贯通伤害。', en: 'Can attack every opponent monster once each, with piercing damage.' },
      },
    ],
  }),
  card({
    id: 37192109,
    name: 'PSY骨架王·Ζ',
    type: 'monster effect synchro',
    official: '精神骨架装载王 截塔',
    en: 'PSY-Framelord Zeta',
    aliases: ['PSY骨架王Ζ', 'PSY骨架王·Z', 'PSY骨架王Z'],
    level: 7,
    atk: 2500,
    def: 1800,
    race: '念动力族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        alsoOpponentTurn: true,
        oncePerTurn: 'soft',
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true, position: 'attack', specialSummoned: true }, count: 1 },
        // 「那只怪兽和场上的这张卡直到下次的自己准备阶段除外」: both, for a while — they come back in this card's controller's next Standby
        // Phase (CMP-UNTIL-NEXT-PHASE); before, only the target was banished and nothing came back.
        does: [
          { do: 'banish', what: 'targets', duration: 'next-standby', temporary: true, lastsUntil: { at: 'standby-phase', whose: 'self' }, note: 'that monster and this card, until your next Standby Phase' },
          { do: 'banish', what: 'self', duration: 'next-standby', temporary: true, lastsUntil: { at: 'standby-phase', whose: 'self' } },
        ],
        summary: {
          zh: '1回合1次，以对方场上1只特殊召唤的表侧攻击表示怪兽为对象：它和这张卡直到下次自己准备阶段除外。对方回合也能发动；没有合适的对象就不能发动。',
          en: 'Once per turn: target 1 Special Summoned face-up attack-position monster your opponent controls; banish it and this card until your next Standby Phase. Usable in either turn; needs a legal target.',
        },
      },
      {
        kind: 'ignition',
        from: 'gy',
        targets: { filter: { side: 'self', archetype: 'PSY骨架', place: 'gy', notSelf: true }, count: 1 },
        does: [
          { do: 'return-to-deck', what: 'self', to: 'extra' },
          { do: 'add-to-hand', what: 'targets', from: 'gy' },
        ],
        summary: { zh: '在墓地时，以自己墓地另1张「PSY骨架」卡为对象：这张卡回到额外卡组，那张卡加入手卡。', en: 'In the GY: target another "PSY-Frame" card in your GY; return this card to the Extra Deck and add that card to your hand.' },
      },
    ],
  }),
  card({
    id: 8240199,
    name: '青色眼睛的贤士',
    type: 'monster effect tuner',
    official: '青之眼贤士',
    en: 'Sage with Eyes of Blue',
    level: 1,
    atk: 0,
    def: 1500,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned' },
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { side: 'self', kind: 'monster', subtypes: ['tuner'], attribute: '光', levelMax: 1, place: 'deck' }, scope: 'choose', count: 1 }, note: 'not Sage with Eyes of Blue' }],
        summary: { zh: '通常召唤成功时：从卡组把1只其他的光属性1星调整加入手卡。', en: 'When Normal Summoned: add 1 other LIGHT Level 1 Tuner from the Deck to the hand.' },
      },
      {
        kind: 'ignition',
        from: 'hand',
        oncePerTurn: 'hard',
        cost: [{ do: 'discard', what: 'self' }],
        targets: { filter: { side: 'self', kind: 'monster', subtypes: ['effect'], place: 'monster' }, count: 1 },
        does: [
          { do: 'send-to-gy', what: 'targets' },
          { do: 'special-summon', from: 'deck', what: { filter: { side: 'self', kind: 'monster', archetype: '青眼', place: 'deck' }, scope: 'choose', count: 1 } },
        ],
        summary: { zh: '把手卡的这张卡丢弃，以自己场上1只效果怪兽为对象：把它送去墓地，从卡组特殊召唤1只「青眼」怪兽。', en: 'Discard this card, target 1 Effect Monster you control; send it to the GY and Special Summon 1 "Blue-Eyes" monster from the Deck.' },
      },
    ],
  }),
  card({
    id: 88241506,
    name: '青色眼睛的少女',
    type: 'monster effect tuner',
    official: '青之眼少女',
    en: 'Maiden with Eyes of Blue',
    level: 1,
    atk: 0,
    def: 0,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        timing: 'when',
        oncePerTurn: 'hard',
        respondsTo: { activation: 'any', targets: { self: true, faceUp: true, place: 'monster' } },
        does: [{ do: 'special-summon', from: ['hand', 'deck', 'gy'], what: { filter: { side: 'self', id: 89631139, place: ['hand', 'deck', 'gy'] }, scope: 'choose', count: 1 } }],
        summary: {
          zh: '诱发即时效果：场上表侧的这张卡成为效果对象时（那个发动必须就在它下面）：从手卡·卡组·墓地特殊召唤1只「青眼白龙」。①②1回合只能用1个。',
          en: 'Quick effect: when this face-up card is targeted by an activated effect (that activation must be the link just below): Special Summon 1 "Blue-Eyes White Dragon" from hand, Deck or GY. Only one of ①② per turn.',
        },
      },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        oncePerTurn: 'hard',
        // 「被选择作为攻击对象时」: the subject is the monster attacked (`on: attacked`, CH-ATTACK-TARGET-SUBJECT).
        trigger: { event: 'attack-declared', on: ['attacked'], subject: { self: true } },
        does: [
          { do: 'negate-attack', what: 'attacker' },
          { do: 'change-position', what: 'self' },
          { do: 'special-summon', then: true, optional: true, from: ['hand', 'deck', 'gy'], what: { filter: { side: 'self', id: 89631139, place: ['hand', 'deck', 'gy'] }, scope: 'choose', count: 1 } },
        ],
        summary: { zh: '被选为攻击对象时：那次攻击无效，这张卡改变表示形式，那之后可以特殊召唤1只「青眼白龙」。', en: 'When chosen as an attack target: negate the attack and change this card’s position, then you can Special Summon 1 "Blue-Eyes White Dragon".' },
      },
    ],
  }),
  card({
    id: 21744288,
    name: '魔女术工匠·锻造女巫',
    type: 'monster effect',
    official: '魔女工艺・铁匠舒蜜塔',
    en: 'Witchcrafter Schmietta',
    level: 4,
    atk: 1800,
    def: 600,
    race: '魔法师族',
    attribute: '炎',
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'hard',
        condition: [{ is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }],
        cost: [
          { do: 'tribute', what: 'self' },
          { do: 'discard', what: { filter: { side: 'self', kind: 'spell', place: 'hand' }, scope: 'choose', count: 1 } },
        ],
        does: [{ do: 'special-summon', from: 'deck', what: { filter: { side: 'self', kind: 'monster', archetype: '魔女术', place: 'deck' }, scope: 'choose', count: 1 }, note: 'not Witchcrafter Schmietta' }],
        summary: {
          zh: '自己·对方的主要阶段，把这张卡解放并丢弃1张魔法卡：从卡组特殊召唤1只其他「魔女术」怪兽。需要持有优先权：对方要等回合玩家放弃优先权（例如宣言结束主要阶段）才能发动。',
          en: "In either player's Main Phase: tribute this card and discard 1 Spell; Special Summon 1 other \"Witchcrafter\" from the Deck. Needs priority: the opponent can use it once the turn player passes (for example by ending the Main Phase).",
        },
      },
      {
        kind: 'ignition',
        from: 'gy',
        oncePerTurn: 'hard',
        cost: [{ do: 'banish', what: 'self' }],
        does: [{ do: 'send-to-gy', from: 'deck', what: { filter: { side: 'self', archetype: '魔女术', place: 'deck' }, scope: 'choose', count: 1 } }],
        summary: { zh: '把墓地的这张卡除外：从卡组把1张其他「魔女术」卡送去墓地。', en: 'Banish this card from the GY: send 1 other "Witchcrafter" card from the Deck to the GY.' },
      },
    ],
  }),
];
