/**
 * Stage 1 of the compiler (./index.ts): the text cut into effects (./split.ts), and each effect's
 * kind, when/if, mandatory, activation place, once-per-turn and whether it targets, by the cues of
 * ./cues.ts (this was src/cards/infer, measured at ≥95% on those facts since issue 3):
 *   - 「反转：」 flip; 「只要…」 or no activation words: continuous; 「这张卡可以…特殊召唤」 a procedure;
 *   - a Spell/Trap's own text (or 「才能把这张卡发动」「这张卡的发动时」): the card's activation, whose
 *     speed follows from the card type;
 *   - 「这个效果在对方回合也能发动」, answering an activation 「…发动时」, 「…之际」, damage-step and
 *     opponent's-phase timing: quick;
 *   - an event 「…时」「…的场合」: trigger, when vs if by those words, mandatory unless 「才能发动」/「可以」;
 *   - otherwise, activated words alone: ignition.
 * This code never reads the YGOPro script flags (test/cards/inference-vs-reference.test.ts
 * measures it against them, and checks that src/ never names that file).
 */
import { onlyEquippedGuard } from './answer-guard.js';
import type { CardFilter, CardType, EffectFacts, EffectKind, Targeting } from '../facts.js';
import {
  activatedFrom,
  activatedWords,
  alsoOpponentTurn,
  answersActivation,
  appliesAtTheMoment,
  negatesAsItResolves,
  conditionOf,
  headOf,
  isFlip,
  isOptional,
  hasEvent,
  eventClause,
  eachTimeTrigger,
  isReplacement,
  isSelfDestructRule,
  summonedStateRule,
  linkedCardRule,
  isMaintenanceCost,
  phaseTrigger,
  isRedirect,
  equipsAsCard,
  oldCostSentence,
  battleStepTrigger,
  afterBattleTrigger,
  battleMomentTrigger,
  noDamageCalculationTrigger,
  optionalPhaseTrigger,
  summonRule,
  insteadOfNormalDraw,
  onTheDraw,
  oldStyleTargets,
  negatesActivation,
  negatesSummon,
  quickTiming,
  softOnce,
  targetsWords,
  triggerEventWords,
  whenOrIf,
  whileSummoning,
} from './cues.js';
import { sentencesWithStop, splitText, startsEffect, type Segment } from './split.js';
import { filterOf, firstSentenceOf, isSelf } from './words.js';
import { summonFilter, summonedSelfCondition } from './summon-memory.js';
import { activationCondition, activationConditionsOfAll } from './conditions.js';
import { equipCostOf, equipLimitOf } from './equip-limit.js';
import { compileCosts } from './costs.js';
import { setTurnActivationOf } from './set-turn.js';
import { addConditions, effectFacts } from './shape.js';
import { commaSplit, firstCommaPart, hasWhenOrIf, noStop, noTrailComma, wordIndex } from './text.js';

export { splitText } from './split.js';

/** One effect as classified: the facts of its kind, and the text it was read from (null: implied). */
export interface Classified {
  facts: EffectFacts;
  seg: Segment | null;
}

/** Spell/Trap types whose card text *is* the activation (not a card that stays on the field). */
function activationIsText(type: CardType): boolean {
  if (type.kind === 'monster') return false;
  return !type.subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip');
}

/** 「这张卡可以…特殊召唤」「这张卡不能通常召唤」 — summoning procedures and conditions, never activated. */
function isProcedure(s: string): boolean {
  // (Every procedure below names 「召唤」 or 「解放」: a text with neither is none — compile time, issue 12.)
  if (!s.includes('召唤') && !s.includes('解放')) return false;
  if (/才能发动|可以发动/.test(headOf(s))) return false;
  if (/可以(在手上)?(视为1张装备卡|当作[^，。]{0,14}装备卡使用)/.test(headOf(s))) return false; // a Union's equip: activated

  // 「…被破坏送去墓地时，这张卡可以从墓地特殊召唤」: an event first makes it a trigger, not a procedure.
  const before = /^([^。]*?)这张卡(可以|能)/.exec(s);
  // (「自己回合自己是有把…魔法卡发动的场合，这张卡可以从手卡特殊召唤」: 「是有…的场合」, having done it this turn, is a state.)
  if (before && hasEvent(before[1]!) && !/是有把[^，。]*?发动的场合/.test(before[1]!)) return false;
  // 「可以把自己场上1只「火灵使 希塔」和1只炎属性怪兽送去墓地，从手卡·卡组特殊召唤」「可以把对方场上1只…解放，这张卡从手卡往
  // 对方场上特殊召唤」「…的场合，可以支付500基本分把这张卡从手卡特殊召唤」: a summoning procedure with its cost, no 发动.
  if (!/发动/.test(firstSentenceOf(s)) && /^[^。]*?可以[^。]*?(这张卡)?从(手卡|手卡·卡组)(往对方场上)?特殊召唤。/.test(s) && !hasEvent(/^([^。]*?(时|的场合))/.exec(s)?.[1] ?? '')) return true;
  // 「…回到额外卡组的场合：可以把墓地的这张卡除外；把…特殊召唤」: a cost before 「；」 is paid to activate an effect — never a procedure.
  if (/可以[^。；]*?；/.test(firstSentenceOf(s))) return false;
  return (
    // 「…除外的场合才能从手卡特殊召唤。」: 才能 bound to 特殊召唤 (not 发动) after an if is a summoning procedure 特殊召唤手续.
    /^[^。]*?的场合才能(从[^。，]{1,10})?特殊召唤/.test(s) ||
    // (Not 「这张卡可以向特殊召唤的对方怪兽全部各作1次攻击」: which monsters it may attack, a continuous effect.)
    (/^[^。]*?这张卡(可以|能)[^。]*?(特殊召唤|召唤|解放|作召唤)/.test(s) && !/^这张卡可以向[^。]*?攻击。?$/.test(firstSentenceOf(s))) ||
    // 「自己场上有「圣剑」装备魔法卡存在的场合，可以从手卡把这张卡特殊召唤。」: the same procedure, its object after 可以.
    (/^[^。]*?的场合[，,]可以从[^。，]{1,8}把这张卡特殊召唤。/.test(s) && !hasEvent(/^([^。]*?的场合)/.exec(s)?.[1] ?? '')) ||
    /^这张卡不能通常召唤|^这张卡不能(特殊召唤|通常召唤)/.test(s) ||
    // 「（这张卡不能通常召唤。）自己场上没有怪兽存在的场合可以特殊召唤。」: the procedure after the summoning condition, its subject left out.
    (/^[^。，]*?的场合(才)?可以(从[^。，]{1,8})?特殊召唤。?$/.test(firstSentenceOf(s) + '。') && !hasEvent(firstSentenceOf(s))) ||
    (/^[^。]*?(的场合|方法|效果|时)才能(从[^。]{1,8})?特殊召唤。/.test(s) &&
      (s.startsWith('把') || !hasEvent(/^([^。]*?(的场合|时))才能/.exec(s)?.[1] ?? ''))) || // a summoning condition 召唤条件
    (/^[^。]*?(把|从)[^。被]*?的场合[，,]?(这张卡)?可以[^。]*?特殊召唤/.test(s) && !/这张卡/.test(/^[^。]*?的场合/.exec(s)?.[0] ?? '')) // a summoning procedure: 「把…解放的场合可以特殊召唤」
  );
}

/**
 * A Special Summon monster's 特殊召唤怪兽 procedure in its old words, a sentence of its own with neither 「这张卡」 nor 「可以」
 * before the summon nor an activation: 「自己墓地1只风属性怪兽从游戏中除外特殊召唤上场」「满足条件的「大神官 迪·扎德」做祭品特殊召唤」
 * 「自己墓地暗属性怪兽有5只以上存在，自己场上没有怪兽存在的场合可以特殊召唤」「通过在自己场上把2只「拷问衍生物」…特殊召唤可以在对方
 * 场上特殊召唤」「这张卡从手卡出的场合，必须把对方场上1只怪兽作为祭品在对方场上特殊召唤」 — how the card itself is Special Summoned.
 */
function oldSpecialSummonProcedure(s: string, seg: Segment, type: CardType): boolean {
  if (type.kind !== 'monster' || !type.subtypes.includes('special-summon') || seg.numbered) return false;
  const first = (firstSentenceOf(s)).replace(/（[^）]*）/g, '');
  // (Not 「可以把自己场上的这张卡解放，选择自己墓地的…各1只特殊召唤」「自己的主要阶段时，可以把这张卡的效果装备的1只怪兽…特殊召唤」:
  // another monster summoned, an ignition effect.)
  return s.split('。').filter((x) => x.trim()).length === 1 && /特殊召唤(上场)?$/.test(first) && !/发动|只要|每次|不能|不会|选择|可以把|阶段时|可以[^。]*?[，,]|这张卡(解放|送去墓地|除外)|从(卡组|墓地|手卡)[^。，]*?把[^。，]*?特殊召唤$/.test(first) && !hasEvent(first);
}

/** CH-SUMMON-BY-NAME: the one card whose effect may Special Summon this one (its name). */
// (Also 「「万华镜-华丽的分身-」的效果可以特殊召唤」 after 「这张卡不能通常召唤。」, and 「只能通过「X」的效果才能特殊召唤这张卡」.)
const SUMMON_ONLY_BY = /(?:^|[。，,])(?:这张卡|这只怪兽)?(?:只能)?(?:用|通过)?「([^」]+)」的效果(?:才能|可以)特殊召唤|只能(?:用|通过)「([^」]+)」的效果特殊召唤|不能作「([^」]+)」的(?:融合召唤|效果)以外的特殊召唤/;

/** 「用仪式召唤以及「X」的效果才能特殊召唤」: besides its own way, X's effect summons it (CH-SUMMON-NAMED-PROPER). */
const SUMMON_ALSO_BY = /(?:用|通过)?(?:仪式|融合|同调|超量|连接|灵摆)召唤(?:以及|和|或者)「([^」]+)」的效果才能特殊召唤/;

/** 「不用X召唤不能特殊召唤」「不能作X召唤以外的特殊召唤」「不能用X以外的方法特殊召唤」: one way only, which it must take first. */
function mustBeSummonedBy(first: string): boolean {
  return namedMaterialsOnly(first) || /^(这张卡|这只怪兽)?(不用|若不是|不作)[^。]*?召唤[^。]*?不能特殊召唤。?$/.test(first) || /^(这张卡|这只怪兽)不能(作|用)[^。]*?以外的(方法)?特殊召唤。?$/.test(first);
}

/**
 * CMP-SUMMON-RESTRICTION: 「融合召唤这只怪兽，必须用上面所写的卡融合召唤」 (龙战士, 死亡恶魔龙, 魔人 暗黑护持师): only a Fusion Summon
 * with the very materials written — a summoning condition, not an effect that Special Summons (it compiled as a continuous one).
 */
function namedMaterialsOnly(first: string): boolean {
  return /^(融合召唤)?这只怪兽[，,]必须用上面所写的卡融合召唤。?$/.test(first);
}

/** 「…的场合才能特殊召唤」「…才能从手卡特殊召唤」: a sentence giving its own procedure as the only way (not an effect's, nor a summon kind's). */
function onlyOwnWay(s: string): boolean {
  return s
    .replace(/（[^）]*）/g, '')
    .split('。')
    .some((x) => /才能(?:从[^。，]{1,12}?)?特殊召唤$/.test(x.trim()) && !/效果(?:[^。，]*?)?才能|(?:仪式|融合|同调|超量|连接|灵摆)召唤/.test(x));
}

/** CMP-SUMMON-RESTRICTION: every sentence says what may not be done (「不能…召唤」), none how it may (才能·可以·也能·必须, a tribute). */
function onlyForbids(s: string): boolean {
  const sentences = s.replace(/（[^）]*）/g, '').split('。').map((x) => x.trim()).filter(Boolean);
  return sentences.length > 0 && sentences.every((x) => /不能[^。]*?召唤/.test(x) && !/才能|才可以|可以|也能|必须|解放|祭品|只要|对方|双方/.test(x));
}

/**
 * Summoning conditions 召唤条件 — how this card may (or must) be summoned, never an effect used:
 * 「这张卡不用融合召唤不能特殊召唤」「这张卡用融合召唤才能从额外卡组特殊召唤」「这张卡用「X」的效果才能特殊召唤」
 * 「这张卡的连接召唤不在主要阶段2不能进行」「这张卡也能把3只怪兽解放作召唤」「这张卡通常召唤的场合，必须把3只解放作召唤」
 * 「当自己场上存在「X」时才能召唤·反转召唤·特殊召唤」「可以不用解放作召唤」.
 */
