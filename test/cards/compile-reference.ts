/**
 * Measuring the card text compiler against the per-effect reference ../shared/data/script-effects.tsv
 * (what the YGOPro automation declares per effect; only tests read it, src/ never does).
 *
 * Each field is a set of labels per card, compared as labels (as ./reference.ts does for the older
 * flags): precision = compiled labels the reference also has / compiled labels; recall = the same
 * hits / reference labels. Per card, not per effect: half the reference rows carry no sure mapping to
 * the text's ①② (text_ref), and one text effect is often several script effects (a trigger listening
 * to two events is two rows, `same_as`), so card-level label sets are the comparison both sides agree on.
 *
 * Conventions — how the reference maps to the text (read from its README and rows):
 *   - Rows of kind `aux` (shared helpers: a Spirit's return, a Union's equip), `global`, `unreg` and
 *     `pend_act` (the Pendulum card's own activation, which no text states) are left out; `proc` rows
 *     (Synchro/Xyz/Link procedures written as material lines) count only for `procedure`.
 *   - A Spell/Trap card is always activated (the reference's `bare_activate` row for Continuous and
 *     Field cards), so every Spell/Trap has the label `activation` on both sides.
 *   - A trigger on this card alone (SINGLE) has no range: the reference says nothing of its place,
 *     and neither side labels it; rows whose range is every place at once are left out too.
 *   - Event codes with no word of their own (EVENT_CUSTOM, a move, a phase the text does not name)
 *     read as `other` and are left out of the event comparison on both sides.
 *   - YGOPro's TOHAND covers both adding from the Deck/GY and returning from the field (SEARCH marks
 *     the Deck): compared as `to-hand` (all three) and `search` (the Deck).
 *   - YGOPro's DECKDES is the top of the Deck milled (「从卡组上面把3张卡送去墓地」); a card chosen from the
 *     Deck and sent to the GY is TOGRAVE. The answer calls both `mill` (Deck to GY, output.md); here
 *     only the top-of-Deck one is compared as `mill`, a chosen one as `send-to-gy`. (The rest of the cards
 *     shown from the Deck 「…给对方观看…剩余送去墓地」, which no player picks, is DECKDES in some scripts and TOGRAVE
 *     in as many others: compared as sent, as the compiled fold reads it.) Older scripts mark a
 *     chosen Deck card DECKDES too: on a text that sends only chosen Deck cards, that DECKDES is read as
 *     TOGRAVE (CONVENTIONS['chosen-deck-card']).
 *   - A delayed trigger (「这张卡被破坏送去墓地的回合的结束阶段才能发动」「…的场合，下次的准备阶段发动」) is
 *     compared by its phase, the moment it is used at; the event that arms it is no event label. Its script
 *     registers it only when the arming event happens, from a chainless listener on that event (科技属 狼人,
 *     太古的白石), so the static reference lists the listener, not the trigger: that listener is read as the
 *     trigger it registers (CONVENTIONS['delayed-trigger']); with no such listener the compiled phase counts
 *     against precision, the text being right.
 *   - YGOPro's damage-step codes by its own names: EVENT_BATTLE_CONFIRM is 伤害计算前, EVENT_PRE_DAMAGE_CALCULATE
 *     (and PRE_BATTLE_DAMAGE) 伤害计算时, EVENT_BATTLED 伤害计算后 (see `eventWord`).
 *   - `targeted` has no reference labels: YGOPro declares no trigger on EVENT_BECOME_TARGET (its 26 rows
 *     are QUICK_O or ACTIVATE — an effect used when a card becomes a target answers that activation in
 *     its chain — or CONTINUOUS — 削魂的死灵's self-destruction and the 恶魔 dice apply with no chain).
 *     A compiled trigger on 「成为…对象时」 is a kind misread (it should be quick or continuous): the row
 *     stays at 0% precision until the classifier reads these, and is not folded into another word.
 *     (c12h: the 4 cards — 削魂的死灵, 驱使梦魇的死灵, 爬虫妖女使魔, 机甲要塞 — apply with no chain in their scripts, but the engine
 *     reads 削魂的死灵's self-destruction as the trigger the rules reference's example needs (test/reference c02 基本用语:290):
 *     reading them as continuous would lose that ruling until the engine applies a chainless effect at the targeting link's end.
 *     c12k: the rules reference agrees with the scripts — docs/c02/怪兽的效果分类.rst:111 lists 『成为效果的对象时』 among the
 *     continuous effects 永续效果 that apply once the targeting effect has resolved (削魂的死灵; 机甲要塞's 『适用之际』 before it).
 *     So the compiled trigger is the misreading, and no convention folds it: the row stays at 0% precision until the engine
 *     applies such a continuous effect at that link's resolution and the compiler states it so.
 *     c12n: done — the compiler reads the 4 as continuous effects carrying the 'targeted' event, and the engine applies them as the
 *     targeting link ends (CH-TARGETED-CONTINUOUS); the row has no labels on either side.)
 *   - Leaving the field: on a card whose reference listens to EVENT_LEAVE_FIELD, a compiled move from the
 *     field that the reference does not list (destroyed, by battle, sent to the GY, banished) counts as
 *     `left-field` — scripts check the move in a condition (see eventLabels; the test prints how many).
 *   - A trigger written with a shared helper (an `aux` row: a Neos fusion's End Phase return, an Arcana
 *     Force's coin toss) is out of the reference; the same event compiled on that card is left out too.
 *   - A name rule (「卡名…当作「X」使用」) is declared by a shared helper too: left out of `continuous`.
 *     So is 「…在自己场上只能有1只表侧表示存在」 (Card.SetUniqueOnField; CONVENTIONS['unique-on-field']).
 *   - A Spirit monster's End Phase return (aux.EnableSpiritReturn) is not in the reference: the
 *     compiled trigger is left out too (./reference.ts, same convention).
 * Conventions where the text is right and the reference differs (recorded, not fixed):
 *   - 「这张卡不能通常召唤」 alone is a summoning condition (EFFECT_SPSUMMON_CONDITION), which the
 *     compiler reads as a procedure: both count as `procedure`.
 *   - A Spell/Trap's trigger effect is spell speed 2 by the rules (facts.ts); the speed field uses the
 *     same rule on both sides, from the kinds.
 *   - YGOPro's DECKDES on an effect that Special Summons from the Deck, when the text sends nothing from
 *     the Deck to the GY, marks the Deck as used, not a mill (CATEGORY_CONVENTIONS, 'deck-use marker';
 *     the test prints how many labels it takes out). Fusion materials sent from the Deck are DECKDES
 *     there, compared as `mill`.
 */
import fs from 'node:fs';
import type { Action, CardType, EffectFacts } from '../../src/cards/facts.js';
import { categoriesOfAction, compileEffects, eventWordsOf } from '../../src/cards/compile/index.js';
import { classifyEffects } from '../../src/cards/compile/kind.js';
import { GEMINI_NORMAL, UNIQUE_ON_FIELD } from '../../src/cards/compile/continuous.js';
import { activationSpeed } from './reference.js';
import { readCdb } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';

export interface RefRow {
  id: number;
  index: number;
  type: string[];
  code: string;
  category: string[];
  property: string[];
  range: string[];
  countlimit: string;
  notes: string;
  kind: string;
  textRef: string;
}

/**
 * The conventions this file adds where the reference and the text differ (issue 12, j12a), each named
 * with its reason, so the table can print how many labels each one moves (measured with it switched off).
 */
