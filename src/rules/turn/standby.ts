/** 准备阶段 — the standby phase (the seed's 准备流程, part 2). */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { example, lines, phaseFacts, sec, secLines } from './build.js';

export const standbyPhase: RuleEntry = {
  id: 'standby-phase',
  kind: 'phase',
  parent: null,
  children: [],
  names: ['准备阶段', '准备流程', '准备步骤', '预备阶段', 'SP', 'Standby Phase', 'standby'],
  title: t('准备阶段', 'Standby Phase'),
  sections: [
    sec(
      '开始时', 'When it begins',
      '回合玩家宣言进入准备阶段。有「跳过准备阶段」的效果（如《所罗门的律法书》）适用时，什么都不做，直接结束。',
      'The turn player announces the Standby Phase. If an effect that skips it applies (e.g. Solomon\'s Lawbook), nothing happens and it ends at once.',
    ),
    secLines(
      '回合玩家持有优先权时', 'Turn player, holding priority',
      [
        '可以按自己喜欢的顺序，一件一件地（每件单独发动或处理）：',
        '· 支付「准备阶段」的维持代价（不入连锁）：《杀戮同伴的女骑士》《王宫的敕命》《和平使者》等；',
        '· 发动以「准备阶段」为时点的诱发效果（入连锁）：《人鱼公主》《燃烧的大地》《无差别破坏》等；',
        '· 处理写着「准备阶段」就处理的效果（不入连锁）：《诅咒之吸血鬼》等；',
        '· 「直到准备阶段」的效果到期（不入连锁）：如《发条兔》暂时除外的怪兽回到场上；',
        '· 发动「准备阶段」才能发动的1速魔法（入连锁）：盖放的《邪恶的仪式》；',
        '· 发动2速以上的卡（入连锁）：《旋风》等；',
        '· 放弃优先权。自己已经没有要做的事时必须放弃；还有要做的事时也可以先放弃，让对方先做。',
      ],
      [
        'In any order they like, one item at a time (each activated or handled on its own):',
        '· pay Standby Phase maintenance costs (no chain): The Unfriendly Amazon, Imperial Order, Messenger of Peace …;',
        '· activate trigger effects timed to the Standby Phase (chain): Cure Mermaid, Burning Land, Blind Destruction …;',
        '· apply effects that simply happen in the Standby Phase (no chain): Vampire\'s Curse …;',
        '· let "until the Standby Phase" effects expire (no chain): a monster banished for a while by Wind-Up Rabbit returns;',
        '· activate a Spell Speed 1 Spell that may only be activated in the Standby Phase (chain): a Set Curse of Fiend;',
        '· activate Spell Speed 2 cards (chain): Mystical Space Typhoon …;',
        '· pass priority. They must pass when nothing is left to do; they may also pass while something is left, letting the opponent go first.',
      ],
    ),
    secLines(
      '对方持有优先权时', 'Opponent, holding priority',
      [
        '顺序自由，每做完一件，优先权回到回合玩家：',
        '· 自己的「准备阶段」维持代价（《魔导铠甲 执行者》）；自己以准备阶段为时点的诱发效果（《检阅》《哥布林小役人》《噩梦之蜃气楼》）；准备阶段就处理的效果（《诅咒之吸血鬼》《强夺》）；2速以上的卡；',
        '· 或放弃优先权。双方都没有要做的事而都放弃时，准备阶段结束。',
        '· 双方各自还有要做的事却互相把优先权让给对方时，由回合玩家先做。',
      ],
      [
        'In any order; after each item, priority goes back to the turn player:',
        '· their own Standby Phase maintenance costs (Armor Exe); their triggers timed to the Standby Phase (Inspection, Minor Goblin Official, Mirage of Nightmare); effects that simply happen now (Vampire\'s Curse, Snatch Steal); Spell Speed 2 cards;',
        '· or pass. When both pass with nothing left to do, the Standby Phase ends.',
        '· When each still has something to do but both hand priority to the other, the turn player goes first.',
      ],
    ),
    sec(
      '每件事之后的时点', 'The window after each item',
      '每处理完一次维持代价、一个效果或一条连锁，都会出现一个时点：可以发动在那里满足条件的诱发效果（但不包括「准备阶段」为时点的效果）和2速以上的卡，组成新的连锁。这些时点都过去之后，回合玩家才能继续做上面列的事。',
      'After each maintenance cost, effect or chain, a window opens: trigger effects whose condition was just met (not the ones timed to the Standby Phase) and Spell Speed 2 cards may start a new chain. Only when these windows are over may the turn player go on with the list above.',
    ),
    sec(
      '进入连锁 / 不进入连锁', 'Chain or no chain',
      '不进入连锁：维持代价、「准备阶段时」处理的效果（《诅咒之吸血鬼》《强夺》）、「直到准备阶段」效果的结束。进入连锁：准备阶段为时点的诱发效果（《人鱼公主》《熔岩魔神》《检阅》）、《邪恶的仪式》这类魔法卡的发动、2速以上的卡。',
      'No chain: maintenance costs, effects that just happen in the Standby Phase (Vampire\'s Curse, Snatch Steal), "until the Standby Phase" effects ending. Chain: triggers timed to the Standby Phase (Cure Mermaid, Lava Golem, Inspection), activating a Spell such as Curse of Fiend, Spell Speed 2 cards.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '维持代价：《王宫的敕命》《杀戮同伴的女骑士》。准备阶段的诱发效果：《人鱼公主》《燃烧的大地》《杀人蛇》《熔岩魔神》。准备阶段就处理：《诅咒之吸血鬼》《强夺》。只能在准备阶段发动：《邪恶的仪式》。跳过：《所罗门的律法书》。', 'Maintenance costs: Imperial Order, The Unfriendly Amazon. Standby Phase triggers: Cure Mermaid, Burning Land, Sinister Serpent, Lava Golem. Effects that simply happen: Vampire\'s Curse, Snatch Steal. Activated only in the Standby Phase: Curse of Fiend. Skipping it: Solomon\'s Lawbook.'),
  ],
  examples: [
    example(
      t('例1：准备阶段的《最终一战！》', 'Example 1: Last Turn in the Standby Phase'),
      lines(
        [
          '回合玩家没有要做的事，放弃优先权。',
          '对方持有优先权，发动《最终一战！》（连锁1）。处理：对方保留场上的《升灵术师 奘玄》，双方其余场上和手上的卡全部送去墓地，回合玩家的《杀人蛇》也进了墓地。处理后优先权回到回合玩家。',
          '因为对方场上有《升灵术师 奘玄》，回合玩家不能从卡组特殊召唤怪兽，也不进行战斗。',
          '回合玩家持有优先权，发动《杀人蛇》的诱发效果（连锁1），它回到手卡。',
          '之后双方都放弃优先权，也都没有剩下要处理的事，准备阶段结束。',
        ],
        [
          'The turn player has nothing to do and passes priority.',
          'The opponent, holding priority, activates Last Turn (Chain Link 1). It resolves: the opponent keeps Jowgen the Spiritualist on their field and every other card on both fields and in both hands goes to the GY — the turn player\'s Sinister Serpent too. Priority returns to the turn player.',
          'Because Jowgen the Spiritualist is on the opponent\'s field, the turn player cannot Special Summon a monster from the Deck, and no battle takes place.',
          'The turn player, holding priority, activates Sinister Serpent\'s trigger effect (Chain Link 1); it returns to the hand.',
          'Then both pass with nothing left to do, and the Standby Phase ends.',
        ],
      ),
      {
        seed: '000-E1',
        facts: {
          firstToPass: 'turn-player',
          chain1: '最终一战！',
          chain1Controller: 'opponent',
          kept: '升灵术师 奘玄',
          sentToGy: '杀人蛇',
          specialSummonFromDeck: false,
          battle: false,
          priorityAfter: 'turn-player',
          thenChain1: '杀人蛇',
          杀人蛇: 'returned-to-hand',
          ends: 'both-pass',
        },
      },
    ),
    example(
      t('例2：《熔岩魔神》与《强夺》——互相让优先权', 'Example 2: Lava Golem and Snatch Steal — both hand over priority'),
      lines(
        [
          '回合玩家有《熔岩魔神》的效果要发动，对方有《强夺》的效果要处理。',
          '回合玩家还有事要做，却先放弃优先权，想让对方先处理；对方也还有事要做，同样放弃优先权。双方互相让的场合，回合玩家先做。',
          '回合玩家发动《熔岩魔神》的诱发效果（连锁1），处理后回合玩家受到1000伤害。',
          '回合玩家没有别的事了，放弃优先权；对方处理《强夺》的效果，回合玩家回复1000基本分（不入连锁），优先权回到回合玩家。',
          '双方都没有要做的事，都放弃，准备阶段结束。',
        ],
        [
          'The turn player has Lava Golem\'s effect to activate; the opponent has Snatch Steal\'s effect to apply.',
          'The turn player, with something still to do, passes first to let the opponent go; the opponent, also with something to do, passes too. When both hand priority over like this, the turn player goes first.',
          'The turn player activates Lava Golem\'s trigger (Chain Link 1); it resolves and the turn player takes 1000 damage.',
          'With nothing left, the turn player passes; the opponent applies Snatch Steal: the turn player gains 1000 LP (no chain), and priority returns to the turn player.',
          'Both have nothing left and pass: the Standby Phase ends.',
        ],
      ),
      {
        seed: '000-E2',
        facts: {
          mutualPass: true,
          firstToAct: 'turn-player',
          first: '熔岩魔神',
          firstEntersChain: true,
          damageToTurnPlayer: 1000,
          second: '强夺',
          secondEntersChain: false,
          lpGainTurnPlayer: 1000,
          ends: 'both-pass',
        },
      },
    ),
  ],
  facts: phaseFacts({
    skippable: true,
    phaseTimedEffects: true,
    mutualPassTurnPlayerFirst: true,
    next: ['main-phase-1'],
  }),
};
