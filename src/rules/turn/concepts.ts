/** General rule concepts users ask about: spell speed, priority, chains, SEGOC, missed timing … */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { example, lines, sec, secLines } from './build.js';

function concept(e: Omit<RuleEntry, 'kind' | 'parent' | 'children' | 'facts'>): RuleEntry {
  return { ...e, kind: 'concept', parent: null, children: [], facts: null };
}

export const spellSpeed = concept({
  id: 'spell-speed',
  names: ['咒文速度', '咒速', '速度', '效果速度', '1速', '2速', '3速', 'Spell Speed', 'speed', 'SS1', 'SS2', 'SS3'],
  title: t('咒文速度', 'Spell Speed'),
  sections: [
    secLines(
      '是什么', 'What it is',
      [
        '每个要发动的效果都有咒文速度（1到3），它决定能连锁什么。连锁时，新的效果的速度必须不低于被连锁的那个，而且至少是2。',
        '· 1速：怪兽的起动效果和诱发效果、速攻魔法以外的魔法卡的发动、魔法卡在墓地发动的效果、场上表侧魔法卡的效果。1速不能连锁别的效果（同一时点的多个诱发效果例外，见「同时诱发」）。',
        '· 2速：怪兽的诱发即时效果、速攻魔法的发动、反击陷阱以外的陷阱卡的发动、陷阱卡在墓地发动的效果。可以连锁1速和2速。',
        '· 3速：反击陷阱的发动。可以连锁任何速度；反击陷阱只能被反击陷阱连锁。',
      ],
      [
        'Every activated effect has a Spell Speed from 1 to 3, which decides what it can chain to. A chained effect must be at least as fast as the link it chains to, and at least Spell Speed 2.',
        '· Spell Speed 1: monster ignition and trigger effects, activating Spells other than Quick-Play Spells, Spell effects activated in the GY, effects of face-up Spells on the field. Spell Speed 1 effects cannot chain to anything (several triggers in the same window are the exception, see SEGOC).',
        '· Spell Speed 2: monster quick effects, Quick-Play Spells, Traps other than Counter Traps, Trap effects activated in the GY. They may chain to Spell Speed 1 and 2.',
        '· Spell Speed 3: Counter Traps. They may chain to anything; only a Counter Trap may chain to a Counter Trap.',
      ],
    ),
  ],
  examples: [
    example(
      t('反击陷阱只能被反击陷阱连锁', 'Only a Counter Trap chains to a Counter Trap'),
      t(
        '连锁1《黑洞》、连锁2对方《我身作盾》（2速）、连锁3《王家的诅咒》（3速）：都合法。若在《王家的诅咒》之上再连锁《旋风》（2速），不合法。',
        'Chain Link 1 Dark Hole, Chain Link 2 the opponent\'s My Body as a Shield (Spell Speed 2), Chain Link 3 Curse of Royal (Spell Speed 3): all legal. Chaining Mystical Space Typhoon (Spell Speed 2) on top of Curse of Royal would be illegal.',
      ),
      { seed: '002-E7', notation: 'C1 黑洞 C2 我身作盾 C3 王家的诅咒', facts: { speeds: ['1', '2', '3'] } },
    ),
  ],
});