export const CONVENTIONS: Record<string, string> = {
  'single-trigger-range': 'a trigger on this card alone (SINGLE) has no place in the reference; the 56 rows that carry a range anyway are a script quirk',
  'phase-count': 'a count of 1 on a phase trigger or a continuous listener is a script technique, not a soft once-per-turn the text states',
  'ritual-helper': "a Ritual Spell's ① (「…仪式召唤」) is written by a shared helper (aux.AddRitualProc…), yet it is the card's own activation: counted",
  'summon-condition-codes': '「这张卡不能召唤」「当…时才能召唤·反转召唤·特殊召唤」「这张卡的连接召唤不在主要阶段2不能进行」 are summoning conditions 召唤条件 (a procedure), which the scripts write as an uncopyable EFFECT_CANNOT_SUMMON / CANNOT_FLIP_SUMMON / CANNOT_MSET / SPSUMMON_COST on the card',
  'chosen-deck-card': "a card chosen from the Deck and sent to the GY (「从卡组把1只…送去墓地」) is TOGRAVE in newer scripts and DECKDES in older ones: on a card whose text sends only chosen Deck cards (never the top, nothing revealed), the reference's DECKDES is read as TOGRAVE, as the compiled fold reads the text (k12b)",
  'neos-return': "a Neo-Spacian contact fusion's End Phase return is a shared helper (aux) of the scripts, left out like a Spirit's return",
  'custom-relay': "a trigger on 「…被破坏的场合」「…送去墓地的场合」 that may see several cards at once is scripted as a CONTINUOUS listener on that event raising a custom event (EVENT_CUSTOM, merged delayed event) that the trigger listens to: on a card whose reference has such a trigger and a listener on the event, the compiled event counts as the reference's",
  'delayed-trigger': "a delayed trigger — a phase trigger armed by an earlier event (「这张卡被送去墓地的回合的结束阶段才能发动」「…的场合，下次的准备阶段发动」) or by the card's own procedure or effect (「①的方法召唤的场合，结束阶段发动」) — is registered by the script at run time, from a chainless listener on the arming event (a CONTINUOUS row on EVENT_…) or from that procedure's or effect's operation, so the static reference lists the listener, not the trigger: where the reference has that arming listener (an event of the arming family) or the text arms it by its own procedure or effect, the listener is read as the trigger it registers — for the kind rows a trigger, for the event rows the phase it waits for. Its activation place is left out where the reference declares no phase trigger. With no such listener the compiled phase counts against precision, the text being right (one convention for what were armed-phase, runtime-delayed-trigger and delayed-trigger-listener)",
  'damage-step-quick': "a 「伤害计算时」 effect is a QUICK_O on the moment's event in some scripts and a TRIGGER_O in others (about 75 quick rows, 34 trigger rows on EVENT_PRE_DAMAGE_CALCULATE): the kind rows judge quick vs trigger, the damage-calculation event row reads the moment of both kinds (k12b)",
  'equip-helper': "an Equip Spell's activation (aux.AddEquipSpellEffect) and a Union monster's equip / unequip (aux.EnableUnionAttribute, its IGNITION rows) are written by shared helpers, yet they are the card's own activated effects, which its text states (「…当作装备卡使用给…装备，或者把装备解除…特殊召唤」): counted, like the ritual helper; so is the Union's replacement the same helper declares (EQUIP EFFECT_DESTROY_SUBSTITUTE), which its text states in its reminder (「（…装备怪兽被破坏的场合，作为代替把这张卡破坏。）」, a continuous effect; c12m)",
  'gemini-rule': "a Gemini monster's status (「…当作通常怪兽使用」) and its second Normal Summon (「…作为通常召唤作再1次召唤」) are declared by a shared helper (aux.EnableDualAttribute, rows of kind aux, left out); the compiled continuous effects are left out too, as the name rule is",
  'unique-on-field': "「「X」在自己场上只能有1只表侧表示存在」 (unique on the field, numbered ① on newer cards) is declared with Card.SetUniqueOnField, no effect row; the curated cards (and the compiler) state it as a continuous effect: left out of `continuous`, as the name rule is",
  'granted-effect': "an effect the card grants (「这张卡为素材作超量召唤的怪兽得到以下效果。●这次超量召唤成功时…」「得到为这张卡的召唤而解放的怪兽的以下效果」) is given by the script at run time, from a chainless listener (a CONTINUOUS row on EVENT_BE_MATERIAL, EVENT_SUMMON_SUCCESS…) that registers it on the monster that gains it, so the static reference lists the listener, not the granted trigger: on a card with such a listener, the event of a granted ● trigger, read from the text, counts as the reference's",
  'tribute-release': "this card tributed for a summon (「这张卡为祭品的祭品召唤成功时」「当以这张卡作为祭品进行祭牲召唤时」) is used as material for it (EVENT_BE_MATERIAL in most scripts); the older scripts listen to the same moment as EVENT_RELEASE (released), which names no event word: on a card whose text says so, EVENT_RELEASE reads as used-as-material",
  'runtime-delayed-category': "the same runtime-registered delayed trigger (CONVENTIONS['delayed-trigger']: 「…送去墓地的回合的结束阶段才能发动。从卡组把…加入手卡」, registered by a chainless listener on the arming event) is absent from the static reference with its categories too: on such a card the compiled armed phase trigger's categories are left out, as its event is (c12c)",
  'search-is-to-hand': "YGOPro's SEARCH marks a card added to the hand from the Deck, which the comparison folds into `to-hand` on the compiled side (a search is an addition to the hand): a script row declaring SEARCH without TOHAND (共振虫, 暗之指名者) is read with TOHAND too, so both sides fold alike (c12c)",
  'category-set-at-activation': "a script that decides its categories only when the effect is activated — the ● line the player picks (「以下效果选择1个发动」), or a step added by a state at activation (「这个效果的发动时这张卡是互相连接状态的场合，再…」) — sets them in its target function (e:SetCategory), which a static reading does not see: the row carries no category for the choice, or only the unconditional ones. Where the reference's rows of that kind carry no category at all (none written one row per choice), the compiled ● choices' categories are left out; the steps under 「这个效果的发动时…的场合」 are left out always (c12c)",
  'activation-registers': "a Spell/Trap whose reference is its activation alone (every counted row an ACTIVATE) registers what its text states after the activation from the activation's operation, at run time — the Equip Card it becomes (「发动后这张卡变成…装备卡」「这张卡当作装备卡使用给那只怪兽装备。…装备的怪兽…战斗破坏…时」), a lingering 「每次…」 or 「…时」 on the chosen monster, the later end of the card (「下次的对方回合的结束阶段时，这张卡破坏」) — so the static reference cannot list those triggers: where the compiled activation is read (it does something) and the trigger follows it, the trigger's events are left out of the event rows (c12b)",
  'battle-damage-as-damage': "YGOPro raises EVENT_DAMAGE for every damage, battle damage included; some scripts wait for battle damage on it and check REASON_BATTLE in the condition (「自己受到战斗伤害时」「装备怪兽给与对方基本分战斗伤害时」), where others listen to EVENT_BATTLE_DAMAGE: on a card whose text names battle damage as its only damage event, the reference's EVENT_DAMAGE reads as battle-damage (c12b)",
  'runtime-continuous': "a continuous effect that applies only to what another effect of this card did — the monster this card equipped by its own effect (「这张卡的攻击力上升这张卡的效果装备的怪兽的原本攻击力数值」「用这张卡的效果把这张卡装备的怪兽…」「这张卡的效果让这张卡装备中的场合，…」), what this effect summoned, banished or returned (「这个效果特殊召唤的这张卡从场上离开的场合除外」「这张卡的攻击力上升因这个效果回到卡组的卡的数量×100」), this card summoned by its own procedure (「这个方法特殊召唤的这张卡的攻击力上升1000」), this card after its activation (「这张卡在发动后第3次的对方的结束阶段时破坏」), stats from what summoned it (「这张卡的攻击力上升因为这张卡特殊召唤而送去墓地的怪兽的等级×200」「…变成作为这张卡的同调素材的怪兽的原本攻击力合计数值」, c12m) — is registered by the script from that effect's or procedure's operation at run time, so the static reference has no row for it: such a compiled continuous effect is left out of the kind rows, the text being right (c12a)",
  'quick-twin': "an ignition effect the script writes twice — as IGNITION and as a QUICK_O on EVENT_FREE_CHAIN with the same range, text reference and targeting (the 「自奏圣乐」 monsters, 「魅惑的女王」) — on a card whose text never speaks of the opponent's turn, the Battle Phase or the damage step, is one effect the text states as ignition, whose quick twin applies only while another card says its effects can be used in the opponent's turn: the twin row is read as the ignition effect it doubles (c12a)",
  'attack-declaration-quick': "an effect used 「…的攻击宣言时」 from the hand, the GY or a Spell/Trap (速攻稻草人, 红莲镜, 幻兽 雷霆飞马, 火焰壁) is a QUICK_O on EVENT_ATTACK_ANNOUNCE in some scripts and a TRIGGER_O in others, as the 伤害计算时 effects are (CONVENTIONS['damage-step-quick']): the kind rows judge quick vs trigger, the attack-declared event row reads the moment of both kinds (c12e)",
  'continuous-card-use': "a Continuous Spell/Trap whose text is one activation waiting for an event (「对方怪兽的攻击宣言时才能发动。…」「每次对方怪兽进行攻击宣言，…才能发动」: 深渊护符, 电子隐秘技术, 旅人的试练, 森罗的泷滑) is used again at each such event while it stays face-up: the scripts activate the card at any time (ACTIVATE on EVENT_FREE_CHAIN) and write that use as a trigger or quick row on the event. Where the reference has exactly that pair, the compiled activation's event counts as the use's event (c12e)",
  'runtime-trigger': "a trigger that exists only once another effect of this card has done something — on the monster this card equipped by its own effect (「用这张卡的效果把这张卡装备的怪兽…的伤害步骤开始时」「用这张卡的效果给对方怪兽装备的这张卡从场上离开的场合」), on the Link Monster this card became material for (「这张卡为素材作连接召唤的连接怪兽被…破坏的场合」), on what 「这个效果」 of another sentence destroyed (「因这个效果破坏的场合」), on a Token it made (「「X衍生物」被破坏时」), on what another effect declared (「这张卡对宣言属性的怪兽进行攻击的场合」), or granted for the turn by an ignition effect (「这个回合，这张卡得到以下效果。●…」「可以通过把…解放，这个回合这张卡…的场合，…」) — is registered by the script from that effect's operation at run time (as CONVENTIONS['runtime-continuous'] for continuous effects), so the static reference has no row for it: where the reference lists no such event, that compiled trigger's events are left out (c12e)",
  'leave-field-destinations': "a trigger on this card leaving the field that can only act where it went (「表侧表示的这张卡因对方的效果从场上离开的场合才能发动。这张卡里侧守备表示特殊召唤」) is scripted as one trigger per destination (EVENT_TO_GRAVE and EVENT_REMOVE, SINGLE): on a card whose text names leaving the field and whose reference lists two or more destinations of this card and no EVENT_LEAVE_FIELD, those destinations read as left-field (c12e)",
  'self-sent-step': "this card sent to the GY as one step of an effect that does something else the engine matches on (「这张卡送去墓地，作为对象的卡加入手卡」「那只怪兽和这张卡从场上送去墓地。那之后，…同调怪兽…特殊召唤」「那是…的场合，这张卡特殊召唤。不是的场合，那张卡和这张卡送去墓地」) is the price the effect pays as it resolves, and the scripts leave its TOGRAVE undeclared (1 card of the 12 the compiler reads so declares it, measured at b708b43): that step's send-to-gy is left out of the compiled categories, the text being right, and where it is the text's only send to the GY the reference's TOGRAVE (which can only be that step) is left out too (c12f)",
  'secondary-move': "a card sent to the GY (from the Deck too), banished or returned to the Deck as one step of an effect that does something else the engine matches on (「从手卡把1只…送去墓地，这张卡从手卡特殊召唤」「…加入手卡，那之后1张手卡送去墓地」「那只怪兽和这张卡除外，把…同调怪兽从额外卡组特殊召唤」「融合素材怪兽从自己墓地除外，把那1只融合怪兽融合召唤」「那些卡破坏。那之后，从卡组把1只…除外」「那张卡回到持有者卡组，那之后自己从卡组抽1张」) is declared by the scripts of some cards and left undeclared by those of others of the same wordings — the card's category is then the step it is for (measured by c12l, cards whose compiled label comes from such steps alone: TOGRAVE 85 declare / 54 do not, REMOVE 112 / 43, TODECK 139 / 36, DECKDES 46 / 6 — a top-of-Deck mill beside the summon or search it is for, 「剩下的翻开的卡全部送去墓地」「那之后，自己卡组最上面的卡送去墓地」): the text being right, on a card whose reference has no such category the compiled label from such steps alone is not counted. (What was 'secondary-send', c12f; mill, banish and return-to-deck added by c12l.)",
  'target-lock-negation': "a Continuous Spell/Trap activated on a target whose lasting effect negates that card (「以场上1只效果怪兽为对象才能把这张卡发动。①：只要这张卡在魔法与陷阱区域存在，那只表侧表示怪兽不能攻击，效果无效化」: 魔族之链, 幻影雾剑) applies the negation from the activation's resolution, and the scripts declare it on the activation (ACTIVATE:DISABLE), which the compiler reads as the card's continuous effect: on such a card a compiled continuous negation of other cards' effects counts as the activation's negate-effect (c12l). (Only the negation: what the card does to its target when it leaves — 「这张卡不在场上存在时那只怪兽破坏」 — is a consequence the scripts leave undeclared.)",
  'uncategorized-kind': "a script that declares no category on any of its activated effects of a kind (2,420 of the 19,371 counted activated rows, the bare activation of a Continuous card left aside: old scripts written before categories were kept — 木遁封印式's 「选择对方墓地…从游戏中除外」, 玻璃铠's 「…装备卡的效果无效」 —, and newer ones that set them in the target function) says nothing of what those effects do: where every counted row of that kind is blank, a compiled label from effects of that kind alone is not counted against the card, the text being right (read by c12l on the banish and negate-effect false positives it takes out at d009f15 — 「选择对方墓地最多2张卡从游戏中除外」「直到回合结束时场上的全部永续魔法卡的效果无效」: the texts do those moves). A kind the reference has no row of at all is a kind misread, and still counts",
  'lasting-negation': "a lasting negation of cards' effects that is not the answered link's (「那只怪兽的效果无效」「作为对象的怪兽效果无效，不受…影响」「这个回合，对方场上的陷阱卡的效果无效化」「那之后，选场上1只表侧表示怪兽。那只怪兽不能攻击，效果无效化」「这个回合，选择的卡为对象发动的怪兽效果无效」) is declared DISABLE by the scripts of some cards and left undeclared by those of others of the same wordings, which register the EFFECT_DISABLE on the cards without the category (measured at b708b43 for the targets alone: 21 cards declare it, 11 do not; c12l, for every such negation — of targets, chosen cards, a kind of card, effects activated later —: 66 declare it, 45 do not): the text being right, on a card whose reference has no DISABLE the compiled label from such steps alone is not counted (c12f, c12l)",
  'activation-resolved': "a trigger on an activation 「…发动的场合」 (an if: it is used once that chain has resolved, never chained to the activation) is scripted on EVENT_CHAINING by most scripts and on EVENT_CHAIN_SOLVED — the activated card's link resolving — by some (幻变骚灵·多功能诈骗者), which find the same activation there: on a card whose reference has a trigger on EVENT_CHAIN_SOLVED and none on EVENT_CHAINING, the compiled `activated` of a 「…发动的场合」 trigger counts as that event (c12h)",
  'chain-end-relay': "a trigger on an activation or its negation (「把对方控制的卡的发动无效的场合，这张卡可以从手卡特殊召唤」) that may see several in one chain is scripted as chainless listeners on EVENT_CHAINING / EVENT_CHAIN_NEGATED that count them, and a trigger on EVENT_CHAIN_END: on a card whose reference has such a listener and a trigger on the chain's end, the compiled event of that listener counts as the reference's, as CONVENTIONS['custom-relay'] does for moves (c12h)",
  'named-battle-moment': "a trigger whose text names its moment of the damage step — 「伤害计算前投掷硬币」(一击必杀侍), 「那次伤害计算前这张卡破坏」(正义盟军 千械鬼), 「战斗伤害计算后变为守备表示」(袋鼠冠军) — is heard by some scripts at a neighbouring moment of the same damage step (EVENT_BATTLE_START, EVENT_PRE_DAMAGE_CALCULATE, EVENT_DAMAGE_STEP_END): on a card whose trigger rows hear no moment the text names but another of that damage step, the text's moment counts as the reference's, in place of the script's (c12k)",
  'turn-set-flag': "a monster that may turn itself face-down once per turn (「这张卡1回合只有1次可以变成里侧守备表示」「这张卡1个回合可以有1次变回里侧守备表示」「这张卡变成里侧守备表示（1回合只有1次）」) states a soft once-per-turn limit, which the scripts hold with a flag the effect checks (its IGNITION row with POSITION+MSET carries no count limit): on a card whose text says so, that row reads as soft (c12n)",
  'union-flag': "a Union monster's equip and unequip (「1回合1次，可以把这张卡当作装备卡使用给…装备，或者把装备解除以表侧攻击表示特殊召唤」) are limited once per turn by its text, which the scripts (aux.EnableUnionAttribute and the older hand-written pair) hold with a flag, not a count: on a card with a Union's EFFECT_UNION_LIMIT row whose text states the limit, its IGNITION EQUIP / SPECIAL_SUMMON rows read as soft (c12n)",
  'once-while-face-up': "「这个效果只在这张卡在场上表侧表示存在能使用1次」「只在这张卡在场上表侧表示存在才有1次」 — once while the card stays face-up — is per card, never per name: within a turn a soft limit, as the compiler reads it. The scripts write it as a count with NO_TURN_RESET, some with the card's code (`1,id`, which otherwise reads as a name limit): such a count reads as soft (c12n)",
  'battled-destroying': "a trigger on this card (or the equipped monster) destroying a monster by its attack (「这张卡的攻击破坏对方怪兽的场合，可以…继续攻击」「装备怪兽的攻击破坏怪兽的场合才能发动」) is heard by some scripts at EVENT_BATTLED (伤害计算后), checking the destruction in the condition, where others listen to EVENT_BATTLE_DESTROYING: on a card whose text names such a destruction, no damage-step moment and whose reference lists BATTLED and no BATTLE_DESTROYING, that BATTLED reads as destroyed-by-battle (c12n)",
  'chain-count': "a count of once per chain (`1,CHAIN`: 伯吉斯异兽's 「陷阱卡发动时，连锁那个发动才能把这个效果在墓地发动」) is how the scripts keep a card from answering twice in one chain, which no text states as a once-per-turn limit: not read as soft (c12n)",
  'history-listener': "a chainless listener (a CONTINUOUS row on EVENT_…) that only records that something happened this turn or to this card — for an activated effect whose condition is that history: 「这张卡召唤成功的回合的自己主要阶段…才能发动」「反转过的这张卡被送去墓地时」「这张卡被送去墓地的回合的自己主要阶段」「自己抽卡阶段通过把通常抽卡的这张卡持续公开」「这张卡和怪兽进行过战斗的…战斗阶段」「这个回合这张卡战斗破坏的怪兽的数量」 — is the script's bookkeeping (a flag the condition reads), no effect the text states: where the text names that event as history in the condition of an effect the compiler reads as activated, and in no continuous effect of the card (「这张卡召唤成功的回合，对方不能…」 is the continuous effect itself, which such a listener applies), that listener is not counted as a continuous effect (c12p)",
  'neos-return-category': "the same End Phase return (aux.EnableNeosReturn) declares TODECK in the helper's own rows: for action categories those rows count as the card's, so the compiled 「结束阶段…回到额外卡组」 is checked against them instead of against nothing (n12f)",
};
const switchedOff = new Set<string>();
const on = (name: keyof typeof CONVENTIONS): boolean => !switchedOff.has(name);
/** Bumped whenever a convention is switched: the per-card label memos below are valid for one setting. */
let conventionSetting = 0;
/** Run `f` with one convention switched off (to count what it moves). */
export function without<T>(name: string, f: () => T): T {
  switchedOff.add(name);
  conventionSetting++;
  try {
    return f();
  } finally {
    switchedOff.delete(name);
    conventionSetting++;
  }
}

