/**
 * Cards of the rules reference's worked examples (lucays/OCG-Rule-documentation, docs/c01–c02) about
 * what an effect can apply to — an empty hand, Link monsters (no DEF, always in Attack Position) — whose
 * text the inference reads without the cards each step acts on. Written by hand from the card text in
 * ../shared/data/cards.cdb.
 *
 * - PSY骨架王·Ω ①: banishes a random card of the opponent's hand together with itself (quick, both
 *   Main Phases): with the opponent's hand empty it has nothing to banish.
 * - 仁王立 ①: doubles the DEF of a face-up monster it targets (a DEF-only change).
 * - 健忘: answers the effect of an opponent's face-up Attack Position monster; negates that effect and
 *   changes that monster to face-up Defense Position, both at once.
 * - 超级运动员 强壮阻挡员 ②: when the opponent special summons, changes those monsters' positions and
 *   negates their effects (the inference read no subject for either step).
 * - 银河剑圣 ②: its ATK and DEF become those of the 「银河」 monster it targets in its controller's GY.
 * - 背德的堕天使: sends a 「堕天使」 monster from the hand or face-up field as its cost, then destroys a card
 *   on the field chosen at resolution (it does not target; itself is not a card it can choose).
 * - 拓扑篡改感染龙 ②: the opponent discards up to 2 cards (with an empty hand there is nothing to discard).
 * - 墓地墓地的怨恨: the ATK of every monster the opponent controls becomes 0 (with none, nothing to change).
 * - 地帝家臣 兰罗布 ①: from the hand, targets an opponent's face-up monster: summons itself and turns
 *   that monster face-down (a Token cannot be its target).
 * - 御用守护者 ①: when it destroys an opponent's monster by battle and sends it to the GY, Special
 *   Summons that monster to its controller's field in Defense Position.
 */
import { card } from './dsl.js';

