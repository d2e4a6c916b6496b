/**
 * Rule ids: the one list of every rule the engine applies. Each id is a row of test/RULES.md, with its
 * source and the test that checks it (test/rules-index.test.ts checks both ways). Chain rules (`R`,
 * "Chain resolution") tag `LinkAnswer.rules`; trigger-window rules (`W`, "Trigger windows") tag the
 * window's triggers and missed timings — so an answer can show its reasoning, and a test can assert
 * the rule and its params rather than the words (the words live in ./phrases).
 *
 * Not to be confused with src/rules/: the turn reference (phases, steps, concepts) for /phase.
 */
export const R = {
  // ── spell speed 咒文速度 and chaining ────────────────────────────────────────────────────────────
  SPEED_KIND: 'CH-SPEED-KIND',
  SPEED_1_NO_CHAIN: 'CH-SPEED-1',
  SPEED_LOWER: 'CH-SPEED-LOWER',
  SPEED_3: 'CH-SPEED-3',
  SEGOC_STACK: 'CH-SEGOC-STACK',
  SKIP_ILLEGAL: 'CH-SKIP-ILLEGAL',
  // ── "when X is activated" 发动时 ──────────────────────────────────────────────────────────────
  RESPONDS_DIRECT: 'CH-RESPONDS-DIRECT',
  RESPONDS_CARD: 'CH-RESPONDS-CARD',
  RESPONDS_MONSTER_CARD: 'CH-RESPONDS-MONSTER-CARD',
  RESPONDS_NOTHING: 'CH-RESPONDS-C1',
  RESPONDS_MATCH: 'CH-RESPONDS-MATCH',
  RESPONDS_ANY_OF: 'CH-RESPONDS-ANY-OF',
  RESPONDS_WOULD_DESTROY: 'CH-RESPONDS-WOULD-DESTROY',
  /** 「掷N次骰子。等级·阶级比出现的数目合计低的…破坏」: a Level/Rank below N is destroyed whatever the roll; the rest is left to the roll (assumed not). */
  DICE_FLOOR: 'CH-DICE-FLOOR',
  RESPONDS_TARGETS_EXACTLY: 'CH-RESPONDS-TARGETS-EXACTLY',
  RESPONDS_FROM: 'CH-RESPONDS-FROM',
  RESPONDS_TARGETS: 'CH-RESPONDS-TARGETS',
  /** 「以墓地里的怪兽卡为对象的卡」 answered with its targets not written: taken as targeting such a card, and said (../game/match.ts targetsUnwrittenFit). */
  RESPONDS_TARGETS_UNWRITTEN: 'CH-RESPONDS-TARGETS-UNWRITTEN',
  /** What an answered activation contains is decided at activation (mode, places, targets, answered card). */
  CONTAINS_AT_ACTIVATION: 'CH-CONTAINS-AT-ACTIVATION',
  TEXT_CHANGE: 'CH-TEXT-CHANGE',
  /** A curated card written in part (`Card.unwritten`) that takes part in the answer: what its data leaves out is said, not judged. */
  UNWRITTEN_SAID: 'CUR-UNWRITTEN-SAID',
  /** No target written: the only cards the situation writes that it could target are named (taken when their places are listed in full). */
  TARGET_ONLY_LISTED: 'CH-TARGET-ONLY-LISTED',
  NOT_ACTIVATED: 'CH-NOT-ACTIVATED',
  SUMMON_NEGATION: 'CH-SUMMON-NEGATION',
  /** A special summon made by an effect as it resolves has no moment 「召唤之际」: no summon negation answers it (issue 16). */
  SUMMON_BY_EFFECT: 'CH-SUMMON-BY-EFFECT',
  /** A change to the position a face-up monster already has is no change: no event, nothing after it is delayed (issue 16). */
  SAME_POSITION: 'CH-SAME-POSITION',
  CANNOT_BE_ANSWERED: 'CH-CANNOT-BE-CHAINED',
  OTHERWISE_BRANCH: 'CMP-OTHERWISE-BRANCH',
  CANNOT_BE_ANSWERED_COST_KINDS: 'CH-CANNOT-BE-CHAINED-COST-KINDS',
  CANNOT_BE_ANSWERED_TARGET: 'CH-CANNOT-BE-CHAINED-TARGET',
  MANDATORY_QUICK: 'CH-MANDATORY-QUICK',
  /** Continuous name/type changes are read by every filter, except on a card unaffected by them. */
  CHANGE_TYPE: 'CH-CHANGE-TYPE',
  // ── ATK/DEF and damage arithmetic 攻守计算 (issue 16; ./game/stats.ts) ────────────────────────────
  STAT_ORIGINAL: 'CH-STAT-ORIGINAL',
  STAT_ADD: 'CH-STAT-ADD',
  STAT_HALF: 'CH-STAT-HALF',
  STAT_SET: 'CH-STAT-SET',
  STAT_SET_ORIGINAL: 'CH-STAT-SET-ORIGINAL',
  STAT_CONTINUOUS_SET: 'CH-STAT-CONTINUOUS-SET',
  STAT_CONTINUOUS_SWAP: 'CH-STAT-CONTINUOUS-SWAP',
  STAT_LEAVES: 'CH-STAT-LEAVES',
  STAT_CONTINUOUS: 'CH-STAT-CONTINUOUS',
  STAT_SCALED: 'CH-STAT-SCALED',
  STAT_BATTLING: 'CH-STAT-BATTLING',
  STAT_RECALC_LAST: 'CH-STAT-RECALC-LAST',
  /** A change an effect activated earlier this turn holds on its target in the Damage Step of that monster's attacks (「这个效果让那只怪兽攻击的伤害步骤内…变成2倍」) applies in that Damage Step, applied last; a stated value is what it shows with the change in it. */
  STAT_HELD_EARLIER: 'CH-STAT-HELD-EARLIER',
  /** A raise/lower an effect its attacker activated earlier this turn holds for the Damage Step of its attacks on an opponent's monster (CMP-OWN-ATTACK-HELD). */
  STAT_OWN_ATTACK_EARLIER: 'CH-STAT-OWN-ATTACK-EARLIER',
  /** The compiler reads 「这个回合，这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升N，那只对方怪兽的攻击力下降M」 as changes held to those Damage Steps (`heldToOwnAttack`). */
  OWN_ATTACK_HELD: 'CMP-OWN-ATTACK-HELD',
  /** The compiler reads 「这个效果让那只怪兽攻击的伤害步骤内，那只怪兽的攻击力变成2倍」 as a change held to the Damage Step of the target's attacks (`heldToAttack`), not a step done as the effect resolves. */
  COMPILE_STAT_HELD_ATTACK: 'CMP-STAT-HELD-ATTACK',
  /** A change lasting until the end of the turn (or of the damage calculation) stops then; what it fixed stays fixed, continuous changes resume. */
  STAT_DURATION_END: 'CH-STAT-DURATION-END',
  BATTLE_DAMAGE: 'CH-BATTLE-DAMAGE',
  BATTLE_DAMAGE_ORDER: 'CH-BATTLE-DAMAGE-ORDER',
  BATTLE_INDESTRUCTIBLE: 'CH-BATTLE-INDESTRUCTIBLE',
  /** 「自己基本分比对方多的场合，这张卡…不会被战斗破坏」: decided with the LP before that battle's damage. */
  BATTLE_INDESTRUCTIBLE_LP: 'CH-BATTLE-INDESTRUCTIBLE-LP',
  BATTLE_PROOF_NEGATED: 'CH-BATTLE-PROOF-NEGATED',
  /** 「可以作为代替而支付…×1000基本分」: against destruction by battle, judged with the LP left after that battle's damage. */
  REPLACE_PAY_LP: 'CH-REPLACE-PAY-LP',
  /** 「这个效果适用的回合，自己受到的战斗伤害变成一半」 of a destruction replacement: only when that replacement applies. */
  BATTLE_DAMAGE_REPLACED: 'CH-BATTLE-DAMAGE-REPLACED',
  REPLACE_DESTROY_BATTLE: 'CH-REPLACE-DESTROY-BATTLE',
  ATTACK_RULE_TARGETED: 'CH-ATTACK-RULE-TARGETED',
  ATTACK_TARGET_LEFT: 'CH-ATTACK-TARGET-LEFT',
  /** Added (issue 16): 「不会被和攻击力1900以上的怪兽的战斗破坏」 — only against a monster battling with such a value. */
  BATTLE_INDESTRUCTIBLE_VS: 'CH-BATTLE-INDESTRUCTIBLE-VS',
  /** Added (s57): 「不会被和与那自身纵列不同纵列的怪兽的战斗破坏」 — judged on the columns the situation states; unstated, not applied (said). */
  BATTLE_INDESTRUCTIBLE_COLUMN: 'CH-BATTLE-INDESTRUCTIBLE-COLUMN',
  /** Added (issue 16): a battle damage set to half the taker's LP at that time, a fixed value of order 9 (./game/battle-damage.ts). */
  BATTLE_DAMAGE_HALF_LP: 'CH-BATTLE-DAMAGE-HALF-LP',
  /** Added (issue 16): a face-down monster attacked is turned face-up before damage calculation; the calculation reads it face-up (./game/stats.ts). */
  BATTLE_FLIPPED: 'CH-BATTLE-FLIPPED',
  /** 「那次战斗的伤害计算用原本的攻击力·守备力进行」: the battle's damage calculation compares the original values. */
  BATTLE_BY_ORIGINAL: 'CH-BATTLE-BY-ORIGINAL',
  /** Added (issue 16): a one-shot change a monster's self-only effect made ends when its effects are negated (./game/stats.ts). */
  STAT_OWN_NEGATED: 'CH-STAT-OWN-NEGATED',
  /** Added (issue 16, 卡片的抗性.rst:265–268): a monster unaffected by the card that would keep it from battle destruction is destroyed. */
  UNAFFECTED_BATTLE_PROOF: 'CH-UNAFFECTED-BATTLE-PROOF',
  DAMAGE_CALC_IN_LINK: 'CH-DAMAGE-CALC-IN-LINK',
  DAMAGE_CALC_PROCEDURE_STEP: 'CH-DAMAGE-CALC-PROCEDURE-STEP',
  /** Added (issue 16): an effect that moves the battle and calculates damage does nothing once the attacker left or changed control. */
  DAMAGE_CALC_ATTACKER_GONE: 'CH-DAMAGE-CALC-ATTACKER-GONE',
  /** Added (issue 16): an ATK change by the opponent's battling monster's ATK reads it at resolution; that monster gone, it does nothing. */
  STAT_BATTLE_OPPONENT: 'CH-STAT-BATTLE-OPPONENT',
  /** Added (issue 16): 「…特殊召唤的怪兽的攻击力上升那个原本攻击力数值」 raises each monster by its own original value (a summon that raises what it summoned by that value). */
  STAT_OWN_VALUE: 'CH-STAT-OWN-VALUE',
  /** Issue 16: a trigger of its own card's attack declaration names the monster attacked (「那只怪兽」, 「那只怪兽的攻击力一半数值」). */
  STAT_ATTACKED_VALUE: 'CH-STAT-ATTACKED-VALUE',
  /** Issue 16: an attack-declaration trigger all of whose steps would change nothing on the monster attacked cannot be activated. */
  ATTACKED_NOTHING: 'CH-ATTACKED-NOTHING',
  /** An effect that must be activated whose only change on the field is one monster's 「攻击力变成0」 cannot be activated when that ATK is already 0. */
  ZERO_SET_ALREADY: 'CH-ZERO-SET-ALREADY',
  /** Issue 16: a protection from monsters whose ATK is not above the protected card's, both as they show now. */
  PROTECT_ATK_AT_MOST: 'CH-PROTECT-ATK-AT-MOST',
  /** Issue 16: a protection from effects that do not target the card does not cover one that targets it. */
  PROTECT_NOT_TARGETING: 'CH-PROTECT-NOT-TARGETING',
  /** Added (issue 16): 「上升·下降的效果变成相反」 — later ATK/DEF raises and lowers go the other way this turn (./game/actions.ts). */
  STAT_REVERSE: 'CH-STAT-REVERSE',
  /** Added (issue 16): 「比对方基本分少的玩家受到的全部伤害变成0」 — the lower player takes no effect damage (./game/actions.ts). */
  DAMAGE_LOWER_LP_ZERO: 'CH-DAMAGE-LOWER-LP-ZERO',
  /** Added (issue 16): the attack-target rules of the defending player's cards decide which monsters an attack may choose (./game/attack-target.ts). */
  ATTACK_TARGET: 'CH-ATTACK-TARGET',
  /** Added (issue 16): a direct attack only when the opponent has no monster or the attacker 「可以直接攻击」, and not while a rule names the monster to attack. */
  ATTACK_DIRECT: 'CH-ATTACK-DIRECT',
  /** 「…的场合，这张卡可以直接攻击」 (its state read): allowed while the state holds on the field as listed (said, assumed), refused with the state named when not. */
  ATTACK_DIRECT_CONDITION: 'CH-ATTACK-DIRECT-CONDITION',
  /** Added (issue 16): a monster under 「不能攻击」 cannot declare an attack. */
  ATTACK_CANNOT: 'CH-ATTACK-CANNOT',
  /** Added (issue 16): 「没有超量素材的这张卡不能攻击」 applied — the card holds no Xyz Material. */
  ATTACK_NO_MATERIALS: 'CH-ATTACK-NO-MATERIALS',
  /** Added (s59): 「这张卡若不在这张卡反转的回合则不能攻击宣言」 — it attacks only in a turn it was flipped face-up (../cards/compile/attack-rules.ts). */
  FLIP_TURN_ATTACK: 'FD-FLIP-TURN-ATTACK',
  /** Added (issue 16): a direct-attack or extra-attack grant cannot be applied to a monster that cannot use it (./chain/attack-grant.ts). */
  ATTACK_GRANT: 'CH-ATTACK-GRANT',
  /** An attack rule on the monster a card keeps targeting (「那只表侧表示怪兽…不能向对方直接攻击」, 持续取对象) — issue 16. */
  ATTACK_BOUND: 'CH-ATTACK-BOUND',
  /** Added (issue 16): after the Battle Phase, an effect that only does something in one cannot be activated. */
  BATTLE_PHASE_ONLY: 'CH-BATTLE-PHASE-ONLY',
  /** Added (issue 16): a turn-long change of every battle's damage that already applies cannot be activated again. */
  BATTLE_DAMAGE_APPLIED: 'CH-BATTLE-DAMAGE-APPLIED',
  /** Added (issue 16): 「这张卡攻击的场合，对方直到伤害步骤结束时…不能发动」 — a floodgate while its card is the attacker. */
  ATTACK_LOCK: 'CH-ATTACK-LOCK',
  LINGERING_ATTACK_LOCK: 'CH-LINGERING-ATTACK-LOCK',
  /** Added (issue 16): 「这张卡进行战斗的场合，对方直到伤害步骤结束时…不能发动」 — the same floodgate while its card battles, attacking or attacked. */
  BATTLE_LOCK: 'CH-BATTLE-LOCK',
  /** Added (issue 16): an effect moving the attack (no damage calculation of its own) cannot move it to a monster the attack-target rules exclude (./chain/attack-grant.ts). */
  ATTACK_MOVE: 'CH-ATTACK-MOVE',
  /** The attack moves to the monster a `move-attack` step names as it resolves, and the battle goes on with it (./game/attack-move.ts). */
  ATTACK_MOVED: 'CH-ATTACK-MOVED',
  TARGET_MOVED: 'CH-TARGET-MOVED',
  /** Added (issue 16): a monster declares no more attacks in a Battle Phase than its attack count allows (./game/attack-target.ts). */
  ATTACK_COUNT: 'CH-ATTACK-COUNT',
  /** Added (issue 16): 「各自在战斗阶段只能用1只怪兽攻击」 — a lock on the player, binding unaffected monsters too (./game/attack-target.ts). */
  ATTACK_ONE_MONSTER: 'CH-ATTACK-ONE-MONSTER',
  /** Added (issue 16): before an attack declaration in the battle step the non-turn player cannot start a chain (./chain/battle-step.ts). */
  BATTLE_STEP_PRIORITY: 'CH-BATTLE-STEP-PRIORITY',
  /** An equip card's continuous ATK/DEF change applies to its monster while equipped (./game/equip.ts). */
  EQUIP_STATS: 'CH-EQUIP-STATS',
  /** An equip card's change hanging on an LP comparison the situation does not give: counted as equal LP (neither branch), and said so. */
  EQUIP_STATS_LP_UNKNOWN: 'CH-EQUIP-STATS-LP-UNKNOWN',
  /** A targeted effect whose next step uses the amount its ATK lower/halving takes cannot target a monster at ATK 0 (./chain/zero-amount.ts). */
  ZERO_AMOUNT_TARGET: 'CH-ZERO-AMOUNT-TARGET',
  /** 「那只怪兽的攻击力变成一半，这张卡的攻击力上升那个数值」: the step gains what the change just before it took. */
  STAT_OF_CHANGE: 'CH-STAT-OF-CHANGE',
  /** 「作为对象的1只怪兽的攻击力变成一半，另1只怪兽的攻击力上升那个数值」: one target (picked as it resolves; noted `[减半 X]`, else the first written, said) is halved, the other gains what it lost. */
  STAT_SPLIT_TARGETS: 'CH-STAT-SPLIT-TARGETS',
  /** A face-up card's continuous 「自己受到的效果／战斗伤害变成0」 (CMP-DAMAGE-ZERO-STANDING) makes that damage 0 while its condition holds (./game/damage-zero-standing.ts). */
  DAMAGE_ZERO_STANDING: 'CH-DAMAGE-ZERO-STANDING',
  /** 「这张卡特殊召唤的回合，…对控制者造成的战斗伤害变成0」 (an old D-HERO text): under the summon turn, applied only when it is known. */
  BATTLE_ZERO_SUMMON_TURN: 'CH-BATTLE-ZERO-SUMMON-TURN',
  /** 「场上的攻击力最高的怪兽在对方场上存在」: the highest face-up ATK on the field stands on that side only (a tie: not so). */
  COND_HIGHEST_ATK: 'CH-COND-HIGHEST-ATK',
  ZERO_AMOUNT_CHANGE: 'CH-ZERO-AMOUNT-CHANGE',
  /** Added (issue 16): a first step lowering its own card's ATK/DEF by more than it has, before a further step: not activated. */
  LOWER_SHORT: 'CH-LOWER-SHORT',
  /** Added (issue 16): that first step not possible in full at resolution (stat below the number, or destroyed by battle): nothing applies. */
  LOWER_SHORT_APPLY: 'CH-LOWER-SHORT-APPLY',
  LOWER_SHORT_TARGET: 'CH-LOWER-SHORT-TARGET',
  TARGET_FACE_DOWN_ATK: 'CH-TARGET-FACE-DOWN-ATK',
  /** An optional effect whose every step would leave its target as it is (ATK already 0, nothing to negate) cannot target it (./chain/nothing-on-target.ts). */
  NOTHING_ON_TARGET: 'CH-NOTHING-ON-TARGET',
  /** Added (issue 16): 「攻击力变成0，那个效果无效」 — the negation rides on the ATK change, so a target at ATK 0 is refused. */
  NOTHING_ON_TARGET_FIRST: 'CH-NOTHING-ON-TARGET-FIRST',
  NEGATE_THEN_DESTROY: 'CH-NEGATE-THEN-DESTROY',
  /** An equip card's change 「只在…伤害计算时」 holds only during damage calculation (its step's phase condition, ./game/equip.ts). */
  EQUIP_DAMAGE_CALC_ONLY: 'CH-EQUIP-DAMAGE-CALC-ONLY',
  /** An equip card whose monster left the field or was turned face-down is destroyed by rule (./game/equip.ts). */
  EQUIP_DESTROYED: 'CH-EQUIP-DESTROYED',
  /** 持续取对象: a card and the card it keeps targeting, destroyed together at once by its bond (./game/bonds.ts). */
  BOND: 'CT-BOND',
  /** A continuous effect 「这张卡成为…效果的对象时，…」 applies once the targeting effect has resolved, with no chain (./chain/on-targeted.ts). */
  TARGETED_CONTINUOUS: 'CH-TARGETED-CONTINUOUS',
  /** A monster that would become an Equip Card of a monster no longer face-up in the Monster Zone is sent to the GY by rule. */
  EQUIP_FAILS: 'CH-EQUIP-FAILS',
  /** Added (issue 16): an effect negation on a Continuous Spell/Trap's card activation that resolves nothing negates nothing. */
  NEGATE_NO_RESOLUTION: 'CH-NEGATE-NO-RESOLUTION',
  /** Added (issue 16): a monster held as an equip card by its monster's own equip-to-itself effect is destroyed when that monster's effects are negated. */
  EQUIP_HELD_NEGATED: 'CH-EQUIP-HELD-NEGATED',
  /** Added (issue 16): a monster card used as an equip card is an Equip Spell — only its name, no race/attribute/level/ATK (./game/match.ts). */
  EQUIP_MONSTER_AS_SPELL: 'CH-EQUIP-MONSTER-AS-SPELL',
  /** Added (issue 16): an effect equipping cards to its own monster does nothing once that monster is not face-up in the Monster Zone. */
  EQUIP_HOLDER_GONE: 'CH-EQUIP-HOLDER-GONE',
  /** Added (issue 16): a summon by procedure with this card as material, its monster chosen at resolution: nothing applies once this card is not face-up in the Monster Zone. */
  PROCEDURE_SELF_GONE: 'CH-PROCEDURE-SELF-GONE',
  /** Added (issue 16): a continuous 「…为对象的魔法·陷阱卡的效果无效并破坏」 destroys a Spell/Trap keeping such a target once the chain resolved (./chain/resolve.ts). */
  CONT_NEGATE_TARGETING: 'CH-CONT-NEGATE-TARGETING',
  /** Added (issue 16): a Union, or 「给那只自己怪兽装备」, whose target the opponent now controls is sent to the GY by rule. */
  EQUIP_OWN_MONSTER: 'CH-EQUIP-OWN-MONSTER',
  /** Added (issue 16): a monster that would become an Equip Card when its controller has no free Spell & Trap Zone is sent to the GY by rule. */
  EQUIP_NO_ZONE: 'CH-EQUIP-NO-ZONE',
  /** 「…可以把这张卡当作装备卡使用给那只对方怪兽装备」 (章鲨): from the GY, to the monster its card battled. */
  EQUIP_BATTLED: 'CH-EQUIP-BATTLED',
  /** A Token used as an Equip Card is no monster: no effect can Special Summon it. */
  TOKEN_EQUIP: 'CH-TOKEN-EQUIP',
  // ── activation requirements 发动条件 ─────────────────────────────────────────────────────────────
  CONDITION: 'CH-COND',
  /** 「这张卡有X在作为超量素材的场合」: an activation condition judged on the Xyz Materials the situation states (not stated: assumed, said). */
  HOLDS_MATERIAL_KIND: 'CH-HOLDS-MATERIAL-KIND',
  CONDITION_UNKNOWN: 'CH-COND-UNKNOWN',
  /** A card activation 「…时才能发动」 on an event (`trigger`/`waitsFor`): judged by what happened just before the chain, assumed when nothing is stated (./chain/when-condition.ts). */
  WHEN_CONDITION: 'CH-WHEN-CONDITION',
  /** s53: the same for damage, an attack negated, a position changed (with whose), and 「对方发动…时」 an activation below (./chain/when-condition.ts). */
  WHEN_EVENT_KINDS: 'CH-WHEN-EVENT-KINDS',
  /** s54: 「…让自己受到1000以上的伤害时」 (`damageAtLeast`): one damage of at least that much (s57: 「1500以下」 `damageAtMost`, at most); its amount unknown, assumed and said (./chain/when-condition.ts, ./game/triggers.ts). */
  DAMAGE_AT_LEAST: 'CH-DAMAGE-AT-LEAST',
  /** s54: 「对方发动以…为对象的卡时」 (`cardWord`): a Spell/Trap card's activation or a monster's effect; a face-up Spell/Trap's effect assumed and said (./chain/legality.ts). */
  RESPONDS_CARD_WORD: 'CH-RESPONDS-CARD-WORD',
  /** 「对方把…的发动无效的场合」: an activation negated by the side named, read from the chain before (./chain/when-condition.ts negationMet). */
  NEGATED_EVENT: 'CH-NEGATED-EVENT',
  /** A card activation or quick effect timed to a period of a phase (`waitsFor` only a phase, 「从伤害步骤开始时到伤害计算前」): only in it (./chain/period.ts). */
  PERIOD: 'CH-PERIOD',
  /** The damage step written without its part (`阶段:伤害步骤`): a part an effect names is assumed, not refused (./chain/period.ts, ./game/match.ts). */
  PHASE_PART_UNSTATED: 'CH-PHASE-PART-UNSTATED',
  /** A draw of as many cards as a Deck listed in full holds draws those very cards (./game/actions.ts addToHand). */
  DRAW_LISTED_DECK: 'CH-DRAW-LISTED-DECK',
  CONDITION_COMPARE: 'CH-COND-COMPARE',
  CONDITION_EITHER: 'CH-COND-EITHER',
  CHOICE: 'CH-CHOICE',
  /** 「选最多有场地区域的卡的数量的以下效果适用」: at most as many ● as the cards counted as it resolves (none: nothing applies, it cannot be activated) — the noted ones, else the first written (said). */
  UP_TO_COUNT: 'CH-UP-TO-COUNT',
  /** 「（对方）从以下效果选1个适用」: ● options picked as the effect resolves, by that player — `[●n]` names it, else the first that fits, said with the options. */
  CHOICE_AT_RESOLUTION: 'CH-CHOICE-AT-RESOLUTION',
  DIE_ROLL_NOTE: 'CH-DIE-ROLL-NOTE',
  /** A die effect whose words were not read (several dice; what a ● picked by a die acts on) is said so in the assumptions, not applied silently. */
  DICE_UNREAD: 'CH-DICE-UNREAD',
  /** A target description the compiler left unread (`target: …` among the effect's unread words) is said in the assumptions, not checked silently. */
  TARGET_UNREAD: 'CH-TARGET-UNREAD',
  TRAP_SET_TURN: 'CH-TRAP-SET-TURN',
  QP_SET_TURN: 'CH-QP-SET-TURN',
  TRAP_SET_TURN_IF: 'CH-TRAP-SET-TURN-IF',
  TRAP_HAND: 'CH-TRAP-HAND',
  TRAP_HAND_ALLOWED: 'CH-TRAP-HAND-TEXT',
  HAND_ACTIVATION_COST: 'CH-HAND-ACTIVATION-COST',
  QP_HAND_OPP_TURN: 'CH-QP-HAND-OPP',
  SPELL_SPEED1_WINDOW: 'CH-SPELL1-OWN-MAIN',
  IGNITION_WINDOW: 'CH-IGNITION-OWN-MAIN',
  OPT_USED: 'CH-OPT-USED',
  OPT_IN_CHAIN: 'CH-OPT-CHAIN',
  /** 「同一连锁上最多1次」: the same card's effect, already a legal link of this chain, cannot be chained again. */
  ONCE_PER_CHAIN: 'CH-ONCE-PER-CHAIN',
  /** s59: 「连锁3以后才能发动」 — activated only as that chain link or higher (the links below that were activated counted). */
  CHAIN_LINK_AT_LEAST: 'CH-CHAIN-LINK-AT-LEAST',
  /** s59 round 17: 「变成这个回合的结束阶段」 — the Battle Phase ends, its attack stops, and the End Phase comes next. */
  SKIP_TO_END_PHASE: 'CH-SKIP-TO-END-PHASE',
  /** Issue 16 (复制): a gained 「召唤·特殊召唤的回合」 effect is not usable by the card that gained it after its summon. */
  COPY_SUMMON_TURN: 'CH-COPY-SUMMON-TURN',
  /** Issue 16 (复制): a copy of a Spell/Trap's effect cannot apply a Trap that becomes a monster/equip, an effect reading its cost, or one its own cost empties. */
  COPY_UNCOPYABLE: 'CH-COPY-UNCOPYABLE',
  /** Issue 16 (复制): an ignition effect cannot copy an effect whose card activation waits for an event (`waitsFor`). */
  COPY_EVENT_TIMING: 'CH-COPY-EVENT-TIMING',
  /** Issue 16 (复制.rst:193, :201): a copy of a Trap's effect must meet that Trap's activation conditions. */
  COPY_TRAP_CONDITIONS: 'CH-COPY-TRAP-CONDITIONS',
  /** Issue 16 (复制): a copy's use limit is its copied text's, counted with the real card's uses (named beside CH-HISTORY-USED / CH-OPT-CHAIN). */
  COPY_OPT: 'CH-COPY-OPT',
  /** Added (head-judge review s42 rv3): a copy's own 1回合1次 effect that made the copy is spent this turn (./game/copied.ts). */
  COPY_OWN_SPENT: 'CH-COPY-OWN-SPENT',
  /** Issue 16, 复制.rst:128: a card using another same-named card's effects as its own — its first 1回合1次 use is its printed one's. */
  GAIN_OWN_NAME: 'CH-GAIN-OWN-NAME',
  /** Issue 16, 装备卡.rst:60: 「装备在怪兽上的这张卡」 triggers only for an Equip Spell equipped to a monster when the event happened. */
  EQUIPPED_ONLY: 'WIN-EQUIPPED-ONLY',
  EQUIPPED_HOLDER_GONE: 'WIN-EQUIPPED-HOLDER-GONE',
  /** Issue 16 (复制): a copy of a Spell/Trap's effect resolves the copied steps as its own (its card is 「这张卡」), on the copied targets. */
  COPY_RESOLVES: 'CH-COPY-RESOLVES',
  /** Added (issue 16): a copy, by targeting, of an effect that takes no target is not an effect that targets (./game/state.ts activationOf). */
  COPY_TARGETS: 'CH-COPY-TARGETS',
  /** Issue 16 (复制.rst:225): 「发动后这张卡不送去墓地，直接盖放」 — a resolved card activation that Sets its own card stays Set. */
  SET_AGAIN: 'CH-SET-AGAIN',
  /** Issue 16 (复制.rst:79–84): a gained effect returning this card to the Extra Deck, on a card that cannot go there. */
  COPY_RETURN: 'CH-COPY-RETURN',
  COST_LP: 'CH-COST-LP',
  /** 「支付以1000为单位的基本分」: a cost of any multiple of the unit — the unit must be payable; the least is assumed paid, and said. */
  COST_LP_UNIT: 'CH-COST-LP-UNIT',
  /** Issue 16 (指示物): 「把这张卡N个X指示物取除才能发动」 cannot be paid while the card holds fewer than N of that kind. */
  COUNTER_COST: 'CNT-COST',
  /** 「把自己场上2个魔力指示物取除」: a counter cost from the cards of a field together — fewer there, the activation is illegal. */
  COUNTER_COST_FIELD: 'CNT-COST-FIELD',
  /** Issue 16 (指示物): an ATK/DEF change counted by the counters of one kind on its own card (StatScale `counters`). */
  COUNTER_ATK: 'CNT-ATK',
  /** Issue 16 (指示物): a card that leaves its zone or turns face-down holds no counters (a new card). */
  COUNTER_LEAVE: 'CNT-LEAVE',
  /** Issue 16 (指示物): `(魔力指示物3)` — counters the situation states on a card. */
  COUNTER_STATE: 'CNT-STATE',
  /** Issue 16 (指示物): an effect step places counters on face-up cards on the field or removes them (Action.counterStep). */
  COUNTER_PLACE: 'CNT-PLACE',
  /** Issue 16 (指示物): a card negated loses its Spell Counters (and the other kinds only a card able to hold them may carry). */
  COUNTER_NEGATED: 'CNT-NEGATED',
  /** Issue 16 (指示物): counters only a card able to hold them may carry are placed on no other card (CNT-CAN-HOLD as the step resolves). */
  COUNTER_PLACE_ON_HOLDER: 'CNT-PLACE-ON-HOLDER',
  COST_LP_NOTE: 'CH-COST-LP-NOTE',
  /** A cost paid with cards the situation does not list is said by what the cost names — how many and which (「3张自己场上的表侧表示的「古代的机械」卡」) — not as a card not named. */
  COST_UNNAMED_SAID: 'CH-COST-UNNAMED-SAID',
  PLAYER_MUST: 'CH-PLAYER-MUST',
  RETURN_NOT_DONE: 'CH-RETURN-NOT-DONE',
  /** A Token returned to the hand or a Deck vanishes instead (said 消灭, never put there). */
  TOKEN_VANISHES: 'CH-TOKEN-VANISHES',
  /** A step summoning several Tokens it names summons that many, each by that Token's name (not an unnamed monster). */
  TOKENS_NAMED: 'CH-TOKENS-NAMED',
  MOVE_NOT_DONE: 'CH-MOVE-NOT-DONE',
  /** A draw of as many cards as fit a filter on the field as it resolves (「抽出自己场上的「X」怪兽的数量」). */
  DRAW_COUNT_OF: 'CH-DRAW-COUNT-OF',
  /** 「选择的自己的卡破坏，选择的对方的卡回到手卡」: the step on the other side's targets rides on the step on one side's (needsBefore). */
  SIDE_STEP_FIRST: 'CH-SIDE-STEP-FIRST',
  /** A move done only on the cards whose ATK/DEF, read as it resolves, meets a bound (「守备力是2000以下的场合破坏」). */
  STEP_IF_STAT: 'CH-STEP-IF-STAT',
  /** Each player's own monster swapped; nothing when either has none or either is unaffected. */
  SWAP_CONTROL: 'CH-SWAP-CONTROL',
  /** A gain of LP a face-up continuous effect turns into damage: an effect that damages that player (at activation and resolution). */
  LP_GAIN_AS_DAMAGE: 'CH-LP-GAIN-AS-DAMAGE',
  /** A 「不能对应这张卡的发动…」 guard under a state holds only while that state does (judged when the answer would be made). */
  CANNOT_BE_ANSWERED_WHILE: 'CH-CANNOT-BE-ANSWERED-WHILE',
  CANNOT_BE_ANSWERED_GRANTED: 'CH-CANNOT-BE-CHAINED-GRANTED',
  /** An answer to a destruction of at least N cards counts what the activation would certainly destroy. */
  DESTROYS_COUNT: 'CH-DESTROYS-COUNT',
  FIXED_COUNT_UNAFFECTED: 'CH-FIXED-COUNT-UNAFFECTED',
  DAMAGE_BY_COUNT: 'CH-DAMAGE-BY-COUNT',
  DAMAGE_STAT_DIFF: 'CH-DAMAGE-STAT-DIFF',
  /** Damage of N per card the board holds (「…数量×500伤害」), counted as it resolves (issue 16). */
  DAMAGE_SCALED: 'CH-DAMAGE-SCALED',
  NOTHING_TO_APPLY_LOCK: 'CH-NOTHING-TO-APPLY-LOCK',
  /** 「看对方手卡。…的场合，…」: the look decides whether it can be activated, not the step done only if (s52). */
  LOOK_THEN_IF: 'CH-LOOK-THEN-IF',
  /** 「和这张卡进行过战斗的怪兽不能把表示形式变更」 on a monster written `已战斗:X` (s52). */
  POSITION_LOCK_BATTLED: 'CH-POSITION-LOCK-BATTLED',
  STAT_MATERIALS: 'CH-STAT-MATERIALS',
  /** Damage of 「那只怪兽的原本攻击力数值」 read from the monster this card destroyed by battle, while it is still in the GY. */
  DAMAGE_DESTROYED_VALUE: 'CH-DAMAGE-DESTROYED-VALUE',
  DRAW_PLAYER: 'CH-DRAW-PLAYER',
  PROTECT_FROM: 'CH-PROTECT-FROM',
  ATTACK_TARGET_SUBJECT: 'CH-ATTACK-TARGET-SUBJECT',
  ATTACK_TARGET_KIND: 'CH-ATTACK-TARGET-KIND',
  QUICK_OR_ATTACKED: 'CH-QUICK-OR-ATTACKED',
  COST_HAND: 'CH-COST-HAND',
  COST_COUNT_OF_TARGETS: 'CH-COST-COUNT-OF-TARGETS',
  COST_SELF: 'CH-COST-SELF',
  /** 「把这张卡N个超量素材取除」 needs N of the Xyz Materials the situation states (`素材:X+Y`) still under it; none stated, N assumed (./chain/legality.ts). */
  COST_DETACH_COUNT: 'CH-COST-DETACH-COUNT',
  /** A trigger on its card's own summon of one kind, after an action that summoned that card another way, cannot be activated (./chain/action-misses-trigger.ts). */
  TRIGGER_ACTION_MISMATCH: 'CH-TRIGGER-ACTION-MISMATCH',
  /** A trigger on its card's own summon of one kind (a Tribute Summon), on a card the situation states was summoned another way, cannot be activated (./chain/action-misses-trigger.ts). */
  TRIGGER_STATED_SUMMON: 'CH-TRIGGER-STATED-SUMMON',
  /** A trigger on its card's own summon whose summon the input states (the action before the chain, or `本回合:A:X(召唤)`) is read from it: its trigger condition is not assumed (./chain/action-misses-trigger.ts). */
  TRIGGER_STATED_MET: 'CH-TRIGGER-STATED-MET',
  /** Targets not written are assumed only where the situation could hold them: a target group whose places it lists in full (the GYs) with too few fitting cards makes the activation illegal (./chain/legality.ts). */
  TARGET_LISTED_NONE: 'CH-TARGET-LISTED-NONE',
  /** A field written `A场只有:` holds only the cards listed (judged in full); one written with cards and no marker may hold more — what that assumes is said (./chain/legality.ts, ../game/match.ts). */
  FIELD_COMPLETE: 'SIT-FIELD-COMPLETE',
  /** A cost of a hand card of the answered card's kind (怪兽·魔法·陷阱) with none in the listed hand (./chain/cost-same-kind.ts). */
  COST_SAME_KIND: 'CH-COST-SAME-KIND',
  /** A monster whose own effect says it cannot be tributed (「这张卡不能解放」) cannot be tributed for a cost (./chain/cost-untributable.ts). */
  COST_CANNOT_TRIBUTE: 'CH-COST-CANNOT-TRIBUTE',
  TARGET_QUALIFY: 'CH-TARGET-QUALIFY',
  TARGET_ACTIVATING_FACEUP: 'CH-TARGET-ACTIVATING-FACEUP',
  /** A face-down target fits no filter asking what a face-down card hides (a Type, Attribute, Level, name, subtype…). */
  TARGET_FACE_DOWN: 'CH-TARGET-FACE-DOWN',
  /** A Gemini monster on the field or in the GY is a Normal Monster for 「效果怪兽」「通常怪兽」 filters (../game/match.ts). */
  GEMINI_NORMAL: 'CH-GEMINI-NORMAL',
  TARGET_COUNT: 'CH-TARGET-COUNT',
  TARGET_DISTINCT_NAMES: 'CH-TARGET-DISTINCT-NAMES',
  /** Added (s49): at most as many targets as the monsters co-linked with the card (互相连接), read from the stated zones; not stated, said. */
  TARGET_CO_LINKED: 'CH-TARGET-CO-LINKED',
  /** Added (s58): 「以和这张卡相同纵列…为对象」 — each target in this card's column at activation and at resolution (zones stated; else not read, said). */
  TARGET_SAME_COLUMN: 'CH-TARGET-SAME-COLUMN',
  /**
   * Added (s59): a protection granted to the cards in its card's column (「和这张卡相同纵列的自己的「星遗物」卡不会成为对方的效果的对象，不会被对方的
   * 效果破坏」): only a card standing in that column, by the zones the situation states; a zone not stated: taken as in it, and said.
   */
  PROTECT_SAME_COLUMN: 'CH-PROTECT-SAME-COLUMN',
  TARGET_COUNTED_BY: 'CMP-TARGET-COUNTED-BY',
  /** Added (issue 16): an effect activated without a target (`[无对象]`): only an optional target (「发动时可以以…为对象。那个场合…」) may be left out, and then nothing that hangs on it is contained or done. */
  NO_TARGET_TAKEN: 'CH-NO-TARGET-TAKEN',
  FACE_DOWN_MONSTER: 'CH-FACE-DOWN-MONSTER',
  SET_SPELL_TRAP: 'CH-SET-SPELL-TRAP',
  FROM_ZONE: 'CH-FROM-ZONE',
  UNKNOWN: 'CH-UNKNOWN',
  /** A Normal Monster (not a Pendulum one) or a Token has no effect: naming it as a chain link is no activation. */
  NO_EFFECT: 'CH-NO-EFFECT',
  // ── where it is activated 发动的场所 ─────────────────────────────────────────────────────────────
  PLACE_BEFORE_COST: 'CH-PLACE-COST',
  PLACE_DEFAULT: 'CH-PLACE-DEFAULT',
  PLACE_DESTROYER: 'CH-PLACE-DESTROYER',
  ST_ON_CHAIN: 'CH-ST-ON-CHAIN',
  COST_NOT_EFFECT: 'CH-COST-NOT-EFFECT',
  // ── resolution 处理 ─────────────────────────────────────────────────────────────────────────────
  REVERSE: 'CH-REVERSE',
  NEGATE_ACTIVATION: 'CH-NEG-ACT',
  NEGATE_EFFECT: 'CH-NEG-EFF',
  NEGATED_ST_OFF_FIELD: 'CH-NEG-ST-OFF-FIELD',
  COUNTER_TRAP_NEGATION: 'CH-NEG-BY-COUNTER',
  TARGET_GONE: 'CH-TARGET-GONE',
  TARGET_ZONE_MOVE: 'CH-TARGET-ZONE-MOVE',
  TARGET_STAYS: 'CH-TARGET-FACEDOWN-OK',
  ATTACK_WINDOW: 'CH-ATTACK-WINDOW',
  /** Added (s46): an attack declaration is assumed only in the turn whose player's monster the effect needs to attack (./chain/attack-turn.ts). */
  ATTACK_DECLARED_TURN: 'CH-ATTACK-DECLARED-TURN',
  /** Added (fx37b): between two turns nothing can be activated — no window (WIN-BETWEEN-TURNS), and no chain link either. */
  BETWEEN_TURNS: 'CH-BETWEEN-TURNS',
  EVENT_NOT_YET: 'CH-EVENT-NOT-YET',
  FORBIDDEN_ACTION: 'CH-FORBIDDEN-ACTION',
  /** Added (issue 16): a rewrite whose new text would first make a player a face-up floodgate binds do what it forbids cannot be activated. */
  FORBIDDEN_REWRITE: 'CH-FORBIDDEN-REWRITE',
  /** Added (issue 16): an optional effect with a later step it must carry out that a face-up card forbids cannot be activated. */
  FORBIDDEN_MUST_STEP: 'CH-FORBIDDEN-MUST-STEP',
  SET_FIRST: 'CH-SET-FIRST',
  TARGET_ATTACKER: 'CH-TARGET-ATTACKER',
  SUMMON_NEGATED: 'CH-SUMMON-NEGATED',
  /** The summon negation (Chain Link 1) was itself negated or did nothing: the summon succeeds at the chain's end. */
  SUMMON_NEGATION_NEGATED: 'CH-SUMMON-NEGATION-NEGATED',
  TARGET_FACEDOWN_NO_APPLY: 'CH-TARGET-FACEDOWN-NO-APPLY',
  TARGET_NO_LONGER: 'CH-TARGET-NO-LONGER',
  /** A player whose LP the chain brought to 0 has lost: the links not yet resolved do not resolve (issue 16). */
  LP_ZERO: 'CH-LP-ZERO',
  /** 特殊胜利: a card's special win condition met (five pieces in the hand, a summon) ends the Duel at once (issue 16). */
  SPECIAL_WIN: 'CH-SPECIAL-WIN',
  /** Both players win or lose at the same moment: the Duel is a draw (issue 16). */
  DUEL_DRAW: 'CH-DUEL-DRAW',
  /** LP reaching 0 is judged before a special win met at the same moment: that player loses, no draw (issue 16). */
  LP_ZERO_FIRST: 'CH-LP-ZERO-FIRST',
  /** A continuous special win on the monsters of both fields (「the other monsters of both fields are exactly N 「X」 Normal Monsters」). */
  SPECIAL_WIN_FIELD: 'CH-SPECIAL-WIN-FIELD',
  /** A resolution that describes its target again (「那只对方怪兽」「盖放的那张卡」) reads that part again (issue 16). */
  TARGET_RESTATED: 'CH-TARGET-RESTATED',
  TARGET_PARTIAL: 'CH-TARGET-PARTIAL',
  STAYS_ON_FIELD: 'CH-STAYS-ON-FIELD',
  COST_SELF_LEAVES: 'CH-COST-SELF-LEAVES',
  /** A Spell/Trap activated from the hand is activated on the field, for what answers effects by place (issue 16). */
  PLACED_ACTIVATION: 'CH-PLACED-ACTIVATION',
  LEAVES_STILL_RESOLVES: 'CH-NORMAL-ST-LEAVES',
  RESOLUTION_CONDITION: 'CH-RES-COND',
  CONDITION_NOT_RECHECKED: 'CH-COND-NOT-RECHECKED',
  LINGERING_NEGATION: 'CH-LINGER-NEGATE',
  NAME_NEGATION: 'CH-NAME-NEGATE',
  RESOLVED_STAYS: 'CH-RESOLVED-STAYS',
  CONTINUOUS_NEGATION: 'CH-CONT-NEGATE',
  /** A continuous negation that must apply to an activated effect applies even after another negation, each one, with what follows it (issue 16). */
  NONCHAIN_NEGATE: 'CH-NONCHAIN-NEGATE',
  /** A negation on no chain that may apply (optional, the reference's second kind) applies only to an effect not negated otherwise, one of them (issue 16). */
  NONCHAIN_NEGATE_OPTIONAL: 'CH-NONCHAIN-NEGATE-OPTIONAL',
  /** A step naming the targets of one side (「那只自己的…」「那只对方怪兽」) acts on those only (issue 16). */
  STEP_TARGETS: 'CH-STEP-TARGETS',
  /** 「以下效果适用。●A ●B」: each ● applies in turn whether or not the one before did (issue 16). */
  STEPS_APART: 'CH-STEPS-APART',
  /** A Continuous Spell/Trap negating its target negates it from its activation's resolution on (issue 16). */
  CONT_NEGATE_TARGETS: 'CH-CONT-NEGATE-TARGETS',
  /** A Continuous Spell/Trap whose link only had its effect negated stays; its continuous effects apply from then on (the chain-end note, window/index.ts). */
  CONT_NEGATED_LASTING: 'CH-CONT-NEGATED-LASTING',
  /** A GY lock negates, when it resolves, an effect that must move a card out of the GY. */
  GY_LOCK: 'CH-GY-LOCK-MOVES',
  /** An effect a GY lock cannot negate but keeps from applying still does the steps written before the first one that must move a card out of the GY (./chain/resolve.ts). */
  GY_LOCK_PARTIAL: 'CH-GY-LOCK-PARTIAL',
  /** A Normal-Summonable monster's own summon from the GY is an effect (无种类效果): a GY lock stops it whole. */
  UNCLASSIFIED_GY_LOCK: 'CH-UNCLASSIFIED-GY-LOCK',
  /** A phase trigger from the hand (or one whose card says so, `firstLinkOnly`) can only be Chain Link 1. */
  PHASE_TRIGGER_FIRST: 'CH-PHASE-TRIGGER-FIRST',
  /** A trigger met by the start of a phase (「结束阶段」「自己准备阶段」) is activated in that phase only; no phase given: assumed and said. */
  PHASE_TRIGGER_PHASE: 'CH-PHASE-TRIGGER-PHASE',
  PHASE_TRIGGER_TURN: 'CH-PHASE-TRIGGER-TURN',
  PHASE_TRIGGER_HAND_SIZE: 'CH-PHASE-TRIGGER-HAND-SIZE',
  /** Added (s49, ./chain/turn-assumed.ts): no turn written — the turn player is the one a link's phase trigger needs, for the whole answer. */
  TURN_ASSUMED: 'CH-TURN-ASSUMED',
  /** A trigger timed to the Battle Phase / Battle Step (「…战斗步骤才能发动」) can only be Chain Link 1. */
  BATTLE_TRIGGER_FIRST: 'CH-BATTLE-TRIGGER-FIRST',
  /** A cost that sends a specific card to the GY cannot use a face-down card on the field. */
  COST_SEND_FACE_DOWN: 'CH-COST-SEND-FACE-DOWN',
  /** A cost that banishes a specific card (a kind is asked) cannot use a face-down card on the field (issue 16). */
  COST_BANISH_FACE_DOWN: 'CH-COST-BANISH-FACE-DOWN',
  /** A cost returning a card to the Deck/hand cannot take a card that would not arrive there (an Extra Deck monster, a Token) (issue 16). */
  COST_RETURN_NOT_THERE: 'CH-COST-RETURN-NOT-THERE',
  COST_GY_LISTED: 'CH-COST-GY-LISTED',
  /** A cost paid with cards from places the situation does not write at all: assumed payable, and said (s61). */
  COST_UNSTATED: 'CH-COST-UNSTATED',
  COST_SELF_PLACE: 'CH-COST-SELF-PLACE',
  /** Revealing a hand card as a cost cannot be paid with a card already kept revealed (issue 16, 公开). */
  COST_REVEAL_PUBLIC: 'CH-COST-REVEAL-PUBLIC',
  /** 「把自己场上的「X」全部解放」: every such card must be tributed — one that is no monster (an Equip Card) cannot be (issue 16). */
  COST_TRIBUTE_ALL: 'CH-COST-TRIBUTE-ALL',
  /** A floodgate on one place (「不能把墓地的卡除外」): an activation that could take only cards from there cannot be activated. */
  FORBIDDEN_FROM: 'CH-FORBIDDEN-FROM',
  /** 「只能有○○存在」: an effect that must make a summon a field limit forbids cannot be activated. */
  FIELD_LIMIT: 'CH-FIELD-LIMIT',
  /** The same limits at resolution: an effect that only summons, and whose summon the board now forbids, does nothing. */
  FIELD_LIMIT_AT_RESOLUTION: 'CH-FIELD-LIMIT-AT-RESOLUTION',
  /** The same limits at one summon step of a longer effect: that summon is not made, the steps before it stand. */
  FIELD_LIMIT_STEP: 'CH-FIELD-LIMIT-STEP',
  /** A face-up card limits each player's activations of a kind per turn (a limit of 1 monster effect each): the one over it is illegal. */
  ACTIVATION_LIMIT: 'CH-ACTIVATION-LIMIT',
  /** A protection with a condition: read on the board when the situation shows it, else assumed met and said. */
  PROTECT_CONDITION: 'CH-PROTECT-CONDITION',
  /** A face-up card's continuous protection of the cards its filter names (../game/protection-grants.ts). */
  PROTECT_GRANTED: 'CH-PROTECT-GRANTED',
  /** A pledge (誓约) applies from activation: a later link of the same player doing what it forbids is illegal. */
  PLEDGE: 'CH-PLEDGE',
  /** Added (issue 16): a pledge also bars the other player's effect that must make the pledged player do what it forbids. */
  PLEDGE_OPPONENT: 'CH-PLEDGE-OPPONENT',
  /** A draw or top-of-Deck mill of N cards cannot be activated from a listed Deck of fewer (issue 16, 特定效果的处理方法.rst:242–249). */
  DECK_SHORT: 'CH-DECK-SHORT',
  /** A pledge of a link above (activated later in the chain) already binds when a lower link resolves (issue 16, 誓约.rst:129–132). */
  PLEDGE_AT_RESOLUTION: 'CH-PLEDGE-AT-RESOLUTION',
  /** A pledge is on the whole turn: its effect cannot be activated once its controller made the forbidden summon (a summon in progress included). */
  PLEDGE_DONE: 'CH-PLEDGE-DONE',
  /** Added (issue 16): a pledge of an activation earlier this turn (not activation-negated) binds its player for the rest of the turn. */
  PLEDGE_EARLIER: 'CH-PLEDGE-EARLIER',
  /** Added (issue 16): 「这个回合对方不能把…发动」 left by an effect that resolved earlier this turn (not negated) binds every later chain. */
  LINGERING_LOCK: 'CH-LINGERING-LOCK',
  /** Added (issue 16): the same lock left for the rest of the Duel (「这次决斗中」), named with CH-LINGERING-LOCK. */
  LINGERING_LOCK_DUEL: 'CH-LINGERING-LOCK-DUEL',
  /**
   * Added (s57): the same lock on 「宣言的种类的卡」 (the kind declared at activation: `[宣言 魔法]`, `宣言:魔法`) or lasting 「直到下次的对方回合结束时」;
   * no kind written, it refuses nothing and says so.
   */
  LINGERING_LOCK_DECLARED: 'CH-LINGERING-LOCK-DECLARED',
  LINGERING_LOCK_LAST_TURN: 'CH-LINGERING-LOCK-LAST-TURN',
  /** Added (issue 16): a monster unaffected by the card that keeps targeting it is not destroyed by that card's bond. */
  BOND_UNAFFECTED: 'CT-BOND-UNAFFECTED',
  /** Added (issue 16): an effect activated earlier this turn is used, negated or not (hard: by name; soft: by that copy, until it becomes a new card). */
  HISTORY_USED: 'CH-HISTORY-USED',
  HISTORY_RESUMMONED: 'CH-HISTORY-RESUMMONED',
  MOVED_FEWER: 'CH-MOVED-FEWER',
  ZONES_FULL: 'CH-ZONES-FULL',
  /** Added (s58): 「相同纵列有卡2张以上存在」 — one column holds that many cards of either player (zones stated; else not told). */
  COLUMN_COUNT: 'CH-COLUMN-COUNT',
  COLUMN_ALONE: 'CH-COLUMN-ALONE',
  /** Added (issue 16): a card activated by another card's effect (`本回合: X(由Y)`) was activated (it counts), but its activation's own effect did not apply. */
  HISTORY_BY: 'CH-HISTORY-BY',
  /** Added (issue 16): a card activated as a link's effect resolves (`[发动 X]`) is no chain link; what its activation does does not apply. */
  ACTIVATED_IN_RESOLUTION: 'CH-ACTIVATED-IN-RESOLUTION',
  /** A card a link shows as it resolves (「…1只融合怪兽给双方确认」) is named by a note `[确认 X]`; the steps on it (its materials) act on that card; with none, not known (./game/shown-card.ts). */
  SHOWN_CARD_NOTE: 'CH-SHOWN-CARD-NOTE',
  /** A step on 「和这张卡的①的效果确认的怪兽同名的」 takes the name that effect showed in a chain played before (its history entry), else says it is not known (./game/shown-card.ts). */
  SHOWN_BY_EARLIER: 'CH-SHOWN-BY-EARLIER',
  TYPE_OF_SHOWN: 'CH-TYPE-OF-SHOWN',
  /** 「双方玩家从各自的额外卡组选…给对方观看」: each player's shown monster (`[确认 A:X,B:Y]`, `B:无`), and the damage read off their ATK (./game/each-shown.ts). */
  EACH_SHOWN: 'CH-EACH-SHOWN',
  /** 「和那个数值相同的攻击力或守备力的1只…」 on an LP-paid trigger: the value is the LP the payment before this chain paid; not known, said (./game/paid-value.ts). */
  LP_PAID_VALUE: 'CH-LP-PAID-VALUE',
  /** Added (issue 16): a condition on what was activated earlier this turn (「这个回合…对方把怪兽的效果发动的场合」) is read from the turn's history; a negated activation was never made. */
  HISTORY_CONDITION: 'CH-HISTORY-CONDITION',
  /** A trigger met by a phase itself (「准备阶段」「结束阶段」) is activated once in that phase by each copy, negated or not. */
  PHASE_TRIGGER_ONCE: 'CH-PHASE-TRIGGER-ONCE',
  /** Added (issue 16, FD-MEMORY): a delayed trigger armed by its card's own summon is gone once that card was turned face-down. */
  ARMED_LOST: 'CH-ARMED-LOST',
  /** Added (issue 16): a phase trigger armed by a summon of its player this turn needs one that succeeded in the listed history. */
  ARMED_BY_TURN: 'CH-ARMED-BY-TURN',
  /** 「送去墓地的卡不去墓地而除外」: covered cards going to the GY are banished instead; a cost that sends to the GY cannot be paid. */
  GY_REDIRECT: 'CH-GY-REDIRECT',
  /** Added (issue 16): a redirect's card negated now by a face-up card's continuous negation (one that arrived mid-resolution too) redirects nothing. */
  GY_REDIRECT_NEGATED: 'CH-GY-REDIRECT-NEGATED',
  /** Added (issue 16): a direct action's destruction or send to the GY under a redirect: off the field first, then banished by that card's effect. */
  GY_REDIRECT_ACTION: 'CH-GY-REDIRECT-ACTION',
  /** Added (issue 16): the ● 「…解放作上级召唤成功的场合，那个时候的效果加上以下效果」 adds is done apart, only with a tribute of that Attribute. */
  TRIBUTE_ADDED: 'CH-TRIBUTE-ADDED',
  /** Added (issue 16): a player who must draw more cards than their listed Deck holds loses at that moment; both at once, a draw. */
  DECK_OUT: 'CH-DECK-OUT',
  /** Added (issue 16): a redirect's controller forbidden to banish (「对方不能把卡除外」 of the other player, 「双方不能把卡除外」) redirects nothing: the cards go to the GY. */
  GY_REDIRECT_FORBIDDEN: 'CH-GY-REDIRECT-FORBIDDEN',
  /** Added (s51): a resolved effect's 「直到下个回合结束时，被送去墓地的卡不去墓地而除外」 redirects as a face-up card's does, from then on. */
  GY_REDIRECT_LINGER: 'CH-GY-REDIRECT-LINGER',
  REPLACE_DESTROY: 'CH-REPLACE-DESTROY',
  LEAVES_REPLACEMENT: 'CH-LEAVES-REPLACEMENT',
  REPLACE_DESTROY_CANNOT: 'CH-REPLACE-DESTROY-CANNOT',
  /** A destruction replacement that pays LP along with its step (「支付500基本分作为代替把这张卡破坏」): too little LP, it cannot apply; applied, the LP is paid (./game/destroy-replacement.ts). */
  REPLACE_PAY_LP_TOO: 'CH-REPLACE-PAY-LP-TOO',
  REPLACE_DESTROY_OFFERED: 'CH-REPLACE-DESTROY-OFFERED',
  REPLACE_DESTROY_NESTED: 'CH-REPLACE-DESTROY-NESTED',
  /** 「作为代替把这张卡所连接区1只自己怪兽破坏」: the substitute must stand in a zone the Link monster points at (zones unstated: assumed, said). */
  REPLACE_DESTROY_LINKED: 'CH-REPLACE-DESTROY-LINKED',
  /** A replacement a link's note applies (`[代替破坏 X]`) is said applied only when it was; else why not (its card left the field …). */
  REPLACE_DESTROY_NOTED: 'CH-REPLACE-DESTROY-NOTED',
  /** A replacement of a card a face-up card's continuous negation reaches does not apply against an effect's destruction. */
  REPLACE_DESTROY_NEGATED: 'CH-REPLACE-DESTROY-NEGATED',
  /** A monster whose effect its text activates in the hand tributes itself from the hand as that effect's cost. */
  COST_SELF_HAND: 'CH-COST-SELF-HAND',
  /** 「…不会被无效化」: a negation of what the effect protects (its activation, its effect, its card being activated) does not apply. */
  CANNOT_BE_NEGATED: 'CH-CANNOT-BE-NEGATED',
  /** A card unaffected by the card that grants 「…不会被无效化」 does not receive that protection. */
  CANNOT_BE_NEGATED_UNAFFECTED: 'CH-CANNOT-BE-NEGATED-UNAFFECTED',
  /** A limit on summons a turn (「双方1回合只能有1次把怪兽特殊召唤」): the summons made this turn (one in progress included) plus the effect's own must stay within it. */
  SUMMON_COUNT: 'CH-SUMMON-COUNT',
  /** A summon limit a turn that came to apply during the chain stops a later summon step of one resolution once that resolution has made as many summons. */
  SUMMON_COUNT_STEP: 'CH-SUMMON-COUNT-STEP',
  /** Added (s50): a limit on summons a turn whose card's effects are negated limits nobody — at activation, at resolution and for the action alike. */
  SUMMON_COUNT_NEGATED: 'CH-SUMMON-COUNT-NEGATED',
  /** Added (s50): the summon the chain just negated was never made — the responses offered after that chain are judged without it. */
  SUMMON_COUNT_NEGATED_SUMMON: 'CH-SUMMON-COUNT-NEGATED-SUMMON',
  /** Added (s50): 「自己不能把怪兽召唤·反转召唤·特殊召唤」 — one pledge forbids Normal and Special Summons both (`alsoForbids`). */
  PLEDGE_SUMMONS: 'CH-PLEDGE-SUMMONS',
  /** A Flip Summon is no Normal Summon: a pledge against Normal Summons is not broken by one made this turn. */
  PLEDGE_FLIP_NOT_NORMAL: 'CH-PLEDGE-FLIP-NOT-NORMAL',
  /** 「只能有1张表侧表示存在」: a second copy cannot be activated while one is face-up or being activated. */
  ONLY_ONE_COPY: 'CH-ONLY-ONE-COPY',
  /** Added (issue 16): 「只能有1张表侧表示存在」 from the arriving card or the one on the field: an effect whose every summon/equip would bring a second one cannot be activated. */
  ONLY_ONE_ARRIVAL: 'CH-ONLY-ONE-ARRIVAL',
  /** Added (issue 16): the same at resolution: an effect that only summons/equips, whose card would now be a second one, does nothing. */
  ONLY_ONE_AT_RESOLUTION: 'CH-ONLY-ONE-AT-RESOLUTION',
  /** Added (issue 16): after a resolution, monsters a one-Type/one-Attribute/one-of-each limit no longer allows — the ones that came or changed later — are sent to the GY by rule. */
  FIELD_LIMIT_SEND: 'CH-FIELD-LIMIT-SEND',
  /** Added (issue 16): a monster holding two Attributes at once (「属性也当作「暗」使用」) breaks a one-Attribute limit by itself and is sent to the GY by rule. */
  FIELD_LIMIT_TWO_ATTRIBUTES: 'CH-FIELD-LIMIT-TWO-ATTRIBUTES',
  /** Added (issue 16): a face-up monster holding a one-Type/one-Attribute/one-of-each limit sends by rule like a Continuous Spell/Trap does. */
  FIELD_LIMIT_MONSTER: 'CH-FIELD-LIMIT-MONSTER',
  /** Added (issue 16): a second 「只能有1张表侧表示存在」 card face-up after the first is destroyed by rule. */
  ONLY_ONE_DESTROY: 'CH-ONLY-ONE-DESTROY',
  /** 只能有○○存在.rst:183–189: a face-up monster whose effects are negated on the field holds no 「只能有1张」 limit. */
  ONLY_ONE_NEGATED: 'CH-ONLY-ONE-NEGATED',
  /** Added (issue 16): a face-down monster an effect changes to a face-up position is flipped (face-up, a flipped event). */
  FLIP_BY_EFFECT: 'CH-FLIP-BY-EFFECT',
  /** "Would destroy" at activation: certain destructions only (not optional; "negate and destroy" only of a monster still on the field). */
  DESTROYS_AT_ACTIVATION: 'CH-DESTROYS-AT-ACTIVATION',
  DAMAGE_AT_ACTIVATION: 'CH-DAMAGE-AT-ACTIVATION',
  /** Added (issue 16): a destruction a die, a coin or a value found at resolution decides, or one made later, is not one it "would" make. */
  DESTROYS_CHANCE: 'CH-DESTROYS-CHANCE',
  /** Added (issue 16): a monster being Flip Summoned is face-up on the field in that chain; its summon is negated only if it still is and the negation applies to it. */
  FLIP_SUMMON_CHAIN: 'CH-FLIP-SUMMON-CHAIN',
  /** A Gemini monster summoned again is on the field while its summon may be negated; unaffected or negated then, nothing is negated. */
  GEMINI_SUMMON_CHAIN: 'CH-GEMINI-SUMMON-CHAIN',
  /** Added (issue 16): under a GY lock, an effect that chooses from the GY or another place is not negated; it cannot take the GY card. */
  GY_LOCK_CHOICE: 'CH-GY-LOCK-CHOICE',
  /** Added (issue 16): a destruction of cards chosen at resolution "would destroy" only what every possible choice on the listed board is. */
  DESTROYS_CHOICE: 'CH-DESTROYS-CHOICE',
  /** Added (issue 16): no Main Monster Zone free at resolution: no summon; a fixed card (target, itself) goes to the GY, a described one stays. */
  NO_FREE_ZONE: 'CH-NO-FREE-ZONE',
  NO_FREE_ZONE_SAME_STEP: 'CH-NO-FREE-ZONE-SAME-STEP',
  /** Added: 「等级合计直到变成和给人观看的…等级相同为止…特殊召唤」 with too few free zones to reach that level: nothing is summoned, and nothing after. */
  LEVELS_MATCH_NO_ZONE: 'CH-LEVELS-MATCH-NO-ZONE',
  /** Added (issue 16): an effect summoning several monsters together (N Tokens; a GY and an Extra Deck monster) needs a usable zone for each as it is activated. */
  ZONES_FOR_EACH_SUMMON: 'CH-ZONES-FOR-EACH-SUMMON',
  /** Added (issue 16): a card that would not arrive in the GY (a Token, a face-up Pendulum Monster on the field) cannot be sent there as a cost. */
  COST_SEND_NOT_GY: 'CH-COST-SEND-NOT-GY',
  /** Added (issue 16): 「自己对「X」1回合只能有1次特殊召唤」: not Special Summoned again the same turn (a negated summon does not count). */
  SUMMON_ONCE_PER_TURN: 'CH-SUMMON-ONCE-PER-TURN',
  /** Added (issue 16): an extra Normal Summon with the same words, or Normal Summons already as many, cannot be granted again this turn. */
  EXTRA_SUMMON: 'CH-EXTRA-SUMMON',
  /**
   * Added (issue 16, zones): with the field's zones stated, a monster from the Extra Deck needs an Extra Monster Zone its player may
   * use, or a free Main Monster Zone (Fusion/Synchro/Xyz) or a free linked one (Link): else it is not summoned (./game/field-zones.ts).
   */
  ZONE_EXTRA_SUMMON: 'ZONE-EXTRA-SUMMON',
  /** Added (issue 16, zones): a Link monster's arrows make linked zones of the Main Monster Zones next to it (not the opponent's across the EX row). */
  ZONE_LINKED: 'ZONE-LINKED',
  /** Added (issue 16, zones): two Link monsters each pointing at the other's zone are co-linked; a monster pointed at, or a Link monster pointing at one, is linked (a card's 「连接状态」「互相连接状态」). */
  ZONE_CO_LINKED: 'ZONE-CO-LINKED',
  /** Added (issue 16, zones): an EX Link — the other Extra Monster Zone taken by a Link monster that joins both through co-linked Link monsters; 「额外连接状态」. */
  ZONE_EX_LINK: 'ZONE-EX-LINK',
  /** Added (issue 16, Master Rule 2020): a trap monster turned face-down goes back to the Spell & Trap Zone, Set; none free: to the GY by rule. */
  TRAP_MONSTER_FACE_DOWN: 'TRAP-MONSTER-FACE-DOWN',
  TRAP_MONSTER_SELF_SUMMON: 'TRAP-MONSTER-SELF-SUMMON',
  /** Added (issue 16, zones): a monster summoned other than from the Extra Deck goes to a Main Monster Zone; a monster in an Extra Monster Zone fills none. */
  ZONE_MAIN_ONLY: 'ZONE-MAIN-ONLY',
  /** Added (issue 16): a Special Summon monster's own procedure is not made when the state it needs (「自己场上没有怪兽存在的场合」) is not met. */
  PROCEDURE_CONDITION: 'CH-PROCEDURE-CONDITION',
  /** Review s45 a-summon: a procedure's condition the card-text compiler could not read — its summon is not judged on it, and said. */
  PROCEDURE_CONDITION_UNREAD: 'CH-PROCEDURE-CONDITION-UNREAD',
  /** Review s42: a summon negation with no summon written, when none can be made now to answer (./chain/summon-answerable.ts). */
  SUMMON_NONE_TO_ANSWER: 'CH-SUMMON-NONE-TO-ANSWER',
  /** Review s42: a monster's own procedure is made only from the place its text names (./game/perform.ts procedureZoneRefusal). */
  PROCEDURE_FROM_ZONE: 'CH-PROCEDURE-FROM-ZONE',
  /** Review s42: an effect telling monsters by how they were summoned says which listed monsters it took as not summoned that way (./chain/summon-how-unstated.ts). */
  SUMMON_HOW_UNSTATED: 'CH-SUMMON-HOW-UNSTATED',
  /** A summon by the monster's own procedure (or a Synchro/Xyz/Link Summon by its method; a Pendulum Summon, s55) only by the turn player in their own open Main Phase: not in another phase or step (the Damage Step), the opponent's turn, nor on a chain. */
  PROCEDURE_TIMING: 'CH-PROCEDURE-TIMING',
  /** Added (issue 16): a procedure that sends cards to the GY cannot be made while a redirect would banish one of them instead. */
  GY_REDIRECT_PROCEDURE: 'CH-GY-REDIRECT-PROCEDURE',
  /** A procedure that banishes its cards cannot take one from a place a face-up floodgate closes to banishing (「不能把墓地的卡除外」) (issue 16). */
  PROCEDURE_FORBIDDEN_FROM: 'CH-PROCEDURE-FORBIDDEN-FROM',
  /** Added (issue 16): a face-down card temporarily banished (「直到结束阶段除外」) is banished face-down. */
  TEMP_BANISH_FACEDOWN: 'CH-TEMP-BANISH-FACEDOWN',
  /** Added (issue 16): a summon written as the action is not made when a face-up limit (one Type only, 「只能有1只表侧表示存在」) or an earlier pledge of the turn forbids it. */
  SUMMON_ACT_LIMIT: 'CH-SUMMON-ACT-LIMIT',
  /** Added (issue 16): a pledge of an earlier activation of the turn on attacks (「这张卡发动的回合，「X」不能攻击」) binds the monsters it names, unaffected ones too. */
  PLEDGE_ATTACK: 'CH-PLEDGE-ATTACK',
  /** Added (issue 16): a face-down monster's effect whose cost turns it face-up cannot be activated when a face-up limit forbids it face-up. */
  FLIP_COST_LIMIT: 'CH-FLIP-COST-LIMIT',
  /** Added (issue 16): a monster taken when the taker has no Main Monster Zone free at resolution is destroyed by rule (not by the effect). */
  CONTROL_NO_ZONE: 'CH-CONTROL-NO-ZONE',
  /** Added (issue 16): a monster a card took control of and keeps targeting, turned face-down, is no longer its target: control goes back to its owner. */
  CONTROL_FACEDOWN_BOND: 'CTL-FACEDOWN-BOND',
  /** Added (issue 16): 「控制权移给对方」 gives the monster to the effect controller's opponent, 「控制权回归原本持有者」 sends each back to its owner. */
  GIVE_CONTROL: 'CTL-GIVE-CONTROL',
  /** Added (issue 16): the player whose effect changes control chooses the Monster Zone; when control goes back to the owner, the player getting it does. */
  ZONE_CHOOSER: 'CTL-ZONE-CHOOSER',
  /** Added (issue 16): control changed 「直到结束阶段」 goes back at the End Phase played after the chain, to the player who had the monster. */
  CONTROL_UNTIL_END_PHASE: 'CTL-UNTIL-END-PHASE',
  /** Added (issue 16): an effect taking control of every opponent's monster a filter names needs a free Main Monster Zone for each at activation. */
  ZONES_FOR_ALL: 'CTL-ZONES-FOR-ALL',
  /** Added (issue 16): a monster that attacks only by returning cards of its field to the hand needs cards that can go there (no Token). */
  ATTACK_RETURN_COST: 'CH-ATTACK-RETURN-COST',
  /** Added (issue 16): the turn player's change of battle position by the rules — Main Phase, face-up, once a turn, not after a summon or an attack declaration this turn. */
  POSITION_CHANGE: 'CH-POSITION-CHANGE',
  /** 『表示形式不能变更』 an activated effect leaves on its monsters (「那只怪兽只要在场上表侧表示存在，变成不能把表示形式变更」). */
  POSITION_LOCK_LEFT: 'CH-POSITION-LOCK-LEFT',
  /** Added (review s47): a continuous 『表示形式不能变更』 of a face-up card (「对方场上的怪兽不能把表示形式变更」) stops the rules' change of the monsters it covers while it stands. */
  POSITION_LOCK_FIELD: 'CH-POSITION-LOCK-FIELD',
  /** Added (review s47): a Flip Summon is a change of battle position by the player: none of a monster under 『表示形式不能变更』. */
  POSITION_LOCK_FLIP_SUMMON: 'CH-POSITION-LOCK-FLIP-SUMMON',
  /** Added (review s47): an effect changes the position of a monster under 『表示形式不能变更』 all the same (the lock stops only the rules' change). */
  POSITION_LOCK_EFFECT: 'CH-POSITION-LOCK-EFFECT',
  /** Added (s48): a 『表示形式不能变更』 the card text compiler did not read is said, never applied nor dropped silently. */
  POSITION_LOCK_UNREAD: 'CH-POSITION-LOCK-UNREAD',
  STAT_AMOUNT_UNREAD: 'CH-STAT-AMOUNT-UNREAD',
  /** 「这张卡发动的回合，自己…也不能把表示形式变更」: a pledge of the player's activation this turn — no change of battle position, no Flip Summon. */
  POSITION_LOCK_PLEDGE: 'CH-POSITION-LOCK-PLEDGE',
  /** 「用这个效果把这张卡装备的怪兽…不能把表示形式变更」 (章鲨): the monster a monster card equips as its own effect. */
  POSITION_LOCK_EQUIPPED: 'CH-POSITION-LOCK-EQUIPPED',
  /** Added (issue 16): a resolution that summons a monster and then takes one: the monster taken is the one a one-Type/Attribute limit sends. */
  FIELD_LIMIT_TAKEN: 'CH-FIELD-LIMIT-TAKEN',
  /** Added (issue 16): effects used instead of the normal draw: which may share a chain, in which order, and not with an empty Deck. */
  DRAW_REPLACEMENT: 'CH-DRAW-REPLACEMENT',
  /** Added (issue 16): whether the normal draw is still made after a chain with an effect used instead of it (condition, pledge, or resolution). */
  NORMAL_DRAW: 'CH-NORMAL-DRAW',
  UNAFFECTED: 'CH-UNAFFECTED',
  THEN: 'CH-THEN',
  /** Added (issue 16, 效果改写): 「那个效果变成「…」」 — the answered effect does the new text instead of its own when it resolves. */
  REWRITE: 'CH-REWRITE',
  /** Added (issue 16): a continuous effect on the field rewrites the opponent's activations as they resolve, over a link's rewrite. */
  REWRITE_STANDING: 'CH-REWRITE-STANDING',
  /** Added (issue 16): a step left by a resolved link for a later phase is listed in the answer (`delayed`), not applied now. */
  DELAYED: 'CH-DELAYED',
  /** Added: a step an effect activated at the damage calculation leaves for 「伤害计算后」 is done right after that calculation, which follows the chain. */
  AFTER_CALC_STEP: 'CH-AFTER-CALC-STEP',
  /** Added (issue 16): a Pendulum card in a Pendulum Zone is a Spell Card there (matched by game/match.ts, no link rule of its own). */
  PENDULUM_SPELL: 'CH-PENDULUM-SPELL',
  /** Added (issue 16): a Normal Spell/Trap whose text keeps it on the field after its activation stays at the chain's end. */
  ST_STAYS_BY_TEXT: 'CH-ST-STAYS-BY-TEXT',
  /** Added (issue 16): an effect's discard takes the cards of the hand it names (the notes' choice, or a listed hand of just that many). */
  DISCARD_HAND: 'CH-DISCARD-HAND',
  DISCARD_FILTERED: 'CH-DISCARD-FILTERED',
  /** Added (issue 16): a Continuous Spell/Trap whose card activation was rewritten goes to the GY after the chain, like a Normal one. */
  REWRITE_LASTING: 'CH-REWRITE-LASTING',
  AT_RESOLUTION: 'CH-ALL-AT-RESOLUTION',
  CHOOSE_UNKNOWN: 'CH-CHOOSE',
  CHAIN_END_ST: 'CH-CHAIN-END-ST',
  NO_TRIGGER_MID_CHAIN: 'CH-NO-TRIGGER-MID-CHAIN',
  LP: 'CH-LP',
  HAND_COUNT: 'CH-HAND-COUNT',
  ATTACKER_DEFENSE: 'CH-ATTACKER-DEFENSE',
  /** Added (issue 16): 「那些进行战斗的各自怪兽」 / 「攻击怪兽」 named by an effect are the monsters of the battle going on. */
  BATTLING_MONSTERS: 'CH-BATTLING-MONSTERS',
  EVENTS: 'CH-EVENTS',
  // ── what the board lets an effect apply to (./chain/applies.ts, ./game/undergo.ts) ─────────────────
  NOTHING_TO_APPLY: 'CH-NOTHING-TO-APPLY',
  LINK_POSITION: 'CH-LINK-POSITION',
  LINK_NO_DEF: 'CH-LINK-NO-DEF',
  TOKEN_FACE_DOWN: 'CH-TOKEN-FACE-DOWN',
  /** Added (issue 16): a step whose card a game of chance picks (`pickedByChance`) needs every card it may pick to be able to undergo it. */
  CHANCE_PICK_UNDERGO: 'CH-CHANCE-PICK-UNDERGO',
  /** Added (issue 16): a ● the card gains by its own 「得到以下效果」 (`gainedSelf`) is not negated by a negation applied to the card earlier. */
  GAINED_NOT_NEGATED_EARLIER: 'CH-GAINED-NOT-NEGATED-EARLIER',
  /** Added (issue 16): 「每次送卡去墓地，每1张卡、那些卡的主人…受到300伤害」 deals its damage at once, with no chain (../game/gy-damage.ts). */
  GY_ARRIVAL_DAMAGE: 'CH-GY-ARRIVAL-DAMAGE',
  /** 「里侧表示除外」: a Token is not involved unless targeted (then no valid target); a plain banish of a Set card is face-up. */
  BANISH_FACE_DOWN: 'CH-BANISH-FACE-DOWN',
  BANISH_FACE_DOWN_SAID: 'CH-BANISH-FACE-DOWN-SAID',
  /** 「这张卡不能除外」-type limits printed on a face-up card: no valid target for that action; an effect on all passes it by. */
  CANNOT_UNDERGO: 'CH-CANNOT-UNDERGO',
  /** 「场上的表侧表示的这张卡不能除外」: a banish skips it; an optional banish with nothing else cannot be activated (issue 16). */
  CANNOT_BE_BANISHED: 'CH-CANNOT-BE-BANISHED',
  /** A floodgate face-up on the field when a step resolves (「双方不能把卡除外」) stops that step; the other steps apply (issue 16). */
  FORBIDDEN_AT_RESOLUTION: 'CH-FORBIDDEN-AT-RESOLUTION',
  /** Added (issue 16): a 「不能特殊召唤」 floodgate face-up as a summon step comes — one a step before flipped face-up included — stops it. */
  FORBIDDEN_SUMMON_AT_RESOLUTION: 'CH-FORBIDDEN-SUMMON-AT-RESOLUTION',
  /** Added (s54): a lock on Special Summoning some monsters (「双方不能把5星以上的怪兽特殊召唤」) read as a summoning step resolves (../game/summon-lock-some.ts). */
  SUMMON_LOCK_SOME_AT_RESOLUTION: 'CH-SUMMON-LOCK-SOME-AT-RESOLUTION',
  /** Added (issue 16): a place floodgate (「不能…从卡组把卡加入手卡」) stops a resolving step that takes cards only from there. */
  FORBIDDEN_FROM_AT_RESOLUTION: 'CH-FORBIDDEN-FROM-AT-RESOLUTION',
  /** 「控制权不会被转移」: no valid target for an effect that takes its control or equips it to the other player's monster (issue 16). */
  CONTROL_LOCKED: 'CH-CONTROL-LOCKED',
  SUMMON_CONDITION: 'CH-SUMMON-CONDITION',
  /** A summon step of a resolving effect skips the card its summoning condition keeps from that effect; a mandatory effect is activated anyway (issue 16). */
  SUMMON_CONDITION_STEP: 'CH-SUMMON-CONDITION-STEP',
  SUMMON_CONDITION_FROM: 'CH-SUMMON-CONDITION-FROM',
  /** `特殊召唤 X [由 Y]` with X in a place Y's effect does not Special Summon from (its 「从…」 places, its targets' place): not made (../game/perform.ts). */
  SUMMON_BY_FROM: 'CH-SUMMON-BY-FROM',
  /** An effect's 「进行1次怪兽的通常召唤」 is a Normal Summon (a Tribute Summon for Level 5+), not a Special Summon (../game/summon-by-effect.ts). */
  NORMAL_SUMMON_BY_EFFECT: 'CH-NORMAL-SUMMON-BY-EFFECT',
  RESPONDS_INCLUDES_KIND: 'CH-RESPONDS-INCLUDES-KIND',
  INVOLVES_NEGATED: 'CH-GY-LOCK',
  DESTROYS_ANSWERED: 'CH-DESTROYS-ANSWERED',
  // ── notes ──────────────────────────────────────────────────────────────────────────────────────
  NOTE: 'CH-NOTE',
  NOTE_UNKNOWN: 'CH-NOTE-UNKNOWN',
  // ── issue 11: the rules a judge's questions need ─────────────────────────────────────────────────
  CARD_ACTIVATION: 'CH-CARD-ACTIVATION',
  DAMAGE_STEP: 'CH-DAMAGE-STEP',
  DAMAGE_STEP_BATTLE_TRIGGER: 'CH-DAMAGE-STEP-BATTLE-TRIGGER',
  /** Added (issue 16): 「…发动时才能发动」 that negates no activation is refused in the damage step even when it changes ATK/DEF. */
  DAMAGE_STEP_RESPONSE: 'CH-DAMAGE-STEP-RESPONSE',
  DAMAGE_CALC: 'CH-DAMAGE-CALC',
  /** A card activation or quick effect timed to a moment of the battle (「…伤害计算时才能发动」, `waitsFor` with a phase) is activated in that moment only. */
  WAITS_FOR_MOMENT: 'CH-WAITS-FOR-MOMENT',
  /** An effect that directly changes ATK/DEF may be activated in the damage step only from its start until before damage calculation: not 伤害计算后 nor 伤害步骤结束时. */
  DAMAGE_STEP_STAT_TIMING: 'CH-DAMAGE-STEP-STAT-TIMING',
  /** Added (issue 16): a card activation timed to a destruction is allowed in the damage step as a trigger of it would be. */
  DAMAGE_STEP_WAITS_FOR: 'CH-DAMAGE-STEP-WAITS-FOR',
  DAMAGE_STEP_TRIGGER: 'CH-DAMAGE-STEP-TRIGGER',
  /** Added (s54): a trigger met only by a Normal or Flip Summon is not activated in the damage step, where neither is made. */
  DAMAGE_STEP_SUMMON_EVENT: 'CH-DAMAGE-STEP-SUMMON-EVENT',
  /**
   * Added (s54, generalised s55 from CH-DAMAGE-STEP-ACTION-SUMMON): a Normal/Tribute Summon, a Set or a Flip Summon written as the action
   * outside the turn player's own Main Phase (another phase or step, the Damage Step, the other player) is not made (./game/main-phase-action.ts).
   */
  MAIN_PHASE_ACTION: 'CH-MAIN-PHASE-ACTION',
  /** Added (s56): `直接攻击 X` — a direct attack's battle damage dealt, the window after damage calculation opened, or why it cannot be (./game/direct-damage.ts). */
  DIRECT_DAMAGE_ACTION: 'CH-DIRECT-DAMAGE-ACTION',
  /** A Level 5+ Normal Summon or Set with no tributes written: refused on a field listed in full with too few monsters, else assumed (../game/untributed.ts). */
  SUMMON_NEEDS_TRIBUTES: 'SIT-SUMMON-NEEDS-TRIBUTES',
  /** Added (s54): a trigger activated in the damage step whose event the input does not state is assumed met in that step, and said. */
  DAMAGE_STEP_EVENT_ASSUMED: 'CH-DAMAGE-STEP-EVENT-ASSUMED',
  /** Added (s54): in the damage step, an effect answering an activation that the step bars whatever it answers is refused for the step first. */
  DAMAGE_STEP_ANSWER_FIRST: 'CH-DAMAGE-STEP-ANSWER-FIRST',
  /** Added (s54): a card activated only after its Draw-Phase reveal (「自己抽卡阶段通过把通常抽卡的这张卡持续公开」): the refusal and the assumption describe the reveal. */
  DRAWN_REVEALED: 'CH-DRAWN-REVEALED',
  /** Added: an effect whose old-text rulings bar it from the Damage Step (the `notInDamageStep` fact, ../../cards/curated/old-rulings.ts). */
  DAMAGE_STEP_OLD_RULING: 'CH-DAMAGE-STEP-OLD-RULING',
  /** Added (s46): an effect whose ● is picked only at resolution is allowed in the damage step only when every ● is (「把战斗阶段结束」 is no ATK/DEF change). */
  DAMAGE_STEP_CHOICE: 'CH-DAMAGE-STEP-CHOICE',
  BATTLE_DESTROYED: 'CH-BATTLE-DESTROYED',
  /** Added (issue 16): an effect returning (or taking) a monster it chooses, with only monsters destroyed by battle to choose, cannot be activated. */
  BATTLE_DESTROYED_CHOOSE: 'CH-BATTLE-DESTROYED-CHOOSE',
  /** An optional effect whose step after 「那之后」 changes the ATK/DEF of every monster of a kind on its player's field cannot be activated when each such monster there is settled as destroyed by battle. */
  THEN_BATTLE_DESTROYED: 'CH-THEN-BATTLE-DESTROYED',
  /** Added (issue 16): 「这张卡战斗破坏对方怪兽的场合」 needs this card still on the field. */
  DESTROYER_LEFT: 'CH-DESTROYER-LEFT',
  /** Added (issue 16): 「战斗破坏怪兽送去墓地」 needs a monster of that battle able to reach the GY (not a Token). */
  BATTLE_TO_GY: 'WIN-BATTLE-TO-GY',
  /** Added (issue 16): a monster destroyed by battle cannot return to the hand/Deck/Extra Deck. */
  BATTLE_DESTROYED_STAYS: 'CH-BATTLE-DESTROYED-STAYS',
  CANNOT_USE: 'CH-CANNOT-USE',
  /** Added (issue 16): a card that cannot be used (不能使用) is not summoned, Set, attacked with, nor used as Fusion/Synchro/Xyz/Link Material by its player. */
  CANNOT_USE_ACT: 'CH-CANNOT-USE-ACT',
  /** Added (issue 16): an effect that would bring a card onto the field cannot choose one that cannot be used (不能使用). */
  CANNOT_USE_CHOICE: 'CH-CANNOT-USE-CHOICE',
  DRAW_IS_ADD: 'CH-DRAW-IS-ADD',
  LINGER_ACTION: 'CH-LINGER-ACTION',
  /** Added (issue 16): a lingering 「每次…抽1张」 step is done at once each time its event happens later, a lower link of the same chain included. */
  LINGER_PER_EVENT: 'CH-LINGER-PER-EVENT',
  LP_BECOMES: 'CH-LP-BECOMES',
  /** Added (issue 16): continuous ATK/DEF changes of one player's cards starting together on a monster: the controller picks the order; the answer says which it applied. */
  CONT_ORDER_CHOICE: 'CH-CONT-ORDER-CHOICE',
  /** Added (issue 16): a face-up card's 「每次对方手卡有卡加入，给与…伤害」 deals it at once each time cards go to that hand (a cost too). */
  BURN_PER_ADD: 'CH-BURN-PER-ADD',
  ACTIVATION_NOT_APPLYING: 'CH-ACTIVATION-NOT-APPLYING',
  /** A Continuous Trap's effect activated in the same chain link as its card activation (`[同时发动③]`). */
  WITH_EFFECT: 'CH-WITH-EFFECT',
  WITH_EFFECT_EVENT_BEFORE: 'CH-WITH-EFFECT-EVENT-BEFORE',
  ON_CHAIN_NO_RETURN: 'CH-ON-CHAIN-NO-RETURN',
  PROTECT_TARGET: 'CH-PROTECT-TARGET',
  PROTECT_UNAFFECTED: 'CH-PROTECT-UNAFFECTED',
  /** Added (issue 16, 卡片的抗性.rst:88–116): an unaffected target stops only the parts of the effect that act on it. */
  UNAFFECTED_TARGET_OTHER_PART: 'CH-UNAFFECTED-TARGET-OTHER-PART',
  /** Added (issue 16, 卡片的抗性.rst:88–90, 230–240): a face-up card unaffected by the negating card keeps its activation and effect. */
  UNAFFECTED_NEGATION: 'CH-UNAFFECTED-NEGATION',
  /** Added (issue 16, 卡片的抗性.rst): `(不受魔陷)`… — an unaffected state an earlier effect left, applied like a printed one. */
  UNAFFECTED_STATE: 'CH-UNAFFECTED-STATE',
  INDESTRUCTIBLE_STATE: 'CH-INDESTRUCTIBLE-STATE',
  INDESTRUCTIBLE_ONCE_STATE: 'CH-INDESTRUCTIBLE-ONCE-STATE',
  TRIBUTE_OPPONENT_UNAFFECTED: 'CH-TRIBUTE-OPPONENT-UNAFFECTED',
  FORBIDDEN_SUMMON_KIND: 'CH-FORBIDDEN-SUMMON-KIND',
  NEGATE_ACTIVATED_LASTING: 'CH-NEGATE-ACTIVATED-LASTING',
  MAINTENANCE_LP: 'CH-MAINTENANCE-LP',
  LEAVES_BANISH_SELF: 'CH-LEAVES-BANISH-SELF',
  DEFUSE_SET: 'CH-DEFUSE-SET',
  /** Added (issue 16, 进入连锁·不入连锁的特殊召唤.rst:94–97): 「只用那2只为素材把1只超量怪兽超量召唤」 — a summon of its own after the first one, with those monsters, which must still be on the field. */
  SUMMON_WITH_MOVED: 'CH-SUMMON-WITH-MOVED',
  /** Added (issue 16, 卡片·效果的发动.rst:88): counters put on a card as it is activated (「给这张卡放置3个魔力指示物来发动」), not by its effect. */
  COUNTERS_AT_ACTIVATION: 'CNT-AT-ACTIVATION',
  STAT_COST_VALUE: 'CH-STAT-COST-VALUE',
  TARGET_UNAFFECTED_LINGERING: 'CH-TARGET-UNAFFECTED-LINGERING',
  /** Added (issue 16, 卡片的抗性.rst:278–280): a card whose effects are negated or cannot be used keeps no printed protection. */
  PROTECTION_NEGATED: 'CH-PROTECTION-NEGATED',
  /** Added (issue 16, 怪兽的效果分类.rst:296–319): a continuous negation and an unaffected effect of the same card: the first to apply holds. */
  CONT_FIRST_APPLIES: 'CH-CONT-FIRST-APPLIES',
  /** Added (issue 16, 怪兽的效果分类.rst:143–151): a card turned face-up mid-resolution is not yet unaffected by the rest of that resolution. */
  UNAFFECTED_NOT_YET: 'CH-UNAFFECTED-NOT-YET',
  /** Added (issue 16, 怪兽的效果分类.rst:161–167): a continuous effect's condition is judged on the board as each step of a resolution leaves it. */
  CONT_MID_RESOLUTION: 'CH-CONT-MID-RESOLUTION',
  /** Added (issue 16, 怪兽的效果分类.rst:86, :201): a face-up card's 「…的场合这张卡破坏」 applies once a cost, or a resolution, leaves that state. */
  SELF_DESTRUCT: 'CH-SELF-DESTRUCT',
  /** Added (issue 16, 怪兽的效果分类.rst:87): a Field Spell activated where its controller has one sends the old one to the GY by rule. */
  FIELD_REPLACE: 'CH-FIELD-REPLACE',
  PROTECT_DESTROY: 'CH-PROTECT-DESTROY',
  NEGATION_OUTLIVES: 'CH-NEGATION-OUTLIVES',
  NEGATED_EARLIER: 'CH-NEGATED-EARLIER',
  SELF_GONE: 'CH-SELF-GONE',
  /** Added (issue 16): a GY effect moving only its own card does nothing once that card left the GY (./chain/resolve.ts). */
  SELF_LEFT_GY: 'CH-SELF-LEFT-GY',
  /** Added (issue 16): a monster destroyed by battle no longer applies its own continuous locks (./chain/legality.ts). */
  BATTLE_DESTROYED_CONT: 'CH-BATTLE-DESTROYED-CONT',
  /** Added (issue 16, 特定效果的处理方法.rst:271): 「这张卡」 moved by another link since activation is a new card the step no longer reaches. */
  SELF_MOVED: 'CH-SELF-MOVED',
  /** Added (issue 16): 「那些怪兽」 of a card activated at the situation's action event: that event's cards, still on the field and fitting. */
  EVENT_CARDS: 'CH-EVENT-CARDS',
  /** Issue 16: 「这个效果特殊召唤的怪兽」 — the cards an earlier step of the resolution moved, while still those cards. */
  MOVED_BY_THIS: 'CH-MOVED-BY-THIS',
  /** 「抽1张，给双方确认。那是「X」的场合，…。不是的场合，…」: the drawn card a note names decides the branch. */
  DRAWN_BRANCH: 'CH-DRAWN-BRANCH',
  /** Issue 16: a card moved or turned face-down is a new card; a resolution's reference follows one incarnation. */
  CARD_IDENTITY: 'CH-CARD-IDENTITY',
  /** Issue 16: a number read from the cards a link moved (its cost, an earlier step) is counted as they moved. */
  COUNT_MOVED: 'CH-COUNT-MOVED',
  TARGET_FIXED_COUNT: 'CH-TARGET-FIXED-COUNT',
  ST_ZONE_FREE: 'CH-ST-ZONE-FREE',
  FORBIDDEN_ACTIVATION: 'CH-FORBIDDEN-ACTIVATION',
  /** Added (issue 16): 「不能把魔法卡发动」 forbids the card activation only, not a face-up card's effect. */
  FORBIDDEN_CARD_ACTIVATION: 'CH-FORBIDDEN-CARD-ACTIVATION',
  FORBIDDEN_ACTIVATION_PHASE: 'CH-FORBIDDEN-ACTIVATION-PHASE',
  PENDULUM: 'CH-PENDULUM',
  TYPED_NOT_PROCEDURE: 'CH-TYPED-NOT-PROCEDURE',
  /** A number naming a continuous effect and the activated ● it grants (「得到以下效果」): on a chain, the ●. */
  TYPED_GAINED: 'CH-TYPED-GAINED',
  /**
   * One number naming several activated effects (the ● a 「得到以下效果」 grants each numbered with it, two paragraphs numbered alike):
   * `[●n]` names the nth of them; else the one the chain below, the phase and the place allow — more than one: the first, said with the choices.
   */
  TYPED_SAME_NUMBER: 'CH-TYPED-SAME-NUMBER',
  /** 「…这张卡的攻击力上升那个原本攻击力数值」 after a change of the target: this card gains the target's value as it resolves (./game/actions.ts). */
  STAT_TARGET_VALUE: 'CH-STAT-TARGET-VALUE',
  DEFAULT_EFFECT_PHASE: 'CH-DEFAULT-EFFECT-PHASE',
  DEFAULT_EFFECT_CHAINED: 'CH-DEFAULT-EFFECT-CHAINED',
  HAND_TRIGGER_LATE: 'CH-HAND-TRIGGER-LATE',
  /** Added (issue 16): an optional 「…的场合」 hand trigger met by the chain just before may be chained onto anything in the chain started right after it (./chain/hand-trigger-window.ts). */
  HAND_TRIGGER_WINDOW: 'CH-HAND-TRIGGER-WINDOW',
  /** Added (issue 16): a ● of 「选最多N个以下效果适用」 is certain at activation when the board leaves every other ● nothing to act on (./game/match.ts). */
  UP_TO_ONE_LEFT: 'CH-UP-TO-ONE-LEFT',
  /** Added (issue 16): a copied step that Special Summons leaves the copied card's summon riders on the monster (./game/actions.ts). */
  COPY_RIDER: 'CH-COPY-RIDER',
  /** Added (issue 16): a hidden hand trigger of the attack declaration may follow Spell Speed 2 links of the chain built at that declaration. */
  HAND_TRIGGER_AT_DECLARATION: 'CH-HAND-TRIGGER-AT-DECLARATION',
  /** Added (issue 16): a 「…的场合」 trigger met while a chain is built or resolved is activated after it, not chained. */
  IF_AFTER_CHAIN: 'CH-IF-AFTER-CHAIN',
  SEGOC_ORDER_BINDS: 'CH-SEGOC-ORDER-BINDS',
  COST_LIFT_PUBLIC_TRIGGER: 'CH-COST-LIFT-PUBLIC-TRIGGER',
  COST_LIFTS_OWN_LOCK: 'CH-COST-LIFTS-OWN-LOCK',
  /** Added (issue 16): a monster's phase-moment trigger whose resolution needs the monster on the field is not activated off it. */
  PHASE_SELF_ON_FIELD: 'CH-PHASE-SELF-ON-FIELD',
  PHASE_SELF_LEFT_EARLIER: 'CH-PHASE-SELF-LEFT-EARLIER',
  /** A monster's phase-moment trigger returning itself to the hand (a Spirit's 「结束阶段…回到持有者手卡」) is the monster's on the field. */
  PHASE_RETURN_SELF: 'CH-PHASE-RETURN-SELF',
  ATTACK_NOT_KIND: 'CH-ATTACK-NOT-KIND',
  BATTLE_BANISH_AFTER_CALC: 'CH-BATTLE-BANISH-AFTER-CALC',
  // ── issue 16, multi-step resolutions ─────────────────────────────────────────
  /** Added (issue 16): 「A，这个回合B」 — a part lasting the turn joined by a comma applies only if A applied in full; 「A。这个回合B」 whenever the effect resolves. Listed in the answer (`lasting`). */
  TURN_PART: 'CH-TURN-PART',
  TURN_PART_EN: 'CH-TURN-PART-EN',
  /**
   * Added (CH-LASTS-TURNS): a lasting step bounded by a count of one player's turns (「2回合（数对方的回合）以内」) — listed in the answer
   * (`lasting`) with which turns, whose and how counted, and, when its card stays on the field meanwhile, that it ends if the card leaves.
   */
  LASTS_TURNS: 'CH-LASTS-TURNS',
  /** Added (issue 16): a Pendulum Effect activated in its Pendulum Zone does nothing once its card left that zone (as a Continuous Spell's). */
  PENDULUM_STAYS: 'CH-PENDULUM-STAYS',
  /** Added (issue 16): a negation of every matching card does not take one whose effects are already negated as it applies. */
  NEGATE_ALREADY: 'CH-NEGATE-ALREADY',
  /** Added (issue 16): an attack whose attacker left the field cannot be negated; a step after that negation does not happen. */
  ATTACK_NEGATE_GONE: 'CH-ATTACK-NEGATE-GONE',
  // ── copied and gained effects (issue 16, 复制) ─────────────────────────────────────
  /** Added (issue 16): a card only a named card's effect summons (「「X」的效果才能特殊召唤」) is summoned by no effect of a card of another name. */
  SUMMON_BY_NAME: 'CH-SUMMON-BY-NAME',
  // ── battle mechanics (issue 16) ──
  /** Added (issue 16): an effect that moves the attack and performs the damage calculation makes that calculation as it resolves. */
  DAMAGE_CALC_PERFORMED: 'CH-DAMAGE-CALC-PERFORMED',
  /** Added (issue 16): a monster that damage calculation destroyed gets no counters and no change of position from the links after. */
  BATTLE_DESTROYED_PENDING: 'CH-BATTLE-DESTROYED-PENDING',
  /** Added (issue 16): 「这个回合对方不能攻击宣言」 activated earlier this turn binds the player: unaffected monsters cannot attack either. */
  ATTACK_LOCK_PLAYER: 'CH-ATTACK-LOCK-PLAYER',
  // Family "trap monsters and a card's state when it leaves" (issue 16):
  /** A trap monster banished for a while (effect or cost) is a Trap Card off the field: it goes to the GY, by rule, when it would return. */
  TEMP_BANISH_TRAP_RETURN: 'CH-TEMP-BANISH-TRAP-RETURN',
  /** A trap monster also still a Trap, negated as a Spell/Trap or a card (not monsters only), goes back face-up to the Spell & Trap Zone. */
  TRAP_MONSTER_NEGATED: 'CH-TRAP-MONSTER-NEGATED',
  /** 「那个发动无效，那张卡直接盖放」: the negated card is Set again where it is — still on the field, still the card the chain targets. */
  NEGATED_SET_AGAIN: 'CH-NEGATED-SET-AGAIN',
  // ── issue 16, lingering effects: the End Phase played after the chain (./game/end-phase.ts) ──
  /** `… 结束阶段`: the steps left for the End Phase (and the returns of temporary banishments) are done then, to the cards they named, still those cards. */
  END_PHASE_PLAYED: 'CH-END-PHASE-PLAYED',
  /** A step left for the next turn's End Phase (「下个回合的结束阶段把那张卡破坏」) is not done in this turn's: listed as still waiting. */
  END_PHASE_NEXT_TURN: 'CH-END-PHASE-NEXT-TURN',
  /** `… 准备阶段`: the next Standby Phase played after the chain — the temporary banishments that end then (./game/end-phase.ts). */
  STANDBY_PHASE_PLAYED: 'CH-STANDBY-PHASE-PLAYED',
  /** `… 战斗阶段结束`: a monster that battled a card's chosen monster changes to Defense Position at the end of the Battle Phase (./game/battle-phase-end.ts). */
  BATTLE_PHASE_END_POSITION: 'CH-BATTLE-PHASE-END-POSITION',
  /** Added (s49, ./game/armed-standby.ts): a Standby Phase trigger armed by its own card's move in the chain, offered in the Standby Phase played. */
  STANDBY_ARMED_TRIGGER: 'CH-STANDBY-ARMED-TRIGGER',
  /** Added (s50): 「下个回合的准备阶段」 (an armed trigger, a temporary banishment's return) waits for the next turn's Standby Phase — the one played from the Draw Phase is this turn's, not it. */
  STANDBY_NEXT_TURN: 'CH-STANDBY-NEXT-TURN',
  /** `C1 … 然后 C1 …`: the chains before the last are played first; the last starts from the board and the turn history they left (./chain/then-chain.ts). */
  THEN_CHAIN: 'SIT-THEN-CHAIN',
  /** A step left for later is done to a card that became unaffected since: the effect applied to it before. */
  END_PHASE_APPLIED_BEFORE: 'CH-END-PHASE-APPLIED-BEFORE',
  /** A step left for later does not target: a protection from effects that do not target the card (and any destruction protection) applies. */
  END_PHASE_NOT_TARGETING: 'CH-END-PHASE-NOT-TARGETING',
  /** A temporarily banished monster returns to its owner's field (not a summon), or goes to the GY when it cannot be there. */
  TEMP_BANISH_RETURN: 'CH-TEMP-BANISH-RETURN',
  /** A lasting negation an effect activated earlier this turn left (本回合:, 「这个回合，…的效果无效化」) negates the effects of the cards it names that resolve later. */
  LINGER_NEGATE_EARLIER: 'CH-LINGER-NEGATE-EARLIER',
  /** 「再在这个回合让和这张卡相同纵列的其他的魔法·陷阱卡的效果无效化」: the Spells/Traps in that column, there now or activated there later this turn. */
  LINGER_NEGATE_COLUMN: 'CH-LINGER-NEGATE-COLUMN',
  /**
   * 「这个回合，双方不能把宣言的种类的怪兽特殊召唤，场上的宣言种类的怪兽的效果无效化」: from its resolution to the end of the turn, a
   * Special Summon of a monster of the declared type is not made and an effect that would make one cannot be activated.
   */
  LINGER_SUMMON_LOCK_DECLARED: 'CH-LINGER-SUMMON-LOCK-DECLARED',
  TARGET_LOCK_NEGATE: 'CH-TARGET-LOCK-NEGATE',
  PROTECT_BOUND: 'CH-PROTECT-BOUND',
  // ── what a summoned card remembers (issue 16) ───────────────────────────────────
  /** What the card whose effect summoned a monster left on it (「这个效果特殊召唤的怪兽不能攻击」「…效果无效化」; the tie of 「…从场上离开时这张卡破坏」), while it remembers that card. */
  SUMMON_RIDER_BY_CARD: 'FD-SUMMON-RIDER-BY-CARD',
  // ── lingering effects vs unaffected (issue 16) ───────────────────────────────────────
  /**
   * A protection 「不受…发动的效果影响」 covers only the resolution of an activated effect's chain link: a continuous effect (「场上的全部表侧表示怪兽的效果无效化」)
   * or a lasting effect an earlier activation left still applies to the card.
   */
  PROTECT_ACTIVATED_ONLY: 'CH-PROTECT-ACTIVATED-ONLY',
  /** 「这个回合，…怪兽不能攻击」 left by an effect activated earlier this turn (本回合:) binds the monsters its filter names; unaffected lifts it. */
  ATTACK_LOCK_EARLIER: 'CH-ATTACK-LOCK-EARLIER',
  /**
   * Added (CH-ATTACK-LOCK-COUNTED): an attack lock lasting a count of turns (「2回合（数对方的回合）以内不能攻击」) binds attacks this turn, the
   * turn after, and while its card stays face-up on the field; ended once its card left the field first (said).
   */
  ATTACK_LOCK_COUNTED: 'CH-ATTACK-LOCK-COUNTED',
  // ── issue 16, battle family ───────────────────────────────────────────
  /** 「这张卡和对方怪兽进行战斗的场合，…那只怪兽的效果无效化」: a continuous negation of the monster battling its card (or a named kind of monster) in the attack stated — no other. */
  BATTLE_OPPONENT_NEGATED: 'CH-BATTLE-OPPONENT-NEGATED',
  // ── issue 16: 「可以放置魔力指示物的卡」 (./game/hold-counters.ts, ../cards/compile/own-counters.ts) ──
  /** 「可以放置X指示物的卡」: a card whose own text places X counters on itself, where it stands (monster text in the Monster Zone, 【灵摆】 text in the Pendulum Zone), not face-down or negated on the field. */
  COUNTER_CAN_HOLD: 'CNT-CAN-HOLD',
  /** The compiler reads the counters a card's text places on itself (Card.ownCounters) and 「可以放置X指示物的…」 as a card filter. */
  COMPILE_OWN_COUNTERS: 'CMP-OWN-COUNTERS',
  /** 「有「X」的卡名记述的卡」: a card whose text names X as a card (in any line, effect or not), not as an archetype (「X」怪兽). */
  COMPILE_MENTIONS: 'CMP-MENTIONS',
  COMPILE_ARMED_NO_PLACE: 'CMP-ARMED-NO-PLACE',
  // ── issue 16: trap monsters and Set cards ──
  /** A Set target activated in answer that Sets itself again by its own resolution (CH-SET-AGAIN) is still 「盖放的那张卡」. */
  SET_AGAIN_STILL_SET: 'CH-SET-AGAIN-STILL-SET',
  /** A step after 「自己场上有「X」存在的场合，再…」 is done only when that state holds as the effect resolves. */
  STEP_IF_STATE: 'CH-STEP-IF-STATE',
  /** Steps of one outcome of a coin toss (「猜中的场合…猜错的场合…」) are done only for the outcome a note gives; none given: one assumed, said. */
  COIN_BRANCH: 'CH-COIN-BRANCH',
  /** 「进行1次投掷硬币得到以下效果」 (秘仪之力): the card keeps the face its trigger's coin showed — the link's note, else unknown and said. */
  COIN_GRANTS: 'CH-COIN-GRANTS',
  /** A negation of the effects targeting this card held by one coin face: applied only for the face told (s52). */
  COIN_NEGATE: 'CH-COIN-NEGATE',
  /** A step a die roll or a coin toss decides (「掷1次骰子，1·6以外出现的场合，…」): done as assumed, and the answer says the result is not known. */
  TOSS_UNKNOWN: 'CH-TOSS-UNKNOWN',
  /** 「从自己手卡对方随机选择1张卡。那张是…的场合，…并把选择的卡…特殊召唤」: the card picked from the hand is summoned; the pick is assumed to fit, said. */
  RANDOM_HAND_PICK: 'CMP-RANDOM-HAND-PICK',
  /** 「用卡的效果才能特殊召唤」: any card effect's Special Summon is the monster's proper way (no summoning condition or 苏生限制 bars it). */
  SUMMON_BY_ANY_EFFECT: 'CH-SUMMON-BY-ANY-EFFECT',
  // ── issue 16, lingering effects of earlier activations ──
  /**
   * A negation by name an effect activated earlier left (「…以及原本卡名和那只怪兽相同的怪兽的效果无效化」, `本回合:X(除外:Y)`): the effect of
   * a later link whose card's original name is Y's resolves negated, wherever the card is then; unaffected lifts it.
   */
  NAME_NEGATE_EARLIER: 'CH-NAME-NEGATE-EARLIER',
  /**
   * What a card's effect left on the monster it summoned and keeps targeting (FD-SUMMON-RIDER-BY-CARD, with a 「…那只怪兽破坏」 tie) is
   * that card's continuous effect: while the card is negated the monster's effects apply and it may attack.
   */
  SUMMON_RIDER_HELD: 'FD-SUMMON-RIDER-HELD',
  /** A card marked `(效果无效)` in the GY / banished / face-up in the Extra Deck (a negation lasting there): an effect it activates there resolves negated. */
  NEGATED_OFF_FIELD: 'CH-NEGATED-OFF-FIELD',
  /** 「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」 left by an earlier activation (本回合:X(加入:Y)): its player cannot activate cards named Y this turn. */
  NAME_LOCK_EARLIER: 'CH-NAME-LOCK-EARLIER',
  /** 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」 left by an earlier activation (本回合:): every card on its player's field that fits is not destroyed by an effect this turn. */
  PROTECT_EARLIER: 'CH-PROTECT-EARLIER',
  /** 「那次主要阶段内（这个回合），自己场上的…怪兽不受对方发动的效果影响」 left by an earlier activation (本回合:): fitting face-up cards on its player's field are unaffected by those effects while it lasts. */
  UNAFFECTED_EARLIER: 'CH-UNAFFECTED-EARLIER',
  /** 「只要这只怪兽在场上表侧表示存在，作为对象的…效果无效化」 held on its target (`(对象:X)`): the target's effects stay negated while the card is face-up, even negated itself. */
  BOND_NEGATE_HELD: 'CT-BOND-NEGATE-HELD',
  /** 「选择的卡只要这张卡在场上表侧表示存在不能发动」 held on its target (`(对象:X)`): the target cannot be activated while the card applies; negated, it can. */
  BOND_LOCK_HELD: 'CT-BOND-LOCK-HELD',
  /** 「双方受到的全部伤害变成0」 left by an earlier activation (本回合:): an effect's damage to such a player is no damage — 「给与伤害的效果发动时」 cannot answer it. */
  DAMAGE_ZERO_EARLIER: 'CH-DAMAGE-ZERO-EARLIER',
  /** 「那个效果让自己受到的伤害变成0」: the answered link deals that player no damage. */
  DAMAGE_ZERO_ANSWERED: 'CH-DAMAGE-ZERO-ANSWERED',
  /** 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」 applied after an activation of that card this turn. */
  DAMAGE_ZERO_USED: 'CH-DAMAGE-ZERO-USED',
  /** 「这张卡的发动后，…对方场上的魔法·陷阱卡…发动和效果不会被无效化」 left by an earlier activation (本回合:): those cards cannot be negated. */
  UNNEGATABLE_EARLIER: 'CH-UNNEGATABLE-EARLIER',
  // ── issue 16: compiler misreadings and small vocabulary gaps ──
  /** A card's own rule 「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过」 applies as it leaves the field face-up, even negated or as an Equip Card. */
  LEAVES_APPLIES: 'CH-LEAVES-APPLIES',
  /** The compiler reads 「…才能发动。这个回合的结束阶段，…加入手卡」 (the phase, no 「时」, opening what it does) as a step left for that End Phase. */
  COMPILE_END_PHASE_FIRST: 'CMP-END-PHASE-FIRST',
  /** 「控制权直到下次的自己的结束阶段时得到」: control taken now, lasting until the taker's next End Phase — a duration, no step left for later. */
  COMPILE_UNTIL_NEXT_PHASE: 'CMP-UNTIL-NEXT-PHASE',
  /** 「对方场上表侧表示存在的1只守备力最高的怪兽」: only the face-up monster(s) highest in that stat (CardFilter.highest). */
  COMPILE_HIGHEST_STAT: 'CMP-HIGHEST-STAT',
  /** The compiler reads 「对方不能把X作为效果的对象」 as X's protection from the opponent's targeting; 「只要对方场上有衍生物」 as a Token on that field. */
  COMPILE_OPPONENT_CANNOT_TARGET: 'CMP-OPPONENT-CANNOT-TARGET',
  // ── issue 16, cards newer than the database: negations applied as an effect resolves ──
  /** 「…的处理时，自己可以把…1个超量素材取除。那个场合，那个效果无效化」: a negation on no chain that may apply whatever else negates the effect, paying its material (./chain/nonchain-negate.ts). */
  NONCHAIN_NEGATE_ANYWAY: 'CH-NONCHAIN-NEGATE-ANYWAY',
  /** An effect that cannot be negated: every negation on no chain that may apply (「可以」) may still be applied to it, negating nothing; it resolves. */
  NONCHAIN_NEGATE_NOTHING: 'CH-NONCHAIN-NEGATE-NOTHING',
  /** Several monsters banished until the End Phase coming back at once: as many as the field allows, those already let back to the same field counted (zones, a count limit); the rest go to the GY (./game/end-phase.ts). */
  TEMP_BANISH_RETURN_MANY: 'CH-TEMP-BANISH-RETURN-MANY',
  // ── issue 16: a fixed number of targets, one of which cannot undergo the step ──
  /** 「那2只…除外」 with one target that cannot be banished where it stands (「场上的表侧表示的这张卡不能除外」): it is lost as a target, so none is banished (CH-TARGET-FIXED-COUNT). */
  FIXED_COUNT_CANNOT_UNDERGO: 'CH-FIXED-COUNT-CANNOT-UNDERGO',
  /** 「对方把怪兽的效果发动时…给与对方那只怪兽的原本攻击力数值的伤害」: the printed value of the monster whose activation it answers, wherever that card went since (`amountFrom` 'answered'). */
  DAMAGE_ANSWERED_VALUE: 'CH-DAMAGE-ANSWERED-VALUE',
  /** 「给与对方…把攻击无效的怪兽的攻击力一半数值的伤害」「自己基本分回复作为对象的怪兽的（原本）攻击力一半的数值」 (`amountFrom` of 'targets' on a damage or LP gain): the target's value as it shows then (printed when 原本), halved when written — not its whole ATK, not nothing. */
  LP_TARGET_VALUE: 'CH-LP-TARGET-VALUE',
  /** An optional effect whose steps on its targets would all leave the target unchanged (「那之后，作为对象的怪兽的攻击力变成0」 on an ATK 0 monster), its other steps acting on other cards: the target is chosen for those steps alone, so it cannot be chosen (CH-NOTHING-ON-TARGET). */
  NOTHING_ON_TARGET_OTHER_STEPS: 'CH-NOTHING-ON-TARGET-OTHER-STEPS',
  /** 「这张卡的攻击力上升这张卡以外的场上的怪兽的原本攻击力合计数值」 (`amountFrom` 'field-others'): the sum over the other face-up monsters as it resolves; 0 at activation, it cannot be activated (CH-ZERO-AMOUNT-CHANGE); 0 at resolution, the step does not apply, nor the 「再」 step after it. */
  STAT_OTHERS_TOTAL: 'CH-STAT-OTHERS-TOTAL',
  // ── newer cards of docs/c02 (issue 16) ──
  /** 「用仪式召唤以及「X」的效果才能特殊召唤」: X's effect is a proper way itself — it summons the monster from the GY with no earlier proper summon. */
  SUMMON_NAMED_PROPER: 'CH-SUMMON-NAMED-PROPER',
  /** A Special Summon written as the action (a procedure too) is not made while a face-up 「双方不能把怪兽特殊召唤」 binds its player. */
  SUMMON_FORBIDDEN: 'CH-SUMMON-FORBIDDEN',
  /** Added (issue 16): a card on the field whose effects are negated now applies no continuous change of name or type. */
  NEGATED_CHANGE: 'CH-NEGATED-CHANGE',
  /** Added (issue 16): 「当作和这个效果送去墓地的怪兽同名卡使用」 — the monster takes the sent monster's name as the step resolves. */
  RENAME_AS_SENT: 'CH-RENAME-AS-SENT',
  // ── issue 16, battle readings the newer cards of 攻守计算 need ──
  /** 「这张卡和对方怪兽进行战斗的伤害计算时…才能发动。那只对方怪兽…」: 「那只对方怪兽」 is the monster battling this card (the compiler's `battlesWith`). */
  COMPILE_BATTLE_OPPONENT: 'CMP-BATTLE-OPPONENT',
  /** 「X怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力只在伤害计算时上升N」: the attacker only, only while its ATK is lower than its target's. */
  STAT_WEAKER_ATTACKER: 'CH-STAT-WEAKER-ATTACKER',
  /** 「这张卡当作攻击力上升N的装备卡使用给…装备」: the raise is the equipped monster's, through the equip relation, for as long as it is equipped. */
  COMPILE_EQUIP_AS_RAISE: 'CMP-EQUIP-AS-RAISE',
  /** An equip card's 「只在伤害计算时」 change is not applied again after a one-shot 变成 of the equipped monster made after it. */
  STAT_EQUIP_NOT_AGAIN: 'CH-STAT-EQUIP-NOT-AGAIN',
  /** 「…才能发动。这个回合的结束阶段，…」: what the effect does is a step left for the End Phase of the turn, not done as it resolves. */
  // ── issue 16: continuous effects applying in the middle of a resolution ──
  /** A continuous negation whose own card is negated by another face-up card's continuous negation (applied first, or not answered) does not apply (./chain/negator-negated.ts). */
  CONT_NEGATOR_NEGATED: 'CH-CONT-NEGATOR-NEGATED',
  /** A self-destruction (CH-SELF-DESTRUCT) in the damage step applies after damage calculation: a monster destroyed by the battle applies none and its protections end (./game/battle-self-destruct.ts). */
  SELF_DESTRUCT_BATTLE: 'CH-SELF-DESTRUCT-BATTLE',
  // ── issue 16: level / Rank arithmetic ──
  /** A monster's level or Rank from its printed one and the changes stated: raises and lowers add, a 变成 sets; never shown below 1. */
  LEVEL_ARITH: 'CH-LEVEL-ARITH',
  /** A level change the monster's own effect made to itself alone ends while its effects are negated; one that can change other cards stays. */
  LEVEL_OWN_NEGATED: 'CH-LEVEL-OWN-NEGATED',
  /** An optional effect whose first step lowers its own level by N and goes on cannot be activated (and applies nothing) when its level is N or less. */
  LEVEL_SHORT: 'CH-LEVEL-SHORT',
  /** A level change an effect's resolution makes (「这张卡的等级…变成3星」「作为对象的怪兽的等级上升1星」) is made on the board then: a later link, a filter and the window read it; a link resolved before it saw the old level. */
  LEVEL_AT_RESOLUTION: 'CH-LEVEL-AT-RESOLUTION',
  /** 「这张卡…当作和那只怪兽同名卡使用，得到相同的原本攻击力和效果」: as it resolves, after the step on its target, the card takes that monster's name, effects (and printed ATK); a gained effect is activated on its own later (./chain/copy-at-resolution.ts). */
  COPY_AT_RESOLUTION: 'CH-COPY-AT-RESOLUTION',
  // ── issue 16: newer cards of docs/c03 ──
  /** A 「那之后」 step whose pick is measured against the card the step before moved (`tiedToBefore`): with no card of its description in the listed zones it picks from, no step applies (./chain/tied-pick.ts). */
  STEP_TIED_PICK: 'CH-STEP-TIED-PICK',
  /** 「自己受到破坏的怪兽的原本攻击力合计数值的伤害」 (`amountFromMoved`): the printed values of the cards this resolution moved that way, summed (./game/actions.ts damage). */
  DAMAGE_MOVED_TOTAL: 'CH-DAMAGE-MOVED-TOTAL',
  /** 「给与对方和自己受到的伤害相同数值的伤害」 (`sameAsDamageBefore`): the amount of the damage this resolution dealt just before. */
  DAMAGE_SAME_AS_TAKEN: 'CH-DAMAGE-SAME-AS-TAKEN',
  /** 「那只怪兽以及装备怪兽破坏」 (`alongTargets`, 『A以及B』): with no target left to apply to, the cards joined to them by 以及 are still acted on. */
  ALONG_TARGETS: 'CH-ALONG-TARGETS',
  // ── cards newer than the database (issue 16) ──
  /** 「那个（召唤）无效，那些怪兽…除外」 cannot answer a summon whose monsters cannot be banished, unless another banish step has a card (./applies.ts). */
  SUMMON_NEGATE_CANNOT_BANISH: 'CH-SUMMON-NEGATE-CANNOT-BANISH',
  // ── issue 16: newer cards of docs/c02 / c03 ──
  /** With both zones stated, a card chosen among those 「在那只怪兽的前面·后面·相邻的区域」 must stand in a zone next to the target's (./game/field-zones.ts aroundZone). */
  ZONE_AROUND_TARGET: 'ZONE-AROUND-TARGET',
  /** A pledge 「自己不能把「X」怪兽以外的怪兽效果发动」 binds its own activation: a card of it that is no 「X」 monster now (renamed) cannot activate it. */
  PLEDGE_OWN_CARD: 'CH-PLEDGE-OWN-CARD',
  /** 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」: a name an activation of this effect declared this turn (negated too) cannot be declared again. */
  DECLARED_AGAIN: 'CH-DECLARED-AGAIN',
  // ── continued attacks (issue 16) ──
  /** 「（只再1次）可以继续攻击」 applied (可继续攻击): one more attack, and it must be the player's next attack (./game/attack-continue.ts). */
  ATTACK_CONTINUE: 'CH-ATTACK-CONTINUE',
  // ── replacements around a monster destroyed by battle (issue 16) ──
  /** A monster destroyed by battle (确定被战斗破坏) cannot be a destruction replacement's substitute (./game/destroy-replacement.ts). */
  REPLACE_BATTLE_DESTROYED: 'CH-REPLACE-BATTLE-DESTROYED',
  // ── attack-target rules on the attacker's side (issue 16) ──
  /** 「这张卡只能向龙族怪兽攻击」: the attacker may choose only such monsters — below a defending `must`/`forced` rule (./game/attack-target.ts). */
  ATTACK_ONLY_ATTACKER: 'CH-ATTACK-ONLY-ATTACKER',
  // ── issue 16: special wins set up by a resolution ──
  /** A monster Special Summoned by an effect whose text says 「那只怪兽从场上离开时对方决斗胜利」 carries it: when it leaves the field, the opponent of the player who summoned it wins. */
  SPECIAL_WIN_LEAVES: 'CH-SPECIAL-WIN-LEAVES',
  /** 「这张卡破坏时，选择的怪兽破坏」: a card keeping targets destroys them when it is destroyed (not when it leaves otherwise); 「选择的怪兽从场上离开时，这张卡破坏」 is CT-BOND's tie. */
  BOND_DESTROYED: 'CT-BOND-DESTROYED',
  /** A monster card in the Spell & Trap Zone that is no Equip Card and not in a Pendulum Zone (put there 「当作永续魔法卡使用」) is a Continuous Spell there: 「魔法·陷阱卡」 finds it; it has no race, attribute, level or ATK/DEF. */
  MONSTER_AS_CONTINUOUS: 'CH-MONSTER-AS-CONTINUOUS',
  /** 「这个卡名在规则上也当作「X」卡使用」: the card belongs to archetype X by the rules (Card.alsoArchetypes), unless an effect changed its name. */
  COMPILE_ALSO_ARCHETYPE: 'CMP-ALSO-ARCHETYPE',
  // ── issue 16: newer cards around a monster destroyed by battle ──
  /** A monster destroyed by battle, waiting in the Monster Zone for the damage step to end, does not change control: an effect that would take it leaves it with its controller. */
  BATTLE_DESTROYED_CONTROL: 'CH-BATTLE-DESTROYED-CONTROL',
  /** The compiler reads 「自己或者对方把…发动时」 as answering either player's activation, and 「把场上的怪兽的效果发动时」 as one activated on the field. */
  COMPILE_RESPONDS_EITHER: 'CMP-RESPONDS-EITHER',
  /** The compiler reads 「1只8星「X」怪兽」 (a level with no 以上/以下) as that level exactly. */
  COMPILE_LEVEL_EXACT: 'CMP-LEVEL-EXACT',
  /** The compiler reads 「7·8星的龙族怪兽」 (two levels in a row) as either level: 7 or 8, not 8 only. */
  COMPILE_LEVEL_PAIR: 'CMP-LEVEL-PAIR',
  /** The compiler reads 「从手卡·卡组把1只「X」特殊召唤」「把1张「X」加入手卡」 (a name with no 怪兽/卡 after it) as a card of that name, not any card of those places. */
  COMPILE_NAMED_PICK: 'CMP-NAMED-PICK',
  /** The compiler reads 「场上有「海」存在」 (a name with no 卡/怪兽 after it, in a state condition) as a card of that name, not an archetype (review s44-rv3). */
  COMPILE_EXISTS_NAMED: 'CMP-EXISTS-NAMED',
  /** The compiler reads the monster type at the head of what is picked (「1只同调怪兽」「其他的效果怪兽」「「X」超量怪兽」) as that type, not any monster. */
  COMPILE_MONSTER_TYPE_PICK: 'CMP-MONSTER-TYPE-PICK',
  /** The compiler reads 「「闪刀姬」连接怪兽」 (an archetype, then a monster type) as that archetype and that type, not any Link Monster. */
  COMPILE_ARCHETYPE_TYPED: 'CMP-ARCHETYPE-TYPED',
  /** The compiler reads 「…解放作上级召唤成功的场合，那个时候的效果加上以下效果。●…」 as steps added to the summon trigger, not an effect. */
  COMPILE_TRIBUTE_ADDED: 'CMP-TRIBUTE-ADDED',
  /** 「攻击力和守备力的数值相同的怪兽」: ATK and DEF the same number as shown — a face-down monster's are 0 and 0, a 「?」 is 0. */
  ATK_EQUALS_DEF: 'CH-ATK-EQUALS-DEF',
  /** A card a note names as paid for a tribute, send or banish cost (`[cost:解放 X]`, `[cost:送墓 X]`, `[cost:除外 X]`) must fit the cost's card filter: a card that does not cannot pay it. */
  COST_NOTE_FIT: 'CH-COST-NOTE-FIT',
  /** A cost the notes do not name is not assumed paid with a card the link targets (the effect would then do nothing): a card not written is assumed, said. */
  COST_NOT_TARGET: 'CH-COST-NOT-TARGET',
  /** 「有捕食指示物放置的怪兽」 (a card filter, `hasCounter`): a card with at least one counter of that kind on it now. */
  HAS_COUNTER: 'CNT-HAS-COUNTER',
  /** A level change a card's own effect made to itself, activated while the card was used as a Trap Card (「这张卡是当作永续陷阱卡使用的场合」), stays when its effects are negated. */
  LEVEL_TRAP_KEPT: 'CH-LEVEL-TRAP-KEPT',
  // ── issue 16: readings the newer cards of the negation and 包含 answer chapters need ──
  /** The compiler reads 「从自己墓地的怪兽以及除外的自己怪兽之中以1只…为对象」: the targets are taken among those places (GY and banished), 「以及」 not being the 以 of 「以…为对象」. */
  COMPILE_TARGET_FROM_AMONG: 'CMP-TARGET-FROM-AMONG',
  /** 「这个效果的发动和效果不会被无效化」 protects that effect, not its card: rewritten by a higher link (CH-REWRITE), the new effect may be negated; 「这张卡的…」 still protects it. */
  REWRITE_UNNEGATABLE_LOST: 'CH-REWRITE-UNNEGATABLE-LOST',
  /** A rewrite (「那个效果变成「…」」) whose new text's first step has no card to act on (read from the answered link's controller) cannot be activated (CH-NOTHING-TO-APPLY). */
  REWRITE_NOTHING_TO_APPLY: 'CH-REWRITE-NOTHING-TO-APPLY',
  // ── issue 16: 「那之后，可以把破坏的卡在自己场上盖放」 (rules reference docs/c04, the card-specific chapter of a Set-after-negation card) ──
  /** The card this link destroyed, Set on its player's field when a note chooses it (`[盖放 X]`): a Spell/Trap in the Spell & Trap (or Field) Zone, a monster Special Summoned face-down; not from the hand or Deck. */
  SET_DESTROYED: 'CH-SET-DESTROYED',
  // ── newer cards of docs/c03 诱发类效果 (issue 16) ──
  /** Several steps of one verb share the link's notes of that verb: a step saying where it takes its cards from uses the noted cards that are there as it is done. */
  NOTE_PER_STEP: 'CH-NOTE-PER-STEP',
  // ── issue 16: newer cards of docs/c03/特定效果的处理方法.rst ──
  /** A step picking cards of a description from places the situation lists in full (Deck, GY, banished, Extra Deck) with none there that fits picks nothing: that step is not done, the steps before it stand (./game/listed-pick.ts). */
  PICK_LISTED_EMPTY: 'CH-PICK-LISTED-EMPTY',
  PICK_SAME_CARD: 'CH-PICK-SAME-CARD',
  /** A Spell/Trap's effect does not act on its own card (docs/c02/卡片·效果的发动.rst:301–308): a pick the note names at resolution cannot be the resolving Spell/Trap itself (a copied step too), unless its text names this card; a monster effect may pick its own card. */
  ST_NOT_ON_ITSELF: 'CH-ST-NOT-ON-ITSELF',
  /** 「最多N张」 with more than one card to choose from: how many and which is the player's choice — none is taken for them, said. */
  PICK_UP_TO: 'CH-PICK-UP-TO',
  /** 「从双方场上各选1只相同种族的怪兽」: the noted pick must be one monster of each field, of one Type. */
  PICK_PAIR_SAME_RACE: 'CH-PICK-PAIR-SAME-RACE',
  /** A pick whose words name the side (「把对方手卡确认，从那之中选1张」) with every noted card the other player's: the note is set aside (said) and the pick made as with none noted. */
  PICK_SIDE: 'CH-PICK-SIDE',
  /** 「加入自己手卡」 of an opponent's card: it goes to the effect's player's hand, owned still by the opponent. */
  ADD_TO_OWN_HAND: 'CH-ADD-TO-OWN-HAND',
  /** A `[●n]` note on an effect that offers no ● to choose (its ● decided by a coin, or not read as options): not used, and said. */
  CHOICE_NOTE_UNUSED: 'CH-CHOICE-NOTE-UNUSED',
  /** 「可以选…任意数量」: an optional pick of as many as the player likes, none included — with none noted, the step is not assumed done, said. */
  PICK_ANY_NUMBER: 'CH-PICK-ANY-NUMBER',
  /** 「宣言的卡」: a step acting on the card the activation declared (`[宣言 X]`) takes only cards of that name; none there, it does nothing, and a fallback 「不在的场合」 is done; no name noted, the step and its fallback are left unknown, said. */
  DECLARED_NAME: 'CH-DECLARED-NAME',
  /** 「…加入手卡或送去墓地」: the card picked undergoes one of the two steps, the player's choice — the one a note names (`[送去墓地 X]`), else the first, said; never both. */
  EITHER_STEP: 'CH-EITHER-STEP',
  /** The compiler reads 「把对方卡组上面2张卡翻开，从那之中选1张除外」: the card banished is one of those turned over, from the top of that player's Deck (a listed Deck of one card: that card). */
  COMPILE_REVEALED_PICK: 'CMP-REVEALED-PICK',
  /** The compiler reads 「从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。●地·暗：…」: each ● costs showing monsters of the hand of the Attributes its heading names (a `look` cost; read looser: that many of those Attributes). */
  COMPILE_ATTRIBUTE_REVEAL_COST: 'CMP-ATTRIBUTE-REVEAL-COST',
  /** The compiler reads 「把自己场上的X指示物的以下数量取除，那个效果发动。●2个：… ●4个：…」: each ● is an option of its own chosen at activation, costing that many X counters (from this card for 「这张卡的」). */
  COMPILE_COUNTER_CHOICES: 'CMP-COUNTER-CHOICES',
  /** 「只要这张卡在怪兽区域存在，对方发动的「X」的效果无效化」 negates, as they resolve, the activated effects of cards named X: named as the card now is while it stays on the field (face-down there, a name an effect gave it has lapsed), as it activated once it left (CH-NONCHAIN-NEGATE). */
  NONCHAIN_NEGATE_NAMED: 'CH-NONCHAIN-NEGATE-NAMED',
  /** 「…的攻击力上升那之内的1只的攻击力一半数值」 (`amountFrom` of 'event-cards'): the printed value of a card the trigger's event moved, while still where that event put it; moved away since, the step does not apply. */
  STAT_EVENT_CARD_VALUE: 'CH-STAT-EVENT-CARD-VALUE',
  /** 「…的攻击力下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 (`amountFromMoved` of a `modify-stats`): by the printed values of the monsters an earlier step of this resolution moved that way (the higher of ATK and DEF), not as they stood on the field; none moved, the step does not apply. */
  STAT_MOVED_VALUE: 'CH-STAT-MOVED-VALUE',
  /** 「这个效果送去墓地的卡之中有怪兽卡的场合，把最多有那个数量的对方场上的卡破坏」 (`countMaxOfMoved`): a pick of up to as many cards as the earlier steps moved that fit the branch's condition, counted as it resolves. */
  UP_TO_MOVED_COUNT: 'CH-UP-TO-MOVED-COUNT',
  /** The compiler reads 「选那只怪兽以外的对方场上1只怪兽送去墓地」 as a card picked among those that fit, the effect's targets excepted (not the targets). */
  COMPILE_PICK_BUT_TARGET: 'CMP-PICK-BUT-TARGET',
  // ── issue 16: newer cards of the negation and activation chapters ──
  /** 「○○的场合，这张卡的发动和效果不会被无效化」: the protection holds only while that state does — read as the negating link resolves, and again as the protected effect resolves. */
  UNNEGATABLE_IF: 'CH-UNNEGATABLE-IF',
  /** 「可以给那个效果加上以下效果」: a face-up card's added steps apply after the other card's effect resolves — rewritten or not — and not when it was negated. */
  ADDED_EFFECT: 'CH-ADDED-EFFECT',
  /** 「连锁到卡的效果的发动而有…发动时」: the activation answered must itself be chained to a card's effect activation. */
  RESPONDS_CHAINED: 'CH-RESPONDS-CHAINED',
  // ── issue 16 copies and the newer cards of 复制 / 里侧·一时除外 ──
  /** A gained effect needing its card summoned with certain materials (「用通常怪兽作为素材作融合召唤的这张卡」) is never met by the card that gained it (复制.rst:110–115). */
  COPY_MATERIALS: 'CH-COPY-MATERIALS',
  /** A card that gained an Xyz Monster's effects cannot hold Xyz Materials: a gained effect that only attaches a monster under it cannot be activated (./game/copied.ts). */
  COPY_NO_MATERIALS: 'CH-COPY-NO-MATERIALS',
  /** 「那张卡从场上离开的场合除外」 an earlier effect left on a card (state 离场除外): it is banished when it leaves the field, until it is turned face-down (里侧·一时除外.rst:359–362). */
  LEAVES_BANISH_APPLIED: 'CH-LEAVES-BANISH-APPLIED',
  /** 「X的场合，这个效果在对方回合也能发动」: while X does not hold, the effect is an ignition effect (own Main Phase, chain link 1). */
  QUICK_IF: 'CH-QUICK-IF',
  // ── issue 16: newer cards whose continuous effects apply first or per activation ──
  /** 「每次对方把卡的效果发动，…的攻击力上升200」 is no standing change: made once per such activation, as that effect has finished resolving (../chain/per-activation.ts). */
  STAT_PER_ACTIVATION: 'CH-STAT-PER-ACTIVATION',
  /** An activated effect's 「每次对方把…效果发动，这张卡的攻击力…上升N」 raises nothing as it resolves: N each time the opponent activates an effect afterwards (a later chain), as that effect has resolved (../chain/per-activation.ts). */
  STAT_PER_ACTIVATION_LEFT: 'CH-STAT-PER-ACTIVATION-LEFT',
  /** A mandatory quick effect (「…发动时发动」) is activated in the damage step (not during damage calculation) as anywhere: the step's limits are on what a player chooses to activate. */
  DAMAGE_STEP_MANDATORY: 'CH-DAMAGE-STEP-MANDATORY',
  /** A replacement a Spell's resolution left with the monster card it equipped (「作为代替把用这张卡的效果来装备的怪兽破坏」, stated `(由X)`): that card's standing rule while equipped — destroyed instead of the monster it equips. */
  REPLACE_BY_EQUIPPED_CARD: 'CH-REPLACE-BY-EQUIPPED-CARD',
  // ── target groups (issue 16) ──
  /** 「以A和B为对象」: each target must fit a group of its own (its description and number), not just any card. */
  TARGET_GROUPS: 'CH-TARGET-GROUPS',
  /** The compiler reads each group of 「以A和B为对象」 with its own filter and count (and a mandatory 「…为对象发动。」 as targets). */
  COMPILE_TARGET_GROUPS: 'CMP-TARGET-GROUPS',
  /** A step on some groups of the targets only (`Action.targetGroups`) acts on the targets shared to them, in the order written; a group added only with a tribute of an Attribute takes no target without one, an optional group may be left empty. */
  STEP_TARGET_GROUPS: 'CH-STEP-TARGET-GROUPS',
  /** The compiler reads a ● added by a tribute of an Attribute that takes a target of its own (「●可以以场上1张卡为对象回到持有者手卡」) as an optional group added to the trigger's targets, its step on that group alone. */
  COMPILE_TRIBUTE_ADDED_TARGET: 'CMP-TRIBUTE-ADDED-TARGET',
  /** The compiler reads 「（1回合1次，）可以把以…为对象发动的效果无效。那之后，这张卡破坏。」 as a negation on no chain that may apply (CH-NONCHAIN-NEGATE-OPTIONAL) of the effects that target such a card, its card destroyed after. */
  COMPILE_NONCHAIN_NEGATE_TARGETING: 'CMP-NONCHAIN-NEGATE-TARGETING',
  /** A Pendulum card's continuous negation applies from where its kind of effect does: a Pendulum Effect from the Pendulum Zone, a monster effect from the Monster Zone. */
  PENDULUM_EFFECT_ZONE: 'CH-PENDULUM-EFFECT-ZONE',
  // ── issue 16: equip cards' correct targets (装备条件 / 正确对象) ──
  /** The compiler reads an Equip Spell's 「战士族怪兽才能装备」「只有战士族可以装备」「「X」才能装备」 as the monsters it may equip: its activation targets only them (`equipLimit`). */
  COMPILE_EQUIP_LIMIT: 'CMP-EQUIP-LIMIT',
  /** An Equip Spell whose monster is no longer one it may equip (its Type — without the equip's own change —, name, materials, controller changed) is destroyed by rule at once; the monster is no longer its 「装备怪兽」. */
  EQUIP_INCORRECT: 'CH-EQUIP-INCORRECT',
  /** An effect's step that detaches other monsters' Xyz Materials (「作为对象的怪兽的超量素材全部取除」) detaches the materials the situation states — also of a monster unaffected by it. */
  DETACH_BY_EFFECT: 'CH-DETACH-BY-EFFECT',
  /** s54: an effect's step 「…在那只超量怪兽下面重叠作为超量素材」 moves its cards under the Xyz Monster as materials (./game/actions.ts attachStep). */
  ATTACH: 'CH-ATTACH',
  UNAFFECTED_DETACH_FIRST: 'CH-UNAFFECTED-DETACH-FIRST',
  SUMMON_TARGET_ELSEWHERE: 'CH-SUMMON-TARGET-ELSEWHERE',
  /** 「在1回合各有1次不会被战斗破坏」 granted to other monsters keeps each from battle destruction once a turn: however many apply, none keeps a monster one already kept this turn (已免战斗破坏). */
  BATTLE_PROTECT_ONCE: 'CH-BATTLE-PROTECT-ONCE',
  // ── issue 16: 只能有○○存在, a procedure to the opponent's field ──
  /** A summon written as the action by the monster's own procedure that puts it on the opponent's field (its tributes theirs) is judged against that field's 「只能有…存在」 limits. */
  PROCEDURE_OPPONENT_FIELD: 'CH-PROCEDURE-OPPONENT-FIELD',
  // ── issue 16: activation vocabulary (卡片·效果的发动) ──
  /** The compiler reads 「（这张卡装备中的场合，）对方场上的已是表侧表示存在的魔法·陷阱卡不能把效果发动」 as a lock on the effects of face-up Spells/Traps on that field, not on card activations. */
  COMPILE_FACE_UP_EFFECT_LOCK: 'CMP-FACE-UP-EFFECT-LOCK',
  /** A Spell/Trap an effect would activate as it resolves (`[发动 X]`) is a card activation: a floodgate forbidding that activation for that player stops it — the card is not activated. */
  IN_RESOLUTION_FORBIDDEN: 'CH-IN-RESOLUTION-FORBIDDEN',
  // ── issue 16: costs that send to the GY a card that would go elsewhere ──
  /** A card carrying a rule that sends it elsewhere when it leaves the field (a 「这个效果特殊召唤的这张卡从场上离开的场合除外」 of its own summon, a 离场除外 left on it, its own 「…不去墓地而除外」) would not arrive in the GY: a cost that sends a card to the GY cannot be paid with it. */
  COST_SEND_ELSEWHERE: 'CH-COST-SEND-ELSEWHERE',
  // Issue 16, master rule 2017 zones: a swap of control must leave each side a Main Monster Zone for the monster it gets.
  SWAP_MAIN_ZONE: 'CH-SWAP-MAIN-ZONE',
  // ── issue 16: the Pendulum Summon action (灵摆召唤) ──
  /** A Pendulum Summon is a Special Summon by rule: from the hand or face-up Pendulum Monsters of the Extra Deck; never a Special Summon monster from the hand, one not properly summoned, nor one only card effects may summon. */
  PENDULUM_SUMMON: 'CH-PENDULUM-SUMMON',
  /** 「这张卡的召唤(·特殊召唤)不会被无效化」: a summon of that kind of that monster cannot be negated — a summon negation cannot be activated against it. */
  SUMMON_UNNEGATABLE: 'CH-SUMMON-UNNEGATABLE',
  /** 「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」: another face-up card protects that kind of summon of the monsters it describes — a summon negation cannot be activated against it, and one activated before the card arrived negates nothing. */
  SUMMON_UNNEGATABLE_GRANTED: 'CH-SUMMON-UNNEGATABLE-GRANTED',
  /** A Flip Summon whose negation did not apply succeeds after the chain: the monster still face-up in a Monster Zone is Flip Summoned on the field of whoever controls it then (taken in the chain: the taker's Flip Summon). */
  FLIP_SUMMON_DONE: 'CH-FLIP-SUMMON-DONE',
  /** A Pendulum Monster from the hand placed in a Pendulum Zone is a Spell Card's activation (nothing to resolve, speed 1, its player's Main Phase, a free Pendulum Zone): face-up there from its activation on, it stays after the chain. */
  PENDULUM_ACTIVATION: 'CH-PENDULUM-ACTIVATION',
  // ── issue 16: counters a card may hold by its own text (c02 基本用语 指示物, second half) ──
  /** 「给这张卡放置1个魔力指示物（最多1个）」: a card holds no more of that kind than its own text allows — an effect placing more on it places none beyond that (it stays a card able to hold them, CNT-CAN-HOLD). */
  COUNTER_MAX: 'CNT-MAX',
  /** 「自己受到效果伤害的场合，作为代替给这张卡放置1个…指示物」: the player's face-up monster (effects applying) takes the counter instead of an effect's damage — no damage. */
  DAMAGE_AS_COUNTER: 'CNT-DAMAGE-INSTEAD',
  /** 「选自己场上1只「X」放置N个Y指示物」「「X」放置N个Y指示物」 (no target): placed only on a face-up card of that name able to hold that kind (CNT-CAN-HOLD); with none, an optional activation has nothing to apply; 「…数量的Y指示物」 counts as it resolves. */
  COUNTER_PLACE_CHOSEN: 'CNT-PLACE-CHOSEN',
  /** The compiler reads an old text's trigger 「…时才能从手卡特殊召唤」 (one step naming no card) as this card summoning itself from the hand. */
  COMPILE_HAND_SELF_SUMMON: 'CMP-HAND-SELF-SUMMON',
  COMPILE_SPIRIT_RETURN_SELF: 'CMP-SPIRIT-RETURN-SELF',
  // ── issue 16: c03 特定效果的处理方法, negations by column ──
  /** 「只要自己场上有「X」怪兽存在，和那怪兽相同纵列发动的对方…的效果无效化」: the column an effect was activated in (read at activation) holds such a monster as it resolves. */
  NONCHAIN_NEGATE_COLUMN: 'CH-NONCHAIN-NEGATE-COLUMN',
  // ── issue 16 (r28b): c03 特定效果的处理方法, steps of both players and ● counted by the cards moved ──
  /** A step each player does with their own cards (「双方玩家把2张手卡送去墓地」, 「从双方卡组上面把3张卡」): the turn player first, each player's cards in an event of their own, the count each player's. */
  EACH_PLAYER: 'CH-EACH-PLAYER',
  /** The compiler reads 「双方玩家…」「双方各自…」「从双方卡组上面…」 steps as done by each player (`eachPlayer`), and 「各自从卡组抽N张」 after them as a draw of both. */
  COMPILE_EACH_PLAYER: 'CMP-EACH-PLAYER',
  /** A ● of 「这个效果破坏的卡数量的以下效果适用。●N张以上：…」 is done only when this resolution moved at least N cards that way; each ● apart from the others. */
  MOVED_COUNT_TIERS: 'CH-MOVED-COUNT-TIERS',
  /** A face-up 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害，给与对方N伤害」 deals N more each time an effect of such a monster damages the opponent: the same moment, a damage of its own. */
  BURN_ON_DAMAGE: 'CH-BURN-ON-DAMAGE',
  /** The compiler reads 「只有这张卡被「X」连接怪兽的效果除外的场合：…」 as a trigger of this card banished by such an effect, which moved it alone. */
  COMPILE_MOVED_ALONE: 'CMP-MOVED-ALONE',
  /** 「特殊召唤的表侧表示的这张卡从场上离开的场合回到卡组最下面」: the card's own replacement holds only while it was Special Summoned. */
  LEAVES_REPLACEMENT_SPECIAL: 'CH-LEAVES-REPLACEMENT-SPECIAL',
  /** 「上升这个效果除外的卡数量×200」: counted on the cards this resolution moved that way by its player, not one moved on the way by its own rule. */
  STAT_MOVED_COUNT: 'CH-STAT-MOVED-COUNT',
  /** 「自己受到这个效果特殊召唤的怪兽数量×1000的数值的伤害」: N per card this resolution moved that way by its player (none: no damage). */
  DAMAGE_MOVED_COUNT: 'CH-DAMAGE-MOVED-COUNT',
  /** 「回复这个效果送去墓地的「X」卡数量×N基本分」: N per card this resolution moved that way (of X when written); which cards moved not written: the amount is said to be unknown, N per card. */
  LP_MOVED_COUNT: 'CH-LP-MOVED-COUNT',
  /** 「自己失去…基本分」: LP lost by an effect — neither damage nor a payment. */
  LP_LOST: 'CH-LP-LOST',
  /** 「从对方卡组上面把3张卡送去墓地」 with the cards not named: the event and the answer say whose Deck and how many (nobody chooses them). */
  DECK_TOP_FIXED_COUNT: 'CH-DECK-TOP-FIXED-COUNT',
  /** The compiler reads 「这个效果送去墓地的「X」卡数量×N基本分」「这个效果破坏送去墓地的卡数量×N伤害」 as counted by this resolution's moves (`movedByThis`, `of`, `toGy`). */
  COMPILE_LP_MOVED_COUNT: 'CMP-LP-MOVED-COUNT',
  /** The compiler gives a delayed move naming nothing (「…的效果无效化，结束阶段除外」) the subject of the step before it: the cards this effect moved. */
  COMPILE_DELAYED_SUBJECT: 'CMP-DELAYED-SUBJECT',
  /** 「对方可以从手卡让1张魔法卡被观看使这个效果无效」: a revealed hand (or none that fits) cannot be shown, so the steps after are done; otherwise they are done on the assumption the opponent shows none, said as one. */
  REVEAL_ANSWER_PUBLIC: 'CH-REVEAL-ANSWER-PUBLIC',
  /** The compiler reads 「这个效果除外（破坏·送去墓地…）的卡数量×N」 in an ATK/DEF change as counted by this resolution's moves (`movedByThis`). */
  COMPILE_STAT_MOVED_COUNT: 'CMP-STAT-MOVED-COUNT',
  /** The compiler reads 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害，给与对方N伤害」 as that fact (`burnOnDamage`) of the continuous effect. */
  COMPILE_BURN_ON_DAMAGE: 'CMP-BURN-ON-DAMAGE',
  /** The compiler reads 「这个效果破坏（除外·送去墓地…）的卡数量的以下效果适用。●N张以上：…」 as steps of the effect itself, each tiered by that count (`ifMovedAtLeast`). */
  COMPILE_MOVED_COUNT_TIERS: 'CMP-MOVED-COUNT-TIERS',
  // ── issue 16: equips of cards taken from outside the field ──
  /** An effect equipping a card it takes from the hand, Deck or GY (「…给这张卡装备」, 「…给这张卡的装备怪兽…装备」) puts it in its player's Spell & Trap Zone equipped to that monster, whoever controls it now; no free zone: nothing applies; too few: as many as fit. */
  EQUIP_FROM_OUTSIDE: 'CH-EQUIP-FROM-OUTSIDE',
  EQUIP_TARGET_FROM_GY: 'CH-EQUIP-TARGET-FROM-GY',
  // ── issue 16: original ATK/DEF readings of 攻守计算 ──
  /** The compiler reads 「攻击力(·守备力)变成原本数值」「攻击力变成原本攻击力」 as a 变成 to the original: a one-shot change fixes the value to the original as it resolves (a 「?」 original is 0). */
  COMPILE_STAT_TO_ORIGINAL: 'CMP-STAT-TO-ORIGINAL',
  /** The compiler reads 「原本攻击力或者原本守备力是0的怪兽」 as a filter on the originals as they stand (a 「?」 is 0 unless a change of the original made it otherwise; a change of the value alone does not count). */
  COMPILE_ORIGINAL_ZERO: 'CMP-ORIGINAL-ZERO',
  /** A copy of a Trap (CH-COPY-TRAP-CONDITIONS) with an LP cost judges the copied Trap's conditions with that cost paid; one met only after paying needs another card it could copy before paying. */
  COPY_TRAP_COST_FIRST: 'CH-COPY-TRAP-COST-FIRST',
  /** The compiler reads the old 「当自己的基本分比对方（的基本分）少N以上时这张卡才能发动」 as the LP condition it states. */
  COMPILE_OLD_LP_CONDITION: 'CMP-OLD-LP-CONDITION',
  // ── issue 16, docs/c03 里侧·一时除外 / 诱发类效果 / 只能有○○存在 ──
  /** A step that may take cards from a place only while a state holds (「…存在的场合，自己卡组的怪兽也能作为融合素材」): judged as the step is done; otherwise no card there is chosen. */
  PLACE_WHILE: 'CH-PLACE-WHILE',
  /** A pledge 「这个效果发动的回合，不用这张卡不能攻击」「…这张卡以外的自己怪兽不能攻击」: its player's other monsters cannot attack that turn; the card itself may, turned face-down and flipped since or not. */
  PLEDGE_ATTACK_SELF: 'CH-PLEDGE-ATTACK-SELF',
  /**
   * Added (s58): a pledge 「…发动的回合，自己不能进行战斗阶段」 — its player conducts a Battle Phase or activates it in a turn, not both: not
   * activated in its player's own Battle Phase or Main Phase 2; once activated (not activation-negated), no attack by that player's monsters.
   */
  PLEDGE_BATTLE_PHASE: 'CH-PLEDGE-BATTLE-PHASE',
  /**
   * Added (s59): a summon's pledge 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」「把这张卡特殊召唤的回合，自己不能进行战斗阶段」 —
   * the player who Special Summoned the monster (by its procedure, or any way) declares no attack that turn (../game/summon-battle-pledge.ts).
   */
  SUMMON_PLEDGE_BATTLE_PHASE: 'SIT-SUMMON-PLEDGE-BATTLE-PHASE',
  // ── issue 16: c02 基本用语 (a monster placed in the Pendulum Zone) ──
  /** A step placing its target (or this card) in its player's Pendulum Zone: a face-up Pendulum Monster in the Monster Zone is put in its player's Pendulum Zone — a new card there (links that targeted it lose it, its counters are gone); none placed with both Pendulum Zones taken. */
  PLACE_PENDULUM: 'CH-PLACE-PENDULUM',
  /** A step tiered by kinds of materials (「●5种类以上：…」) is done only when the card's stated materials are of that many kinds; with none stated it is not done, and the answer says so as an assumption. */
  MATERIAL_KINDS: 'MATCH-MATERIAL-KINDS',
  /** A discard cost takes the card its text names after 丢弃 (「丢弃1只恶魔族怪兽」「丢弃1只「X」或者1张有那个卡名记述的卡」): a note `[cost:丢弃 X]` must name one that fits, and a listed hand must hold one. */
  COST_DISCARD_FIT: 'CH-COST-DISCARD-FIT',
  // ── issue 16: c02 基本用语 (trap monsters, tokens, the normal draw) ──
  /** The compiler reads a lead 「只要这张卡以外的当作怪兽使用的陷阱卡在怪兽区域存在」 as the state it holds under: another trap monster in either player's Monster Zone. */
  COMPILE_TRAP_MONSTER_EXISTS: 'CMP-TRAP-MONSTER-EXISTS',
  /** A trap monster also still a Trap Card turned face-down by an effect is Set in its controller's Spell & Trap Zone (a `set` event): a trigger on a Spell/Trap being Set (「魔法·陷阱卡被盖放的场合」) meets it; a trap monster that is a monster only stays face-down in the Monster Zone, no Set Spell/Trap (./game/actions.ts). */
  TRAP_MONSTER_SET: 'CH-TRAP-MONSTER-SET',
  /** The compiler reads 「…有X存在的场合，那些怪兽（卡）全部…」 as acting on every card X names (not on cards of an event). */
  COMPILE_THOSE_EXISTING: 'CMP-THOSE-EXISTING',
  /** A Trap that becomes a monster with its target's ATK/DEF (「变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽」) is not summoned when no face-up target monster is left as it resolves; it stays in the Spell & Trap Zone. */
  SUMMON_STATS_FROM_TARGET: 'CH-SUMMON-STATS-FROM-TARGET',
  /** A link that declares a card name (`[宣言 X]`) cannot declare a Token: a Token is no real card (the input is refused, saying so). */
  DECLARE_NO_TOKEN: 'SIT-DECLARE-NO-TOKEN',
  /** The compiler reads 「从…选和那只怪兽是…相同（不同）的N只怪兽…」 as moving cards chosen from that place (the target only compared with), not the target. */
  COMPILE_RELATED_TO_TARGET: 'CMP-RELATED-TO-TARGET',
  /** The compiler reads 「可以把那只怪兽在自己场上特殊召唤」 with no target as the event's monster, not one picked on its own field. */
  COMPILE_MAY_THAT_EVENT: 'CMP-MAY-THAT-EVENT',
  // ── issue 16: a Spell/Trap's own damage as it leaves the field ──
  /** 「自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害」 (the `leavesDamage` fact): dealt at once as the card leaves face-up, no chain; not while a Spell/Trap's effects are negated. */
  LEAVES_DAMAGE: 'CH-LEAVES-DAMAGE',
  /** 「场上的守备表示怪兽发动的效果无效化」 (`activatedInPosition`): the position is the one its card had when the effect was activated, not as it resolves. */
  NEGATE_POSITION_AT_ACTIVATION: 'CH-NEGATE-POSITION-AT-ACTIVATION',
  // ── issue 16: zones named by a card's text ──
  /** 「主要怪兽区域的怪兽」 (a card filter, `mainZone`): a monster stated in an Extra Monster Zone is not one; an unstated zone is assumed to fit (./game/match.ts). */
  ZONE_MAIN_FILTER: 'ZONE-MAIN-FILTER',
  /** 「移动到没有使用的相邻的怪兽卡区域」 (Action.moveZone): to a free Main Monster Zone beside it, never an Extra Monster Zone; with none, nothing to apply (./game/zone-move.ts). */
  ZONE_MOVE_ADJACENT: 'ZONE-MOVE-ADJACENT',
  /** 「对方不能选择除攻击力最高的X以外的X作为攻击对象」: a not-target rule on those monsters but the highest in ATK among them, read as the board stands (CardFilter.notHighestAtk). */
  ATTACK_NOT_HIGHEST: 'CH-ATTACK-NOT-HIGHEST',
  // ── issue 16 (docs/c03 里侧·一时除外) ──
  /** A card an effect would summon from banishment that finds no Main Monster Zone is placed in the GY, not sent: a redirect of the cards sent to the GY (「送去墓地的卡不去墓地而除外」) does not banish it again. */
  NO_FREE_ZONE_PLACED: 'CH-NO-FREE-ZONE-PLACED',
  // ── issue 16, docs/c03 装备卡 / docs/c04 不能使用 ──
  /** A monster card's 「这张卡当作攻击力上升N的装备卡使用给…装备」 raise applies only when that effect equipped it: held as an equip by another effect (a monster its own target does not fit), it raises nothing. */
  EQUIP_AS_RAISE_OWN: 'CH-EQUIP-AS-RAISE-OWN',
  /** A card on the field that cannot be used (不能使用) is no card able to hold the counters only such a card may carry: an effect placing them cannot choose it. */
  COUNTER_CANNOT_USE: 'CNT-CANNOT-USE',
  /** The compiler reads a continuous 「…的效果的发动不会被无效化」 (no 「以及那些发动的效果」) as protecting the named cards' activations only: an effect negation still applies. */
  COMPILE_UNNEGATABLE_ACTIVATION_GRANT: 'CMP-UNNEGATABLE-ACTIVATION-GRANT',
  /** The compiler reads a continuous 「自己不是「X」怪兽不能特殊召唤」 as a Special Summon lock sparing those monsters, applied from where its effect works. */
  COMPILE_SUMMON_LOCK_EXCEPT: 'CMP-SUMMON-LOCK-EXCEPT',
  /** The compiler reads 「作为对象的怪兽以外的…全部破坏」 as every card that fits except the effect's targets (not the targets). */
  COMPILE_ALL_BUT_TARGETS: 'CMP-ALL-BUT-TARGETS',
  // ── issue 16: docs/c04 (a choice of places under a GY lock) ──
  /** Under a GY lock, a step choosing from the GY and other places (「从卡组·墓地…特殊召唤／加入手卡」) takes from the others only; listed in full with none that fits, it does nothing (not an unnamed card) and the effect is not negated. */
  GY_LOCK_LISTED_EMPTY: 'CH-GY-LOCK-LISTED-EMPTY',
  /** The compiler reads the old wording 「名字带有「X」的怪兽」 in a card description as the archetype 「X」 (as 「「X」怪兽」). */
  COMPILE_NAMED_ARCHETYPE_OLD: 'CMP-NAMED-ARCHETYPE-OLD',
  /** A Gemini monster a face-up card treats as summoned again (「…当作再1次召唤的状态使用」) is no longer being summoned again: a negation of that summon has nothing to negate. */
  GEMINI_TREATED_SUMMONED: 'CH-GEMINI-TREATED-SUMMONED',
  /** Under a GY lock, the changes of Type, Attribute or name another card makes do not reach the cards in the GY (those on the field still change). */
  GY_LOCK_TYPE_CHANGE: 'CH-GY-LOCK-TYPE-CHANGE',
  // ── issue 16: original Type compared ──
  /** 「和那只怪兽是…原本种族相同」 (filter `hasOriginalRace`): the target compared by its original Type must have one — a trap monster printing no Type has none. */
  COMPILE_TARGET_ORIGINAL_RACE: 'CMP-TARGET-ORIGINAL-RACE',
  // ── issue 16: c03 特定效果的处理方法, a draw counted by the cards discarded ──
  /** A draw of as many as its player discarded (「各自从卡组抽出自身丢弃的数量」), with nothing but the activating card in that player's listed hand, draws none: a floodgate on that player's draws does not forbid it (CH-FORBIDDEN-MUST-STEP). */
  DRAW_NONE_DISCARDED: 'CH-DRAW-NONE-DISCARDED',
  // ── issue 16: c03 战斗阶段流程, a condition on the battle damage about to be taken ──
  /** 「自己要受到N以上的战斗伤害的场合」「对方怪兽的攻击要让自己受到战斗伤害的伤害计算时」: judged on each single damage as it would be taken now, after the changes and moves (./chain/damage-taken.ts). */
  BATTLE_DAMAGE_TAKEN_COND: 'CH-BATTLE-DAMAGE-TAKEN-COND',
  // ── issue 16: an earlier effect's protection of a monster's activated effects ──
  /** A monster an earlier effect left 「那只怪兽在场上发动的效果不会被无效化」 on (stated 效果不会被无效): its effects activated on the field are not negated while it stays face-up on the field; turned face-down or gone, the protection is over. */
  UNNEGATABLE_STATE: 'CH-UNNEGATABLE-STATE',
  /** The compiler reads who activates what a 「…发动时」 effect answers from the clause of that activation: a state said before it (「自己场上有X存在，…的效果发动时」) names no activator. */
  COMPILE_RESPONDS_STATE_CLAUSE: 'CMP-RESPONDS-STATE-CLAUSE',
  // ── issue 16: c02 基本用语 (a monster card that is an equip card) ──
  /** A monster card that is an Equip Card in the Spell & Trap Zone has none of its effects as a monster there: one that names no place and whose card says nothing of being equipped (「在场上表侧表示存在」 meaning the Monster Zone) cannot be activated. */
  EQUIP_MONSTER_NO_EFFECT: 'CH-EQUIP-MONSTER-NO-EFFECT',
  EQUIP_EFFECT_NOT_MONSTER: 'CH-EQUIP-EFFECT-NOT-MONSTER',
  // ── issue 16: c03 无效 (effect rewriting: what of a rewritten effect still applies) ──
  /** A rewritten effect (CH-REWRITE) resolves the new text only: the parts of its own effect lasting the turn (CH-TURN-PART) do not apply; a pledge, no effect, still binds. */
  REWRITE_TURN_PART: 'CH-REWRITE-TURN-PART',
  /** A summon limit an earlier activation's effect left for the turn (a lasting part 「这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤」, `本回合:`) binds its player's summons — only when its effect applied (not negated, not rewritten). */
  TURN_PART_EARLIER: 'CH-TURN-PART-EARLIER',
  /**
   * Added (s55): 「这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡」 — a lasting part of the effect: once it resolved (this chain, or
   * earlier this turn, not negated) its player draws by no card effect; an optional effect that must draw for that player cannot be
   * activated, a mandatory one is activated and does not draw, a draw step of that player is not done. The normal draw is no card effect.
   */
  TURN_PART_DRAW_LOCK: 'CH-TURN-PART-DRAW-LOCK',
  /** 「这张卡的①的效果适用的回合」: met when an activation of that effect of this card by its player applied this turn (`本回合:`, not negated nor rewritten). */
  OWN_EFFECT_APPLIED: 'CH-OWN-EFFECT-APPLIED',
  SUMMONED_COUNT_CONDITION: 'CH-SUMMONED-COUNT-CONDITION',
  /** 「这个效果在这张卡送去墓地（被除外、特殊召唤）的回合不能发动」: refused when that happened to the card this turn (a move or summon this judging made, the situation's state, the turn's history `本回合:`). */
  SENT_GY_TURN: 'CH-SENT-GY-TURN',
  // ── issue 16: c03 无效 (continuous negations of the Spells/Traps on the field) ──
  /** A continuous negation of the Spell/Trap cards on the field negates the effect of a Spell/Trap activated on the field even when it has left the field by the time its link resolves (./chain/cont-negate-st.ts). */
  CONT_NEGATE_ST: 'CH-CONT-NEGATE-ST',
  /** A continuous negation of every card on the field negates an effect activated on the field even when its card left the field before its link resolved (./chain/cont-negate-st.ts). */
  CONT_NEGATE_FIELD: 'CH-CONT-NEGATE-FIELD',
  // ── issue 16: c04 (damage decided by the targets at activation) ──
  /** A damage step done only when the target it moved is of a kind (「破坏的卡是怪兽的场合，再给与…伤害」) is certain at activation when every target chosen is face-up, of that kind, with a value above 0 (./game/damage-by-target.ts). */
  DAMAGE_BY_TARGET: 'CH-DAMAGE-BY-TARGET',
  // ── issue 16: c03 里侧·一时除外 (a limit on Special Summons by the attacks made) ──
  /** 「回合玩家只能有最多和那个回合攻击过的次数相同次数把怪兽特殊召唤」: the turn player may Special Summon only as many times a turn as it attacked (./chain/summons-per-attack.ts). */
  SUMMONS_PER_ATTACK: 'CH-SUMMONS-PER-ATTACK',
  /** 「在自己没有进行特殊召唤的自己主要阶段1，用卡的效果才能特殊召唤」: no such summon once its player made a Special Summon this turn (./game/first-special-summon.ts). */
  FIRST_SPECIAL_SUMMON: 'CH-FIRST-SPECIAL-SUMMON',
  /** By the rules one Normal Summon (or Set) a turn: a second one written as the action is refused, unless an effect allowed more (./game/normal-summon-once.ts). */
  NORMAL_SUMMON_ONCE: 'CH-NORMAL-SUMMON-ONCE',
  // ── issue 16: c04 不能使用 (a lingering draw left earlier this turn) ──
  /** A lingering 「这个回合，每次…特殊召唤成功，…抽1张」 an earlier activation of the turn left (`本回合:`) draws when a Special Summon written as the action meets it (./game/linger-draw-earlier.ts). */
  LINGER_DRAW_EARLIER: 'CH-LINGER-DRAW-EARLIER',
  /** A face-up grant 「…可以作为自己场上1只怪兽的代替而把对方场上1只…怪兽解放」 (`tributesOpponent: 'cost'`) lets a noted cost tribute take an opponent's monster (./chain/cost-tribute-opponent.ts). */
  COST_TRIBUTE_OPPONENT: 'CH-COST-TRIBUTE-OPPONENT',
  /** A use limit on applications (「…的效果在决斗中只能适用1次」) is not spent by an earlier activation whose effect did not apply (negated, or rewritten). */
  ONCE_APPLIED: 'CH-ONCE-APPLIED',
  // ── issue 16: c03 装备卡 (moving an equip card to another correct target) ──
  /** An effect that moves an equip card to another monster that is a correct target for it (「…装备卡转换给1只别的能变成正确对象的怪兽」) can target only an equip card that has one; it moves it there as it resolves (../game/equip-move.ts). */
  EQUIP_MOVE: 'CH-EQUIP-MOVE',
  /** A Pendulum Effect activated in a Pendulum Zone is a Spell Card's effect activation: 「魔法·陷阱卡的效果发动时」 answers it, 「怪兽的效果发动时」 does not (../game/match.ts patternMismatch). */
  PENDULUM_EFFECT_SPELL: 'CH-PENDULUM-EFFECT-SPELL',
  /** An Equip Spell whose card activation had its effect negated (not its activation) still equips its target when it stays face-up on the field: equipping is no effect (../chain/equip-negated.ts). */
  EQUIP_NEGATED_STAYS: 'CH-EQUIP-NEGATED-STAYS',
  /** An equip card whose effects are negated (stated, a face-up card's continuous negation) or that cannot be used stays equipped and changes its monster's ATK/DEF no more, until the negation ends (../game/equip.ts). */
  EQUIP_NEGATED_STATS: 'CH-EQUIP-NEGATED-STATS',
  /** Added (issue 16): a card that shows itself from the hand as the cost of an effect activates such an effect once per chain — the same card named again in that chain cannot (./chain/shown-once.ts). */
  SHOWN_SELF_ONCE: 'CH-SHOWN-SELF-ONCE',
  /** ./chain/cost-note-moved.ts: a cost note's card that has moved since the situation, where that cost cannot take it from. */
  COST_PAID_ONCE: 'SIT-COST-PAID-ONCE',
  /** Added (issue 16): the compiler reads 「…的「X」怪兽种类的以下适用。●N种类（以上）：…」 as steps each done while the count of kinds holds; an activation is judged by the tier that holds, and with none holding cannot be made (./chain/applies.ts). */
  KINDS_TIERS: 'CMP-KINDS-IN-ZONE-TIERS',
  /** The compiler reads 「发动的回合的以下效果适用。●自己回合：A ●对方回合：B」 as steps each done only in that turn, decided at activation: what an activation contains is the ● of the turn it was activated in (./chain/legality.ts names it on the answer). */
  TURN_TIERS: 'CMP-TURN-TIERS',
  /** 「这张卡的表示形式的以下效果适用。●攻击表示：… ●守备表示：…」: the position at resolution picks the ● (./chain/resolve.ts). */
  POSITION_TIERS: 'CMP-POSITION-TIERS',
  /** 「这个回合，对方怪兽的攻击只有1次无效」 left by an activation earlier this turn (`本回合:`) negates the next attack of an opponent's monster as it is declared (./game/attack-negate-earlier.ts). */
  ATTACK_NEGATE_EARLIER: 'CH-ATTACK-NEGATE-EARLIER',
  /** Added (issue 16): a self-destruction whose state the action before the chain made hold applies at once, before any chain (./chain/self-destruct.ts). */
  SELF_DESTRUCT_ACTION: 'CH-SELF-DESTRUCT-ACTION',
  /** Added (issue 16): 「这张卡从场上离开时，自己场上的「X」卡全部送去墓地」 — sent with it as it leaves face-up, no chain; not while a Spell/Trap's effects are negated (./game/leaves-applies.ts). */
  LEAVES_SEND_ALL: 'CH-LEAVES-SEND-ALL',
  /** Added: an attack is declared by the turn player's monster in the Battle Step only (./game/attack-when.ts). */
  ATTACK_BATTLE_STEP: 'CH-ATTACK-BATTLE-STEP',
  /** Added: a face-up card keeping a monster as the target of its continuous 「那只怪兽…效果无效化」 negates that monster's effects at resolution while it applies (./chain/resolve.ts). */
  BOND_NEGATE: 'CT-BOND-NEGATE',
} as const;