type Labeller = (rows: RefRow[], type: CardType, effects: EffectFacts[], text?: string) => Labelled;
/**
 * One card's labels of a kind (kinds, events, categories), computed once per card and convention setting:
 * the one-label rows (`event: destroyed`, `category: banish`…) each pick theirs from the same labels, and the
 * whole table is measured again with each convention switched off, so without this the same labels were
 * read some 60 times per card per measurement (the file took minutes in CI). Callers only read the sets.
 */
function perCard(f: Labeller): Labeller {
  const memo = new WeakMap<RefRow[], { setting: number; effects: EffectFacts[]; text: string | undefined; labels: Labelled }>();
  return (rows, type, effects, text) => {
    const hit = memo.get(rows);
    if (hit && hit.setting === conventionSetting && hit.effects === effects && hit.text === text) return hit.labels;
    const labels = f(rows, type, effects, text);
    memo.set(rows, { setting: conventionSetting, effects, text, labels });
    return labels;
  };
}

export function readEffects(path: string): Map<number, RefRow[]> {
  const out = new Map<number, RefRow[]>();
  const lines = fs.readFileSync(path, 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const c = line.split('\t');
    if (c.length < 14) continue;
    const row: RefRow = {
      id: Number(c[0]),
      index: Number(c[1]),
      type: c[2]!.split('+').filter(Boolean),
      code: c[3]!,
      category: c[4]!.split('+').filter(Boolean),
      property: c[5]!.split('+').filter(Boolean),
      range: c[6]!.split('+').filter(Boolean),
      countlimit: c[7]!,
      notes: c[11]!,
      kind: c[12]!,
      textRef: c[13]!.trim(),
    };
    const list = out.get(row.id);
    if (list) list.push(row);
    else out.set(row.id, [row]);
  }
  return out;
}

const ACTIVATED_TYPES = ['ACTIVATE', 'IGNITION', 'TRIGGER_O', 'TRIGGER_F', 'QUICK_O', 'QUICK_F', 'FLIP'];
const isActivatedRow = (r: RefRow) => r.type.some((t) => ACTIVATED_TYPES.includes(t));
const counted = (r: RefRow) =>
  r.kind === 'card' ||
  (on('ritual-helper') && r.kind === 'aux' && /helper:AddRitualProc/.test(r.notes)) ||
  (on('equip-helper') && r.kind === 'aux' && /helper:(AddEquipSpellEffect|EnableUnionAttribute)\b/.test(r.notes) && (isActivatedRow(r) || (r.code === 'EFFECT_DESTROY_SUBSTITUTE' && /helper:EnableUnionAttribute\b/.test(r.notes))));
/** A trigger on this card alone (SINGLE): 56 of its ~5,800 rows carry a range anyway (MZONE mostly), a script quirk. */
const singleTrigger = (r: RefRow) => on('single-trigger-range') && r.type.includes('SINGLE') && r.type.some((t) => t.startsWith('TRIGGER') || t === 'FLIP');
const ACTIVATED_KINDS = new Set(['activation', 'ignition', 'trigger', 'quick', 'flip']);
const activated = (e: EffectFacts) => ACTIVATED_KINDS.has(e.kind);

/** Summoning procedures and conditions: how the card is summoned (its material line, 「不能通常召唤」, 「可以不用解放作召唤」). */
const PROCEDURE_CODES = new Set(['EFFECT_SPSUMMON_PROC', 'EFFECT_SPSUMMON_CONDITION', 'EFFECT_SUMMON_PROC', 'EFFECT_FUSION_MATERIAL', 'EFFECT_LIMIT_SUMMON_PROC', 'EFFECT_SET_PROC']);
/** Script bookkeeping no text states: which monster an Equip Card may equip, material checks. */
const PLUMBING_CODES = new Set(['EFFECT_EQUIP_LIMIT', 'EFFECT_MATERIAL_CHECK', 'EFFECT_UNION_LIMIT', 'EFFECT_LIMIT_SET_PROC']);

