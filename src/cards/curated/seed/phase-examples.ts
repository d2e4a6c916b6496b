/**
 * Seed cards of the phase-by-phase worked examples (seed 000): the standby phase (最终一战！ and
 * 升灵术师 奘玄 vs 杀人蛇; 熔岩魔神 vs 强夺), main phase 1 (阿匹卜之化神), the end phase
 * (多尔·多拉 vs 最终一战！; 暗黑之蝎尾狮).
 */
import { card } from '../dsl.js';
import { equipActivation } from './common.js';

export const phaseExampleCards = [
  card({
    id: 28566710,
    name: '最终一战！',
    type: 'trap',
    official: '最终一战！',
    en: 'Last Turn',
    aliases: ['最终一战'],
    effects: [
      {
        kind: 'activation',
        condition: [
          { is: 'lp', side: 'self', op: '<=', value: 1000 },
          { is: 'turn', whose: 'opponent' },
        ],
        does: [
          { do: 'send-to-gy', what: { filter: { place: ['hand', 'field'] }, scope: 'all' }, note: 'except 1 monster you choose on your field' },
          { do: 'special-summon', then: true, player: 'opponent', from: 'deck', position: 'attack', note: 'the opponent summons 1 monster from their Deck; it battles your chosen monster, battle damage 0' },
          { do: 'other', duration: 'end-phase', note: 'in the End Phase: the only player controlling a monster wins; otherwise the Duel is a draw (applied without a chain)' },
        ],
        summary: {
          zh: '自己基本分1000以下时，对方回合发动：选自己1只怪兽，其余双方手卡·场上的卡全送去墓地，那之后对方从卡组特殊召唤1只怪兽和它战斗（不产生战斗伤害）。这回合结束阶段，只有1名玩家控制怪兽则那名玩家胜利，否则平局（这个处理不入连锁）。',
          en: "With 1000 LP or less, in the opponent's turn: keep 1 monster you control and send every other card in both hands and on the field to the GY; then the opponent Special Summons 1 monster from their Deck to battle it (no battle damage). In this turn's End Phase the only player controlling a monster wins, otherwise the Duel is a draw (applied without a chain).",
        },
      },
    ],
  }),
  card({
    id: 41855169,
    name: '升灵术师 奘玄',
    type: 'monster effect',
    official: '升灵术师 奘玄',
    en: 'Jowgen the Spiritualist',
    level: 3,
    atk: 200,
    def: 1300,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'ignition',
        cost: [{ do: 'discard', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 }, note: 'at random' }],
        does: [{ do: 'destroy', what: { filter: { kind: 'monster', place: 'monster', specialSummoned: true }, scope: 'all' } }],
        summary: { zh: '随机丢弃1张手卡：场上特殊召唤的怪兽全部破坏。', en: 'Discard 1 random card: destroy all Special Summoned monsters on the field.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: 'neither player can Special Summon' }],
        summary: { zh: '这张卡在场上表侧存在期间，双方不能特殊召唤。', en: 'While face-up on the field, neither player can Special Summon.' },
      },
    ],
  }),
  card({
    id: 8131171,
    name: '杀人蛇',
    type: 'monster effect',
    official: '杀手蛇',
    en: 'Sinister Serpent',
    level: 1,
    atk: 300,
    def: 250,
    race: '爬虫类族',
    attribute: '水',
    effects: [
      {
        kind: 'trigger',
        from: 'gy',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'standby-phase' },
        condition: [{ is: 'turn', whose: 'self' }],
        oncePerTurn: 'hard',
        does: [
          { do: 'return-to-hand', what: 'self', from: 'gy' },
          { do: 'banish', duration: 'end-phase', note: "in the opponent's next End Phase, banish 1 Sinister Serpent from your GY" },
        ],
        summary: {
          zh: '在墓地时，自己准备阶段可以发动：这张卡回到手卡；下次对方结束阶段把自己墓地1只「杀人蛇」除外。卡名1回合1次。',
          en: "In your GY, during your Standby Phase: return it to your hand; in the opponent's next End Phase banish 1 Sinister Serpent from your GY. Once per turn by name.",
        },
      },
    ],
  }),
  card({
    id: 102380,
    name: '溶岩魔神',
    type: 'monster effect special-summon',
    official: '熔岩魔神・岩浆魔像',
    en: 'Lava Golem',
    aliases: ['熔岩魔神', '熔岩魔神・岩浆魔像', '熔岩魔神·岩浆魔像'],
    level: 8,
    atk: 3000,
    def: 2500,
    race: '恶魔族',
    attribute: '炎',
    effects: [
      {
        // CH-PROCEDURE-OPPONENT-FIELD: summoned by its own procedure onto the opponent's field, tributing 2 of their monsters.
        // (An unnumbered rule of the text, as the compiler numbers one: ① stays the Standby Phase damage.)
        n: 0,
        kind: 'procedure',
        from: 'hand',
        cost: [{ do: 'tribute', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'choose', count: 2 } }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand', player: 'opponent', note: "to the opponent's field" }],
        summary: {
          zh: '不能通常召唤：可以解放对方场上2只怪兽，把自身从手卡特殊召唤到对方场上（不入连锁）。',
          en: "Cannot be Normal Summoned: can be Special Summoned from the hand to the opponent's field by tributing 2 of their monsters (no chain).",
        },
      },
      {
        kind: 'trigger',
        mandatory: true,
        trigger: { event: 'phase-start', phase: 'standby-phase' },
        condition: [{ is: 'turn', whose: 'self' }],
        does: [{ do: 'damage', player: 'self', amount: 1000 }],
        summary: {
          zh: '必发：自己准备阶段，自己受到1000伤害。（不能通常召唤；解放对方场上2只怪兽在对方场上特殊召唤。）',
          en: 'Mandatory: during your Standby Phase, take 1000 damage. (Cannot be Normal Summoned; Special Summoned to the opponent’s field by tributing 2 of their monsters.)',
        },
      },
    ],
  }),
  card({
    id: 45986603,
    name: '强夺',
    type: 'spell equip',
    official: '强夺',
    en: 'Snatch Steal',
    effects: [
      equipActivation({ side: 'opponent' }, '卡的发动：以对方1只表侧怪兽为对象，把这张卡装备。', "Card activation: target 1 face-up monster your opponent controls and equip this card to it."),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'take-control', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' }, note: 'the equipped monster' }],
        summary: { zh: '装备在对方怪兽上：得到装备怪兽的控制权。', en: 'Equip only to an opponent’s monster: take control of it.' },
      },
      {
        kind: 'trigger',
        mandatory: true,
        staysOnField: true,
        trigger: { event: 'phase-start', phase: 'standby-phase' },
        condition: [{ is: 'turn', whose: 'opponent' }],
        does: [{ do: 'gain-lp', player: 'opponent', amount: 1000 }],
        summary: { zh: '必发：对方准备阶段，对方回复1000基本分。', en: "Mandatory: during the opponent's Standby Phase, they gain 1000 LP." },
      },
    ],
    textChange: {
      zh: '种子文档把回复基本分当作不入连锁的处理；现在的文本是②「对方准备阶段发动」的必发诱发效果，会进入连锁。',
      en: 'The seed treats the LP gain as applied without a chain; today it is effect ②, a mandatory trigger in the opponent’s Standby Phase that starts a chain.',
    },
  }),
  card({
    id: 28649820,
    name: '阿匹卜之化神',
    type: 'trap continuous',
    official: '阿波菲斯的化神',
    en: 'Embodiment of Apophis',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }],
        does: [{ do: 'special-summon', what: 'self', note: 'as a Normal Monster (Reptile/EARTH/Level 4/ATK 1600/DEF 1800), also still a Trap' }],
        summary: {
          zh: '自己·对方的主要阶段发动：这张卡变成通常怪兽（爬虫类族·地·4星·攻1600/守1800）在怪兽区域特殊召唤（也当作陷阱卡）。',
          en: "During either player's Main Phase: Special Summon this card as a Normal Monster (Reptile/EARTH/Level 4/1600/1800); it is still a Trap too.",
        },
      },
    ],
  }),
  card({
    id: 43586926,
    name: '多尔·多拉',
    type: 'monster effect',
    official: '多尔多拉',
    en: 'Twin-Headed Behemoth',
    aliases: ['多尔多拉'],
    level: 3,
    atk: 1500,
    def: 1200,
    race: '龙族',
    attribute: '风',
    effects: [
      {
        kind: 'trigger',
        from: 'gy',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'end-phase' },
        condition: [{ is: 'other', note: 'this card was destroyed on the field and sent to the GY this turn' }],
        oncePerTurn: 'hard',
        does: [{ do: 'special-summon', what: 'self', from: 'gy', note: 'its ATK/DEF become 1000' }],
        summary: {
          zh: '场上的这张卡被破坏送去墓地的回合的结束阶段可以发动：从墓地特殊召唤，攻守变成1000。卡名决斗中1次。',
          en: 'In the End Phase of the turn it was destroyed on the field and sent to the GY: Special Summon it from the GY with 1000 ATK/DEF. Once per Duel.',
        },
      },
    ],
  }),
  card({
    id: 77121851,
    name: '暗黑之蝎尾狮',
    type: 'monster effect',
    official: '暗黑之蝎尾狮',
    en: 'Manticore of Darkness',
    level: 6,
    atk: 2300,
    def: 1000,
    race: '兽战士族',
    attribute: '炎',
    effects: [
      {
        kind: 'trigger',
        from: 'gy',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'end-phase' },
        condition: [{ is: 'other', note: 'this card was sent to the GY this turn' }],
        cost: [{ do: 'send-to-gy', from: ['hand', 'field'], what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'monster'] }, scope: 'choose', count: 1 }, note: 'a Beast, Beast-Warrior or Winged Beast monster' }],
        does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
        summary: {
          zh: '这张卡被送去墓地的回合的结束阶段，把自己手卡·场上1只兽族·兽战士族·鸟兽族怪兽送去墓地：从墓地特殊召唤。手卡调整时被丢弃的这张卡可以在那个丢弃的时点发动。',
          en: 'In the End Phase of the turn it was sent to the GY: send 1 Beast, Beast-Warrior or Winged Beast from your hand or field to the GY; Special Summon it. If discarded for hand size, it can be activated right at that discard.',
        },
      },
    ],
  }),
];