function summonCondition(first: string): boolean {
  // (Every condition below names 「召唤」 or 「出场」: a sentence with neither is none — compile time, issue 12.)
  if (!first.includes('召唤') && !first.includes('出场')) return false;
  return (
    (first.includes('不') && /^[^。]*?(不用[^。]*?召唤不能特殊召唤|不能作从[^。]*?的特殊召唤|不能从卡组特殊召唤|可以不用解放(作)?召唤|不能用[^。]*?以外的方法特殊召唤)。?$/.test(first)) ||
    // 「这张卡不能作同调召唤以外的特殊召唤」「这只怪兽不能作融合召唤以外的特殊召唤」 (not 「只要…存在，不能作…以外的特殊召唤」, a floodgate).
    /^(这张卡|这只怪兽)不能作[^。]*?以外的特殊召唤。?$/.test(first) ||
    namedMaterialsOnly(first) ||
    // 「把这张卡特殊召唤的回合，自己不能通常召唤」: what summoning it costs the turn (a summoning condition, like a cost).
    // (Also 「把这张卡特殊召唤的场合，这个回合不能通常召唤」.)
    /^把这张卡特殊召唤的(回合|场合)[，,](这个回合)?(自己)?(这个回合)?不能[^。]*?召唤。?$/.test(first) ||
    // 「「剑斗兽 重斗」以外的效果不能把这张卡特殊召唤」: only that card's effect may Special Summon it.
    /^[^。]*?以外的(效果|方法)不能把这张卡特殊召唤。?$/.test(first) ||
    /^这张卡(只能)?(用|通过|以)[^。]*?(召唤|效果)[^。]*?才能(从[^。，]{1,8})?(特殊召唤|出场)。?$/.test(first) ||
    /^这张卡的(融合|同调|超量|连接|仪式)召唤[^。]*?不能进行。?$/.test(first) ||
    /^这张卡也能[^。]*?(解放|祭品)[^。]*?(召唤|超量召唤|上级召唤)。?$/.test(first) ||
    // (Also 「这张卡也能在…的「X」上面把这张卡重叠来超量召唤」「「X」1回合1次也能在…上面重叠来超量召唤」.)
    /^(「[^」]+」)?(这张卡)?(1回合1次)?也能[^。]*?上面(把这张卡)?(重叠|叠放)来超量召唤。?$/.test(first) ||
    // (Also 「这张卡通常召唤的场合，必须以里侧守备表示的形式出场」「当这张卡在通常召唤的场合时，必须里侧守备表示出场」.)
    /^当?这张卡在?(通常)?召唤的场合时?[，,][^。]*?必须[^。]*?(召唤|出场)。?$/.test(first) ||
    /才能召唤·反转召唤·特殊召唤。?$/.test(first) ||
    // 「这张卡不能召唤·特殊召唤」「自己场上有怪兽存在的场合，这张卡不能召唤·特殊召唤」「不把…作为祭品不能通常召唤」.
    // (Also a Ritual monster's 「若不是只使用除8星以外的怪兽来仪式召唤则不能特殊召唤」「不作只拿…的仪式召唤则不能特殊召唤」.)
    (/^(这张卡|这只怪兽|[^。]*?的场合[，,]这张卡|不是|不把|不用|若不是|不作)[^。]*?不能(从[^。，]{1,8})?(通常召唤|召唤|特殊召唤|被特殊召唤)(·[^。]*?)?。?$/.test(first) && !/只要|对方|双方|可以|发动|成功的回合/.test(first))
  );
}

/**
 * 「伤害计算时」 on a Spell/Trap on the field (a Field Spell, an Equip Card, a monster used as an Equip Card —
 * 「把这张卡当作装备卡使用来装备的怪兽进行战斗的伤害计算时」): the card answers the moment itself, a trigger 诱发效果
 * (the scripts' TRIGGER on EVENT_PRE_DAMAGE_CALCULATE); a monster's own 「…伤害计算时才能发动」, or one from the hand
 * or GY, is a quick effect (quickTiming).
 */
const damageCalculationOnSpellTrap = (cond: string, type: CardType): boolean =>
  cond.includes('伤害计算时') && !activatedFrom(cond, false) && (type.kind !== 'monster' || /装备的怪兽|装备怪兽/.test(cond));

/**
 * Timing words that put an ignition-like effect outside its controller's Main Phase: the Battle Phase as the
 * time it is used (「自己战斗阶段1次」「双方的战斗阶段才能发动」「这个效果在对方战斗阶段中才能发动」) — not its start or
 * end, which are events, nor a duration (「直到战斗阶段结束时」) — or either player's Main Phase (「这个效果在双方的主要阶段才能发动」).
 */
function outsideOwnMainPhase(cond: string, s: string): boolean {
  // (Both readings below need a phase named 「…阶段」: compile time, issue 12.)
  if (!s.includes('阶段') && !cond.includes('阶段')) return false;
  const battle = (x: string) => /战斗阶段(?!开始|结束|终了)/.test(x.replace(/(直到|到)[^，。]*?战斗阶段[^，。]*/g, ''));
  // (Not a permission to attack again 「战斗阶段中有1次可以再次攻击」: that holds, an ignition-like reading is wrong either way.)
  if (/可以[^。]{0,8}攻击/.test(firstSentenceOf(s))) return false;
  if (battle(cond) && !/攻击|战斗破坏[^，。]*?的场合/.test(cond.replace(/[^，。]*?战斗阶段/, ''))) return true;
  return /这个效果(只能)?在[^。]*?(战斗阶段|双方的主要阶段)[^。]*?(才能|可以)?(发动|使用)|只能在[^。]*?战斗阶段[^。]*?(发动|使用)|在双方的主要阶段才能发动/.test(s) && !/这个效果(只能)?在[^。]*?战斗阶段(开始|结束)/.test(s);
}

/** 「…攻击守备表示的怪兽时，若攻击力超过那个守备力，给与对方那个数值的战斗伤害」 in its old wordings: piercing damage. */
const piercing = (first: string): boolean =>
  first.includes('守备表示') && /守备表示(的)?怪兽/.test(first) && /(超过|超出|高于)/.test(first) && /守备力|超出部分|超过部分/.test(first) && /战斗伤害|的伤害|差值的伤害/.test(first) && !/才能发动|可以发动/.test(first);

/** 「这张卡进行战斗时，这张卡的控制者所受的战斗伤害为零」: how battle damage is dealt while this card battles — it applies. */
const battleDamageRule = (first: string): boolean => first.startsWith('这张卡进行战斗') && /^这张卡进行战斗(时|的场合)[，,][^。]*?战斗伤害(为零|为0|变成0)。?$/.test(first);

/**
 * Old ignition wordings with neither 「发动」 nor an event: 「这张卡1个回合可以有1次变回里侧守备表示」, a tribute
 * paid for what follows (「每祭品1只自己场上存在的怪兽，对方受到500分伤害」「用自己场上2只怪兽做祭品，自己的基本分回复
 * 1000分」「把自己场上存在的1只怪兽作为祭品。从卡组…特殊召唤」), 「1回合1次，自己的主要阶段时可以选择…」 and
 * 「1回合1次，对方手卡随机选择1张确认」 — used by the player, once each time.
 */
function oldIgnition(head0: string): boolean {
  // CMP-OLD-IGNITION-STATE: 「这张卡在自己场上表侧攻击表示存在的场合，1回合只有1次，可以把1只对方怪兽从游戏中除外」 (命运英雄 恶魔人) — a state of
  // this card said first is the condition to use it (read with the others), not an event: what follows it is judged as the words alone.
  const head = head0.startsWith('这张卡在') ? head0.replace(/^这张卡在[^，。]*?表侧(?:攻击|守备)?表示存在的场合[，,]/, '') : head0;
  if (/(?<!主要阶段)(时|的场合)[，,]/.test(head) || /不会|不能|不受/.test(firstCommaPart(head))) return false;
  return (
    /1个?回合(可以)?(有|只有)?1次(可以)?(变回|变成)里侧守备表示/.test(head) ||
    /^(每(祭品|祭掉)|每(把|用)[^，。]*?(祭品|做祭品|祭掉)|用[^，。]*?(做|作为)祭品[，,]|把[^，。]*?(作为|做)祭品[。，,])/.test(head) ||
    /^(这张卡)?1个?回合(只有)?1次[，,][^。]*?(?<!不)可以(?!直接攻击|攻击|向)/.test(head) ||
    /^1回合1次[，,][^。，]*?(确认|破坏|除外|特殊召唤|加入手卡|变成一半|抽\d|回复)/.test(head) ||
    // A price paid, then what it buys (「将自己场上存在的「海」送去墓地，破坏场上除这张卡以外的所有卡」「从自己墓地里除外2只水属性怪兽，在自己
    // 场上…特殊召唤」「1回合1次，自己场上存在的1只怪兽做祭品」), 「…，就可以…」 (「支付1000基本分，就可以从自己的融合卡组中特殊召唤…」
    // 「祭掉其中2只，就可以抽3张卡」), 「祭掉发动效果」, and a player's act in the Main Phase (「在主要阶段一丢弃1张手卡」「自己回合的主要阶段一
    // 可以把这张卡从游戏中除外」「1回合只有1次在自己的主要阶段时可以选择…」): the player uses it.
    // (Not an extra Normal Summon 「自己在通常召唤外加上只有1次，自己主要阶段可以把1只…召唤」: that holds for the turn.)
    // (CMP-OLD-IGNITION-ATK: 「攻击力」 is no attack — 「自己的主要阶段时可以通过把…取除，选择自己场上1只怪兽那个攻击力…上升500」 (魔力美容师) was read as
    // a continuous effect. 「这张卡战斗破坏对方怪兽送去墓地，可以…」 is an event, no price: still not read so.)
    (!/只要|不能|不会|不受|代替|攻击(?!力)|战斗破坏|召唤外/.test(head) &&
      (/^(将|把|从)?[^，。]*?(送去墓地|除外|祭掉|做祭品|作为祭品|丢弃)[，,][^。]*?(破坏|特殊召唤|抽\d|伤害|除外|加入手卡|回复|装备)/.test(head) ||
        // (CMP-CHOSEN-IS-ACTIVATED, s51: or a price, then a card chosen for what the next sentence gives it — 「把自己场上这张卡以外的1张卡送去
        // 墓地，选择自己场上的1只怪兽。只要这张卡在场上表侧表示存在，所选择的怪兽不会被战斗破坏。」 (元素英雄 暴风侠): a card chosen is chosen by an
        // effect activated, never by one that only applies.)
        PAYS_THEN_CHOOSES.test(head) ||
        /^(1回合1次[，,])?[^，。]*?(做祭品|祭掉)。?$/.test(head) ||
        /[，,]就可以[^。]*?(破坏|特殊召唤|抽\d|伤害|除外|加入手卡|回复|确认|装备)/.test(head) ||
        head.includes('祭掉发动效果') ||
        /主要阶段(一|1)?(时)?(可以|丢弃)/.test(head)))
  );
}

/** A Spell/Trap effect that works from the GY or once sent there: never the card's activation. */
function isGraveOrLeaveEffect(head: string): boolean {
  // (「盖伏的这张卡破坏送去墓地时」「盖放的这张卡因对方的效果从场上离开」「这张卡从手卡·场上送去墓地的场合」 too.)
  return /(墓地的这张卡|这张卡在墓地存在|这张卡(被)?送去墓地|这张卡被(破坏|除外)|这张卡从场上|除外的这张卡|(盖放|盖伏)的这张卡(被|因|从|破坏)|这张卡从[^，。]{1,6}送去墓地)/.test(head);
}

/**
 * A Spell/Trap's sentence on what its activation makes of it: 「这张卡发动后变成效果怪兽（…）在怪兽区域特殊召唤」
 * 「发动后这张卡变成攻击力上升500的装备卡，给…装备」 — part of that activation. (Its later self-destruction,
 * 「这张卡在发动后第3次的对方的结束阶段时破坏」, is left as it was read.)
 */
const afterActivation = (text: string, type: CardType): boolean => type.kind !== 'monster' && text.includes('发动后') && /^(这张卡)?发动后(这张卡)?变成/.test(text);

/**
 * 「这个卡名的卡在1回合只能发动1张」「「X」在1回合只能发动1张」「这张卡1回合只能使用1张」「这个卡名的卡在决斗中只能发动1张」:
 * cards of this name, not one effect.
 */
const cardOnceLine = (header: string): boolean => header.includes('只能') && /(卡名的卡|」)在(1回合|决斗中)只能发动1张|这张卡1回合只能使用1张/.test(header);

/**
 * Which effects a hard once-per-turn header 「这个卡名的①②的效果1回合各能使用1次」 covers: the numbers it lists (or every
 * effect when it lists none), of the text it names — 「这个卡名的灵摆效果…」 the Pendulum effects only, 「…的怪兽效果…」 (「这个卡名的
 * ①的怪兽效果…」) the monster effects only; a card activation limit 「…在1回合只能发动1张」 covers none.
 */
