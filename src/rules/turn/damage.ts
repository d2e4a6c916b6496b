/**
 * 伤害步骤 — the damage step and its five parts. The seed leaves it out (its 伤害阶段 only says
 * "then back to the battle step"); this follows the general rules of the current OCG.
 */
import { t } from '../../i18n/text.js';
import type { RuleEntry } from '../types.js';
import { example, lines, phaseFacts, sec, secLines } from './build.js';

/** Shared by the damage step and its parts; each part moves on to the next when both players pass. */
const damageFacts = { isBattlePhase: true, isDamageStep: true, onlyCountersAndStatChanges: true };

export const damageStep: RuleEntry = {
  id: 'damage-step',
  kind: 'step',
  parent: 'battle-phase',
  children: ['damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end'],
  names: ['伤害步骤', '伤害阶段', '伤害流程', 'DS', 'Damage Step'],
  title: t('伤害步骤', 'Damage Step'),
  sections: [
    sec(
      '何时进行', 'When it happens',
      '攻击宣言后，战斗步骤里双方都放弃优先权，就进入伤害步骤；伤害步骤结束后回到战斗步骤，可以用下一只怪兽攻击。较早的规则资料称它为「伤害阶段」。',
      'After an attack is declared and both players pass in the Battle Step, the Damage Step begins; when it ends, play returns to the Battle Step, where another monster may attack. Older Chinese rule write-ups call it 「伤害阶段」.',
    ),
    sec(
      '五个部分', 'Its five parts',
      '伤害步骤开始时 → 伤害计算前 → 伤害计算时 → 伤害计算后 → 伤害步骤结束时。',
      'Start of the Damage Step → before damage calculation → during damage calculation → after damage calculation → end of the Damage Step.',
    ),
    secLines(
      '能发动的卡', 'What may be activated',
      [
        '伤害步骤中只能发动：',
        '· 反击陷阱；',
        '· 直接改变攻击力·守备力的卡和效果（如《禁忌的圣杯》）——只到伤害计算前为止；',
        '· 文字写明在伤害步骤或其中某个时刻发动的效果（如「伤害计算时」的《栗子球》）；',
        '· 在伤害步骤中满足发动条件的诱发效果（必发和选发都可以）。',
        '其他的卡不能发动：例如《旋风》、《攻击无力化》、不改变攻守的速攻魔法。翻转召唤、召唤、盖放当然也不行。',
        '伤害步骤中不会发生战斗回卷；攻击怪兽或攻击对象在伤害计算前离场时，不进行伤害计算，直接到伤害步骤结束时。',
      ],
      [
        'In the Damage Step only these may be activated:',
        '· Counter Traps;',
        '· cards and effects that directly change ATK or DEF (e.g. Forbidden Chalice) — only until before damage calculation;',
        '· effects whose text says they are used in the Damage Step or at one of its moments (e.g. Kuriboh "during damage calculation");',
        '· trigger effects whose condition is met during the Damage Step (mandatory or optional).',
        'Nothing else: for example Mystical Space Typhoon, Negate Attack or a Quick-Play Spell that does not change ATK/DEF cannot be activated. No summons or Sets either.',
        'There is no replay in the Damage Step; if the attacker or the attack target leaves the field before damage calculation, there is no damage calculation and play goes to the end of the Damage Step.',
      ],
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '改变攻守：《禁忌的圣杯》《禁忌的圣枪》。伤害计算时：《栗子球》《命运英雄 炸药人》。反击陷阱：《神之宣告》。伤害步骤结束时：《巨大老鼠》。', 'Changing ATK/DEF: Forbidden Chalice, Forbidden Lance. During damage calculation: Kuriboh, Destiny HERO - Dynatag. Counter Traps: Solemn Judgment. At the end of the Damage Step: Giant Rat.'),
  ],
  examples: [
    example(
      t('伤害步骤里能做什么', 'What may be done in the Damage Step'),
      lines(
        [
          '回合玩家的怪兽攻击对方怪兽，进入伤害步骤。',
          '伤害计算前：回合玩家发动《禁忌的圣杯》（改变攻击力，可以发动），对方连锁发动反击陷阱《神之宣告》（可以发动）。对方想发动《旋风》——不行，它不改变攻守，也不是反击陷阱。',
          '伤害计算时：被攻击的一方可以丢弃《栗子球》，让这次战斗对自己的战斗伤害变成0；此时《禁忌的圣杯》已经不能发动。',
        ],
        [
          'The turn player\'s monster attacks an opponent\'s monster; the Damage Step begins.',
          'Before damage calculation: the turn player activates Forbidden Chalice (it changes ATK, so it may), and the opponent chains the Counter Trap Solemn Judgment (allowed). The opponent would like to activate Mystical Space Typhoon — not allowed: it changes no ATK/DEF and is not a Counter Trap.',
          'During damage calculation: the defending player may discard Kuriboh so that the battle damage they take becomes 0; Forbidden Chalice can no longer be activated at this point.',
        ],
      ),
      {
        notation: '{回合:A 阶段:伤害计算前} C1 A:禁忌的圣杯 C2 B:神之宣告',
        facts: { allowed: ['禁忌的圣杯', '神之宣告', '栗子球'], notAllowed: ['旋风'] },
      },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, damageStepStatChanges: true, next: ['battle-step'] }),
};

