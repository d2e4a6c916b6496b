/**
 * Counter traps (反击陷阱, spell speed 3) that the seeds do not name. Only spell speed 3 can answer
 * them, and most answer either an activation (the link directly below) or a summon in progress
 * (召唤之际 — not an activation, so no chain link to answer).
 *
 * 「怪兽的效果·魔法·陷阱卡发动时」 is a monster effect OR a Spell/Trap *card* activation (not the
 * effect of a face-up Spell/Trap): written with `anyOf`. ● choices share one `choiceOf`.
 *
 * newer-than-cdb: none.
 */
import { card } from '../dsl.js';
import type { ActivationPattern } from '../../facts.js';
import type { EffectSpec } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb. */
export const counterTrapsNewerThanCdb: Record<number, string> = {};

const MONSTER_EFFECT: ActivationPattern = { cardKind: 'monster', activation: 'effect' };
const SPELL_TRAP_CARD: ActivationPattern = { cardKind: ['spell', 'trap'], activation: 'card' };
const NEGATE_AND_DESTROY = [
  { do: 'negate-activation', what: 'activation' },
  { do: 'destroy', what: 'activation' },
] as const satisfies EffectSpec['does'];
const NEGATE_SUMMON_AND_DESTROY = [
  { do: 'negate-summon', what: 'event-cards' },
  { do: 'destroy', what: 'event-cards' },
] as const satisfies EffectSpec['does'];

