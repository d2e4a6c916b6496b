/**
 * The cards of the window tests, written as facts the way the curated set states them, so the window
 * rules are tested independently of the curated files (which the seed-window tests use end to end).
 * Facts follow today's card texts.
 */
import { card } from '../../src/cards/curated/dsl.js';

export const 三眼怪 = card({
  id: 26202165,
  name: '三眼怪',
  type: 'monster effect',
  level: 3,
  effects: [
    {
      kind: 'trigger',
      trigger: { event: 'sent-to-gy', from: 'field' },
      timing: 'if',
      mandatory: true,
      from: 'gy',
      oncePerTurn: 'hard',
      does: [{ do: 'add-to-hand', from: 'deck' }],
    },
  ],
});

/** Optional 「…时」 trigger on being sent to the GY (暗道化师 彼得-like). */
export const 暗道化师 = card({
  id: 5434080,
  name: '暗道化师 彼得',
  type: 'monster effect',
  level: 1,
  effects: [{ kind: 'trigger', trigger: { event: 'sent-to-gy' }, timing: 'when', mandatory: false, from: 'gy', does: [{ do: 'special-summon', from: 'deck' }] }],
});

export const 绊倒 = card({
  id: 34646691,
  name: '绊倒',
  type: 'trap continuous',
  effects: [
    {
      kind: 'trigger',
      trigger: { event: ['summoned', 'flip-summoned', 'special-summoned'], subject: { kind: 'monster' } },
      timing: 'if',
      mandatory: true,
      does: [{ do: 'change-position', what: 'event-cards', position: 'defense' }],
    },
  ],
});

export const 光帝克赖斯 = card({
  id: 57666212,
  name: '光帝 克赖斯',
  type: 'monster effect',
  level: 6,
  effects: [
    {
      kind: 'trigger',
      trigger: { event: ['summoned', 'special-summoned'] },
      timing: 'when',
      mandatory: false,
      targets: { filter: { place: 'field' }, count: 2, upTo: true },
      does: [{ do: 'destroy', what: 'targets' }],
    },
  ],
});

export const 自然螳螂 = card({
  id: 51254980,
  name: '自然螳螂',
  type: 'monster effect',
  level: 3,
  effects: [
    {
      kind: 'trigger',
      trigger: { event: 'summoned', subject: { side: 'opponent', kind: 'monster' } },
      timing: 'when',
      mandatory: false,
      cost: [{ do: 'send-to-gy', from: 'hand' }],
      does: [{ do: 'destroy', what: 'event-cards' }],
    },
  ],
});

export const 死灵骑士 = card({
  id: 78700060,
  name: '死灵骑士',
  type: 'monster effect',
  level: 4,
  effects: [
    {
      kind: 'quick',
      mandatory: true,
      respondsTo: { cardKind: 'monster', activation: 'effect' },
      cost: [{ do: 'tribute', what: 'self' }],
      does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }],
    },
  ],
});

export const 冲锋陷阵的队长 = card({
  id: 2460565,
  name: '冲锋陷阵的队长',
  type: 'monster effect',
  level: 3,
  effects: [{ kind: 'trigger', trigger: { event: 'summoned' }, timing: 'when', mandatory: false, does: [{ do: 'special-summon', from: 'hand' }] }],
});

export const 流氓佣兵部队 = card({
  id: 74131780,
  name: '流氓佣兵部队',
  type: 'monster effect',
  level: 4,
  effects: [{ kind: 'ignition', cost: [{ do: 'tribute', what: 'self' }], targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'destroy', what: 'targets' }] }],
});

export const 时花之魔女 = card({
  id: 36405256,
  name: '时花之魔女',
  type: 'monster effect',
  level: 4,
  effects: [
    {
      kind: 'trigger',
      trigger: { event: ['summoned', 'special-summoned'] },
      timing: 'if',
      mandatory: true,
      targets: { filter: { side: 'opponent', kind: 'monster', place: 'gy' }, count: 1 },
      does: [{ do: 'special-summon', what: 'targets' }],
    },
  ],
});

export const 次元魔法 = card({ id: 28553439, name: '次元魔法', type: 'spell quickplay', effects: [{ kind: 'activation', does: [{ do: 'tribute' }, { do: 'special-summon', from: 'hand' }, { do: 'destroy', then: true, optional: true }] }] });