export const referenceBoardCards = [
  card({
    id: 74586817,
    name: 'PSY骨架王·Ω',
    type: 'monster effect synchro',
    official: 'PSY骨架王·Ω',
    en: 'PSY-Framelord Omega',
    level: 8,
    atk: 2800,
    def: 2200,
    race: '念动力族',
    attribute: '光',
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        condition: [{ is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }],
        does: [
          // CMP-UNTIL-NEXT-PHASE: 「直到下次的自己准备阶段」 — the Standby Phase of this effect's controller (自己), when both come back
          // (the hand card to the hand); the banishment is a temporary one the engine tracks, as for PSY骨架王·Ζ.
          { do: 'banish', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', count: 1 }, duration: 'next-standby', temporary: true, lastsUntil: { at: 'standby-phase', whose: 'self' }, note: 'a random card of the opponent\'s hand, face-up, until your next Standby Phase' },
          { do: 'banish', what: 'self', duration: 'next-standby', temporary: true, lastsUntil: { at: 'standby-phase', whose: 'self' } },
        ],
        summary: { zh: '1回合1次，双方主要阶段：对方手卡随机1张和这张卡直到下次的自己准备阶段表侧除外。', en: "Once per turn, in either player's Main Phase: banish 1 random card from the opponent's hand and this card, face-up, until your next Standby Phase." },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'standby-phase', subject: {} },
        condition: [{ is: 'turn', whose: 'opponent' }],
        targets: { filter: { place: 'banished' }, count: 1 },
        does: [{ do: 'send-to-gy', what: 'targets', from: 'banished' }],
        summary: { zh: '对方准备阶段，以除外的1张卡为对象：那张卡回到墓地。', en: "In the opponent's Standby Phase, target 1 banished card: return it to the GY." },
      },
      {
        kind: 'ignition',
        from: 'gy',
        targets: { filter: { place: 'gy', notSelf: true }, count: 1 },
        does: [
          { do: 'return-to-deck', what: 'targets' },
          { do: 'return-to-deck', what: 'self' },
        ],
        summary: { zh: '在墓地，以这张卡以外的墓地1张卡为对象：那张卡和这张卡回到卡组。', en: 'In the GY, target 1 other card in a GY: shuffle it and this card into the Deck.' },
      },
    ],
  }),
  card({
    id: 19254117,
    name: '仁王立',
    type: 'trap normal',
    official: '仁王立',
    en: 'Impenetrable Attack',
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'modify-stats', what: 'targets', stat: 'def', duration: 'turn', note: 'its DEF is doubled; at the end of the turn it becomes 0' }],
        summary: { zh: '以场上1只表侧表示怪兽为对象：那只怪兽的守备力变成2倍，回合结束时变成0。', en: 'Target 1 face-up monster: its DEF is doubled; at the end of the turn it becomes 0.' },
      },
      {
        kind: 'quick',
        from: 'gy',
        cost: [{ do: 'banish', what: 'self' }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'monster' }, count: 1 },
        does: [{ do: 'other', what: 'targets', duration: 'turn', attackMark: 'sole', note: 'this turn the opponent can attack only that monster' }],
        summary: { zh: '把墓地的这张卡除外，以自己场上1只怪兽为对象：这个回合对方只能向那只怪兽攻击。', en: 'Banish this card from the GY, target 1 monster you control: this turn the opponent can only attack that monster.' },
      },
    ],
  }),
  card({
    id: 71098407,
    name: '健忘',
    type: 'trap normal',
    official: '健忘',
    en: 'Forgetful',
    effects: [
      {
        kind: 'activation',
        respondsTo: { by: 'opponent', cardKind: 'monster', activation: 'effect', from: 'monster' },
        does: [
          { do: 'negate-effect', what: 'activation' },
          { do: 'change-position', what: 'activation', position: 'defense' },
        ],
        summary: { zh: '对方场上表侧攻击表示怪兽的效果发动时：那个效果无效，那只怪兽变成表侧守备表示。', en: "When a face-up Attack Position monster your opponent controls activates its effect: negate that effect and change it to face-up Defense Position." },
      },
    ],
  }),
  card({
    id: 34614289,
    name: '超级运动员 强壮阻挡员',
    type: 'monster effect',
    official: '超级运动员 强壮阻挡员',
    en: 'U.A. Stadium Blocker',
    level: 7,
    atk: 1600,
    def: 2700,
    race: '战士族',
    attribute: '地',
    effects: [
      {
        kind: 'procedure',
        from: 'hand',
        cost: [{ do: 'return-to-hand', what: { filter: { side: 'self', kind: 'monster', place: 'monster', archetype: '超级运动员', notSelf: true }, scope: 'choose', count: 1 } }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '让自己场上另1只「超级运动员」怪兽回到手卡，从手卡特殊召唤（1回合1次）。', en: 'Special Summon from the hand by returning another "U.A." monster you control to the hand (once per turn).' },
      },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        oncePerTurn: 'soft',
        trigger: { event: 'special-summoned', subject: { kind: 'monster' }, by: 'opponent' },
        does: [
          { do: 'change-position', what: 'event-cards' },
          { do: 'negate-effects', what: 'event-cards', duration: 'permanent' },
        ],
        summary: { zh: '1回合1次，对方把怪兽特殊召唤成功时：那些怪兽的表示形式变更，效果无效。', en: 'Once per turn, when your opponent Special Summons monsters: change their battle positions and negate their effects.' },
      },
    ],
  }),
  card({
    id: 55168550,
    name: '银河剑圣',
    type: 'monster effect',
    official: '银河剑圣',
    en: 'Galaxy Knight',
    level: 8,
    atk: 0,
    def: 0,
    race: '战士族',
    attribute: '光',
    effects: [
      {
        kind: 'ignition',
        from: 'hand',
        oncePerTurn: 'hard',
        cost: [{ do: 'look', what: { filter: { side: 'self', kind: 'monster', place: 'hand', archetype: '光子' }, scope: 'choose', count: 1 }, note: 'reveal it' }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }, { do: 'other', what: 'self', note: 'its Level becomes that of the revealed monster' }],
        summary: { zh: '给对方观看手卡1只「光子」怪兽：这张卡从手卡特殊召唤，等级变成和那只怪兽相同。', en: 'Reveal 1 "Photon" monster in your hand: Special Summon this card from your hand; its Level becomes that monster\'s.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        trigger: { event: ['summoned', 'special-summoned'], subject: { self: true } },
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '银河' }, count: 1 },
        does: [{ do: 'modify-stats', what: 'self', stat: 'atk-def', readsFrom: 'targets' }],
        summary: { zh: '召唤·特殊召唤的场合，以自己墓地1只「银河」怪兽为对象：这张卡的攻击力·守备力变成和那只怪兽相同。', en: 'When Normal or Special Summoned, target 1 "Galaxy" monster in your GY: this card\'s ATK and DEF become that monster\'s.' },
      },
    ],
  }),
  card({
    id: 50501121,
    name: '背德的堕天使',
    type: 'trap normal',
    official: '背德的堕天使',
    en: 'Darklord Contact',
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        cost: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'monster'], archetype: '堕天使' }, scope: 'choose', count: 1 }, note: 'from the hand or a face-up monster you control' }],
        does: [{ do: 'destroy', what: { filter: { place: 'field' }, scope: 'choose', count: 1 } }],
        summary: { zh: '把手卡·自己场上表侧表示的1只「堕天使」怪兽送去墓地才能发动：选场上1张卡破坏。', en: 'Send 1 "Darklord" monster from your hand or face-up field to the GY: destroy 1 card on the field.' },
      },
    ],
  }),
  card({
    id: 7391448,
    name: '御用守护者',
    type: 'monster effect synchro',
    official: '御用守护者',
    en: 'Goyo Guardian',
    level: 6,
    atk: 2800,
    def: 2000,
    race: '战士族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        // 「这张卡战斗破坏对方怪兽送去墓地时」: the battle is this card's (the vocabulary cannot say so; the situation's attack does).
        // WIN-BATTLE-TO-GY: the monster destroyed (the subject) must reach the GY — a Token, or one banished instead, does not.
        trigger: { event: 'destroyed', cause: 'battle', subject: { side: 'opponent', kind: 'monster' }, battleToGy: 'destroyed' },
        does: [{ do: 'special-summon', what: 'event-cards', from: 'gy', position: 'defense', note: 'to your field' }],
        summary: { zh: '这张卡战斗破坏对方怪兽送去墓地时：那只怪兽在自己场上守备表示特殊召唤。', en: 'When this card destroys an opponent\'s monster by battle and sends it to the GY: Special Summon that monster to your field in Defense Position.' },
      },
    ],
  }),
  card({
    id: 22593417,
    name: '拓扑篡改感染龙',
    type: 'monster effect link',
    official: '拓扑篡改感染龙',
    en: 'Topologic Zeroboros',
    level: 4,
    atk: 3000,
    race: '电子界族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: true,
        oncePerTurn: 'hard',
        trigger: { event: 'special-summoned', subject: { notSelf: true, kind: 'monster' } },
        condition: [{ is: 'other', note: 'this card was already in the Monster Zone and the monster was summoned to a zone a Link Monster points to' }],
        does: [
          { do: 'discard', player: 'self', note: 'discard up to 2 random cards from your hand' },
          { do: 'discard', then: true, player: 'opponent', note: 'the opponent discards that many cards of their choice' },
        ],
        summary: { zh: '这张卡已在怪兽区域的状态，其他怪兽在连接区特殊召唤的场合发动：自己随机丢弃最多2张手卡，之后对方丢弃相同数量。', en: 'If a monster is Special Summoned to a zone a Link Monster points to while this card is already in the Monster Zone: discard up to 2 random cards, then the opponent discards that many.' },
      },
      {
        kind: 'ignition',
        oncePerTurn: 'hard',
        condition: [{ is: 'self-state', state: 'extra-linked' }],
        does: [
          { do: 'discard', player: 'opponent', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', count: 2 }, note: 'as many as possible, up to 2' },
          { do: 'other', player: 'opponent', note: 'if this left the opponent with no cards in hand: 3000 damage to them' },
        ],
        summary: { zh: '额外连接状态才能发动：对方尽可能选最多2张手卡丢弃；对方手卡因此变成0张的场合，再给与对方3000伤害。', en: 'While extra linked: the opponent discards up to 2 cards; if that empties their hand, inflict 3000 damage to them.' },
      },
    ],
  }),
  card({
    id: 67113830,
    name: '墓地墓地的怨恨',
    type: 'trap normal',
    official: '墓地墓地的怨恨',
    en: 'Grave of the Super Ancient Organism',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'exists', filter: { side: 'opponent', place: 'gy' }, min: 8 }],
        does: [{ do: 'modify-stats', stat: 'atk', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, scope: 'all' }, change: { layer: 'current', op: 'set', value: 0 }, note: 'their ATK becomes 0' }],
        summary: { zh: '对方墓地的卡是8张以上的场合才能发动：对方场上的全部怪兽的攻击力变成0。', en: "While your opponent has 8 or more cards in their GY: the ATK of all monsters your opponent controls becomes 0." },
      },
    ],
  }),
  card({
    id: 95993388,
    name: '地帝家臣 兰罗布',
    type: 'monster effect',
    official: '地帝家臣 兰罗布',
    en: 'Landrobe the Rock Vassal',
    level: 4,
    atk: 800,
    def: 1000,
    race: '岩石族',
    attribute: '地',
    effects: [
      {
        kind: 'ignition',
        from: 'hand',
        oncePerTurn: 'hard',
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [
          { do: 'special-summon', what: 'self', from: 'hand' },
          { do: 'flip-face-down', what: 'targets' },
          { do: 'other', note: 'this turn you cannot Special Summon from the Extra Deck' },
        ],
        summary: { zh: '以对方场上1只表侧表示怪兽为对象：这张卡从手卡特殊召唤，那只怪兽变成里侧守备表示；这个回合自己不能从额外卡组特殊召唤。', en: 'Target 1 face-up monster your opponent controls: Special Summon this card from your hand, and change that monster to face-down Defense Position; you cannot Special Summon from the Extra Deck this turn.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        trigger: { event: 'sent-to-gy', subject: { self: true } },
        condition: [{ is: 'other', note: 'it was tributed for a Tribute Summon' }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', notSelf: true }, count: 1 },
        does: [{ do: 'add-to-hand', what: 'targets', from: 'gy' }],
        summary: { zh: '为上级召唤而被解放的场合，以自己墓地另1只攻800/守1000的怪兽为对象：加入手卡。', en: 'If Tributed for a Tribute Summon, target another 800 ATK/1000 DEF monster in your GY: add it to your hand.' },
      },
    ],
  }),
  // FD-SUMMONED-BY (docs/c03/里侧·一时除外.rst:252–256): 来自黑暗的呼声 sends the monsters 死者苏生 revived — those that
  // still remember it (`由死者苏生`; one turned face-down or banished and back does not). Read here as done when its
  // activation resolves (the compiler reads the unnumbered text as a continuous effect with no activation).
  card({
    id: 78637313,
    name: '来自黑暗的呼声',
    type: 'trap continuous',
    official: '来自黑暗的呼声',
    en: 'Call of Darkness',
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'send-to-gy', what: { filter: { kind: 'monster', place: 'monster', summonedBy: '死者苏生' }, scope: 'all' } }],
        summary: { zh: '用「死者苏生」苏生的怪兽全部送去墓地。', en: 'Send all monsters revived by Monster Reborn to the GY.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: 'while it is face-up, 死者苏生 cannot be used' }],
        summary: { zh: '只要这张卡在场上，「死者苏生」不能使用。', en: 'While this card is on the field, Monster Reborn cannot be used.' },
      },
    ],
  }),
];
