/** 主要阶段1 and 主要阶段2 — the main phases (the seed's 主要流程1/2, parts 3 and 5). */
import { t } from '../../i18n/text.js';
import type { RuleEntry, Section } from '../types.js';
import { example, lines, phaseFacts, sec, secLines, win } from './build.js';

/** What both main phases share; main phase 2 follows the same rules as main phase 1. */
const mainSections: Section[] = [
  secLines(
    '回合玩家持有优先权时', 'Turn player, holding priority',
    [
      '顺序自由，次数不限（在各卡自身的限制内）：',
      '· 通常召唤（表侧召唤或里侧盖放）、反转召唤、用规则的特殊召唤（如《青眼光龙》《电子龙》《元素英雄 水泡侠》），改变怪兽的表示形式，盖放魔法·陷阱卡——这些都不入连锁；',
      '· 发动怪兽的效果、发动魔法·陷阱卡、发动场上魔法·陷阱卡的效果——这些都入连锁；',
      '· 宣言结束主要阶段，把优先权交给对方。',
      '只有主要阶段、双方都没有连锁也没有时点的时候（开放的游戏状态），才能做1速的事：起动效果、通常魔法等。',
    ],
    [
      'In any order and as often as the cards allow:',
      '· Normal Summon (face-up, or Set face-down), Flip Summon, Special Summon by a procedure (Blue-Eyes Shining Dragon, Cyber Dragon, Elemental HERO Bubbleman …), change battle positions, Set Spells/Traps — none of these starts a chain;',
      '· activate monster effects, activate Spell/Trap cards, activate effects of Spells/Traps on the field — these start or join a chain;',
      '· announce the end of the Main Phase, handing priority to the opponent.',
      'Spell Speed 1 activations — ignition effects, Normal Spells and the like — are possible only here, in the Main Phases, when no chain and no window is open (open game state).',
    ],
  ),
  sec(
    '对方持有优先权时', 'Opponent, holding priority',
    '回合玩家宣言结束后，对方可以发动2速以上的卡（《旋风》《阿匹卜之化神》等）：这时仍停留在这个主要阶段，连锁处理后优先权回到回合玩家，回合玩家可以继续行动，也可以再次宣言结束。对方放弃优先权，主要阶段就结束；之后回合玩家不能为了回到这个阶段而发动效果。',
    'After the turn player announces the end, the opponent may activate Spell Speed 2 cards (Mystical Space Typhoon, Embodiment of Apophis …): play stays in this Main Phase, priority returns to the turn player after the chain, and they may act again or announce the end again. If the opponent passes, the Main Phase is over; the turn player cannot activate anything to come back to it.',
  ),
  secLines(
    '时点', 'Windows',
    [
      '· 每次做完一件不入连锁的事（召唤、盖放、改变表示形式、抽卡……）之后，都会出现「……时」的时点：诱发效果、反转效果、2速以上的卡可以发动。例：自己盖放魔法·陷阱后，对方可以在这个时点发动《旋风》破坏那张盖卡。',
      '· 每条连锁处理完后也会出现时点；新连锁处理完又会出现新的时点，直到没有人再发动连锁1为止。之后回合玩家才能继续行动。',
      '· 召唤、特殊召唤、反转召唤的过程中还有「召唤之际」的时点，只有无效召唤的卡（《神之宣告》《升天之角笛》《王宫的弹压》等）能发动；它们不发动时，《旋风》之类不能作为连锁1发动。',
      '· 在这类时点中，如果没有诱发效果或反转效果发动，回合玩家的怪兽起动效果也可以作为连锁1发动（只限主要阶段）。',
      '· 在时点中不能召唤、盖放、改变表示形式，也不能发动1速的魔法或起动效果（除上一条）。',
    ],
    [
      '· After each thing that does not start a chain (a summon, a Set, a position change, a draw …) a "when …" window opens: triggers, flip effects and Spell Speed 2 cards may be activated. Example: after you Set a Spell/Trap, the opponent may activate Mystical Space Typhoon in that window to destroy it.',
      '· After each chain a window opens too; after a new chain, another, until nobody starts a Chain Link 1. Only then does the turn player go on.',
      '· While a summon is being performed there is also the "at the moment of the summon" window, for summon-negating cards only (Solemn Judgment, Horn of Heaven, Royal Oppression …); if none is activated, a card such as Mystical Space Typhoon cannot be Chain Link 1 there.',
      '· In such a window, if no trigger or flip effect is activated, the turn player\'s monster ignition effect may be Chain Link 1 (Main Phases only).',
      '· Inside a window nobody may summon, Set or change positions, nor activate Spell Speed 1 Spells or ignition effects (except the point above).',
    ],
  ),
  secLines(
    '召唤的过程', 'How a summon is performed',
    [
      '① 宣言召唤；② 支付召唤的条件（解放、除外等）——此时满足条件的必发诱发效果（《三眼怪》等）等到召唤成功时再发动，选发的「……时」效果则错过时点；③ 拿出要召唤的怪兽（到上场为止不在任何地方）；④ 召唤之际的时点（无效召唤的卡）；',
      '⑤ 没被无效：怪兽上场，召唤成功 → 永续效果适用 → 召唤成功时的时点（按回合玩家必发、对方必发、回合玩家选发、对方选发、2速必发、任意2速的顺序组成连锁）；',
      '⑤ 被无效：召唤失败；被无效的怪兽不算从任何地方送去墓地；在召唤前满足条件的必发诱发效果此时发动。',
    ],
    [
      '① Declare the summon; ② pay its conditions (Tributes, banishing …) — mandatory triggers met now (Sangan …) wait for the summon-success window, optional "when …" triggers miss the timing; ③ take out the monster (it is nowhere until it lands); ④ the "at the moment of the summon" window (summon negation);',
      '⑤ not negated: the monster lands, the summon succeeds → continuous effects apply → the summon-success window (chain order: turn player\'s mandatory, opponent\'s mandatory, turn player\'s optional, opponent\'s optional, mandatory Spell Speed 2, any Spell Speed 2);',
      '⑤ negated: the summon fails; the monster does not count as sent to the GY from anywhere; mandatory triggers met before the summon activate now.',
    ],
  ),
];