function headerCovers(h: string, seg: Segment): boolean {
  if (cardOnceLine(h)) return false;
  if (h.includes('灵摆效果') && !seg.pendulum) return false;
  if (h.includes('怪兽效果') && seg.pendulum) return false;
  if (!/[①-⑳]/.test(h)) return true;
  // (By UTF-16 unit, not a spread into characters — compile time, issue 12: the numbers are single units, and a unit
  // of a surrogate pair is no number, as the pair is not.)
  for (let i = 0; i < h.length; i++) if ('①②③④⑤⑥⑦⑧⑨⑩'.indexOf(h.charAt(i)) + 1 === seg.n) return true;
  return false;
}

/** 「「X」的①的方法的特殊召唤1回合只能有1次」: a limit on the summoning procedure (not 「自己对「X」1回合只能有1次特殊召唤」, on any summon of it). */
const procedureLimit = (line: string): boolean => line.includes('方法');

/** 「自己场上没有卡存在的场合，这张卡的发动从手卡也能用」: the condition of a Trap's activation from the hand. */
const HAND_IF = /(?:^|。)([^。]+?)的场合[，,]这张卡的发动从手卡也能用/;

export function classifyEffects(text: string, type: CardType): Classified[] {
  const extraDeck = type.subtypes.some((s) => s === 'fusion' || s === 'synchro' || s === 'xyz' || s === 'link');
  const { segments, headers, headerPendulum, materials, summonLimits, rules } = splitText(text, extraDeck && type.kind === 'monster');
  const header = headers.join('');
  // 「这个卡名的卡在1回合只能发动1张」: a limit on activating cards of this name (誓约), held by the card's activation.
  const cardOnce = headers.some(cardOnceLine);
  // A header limits the effects of its own text only: a Pendulum card's pendulum text header its pendulum effects, its monster
  // text's header the monster effects (whose ① is another effect than the pendulum ①).
  // The use-limit header that covers this effect (「这个卡名的①②的效果1回合各能使用1次」), if any.
  const headerFor = (seg: Segment): string | undefined => headers.find((h, i) => headerPendulum[i] === !!seg.pendulum && headerCovers(h, seg));
  const hardFor = (seg: Segment): boolean => headerFor(seg) !== undefined;
  // CH-ONCE-PER-CHAIN (s61): 「这个卡名的效果在同一连锁上只能发动1次」 — a line of its own (./split.ts isRuleLine), binding each effect the
  // card activates to the name, once per chain.
  const chainOnceLine = rules.some((r) => r.includes('同一连锁') && /^(这个卡名的效果|「[^」]+」的效果)在同一连锁上只能发动1次/.test(r));
  const out: Classified[] = [];
  let activationTaken = false;
  // The material line of an Extra Deck monster is its summoning procedure 召唤手续 (never activated).
  if (materials && type.subtypes.some((s) => s === 'fusion' || s === 'synchro' || s === 'xyz' || s === 'link')) {
    out.push({ seg: null, facts: effectFacts(0, 'procedure', [{ do: 'special-summon', what: 'self', from: 'extra', note: materials }]) });
  }
  // An Equip Spell's activation targets the monster it will equip, though its text rarely says so;
  // when the text has no activation of its own, it is stated as effect 0 (the card's activation).
  if (type.subtypes.includes('equip') && type.kind === 'spell' && !segments.some((s) => /把这张卡发动|这张卡的发动时/.test(s.text))) {
    // 「通常召唤的怪兽才能装备」: the monsters it may equip, as it remembers its summon (FD-SUMMON-MEMORY).
    const filter: CardFilter = { kind: 'monster', place: 'field', faceUp: true };
    for (const r of rules) if (/才能(给[^。，]*?)?装备。?$/.test(r)) summonFilter(r, filter);
    // CMP-EQUIP-LIMIT: 「战士族怪兽才能装备」 — the monsters it may equip (正确对象): the activation targets only them, and the engine
    // checks the equipped monster against them again (CH-EQUIP-INCORRECT).
    const limit = rules.map(equipLimitOf).find((f) => f !== null) ?? null;
    const facts = effectFacts(0, 'activation', [{ do: 'equip', what: 'targets' }]);
    facts.targets = { filter: limit ? { ...filter, ...limit } : filter, count: 1 };
    if (limit) facts.equipLimit = limit;
    // CMP-EQUIP-COST: 「从手卡送去墓地1张卡，这张卡才能进行装备。」 — paid to activate it.
    const paid = rules.map(equipCostOf).find((c) => c !== null);
    if (paid) {
      const { cost } = compileCosts([paid], undefined);
      // (The card activated is placed on the field first: it is never among the hand cards paid.)
      for (const a of cost) if (typeof a.what === 'object') a.what.filter.notSelf = true;
      if (cost.length) facts.cost = cost;
    }
    if (cardOnce) facts.cardOncePerTurn = true;
    out.push({ seg: null, facts });
    activationTaken = true;
  }
  for (const seg of splitTargetLocks(splitRulesAfterSummon(splitSummonConditions(splitLinkedRules(mergeActivationText(expandGranted(segments, type), type)), type), type), type)) {
    // 「这张卡发动后变成效果怪兽（…）在怪兽区域特殊召唤」 after a Spell/Trap's activation: part of it, not an effect of its own.
    const prev = out[out.length - 1];
    if (afterActivation(seg.text, type) && prev?.seg && prev.facts.kind === 'activation') {
      prev.seg = { ...prev.seg, text: prev.seg.text + seg.text };
      continue;
    }
    // 「这个方法召唤的这张卡在结束阶段时送去墓地」「这个方法特殊召唤的回合，这张卡的①的效果不能发动」「这个效果在先攻第1回合不能使用」
    // after a summoning procedure: what using that procedure entails, part of it (not an effect of its own). (Not 「这个方法特殊召唤
    // 成功时，可以…」, a trigger on that summon.)
    // (Nor 「这个方法召唤的这张卡在结束阶段时送去墓地」「这个方法特殊召唤的这张卡从场上离开的场合从游戏中除外」: what happens to the card
    // later is an effect of its own — 光神机-樱火's End Phase trigger armed by its own summon, CH-ARMED-LOST.)
    if (prev?.seg && prev.facts.kind === 'procedure' && !seg.numbered && /^(这个方法|这个效果在先攻)/.test(seg.text) && !/成功(时|的场合)|阶段|送去墓地|破坏|除外|回到/.test(seg.text)) {
      prev.seg = { ...prev.seg, text: prev.seg.text + seg.text };
      continue;
    }
    const e = classify(seg, type, activationTaken);
    if (!e) continue;
    if (e.kind === 'activation') activationTaken = true;
    if (e.kind === 'activation' && cardOnce) e.cardOncePerTurn = true;
    // 「「X」的①的方法的特殊召唤1回合只能有1次」: the summoning procedure is used once per
    // turn. (A header on the effects 「这个卡名的效果1回合只能使用1次」 limits effects used, never how the card is summoned, and
    // 「自己对「X」1回合只能有1次特殊召唤」 limits every summon of it, not the procedure.) 「「X」1回合1次在把…除外的场合才能从手卡特殊召唤」:
    // a procedure limited by the card's name.
    if (e.kind === 'procedure') {
      if (summonLimits.some(procedureLimit) || /^「[^」]+」1回合1次/.test(seg.text)) e.oncePerTurn = 'hard';
    } else if (hardFor(seg) || (seg.text.includes('1回合只能') && /(这个卡名的|」的(这个)?效果)[^。]*?1回合只能/.test(seg.text))) e.oncePerTurn = 'hard';
    else if (softOnce(seg.text)) e.oncePerTurn = 'soft';
    // CMP-ONCE-WHILE-FACE-UP: 「只在这张卡在场上表侧表示存在才有1次」「这个效果只在这张卡在场上表侧表示存在能使用1次」 — once while this copy stays
    // face-up on the field, not reset each turn (CUR-FIREWALL-ONCE-FACE-UP).
    if (e.oncePerTurn === 'soft' && seg.text.includes('表侧表示存在') && /只在这张卡在场上表侧表示存在(?:才有|能使用|只能使用)1次/.test(seg.text)) e.oncePerFaceUp = true;
    // CMP-ONCE-PER-DAMAGE-CALC (s55): 「这张卡进行战斗的那次伤害计算时1次」 (注射天使 莉莉) — once in that damage calculation, not once a turn
    // (read as 1回合1次, a second battle the same turn — attacked again in the opponent's turn — could not use it).
    if (e.oncePerTurn === 'soft' && !e.oncePerFaceUp && seg.text.includes('伤害计算时1次') && /那次伤害计算时1次/.test(seg.text)) e.oncePerDamageCalc = true;
    // CH-ONCE-PER-CHAIN (by name): 「同1组连锁上有复数次同名卡的效果发动的场合，这张卡不能发动」 — a limit on use the engine judges, by name.
    if (seg.text.includes('复数次同名卡') && /同1组连锁上有复数次同名卡的效果发动的场合[，,]这(?:张卡|个效果)不能发动/.test(seg.text)) e.oncePerChainByName = true;
    // (A Continuous Spell/Trap's plain activation — `activation` with no step — is no effect: the line does not bind it.)
    else if (chainOnceLine && e.kind !== 'continuous' && e.kind !== 'procedure' && !(e.kind === 'activation' && e.does.length === 0)) e.oncePerChainByName = 'effect';
    // CH-CHAIN-LINK-AT-LEAST: 「连锁3以后才能发动」 — a place in the chain the engine judges (the digit, half- or full-width).
    const atLeast = seg.text.includes('以后才能发动') ? /连锁([2-9２-９])以后才能发动/.exec(seg.text) : null;
    if (atLeast) e.chainLinkAtLeast = '0123456789'.includes(atLeast[1]!) ? Number(atLeast[1]) : '０１２３４５６７８９'.indexOf(atLeast[1]!);
    // 「「X」的效果在决斗中只能使用1次」: the same limit, for the whole Duel.
    if (e.oncePerTurn && (headerFor(seg)?.includes('决斗中') || (seg.text.includes('决斗中') && /决斗中只能(使用|发动)1次/.test(seg.text)))) e.oncePerDuel = true;
    // CMP-OPT-EITHER: 「这个卡名的①②的效果1回合只能有1次使用其中任意1个」「…只能使用其中1个效果1次」 — one use among the listed effects.
    const shared = e.oncePerTurn === 'hard' ? headerFor(seg) : undefined;
    if (shared && shared.includes('其中') && /使用其中(任意)?1个/.test(shared)) {
      const listed = [...shared].map((ch) => '①②③④⑤⑥⑦⑧⑨⑩'.indexOf(ch) + 1).filter((n) => n > 0);
      if (listed.length > 1) e.oncePerTurnWith = listed;
    }
    // CH-ONCE-APPLIED (issue 16): 「…只能适用1次」 — the limit counts the times the effect applied, not its activations.
    if (e.oncePerTurn && /只能适用1次/.test(headerFor(seg) ?? '')) e.onceApplied = true;
    // 「这个卡名的①②的效果1回合各能使用1次，对方回合也能发动。」: the header makes the listed (or all)
    // ignition-like effects quick effects 诱发即时效果.
    if (e.kind === 'ignition' && alsoOpponentTurn(header) && (hardFor(seg) || !/[①-⑳]/.test(header))) {
      e.kind = 'quick';
      e.alsoOpponentTurn = true;
    }
    // CMP-HEADER-OPPONENT-TURN: 「「X」的怪兽效果1回合只能使用1次，对方回合才能发动」 — the header makes the effects it covers quick effects
    // used in the opponent's turn only.
    const only = e.kind === 'ignition' ? headerFor(seg) : undefined;
    if (only && /对方回合才能发动|只能在对方回合发动/.test(only)) {
      e.kind = 'quick';
      if (!(e.condition ?? []).some((c) => c.is === 'turn')) addConditions(e, { is: 'turn', whose: 'opponent' });
    }
    out.push({ facts: e, seg });
  }
  // CMP-HAND-ACTIVATION-IF: 「<condition>的场合，这张卡的发动从手卡也能用」 — a Trap that may be activated from the hand while the
  // condition holds: its card activation's `handActivation` (an unread condition is kept as one, which the engine says it assumed).
  if (type.kind === 'trap') {
    const rule = segments.find((x) => x.text.includes('从手卡也能用'));
    const m = rule ? HAND_IF.exec(rule.text) : null;
    const act = m ? out.find((o) => o.facts.kind === 'activation') : undefined;
    if (m && act && !act.facts.handActivation) {
      const read = activationConditionsOfAll(m[1]!.split(/[，,]/));
      // (A number of cards the reader dropped — 「有2张「X」卡存在」 read as one — is not a condition met by one: kept unread.)
      const counted = !/[2-9][张只]/.test(m[1]!) || (read ?? []).some((c) => ('min' in c && c.min !== undefined) || ('count' in c && c.count !== undefined));
      act.facts.handActivation = { condition: read && counted ? read : [{ is: 'other', note: m[1]! }] };
    }
  }
  // CH-TRAP-SET-TURN-IF: 「…的场合，这张卡在盖放的回合也能发动」 — its card activation may be made the turn it was Set (./set-turn.ts).
  if (type.kind !== 'monster' && rules.length) {
    const setTurn = setTurnActivationOf(rules);
    const act = setTurn ? out.find((o) => o.facts.kind === 'activation') : undefined;
    if (setTurn && act) act.facts.activateSetTurn = setTurn;
  }
  shareUnnumberedNameLimit(out, headers, headerFor);
  // A Continuous or Field Spell/Trap is activated before any of its effects apply, though its text may state no activation
  // (「「幻梦境」在1回合只能发动1张。①：得到…的以下效果」): its limit on activating cards of this name is held by that activation,
  // stated as effect 0.
  if (cardOnce && !activationTaken && type.kind !== 'monster') {
    const facts = effectFacts(0, 'activation');
    facts.cardOncePerTurn = true;
    out.unshift({ seg: null, facts });
  }
  return out;
}

