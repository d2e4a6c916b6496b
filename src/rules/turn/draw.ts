/** 抽卡阶段 — the draw phase (the seed's 抽卡流程, part 1). */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { example, lines, phaseFacts, sec, secLines, win } from './build.js';

export const drawPhase: RuleEntry = {
  id: 'draw-phase',
  kind: 'phase',
  parent: null,
  children: [],
  names: ['抽卡阶段', '抽卡流程', '抽卡步骤', '抽牌阶段', '抽牌流程', 'DP', 'Draw Phase', 'draw'],
  title: t('抽卡阶段', 'Draw Phase'),
  sections: [
    secLines(
      '开始时', 'When it begins',
        [
          '· 回合玩家宣言进入抽卡阶段。若有「跳过抽卡阶段」的效果适用（如《给死者的供物》《八汰乌》《刻之封印》《无谋的贪心》），以下全部不进行，直接到阶段结束。',
          '· 以「抽卡阶段开始时」为条件的检查在这一刻进行：例如《电子化恶魔》看的是此刻自己手卡是否为0张，之后手卡数的变化不再影响它。',
          '· 规定在「抽卡前」适用的效果（如《火之迦具土》《磨破罗魏》）此时处理，不进入连锁。',
          '· 先攻玩家的第1个回合不进行通常抽卡（一般规则）。',
        ],
        [
          '· The turn player announces the Draw Phase. If an effect that skips the Draw Phase applies (e.g. Offerings to the Doomed, Yata-Garasu, Time Seal, Reckless Greed), none of the following happens and the phase simply ends.',
          '· Checks tied to "the start of the Draw Phase" are made at this moment: Cyber Archfiend, for example, looks at whether your hand is empty now; later changes to the hand do not matter to it.',
          '· Effects that apply "before the draw" (e.g. Hino-Kagu-Tsuchi, Maharaghi) are applied now, without a chain.',
          '· The player going first does not draw in their first turn (general rule).',
        ],
    ),
    sec(
      '抽卡前的时点', 'The window before the draw',
      '在通常抽卡之前，会出现一个只为「抽卡前」类效果准备的时点：首先是《无败将军 弗里德》《魔法爆破》这类效果；只有它们发动了，2速以上的卡（《天罚》《技能抽取》《旋风》等）才能连锁上去。没有这类效果发动时，《旋风》之类没有特定时点的卡不能在这里作为连锁1发动。',
      'Before the normal draw there is a window meant only for effects that act "before the draw": first those like Freed the Matchless General or Magical Blast; only if one of them is activated may Spell Speed 2 cards (Divine Wrath, Skill Drain, Mystical Space Typhoon …) chain to it. If none is activated, a card with no specific timing such as Mystical Space Typhoon cannot be Chain Link 1 here.',
    ),
    secLines(
      '通常抽卡与抽卡时的时点', 'The normal draw and the draw window',
        [
          '情况A（没有效果阻止抽卡）：回合玩家抽1张。抽卡后立即处理的效果（《神之恩惠》《死之卡组破坏病毒》《魔之卡组破坏病毒》《沉默魔术师 LV4》等）此时处理，不进入连锁。然后出现「抽卡时」的时点，组成一条连锁：先是诱发效果（《电子化恶魔》《凡人的意志》等），然后是2速以上的卡（《旋风》《打落》等）。',
          '情况B（《无败将军 弗里德》《魔法爆破》《惩罚游戏！》等使得不能抽卡）：不抽卡；在那条连锁处理完后的时点，同样先是诱发效果，然后是2速以上的卡。',
          '通常抽卡不会转移优先权：抽卡后若没有诱发效果发动，回合玩家先于对方持有优先权。',
        ],
        [
          'Case A (nothing stops the draw): the turn player draws 1 card. Effects that act right after the draw (Solemn Wishes, Crush Card Virus, Deck Devastation Virus, Silent Magician LV4 …) are applied now, without a chain. Then the "when you draw" window opens and forms one chain: trigger effects first (Cyber Archfiend, Heart of the Underdog …), then Spell Speed 2 cards (Mystical Space Typhoon, Drop Off …).',
          'Case B (Freed the Matchless General, Magical Blast, Penalty Game! … stop the draw): no card is drawn; in the window after that chain resolves, again triggers come first, then Spell Speed 2 cards.',
          'The normal draw does not pass priority: if no trigger is activated, the turn player holds priority before the opponent.',
        ],
    ),
    sec(
      '持有优先权时', 'While holding priority',
      '回合玩家：可以发动2速以上的卡；或宣言结束抽卡阶段，把优先权交给对方。对方：可以发动2速以上的卡——此时仍停留在抽卡阶段，连锁处理完后优先权回到回合玩家，回合玩家可以再次宣言结束；或放弃优先权，抽卡阶段结束。这个阶段不能进行召唤、盖放，也不能发动起动效果或通常魔法。',
      'Turn player: may activate Spell Speed 2 cards, or announce the end of the Draw Phase and hand priority to the opponent. Opponent: may activate Spell Speed 2 cards — play stays in the Draw Phase, priority returns to the turn player after the chain, and they may announce the end again — or pass, which ends the Draw Phase. No summons, no Setting, no ignition effects or Normal Spells in this phase.',
    ),
    sec(
      '进入连锁 / 不进入连锁', 'Chain or no chain',
      '不进入连锁：跳过抽卡、「抽卡前」「抽卡后」的处理、通常抽卡本身。进入连锁：《无败将军 弗里德》《魔法爆破》这类发动的效果、抽卡时的诱发效果、2速以上的卡。',
      'No chain: skipping the phase, the "before the draw" and "after the draw" handling, the normal draw itself. Chain: activated effects such as Freed the Matchless General or Magical Blast, triggers on the draw, Spell Speed 2 cards.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '跳过抽卡阶段：《八汰乌》《刻之封印》《无谋的贪心》。开始时看手卡：《电子化恶魔》。抽卡前：《无败将军 弗里德》《魔法爆破》《火之迦具土》。抽卡后立即处理：《神之恩惠》《死之卡组破坏病毒》。抽卡时：《凡人的意志》《打落》。', 'Skipping the Draw Phase: Yata-Garasu, Time Seal, Reckless Greed. Looking at the hand at the start: Cyber Archfiend. Before the draw: Freed the Matchless General, Magical Blast, Hino-Kagu-Tsuchi. Right after the draw: Solemn Wishes, Crush Card Virus. When a card is drawn: Heart of the Underdog, Drop Off.'),
  ],
  examples: [
    example(
      t('抽卡阶段的顺序', 'Order of the Draw Phase'),
      lines(
        [
          '1. 阶段开始：有跳过效果就直接结束；《电子化恶魔》此时确认手卡是否为0；「抽卡前」效果处理（不入连锁）。',
          '2. 抽卡前的时点：只有《无败将军 弗里德》《魔法爆破》发动了，2速的卡才能连锁；否则《旋风》不能当连锁1。',
          '3. 通常抽卡 → 抽卡后效果处理（不入连锁）→ 抽卡时的时点：诱发效果在前，2速以上的卡在后。',
          '4. 回合玩家宣言结束 → 对方发动则回到回合玩家，对方放弃则抽卡阶段结束。',
        ],
        [
          '1. Phase begins: a skip effect ends it at once; Cyber Archfiend checks for an empty hand now; "before the draw" effects apply (no chain).',
          '2. Window before the draw: Spell Speed 2 cards may chain only if Freed the Matchless General or Magical Blast was activated; otherwise Mystical Space Typhoon cannot be Chain Link 1.',
          '3. Normal draw → "after the draw" effects (no chain) → draw window: triggers first, Spell Speed 2 cards after.',
          '4. Turn player announces the end → if the opponent activates, priority comes back to the turn player; if the opponent passes, the Draw Phase ends.',
        ],
      ),
      {
        seed: '000-E18',
        facts: {
          skipEffects: ['给死者的供物', '八汰乌', '刻之封印', '无谋的贪心'],
          startCheck: '电子化恶魔',
          beforeDrawNoChain: ['火之迦具土', '磨破罗魏'],
          beforeDrawWindow: ['无败将军 弗里德', '魔法爆破'],
          genericSpeed2AsChainLink1BeforeDraw: false,
          afterDrawNoChain: ['神之恩惠', '死之卡组破坏病毒', '魔之卡组破坏病毒', '沉默魔术师 LV4'],
          drawWindowOrder: ['trigger', 'speed2'],
          drawWindowTriggers: ['电子化恶魔', '凡人的意志'],
          opponentPassEnds: true,
        },
      },
    ),
  ],
  facts: phaseFacts({
    skippable: true,
    next: ['standby-phase'],
    windows: [
      win('before-draw', '抽卡前的时点', 'window before the draw', false),
      win('draw', '抽卡时的时点', 'window when a card is drawn', true),
    ],
  }),
};
