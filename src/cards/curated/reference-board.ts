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
          { do: 'banish', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', count: 1 }, duration: 'next-standby', note: 'a random card of the opponent\'s hand, face-up, until its controller\'s next Standby Phase' },
          { do: 'banish', what: 'self', duration: 'next-standby' },
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
        does: [{ do: 'other', what: 'targets', duration: 'turn', note: 'this turn the opponent can attack only that monster' }],
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
];