export type RuleId = (typeof R)[keyof typeof R];

/** Rule ids of the trigger windows (时点); the window's reasons say which rule put an effect where. */
export const W = {
  // ── what opens, in what order ───────────────────────────────────────────────────────────────────
  CHAIN_END_ORDER: 'WIN-CHAIN-END-ORDER',
  CONTINUOUS_FIRST: 'WIN-CONTINUOUS-FIRST',
  RULE_TO_GY: 'WIN-RULE-TO-GY',
  ACTION_KIND: 'WIN-ACTION-KIND',
  // ── which effects qualify ───────────────────────────────────────────────────────────────────────
  EVENT_OF_THIS: 'WIN-EVENT-OF-THIS',
  /** A mandatory trigger met by several events of one chain is activated once per event (issue 16, 诱发类效果.rst:484–523). */
  PER_EVENT: 'WIN-PER-EVENT',
  /** A face-down monster turned face-up by an effect is flipped: its flip effect meets that event (../game/actions.ts changePosition). */
  FLIP_EVENT: 'WIN-FLIP-EVENT',
  /** A draw is an add from the Deck to the hand: 「从卡组加入手卡时」 triggers meet a drawn card too (issue 16, 战斗阶段流程.rst:401). */
  DRAW_IS_ADD: 'WIN-DRAW-IS-ADD',
  SUBJECT: 'WIN-SUBJECT',
  FROM_PLACE: 'WIN-FROM-PLACE',
  CAUSE_BY: 'WIN-CAUSE-BY',
  /** 「被对方…」 of this card: the opponent of the player who controlled it when the event happened, not of its owner (issue 16). */
  CAUSE_CONTROLLER: 'WIN-CAUSE-CONTROLLER',
  /** 「被对方…」 of a card controlled by the player who does not own it: met from neither side, so never (issue 16, SIT-OWNER). */
  CAUSE_OWNER: 'WIN-CAUSE-OWNER',
  /** 「对方的效果」 of another card's event (「自己场上的怪兽被对方的效果破坏」): the opponent of the trigger's controller (issue 16). */
  CAUSE_OTHER_CARD: 'WIN-CAUSE-OTHER-CARD',
  /** 「因对方…」「被对方…」: a move made by rule (a 「只能有1只」 destruction, no free zone) was caused by no player (issue 16). */
  CAUSE_RULE: 'WIN-CAUSE-RULE',
  /** 「场上的○○被破坏」: the subject's place and face are read where the card was when it happened (issue 16). */
  SUBJECT_WHERE_IT_WAS: 'WIN-SUBJECT-WHERE-IT-WAS',
  /** 「有X指示物放置的怪兽从场上离开的场合」: the counters the subject held on the field as it left (issue 16). */
  LEFT_WITH_COUNTER: 'WIN-LEFT-WITH-COUNTER',
  /** A monster whose effect's activation was negated is still in its Monster Zone: destroyed, it left the field (issue 16). */
  NEGATED_MONSTER_LEAVES: 'WIN-NEGATED-MONSTER-LEAVES',
  /** Added (issue 16): a Token banished or sent to the GY vanished: 「…被除外·送去墓地的场合」 does not see it. */
  TOKEN_VANISHED: 'WIN-TOKEN-VANISHED',
  /** Added (issue 16): 「自己回合…时」 is judged with the card's controller when the event happened. */
  EVENT_TURN: 'WIN-EVENT-TURN',
  EVENT_TURN_BOTH: 'WIN-EVENT-TURN-BOTH',
  /** Added (issue 16): 「○○怪兽被除外」 wants a monster when banished (an equip card banished is none); 「○○怪兽卡」 counts it. */
  BANISHED_AS_MONSTER: 'WIN-BANISHED-AS-MONSTER',
  /** Added (issue 16): 「○○属性怪兽被除外」 judges a monster banished face-up from the field with the Attribute/Type it had there. */
  BANISHED_AS_IT_WAS: 'WIN-BANISHED-AS-IT-WAS',
  /** Added (issue 16): 「怪兽被破坏送去墓地」 wants a monster in the GY too (a trap monster is a Trap there). */
  DESTROYED_THEN_SENT: 'WIN-DESTROYED-THEN-SENT',
  /** Added (issue 16): a name taken on the field (`卡名:`) is gone once the card left it, for a trigger judging it there. */
  NAME_OFF_FIELD: 'WIN-NAME-OFF-FIELD',
  /** Added (issue 16): 「N只以上同时被送去墓地」 needs that many of its cards in one event. */
  CARDS_TOGETHER: 'WIN-CARDS-TOGETHER',
  /** Added (issue 16): 「攻击表示召唤…的场合」 reads the position the monster was summoned in. */
  SUMMON_POSITION: 'WIN-SUMMON-POSITION',
  SUMMONED_AS_SHOWN: 'WIN-SUMMONED-AS-SHOWN',
  SUMMON_HOW: 'WIN-SUMMON-HOW',
  /** Added (s58): 「通常召唤的表侧表示的这张卡从场上离开的场合」 — a monster that left with no summon stated is taken as summoned that way (said). */
  LEFT_SUMMON_HOW: 'WIN-LEFT-SUMMON-HOW',
  /** Added: 「这张卡用「X」的效果特殊召唤成功时」 — met only by a Special Summon made by X's effect (unwritten: assumed, said). */
  SUMMONED_BY_CARD: 'WIN-SUMMONED-BY-CARD',
  /** Added (issue 16): 「和这张卡相同纵列有…发动的场合」 — the activated card stood in this card's column (zones stated), else assumed. */
  SAME_COLUMN_ACTIVATED: 'WIN-SAME-COLUMN-ACTIVATED',
  /** Added (s58): 「这张卡和相同纵列的对方怪兽进行战斗的攻击宣言时」 — the monster it battles stands in its column (zones stated), else not read (said). */
  SAME_COLUMN_BATTLE: 'WIN-SAME-COLUMN-BATTLE',
  /** Added (s58): 「和这张卡相同纵列的对方的卡从场上离开的场合」 — the card that left stood in this card's column (zones stated), else not read (said). */
  SAME_COLUMN_MOVED: 'WIN-SAME-COLUMN-MOVED',
  /** Added (issue 16, 诱发类效果.rst:519): 「…所连接区有怪兽特殊召唤」 needs a face-up Link monster (this card, or any); the zone the monster lands in is taken as linked and said so. */
  LINKED_ZONE: 'WIN-LINKED-ZONE',
  /** Added (issue 16, 诱发类效果.rst:519): a mandatory trigger met by several events that moves every card of a kind at once is activated once (not per event). */
  PER_EVENT_SWEEP: 'WIN-PER-EVENT-SWEEP',
  /** Added (issue 16, 诱发类效果.rst:32): a monster flipped face-up by the attack before damage calculation activates its flip effect only after damage calculation. */
  BATTLE_FLIP_WAITS: 'WIN-BATTLE-FLIP-WAITS',
  COUNTER_TRAP: 'WIN-BY-COUNTER-TRAP',
  WHERE_IT_IS: 'WIN-WHERE-IT-IS',
  MOVED_AFTER: 'WIN-MOVED-AFTER',
  HAND_ADDED: 'WIN-HAND-ADDED',
  DECK_UNSEEN: 'WIN-DECK-UNSEEN',
  /** A card the event put in the Deck, face-down in the Extra Deck or banished face-down cannot activate its own trigger there (issue 16). */
  HIDDEN_PLACE: 'WIN-HIDDEN-PLACE',
  /** A floodgate face-up as the window opens forbids the activation (「双方不能把效果怪兽的效果发动」): not offered, mandatory or not (issue 16). */
  FORBIDDEN_ACTIVATION: 'WIN-FORBIDDEN-ACTIVATION',
  ALREADY_APPLYING: 'WIN-ALREADY-APPLYING',
  /** …except what happens to that card itself: its own trigger meets it wherever the card went (issue 16). */
  SELF_EVENT_ON_CHAIN: 'WIN-SELF-EVENT-ON-CHAIN',
  /**
   * …and a Trap's trigger, once its card was activated as a link, sees what happens after that activation in the same chain — unless
   * its text says 「这张卡(已)在魔法与陷阱区域存在」, its resolution destroys itself, or the reference rules otherwise (`notInOwnChain`).
   */
  TRAP_OWN_CHAIN: 'WIN-TRAP-OWN-CHAIN',
  FACE_DOWN: 'WIN-FACE-DOWN',
  QUICK_NOT_TRIGGER: 'WIN-QUICK-NOT-TRIGGER',
  TRIBUTE_IS_EVENT: 'WIN-TRIBUTE-EVENT',
  /** 「上级召唤成功时」: only a Tribute Summon with enough tributes meets it. */
  TRIBUTE_COUNT: 'WIN-TRIBUTE-COUNT',
  /** 「被解放的场合」: met only by a tribute (issue 16). */
  TRIBUTED: 'WIN-TRIBUTED',
  /** Added (s58): 「作为连接素材送去墓地的场合」 — met only by a card a summon of that kind used as material. */
  USED_AS_MATERIAL: 'WIN-USED-AS-MATERIAL',
  /** 「被不以那张卡为对象的效果破坏的场合」: a card the moving effect targeted does not meet it. */
  NOT_TARGETED: 'WIN-NOT-TARGETED',
  /** Added (issue 16): 「表示形式变更的场合」 is met by a change between attack and defence, not by a flip that keeps defence. */
  POSITION_CHANGED: 'WIN-POSITION-CHANGED',
  ONCE_USED: 'WIN-OPT-USED',
  /** A once-per-turn mandatory quick effect used as a link of the chain is not offered again at its end. */
  USED_ON_CHAIN: 'WIN-USED-ON-CHAIN',
  CONDITION: 'WIN-CONDITION',
  /** A cost its player cannot pay (more LP than they have): the effect is not activated, mandatory or not (issue 16). */
  COST_UNPAYABLE: 'WIN-COST-UNPAYABLE',
  /** A board condition (「自己场上没有卡存在」) is read on the board as the window opens. */
  CONDITION_BOARD: 'WIN-CONDITION-BOARD',
  TARGET_NEEDED: 'WIN-TARGET-NEEDED',
  TARGET_OF_EVENT: 'WIN-TARGET-OF-EVENT',
  /** Added (issue 16): a trigger that must summon its own card, which a 「只能有1张表侧表示存在」 limit keeps off the field, is not offered. */
  ONLY_ONE_SELF: 'WIN-ONLY-ONE-SELF',
  /** Added (issue 16): an event-timed card activation (`waitsFor`) is judged at the window like an event-timed card. */
  CARD_WAITS_FOR: 'WIN-CARD-WAITS-FOR',
  OPT_NAME: 'WIN-OPT-NAME',
  // ── SEGOC 同时诱发的排列 ─────────────────────────────────────────────────────────────────────────
  SEGOC_ORDER: 'WIN-SEGOC-ORDER',
  SEGOC_GROUP: 'WIN-SEGOC-GROUP',
  SEGOC_HAND_HIDDEN: 'WIN-SEGOC-HAND-HIDDEN',
  /** A hand card kept revealed (state 公开) is public: its optional trigger is placed at level 3·4, not 7. */
  SEGOC_REVEALED: 'WIN-SEGOC-REVEALED',
  /** A Pendulum Monster face-up in the Extra Deck is public: its optional trigger is placed at level 3·4, not 7 (诱发类效果.rst:196). */
  SEGOC_EXTRA_FACE_UP: 'WIN-SEGOC-EXTRA-FACE-UP',
  SEGOC_MANDATORY_QUICK: 'WIN-SEGOC-MANDATORY-QUICK',
  SEGOC_FLIP: 'WIN-SEGOC-FLIP',
  SEGOC_SPEED2_EVENT: 'WIN-SEGOC-SPEED2-EVENT',
  /** Review s42: a Spell/Trap card's own activation placed in a window (a Set Quick-Play Spell or Trap) is 卡的发动, not a quick effect. */
  SEGOC_CARD_ACTIVATION: 'WIN-SEGOC-CARD-ACTIVATION',
  /** After an action: quick effects in the hand or Set that may be activated once the triggers are placed. */
  OPEN_RESPONSE: 'WIN-OPEN-RESPONSE',
  ST_ACTIVATION_PLACE: 'WIN-ST-ACTIVATION-PLACE',
  SELF_SS_ONE: 'WIN-SELF-SS-ONE',
  // ── missed timing 错过时点 ──────────────────────────────────────────────────────────────────────
  MISS_WHEN_LAST: 'WIN-MISS-WHEN',
  MISS_IF_NEVER: 'WIN-MISS-IF-NEVER',
  MISS_MANDATORY_NEVER: 'WIN-MISS-MANDATORY-NEVER',
  MISS_THEN: 'WIN-MISS-THEN',
  MISS_LATER_LINK: 'WIN-MISS-LATER-LINK',
  MISS_NEGATED_LINK: 'WIN-MISS-NEGATED-LINK',
  MISS_EFFECT_NEGATED_LINK: 'WIN-MISS-EFFECT-NEGATED-LINK',
  MISS_COST: 'WIN-MISS-COST',
  MISS_ACTION_COST: 'WIN-MISS-ACTION-COST',
  MISS_TRIBUTE: 'WIN-MISS-TRIBUTE',
  MISS_SPEED2: 'WIN-MISS-SPEED2',
  MISS_FLIP_NEVER: 'WIN-MISS-FLIP-NEVER',
  // ── priority 优先权 ─────────────────────────────────────────────────────────────────────────────
  PRIORITY_TURN_PLAYER: 'WIN-PRIORITY-TP',
  SET_PRIORITY: 'WIN-SET-PRIORITY', // a Set (盖放) starts no chain and keeps the turn player's priority
  PRIORITY_AFTER_SEGOC: 'WIN-PRIORITY-AFTER-SEGOC',
  PRIORITY_PHASE_END: 'WIN-PRIORITY-PHASE-END',
  /** The window the End Phase opens as it begins: priority passes as in a phase, not as after a chain's SEGOC levels 1–6. */
  PRIORITY_END_PHASE: 'WIN-PRIORITY-END-PHASE',
  /** A Spirit's 「召唤·反转的回合」 End Phase trigger armed by the chain before that End Phase (a flip face-up by an effect). */
  END_PHASE_ARMED_ON_CHAIN: 'WIN-END-PHASE-ARMED-ON-CHAIN',
  /** A monster summoned this turn but made a new card since (temporarily banished, turned face-down): its 「召唤·反转的回合」 phase trigger is not met, said. */
  END_PHASE_ARMED_LOST: 'WIN-END-PHASE-ARMED-LOST',
  /** A Spirit's 「反转的回合」 End Phase trigger armed by a flip the situation writes with no turn (`(已反转)`): assumed this turn's, said. */
  END_PHASE_FLIPPED_ASSUMED: 'WIN-END-PHASE-FLIPPED-ASSUMED',
  /** A player with two or more mandatory End Phase steps and triggers puts them in the order they choose (docs/c03/诱发类效果.rst:42–44), said. */
  END_PHASE_OWN_ORDER: 'WIN-END-PHASE-OWN-ORDER',
  TRIGGER_NO_PRIORITY: 'WIN-TRIGGER-NO-PRIORITY',
  IGNITION_C1_ONLY: 'WIN-IGNITION-C1',
  /** A phase trigger on the field not yet used this End Phase may still start the next chain after one there. */
  PHASE_TRIGGER_LEFT: 'WIN-PHASE-TRIGGER-LEFT',
  /** The End Phase played after the chain: its own triggers are window entries, each activated alone as Chain Link 1, turn player first. */
  END_PHASE_TRIGGER: 'WIN-END-PHASE-TRIGGER',
  /** A phase's own trigger's entry says it is activated alone as Chain Link 1, not a SEGOC level (「顺序 7」). */
  END_PHASE_TRIGGER_ALONE: 'WIN-END-PHASE-TRIGGER-ALONE',
  /** The end of the Battle Phase played after the chain (`… 战斗阶段结束`): its own 「战斗阶段结束时」 triggers are window entries, each alone as Chain Link 1. */
  BATTLE_PHASE_END_TRIGGER: 'WIN-BATTLE-PHASE-END-TRIGGER',
  /** A 「这张卡进行战斗的战斗阶段结束时」 trigger on a monster whose battles this turn the situation does not write: not named, said. */
  BATTLE_PHASE_END_UNSTATED: 'WIN-BATTLE-PHASE-END-UNSTATED',
  /** A 「这张卡用「剑斗兽」怪兽的效果特殊召唤成功的场合，…战斗阶段结束时」 trigger: no summoner written, assumed and said; another written, not named and said. */
  BATTLE_PHASE_END_SUMMONER: 'WIN-BATTLE-PHASE-END-SUMMONER',
  IGNITION_USED: 'WIN-IGNITION-USED',
  ATTACK_STOPS: 'WIN-ATTACK-STOPS',
  /** A monster attacking in Defense Position by its own ability, its effects negated in the chain: its attack stops. */
  ATTACK_STOPS_DEFENCE_NEGATED: 'WIN-ATTACK-DEFENCE-NEGATED',
  REPLAY: 'WIN-REPLAY',
  REPLAY_COUNT: 'WIN-REPLAY-COUNT',
  /** Added (issue 16): the attack as declared is no longer allowed by the attack rules after a chain in the battle step (./window/index.ts). */
  REPLAY_RULES: 'WIN-REPLAY-RULES',
  REPLAY_FREED: 'WIN-REPLAY-FREED',
  /** A link ended the Battle Phase (「那之后战斗阶段结束」): no attack goes on — no replay, no stop (./window/index.ts). */
  REPLAY_BP_ENDED: 'WIN-REPLAY-BP-ENDED',
  // ── phases 阶段 ─────────────────────────────────────────────────────────────────────────────────
  DAMAGE_STEP: 'WIN-DAMAGE-STEP',
  TRIGGER_PHASE: 'WIN-TRIGGER-PHASE',
  HAND_SIZE_END_PHASE: 'WIN-HAND-SIZE-END-TRIGGER',
  /** Added (s49, ./window/index.ts): after the hand-size adjustment only one chain is built — none opens once it resolves. */
  HAND_SIZE_ONE_CHAIN: 'WIN-HAND-SIZE-ONE-CHAIN',
  /** Added (s56, ./window/index.ts, ../index.ts): every link written refused — no chain resolved; the window is the one still open (an action's), or none. */
  NO_CHAIN_RESOLVED: 'WIN-NO-CHAIN-RESOLVED',
  /** Added (issue 16): between two turns (`阶段:回合之间`) no window opens: nothing met there can be activated. */
  BETWEEN_TURNS: 'WIN-BETWEEN-TURNS',
  /** Added (fx37b): an effect of ● options chosen at activation (records sharing `choiceOf`) is one trigger in the window, offered once. */
  CHOICE_ONE: 'WIN-CHOICE-ONE',
  SUMMON_NEGATION_WINDOW: 'WIN-SUMMON-NEGATION',
  SUMMON_NEGATED: 'WIN-SUMMON-NEGATED',
  /** Added (s57, ./window/action-before-chain.ts): an action's triggers left off the chain built in its window — mandatory ones still listed, optional ones gone. */
  ACTION_BEFORE_CHAIN: 'WIN-ACTION-BEFORE-CHAIN',
  // ── what the event left to apply to (issue 16) ──────────────────────────────────────────────────
  /** A negated activation targeted nothing: 「成为对象时」 triggers are not met by it. */
  NEGATED_NO_TARGET: 'WIN-NEGATED-NO-TARGET',
  /** A trigger on a card's own move once its card activation was negated: judged where it went, never from the field. */
  NEGATED_OWN_MOVE: 'WIN-NEGATED-OWN-MOVE',
  /** An optional trigger whose first step acts on the event's cards, none of which can undergo it. */
  NOTHING_TO_APPLY: 'WIN-NOTHING-TO-APPLY',
  // ── battle mechanics (issue 16) ──
  /** 「这张卡战斗破坏对方怪兽（送去墓地）时」 is met by the battle destruction of the monster this card battled (../game/triggers.ts). */
  DESTROYER_SELF: 'WIN-DESTROYER-SELF',
  /** 「这张卡的战斗／「X」怪兽的效果…让自己受到伤害」: what dealt the damage, judged; not read or not known — taken as met and said (../game/triggers.ts). */
  DAMAGE_CAUSE: 'WIN-DAMAGE-CAUSE',
  // ── cards newer than the database (issue 16) ───────────────────────────────────
  /** A trigger's 「○○存在的状态，xx的场合」: the state is read at the moment of its event, not after the chain (./window/state-at-event.ts). */
  STATE_AT_EVENT: 'WIN-STATE-AT-EVENT',
  /** A trigger on an event made by the effect of a card of a kind (「自己的通常陷阱卡的效果让怪兽从场上离开的场合」): the link's card must be of that kind. */
  CAUSE_CARD_KIND: 'WIN-CAUSE-CARD-KIND',
  // ── newer cards of docs/c02 (issue 16) ──
  /** A trap monster that Special Summoned itself is, for a trigger on that summon, the monster it became (../game/triggers.ts). */
  TRAP_MONSTER_SUMMONED: 'WIN-TRAP-MONSTER-SUMMONED',
  // ── c02 基本用语 trap monsters (issue 16) ──
  /** A trap monster Special Summoned from the GY was a Trap there: 「从墓地以外有怪兽特殊召唤」 sees it, a 「从墓地」 trigger does not (../game/triggers.ts). */
  TRAP_MONSTER_FROM_GY: 'WIN-TRAP-MONSTER-FROM-GY',
  // ── newer cards of docs/c03 复制 / 里侧·一时除外 ──
  /** 「每次对方的卡被里侧表示除外」: only a face-down banishment meets the trigger (a face-down card temporarily banished is one). */
  BANISHED_FACE_DOWN: 'WIN-BANISHED-FACE-DOWN',
  /** 「只有这张卡被「X」连接怪兽的效果除外的场合」: met only when such a card's effect banished this card and moved no other card. */
  MOVED_ALONE: 'WIN-MOVED-ALONE',
  // ── newer cards of docs/c03 诱发类效果 (issue 16) ──
  /** 「这张卡在手卡·墓地存在，xx的场合」: the card watches others' event from there — its own card moved by that event was not already there. */
  ALREADY_THERE: 'WIN-ALREADY-THERE',
  // ── newer cards of docs/c03 无效 ──
  /** 「…怪兽用战斗或者自身的效果破坏场上的卡的场合」: met by a destruction that monster made, by battle or by its own effect (a rewritten one included). */
  DESTROYED_BY: 'WIN-DESTROYED-BY',
  // ── issue 16, docs/c04 (the Fusion Monster that strikes back when it leaves): summon materials ──
  /** A card a summon uses as material or tribute (even by a summon procedure) leaves by rule, but because of the player summoning: 「因对方」 is met when that player is the opponent (issue 16). */
  CAUSE_SUMMON_MATERIAL: 'WIN-CAUSE-SUMMON-MATERIAL',
  // ── issue 16: c03 特定效果的处理方法, face-down banishment ──
  /** A card banished face-down cannot be judged to be 「○○」 any more: a trigger on a kind of card being banished (「光属性怪兽被除外的场合」) does not see it (../game/triggers.ts). */
  FACE_DOWN_BANISHED_UNSEEN: 'WIN-FACE-DOWN-BANISHED-UNSEEN',
  // ── issue 16: 破坏并除外 counts as banished from the field ──
  /** A card 「破坏并除外」 (destroyed from the field, then banished from the GY by the same link) is, for a trigger on a banishment, banished from the field: judged where it was before the destruction (../game/triggers.ts). */
  DESTROYED_BANISHED_FROM_FIELD: 'WIN-DESTROYED-BANISHED-FROM-FIELD',
  /** Added (issue 16): the End Phase played after the chain opens a window once its steps are done, for what they did (../window/end-phase-window.ts). */
  END_PHASE_STEP: 'WIN-END-PHASE-STEP',
  /** Added (issue 16): an optional trigger granting an extra Normal Summon this turn is not activated where the grant cannot apply — the opponent's turn, or granted again (../window/candidates.ts, CH-EXTRA-SUMMON). */
  EXTRA_SUMMON: 'WIN-EXTRA-SUMMON',
  /** A Fusion/Synchro/Xyz/Link monster Special Summoned as the action (`特殊召唤 X`) with no place stated is taken as summoned from the Extra Deck — said (../game/perform.ts). */
  EXTRA_ORIGIN: 'WIN-EXTRA-ORIGIN',
  /** `特殊召唤 X [由 Y]` (no materials) is made by Y's effect: the event's cause is an effect, Y's kind of card known to 「被魔法卡的效果特殊召唤」 (../game/perform.ts, ../game/triggers.ts). */
  SUMMON_BY_NOTED_EFFECT: 'WIN-SUMMON-BY-NOTED-EFFECT',
} as const;

export type WindowRule = (typeof W)[keyof typeof W];

/** Every rule id the engine can emit. */
export const ALL_RULE_IDS: readonly string[] = [...Object.values(R), ...Object.values(W)];
