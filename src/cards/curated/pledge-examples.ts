/**
 * Cards of the rules reference's pledge examples (docs/c03/誓约.rst) whose pledge (「这个效果发动的回合，
 * 自己不能…」) or summon the inference does not read. Written by hand from the card text in
 * ../shared/data/cards.cdb.
 *
 * - 假面变色龙: the turn its effect is activated, its controller cannot Special Summon except from the
 *   Extra Deck (and by this effect); its Normal Summon condition is left in the summary.
 * - 影蜥蜴: Special Summons itself from the hand when its controller Normal Summons a Level 4 monster.
 */
import { card } from './dsl.js';

export const pledgeExampleCards = [
  card({
    id: 53573406,
    name: '假面变色龙',
    type: 'monster effect tuner',
    official: '假面变色龙',
    en: 'Masked Chameleon',
    level: 4,
    atk: 1600,
    def: 1100,
    race: '爬虫类族',
    attribute: '地',
    effects: [
      {
        kind: 'trigger',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned', subject: { self: true } },
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', defEq: 0 }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', position: 'defense', note: 'its effects are negated' }],
        pledge: { forbids: 'special-summon', exceptFrom: 'extra', note: 'the turn this effect is activated, no Special Summons except from the Extra Deck and by this effect' },
        summary: {
          zh: '召唤成功时：以自己墓地1只守备力0的怪兽为对象，守备表示特殊召唤（效果无效化）。这个效果发动的回合，自己不用从额外卡组的特殊召唤以及这个效果不能特殊召唤（这张卡在自己场上没有5星以上的怪兽时才能召唤）。',
          en: 'When Normal Summoned: target 1 monster with 0 DEF in your GY; Special Summon it in Defense Position (effects negated). The turn you activate this, you cannot Special Summon except from the Extra Deck or by this effect (it can be Normal Summoned only while you control no Level 5 or higher monster).',
        },
      },
    ],
  }),
  card({
    id: 94656263,
    name: '影蜥蜴',
    type: 'monster effect special-summon',
    official: '影蜥蜴',
    en: 'Shadow Lizard',
    level: 4,
    atk: 1100,
    def: 1500,
    race: '爬虫类族',
    attribute: '暗',
    effects: [
      {
        kind: 'trigger',
        from: 'hand',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'summoned', subject: { side: 'self', kind: 'monster', levelMin: 4, levelMax: 4 } },
        does: [{ do: 'special-summon', what: 'self' }],
        summary: { zh: '不能通常召唤。自己把4星怪兽召唤成功时，可以从手卡特殊召唤。', en: 'Cannot be Normal Summoned. When you Normal Summon a Level 4 monster: you can Special Summon it from your hand.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'other', what: 'self', note: 'cannot be used as Synchro Material' }],
        summary: { zh: '不能作为同调素材。', en: 'Cannot be used as Synchro Material.' },
      },
    ],
  }),
];