export const priority = concept({
  id: 'priority',
  names: ['优先权', '优先', '行动权', 'Priority'],
  title: t('优先权', 'Priority'),
  sections: [
    secLines(
      '规则', 'The rules',
      [
        '· 要发动2速以上的效果（以及手卡的诱发效果），玩家必须持有优先权。',
        '· 每个阶段·步骤开始时，回合玩家持有优先权。',
        '· 发动效果会让优先权转到对方：对方可以连锁，或放弃。',
        '· 回合玩家想进入下一个阶段·步骤时必须放弃优先权，对方因此可以发动效果；对方发动的场合，连锁处理后回到当前阶段·步骤。对方也放弃时，阶段·步骤结束，回合玩家不能再发动效果回到这里。',
        '· 在进行召唤（通常、特殊、反转）的当下和成功后，改变表示形式、盖放、攻击宣言、通常抽卡之后，以及一条连锁处理完时：如果没有诱发效果发动，优先权留在回合玩家手上，回合玩家可以先发动2速的效果。',
        '· 诱发效果只要满足条件，不需要优先权也能发动，对方回合也一样。',
      ],
      [
        '· To activate Spell Speed 2 or faster effects (and trigger effects in the hand) a player must hold priority.',
        '· At the start of each phase and step, the turn player holds priority.',
        '· Activating an effect passes priority to the opponent: they may chain, or pass.',
        '· To move to the next phase or step the turn player must pass priority, so the opponent may activate something; if they do, play returns to the current phase or step after the chain. If the opponent passes too, it ends, and the turn player cannot activate anything to come back.',
        '· After a summon (at the moment of, and on success), a position change, a Set, an attack declaration, the normal draw, or a chain finishing: if no trigger is activated, priority does not move — the turn player may use a Spell Speed 2 effect first.',
        '· Trigger effects whose condition is met need no priority, even in the opponent\'s turn.',
      ],
    ),
  ],
  examples: [
    example(
      t('《PSY骨架王·Ζ》等不及《弩弓部队》', 'PSY-Framelord Zeta is too late for Ballista Squad'),
      t(
        '自己主要阶段1开始时优先权在自己手上，对方不能先用《PSY骨架王·Ζ》除外自己特殊召唤的《召唤兽 普尔加托里奥》。自己解放《召唤兽 普尔加托里奥》发动《弩弓部队》后，对方已经没有可以选的对象，不能连锁。',
        'At the start of your Main Phase 1 you hold priority, so the opponent cannot first use PSY-Framelord Zeta on your Special Summoned Invoked Purgatrio. You Tribute Invoked Purgatrio to activate Ballista Squad; now the opponent has no valid target and cannot chain.',
      ),
      { seed: '002-E8', facts: { firstPriority: 'turn-player' } },
    ),
    example(
      t('宣言结束主要阶段也会让出优先权', 'Ending the Main Phase hands over priority'),
      t(
        '回合玩家什么都不做就宣言结束主要阶段1，也要把优先权交给对方；对方可以发动《魔女术工匠·锻造女巫》，连锁处理后回到主要阶段1。对方不发动时主要阶段结束，回合玩家也不能再发动自己的《魔女术工匠·锻造女巫》。',
        'Even if the turn player does nothing and announces the end of Main Phase 1, priority goes to the opponent, who may activate Witchcrafter Schmietta; after that chain play returns to Main Phase 1. If the opponent does not, the Main Phase ends and the turn player can no longer activate their own Witchcrafter Schmietta.',
      ),
      { seed: '002-E10', facts: { passToEnd: true } },
    ),
  ],
});