export const damageStepStart: RuleEntry = {
  id: 'damage-step-start',
  kind: 'step',
  parent: 'damage-step',
  children: [],
  names: ['伤害步骤开始时', '伤害阶段开始时', '伤害步骤开始', 'Start of the Damage Step', 'start of damage step'],
  title: t('伤害步骤开始时', 'Start of the Damage Step'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '进入伤害步骤的一刻。写明「伤害步骤开始时」的效果在这里发动或适用（如《迪隆的钢铁骑兵》的攻守减半）。被攻击的里侧怪兽此时还没翻开，它的卡名、攻守还不算公开。',
      'The moment the Damage Step begins. Effects that say "at the start of the Damage Step" activate or apply here (e.g. Steel Cavalry of Dinon halving its ATK/DEF). An attacked face-down monster is not flipped yet: its name and ATK/DEF are not known.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '反击陷阱、直接改变攻守的效果、写明这个时刻的效果、在这里满足条件的诱发效果。',
      'Counter Traps, effects that directly change ATK/DEF, effects that name this moment, triggers whose condition is met here.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '《迪隆的钢铁骑兵》；改变攻守的《禁忌的圣杯》《禁忌的圣枪》。', 'Steel Cavalry of Dinon; ATK/DEF changers such as Forbidden Chalice and Forbidden Lance.'),
  ],
  examples: [
    example(
      t('《迪隆的钢铁骑兵》', 'Steel Cavalry of Dinon'),
      lines(
        [
          '《迪隆的钢铁骑兵》和灵摆怪兽进行战斗：伤害步骤开始时它的效果发动，自身的攻击力·守备力直到伤害步骤结束时变成一半。',
          '对方可以连锁发动改变攻击力的《禁忌的圣杯》，但不能连锁《旋风》。',
        ],
        [
          'Steel Cavalry of Dinon battles a Pendulum Monster: at the start of the Damage Step its effect is activated, halving its own ATK/DEF until the end of the Damage Step.',
          'The opponent may chain Forbidden Chalice, which changes ATK, but not Mystical Space Typhoon.',
        ],
      ),
      { facts: { trigger: '迪隆的钢铁骑兵', allowed: ['禁忌的圣杯'], notAllowed: ['旋风'] } },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, damageStepStatChanges: true, next: ['before-damage-calculation'] }),
};

