/** 结束阶段 and its hand-size adjustment (the seed's 结束流程, part 6). */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { chainEndWindow, example, lines, phaseFacts, sec, secLines, win } from './build.js';

export const endPhase: RuleEntry = {
  id: 'end-phase',
  kind: 'phase',
  parent: null,
  children: ['hand-size-adjustment'],
  names: ['结束阶段', '结束流程', '回合结束阶段', 'EP', 'End Phase'],
  title: t('结束阶段', 'End Phase'),
  sections: [
    sec(
      '开始时', 'When it begins',
      '主要阶段2（或没有战斗阶段时的主要阶段1）之后，回合玩家宣言进入结束阶段。注意：较早的规则资料里的「结束阶段」是战斗阶段的结束步骤，它们用「结束流程」指这个阶段。',
      'After Main Phase 2 (or Main Phase 1 when there was no Battle Phase) the turn player announces the End Phase. Note: in older Chinese rule write-ups 「结束阶段」 means the Battle Phase\'s End Step; they call this phase 「结束流程」.',
    ),
    secLines(
      '回合玩家持有优先权时', 'Turn player, holding priority',
      [
        '顺序自由，一件一件地（每做完一件优先权回到回合玩家）：',
        '· 「回合结束时」「结束阶段时」的维持代价（不入连锁）：《灵子能固定装置》等；',
        '· 以结束阶段为时点的诱发效果（入连锁）：灵魂怪兽回到手卡、《日珥龙》《电子化恶魔》《欲望的幻象》等；',
        '· 结束阶段就处理的效果（不入连锁）：《魔导科学家》特殊召唤的融合怪兽回到额外卡组、《力量结合》的伤害、《限制解除》的破坏等；',
        '· 「直到回合结束」「直到结束阶段」的效果结束（不入连锁）：《心变》的控制权归还、《突进》的攻击力复原、《等级变换实验室》的等级复原、《亚空间物质传送装置》除外的怪兽回到场上等；',
        '· 2速以上的卡；',
        '· 放弃优先权：没有事时必须放弃；有事时也可以先让对方做。',
      ],
      [
        'In any order, one item at a time (priority comes back to the turn player after each):',
        '· maintenance costs "at the end of the turn / in the End Phase" (no chain): Spiritual Energy Settle Machine …;',
        '· triggers timed to the End Phase (chain): Spirit monsters returning to the hand, Solar Flare Dragon, Cyber Archfiend, Greed …;',
        '· effects that simply happen in the End Phase (no chain): the Fusion Monster summoned by Magical Scientist returns to the Extra Deck, the damage of Power Bond, the destruction by Limiter Removal …;',
        '· "until the end of the turn / End Phase" effects ending (no chain): control taken by Change of Heart returns, Rush Recklessly\'s ATK change ends, Level Conversion Lab\'s Level change ends, a monster banished by Interdimensional Matter Transporter returns …;',
        '· Spell Speed 2 cards;',
        '· pass priority: required when nothing is left; allowed while something is left, letting the opponent go first.',
      ],
    ),
    sec(
      '对方持有优先权时', 'Opponent, holding priority',
      '顺序自由，每做完一件优先权回到回合玩家：自己以结束阶段为时点的诱发效果（灵魂怪兽、《人海战术》）；就处理的效果（《最终一战！》的胜负判定）；「直到回合结束」效果的结束（《敌人操纵器》的控制权归还、《武器交换》交换的攻守复原）；2速以上的卡；或放弃。双方都没事而都放弃时进入手卡调整；双方都还有事却互相让优先权时，回合玩家先做。',
      'In any order; after each item priority goes back to the turn player: their own End Phase triggers (Spirit monsters, Human-Wave Tactics); effects that simply happen (Last Turn deciding the Duel); "until the end of the turn" effects ending (control taken by Enemy Controller returns, Weapon Change\'s swapped ATK/DEF end); Spell Speed 2 cards; or pass. When both pass with nothing left, the hand-size adjustment follows; when each still has something but both hand over priority, the turn player goes first.',
    ),
    sec(
      '每件事之后的时点', 'The window after each item',
      '每处理完一次维持代价、一个效果或一条连锁都会出现时点：可以发动在那里满足条件的诱发效果（不包括以结束阶段为时点的效果）和2速以上的卡。这些时点过去后，回合玩家才能继续做上面的事。',
      'After each maintenance cost, effect or chain a window opens: triggers whose condition was just met (not those timed to the End Phase) and Spell Speed 2 cards. Only after these windows may the turn player go on with the list above.',
    ),
    sec(
      '结束', 'How it ends',
      '手卡调整（见「手卡调整」）之后，结束阶段结束，回合结束，进入对方的回合。',
      'After the hand-size adjustment (see that entry) the End Phase ends, the turn ends, and the opponent\'s turn begins.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '灵魂怪兽；《多尔·多拉》《最终一战！》《电子化恶魔》《日珥龙》；控制权归还的《心变》；效果结束的《突进》。', 'Spirit monsters; Twin-Headed Behemoth, Last Turn, Cyber Archfiend, Solar Flare Dragon; Change of Heart (control returns); Rush Recklessly (its effect ends).'),
  ],
  examples: [
    example(
      t('《多尔·多拉》与《最终一战！》：结果A、B、C', 'Twin-Headed Behemoth and Last Turn: outcomes A, B and C'),
      lines(
        [
          '局面：结束阶段，回合玩家有《多尔·多拉》的效果要发动，对方有《最终一战！》的效果要处理，双方场上都没有怪兽。',
          '结果A（回合玩家想赢）：回合玩家先发动《多尔·多拉》（连锁1），它特殊召唤上场；回合玩家没有别的事，放弃优先权；对方处理《最终一战！》：场上还有怪兽的回合玩家胜利。',
          '结果B（回合玩家想平局）：回合玩家还有《多尔·多拉》没发动就先放弃优先权；对方处理《最终一战！》：双方场上都没有怪兽，平局。',
          '结果C（回合玩家想平局，对方不想）：回合玩家先放弃；对方也还有《最终一战！》没处理就放弃。双方互相让的场合回合玩家先做：回合玩家发动《多尔·多拉》，它特殊召唤上场；然后回合玩家放弃，对方处理《最终一战！》，回合玩家胜利。',
        ],
        [
          'Situation: End Phase; the turn player has Twin-Headed Behemoth\'s effect to activate, the opponent has Last Turn to apply; neither player has a monster.',
          'Outcome A (the turn player wants to win): the turn player activates Twin-Headed Behemoth first (Chain Link 1) and it is Special Summoned; with nothing left, the turn player passes; the opponent applies Last Turn: the turn player, who still has a monster, wins.',
          'Outcome B (the turn player wants a draw): the turn player passes with Twin-Headed Behemoth not yet activated; the opponent applies Last Turn: no monster on either field — a draw.',
          'Outcome C (the turn player wants a draw, the opponent does not): the turn player passes; the opponent passes too, with Last Turn still to apply. When both hand priority over, the turn player goes first: they activate Twin-Headed Behemoth and it is Special Summoned; then they pass, the opponent applies Last Turn, and the turn player wins.',
        ],
      ),
      {
        seed: '000-E11',
        facts: {
          turnPlayerEffect: '多尔·多拉',
          opponentEffect: '最终一战！',
          turnPlayerEffectEntersChain: true,
          opponentEffectEntersChain: false,
          outcomeA: 'turn-player-wins',
          outcomeAFirst: 'turn-player',
          outcomeB: 'draw',
          outcomeBFirst: 'opponent',
          outcomeC: 'turn-player-wins',
          outcomeCFirst: 'turn-player',
          outcomeCMutualPass: true,
        },
      },
    ),
  ],
  facts: phaseFacts({
    phaseTimedEffects: true,
    mutualPassTurnPlayerFirst: true,
    next: ['hand-size-adjustment'],
  }),
};

export const handSizeAdjustment: RuleEntry = {
  id: 'hand-size-adjustment',
  kind: 'step',
  parent: 'end-phase',
  children: [],
  names: ['手卡调整', '手牌调整', '手卡上限', '手牌上限', '手卡数目调整', '弃牌', 'Hand Size Adjustment', 'hand size limit', 'discard for hand size'],
  title: t('手卡调整', 'Hand-Size Adjustment'),
  sections: [
    secLines(
      '这时发生什么', 'What happens',
      [
        '结束阶段的最后，回合玩家手卡超过6张时，选择手卡丢弃到6张。',
        '· 《圣书体石板》适用时上限是7张；《衰弱之雾》适用时上限是5张；《无限的手札》适用时没有上限，不丢弃。',
        '· 丢弃后先适用永续效果（《死灵的引诱》等），不入连锁。',
      ],
      [
        'At the very end of the End Phase, if the turn player has more than 6 cards in hand, they choose cards to discard down to 6.',
        '· With Hieroglyph Lithograph the limit is 7; with Enervating Mist it is 5; with Infinite Cards there is no limit and nothing is discarded.',
        '· After the discard, continuous effects (Skull Invitation …) apply first, without a chain.',
      ],
    ),
    secLines(
      '丢弃时的时点', 'The discard window',
      [
        '组成一条连锁：先是诱发效果（《暗黑魔族 基尔法恶魔》《暗黑之蝎尾狮》《深渊的暗杀者》《暗道化师 彼得》、表侧的《强制接收》等），然后是2速以上的卡（《天罚》、《王宫的弹压》、盖放的《强制接收》、《旋风》《破坏轮》等）。',
        '· 以结束阶段为时点的效果在这里本来不能发动；例外是这次调整中被丢弃进墓地的《暗黑之蝎尾狮》，它可以在丢弃时的时点发动（其他的《暗黑之蝎尾狮》不行）。',
        '· 满足条件的卡都没有发动时，《旋风》《破坏轮》这类没有特定时点的卡不能作为连锁1发动。',
      ],
      [
        'It forms one chain: trigger effects first (Archfiend of Gilfer, Manticore of Darkness, Night Assailant, Peten the Dark Clown, a face-up Forced Requisition …), then Spell Speed 2 cards (Divine Wrath, Royal Oppression, a Set Forced Requisition, Mystical Space Typhoon, Ring of Destruction …).',
        '· Effects timed to the End Phase cannot normally be activated here; the exception is a Manticore of Darkness discarded to the GY by this very adjustment, which may be activated in the discard window (no other Manticore of Darkness may).',
        '· If no card whose condition is met is activated, cards with no specific timing such as Mystical Space Typhoon or Ring of Destruction cannot be Chain Link 1.',
      ],
    ),
    sec(
      '连锁处理后的时点与反复', 'Windows after each chain, and repeating',
      '每条连锁处理后都会出现时点：先是诱发效果（如《暗黑之蝎尾狮》特殊召唤后的《生还的宝札》），然后是2速以上的卡（《连锁除外》《激流葬》《奈落的落穴》等）；同样，没有满足条件的卡发动时，《旋风》之类不能作为连锁1。直到没有人再发动连锁1为止。之后若手卡仍超过上限，就再进行一次手卡调整；没超过时结束阶段结束，回合结束。',
      'After each chain a window opens: triggers first (such as Card of Safe Return after Manticore of Darkness is Special Summoned), then Spell Speed 2 cards (Chain Disappearance, Torrential Tribute, Bottomless Trap Hole …); again, if no card whose condition is met is activated, Mystical Space Typhoon-like cards cannot be Chain Link 1. This goes on until nobody starts a Chain Link 1. Then, if the hand is still over the limit, the adjustment is made again; if not, the End Phase and the turn are over.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '上限：《圣书体石板》《衰弱之雾》《无限的手札》。丢弃时：《暗黑之蝎尾狮》《强制接收》《暗黑魔族 基尔法恶魔》《暗道化师 彼得》。', 'The limit: Hieroglyph Lithograph, Enervating Mist, Infinite Cards. On the discard: Manticore of Darkness, Forced Requisition, Archfiend of Gilfer, Peten the Dark Clown.'),
  ],
  examples: [
    example(
      t('《暗黑之蝎尾狮》的手卡调整循环', 'The Manticore of Darkness hand-size loop'),
      lines(
        [
          '回合玩家手卡7张，丢弃1张：《暗黑之蝎尾狮》进入墓地。',
          '丢弃时的时点：连锁1 回合玩家发动《暗黑之蝎尾狮》（把场上1只兽族怪兽送去墓地），连锁2 回合玩家发动盖放的《强制接收》。处理：《强制接收》之后每当自己丢弃手卡，对方丢弃同样数量；《暗黑之蝎尾狮》从墓地特殊召唤。',
          '连锁处理后的时点：回合玩家发动《生还的宝札》（连锁1），抽1张。之后的时点双方都不发动。',
          '回合玩家手卡又是7张，再进行手卡调整，丢弃1张。',
          '丢弃时的时点：连锁1 回合玩家发动《强制接收》的效果，连锁2 对方发动《旋风》。《旋风》破坏《强制接收》；连锁1的《强制接收》效果不处理（对方不丢弃）。',
          '之后的时点双方都不发动。回合玩家手卡6张，没超过上限，回合结束。',
        ],
        [
          'The turn player has 7 cards and discards 1: Manticore of Darkness goes to the GY.',
          'Discard window: Chain Link 1, the turn player activates Manticore of Darkness (sending a Beast monster from their field to the GY); Chain Link 2, the turn player activates a Set Forced Requisition. Resolution: from now on, whenever the turn player discards, the opponent discards as many cards; Manticore of Darkness is Special Summoned from the GY.',
          'Window after the chain: the turn player activates Card of Safe Return (Chain Link 1) and draws 1. In the next window neither player activates anything.',
          'The turn player has 7 cards again, so the adjustment is made again: 1 card is discarded.',
          'Discard window: Chain Link 1, the turn player activates Forced Requisition\'s effect; Chain Link 2, the opponent activates Mystical Space Typhoon. Mystical Space Typhoon destroys Forced Requisition; Chain Link 1, Forced Requisition\'s effect, does nothing (the opponent discards nothing).',
          'In the next window nobody activates anything. The turn player has 6 cards, within the limit: the turn ends.',
        ],
      ),
      {
        seed: '000-E12',
        notation: '{回合:A 阶段:手卡调整} C1 A:强制接收 C2 B:旋风→强制接收',
        facts: {
          handBefore: 7,
          firstDiscard: '暗黑之蝎尾狮',
          firstChain: ['暗黑之蝎尾狮', '强制接收'],
          chainEndTrigger: '生还的宝札',
          handAfterDraw: 7,
          adjustments: 2,
          secondChain: ['强制接收', '旋风'],
          强制接收: 'no-effect',
          handAtEnd: 6,
          turnEnds: true,
        },
      },
    ),
  ],
  facts: phaseFacts({
    turnPlayerMayPassToNext: false,
    handLimit: 6,
    next: [],
    windows: [win('discard', '丢弃时的时点', 'discard window', false), chainEndWindow],
  }),
};

/**
 * Added (issue 16, WIN-BETWEEN-TURNS): the moment after a turn has ended and before the next begins — no phase of
 * either turn. Nothing can be activated there; a continuous effect that stops or starts applying then (an effect
 * negated until the end of the turn) may still move cards, but no trigger it meets can be used.
 */
export const betweenTurns: RuleEntry = {
  id: 'between-turns',
  kind: 'step',
  parent: null,
  children: [],
  names: ['回合之间', '回合与回合之间', '回合结束与下个回合之间', 'between turns', 'between the turns'],
  title: t('回合之间', 'Between Turns'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '结束阶段结束、回合结束以后，下一个回合开始以前。「直到回合结束时」的效果到这里已经不再适用，被它们无效的永续效果会重新开始适用，可能让卡离开场上（如自身破坏）。这之间没有时点：满足发动条件的诱发效果，即使是必发效果也不能发动；任何卡都不能发动。',
      'After the End Phase and the turn are over, before the next turn starts. Effects lasting "until the end of the turn" no longer apply here; continuous effects they negated apply again and may move cards (a monster destroying itself). There is no window in between: a trigger whose condition is met cannot be activated, even a mandatory one, and nothing else can be activated either.',
    ),
    sec(
      '常在这里起作用的卡', 'Cards that typically act here',
      '被「直到回合结束时」无效的《千查万别》「彼岸」怪兽的自身破坏效果等重新适用的永续效果；这时送去墓地或被破坏的《三眼怪》《彼岸的恶鬼 格拉菲亚卡内》等的诱发效果不能发动。',
      'Continuous effects that apply again once a negation "until the end of the turn" is over (There Can Be Only One, a "Burning Abyss" monster destroying itself); the triggers of the cards they send or destroy then (Sangan, Graff, Malebranche of the Burning Abyss) cannot be activated.',
    ),
  ],
  examples: [
    example(
      t('回合之间送去墓地的《三眼怪》', 'Sangan sent to the GY between turns'),
      t(
        '《千查万别》被无效到回合结束，自己场上有2只《三眼怪》。回合结束后《千查万别》重新适用，1只《三眼怪》送去墓地：这时没有时点，它的必发效果也不能发动。',
        'There Can Be Only One was negated until the end of the turn while two Sangan stand on the field. Once the turn is over it applies again and one Sangan is sent to the GY: there is no window, so even its mandatory trigger cannot be activated.',
      ),
      { notation: '{回合:A 阶段:回合之间 A场:三眼怪,三眼怪,千查万别} 送墓 三眼怪 (效果)', facts: { triggers: 0 } },
    ),
  ],
  facts: phaseFacts({ turnPlayerMayPassToNext: false, next: [], windows: [] }),
};
