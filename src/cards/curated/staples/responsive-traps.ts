/**
 * Responsive traps (陷阱): the classic "when the opponent attacks / summons / activates" Traps and the
 * targeted negation Traps. Their questions: which window they open in (攻击宣言时, 召唤成功时), whether
 * they target (对象), whether the card must still be there at resolution.
 *
 * newer-than-cdb: 20899496 天龙雪狱 (written from today's card text).
 */
import { card } from '../dsl.js';
import { BANISH_SELF_FROM_GY, OPP_FACEUP_EFFECT_MONSTER, OPP_FACEUP_MONSTER } from './common.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const responsiveTrapsNewerThanCdb: Record<number, string> = {
  20899496: '天龙雪狱 (Ice Dragon\'s Prison) — released 2020',
};

/** The opponent's monster declares an attack (对方怪兽的攻击宣言时). */
const OPP_ATTACK = { event: 'attack-declared', subject: { side: 'opponent', kind: 'monster' } } as const;
const ATTACKER = { filter: { side: 'opponent', kind: 'monster', place: 'monster', attacking: true }, count: 1 } as const;

export const responsiveTrapCards = [
  card({
    id: 44095762,
    name: '神圣防护罩 -反射镜力-',
    type: 'trap',
    official: '神圣防护罩－反射镜力－',
    en: 'Mirror Force',
    aliases: ['圣防', '神圣防护罩', '反射镜力', 'mirror force', '圣防反射镜力'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', position: 'attack' }, scope: 'all' } }],
        summary: { zh: '对方怪兽攻击宣言时：对方场上的攻击表示怪兽全部破坏（不取对象）。', en: "When an opponent's monster declares an attack: destroy all Attack Position monsters they control (no target)." },
      },
    ],
  }),
  card({
    id: 70342110,
    name: '次元幽闭',
    type: 'trap',
    official: '次元幽禁',
    en: 'Dimensional Prison',
    aliases: ['次元幽禁', '幽闭'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        targets: ATTACKER,
        does: [{ do: 'banish', what: 'targets' }],
        summary: { zh: '对方怪兽攻击宣言时，以那只攻击怪兽为对象：除外。', en: 'When an opponent\'s monster declares an attack, target that attacker: banish it.' },
      },
    ],
  }),
  card({
    id: 62279055,
    name: '魔法筒',
    type: 'trap',
    official: '魔法之筒',
    en: 'Magic Cylinder',
    aliases: ['魔法之筒', '魔筒'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        targets: ATTACKER,
        does: [
          { do: 'negate-attack', what: 'targets' },
          { do: 'damage', player: 'opponent', note: "equal to the target's ATK" },
        ],
        summary: { zh: '对方怪兽攻击宣言时，以攻击怪兽为对象：那次攻击无效，给对方那只怪兽攻击力数值的伤害。', en: "When an opponent's monster attacks, target the attacker: negate the attack and inflict damage equal to its ATK." },
      },
    ],
  }),
  card({
    id: 4206964,
    name: '落穴',
    type: 'trap',
    official: '落穴',
    en: 'Trap Hole',
    effects: [
      {
        kind: 'activation',
        trigger: { event: ['summoned', 'flip-summoned'], subject: { side: 'opponent', kind: 'monster', atkMin: 1000 } },
        timing: 'when',
        targets: { filter: OPP_FACEUP_MONSTER, count: 1 },
        does: [{ do: 'destroy', what: 'targets', note: 'only if it still has 1000 or more ATK' }],
        summary: { zh: '对方把攻击力1000以上的怪兽召唤·反转召唤成功时，以那只怪兽为对象：破坏（处理时攻击力须仍在1000以上）。', en: 'When the opponent Normal or Flip Summons a monster with 1000+ ATK, target it: destroy it (it must still have 1000+ ATK).' },
      },
    ],
  }),
  card({
    id: 12607053,
    name: '和睦的使者',
    type: 'trap',
    official: '和睦使者',
    en: 'Waboku',
    aliases: ['和睦使者', '和睦'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'other', duration: 'turn', player: 'self', note: 'this turn, your monsters cannot be destroyed by battle and you take no battle damage' }],
        battleDamage: [{ op: 'zero', receiver: 'self', of: 'any' }, { op: 'indestructible', receiver: 'self', of: 'filter', filter: { side: 'self' } }],
        summary: { zh: '这个回合，自己怪兽不会被战斗破坏，自己受到的战斗伤害变成0。', en: 'This turn, your monsters cannot be destroyed by battle and you take no battle damage.' },
      },
    ],
  }),
  card({
    id: 77754944,
    name: '万能地雷 阔剑式',
    type: 'trap',
    official: '万能地雷阔剑式',
    en: 'Widespread Ruin',
    aliases: ['阔剑地雷', '万能地雷'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        does: [{ do: 'destroy', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', position: 'attack', faceUp: true }, scope: 'choose', count: 1 }, note: 'the one with the highest ATK (no target)' }],
        summary: { zh: '对方怪兽攻击宣言时：对方表侧攻击表示怪兽中攻击力最高的1只破坏（不取对象）。', en: "When an opponent's monster attacks: destroy their face-up Attack Position monster with the highest ATK (no target)." },
      },
    ],
  }),
  card({
    id: 97077563,
    name: '活死人的呼声',
    type: 'trap continuous',
    official: '活死人的呼唤',
    en: 'Call of the Haunted',
    aliases: ['活死人', '活死人的呼唤'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy' }, count: 1 },
        staysOnField: true,
        does: [{ do: 'special-summon', what: 'targets', from: 'gy', position: 'attack' }],
        summary: { zh: '以自己墓地1只怪兽为对象发动：攻击表示特殊召唤（处理时这张卡须在场上）。', en: 'Target 1 monster in your GY: Special Summon it in Attack Position (this card must still be on the field).' },
      },
      {
        kind: 'continuous',
        // CT-BOND: it keeps targeting the monster it summoned (持续取对象).
        does: [
          { do: 'destroy', what: 'targets', bond: 'this-leaves', note: 'when this card leaves the field, that monster is destroyed (not activated)' },
          { do: 'destroy', what: 'self', bond: 'target-destroyed', note: 'when that monster is destroyed, this card is destroyed (not activated)' },
        ],
        summary: { zh: '这张卡离场时那只怪兽破坏；那只怪兽被破坏时这张卡破坏（不入连锁）。', en: 'If this card leaves the field, destroy that monster; if that monster is destroyed, destroy this card (no chain).' },
      },
    ],
  }),
  card({
    id: 1248895,
    name: '连锁破坏',
    type: 'trap',
    official: '连锁破坏',
    en: 'Chain Destruction',
    effects: [
      {
        kind: 'activation',
        trigger: { event: ['summoned', 'flip-summoned', 'special-summoned'], subject: { kind: 'monster', atkMax: 2000, faceUp: true } },
        timing: 'when',
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true, atkMax: 2000 }, count: 1 },
        does: [{ do: 'destroy', from: ['hand', 'deck'], note: "all copies of the target in its controller's hand and Deck (not the target itself)" }],
        summary: { zh: '攻击力2000以下的怪兽召唤·反转召唤·特殊召唤成功时，以那只怪兽为对象：把其控制者手卡·卡组的同名卡全部破坏。', en: "When a monster with 2000 or less ATK is summoned, target it: destroy all copies of it in its controller's hand and Deck." },
      },
    ],
  }),
  card({
    id: 58120309,
    name: '星光大道',
    type: 'trap',
    official: '星光大道',
    en: 'Starlight Road',
    effects: [
      {
        kind: 'activation',
        respondsTo: { activation: 'any', wouldDestroy: { side: 'self', place: 'field' } },
        condition: [{ is: 'other', note: 'the activation would destroy 2 or more cards you control' }],
        does: [
          { do: 'negate-effect', what: 'activation' },
          { do: 'destroy', what: 'activation' },
          { do: 'special-summon', then: true, optional: true, from: 'extra', note: '1 「星尘龙」' },
        ],
        summary: { zh: '会破坏自己场上2张以上的卡的效果发动时：那个效果无效并破坏，之后可以从额外卡组特殊召唤1只「星尘龙」。', en: 'When an effect that would destroy 2+ of your cards is activated: negate it and destroy it, then you may Special Summon 1 "Stardust Dragon".' },
      },
    ],
  }),
  card({
    id: 78474168,
    name: '突破技能',
    type: 'trap',
    official: '突破技能',
    en: 'Breakthrough Skill',
    aliases: ['突破'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: OPP_FACEUP_EFFECT_MONSTER, count: 1 },
        does: [{ do: 'negate-effects', what: 'targets', duration: 'turn' }],
        summary: { zh: '以对方场上1只效果怪兽为对象：那只怪兽效果直到回合结束时无效。', en: 'Target 1 Effect Monster the opponent controls: negate its effects until end of turn.' },
      },
      {
        kind: 'quick',
        from: 'gy',
        condition: [{ is: 'turn', whose: 'self' }, { is: 'not-this-turn', event: 'sent-to-gy' }],
        cost: [BANISH_SELF_FROM_GY],
        targets: { filter: OPP_FACEUP_EFFECT_MONSTER, count: 1 },
        does: [{ do: 'negate-effects', what: 'targets', duration: 'turn' }],
        summary: { zh: '自己回合把墓地的这张卡除外（送去墓地的回合不行），以对方1只效果怪兽为对象：效果直到回合结束时无效。', en: 'In your turn, banish it from the GY (not the turn it was sent), target 1 opponent Effect Monster: negate its effects until end of turn.' },
      },
    ],
  }),
  card({
    id: 63227401,
    name: '技能禁锢',
    type: 'trap',
    official: '技能禁锢',
    en: 'Skill Prisoner',
    effects: [
      {
        kind: 'activation',
        targets: { filter: { side: 'self', place: 'field' }, count: 1 },
        does: [{ do: 'negate-effects', duration: 'turn', effects: [{ cardKind: 'monster', targeting: { side: 'self', place: 'field' }, activatedOnly: true }], note: 'this turn, monster effects activated that target the chosen card are negated' }],
        summary: { zh: '以自己场上1张卡为对象：这个回合以那张卡为对象发动的怪兽效果无效（已在连锁中的也在处理时无效）。', en: 'Target 1 card you control: this turn, monster effects that target it are negated.' },
      },
      {
        kind: 'quick',
        from: 'gy',
        condition: [{ is: 'not-this-turn', event: 'sent-to-gy' }],
        cost: [BANISH_SELF_FROM_GY],
        targets: { filter: { side: 'self', place: 'field' }, count: 1 },
        does: [{ do: 'negate-effects', duration: 'turn', effects: [{ cardKind: 'monster', targeting: { side: 'self', place: 'field' }, activatedOnly: true }] }],
        summary: { zh: '把墓地的这张卡除外（送去墓地的回合不行），以自己场上1张卡为对象：同样的效果。', en: 'Banish it from the GY (not the turn it was sent), target 1 card you control: same effect.' },
      },
    ],
  }),
  card({
    id: 74003290,
    name: '迷途风',
    type: 'trap',
    official: '迷途之风',
    en: 'Lost Wind',
    aliases: ['迷途之风'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true, specialSummoned: true }, count: 1 },
        does: [
          { do: 'negate-effects', what: 'targets', duration: 'permanent' },
          { do: 'modify-stats', what: 'targets', stat: 'atk', change: { layer: 'original', op: 'half' }, note: 'its original ATK is halved' },
        ],
        summary: { zh: '以场上1只特殊召唤的表侧怪兽为对象：效果无效，原本攻击力减半。', en: 'Target 1 face-up Special Summoned monster: negate its effects and halve its original ATK.' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        trigger: { event: 'special-summoned', subject: { side: 'opponent', kind: 'monster' }, from: 'extra' },
        timing: 'if',
        does: [{ do: 'set', what: 'self', to: 'spell', note: 'banished when it leaves the field' }],
        summary: { zh: '这张卡在墓地，有怪兽从对方额外卡组特殊召唤的场合：在自己场上盖放；之后离场时除外。', en: "While in the GY, if a monster is Special Summoned from the opponent's Extra Deck: Set it; banish it when it leaves the field." },
      },
    ],
  }),
  card({
    id: 43250041,
    name: '吸收盾',
    type: 'trap',
    official: '吸收屏障',
    en: 'Draining Shield',
    aliases: ['吸收屏障'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        targets: ATTACKER,
        does: [
          { do: 'negate-attack', what: 'targets' },
          { do: 'gain-lp', player: 'self', note: "equal to the target's ATK" },
        ],
        summary: { zh: '对方怪兽攻击宣言时，以攻击怪兽为对象：那次攻击无效，自己回复那只怪兽攻击力数值的基本分。', en: "When an opponent's monster attacks, target it: negate the attack and gain LP equal to its ATK." },
      },
    ],
  }),
  card({
    id: 20899496,
    name: '天龙雪狱',
    type: 'trap',
    official: '天龙雪狱',
    en: "Ice Dragon's Prison",
    aliases: ['雪狱'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'gy' }, count: 1 },
        does: [
          { do: 'special-summon', what: 'targets', from: 'gy', player: 'self', note: 'to your field, in Defense Position' },
          // 「这个效果特殊召唤的怪兽的效果无效化」: the monster it summoned, as it stands on this card's controller's field.
          { do: 'negate-effects', what: 'moved', movedBy: 'special-summon' },
          // 「之后，可以从双方场上各选1只相同种族的怪兽除外」: a choice the player makes as it resolves — a choose step, so the answer
          // says it may be done (with no pick noted, not assumed done).
          { do: 'banish', then: true, optional: true, what: { filter: { kind: 'monster', place: 'monster', pairSameRace: true }, scope: 'choose', count: 2 }, note: '1 monster from each field that share a Type' },
        ],
        summary: { zh: '以对方墓地1只怪兽为对象：效果无效并在自己场上特殊召唤；之后可以从双方场上各把1只相同种族的怪兽除外。', en: "Target 1 monster in the opponent's GY: Special Summon it to your field with its effects negated; then you may banish 1 monster from each field that share a Type." },
      },
    ],
  }),
  card({
    id: 80604091,
    name: '血之代偿',
    type: 'trap continuous',
    official: '血的代价',
    en: 'Ultimate Offering',
    aliases: ['血的代价'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'other', note: 'nothing happens at resolution: the card stays face-up' }],
        summary: { zh: '卡的发动（入连锁）。', en: 'Card activation (a chain link).' },
      },
      {
        kind: 'quick',
        // CH-COND-EITHER: 「这个效果在自己回合的主要阶段及对方回合的战斗阶段才能发动」 — either window.
        condition: [{ is: 'either', of: [[{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }], [{ is: 'turn', whose: 'opponent' }, { is: 'phase', phases: ['battle-phase'] }]] }],
        cost: [{ do: 'pay-lp', amount: 500, player: 'self' }],
        does: [{ do: 'summon', player: 'self', note: 'Normal Summon/Set 1 monster (an additional one)' }],
        summary: { zh: '自己主要阶段或对方战斗阶段，支付500基本分：进行1次怪兽的通常召唤。', en: "In your Main Phase or the opponent's Battle Phase: pay 500 LP; Normal Summon/Set 1 monster." },
      },
    ],
  }),
  card({
    id: 50078509,
    name: '魔族之链',
    type: 'trap continuous',
    official: '噩魔锁链',
    en: 'Fiendish Chain',
    aliases: ['噩魔锁链', '恶魔锁链'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { kind: 'monster', subtypes: ['effect'], place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'other', note: 'from resolution on, while this card is face-up the target cannot attack and its effects are negated' }],
        summary: { zh: '以场上1只效果怪兽为对象发动。', en: 'Activated targeting 1 Effect Monster on the field.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          { do: 'negate-effects', what: 'targets' },
          { do: 'cannot-attack', what: 'targets' },
          { do: 'destroy', what: 'self', note: 'when the target is destroyed, this card is destroyed' },
        ],
        summary: { zh: '表侧存在期间，对象怪兽不能攻击，效果无效；对象怪兽被破坏时这张卡破坏。', en: 'While face-up, the target cannot attack and has its effects negated; destroyed when the target is destroyed.' },
      },
    ],
  }),
  card({
    id: 98427577,
    name: '废铁稻草人',
    type: 'trap',
    official: '铁屑稻草人',
    en: 'Scrap-Iron Scarecrow',
    aliases: ['铁屑稻草人'],
    effects: [
      {
        kind: 'activation',
        trigger: OPP_ATTACK,
        timing: 'when',
        targets: ATTACKER,
        does: [
          { do: 'negate-attack', what: 'targets' },
          { do: 'set', what: 'self', note: 'instead of going to the GY, this card is Set again' },
        ],
        summary: { zh: '对方怪兽攻击宣言时，以攻击怪兽为对象：那次攻击无效；发动后这张卡不送去墓地而直接盖放。', en: "When an opponent's monster attacks, target it: negate the attack; this card is Set again instead of going to the GY." },
      },
    ],
  }),
  card({
    id: 15800838,
    name: '心灵崩坏',
    type: 'trap',
    official: '心灵崩坏',
    en: 'Mind Crush',
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'discard', player: 'opponent', what: { filter: { side: 'opponent', place: 'hand', declaredName: true }, scope: 'all' }, note: 'declare a card name: if the opponent holds it, they discard all copies' },
          { do: 'discard', player: 'self', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 }, ifMovedFewer: { by: 'discard', count: 1 }, note: 'if the opponent does not hold it, you discard 1 card at random' },
        ],
        summary: { zh: '宣言1个卡名：对方手卡有的话全部丢弃，没有的话自己随机丢弃1张手卡。', en: 'Declare a card name: the opponent discards all copies in their hand; if none, you discard 1 random card.' },
      },
    ],
  }),
  card({
    id: 29267084,
    name: '暗之咒缚',
    type: 'trap continuous',
    official: '暗之咒缚',
    en: 'Shadow Spell',
    effects: [
      {
        kind: 'activation',
        targets: { filter: OPP_FACEUP_MONSTER, count: 1 },
        does: [{ do: 'other', note: 'from resolution on, while face-up: the target loses 700 ATK, cannot attack or change its position' }],
        summary: { zh: '以对方场上1只表侧表示怪兽为对象发动。', en: 'Activated targeting 1 face-up monster the opponent controls.' },
      },
      {
        kind: 'continuous',
        staysOnField: true,
        does: [
          { do: 'modify-stats', what: 'targets', stat: 'atk', change: { layer: 'current', op: 'add', value: -700 }, note: '-700 ATK' },
          { do: 'cannot-attack', what: 'targets', note: 'nor change its battle position' },
          { do: 'destroy', what: 'self', bond: 'target-leaves', note: 'when the target leaves the field, this card is destroyed' },
        ],
        summary: { zh: '表侧存在期间，对象怪兽攻击力下降700，不能攻击和变更表示形式；它离场时这张卡破坏。', en: 'While face-up, the target loses 700 ATK and cannot attack or change position; destroyed when it leaves the field.' },
      },
    ],
  }),
  card({
    id: 29843091,
    name: '扰乱三人组',
    type: 'trap',
    official: '扰乱怪三人组',
    en: 'Ojama Trio',
    aliases: ['扰乱三人组'],
    effects: [
      {
        kind: 'activation',
        does: [{ do: 'special-summon', player: 'opponent', position: 'defense', amount: 3, token: true, note: "3 Ojama Tokens to the opponent's field (cannot be tributed for a Tribute Summon; 300 damage to their controller each when destroyed)" }],
        summary: { zh: '在对方场上守备表示特殊召唤3只「扰乱衍生物」。', en: "Special Summon 3 Ojama Tokens to the opponent's field in Defense Position." },
      },
    ],
  }),
];
