/**
 * Cards of the rules reference's "contains X at activation" examples (docs/c04/灰流丽·星尘龙.rst, the GY
 * lock chapter docs/c04/王家长眠之谷.rst) whose text the inference reads without the places its steps
 * take cards from — what 灰流丽/屋敷童-type answers and GY locks read. Written by hand from the card
 * text in ../shared/data/cards.cdb (饼蛙: today's text, see below).
 *
 * - 影依融合: its materials may come from the Deck (when the opponent has an Extra-Deck monster): the
 *   text contains sending from the Deck whatever the board.
 * - 融合解除: the materials' summon from the GY is decided at resolution, but contained.
 * - 固定音型: the End-Phase summon from the GY is delayed, but contained.
 * - 森之番人 绿狒狒 / 废铁龙② / 古遗物-雷神锤③: a step on "this card" or on the target takes it from
 *   where the card or the target is at activation.
 * - 冰结界之镜: a lingering effect for the turn that banishes from the GY.
 * - 怨邪帝 盖乌斯 (its unnumbered summoning condition, a Tribute Summon rule, is left out): banishes same-name cards from the GY too (only if the banished card is DARK — still
 *   contained whatever it targets).
 * (饼蛙 is curated in ./reference-triggers.ts.)
 */
import { card } from './dsl.js';