export const beforeDamageCalculation: RuleEntry = {
  id: 'before-damage-calculation',
  kind: 'step',
  parent: 'damage-step',
  children: [],
  names: ['伤害计算前', '伤害计算之前', 'Before Damage Calculation', 'before damage calc'],
  title: t('伤害计算前', 'Before Damage Calculation'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '被攻击的里侧守备表示怪兽在这时翻成表侧（它的反转效果要到伤害计算后才发动）。写明「伤害计算前」的效果在这里发动或适用。',
      'An attacked face-down Defense Position monster is turned face-up now (its flip effect waits until after damage calculation). Effects that say "before damage calculation" activate or apply here.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '反击陷阱、直接改变攻守的效果（这是最后能用它们的时刻）、写明这个时刻的效果、在这里满足条件的诱发效果。',
      'Counter Traps, effects that directly change ATK/DEF (the last moment for them), effects that name this moment, triggers whose condition is met here.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '改变攻守的《禁忌的圣杯》《禁忌的圣枪》（最后的机会）；被攻击而翻开的里侧怪兽（如《食人虫》）。', 'ATK/DEF changers such as Forbidden Chalice and Forbidden Lance (last chance); face-down monsters flipped by the attack (e.g. Man-Eater Bug).'),
  ],
  examples: [
    example(
      t('攻击里侧的《食人虫》', 'Attacking a face-down Man-Eater Bug'),
      lines(
        [
          '回合玩家的怪兽攻击对方里侧守备表示的《食人虫》。伤害计算前《食人虫》翻成表侧，但它的反转效果现在不发动。',
          '这时仍可以发动《禁忌的圣杯》等改变攻守的卡；进入伤害计算时就不行了。',
        ],
        [
          'The turn player\'s monster attacks the opponent\'s face-down Defense Position Man-Eater Bug. Before damage calculation Man-Eater Bug is turned face-up, but its flip effect is not activated yet.',
          'ATK/DEF changers such as Forbidden Chalice may still be activated now; once damage calculation begins they may not.',
        ],
      ),
      { facts: { flipped: '食人虫', flipEffectNow: false, statChangesAllowed: true } },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, damageStepStatChanges: true, next: ['damage-calculation'] }),
};

export const damageCalculation: RuleEntry = {
  id: 'damage-calculation',
  kind: 'step',
  parent: 'damage-step',
  children: [],
  names: ['伤害计算时', '伤害计算', '伤害计算中', 'During Damage Calculation', 'Damage Calculation', 'DC'],
  title: t('伤害计算时', 'During Damage Calculation'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '先可以发动写明「伤害计算时」的效果（如《栗子球》《命运英雄 炸药人》），然后比较攻守，决定战斗伤害和哪只怪兽被战斗破坏。被战斗破坏的怪兽此时只是确定被破坏，还留在场上，到伤害步骤结束时才送去墓地。',
      'First, effects that say "during damage calculation" may be activated (e.g. Kuriboh, Destiny HERO - Dynatag); then ATK/DEF are compared, battle damage is worked out, and which monsters are destroyed by battle is decided. A monster destroyed by battle is only marked as destroyed here: it stays on the field until the end of the Damage Step.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '只有写明「伤害计算时」的效果，以及连锁它们的反击陷阱。直接改变攻守的一般效果（《禁忌的圣杯》等）在这里已经不能发动。',
      'Only effects that say "during damage calculation", and Counter Traps chained to them. Ordinary ATK/DEF changers (Forbidden Chalice …) can no longer be activated here.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '《栗子球》《命运英雄 炸药人》。', 'Kuriboh, Destiny HERO - Dynatag.'),
  ],
  examples: [
    example(
      t('《栗子球》', 'Kuriboh'),
      t(
        '对方怪兽攻击自己，伤害计算时自己丢弃手卡的《栗子球》发动，这次战斗对自己的战斗伤害变成0；怪兽的战斗破坏照常判定。',
        'An opponent\'s monster attacks you; during damage calculation you discard Kuriboh from your hand: the battle damage you take from this battle becomes 0; destruction by battle is decided as usual.',
      ),
      { facts: { card: '栗子球', battleDamageToController: 0 } },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, onlyDamageCalculationEffects: true, next: ['after-damage-calculation'] }),
};