/** See CONVENTIONS['summon-condition-codes']. */
const summonConditionRow = (r: RefRow): boolean =>
  on('summon-condition-codes') && r.type.length === 1 && r.type[0] === 'SINGLE' &&
  (r.code === 'EFFECT_SPSUMMON_COST' || ((r.code === 'EFFECT_CANNOT_SUMMON' || r.code === 'EFFECT_CANNOT_FLIP_SUMMON' || r.code === 'EFFECT_CANNOT_MSET') && r.property.includes('UNCOPYABLE')));

function refKind(r: RefRow): string | null {
  const t = r.type;
  if (t.includes('ACTIVATE')) return 'activation';
  if (t.includes('FLIP')) return 'flip';
  if (t.includes('IGNITION')) return 'ignition';
  if (t.includes('QUICK_O') || t.includes('QUICK_F')) return 'quick';
  if (t.includes('TRIGGER_O') || t.includes('TRIGGER_F')) return 'trigger';
  if (PROCEDURE_CODES.has(r.code) || summonConditionRow(r)) return 'procedure';
  if (PLUMBING_CODES.has(r.code)) return null;
  return 'continuous';
}

/** An event code as the answer's word (output.md); null for codes that are not events. */
export function eventWord(code: string): string | null {
  const map: Record<string, string> = {
    EVENT_SUMMON_SUCCESS: 'summoned',
    EVENT_SPSUMMON_SUCCESS: 'special-summoned',
    EVENT_FLIP_SUMMON_SUCCESS: 'flip-summoned',
    EVENT_FLIP: 'flipped',
    EVENT_SUMMON: 'summoning',
    EVENT_SPSUMMON: 'summoning',
    EVENT_FLIP_SUMMON: 'summoning',
    EVENT_TO_GRAVE: 'sent-to-gy',
    EVENT_DESTROYED: 'destroyed',
    EVENT_DESTROY: 'destroyed',
    EVENT_BATTLE_DESTROYED: 'destroyed-by-battle',
    EVENT_BATTLE_DESTROYING: 'destroyed-by-battle',
    EVENT_REMOVE: 'banished',
    EVENT_LEAVE_FIELD: 'left-field',
    EVENT_TO_HAND: 'to-hand',
    EVENT_TO_DECK: 'returned-to-deck',
    EVENT_DISCARD: 'discarded',
    EVENT_DRAW: 'drawn',
    EVENT_CHAINING: 'activated',
    EVENT_CHAIN_NEGATED: 'activation-negated',
    EVENT_CHAIN_SOLVED: 'chain-resolved',
    EVENT_BECOME_TARGET: 'targeted',
    EVENT_ATTACK_ANNOUNCE: 'attack-declared',
    EVENT_BE_BATTLE_TARGET: 'attacked',
    EVENT_BATTLE_START: 'battle-start',
    // YGOPro's names for the damage step's moments (its constant.lua): BATTLE_CONFIRM is 伤害计算前,
    // PRE_DAMAGE_CALCULATE and PRE_BATTLE_DAMAGE are 伤害计算时 (the damage calculation), BATTLED is 伤害计算后.
    EVENT_BATTLE_CONFIRM: 'before-damage-calculation',
    EVENT_PRE_DAMAGE_CALCULATE: 'damage-calculation',
    EVENT_PRE_BATTLE_DAMAGE: 'damage-calculation',
    EVENT_BATTLED: 'after-damage-calculation',
    EVENT_BATTLE_DAMAGE: 'battle-damage',
    EVENT_DAMAGE: 'damage',
    EVENT_BE_MATERIAL: 'used-as-material',
    'EVENT_PHASE+PHASE_STANDBY': 'standby-phase',
    'EVENT_PHASE+PHASE_END': 'end-phase',
    'EVENT_PHASE+PHASE_BATTLE_START': 'battle-phase-start',
  };
  return map[code] ?? null;
}

/** Compiled words folded as the reference folds them: 回到手卡 and 加入手卡 are one event there. */
const foldWord = (w: string): string | null => (w === 'added-to-hand' || w === 'returned-to-hand' ? 'to-hand' : w === 'other' ? null : w);

const PLACE: Record<string, string> = { HAND: 'hand', MZONE: 'field', SZONE: 'field', FZONE: 'field', ONFIELD: 'field', GRAVE: 'gy', REMOVED: 'banished', PZONE: 'pendulum', DECK: 'deck', EXTRA: 'extra' };

function compiledPlaces(e: EffectFacts, type: CardType): string[] {
  const from = e.from === undefined ? [] : Array.isArray(e.from) ? e.from : [e.from];
  const pendulum = type.subtypes.includes('pendulum') && from.includes('spell');
  if (pendulum) return ['pendulum'];
  if (from.length) return from.map((p) => (p === 'monster' || p === 'spell' || p === 'field' ? 'field' : p));
  if (e.kind === 'trigger' || e.kind === 'flip') {
    const phase = e.trigger?.phase;
    if (phase === 'standby-phase' || phase === 'end-phase' || phase === 'draw-phase' || phase === 'battle-phase' || phase === 'end-step') return ['field'];
    return !e.trigger?.subject || e.trigger.subject.self ? [] : ['field'];
  }
  return ['field'];
}

const REF_CATEGORY: Record<string, string> = {
  DRAW: 'draw',
  SEARCH: 'search',
  TOHAND: 'to-hand',
  SPECIAL_SUMMON: 'special-summon',
  TOGRAVE: 'send-to-gy',
  DECKDES: 'mill',
  DESTROY: 'destroy',
  REMOVE: 'banish',
  TODECK: 'return-to-deck',
  TOEXTRA: 'return-to-deck',
  NEGATE: 'negate-activation',
  DISABLE: 'negate-effect',
  DISABLE_SUMMON: 'negate-summon',
  DAMAGE: 'damage',
  RECOVER: 'recover',
  ATKCHANGE: 'atk-change',
  DEFCHANGE: 'def-change',
  POSITION: 'position',
  CONTROL: 'control',
  EQUIP: 'equip',
  TOKEN: 'token',
  HANDES: 'discard',
};

/** Compiled categories folded as the reference folds them. */
function foldCategory(c: string): string[] {
  switch (c) {
    case 'search':
      return ['search', 'to-hand'];
    case 'add-to-hand':
    case 'return-to-hand':
      return ['to-hand'];
    default:
      return [c];
  }
}

/** 「这张卡的卡名只要在场上·墓地存在当作「X」使用」: declared by a shared helper (aux.EnableChangeCode), not in the reference. */
const nameRule = (e: EffectFacts): boolean => e.kind === 'continuous' && e.does.length > 0 && e.does.every((a) => a.do === 'change-name');
/**
 * See CONVENTIONS['gemini-rule']: a Gemini monster's status (「…当作通常怪兽使用」) and its second Normal Summon
 * (「…作为通常召唤作再1次召唤」).
 */
const geminiRule = (t: CardType, e: EffectFacts): boolean =>
  on('gemini-rule') && t.subtypes.includes('gemini') && e.kind === 'continuous' && e.does.length > 0 && e.does.every((a) => (a.do === 'other' && a.note === GEMINI_NORMAL) || a.do === 'summon');
/** See CONVENTIONS['unique-on-field']. */
const uniqueRule = (e: EffectFacts): boolean => on('unique-on-field') && e.kind === 'continuous' && e.does.length > 0 && e.does.every((a) => a.do === 'other' && a.note === UNIQUE_ON_FIELD);

const spiritReturn = (t: CardType, e: EffectFacts): boolean =>
  t.subtypes.includes('spirit') && e.kind === 'trigger' && e.mandatory === true && e.trigger?.phase === 'end-phase' && e.does.some((a) => a.do === 'return-to-hand');

/**
 * A count limit as the reference writes it (`countlimit`): `1,id` (a code: this card's name) is hard
 * once per turn 卡名1回合1次; `+OATH` (誓约) is a limit on activating the card — 「这个卡名的卡在1回合只能发动1张」 —
 * or on using its summoning procedure (「…的方法的特殊召唤1回合只能有1次」); a bare count (`1`), `1,SINGLE`
 * (one count shared by the card's choices) and `1,CHAIN` (once per chain) are soft: per card, not per name.
 */
function refOnce(countlimit: string): 'hard' | 'soft' | 'oath' | null {
  if (!countlimit) return null;
  if (/OATH/.test(countlimit)) return 'oath';
  if (/^\d+,(id|\d{3,})/.test(countlimit)) return 'hard';
  return 'soft';
}

/**
 * Convention: the scripts give every trigger on a phase (EVENT_PHASE…) and every continuous event
 * listener a count of 1 as a technique (a phase begins once a turn; the listener must not run twice),
 * where the text states no limit: such a bare count is not read as soft once per turn.
 */
function refOnceOf(r: RefRow, rows: RefRow[] = [], text?: string): 'hard' | 'soft' | 'oath' | null {
  const once = refOnce(r.countlimit);
  // See CONVENTIONS['chain-count'].
  if (on('chain-count') && /^\d+,CHAIN$/.test(r.countlimit)) return null;
  // (Unless the text states the limit: 「自己的准备阶段时可以…。这个效果1回合只能使用1次」 — c12n.)
  if (once === 'soft' && on('phase-count') && (r.code.startsWith('EVENT_PHASE') || !isActivatedRow(r)) && !(isActivatedRow(r) && text !== undefined && SOFT_WORDS.test(text))) return null;
  // See CONVENTIONS['once-while-face-up'].
  if (once === 'hard' && on('once-while-face-up') && r.property.includes('NO_TURN_RESET') && text !== undefined && !/卡名|」的/.test(text) && WHILE_FACE_UP.test(text)) return 'soft';
  if (once === null && isActivatedRow(r) && text !== undefined) {
    // See CONVENTIONS['turn-set-flag'].
    if (on('turn-set-flag') && r.type.includes('IGNITION') && r.category.includes('MSET') && TURN_SET_ONCE.test(text)) return 'soft';
    // See CONVENTIONS['union-flag'].
    if (on('union-flag') && r.type.includes('IGNITION') && (r.category.includes('EQUIP') || r.category.includes('SPECIAL_SUMMON')) && rows.some((x) => x.code === 'EFFECT_UNION_LIMIT') && UNION_ONCE.test(text)) return 'soft';
  }
  return once;
}
/** A soft limit the text states (as the compiler's cues.softOnce reads it, with no name: 「这个效果1回合只能使用1次」「1回合1次」). */
const SOFT_WORDS = /(?<!(卡名|」)的[^。]{0,12})(1回合1次|1回合只有1次|1个?回合只能(使用|发动|启动)?1次|1个?回合可以(有|使用)1次)/;
/** See CONVENTIONS['once-while-face-up']. */
const WHILE_FACE_UP = /表侧表示存在[^。]{0,10}?(只?能使用|才有)1次/;
/** See CONVENTIONS['turn-set-flag']. */
const TURN_SET_ONCE = /1个?回合(只有|可以有)?1次[，,]?(可以)?变(成|回)里侧守备表示|变成里侧守备表示（1回合只有1次）/;
/** See CONVENTIONS['union-flag']. */
const UNION_ONCE = /1个?回合(只有)?1次[^。]*?装备/;

