/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that a rules-reference chapter is about,
 * written by hand in our own vocabulary from today's official text as the reference prints it
 * (docs/c04/冰剑龙 幻冰龙.rst, its card box), so that the chapter's examples can be judged.
 *
 * newer-than-cdb: 44146295 冰剑龙 幻冰龙 (released 2021, Dawn of Majesty).
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const albazDragonsNewerThanCdb: Record<number, string> = {
  44146295: '冰剑龙 幻冰龙 — released 2021 (Dawn of Majesty)',
};

export const albazDragonCards = [
  card({
    id: 44146295,
    name: '冰剑龙 幻冰龙',
    type: 'monster effect fusion',
    official: '冰剑龙 幻冰龙',
    en: 'Mirrorjade the Iceblade Dragon',
    aliases: ['幻冰龙', 'Mirrorjade'],
    level: 8,
    atk: 3000,
    def: 2500,
    race: '幻龙族',
    attribute: '暗',
    // Fusion Materials: 「阿不思的落胤」 + 1 Fusion, Synchro, Xyz or Link Monster (a summon procedure, not an effect).
    uniqueFaceUp: true,
    effects: [
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', unique: { field: 'self' }, note: 'only 1 face-up "Mirrorjade the Iceblade Dragon" on your field' }],
        summary: { zh: '「冰剑龙 幻冰龙」在自己场上只能有1只表侧表示存在。', en: 'You can only control 1 face-up "Mirrorjade the Iceblade Dragon".' },
      },
      {
        n: 2,
        kind: 'quick',
        oncePerTurn: 'soft',
        cost: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: 'extra', subtypes: ['fusion'], fusionNames: ['阿不思的落胤'] }, scope: 'choose', count: 1 }, from: 'extra', note: 'a Fusion Monster whose material line names 「阿不思的落胤」' }],
        does: [
          { do: 'banish', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 }, from: 'field' },
          { do: 'other', note: 'next turn, this card cannot use this effect (part of the effect: negated, it does not apply)' },
        ],
        summary: {
          zh: '自己·对方回合1次，把以「阿不思的落胤」为融合素材的1只融合怪兽从额外卡组送去墓地：选场上1只怪兽除外。下个回合这张卡不能使用这个效果。',
          en: 'Once per turn, either turn: send 1 Fusion Monster that lists "Fallen of Albaz" as material from your Extra Deck to the GY; banish 1 monster on the field. Next turn, this card cannot use this effect.',
        },
      },
      {
        n: 3,
        kind: 'trigger',
        from: 'gy',
        timing: 'if',
        mandatory: false,
        // 「从场上离开」: any way off the field, but a card gone to the Deck or face-down to the Extra Deck or
        // the banishment is no longer seen, so in practice only to the GY or banished face-up (:54).
        trigger: { event: ['destroyed', 'sent-to-gy', 'banished'], from: 'field', subject: { self: true, summoned: 'fusion' }, by: 'opponent' },
        // Nothing is destroyed when it resolves: the destruction waits for this turn's End Phase (冰剑龙 幻冰龙.rst:59–61).
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'all' }, whenever: { event: 'phase-start', phase: 'end-phase' }, duration: 'end-phase' }],
        summary: {
          zh: '融合召唤的这张卡因对方从场上离开的场合：这个回合的结束阶段把对方场上的怪兽全部破坏。',
          en: 'If this Fusion Summoned card leaves the field because of your opponent: during the End Phase of this turn, destroy all monsters your opponent controls.',
        },
      },
    ],
  }),
];