export const counterTrapCards = [
  card({
    id: 84749824,
    name: '神之警告',
    type: 'trap counter',
    official: '神之警告',
    en: 'Solemn Warning',
    aliases: ['神警', '神警告', 'solemn warning'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: { anyOf: [MONSTER_EFFECT, SPELL_TRAP_CARD], includes: [{ do: 'special-summon' }] },
        cost: [{ do: 'pay-lp', amount: 2000, player: 'self' }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '①的选项之一：含有特殊召唤怪兽效果的怪兽效果·魔法·陷阱卡发动时，支付2000基本分：那个发动无效并破坏。',
          en: 'One choice of ①: when a monster effect or Spell/Trap card that includes a Special Summon is activated, pay 2000 LP; negate that activation and destroy it.',
        },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        respondsToSummon: { summon: ['normal', 'flip', 'special'] },
        cost: [{ do: 'pay-lp', amount: 2000, player: 'self' }],
        does: [...NEGATE_SUMMON_AND_DESTROY],
        summary: {
          zh: '①的选项之一：怪兽召唤·反转召唤·特殊召唤之际，支付2000基本分：那次召唤无效，那些怪兽破坏。',
          en: 'One choice of ①: while a monster would be Normal, Flip or Special Summoned, pay 2000 LP; negate the summon and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 40605147,
    name: '神之通告',
    type: 'trap counter',
    official: '神之通告',
    en: 'Solemn Strike',
    aliases: ['神通', '神通告', 'solemn strike'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: MONSTER_EFFECT,
        cost: [{ do: 'pay-lp', amount: 1500, player: 'self' }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '①的选项之一：怪兽效果发动时，支付1500基本分：那个发动无效并破坏。',
          en: 'One choice of ①: when a monster effect is activated, pay 1500 LP; negate that activation and destroy it.',
        },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        respondsToSummon: { summon: ['special'] },
        cost: [{ do: 'pay-lp', amount: 1500, player: 'self' }],
        does: [...NEGATE_SUMMON_AND_DESTROY],
        summary: {
          zh: '①的选项之一：怪兽特殊召唤之际，支付1500基本分：那次特殊召唤无效，那只怪兽破坏。',
          en: 'One choice of ①: while a monster would be Special Summoned, pay 1500 LP; negate the summon and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 92512625,
    name: '神之忠告',
    type: 'trap counter',
    official: '神之忠告',
    en: 'Solemn Scolding',
    aliases: ['神忠告'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: { anyOf: [MONSTER_EFFECT, SPELL_TRAP_CARD] },
        condition: [{ is: 'none', filter: { side: 'self', place: 'spell', notSelf: true, faceUp: false } }],
        cost: [{ do: 'pay-lp', amount: 3000, player: 'self' }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '①的选项之一（自己魔法与陷阱区域只有这张卡）：怪兽效果·魔法·陷阱卡发动时，支付3000基本分：那个发动无效并破坏。',
          en: 'One choice of ① (only card in your S/T Zone): when a monster effect or Spell/Trap card is activated, pay 3000 LP; negate and destroy it.',
        },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        respondsToSummon: { summon: ['normal', 'flip', 'special'] },
        condition: [{ is: 'none', filter: { side: 'self', place: 'spell', notSelf: true, faceUp: false } }],
        cost: [{ do: 'pay-lp', amount: 3000, player: 'self' }],
        does: [...NEGATE_SUMMON_AND_DESTROY],
        summary: {
          zh: '①的选项之一（自己魔法与陷阱区域只有这张卡）：怪兽召唤·反转召唤·特殊召唤之际，支付3000基本分：那次召唤无效并破坏。',
          en: 'One choice of ① (only card in your S/T Zone): while a monster would be summoned, pay 3000 LP; negate the summon and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 50323155,
    name: '升天之黑角笛',
    type: 'trap counter',
    official: '升天之黑角笛',
    en: 'Black Horn of Heaven',
    aliases: ['黑角笛', '升天的黑角笛', 'black horn'],
    effects: [
      {
        kind: 'activation',
        respondsToSummon: { summon: ['special'], by: 'opponent' },
        condition: [{ is: 'other', note: 'the opponent is Special Summoning exactly 1 monster' }],
        does: [...NEGATE_SUMMON_AND_DESTROY],
        summary: {
          zh: '对方只把1只怪兽特殊召唤之际：那次特殊召唤无效，那只怪兽破坏（同时特殊召唤2只以上时不能发动）。',
          en: 'While the opponent would Special Summon exactly 1 monster: negate the summon and destroy it (not usable against 2+ at once).',
        },
      },
    ],
  }),
  card({
    id: 77414722,
    name: '魔法干扰阵',
    type: 'trap counter',
    official: '魔法干扰',
    en: 'Magic Jammer',
    aliases: ['魔干', '魔法干扰', 'magic jammer'],
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'spell', activation: 'card' },
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '魔法卡发动时，丢弃1张手卡：那个发动无效并破坏。',
          en: 'When a Spell card is activated: discard 1 card; negate that activation and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 77538567,
    name: '魔宫的贿赂',
    type: 'trap counter',
    official: '魔宫的贿赂',
    en: 'Dark Bribe',
    aliases: ['贿赂', 'dark bribe'],
    effects: [
      {
        kind: 'activation',
        respondsTo: { by: 'opponent', cardKind: ['spell', 'trap'], activation: 'card' },
        does: [...NEGATE_AND_DESTROY, { do: 'draw', player: 'opponent', amount: 1 }],
        summary: {
          zh: '对方发动魔法·陷阱卡时：那个发动无效并破坏，对方从卡组抽1张。',
          en: 'When the opponent activates a Spell/Trap card: negate it and destroy it; the opponent draws 1.',
        },
      },
    ],
  }),
  card({
    id: 23002292,
    name: '红色重启',
    type: 'trap counter',
    official: '红灯重启',
    en: 'Red Reboot',
    aliases: ['红重启', '红灯重启', 'red reboot'],
    effects: [
      {
        kind: 'activation',
        handActivation: { cost: [{ do: 'pay-lp', amount: 'half', player: 'self' }] },
        respondsTo: { by: 'opponent', cardKind: 'trap', activation: 'card' },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'set', what: 'activation', note: 'that card is Set as it is, instead of going to the GY' },
          // 「那之后，对方可以从卡组选1张陷阱卡在自身的魔法与陷阱区域盖放」: the opponent's choice as it resolves — a choose step, said as
          // one (CH-CHOOSE), done only when noted.
          { do: 'set', then: true, optional: true, player: 'opponent', from: 'deck', what: { filter: { side: 'opponent', kind: 'trap', place: 'deck' }, scope: 'choose', count: 1 }, note: 'the opponent may Set 1 Trap from their Deck' },
          { do: 'other', duration: 'turn', player: 'opponent', forbidsActivation: { cardKind: 'trap' }, note: 'after this card resolves, the opponent cannot activate Trap cards for the rest of the turn' },
        ],
        // 「这张卡的发动后，直到回合结束时对方不能把陷阱卡发动」: a sentence of its own (CH-TURN-PART) — the lock the step above applies, said
        // in the answer's lasting parts (the engine applies it to later chains: CH-LINGERING-LOCK).
        turnParts: [{ text: '这张卡的发动后，直到回合结束时对方不能把陷阱卡发动', comma: false }],
        summary: {
          zh: '对方发动陷阱卡时（也能支付一半基本分从手卡发动）：那个发动无效，那张卡直接盖放；之后对方可以从卡组盖放1张陷阱卡；这个回合对方不能发动陷阱卡。',
          en: 'When the opponent activates a Trap card (also from the hand by paying half your LP): negate it and Set it again; then they may Set 1 Trap from the Deck; they cannot activate Traps for the rest of the turn.',
        },
      },
    ],
  }),
  card({
    id: 58851034,
    name: '封魔的咒印',
    type: 'trap counter',
    official: '封魔的咒印',
    en: 'Cursed Seal of the Forbidden Spell',
    aliases: ['封魔咒印'],
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'spell', activation: 'card' },
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand', kind: 'spell' }, scope: 'choose', count: 1 } }],
        does: [
          ...NEGATE_AND_DESTROY,
          { do: 'other', duration: 'permanent', player: 'opponent', note: 'for the rest of the Duel the opponent cannot activate the destroyed Spell or cards with its name' },
        ],
        summary: {
          zh: '魔法卡发动时，丢弃1张魔法卡：那个发动无效并破坏；这次决斗中对方不能发动那张卡及其同名卡。',
          en: 'When a Spell card is activated: discard 1 Spell; negate and destroy it; the opponent cannot activate that card or its namesakes for the rest of the Duel.',
        },
      },
    ],
  }),
  card({
    id: 4440873,
    name: '强烈的打落',
    type: 'trap counter',
    official: '强烈的打落',
    en: 'Drastic Drop Off',
    aliases: ['强打落', '强烈打落'],
    effects: [
      {
        // Not an answer to an activation: it answers the event of the opponent adding from the Deck.
        kind: 'activation',
        trigger: { event: 'added-to-hand', from: 'deck', subject: { side: 'opponent' } },
        timing: 'when',
        does: [{ do: 'discard', player: 'opponent', what: 'event-cards', note: 'the card that was added' }],
        summary: {
          zh: '对方从卡组把卡加入手卡时：对方把加入手卡的那1张卡丢弃（回应的是加入手卡这件事，不是发动）。',
          en: 'When the opponent adds a card from the Deck to the hand: they discard that card (it answers the adding, not an activation).',
        },
      },
    ],
  }),
  card({
    id: 59344077,
    name: '魔力抽取',
    type: 'trap counter',
    official: '魔力抽取',
    en: 'Magic Drain',
    effects: [
      {
        kind: 'activation',
        respondsTo: { by: 'opponent', cardKind: 'spell', activation: 'card' },
        does: [
          { do: 'discard', player: 'opponent', optional: true, note: 'the opponent may discard 1 Spell to negate this card\'s effect' },
          { do: 'negate-activation', what: 'activation', note: 'only if they did not discard' },
          { do: 'destroy', what: 'activation', note: 'only if they did not discard' },
        ],
        summary: {
          zh: '对方发动魔法卡时：对方可以丢弃1张魔法卡使这张卡的效果无效；不丢弃的场合，那张魔法卡的发动无效并破坏。',
          en: "When the opponent activates a Spell card: they may discard 1 Spell to negate this card's effect; otherwise their Spell is negated and destroyed.",
        },
      },
    ],
  }),
  card({
    id: 19252988,
    name: '陷阱干扰阵',
    type: 'trap counter',
    official: '陷阱干扰',
    en: 'Trap Jammer',
    aliases: ['陷阱干扰'],
    effects: [
      {
        kind: 'activation',
        respondsTo: { by: 'opponent', cardKind: 'trap', activation: 'card' },
        condition: [{ is: 'phase', phases: ['battle-phase'] }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '战斗阶段中，对方发动陷阱卡时：那个发动无效并破坏。',
          en: 'During the Battle Phase, when the opponent activates a Trap card: negate and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 34507039,
    name: '反查',
    type: 'trap counter',
    official: '发讯追踪',
    en: 'Wiretap',
    aliases: ['发讯追踪'],
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'trap', activation: 'card' },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'return-to-deck', what: 'activation', note: "shuffled into its owner's Deck" },
        ],
        summary: { zh: '陷阱卡发动时：那个发动无效，那张卡回到持有者卡组。', en: "When a Trap card is activated: negate it and shuffle it into its owner's Deck." },
      },
    ],
  }),
  card({
    id: 38275183,
    name: '八式对魔法多重结界',
    type: 'trap counter',
    official: '八式对魔法多重结界',
    en: 'Spell Shield Type-8',
    aliases: ['八式'],
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: { cardKind: 'spell', activation: 'any', targetsExactly: { count: 1, filter: { kind: 'monster', place: 'monster' } } },
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '选项之一：只以场上1只怪兽为对象的魔法卡发动时：那个发动无效并破坏。',
          en: 'One choice: when a Spell card or effect that targets exactly 1 monster on the field is activated, negate and destroy it.',
        },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        respondsTo: { cardKind: 'spell', activation: 'any' },
        cost: [{ do: 'send-to-gy', from: 'hand', what: { filter: { side: 'self', place: 'hand', kind: 'spell' }, scope: 'choose', count: 1 } }],
        does: [...NEGATE_AND_DESTROY],
        summary: {
          zh: '选项之一：魔法发动时，把1张魔法卡从手卡送去墓地：那个发动无效并破坏。',
          en: 'One choice: when a Spell is activated, send 1 Spell from the hand to the GY; negate and destroy it.',
        },
      },
    ],
  }),
  card({
    id: 42309337,
    name: '反击反击',
    type: 'trap counter',
    official: '反击反击',
    en: 'Counter Counter',
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'trap', cardSubtypes: ['counter'], activation: 'card' },
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '反击陷阱卡发动时：那个发动无效并破坏。', en: 'When a Counter Trap card is activated: negate and destroy it.' },
      },
    ],
  }),
  card({
    id: 53112492,
    name: '对抗魔术',
    type: 'trap counter',
    official: '对抗魔术',
    en: 'Anti-Spell',
    effects: [
      {
        kind: 'activation',
        respondsTo: { cardKind: 'spell', activation: 'card' },
        cost: [{ do: 'other', note: 'remove 2 Spell Counters from your side of the field' }],
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '魔法卡发动时，把自己场上2个魔力指示物取除：那个发动无效并破坏。', en: 'When a Spell card is activated: remove 2 Spell Counters from your field; negate and destroy it.' },
      },
    ],
  }),
  card({
    id: 99188141,
    name: '反大革命',
    type: 'trap counter',
    official: '大革命反击',
    en: 'The Huge Revolution is Over',
    aliases: ['大革命返', '大革命返し', '大革命反击'],
    effects: [
      {
        kind: 'activation',
        respondsTo: {
          anyOf: [MONSTER_EFFECT, SPELL_TRAP_CARD],
          wouldDestroy: { place: 'field' },
          wouldDestroyMin: 2,
        },
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'banish', what: 'activation' },
        ],
        summary: {
          zh: '会破坏场上2张以上的卡的怪兽效果·魔法·陷阱卡发动时：那个发动无效并除外。',
          en: 'When a monster effect or Spell/Trap card that would destroy 2+ cards on the field is activated: negate it and banish it.',
        },
      },
    ],
  }),
];