/**
 * CMP-OPT-NAME-ALL: 「「X」的效果1回合只能使用1次」「这个卡名的效果1回合只能使用1次」 names no effect number: over an old unnumbered text the
 * compiler splits into several effects (征龙: 焰征龙-爆龙's summon, its discard, its banished search), it is one use among all of them —
 * 「You can only use 1 "X" effect per turn」 — not one per effect, as 「①②的效果1回合各能使用1次」 writes. (Not the return 「特殊召唤的这张卡在
 * 对方的结束阶段时回到持有者手卡」: what that summon leaves behind, never a use the player chooses; nor a continuous effect.)
 */
function shareUnnumberedNameLimit(out: Classified[], headers: string[], headerFor: (seg: Segment) => string | undefined): void {
  for (const h of headers) {
    if (/[①-⑳]|各|其中/.test(h) || !/的(?:怪兽)?效果1回合只能使用1次/.test(h)) continue;
    // (Only effects a player uses: a continuous effect 「此外，只要这张卡在场上表侧表示存在…」 written after the limit is never used.)
    const used = (o: Classified): boolean => o.facts.kind !== 'continuous' && o.facts.kind !== 'procedure';
    const covered = out.filter((o) => o.seg && o.facts.n > 0 && used(o) && o.facts.oncePerTurn === 'hard' && headerFor(o.seg) === h && !/^(?:这个效果)?特殊召唤的这张卡/.test(o.seg.text));
    if (covered.length < 2) continue;
    const listed = covered.map((o) => o.facts.n);
    for (const o of covered) o.facts.oncePerTurnWith = listed;
  }
}

/**
 * The kind of one effect's words (trigger, quick, ignition, flip, continuous, procedure, the card's activation): a reader of its own,
 * apart from the facts classify then reads for that kind (compile time, issue 12: one small function per part).
 */
const NAME_RULE_ONLY = /^这张卡的卡名在规则上也当作「[^」]+」使用。?(「[^」]+」在1回合只能发动1张。?)?$/;

function kindOf(s: string, seg: Segment, type: CardType, activationTaken: boolean, head: string, cond: string, firstSentence: string): EffectKind {
  const st = type.kind !== 'monster';
  let kind: EffectKind;
  // 「这张卡发动时，宣言1种属性」「发动时宣言1个种族」: what the card's activation does; never a trigger.
  // 「这张卡的卡名在规则上也当作「X」使用」 alone: a rule of the card's name, not its activation (which the ① that follows is).
  if (st && s.includes('这张卡的卡名在规则上') && NAME_RULE_ONLY.test(s.trim())) kind = 'continuous';
  else if (st && head.includes('发动') && /(才能|可以)把(盖放的)?这张卡发动|这张卡的发动时|作为这张卡的发动时的效果处理|^(这张卡)?发动(时|的场合)/.test(head)) kind = activationTaken && /^(这张卡)?发动(时|的场合)/.test(head) ? 'continuous' : 'activation';
  else if (st && activationIsText(type) && !activationTaken && !seg.pendulum && !isGraveOrLeaveEffect(head)) kind = 'activation';
  // 「①：这张卡也能把自己场上1只…解放来发动。那个场合，…特殊召唤」「这张卡也能从自己墓地把1张「X」卡除外来发动。那个场合，…抽1张」:
  // how the card may be activated, and what that activation then does — the card's activation.
  else if (st && !activationTaken && !seg.pendulum && s.startsWith('这张卡也能') && /^这张卡也能[^。]*?来发动。那个场合/.test(s)) kind = 'activation';
  // 「这张卡发动后变成效果怪兽（…）在怪兽区域特殊召唤」: a Trap that becomes a monster says what its activation does.
  else if (st && !activationTaken && !seg.pendulum && (/^[^。]*?(才能发动|发动)。[^。]*?这张卡发动后/.test(s) || afterActivation(s, type))) kind = 'activation';
  // An old Continuous Spell/Trap opening with a bare 「…发动。」 (「选择场上盖放的1张魔法·陷阱卡发动。」「把自己场上存在的1只怪兽
  // 解放发动。」「对方的基本分3000以下的场合才可以发动。」): that sentence is the card's activation.
  else if (st && !activationTaken && !seg.numbered && !seg.pendulum && seg.n <= 1 && /发动。$/.test(head) && !hasEvent(cond) && !/1回合1次|这张卡在|墓地的这张卡|(时|的场合|之际)[，,]?(这张卡)?发动/.test(head)) kind = 'activation';
  // Old Continuous Trap/Spell texts open with what the activation does (「选择自己墓地1只…特殊召唤」).
  // (CMP-CHOSEN-IS-ACTIVATED, s51: whatever it does to the card chosen — 「选择放置有A指示物的对方场上1只怪兽得到控制权。」 (洗脑光线): a card
  // chosen is chosen by the activation, never by a continuous effect.)
  // (Not 「对方回合1次，可以…」: an effect used once each turn while the card is on the field, not its activation.)
  else if (st && !activationTaken && !seg.numbered && seg.n <= 1 && (/^(选择|从|把|以|让|给|支付|自己|对方)[^。]*?(特殊召唤|破坏|除外|加入手卡|回到|装备|送去墓地)/.test(s) || /^(破坏|宣言|选择)[^。]*?。/.test(s)) && !/只要|的场合|时[，,]|每次|回合1次|回合只有1次/.test(head) && !/不会(成为|被)|不受/.test(head)) kind = 'activation';
  // An old Continuous Trap whose first sentence is its own activation condition (「对方怪兽的攻击宣言时才能发动」).
  else if (type.kind === 'trap' && !activationTaken && !seg.numbered && seg.n <= 1 && head.includes('才能发动') && !isGraveOrLeaveEffect(head) && !/1回合1次|这张卡在/.test(head)) kind = 'activation';
  else if (isFlip(s)) kind = 'flip';
  // Piercing damage 贯通 (「攻击守备表示的怪兽时，攻击力超过那个守备力的部分给与对方战斗伤害」): it applies to the damage.
  else if (piercing(firstSentence) || battleDamageRule(firstSentence)) kind = 'continuous';
  // A Flip monster's 「这张卡反转的场合」 is its flip effect 反转效果 in today's wording.
  else if (type.subtypes.includes('flip') && /^[^。]*?这张卡反转(的场合|时)/.test(s)) kind = 'flip';
  else if (appliesAtTheMoment(firstSentence)) kind = 'continuous';
  // CH-CANNOT-BE-CHAINED-GRANTED: an Equip Card's sentence 「对方不能对应装备怪兽的效果的发动把…发动」 is a rule it holds, not an effect activated.
  else if (onlyEquippedGuard(s)) kind = 'continuous';
  else if (negatesAsItResolves(s)) kind = 'continuous';
  else if (phaseTrigger(s) && !isMaintenanceCost(s)) kind = 'trigger';
  else if (insteadOfNormalDraw(s) || optionalPhaseTrigger(s) || onTheDraw(firstSentence)) kind = 'trigger';
  else if (isReplacement(s) || isSelfDestructRule(s) || isMaintenanceCost(s) || isRedirect(s) || summonedStateRule(s)) kind = 'continuous';
  // Rules of the card rather than effects used: 「可以作为2只的数量解放」 (double tribute),
  // 「可以把这张卡的等级当作4星使用」, a Pendulum card's own activation condition.
  // Summoning conditions 召唤条件 (「这张卡不用融合召唤不能特殊召唤」「可以不用解放作召唤」): how it may be summoned.
  else if (!st && summonCondition(firstSentence)) kind = 'procedure';
  else if (((summonRule(firstSentence) && !equipsAsCard(head)) || (!st && head.includes('把这张卡发动')))) kind = 'continuous';
  else if (isProcedure(s) || oldSpecialSummonProcedure(s, seg, type)) kind = 'procedure';
  else if (eachTimeTrigger(s)) kind = 'trigger';
  else if (battleMomentTrigger(s)) kind = 'trigger';
  else if (afterBattleTrigger(s)) kind = 'trigger';
  else if (noDamageCalculationTrigger(s)) kind = 'trigger';
  // 「…同时被破坏时，支付500基本分才能从手卡或者卡组特殊召唤」: an event, then 才能…特殊召唤 — an optional trigger.
  else if (!activatedWords(s) && hasEvent(cond) && /时[，,]?[^。]*?才能(把这张卡)?(从[^。，]{1,12})?特殊召唤/.test(head)) kind = 'trigger';
  // CH-ATTACK-COUNT (s58): 「战斗阶段中有1次可以再次攻击的机会」 (暴君龙) — a rule of the card (one more attack), not an effect used: it was read as an
  // ignition effect that did nothing.
  else if (/^[^。]*?战斗阶段中有1次可以再次攻击的机会/.test(s)) kind = 'continuous';
  else if (!activatedWords(s) && oldIgnition(head)) kind = 'ignition';
  else if (!activatedWords(s)) kind = 'continuous';
  // 「这张卡和对方怪兽进行战斗的攻击宣言时1次，…才能发动」: once during that moment, as 「伤害计算时1次」 — a monster's quick effect.
  else if (type.kind === 'monster' && cond.includes('攻击宣言时') && /攻击宣言时(只有)?1次/.test(cond) && isOptional(head)) kind = 'quick';
  else if (battleStepTrigger(cond) && isOptional(head) && !alsoOpponentTurn(s) && !answersActivation(cond)) kind = 'trigger';
  else if (damageCalculationOnSpellTrap(cond, type) && !alsoOpponentTurn(s)) kind = 'trigger';
  else if (alsoOpponentTurn(s) || ((answersActivation(cond) || whileSummoning(cond) || quickTiming(cond)) && isOptional(head))) kind = 'quick';
  // 「…的效果发动时发动」「…成为效果的对象时发动」: a mandatory answer to an activation — a mandatory quick
  // effect 诱发即时效果 (like a counter that must be used), not a trigger: it resolves on the same chain.
  // (「…效果发动的场合发动」 stays a trigger: it resolves after that chain, like any if.)
  else if (cond.endsWith('时') && /(发动时|成为[^，。]*?对象时)$/.test(cond) && !/这张卡(的)?发动时/.test(cond) && /时[，,]?(这张卡)?发动[。，]/.test(head)) kind = 'quick';
  // 「伤害计算时，把这张卡从手卡送去墓地发动」: a hand card used in damage calculation — quick.
  else if (cond.includes('伤害计算时') && /把(这张卡|墓地存在的这张卡)从(手卡|墓地)/.test(head)) kind = 'quick';
  // 「怪兽的效果发动时，把这张卡解放发动。那个发动无效并破坏」: it answers that activation and negates it, on the same chain.
  else if (answersActivation(cond) && negatesActivation(s.split('。').slice(0, 2).join('。'))) kind = 'quick';
  // 「对方的魔法发动时，表侧表示的这张卡作为祭品，无效化魔法效果并破坏」: an old answer that negates what it answers, same chain.
  else if (answersActivation(cond) && firstSentence.includes('无效') && !cond.includes('发动的场合')) kind = 'quick';
  // 「…时发动」「…的场合发动」: an event, then mandatory activation — a trigger whatever the event.
  else if (head.includes('发动') && /(时|的场合)[，,]?(这张卡)?发动[。，]/.test(head)) kind = 'trigger';
  else if (hasEvent(cond)) kind = 'trigger';
  else kind = 'ignition';
  // 「可以…从以下效果选择1个发动。●对方把…发动时才能发动。…●…之际才能发动。…」: the choices are used at those moments
  // (answering an activation or a summon, an attack), so the effect is a quick effect.
  // CMP-CHOICE-STATE-NOT-MOMENT: only a ● that is activated (its own 「…才能发动」) gives a moment; a ● chosen by a state
  // (我我我枪手's 「这张卡的表示形式的以下效果适用。●攻击表示：这个回合，…伤害步骤内，…」) says when what it does applies, not when it
  // is activated, and a ● 「直到对方回合结束时，对方场上的龙族怪兽不能把效果发动」 says what it does.
  if (kind === 'ignition' && s.includes('●') && s.split('●').slice(1).some((b) => { const h = headOf(b); if (!/(才能|才可以|可以)发动/.test(h)) return false; const c = conditionOf(h); return answersActivation(c) || whileSummoning(c) || quickTiming(c); })) kind = 'quick';
  // An ignition effect is used in the Main Phase only: one used in the Battle Phase (「自己战斗阶段1次…才能发动」
  // 「这个效果在对方战斗阶段中才能发动」) or in either player's Main Phase (「这个效果在双方的主要阶段才能发动」) is a quick effect.
  if (kind === 'ignition' && outsideOwnMainPhase(cond, s)) kind = 'quick';
  // A Trap has no ignition effects: what would be one (「把墓地的这张卡除外才能发动」, a Continuous
  // Trap's 「1回合1次，…才能发动」) is a quick effect, spell speed 2.
  if (kind === 'ignition' && type.kind === 'trap') kind = 'quick';
  // 「（在自己或者对方回合）」 is a bracket the cleaning above took out; 「这个效果在对方回合才能发动」 (only then) is quick too.
  if (kind === 'ignition' && (alsoOpponentTurn(seg.text) || (s.includes('对方回合') && /对方回合才能发动|只能在对方回合发动|只能在对方回合[^。]*?使用/.test(s)))) kind = 'quick';
  // A numbered (①②) effect is today's problem-solving text, where every trigger says it is activated (「…的场合发动」
  // 「…时才能发动」): one with an event and no 「发动」 applies by itself — 「②：表侧表示的这张卡从场上离开的场合，下次的自己回合
  // 的战斗阶段跳过」「①：只要这张卡在魔法与陷阱区域存在，2星以下的怪兽在反转召唤成功时破坏」 — a continuous effect.
  if (kind === 'trigger' && seg.numbered && !firstSentence.includes('发动')) kind = 'continuous';
  // 「…的发动无效并破坏」 with no event of its own: an activation can only be negated by answering it on the
  // chain, so an effect that does it (old texts: 「把这张卡解放发动。对方的魔法·陷阱卡的发动无效并破坏」) is a quick effect.
  // So is one that negates a summon (「让1只对方怪兽的特殊召唤无效并破坏」): it answers the summon being performed.
  const negates = (x: string) => negatesActivation(x) || negatesSummon(x);
  // (Also 「只要这张卡在场上表侧表示存在，可以丢弃1张手卡把魔法或者陷阱卡的发动无效」: a negation it may use while on the field.)
  const mayWhileOnField = s.startsWith('只要') && /^只要[^，。]*?存在[，,][^。]*?(?<!不)可以/.test(s);
  if ((kind === 'ignition' || (kind === 'continuous' && (activatedWords(s) || mayWhileOnField))) && negates(s.split('。').slice(0, 2).join('。'))) kind = 'quick';
  // A Trap in the GY answering an attack (「这张卡在墓地存在的场合，对方的直接攻击宣言时…才能发动」) is a quick
  // effect too, used right at that moment like a Trap's activation.
  if (kind === 'trigger' && type.kind === 'trap' && cond.includes('攻击宣言时') && cond.includes('这张卡在墓地存在') && isOptional(head)) kind = 'quick';
  return kind;
}

