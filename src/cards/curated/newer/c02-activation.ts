/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c02/卡片·效果的发动.rst need (issue 16).
 * Only what the rulings judge is kept, in our own words.
 *
 * Passcodes starting 993 are placeholders: the real passcode was not at hand.
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02ActivationNewerThanCdb: Record<number, string> = {
  993160503: '天下独步的大义贼 — newer than the database; placeholder id (passcode not known)',
};

export const c02ActivationCards = [
  // ①: answers an effect the opponent activates in the hand, the GY or banished (卡片·效果的发动.rst:42: a Spell/Trap
  // placed from the hand to be activated is activated on the field, not one of those). Facts, not text: the compiler does
  // not read where the answered activation was made. What it does is restated plainly; its other effects are left out.
  card({
    id: 993160503,
    name: '天下独步的大义贼',
    type: 'monster effect',
    level: 4,
    atk: 1800,
    def: 1000,
    race: '战士族',
    attribute: '暗',
    effects: [
      {
        n: 1,
        kind: 'quick',
        from: 'hand',
        respondsTo: { by: 'opponent', from: ['hand', 'gy', 'banished'] },
        cost: [{ do: 'discard', what: 'self', from: 'hand' }],
        does: [{ do: 'negate-effect', what: 'activation' }],
        summary: {
          zh: '对方把手卡·墓地·除外状态的卡的效果发动时，把这张卡从手卡丢弃才能发动。那个效果无效。',
          en: 'When your opponent activates a card effect in the hand, GY or banishment: discard this card; negate that effect.',
        },
      },
    ],
  }),
];
