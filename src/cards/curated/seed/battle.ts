/**
 * Seed cards of the battle phase worked examples (seed 000 战斗流程): 甲虫装甲骑士 attacks 灵魂龙,
 * 神圣标枪, 破坏轮 vs 我身作盾; 蓝宝石龙 vs 炸裂装甲 and 重力解除; 魔镜导士 限界反射者 (summoned
 * by 魂之纲 in the last example).
 */
import type { CardFilter } from '../../facts.js';
import { card } from '../dsl.js';

const OPPONENT_ATTACKER: CardFilter = { side: 'opponent', kind: 'monster', attacking: true };

export const battleCards = [
  card({
    id: 35052053,
    name: '甲虫装甲骑士',
    type: 'monster normal',
    official: '甲虫装甲骑士',
    en: 'Insect Knight',
    level: 4,
    atk: 1900,
    def: 1500,
    race: '昆虫族',
    attribute: '地',
  }),
  card({
    id: 11091375,
    name: '蓝宝石龙',
    type: 'monster normal',
    official: '蓝玉石龙',
    en: 'Luster Dragon',
    level: 4,
    atk: 1900,
    def: 1600,
    race: '龙族',
    attribute: '风',
  }),
  card({
    id: 67957315,
    name: '灵魂龙',
    type: 'monster effect',
    official: '灵魂龙',
    en: 'Spirit Ryu',
    level: 4,
    atk: 1000,
    def: 1000,
    race: '龙族',
    attribute: '风',
    effects: [
      {
        // Spell speed 1, usable only as chain link 1 in the battle step of your turn while this card
        // battles — which is why the seed lists it only where nothing else was activated first.
        kind: 'ignition',
        condition: [
          { is: 'turn', whose: 'self' },
          { is: 'phase', phases: ['battle-step'] },
          { is: 'other', note: 'this card is the attacking monster or the attack target; only as chain link 1' },
        ],
        cost: [{ do: 'discard', what: { filter: { side: 'self', kind: 'monster', race: '龙族', place: 'hand' }, scope: 'choose', count: 1 } }],
        does: [{ do: 'modify-stats', what: 'self', stat: 'atk-def', change: { layer: 'current', op: 'add', value: 1000 }, note: 'ATK/DEF +1000', duration: 'end-phase' }],
        summary: {
          zh: '自己回合的战斗步骤，这张卡进行战斗时，丢弃1只龙族怪兽：攻守上升1000直到战斗阶段结束。1速，只能作为连锁1发动。',
          en: 'In your battle step while this card battles: discard 1 Dragon; it gains 1000 ATK/DEF until the end of the Battle Phase. Spell speed 1, only as chain link 1.',
        },
      },
    ],
  }),
  card({
    id: 96355986,
    name: '神圣标枪',
    type: 'trap',
    official: '神圣标枪',
    en: 'Enchanted Javelin',
    effects: [
      {
        kind: 'activation',
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' } },
        timing: 'when',
        targets: { filter: OPPONENT_ATTACKER, count: 1 },
        does: [{ do: 'gain-lp', player: 'self', note: "the attacking monster's ATK" }],
        summary: {
          zh: '对方怪兽攻击宣言时，以那只攻击怪兽为对象：自己回复它攻击力数值的基本分。',
          en: "When an opponent's monster declares an attack, target it: gain LP equal to its ATK.",
        },
      },
    ],
  }),
  card({
    id: 56120475,
    name: '炸裂装甲',
    type: 'trap',
    official: '炸裂装甲',
    en: 'Sakuretsu Armor',
    effects: [
      {
        kind: 'activation',
        trigger: { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' } },
        timing: 'when',
        targets: { filter: OPPONENT_ATTACKER, count: 1 },
        // 「那只攻击怪兽」: a target changed to defence position is no longer an attacking monster.
        resolutionCondition: [{ is: 'exists', filter: OPPONENT_ATTACKER }],
        does: [{ do: 'destroy', what: 'targets' }],
        summary: {
          zh: '对方怪兽攻击宣言时，以那只攻击怪兽为对象：把它破坏。处理时它已变成守备表示的话就不再是攻击怪兽，不破坏。',
          en: "When an opponent's monster declares an attack, target it: destroy it. If it was changed to defence position meanwhile it is no longer the attacking monster and is not destroyed.",
        },
      },
    ],
  }),
  card({
    id: 83133491,
    name: '重力解除',
    type: 'trap',
    official: '重力解除',
    en: 'Zero Gravity',
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'change-position', what: { filter: { kind: 'monster', place: 'monster', faceUp: true }, scope: 'all' } }],
        summary: {
          zh: '场上的表侧表示怪兽全部改变表示形式。攻击怪兽变成守备表示时，连锁处理后攻击中止。',
          en: 'Change the battle positions of all face-up monsters on the field. An attacker changed to defence stops its attack after the chain.',
        },
      },
    ],
  }),
  card({
    id: 2851070,
    name: '魔镜导士 限界反射者',
    type: 'monster effect',
    official: '魔镜导士反射弹回者',
    en: 'Reflect Bounder',
    level: 4,
    atk: 1700,
    def: 1000,
    race: '机械族',
    attribute: '光',
    effects: [
      {
        kind: 'trigger',
        mandatory: true,
        trigger: { event: 'attack-declared', subject: { self: true, position: 'attack' }, phase: 'damage-step' },
        condition: [{ is: 'other', note: 'before damage calculation, this attack-position card is attacked by an opponent monster' }],
        does: [{ do: 'damage', player: 'opponent', note: "the attacking monster's ATK" }],
        summary: {
          zh: '攻击表示的这张卡被对方怪兽攻击的伤害计算前发动：给与对方攻击怪兽攻击力数值的伤害。',
          en: "Before damage calculation when this attack-position card is attacked: inflict damage to the opponent equal to the attacker's ATK.",
        },
      },
      {
        kind: 'trigger',
        mandatory: true,
        trigger: { event: 'damage', phase: 'damage-step' },
        condition: [{ is: 'other', note: 'effect ① inflicted damage this battle; after damage calculation' }],
        does: [{ do: 'destroy', what: 'self' }],
        summary: { zh: '①给与了伤害的场合，伤害计算后发动：这张卡破坏。', en: 'If ① inflicted damage, after damage calculation: destroy this card.' },
      },
    ],
  }),
];