/** The words of classify's rewrites: 「（」, 「的时候」, 「不能进行通常召唤」, 「：」 (compile time, issue 12). */
const rewriteWords = wordIndex([['（'], ['的时候'], ['不能进行通常召唤'], ['：']]);

function classify(seg: Segment, type: CardType, activationTaken: boolean): EffectFacts | null {
  // Older texts put a colon after the condition (「召唤成功的场合：可以…」): read it as a comma.
  // Parenthetical notes (「（送去墓地的场合回到…）」「（不需要「融合」）」) are rules reminders, not effects.
  // 「…的时候」 is an old spelling of 「…时」.
  // (Each rewrite is tried only on a text holding its words: compile time, issue 12.)
  let s = seg.text;
  // (The words of the rewrites found in one pass over the text: a rewrite leaves the others' words as they were.)
  const has = rewriteWords(s);
  if (has[0]) s = s.replace(/（[^（）]*(（[^（）]*）[^（）]*)*）/g, '');
  if (has[1]) s = s.replace(/的时候/g, '时');
  if (has[2]) s = s.replace(/不能进行通常召唤/g, '不能通常召唤');
  if (has[3] && s.includes('：')) s = s
    .replace(/(时|的场合|之际|阶段|后|1回合1次)：/g, '$1，')
    // 「（在自己或者对方回合）：可以…」: the bracket (read below from the segment's text) leaves a bare colon.
    .replace(/^：/, '');
  // 「此外，…」 opens another effect of an old text; the words after it are the effect.
  if (s.startsWith('此外')) s = s.replace(/^此外[，,]/, '');
  // Effects granted to another card: this card's part is the grant, which holds (continuous).
  if (seg.grantsOther) return effectFacts(seg.n, 'continuous');
  const head = headOf(s);
  const cond = conditionOf(head);
  const rest = s.slice(head.length) || s;
  // The first sentence, asked by many readers below (split once).
  const firstSentence = firstSentenceOf(s);
  const st = type.kind !== 'monster';

  // 「这张卡的发动从手卡也能用」「盖放的回合也能发动」: a rule on how the card itself is activated, not an effect.
  // (Also 「这张卡也能把基本分支付一半从手卡发动」 before a numbered text: how it is activated; and 「这张卡也能把自己场上1只植物族怪兽
  // 解放来发动」 there: an optional cost, the ① after it is the activation.)
  if (st && firstSentence.includes('这张卡') && /^[^。]*?(这张卡的发动从手卡也能用|这张卡在盖放的回合也能发动|这张卡的发动在盖放的回合也能进行|这张卡也能[^。]*?(?:从手卡|(?:解放|除外|丢弃)来)发动)。?$/.test(firstSentence) && !seg.numbered) {
    return effectFacts(seg.n, 'continuous');
  }
  const kind = kindOf(s, seg, type, activationTaken, head, cond, firstSentence);

  // What it does is read by the clause stages (./actions.ts); only a negation found here is kept.
  const e = effectFacts(seg.n, kind);
  // 「这张卡不用仪式召唤不能特殊召唤」「不能作同调召唤以外的特殊召唤」: it must first come out by that method (召唤条件), so
  // like a Special Summon monster no other effect brings it from the hand or Deck, nor revives it before a proper summon.
  if (kind === 'procedure' && type.kind === 'monster' && mustBeSummonedBy(firstSentence)) e.properFirst = true;
  // CMP-SUMMON-RESTRICTION: 「这张卡不能从卡组特殊召唤」「这张卡不能通常召唤」 — every sentence only forbids: a summoning condition (召唤条件),
  // a restriction, not a way to summon it (no 「才能」「可以」「也能」「必须」, no tribute named).
  if (kind === 'procedure' && type.kind === 'monster' && (onlyForbids(s) || namedMaterialsOnly(firstSentence))) e.summonRestriction = true;
  // CH-SUMMON-BY-ANY-EFFECT: 「用卡的效果才能特殊召唤」 with no phase or name narrowing it — every card effect is its proper way.
  if (kind === 'procedure' && type.kind === 'monster' && /^这张卡不能通常召唤[，,]用卡的效果才能特殊召唤。?$/.test(firstSentence)) e.byAnyEffect = true;
  // CH-SUMMON-CONDITION (review s44 rv1): 「这张卡不能通常召唤。…的场合才能特殊召唤」 (the 「…のみ特殊召喚できる」 of a Special Summon monster) —
  // its procedure is the only way it is ever Special Summoned: no other effect summons it, even after a proper summon (混沌帝龙 -终焉的使者-,
  // rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:111, :121). 「…的场合可以特殊召唤」 only may (the revival limit alone);
  // 「用卡的效果才能特殊召唤」「「X」的效果才能特殊召唤」「融合召唤以及以下方法才能特殊召唤」 are other conditions, read above and below.
  if (kind === 'procedure' && type.kind === 'monster' && type.subtypes.includes('special-summon') && onlyOwnWay(s)) e.summonOnly = true;
  // CH-SUMMON-BY-NAME: 「「X」的效果才能特殊召唤」「只能用「X」的效果特殊召唤」「不能作「X」的融合召唤以外的特殊召唤」: only X's effect summons it.
  // CH-PROCEDURE-CONDITION: 「…的场合，这张卡可以从手卡特殊召唤」 — its procedure brings it from the hand.
  // (CH-PROCEDURE-FROM-ZONE, review s42 rv4: also with what it pays written before the place — 「这张卡可以把自己场上2只攻击力2000以上的怪兽
  // 解放从手卡特殊召唤」.)
  if (kind === 'procedure' && type.kind === 'monster' && /(?:这张卡可以从手卡|可以从手卡把这张卡)(?:[^。，]{0,12})?特殊召唤|这张卡可以把[^。]{0,40}?(?:解放|送去墓地|除外|回到卡组)从手卡特殊召唤/.test(s)) e.summonsFromHand = true;
  // CH-COLUMN-COUNT (s58): 「…的场合，这张卡可以在那个纵列的自己场上特殊召唤」 (机界骑士①) names where the card goes, not where from: a
  // Main Deck monster's procedure made from elsewhere says so (「从墓地」), so this one is made from the hand (YGOPro's automation agrees).
  if (kind === 'procedure' && type.kind === 'monster' && /^[^。]*的场合[，,]这张卡可以在那个纵列的自己场上特殊召唤/.test(s)) e.summonsFromHand = true;
  if (kind === 'procedure' && type.kind === 'monster' && s.includes('「')) {
    const by = SUMMON_ONLY_BY.exec(s);
    if (by) e.summonOnlyBy = (by[1] ?? by[2] ?? by[3])!;
    // CH-SUMMON-NAMED-PROPER: 「用仪式召唤以及「X」的效果才能特殊召唤」 — X's effect is one of its proper ways.
    const also = SUMMON_ALSO_BY.exec(s);
    if (also) e.summonAlsoBy = also[1]!;
  }
  if (kind === 'continuous' || kind === 'procedure') {
    return e;
  }
  // A trigger on this card's own move (「这张卡被丢弃去墓地的场合，这张卡从墓地特殊召唤」「这张卡从墓地的特殊召唤成功的场合」) is
  // used wherever that move left it: only its condition says where it is activated (「这张卡在墓地存在，…的场合」), not
  // what it does nor the summon it answers.
  const ownEvent = (kind === 'trigger' || kind === 'flip') && cond.includes('这张卡') && /这张卡(?!以外)/.test(eventClause(cond));
  // (The move's own origin — 「这张卡从手卡送去墓地时」「墓地的这张卡被除外的场合」 — is where it was, not where it is used.)
  const from = activatedFrom(ownEvent ? cond.replace(/(这张卡(被)?从[^，。]*?|(墓地|手卡|场上)(存在)?的这张卡被[^，。]*?)(时|的场合)/g, '') : head, seg.pendulum);
  if (from) e.from = from;
  // CH-EQUIP-MONSTER-NO-EFFECT: 「装备的这张卡特殊召唤」「这张卡当作装备卡使用而装备中的场合」「装备状态的这张卡才能发动」 (a Union's) — activated where the card is an Equip
  // Card, in the Spell & Trap Zone: not from the Monster Zone (there it is not equipped), and kept while it is an Equip Card.
  if (!e.from && type.kind === 'monster' && (s.startsWith('装备的这张卡') || s.includes('当作装备卡使用而装备中的场合') || s.includes('装备状态的这张卡才能发动'))) e.from = 'spell';
  // (What it costs is read by the clause stage, ./costs.ts, which sets the effect's cost whatever was here: not read twice —
  // compile time, issue 12.)
  if (kind === 'trigger' || kind === 'flip') {
    const trig = kind === 'flip' ? { event: 'flipped' as const, subject: { self: true } } : insteadOfNormalDraw(s) ? { event: 'phase-start' as const, phase: 'draw-phase' as const } : triggerEventWords(cond);
    if (trig) e.trigger = trig;
    e.mandatory =
      kind === 'flip' && isFlip(s)
        ? !/反转[：:∶]\s*可以/.test(s) && !isOptional(s) // 「反转：可以…」 is an optional flip effect
        : insteadOfNormalDraw(s) || optionalPhaseTrigger(s) || onTheDraw(firstSentence) // (each of its wordings says 「可以」)
          ? false
          : eachTimeTrigger(s)
          ? // (「每次…，…才能发动」 is optional too: 俱舍怒威族的香格里拉茧②, 电子隐秘技术.)
            !/每次[^。]*?(可以|才能发动)/.test(s)
          : !isOptional(kind === 'flip' ? s : head);
    // 「这张卡反转的场合才能发动」: today's flip wording has a when/if like any trigger; 「反转：」 has none.
    if (kind === 'trigger' || (kind === 'flip' && !isFlip(s))) {
      const w = insteadOfNormalDraw(s) || optionalPhaseTrigger(s) || onTheDraw(firstSentence) ? 'when' : eachTimeTrigger(s) && !hasWhenOrIf(cond) ? 'when' : whenOrIf(cond);
      // (A mandatory 「每次…，…」 with no 「时」 or 「的场合」 states neither: it never misses timing, and the text says no more.)
      if (w && !(e.mandatory && eachTimeTrigger(s) && !hasWhenOrIf(cond))) e.timing = w;
    } else if (e.mandatory === false) {
      // 「反转：可以…」: a flip effect never misses timing — it is used whenever the card is flipped, an if.
      e.timing = 'if';
    }
  }
  // 「…的效果发动时发动」 with no 「可以」/「才能」: a mandatory answer (必发的诱发即时效果) — it must be activated (CMP-MANDATORY-QUICK).
  if (kind === 'quick' && /(发动时|成为[^，。]*?对象时)$/.test(cond) && !/这张卡(的)?发动时/.test(cond) && /时[，,]?(这张卡)?发动[。，]/.test(head) && !isOptional(head)) e.mandatory = true;
  if (kind === 'quick' && alsoOpponentTurn(s)) e.alsoOpponentTurn = true;
  // CH-QUICK-IF: 「这张卡是已用「新式魔厨」怪兽的效果特殊召唤的场合，这个效果在对方回合也能发动」 — quick only while that holds.
  const quickIf = kind === 'quick' && e.alsoOpponentTurn && s.includes('的场合，这个效果在对方回合也能发动') ? /([^。，]+?的场合)，这个效果在对方回合也能发动/.exec(s) : null;
  if (quickIf) {
    // (「自己场上有这张卡以外的「地中族」卡存在的场合」: the cards other than this one.)
    const others = quickIf[1]!.includes('这张卡以外的') ? activationCondition(quickIf[1]!.replace('这张卡以外的', ''))?.map((c) => (c.is === 'exists' ? { ...c, filter: { ...c.filter, notSelf: true as const } } : c)) ?? null : null;
    const read = summonedSelfCondition(quickIf[1]!) ?? activationCondition(quickIf[1]!) ?? others;
    if (read) e.alsoOpponentTurnIf = Array.isArray(read) ? read : [read];
  }
  // 「让1只对方怪兽的特殊召唤无效并破坏」「怪兽的召唤·反转召唤·特殊召唤无效」: it answers that summon being performed.
  // (Old wording: 「怪兽的特殊召唤或含有怪兽特殊召唤的效果无效」 — the summon, or the effect that would make it.)
  const summonNegated = s.includes('无效') ? /((?:反转召唤|特殊召唤|召唤)(?:[·、]|或者?)?)+(?:含有怪兽特殊召唤的效果)?无效/.exec(s) : null;
  // (Only where no 「…之际」 names that moment already: the clause stages read that one as what it waits for.)
  // CMP-NEGATED-BY-SIDE: 「对方把怪兽的召唤·特殊召唤无效的场合」 (魔女的一击) is the event it waits for — a summon already negated — not a
  // negation it makes: it answers no summon being performed.
  const negationIsEvent = summonNegated !== null && /^(?:的场合|时)/.test(s.slice(summonNegated.index + summonNegated[0].length));
  if ((kind === 'quick' || kind === 'activation') && summonNegated && !negationIsEvent && !answersActivation(cond) && !whileSummoning(s)) {
    const words = summonNegated[0];
    const summon: Array<'normal' | 'flip' | 'special'> = [];
    if (/(^|[·、者])召唤/.test(words)) summon.push('normal');
    if (words.includes('反转召唤')) summon.push('flip');
    if (words.includes('特殊召唤')) summon.push('special');
    const before = s.slice(0, summonNegated.index);
    e.respondsToSummon = { summon, ...(/对方/.test(before.slice(-16)) ? { by: 'opponent' as const } : {}) };
  }
  if (kind === 'quick' && answersActivation(cond)) {
    // CH-DAMAGE-AT-ACTIVATION: 「给与自己伤害的…效果发动时」 names whom the answered effect damages, not who activated it
    // (who did is read from that clause only: 「由对方发动时」).
    const damages = /给与(自己|对方)伤害的/.exec(cond);
    // 「自己回合有魔法·陷阱卡的效果发动时」 (DDD 烈火大王 决策铁木真②): whose turn it is, not who activates — a turn
    // condition, and the activation may be either player's (added issue 16; docs/c03/无效.rst:139, :185).
    const turnHas = /(自己|对方)的?回合(?:中)?有/.exec(cond);
    if (turnHas && !(e.condition ?? []).some((c) => c.is === 'turn')) addConditions(e, { is: 'turn', whose: turnHas[1] === '自己' ? 'self' : 'opponent' });
    const condWords = turnHas ? cond.replace(turnHas[0], '') : cond;
    // CMP-RESPONDS-DESTROYS-OWN: 「要让自己场上的魔法·陷阱卡破坏的效果发动时」 names whose cards the answered effect would destroy, not who
    // activates it nor its kind: an effect of either player that would destroy those cards (CH-DESTROYS-AT-ACTIVATION).
    const destroys = damages ? null : /要?让?((?:自己|对方)场上的?[^，。把]*?)破坏的(?=(?:卡的)?效果)/.exec(cond);
    const byWords = damages ? (condWords.split('，').find((part) => part.includes(damages[0])) ?? condWords).replace(damages[0], '') : destroys ? condWords.replace(destroys[0], '') : condWords;
    // 「自己或者对方把…发动时」 (头位审判): either player's activation (CMP-RESPONDS-EITHER).
    // (Who activates is said before 「发动时」: 「怪兽的效果发动时，把自己场上1张…送去墓地才能发动」 names the cost's side after it.)
    // CMP-RESPONDS-STATE-CLAUSE: a state said first (「自己场上有超量怪兽存在，5星以上的效果怪兽的效果发动时」) names whose field must hold a
    // card, not who activates: its clause is left out.
    const byHead = (/^[^。]*?发动时/.exec(byWords)?.[0] ?? byWords).split('，').filter((part, i, all) => i === all.length - 1 || !/^(?:1回合1次|(?:自己|对方)(?:的)?(?:场上|墓地|手卡|除外)[^，]*存在(?:的场合)?)$/.test(part)).join('，');
    const by = /自己或者?对方|双方/.test(byHead) ? undefined : byHead.includes('对方') ? 'opponent' : byHead.includes('自己') ? 'self' : undefined;
    // (What is answered is said before 「发动时」: a target clause after it — 「…发动时，以场上2只怪兽为对象」 — names no kind.)
    const answered = (/^[^。]*?发动时/.exec(cond)?.[0] ?? cond).replace(destroys?.[0] ?? '\u0000', '');
    const kinds: Array<'monster' | 'spell' | 'trap'> = [];
    if (answered.includes('怪兽')) kinds.push('monster');
    if (answered.includes('魔法')) kinds.push('spell');
    if (answered.includes('陷阱')) kinds.push('trap');
    // CH-RESPONDS-CARD: 「雷族怪兽的效果在手卡发动时」 names the monster (its race or Attribute) and where it is activated:
    // another monster's effect, or one activated elsewhere, is not what it answers.
    const named = /(?:^|[，、把])([^，。把]{1,20}?)怪兽的效果(?:在(手卡|墓地|场上)发动)?/.exec(cond);
    const f = named ? filterOf(`${named[1]}怪兽`) : {};
    // (CMP-RESPONDS-STATE-CLAUSE: 「5星以上的效果怪兽的效果发动时」 — its Level too.)
    const card = { ...(f.race !== undefined ? { race: f.race } : {}), ...(f.attribute !== undefined ? { attribute: f.attribute } : {}), ...(f.levelMin !== undefined ? { levelMin: f.levelMin } : {}), ...(f.levelMax !== undefined ? { levelMax: f.levelMax } : {}) };
    // 「把场上的怪兽的效果发动时」: one activated on the field, as 「怪兽的效果在场上发动」 (CMP-RESPONDS-EITHER).
    const where = named?.[2] ?? (named && /(?:^|[把的])场上的?$/.test(named[1]!) ? '场上' : undefined);
    const from = where === '手卡' ? 'hand' : where === '墓地' ? 'gy' : where === '场上' ? 'field' : undefined;
    e.respondsTo = {
      ...(by ? { by } : {}),
      ...(kinds.length === 1 ? { cardKind: kinds[0]! } : kinds.length ? { cardKind: kinds } : {}),
      ...(Object.keys(card).length ? { card } : {}),
      ...(from ? { from } : {}),
      ...(damages ? { wouldDamage: damages[1] === '自己' ? ('self' as const) : ('opponent' as const) } : {}),
      ...(destroys ? { wouldDestroy: filterOf(destroys[1]!) } : {}),
      // 「怪兽卡的效果发动时」: a monster card's — not a face-down card's (CH-RESPONDS-MONSTER-CARD).
      ...(kinds.includes('monster') && /怪兽卡的?效果/.test(cond) ? { monsterCard: true as const } : {}),
    };
    const exactly = exactTarget(cond);
    if (exactly) e.respondsTo.targetsExactly = exactly;
    else {
      const targeted = targetedBy(answered);
      if (targeted) e.respondsTo.targets = targeted;
    }
  }
  const equipActivation = kind === 'activation' && type.subtypes.includes('equip');
  // Old wording: the acted-on card is the target; look after 「可以」 in the head and at each ● choice.
  const afterMay = head.includes('可以') ? /可以([^。]*)/.exec(head)?.[1] ?? '' : '';
  // An old first sentence that only pays (「把…送去墓地。」「…做祭品。」「祭掉…」) is a cost, not a target.
  const noActivationWords = !head.includes('发动') && !/^祭掉|(送去墓地|作为祭品|做祭品|解放|丢弃|送到墓地)。?$/.test(head);
  // (The parts are cut only for a text they are read in: compile time, issue 12.)
  const oldParts = (): string[] => [kind === 'flip' ? s.replace(/^反转[：:∶]/, '') : nowChosen(rest), afterMay, noActivationWords ? head : '', ...s.split('●').slice(1)];
  // (The card whose summon is negated is not a target: 「让1只对方怪兽的特殊召唤无效」.)
  const oldTargets = !seg.numbered && !bareChoose(head) && !negatesSummon(s) && oldParts().some((p) => p && oldStyleTargets(p));
  // (「最多选择3张…」 after a condition sentence: the count is the resolution's — CMP-OLD-CHOOSE-UP-TO.)
  e.targets = targetsWords(s) || equipActivation || oldTargets ? targeting(oldTargets && /^最多选择[1-9]/.test(rest) ? rest : head) : null;
  if (negatesActivation(s) && !e.does.some((a) => a.do === 'negate-activation')) e.does.unshift({ do: 'negate-activation', what: 'activation' });
  return e;
}