/** The compiled limit in the same words: a procedure's (or a card activation's) limit is the oath kind. */
function compiledOnce(e: EffectFacts): 'hard' | 'soft' | 'oath' | null {
  if (e.cardOncePerTurn || (e.kind === 'procedure' && e.oncePerTurn === 'hard')) return 'oath';
  // (As on the reference's side, a soft limit counts on activated effects only: 「1回合只有1次不会被战斗破坏」 is
  // how often a continuous effect applies, which the scripts count in the effect's value, not as a count limit.)
  if (e.oncePerTurn === 'soft' && !activated(e)) return null;
  return e.oncePerTurn ?? null;
}

/**
 * Convention: a Neo-Spacian contact fusion's End Phase return to the Extra Deck (「结束阶段时这张卡回到额外卡组」)
 * is declared by a shared helper (aux.EnableNeosReturn, rows of kind `aux`, left out), like a Spirit's return.
 */
const neosReturn = (t: CardType, e: EffectFacts): boolean =>
  on('neos-return') && t.subtypes.includes('fusion') && e.kind === 'trigger' && e.trigger?.phase === 'end-phase' && e.does.some((a) => a.do === 'return-to-deck' && a.what === 'self');

export interface Labelled {
  ref: Set<string>;
  compiled: Set<string>;
  /** Compiled labels a convention moved (see eventLabels). */
  moved?: number;
}

export interface FieldDef {
  name: string;
  /** The bar: ≥95% precision and recall. */
  required: boolean;
  labels(rows: RefRow[], type: CardType, effects: EffectFacts[], text?: string): Labelled;
}

const set = (xs: Iterable<string | null | undefined>): Set<string> => {
  const s = new Set<string>();
  for (const x of xs) if (x) s.add(x);
  return s;
};

/**
 * See CONVENTIONS['delayed-trigger']: the events that may arm a delayed trigger, in families — a script may
 * listen to the destruction where the text names the move to the GY, or to any summon where it names one.
 */
const ARMING_MOVES = ['destroyed', 'destroyed-by-battle', 'sent-to-gy', 'banished', 'left-field', 'used-as-material'];
const ARMING_SUMMONS = ['summoned', 'special-summoned', 'flip-summoned', 'flipped'];
const armingFamily = (w: string): string[] => (ARMING_MOVES.includes(w) ? ARMING_MOVES : ARMING_SUMMONS.includes(w) ? ARMING_SUMMONS : [w]);
/** A chainless listener on an event (CONTINUOUS on EVENT_…, not a phase): where a script registers what happens later. */
const chainlessListener = (r: RefRow): string | null =>
  counted(r) && r.type.includes('CONTINUOUS') && !isActivatedRow(r) && r.code.startsWith('EVENT_') && !r.code.startsWith('EVENT_PHASE') ? eventWord(r.code) : null;
/** Armed by the card's own procedure or effect (「这张卡的①的方法召唤的场合，结束阶段发动」「①的效果发动的场合，结束阶段发动」). */
const ownArming = (text?: string): boolean => text !== undefined && /[①-⑳]的方法[^。，]*?召唤|这个方法[^。，]*?召唤[^。，]*?的场合|[①-⑳]的效果发动的场合/.test(text);
/** A compiled delayed trigger: a phase trigger armed by an earlier event. */
const delayedTrigger = (e: EffectFacts): boolean => (e.kind === 'trigger' || e.kind === 'flip') && !!e.trigger?.armedBy?.length && !!e.trigger.phase;
/** Is this delayed trigger registered at run time, as the reference shows (its arming listener, or the text's own arming)? */
function registeredAtRunTime(e: EffectFacts, rows: RefRow[], text?: string): boolean {
  if (!on('delayed-trigger') || !delayedTrigger(e)) return false;
  const listened = set(rows.map(chainlessListener));
  return ownArming(text) || e.trigger!.armedBy!.some((w) => armingFamily(w).some((x) => listened.has(x)));
}
/**
 * See CONVENTIONS['delayed-trigger'], for the activation place: the phase trigger the script registers at run
 * time has no static row, so no range — where the reference declares no phase trigger at all, the compiled
 * delayed trigger's place is left out too (c12a).
 */
const runtimePhasePlace = (rows: RefRow[], e: EffectFacts, text?: string): boolean =>
  registeredAtRunTime(e, rows, text) && !rows.some((r) => counted(r) && r.code.startsWith('EVENT_PHASE') && isActivatedRow(r));
/** See CONVENTIONS['delayed-trigger']: the chainless listener that registers a compiled delayed trigger reads as a trigger. */
function armingListener(r: RefRow, effects: EffectFacts[]): boolean {
  const word = on('delayed-trigger') ? chainlessListener(r) : null;
  return !!word && effects.some((e) => delayedTrigger(e) && e.trigger!.armedBy!.some((w) => armingFamily(w).includes(word)));
}

/** See CONVENTIONS['runtime-continuous']: what another effect of this card did, named in a continuous effect's text. */
const RUNTIME_CONTINUOUS = /这张卡的效果让这张卡装备|这张卡的效果装备的|(攻击力|守备力)[^。]*?(因为这张卡特殊召唤而|作为这张卡的(同调|连接|融合)素材的|融合召唤使用的)|用这(张卡的|个)效果把这张卡装备|这个效果(特殊召唤|除外|加入手卡|回到卡组)的(?!这张卡在)|因为?这个效果|(这个|[①-⑳]的)方法(通常|特殊)?召唤的这张卡的(原本的?)?(攻击力|守备力)|发动后[^。]*?第\d次/;
const runtimeMemo = new Map<string, Set<number>>();
/** The numbers of the effects whose continuous parts all apply to what another effect did (memoised per text). */
function runtimeContinuous(text: string, type: CardType): Set<number> {
  let out = runtimeMemo.get(text);
  if (out) return out;
  const byN = new Map<number, boolean>();
  for (const { facts, seg } of classifyEffects(text, type)) {
    if (facts.kind !== 'continuous' || !seg) continue;
    byN.set(facts.n, (byN.get(facts.n) ?? true) && RUNTIME_CONTINUOUS.test(seg.text));
  }
  out = new Set([...byN].filter(([, all]) => all).map(([n]) => n));
  runtimeMemo.set(text, out);
  return out;
}

/** See CONVENTIONS['runtime-trigger']: what another effect of this card did, named in a trigger's text. */
const RUNTIME_TRIGGER = /用这张卡的效果(把这张卡)?[^，。]{0,12}?装备|这张卡为素材作[^，。]*?召唤的[^，。]*?怪兽被|因这个效果破坏的场合|衍生物」?被破坏|^(此外[，,])?可以通过[^。]*?[，,]这个回合/;
const runtimeTriggerMemo = new Map<string, Set<number>>();
/** The numbers of the trigger effects a script registers at run time (memoised per text). */
function runtimeTriggers(text: string, type: CardType): Set<number> {
  let out = runtimeTriggerMemo.get(text);
  if (out) return out;
  out = new Set<number>();
  const classified = classifyEffects(text, type);
  // (A ● granted for the turn by an ignition effect shares its number: 「这个回合，这张卡得到以下效果。●…」.)
  const grants = /这个回合[，,]这张卡得到以下效果/.test(text);
  for (const { facts, seg } of classified) {
    if (!seg) continue;
    // (「这张卡对宣言属性的怪兽进行攻击的场合」: what another effect declared.)
    const declared = /宣言的?(属性|种族)/.test(seg.text) && !/宣言(\d|和|1|任意)/.test(seg.text);
    const granted = grants && facts.kind === 'trigger' && classified.some((x) => x.facts.n === facts.n && x.facts.kind === 'ignition');
    if (RUNTIME_TRIGGER.test(seg.text) || declared || granted) out.add(facts.n);
  }
  runtimeTriggerMemo.set(text, out);
  return out;
}

/** See CONVENTIONS['quick-twin']: a QUICK_O free-chain row doubling an IGNITION row of the same range and text reference. */
const quickTwin = (r: RefRow, rows: RefRow[], text?: string): boolean =>
  on('quick-twin') && text !== undefined && !/对方的?(回合|主要阶段|战斗阶段)|双方的?(回合|主要阶段)|自己或者对方|自己·对方|战斗阶段|战斗步骤|伤害步骤|伤害计算/.test(text) && r.type.includes('QUICK_O') && r.code === 'EVENT_FREE_CHAIN' &&
  rows.some((x) => x !== r && counted(x) && x.type.includes('IGNITION') && x.range.join('+') === r.range.join('+') && x.textRef === r.textRef && x.property.includes('CARD_TARGET') === r.property.includes('CARD_TARGET'));

/**
 * See CONVENTIONS['history-listener']: the words by which a text names an event as history — what happened this turn or to
 * this card — by the listener's event word (families as the scripts record them).
 */
const HISTORY_WORDS: Array<[string[], RegExp]> = [
  [['summoned', 'special-summoned', 'flip-summoned', 'flipped'], /召唤(成功)?的(自己)?(回合|主要阶段)|反转过的|这个回合[^。，]{0,6}召唤的|已用[^。]*?为素材作[^。]*?召唤的场合|用反转召唤反转的场合|作为这张卡的[^。，]{0,4}素材的|特殊召唤的回合/],
  [['sent-to-gy'], /送去(自己的?)?墓地的回合/],
  [['destroyed-by-battle'], /战斗破坏[^。，]{0,12}的回合|这个回合这张卡战斗破坏的|被战斗破坏的这张卡/],
  [['after-damage-calculation'], /进行过战斗/],
  [['drawn'], /持续公开/],
  [['activated', 'chain-resolved'], /发动过的回合|这个回合[^。]*?发动的[^。]*?数量/],
];
const historyMemo = new Map<string, Map<RegExp, boolean>>();
/** Is this row a listener that records history for an activated effect's condition (memoised per text)? */
function historyListener(r: RefRow, type: CardType, text?: string): boolean {
  const word = on('history-listener') && text !== undefined ? chainlessListener(r) : null;
  const words = word ? HISTORY_WORDS.find(([ws]) => ws.includes(word))?.[1] : undefined;
  if (!words || !words.test(text!)) return false;
  let byWords = historyMemo.get(text!);
  if (!byWords) historyMemo.set(text!, (byWords = new Map()));
  let hit = byWords.get(words);
  if (hit === undefined) {
    const classified = classifyEffects(text!, type).filter((x) => x.seg && words.test(x.seg.text));
    hit = classified.length > 0 && classified.every((x) => ACTIVATED_KINDS.has(x.facts.kind));
    byWords.set(words, hit);
  }
  return hit;
}