export const chainOrNot = concept({
  id: 'chain-or-not',
  names: ['入连锁', '不入连锁', '进入连锁', '不进入连锁', '发动的效果', '不发动的效果', '永续效果', 'Chain or not', 'activated effect', 'continuous effect'],
  title: t('进入连锁与不进入连锁', 'Activated effects and effects that do not start a chain'),
  sections: [
    secLines(
      '区别', 'The difference',
      [
        '· 要「发动」的效果进入连锁；满足条件就直接起作用、不发动的效果不入连锁（永续效果、规则上的处理等）。',
        '· 有①②编号的文本：写着「……（才能）发动」的是入连锁的效果，否则不入连锁。旧文本不规范，要查调整。',
        '· 把魔法·陷阱卡从手卡表侧放到场上发动、把盖着的魔法·陷阱翻开使用，都是卡的发动，入连锁。',
        '· 只有入连锁的效果才能被「效果发动时」类的卡（如《天罚》）回应。',
        '· 回合中不入连锁的事：召唤、反转召唤、规则的特殊召唤、改变表示形式、盖放、维持代价、阶段时就处理的效果、「直到……」的效果结束。',
      ],
      [
        '· Effects that are "activated" form or join a chain; effects that just apply when their condition is met do not (continuous effects, game-rule handling …).',
        '· In numbered texts (①②…), an effect that says "… (you can) activate" starts a chain; otherwise it does not. Old texts are irregular: check the rulings.',
        '· Placing a Spell/Trap face-up from the hand to activate it, or turning a Set one face-up to use it, is a card activation and starts a chain.',
        '· Only what starts a chain can be answered by "when an effect is activated" cards such as Divine Wrath.',
        '· Things in the turn that never start a chain: Normal/Flip Summons, procedure Special Summons, position changes, Setting cards, maintenance costs, effects that simply happen in a phase, "until …" effects ending.',
      ],
    ),
  ],
  examples: [
    example(
      t('《幻影英雄 三一人》与《嵌合狂暴龙》', 'Vision HERO Trinity and Chimeratech Rampage Dragon'),
      t(
        '两者都以融合召唤为条件，但《幻影英雄 三一人》攻击力翻倍的效果不发动，不入连锁，《天罚》不能回应；《嵌合狂暴龙》破坏魔法陷阱的效果要发动，入连锁，《天罚》可以把它无效。',
        'Both depend on a Fusion Summon, but Vision HERO Trinity\'s ATK doubling is not activated and starts no chain, so Divine Wrath cannot answer it; Chimeratech Rampage Dragon\'s Spell/Trap destruction is activated, starts a chain, and Divine Wrath can negate it.',
      ),
      { seed: '002-E1', facts: { notActivated: '幻影英雄 三一人', activated: '嵌合狂暴龙', answeredBy: '天罚' } },
    ),
  ],
});

export const chain = concept({
  id: 'chain',
  names: ['连锁', '连锁的组成', '连锁处理', '逆算', '逆序处理', 'Chain', 'chain link', 'chain resolution'],
  title: t('连锁的组成与处理', 'Building and resolving a chain'),
  sections: [
    sec(
      '组成', 'Building',
      '一个效果发动后，对方可以连锁发动另一个；然后再轮到另一方……直到双方都不再连锁。写法上连锁常简写为C：C1、C2……',
      'After an effect is activated, the opponent may chain another to it; then the other player may, and so on, until both decline. Chain links are written C1, C2 ….',
    ),
    sec(
      '处理', 'Resolving',
      '从最后发动的开始，倒序处理。处理开始后不能插入新的发动；在处理途中满足条件的诱发效果，要等整条连锁处理完后才能发动。已经处理完的效果，不会因为之后被无效而倒回去。',
      'Links resolve from the last one back to the first. Once resolution has begun nothing new may be activated; triggers met during it wait until the whole chain has resolved. An effect that has already resolved is not undone if it is negated afterwards.',
    ),
  ],
  examples: [
    example(
      t('《召唤魔术》的连锁', 'The Invocation chain'),
      t(
        'C1《召唤魔术》C2《禁忌的圣枪》C3《魔法偏转器》C4《宇宙旋风》：C4先处理除外《召唤魔术》；C3让场上的魔法无效；C2因此不适用；最后C1处理。',
        'C1 Invocation, C2 Forbidden Lance, C3 Magic Deflector, C4 Cosmic Cyclone: C4 resolves first and banishes Invocation; C3 negates the Spells on the field; C2 therefore does not apply; C1 resolves last.',
      ),
      { seed: '002-E5', notation: 'C1 召唤魔术 C2 禁忌的圣枪 C3 魔法偏转器 C4 宇宙旋风', facts: { resolutionOrder: ['4', '3', '2', '1'] } },
    ),
  ],
});