/**
 * CMP-LATER-CHOICE-NO-TARGET (s51): the sentences of an effect's words that choose as it resolves, not at a later moment. 「发动后，这张卡表面向上
 * 混到自己的卡组。抽回那张卡的时候送到墓地，从自己的墓地选择这张卡以外的1张其他的卡加入手卡。」 (王家的财宝): the card chosen when the card is drawn
 * again, long after the activation resolved, is no target of that activation — a sentence opened by such a moment (「…时」, not 「直到…时」
 * 「同时」) is left out of the words read for an old-style target.
 */
function nowChosen(rest: string): string {
  if (!rest.includes('时') || !rest.includes('选择')) return rest;
  return sentencesWithStop(rest).filter((x) => !laterMoment(x.trim())).join('');
}
function laterMoment(sentence: string): boolean {
  const m = /^[^，。]*?时/.exec(sentence);
  return !!m && m[0].includes('选择') === false && sentence.includes('选择') && !/直到|同时$|发动时$|时候/.test(m[0]);
}

/** Does `head` hold a 「选」 that is not 「选择」 (as `/选/.test(head.replace(/选择/g, ''))`)? */
function bareChoose(head: string): boolean {
  for (let at = head.indexOf('选'); at >= 0; at = head.indexOf('选', at + 1)) if (head.charAt(at + 1) !== '择') return true;
  return false;
}

/**
 * 「得到以下效果。●…」: effects granted to another card (or to this one in some state), each ●
 * is an effect of its own and classified as one. ● lines of 「从以下效果选择1个发动」 stay with their
 * effect: they are choices of one activation.
 */