const kindLabels = perCard(function kindLabels(rows: RefRow[], type: CardType, effects: EffectFacts[], text?: string): Labelled {
  const ref = set(rows.filter((r) => (counted(r) || (r.kind === 'proc' && r.range[0] !== 'PZONE' && refKind(r) === 'procedure'))).map((r) => (armingListener(r, effects) ? 'trigger' : quickTwin(r, rows, text) ? 'ignition' : historyListener(r, type, text) ? null : refKind(r))));
  // (Only where the reference has no continuous row: a script that declares such an effect statically — 2 of the 7 cards whose
  // stats come from what summoned them — is measured as any other.)
  const runtime = on('runtime-continuous') && text !== undefined && !ref.has('continuous') ? runtimeContinuous(text, type) : new Set<number>();
  const compiled = set(effects.filter((e) => !spiritReturn(type, e) && !neosReturn(type, e) && !nameRule(e) && !uniqueRule(e) && !geminiRule(type, e) && !(e.kind === 'continuous' && runtime.has(e.n))).map((e) => e.kind));
  if (type.kind !== 'monster') {
    ref.add('activation');
    compiled.add('activation');
  }
  return { ref, compiled };
});

function speedOf(kind: string, type: CardType): string | null {
  if (kind === 'activation') return `ss${activationSpeed(type)}`;
  if (kind === 'quick') return 'ss2';
  if (kind === 'trigger') return type.kind === 'monster' ? 'ss1' : 'ss2';
  if (kind === 'ignition' || kind === 'flip') return 'ss1';
  return null;
}

/** Field definitions: the per-field table. Categories follow as one row each (categoryFields). */
export const FIELDS: FieldDef[] = [
  ...['activation', 'ignition', 'trigger', 'quick', 'flip', 'continuous', 'procedure'].map(
    (k): FieldDef => ({
      name: `kind: ${k}`,
      required: true,
      labels: (rows, type, effects, text) => {
        const { ref, compiled } = kindLabels(rows, type, effects, text);
        return { ref: set(ref.has(k) ? [k] : []), compiled: set(compiled.has(k) ? [k] : []) };
      },
    }),
  ),
  {
    name: 'kind (all labels)',
    required: true,
    labels: kindLabels,
  },
  {
    name: 'spell speed',
    required: true,
    labels: (rows, type, effects, text) => {
      const { ref, compiled } = kindLabels(rows, type, effects, text);
      return { ref: set([...ref].map((k) => speedOf(k, type))), compiled: set([...compiled].map((k) => speedOf(k, type))) };
    },
  },
  {
    name: 'activation place',
    required: true,
    labels: (rows, type, effects, text) => ({
      ref: set(
        rows
          .filter((r) => counted(r) && isActivatedRow(r) && !r.type.includes('ACTIVATE') && !singleTrigger(r) && r.range.length > 0 && r.range.length < 4)
          .flatMap((r) => r.range.map((x) => PLACE[x])),
      ),
      compiled: set(effects.filter((e) => activated(e) && e.kind !== 'activation' && !spiritReturn(type, e) && !neosReturn(type, e) && !runtimePhasePlace(rows, e, text)).flatMap((e) => compiledPlaces(e, type))),
    }),
  },
  {
    name: 'targeting',
    required: true,
    labels: (rows, _type, effects) => ({
      ref: set(rows.some((r) => counted(r) && isActivatedRow(r) && r.property.includes('CARD_TARGET')) ? ['targets'] : []),
      compiled: set(effects.some((e) => activated(e) && !!e.targets) ? ['targets'] : []),
    }),
  },
  ...(['hard', 'soft', 'oath'] as const).map(
    (k): FieldDef => ({
      name: `once per turn: ${k}`,
      required: true,
      labels: (rows, _type, effects, text) => ({
        ref: set(rows.filter((r) => counted(r) || (r.kind === 'proc' && refKind(r) === 'procedure')).map((r) => refOnceOf(r, rows, text))).has(k) ? set([k]) : set([]),
        compiled: set(effects.map(compiledOnce)).has(k) ? set([k]) : set([]),
      }),
    }),
  ),
  {
    name: 'answers an activation',
    required: false,
    labels: (rows, _type, effects) => ({
      // EVENT_BECOME_TARGET on a quick effect or card activation is raised by an activation that targets,
      // which it answers in its chain (「…成为效果的对象时」): an answer too.
      ref: set(rows.some((r) => counted(r) && isActivatedRow(r) && !r.type.some((t) => t.startsWith('TRIGGER')) && (r.code === 'EVENT_CHAINING' || r.code === 'EVENT_BECOME_TARGET')) ? ['answers'] : []),
      compiled: set(effects.some((e) => !!e.respondsTo) ? ['answers'] : []),
    }),
  },
];

/** Trigger events of trigger and flip effects, one row per event word (and all together). */
export const EVENT_WORDS = [
  'summoned',
  'special-summoned',
  'flip-summoned',
  'flipped',
  'destroyed',
  'destroyed-by-battle',
  'sent-to-gy',
  'banished',
  'left-field',
  'to-hand',
  'returned-to-deck',
  'discarded',
  'drawn',
  'activated',
  'activation-negated',
  'targeted',
  'attack-declared',
  'attacked',
  'battle-start',
  'before-damage-calculation',
  'damage-calculation',
  'after-damage-calculation',
  'battle-damage',
  'damage',
  'used-as-material',
  'standby-phase',
  'end-phase',
  'battle-phase-start',
  'chain-resolved',
];

/**
 * The moment read over both kinds (see CONVENTIONS['damage-step-quick']): only 伤害计算时. A quick effect
 * used 「从伤害步骤开始时到伤害计算前」 is an EVENT_FREE_CHAIN with a condition in the scripts, no moment's event.
 */
const DAMAGE_STEP_MOMENTS = new Set(['damage-calculation']);
const QUICK_TYPES = ['QUICK_O', 'QUICK_F'];

/**
 * See CONVENTIONS['granted-effect']: the event words of the ● triggers a text grants (「…得到以下效果。●…」),
 * each ● compiled on its own (memoised: the event rows ask once per row).
 */
const grantedMemo = new Map<string, Set<string>>();
function grantedWords(text: string, type: CardType): Set<string> {
  let out = grantedMemo.get(text);
  if (out) return out;
  out = new Set<string>();
  for (const m of text.matchAll(/得到[^。●]*?以下(?:的)?(?:其中1个)?效果[^●]*((?:●[^●①-⑳]*)+)/g)) {
    for (const part of m[1]!.split('●').slice(1)) {
      // 「●攻击表示：」「●2只以上：」 name when it applies; the effect follows.
      const body = part.replace(/^[^：:。]{1,10}[：:]/, '');
      for (const e of compileEffects(body, type)) if (e.kind === 'trigger' || e.kind === 'flip') for (const w of eventWordsOf(e)) out.add(foldWord(w.on) ?? '');
    }
  }
  out.delete('');
  grantedMemo.set(text, out);
  return out;
}

/** See CONVENTIONS['activation-registers']: a trigger a Spell/Trap's activation registers at run time, its reference being that activation alone. */
function registeredByActivation(rows: RefRow[], type: CardType, effects: EffectFacts[], e: EffectFacts): boolean {
  if (!on('activation-registers') || type.kind === 'monster') return false;
  const own = rows.filter(counted);
  if (!own.length || !own.every((r) => r.type.includes('ACTIVATE'))) return false;
  return effects.some((a) => a.kind === 'activation' && a.does.length > 0 && a.n < e.n);
}

/** See CONVENTIONS['battle-damage-as-damage']: battle damage as an event (「受到战斗伤害时」), and any damage (「因战斗·效果受到伤害的场合」「受到伤害时」). */
const BATTLE_DAMAGE_EVENT = /战斗伤害(时|的场合)/;
const ANY_DAMAGE_EVENT = /(?<!战斗)伤害(时|的场合)/;

/** See CONVENTIONS['named-battle-moment']: the moments a text names, and the script's codes of the damage step. */
const NAMED_BATTLE_MOMENTS: Array<[string, string]> = [['before-damage-calculation', '伤害计算前'], ['after-damage-calculation', '伤害计算后']];
const DAMAGE_STEP_CODES = ['EVENT_BATTLE_START', 'EVENT_BATTLE_CONFIRM', 'EVENT_PRE_DAMAGE_CALCULATE', 'EVENT_PRE_BATTLE_DAMAGE', 'EVENT_BATTLED', 'EVENT_DAMAGE_STEP_END'];

/** See CONVENTIONS['battled-destroying']: 「这张卡的攻击破坏对方怪兽的场合」「装备怪兽的攻击破坏怪兽的场合」. */
const BATTLED_DESTROYING = /(这张卡|装备怪兽)的攻击破坏[^，。]*?怪兽(的场合|时)/;

/** See CONVENTIONS['tribute-release']: the text says this card is tributed for a summon. */
const TRIBUTED_FOR_SUMMON = /(以|把|用)?这张卡(解放|作为祭品|做祭品|为祭品)[^，。]*?召唤[^，。]{0,8}?(成功)?(时|的场合)/;