export const segoc = concept({
  id: 'segoc',
  names: ['同时诱发', '同时诱发的排列', '诱发效果的排列', '连锁顺序', '自排连锁', 'SEGOC', 'simultaneous effects go on chain'],
  title: t('同时诱发的排列（SEGOC）', 'Simultaneous triggers (SEGOC)'),
  sections: [
    secLines(
      '顺序', 'The order',
      [
        '同一时点有多个诱发类效果要发动时，它们按以下顺序组成一条连锁：',
        '1. 回合玩家的必发诱发效果（含翻转效果）；',
        '2. 非回合玩家的必发诱发效果（含翻转效果）；',
        '3. 回合玩家的选发诱发效果；',
        '4. 非回合玩家的选发诱发效果；',
        '5. 回合玩家的必发诱发即时效果（2速以上）；',
        '6. 非回合玩家的必发诱发即时效果；',
        '7. 然后优先权转移：最后发动效果的玩家的对方，先决定是否发动其他2速以上的效果。',
        '同一层有同一玩家的多个效果时，由那个玩家自己决定它们之间的顺序（自排连锁）。',
        '主要阶段里，回合玩家的起动效果在没有别的效果占据连锁1时，也可以在时点中作为连锁1发动。',
      ],
      [
        'When several trigger-like effects are to be activated in the same window, they form one chain in this order:',
        '1. the turn player\'s mandatory triggers (flip effects included);',
        '2. the opponent\'s mandatory triggers (flip effects included);',
        '3. the turn player\'s optional triggers;',
        '4. the opponent\'s optional triggers;',
        '5. the turn player\'s mandatory quick effects (Spell Speed 2 or more);',
        '6. the opponent\'s mandatory quick effects;',
        '7. then priority moves: the opponent of whoever activated last decides first whether to activate other Spell Speed 2 effects.',
        'When one player has several effects at the same level, that player orders them among themselves.',
        'In the Main Phases, the turn player\'s ignition effect may also be Chain Link 1 in a window when nothing else has taken that place.',
      ],
    ),
  ],
  examples: [
    example(
      t('上级召唤《光帝 克赖斯》', 'Tribute Summoning Kuraz the Light Monarch'),
      t(
        '自己解放《三眼怪》上级召唤《光帝 克赖斯》。对方场上有《绊倒》《自然螳螂》《死灵骑士》，自己还有《死灵骑士》。连锁：C1《三眼怪》（1）C2《绊倒》（2）C3《光帝 克赖斯》（3）C4《自然螳螂》（4）C5自己的《死灵骑士》（5）C6对方的《死灵骑士》（6）；之后自己先决定是否发动《天罚》等（7）。',
        'You Tribute Sangan to Tribute Summon Kuraz the Light Monarch; the opponent has Stumbling, Naturia Mantis and Doomcaliber Knight, and you also have Doomcaliber Knight. Chain: C1 Sangan (1), C2 Stumbling (2), C3 Kuraz the Light Monarch (3), C4 Naturia Mantis (4), C5 your Doomcaliber Knight (5), C6 their Doomcaliber Knight (6); then you decide first on Divine Wrath and the like (7).',
      ),
      {
        seed: '002-E12',
        notation: '{回合:A; 阶段:主要1; A场:三眼怪,死灵骑士; B场:绊倒,自然螳螂,死灵骑士} 上级召唤 光帝 克赖斯 解放 三眼怪',
        facts: { order: ['三眼怪', '绊倒', '光帝 克赖斯', '自然螳螂', '死灵骑士', '死灵骑士'] },
      },
    ),
  ],
});

