/**
 * A card newer than ../shared/data/cards.cdb (March 2019) that the rules reference's examples of 「自己对「X」1回合只能有1次
 * 特殊召唤」 are about (docs/c03/誓约.rst:118–119, CH-SUMMON-ONCE-PER-TURN), written by hand in our own vocabulary from
 * its current official text (no card box in the reference). Spell Counters are not facts of the vocabulary: the
 * steps that place or remove them are notes.
 *
 * newer-than-cdb: 92559258 恩底弥翁的仆从 (Servant of Endymion, 2019 — after the March 2019 database).
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const endymionServantNewerThanCdb: Record<number, string> = {
  92559258: '恩底弥翁的仆从 — released 2019, after the March 2019 database',
};

export const endymionServantCards = [
  // Its 【灵摆】 text and its monster text each place Spell Counters on itself (CMP-OWN-COUNTERS, written here: the record is facts).
  Object.assign(card({
    id: 92559258,
    name: '恩底弥翁的仆从',
    type: 'monster effect pendulum',
    official: '恩底弥翁的仆从',
    en: 'Servant of Endymion',
    ja: 'サーヴァント・オブ・エンディミオン',
    level: 3,
    atk: 900,
    def: 1500,
    race: '魔法师族',
    attribute: '风',
    // Pendulum Scale 2. 「自己对「恩底弥翁的仆从」1回合只能有1次特殊召唤」: a summon limit of the card, not an effect.
    summonOncePerTurn: true,
    effects: [
      {
        pendulum: true,
        kind: 'continuous',
        does: [{ do: 'other', note: 'each time a Spell Card is activated, place 1 Spell Counter on this card' }],
        summary: { zh: '每次双方把魔法卡发动，给这张卡放置1个魔力指示物。', en: 'Each time a Spell Card is activated, place 1 Spell Counter on this card.' },
      },
      {
        pendulum: true,
        kind: 'ignition',
        from: 'spell',
        cost: [{ do: 'other', note: 'remove 3 Spell Counters from this card' }],
        does: [
          // 「可以放置魔力指示物的攻击力1000以上的怪兽」 (CNT-CAN-HOLD: in the Deck, any text placing them on itself).
          { do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: 'deck', holdsCounters: '魔力', atkMin: 1000 }, scope: 'choose', count: 1 }, from: 'deck', note: 'a monster that can hold Spell Counters with 1000 or more ATK' },
          { do: 'special-summon', what: 'self', from: 'spell' },
          // CNT-PLACE-ON-SUMMONED: on each monster this effect summoned — only one that can hold them as the step resolves.
          { do: 'other', what: 'moved', movedBy: 'special-summon', counterStep: { kind: '魔力', count: 1 } },
        ],
        summary: {
          zh: '取除这张卡3个魔力指示物：从卡组把1只可以放置魔力指示物的攻击力1000以上的怪兽和灵摆区域的这张卡特殊召唤，各放置1个魔力指示物。',
          en: 'Remove 3 Spell Counters from this card: Special Summon 1 monster with 1000 or more ATK that can have a Spell Counter from your Deck and this card from the Pendulum Zone, and place 1 Spell Counter on each.',
        },
      },
      {
        kind: 'continuous',
        does: [{ do: 'other', note: 'while it has a Spell Counter, this card can attack directly' }],
        summary: { zh: '有魔力指示物放置的这张卡可以直接攻击。', en: 'While this card has a Spell Counter, it can attack directly.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        cost: [{ do: 'discard', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [{ do: 'other', note: 'place 1 Spell Counter on this card and on each card you control that can hold one' }],
        summary: {
          zh: '对方回合1次，丢弃1张手卡：给这张卡和自己场上可以放置魔力指示物的卡各放置1个魔力指示物。',
          en: 'Once per turn, during your opponent’s turn: discard 1 card; place 1 Spell Counter on this card and on each card you control that can hold one.',
        },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'destroyed', from: 'monster', subject: { self: true } },
        does: [{ do: 'other', note: 'place this card in your Pendulum Zone, then place on it as many Spell Counters as it had' }],
        summary: {
          zh: '怪兽区域的这张卡被破坏的场合：这张卡在自己的灵摆区域放置，那之后放置它曾放置过的数量的魔力指示物。',
          en: 'If this card in the Monster Zone is destroyed: place it in your Pendulum Zone, then place on it as many Spell Counters as it had.',
        },
      },
    ],
  }), { ownCounters: [{ kind: '魔力', part: 'pendulum' as const }, { kind: '魔力', part: 'monster' as const }] }),
];
