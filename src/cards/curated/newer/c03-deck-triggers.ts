/**
 * Cards of the card database whose old text the compiler does not read as a whole, that worked examples of docs/c03/诱发类效果.rst
 * (:167–170, triggers met in the Deck) need: restated here as facts, in our own words.
 */
import type { Card } from '../../facts.js';
import { card } from '../dsl.js';

export const c03DeckTriggerCards: Card[] = [
  // FLIP: every monster card on both fields goes back to its owner's Deck, shuffled; then cards are revealed from the tops of both
  // Decks until as many monsters as returned are revealed, the Level 4 or lower ones Special Summoned face-down in Defense Position,
  // the rest sent to the GY. (The old text 「…加入持有者的卡组中洗切」 was read as one unnamed card returned.) The reveal-and-summon is
  // kept as one step whose cards are those the situation names; the sending of the other revealed cards is a note.
  card({
    id: 79106360,
    name: '混沌壶',
    type: 'monster effect flip',
    official: '混沌之壶',
    en: 'Cyber Jar',
    level: 3,
    atk: 800,
    def: 700,
    race: '岩石族',
    attribute: '地',
    effects: [
      {
        kind: 'flip',
        mandatory: true,
        does: [
          { do: 'return-to-deck', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' }, note: "each to its owner's Deck, shuffled" },
          {
            do: 'special-summon',
            then: true,
            what: { filter: { kind: 'monster', side: 'any', place: 'deck', levelMax: 4 }, scope: 'choose', count: 1 },
            position: 'face-down-defense',
            note: 'revealed from the top of both Decks until as many monsters as were returned; the Level 4 or lower ones face-down Defense, the other revealed cards to the GY',
          },
        ],
        summary: { zh: '反转：双方场上的怪兽全部回到持有者卡组洗切；那之后从双方卡组上面翻卡直到翻出和回去的数量相同的怪兽，其中4星以下的里侧守备表示特殊召唤，其余送去墓地。', en: "FLIP: shuffle every monster on the field into its owner's Deck; then reveal from the top of both Decks until as many monsters as were returned: Special Summon the Level 4 or lower ones face-down in Defense Position, send the rest to the GY." },
      },
    ],
  }),
];
