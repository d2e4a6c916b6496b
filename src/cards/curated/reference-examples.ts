/**
 * Cards the rules reference's worked examples (lucays/OCG-Rule-documentation, docs/c01–c04) use and
 * the text inference misreads: written by hand from the card text in ../shared/data/cards.cdb.
 *
 * - 流天类星龙: its unnumbered 「1回合1次，可以把魔法·陷阱·效果怪兽的效果的发动无效并破坏」 is a quick
 *   effect that answers any activation (the inference made it a spell speed 1 ignition effect).
 * - 龙星的九支: a Counter Trap answering a monster effect or a Spell/Trap card activation while its
 *   controller has a 「龙星」 card: the activation is negated and that card goes back to the Deck, then
 *   another 「龙星」 card of its controller is destroyed (the inference found no effect).
 */
import { card } from './dsl.js';

export const referenceExampleCards = [
  card({
    id: 35952884,
    name: '流天类星龙',
    type: 'monster effect synchro',
    official: '流天类星龙',
    en: 'Shooting Quasar Dragon',
    level: 12,
    atk: 4000,
    def: 4000,
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'other', what: 'self', note: 'attacks up to the number of its non-Tuner Synchro materials each Battle Phase' }],
        summary: { zh: '1次战斗阶段中可以作出最多有作为同调素材的调整以外的怪兽数量的攻击。', en: 'Can attack as many times each Battle Phase as it had non-Tuner materials.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        respondsTo: { activation: 'any' },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'destroy', what: 'activation' },
        ],
        summary: { zh: '1回合1次，魔法·陷阱·怪兽的效果发动时：那个发动无效并破坏。', en: 'Once per turn, when a card or effect is activated: negate the activation and destroy it.' },
      },
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'], subject: { self: true }, from: 'field' },
        does: [{ do: 'special-summon', what: { filter: { side: 'self', place: 'extra', id: 24696097 }, scope: 'choose', count: 1 }, from: 'extra', optional: true }],
        summary: { zh: '这张卡从场上离开时：可以把1只「流星龙」从额外卡组特殊召唤。', en: 'When it leaves the field: you can Special Summon 1 "Shooting Star Dragon" from the Extra Deck.' },
      },
    ],
  }),
  card({
    id: 57831349,
    name: '龙星的九支',
    type: 'trap counter',
    official: '龙星的九支',
    en: 'Nine Pillars of Yang Zing',
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'exists', filter: { side: 'self', place: 'field', archetype: '龙星' } }],
        respondsTo: {
          anyOf: [
            { cardKind: 'monster', activation: 'effect' },
            { cardKind: ['spell', 'trap'], activation: 'card' },
          ],
        },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'return-to-deck', what: 'activation' },
          { do: 'destroy', what: { filter: { side: 'self', place: 'field', archetype: '龙星', notSelf: true }, scope: 'choose', count: 1 }, then: true },
        ],
        summary: {
          zh: '自己场上有「龙星」卡存在，怪兽的效果·魔法·陷阱卡发动时：那个发动无效，那张卡回到持有者卡组。那之后，选这张卡以外的自己场上1张「龙星」卡破坏。',
          en: 'While you control a "Yang Zing" card, when a monster effect or Spell/Trap Card is activated: negate the activation and shuffle that card into the Deck, then destroy 1 other "Yang Zing" card you control.',
        },
      },
    ],
  }),
];