export const missedTiming = concept({
  id: 'missed-timing',
  names: ['错过时点', '失去时点', '错时点', '时点错过', 'Missed Timing', 'missing the timing', 'MT'],
  title: t('错过时点', 'Missing the Timing'),
  sections: [
    secLines(
      '规则', 'The rule',
      [
        '· 只有写着「……时，可以发动」的选发诱发效果会错过时点：它的条件必须是「最后发生的事」。如果条件在连锁处理途中满足、之后还处理了别的事，或者作为代价/过程的一部分满足、之后还有别的事，就不能再发动。',
        '· 「……的场合」的诱发效果、必发的诱发效果不会错过时点：它们在下一个时点发动。',
        '· 连锁处理中满足条件的诱发效果，都要等连锁处理完后的时点才发动。',
      ],
      [
        '· Only optional triggers written "when …: you can" miss the timing: their condition has to be the last thing that happened. If it was met in the middle of a chain and something else was done after it, or as part of a cost or procedure followed by something else, they can no longer be activated.',
        '· "If …" triggers and mandatory triggers never miss the timing: they are activated in the next window.',
        '· Triggers met while a chain resolves always wait for the window after the chain.',
      ],
    ),
  ],
  examples: [
    example(
      t('召唤的解放与选发效果', 'Tributes for a summon and an optional trigger'),
      t(
        '上级召唤时解放的怪兽送去墓地后，召唤还在继续（怪兽还没上场），所以「送去墓地时，可以发动」的选发效果错过时点；必发的《三眼怪》则在召唤成功的时点发动。',
        'A monster Tributed for a Tribute Summon goes to the GY while the summon is still going on, so an optional "when sent to the GY: you can" effect misses the timing; the mandatory Sangan is activated in the summon-success window.',
      ),
      { seed: '000-E7', facts: { mandatoryActivates: '三眼怪', optionalWhenMisses: true } },
    ),
  ],
});

export const activationVsResolution = concept({
  id: 'activation-vs-resolution',
  names: ['发动与处理', '发动和处理', '效果的发动', '效果的处理', '发动条件', '处理条件', '发动场所', 'Activation vs Resolution', 'activation', 'resolution'],
  title: t('发动与处理', 'Activation and Resolution'),
  sections: [
    secLines(
      '两个独立的过程', 'Two separate steps',
      [
        '· 发动：支付代价、选择对象、宣言要用这个效果。处理：效果真正起作用。',
        '· 发动的场所是发动前卡所在的地方：为了代价离开场上的效果（解放自身等）仍算在场上发动。',
        '· 发动条件只在发动时检查，不影响处理；另有「处理条件」的效果，处理时条件不满足就不处理。',
      ],
      [
        '· Activation: pay the cost, choose targets, declare the effect. Resolution: the effect actually does its work.',
        '· An effect is activated where its card was before activating: one that leaves the field as its cost (Tributing itself …) still counts as activated on the field.',
        '· Activation conditions are checked only at activation and do not affect resolution; an effect that also has a resolution condition does nothing if that condition fails at resolution.',
      ],
    ),
  ],
  examples: [
    example(
      t('两只《永火恶魔》', 'Two copies of Infernity Archfiend'),
      t(
        '手卡0张时同时特殊召唤两只《永火恶魔》，两个效果都能发动；但先处理的那个把「永火」卡加入手卡后，手卡不再是0张，另一个的处理条件不满足，不处理。',
        'Two copies of Infernity Archfiend are Special Summoned together with an empty hand: both effects may be activated, but once the first adds an "Infernity" card to the hand, the hand is no longer empty and the other\'s resolution condition fails: it does nothing.',
      ),
      { seed: '002-E3', facts: { resolves: 1, noEffect: 1 } },
    ),
    example(
      t('《狡猾的落穴》', 'Treacherous Trap Hole'),
      t(
        '《狡猾的落穴》发动后被《双重旋风》破坏送去墓地，墓地有了陷阱卡；但它的条件只在发动时检查，效果照常破坏2只怪兽。',
        'Treacherous Trap Hole is destroyed by Double Cyclone after its activation, so a Trap is now in the GY; its condition was only checked at activation, and it still destroys the 2 monsters.',
      ),
      { seed: '002-E4', facts: { resolves: true } },
    ),
  ],
});

