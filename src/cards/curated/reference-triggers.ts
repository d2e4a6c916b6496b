/**
 * Cards of the rules reference's worked examples (lucays/OCG-Rule-documentation, docs/c02) about what
 * meets a trigger — a discard as a cost is no discard by an effect, a destruction by rule is neither
 * by battle nor by effect, a negated summon's monster was never on the field, a negation of an
 * activation is an event of its own — whose text the inference reads without the event's cause, place
 * or kind. Written by hand from the card text in ../shared/data/cards.cdb.
 *
 * Also two negators the reference uses in many examples, read wrongly by the inference: 王宫的号令
 * (negates flip effect monsters' activations and effects) and 饼蛙 (its ② answers a monster effect or a
 * Spell/Trap *card* activation, not the effect of a face-up Spell/Trap), and 荷鲁斯之黑炎龙 LV8 (a
 * quick negation of a Spell's activation, read by the inference as spell speed 1).
 */
import { card } from './dsl.js';

const plainActivation = (zh: string, en: string) => ({
  n: 0,
  kind: 'activation' as const,
  does: [{ do: 'other' as const, note: 'nothing happens at resolution: the card stays face-up and its effects apply' }],
  summary: { zh, en },
});

export const referenceTriggerCards = [
  card({
    id: 37322745,
    name: '自然之森',
    type: 'spell field',
    official: '自然之森',
    en: 'Naturia Forest',
    effects: [
      plainActivation('场地魔法卡的发动。', 'Activate this Field Spell.'),
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        // 「把对方控制的卡的发动无效的场合」: the negation is its controller's, of any activation of the opponent's.
        trigger: { event: 'activation-negated', subject: { side: 'opponent' }, by: 'self' },
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { side: 'self', kind: 'monster', place: 'deck', archetype: '自然', levelMax: 3 }, scope: 'choose', count: 1 } }],
        summary: { zh: '把对方控制的卡的发动无效的场合：可以从卡组把1只3星以下的「自然」怪兽加入手卡。', en: 'If you negate the activation of a card your opponent controls: you can add 1 Level 3 or lower "Naturia" monster from your Deck to your hand.' },
      },
    ],
  }),
  card({
    id: 89055154,
    name: '力天使 女武神',
    type: 'monster effect',
    official: '力天使 女武神',
    en: 'Valkyrian',
    level: 4,
    atk: 1800,
    def: 1050,
    race: '天使族',
    attribute: '光',
    effects: [
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        oncePerTurn: 'hard',
        // 「自己把怪兽的效果·魔法·陷阱卡的发动无效的场合」: any activation its controller negates.
        trigger: { event: 'activation-negated', subject: {}, by: 'self' },
        does: [{ do: 'add-to-hand', from: 'deck', what: { filter: { side: 'self', kind: 'monster', place: 'deck', race: '天使族', attribute: '光' }, scope: 'choose', count: 1 } }],
        summary: { zh: '自己把怪兽的效果·魔法·陷阱卡的发动无效的场合发动：从卡组把1只天使族·光属性怪兽加入手卡。', en: 'If you negate the activation of a monster effect or a Spell/Trap Card: add 1 LIGHT Fairy monster from your Deck to your hand.' },
      },
    ],
  }),
  card({
    id: 34230233,
    name: '暗黑界的龙神 格拉法',
    type: 'monster effect',
    official: '暗黑界的龙神 格拉法',
    en: 'Grapha, Dragon Lord of Dark World',
    level: 8,
    atk: 2700,
    def: 1800,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'procedure',
        // It can be Normal Summoned: this self summon from the GY is an effect (无种类效果), not a procedure.
        unclassified: true,
        from: 'gy',
        cost: [{ do: 'return-to-hand', what: { filter: { side: 'self', kind: 'monster', place: 'monster', faceUp: true, archetype: '暗黑界', notSelf: true }, scope: 'choose', count: 1 } }],
        does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
        summary: { zh: '让自己场上另1只表侧表示的「暗黑界」怪兽回到手卡，从墓地特殊召唤。', en: 'Special Summon from the GY by returning another face-up "Dark World" monster you control to the hand.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        // 「被卡的效果从手卡丢弃去墓地的场合」: a discard as a cost does not meet it.
        trigger: { event: 'discarded', cause: 'effect', from: 'hand', subject: { self: true } },
        targets: { filter: { side: 'opponent', place: 'field' }, count: 1 },
        does: [
          { do: 'destroy', what: 'targets' },
          { do: 'special-summon', then: true, optional: true, from: 'hand', note: "if discarded by the opponent's effect: look at 1 random card in the opponent's hand; a monster may be Special Summoned to your field" },
        ],
        summary: { zh: '被卡的效果从手卡丢弃去墓地的场合：选择对方场上1张卡破坏；被对方的卡的效果丢弃的场合，再确认对方手卡随机1张，是怪兽的场合可以在自己场上特殊召唤。', en: "If discarded from the hand to the GY by a card effect: destroy 1 card your opponent controls; if by the opponent's effect, also look at a random card in their hand and you can Special Summon it if it is a monster." },
      },
    ],
  }),
  card({
    id: 601193,
    name: '彼岸的诗人 维吉尔',
    type: 'monster effect synchro',
    official: '彼岸的诗人 维吉尔',
    en: 'Virgil, Rock Star of the Burning Abyss',
    level: 6,
    atk: 2500,
    def: 1000,
    race: '魔法师族',
    attribute: '光',
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'other', what: 'self', unique: { field: 'self' }, note: 'you can control only 1 face-up "Virgil, Rock Star of the Burning Abyss"' }],
        summary: { zh: '「彼岸的诗人 维吉尔」在自己场上只能有1只表侧表示存在。', en: 'You can only control 1 face-up "Virgil, Rock Star of the Burning Abyss".' },
      },
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        cost: [{ do: 'discard', what: { filter: { side: 'self', place: 'hand', archetype: '彼岸' }, scope: 'choose', count: 1 } }],
        targets: { filter: { side: 'opponent', place: ['field', 'gy'] }, count: 1 },
        does: [{ do: 'return-to-deck', what: 'targets' }],
        summary: { zh: '1回合1次，丢弃1张「彼岸」卡，以对方场上·墓地1张卡为对象：那张卡回到卡组。', en: 'Once per turn, discard 1 "Burning Abyss" card, target 1 card on your opponent\'s field or in their GY: shuffle it into the Deck.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        // 「场上的这张卡被战斗·效果破坏送去墓地的场合」: a destruction by rule is neither.
        trigger: { event: 'destroyed', cause: ['battle', 'effect'], from: 'field', subject: { self: true } },
        does: [{ do: 'draw', player: 'self', amount: 1 }],
        summary: { zh: '场上的这张卡被战斗·效果破坏送去墓地的场合：自己抽1张。', en: 'If this card on the field is destroyed by battle or card effect and sent to the GY: draw 1 card.' },
      },
    ],
  }),
  card({
    id: 17626381,
    name: '补给部队',
    type: 'spell continuous',
    official: '补给部队',
    en: 'Supply Squad',
    effects: [
      plainActivation('永续魔法卡的发动。', 'Activate this Continuous Spell.'),
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        oncePerTurn: 'soft',
        // 「自己场上的怪兽被战斗·效果破坏的场合」: a monster whose summon was negated never was on the field.
        trigger: { event: 'destroyed', cause: ['battle', 'effect'], from: 'field', subject: { side: 'self', kind: 'monster' } },
        does: [{ do: 'draw', player: 'self', amount: 1 }],
        summary: { zh: '1回合1次，自己场上的怪兽被战斗·效果破坏的场合发动：自己抽1张。', en: 'Once per turn, if a monster you control is destroyed by battle or card effect: draw 1 card.' },
      },
    ],
  }),
  card({
    id: 94212438,
    name: '通灵盘',
    type: 'trap continuous',
    official: '通灵盘',
    en: 'Destiny Board',
    effects: [
      plainActivation('永续陷阱卡的发动。', 'Activate this Continuous Trap.'),
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: true,
        trigger: { event: 'phase-start', phase: 'end-phase', subject: {} },
        condition: [{ is: 'turn', whose: 'opponent' }],
        // A ruling on this card (rules reference docs/c03/诱发类效果.rst:139, 590): two face-up copies
        // cannot chain their ①, nor can it be chained to any spell speed 2 effect — Chain Link 1 only.
        firstLinkOnly: true,
        // A ruling (rules reference docs/c02/卡片·效果的发动.rst:168): not in its card activation's chain link.
        notWithActivation: true,
        does: [{ do: 'other', from: ['hand', 'deck'], note: 'places 1 「死之信息」 card, in the order E, A, T, H, in your Spell & Trap Zone' }],
        summary: { zh: '对方结束阶段发动：从手卡·卡组让1张「死之信息」卡以「E」「A」「T」「H」的顺序在自己的魔法与陷阱区域出现。', en: 'During your opponent\'s End Phase: place 1 "Spirit Message" card from your hand or Deck in your Spell & Trap Zone, in the order "I", "N", "A", "L".' },
      },
      {
        kind: 'continuous',
        // CH-LEAVES-SEND-ALL: this card leaving the field face-up sends the 「死之信息」 cards of its field with it (not while negated:
        // docs/c03/特定效果的处理方法.rst:666). A 「死之信息」 card leaving, and the win with all 4, stay a note.
        does: [{ do: 'other', note: 'when a 「通灵盘」 or 「死之信息」 card you control leaves the field, all of them on your field are sent to the GY; with all 4 「死之信息」 you win the Duel', leavesSendAll: { archetype: '死之信息' } }],
        summary: { zh: '自己场上的「通灵盘」或「死之信息」卡从场上离开时，它们全部送去墓地；「死之信息」4种齐集时自己决斗胜利。', en: 'If a "Destiny Board" or "Spirit Message" card you control leaves the field, send all of them you control to the GY; with all 4 "Spirit Message" cards you win the Duel.' },
      },
    ],
  }),
  card({
    id: 61962135,
    name: '闪光之幻想',
    type: 'trap continuous',
    official: '闪光之幻想',
    en: 'Glorious Illusion',
    effects: [
      {
        // The old text has no ①②: numbered as the card text compiler numbers its sentences (the card
        // activation 1, the End Phase effect 2), so the imported and the curated card agree.
        n: 1,
        kind: 'activation',
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '光道' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', from: 'gy', position: 'attack' }],
        summary: { zh: '选择自己墓地1只「光道」怪兽攻击表示特殊召唤。', en: 'Target 1 "Lightsworn" monster in your GY; Special Summon it in Attack Position.' },
      },
      {
        n: 2,
        kind: 'trigger',
        timing: 'when',
        mandatory: true,
        trigger: { event: 'phase-start', phase: 'end-phase', subject: {} },
        condition: [{ is: 'turn', whose: 'self' }],
        // A ruling on this card (rules reference docs/c03/诱发类效果.rst:140): once face-up, its End
        // Phase effect cannot be chained to 旋风 nor form a chain with another copy — Chain Link 1 only.
        firstLinkOnly: true,
        does: [{ do: 'send-to-gy', from: 'deck', top: true, what: { filter: { place: 'deck' }, scope: 'choose', count: 2 } }],
        summary: { zh: '每次自己的结束阶段，从卡组上面把2张卡送去墓地。', en: 'During each of your End Phases: send the top 2 cards of your Deck to the GY.' },
      },
      {
        n: 3,
        kind: 'continuous',
        does: [{ do: 'other', note: 'when this card leaves the field, destroy that monster; when that monster leaves the field, destroy this card' }],
        summary: { zh: '这张卡从场上离开时，那只怪兽破坏。那只怪兽从场上离开时这张卡破坏。', en: 'When this card leaves the field, destroy that monster. When that monster leaves the field, destroy this card.' },
      },
    ],
  }),
  card({
    id: 33950246,
    name: '王宫的号令',
    type: 'trap continuous',
    official: '王宫的号令',
    en: 'Royal Command',
    effects: [
      plainActivation('永续陷阱卡的发动。', 'Activate this Continuous Trap.'),
      {
        kind: 'continuous',
        does: [
          {
            do: 'negate-effects',
            what: { filter: { kind: 'monster', subtypes: ['flip'] }, scope: 'all' },
            // Every effect of a flip effect monster, activated or not, wherever it is activated.
            effects: [{ card: { kind: 'monster', subtypes: ['flip'] } }],
          },
        ],
        summary: { zh: '全部反转效果怪兽的发动和效果无效化。', en: 'Negate the activations and effects of all Flip monsters.' },
      },
    ],
  }),
  card({
    id: 90809975,
    name: '饼蛙',
    type: 'monster effect xyz',
    official: '饼蛙',
    en: 'Toadally Awesome',
    level: 2,
    atk: 2200,
    def: 0,
    race: '水族',
    attribute: '水',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'standby-phase', subject: {} },
        cost: [{ do: 'detach', what: 'self' }],
        does: [{ do: 'special-summon', from: 'deck', what: { filter: { side: 'self', kind: 'monster', place: 'deck', archetype: '青蛙' }, scope: 'choose', count: 1 } }],
        summary: { zh: '双方的准备阶段，取除1个超量素材：从卡组把1只「青蛙」怪兽特殊召唤。', en: 'During each Standby Phase, detach 1 material: Special Summon 1 "Frog" monster from your Deck.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        // 「对方把怪兽的效果·魔法·陷阱卡发动时」: a monster effect, or a Spell/Trap card activation.
        respondsTo: { by: 'opponent', anyOf: [{ cardKind: 'monster', activation: 'effect' }, { cardKind: ['spell', 'trap'], activation: 'card' }] },
        cost: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'monster'], race: '水族' }, scope: 'choose', count: 1 }, note: 'from the hand or a face-up monster you control' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
          { do: 'set', then: true, optional: true, what: 'activation', note: 'the destroyed card may be Set on your field' },
          // Today's text (the 2019 cards.cdb text only Sets): a destroyed monster card may be Special Summoned instead, from the GY.
          { do: 'special-summon', then: true, optional: true, what: 'activation', from: 'gy', ifNegatedKind: 'monster' },
        ],
        summary: { zh: '1回合1次，对方把怪兽的效果·魔法·陷阱卡发动时，把手卡·场上1只水族怪兽送去墓地：那个发动无效并破坏，之后可以把破坏的卡在自己场上盖放。', en: 'Once per turn, when your opponent activates a monster effect or a Spell/Trap Card, send 1 Aqua monster from your hand or field to the GY: negate the activation and destroy it; then you can Set the destroyed card on your field.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'sent-to-gy', subject: { self: true } },
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', attribute: '水' }, count: 1 },
        does: [{ do: 'add-to-hand', what: 'targets', from: 'gy' }],
        summary: { zh: '这张卡被送去墓地的场合，以自己墓地1只水属性怪兽为对象：那只怪兽加入手卡。', en: 'If this card is sent to the GY, target 1 WATER monster in your GY: add it to your hand.' },
      },
    ],
  }),
  card({
    id: 48229808,
    name: '荷鲁斯之黑炎龙 LV8',
    type: 'monster effect special-summon',
    official: '荷鲁斯之黑炎龙 LV8',
    en: 'Horus the Black Flame Dragon LV8',
    level: 8,
    atk: 3000,
    def: 1800,
    race: '龙族',
    attribute: '炎',
    effects: [
      {
        kind: 'quick',
        respondsTo: { cardKind: 'spell' },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: { zh: '只要这张卡在自己场上表侧表示存在，魔法卡发动时：那个发动和效果无效并破坏。', en: 'While face-up on your field, when a Spell is activated: negate the activation and destroy it.' },
      },
    ],
  }),
  // 便乘: the card activation itself waits for the event (the compiler keeps such an event as words
  // only, `waitsFor`): the opponent draws outside the Draw Phase. Once face-up it applies each time.
  card({
    id: 48539234,
    name: '便乘',
    type: 'trap continuous',
    official: '便乘',
    en: 'Appropriate',
    effects: [
      {
        kind: 'activation',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'drawn', subject: { side: 'opponent' } },
        condition: [{ is: 'phase', phases: ['standby-phase', 'main-phase-1', 'battle-phase', 'main-phase-2', 'end-phase'] }],
        does: [{ do: 'other', note: 'from then on, each time the opponent draws outside the Draw Phase, its controller draws 2' }],
        summary: { zh: '对方在抽卡阶段以外抽卡时才能发动。之后对方每次在抽卡阶段以外抽卡，自己抽2张。', en: 'Activate when your opponent draws outside the Draw Phase; afterwards, each time they do, you draw 2.' },
      },
    ],
  }),
  // 哥布林德伯格: 「这个效果发动的场合，这张卡变成守备表示」 comes after the summon (rules reference
  // docs/c03/诱发类效果.rst:336–340: with 神圣光辉 it is skipped and the summoned monster's 「…时」
  // effect may then be activated) — a later step, which the compiler reads as simultaneous.
  card({
    id: 25259669,
    name: '哥布林德伯格',
    type: 'monster effect',
    official: '格布林德伯格',
    en: 'Goblindbergh',
    level: 4,
    atk: 1400,
    def: 0,
    race: '战士族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned' },
        does: [
          { do: 'special-summon', from: 'hand', what: { filter: { kind: 'monster', place: 'hand', levelMax: 4 }, scope: 'choose', countMax: 1 } },
          { do: 'change-position', what: 'self', position: 'defense', then: true },
        ],
        summary: { zh: '这张卡召唤成功时：可以从手卡把1只4星以下的怪兽特殊召唤，之后这张卡变成守备表示。', en: 'When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster from your hand, then change this card to Defense Position.' },
      },
    ],
  }),
  // 古遗物-巨怒剑: its last sentence is an optional trigger 「对方回合中这张卡特殊召唤成功的场合」 (the
  // compiler reads it as a quick effect waiting for the summon); the turn is its activation condition.
  card({
    id: 85103922,
    name: '古遗物-巨怒剑',
    type: 'monster effect',
    official: '古遗物－魔拉尔挞',
    en: 'Artifact Moralltach',
    level: 5,
    atk: 2100,
    def: 1400,
    race: '天使族',
    attribute: '光',
    effects: [
      { kind: 'continuous', does: [{ do: 'other', note: 'may be Set from the hand to the Spell & Trap Zone as a Spell' }], summary: { zh: '可以当作魔法卡从手卡盖放。', en: 'Can be Set from the hand as a Spell.' } },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: true,
        trigger: { event: 'destroyed', subject: { self: true }, from: 'spell' },
        condition: [{ is: 'turn', whose: 'opponent' }],
        from: 'gy',
        does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
        summary: { zh: '魔法与陷阱区域盖放的这张卡在对方回合被破坏送去墓地时：这张卡特殊召唤。', en: 'When this Set card is destroyed and sent to the GY during the opponent\'s turn: Special Summon it.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'special-summoned' },
        condition: [{ is: 'turn', whose: 'opponent' }],
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', place: 'field', faceUp: true }, scope: 'choose', count: 1 } }],
        summary: { zh: '对方回合这张卡特殊召唤成功的场合：可以选对方场上1张表侧表示的卡破坏。', en: 'If this card is Special Summoned during the opponent\'s turn: you can destroy 1 face-up card your opponent controls.' },
      },
    ],
  }),
  // 守墓的监视者: a quick effect from the hand (sending itself to the GY) answering an opponent's
  // activation that contains a discard; the compiler reads it as spell speed 1.
  card({
    id: 26084285,
    name: '守墓的监视者',
    type: 'monster effect',
    official: '守墓的监视者',
    en: "Gravekeeper's Watcher",
    level: 4,
    atk: 1000,
    def: 1000,
    race: '魔法师族',
    attribute: '暗',
    effects: [
      {
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', activation: 'any', includes: [{ do: 'discard' }] },
        cost: [{ do: 'send-to-gy', what: 'self', from: 'hand' }],
        does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }],
        summary: { zh: '对方发动含有丢弃手卡的效果时，把手卡的这张卡送去墓地：那个发动无效并破坏。', en: 'When your opponent activates an effect that includes a discard: send this card from your hand to the GY; negate the activation and destroy it.' },
      },
    ],
  }),
  // 高速战士: 「召唤成功的回合的战斗步骤才能发动」 is a trigger effect timed to the Battle Step (rules
  // reference docs/c02/怪兽的效果分类.rst:62); the compiler reads it as a quick effect.
  card({
    id: 9365703,
    name: '高速战士',
    type: 'monster effect',
    official: '高速战士',
    en: 'Speed Warrior',
    level: 2,
    atk: 900,
    def: 400,
    race: '战士族',
    attribute: '风',
    effects: [
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'battle-step' },
        condition: [{ is: 'self-state', state: 'summoned-this-turn' }],
        does: [{ do: 'modify-stats', what: 'self', stat: 'atk', note: 'ATK becomes twice its original ATK until the end of the Battle Phase', duration: 'end-phase' }],
        summary: { zh: '这张卡召唤成功的回合的战斗步骤：可以让这张卡的攻击力直到战斗阶段结束时变成原本攻击力的2倍。', en: 'During the Battle Step of the turn it was Normal Summoned: you can make its ATK twice its original ATK until the end of the Battle Phase.' },
      },
    ],
  }),
  // 魔法抵消器 (2019 text): while face-up, no Spell can be activated (a card activation, or the effect of
  // a Spell on the field or in the hand), and the effects of Spells on the field are negated. A Spell's
  // effect in the GY is not stopped (rules reference docs/c02/卡片·效果的发动.rst:72).
  card({
    id: 84636823,
    name: '魔法抵消器',
    type: 'monster effect',
    official: '魔术抵消器',
    en: 'Spell Canceller',
    level: 5,
    atk: 1800,
    def: 1600,
    race: '机械族',
    attribute: '风',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          { do: 'other', player: 'both', forbidsActivation: { cardKind: 'spell', activatedFrom: ['hand', 'spell'] }, note: 'Spell Cards cannot be activated' },
          { do: 'negate-effects', what: { filter: { kind: 'spell', place: 'field' }, scope: 'all' }, note: 'the effects of Spells on the field are negated' },
        ],
        summary: { zh: '表侧存在期间，魔法卡不能发动，场上的魔法卡的效果无效。', en: 'While face-up, Spell Cards cannot be activated, and Spells on the field have their effects negated.' },
      },
    ],
  }),
];