export const mainPhase1: RuleEntry = {
  id: 'main-phase-1',
  kind: 'phase',
  parent: null,
  children: [],
  names: ['主要阶段1', '主要流程1', '主要步骤1', '主阶段1', 'M1', 'MP1', 'Main Phase 1', 'Main 1', 'main1'],
  title: t('主要阶段1', 'Main Phase 1'),
  sections: [
    sec(
      '开始时', 'When it begins',
      '回合玩家宣言进入主要阶段1。有「跳过主要阶段1」的效果（如《时间吞噬者》）适用时，什么都不做，直接结束。主要阶段1开始时优先权在回合玩家手上，对方不能在回合玩家行动前先发动效果。',
      'The turn player announces Main Phase 1. If an effect that skips it applies (e.g. Timeater), nothing happens and it ends at once. When Main Phase 1 begins the turn player holds priority: the opponent cannot act before the turn player does something.',
    ),
    ...mainSections,
    sec(
      '结束', 'How it ends',
      '对方在回合玩家宣言结束后也放弃优先权，主要阶段1结束。回合玩家选择进入战斗阶段或结束阶段（先攻玩家的第1个回合不能进行战斗阶段）。',
      'When the opponent also passes after the turn player\'s announcement, Main Phase 1 ends. The turn player chooses the Battle Phase or the End Phase (the player going first has no Battle Phase in their first turn).',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '起动效果和通常魔法：《黑洞》《流氓佣兵部队》《弩弓部队》。回应结束宣言：《阿匹卜之化神》《魔女术工匠·锻造女巫》。召唤之际与召唤成功时：《神之宣告》《奈落的落穴》《激流葬》。跳过：《时间吞噬者》。', 'Ignition effects and Normal Spells: Dark Hole, Exiled Force, Ballista Squad. Answering the end announcement: Embodiment of Apophis, Witchcrafter Schmietta. At the moment of and after a summon: Solemn Judgment, Bottomless Trap Hole, Torrential Tribute. Skipping it: Timeater.'),
  ],
  examples: [
    example(
      t('主要阶段1结束时的《阿匹卜之化神》', 'Embodiment of Apophis as Main Phase 1 is about to end'),
      lines(
        [
          '局面：回合玩家手卡有《流氓佣兵部队》，场上有攻击力1800的《贤者 喀戎》；对方基本分1500，没有怪兽，盖着1张《阿匹卜之化神》。',
          '回合玩家宣言结束主要阶段1，优先权交给对方。',
          '对方发动《阿匹卜之化神》（连锁1），它以守备表示（守备力1800）特殊召唤到怪兽区域。优先权回到回合玩家，仍在主要阶段1。',
          '回合玩家召唤《流氓佣兵部队》；召唤成功的时点双方都不发动。',
          '回合玩家发动《流氓佣兵部队》的起动效果（解放自身，以《阿匹卜之化神》为对象，连锁1），处理后《阿匹卜之化神》被破坏。',
          '回合玩家再次宣言结束，对方也放弃，主要阶段1结束。',
        ],
        [
          'Situation: the turn player has Exiled Force in hand and Chiron the Mage (ATK 1800) on the field; the opponent has 1500 LP, no monsters and one Set Embodiment of Apophis.',
          'The turn player announces the end of Main Phase 1, handing priority to the opponent.',
          'The opponent activates Embodiment of Apophis (Chain Link 1); it is Special Summoned to a Monster Zone in Defense Position (DEF 1800). Priority returns to the turn player, still in Main Phase 1.',
          'The turn player summons Exiled Force; in the summon-success window neither player activates anything.',
          'The turn player activates Exiled Force\'s ignition effect (Tributing itself, targeting Embodiment of Apophis, Chain Link 1); it resolves and Embodiment of Apophis is destroyed.',
          'The turn player announces the end again, the opponent passes, and Main Phase 1 ends.',
        ],
      ),
      {
        seed: '000-E3',
        notation: '{回合:A 阶段:主要1} C1 B:阿匹卜之化神',
        facts: {
          opponentActsAfterEndAnnouncement: '阿匹卜之化神',
          staysInPhase: true,
          priorityAfter: 'turn-player',
          summoned: '流氓佣兵部队',
          summonWindowActivations: 0,
          ignition: '流氓佣兵部队',
          destroyed: '阿匹卜之化神',
          ends: 'both-pass',
        },
      },
    ),
    example(
      t('连锁处理后的时点：《次元魔法》与《时花之魔女》', 'Window after a chain: Magical Dimension and Sorciere de Fleur'),
      lines(
        [
          '回合玩家发动《次元魔法》（连锁1）：解放自己1只怪兽，从手卡特殊召唤《时花之魔女》，再破坏对方1只怪兽。',
          '连锁处理后的时点：回合玩家发动《时花之魔女》的诱发效果（连锁1，以对方墓地1只怪兽为对象），对方连锁发动《魂之纲》（连锁2）从卡组特殊召唤《魔镜导士 限界反射者》；然后《时花之魔女》的效果把那只怪兽特殊召唤。',
        ],
        [
          'The turn player activates Magical Dimension (Chain Link 1): Tributing one of their monsters, they Special Summon Sorciere de Fleur from the hand, then destroy one opponent\'s monster.',
          'Window after the chain: the turn player activates Sorciere de Fleur\'s trigger (Chain Link 1, targeting a monster in the opponent\'s GY); the opponent chains Soul Rope (Chain Link 2) and Special Summons Reflect Bounder from the Deck; then Sorciere de Fleur Special Summons the targeted monster.',
        ],
      ),
      { seed: '000-E4', facts: { window: 'chain-end', chain1: '时花之魔女', chain2: '魂之纲' } },
    ),
  ],
  facts: phaseFacts({
    speed1Allowed: true,
    summonsAndSetsAllowed: true,
    skippable: true,
    next: ['battle-phase', 'end-phase'],
    windows: [win('summon-negation', '召唤之际的时点', 'window at the moment of a summon', false)],
  }),
};