export const triggerWindow = concept({
  id: 'trigger-window',
  names: ['时点', '发动时点', '诱发时点', '连锁处理结束后的时点', '时点的出现', 'Trigger Window', 'timing window', 'window'],
  title: t('时点', 'Trigger Windows'),
  sections: [
    secLines(
      '何时出现', 'When one opens',
      [
        '· 每次发生了不入连锁的事（召唤、抽卡、盖放……，但不包括放弃优先权），就出现「……时」的时点；时点结束后回合玩家才能继续行动。',
        '· 每条连锁处理完后也出现时点；在这个时点里又组成并处理了连锁，就再出现新的时点，直到没有人发动连锁1为止。',
      ],
      [
        '· After each thing that does not start a chain (a summon, a draw, a Set …, but not passing priority), a "when …" window opens; only when it closes may the turn player go on.',
        '· After each chain a window opens too; if a chain is built and resolved in it, another window follows, until nobody starts a Chain Link 1.',
      ],
    ),
    secLines(
      '时点中不能做的事', 'What cannot be done inside a window',
      [
        '召唤、反转召唤、规则的特殊召唤、改变表示形式、盖放；发动通常·永续·场地·装备魔法，或这些魔法的起动效果；阶段的维持代价、阶段为时点的诱发效果、阶段时就处理的效果、「直到……」的效果结束（结束阶段手卡调整时被丢弃的《暗黑之蝎尾狮》是例外）；以及放弃优先权进入下一阶段。',
        '组成连锁的顺序见「同时诱发（SEGOC）」。',
      ],
      [
        'Summons, Flip Summons, procedure Special Summons, position changes, Sets; activating Normal, Continuous, Field or Equip Spells or their ignition effects; phase maintenance costs, phase-timed triggers, phase-timed effects that just happen, "until …" effects ending (Manticore of Darkness discarded for hand size is the exception); and passing priority to move to the next phase.',
        'The order in which the chain is built: see SEGOC.',
      ],
    ),
  ],
  examples: [
    example(
      t('《黑洞》之后的一串时点', 'The windows after Dark Hole'),
      lines(
        [
          '主要阶段1：C1《黑洞》C2对方《我身作盾》C3《王家的诅咒》。',
          '连锁处理后的时点：回合玩家发动《冥王龙 断罪神》，对方连锁《魂之纲》；处理后又出现时点：《冥王龙 断罪神》特殊召唤成功，发动效果给与对方1500伤害；之后的时点双方都不发动。',
          '回合玩家召唤《流氓佣兵部队》，召唤成功的时点双方都不发动；然后发动它的起动效果破坏《魔镜导士 限界反射者》；之后的时点双方都不发动，回合玩家宣言结束，对方也放弃，主要阶段1结束。',
        ],
        [
          'Main Phase 1: C1 Dark Hole, C2 the opponent\'s My Body as a Shield, C3 Curse of Royal.',
          'Window after the chain: the turn player activates Van\'Dalgyon the Dark Dragon Lord, the opponent chains Soul Rope; after that chain another window: Van\'Dalgyon the Dark Dragon Lord was Special Summoned, and its effect deals 1500 damage; in the next window nobody acts.',
          'The turn player summons Exiled Force — nobody acts in the summon window — and activates its ignition effect to destroy Reflect Bounder; nobody acts in the next window; the turn player announces the end, the opponent passes, and Main Phase 1 ends.',
        ],
      ),
      { seed: '000-E15', notation: 'C1 黑洞 C2 我身作盾 C3 王家的诅咒', facts: { windowsRepeatUntilNoChainLink1: true } },
    ),
  ],
});

export const concepts: RuleEntry[] = [
  spellSpeed,
  priority,
  chainOrNot,
  chain,
  segoc,
  missedTiming,
  activationVsResolution,
  triggerWindow,
];