export const 魂之纲 = card({
  id: 37383714,
  name: '魂之纲',
  type: 'trap',
  effects: [
    {
      kind: 'activation',
      trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' }, from: 'field', cause: 'effect' },
      timing: 'when',
      cost: [{ do: 'pay-lp', amount: 1000 }],
      does: [{ do: 'special-summon', from: 'deck' }],
    },
  ],
});

export const 冥王龙断罪神 = card({
  id: 24857466,
  name: '冥王龙 断罪神',
  type: 'monster effect',
  level: 8,
  effects: [
    {
      kind: 'trigger',
      from: 'hand',
      trigger: { event: 'activation-negated', subject: { side: 'opponent' }, by: 'self', byCounterTrap: true },
      timing: 'if',
      mandatory: false,
      does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
    },
    {
      kind: 'trigger',
      trigger: { event: 'special-summoned', from: 'hand', cause: 'effect' },
      timing: 'when',
      mandatory: true,
      does: [{ do: 'damage', amount: 1500, ifNegatedKind: 'spell' }],
    },
  ],
});

export const 黑洞 = card({ id: 53129443, name: '黑洞', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'destroy', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' } }] }] });
export const 我身作盾 = card({ id: 44095762, name: '我身作盾', type: 'trap', effects: [{ kind: 'activation', does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }] }] });
export const 神之宣告 = card({
  id: 41420027,
  name: '神之宣告',
  type: 'trap counter',
  effects: [
    { kind: 'activation', choiceOf: 1, respondsTo: { cardKind: ['spell', 'trap'], activation: 'card' }, does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }] },
    { kind: 'activation', choiceOf: 1, respondsToSummon: { summon: ['normal', 'flip', 'special'] }, does: [{ do: 'negate-summon' }, { do: 'destroy', what: 'event-cards' }] },
  ],
});
export const 限界反射者 = card({ id: 2851070, name: '魔镜导士 限界反射者', type: 'monster effect', level: 4 });
export const 普通怪兽 = card({ id: 11091375, name: '蓝宝石龙', type: 'monster normal', level: 4 });
export const 灵魂龙 = card({
  id: 67957315,
  name: '灵魂龙',
  type: 'monster effect',
  level: 4,
  effects: [{ kind: 'ignition', condition: [{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['battle-step'] }], does: [{ do: 'modify-stats', what: 'self' }] }],
});

export const 暗黑之蝎尾狮 = card({
  id: 77121851,
  name: '暗黑之蝎尾狮',
  type: 'monster effect',
  level: 4,
  effects: [
    {
      kind: 'trigger',
      from: 'gy',
      trigger: { event: 'phase-start', phase: 'end-phase' },
      mandatory: false,
      timing: 'when',
      cost: [{ do: 'send-to-gy', from: ['hand', 'field'] }],
      does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
    },
  ],
});

export const 强制接收 = card({
  id: 74923978,
  name: '强制接收',
  type: 'trap continuous',
  effects: [
    { kind: 'activation', trigger: { event: 'discarded', subject: { side: 'self' } }, timing: 'when', does: [] },
    { kind: 'trigger', trigger: { event: 'discarded', subject: { side: 'self' } }, timing: 'if', mandatory: true, does: [{ do: 'discard', player: 'opponent' }] },
  ],
});

export const 生还的宝札 = card({
  id: 57953380,
  name: '生还的宝札',
  type: 'spell continuous',
  effects: [{ kind: 'trigger', trigger: { event: 'special-summoned', subject: { side: 'self', kind: 'monster' }, from: 'gy' }, timing: 'when', mandatory: false, does: [{ do: 'draw', amount: 1 }] }],
});

export const 兽族 = card({ id: 6368038, name: '兽族怪兽', type: 'monster normal', level: 4, race: '兽族' });

export const 月光红狐 = card({
  id: 94919024,
  name: '月光红狐',
  type: 'monster effect',
  level: 4,
  effects: [
    { kind: 'trigger', from: 'gy', trigger: { event: 'sent-to-gy', cause: 'effect' }, timing: 'if', mandatory: false, targets: { filter: { side: 'opponent', kind: 'monster', faceUp: true }, count: 1 }, does: [{ do: 'modify-stats', what: 'targets' }] },
  ],
});

export const 月光翠鸟 = card({
  id: 14152693,
  name: '月光翠鸟',
  type: 'monster effect',
  level: 4,
  effects: [
    { kind: 'trigger', trigger: { event: ['summoned', 'special-summoned'] }, timing: 'if', mandatory: false, oncePerTurn: 'hard', does: [{ do: 'draw', amount: 1 }] },
    { kind: 'trigger', from: 'gy', trigger: { event: 'sent-to-gy', cause: 'effect' }, timing: 'if', mandatory: false, oncePerTurn: 'hard', does: [{ do: 'special-summon', what: 'targets' }] },
  ],
});