export const mainPhase2: RuleEntry = {
  id: 'main-phase-2',
  kind: 'phase',
  parent: null,
  children: [],
  names: ['主要阶段2', '主要流程2', '主要步骤2', '主阶段2', '第二主要阶段', 'M2', 'MP2', 'Main Phase 2', 'Main 2', 'main2'],
  title: t('主要阶段2', 'Main Phase 2'),
  sections: [
    sec(
      '开始时', 'When it begins',
      '战斗阶段结束后进入主要阶段2；没有进行战斗阶段的回合，主要阶段1之后直接是结束阶段，没有主要阶段2。开始时优先权在回合玩家手上。',
      'Main Phase 2 follows the Battle Phase; in a turn without a Battle Phase, Main Phase 1 is followed directly by the End Phase and there is no Main Phase 2. The turn player holds priority when it begins.',
    ),
    sec(
      '与主要阶段1相同', 'Same as Main Phase 1',
      '能做的事、入连锁与不入连锁的区分、出现的时点，都和主要阶段1一样（召唤次数等是整个回合共用的）。',
      'What may be done, what starts a chain and what does not, and which windows open are all as in Main Phase 1 (a turn\'s Normal Summon and similar limits are shared by the whole turn).',
    ),
    ...mainSections,
    sec(
      '结束', 'How it ends',
      '回合玩家宣言结束、对方也放弃优先权时，主要阶段2结束，进入结束阶段。',
      'When the turn player announces the end and the opponent passes too, Main Phase 2 ends and the End Phase begins.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '与主要阶段1相同；战斗之后常在这里盖放陷阱，或发动《光之护封剑》这类阻止对方下回合攻击的卡。', 'As in Main Phase 1; after the battle, players often Set Traps here or activate cards such as Swords of Revealing Light that stop the opponent\'s attacks next turn.'),
  ],
  examples: [
    example(
      t('战斗之后的主要阶段2', 'Main Phase 2 after the battle'),
      lines(
        [
          '回合玩家在主要阶段1已经通常召唤过。主要阶段2里不能再通常召唤（一回合一次），但可以盖放魔法·陷阱卡、用规则特殊召唤、发动起动效果和通常魔法。',
          '回合玩家盖放1张卡后出现时点：对方可以在这里发动《旋风》破坏那张盖卡。',
        ],
        [
          'The turn player already Normal Summoned in Main Phase 1. In Main Phase 2 they cannot Normal Summon again (once per turn), but they may Set Spells/Traps, Special Summon by a procedure, and activate ignition effects and Normal Spells.',
          'After the turn player Sets a card, a window opens: the opponent may activate Mystical Space Typhoon there to destroy the Set card.',
        ],
      ),
      { facts: { normalSummonAgain: false, setAllowed: true, windowAfterSet: '旋风' } },
    ),
  ],
  facts: phaseFacts({
    speed1Allowed: true,
    summonsAndSetsAllowed: true,
    skippable: true,
    next: ['end-phase'],
    windows: [win('summon-negation', '召唤之际的时点', 'window at the moment of a summon', false)],
  }),
};
