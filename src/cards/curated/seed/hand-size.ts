/**
 * Seed cards of the end phase hand-size adjustment (seed 000 6.3): the 强制接收 example and the
 * cards that change the hand limit or trigger on a discard.
 */
import { card } from '../dsl.js';
import { plainActivation } from './common.js';

export const handSizeCards = [
  card({
    id: 74923978,
    name: '强制接收',
    type: 'trap continuous',
    official: '强制接收',
    en: 'Forced Requisition',
    effects: [
      {
        kind: 'activation',
        trigger: { event: 'discarded', subject: { side: 'self' } },
        timing: 'when',
        does: [{ do: 'other', note: 'from now on, while face-up, its discard effect applies' }],
        summary: {
          zh: '自己丢弃手卡时才能发动。发动本身不让对方丢弃，之后才开始适用。',
          en: 'Activate only when you discard; the activation itself makes no one discard, it only starts the effect below.',
        },
      },
      {
        // Not numbered on the card; the second record so the seed's "face-up 强制接收's effect" can be named.
        kind: 'trigger',
        mandatory: true,
        staysOnField: true,
        trigger: { event: 'discarded', subject: { side: 'self' } },
        does: [{ do: 'discard', player: 'opponent', note: 'as many cards as you discarded, chosen by the opponent' }],
        summary: {
          zh: '（卡面未编号）表侧存在期间，每次自己丢弃手卡发动：对方丢弃相同数量的手卡。处理时这张卡已不在场上就不处理。',
          en: '(Unnumbered on the card.) While face-up, each time you discard: your opponent discards the same number of cards. Does nothing if this card has left the field before it resolves.',
        },
      },
    ],
  }),
  card({
    id: 10248192,
    name: '圣书体石板',
    type: 'spell',
    official: '象形文字石板',
    en: 'Hieroglyph Lithograph',
    effects: [
      {
        kind: 'activation',
        cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }],
        does: [{ do: 'other', duration: 'permanent', note: 'your hand size limit becomes 7 for the rest of the Duel' }],
        summary: { zh: '支付1000基本分：这次决斗中自己的手卡上限变成7张。', en: 'Pay 1000 LP: your hand size limit becomes 7 for the rest of the Duel.' },
      },
    ],
  }),
  card({
    id: 26022485,
    name: '衰弱之雾',
    type: 'trap continuous',
    official: '衰弱之雾',
    en: 'Enervating Mist',
    effects: [
      plainActivation(),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: "the opponent's hand size limit becomes 5" }],
        summary: { zh: '表侧存在期间，对方的手卡上限变成5张。', en: "While face-up, your opponent's hand size limit is 5." },
      },
    ],
  }),
  card({
    id: 94163677,
    name: '无限的手札',
    type: 'spell continuous',
    official: '无限手牌',
    en: 'Infinite Cards',
    effects: [
      plainActivation(),
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'other', note: 'no hand size limit for either player' }],
        summary: { zh: '表侧存在期间，双方没有手卡张数限制。', en: 'While face-up, neither player has a hand size limit.' },
      },
    ],
  }),
  card({
    id: 50287060,
    name: '暗黑魔族 基尔法恶魔',
    type: 'monster effect',
    official: '暗黑魔族・基尔法恶魔',
    en: 'Archfiend of Gilfer',
    level: 6,
    atk: 2200,
    def: 2500,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'sent-to-gy' },
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'equip', what: 'self', note: 'to the target, as an Equip Card giving -500 ATK' }],
        summary: { zh: '被送去墓地时，以场上1只表侧怪兽为对象：这张卡当作攻击力下降500的装备卡给它装备。', en: 'When sent to the GY: target 1 face-up monster; equip this card to it as an Equip Card that lowers its ATK by 500.' },
      },
    ],
  }),
  card({
    id: 16226786,
    name: '深渊的暗杀者',
    type: 'monster effect flip',
    official: '深渊的暗杀者',
    en: 'Night Assailant',
    level: 3,
    atk: 200,
    def: 500,
    race: '恶魔族',
    attribute: '暗',
    effects: [
      {
        kind: 'flip',
        mandatory: true,
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '反转：以对方场上1只怪兽为对象，把它破坏。', en: 'FLIP: target 1 monster your opponent controls; destroy it.' },
      },
      {
        kind: 'trigger',
        mandatory: true,
        trigger: { event: 'sent-to-gy', from: 'hand' },
        targets: { filter: { side: 'self', kind: 'monster', subtypes: ['flip'], place: 'gy', notSelf: true }, count: 1 },
        does: [{ do: 'add-to-hand', what: 'targets', from: 'gy' }],
        summary: { zh: '从手卡送去墓地时发动：自己墓地1只反转怪兽回到手卡（例如手卡调整丢弃时）。', en: 'When sent from the hand to the GY (for example discarded for hand size): return 1 Flip monster from your GY to your hand.' },
      },
    ],
  }),
  card({
    id: 52624755,
    name: '暗道化师 彼得',
    type: 'monster effect',
    official: '暗道化师彼得',
    en: 'Peten the Dark Clown',
    level: 3,
    atk: 500,
    def: 1200,
    race: '魔法师族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'sent-to-gy' },
        cost: [{ do: 'banish', what: 'self' }],
        does: [{ do: 'special-summon', from: ['hand', 'deck'], what: { filter: { side: 'self', id: 52624755, place: ['hand', 'deck'] }, scope: 'choose', count: 1 } }],
        summary: { zh: '被送去墓地时，把墓地的这张卡除外：从手卡·卡组特殊召唤1只「暗道化师 彼得」。选发的「…时」效果，会错过时点。', en: 'When sent to the GY: banish it; Special Summon 1 "Peten the Dark Clown" from your hand or Deck. An optional "when" effect: it can miss its timing.' },
      },
    ],
  }),
];