const eventLabels = perCard(function eventLabels(rows: RefRow[], type: CardType, effects: EffectFacts[], text?: string): Labelled {
  const refRows = rows.filter((r) => counted(r) && (r.type.some((t) => t.startsWith('TRIGGER')) || r.type.includes('FLIP')));
  const tributed = on('tribute-release') && text !== undefined && TRIBUTED_FOR_SUMMON.test(text);
  const battleOnly = on('battle-damage-as-damage') && text !== undefined && BATTLE_DAMAGE_EVENT.test(text) && !ANY_DAMAGE_EVENT.test(text);
  const ref = set(refRows.map((r) => (r.type.includes('FLIP') && !r.code ? 'flipped' : tributed && r.code === 'EVENT_RELEASE' ? 'used-as-material' : battleOnly && r.code === 'EVENT_DAMAGE' ? 'battle-damage' : eventWord(r.code))));
  const quickMoments = on('damage-step-quick') || on('attack-declaration-quick');
  const readQuick = (w: string): boolean => (on('damage-step-quick') && DAMAGE_STEP_MOMENTS.has(w)) || (on('attack-declaration-quick') && w === 'attack-declared');
  if (quickMoments) {
    for (const r of rows) {
      const w = counted(r) && r.type.some((t) => QUICK_TYPES.includes(t)) ? eventWord(r.code) : null;
      if (w && readQuick(w)) ref.add(w);
    }
  }
  // A trigger the script writes with a shared helper (an `aux` row: a Neos fusion's End Phase return,
  // an Arcana Force's coin toss) is left out of the reference; its compiled event is left out too.
  const helper = set(rows.filter((r) => r.kind === 'aux' && r.type.some((t) => t.startsWith('TRIGGER'))).map((r) => eventWord(r.code)));
  const runtime = on('runtime-trigger') && text !== undefined && /用这张卡的效果|为素材作|因这个效果|衍生物|可以通过|宣言|得到以下效果/.test(text) ? runtimeTriggers(text, type) : new Set<number>();
  const compiled = set(
    effects
      .filter((e) => (e.kind === 'trigger' || e.kind === 'flip') && !spiritReturn(type, e) && !registeredByActivation(rows, type, effects, e))
      .flatMap((e) => eventWordsOf(e).map((w) => foldWord(w.on)).filter((w) => !w || !runtime.has(e.n) || ref.has(w)))
      .filter((w) => !w || ref.has(w) || !helper.has(w)),
  );
  if (quickMoments) {
    for (const e of effects) {
      if (e.kind !== 'quick' || !e.waitsFor) continue;
      for (const w of eventWordsOf({ ...e, trigger: e.waitsFor })) if (readQuick(w.on)) compiled.add(w.on);
    }
  }
  // See CONVENTIONS['named-battle-moment']: the moment of the damage step the text names, where the script hears another.
  if (on('named-battle-moment') && text !== undefined) {
    for (const [w, said] of NAMED_BATTLE_MOMENTS) {
      if (!compiled.has(w) || ref.has(w) || !text.includes(said)) continue;
      const other = refRows.map((r) => (DAMAGE_STEP_CODES.includes(r.code) ? eventWord(r.code) ?? 'damage-step-end' : null)).find((x) => x !== null && x !== w);
      if (other === undefined || other === null) continue;
      ref.add(w);
      if (!compiled.has(other)) ref.delete(other);
    }
  }
  // See CONVENTIONS['battled-destroying']: a destruction by this card's (or the equipped monster's) attack, heard at BATTLED.
  if (on('battled-destroying') && text !== undefined && BATTLED_DESTROYING.test(text) && !/伤害计算|伤害步骤/.test(text) && compiled.has('destroyed-by-battle') && !compiled.has('after-damage-calculation')) {
    const battled = refRows.filter((r) => r.code === 'EVENT_BATTLED');
    if (battled.length === 1 && !refRows.some((r) => r.code === 'EVENT_BATTLE_DESTROYING')) {
      ref.delete('after-damage-calculation');
      ref.add('destroyed-by-battle');
    }
  }
  // See CONVENTIONS['activation-resolved']: an activation's 的场合 trigger the script hears as that link resolves.
  if (on('activation-resolved') && ref.has('chain-resolved') && !ref.has('activated') && compiled.has('activated')) {
    const ifOnActivation = effects.some((e) => e.kind === 'trigger' && e.timing === 'if' && eventWordsOf(e).some((w) => w.on === 'activated'));
    if (ifOnActivation) {
      ref.delete('chain-resolved');
      ref.add('activated');
    }
  }
  // See CONVENTIONS['continuous-card-use']: a Continuous Spell/Trap's activation on an event, used again at each one.
  if (on('continuous-card-use') && type.kind !== 'monster' && type.subtypes.includes('continuous') && rows.some((r) => counted(r) && r.type.includes('ACTIVATE') && r.code === 'EVENT_FREE_CHAIN')) {
    for (const e of effects) {
      if (e.kind !== 'activation' || !e.waitsFor) continue;
      for (const w of eventWordsOf({ ...e, trigger: e.waitsFor })) {
        const use = rows.some((r) => counted(r) && !r.type.includes('ACTIVATE') && isActivatedRow(r) && eventWord(r.code) === w.on);
        if (use) {
          ref.add(w.on);
          compiled.add(w.on);
        }
      }
    }
  }
  // Leaving the field: a script often listens to EVENT_LEAVE_FIELD for what the text names as a move
  // from the field (「场上表侧表示存在的这张卡被破坏的场合」, an Equip Card's 「装备怪兽被破坏送去墓地时」, 「…离开的场合
  // 或者被战斗破坏的场合」), checking the move in a condition a static reading cannot see: on a card whose
  // reference listens to the field being left, a compiled move it does not list is that label.
  // See CONVENTIONS['custom-relay']: the event a custom trigger is relayed from.
  if (on('custom-relay') && refRows.some((r) => r.code.startsWith('EVENT_CUSTOM'))) {
    for (const r of rows) {
      // (The relay is often registered once for all copies: a `global` row.)
      const w = (counted(r) || r.kind === 'global') && r.type.includes('CONTINUOUS') && !isActivatedRow(r) ? eventWord(r.code) : null;
      if (w && ARMING_MOVES.includes(w) && compiled.has(w)) ref.add(w);
    }
  }
  // See CONVENTIONS['chain-end-relay']: the activation (or negation) a chain-end trigger is relayed from.
  if (on('chain-end-relay') && refRows.some((r) => r.code === 'EVENT_CHAIN_END')) {
    for (const r of rows) {
      const w = counted(r) && r.type.includes('CONTINUOUS') && !isActivatedRow(r) && (r.code === 'EVENT_CHAINING' || r.code === 'EVENT_CHAIN_NEGATED') ? eventWord(r.code) : null;
      if (w && compiled.has(w)) ref.add(w);
    }
  }
  // See CONVENTIONS['granted-effect']: the event of a granted trigger, where the reference has the listener that grants it.
  if (on('granted-effect') && text !== undefined && /得到[^。●]*?以下/.test(text) && rows.some((r) => chainlessListener(r) !== null)) {
    for (const w of grantedWords(text, type)) if (compiled.has(w)) ref.add(w);
  }
  // See CONVENTIONS['delayed-trigger']: the phase of a delayed trigger the script registers at run time.
  for (const e of effects) {
    const word = e.trigger?.phase ? PHASE_LABEL[e.trigger.phase] : undefined;
    if (word && compiled.has(word) && registeredAtRunTime(e, rows, text)) ref.add(word);
  }
  // See CONVENTIONS['leave-field-destinations'].
  if (on('leave-field-destinations') && compiled.has('left-field') && !ref.has('left-field')) {
    const dest = refRows.filter((r) => r.type.includes('SINGLE') && ['EVENT_TO_GRAVE', 'EVENT_REMOVE', 'EVENT_TO_HAND', 'EVENT_TO_DECK'].includes(r.code)).map((r) => eventWord(r.code)!);
    if (new Set(dest).size >= 2) {
      for (const w of dest) if (!compiled.has(w)) ref.delete(w);
      ref.add('left-field');
    }
  }
  let moved = 0;
  if (ref.has('left-field')) {
    for (const w of FIELD_MOVES) {
      if (compiled.has(w) && !ref.has(w)) {
        compiled.delete(w);
        compiled.add('left-field');
        moved++;
      }
    }
  }
  return { ref, compiled, moved };
});

const FIELD_MOVES = ['destroyed', 'destroyed-by-battle', 'sent-to-gy', 'banished'];
const PHASE_LABEL: Record<string, string> = { 'end-phase': 'end-phase', 'standby-phase': 'standby-phase', 'battle-phase': 'battle-phase-start' };

/** How many compiled labels the leaving-the-field convention moved (printed with the table). */
export function leftFieldMoves(cards: MeasuredCard[]): number {
  return cards.reduce((n, c) => n + (eventLabels(c.rows, c.type, c.effects, c.text).moved ?? 0), 0);
}

export const EVENT_FIELDS: FieldDef[] = [
  { name: 'trigger events (all)', required: true, labels: eventLabels },
  ...EVENT_WORDS.map(
    (w): FieldDef => ({
      name: `event: ${w}`,
      required: true,
      labels: (rows, type, effects, text) => {
        const l = eventLabels(rows, type, effects, text);
        return { ref: set(l.ref.has(w) ? [w] : []), compiled: set(l.compiled.has(w) ? [w] : []) };
      },
    }),
  ),
];

/**
 * Reference categories where the text is right and the script's convention differs (recorded, not
 * fixed; the test prints how many labels each takes out):
 *   - deck-use marker: YGOPro adds DECKDES to an effect that Special Summons from the Deck, so that
 *     灰流丽-like checks see the Deck used; when the text sends nothing from the Deck to the GY
 *     (no 「卡组…送去墓地」, no revealed cards 「翻开的卡送去墓地」), that DECKDES is no mill and is left out.
 */
export const CATEGORY_CONVENTIONS: Record<string, (r: RefRow, category: string, text: string) => boolean> = {
  'deck-use marker': (r, c, text) => c === 'DECKDES' && r.category.includes('SPECIAL_SUMMON') && !/卡组[^。]*?(送去墓地|去墓地)|(翻开|剩下)的[^。]*?送去墓地/.test(text),
};

const refCategory = (c: string): string | undefined => REF_CATEGORY[c.replace(/^HANDES_.*/, 'HANDES')];

/** The reference's categories of a card's activated effects, less those a convention takes out (`keep`). */
function refCategories(rows: RefRow[], keep: (r: RefRow, c: string) => boolean, text?: string): Set<string> {
  const chosen = text !== undefined && chosenDeckSend(text);
  const searchToHand = on('search-is-to-hand');
  return set(
    rows
      .filter((r) => (counted(r) || neosReturnRow(r)) && isActivatedRow(r))
      .flatMap((r) => r.category.filter((c) => keep(r, c)).flatMap((c) => (chosen && c === 'DECKDES' ? ['send-to-gy'] : searchToHand && c === 'SEARCH' ? ['search', 'to-hand'] : [refCategory(c)]))),
  );
}

/** See CONVENTIONS['chosen-deck-card']: the text sends chosen Deck cards to the GY, never the top or revealed ones. */
function chosenDeckSend(text: string): boolean {
  if (!on('chosen-deck-card')) return false;
  // Read per sentence (c12c): 「…为融合素材的融合召唤才能从额外卡组特殊召唤」 in a summoning condition, or 「直到结束阶段」 in a later
  // clause, says nothing of how the Deck card is sent; 「直到…为止」 (digging until) does.
  const sentences = text.split(/[。\n]/);
  const sends = sentences.filter((x) => /从(自己|对方|自身)?的?([^。，]{0,6}·)?卡组[^。]*?送去墓地/.test(x));
  return sends.length > 0 && !/卡组[^。]{0,4}(最)?上(面|方)|翻开|确认|剩下|从上面/.test(text) && !sends.some((x) => /融合素材|素材怪兽|直到[^。]*?为止/.test(x));
}