function expandGranted(segments: Segment[], type: CardType): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    const at = seg.text.indexOf('●');
    const lead = seg.text.slice(0, Math.max(at, 0));
    // 「…进行3次投掷硬币。得到表出现次数的以下效果。●3次：…」「这个效果抽到的卡给双方确认，这张卡得到那张卡的种类的以下效果。●怪兽卡：…」:
    // the ● picked by a result of the effect are what that effect does, not effects of their own.
    const byResult = lead.includes('的以下') && /得到[^。]*?(次数|种类|属性)的以下(的)?效果/.test(lead) && activatedWords(lead);
    // CMP-TRAP-MONSTER-GRANTED: 「…这张卡变成持有以下效果的效果怪兽（…）在怪兽区域…特殊召唤」 — the ● is the effect the card has as that monster
    // in the Monster Zone, not a step of the activation: the activation is the lead, each ● an effect of its own held there.
    if (at >= 0 && type.kind === 'trap' && lead.includes('持有以下效果的效果怪兽')) {
      out.push({ ...seg, text: lead });
      for (const part of seg.text.slice(at + 1).split('●')) if (part.trim()) out.push({ ...seg, text: part.trim(), asTrapMonster: true });
      continue;
    }
    // (「当这张卡以自身效果变成装备卡时具有以下效果：●…」: a Union monster's effects while it is an Equip Card, its own.)
    if (at < 0 || byResult || !/(得到|具有)[^。]*?以下(的)?效果|以下效果各能发动/.test(lead) || (type.kind !== 'monster' && lead.includes('才能发动'))) {
      out.push(seg);
      continue;
    }
    // The words before the ● list can be an effect of their own (「…的场合，自己抽1张卡。…得到以下效果」).
    const own = lead.replace(/[^。]*(得到|具有)[^。]*以下(的)?效果[。：:]?$/, '');
    // (Not the lead of 「…以下效果各能发动」: it only names the moment of each ●, CMP-EACH-MAY-AT-MOMENT below.)
    if (own.trim() && activatedWords(own) && !EACH_MAY_AT.test(own.trim())) out.push({ ...seg, text: own });
    // CMP-COIN-GRANTED: 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果。●表：A ●里：B」 (秘仪之力) — the trigger tosses the coin
    // as it resolves, and the card then holds the ● of the face that came out while it stays face-up: not both ● always, nor ● of their own.
    const coinLead = coinGrantLead(lead.slice(own.length));
    if (coinLead) {
      out.push({ ...seg, text: coinLead, coinGrants: true });
      for (const part of seg.text.slice(at + 1).split('●')) {
        const face = /^\s*(表|里)[：:]/.exec(part);
        if (face) out.push(...grantedSentences(part.slice(face[0].length)).map((text) => ({ ...seg, text, grantedCoin: face[1] === '表' ? ('heads' as const) : ('tails' as const), gainedSelf: true })));
      }
      continue;
    }
    // Granted to another card (the monster summoned with this one as material, an equipped monster, the
    // monsters in its column): those ● effects are that card's, used by it; this card holds one continuous
    // effect that grants them (the ● lines are kept as what it grants).
    if (grantsAnother(lead)) {
      out.push({ ...seg, text: seg.text.slice(own.trim() && activatedWords(own) ? own.length : 0), grantsOther: true });
      continue;
    }
    // 「上记的方法特殊召唤的这张卡得到以下效果」: granted only to this card summoned by its own procedure (FD-SUMMONED-BY-ITSELF).
    const byItself = /(?:上记的|这个|这张卡的[①-⑳]的)方法特殊召唤的这张卡(?:得到|具有)[^。]*?以下(?:的)?效果/.test(lead) || undefined;
    // CMP-MATERIALS-TIERS: 「这张卡持有的超量素材数量让这张卡得到以下效果」 — each ● 「N个以上：」「N个：」 held while it holds that many.
    const byMaterials = /这张卡持有的超量素材数量[^。]*?得到以下效果/.test(lead);
    // CMP-GRANTED-XYZ-MATERIAL: 「这张卡有超量怪兽在作为超量素材的场合，得到以下效果」 — held while an Xyz Monster is among its materials.
    const byXyzMaterial = /这张卡有超量怪兽在?作为超量素材的场合[^。]*?得到以下效果/.test(lead) || undefined;
    // CMP-GRANTED-HOLDS-MATERIAL: 「这张卡有「X」在作为超量素材的场合，得到以下效果」 — held while it holds that material (CH-HOLDS-MATERIAL-KIND).
    const heldLead = byXyzMaterial ? null : /(这张卡有[^，。]+?在作为超量素材)的场合[，,]得到以下效果/.exec(lead);
    const byHeld = heldLead ? (activationCondition(heldLead[1]!) ?? undefined) : undefined;
    // CH-GAINED-NOT-NEGATED-EARLIER: this card's own ● (a Gemini's, gained by being summoned again, is not one of these).
    const gainedSelf = !/再1次召唤|再度召唤/.test(lead) ? true : undefined;
    // CH-WITH-EFFECT (docs/c02/卡片·效果的发动.rst:183): 「表侧表示的这张卡得到以下效果」 — gained by the face-up card, so not with its card activation.
    const gainedFaceUp = /表侧表示(?:存在)?的这张卡(?:得到|具有)[^。]*?以下(?:的)?效果/.test(lead) || undefined;
    // CMP-GRANTED-CO-LINKED: 「得到和这张卡互相连接的怪兽数量的以下效果。●1只以上：A ●2只：B」 (二进制女巫) — each ● held only while this card is
    // co-linked (互相连接状态); a ● asking more than one co-linked monster keeps that count unread (said). Before, the heads were dropped and
    // both effects held always — 二进制女巫 with no Link monster beside it halved and raised ATK.
    const byCoLinked = /得到和这张卡互相连接的怪兽数量的以下效果/.test(lead);
    // CMP-EACH-MAY-AT-MOMENT (s51): 「自己结束阶段，…种类的以下效果各能发动1次。●…」「这张卡同调召唤成功的场合，…种类的以下效果各能发动。●…」 —
    // each ● is an optional trigger at the moment the lead names (圆桌的圣骑士, 玄化黑炎龙): the moment goes with every ●. Before, the lead
    // was dropped and a ● with no 「发动」 of its own (「●3种类以上：从卡组把1张「圣骑士」卡送去墓地。」) was compiled as a continuous effect.
    const eachAt = lead.includes('各能发动') ? EACH_MAY_AT.exec(lead.trim()) : null;
    if (eachAt) {
      const counted = eachKindsCounted(lead);
      for (const part of seg.text.slice(at + 1).split('●')) {
        const body = part.trim().replace(/^[^：:。]{1,10}[：:]/, '');
        // CMP-EACH-KINDS-TIER: 「●6种类以上：」 — that ● may be activated only while the counted cards are of at least that many names
        // (「●12种类：」 exactly that many), as 「…种类的以下适用」 (CMP-KINDS-IN-ZONE-TIERS) reads its ●. Before, the heads were dropped: every
        // ● of 圆桌的圣骑士 could be activated with no 「圣骑士」 card at all.
        const tier = counted ? /^\s*(\d+)种类(以上)?[：:]/.exec(part) : null;
        const holds = tier ? [{ is: 'exists' as const, filter: counted!, min: Number(tier[1]), distinct: 'name' as const, ...(tier[2] ? {} : { max: Number(tier[1]) }) }] : undefined;
        if (body) out.push({ ...seg, text: body.includes('才能发动') ? `${eachAt[1]!}，${body}` : `${eachAt[1]!}才能发动。${body}`, ...(holds ? { grantedIf: [...(seg.grantedIf ?? []), ...holds] } : {}) });
      }
      continue;
    }
    for (const part of seg.text.slice(at + 1).split('●')) {
      const coLinked = byCoLinked ? /^\s*(\d+)只(以上)?[：:]/.exec(part) : null;
      const tier = byMaterials ? /^\s*(\d+)个(以上)?[：:]/.exec(part) : null;
      // 「●1只以上：」「●攻击表示：」 name when the granted effect applies; the effect follows.
      // 「●攻击表示：」「●守备表示：」 (the card's own battle position) is kept as the condition the effect holds under.
      const position = /^(攻击|守备)表示[：:]/.exec(part);
      const grantedWhile = position ? (position[1] === '攻击' ? ('in-attack' as const) : ('in-defense' as const)) : coLinked ? ('co-linked' as const) : undefined;
      const grantedCoLinkedMin = coLinked && Number(coLinked[1]) > 1 ? Number(coLinked[1]) : seg.grantedCoLinkedMin;
      if (part.trim()) out.push(...grantedSentences(part.replace(/^[^：:。]{1,10}[：:]/, (m) => (/表示|怪兽|魔法|陷阱|以上|种类|张|只/.test(m) ? '' : m))).map((text) => ({ ...seg, text, grantedWhile: grantedWhile ?? seg.grantedWhile, grantedCoLinkedMin, grantedByItself: byItself ?? seg.grantedByItself, grantedMaterialsMin: tier ? Number(tier[1]) : seg.grantedMaterialsMin, grantedXyzMaterial: byXyzMaterial ?? seg.grantedXyzMaterial, grantedIf: byHeld ?? seg.grantedIf, gainedSelf: gainedSelf ?? seg.gainedSelf, gainedFaceUp: gainedFaceUp ?? seg.gainedFaceUp })));
    }
  }
  return out;
}

/**
 * CMP-EACH-KINDS-TIER: the cards a lead 「…，自己的场上·墓地的「圣骑士」卡种类的以下效果各能发动1次」 counts the kinds (names) of, or null when it
 * counts none a filter reads with a place (玄化黑炎龙's 「那些作为同调素材的…怪兽种类」 is a kind of card, no count).
 */
function eachKindsCounted(lead: string): CardFilter | null {
  const m = /[，,]([^，。]*?)种类的以下(?:的)?效果各能发动/.exec(lead);
  if (!m) return null;
  const f = filterOf(m[1]!);
  if (f.place === undefined || (f.archetype === undefined && f.race === undefined && f.attribute === undefined)) return null;
  return f;
}

/** CMP-EACH-MAY-AT-MOMENT: a lead 「<moment>，…以下效果各能发动…」 — its moment (「自己结束阶段」「这张卡同调召唤成功的场合」). */
const EACH_MAY_AT = /^([^，。]*?(?:的场合|时|阶段))[，,][^。]*?以下(?:的)?效果各能发动/;

/**
 * CMP-COIN-GRANTED: the trigger of 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果。」 as its own sentence —
 * 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币。」 — or null when the lead is not a coin that picks the ● (表/里).
 */
function coinGrantLead(sentence: string): string | null {
  const m = /^(.*?(?:成功时|的场合)[，,]\s*进行1次投掷硬币)[，,]?得到以下(?:的)?效果[。：:]?\s*$/.exec(sentence.trim());
  return m ? `${m[1]!}。` : null;
}

/**
 * One ● an old text grants may hold several effects, sentence after sentence, as an unnumbered text does
 * (「●守备表示：这张卡不会被战斗破坏。这张卡被攻击的场合，那次伤害计算后…」「●这张卡1回合只有1次不会被战斗破坏。这张卡进行
 * 战斗的场合，那次伤害计算后可以…」): a sentence that opens an effect (split.startsEffect) starts another.
 */
function grantedSentences(part: string): string[] {
  const sentences = sentencesWithStop(part);
  // (Only where the ● opens with an effect that stands alone — 「这张卡不会被战斗破坏。」「只要…存在，…」 —, not with a step
  // that the next sentences go on with: 「掷1次骰子。从自己卡组上面把…翻开。那之中有…的场合，…」.)
  if (!startsEffect((sentences[0] ?? '').trim())) return [part];
  const out: string[] = [];
  for (const x of sentences) {
    if (out.length && x.trim() && startsEffect(x.trim()) && !stateCheckStep(out[out.length - 1]!, x.trim())) out.push(x);
    else if (out.length) out[out.length - 1] += x;
    else out.push(x);
  }
  return out.filter((x) => x.trim());
}

/**
 * CMP-GRANTED-STATE-STEP: 「●每次双方的结束阶段才能发动。对方场上的全部怪兽的攻击力下降1000。对方场上没有表侧表示怪兽存在的场合，给与
 * 对方1000伤害。」 (急袭猛禽-究极猎鹰 ③) — after an activated effect's 「…才能发动。」, a sentence that asks how the field stands (「…存在的场合，」
 * 「…没有…的场合，」) and activates nothing is a step of that resolution, checked as it resolves — not an effect of its own (a
 * continuous one dealing damage at no moment). An event (「…被破坏的场合」) still opens another effect.
 */
function stateCheckStep(before: string, sentence: string): boolean {
  if (!/(才能|可以)发动。\s*$|发动。[^。]+。\s*$/.test(before) || !/(才能|可以)?发动/.test(before)) return false;
  return !sentence.includes('发动') && /^[^，。]*?存在的场合[，,]/.test(sentence) && !/(时|被[^，。]*?的场合)[，,]/.test(sentence.split(/[，,]/)[0]!);
}

/** Is `text` one sentence (sentencesWithStop would return it alone: no 「。」 before its last unit)? */
function oneSentence(text: string): boolean {
  const at = text.indexOf('。');
  return at < 0 || at + 1 >= text.length;
}

/**
 * 「…那只怪兽特殊召唤，把这张卡装备。这张卡从场上离开时那只怪兽破坏。」: the sentence binding the card it brought to this
 * card's stay (linkedCardRule) is a continuous effect of its own — applied when this card leaves, never part of the
 * resolution — though the text writes it inside the effect (the same number).
 */
