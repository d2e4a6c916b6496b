/**
 * Equip Spells of the rules reference's worked examples on ATK/DEF (docs/c03/攻守计算.rst) whose text the
 * card text compiler reads without the condition of each branch. Written by hand from the card text in
 * ../shared/data/cards.cdb.
 *
 * - 巨大化: equipped to a face-up monster; while its controller's LP is lower than the opponent's, the
 *   equipped monster's ATK is twice its original ATK; while higher, half of it; equal, neither applies
 *   (the condition is read each time, src/engine/game/equip.ts CH-EQUIP-STATS).
 * - 进化的人类: the same with the equipped monster's original ATK, in two unnumbered effects (two sentences):
 *   2400 while its controller's LP is lower, 1000 while higher.
 * - 同盟编队 (docs/c04/不能使用.rst:133): a Trap of two ● choices in the old 「选择」 wording (a target). ●2 targets a union
 *   monster of its controller used as an Equip Card (in the Spell & Trap Zone), unequips it and Special Summons it in
 *   attack position; the compiler reads ●2 as an equip and a summon of no named card. ●1 equips the targeted face-up union
 *   monster to a face-up monster of its controller.
 */
import { card, type EffectSpec } from './dsl.js';

/** The activation both Equip Spells share: target 1 face-up monster on the field and equip this card to it. */
const EQUIP_TO_FACE_UP_MONSTER: EffectSpec = {
  n: 0,
  kind: 'activation',
  targets: { filter: { kind: 'monster', place: 'field', faceUp: true }, count: 1 },
  does: [{ do: 'equip', what: 'targets' }],
  summary: { zh: '以场上1只表侧表示怪兽为对象：把这张卡装备。', en: 'Target 1 face-up monster on the field: equip it with this card.' },
};

export const equipExampleCards = [
  card({
    id: 22046459,
    name: '巨大化',
    type: 'spell equip',
    official: '巨大化',
    en: 'Megamorph',
    effects: [
      EQUIP_TO_FACE_UP_MONSTER,
      {
        kind: 'continuous',
        does: [
          { do: 'modify-stats', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, stat: 'atk', change: { layer: 'current', op: 'double', of: 'original' }, whileHolds: [{ is: 'lp-behind', side: 'self' }] },
          { do: 'modify-stats', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, stat: 'atk', change: { layer: 'current', op: 'half', of: 'original' }, whileHolds: [{ is: 'lp-behind', side: 'opponent' }] },
        ],
        summary: {
          zh: '自己基本分比对方少：装备怪兽的攻击力变成原本攻击力的2倍；比对方多：变成原本攻击力的一半。',
          en: 'While your LP is lower than your opponent’s, the equipped monster’s ATK becomes double its original ATK; while higher, half its original ATK.',
        },
      },
    ],
  }),
  card({
    id: 62991886,
    name: '进化的人类',
    type: 'spell equip',
    official: '进化的人类',
    en: 'Ascending Soul',
    effects: [
      EQUIP_TO_FACE_UP_MONSTER,
      {
        kind: 'continuous',
        does: [{ do: 'modify-stats', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, stat: 'atk', change: { layer: 'original', op: 'set', value: 2400 }, whileHolds: [{ is: 'lp-behind', side: 'self' }] }],
        summary: { zh: '自己基本分比对方低：装备怪兽的原本攻击力变成2400。', en: 'While your LP is lower than your opponent’s, the equipped monster’s original ATK becomes 2400.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'modify-stats', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, stat: 'atk', change: { layer: 'original', op: 'set', value: 1000 }, whileHolds: [{ is: 'lp-behind', side: 'opponent' }] }],
        summary: { zh: '自己基本分比对方高：装备怪兽的原本攻击力变成1000。', en: 'While your LP is higher than your opponent’s, the equipped monster’s original ATK becomes 1000.' },
      },
    ],
  }),
  card({
    id: 26931058,
    name: '同盟编队',
    type: 'trap',
    official: '同盟编队',
    effects: [
      {
        kind: 'activation',
        choiceOf: 1,
        targets: { filter: { kind: 'monster', subtypes: ['union'], place: 'field', side: 'self', faceUp: true }, count: 1 },
        does: [{ do: 'equip', what: { filter: { kind: 'monster', place: 'field', side: 'self', faceUp: true }, scope: 'choose' }, from: 'field' }],
        summary: { zh: '●选择自己场上1只表侧表示的同盟怪兽，给自己场上可以装备的表侧表示怪兽装备。', en: '● Target 1 face-up union monster you control: equip it to a face-up monster you control it can equip.' },
      },
      {
        kind: 'activation',
        choiceOf: 1,
        targets: { filter: { kind: 'monster', subtypes: ['union'], place: 'spell', side: 'self' }, count: 1 },
        does: [{ do: 'special-summon', what: 'targets', position: 'attack' }],
        summary: { zh: '●选择自己场上1只当作装备卡使用的同盟怪兽：解除装备，在自己场上表侧攻击表示特殊召唤。', en: '● Target 1 union monster you control used as an Equip Card: unequip it and Special Summon it in face-up attack position.' },
      },
    ],
  }),
];