export const containsExampleCards = [
  card({
    id: 44394295,
    name: '影依融合',
    type: 'spell',
    official: '影依融合',
    en: 'El Shaddoll Fusion',
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        does: [
          { do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'field', 'deck'] }, scope: 'choose' }, from: ['hand', 'field', 'deck'], placeWhile: { place: 'deck', holds: [{ is: 'exists', filter: { side: 'opponent', kind: 'monster', place: 'monster', summonedFrom: 'extra' } }] }, note: 'Fusion Materials; from the Deck too while the opponent controls a monster Special Summoned from the Extra Deck' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'extra', archetype: '影依' }, scope: 'choose', count: 1 }, from: 'extra' },
        ],
        summary: {
          zh: '把手卡·场上（对方场上有从额外卡组特殊召唤的怪兽时卡组也可以）的素材送去墓地，融合召唤1只「影依」融合怪兽。',
          en: 'Send materials from the hand or field (also the Deck while the opponent controls a monster Special Summoned from the Extra Deck) to the GY; Fusion Summon 1 "Shaddoll" Fusion Monster.',
        },
      },
    ],
  }),
  card({
    id: 95286165,
    name: '融合解除',
    type: 'spell quickplay',
    official: '融合解除',
    en: 'De-Fusion',
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: 'monster', subtypes: ['fusion'], place: 'monster' }, count: 1 },
        does: [
          { do: 'return-to-deck', what: 'targets', to: 'extra' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'gy' }, scope: 'choose' }, from: 'gy', then: true, optional: true, materialsOf: 'targets', note: 'the set of Fusion Materials used for it, if all are in your GY' },
        ],
        summary: {
          zh: '以场上1只融合怪兽为对象：回到额外卡组；之后，那组融合素材在自己墓地齐集的场合，可以特殊召唤。',
          en: 'Target 1 Fusion Monster on the field: return it to the Extra Deck; then, if its Fusion Materials are all in your GY, you can Special Summon them.',
        },
      },
    ],
  }),
  card({
    id: 9113513,
    name: '固定音型',
    type: 'spell',
    official: '固定音型',
    en: 'Ostinato',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'none', filter: { side: 'self', kind: 'monster', place: 'monster' } }],
        does: [
          { do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'deck'] }, scope: 'choose', count: 2 }, from: ['hand', 'deck'], note: 'Fusion Materials' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'extra', archetype: '幻奏' }, scope: 'choose', count: 1 }, from: 'extra' },
          { do: 'destroy', what: { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 }, duration: 'end-phase', note: 'in the End Phase, the monster Fusion Summoned by it' },
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'gy' }, scope: 'choose', count: 2 }, from: 'gy', duration: 'end-phase', optional: true, then: true, note: 'its materials, if both are in your GY' },
        ],
        summary: {
          zh: '自己场上没有怪兽时：从手卡·卡组把2只素材送去墓地融合召唤「幻奏」融合怪兽；结束阶段破坏它，素材在墓地齐集的场合可以把那组特殊召唤。',
          en: 'While you control no monsters: send 2 materials from the hand or Deck to the GY and Fusion Summon a "Melodious" Fusion Monster; in the End Phase destroy it, then you can Special Summon its materials from your GY.',
        },
      },
    ],
  }),
  card({
    id: 46668237,
    name: '森之番人 绿狒狒',
    type: 'monster effect',
    official: '森之番人 绿狒狒',
    en: 'Green Baboon, Defender of the Forest',
    level: 7,
    atk: 2600,
    def: 1800,
    race: '兽族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        from: ['hand', 'gy'],
        timing: 'when',
        mandatory: false,
        trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster', race: '兽族', faceUp: true }, from: 'field', cause: 'effect' },
        cost: [{ do: 'pay-lp', amount: 1000 }],
        does: [{ do: 'special-summon', what: 'self' }],
        summary: {
          zh: '在手卡·墓地，自己场上表侧的兽族怪兽被效果破坏送去墓地时，支付1000基本分：这张卡特殊召唤。',
          en: 'In the hand or GY, when a face-up Beast you control is destroyed by an effect and sent to the GY: pay 1000 LP; Special Summon this card.',
        },
      },
    ],
  }),
  card({
    id: 76774528,
    name: '废铁龙',
    type: 'monster effect synchro',
    official: '废铁龙',
    en: 'Scrap Dragon',
    level: 8,
    atk: 2800,
    def: 2000,
    race: '龙族',
    attribute: '地',
    effects: [
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        targets: { filter: { place: 'field' }, count: 2 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '1回合1次，以自己和对方场上的卡各1张为对象：那些卡破坏。', en: 'Once per turn: target 1 card you control and 1 your opponent controls; destroy them.' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'if',
        mandatory: true,
        trigger: { event: 'destroyed', subject: { self: true }, by: 'opponent' },
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '废铁' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets' }],
        summary: {
          zh: '被对方破坏送去墓地的场合（必发）：以自己墓地1只同调怪兽以外的「废铁」怪兽为对象，特殊召唤（没有对象时不取对象发动）。',
          en: 'If destroyed by the opponent and sent to the GY (mandatory): target 1 non-Synchro "Scrap" monster in your GY; Special Summon it (with none, it is activated without a target).',
        },
      },
    ],
  }),
  card({
    id: 80237445,
    name: '古遗物-雷神锤',
    type: 'monster effect',
    official: '古遗物-雷神锤',
    en: 'Artifact Mjollnir',
    level: 5,
    atk: 1300,
    def: 1800,
    race: '天使族',
    attribute: '光',
    effects: [
      {
        kind: 'continuous',
        from: 'hand',
        does: [{ do: 'set', what: 'self', note: 'can be Set from the hand to the Spell & Trap Zone as a Spell' }],
        summary: { zh: '可以当作魔法卡从手卡在魔法与陷阱区域盖放。', en: 'Can be Set from the hand to the Spell & Trap Zone as a Spell.' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'if',
        mandatory: true,
        trigger: { event: 'destroyed', subject: { self: true }, from: 'spell' },
        condition: [{ is: 'turn', whose: 'opponent' }],
        does: [{ do: 'special-summon', what: 'self' }],
        summary: { zh: '盖放在魔法与陷阱区域的这张卡在对方回合被破坏送去墓地的场合（必发）：特殊召唤。', en: 'If this Set card is destroyed in the opponent\'s turn and sent to the GY (mandatory): Special Summon it.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        oncePerTurn: 'hard',
        trigger: { event: 'special-summoned', subject: { self: true } },
        condition: [{ is: 'turn', whose: 'opponent' }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '古遗物' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', position: 'defense' }],
        summary: {
          zh: '对方回合特殊召唤成功的场合（必发）：以自己墓地1只「古遗物」怪兽为对象，守备表示特殊召唤（没有对象时不取对象发动）。',
          en: 'If Special Summoned in the opponent\'s turn (mandatory): target 1 "Artifact" monster in your GY; Special Summon it in Defense Position (with none, it is activated without a target).',
        },
      },
    ],
  }),
  card({
    id: 10691144,
    name: '冰结界之镜',
    type: 'spell quickplay',
    official: '冰结界之镜',
    en: 'Mirror of the Ice Barrier',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'banish', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', countMax: 2 }, from: 'hand', duration: 'turn', note: 'each time the opponent\'s Effect Monster banishes your cards from the hand this turn: up to 2 random cards of their hand' },
          { do: 'banish', what: { filter: { side: 'opponent', place: 'field' }, scope: 'choose', countMax: 2 }, from: 'field', duration: 'turn', note: '… from the field: up to 2 of their cards on the field' },
          { do: 'banish', what: { filter: { side: 'opponent', place: 'gy' }, scope: 'choose', countMax: 2 }, from: 'gy', duration: 'turn', note: '… from the GY: up to 2 cards of their GY' },
        ],
        summary: {
          zh: '这个回合，每次对方的效果怪兽的效果把自己的手卡·场上·墓地的卡除外，把对方同一场所的最多2张卡除外。',
          en: 'This turn, each time an opponent\'s Effect Monster effect banishes your cards from the hand, field or GY: banish up to 2 of their cards from the same place.',
        },
      },
    ],
  }),
  card({
    id: 87288189,
    name: '怨邪帝 盖乌斯',
    type: 'monster effect',
    official: '怨邪帝 盖乌斯',
    en: 'Caius the Mega Monarch',
    level: 8,
    atk: 2800,
    def: 1000,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        trigger: { event: 'summoned', subject: { self: true }, tributesMin: 1 },
        targets: { filter: { place: 'field' }, count: 1 },
        does: [
          { do: 'banish', what: 'targets' },
          { do: 'damage', player: 'opponent', amount: 1000 },
          { do: 'banish', what: { filter: { place: ['hand', 'deck', 'extra', 'gy'] }, scope: 'all' }, from: ['hand', 'deck', 'extra', 'gy'], note: 'if the banished card is a DARK monster card: every card of that name of its controller' },
        ],
        summary: {
          zh: '上级召唤成功的场合：以场上1张卡为对象除外，给与对方1000伤害；除外的是暗属性怪兽卡的场合，把那控制者手卡·卡组·额外卡组·墓地的同名卡全部除外。',
          en: 'If Tribute Summoned: target 1 card on the field; banish it and inflict 1000 damage; if it was a DARK monster card, banish every card of that name from its controller\'s hand, Deck, Extra Deck and GY.',
        },
      },
    ],
  }),
];