function splitLinkedRules(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    // (A text of one sentence has no later one to cut off: not cut — compile time, issue 12.)
    if (oneSentence(seg.text)) {
      out.push(seg);
      continue;
    }
    const sentences = sentencesWithStop(seg.text);
    const linked = sentences.filter((x, i) => i > 0 && linkedCardRule(noStop(x).trim()));
    if (!linked.length) {
      out.push(seg);
      continue;
    }
    out.push({ ...seg, text: sentences.filter((x) => !linked.includes(x)).join('') }, ...linked.map((x) => ({ ...seg, text: x.trim() })));
  }
  return out;
}

/**
 * A Continuous Spell/Trap activated on a target (「选择场上盖伏的2张魔法·陷阱卡才能发动。只要这张卡在场上存在，选择的魔法·陷阱卡不能
 * 发动。」「选择对方场上存在的1只怪兽发动。选择的怪兽不能攻击，也不能把表示形式变更。」「…得到那只怪兽的控制权。那只怪兽在自己场上存在的
 * 场合，不能攻击，不能把效果发动。」): what then holds for that target while the card stays is a continuous effect of the card
 * (永续效果), applied from the activation's resolution — not a step of the activation.
 */
const TARGET_LOCK = /^(只要这张卡在[^，。]*?存在[，,]|那只怪兽在自己场上存在的场合[，,])?(被?选择的|作为对象的|那只|这只)[^，。]*?(不能|不会|不受|攻击力上升|攻击力下降)/;
// CH-PROTECT-BOUND: a monster's effect that chooses a card and then protects it while the monster stays (「选择这张卡以外的自己场上1张卡
// 才能发动。只要这张卡在场上表侧表示存在，选择的卡不会被卡的效果破坏。」): that protection is the monster's continuous effect, like the locks above.
// (Not 「那只怪兽的攻击力上升除外的怪兽的原本攻击力数值」: a raise by the value of what the activation moved — its cost or an earlier
// step — is done once as the effect resolves, a step of it (CH-STAT-COST-VALUE), not a lock held while the card stays.)
const BY_MOVED_VALUE = /(上升|下降)[^。]*?(除外|送去墓地|解放|丢弃|破坏|回到手卡)的[^，。]*?数值/;
const HELD_PROTECTION = /^只要这张卡在场上表侧表示存在[，,](被?选择的|所选择的|作为对象的)(卡|怪兽)不会被/;
// (CMP-CHOSEN-IS-ACTIVATED, s51: an old ignition's first sentence may pay and choose with no 「发动」 — 「把自己场上这张卡以外的1张卡送去墓地，
// 选择自己场上的1只怪兽。」 (元素英雄 暴风侠) — as oldIgnition reads it.)
const PAYS_THEN_CHOOSES = /^(将|把|从)?[^，。]*?(送去墓地|除外|祭掉|做祭品|作为祭品|丢弃)[，,]选择[^，。]*?。$/;
function splitTargetLocks(segments: Segment[], type: CardType): Segment[] {
  if (type.kind === 'monster') return splitHeldProtections(segments);
  if (!type.subtypes.includes('continuous')) return segments;
  const out: Segment[] = [];
  for (const seg of segments) {
    if (oneSentence(seg.text)) {
      out.push(seg);
      continue;
    }
    const sentences = sentencesWithStop(seg.text);
    const first = sentences[0] ?? '';
    const locks = first.includes('发动') && /选择|为对象/.test(first) ? sentences.filter((x, i) => i > 0 && TARGET_LOCK.test(x.trim()) && !BY_MOVED_VALUE.test(x)) : [];
    if (!locks.length) {
      out.push(seg);
      continue;
    }
    out.push({ ...seg, text: sentences.filter((x) => !locks.includes(x)).join('') }, { ...seg, text: locks.map((x) => x.trim()).join('') });
  }
  return out;
}

function splitHeldProtections(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    if (oneSentence(seg.text) || !seg.text.includes('只要这张卡在场上表侧表示存在')) {
      out.push(seg);
      continue;
    }
    const sentences = sentencesWithStop(seg.text);
    const first = sentences[0] ?? '';
    const held = (first.includes('发动') && /选择|为对象/.test(first)) || PAYS_THEN_CHOOSES.test(first) ? sentences.filter((x, i) => i > 0 && HELD_PROTECTION.test(x.trim())) : [];
    if (!held.length) {
      out.push(seg);
      continue;
    }
    // (The activated effect keeps its words: its outcome lasts only while its card stays face-up — CH-STAYS-ON-FIELD.)
    out.push(seg, ...held.map((x) => ({ ...seg, text: x.trim() })));
  }
  return out;
}

/**
 * 「这只怪兽不能作融合召唤以外的特殊召唤。这张卡的属性也同时当作「风」…使用。」: an old text's summoning condition is a sentence of
 * its own (a procedure); what follows it in the same run of sentences is another effect.
 */
function splitSummonConditions(segments: Segment[], type: CardType): Segment[] {
  if (type.kind !== 'monster') return segments;
  const out: Segment[] = [];
  for (const seg of segments) {
    const at = seg.text.indexOf('。');
    const first = seg.text.slice(0, at + 1);
    const rest = seg.text.slice(at + 1).trim();
    // (Not before the procedure itself or what it makes of the card: 「这张卡不能通常召唤。把自己墓地…除外才能特殊召唤。」
    // 「这张卡只能通过「X」的效果特殊召唤」「这个方法召唤的这张卡的等级变成3星」 go with the condition.)
    const next = firstSentenceOf(rest);
    const procedureGoesOn = ((next.includes('召唤') || next.includes('出场')) && /才能|只能|需要|可以|必须/.test(next) && !next.includes('发动')) || next.startsWith('这个方法');
    if (seg.numbered || at < 0 || !rest || procedureGoesOn || !summonCondition(noStop(first))) out.push(seg);
    else out.push({ ...seg, text: first }, { ...seg, text: rest });
  }
  return out;
}

/**
 * 「把自己场上1只「真红眼黑龙」解放的场合才能特殊召唤。这张卡的攻击力，自己墓地存在的龙族怪兽每有1只上升300。」「…送去墓地时才能从手卡
 * 特殊召唤。这张卡的攻击力·守备力上升自己基本分一半的数值。」「…才能特殊召唤。这张卡的特殊召唤不会被无效化。」: in an old text, what holds
 * for this card once it is summoned (its stats, attribute, 「对方只能把…选择作为攻击对象」) follows the way it is summoned in the same run of
 * sentences, yet no summoning procedure goes on after the summon: a continuous effect of its own (c12p).
 */
const RULE_AFTER_SUMMON = /^(这张卡的(原本的?)?(攻击力|守备力|属性|种族|等级)|这张卡的特殊召唤不会被无效|对方只能把|把这张卡特殊召唤的玩家|这张卡直接攻击对方)/;
function splitRulesAfterSummon(segments: Segment[], type: CardType): Segment[] {
  if (type.kind !== 'monster') return segments;
  const out: Segment[] = [];
  for (const seg of segments) {
    if (seg.numbered || oneSentence(seg.text)) {
      out.push(seg);
      continue;
    }
    const sentences = sentencesWithStop(seg.text);
    const at = seg.numbered ? -1 : sentences.findIndex((x, i) => i > 0 && RULE_AFTER_SUMMON.test(x.trim()) && !/直到|这个效果/.test(x) && /(才能|可以|只能)[^。]*?(召唤|出场)(上场)?。$|不能(通常|特殊)?召唤。$/.test(sentences[i - 1]!) && !/发动/.test(sentences[i - 1]!));
    if (at < 0) out.push(seg);
    else out.push({ ...seg, text: sentences.slice(0, at).join('') }, { ...seg, text: sentences.slice(at).join('').trim() });
  }
  return out;
}

/**
 * Who 「…得到以下效果」 grants to: another card when the words before 得到 end on a monster that is not this card
 * (「这张卡为素材作超量召唤的怪兽」「装备怪兽」「…存在的「天气」效果怪兽」); this card itself otherwise (「表侧表示的这张卡」
 * 「…在作为超量素材的场合，」「这张卡持有的超量素材数量让这张卡」).
 */
const HELD_BY_ARCHETYPE = /^持有这张卡作为(?:超量)?素材中的「[^」]+」超量怪兽$/;
function grantsAnother(lead: string): boolean {
  const line = /[^。]*(得到|具有)[^。]*以下(的)?效果[。：:]?$/.exec(lead)?.[0] ?? '';
  const recipient = noTrailComma(line.slice(0, line.search(/得到|具有/)));
  // (「持有这张卡作为素材中的…超量怪兽得到以下效果」 holds only while this card is attached: an Xyz material's own
  // effect 超量素材效果, which it lends while it is material — kept as this card's effects.)
  // (CMP-HELD-MATERIAL-GRANTS: 「持有这张卡作为素材中的「X」超量怪兽」 — the Xyz Monster of an archetype holding it: granted to that one,
  // ./material-grants.ts.)
  if (HELD_BY_ARCHETYPE.test(recipient)) return true;
  return /怪兽$/.test(recipient) && !/这张卡$/.test(recipient) && !recipient.includes('持有这张卡');
}

/**
 * A Normal/Quick-Play/Counter Spell or Trap without numbers is one activation: its later sentences
 * (「结束阶段时，…破坏」, 「发动后…」) are what that activation does, not effects of their own —
 * except the ones that work from the GY or once the card has left the field.
 */
function mergeActivationText(segments: Segment[], type: CardType): Segment[] {
  if (!activationIsText(type) || segments.some((s) => s.numbered)) return segments;
  const out: Segment[] = [];
  for (const seg of segments) {
    const prev = out[out.length - 1];
    // (A sentence that only mentions the GY — 「对方在这之中随机选1张，…其他的2张卡送去墓地」「发动后这张卡不送去墓地，加入卡组洗切」 —
    // is still what the activation does; one used from there names this card in the GY.)
    // (Nor 「变成装备卡的这张卡被其他卡的效果破坏的场合，…」: a trigger on this card's own move, once it has left.)
    if (prev && !isGraveOrLeaveEffect(headOf(seg.text)) && !/这张卡在墓地|墓地(存在)?的这张卡|把这张卡从墓地|这张卡从墓地|这张卡被[^，。]*?(破坏|除外|送去墓地)[^，。]*?(时|的场合)/.test(headOf(seg.text))) prev.text += seg.text;
    else out.push({ ...seg });
  }
  return out;
}

function targeting(head: string): Targeting {
  const m = /(最多(?:选择)?)?([0-9]+)[张只个]/.exec(head.replace(/\d+星/g, '').replace(/\d+(基本分|个指示物)/g, ''));
  const t: Targeting = { filter: {}, count: m ? Number(m[2]) : 1 };
  if (m?.[1]) t.upTo = true;
  return t;
}

/**
 * CMP-RESPONDS-TARGETING: 「自己场上的卡为对象的对方的魔法·陷阱·怪兽的效果发动时」 (解码语者②) answers only an activation that targets
 * such a card — the words before 「为对象的」 are what it targets, not who activates it. It was read as any opponent activation, so a
 * 雷击 that targets nothing was negated. null when the answered words name no target (「成为…对象时」 is read elsewhere).
 */
function targetedBy(answered: string): CardFilter | null {
  const m = answered.includes('为对象的') ? /(?:^|[，、])以?([^，。]{1,30}?)为对象的/.exec(answered) : null;
  // (「这张卡或者这张卡所连接区的怪兽」: either of two — not read, so no target is asked for rather than a wrong one.)
  if (!m || /攻击|或者?/.test(m[1]!)) return null;
  const who = m[1]!;
  if (isSelf(who) && !who.includes('这张卡以外')) return { self: true };
  const f = filterOf(who);
  // (Only a filter that says where the card is: a bare 「卡」 would take any target.)
  return f.place !== undefined ? f : null;
}

/**
 * 「只以卡1张为对象的…效果发动时」「只以场上1张卡为对象的…」: an activation that targets exactly that one card (issue 16, 复制.rst:138–141: a
 * copy's own target and the copied effect's count together); 「只以自己场上的「灰篮」怪兽1只为对象的…发动时」: exactly one such monster of that
 * side (CH-RESPONDS-TARGETS-EXACTLY). Null when the words say neither.
 */
export function exactTarget(cond: string): NonNullable<EffectFacts['respondsTo']>['targetsExactly'] | null {
  if (!cond.includes('只以')) return null;
  const only = /只以(场上)?(?:的)?(?:卡)?1张(?:卡)?为对象的/.exec(cond);
  if (only) return { count: 1, filter: only[1] ? { place: 'field' } : {} };
  const of = /只以(自己|对方)?场上的「([^」]+)」怪兽1只为对象的/.exec(cond);
  if (of) return { count: 1, filter: { place: 'field', kind: 'monster', archetype: of[2]!, ...(of[1] ? { side: of[1] === '自己' ? ('self' as const) : ('opponent' as const) } : {}) } };
  return null;
}