export const afterDamageCalculation: RuleEntry = {
  id: 'after-damage-calculation',
  kind: 'step',
  parent: 'damage-step',
  children: [],
  names: ['伤害计算后', '伤害计算之后', 'After Damage Calculation', 'after damage calc'],
  title: t('伤害计算后', 'After Damage Calculation'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '战斗伤害已经造成。「给与战斗伤害时」的诱发效果、被攻击翻开的怪兽的反转效果、写明「伤害计算后」的效果在这里发动。被战斗破坏的怪兽仍在场上。',
      'Battle damage has been dealt. Triggers on inflicting battle damage, the flip effect of a monster flipped by the attack, and effects that say "after damage calculation" are activated here. Monsters destroyed by battle are still on the field.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '反击陷阱、写明这个时刻的效果、在这里满足条件的诱发效果。直接改变攻守的效果已经不能发动。',
      'Counter Traps, effects that name this moment, triggers whose condition is met here. Effects that only change ATK/DEF can no longer be activated.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '被攻击翻开的反转怪兽（《食人虫》）；「给与战斗伤害时」的诱发效果。', 'Flip monsters flipped by the attack (Man-Eater Bug); triggers on inflicting battle damage.'),
  ],
  examples: [
    example(
      t('《食人虫》的反转效果', 'Man-Eater Bug\'s flip effect'),
      lines(
        [
          '（接「伤害计算前」的例子）伤害计算后，翻开的《食人虫》的反转效果发动，以场上1只怪兽为对象把它破坏。',
          '即使《食人虫》在这次战斗中被破坏，它此时还在场上（要到伤害步骤结束时才送去墓地），反转效果照样发动。',
        ],
        [
          '(Continuing the "before damage calculation" example.) After damage calculation the flipped Man-Eater Bug\'s flip effect is activated, targeting one monster on the field to destroy it.',
          'Even if Man-Eater Bug was destroyed in this battle it is still on the field now (it goes to the GY at the end of the Damage Step), so its flip effect is activated all the same.',
        ],
      ),
      { facts: { flipEffect: '食人虫', activatesAt: 'after-damage-calculation', destroyedStillOnField: true } },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, next: ['damage-step-end'] }),
};

export const damageStepEnd: RuleEntry = {
  id: 'damage-step-end',
  kind: 'step',
  parent: 'damage-step',
  children: [],
  names: ['伤害步骤结束时', '伤害阶段结束时', '伤害步骤结束', 'End of the Damage Step', 'end of damage step'],
  title: t('伤害步骤结束时', 'End of the Damage Step'),
  sections: [
    sec(
      '这时发生什么', 'What happens',
      '被战斗破坏的怪兽送去墓地。「被战斗破坏送去墓地时」「战斗破坏对方怪兽时」之类的诱发效果（如《巨大老鼠》）和写明「伤害步骤结束时」的效果在这里发动。然后伤害步骤结束，回到战斗步骤。',
      'Monsters destroyed by battle are sent to the GY. Triggers such as "when destroyed by battle and sent to the GY" or "when this card destroys a monster by battle" (e.g. Giant Rat), and effects that say "at the end of the Damage Step", are activated here. Then the Damage Step ends and play returns to the Battle Step.',
    ),
    sec(
      '能发动的卡', 'What may be activated',
      '反击陷阱、写明这个时刻的效果、在这里满足条件的诱发效果。',
      'Counter Traps, effects that name this moment, triggers whose condition is met here.',
    ),
    sec('常在这里行动的卡', 'Cards that typically act here', '「被战斗破坏送去墓地时」的《巨大老鼠》《诅咒之吸血鬼》。', '"When destroyed by battle and sent to the GY" cards such as Giant Rat and Vampire\'s Curse.'),
  ],
  examples: [
    example(
      t('《巨大老鼠》', 'Giant Rat'),
      t(
        '《巨大老鼠》被战斗破坏：伤害计算时确定被破坏，伤害步骤结束时送去墓地，它的诱发效果在这个时点发动。',
        'Giant Rat is destroyed by battle: marked as destroyed during damage calculation, sent to the GY at the end of the Damage Step, and its trigger is activated in this window.',
      ),
      { facts: { card: '巨大老鼠', sentToGyAt: 'damage-step-end' } },
    ),
  ],
  facts: phaseFacts({ ...damageFacts, next: ['battle-step'] }),
};
