/**
 * 战斗阶段 — the battle phase and its steps (the seed's 战斗流程, part 4).
 * The seed calls the steps 开始阶段 / 战斗阶段 / 伤害阶段 / 结束阶段 and leaves the damage step out;
 * the damage step below follows the general rules.
 */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { example, lines, phaseFacts, sec, secLines, win } from './build.js';

export const battlePhase: RuleEntry = {
  id: 'battle-phase',
  kind: 'phase',
  parent: null,
  children: ['start-step', 'battle-step', 'damage-step', 'end-step'],
  names: ['战斗阶段', '战斗流程', '战阶', 'BP', 'Battle Phase', 'battle'],
  title: t('战斗阶段', 'Battle Phase'),
  sections: [
    sec(
      '组成', 'Its steps',
      '开始步骤 → 战斗步骤 ⇄ 伤害步骤（每次攻击一次）→ 结束步骤。较早的规则资料用的是旧称：「战斗流程」指战斗阶段，其中的「开始阶段」「战斗阶段」「伤害阶段」「结束阶段」分别是现在的开始步骤、战斗步骤、伤害步骤、结束步骤。',
      'Start Step → Battle Step ⇄ Damage Step (once per attack) → End Step. Older Chinese rule write-ups use other names: 「战斗流程」 is the Battle Phase, and its 「开始阶段」, 「战斗阶段」, 「伤害阶段」 and 「结束阶段」 are today\'s Start Step, Battle Step, Damage Step and End Step.',
    ),
    sec(
      '何时进行', 'When it happens',
      '主要阶段1结束后，回合玩家可以选择进入战斗阶段（先攻玩家的第1个回合不行）；战斗阶段结束后进入主要阶段2。',
      'After Main Phase 1 the turn player may choose to enter the Battle Phase (not in the first turn of the player going first); after it comes Main Phase 2.',
    ),
    sec(
      '整个战斗阶段的时点', 'Windows throughout the Battle Phase',
      '战斗阶段中每处理完一个效果或一条连锁都会出现时点，可以发动在那里满足条件的诱发效果（不包括「战斗阶段结束时」为时点的效果）和2速以上的卡；这些时点都过去后，回合玩家才能继续行动。战斗阶段中不能召唤、盖放、改变表示形式，也不能发动1速的效果。',
      'Throughout the Battle Phase a window opens after each effect or chain: triggers whose condition was just met (not those timed to the end of the Battle Phase) and Spell Speed 2 cards may be activated; only after those windows may the turn player act again. No summons, Sets, position changes or Spell Speed 1 activations in the Battle Phase.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '《威吓之咆哮》《魔术礼帽》《攻击无力化》《炸裂装甲》《神圣标枪》《灵魂龙》《哥布林突击部队》。', 'Threatening Roar, Magical Hats, Negate Attack, Sakuretsu Armor, Enchanted Javelin, Spirit Ryu, Goblin Attack Force.'),
  ],
  examples: [
    example(
      t('一次攻击的完整流程', 'One attack, start to finish'),
      lines(
        [
          '开始步骤：双方都不发动；回合玩家有能攻击的怪兽，进入战斗步骤。',
          '战斗步骤：回合玩家用《甲虫装甲骑士》向对方里侧守备表示的怪兽攻击宣言；攻击宣言时的时点双方都不发动，之后双方都放弃优先权。',
          '伤害步骤：开始时 → 伤害计算前（里侧怪兽翻开）→ 伤害计算时（算出战斗伤害，确定被破坏的怪兽）→ 伤害计算后 → 结束时（被破坏的怪兽送去墓地），然后回到战斗步骤。',
          '回合玩家不再攻击，宣言结束战斗；对方放弃 → 结束步骤：「直到战斗阶段结束」的效果结束 → 主要阶段2。',
        ],
        [
          'Start Step: nobody acts; the turn player has a monster that can attack, so the Battle Step follows.',
          'Battle Step: the turn player declares an attack with Insect Knight on a face-down Defense Position monster; nobody acts in the attack-declaration window, then both pass.',
          'Damage Step: start → before damage calculation (the face-down monster is flipped) → during damage calculation (battle damage worked out, destroyed monsters decided) → after damage calculation → end (destroyed monsters go to the GY); then back to the Battle Step.',
          'The turn player attacks no more and announces the end of battle; the opponent passes → End Step: "until the end of the Battle Phase" effects end → Main Phase 2.',
        ],
      ),
      { facts: { sequence: ['start-step', 'battle-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end', 'battle-step', 'end-step', 'main-phase-2'] } },
    ),
  ],
  facts: phaseFacts({ isBattlePhase: true, next: ['main-phase-2'] }),
};

export const startStep: RuleEntry = {
  id: 'start-step',
  kind: 'step',
  parent: 'battle-phase',
  children: [],
  names: ['开始步骤', '战斗阶段开始步骤', '战斗开始步骤', '开始阶段', '战斗流程开始阶段', '战斗流程的开始阶段', 'Start Step', 'Battle Phase Start Step'],
  title: t('开始步骤', 'Start Step'),
  sections: [
    sec(
      '开始时', 'When it begins',
      '回合玩家宣言进入战斗阶段，即开始步骤。以「战斗阶段开始时」为条件的检查在此刻进行：例如《图拉丁》看此刻它的控制者场上是否有2只以上怪兽，之后才出现的怪兽不算。',
      'The turn player announces the Battle Phase: this is the Start Step. Checks tied to the start of the Battle Phase are made now: Tualatin, for example, looks at whether its controller has 2 or more monsters at this moment; monsters that appear later do not count.',
    ),
    sec(
      '持有优先权时', 'While holding priority',
      '回合玩家：发动2速以上的卡（《旋风》等），或放弃优先权交给对方。对方：发动2速以上的卡（《威吓的咆哮》《魔术礼帽》等），连锁处理后优先权回到回合玩家；或放弃优先权，开始步骤结束。',
      'Turn player: activate Spell Speed 2 cards (Mystical Space Typhoon …) or pass to the opponent. Opponent: activate Spell Speed 2 cards (Threatening Roar, Magical Hats …), after which priority returns to the turn player; or pass, which ends the Start Step.',
    ),
    sec(
      '结束', 'How it ends',
      '回合玩家场上有能攻击的怪兽时进入战斗步骤；没有能攻击的怪兽，或《光之护封剑》之类「不能攻击」的效果适用时，直接进入结束步骤。',
      'If the turn player has a monster that can attack, the Battle Step follows; if not, or if a "cannot attack" effect such as Swords of Revealing Light applies, play goes straight to the End Step.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '《威吓之咆哮》《魔术礼帽》；开始时计数的《图拉丁》。', 'Threatening Roar, Magical Hats; Tualatin, which counts monsters at this moment.'),
  ],
  examples: [
    example(
      t('开始步骤的《威吓之咆哮》', 'Threatening Roar in the Start Step'),
      lines(
        [
          '回合玩家在开始步骤放弃优先权；对方持有优先权，发动《威吓之咆哮》：这个回合回合玩家不能攻击宣言。',
          '连锁处理后优先权回到回合玩家；双方都放弃后，因为没有能攻击的怪兽，不进入战斗步骤，直接进入结束步骤。',
        ],
        [
          'The turn player passes in the Start Step; the opponent, now holding priority, activates Threatening Roar: the turn player cannot declare attacks this turn.',
          'After the chain priority returns to the turn player; when both pass, no monster can attack, so the Battle Step is skipped and the End Step follows.',
        ],
      ),
      { facts: { card: '威吓之咆哮', controller: 'opponent', next: 'end-step' } },
    ),
  ],
  facts: phaseFacts({ isBattlePhase: true, next: ['battle-step', 'end-step'] }),
};

export const battleStep: RuleEntry = {
  id: 'battle-step',
  kind: 'step',
  parent: 'battle-phase',
  children: ['battle-step-start'],
  names: ['战斗步骤', '战斗流程战斗阶段', '战斗流程的战斗阶段', '攻击宣言', '战斗回卷', '攻击中止', 'Battle Step', 'replay'],
  title: t('战斗步骤', 'Battle Step'),
  sections: [
    sec(
      '持有优先权时', 'While holding priority',
      '回合玩家：发动2速以上的卡（入连锁），用1只怪兽进行攻击宣言，或宣言结束战斗（放弃优先权交给对方）。对方：发动2速以上的卡（《旋风》《魔术礼帽》等），连锁处理后优先权回到回合玩家；或放弃优先权，战斗步骤结束，进入结束步骤。',
      'Turn player: activate Spell Speed 2 cards (chain), declare an attack with one monster, or announce the end of battle (passing priority). Opponent: activate Spell Speed 2 cards (Mystical Space Typhoon, Magical Hats …), after which priority returns to the turn player; or pass, which ends the Battle Step and leads to the End Step.',
    ),
    secLines(
      '攻击宣言的过程', 'How an attack is declared',
      [
        '① 攻击宣言：选自己1只能攻击的怪兽。《青眼卡通龙》《昆虫女王》《通行税》《守墓的使魔》《地雷蜘蛛》等要求的处理此时进行（不入连锁）。此时满足条件的必发诱发（《三眼怪》等）和选发诱发（《暗道化师 彼得》等）都在攻击宣言时的时点发动；永续效果（《死灵的引诱》等）此时适用。',
        '② 选择攻击对象：对方能被攻击的1只怪兽（或直接攻击）；对方《黑暗贵族》的效果适用时由对方选。',
        '③ 攻击宣言后适用的效果：表侧的《银幕之镜壁》等此时适用。',
        '④ 「攻击宣言时」「成为攻击对象时」的时点，组成一条连锁，顺序：在①满足条件的诱发效果（《三眼怪》等）→ 回合玩家的必发诱发 → 对方的必发诱发（《反击准备》《怪兽箱》）→ 回合玩家的选发诱发（《守墓的暗杀者》《VWXYZ-神龙强击炮》《灵魂龙》《宇宙人马兽》，其中这几张只能作为连锁1）→ 对方的选发诱发（《旅人的试练》）→ 2速以上的卡（《旋风》《魔术礼帽》《攻击无力化》《炸裂装甲》《同路人》）。对方《喷气小飞机》被选为攻击对象时，对方可以在这个时点从手卡发动陷阱。',
        '⑤ 攻击宣言后仍在战斗步骤：回合玩家可以发动以战斗阶段为时点的诱发效果（《灵魂龙》《宇宙半人马》）或2速以上的卡，或放弃优先权；对方可以发动2速以上的卡，或放弃优先权——双方都放弃后进入伤害步骤。',
      ],
      [
        '① Declare the attack: choose one of your monsters that can attack. What Blue-Eyes Toon Dragon, Insect Queen, Toll, Gravekeeper\'s Servant, Jirai Gumo … require is handled now (no chain). Mandatory triggers (Sangan …) and optional ones (Peten the Dark Clown …) met now are activated in the attack-declaration window; continuous effects (Skull Invitation …) apply now.',
        '② Choose the attack target: one opponent\'s monster that can be attacked (or a direct attack); if the opponent\'s Patrician of Darkness applies, the opponent chooses.',
        '③ Effects applied after the declaration: a face-up Mirror Wall and the like apply now.',
        '④ The "when an attack is declared" / "when targeted for an attack" window forms one chain, in this order: triggers met at ① (Sangan …) → turn player\'s mandatory triggers → opponent\'s mandatory triggers (Prepare to Strike Back, Fairy Box) → turn player\'s optional triggers (Gravekeeper\'s Assailant, VWXYZ-Dragon Catapult Cannon, Spirit Ryu, Exarion Universe — these only as Chain Link 1) → opponent\'s optional triggers (Ordeal of a Traveler) → Spell Speed 2 cards (Mystical Space Typhoon, Magical Hats, Negate Attack, Sakuretsu Armor, Michizure). If the opponent\'s Jetroid is chosen as the target, the opponent may activate Traps from the hand in this window.',
        '⑤ Still in the Battle Step after the declaration: the turn player may activate triggers timed to the Battle Phase (Spirit Ryu, Exarion Universe) or Spell Speed 2 cards, or pass; the opponent may activate Spell Speed 2 cards or pass — when both pass, the Damage Step begins.',
      ],
    ),
    secLines(
      '攻击中止与战斗回卷', 'The attack stops, or is replayed',
      [
        '· 连锁处理完时，攻击怪兽已经不能攻击（被《重力解除》变成守备表示、受到《超重力网》等「不能攻击」效果影响），攻击中止。《绝对防御将军》这类守备表示也能攻击的怪兽例外。',
        '· 在连锁处理完之前：受「不能攻击」效果影响的怪兽仍算「攻击怪兽」；被变成守备表示的怪兽则已经不算「攻击怪兽」（能以守备表示攻击的除外）。',
        '· 连锁中对方怪兽的数量改变、攻击对象离场或变得不能被攻击时，在连锁处理后的时点之后发生战斗回卷，回到②重新选择攻击对象（也可以不再攻击）。重新选择后的时点不再是「攻击宣言时」，「攻击宣言时」类的卡不能发动；但仍是「成为攻击对象时」的时点（《喷气小飞机》仍可以让控制者从手卡发动陷阱）。',
      ],
      [
        '· If, when the chain has resolved, the attacker can no longer attack (changed to Defense Position by Zero Gravity, or under a "cannot attack" effect such as Gravity Bind), the attack stops — except for monsters that may attack in Defense Position, such as Total Defense Shogun.',
        '· Until the chain has resolved, a monster under a "cannot attack" effect still counts as the attacking monster; one turned to Defense Position no longer does (unless it may attack in Defense Position).',
        '· If, during a chain, the number of the opponent\'s monsters changes, or the target leaves the field or can no longer be attacked, a replay happens after the window that follows the chain: back to ②, choose a target again (or no longer attack). The window after re-targeting is no longer an attack-declaration window — "when an attack is declared" cards cannot be activated — but it is still a "when targeted for an attack" window (Jetroid still lets its controller activate Traps from the hand).',
      ],
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '攻击宣言时：《炸裂装甲》《攻击无力化》《神圣标枪》《魔术礼帽》，以及让控制者从手卡发动陷阱的《喷气小飞机》。攻击宣言后：《灵魂龙》《破坏轮》。改变表示形式而中止攻击：《重力解除》。', 'When an attack is declared: Sakuretsu Armor, Negate Attack, Enchanted Javelin, Magical Hats, and Jetroid, which lets its controller activate Traps from the hand. After the declaration: Spirit Ryu, Ring of Destruction. Stopping the attack by a position change: Zero Gravity.'),
  ],
  examples: [
    example(
      t('《甲虫装甲骑士》攻击《灵魂龙》', 'Insect Knight attacks Spirit Ryu'),
      lines(
        [
          '攻击宣言时的时点：对方发动《神圣标枪》（连锁1），回复等同于《甲虫装甲骑士》攻击力的基本分。',
          '攻击宣言后的战斗步骤：回合玩家放弃优先权；对方发动《破坏轮》（连锁1，以《甲虫装甲骑士》为对象），回合玩家支付1500发动《我身作盾》（连锁2）。连锁2处理：《破坏轮》的发动无效并破坏；连锁1不处理。优先权回到回合玩家。',
          '双方都放弃优先权，进入伤害步骤：攻击力1900的《甲虫装甲骑士》对攻击力1000的《灵魂龙》。',
        ],
        [
          'Attack-declaration window: the opponent activates Enchanted Javelin (Chain Link 1) and gains LP equal to Insect Knight\'s ATK.',
          'Battle Step after the declaration: the turn player passes; the opponent activates Ring of Destruction (Chain Link 1, targeting Insect Knight) and the turn player pays 1500 for My Body as a Shield (Chain Link 2). Chain Link 2 resolves: Ring of Destruction\'s activation is negated and it is destroyed; Chain Link 1 does nothing. Priority returns to the turn player.',
          'Both pass and the Damage Step begins: Insect Knight (ATK 1900) against Spirit Ryu (ATK 1000).',
        ],
      ),
      {
        seed: '000-E8',
        notation: '{回合:A 阶段:战斗步骤 攻击:A:甲虫装甲骑士→B:灵魂龙} C1 B:破坏轮→甲虫装甲骑士 C2 A:我身作盾',
        facts: { chain: ['破坏轮', '我身作盾'], negated: '破坏轮', next: 'damage-step' },
      },
    ),
    example(
      t('《蓝宝石龙》的攻击被中止', 'Luster Dragon\'s attack stops'),
      lines(
        [
          '《蓝宝石龙》攻击宣言时的时点：连锁1《炸裂装甲》，连锁2《重力解除》。',
          '连锁2处理：《蓝宝石龙》变成守备表示。',
          '连锁1处理：守备表示的《蓝宝石龙》已经不算「攻击怪兽」，《炸裂装甲》什么都不做（不处理）。',
          '连锁处理完时，《蓝宝石龙》处于不能攻击的状态，攻击中止。',
        ],
        [
          'Window when Luster Dragon declares an attack: Chain Link 1 Sakuretsu Armor, Chain Link 2 Zero Gravity.',
          'Chain Link 2 resolves: Luster Dragon turns to Defense Position.',
          'Chain Link 1 resolves: Luster Dragon in Defense Position no longer counts as the attacking monster, so Sakuretsu Armor does nothing.',
          'When the chain is over Luster Dragon cannot attack, so the attack stops.',
        ],
      ),
      {
        seed: '000-E9',
        notation: '{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除',
        facts: {
          attacker: '蓝宝石龙',
          chain: ['炸裂装甲', '重力解除'],
          重力解除: 'resolved',
          炸裂装甲: 'no-effect',
          attackerStillAttacking: false,
          attackStopped: true,
        },
      },
    ),
  ],
  facts: phaseFacts({
    isBattlePhase: true,
    attackDeclarationAllowed: true,
    next: ['damage-step', 'end-step'],
    windows: [win('attack-declaration', '攻击宣言时的时点', 'attack-declaration window', true)],
  }),
};

/**
 * Added (issue 16, CH-BATTLE-STEP-PRIORITY): the battle step before the turn player declares an attack or the end of the
 * battle — no priority has passed yet, so the non-turn player cannot start a chain (rules reference docs/c03/战斗阶段流程.rst:95–97).
 */
export const battleStepStart: RuleEntry = {
  id: 'battle-step-start',
  kind: 'step',
  parent: 'battle-step',
  children: [],
  names: ['攻击宣言前', '战斗步骤开始时', '战斗步骤的开始', 'Before an Attack Declaration', 'start of the battle step'],
  title: t('攻击宣言前（战斗步骤开始时）', 'Before an Attack Declaration (start of the Battle Step)'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '刚进入战斗步骤（或一次战斗结束回到战斗步骤），回合玩家先决定用哪只怪兽攻击宣言，或宣言结束战斗。在这之前优先权没有转移给对方。',
      'The Battle Step has just begun (or a battle has ended and it is back in the Battle Step): the turn player first decides which monster declares an attack, or announces the end of the battle. Until then priority has not passed to the opponent.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '回合玩家可以发动2速以上的卡；非回合玩家不能开始连锁，要等到攻击宣言时、攻击宣言后，或回合玩家宣言结束战斗时。',
      'The turn player may activate Spell Speed 2 cards; the non-turn player cannot start a chain — it waits for an attack declaration, the time after it, or the turn player announcing the end of the battle.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '回合玩家的2速卡；对方手卡的《妖形杵》这时还不能发动。', 'The turn player\'s Spell Speed 2 cards; the opponent\'s Juragedo in the hand cannot be activated yet.'),
  ],
  examples: [
    example(
      t('《妖形杵》', 'Juragedo'),
      lines(
        ['对方进入战斗步骤，还没有用怪兽攻击宣言：我手卡的《妖形杵》不能发动。', '对方攻击宣言时、攻击宣言之后，或对方宣言结束战斗时，才可以发动。'],
        ['The opponent enters the Battle Step and has not declared an attack: Juragedo in my hand cannot be activated yet.', 'It may be activated at the attack declaration, after it, or when the opponent announces the end of the battle.'],
      ),
      { notation: '{回合:B 阶段:攻击宣言前 A场:三眼怪 A手:妖形杵 B场:青眼白龙} C1 A:妖形杵' },
    ),
  ],
  facts: phaseFacts({ isBattlePhase: true, attackDeclarationAllowed: true, next: ['damage-step', 'end-step'] }),
};

export const endStep: RuleEntry = {
  id: 'end-step',
  kind: 'step',
  parent: 'battle-phase',
  children: [],
  names: [
    '结束步骤', '战斗阶段结束步骤', '战斗结束步骤', '战斗阶段的结束步骤', '战斗流程结束阶段', '战斗流程的结束阶段', '战斗阶段结束时',
    'End Step', 'Battle Phase End Step', 'end of the battle phase',
  ],
  // Named with its phase wherever a title is shown (an answer, /phase): 「结束步骤」 alone reads to players as the End Phase
  // (结束阶段), while a card's 「战斗阶段结束时」 is this step (rules reference docs/c03/战斗阶段流程.rst:41–42).
  title: t('战斗阶段结束时（战斗阶段的结束步骤）', "Battle Phase's End Step"),
  sections: [
    sec(
      '开始时', 'When it begins',
      '战斗步骤结束（或开始步骤后没有能攻击的怪兽）时，回合玩家宣言战斗阶段的结束，进入结束步骤。注意：较早的规则资料把这一步叫「结束阶段」，现在「结束阶段」指的是回合最后的结束阶段。',
      'When the Battle Step ends (or when no monster could attack after the Start Step), the turn player announces the end of the Battle Phase: the End Step. Note: older Chinese rule write-ups call this step 「结束阶段」; today 「结束阶段」 means the End Phase at the end of the turn.',
    ),
    secLines(
      '回合玩家持有优先权时', 'Turn player, holding priority',
      [
        '顺序自由，一件一件地：',
        '· 发动以「战斗阶段结束时」为时点的诱发效果（入连锁）：《吸血鬼婴儿》《狩剑猎人》等；',
        '· 处理「战斗阶段结束时」就处理的效果（不入连锁）：《哥布林突击部队》《哥布林精英部队》《不屈斗士 磊磊》等；《灭绝战争》的效果把本回合进行过伤害计算的双方怪兽全部破坏；',
        '· 「直到战斗阶段结束」的效果结束（不入连锁）：如《灵魂龙》提升的攻击力·守备力复原；',
        '· 2速以上的卡（入连锁）；',
        '· 放弃优先权：没有事时必须放弃；有事时也可以先让对方。',
      ],
      [
        'In any order, one item at a time:',
        '· activate triggers timed to the end of the Battle Phase (chain): Vampire Baby, Sword Hunter …;',
        '· apply effects that simply happen at the end of the Battle Phase (no chain): Goblin Attack Force, Goblin Elite Attack Force, Indomitable Fighter Lei Lei …; After the Struggle destroys every monster of both players that was involved in damage calculation this turn;',
        '· let "until the end of the Battle Phase" effects end (no chain): e.g. Spirit Ryu\'s ATK/DEF increase ends;',
        '· Spell Speed 2 cards (chain);',
        '· pass priority: required when nothing is left; allowed while something is left, to let the opponent go first.',
      ],
    ),
    sec(
      '对方持有优先权时', 'Opponent, holding priority',
      '顺序自由，每做完一件优先权回到回合玩家：自己以战斗阶段结束为时点的诱发效果（《吸血鬼婴儿》《狩剑猎人》《地狱诗人》）；就处理的效果（如《魔术礼帽》当作怪兽的魔法·陷阱卡被破坏）；「直到战斗阶段结束」效果的结束（如《魔术臂盾》夺取的控制权归还）；2速以上的卡；或放弃。双方都没事而都放弃时，战斗阶段结束；双方都还有事却互相让时，回合玩家先做。',
      'In any order; after each item priority goes back to the turn player: their own triggers timed to the end of the Battle Phase (Vampire Baby, Sword Hunter, Helpoemer); effects that simply happen (the Spells/Traps Magical Hats turned into monsters are destroyed); "until the end of the Battle Phase" effects ending (control taken by Magical Arm Shield returns); Spell Speed 2 cards; or pass. When both pass with nothing left, the Battle Phase ends; when each still has something but both hand over priority, the turn player goes first.',
    ),
    sec(
      '结束', 'How it ends',
      '战斗阶段结束，进入主要阶段2。',
      'The Battle Phase ends and Main Phase 2 begins.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '《哥布林突击部队》《吸血鬼婴儿》《狩剑猎人》《魔术礼帽》《灵魂龙》。', 'Goblin Attack Force, Vampire Baby, Sword Hunter, Magical Hats, Spirit Ryu.'),
  ],
  examples: [
    example(
      t('《哥布林突击部队》与《灵魂龙》的结束步骤', 'The End Step with Goblin Attack Force and Spirit Ryu'),
      lines(
        [
          '这个回合回合玩家的《哥布林突击部队》攻击过，《灵魂龙》用效果提升了攻击力·守备力。',
          '结束步骤中回合玩家一件一件地处理，顺序自己决定：《哥布林突击部队》变成守备表示（不入连锁）；《灵魂龙》的提升结束（不入连锁）。每件之后都有时点，可以发动在那里满足条件的诱发效果和2速以上的卡。',
          '都处理完，双方都放弃优先权，战斗阶段结束，进入主要阶段2。',
        ],
        [
          'This turn the turn player\'s Goblin Attack Force attacked, and Spirit Ryu raised its ATK/DEF with its effect.',
          'In the End Step the turn player handles them one at a time, in the order they choose: Goblin Attack Force turns to Defense Position (no chain); Spirit Ryu\'s increase ends (no chain). After each, a window opens for triggers met there and Spell Speed 2 cards.',
          'With everything handled, both pass: the Battle Phase ends and Main Phase 2 begins.',
        ],
      ),
      { facts: { noChain: ['哥布林突击部队', '灵魂龙'], orderChosenBy: 'turn-player', next: 'main-phase-2' } },
    ),
  ],
  facts: phaseFacts({
    isBattlePhase: true,
    phaseTimedEffects: true,
    mutualPassTurnPlayerFirst: true,
    next: ['main-phase-2'],
  }),
};
