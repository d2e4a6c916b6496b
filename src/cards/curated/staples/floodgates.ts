/**
 * Floodgates (封锁卡): continuous cards that forbid or replace an action for both players while
 * face-up. Their activation is a chain link that does nothing by itself; the lock applies from when
 * the card is face-up, never to things already on the chain being activated (they resolve, but a
 * continuous negation such as 人造人 applies at resolution too).
 *
 * Continuous Spells/Traps are written as two records: the card's activation (a chain link) and the
 * continuous effect (不入连锁).
 *
 * newer-than-cdb: none.
 */
import { card } from '../dsl.js';
import type { EffectSpec } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb. */
export const floodgatesNewerThanCdb: Record<number, string> = {};

/**
 * The plain activation of a continuous Spell/Trap or Field Spell: no effect of its own at resolution.
 * Record 0, so the card text's ① stays effect 1.
 */
function plainActivation(zh: string, en: string, extra: Partial<EffectSpec> = {}): EffectSpec {
  return {
    n: 0,
    kind: 'activation',
    does: [{ do: 'other', note: 'nothing happens at resolution: the card stays face-up and its continuous effect applies' }],
    summary: { zh, en },
    ...extra,
  };
}

export const floodgateCards = [
  card({
    id: 13529466,
    name: '召唤兽 卡利古拉',
    type: 'monster effect fusion',
    official: '召唤兽 卡里古拉',
    en: 'Invoked Caliga',
    aliases: ['卡利古拉', '卡里古拉'],
    level: 4,
    atk: 1000,
    def: 1800,
    attribute: '暗',
    effects: [
      {
        kind: 'continuous',
        does: [
          { do: 'other', player: 'both', limitsActivations: { effects: { cardKind: 'monster', activatedOnly: true }, perTurn: 1 }, note: '双方各自1回合只能有1次把怪兽的效果发动' },
          { do: 'other', note: '各自在战斗阶段只能用1只怪兽攻击' },
        ],
        // CH-ATTACK-ONE-MONSTER: a lock on both players (as src/cards/compile/attack-rules.ts reads the same words).
        attackRules: [{ kind: 'one-attacker', of: 'filter', filter: { kind: 'monster' } }],
        summary: {
          zh: '只要这张卡在怪兽区域存在：双方各自1回合只能有1次把怪兽的效果发动，各自在战斗阶段只能用1只怪兽攻击。',
          en: 'While in the Monster Zone: each player can only activate 1 monster effect per turn, and attack with only 1 monster during the Battle Phase.',
        },
      },
    ],
  }),
  card({
    id: 5851097,
    name: '虚无空间',
    type: 'trap continuous',
    official: '虚无空间',
    en: "Vanity's Emptiness",
    aliases: ['虚空', '虚无', 'vanity'],
    effects: [
      plainActivation('卡的发动（入连锁）；处理后表侧留在场上。', 'Card activation (a chain link); stays face-up after it resolves.'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbids: 'special-summon', note: 'neither player can Special Summon monsters' }],
        summary: { zh: '表侧存在期间，双方不能把怪兽特殊召唤。', en: 'While face-up, neither player can Special Summon.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'sent-to-gy', from: ['deck', 'field'], subject: { side: 'self' } },
        timing: 'if',
        mandatory: true,
        does: [{ do: 'destroy', what: 'self' }],
        summary: { zh: '卡从卡组或场上送去自己墓地的场合（必发）：这张卡破坏。', en: 'If a card is sent from your Deck or field to your GY (mandatory): destroy this card.' },
      },
    ],
  }),
  card({
    id: 81674782,
    name: '次元的裂缝',
    type: 'spell continuous',
    official: '次元的裂缝',
    en: 'Dimensional Fissure',
    aliases: ['次元裂缝', '裂缝'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', insteadOfGy: 'banished', what: { filter: { kind: 'monster' }, scope: 'all' }, note: 'monsters that would be sent to the GY are banished instead' }],
        summary: { zh: '表侧存在期间，要送去墓地的怪兽改为除外。', en: 'While face-up, monsters that would go to the GY are banished instead.' },
      },
    ],
  }),
  card({
    id: 30241314,
    name: '大宇宙',
    type: 'trap continuous',
    official: '宏观宇宙',
    en: 'Macro Cosmos',
    aliases: ['宏观宇宙', 'macro'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'special-summon', optional: true, from: ['hand', 'deck'], note: '1 「原始太阳 赫利俄斯」' }],
        summary: { zh: '卡的发动时的处理：可以从手卡·卡组特殊召唤1只「原始太阳 赫利俄斯」。', en: 'On activation: you may Special Summon 1 "Helios - The Primordial Sun" from hand or Deck.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', insteadOfGy: 'banished', note: 'any card that would be sent to the GY is banished instead' }],
        summary: { zh: '表侧存在期间，要送去墓地的卡改为除外。', en: 'While face-up, any card that would go to the GY is banished instead.' },
      },
    ],
  }),
  card({
    id: 58921041,
    name: '魔封的芳香',
    type: 'trap continuous',
    official: '魔封之芳香',
    en: 'Anti-Spell Fragrance',
    aliases: ['魔封芳香', '魔封'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', setFirst: 'spell', note: 'Spell cards must be Set before they can be activated, and cannot be activated until the Setting player\'s next turn' }],
        summary: { zh: '表侧存在期间，双方的魔法卡必须先盖放，且到盖放的玩家的下个回合才能发动。', en: "While face-up, Spells must be Set first and cannot be activated until the Setting player's next turn." },
      },
    ],
  }),
  card({
    id: 90846359,
    name: '群雄割据',
    type: 'trap continuous',
    official: '群雄割据',
    en: 'Rivalry of Warlords',
    aliases: ['群雄'],
    effects: [
      plainActivation('卡的发动（入连锁）。处理后双方把多余种族的怪兽送去墓地（规则处理）。', 'Card activation; once face-up, each player sends monsters of extra Types to the GY.'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', fieldLimit: 'one-race', note: 'each player can control face-up monsters of only 1 Type; extra Types are sent to the GY until 1 remains' }],
        summary: { zh: '表侧存在期间，双方场上各自只能有1种种族的表侧怪兽，多的送去墓地。', en: 'While face-up, each player may control face-up monsters of only 1 Type; the rest are sent to the GY.' },
      },
    ],
  }),
  card({
    id: 24207889,
    name: '千查万别',
    type: 'trap continuous',
    official: '千察万别',
    en: 'There Can Be Only One',
    aliases: ['千察万别'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', fieldLimit: 'one-per-race', note: 'each player can control only 1 face-up monster of each Type; extras are sent to the GY' }],
        summary: { zh: '表侧存在期间，同一种族的怪兽双方各自只能有1只表侧存在，多的送去墓地。', en: 'While face-up, each player may control only 1 face-up monster of each Type.' },
      },
    ],
  }),
  card({
    id: 53334471,
    name: '御前试合',
    type: 'trap continuous',
    official: '御前比试',
    en: 'Gozen Match',
    aliases: ['御前比试', '御前'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', fieldLimit: 'one-attribute', note: 'each player can control face-up monsters of only 1 Attribute; extras are sent to the GY' }],
        summary: { zh: '表侧存在期间，双方场上各自只能有1种属性的表侧怪兽，多的送去墓地。', en: 'While face-up, each player may control face-up monsters of only 1 Attribute.' },
      },
    ],
  }),
  card({
    id: 30459350,
    name: '王宫的铁壁',
    type: 'trap continuous',
    official: '王宫的铁壁',
    en: 'Imperial Iron Wall',
    aliases: ['铁壁'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbids: 'banish', note: 'neither player can banish cards' }],
        summary: { zh: '表侧存在期间，双方不能把卡除外（作为代价的除外也不能）。', en: 'While face-up, neither player can banish cards (not even as a cost).' },
      },
    ],
  }),
  card({
    id: 73599290,
    name: '灵魂抽取',
    type: 'trap continuous',
    official: '灵魂抽取',
    en: 'Soul Drain',
    aliases: ['灵抽'],
    effects: [
      plainActivation('支付1000基本分发动（入连锁）。', 'Activated by paying 1000 LP (a chain link).', { cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }] }),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', note: 'neither player can activate the effects of monsters in the GY or banished' }],
        summary: { zh: '表侧存在期间，双方不能发动墓地·除外状态的怪兽的效果。', en: 'While face-up, monster effects cannot be activated in the GY or while banished.' },
      },
    ],
  }),
  card({
    id: 83326048,
    name: '次元障壁',
    type: 'trap',
    official: '次元障壁',
    en: 'Dimensional Barrier',
    aliases: [],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        // CH-LINGER-SUMMON-LOCK-DECLARED: 「宣言1个怪兽的种类（仪式·融合·同调·超量·灵摆）才能发动」 (before s60 one unread `other` step: a
        // Fusion Summon after it was made with no remark). The engine narrows `declaredType` to the type the link declared (`[宣言 融合]`).
        declaresType: ['ritual', 'fusion', 'synchro', 'xyz', 'pendulum'],
        does: [
          // 「这个回合，双方不能把宣言的种类的怪兽特殊召唤」: a lock lasting the turn, from its resolution.
          { do: 'other', duration: 'turn', player: 'both', forbids: 'special-summon', forbidsOnly: { kind: 'monster', declaredType: true }, note: 'this turn neither player can Special Summon monsters of the declared type' },
          // 「场上的宣言种类的怪兽的效果无效化」: as 技能抽取 for that type, the face-up monsters of it on the field (docs/c03/无效.rst:201).
          { do: 'negate-effects', duration: 'turn', what: { filter: { kind: 'monster', place: 'field', faceUp: true, declaredType: true }, scope: 'all' }, note: 'the effects of face-up monsters of the declared type on the field are negated this turn' },
        ],
        summary: {
          zh: '宣言1种（仪式·融合·同调·超量·灵摆）：这个回合双方不能特殊召唤那种怪兽，场上那种怪兽的效果无效。',
          en: 'Declare Ritual/Fusion/Synchro/Xyz/Pendulum: this turn that kind cannot be Special Summoned, and those on the field have their effects negated.',
        },
      },
    ],
  }),
  card({
    id: 47084486,
    name: '虚无魔人',
    type: 'monster effect',
    official: '虚无魔者',
    en: "Vanity's Fiend",
    aliases: ['虚无魔者'],
    level: 6,
    atk: 2400,
    def: 1200,
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbids: 'special-summon', note: 'neither player can Special Summon (it cannot be Special Summoned itself)' }],
        summary: { zh: '在怪兽区域存在期间，双方不能特殊召唤。自身不能特殊召唤。', en: 'While in the Monster Zone, neither player can Special Summon. It cannot be Special Summoned.' },
      },
    ],
  }),
  card({
    id: 33746252,
    name: '威光魔人',
    type: 'monster effect',
    official: '威光魔者',
    en: "Majesty's Fiend",
    aliases: ['威光魔者'],
    level: 6,
    atk: 2400,
    def: 1000,
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbidsActivation: { cardKind: 'monster' }, note: 'monster effects cannot be activated (it cannot be Special Summoned itself)' }],
        summary: { zh: '在怪兽区域存在期间，双方不能发动怪兽的效果。自身不能特殊召唤。', en: 'While in the Monster Zone, monster effects cannot be activated. It cannot be Special Summoned.' },
      },
    ],
  }),
  card({
    id: 23516703,
    name: '召唤限制器',
    type: 'trap continuous',
    official: '召唤限制器',
    en: 'Summon Limit',
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', fieldLimit: 'summons-per-turn', amount: 2, summonKinds: ['summon', 'flip-summon', 'special-summon'], note: 'a player who has already summoned (Normal, Flip, Special) 2 or more times this turn cannot summon' }],
        summary: { zh: '表侧存在期间，这个回合召唤·反转召唤·特殊召唤合计2次以上的玩家不能再召唤。', en: 'While face-up, a player who has summoned 2+ times this turn cannot summon again.' },
      },
    ],
  }),
  card({
    id: 68937720,
    name: '精神抽取',
    type: 'trap continuous',
    official: '精神抽取',
    en: 'Mind Drain',
    effects: [
      plainActivation('支付1000基本分发动（入连锁）。', 'Activated by paying 1000 LP (a chain link).', { cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }] }),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbidsActivation: { activatedFrom: 'hand', cardKind: 'monster' }, note: 'monster effects cannot be activated in the hand' }],
        summary: { zh: '表侧存在期间，手卡的怪兽效果不能发动。', en: 'While face-up, monster effects cannot be activated in the hand.' },
      },
    ],
  }),
  card({
    id: 99735427,
    name: '吸入暗阴的魔镜',
    type: 'trap continuous',
    official: '黑暗吸收魔镜',
    en: 'Shadow-Imprisoning Mirror',
    aliases: ['暗镜'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          {
            do: 'negate-effects',
            effects: [{ activatedFrom: ['field', 'gy'], cardKind: 'monster', activatedOnly: true, card: { attribute: '暗' } }],
          },
        ],
        summary: { zh: '表侧存在期间，在场上·墓地发动的暗属性怪兽的效果无效。', en: 'While face-up, effects of DARK monsters activated on the field or in the GY are negated.' },
      },
    ],
  }),
  card({
    id: 53341729,
    name: '吸入闪光的魔镜',
    type: 'trap continuous',
    official: '闪光吸收魔镜',
    en: 'Light-Imprisoning Mirror',
    aliases: ['光镜'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          {
            do: 'negate-effects',
            effects: [{ activatedFrom: ['field', 'gy'], cardKind: 'monster', activatedOnly: true, card: { attribute: '光' } }],
          },
        ],
        summary: { zh: '表侧存在期间，在场上·墓地发动的光属性怪兽的效果无效。', en: 'While face-up, effects of LIGHT monsters activated on the field or in the GY are negated.' },
      },
    ],
  }),
  card({
    id: 77585513,
    name: '人造人-念力震慑者',
    type: 'monster effect',
    official: '人造人－念力震慑者',
    en: 'Jinzo',
    aliases: ['人造人', '念力震慑者', 'jinzo'],
    level: 6,
    atk: 2400,
    def: 1500,
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          { do: 'other', player: 'both', forbidsActivation: { cardKind: 'trap', activatedFrom: 'field', placedToActivate: true }, note: 'Trap effects cannot be activated on the field' },
          { do: 'negate-effects', what: { filter: { kind: 'trap', place: 'field' }, scope: 'all' }, note: 'the effects of Traps on the field are negated' },
        ],
        summary: { zh: '在怪兽区域存在期间，双方不能在场上发动陷阱卡的效果，场上的陷阱卡效果无效。', en: 'While in the Monster Zone, Trap effects cannot be activated on the field, and Traps on the field have their effects negated.' },
      },
    ],
  }),
  card({
    id: 71564252,
    name: '雷王',
    type: 'monster effect',
    official: '雷王',
    en: 'Thunder King Rai-Oh',
    aliases: ['rai-oh'],
    level: 4,
    atk: 1900,
    def: 800,
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', forbids: 'add-to-hand', forbidsFrom: 'deck', note: 'neither player can add cards from the Deck to the hand except by drawing' }],
        summary: { zh: '在怪兽区域存在期间，双方不能用抽卡以外的方法从卡组把卡加入手卡。', en: 'While in the Monster Zone, neither player can add cards from the Deck to the hand except by drawing.' },
      },
      {
        kind: 'quick',
        respondsToSummon: { summon: ['special'], by: 'opponent' },
        condition: [{ is: 'other', note: 'the opponent is Special Summoning exactly 1 monster' }],
        cost: [{ do: 'send-to-gy', what: 'self', from: 'monster' }],
        does: [
          { do: 'negate-summon', what: 'event-cards' },
          { do: 'destroy', what: 'event-cards' },
        ],
        summary: { zh: '对方只把1只怪兽特殊召唤之际，把场上的自身送去墓地：那次特殊召唤无效并破坏。', en: 'While the opponent would Special Summon exactly 1 monster: send it from the field to the GY; negate the summon and destroy it.' },
      },
    ],
  }),
  card({
    id: 76375976,
    name: '魔钟洞',
    type: 'spell field',
    official: '魔钟洞',
    en: 'Mystic Mine',
    effects: [
      plainActivation('场地魔法卡的发动（入连锁）。', 'Field Spell activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'both', note: 'the player who controls more monsters cannot activate monster effects or declare attacks' }],
        summary: { zh: '场上怪兽比对方多的一方不能发动怪兽效果，也不能攻击宣言。', en: 'Whoever controls more monsters cannot activate monster effects or declare attacks.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'phase-start', phase: 'end-phase' },
        mandatory: true,
        condition: [{ is: 'other', note: 'both players control the same number of monsters' }],
        does: [{ do: 'destroy', what: 'self' }],
        summary: { zh: '双方结束阶段，双方场上怪兽数量相同的场合（必发）：这张卡破坏。', en: 'In either End Phase, if both control the same number of monsters (mandatory): destroy this card.' },
      },
    ],
  }),
  card({
    id: 47355498,
    name: '王家长眠之谷',
    type: 'spell field',
    official: '王家长眠之谷－死灵谷',
    en: 'Necrovalley',
    aliases: ['死灵谷', '长眠之谷', '王家长眠'],
    effects: [
      plainActivation('场地魔法卡的发动（入连锁）。', 'Field Spell activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'modify-stats', what: { filter: { archetype: '守墓', kind: 'monster', place: 'monster' }, scope: 'all' }, note: '+500 ATK/DEF' }],
        summary: { zh: '场上的「守墓」怪兽攻击力·守备力上升500。', en: '"Gravekeeper\'s" monsters on the field gain 500 ATK/DEF.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          { do: 'other', player: 'both', forbids: 'banish', forbidsFrom: 'gy', note: 'cards in the GY cannot be banished' },
          // 「对墓地的卡有涉及的效果无效化」: effects that must move a card out of the GY (not ones that only read a GY card).
          { do: 'negate-effects', effects: [{ movesFrom: 'gy' }], note: 'effects that must move cards out of the GY are negated and not applied' },
        ],
        summary: { zh: '双方不能把墓地的卡除外，涉及墓地的卡的效果无效·不适用。', en: 'Cards in the GY cannot be banished, and effects that involve cards in the GY are negated / not applied.' },
      },
    ],
  }),
  card({
    id: 24348804,
    name: '休息一回',
    type: 'trap continuous',
    official: '休息一回',
    en: 'Lose 1 Turn',
    effects: [
      plainActivation('自己场上没有特殊召唤的怪兽时发动（入连锁）。', 'Activated while you control no Special Summoned monsters (a chain link).', {
        condition: [{ is: 'none', filter: { side: 'self', kind: 'monster', place: 'monster', specialSummoned: true } }],
      }),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'negate-effects', what: { filter: { kind: 'monster', place: 'monster', specialSummoned: true }, scope: 'all' }, duration: 'turn', note: 'during the turn they are Special Summoned' }],
        summary: { zh: '表侧存在期间，特殊召唤的怪兽在那个回合效果无效。', en: 'While face-up, Special Summoned monsters have their effects negated during the turn they are summoned.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { kind: 'monster', subtypes: ['effect'], position: 'attack' } },
        timing: 'if',
        mandatory: true,
        condition: [{ is: 'other', note: 'it was Special Summoned in Attack Position' }],
        does: [{ do: 'change-position', what: 'event-cards', position: 'defense' }],
        summary: { zh: '效果怪兽攻击表示特殊召唤的场合（必发）：变成守备表示。', en: 'If an Effect Monster is Special Summoned in Attack Position (mandatory): change it to Defense Position.' },
      },
    ],
  }),
  card({
    id: 35059553,
    name: '皇帝斗技场',
    type: 'spell continuous',
    official: '凯撒竞技场',
    en: 'Kaiser Colosseum',
    aliases: ['凯撒竞技场'],
    effects: [
      plainActivation('卡的发动（入连锁）。', 'Card activation (a chain link).'),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', player: 'opponent', fieldLimit: 'not-more-than-controller', note: 'while you control a monster, the opponent cannot place monsters on their field if they would control more monsters than you' }],
        summary: { zh: '自己场上有怪兽时，对方场上的怪兽数量不能超过自己场上的怪兽数量。', en: 'While you control a monster, the opponent cannot control more monsters than you.' },
      },
    ],
  }),
  card({
    id: 59509952,
    name: '大天使 克里斯提亚',
    type: 'monster effect',
    official: '大天使 克里斯蒂亚',
    en: 'Archlord Kristya',
    aliases: ['克里斯提亚', '克里斯蒂亚'],
    level: 8,
    atk: 2800,
    def: 2300,
    effects: [
      {
        kind: 'procedure',
        from: 'hand',
        condition: [{ is: 'other', note: 'exactly 4 Fairy monsters in your GY' }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '自己墓地的天使族怪兽正好4只的场合，可以从手卡特殊召唤（不入连锁）。', en: 'Can be Special Summoned from the hand while you have exactly 4 Fairies in the GY (does not start a chain).' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { self: true } },
        timing: 'if',
        mandatory: true,
        condition: [{ is: 'other', note: 'Special Summoned by its own ① procedure' }],
        targets: { filter: { side: 'self', place: 'gy', race: '天使族', kind: 'monster' }, count: 1 },
        does: [{ do: 'add-to-hand', what: 'targets', from: 'gy' }],
        summary: { zh: '用①的方法特殊召唤的场合（必发）：以自己墓地1只天使族怪兽为对象，加入手卡。', en: 'If Special Summoned by its ① procedure (mandatory): target 1 Fairy in your GY; add it to the hand.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        // (`forbids`: the lock stops a Special Summon and the activation of an effect that makes one, as 虚无魔人's does —
        // without it 死者苏生 resolved under it.)
        does: [{ do: 'other', player: 'both', forbids: 'special-summon', note: 'neither player can Special Summon monsters' }],
        summary: { zh: '在怪兽区域存在期间，双方不能把怪兽特殊召唤。', en: 'While in the Monster Zone, neither player can Special Summon.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'return-to-deck', what: 'self', leavesTo: { to: 'deck-top', gyOnly: true }, note: 'if sent from the field to the GY face-up, it goes to the top of the Deck instead' }],
        summary: { zh: '场上表侧的这张卡送去墓地的场合，改为回到卡组最上面（不入连锁）。', en: 'If sent from the field to the GY, it is placed on top of the Deck instead (no chain).' },
      },
    ],
  }),
];