/** See CONVENTIONS['neos-return-category']. */
const neosReturnRow = (r: RefRow): boolean => on('neos-return-category') && r.kind === 'aux' && /helper:EnableNeosReturn/.test(r.notes);

const conventionsKeep = (text: string | undefined) => (r: RefRow, c: string) => text === undefined || !Object.values(CATEGORY_CONVENTIONS).some((f) => f(r, c, text));

/** How many reference category labels each convention takes out, over the cards measured. */
export function conventionMoves(cards: MeasuredCard[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, f] of Object.entries(CATEGORY_CONVENTIONS)) {
    let n = 0;
    for (const c of cards) {
      if (c.text === undefined) continue;
      n += refCategories(c.rows, () => true).size - refCategories(c.rows, (r, x) => !f(r, x, c.text!)).size;
    }
    out[name] = n;
  }
  return out;
}

const categoryLabels = perCard(function categoryLabels(rows: RefRow[], type: CardType, effects: EffectFacts[], text?: string): Labelled {
  const ref = refCategories(rows, conventionsKeep(text), text);
  // See CONVENTIONS['runtime-delayed-category']: the phase triggers the reference has statically.
  const staticPhases = set(rows.filter((r) => counted(r) && r.type.some((t) => t.startsWith('TRIGGER'))).map((r) => eventWord(r.code)));
  const runtimeOnly = (e: EffectFacts): boolean =>
    on('runtime-delayed-category') && registeredAtRunTime(e, rows, text) && !staticPhases.has(e.trigger!.phase!);
  // See CONVENTIONS['category-set-at-activation'].
  const atActivation = on('category-set-at-activation');
  // (A kind with a row that declares categories is written one row per choice: static, measured.)
  const activatedRows = rows.filter((r) => counted(r) && isActivatedRow(r));
  const declaredKinds = set(activatedRows.filter((r) => r.category.length > 0).map(refKind));
  const blankKinds = atActivation ? set(activatedRows.filter((r) => r.category.length === 0).map(refKind).filter((k) => !declaredKinds.has(k!))) : new Set<string>();
  const stateStep = atActivation && text !== undefined && /这个效果的发动时[^。]*?的场合/.test(text);
  let selfSent = false;
  // See CONVENTIONS['uncategorized-kind']: kinds whose every counted row (the bare activation of a Continuous card aside) declares no category.
  const plainRows = activatedRows.filter((r) => !/bare_activate/.test(r.notes));
  const silentKinds = on('uncategorized-kind') ? set(plainRows.map(refKind).filter((k) => !plainRows.some((r) => refKind(r) === k && r.category.length > 0))) : new Set<string>();
  // Labels every one of whose compiled steps is of a kind the scripts declare inconsistently (see undeclaredStep).
  const excused = new Map<string, boolean>();
  const compiled = set(
    effects
      .filter((e) => activated(e) && !spiritReturn(type, e) && !runtimeOnly(e) && !(e.choiceOf !== undefined && blankKinds.has(e.kind)))
      .flatMap((e) => {
        const acts = [...e.does, ...(e.leaves ?? [])].filter((a) => !(stateStep && a.conditional));
        return acts.flatMap((a) => {
          const cs = categoriesOfAction(a).map((c) => (c === 'mill' && !a.top && a.note !== 'materials' ? 'send-to-gy' : c)).filter((c) => {
            if (c !== 'send-to-gy' || !selfSentStep(a, acts)) return true;
            selfSent = true;
            return false;
          }).flatMap(foldCategory);
          for (const c of cs) excused.set(c, (excused.get(c) ?? true) && (silentKinds.has(e.kind) || undeclaredStep(c, a, acts, e)));
          return cs;
        });
      }),
  );
  // See CONVENTIONS['target-lock-negation']: a Continuous Spell/Trap's lasting negation of the card its activation targeted.
  if (on('target-lock-negation') && rows.some((r) => counted(r) && r.type.includes('ACTIVATE') && r.category.length > 0) && type.kind !== 'monster' && type.subtypes.includes('continuous') && effects.some((e) => e.kind === 'activation' && e.targets)) {
    for (const e of effects) if (e.kind === 'continuous' && e.does.some((a) => a.do === 'negate-effects' && a.what !== 'self' && a.duration === undefined)) compiled.add('negate-effect');
  }
  // (Where such a step is the text's only send to the GY, a script that declares TOGRAVE declares that step: not compared either way.)
  if (selfSent && !compiled.has('send-to-gy')) ref.delete('send-to-gy');
  for (const [c, all] of excused) if (all && !ref.has(c)) compiled.delete(c);
  return { ref, compiled };
});

/** What the effect is for, beside a step that sends this card to the GY (CONVENTIONS['self-sent-step']). */
const MAIN_CATEGORIES = new Set(['draw', 'search', 'add-to-hand', 'return-to-hand', 'special-summon', 'destroy', 'banish', 'return-to-deck', 'negate-activation', 'negate-effect', 'negate-summon', 'damage', 'recover']);
/** See CONVENTIONS['self-sent-step']: this card sent to the GY beside another step the engine matches on. */
const selfSentStep = (a: Action, acts: Action[]): boolean =>
  on('self-sent-step') && a.do === 'send-to-gy' && a.what === 'self' && acts.some((b) => b !== a && categoriesOfAction(b).some((c) => MAIN_CATEGORIES.has(c)));

/**
 * See CONVENTIONS['secondary-move'] and CONVENTIONS['lasting-negation']: a step of a kind the scripts declare in some
 * cards and not in others of the same wording — the text being right, a card whose reference leaves it out is not held against it.
 */
/** Another step of the effect does something else the engine matches on (CONVENTIONS['secondary-move']). */
const besideMain = (a: Action, acts: Action[], c: string): boolean => acts.some((b) => b !== a && categoriesOfAction(b).some((x) => MAIN_CATEGORIES.has(x) && x !== c));

function undeclaredStep(c: string, a: Action, acts: Action[], e: EffectFacts): boolean {
  // (This card sent to the GY beside such a step is CONVENTIONS['self-sent-step']; banished or returned, it is one more such step.)
  if (c === 'send-to-gy') return on('secondary-move') && a.do === 'send-to-gy' && a.what !== 'self' && besideMain(a, acts, c);
  if (c === 'banish' || c === 'return-to-deck') return on('secondary-move') && a.do === c && besideMain(a, acts, c);
  if (c === 'mill') return on('secondary-move') && a.do === 'send-to-gy' && besideMain(a, acts, c);
  // (Not the answered link's: an answer's negation of the cards it chose, or of every card, lasts too.)
  if (c === 'negate-effect') return on('lasting-negation') && a.do === 'negate-effects' && (!e.respondsTo || a.what === 'targets' || a.what === 'event-cards' || (typeof a.what === 'object' && a.what.scope === 'all'));
  return false;
}

/** The categories the engine matches on (灰流丽, 屋敷童, 效果遮蒙者, negations): required. */
export const ENGINE_CATEGORIES = ['draw', 'search', 'to-hand', 'special-summon', 'send-to-gy', 'mill', 'destroy', 'banish', 'return-to-deck', 'negate-activation', 'negate-effect', 'negate-summon'];
export const OTHER_CATEGORIES = ['discard', 'damage', 'recover', 'atk-change', 'def-change', 'position', 'control', 'equip', 'token'];

export const CATEGORY_FIELDS: FieldDef[] = [...ENGINE_CATEGORIES, ...OTHER_CATEGORIES].map(
  (c): FieldDef => ({
    name: `category: ${c}`,
    required: ENGINE_CATEGORIES.includes(c),
    labels: (rows, type, effects, text) => {
      const l = categoryLabels(rows, type, effects, text);
      return { ref: set(l.ref.has(c) ? [c] : []), compiled: set(l.compiled.has(c) ? [c] : []) };
    },
  }),
);

export interface Row {
  field: string;
  required: boolean;
  tp: number;
  compiled: number;
  ref: number;
  precision: number;
  recall: number;
}

export interface MeasuredCard {
  id: number;
  name: string;
  type: CardType;
  effects: EffectFacts[];
  rows: RefRow[];
  /** The card's text, for conventions that read what it says. */
  text?: string;
}

/** Every card of the database that the reference has rows for, compiled from its text (the study scripts' loader). */
export function measuredCards(cdbPath: string, effectsPath: string): MeasuredCard[] {
  const ref = readEffects(effectsPath);
  const cards: MeasuredCard[] = [];
  for (const row of readCdb(cdbPath)) {
    const rows = ref.get(row.id);
    if (!rows) continue;
    const type = decodeType(row.type);
    cards.push({ id: row.id, name: row.name, type, effects: compileEffects(row.desc, type), rows, text: row.desc });
  }
  return cards;
}

export function measureFields(cards: MeasuredCard[], fields: FieldDef[]): Row[] {
  return fields.map((f) => {
    let tp = 0;
    let comp = 0;
    let ref = 0;
    for (const c of cards) {
      const l = f.labels(c.rows, c.type, c.effects, c.text);
      for (const x of l.compiled) if (l.ref.has(x)) tp++;
      comp += l.compiled.size;
      ref += l.ref.size;
    }
    return { field: f.name, required: f.required, tp, compiled: comp, ref, precision: comp ? tp / comp : 1, recall: ref ? tp / ref : 1 };
  });
}

/** The cards where a field's labels differ, for studying misses (not printed in CI). */
export function misses(cards: MeasuredCard[], f: FieldDef): Array<{ card: MeasuredCard; ref: string[]; compiled: string[] }> {
  const out: Array<{ card: MeasuredCard; ref: string[]; compiled: string[] }> = [];
  for (const c of cards) {
    const l = f.labels(c.rows, c.type, c.effects, c.text);
    const same = l.ref.size === l.compiled.size && [...l.ref].every((x) => l.compiled.has(x));
    if (!same) out.push({ card: c, ref: [...l.ref], compiled: [...l.compiled] });
  }
  return out;
}

export function formatRows(title: string, rows: Row[]): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  const lines = [title, `${'field'.padEnd(36)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}  labels(compiled/reference)`];
  for (const r of rows) lines.push(`${(r.field + (r.required ? ' *' : '')).padEnd(36)} ${pct(r.precision).padStart(9)} ${pct(r.recall)}  ${r.compiled}/${r.ref}`);
  return lines.join('\n');
}
