/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the rules reference's order of battle-damage
 * changes is worked with (docs/c03/战斗阶段流程.rst:642–709, CH-BATTLE-DAMAGE-ORDER), written by hand in our own
 * vocabulary from their current official text (the reference prints no card box for them; the numbers it
 * works with confirm the stats used: 大日女之御巫 ATK 0 / DEF 0 at :655 and :671, 脆刃之剑's +2000 at :654 and :693).
 *
 * newer-than-cdb:
 * - 41927278 脆刃之剑 (Fragile Double-Edged Sword, 2022).
 * - 81260679 大日女之御巫 (Ohime the Manifested Mikanko, 2022).
 * - 64025981 始原龙 (始原竜プライマル・ドラゴン; its stats confirmed by the reference's arithmetic at :694–696, 2000 ATK).
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const battleDamageNewerThanCdb: Record<number, string> = {
  41927278: '脆刃之剑 — released 2022',
  81260679: '大日女之御巫 — released 2022',
  64025981: '始原龙 — released after 2019',
};

export const battleDamageNewerCards = [
  card({
    id: 41927278,
    name: '脆刃之剑',
    type: 'spell equip',
    official: '脆刃之剑',
    en: 'Fragile Double-Edged Sword',
    ja: '脆刃の剣',
    uniqueFaceUp: true,
    effects: [
      {
        n: 0,
        kind: 'activation',
        targets: { filter: { kind: 'monster', place: 'field', faceUp: true }, count: 1 },
        does: [{ do: 'equip', what: 'targets' }],
        summary: { zh: '以场上1只表侧表示怪兽为对象：把这张卡装备。', en: 'Target 1 face-up monster on the field: equip it with this card.' },
      },
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', unique: { field: 'self' }, note: 'only 1 face-up "Fragile Double-Edged Sword" on your field' }],
        summary: { zh: '自己场上只能有1张表侧表示的「脆刃之剑」。', en: 'You can only control 1 face-up "Fragile Double-Edged Sword".' },
      },
      {
        n: 2,
        kind: 'continuous',
        does: [{ do: 'modify-stats', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, stat: 'atk', change: { layer: 'current', op: 'add', value: 2000 } }],
        // Order 2 of the battle-damage changes (docs/c03/战斗阶段流程.rst:644): whoever takes damage from the equipped
        // monster's battle, the other player takes it too, whichever monster won.
        battleDamage: [{ op: 'both', receiver: 'any', of: 'equipped' }],
        summary: {
          zh: '装备怪兽攻击力上升2000；装备怪兽的战斗产生的战斗伤害，双方玩家都要承受。',
          en: 'The equipped monster gains 2000 ATK; battle damage from the equipped monster’s battles is taken by both players.',
        },
      },
      {
        n: 3,
        kind: 'trigger',
        mandatory: true,
        timing: 'if',
        trigger: { event: 'damage', cause: 'battle', subject: { side: 'self' } },
        does: [{ do: 'send-to-gy', what: 'self' }],
        // The 2000-or-more threshold is read against each single damage (docs/c03/战斗阶段流程.rst:677–679); it is a
        // note here, not a condition the engine checks.
        summary: { zh: '自己受到2000以上的战斗伤害的场合发动：这张卡送去墓地。', en: 'If you take 2000 or more battle damage: send this card to the GY.' },
      },
    ],
  }),
  card({
    id: 81260679,
    name: '大日女之御巫',
    type: 'monster effect ritual',
    official: '大日女之御巫',
    en: 'Ohime the Manifested Mikanko',
    ja: 'オオヒメの御巫',
    aliases: ['大日女'],
    level: 6,
    atk: 0,
    def: 0,
    race: '天使族',
    attribute: '光',
    // Ritual Summoned with 「御巫神乐」 (a summon procedure, not an effect). ①③: each once per turn (hard, by name).
    effects: [
      {
        n: 1,
        kind: 'ignition',
        from: 'hand',
        oncePerTurn: 'hard',
        cost: [{ do: 'other', note: 'reveal this card in your hand' }],
        does: [
          { do: 'add-to-hand', what: { filter: { archetype: '御巫', place: 'deck', side: 'self' }, scope: 'choose', count: 1 }, from: 'deck', note: 'a "Mikanko" card other than "Ohime the Manifested Mikanko"' },
          { do: 'discard', what: { filter: { place: 'hand', side: 'self' }, scope: 'choose', count: 1 }, then: true },
        ],
        summary: {
          zh: '给对方看手卡的这张卡：从卡组把「大日女之御巫」以外的1张「御巫」卡加入手卡，然后丢弃自己1张手卡。',
          en: 'Reveal this card in your hand: add 1 "Mikanko" card other than "Ohime the Manifested Mikanko" from your Deck to your hand, then discard 1 card.',
        },
      },
      {
        n: 2,
        kind: 'continuous',
        does: [{ do: 'cannot-be-destroyed', what: 'self', against: 'battle' }],
        // Order 3 (docs/c03/战斗阶段流程.rst:645): a damage the player would take from this card's battles goes to the opponent.
        battleDamage: [{ op: 'indestructible', receiver: 'self', of: 'self' }, { op: 'to-opponent', receiver: 'self', of: 'self' }],
        summary: {
          zh: '这张卡不会被战斗破坏；这张卡的战斗产生的对自己的战斗伤害改由对方承受。',
          en: 'This card cannot be destroyed by battle; battle damage you would take from its battles is taken by your opponent instead.',
        },
      },
      {
        n: 3,
        kind: 'quick',
        oncePerTurn: 'hard',
        targets: { filter: { side: 'self', kind: 'spell', subtypes: ['equip'], place: 'gy' }, count: 1 },
        does: [{ do: 'equip', what: 'targets', note: 'to 1 monster on the field it can equip' }],
        summary: {
          zh: '自己·对方回合，以自己墓地1张装备魔法卡为对象：把它给场上1只可以装备的怪兽装备。',
          en: 'Either turn: target 1 Equip Spell in your GY; equip it to 1 appropriate monster on the field.',
        },
      },
    ],
  }),
  card({
    id: 64025981,
    name: '始原龙',
    type: 'monster effect',
    official: '始原龙',
    // English name as recalled (uncertain); the Japanese name is the card's own.
    en: 'Primal Dragon, the Primordial',
    ja: '始原竜プライマル・ドラゴン',
    level: 4,
    atk: 2000,
    def: 2000,
    race: '龙族',
    attribute: '光',
    // ②③: each once per turn (hard, by name).
    effects: [
      {
        n: 1,
        kind: 'continuous',
        does: [],
        // Order 6 (docs/c03/战斗阶段流程.rst:694–696): only the damage its controller's opponent takes becomes 0.
        battleDamage: [{ op: 'zero', receiver: 'opponent', of: 'self' }],
        summary: { zh: '这张卡的战斗产生的对对方的战斗伤害变成0。', en: 'Battle damage your opponent takes from battles involving this card becomes 0.' },
      },
      {
        n: 2,
        kind: 'ignition',
        oncePerTurn: 'hard',
        cost: [{ do: 'banish', what: { filter: { side: 'self', kind: 'monster', race: '龙族', place: 'gy' }, scope: 'choose', count: 1 }, from: 'gy' }],
        does: [{ do: 'other', note: 'this card gains ATK/DEF equal to the banished monster’s ATK, until the end of the next turn' }],
        summary: {
          zh: '从自己墓地把1只龙族怪兽除外：这张卡的攻击力·守备力直到下个回合结束时上升除外怪兽的攻击力数值。',
          en: 'Banish 1 Dragon monster from your GY: this card gains ATK/DEF equal to that monster’s ATK until the end of the next turn.',
        },
      },
      {
        n: 3,
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        // 「被解放的场合」: tributed, for any reason — the vocabulary's nearest event is its going to the GY.
        trigger: { event: 'sent-to-gy', subject: { self: true } },
        oncePerTurn: 'hard',
        targets: { filter: { side: 'self', kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'other', note: 'this turn, that monster can make a second attack during the Battle Phase' }],
        summary: {
          zh: '这张卡被解放的场合，以自己场上1只表侧表示怪兽为对象：这个回合那只怪兽在同1次战斗阶段中可以作2次攻击。',
          en: 'If this card is Tributed: target 1 face-up monster you control; this turn it can make a second attack during the Battle Phase.',
        },
      },
    ],
  }),
];
