/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) whose effects the rules reference uses to show what an
 * effect "contains" when 灰流丽 / 屋敷童 decide whether they may answer it (docs/c04/灰流丽·星尘龙.rst:77, :117),
 * written by hand in our own vocabulary from their current official text (no card box in the reference).
 *
 * newer-than-cdb:
 * - 5370235 电子暗黑嵌合体 (Cyberdark Chimera).
 * - 19899073 天丛云之巳剑 (Ame no Murakumo no Mitsurugi).
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const containsAnswersNewerThanCdb: Record<number, string> = {
  5370235: '电子暗黑嵌合体 — released after 2019',
  19899073: '天丛云之巳剑 — released 2024',
};

export const containsAnswersNewerCards = [
  card({
    id: 5370235,
    name: '电子暗黑嵌合体',
    type: 'monster effect',
    official: '电子暗黑嵌合体',
    en: 'Cyberdark Chimera',
    ja: 'サイバー・ダーク・キメラ',
    level: 4,
    atk: 800,
    def: 2100,
    race: '机械族',
    attribute: '暗',
    // ①②: each once per turn (hard, by name).
    effects: [
      {
        n: 1,
        kind: 'ignition',
        oncePerTurn: 'hard',
        cost: [{ do: 'discard', what: { filter: { side: 'self', place: 'hand', kind: ['spell', 'trap'] }, scope: 'choose', count: 1 } }],
        does: [{ do: 'add-to-hand', what: { filter: { side: 'self', place: 'deck', names: ['力量结合'] }, scope: 'choose', count: 1 }, from: 'deck' }],
        // What it allows for the rest of the turn is a lingering effect, not part of its resolution: an answer to "an
        // effect that banishes from the GY" (屋敷童) does not see it (docs/c04/灰流丽·星尘龙.rst:117).
        leaves: [
          { do: 'other', note: 'this turn, your non-Dragon, non-Machine "Cyber" monsters cannot be Fusion Material' },
          { do: 'banish', what: { filter: { side: 'self', kind: 'monster', place: 'gy' }, scope: 'choose' }, from: 'gy', note: 'once this turn, when you Fusion Summon, you may also banish monsters from your GY as Fusion Material' },
        ],
        summary: {
          zh: '从手卡丢弃1张魔法·陷阱卡：从卡组把1张「力量结合」加入手卡。这个回合，自己不是龙族·机械族的「电子」怪兽不能作为融合素材，自己融合召唤的场合只有1次也能把自己墓地的怪兽除外作为融合素材。',
          en: 'Discard 1 Spell/Trap: add 1 "Power Bond" from your Deck to your hand. For the rest of this turn, your "Cyber" monsters that are not Dragon or Machine cannot be Fusion Material, and once when you Fusion Summon you can also banish monsters from your GY as material.',
        },
      },
      {
        n: 2,
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        trigger: { event: 'sent-to-gy', subject: { self: true } },
        does: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', archetype: '电子暗黑', place: 'deck' }, scope: 'choose', count: 1 }, from: 'deck', note: 'one whose name is not in your GY' }],
        summary: {
          zh: '这张卡被送去墓地的场合：把同名卡不在自己墓地的1只「电子暗黑」怪兽从卡组送去墓地。',
          en: 'If this card is sent to the GY: send 1 "Cyberdark" monster from your Deck to the GY whose name is not in your GY.',
        },
      },
    ],
  }),
  card({
    id: 19899073,
    name: '天丛云之巳剑',
    type: 'monster effect ritual',
    official: '天丛云之巳剑',
    en: 'Ame no Murakumo no Mitsurugi',
    ja: '天叢雲之巳剣',
    level: 8,
    atk: 3200,
    def: 800,
    race: '爬虫类族',
    attribute: '暗',
    // Ritual Summoned with 「巳剑降临」 (a summon procedure, not an effect). ①②③: each once per turn (hard, by name).
    effects: [
      {
        n: 1,
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        trigger: { event: 'special-summoned', subject: { self: true } },
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'all' } }],
        summary: { zh: '这张卡特殊召唤的场合：对方场上的怪兽全部破坏。', en: 'If this card is Special Summoned: destroy all monsters your opponent controls.' },
      },
      {
        n: 2,
        kind: 'quick',
        oncePerTurn: 'hard',
        does: [{ do: 'negate-effect', what: 'activation', note: 'unless the opponent discards 1 card (their choice)' }],
        summary: { zh: '对方把效果发动时：对方可以丢弃1张手卡；不丢弃的场合，那个效果无效。', en: 'When your opponent activates an effect: they can discard 1 card; if they do not, negate that effect.' },
      },
      {
        n: 3,
        kind: 'trigger',
        from: ['gy', 'banished'],
        timing: 'if',
        mandatory: false,
        oncePerTurn: 'hard',
        // 「被解放的场合」: tributed — the vocabulary's nearest event is its going to the GY (a tributed card banished by
        // 大宇宙 instead activates it from the banishment).
        trigger: { event: 'sent-to-gy', subject: { self: true } },
        does: [
          { do: 'add-to-hand', what: { filter: { side: 'self', archetype: '巳剑', place: 'deck' }, scope: 'choose', count: 1 }, from: 'deck', note: 'a "Mitsurugi" card other than "Ame no Murakumo no Mitsurugi"' },
          { do: 'special-summon', what: 'self', optional: true, then: true },
        ],
        summary: {
          zh: '这张卡被解放的场合：从卡组把「天丛云之巳剑」以外的1张「巳剑」卡加入手卡，那之后可以把这张卡特殊召唤。',
          en: 'If this card is Tributed: add 1 "Mitsurugi" card other than "Ame no Murakumo no Mitsurugi" from your Deck to your hand, then you can Special Summon this card.',
        },
      },
    ],
  }),
];