export const 月光融合 = card({ id: 87931906, name: '月光融合', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'send-to-gy' }, { do: 'special-summon', from: 'extra' }] }] });

export const 夜尽巫师 = card({
  id: 36107810,
  name: '夜尽巫师',
  type: 'monster effect tuner',
  level: 1,
  effects: [{ kind: 'trigger', trigger: { event: 'special-summoned' }, timing: 'when', mandatory: false, targets: { filter: { side: 'opponent', place: 'gy' }, count: 2, upTo: true }, does: [{ do: 'banish', what: 'targets' }] }],
});
export const 黑魔术师 = card({ id: 46986414, name: '黑魔术师', type: 'monster normal', level: 7 });
export const 魔术师的导门阵 = card({
  id: 7922915,
  name: '魔术师的导门阵',
  type: 'trap',
  effects: [{ kind: 'activation', does: [{ do: 'special-summon', from: 'hand' }, { do: 'special-summon', from: 'deck', then: true }] }],
});

export const 锻造女巫 = card({
  id: 21744288,
  name: '魔女术工匠·锻造女巫',
  type: 'monster effect',
  level: 4,
  effects: [{ kind: 'quick', condition: [{ is: 'phase', phases: ['main1', 'main2'] }], cost: [{ do: 'tribute', what: 'self' }], does: [{ do: 'special-summon', from: 'deck' }] }],
});

/** A continuous trap that watches for summons and is activated in the chain (its effect starts at resolution). */
export const 连续陷阱 = card({
  id: 900001,
  name: '测试永续陷阱',
  type: 'trap continuous',
  effects: [{ kind: 'trigger', trigger: { event: 'special-summoned', subject: { kind: 'monster' } }, timing: 'if', mandatory: true, does: [{ do: 'damage', amount: 500 }] }],
});

/** A "when targeted" quick effect (青色眼睛的少女-like): not a trigger. */
export const 少女 = card({
  id: 8933938,
  name: '青色眼睛的少女',
  type: 'monster effect tuner',
  level: 1,
  effects: [{ kind: 'quick', trigger: { event: 'targeted' }, timing: 'when', mandatory: false, does: [{ do: 'negate-attack' }] }],
});

/** A flip effect (反转：). */
export const 反转怪 = card({
  id: 900002,
  name: '测试反转怪',
  type: 'monster effect flip',
  level: 2,
  effects: [{ kind: 'flip', does: [{ do: 'destroy', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 } }] }],
});

/** A hand trigger that special summons itself (冥府之使者 格斯-like, 「…的场合」). */
export const 手卡自特召1 = card({
  id: 900003,
  name: '测试手卡特召A',
  type: 'monster effect',
  level: 7,
  effects: [{ kind: 'trigger', from: 'hand', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' } }, timing: 'if', mandatory: false, does: [{ do: 'special-summon', what: 'self', from: 'hand' }] }],
});
export const 手卡自特召2 = card({
  id: 900004,
  name: '测试墓地特召B',
  type: 'monster effect',
  level: 4,
  effects: [{ kind: 'trigger', from: 'gy', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' }, cause: 'effect' }, timing: 'if', mandatory: false, does: [{ do: 'special-summon', what: 'self', from: 'gy' }] }],
});

/** A damage-step-usable speed-2 stat changer (收缩-like) with an event timing, and a plain 2-speed one. */
export const 伤害步骤陷阱 = card({
  id: 900005,
  name: '测试攻击力陷阱',
  type: 'trap',
  effects: [{ kind: 'activation', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' }, cause: 'battle' }, timing: 'if', does: [{ do: 'modify-stats' }] }],
});
export const 战破陷阱 = card({
  id: 900006,
  name: '测试战破特召陷阱',
  type: 'trap',
  effects: [{ kind: 'activation', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' }, cause: 'battle' }, timing: 'if', does: [{ do: 'special-summon', from: 'deck' }] }],
});
export const 战破诱发 = card({
  id: 900007,
  name: '测试战破诱发',
  type: 'monster effect',
  level: 4,
  effects: [{ kind: 'trigger', from: 'gy', trigger: { event: 'destroyed', cause: 'battle' }, timing: 'if', mandatory: false, does: [{ do: 'add-to-hand', from: 'deck' }] }],
});
