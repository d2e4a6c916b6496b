/**
 * The card text compiler: Konami's problem-solving card text (a controlled language) → the effect
 * facts of ../facts.ts, the vocabulary the curated cards use, so an imported card and a curated one
 * are read by the same engine. Every fact made here is marked `source: 'inferred'` (compiled), and
 * every clause it could not read is listed in the effect's `unknown` — never guessed silently.
 *
 * Stages, one place per clause kind:
 *   1. ./split.ts + ./kind.ts — the text cut into effects (①②…, sentences of old texts, ● choices,
 *      granted effects) and each effect's kind, timing, mandatory, place and once-per-turn;
 *   2. ./clauses.ts — an effect cut into limits, conditions, costs, targets and resolution steps
 *      (joined by 那之后 / 并且 / 或者);
 *   3. ./events.ts (conditions → events), ./costs.ts, ./targets.ts, ./actions.ts (steps → actions
 *      with from/to) and ./continuous.ts (what a continuous effect holds), over the lexicon ./words.ts.
 * The reference measurement (test/cards/compile-vs-reference.test.ts) never reaches src/.
 */
import { materialGrant, materialStatGrant, ritualUserGrant } from './material-grants.js';
import { tiesOf } from './bonds.js';
import { kindsTiersOf, positionTiersOf, setCountTiersOf, turnTiersOf } from './kinds-tiers.js';
import { countOfCost } from './cost-count-of.js';
import { namedLeavesSelfDestroy } from './named-leaves.js';
import { counterChoicesOf } from './counter-choices.js';
import { summonMemory, summonedByItselfThisTurn } from './summon-memory.js';
import { battleMemory, battlePledgeOfText } from './battle-memory.js';
import { linkStateOf } from './link-state.js';
import { battleDamageOf, damageStepFactsOf } from './battle-damage.js';
import { attackGrantOf, attackMarkOf, attackMoveOf, attackRulesOf } from './attack-rules.js';
import { positionLockOf, turnLockOnChanged } from './position-lock.js';
import { positionLocksOf } from './position-lock-field.js';
import { unreadPositionLocksOf, unreadPositionPledgesOf } from './position-lock-unread.js';
import { battleLockOf } from './battle-lock.js';
import { takesBattleDamageOf } from './damage-taken.js';
import type { Action, CardFilter, CardKind, CardType, Condition, EffectFacts, Place, SummonHow } from '../facts.js';
import { battlingStats, compileActions, GRANT_NOTE, type CompiledActions } from './actions.js';
import { attackingUnaffectedOf, battleNegationOf, battleOpponentStepsOf, battlerStatOf, targetOpponentStepsOf } from './battle-negation.js';
import { weakerAttackerOf } from './weaker-attacker.js';
import { equipBattleRaiseOf, equipRaiseOf } from './equip-raise.js';
import { equipMoveOf } from './equip-move.js';
import { continuousAttackMoveOf } from './continuous-attack-move.js';
import { equippedSelfCostOf } from './equipped-self-cost.js';
import { clausesOf, normalise, step, stepsTextOf, type Clauses } from './clauses.js';
import { afterBattleTrigger, beforeDamageTrigger, judgedWhenFlipped, noDamageCalculationTrigger, negatesAsItResolves, onTheDraw } from './cues.js';
import { attackLockOf, compileContinuous, faceUpEffectLockOf, fieldMonsterEffectLockOf, positionEffectLockOf, summonTurnLockOf } from './continuous.js';
import { burnPerAddOf } from './burn-per-add.js';
import { activationCondition, activationConditionsOfAll, compileCondition } from './conditions.js';
import { stateAtEvent } from './state-at-event.js';
import { alreadyThere, notInOwnChain } from './already-there.js';
import { causeKindOf } from './cause-kind.js';
import { summonedByCardOf } from './summoned-by-card.js';
import { destroyedByOf } from './destroyed-by.js';
import { addedEffectOf } from './adds-effect.js';
import { compileCosts } from './costs.js';
import { compileAnswers, compileEvents, type CompiledEvents } from './events.js';
import { eventAlternatives, refineAlternatives } from './alternatives.js';
import { quickOrAttacked } from './quick-or-attacked.js';
import { targetMoveOf } from './target-move.js';
import { classifyEffects, exactTarget } from './kind.js';
import { lingeringLocksIn, lingeringSteps } from './lingering.js';
import { turnPartsIn } from './turn-part.js';
import { turnPartLimits } from './turn-part-limit.js';
import { pledgesIn, unreadAttackPledges, usedTurnBattlePledge } from './pledge.js';
import { summonPledgeFacts } from './summon-pledge.js';
import { destructionReplacementOf, leavesDamageOf } from './replacement.js';
import { summonKindsOf } from './summon-kind.js';
import { extraSummonOf } from './extra-summon.js';
import { drawReplacementOf } from './draw-replacement.js';
import { levelChangeOf } from './level-change.js';
import { unnegatableIn } from './unnegatable.js';
import { answerGuardsIn, heldAnswerGuardIn } from './answer-guard.js';
import { copiesOf, notCopyableOf } from './copy.js';
import { SUMMONED_BY_ARCHETYPE, compileTargets, fixedTargetCount, groupOf, restatedTarget } from './targets.js';

import { countIn, filterOf, firstSentenceOf, placesIn } from './words.js';
import type { Segment } from './split.js';
import { noLeadComma, wordIndex } from './text.js';
import { rewriteOf, standingRewriteOf } from './rewrite.js';
import { addConditions, copyEffect, effectFacts } from './shape.js';
import { battlePeriodOf, ownBattlerSteps } from './period.js';
import { perActivationOf } from './per-activation.js';
import { levelsMatchLookedOf } from './levels-match.js';
import { summonWithMovedOf } from './summon-with-moved.js';
import { countersAtActivationOf } from './counters-at-activation.js';

import { tributeAddedOf, addedSteps } from './tribute-added.js';
import { movedAloneTrigger } from './moved-alone.js';
import { nthPhaseAfterActivationOf } from './nth-phase.js';
import { ownBattleTriggerOf } from './battle-step-trigger.js';
import { overlayTargetOf } from './overlay-target.js';
import { materialRedirectOf } from './material-redirect.js';
import { chancePickOf } from './chance-pick.js';
import { randomHandPickOf } from './random-hand-pick.js';
import { keptTargetStatsOf } from './kept-target-stats.js';
import { flipCountersOf } from './event-counters.js';
import { gyArrivalDamageOf } from './gy-damage.js';
import { heldToAttackOf } from './held-attack.js';
import { ownAttackHeldOf } from './own-attack-held.js';
import { shownFusionMaterials, shownToOpponent } from './shown-materials.js';
import { eachShown } from './each-shown.js';
import { untilNextOf } from './until-next.js';
import { countedTurnsOf } from './counted-turns.js';
import { staysCountedOf } from './stays-after.js';
import { costMovedStat } from './cost-moved-stat.js';
export { splitText } from './split.js';
export { eventWordsOf, type EventWord } from './events.js';
export { categoriesOf, categoriesOfAction, type Category } from './actions.js';

const firstPlace = (p: Place | Place[] | undefined): Place | undefined => (Array.isArray(p) ? p[0] : p);

/** Compile one card's text into its effects. */
export function compileEffects(printed: string, type: CardType): EffectFacts[] {
  // CMP-IF-THEN-MAY (issue 16; docs/c03/诱发类效果.rst:411–414): 「这张卡特殊召唤的场合，若自己场上有「璃拉」怪兽存在则能发动」 is the newer
  // wording of 「…的场合，自己场上有「璃拉」怪兽存在才能发动」: an optional trigger with that condition (read after the chain).
  const whole = printed.includes('则能发动') ? printed.replace(/([，,])若([^，。]+?)则能发动/g, '$1$2才能发动') : printed;
  const out: EffectFacts[] = [];
  // CMP-TRIBUTE-ADDED: 「…解放作上级召唤成功的场合，那个时候的效果加上以下效果。●…」 — a step of the trigger, not an effect (./tribute-added.ts).
  const added = type.kind === 'monster' ? tributeAddedOf(whole) : null;
  const addedDoes = added ? addedSteps(compileActions(clausesOf(added.step).steps, { targets: added.target !== undefined, answers: false }).does, added.attribute) : null;
  const text = added && addedDoes ? added.rest : whole;
  // A Normal Monster's text is its description (flavour), not effects; a Normal Pendulum Monster's
  // Pendulum Effect still is one.
  const normal = type.kind === 'monster' && type.subtypes.includes('normal');
  // CH-LEAVES-DAMAGE: a Token's text is its rules, not flavour — 「这个衍生物破坏时，这个衍生物的控制者受到300点伤害」 is read.
  if (normal && type.subtypes.includes('token')) {
    for (const sentence of text.split('。')) {
      const d = leavesDamageOf(sentence);
      if (d) out.push(effectFacts(out.length + 1, 'continuous', [d]));
    }
  }
  // CH-TYPED-SAME-NUMBER: the words of each segment, kept for the records that share a number with another segment's (below).
  const wordsOf = new Map<EffectFacts, string>();
  for (const { facts, seg } of classifyEffects(text, type)) {
    if (normal && !seg?.pendulum) continue;
    if (!seg) {
      out.push(facts);
      continue;
    }
    // XYZ-MATERIAL-REDIRECT: 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 is the card's rule as a material, no trigger (./material-redirect.ts).
    const asMaterial = seg.text.includes('超量素材的这张卡') ? materialRedirectOf(seg.text) : null;
    const es = asMaterial ? [effectFacts(facts.n, 'continuous', [asMaterial])] : compileEffect(facts, seg.text, type, seg.numbered);
    // CMP-MOVED-ALONE: 「只有这张卡被「X」连接怪兽的效果除外的场合：…」 — a trigger of this card moved alone by such an effect (./moved-alone.ts).
    if (seg.text.startsWith('只有这张卡被')) for (const e of es) movedAloneTrigger(e, seg.text);
    // CH-BATTLE-TRIGGER-FIRST: 「自己战斗阶段1次」「…自己回合的战斗步骤才能发动」 — a trigger of its own Battle Phase / Step (./battle-step-trigger.ts).
    if (type.kind === 'monster' && seg.text.includes('战斗')) for (const e of es) ownBattleTriggerOf(e, seg.text);
    segmentFacts(es, seg, text, type);
    // CMP-EMZ-UNLINKED-PROTECT: 「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合，这张卡不会被效果破坏，…」 (星痕之机界骑士②).
    if (seg.text.includes('所连接区没有怪兽存在的场合')) for (const e of es) emzUnlinkedProtect(e, seg.text);
    // CMP-DICE-SEVERAL-UNREAD: 「掷3次骰子。…上升出现的数目合计×100。那之后，出现的数目中的2个是相同的场合，那个相同数目的以下效果适用」
    // (神鬼食人魔) — several dice, what applies told by their sum and their pairs: not read.
    if (seg.text.includes('次骰子')) for (const e of es) severalDiceUnread(e, seg.text);
    // XYZ-MATERIAL-TARGET: 「…在作为对象的怪兽上面重叠当作超量召唤」 — the target must be able to be Xyz Material (./overlay-target.ts).
    if (seg.text.includes('上面重叠')) for (const e of es) overlayTargetOf(e, seg.text);
    // CH-CHANCE-PICK-UNDERGO: 「输的玩家必须把那只进行战斗的自身怪兽…」 — one of the battling monsters, by chance (./chance-pick.ts).
    if (seg.text.includes('输的玩家')) for (const e of es) chancePickOf(e, seg.text);
    // CMP-RANDOM-HAND-PICK: 「从自己手卡对方随机选择1张卡。那张是…怪兽卡的场合，…并把选择的卡在自己场上特殊召唤」 (./random-hand-pick.ts).
    if (seg.text.includes('随机选') && seg.text.includes('那张是')) for (const e of es) randomHandPickOf(e, seg.text);
    // CH-GY-ARRIVAL-DAMAGE: 「每次送卡去墓地，每1张卡、那些卡的主人基本分受到300的伤害」 (./gy-damage.ts).
    if (seg.text.startsWith('每次送') || seg.text.includes('每次送卡去墓地')) {
      // (No trigger: the old 「每次…」 wording is read as a continuous effect of the card.)
      const gy = gyArrivalDamageOf(seg.text);
      if (gy && es.length) es.splice(0, es.length, effectFacts(es[0]!.n, 'continuous', [gy]));
    }
    // CNT-ON-FLIP: 「每次…怪兽反转，给这张卡放置1个X指示物」 — a continuous effect placing counters at each flip (./event-counters.ts).
    if (seg.text.includes('反转') && seg.text.includes('指示物')) {
      const flip = flipCountersOf(seg.text);
      const holder = flip ? es.find((e) => e.kind === 'continuous' && e.does.length === 0) : undefined;
      if (flip && holder) holder.does = [flip];
    }
    // CH-STAT-PER-ACTIVATION: 「每次对方把卡的效果发动，这张卡的攻击力上升200」 — made once per activation, not standing (./per-activation.ts).
    if (seg.text.includes('每次')) for (const e of es) perActivationOf(e, seg.text);
    // CH-LEVELS-MATCH-NO-ZONE: 「等级合计直到变成和给人观看的…怪兽的等级相同为止，选…特殊召唤」 — the summon after the `look` step counts levels.
    if (seg.text.includes('等级合计直到变成和给人观看的')) for (const e of es) levelsMatchLookedOf(e);
    // FD-MATERIAL-GRANTS: what this card, as a material, gives the monster summoned with it (./material-grants.ts).
    // (A Spell attached as material — 「有这张卡在作为超量素材中的「X」超量怪兽得到以下效果」 (超升阶魔法-究极之力②) — grants the same way.)
    if (seg.grantsOther && es[0] && (type.kind === 'monster' || seg.text.includes('有这张卡在作为超量素材中'))) {
      const grant = materialGrant(seg.text, compileEffects);
      if (grant) es[0].grantsSummoned = grant;
    }
    // FD-MATERIAL-GRANTS (s61): 「把这张卡在仪式召唤使用的仪式怪兽…」 with no ● — the whole sentence is the Ritual Monster's (./material-grants.ts).
    const ritualUser = type.kind === 'monster' && seg.text.includes('仪式召唤') ? ritualUserGrant(seg.text, compileEffects) : null;
    if (ritualUser && es.length) es.splice(0, es.length, { ...effectFacts(es[0]!.n, 'continuous', []), grantsSummoned: ritualUser });
    // CMP-MATERIAL-STAT-GRANT: 「这张卡为同调素材的同调怪兽攻击力上升500」 — the stats of the monster made with this card, not its own.
    const statGrant = type.kind === 'monster' && es.length === 1 && es[0]!.kind === 'continuous' ? materialStatGrant(seg.text, compileEffects) : null;
    if (statGrant) {
      es[0]!.does = [];
      es[0]!.grantsSummoned = statGrant;
    }
    for (const e of es) wordsOf.set(e, seg.text);
    out.push(...es);
  }
  sameNumberWords(out, wordsOf);
  // CH-COPY-AT-RESOLUTION: each record keeps its paragraph's printed words (`words`), shown when another card takes its effects.
  for (const e of out) if (wordsOf.has(e)) e.words = wordsOf.get(e)!.trim().replace(/^[①-⑳][：:]/, '').replace(/。$/, '');
  // 「这张卡的控制者在每次双方的准备阶段支付700基本分。不能支付…的场合这张卡破坏」 (issue 16, CH-MAINTENANCE-LP): a maintenance cost, its two
  // sentences read together (they are segments of their own), on the card's first continuous effect.
  const upkeep = /控制者在?每次(双方的|自己的)?准备阶段支付(\d+)(?:基本分|LP)/.exec(text);
  if (upkeep && /(?:不能支付|不支付)[^。]*?这张卡破坏/.test(text)) {
    const holder = out.find((e) => e.kind === 'continuous');
    if (holder) holder.maintenanceLp = { amount: Number(upkeep[2]), each: upkeep[1] === '自己的' ? 'self' : 'both' };
  }
  // 「●…把这张卡当作装备卡使用给那只怪兽装备。装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏」 (A-突击核, 强化支援机械·重装武器):
  // the rule of the card while it is an equip card, written in the ● that equips it — a standing replacement (CH-REPLACE-DESTROY,
  // CH-REPLACE-DESTROY-BATTLE) numbered as that effect, which covers the monster it equips (none while it is a monster itself).
  const has = cardWords(text);
  if (type.kind === 'monster' && has[CW_AS_EQUIP!] && !out.some((e) => e.kind === 'continuous' && e.does.some((a) => a.do === 'replace-destruction'))) {
    const m = /装备怪兽被[^。，]*?破坏的场合[，,]作为代替把这张卡破坏/.exec(text);
    const a = m ? destructionReplacementOf(m[0]) : null;
    const equips = out.find((e) => isActivated(e) && e.does.some((x) => x.do === 'equip' && x.what === 'self'));
    if (a && equips) out.push(effectFacts(equips.n, 'continuous', [a]));
  }
  // CH-REPLACE-BY-EQUIPPED-CARD: 「…那只怪兽当作装备卡使用给…装备。装备怪兽被战斗·效果破坏的场合，作为代替把用这张卡的效果来装备的怪兽破坏」
  // (a Spell or Trap that equips a monster card to a monster, 跨界交融): the replacement is the standing rule of the monster card it
  // equips, held while it is equipped (`heldByEquipped`) — that card is destroyed instead of the monster it equips.
  if (type.kind !== 'monster' && /当作装备卡使用给[^。]*?装备/.test(text)) {
    const m = /装备怪兽被([^。，]*?)破坏的场合[，,]作为代替把用这张卡的效果(?:来)?装备的怪兽破坏/.exec(text);
    const equips = out.find((e) => isActivated(e) && e.does.some((x) => x.do === 'equip'));
    if (m && equips) {
      const a: Action = { do: 'replace-destruction', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, instead: { do: 'destroy', what: 'self' }, heldByEquipped: true, note: m[0] };
      if (m[1] === '战斗') a.against = 'battle';
      else if (m[1] && !m[1].includes('战斗')) a.against = 'effect';
      out.push(effectFacts(equips.n, 'continuous', [a]));
    }
  }
  // MATCH-NORMAL-ON-FIELD: 「只要这张卡有「圣剑」装备魔法卡装备，这张卡变成当作效果怪兽使用」 ends the Normal status while such a card equips it.
  if (type.kind === 'monster' && text.includes('当作效果怪兽使用')) {
    const m = /只要这张卡有(?:名字带有)?「([^」]+)」的?装备魔法卡装备[，,]这张卡变成当作效果怪兽使用/.exec(text);
    const status = m ? out.flatMap((e) => e.does).find((a) => a.normalOnField) : undefined;
    if (m && status) status.normalOnField = { unlessEquippedWith: { kind: 'spell', subtypes: ['equip'], archetype: m[1]! } };
  }
  // CMP-STAT-KEPT-TARGET: 「这张卡平常和作为对象的卡的拥有一样的攻击力·守备力的数值」 — a standing change of its own, read over the text (./kept-target-stats.ts).
  const keptStats = type.kind === 'monster' && text.includes('拥有一样的') ? keptTargetStatsOf(text) : null;
  if (keptStats) out.push(effectFacts(out.length ? Math.max(...out.map((e) => e.n)) + 1 : 1, 'continuous', [keptStats]));
  // CMP-COUNTERS-AT-ACTIVATION: 「这张卡发动的场合，给这张卡放置3个魔力指示物来发动」 (./counters-at-activation.ts).
  countersAtActivationOf(out, text);
  // CMP-CONT-ATTACK-MOVE: an old Continuous Trap whose move of the attack is its activation's (./continuous-attack-move.ts).
  continuousAttackMoveOf(out, text, type);
  cardFacts(out, text, has);
  // SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」「把这张卡特殊召唤的回合，…」 (./summon-pledge.ts).
  if (type.kind === 'monster' && text.includes('不能进行战斗阶段')) summonPledgeFacts(out, text);
  // CMP-STAT-HELD-ATTACK: a change held to the Damage Step of the attacks the effect allows its target (./held-attack.ts).
  heldToAttackOf(out, text);
  // CMP-OWN-ATTACK-HELD: a raise/lower held to the Damage Step of this card's attacks on an opponent's monster this turn (./own-attack-held.ts).
  ownAttackHeldOf(out, text);
  // CMP-STAYS-COUNTED: 「这张卡发动后继续留在场上，用对方回合计算的第3回合的对方结束阶段破坏」 — this card, destroyed then (./stays-after.ts).
  if (type.kind !== 'monster') staysCountedOf(out, text);
  if (addedDoes) {
    const summoned = out.find((e) => e.kind === 'trigger' && e.trigger?.subject?.self && [e.trigger.event].flat().includes('summoned'));
    // CMP-TRIBUTE-ADDED-TARGET: a ● with a target of its own adds a group to the trigger's targets (./tribute-added.ts).
    const groups = added?.target !== undefined ? summoned?.targets?.groups : undefined;
    const group = added?.target !== undefined ? groupOf(added.target) : null;
    if (summoned && added?.target !== undefined && (!groups || !group || addedDoes.some((a) => a.what !== 'targets'))) return out;
    if (summoned && groups && group) {
      const own = groups.map((_, i) => i);
      summoned.does = summoned.does.map((a) => (a.what === 'targets' ? { ...a, targetGroups: own } : a));
      summoned.targets = { ...summoned.targets!, count: summoned.targets!.count + group.count, groups: [...groups, { ...group, optional: true, ifTributeAttribute: added!.attribute }] };
      addedDoes.forEach((a) => (a.targetGroups = [groups.length]));
    }
    if (summoned) summoned.does = [...summoned.does, ...addedDoes];
  }
  return out;
}

/**
 * CH-TYPED-SAME-NUMBER: activated records of one number that come from different segments (the ● lines 「得到以下效果」 grants, two
 * paragraphs numbered alike) keep their own words (`choiceWords`), so that an answer can name them when the number alone does not
 * say which one is meant. ● options of one activation (`choiceOf`) have theirs already.
 */
function sameNumberWords(out: EffectFacts[], wordsOf: Map<EffectFacts, string>): void {
  const byNumber = new Map<string, EffectFacts[]>();
  for (const e of out) {
    if (e.kind === 'procedure' || e.kind === 'continuous' || e.kind === 'activation' || e.choiceOf !== undefined || !wordsOf.has(e)) continue;
    const key = `${e.pendulum ? 'P' : ''}${e.n}`;
    const list = byNumber.get(key);
    if (list) list.push(e);
    else byNumber.set(key, [e]);
  }
  for (const list of byNumber.values()) {
    if (list.length < 2 || new Set(list.map((e) => wordsOf.get(e))).size < 2) continue;
    for (const e of list) e.choiceWords ??= wordsOf.get(e)!.trim().replace(/^[①-⑳][：:]/, '').replace(/。$/, '');
  }
}

/**
 * The words segmentFacts asks of a segment's text (which readers to run), found in one pass over it: a search of a long
 * text costs about as much as reading it, and these were a dozen searches of the same text (compile time, issue 12).
 */
// (A reader run only on a text holding its words is asked here with the words it opens on — the same test, made once.)
const SEGMENT_WORDS = ['这个效果装备的场合', '伤害计算', '召唤', '发动的回合', '通常召唤', '通常抽卡', '通常的抽卡', '不能把', '只能有', '不会被无效化', '不能对应', '变成和', '的效果适用',
  '召唤的这张卡', '为素材作', '召唤而解放', '这张卡是', '攻击', '战斗', '连接状态', '伤害', '战斗破坏', '进行战斗的场合', '攻击对象', '等级', '阶级', '灵摆刻度',
  '召唤的表侧表示的这张卡'];
const segmentWords = wordIndex(SEGMENT_WORDS.map((w) => [w]));
const [SW_EQUIPS_SELF, SW_DAMAGE_CALCULATION, SW_SUMMON, SW_ACTIVATED_TURN, SW_NORMAL_SUMMON, SW_NORMAL_DRAW, SW_NORMAL_DRAW_OLD, SW_CANNOT, SW_ONLY_HAVE, SW_NOT_NEGATED, SW_CANNOT_ANSWER, SW_BECOMES_SAME, SW_EFFECT_APPLIES,
  SW_SUMMONED_SELF, SW_MATERIALS_MADE, SW_TRIBUTED_FOR, SW_SELF_IS, SW_ATTACK, SW_BATTLE, SW_LINK_STATE, SW_DAMAGE, SW_BATTLE_DESTROYED, SW_BATTLING_IF, SW_ATTACK_TARGET, SW_LEVEL, SW_RANK, SW_SCALE,
  SW_SUMMONED_SELF_FACE_UP] = SEGMENT_WORDS.map((_, i) => i);

/** What one segment's words say of the effects compiled from it, read by a reader each (compile time, issue 12: one small function). */
function segmentFacts(es: EffectFacts[], seg: Segment, text: string, type: CardType): void {
  const has = segmentWords(seg.text);
  // A ● granted by the card's battle position (「●攻击表示：」) is its effect only while it is in that position: a condition
  // every effect of that ● holds under (the engine's continuous readers and activation both check conditions).
  if (seg.grantedWhile) for (const e of es) addConditions(e, { is: 'self-state', state: seg.grantedWhile });
  // CMP-COIN-GRANTED: 「●表：」「●里：」 — held only while the coin its summon tossed shows that face; the lead's trigger tosses it (its one step).
  if (seg.grantedCoin) for (const e of es) addConditions(e, { is: 'self-state', state: seg.grantedCoin === 'heads' ? 'coin-heads' : 'coin-tails' });
  if (seg.coinGrants) for (const e of es) if (e.kind === 'trigger' && !e.does.some((a) => a.coinGrants)) e.does.push({ do: 'other', what: 'self', coinGrants: true });
  // CMP-GRANTED-CO-LINKED: 「●2只：」 — co-linked is read (above), the count is not: said unread.
  if (seg.grantedCoLinkedMin !== undefined) for (const e of es) e.unknown = [...(e.unknown ?? []), `condition: 和这张卡互相连接的怪兽${seg.grantedCoLinkedMin}只`];
  // Granted to this card summoned by its own procedure (「上记的方法特殊召唤的这张卡得到以下效果」): held while it remembers that summon.
  // CH-GAINED-NOT-NEGATED-EARLIER: a ● this card gains by its own text.
  if (seg.gainedSelf) for (const e of es) e.gainedSelf = true;
  // CH-WITH-EFFECT: 「表侧表示的这张卡得到以下效果」 — a ● of the face-up card (not with its own card activation).
  if (seg.gainedFaceUp) for (const e of es) e.gainedFaceUp = true;
  // CMP-TRAP-MONSTER-GRANTED: the ● a Trap Card has as a monster — held only while it is a face-up monster in the Monster Zone.
  if (seg.asTrapMonster) for (const e of es) addConditions(e, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true } });
  if (seg.grantedByItself) for (const e of es) addConditions(e, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } });
  // CH-CANNOT-BE-CHAINED-GRANTED: 「只要这张卡在…存在，对方不能对应(通常召唤的|自己的「X」)怪兽的效果的发动把…发动」 — a guard the continuous effect holds.
  if (seg.text.includes('不能对应')) {
    const held = heldAnswerGuardIn(seg.text);
    if (held) for (const e of es) if (e.kind === 'continuous') e.answerGuardGrant = held;
  }
  // CMP-MATERIALS-TIERS: 「…超量素材数量让这张卡得到以下效果。●3个以上：」 — held while it holds at least that many Xyz Materials.
  if (seg.grantedMaterialsMin !== undefined) for (const e of es) addConditions(e, { is: 'self-state', state: 'has-materials', min: seg.grantedMaterialsMin });
  // CMP-GRANTED-XYZ-MATERIAL: 「这张卡有超量怪兽在作为超量素材的场合，得到以下效果」.
  if (seg.grantedXyzMaterial) for (const e of es) addConditions(e, { is: 'self-state', state: 'has-materials', materialKind: 'xyz' });
  // CMP-GRANTED-HOLDS-MATERIAL: 「这张卡有「X」在作为超量素材的场合，得到以下效果」.
  if (seg.grantedIf) for (const e of es) for (const c of seg.grantedIf) addConditions(e, c);
  // 「上级召唤的这张卡」「同调召唤的这张卡被破坏时」 (./summon-memory.ts, issue 16).
  // (./summon-memory.ts reads a text holding 「召唤的这张卡」「召唤的表侧表示的这张卡」「为素材作」「召唤而解放」 only.)
  // (「这张卡是已融合召唤的场合」 too: a condition on this card's summon.)
  if (has[SW_SUMMONED_SELF!] || has[SW_SUMMONED_SELF_FACE_UP!] || has[SW_MATERIALS_MADE!] || has[SW_TRIBUTED_FOR!] || has[SW_SELF_IS!] || seg.text.includes('素材的通常怪兽数量')) for (const e of es) summonMemory(e, seg.text, text);
  for (const e of es) summonedByItselfThisTurn(e, seg.text);
  // 「这张卡攻击过的回合」「这个效果发动的回合，这张卡不能攻击」 (./battle-memory.ts, issue 16).
  if (has[SW_ATTACK!] || has[SW_BATTLE!]) for (const e of es) if (isActivated(e)) battleMemory(e, seg.text);
  // 「这张卡是额外连接状态的场合才能发动」 (./link-state.ts, issue 16).
  if (has[SW_LINK_STATE!]) for (const e of es) if (isActivated(e)) linkStateOf(e, seg.text);
  // 「…的战斗伤害变成2倍」「由对方代受」 (./battle-damage.ts, issue 16): on the segment's continuous effect, else its first.
  const bd = es.find((e) => e.kind === 'continuous') ?? es[0];
  if (bd && (has[SW_DAMAGE!] || has[SW_BATTLE_DESTROYED!])) battleDamageOf(bd, seg.text);
  // CMP-BATTLE-DAMAGE-NOT-STEP: a text that only changes battle damage (「这次战斗让自己…受到的战斗伤害，由对方来承受」) deals no damage when
  // it resolves — its 「伤害」 read as a damage step with no amount is that change, not a step.
  if (bd?.battleDamage?.length && !/给与[^。]*伤害/.test(seg.text)) bd.does = bd.does.filter((a) => !(a.do === 'damage' && a.amount === undefined && a.amountOf === undefined && a.amountFrom === undefined && a.amountPer === undefined && a.amountFromMoved === undefined));
  // CH-STAT-BATTLING: 「这张卡的装备怪兽进行战斗的场合，装备怪兽的攻击力在伤害步骤内上升1000」 — the battle named before the step
  // (cut off as the effect's situation) is the condition of its ATK/DEF change (./actions.ts battlingIn).
  if (has[SW_BATTLING_IF!]) for (const e of es) if (e.kind === 'continuous') battlingStats(e, seg.text);
  // CMP-BURN-PER-ADD: 「每次对方手卡有卡加入，给与对方…伤害」 (./burn-per-add.ts).
  if (has[SW_DAMAGE!]) for (const e of es) burnPerAddOf(e, seg.text);
  // CH-BATTLE-OPPONENT-NEGATED: 「这张卡和对方怪兽进行战斗的场合，…那只怪兽的效果无效化」 (./battle-negation.ts, issue 16).
  if (has[SW_BATTLING_IF!]) for (const e of es) battleNegationOf(e, seg.text);
  // CH-BATTLE-LOCK: 「…，这张卡（和对方怪兽）进行战斗的场合，对方直到伤害步骤结束时…不能发动…」 inside a longer sentence (./battle-lock.ts).
  if (has[SW_BATTLING_IF!]) for (const e of es) battleLockOf(e, seg.text);
  // CH-BATTLE-INDESTRUCTIBLE: 「自己的「命运英雄」怪兽进行战斗的伤害计算时才能发动」 — only while a monster of its controller of that kind battles.
  // (CH-WAITS-FOR-MOMENT: also 「自己怪兽和对方怪兽进行战斗的伤害计算时，把这张卡从手卡丢弃才能发动」 — a battle between monsters, one of
  // them its controller's: a direct attack is no such battle.)
  if (has[SW_BATTLE!] && seg.text.includes('自己')) {
    const own = /自己的?(?:「([^」]+)」)?怪兽(?:和对方的?怪兽)?进行战斗的伤害计算时(?:(?:才能)?发动|[，,][^。]*?才能发动)/.exec(seg.text);
    // (Also a trigger on the damage calculation itself — a Field Spell's 「自己怪兽进行战斗的伤害计算时，支付…才能发动」 is one (诱发效果):
    // its controller's monster must be in that battle, a direct attack on its controller is none.)
    if (own) for (const e of es) if (e.waitsFor?.phase === 'damage-calculation' || (e.trigger?.event === 'phase-start' && e.trigger.phase === 'damage-calculation')) { addConditions(e, { is: 'battling', who: 'own', ...(own[1] ? { of: { archetype: own[1] } } : {}) }); ownBattlerSteps(e, own[1], seg.text); }
  }
  // CH-WAITS-FOR-MOMENT: 「对方回合的战斗伤害计算时才能发动」 — whose turn the moment is in, a condition of the activation.
  if (seg.text.includes('回合的')) {
    const turn = /(?:^|[。：:])(自己|对方)回合的(?:战斗)?伤害计算(?:时|前|后)[^。]*?才能发动/.exec(seg.text);
    if (turn) for (const e of es) if (e.waitsFor?.phase && !(e.condition ?? []).some((c) => c.is === 'turn')) addConditions(e, { is: 'turn', whose: turn[1] === '对方' ? 'opponent' : 'self' });
  }
  // CH-PERIOD: 「这张卡进行战斗的从伤害步骤开始时到伤害计算前…才能发动」 — a period of the damage step, in this card's battle (./period.ts).
  if (has[SW_BATTLE!]) for (const e of es) battlePeriodOf(e, seg.text);
  // CMP-BATTLE-OPPONENT: 「这张卡和对方怪兽进行战斗的伤害计算时…那只对方怪兽…」 (./battle-negation.ts, issue 16).
  if (has[SW_BATTLE!]) for (const e of es) battleOpponentStepsOf(e, seg.text);
  // CH-AFTER-CALC-STEP: 「选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏」 — the monster its target attacks (./battle-negation.ts).
  if (seg.text.includes('伤害计算后')) for (const e of es) targetOpponentStepsOf(e, seg.text);
  // CMP-BATTLER-STAT: 「和这张卡进行战斗的怪兽的攻击力只在伤害计算时变成0」 (./battle-negation.ts, issue 16).
  if (has[SW_BATTLE!]) for (const e of es) battlerStatOf(e, seg.text);
  // CMP-UNAFFECTED-WHILE-ATTACKING: 「这张卡攻击的场合，直到伤害步骤结束时不受其他卡的效果影响」 (./battle-negation.ts, issue 16).
  if (has[SW_ATTACK!]) for (const e of es) attackingUnaffectedOf(e, seg.text);
  // CH-LINGER-NEGATE-EARLIER: 「直到伤害步骤结束时，这张卡以外的场上的卡的效果无效化」 in an activated effect — every such card (no count:
  // all of them, not one chosen), until the damage step ends.
  if (seg.text.includes('伤害步骤结束时')) for (const e of es) untilDamageStepNegation(e, seg.text);
  // CH-STAT-WEAKER-ATTACKER: 「「X」怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力只在伤害计算时上升N」 (./weaker-attacker.ts).
  if (has[SW_ATTACK!]) for (const e of es) weakerAttackerOf(e, seg.text);
  // CMP-EQUIP-AS-RAISE: 「这张卡当作攻击力上升N的装备卡使用给…装备」 (./equip-raise.ts).
  for (const e of es) equipRaiseOf(e, seg.text);
  for (const e of es) equipBattleRaiseOf(e, seg.text);
  // CMP-EQUIPPED-SELF-COST: 「把给怪兽装备的这张卡送去墓地…才能发动」 — activated by the card as an equip card (./equipped-self-cost.ts).
  if (seg.text.includes('装备') && seg.text.includes('这张卡送去墓地')) for (const e of es) equippedSelfCostOf(e, seg.text, type);
  // CMP-EQUIP-MOVE: 「把…1张装备卡转换给1只别的能变成正确对象的怪兽」「全部的装备卡装备到选择对象的身上。对象不正确的场合，那些装备卡破坏」 (./equip-move.ts).
  if (seg.text.includes('正确对象') || seg.text.includes('对象不正确')) for (const e of es) equipMoveOf(e, seg.text);
  // 「对方不能选择其他怪兽作为攻击对象」「这张卡可以直接攻击」 (./attack-rules.ts, issue 16): on the segment's continuous effect only.
  // (A monster that equips itself, 「这个效果装备的场合，装备怪兽…可以作3次攻击」: on that effect, applied while it is the equip card.)
  // (CH-ATTACK-NOT-KIND: 「这张卡从手卡当作装备卡使用给那只怪兽装备。装备怪兽…不能向昆虫族怪兽攻击」 — the same, the card equipping itself.)
  const ar = es.find((e) => e.kind === 'continuous') ?? (has[SW_EQUIPS_SELF!] || (has[SW_ATTACK!] && /当作装备卡使用给[^。]*装备。装备怪兽/.test(seg.text)) ? es[0] : undefined);
  if (ar && has[SW_ATTACK!]) attackRulesOf(ar, seg.text);
  if (has[SW_ATTACK!]) for (const e of es) if (isActivated(e)) attackGrantOf(e, seg.text);
  // 「这个回合，对方只能向作为对象的怪兽攻击」「对方这个回合攻击的场合，必须以选择的怪兽为攻击对象」 (./attack-rules.ts, CH-ATTACK-TARGET-LEFT).
  if (has[SW_ATTACK!]) for (const e of es) if (isActivated(e)) attackMarkOf(e, seg.text);
  // 「那只怪兽只要在场上表侧表示存在，变成不能把表示形式变更」 (./position-lock.ts, CH-POSITION-LOCK-LEFT).
  if (seg.text.includes('不能把表示形式变更') || seg.text.includes('不能改变表示形式')) for (const e of es) if (isActivated(e)) positionLockOf(e, seg.text);
  // 「只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更」 (./position-lock-field.ts, CH-POSITION-LOCK-FIELD): on the continuous effect.
  if (seg.text.includes('不能把表示形式变更') || seg.text.includes('不能改变表示形式')) for (const e of es) if (e.kind === 'continuous') positionLocksOf(e, e.words ?? seg.text);
  // CH-POSITION-LOCK-UNREAD: a lock neither reader read is kept as a note, never dropped (./position-lock-unread.ts).
  unreadPositionLocksOf(es, seg.text);
  if (has[SW_ATTACK_TARGET!]) for (const e of es) if (isActivated(e) && !e.damageCalculation) attackMoveOf(e, seg.text);
  // 「自己要受到2000以上的战斗伤害的场合」「对方怪兽的攻击要让自己受到战斗伤害的伤害计算时」 (./damage-taken.ts, CH-BATTLE-DAMAGE-TAKEN-COND).
  if (seg.text.includes('战斗伤害')) for (const e of es) if (isActivated(e)) takesBattleDamageOf(e, seg.text);
  for (const e of es) if (e.kind !== 'continuous' && e.kind !== 'procedure' && (has[SW_DAMAGE_CALCULATION!] || has[SW_SUMMON!])) damageStepFactsOf(e, seg.text);
  // CMP-DAMAGE-STEP-STATED: 「（伤害步骤也能发动）」 — allowed in the Damage Step by its own text.
  if (seg.text.includes('伤害步骤也能发动')) for (const e of es) if (isActivated(e)) e.alsoInDamageStep = true;
  // CMP-SUMMON-WITH-MOVED: 「只用那2只为素材把1只超量怪兽超量召唤」 — a summon from the Extra Deck with those monsters (./summon-with-moved.ts).
  if (has[SW_SUMMON!]) for (const e of es) if (isActivated(e)) summonWithMovedOf(e, seg.text);
  // 「…可以给那个效果加上以下效果。●…」 (./adds-effect.ts, CH-ADDED-EFFECT).
  addedEffectOf(es, seg.text);
  // 「这张卡的发动后第2次的自己准备阶段发动」: only that phase, kept as a condition the engine says it assumed (./nth-phase.ts).
  if (seg.text.includes('发动后第')) for (const e of es) nthPhaseAfterActivationOf(e, seg.text);
  // A Pendulum Effect is numbered apart from the monster effects (`P①`, notation form 17).
  if (seg.pendulum) for (const e of es) e.pendulum = true;
  // 「这个效果发动的回合，自己不能…」 inside the effect: its own pledge (./pledge.ts).
  for (const p of has[SW_ACTIVATED_TURN!] ? pledgesIn(seg.text) : []) {
    if (p.scope === 'this-effect') for (const e of es) if (isActivated(e)) e.pledge ??= p.pledge;
  }
  for (const u of has[SW_ACTIVATED_TURN!] ? unreadAttackPledges(seg.text) : []) {
    if (u.scope === 'this-effect') for (const e of es) if (isActivated(e)) (e.unknown ??= []).push(`action: ${u.clause}`);
  }
  const battlePledge = seg.text.includes('不能进行战斗') ? usedTurnBattlePledge(seg.text) : null;
  if (battlePledge) for (const e of es) if (isActivated(e)) e.pledge ??= battlePledge;
  // 「这张卡的①的效果适用的回合的结束阶段才能发动」 (issue 16, CH-OWN-EFFECT-APPLIED): a condition on its one activated effect.
  if (seg.text.includes('的效果适用的回合')) {
    const m = /这张卡的([①-⑳])的效果适用的回合[^。]*?才能发动/.exec(seg.text);
    const activated = es.filter(isActivated);
    if (m && activated.length === 1) (activated[0]!.condition ??= []).push({ is: 'own-effect-applied', effect: '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳'.indexOf(m[1]!) + 1 });
  }
  // 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」 (issue 16, CH-DECLARED-AGAIN): on its one activated effect.
  if (seg.text.includes('宣言相同卡名') && /不能为这个卡名的这个效果(?:的)?发动而宣言相同卡名/.test(seg.text)) {
    const activated = es.filter(isActivated);
    if (activated.length === 1) activated[0]!.declaredNameOnce = true;
  }
  // CH-DECLARED-NAME: 「宣言1个怪兽卡名」「宣言1个「零件」怪兽的卡名」「宣言1个同名怪兽不在自己场上存在的「神艺」怪兽的卡名才能发动」 — the names its
  // one activated effect may declare (「宣言1个卡名」: any; 「对方把宣言1个卡名发动的效果发动时」 is another card's declaration, not read).
  if (seg.text.includes('宣言1个')) {
    // (「宣言1个怪兽卡名。对方把宣言怪兽召唤…的场合，…」, a card with no ①: a sentence of its own, declared as the card is activated —
    // its activation is the effect that declares, not the trigger the later sentence words.)
    const m = /(?<!把)宣言1个(同名怪兽不在自己场上存在的)?((?:「[^」]+」)?(?:怪兽|魔法|陷阱)(?:·(?:魔法|陷阱))?)(?:卡)?的?卡名(才能|发动|。)/.exec(seg.text);
    const activated = es.filter(isActivated);
    // (CH-CHOICE-AT-RESOLUTION: ● options picked as it resolves are records of one effect — each declares so.)
    const options = activated.length > 1 && activated.every((e) => e.choiceAtResolution && e.choiceOf === activated[0]!.choiceOf);
    const declaring = !m ? undefined : activated.length === 1 || options ? activated[0] : m[3] === '。' && m.index === 0 ? activated.find((e) => e.kind === 'activation') : undefined;
    if (m && declaring) for (const e of options ? activated : [declaring]) e.declarable = { filter: filterOf(m[2]!), ...(m[1] ? { notOnOwnField: true as const } : {}) };
  }
  // CH-DECLARED-NAME: 「自己卡组最上面的卡翻开，宣言的卡的场合，那张卡加入手卡。…不是的场合，翻开的卡送去墓地」 — the card turned over is compared
  // with the declared name: the add takes the top card of the declared name only, and the send to the GY is the fallback done when
  // it added none (CH-MOVED-FEWER), of that same top card.
  if (/卡组最上面的卡翻开，宣言的卡的场合，那张卡加入手卡/.test(seg.text) && /不是的场合，翻开的卡送去墓地/.test(seg.text)) {
    const activated = es.filter(isActivated);
    const e = activated.length === 1 ? activated[0]! : undefined;
    const add = e?.does.findIndex((a) => a.do === 'add-to-hand' && a.what === 'event-cards' && a.conditional);
    const send = e?.does.findIndex((a) => a.do === 'send-to-gy' && a.top && a.conditional);
    if (e && add !== undefined && add >= 0 && send !== undefined && send > add) {
      const top = { filter: { side: 'self' as const, place: 'deck' as const }, scope: 'choose' as const, count: 1 };
      e.does[add] = { do: 'add-to-hand', from: 'deck', top: true, what: { ...top, filter: { ...top.filter, declaredName: true } } };
      e.does[send] = { do: 'send-to-gy', from: 'deck', top: true, what: top, ifMovedFewer: { by: 'add-to-hand', count: 1 } };
    }
  }
  // 「在通常召唤外加上只有1次…召唤」「通常召唤最多N次」 (./extra-summon.ts, issue 16).
  // (A continuous grant — 海皇的重装兵 ① — is read too: a summon made by it (`本回合: X(召唤,由Y)`) spends the turn's extra summon.)
  // (CH-EXTRA-SUMMON-TURN: 「这张卡召唤·反转的回合，…」 is its condition, not a summon of this card: its words read as steps go with the rest.)
  const turnHeld = new Set<EffectFacts>();
  if (has[SW_NORMAL_SUMMON!] || seg.text.includes('通常的灵摆召唤外加上')) for (const e of es) if ((isActivated(e) || e.kind === 'continuous') && extraSummonOf(e, seg.text)) turnHeld.add(e);
  // CH-EXTRA-SUMMON: the grant makes no summon as it resolves — the 「…可以把…召唤」「可以进行通常召唤最多2次」 it words is a summon the
  // player may make later (a Normal Summon, the turn's extra one). Read as steps, it summoned a monster nobody named at resolution: a grant made only of
  // such steps does nothing else (./extra-summon.ts, the `extraSummon` fact, is what the engine reads).
  for (const e of es) if ((e.extraSummon !== undefined || e.normalSummonsPerTurn !== undefined) && e.does.length > 0 && e.does.every((a) => turnHeld.has(e) ? a.do === 'summon' || a.do === 'special-summon' : a.do === 'summon' && a.what !== 'self')) e.does = [{ do: 'other', note: GRANT_NOTE }];
  // 「可以作为自己场上1只怪兽的代替而把对方场上1只怪兽解放」 (issue 16, CH-TRIBUTE-OPPONENT-UNAFFECTED): a permission that affects that monster.
  if (seg.text.includes('代替而把对方场上')) {
    const m = /(上级召唤|为让卡的效果发动而)[^。]*?可以作为自己场上1只怪兽的代替而把对方场上1只[^。]*?怪兽解放/.exec(seg.text);
    if (m) for (const e of es) if (isActivated(e) || e.kind === 'continuous') e.tributesOpponent = m[1] === '上级召唤' ? 'tribute-summon' : 'cost';
    // CH-TRIBUTE-OPPONENT-UNAFFECTED (帝王的烈旋): 「这个回合，自己把怪兽上级召唤的场合…可以…解放」 is a permission for the turn — the Tribute
    // Summon it names is a later one the player may make, not the moment the card is activated, and the tribute is that summon's, not
    // a step of its resolution. Read as an event and a step, the card waited for a summon and tributed a monster as it resolved.
    for (const e of es) {
      if (e.kind !== 'activation' || e.tributesOpponent !== 'tribute-summon') continue;
      if (e.waitsFor?.event === 'summoned') delete e.waitsFor;
      if (e.does.length > 0 && e.does.every((a) => a.do === 'tribute')) e.does = [{ do: 'other', note: 'lets an opponent’s monster be tributed for a Tribute Summon this turn' }];
    }
  }
  // 「双方玩家不能进行融合召唤」 / 「…融合召唤」 (issue 16, CH-FORBIDDEN-SUMMON-KIND): a floodgate on a kind of summon, and the kinds an effect makes.
  if (/(融合|同调|超量|仪式|连接)召唤/.test(seg.text)) summonKindsOf(es, seg.text);
  // 「直到回合结束时，对方发动的怪兽的效果无效化」 (issue 16, CH-NEGATE-ACTIVATED-LASTING): the activated effects it negates, not field cards.
  const negActivated = /(对方|自己)发动的(怪兽|魔法|陷阱)的?效果无效/.exec(seg.text);
  if (negActivated) {
    for (const e of es) for (const a of e.does) if (a.do === 'negate-effects' && a.what === undefined && a.duration === 'turn') a.negatesActivated = { by: negActivated[1] === '对方' ? 'opponent' : 'self', kind: negActivated[2] === '怪兽' ? 'monster' : negActivated[2] === '魔法' ? 'spell' : 'trap' };
  }
  // CH-STAT-TARGET-VALUE: 「那只对方怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值」 in an effect with no target (霸王眷龙 暗叛逆①, the
  // monster it battles): 「那个」 is the monster the step before changed — the battle opponent, not a target there is none of.
  for (const e of es) {
    if (e.targets) continue;
    e.does.forEach((a, i) => {
      const prev = e.does[i - 1];
      if (a.amountFrom?.of === 'targets' && prev && typeof prev.what === 'object' && prev.what.filter.battlesWith === 'self') a.amountFrom = { ...a.amountFrom, of: 'battle-opponent' };
    });
  }
  // 「作为通常抽卡的代替」 / 「不能进行通常抽卡」 (./draw-replacement.ts, issue 16).
  if (has[SW_NORMAL_DRAW!] || has[SW_NORMAL_DRAW_OLD!]) for (const e of es) if (isActivated(e)) drawReplacementOf(e, seg.text);
  // 「这张卡的等级下降1星」「作为对象的怪兽的等级上升1星」 (./level-change.ts, issue 16, CH-LEVEL-OWN-NEGATED / CH-LEVEL-SHORT).
  // (CH-LEVEL-AT-RESOLUTION: a ● choice record — 「从以下效果选择1个发动。●等级上升1星 ●等级下降1星」 — reads its own ● only, not every ●.)
  if (has[SW_LEVEL!] || has[SW_RANK!] || has[SW_SCALE!]) for (const e of es) if (isActivated(e)) levelChangeOf(e, e.choiceOf === undefined ? seg.text : choiceText(seg.text, es.filter((x) => x.choiceOf === e.choiceOf && isActivated(x)), e));
  // CH-COPY-AT-RESOLUTION: 「这张卡…当作和那只怪兽同名卡使用，得到相同的…效果」 / 「得到和那只怪兽的原本卡名·效果相同的卡名·效果」 — a copy of its target made as it resolves.
  // (Review s46-rv1: also the plain 「当作和那只（墓地的）怪兽同名卡使用，得到相同效果」 of a target it does not move — it was read as no step at all.)
  // (Review s46-rv2: the wordings 「得到和那只怪兽的原本的卡名·效果相同的卡名·效果」 (新空间侠·黑暗豹①), 「得到和那只怪兽相同的原本的卡名·效果」
  // (霸王眷龙 凶饿毒①, 霸王紫龙 异色眼猛毒龙①) and the old 「当作和选择的怪兽同名卡使用，得到相同效果」 (No.69 纹章神 盾徽) were left unread.)
  if (COPIES_TARGET.test(seg.text)) for (const e of es) if (isActivated(e) && e.targets) {
    e.copiesTarget = true;
    // (Review s46: the copy's duration is the text's — 凶饿毒融合龙 ② 「直到回合结束时」 was said 「直到结束阶段」.)
    if (/直到回合结束时[^。]*当作和那只|当作和那只[^。]*直到回合结束时/.test(seg.text) && !/直到结束阶段[^。]*当作和那只/.test(seg.text)) e.copyUntil = 'turn-end';
  }
  // 「这个回合对方不能把…发动」 left when it resolves (./lingering.ts, CH-LINGERING-LOCK): on its one activated effect.
  // (CH-LINGERING-LOCK-DECLARED: 「…的卡双方不能发动」 writes no 「不能把」; nor does CH-LINGERING-ATTACK-LOCK's 「…对方直到伤害步骤结束时…不能发动」.)
  if (has[SW_CANNOT!] || has[SW_ONLY_HAVE!] || /的卡(自己|对方|双方)不能发动|攻击的场合[，,]对方直到伤害步骤结束时/.test(seg.text)) {
    const activated = es.filter(isActivated);
    if (activated.length === 1) activated[0]!.does.push(...lingeringLocksIn(seg.text));
  }
  // 「…，这个回合…」「…。这个回合…」 at the end of its one activated effect (./turn-part.ts, CH-TURN-PART).
  if (seg.text.includes('回合')) {
    const activated = es.filter(isActivated);
    const parts = activated.length === 1 ? turnPartsIn(seg.text, activated[0]!.kind === 'activation') : [];
    // CH-TURN-PART-EARLIER: a part limiting its player's summons carries that limit (./turn-part-limit.ts).
    if (parts.length) activated[0]!.turnParts = parts.map((p) => { const limits = turnPartLimits(p.text); return limits.length ? { ...p, limits } : p; });
  }
  // 「这个效果(的发动和效果)不会被无效化」 inside the effect (./unnegatable.ts).
  for (const u of has[SW_NOT_NEGATED!] ? unnegatableIn(seg.text) : []) {
    if (u.scope === 'this-effect') for (const e of es) if (isActivated(e)) e.cannotBeNegated ??= u.what;
  }
  // 「对方不能对应这个效果的发动把…发动」 inside the effect (./answer-guard.ts, CMP-CANNOT-BE-CHAINED).
  for (const g of has[SW_CANNOT_ANSWER!] ? answerGuardsIn(seg.text) : []) {
    if (g.scope === 'this-effect') for (const e of es) if (isActivated(e)) e.cannotBeAnsweredBy ??= g.guard;
  }
  // 「这张卡的效果变成和那张…相同」, and what a copy cannot apply (./copy.ts, issue 16).
  for (const e of es) {
    const copies = has[SW_BECOMES_SAME!] || has[SW_EFFECT_APPLIES!] ? copiesOf(e, seg.text) : undefined;
    if (copies) e.copies = copies;
    const not = notCopyableOf(e, seg.text, type);
    if (not) e.notCopyable = not;
  }
}

/** The words compileEffects and cardFacts ask of the whole card text, found in one pass over it (compile time, issue 12). */
const CARD_WORDS = ['当作装备卡使用', '发动的回合', '不会被无效化', '不能对应这张卡', '适用', '的回合，这张卡的'];
const cardWords = wordIndex(CARD_WORDS.map((w) => [w]));
const [CW_AS_EQUIP, CW_ACTIVATED_TURN, CW_NOT_NEGATED, CW_CANNOT_ANSWER_CARD, CW_APPLIES, CW_TURN_NAMED] = CARD_WORDS.map((_, i) => i);

/** 「这张卡特殊召唤的回合，这张卡的①②的效果不能发动」: the event, then the numbers of the effects it bars. */
const CARD_TURN_NAMED = /这张卡(送去墓地|被除外|除外|召唤·特殊召唤|特殊召唤|召唤)的回合[，,]这张卡的([①-⑳]+)的?效果不能(?:发动|使用)/;
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

/** What the whole card's words say of its effects (pledges, negation, 「…则不适用」). */
function cardFacts(out: EffectFacts[], text: string, has: Uint8Array): void {
  // 「这张卡发动的回合，…」 binds the card activation; 「这张卡的效果发动的回合，…」 every activated effect.
  for (const p of has[CW_ACTIVATED_TURN!] ? pledgesIn(text) : []) {
    if (p.scope === 'this-effect') continue;
    const cardActivation = out.filter((e) => e.kind === 'activation');
    const bound = p.scope === 'card-activation' && cardActivation.length ? cardActivation : out.filter(isActivated);
    for (const e of bound) e.pledge ??= p.pledge;
  }
  // CH-PLEDGE-ATTACK: 「这个卡名的效果1回合只能使用1次，这个效果发动的回合，这张卡不能攻击」 written before ①: on the card's activated effects.
  const head = has[CW_ACTIVATED_TURN!] && text.includes('①') ? text.slice(0, text.indexOf('①')) : '';
  for (const p of head.includes('发动的回合') ? pledgesIn(head) : []) {
    if (p.scope === 'this-effect') for (const e of out) if (isActivated(e) && e.kind !== 'activation') e.pledge ??= p.pledge;
  }
  // (s58, CH-PLEDGE-BATTLE-PHASE) An unnumbered text whose 「这个效果发动的回合，…」 stands in a sentence apart from the effect (隆隆隆巨灵:
  // 「…1回合只能使用1次，这个效果发动的回合，自己不能进行战斗阶段」): the pledge of its one activated effect — with more than one, which
  // it binds is not known, and it is left.
  if (has[CW_ACTIVATED_TURN!] && !text.includes('①')) {
    const activated = out.filter((e) => isActivated(e) && e.kind !== 'activation');
    if (activated.length === 1 && !activated[0]!.pledge) for (const p of pledgesIn(text)) if (p.scope === 'this-effect') activated[0]!.pledge ??= p.pledge;
  }
  // An attack pledge the compiler cannot read: a note on the effects it binds (the engine says it did not judge it).
  for (const u of has[CW_ACTIVATED_TURN!] ? unreadAttackPledges(text) : []) {
    if (u.scope === 'this-effect' && !head.includes(u.clause)) continue;
    const cardActivation = out.filter((e) => e.kind === 'activation');
    const bound = u.scope === 'card-activation' && cardActivation.length ? cardActivation : out.filter((e) => isActivated(e) && (u.scope !== 'this-effect' || e.kind !== 'activation'));
    for (const e of bound) if (!(e.unknown ?? []).includes(`action: ${u.clause}`)) (e.unknown ??= []).push(`action: ${u.clause}`);
  }
  // CH-POSITION-LOCK-UNREAD: a pledge on changes of battle position, unread, is a note of the effects it binds (./position-lock-unread.ts).
  // CH-POSITION-LOCK-LEFT (s49): 「这张卡发动的回合，这些效果怪兽…不能改变表示形式」 written apart (阿努比斯的诅咒): on the card activation's change.
  if (has[CW_ACTIVATED_TURN!]) for (const e of out) if (e.kind === 'activation') turnLockOnChanged(e, text);
  if (has[CW_ACTIVATED_TURN!]) unreadPositionPledgesOf(out, text, isActivated);
  // CH-SENT-GY-TURN (s57): 「这张卡特殊召唤的回合，这张卡的①②的效果不能发动」 (究极宝玉神 虹龙) — one sentence outside the numbered effects
  // barring those it names: the same turn condition on each. Before, kept as an empty continuous effect and the effects were activated
  // in the turn it was summoned. (That empty effect, the sentence alone, goes.)
  const named = has[CW_TURN_NAMED!] ? CARD_TURN_NAMED.exec(text) : null;
  if (named) {
    for (const e of out) if (e.n > 0 && named[2]!.includes(CIRCLED[e.n - 1]!) && isActivated(e)) addConditions(e, { ...CARD_TURN_EVENT[named[1]!]! });
    const said = out.findIndex((e) => e.n === 0 && e.kind === 'continuous' && e.does.length === 0 && e.words !== undefined && named[0].startsWith(e.words));
    if (said >= 0) out.splice(said, 1);
  }
  // 「这个效果发动的回合，这张卡不能直接攻击」 outside the numbered effects: on the card's activated effects.
  if (has[CW_ACTIVATED_TURN!]) battlePledgeOfText(text, out.filter((e) => isActivated(e) && e.kind !== 'activation'));
  // 「这张卡的发动和效果不会被无效化」 binds the card activation; 「这个卡名的效果的…」 every activated effect.
  for (const u of has[CW_NOT_NEGATED!] ? unnegatableIn(text) : []) {
    if (u.scope === 'this-effect') continue;
    const cardActivation = out.filter((e) => e.kind === 'activation');
    const bound = u.scope === 'card-activation' ? cardActivation : out.filter(isActivated);
    for (const e of bound) e.cannotBeNegated ??= u.what;
  }
  // 「不能对应这张卡的发动让…发动」 binds the card activation (./answer-guard.ts, CMP-CANNOT-BE-CHAINED).
  for (const g of has[CW_CANNOT_ANSWER_CARD!] ? answerGuardsIn(text) : []) {
    if (g.scope !== 'card-activation') continue;
    for (const e of out) if (e.kind === 'activation') e.cannotBeAnsweredBy ??= g.guard;
  }
  // 「这张卡的效果若这张卡的超量素材没有则不适用」 (始祖守护者 提拉斯): a condition on all the card's effects, not read as one; its
  // protections from destruction are then not stated as holding always (the engine would apply them without the condition).
  // CMP-MATERIALS-APPLY: when it is the Xyz Materials it holds, the condition is one the engine reads: every effect of the card gets
  // it (a protection then holds only while it has materials; an effect is activated only then), and the protections keep their terms.
  if (has[CW_APPLIES!] && /这张卡的效果若这张卡的超量素材没有则不适用/.test(text)) {
    for (const e of out) if (e.does.length > 0) addConditions(e, { is: 'self-state', state: 'has-materials' });
  } else if (has[CW_APPLIES!] && /则不适用|的场合[^。]*?效果不适用|效果不能适用/.test(text)) {
    for (const e of out) for (const a of e.does) if (a.do === 'cannot-be-destroyed') delete a.against;
  }
}

const isActivated = (e: EffectFacts): boolean => e.kind !== 'continuous' && e.kind !== 'procedure';

/**
 * CH-LEVEL-AT-RESOLUTION: the words one ● choice record stands for — the text before the first ● and its own ● (the records sharing
 * `choiceOf` are the ● in the order written). When the ● and the records do not pair one to one, the whole text.
 */
function choiceText(text: string, records: readonly EffectFacts[], e: EffectFacts): string {
  const [main, ...bullets] = text.split(/(?=●)/);
  const k = records.indexOf(e);
  return bullets.length === records.length && k >= 0 ? `${main}${bullets[k]}` : text;
}

/**
 * ● lines: what an answered activation must include (「包含以下其中任意种效果…发动时」, 灰流丽), choices
 * of one activation (「以下效果选择1个发动」, 神之宣告), or what a lingering effect does (「以下效果适用」).
 */
function bulletsOf(text: string): { main: string; bullets: string[] } {
  const at = text.indexOf('●');
  if (at < 0) return { main: text, bullets: [] };
  return { main: text.slice(0, at), bullets: text.slice(at + 1).split('●').map((b) => b.trim()).filter(Boolean) };
}

/**
 * 「等级合计直到…为止，把自己的手卡·场上的怪兽解放或者作为解放的代替而把墓地的…除外，从手卡把1只…仪式召唤」: the
 * clause before the Ritual Summon names its materials — part of that summon, not moves of their own.
 */
const withoutRitualMaterials = (text: string): string =>
  !text.includes('仪式召唤')
    ? text
    : text
        // (Materials sent from the Deck, 「从卡组把通常怪兽送去墓地」, still leave the Deck for the GY — what 灰流丽
        // answers: kept as that one step, which ./actions reads as materials from the Deck.)
        .replace(/(等级合计|直到[^，。]*?为止)[^。]*?[，,](?=[^，。]*仪式召唤)/g, (m) => (/(?<!额外)卡组[^，。]*?送去墓地/.test(m) ? '把卡组的素材怪兽送去墓地，' : ''))
        // 「自己墓地的「转生炎兽」怪兽也能作为解放的代替而回到卡组。」: more materials, said after the summon.
        .replace(/(^|。)[^。]*?作为(仪式召唤的)?解放的代替[^。]*。/g, '$1');

/**
 * CMP-ZERO-STAT-SUMMON: 「从卡组选1只龙族怪兽，攻击力·守备力变成0特殊召唤」 (圣刻 cards): the monster chosen is Special Summoned and
 * its ATK/DEF made 0 by that summon — read as 「把1只…特殊召唤。这个效果特殊召唤的怪兽的攻击力·守备力变成0」, so the summon keeps
 * what it chooses and the 变成 applies to the monster summoned (rules reference docs/c03/攻守计算.rst:446).
 */
const withZeroStatSummon = (text: string): string =>
  !text.includes('变成0特殊召唤')
    ? text
    : text
        .replace(/选(\d+只[^，。]*?)[，,](攻击力·守备力|攻击力|守备力)变成0特殊召唤/g, '把$1特殊召唤。这个效果特殊召唤的怪兽的$2变成0')
        // 「以…1只怪兽为对象…那只怪兽攻击力·守备力变成0特殊召唤」 (娱乐法师 戏法小丑): the target summoned, then made 0.
        .replace(/(^|[。，,])那只怪兽的?(攻击力·守备力|攻击力|守备力)变成0特殊召唤/g, '$1那只怪兽特殊召唤。这个效果特殊召唤的怪兽的$2变成0');

/**
 * `a` then `b`, in a new array (as `[...a, ...b]`), built in one array literal: two empty lists spread make an array of another
 * kind, met late by the clause readers (compile time, issue 12).
 */
function both<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}

function compileEffect(e: EffectFacts, fullText: string, type: CardType, numbered = false): EffectFacts[] {
  fullText = withZeroStatSummon(withoutRitualMaterials(fullText));
  const { main, bullets } = bulletsOf(fullText);
  const includes = bullets.length > 0 && /包含以下|以下[^。]*?任意种效果/.test(main);
  // (Old words: 「选择下面1个效果发动」「从下列效果中选择1项发动」. 「对方选择下面的1个效果」 is the opponent's pick as it resolves.)
  // CMP-COUNTER-CHOICES (./counter-choices.ts): 「把自己场上的X指示物的以下数量取除，那个效果发动。●2个：A ●4个：B」 — options too, each costing its counters.
  const byCounters = bullets.length > 0 && !includes && isActivated(e) ? counterChoicesOf(main, bullets) : null;
  // CH-CHOICE-AT-RESOLUTION: 「（对方）从以下效果选（择）1个适用。●A ●B」 — one ● picked as it resolves (by that player): options too, each a
  // record of its own (`choiceOf`), marked `choiceAtResolution` — not a lingering effect of every ●.
  const atResolution = bullets.length > 0 && !includes && byCounters === null ? RESOLUTION_CHOICE.exec(main) : null;
  // CMP-DICE-OUTCOMES: 「掷1次骰子，出现的数目的效果适用。●1：A ●2～5：B ●6：C」 — one ● applies, the one of the number rolled (review s46-rv2:
  // every ● was done one after the other — a roll destroying both fields at once). Each ● an option of its own, picked as it resolves by the die.
  const dice = bullets.length > 1 && !includes && byCounters === null && atResolution === null && DICE_OUTCOMES.test(main) && bullets.every((b) => DICE_HEAD.test(b)) ? DICE_OUTCOMES.exec(main) : null;
  const choices = byCounters !== null || atResolution !== null || dice !== null || (bullets.length > 0 && !includes && /(以下|下面|下列)的?(1个|1项)?效果[^。]*?(选择|发动)|把以下效果发动|选择(下面|以下|下列)?的?1(个|项)/.test(main) && !/适用|对方选择/.test(main));
  // 「这个回合，以下效果适用。●…」「…得到以下效果。●…」: the ● lines are a lingering (or granted) effect.
  // Added (issue 16, rules reference docs/c03/特定效果的处理方法.rst:170–181): 「…才能发动。以下效果适用。●A ●B」 with nothing lasting
  // (no 「这个回合」「直到」「得到」, no state it applies under) and no heading on its ● (「●2张以上：」) — the ● are steps of the
  // effect itself, done one after the other, each whether or not the one before applied.
  const sequence = bullets.length > 0 && !includes && !choices && /以下效果适用。?$/.test(main.trim()) && !/这个回合|直到|得到|发动后|的场合[，,]以下|数量的以下|对应的以下/.test(main) && bullets.every((b) => !/^[^，。：]{1,16}：/.test(b));
  // Added (issue 16, CH-STEPS-APART; rules reference docs/c03/特定效果的处理方法.rst:183): 「选最多有…数量的以下效果适用（相同效果
  // 最多1个）。●A ●B」 — the player picks up to that many ●, each at most once, as the effect resolves: steps of the effect itself, done one
  // after the other (`apart`), each one the player may leave out (`optional`; the bound on how many is not weighed).
  const upTo = bullets.length > 0 && !includes && !choices && !sequence && /选最多[^。]*?的以下效果适用(（[^）]*）)?。?$/.test(main.trim()) && !/这个回合|直到|得到/.test(main) && bullets.every((b) => !/^[^，。：]{1,16}：/.test(b));
  // CMP-MATERIAL-KINDS-TIERS: 「那些作为融合素材的怪兽种类的以下效果适用。●3种类以上：A ●5种类以上：B」 — each ● is a step of the
  // effect itself, done only when the card's Fusion Materials were of at least that many kinds (`ifMaterialKinds`).
  const tiers = bullets.length > 0 && !includes && !choices && /作为融合素材的怪兽种类的以下效果适用/.test(main) && bullets.every((b) => /^\d+种类以上[：:]/.test(b.trim()));
  // CMP-MATERIAL-ATTRIBUTE-TIERS: 「那些为特殊召唤而除外的怪兽属性的以下效果适用。●只有光：A ●只有暗：B ●光和暗：C」 — each ● is a step of the
  // effect itself, done only when the Attributes of the monsters banished for its summon are exactly those (`ifMaterialAttributes`).
  const ATTRIBUTE_TIER = /^(?:只有)?([光暗地水炎风](?:和[光暗地水炎风])*)[：:](.*)$/;
  const attrTiers = bullets.length > 0 && !includes && !choices && !tiers && /为特殊召唤而除外的怪兽属性的以下效果适用/.test(main) && bullets.every((b) => ATTRIBUTE_TIER.test(b.trim()));
  // CMP-MOVED-COUNT-TIERS: 「…全部破坏。那之后，这个效果破坏的卡数量的以下效果适用。●1张以上：A ●2张以上：B」 — each ● is a step of the
  // effect itself, done only when the steps before moved at least that many cards that way (`ifMovedAtLeast`), each apart.
  const MOVED_TIER = /^(\d+)张(?:以上)?[：:](.*)$/;
  const movedHead = /这个效果(破坏|除外|送去墓地|回到手卡|回到卡组)的卡的?数量的以下效果适用。?$/.exec(main.trim());
  const movedTiers = bullets.length > 0 && !includes && !choices && !tiers && !attrTiers && movedHead !== null && bullets.every((b) => MOVED_TIER.test(b.trim()));
  // CMP-KINDS-IN-ZONE-TIERS (./kinds-tiers.ts): 「自己墓地的「X」怪兽种类的以下适用。●1种类：A ●3种类以上：B」 — each ● a step done while that count holds.
  // CMP-TURN-TIERS (./kinds-tiers.ts): 「发动的回合的以下效果适用。●自己回合：A ●对方回合：B」 — each ● a step done only in that turn.
  const kindsTiers = !includes && !choices && !tiers && !attrTiers && !movedTiers && e.kind !== 'continuous' ? (kindsTiersOf(main, bullets) ?? turnTiersOf(main, bullets) ?? positionTiersOf(main, bullets)) : null;
  const turnTiers = kindsTiers !== null && kindsTiers.tiers.every((t) => t.holds.is === 'turn');
  const granted = bullets.length > 0 && !includes && !choices && !sequence && !upTo && !tiers && !attrTiers && !movedTiers && !kindsTiers && /以下效果适用|得到以下效果|以下效果[^。]*?适用/.test(main);
  if (choices && e.kind !== 'continuous' && e.kind !== 'procedure') {
    // 「以下效果选择1个发动。●A ●B」: each ● is a record of its own (`choiceOf`), chosen at activation — its
    // conditions, costs, targets and steps joined to the effect's own words, so each is judged apart.
    // (The words 「从以下效果选1个适用」 are no step: the ● that is picked follows the steps before them.)
    const mainClauses = clausesOf(byCounters ? byCounters.main : atResolution ? main.replace(RESOLUTION_CHOICE, '。').replace(/。(?:[。，,\s]*)$/, '。').replace(/^。$/, '') : dice ? main.replace(DICE_OUTCOMES, '。') : main, numbered);
    const records: EffectFacts[] = [];
    for (const [i, full] of bullets.entries()) {
      const b = byCounters ? byCounters.options[i]!.text : dice ? full.replace(DICE_HEAD, '') : full;
      const rec = copyEffect(e);
      const bc = clausesOf(b);
      // CMP-BULLET-TARGET: the old 「●以自己场上1只机械族·光属性怪兽为对象，把这张卡…装备」 — a ● opening with 「以…为对象，」 and no 发动
      // (the heading said 「选择1个发动」) names its target there: read as the target, not a step.
      if (!bc.targets.length && bc.steps.length > 1 && /^以[^，。]+为对象$/.test(bc.steps[0]!.text) && !bc.steps[0]!.sentence) bc.targets = [bc.steps.shift()!.text];
      const c: Clauses = {
        limits: both(mainClauses.limits, bc.limits),
        conditions: both(mainClauses.conditions, bc.conditions),
        costs: both(mainClauses.costs, bc.costs),
        targets: both(mainClauses.targets, bc.targets),
        steps: both(mainClauses.steps, bc.steps),
        resolution: mainClauses.resolution || bc.resolution,
      };
      // Whether it targets was read over the whole text: a ● that names no target does not target.
      if (!c.targets.length && !b.includes('为对象') && bullets.some((x) => x.includes('为对象'))) rec.targets = null;
      rec.choiceOf = e.n;
      if (atResolution) {
        rec.choiceAtResolution = atResolution[1] ? 'opponent' : 'self';
        rec.choiceWords = b.trim().replace(/。$/, '');
      }
      if (dice) {
        rec.choiceAtResolution = 'die';
        rec.choiceWords = full.trim().replace(/。$/, '');
        rec.dieFaces = dieFacesOf(full);
      }
      // CH-EQUIP-MONSTER-NO-EFFECT: 「●装备的这张卡特殊召唤」 (a Union's ●) — activated where the card is an Equip Card (./kind.ts reads it for a whole effect).
      if (!rec.from && type.kind === 'monster' && b.trim().startsWith('装备的这张卡')) rec.from = 'spell';
      // (A ● that opens with its own moment 「●对方怪兽的攻击宣言时才能发动。」 is used then: that 「…时」 is its event.)
      const out = compileClauses(rec, c, `${main}${b}`, type, { includes: false, granted: false, bullets: [], choice: true, events: both(mainClauses.conditions, bc.conditions.filter((x) => /(时|之际)$/.test(x))) });
      // CMP-ATTRIBUTE-REVEAL-COST: 「从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。●地·暗：…」 — each ● costs showing one monster
      // of the hand of each Attribute its heading names (read looser: that many monsters of those Attributes).
      const shown = main.includes('那属性的手卡的怪兽') ? /^([光暗地水炎风](?:·[光暗地水炎风])*)：/.exec(b.trim()) : null;
      if (shown && /把那属性的手卡的怪兽各1只给对方观看(才能)?发动/.test(main)) {
        const attrs = shown[1]!.split('·');
        out.cost = [...(out.cost ?? []), { do: 'look', what: { count: attrs.length, filter: { kind: 'monster', place: 'hand', attribute: attrs.length === 1 ? attrs[0]! : attrs }, scope: 'choose' }, from: 'hand' }];
      }
      if (byCounters) out.cost = [byCounters.options[i]!.cost, ...(out.cost ?? [])];
      // CH-CHOICE-AT-RESOLUTION: 「…那之中有宣言的卡的场合，从以下效果选1个适用」「出现的数目合计是7的场合，再从以下效果…」 — the ● is done only
      // when what the steps before showed is so (`conditional`; left to a die: `uncertain` too).
      const own = atResolution ? compileActions(bc.steps, { targets: false, answers: false }).does.length : 0;
      const bulletDoes = out.does.slice(Math.max(0, out.does.length - own));
      // CMP-DICE-OUTCOMES: what a ● of a roll does is left to chance (`uncertain`: no 「一定会破坏」 a negation answers).
      if (dice) {
        const mine = compileActions(bc.steps, { targets: false, answers: false }).does.length;
        for (const a of out.does.slice(Math.max(0, out.does.length - mine))) {
          a.uncertain = true;
          // CMP-DICE-ON-EVENT-CARD: 「那之内的1只受…」 — a ● with no subject of its own (「●1：加入手卡」) moves that card, from the GY it was sent to.
          if (DICE_ON_EVENT_CARD.test(main) && a.what === undefined && /送去[^。]*?墓地的场合/.test(main)) Object.assign(a, { what: 'event-cards', from: 'gy' });
        }
        // (A ● whose words read as no step — 轮盘蜘蛛 「●2：那次攻击变成对自己的直接攻击」 — is said unread, not applied as nothing silently.)
        if (mine === 0 && !(out.unknown ?? []).some((u) => u.includes(b.trim()))) out.unknown = [...(out.unknown ?? []), `action: ${b.trim().replace(/。$/, '')}`];
      }
      if (atResolution && /的场合[，,]?$/.test(main.slice(0, atResolution.index))) {
        for (const a of bulletDoes) {
          a.conditional = true;
          if (/骰子|硬币/.test(main)) a.uncertain = true;
        }
      }
      // 「对方从以下效果选择1个适用。●自己基本分回复… ●给与对方基本分…伤害」: the ● speaks as the player who picks it — its 「自己」 is this
      // card's opponent, its 「对方」 this card's player.
      // (A gain or a draw naming no player is the chooser's own.)
      if (atResolution?.[1]) for (const a of bulletDoes) out.does[out.does.indexOf(a)] = chooserSides((a.do === 'gain-lp' || a.do === 'draw') && a.player === undefined ? { ...a, player: 'self' } : a);
      records.push(out);
    }
    return records;
  }
  // CMP-SET-COUNT-TIERS (./kinds-tiers.ts): 「双方受自身的魔法与陷阱区域盖放的卡数量的以下所适用。●0张：A ●4张以上：B」 — a continuous effect's
  // cases by each player's Set cards: only the case whose count holds applies (before, every ● applied at once, its heading read as a count).
  const setTiers = e.kind === 'continuous' && !includes && !choices ? setCountTiersOf(main, bullets) : null;
  const text = setTiers
    ? setTiers.main
    : kindsTiers
    ? kindsTiers.main
    : sequence
    ? `${main.trim().replace(/以下效果适用。?$/, '')}${bullets.map((b) => b.replace(/。?$/, '。')).join('')}`
    : upTo
    ? `${main.trim().replace(/选最多[^。]*?的以下效果适用(（[^）]*）)?。?$/, '')}${bullets.map((b) => b.replace(/。?$/, '。')).join('')}`
    : attrTiers
    ? main.replace(/[^。]*为特殊召唤而除外的怪兽属性的以下效果适用。?/, '')
    : movedTiers
    ? main.trim().replace(/[。，,]?(?:那之后[，,]?)?这个效果[^。，]*?的卡的?数量的以下效果适用。?$/, '。')
    : includes || choices || granted || tiers ? main : bullets.length ? `${main}${bullets.join('。')}` : main;
  // CT-BOND: 「这张卡从场上离开时那只怪兽破坏」「那只怪兽破坏时这张卡破坏」 — ties of 持续取对象 (./bonds.ts), no steps of the effect:
  // taken out of its text, added to what it states.
  // CMP-NAMED-LEAVES-SELF-DESTROY (./named-leaves.ts): 「当「X」离场时，这张卡被破坏」 — a self-destruction once no 「X」 is on its field.
  const gone = e.kind === 'continuous' ? namedLeavesSelfDestroy(text) : null;
  if (gone) {
    e.condition = [...(e.condition ?? []), gone.condition];
    e.does = [gone.action];
    return [e];
  }
  const tie = tiesOf(text);
  if (tie && !tie.rest.trim()) {
    e.does = tie.ties;
    return [e];
  }
  const c = clausesOf(tie ? tie.rest : text, numbered);
  // A continuous (or procedure) text with ● choices: the lines are read as steps of one effect.
  for (const b of choices ? bullets : []) {
    const bc = clausesOf(b);
    c.conditions.push(...bc.conditions);
    c.costs.push(...bc.costs);
    c.targets.push(...bc.targets);
    c.steps.push(...bc.steps.map((x, i) => (i === 0 ? step(x.text, 'or', x.sentence, x.semicolon) : x)));
  }
  const out = compileClauses(e, c, tie ? tie.rest : text, type, { includes, granted, bullets, choice: false });
  if (sequence) for (const a of out.does) a.apart = true;
  if (upTo) {
    // CH-UP-TO-COUNT: 「选最多有场地区域的卡的数量的以下效果适用」 — the number of ● applied is bounded by the cards in the Field Zones.
    const bound = /选最多有场地区域的卡的?数量的以下效果适用/.test(main) ? FIELD_ZONE_CARDS : undefined;
    for (const a of out.does) Object.assign(a, { apart: true, optional: true, upTo: true }, bound ? { upToCountOf: bound } : {});
  }
  if (tiers) {
    for (const b of bullets) {
      const m = /^(\d+)种类以上[：:](.*)$/.exec(b.trim())!;
      const r = compileActions(clausesOf(m[2]!).steps, { targets: false, answers: false });
      out.does.push(...r.does.map((a) => ({ ...a, apart: true, ifMaterialKinds: Number(m[1]) })));
    }
  }
  if (attrTiers) {
    for (const b of bullets) {
      const m = ATTRIBUTE_TIER.exec(b.trim())!;
      const r = compileActions(clausesOf(m[2]!).steps, { targets: false, answers: false });
      out.does.push(...r.does.map((a) => ({ ...a, apart: true, ifMaterialAttributes: m[1]!.split('和') })));
    }
  }
  if (kindsTiers) {
    for (const k of kindsTiers.tiers) {
      // (CMP-POSITION-TIERS: a ● that lasts the turn — 「●攻击表示：这个回合，…伤害步骤内，…」 — is left for the turn, as a lingering ● is.)
      const lasting = k.holds.is === 'self-state' && /^这个回合[，,]/.test(k.text.trim());
      const r = compileActions(clausesOf(lasting ? k.text.trim().replace(/^这个回合[，,]/, '') : k.text).steps, { targets: false, answers: false });
      if (lasting) { out.leaves = [...(out.leaves ?? []), ...r.does.map((a) => ({ ...a, conditional: true, whileHolds: [k.holds] }))]; continue; }
      out.does.push(...r.does.map((a) => ({ ...a, apart: true, conditional: true, whileHolds: [k.holds], ...(turnTiers ? { ifAtActivation: [k.holds] } : {}) })));
    }
  }
  if (setTiers) {
    for (const k of setTiers.tiers) {
      // (Each ● read as a continuous rule of its own, its case heading taken off: 「●0张：」 is no count of monsters.)
      const words = k.text.trim().replace(/。$/, '');
      const r = compileContinuous(words, '');
      // (「自己场上的怪兽不能攻击」: an attack rule the engine reads at the declaration — CH-ATTACK-CANNOT — under the same count.)
      const rules: EffectFacts = { ...e, does: [], attackRules: undefined };
      // (「不能攻击并不能把效果发动」: the attack part read as its own rule.)
      attackRulesOf(rules, words.replace(/并(?=不能)[^。]*$/, ''));
      const attack = (rules.attackRules ?? []).map((x) => ({ ...x, whileHolds: [...(x.whileHolds ?? []), k.holds] }));
      // (「…不能攻击并不能把效果发动」: the part after 「并」 a lock of its own on the same monsters' effects — before, not read at all.)
      const joined = /^(.*?场上的怪兽)不能攻击并(不能[^。]*)$/.exec(words);
      const lock = joined ? fieldMonsterEffectLockOf(joined[1]!, joined[2]!) : null;
      const mine = [...r.does.filter((a) => !(a.do === 'cannot-attack' && attack.some((x) => x.kind === 'cannot-attack'))), ...(lock ? [lock] : [])].map((a) => ({ ...a, whileHolds: [...(a.whileHolds ?? []), k.holds] }));
      // 「双方」: the opponent too, by their own count — the ● read from their side (its 「自己」 is the opponent).
      out.does.push(...mine, ...(setTiers.both ? mine.map((a) => chooserSides(a)) : []));
      if (attack.length) out.attackRules = [...(out.attackRules ?? []), ...attack, ...(setTiers.both ? attack.map((x) => chooserSides(x)) : [])];
    }
  }
  if (movedTiers && movedHead) {
    const VERB = { 破坏: 'destroy', 除外: 'banish', 送去墓地: 'send-to-gy', 回到手卡: 'return-to-hand', 回到卡组: 'return-to-deck' } as const;
    const by = VERB[movedHead[1] as keyof typeof VERB];
    for (const b of bullets) {
      const m = MOVED_TIER.exec(b.trim())!;
      const r = compileActions(clausesOf(m[2]!).steps, { targets: false, answers: false });
      out.does.push(...r.does.map((a) => ({ ...a, apart: true, ifMovedAtLeast: { by, count: Number(m[1]) } })));
    }
  }
  if (tie) out.does = [...out.does, ...tie.ties];
  // CMP-SHOWN-FUSION-MATERIALS (./shown-materials.ts): a step on the materials of the Fusion Monster shown from the Extra Deck (its look a cost or a step).
  if (text.includes('融合素材怪兽') && text.includes('额外卡组')) {
    const shown = shownFusionMaterials(text, { cost: out.cost ?? [], does: out.does });
    out.does = [...shown.does];
    if (out.cost) out.cost = [...shown.cost];
  }
  // (CH-SHOWN-CARD-NOTE: 「把额外卡组1只融合怪兽给对方观看」 — shown to the opponent, so the answer says; ./shown-materials.ts.)
  if (/额外卡组[1１一]只[^，。]*?给对方观看/.test(text)) {
    out.does = shownToOpponent(out.does);
    if (out.cost) out.cost = shownToOpponent(out.cost);
  }
  // (CH-SHOWN-CARD-NOTE: 「把作为对象的怪兽作为融合素材的场合，可以作为那只给人观看的怪兽的同名卡来成为融合素材」 — the look lends its shown name
  // to the targets as Fusion Material for the turn, which the binder's material check reads.)
  if (/把作为对象的怪兽作为融合素材的场合，可以作为那只给人观看的怪兽的同名卡来成为融合素材/.test(text)) out.does = out.does.map((a) => (a.do === 'look' ? { ...a, fusionNameOfShown: 'targets' as const } : a));
  // CH-EACH-SHOWN (./each-shown.ts): 「双方玩家从各自的额外卡组选…给对方观看」 — each player's look, and the damage read off the shown monsters.
  if (text.includes('双方玩家从各自的额外卡组选')) out.does = eachShown(text, out.does);
  // CMP-LP-PAID-EVENT: 「和那个数值相同的攻击力或守备力的1只…」 — the pick is bounded by the amount its event paid: the step says so
  // (`statIsPaid`), and the engine reads the amount from the payment (CH-LP-PAID-VALUE). A bound of another shape stays unread.
  const paidBound = /和那个数值相同的(攻击力或守备力|攻击力|守备力)[^，。]*/.exec(text);
  if (paidBound && out.trigger?.event === 'lp-paid') {
    const stat = paidBound[1] === '攻击力' ? 'atk' : paidBound[1] === '守备力' ? 'def' : 'atk-or-def';
    const pick = out.does.findIndex((a) => typeof a.what === 'object' && a.what.scope === 'choose');
    if (pick >= 0) out.does = out.does.map((a, i) => (i === pick ? { ...a, statIsPaid: stat } : a));
    else out.unknown = [...(out.unknown ?? []), `action: ${paidBound[0]}`];
  }
  return [out];
}

/** CH-UP-TO-COUNT: the cards in either Field Zone (「场地区域的卡」). */
const FIELD_ZONE_CARDS: CardFilter = { kind: 'spell', subtypes: ['field'], place: 'field' };

/** CH-CHOICE-AT-RESOLUTION: a ● step read as its chooser, the opponent, says it — 「自己」 and 「对方」 (sides and players) swapped. */
function chooserSides<T>(v: T): T {
  if (Array.isArray(v)) return v.map(chooserSides) as T;
  if (!v || typeof v !== 'object') return v;
  const o: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) o[k] = (k === 'side' || k === 'player' || k === 'targetSide') && (x === 'self' || x === 'opponent') ? (x === 'self' ? 'opponent' : 'self') : chooserSides(x);
  return o as T;
}

/** CH-COPY-AT-RESOLUTION: the words by which an activated effect takes its target's name and effects as it resolves. */
const COPIES_TARGET = /当作和(?:那只|选择的)(?:墓地的)?怪兽同名卡使用，得到相同(?:的|效果)|得到和那只怪兽(?:的原本的?卡名·效果相同的卡名·效果|相同的原本的?卡名·效果)/;

/** CMP-DICE-OUTCOMES: 「掷1次骰子，出现的数目的效果适用。」 heading ● whose own heads are the numbers (「●1：」「●2～5：」「●1·6：」). */
// (「根据出现的数目适用以下效果。」 (No.85 狂箱) says the same.)
// (「那之内的1只受出现的数目的效果适用」 长世国王恶魔②: the ● act on one of the cards of its event — DICE_ON_EVENT_CARD.)
const DICE_OUTCOMES = /[，,]?(?:那之内的1只受)?(?:出现的?数目的效果适用|根据出现的数目适用以下效果)[。，,]?\s*$/;
/** CMP-DICE-ON-EVENT-CARD: 「…的场合才能发动。掷1次骰子，那之内的1只受出现的数目的效果适用。●1：加入手卡。」 — each ● is done to one of the event's cards. */
const DICE_ON_EVENT_CARD = /那之内的1只受出现的?数目的效果适用/;
const DICE_HEAD = /^\s*[1-6](?:\s*[～~·・]\s*[1-6])*\s*[：:]/;

/** CMP-DICE-OUTCOMES: the numbers a ●'s head is for — 「1·2：」 1 and 2, 「2～5：」 2 to 5 — what a `[骰子n]` note is matched against. */
function dieFacesOf(bullet: string): number[] {
  const head = DICE_HEAD.exec(bullet)?.[0] ?? '';
  const faces = new Set<number>();
  for (const part of head.replace(/[：:\s]/g, '').split(/[·・]/)) {
    const range = /^([1-6])[～~]([1-6])$/.exec(part);
    if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) faces.add(n);
    else if (/^[1-6]$/.test(part)) faces.add(Number(part));
  }
  return [...faces].sort((a, b) => a - b);
}

/** CH-CHOICE-AT-RESOLUTION: 「（再）（对方）从以下效果选（择）1个适用」 — the words that open ● options picked as the effect resolves. */
const RESOLUTION_CHOICE = /[，,]?再?(对方)?从?以下效果选(?:择)?1个适用[。，,]?/;

interface ClauseOptions {
  /** The ● lines say what an answered activation must include (灰流丽). */
  includes: boolean;
  /** The ● lines are a lingering or granted effect. */
  granted: boolean;
  bullets: string[];
  /** This record is one ● choice. */
  choice: boolean;
  /** The clauses its event is read from, when not all its conditions (a ● choice's own 「…的场合」 is a state). */
  events?: string[];
}

/**
 * One effect's clauses → its facts: a continuous effect (./continuous.ts) and a summoning procedure are read apart; an activated
 * effect by the readers below, one place per part — the event (eventOf, applyEvent), the state it needs (activationState), costs and
 * targets, what it does (actionsOf), where it is used from (placeOf). (Small functions, each optimised on its own by V8: one giant
 * function was re-optimised whole on every deoptimisation of any part — compile time, issue 12.)
 */
function compileClauses(e: EffectFacts, c: Clauses, text: string, type: CardType, { includes, granted, bullets, choice, events }: ClauseOptions): EffectFacts {
  if (e.kind === 'continuous') return continuousClauses(e, c, text, granted, bullets);
  if (e.kind === 'procedure') return procedureClauses(e, c, text);
  const unknown: string[] = [];
  // What a card or quick effect answers (「…发动时」), where the classifier did not say.
  if ((e.kind === 'activation' || e.kind === 'quick') && !e.respondsTo) {
    const answers = compileAnswers(c.conditions, c.steps[0]?.text);
    if (answers) e.respondsTo = answers;
    // (CH-RESPONDS-TARGETS-EXACTLY: 「只以…1只为对象的…发动时」 — a card activation answers only such an activation, as a quick effect does: ./kind.ts.)
    const exactly = answers ? c.conditions.map(exactTarget).find((x) => x !== null) : undefined;
    if (answers && exactly) answers.targetsExactly = exactly;
  }
  // CH-RESPONDS-CHAINED: 「连锁到卡的效果的发动而有…发动时」 — it answers a link that is itself chained to a card's effect activation.
  if (e.respondsTo && c.conditions.some((x) => /^连锁到?卡的效果的发动而有/.test(x))) e.respondsTo.chained = true;
  // (The first sentence, the steps and the conditions as one text are read by several readers below: made once — compile time, issue 12.)
  const norm = normalise(text);
  const drawWords = firstSentenceOf(norm);
  const stepsText = stepsTextOf(c.steps);
  const conditionsText = c.conditions.join('，');
  const ev = eventOf(e, c, text, norm, drawWords, events);
  applyEvent(e, ev, conditionsText, unknown);
  eventAlternatives(e, c.conditions);
  quickOrAttacked(e, c.conditions);
  activationState(e, c, text, type, ev, unknown);
  stateAtEvent(e, conditionsText);
  alreadyThere(e, conditionsText);
  notInOwnChain(e, conditionsText, type.kind);
  causeKindOf(e, conditionsText);
  summonedByCardOf(e, conditionsText);
  // WIN-SAME-COLUMN-ACTIVATED (issue 16): 「和这张卡相同纵列有魔法·陷阱卡发动的场合」 — activated in this card's column.
  if (e.trigger && ([] as string[]).concat(e.trigger.event).includes('activated') && /和这张卡(?:的)?相同纵列有[^，。]*?发动(?:的场合|时)/.test(conditionsText)) e.trigger.sameColumn = true;
  // WIN-SAME-COLUMN-BATTLE (s58): 「这张卡和相同纵列的对方怪兽进行战斗的攻击宣言时」 — the battle's other monster stands in this card's column.
  if (e.trigger && ([] as string[]).concat(e.trigger.event).includes('attack-declared') && /这张卡(?:和|与)相同纵列的(?:对方)?怪兽进行战斗/.test(conditionsText)) e.trigger.foeSameColumn = true;
  // WIN-SAME-COLUMN-MOVED (s58): 「和这张卡相同纵列的对方的卡从场上离开的场合或者被战斗破坏的场合」 — the moved card stood in this card's column.
  if (e.trigger && /和这张卡相同纵列的[^，。]*?(?:卡|怪兽)(?:从场上离开|被[^，。]*?破坏)/.test(conditionsText)) e.trigger.subjectSameColumn = true;
  destroyedByOf(e, conditionsText);
  refineAlternatives(e, c.conditions, (alt, own) => {
    alreadyThere(alt, own);
    notInOwnChain(alt, own, type.kind);
    causeKindOf(alt, own);
    summonedByCardOf(alt, own);
    destroyedByOf(alt, own);
  });
  costsAndTargets(e, c, text, stepsText, unknown);
  const acts = actionsOf(e, c, text, type, stepsText, conditionsText, { includes, granted, bullets, choice });
  thoseExisting(e, c);
  placeOf(e, c, text, type, norm, drawWords);
  unanswerable(e, text);
  summonInProgress(e, conditionsText);
  attackedValue(e);
  destroyedValueDamage(e, stepsText);
  answeredValueDamage(e, stepsText);
  eventCardValue(e, stepsText);
  // CH-COUNT-MOVED: 「…上升送去墓地的怪兽数量×1000」 — the cards its cost moved, when the resolution moves none so (./cost-moved-stat.ts).
  costMovedStat(e, stepsText);
  splitStatTargets(e, stepsText);
  // 「那个对象转移为…这张卡」 (./target-move.ts, CH-TARGET-MOVED): after the steps are read, which would not read it.
  targetMoveOf(e, stepsText);
  // CH-COST-LP-UNIT: 「这张卡发动时，支付以1000为单位的基本分」 (old wording of a card activation's price) — a cost of any multiple of
  // the unit, paid as the card is activated.
  const lpUnit = e.kind === 'activation' ? acts.unknown.findIndex((u) => LP_UNIT.test(u)) : -1;
  if (lpUnit >= 0) {
    const unit = Number(LP_UNIT.exec(acts.unknown[lpUnit]!)![1]);
    (e.cost ??= []).push({ do: 'pay-lp', amount: unit, lpUnit: true });
    acts.unknown.splice(lpUnit, 1);
  }
  unknown.push(...acts.unknown.map((u) => `action: ${u}`));
  if (unknown.length) e.unknown = unknown;
  return e;
}


const LP_UNIT = /^(?:这张卡的?发动时，?)?支付以([0-9]+)为单位的基本分$/;

/**
 * CMP-THOSE-EXISTING: 「对方场上有攻击表示怪兽存在的场合，那些怪兽全部变成守备表示」 as an effect's lead — the state read as its condition
 * names the cards 「那些怪兽（卡）全部」 then acts on (not cards of an event). (The same inside the steps: ./actions.ts.)
 */
function thoseExisting(e: EffectFacts, c: Clauses): void {
  if (e.trigger || !e.condition || e.condition.length !== 1 || !/^那些(怪兽|卡)(也)?全部/.test(c.steps[0]?.text ?? '')) return;
  const cond = e.condition[0]!;
  const lead = c.conditions[c.conditions.length - 1] ?? '';
  if (cond.is !== 'exists' || cond.min || cond.or || !/^(自己|对方)?(场上|墓地)有[^，。]+存在的场合$/.test(lead)) return;
  if (lead.includes('以外') && !cond.filter.notName && !cond.filter.notArchetype) return;
  const filter: CardFilter = { ...cond.filter };
  if (!/其他|其它|以外/.test(lead)) delete filter.notSelf;
  for (const a of e.does) if (a.what === 'event-cards') a.what = { filter, scope: 'all' };
}

const PROTECTION_KINDS = new Set<string>(['unaffected', 'cannot-be-targeted', 'cannot-be-destroyed']);
/** CMP-STAT-LEAD-STATE: 「这张卡的②的方法召唤的」 — a summon by its own numbered effect, which no pass reads (others — 「这个方法特殊召唤的」, 「反转召唤的」 — are read by the summon memory). */
const NUMBERED_SUMMON = /的[①-⑳]的方法(?:通常|特殊)?召唤/;
/** CMP-STAT-GY-SAME-TYPE: a subject naming a Type/Attribute its lead found (「那个种族的怪兽」「那个属性的怪兽」). */
const LEAD_NAMED_VALUE = /那个(?:种族|属性)/;
/** CMP-STAT-LEAD-STATE: a lead that only says where this card is (「只要这张卡在怪兽区域存在」): no condition beyond the effect's own. */
const PLAIN_PRESENCE = /^(?:只要)?这张卡(?:在(?:自己)?(?:场上|怪兽区域|主要怪兽区域|额外怪兽区域|魔法与陷阱区域|魔法·陷阱区域|场地区域|灵摆区域))?(?:表侧(?:攻击|守备)?表示)?存在$/;

/** A continuous effect's clauses: what it holds (./continuous.ts), under the conditions it names. */
function continuousClauses(e: EffectFacts, c: Clauses, text: string, granted: boolean, bullets: string[]): EffectFacts {
  const unknown: string[] = [];
  // CMP-OLD-CONTINUOUS-SPLIT (s49): 「这张卡特殊召唤的回合，…不会被破坏」 — the summon turn the clause split leaves as a first step is the lead (the
  // effect's condition: it holds that turn only), not a step of what it does.
  // (Only before a protection — 「不会被…破坏」「不受…影响」 — the kind whose lead the compiler reads as a condition; other such texts are left as they were.)
  if (c.conditions.length === 0 && c.steps.length > 1 && /^这张卡(特殊|通常)?召唤(成功)?的回合$/.test(c.steps[0]!.text) && /^[^，。]*?(不会被[^，。]*?破坏|不受[^，。]*?影响)$/.test(c.steps[1]!.text)) c = { ...c, conditions: [c.steps[0]!.text], steps: c.steps.slice(1) };
  const lead = c.conditions.join('，');
  // (CMP-NONCHAIN-NEGATE-TARGETING: 「可以把以…为对象发动的效果无效」 holds 「可以…发动」, which the clause split takes for activation words:
  // read over the effect's whole text.)
  const whole = text.includes('为对象发动的效果无效') && negatesAsItResolves(text.replace(/^[①-⑳][：:]/, '')) ? text.replace(/^[①-⑳][：:]/, '') : null;
  // CMP-UNAFFECTED-THEN-MORE: 「…这张卡不受陷阱卡的效果影响，可以在这张卡向怪兽攻击过的场合只再1次继续攻击」 — the protection's sentence goes
  // on with an attack rule whose 「…的场合」 the clause split takes for a lead: the protection is read on its own (the attack rule is not).
  const unaffectedHead = !whole && text.includes('不受') ? /^(?:[①-⑳][：:])?(?:此外，)?([^，。]*?不受[^，。]*?影响)[，,]可以在[^，。]*?继续攻击。?$/.exec(text.trim()) : null;
  const cont = unaffectedHead ? compileContinuous(unaffectedHead[1]!, '') : compileContinuous(whole ?? stepsTextOf(c.steps), whole !== null ? '' : lead);
  // CH-ATTACK-LOCK: 「这张卡攻击的场合，对方直到伤害步骤结束时…不能发动」 ends in 「发动」, which the clause split takes for the activation
  // words (no steps are left): read over the effect's whole text.
  // CMP-FACE-UP-EFFECT-LOCK: 「…已是表侧表示存在的魔法·陷阱卡不能把效果发动」 likewise.
  const lock = cont.does.length === 0 && c.steps.length === 0 ? attackLockOf(text) ?? faceUpEffectLockOf(text) ?? positionEffectLockOf(text) ?? summonTurnLockOf(text) : null;
  if (lock) cont.does.push(lock);
  // CMP-SUMMON-TURN-LOCK: the summon turn it holds in is the effect's condition too.
  if (lock?.forbidsActivation && lock.whileHolds?.every((h) => h.is === 'self-state' && h.state === 'summoned-this-turn')) addConditions(e, ...lock.whileHolds);
  // CMP-REWRITE-STANDING: 「只要这张卡在自己场上表侧表示存在，对方发动的通常魔法卡的效果变成「…」」 — a continuous rewrite (./rewrite.ts).
  // CMP-REWRITE-STANDING-WHILE: 「只要灵摆召唤的「魔界剧团」灵摆怪兽在自己场上存在，对方发动的怪兽的效果变成「…」」 — the rewrite holds while that
  // monster is there: the lead becomes the effect's condition.
  const whileLead = cont.does.length === 0 && lead ? standingLeadCondition(lead) : null;
  const standing = cont.does.length === 0 && (!lead || /^只要这张卡在(自己)?场上表侧表示存在$/.test(lead) || whileLead) ? standingRewriteOf(text) : null;
  if (standing) cont.does.push(standing);
  if (standing && whileLead) addConditions(e, ...whileLead);
  // CH-STAT-BATTLING: 「这张卡向对方怪兽攻击的伤害步骤内，那只怪兽的…攻击力变成…」 (蛇神 格③) — 「那只怪兽」 is the monster this card battles.
  if (/^这张卡向对方怪兽攻击的伤害步骤内$/.test(lead || (c.steps[0]?.text ?? ''))) {
    for (const a of cont.does) if (a.do === 'modify-stats' && a.what === 'event-cards' && a.change) Object.assign(a, { what: 'battling', whileHolds: [{ is: 'phase', phases: ['damage-step'] }, { is: 'battling', who: 'self', attacking: true }] });
  }
  e.does = cont.does;
  // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地的回合不能使用」 after a continuous effect (神数的神意②, a destruction replacement from the GY) —
  // never activated, so no activation condition: its actions hold only while the event did not happen to the card this turn.
  const turn = text.includes('的回合不能') ? CARD_TURN.exec(text) : null;
  if (turn) for (const a of cont.does) a.whileHolds = [...(a.whileHolds ?? []), { ...CARD_TURN_EVENT[turn[1]!]! }];
  // CMP-WHILE-FACE-UP-OPTIONAL: the LP its 「可以支付1000分使…无效化」 pays (read as a cost by the clause split) is paid each time the
  // negation is applied — a continuous effect is never activated, so it has no cost of its own.
  const paid = c.costs.length === 1 ? /^支付([0-9]+)基本分$/.exec(c.costs[0]!) : null;
  const negation = paid ? e.does.find((a) => a.do === 'negate-effects' && a.optional) : undefined;
  if (paid && negation) negation.alsoPayLp = Number(paid[1]);
  // SIT-SET-AS-SUMMON (issue 16): 「里侧守备表示盖伏（盖放）的场合，变成表侧守备表示召唤」 — a Set is made a face-up Defense Position summon.
  if (text.includes('里侧守备表示') && /里侧守备表示(盖伏|盖放)的场合[，,]?(变成|改为)表侧守备表示召唤/.test(text)) {
    e.setAsSummon = true;
    e.does = [];
  }
  // SIT-SET-LOCK (issue 16): 「（只要这张卡在怪兽区域存在，）对方不能（在场上）把卡盖放」 — that player cannot Set cards (or only monsters / Spells & Traps).
  const setLock = text.includes('盖放') ? /^(?:[①-⑳][：:])?(?:只要这张卡在(?:怪兽区域|场上)(?:表侧表示)?存在[，,])?(对方|自己|双方)(?:玩家)?都?不能(?:在场上)?把(卡|怪兽|魔法·陷阱卡)盖放。?$/.exec(text.trim()) : null;
  if (setLock) e.setLock = { who: setLock[1] === '对方' ? 'opponent' : setLock[1] === '自己' ? 'self' : 'both', what: setLock[2] === '卡' ? 'card' : setLock[2] === '怪兽' ? 'monster' : 'spell-trap' };
  // SIT-HAND-KEPT-REVEALED (issue 16): 「（只要这张卡在场上表侧表示存在，）双方玩家（必须在各自的回合）把手卡全部持续公开」 — that player's
  // hand is public information while the effect applies ('both' for 「双方」; 「在各自的回合」: each player's in their own turn only).
  const reveals = text.includes('持续公开') ? /^(?:[①-⑳][：:])?(?:只要这张卡在场上(?:表侧表示)?存在[，,])?(对方|自己|双方)(?:玩家)?(?:必须)?(在各自的回合)?把手卡全部持续公开。?$/.exec(text.trim()) : null;
  if (reveals) {
    e.revealsHand = { who: reveals[1] === '对方' ? 'opponent' : reveals[1] === '自己' ? 'self' : 'both', ...(reveals[2] ? { ownTurn: true } : {}) };
    e.does = [];
  }
  // CH-LP-GAIN-AS-DAMAGE (issue 16): 「对方（的）基本分（的）回复的效果变成给与对方基本分（的）伤害的效果」.
  const gain = text.includes('回复的效果变成') ? /(对方|自己)的?基本分的?回复的效果变成给与(对方|自己)基本分的?伤害的效果/.exec(text) : null;
  if (gain && gain[1] === gain[2]) {
    e.lpGainAsDamage = gain[1] === '对方' ? 'opponent' : 'self';
    e.does = [];
  }
  // CH-DAMAGE-LOWER-LP-ZERO: 「比对方基本分少的玩家受到的全部伤害变成0」.
  if (text.includes('基本分少的玩家') && /比对方(的)?基本分少的玩家受到的(全部)?伤害(变成|变为)0/.test(text)) {
    e.lowerLpNoDamage = true;
    e.does = [];
  }
  // CMP-BURN-ON-DAMAGE: 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害，给与对方N伤害」 — N more damage each time (CH-BURN-ON-DAMAGE).
  const burn = text.includes('给与对方伤害') ? /每次自己场上的「([^」]+)」怪兽用战斗·效果给与对方伤害[，,]给与对方(\d+)伤害/.exec(text) : null;
  if (burn) {
    e.burnOnDamage = { archetype: burn[1]!, amount: Number(burn[2]) };
    e.does = [];
  }
  if (cont.condition) addConditions(e, ...cont.condition);
  // CMP-STAT-WHILE-ATTACKING: 「这张卡攻击的场合，这张卡的原本攻击力变成一半数值」 (超级交通机人-隐形合体) — a change of its own value that holds
  // while this card is the attacker (read each time, like CH-STAT-BATTLING: it starts applying anew when the attack begins).
  else if (lead === '这张卡攻击的场合' && e.does.length > 0 && e.does.every((a) => a.do === 'modify-stats' && a.what === 'self' && a.change && !a.whileHolds)) {
    for (const a of e.does) {
      a.whileHolds = [{ is: 'battling', who: 'self', attacking: true }];
      delete a.conditional;
    }
  }
  // CMP-STAT-LEAD-STATE: 「自己场上有「A」以外的「B」怪兽存在的场合，这张卡的攻击力上升…」 — a continuous ATK/DEF change under a state its
  // lead names holds only while that state does: the lead's clauses become the effect's condition, when every one is read.
  // CH-CONT-MID-RESOLUTION: a protection under a state its lead names (「自己场上的卡只有这张卡的场合，这张卡不受其他卡的效果影响」)
  // likewise holds only while that state does — judged on the board as it stands, step after step of a resolution.
  else if (lead && e.does.length > 0 && e.does.every((a) => (a.do === 'modify-stats' && a.change && !a.conditional) || PROTECTION_KINDS.has(a.do))) {
    const conds = activationConditionsOfAll(c.conditions);
    if (conds && conds.length > 0) addConditions(e, ...conds);
    // CMP-STAT-LEAD-STATE (review s46): a lead naming a summon by its own numbered effect (「只要这张卡的②的方法召唤的这张卡在怪兽区域存在」,
    // 轻盈水星③), which nothing reads, was dropped, and the change applied always — now marked `conditional`: the engine does not apply it and
    // says its condition was not read (src/engine/game/field-stats.ts `unread`).
    // CMP-STAT-GY-SAME-TYPE (review s46 i-unity): 「自己墓地的全部怪兽的原本种族相同的场合，自己场上的那个种族的怪兽的攻击力上升800」 — an
    // unread lead whose subject names what that lead found (「那个种族」「那个属性」), read as 「自己场上的怪兽」: it raised every monster, whatever
    // the GY held — now `conditional` too: not applied, and the assumptions say its condition was not read.
    const leadNamed = LEAD_NAMED_VALUE.test(stepsTextOf(c.steps));
    if (!conds && c.conditions.some((l) => activationConditionsOfAll([l]) === null && !PLAIN_PRESENCE.test(l) && (NUMBERED_SUMMON.test(l) || leadNamed))) for (const a of e.does) if (a.do === 'modify-stats') a.conditional = true;
  }
  // CH-SELF-DESTRUCT: 「自己场上有「X」怪兽以外的怪兽存在的场合这张卡破坏」「场上没有场地魔法卡表侧表示存在的场合这张卡破坏」 — the state
  // under which the card destroys itself, when it is read (the engine applies it once a cost or a resolution brings it about).
  if (!e.condition?.length && !e.trigger && e.does.length > 0 && e.does.every((a) => a.do === 'destroy' && a.what === 'self')) {
    const m = /^([^，。]*?存在的场合)[，,]?这张卡破坏。?$/.exec(text.replace(/^[①-⑳][：:]/, '').trim());
    const conds = m && !/时|被/.test(m[1]!) ? activationCondition(m[1]!) : null;
    if (conds && conds.length > 0 && conds.every((x) => x.is === 'exists' || x.is === 'none' || x.is === 'only')) e.condition = conds;
  }
  unknown.push(...cont.unknown.map((u) => `action: ${u}`));
  // 「…得到以下效果。●…」: what it grants, as words and categories for /card (the engine does not apply them).
  const grants = granted ? bullets.flatMap((b) => { const r = compileActions(clausesOf(b).steps, { targets: false, answers: false }); return [...r.does, ...r.leaves]; }) : [];
  if (grants.length) e.leaves = grants;
  // 「这张卡成为…效果的对象时，这张卡破坏」: the event the continuous effect applies at (the engine's CH-TARGETED-CONTINUOUS).
  if (/成为[^，。]*?对象时/.test(lead)) {
    const ev = compileEvents(c.conditions);
    if (ev.trigger?.on?.includes('targeted')) e.trigger = ev.trigger;
  }
  if (unknown.length) e.unknown = unknown;
  return e;
}

/** A procedure's clause that moves its own cards (its materials): 「把自己墓地3张「秘旋谍」卡除外的场合」「把…解放的场合」. */
const PROCEDURE_DOING = /(除外|送去墓地|解放|回到卡组|回到持有者卡组|作为祭品|做祭品|丢弃|回到手卡|给对方观看|上记的?卡)[^，。]{0,4}(的场合|时)$/;

/** A summoning procedure's clauses. */
function procedureClauses(e: EffectFacts, c: Clauses, text: string): EffectFacts {
  // Issue 16: 「自己场上没有怪兽存在的场合可以特殊召唤」 — the state its summoning procedure needs, when every clause of it is read.
  // (「此外，」 opening the sentence — 「…作召唤。此外，自己场上有「X」存在的场合，这张卡可以从手卡特殊召唤」 — only joins it to the one before:
  // no condition, and it kept the clause after it unread (CH-PROCEDURE-CONDITION-UNREAD, review s45 rv2).)
  const conds = activationConditionsOfAll(c.conditions.filter((x) => x !== '此外'));
  if (conds && conds.length > 0) addConditions(e, ...conds);
  // CH-COLUMN-COUNT (s58): 「…的场合，这张卡可以在那个纵列的自己场上特殊召唤」 — the column counted must have its player's zone free.
  if (conds && text.includes('在那个纵列的自己场上')) for (const x of conds) if (x.is === 'column-count') x.ownZone = true;
  // CH-PROCEDURE-CONDITION-UNREAD (review s45 a-summon): a condition clause not read is not dropped silently — kept as unread, so the
  // answer says the procedure's condition was not judged.
  // (A clause that says what the procedure does with its cards — 「把…除外的场合」「把…解放的场合」 — is its materials, judged with them
  // (`特殊召唤 X 素材 Y`); one about a Normal Summon is not this procedure's.)
  if (!conds && c.conditions.length > 0) {
    const unread = c.conditions.filter((x) => !PROCEDURE_DOING.test(x) && !x.includes('通常召唤') && x !== '此外');
    if (unread.length) e.unknown = [...(e.unknown ?? []), ...unread.map((x) => `condition: ${x}`)];
  }
  // CH-FIRST-SPECIAL-SUMMON: 「在自己没有进行特殊召唤的自己主要阶段1，用卡的效果才能特殊召唤」 — only as its player's first Special Summon of the turn.
  if (/在自己没有进行(?:过)?特殊召唤的自己(?:的)?主要阶段1[，,]?用卡的效果才能特殊召唤/.test(text)) e.firstSpecialSummon = true;
  // Issue 16 (CH-PROCEDURE-OPPONENT-FIELD): 「这张卡可以把对方场上1只怪兽解放，从手卡往对方场上（攻击表示）特殊召唤」「把对方场上2只怪兽解放
  // 的场合可以在对方场上特殊召唤」 — the procedure puts the card on the opponent's field.
  if (e.does.length === 0 && /把对方场上[^。]*?怪兽解放[^。]*?(往|在)对方场上[^。]*?特殊召唤/.test(text)) {
    e.does = [{ do: 'special-summon', what: 'self', from: 'hand', player: 'opponent', ...(/攻击表示特殊召唤/.test(text) ? { position: 'attack' as const } : {}) }];
  }
  return e;
}

/** The event of an activated effect: a trigger's (the engine reads them), or the event a 「…时」 activation/quick effect waits for. */
function eventOf(e: EffectFacts, c: Clauses, text: string, norm: string, drawWords: string, events: string[] | undefined): CompiledEvents {
  // Events: a trigger's (the engine reads them), or the event a 「…时」 activation/quick effect waits for.
  // Old wording may name the moment right after the event's comma (「…除外的场合，那个回合的结束阶段时…」).
  const lastCondition = c.conditions[c.conditions.length - 1];
  // (Read from the text, not the first step: an old cost cut out of that step — 「那个回合的结束阶段时可以把…解放，…」 — takes its moment along.)
  const at = lastCondition ? norm.indexOf(lastCondition) : -1;
  const rest = at >= 0 ? noLeadComma(norm.slice(at + lastCondition!.length)).split('。')[0] : undefined;
  const opening = c.steps[0] ? rest : undefined;
  let ev = compileEvents(events ?? c.conditions, opening, rest);
  // 「每次…被送去墓地，…」「每次「X」怪兽的效果让对方受到伤害发动。」: the event of an each-time trigger is the 每次 clause.
  // (「每次…被破坏送去墓地发动。」: the clause may close on 「发动」 rather than a comma; 「每次自己的准备阶段控制者受到1000分伤害」:
  // a phase with no comma after it.)
  // (「每次直接攻击成功这张卡的攻击力上升1000」: the clause closes on 「成功」.)
  // (「每次自己把…卡发动才发动。」: 才发动 closes it too.)
  const each = text.includes('每次') ? /每次([^，。]*?)(?:[，,]|(?:才能|才)?发动[。，])/.exec(text) ?? /每次([^，。]*?(?:准备阶段|结束阶段|成功))/.exec(text) : null;
  if ((!ev.trigger || ev.trigger.on?.every((w) => w === 'other')) && each && e.kind === 'trigger') ev = compileEvents([`${each[1]!.replace(/(时|的场合)$/, '')}时`]);
  // 「和这张卡进行战斗的怪兽在伤害计算后破坏」: old wording names the battle's moment inside what is done; that moment is the event.
  // (Also where the only event read is a word of no event of its own: 「…攻击的场合」「…进行战斗的场合」.)
  const noEvent = (): boolean => !ev.trigger || !!ev.trigger.on?.every((w) => w === 'other');
  const moment = noEvent() && e.kind === 'trigger' ? /(?:^|。)([^。]*?(伤害计算后|伤害计算前|伤害步骤开始时))/.exec(norm) : null;
  if (moment) ev = compileEvents([moment[1]!]);
  // 「…那只怪兽破坏，伤害的计算适用」「…回到持有者手卡。伤害计算适用。」: done once the damage is calculated.
  else if (noEvent() && e.kind === 'trigger' && /伤害的?计算适用/.test(text)) ev = compileEvents(['伤害计算后']);
  // 「这张卡战斗破坏怪兽的回合的结束阶段，可以…」「1回合1次，在自己的准备阶段支付100基本分，就可以…」「可以在自己的结束阶段支付500分，…」:
  // old wording opens with the phase it is used in, closed by no 「时」 — that phase is the event (an event before it arms it).
  const phaseAt = noEvent() && e.kind === 'trigger' ? /^(?:1个?回合(?:只有)?1次[，,])?(?:可以)?在?([^，。]*?(?:准备阶段|结束阶段))(?!前)/.exec(norm) : null;
  if (phaseAt && !phaseAt[1]!.includes('直到')) ev = compileEvents([`${phaseAt[1]!}时`]);
  // 「…攻击的场合，不进行伤害计算把那只怪兽破坏」: the battle ends at the start of the damage step — its moment.
  // (Also over 「这张卡和…进行战斗时」, read as after damage calculation: with no damage calculated, the battle ends before it.)
  const battled = ev.trigger?.phase === 'after-damage-calculation' && /战斗时$/.test(ev.eventText);
  const unfought = (noEvent() || battled) && e.kind === 'trigger' ? noDamageCalculationTrigger(norm) : null;
  if (unfought) ev = compileEvents([judgedWhenFlipped(unfought) ? '这张卡进行战斗的伤害计算前' : '伤害步骤开始时']);
  // 「…攻击这张卡的场合，那只怪兽下一个回合不能攻击宣言」「这张卡战斗破坏怪兽时，那只怪兽从游戏中除外」: done once the battle is
  // fought — after damage calculation (cues.afterBattleTrigger); its own event, if any, only says which battle.
  const afterBattle = e.kind === 'trigger' ? afterBattleTrigger(norm) : null;
  if (afterBattle) ev = compileEvents([afterBattle]);
  // 「里侧守备表示的这张卡被对方怪兽攻击的场合，…」「这张卡受到对方怪兽攻击的场合，由其他的…怪兽承受攻击」: before damage calculation.
  else if (noEvent() && e.kind === 'trigger' && beforeDamageTrigger(norm)) ev = compileEvents(['这张卡进行战斗的伤害计算前']);
  // 「…抽卡阶段开始时，…经过通常抽卡后可以再抽1张」「可以把抽卡阶段时抽到的怪兽卡给双方确认」: the draw made is the event (cues.onTheDraw).
  // (The first sentence, the steps and the conditions as one text are read by several readers below: made once — compile time, issue 12.)
  if (e.kind === 'trigger' && onTheDraw(drawWords)) ev = compileEvents([`${drawWords.includes('对方抽到') ? '对方' : /^双方/.test(drawWords) ? '双方' : '自己'}抽卡时`]);
  return ev;
}

/** The event read, set on the effect: its trigger, or what it waits for. */
function applyEvent(e: EffectFacts, ev: CompiledEvents, conditionsText: string, unknown: string[]): void {
  if (e.kind === 'trigger') {
    // 「代替通常抽卡」: the classifier's Draw Phase trigger stands.
    // (Unless the event is a draw in that phase: 「抽卡阶段时抽到的卡是…的场合」.)
    if (e.trigger?.phase === 'draw-phase' && e.trigger.event === 'phase-start' && !ev.trigger?.on?.includes('drawn')) e.trigger.on = ['other'];
    else if (ev.trigger) e.trigger = ev.trigger;
    else if (!e.trigger) unknown.push(`condition: ${ev.eventText || conditionsText}`);
    // 时 vs 场合 of a phase trigger armed by an earlier event (「…战斗破坏对方怪兽送去墓地的场合，可以使…在那个回合的
    // 结束阶段时…」): it is used as that phase begins, like any phase trigger — a when, whatever word closed the arming event.
    if (e.timing && e.trigger?.armedBy?.length && e.trigger.phase) e.timing = 'when';
  } else if (e.kind === 'flip') {
    e.trigger = { ...(e.trigger ?? { event: 'flipped' }), on: ['flipped'] };
  } else if (ev.trigger && !e.respondsTo && ev.trigger.on?.some((w) => w !== 'other')) {
    e.waitsFor = ev.trigger;
    // CMP-CARD-WHEN-TIMING: a Spell/Trap card activation timed to an event closed by 「时」 (「怪兽的攻击无效时」) is a when, like
    // a trigger's: it misses its timing when something happened after that event (WIN-MISS-WHEN-LAST).
    if (e.kind === 'activation' && !e.timing && ev.trigger.on.includes('attack-negated') && /时$/.test(ev.eventText)) e.timing = 'when';
  }

}

/** One window 「(自己|对方|双方)(回合)?的?(主要阶段|战斗阶段)(一|1)?(时|中)?」 as the turn and the phase it names. */
const WINDOW = '(?:(自己|对方|双方)(?:回合)?的?)?(主要阶段|战斗阶段)([一1])?(?:时|中)?';
const STATED_WINDOWS = new RegExp(`这个效果(?:只能)?在${WINDOW}(?:(?:以及|及|和|或者)${WINDOW})?才能(?:发动|使用)`);
function statedWindows(text: string): Condition[][] {
  const m = STATED_WINDOWS.exec(text);
  if (!m) return [];
  const one = (side: string | undefined, phase: string, first: string | undefined): Condition[] => [
    ...(side === '自己' ? [{ is: 'turn', whose: 'self' } as const] : side === '对方' ? [{ is: 'turn', whose: 'opponent' } as const] : []),
    { is: 'phase', phases: phase === '战斗阶段' ? ['battle-phase'] : first ? ['main-phase-1'] : ['main-phase-1', 'main-phase-2'] },
  ];
  return [one(m[1], m[2]!, m[3]), ...(m[5] ? [one(m[4], m[5], m[6])] : [])];
}

/**
 * CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地的回合不能发动」(「…不能使用」) and the same words of another thing that happened to the card —
 * 「被除外」「除外」, 「特殊召唤」「召唤·特殊召唤」「召唤」 — not in the turn it happened. One fact, the event its parameter.
 */
const CARD_TURN = /这个效果在这张卡(送去墓地|被除外|除外|召唤·特殊召唤|特殊召唤|召唤)的回合不能(?:发动|使用)/;
const CARD_TURN_EVENT: Record<string, Extract<Condition, { is: 'not-this-turn' }>> = {
  送去墓地: { is: 'not-this-turn', event: 'sent-to-gy' },
  被除外: { is: 'not-this-turn', event: 'banished' },
  除外: { is: 'not-this-turn', event: 'banished' },
  '召唤·特殊召唤': { is: 'not-this-turn', event: 'summoned' },
  特殊召唤: { is: 'not-this-turn', event: 'summoned', how: 'special' },
  召唤: { is: 'not-this-turn', event: 'summoned', how: 'normal' },
};

/**
 * CH-SENT-GY-TURN (s58, the flip): 「这个效果在这张卡召唤·特殊召唤·反转的回合不能发动」 (沉默剑士 LV3) and the old texts' 「（召唤·特殊召唤·反转的回合不能使用此效果）」
 * (究极昆虫 LV1/LV3/LV5) — not in the turn this card was Normal or Special Summoned, nor in the turn it was flipped face-up (a Flip
 * Summon, or a flip by an effect): two conditions on this card, the flip one the event `flipped`.
 */
const CARD_TURN_FLIPPED = /(?:这个效果在这张卡|（)召唤·特殊召唤·反转的回合不能(?:发动|使用)/;

/** What must be so to activate the effect, and to resolve it. */
function activationState(e: EffectFacts, c: Clauses, text: string, type: CardType, ev: CompiledEvents, unknown: string[]): void {
  // 「…存在的场合才能发动」「自己主要阶段」: what must be so to activate it (the events aside).
  const conds = activationConditionsOf(c.conditions, e, type, ev.trigger ? ev.eventText : null, unknown);
  // CMP-BOTH-MAIN-PHASES: 「这个效果在双方的主要阶段才能发动」 (娱乐伙伴 鞭子蛇) — a quick effect (./kind.ts) used in either player's Main Phase only.
  // CH-COND-EITHER: 「这个效果在自己回合的主要阶段及对方回合的战斗阶段才能发动」 (血之代偿) 「…在自己的主要阶段时以及对方的战斗阶段时才能发动」 —
  // either window, each its player's turn and its phase; one window alone (「这个效果在自己回合的主要阶段时才能发动」「…在战斗阶段时才能发动」)
  // is that turn and phase.
  if (text.includes('这个效果') && text.includes('阶段') && !conds.some((x) => x.is === 'phase' || x.is === 'either')) {
    const windows = statedWindows(text);
    if (windows.length === 1) conds.push(...windows[0]!);
    else if (windows.length > 1) conds.push({ is: 'either', of: windows });
  }
  // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地／被除外／特殊召唤的回合不能发动」 — a condition on this card (the engine reads the turn it happened).
  const flipTurn = text.includes('反转的回合不能') && CARD_TURN_FLIPPED.test(text);
  const turn = text.includes('的回合不能') && !flipTurn ? CARD_TURN.exec(text) : null;
  if (turn) conds.push({ ...CARD_TURN_EVENT[turn[1]!]! });
  if (flipTurn) conds.push({ is: 'not-this-turn', event: 'summoned' }, { is: 'not-this-turn', event: 'flipped' });
  if (conds.length) e.condition = conds;
  // 「…存在的场合才能发动和处理」: the state clauses must hold at resolution too.
  if (c.resolution) {
    const states = c.conditions.filter((x) => x.endsWith('的场合'));
    if (states.length) e.resolutionCondition = states.map(compileCondition);
  }
  // 「这个效果在这张卡在怪兽区域表侧表示存在的场合才能发动和处理」: said after the effect.
  const later = text.includes('才能发动和处理') ? /这个效果在([^。]*?)的场合才能发动和处理/.exec(text) : null;
  // CMP-LATER-ACTIVATE-AND-RESOLVE: 「才能发动和处理」 — to activate as well as to resolve (永火炮②: 「这个效果在自己手卡是0张的场合才能发动和处理」
  // could be activated holding cards and was only left unresolved), so the state is an activation condition too.
  if (later) {
    const cond = compileCondition(later[1]!);
    e.resolutionCondition = [...(e.resolutionCondition ?? []), cond];
    const said = JSON.stringify(cond);
    if (!(e.condition ?? []).some((x) => JSON.stringify(x) === said)) e.condition = [...(e.condition ?? []), cond];
  }
  // CH-STAYS-ON-FIELD (issue 16): 「…才能发动。只要这张卡在场上表侧表示存在，…」 — an activated effect whose whole outcome lasts only while
  // its card is face-up on the field needs that card face-up there when it resolves (turned face-down or gone: nothing applies).
  // (Not for a choice of modes 「●…」: the other modes do not depend on the card staying.)
  if (e.kind !== 'continuous' && !text.includes('●') && text.includes('只要这张卡在') && /(才能|可以)发动[^。①-⑳]*。只要这张卡在(场上|怪兽区域)表侧表示存在/.test(text)) e.staysOnField = true;

}

/** Costs, and what it targets. */
function costsAndTargets(e: EffectFacts, c: Clauses, text: string, stepsText: string, unknown: string[]): void {
  const costs = compileCosts(c.costs, e.from === undefined ? undefined : firstPlace(e.from));
  // 「把…里侧表示除外才能发动」: a cost that banishes face-down (WIN-BANISHED-FACE-DOWN reads it on the cost's event).
  if (costs.cost.length === 1 && costs.cost[0]!.do === 'banish' && c.costs.length === 1 && c.costs[0]!.includes('里侧表示除外')) costs.cost[0]!.faceDown = true;
  if (costs.cost.length) e.cost = costs.cost;
  // (Set to undefined, never deleted: a property deleted makes the object a slow dictionary — compile time, issue 12, ./shape.ts.)
  else e.cost = undefined;
  // 「把自己场上1只怪兽解放，以原本的种族·属性是和那只怪兽相同的…为对象」: the card paid is compared by its original Type, so it must have one
  // (CMP-TARGET-ORIGINAL-RACE).
  if (costs.cost.length === 1 && /以原本(的)?种族(·属性)?是和那只怪兽相同的/.test(text)) {
    const w = costs.cost[0]!.what;
    if (typeof w === 'object' && w !== null && 'filter' in w) costs.cost[0]!.what = { ...w, filter: { ...w.filter, hasOriginalRace: true } };
  }
  unknown.push(...costs.unknown.map((u) => `cost: ${u}`));

  // Whether it targets stays the classifier's call (measured ≥95%); what it targets is read here.
  // CMP-COST-NOT-TARGET: the classifier's old-wording target of a copy (「可以把墓地存在的1只龙族的同调怪兽从游戏中除外，直到结束阶段时当作和
  // 那只怪兽同名卡使用，得到相同效果」, 波动龙骑士) whose only card is the one its cost pays — no target words of its own — targets nothing:
  // the card copied is the one paid (`copiesCost`), not a target. (Other old wordings whose resolution names a card — 「…的1只怪兽破坏」 — keep
  // the classifier's target.)
  const copiesPaid = e.targets && c.targets.length === 0 && !/对象|选择/.test(text) && COPIES_TARGET.test(text) && e.cost?.some((a) => typeof a.what === 'object' && a.what.scope === 'choose' && a.what.count === 1);
  if (copiesPaid) {
    e.targets = null;
    e.copiesCost = true;
  }
  if (e.targets) {
    const t = compileTargets(c.targets);
    if (t) e.targets = t;
    // CH-COST-COUNT-OF-TARGETS: 「把最多2张手卡丢弃，以丢弃数量的对方场上的卡为对象」 — the cost and the targets share one number (./cost-count-of.ts).
    if (t && e.cost) countOfCost(c.targets, e.cost, t);
    // CMP-PICK-BY-EFFECT: which card's effect summoned the target is not checked — said, not guessed.
    const by = t ? c.targets.map((x) => SUMMONED_BY_ARCHETYPE.exec(x)?.[0]).find((x) => x !== undefined) : undefined;
    if (by) e.unknown = [...(e.unknown ?? []), `target: ${by}`];
    // CMP-PICK-BY-EFFECT (s51): a monster 「…的效果特殊召唤的」 is one on the field, face-up (turned face-down it no longer remembers that summon,
    // docs/c03/里侧·一时除外.rst:197–199) — with those words left unread, the filter had kept only 「怪兽」: a monster in the GY or hand was a target.
    if (by && t && t.filter.place === undefined) t.filter = { ...t.filter, place: 'field', faceUp: true };
    // 「得到和那只怪兽相同的原本的卡名·效果」: a Token has no original name to give, so it is no target (FD-COPY-NOT-TOKEN).
    if (t && /得到[^。]*原本的卡名/.test(stepsText)) t.filter = { ...t.filter, notToken: true };
    // 「和那只怪兽是…原本种族相同的1只怪兽」: the target is compared by its original Type, so it must have one (CMP-TARGET-ORIGINAL-RACE).
    if (t && /和那只怪兽是[^。]*原本(的)?种族(·属性)?(是)?相同/.test(stepsText)) t.filter = { ...t.filter, hasOriginalRace: true };
    // 「那2张卡破坏」「那1只…和那2张…破坏」: the resolution names the targets again by number — all or nothing (CH-TARGET-FIXED-COUNT).
    if (t && t.count >= 2 && fixedTargetCount(stepsText)) t.fixed = true;
    const restated = t ? restatedTarget(stepsText) : undefined;
    if (t && restated) t.restated = restated;
    // CH-TARGET-FACE-DOWN-ATK: 「那1只攻击力2000以上的怪兽的效果无效并破坏」 (an old text naming its target by the event): the ATK bound
    // the resolution restates is part of what it targets.
    const tg = e.targets;
    const bound = tg && tg.filter.atkMin === undefined && tg.filter.atkMax === undefined ? /那1只攻击力(\d+)(以上|以下)的怪兽/.exec(stepsText) : null;
    if (tg && bound) tg.filter = { ...tg.filter, ...(bound[2] === '以上' ? { atkMin: Number(bound[1]) } : { atkMax: Number(bound[1]) }) };
    // CMP-TARGET-DISTINCT-NAMES: 「…为对象才能发动（同名卡最多1张）」「以自己墓地2只卡名不同的「星杯」怪兽为对象」「…怪兽3种类为对象」 — the targets
    // must have different names (unread, two of one name were taken together). Not 「和那只怪兽卡名不同的」: a comparison with another card.
    if (t && t.count + (t.orMore || t.upTo ? 1 : 0) >= 2 && distinctTargetNames(text, c.targets)) t.distinctNames = true;
    // 「这张卡的发动时，可以以…为对象。那个场合，…」: the target is optional (CH-NO-TARGET-TAKEN).
    if (e.targets && text.includes('那个场合') && /发动时，?可以(以|选择)[^。]*。那个场合/.test(text)) e.targets.optional = true;
    // 「自己场上的怪兽被破坏的场合，以那1只怪兽为对象才能发动」: the target is the event's card (WIN-TARGET-OF-EVENT).
    if (t && e.kind === 'trigger' && c.targets.length === 1 && /^以那(1|一)?(只|张)(怪兽|卡)?为对象$/.test(c.targets[0]!)) t.ofEvent = true;
  }

}

/**
 * CMP-TARGET-DISTINCT-NAMES: do the words ask targets of different names — 「（同名卡最多1张）」 right after the target clause's 「为对象才能发动」,
 * 「N只卡名不同的…」 in it, or a count of kinds (「…3种类」, CMP-TARGET-KINDS)? (「（同名卡最多1张）」 after a step — 「…从卡组特殊召唤（同名卡最多1张）」 —
 * is that step's pick, no target's.)
 */
function distinctTargetNames(text: string, targets: readonly string[]): boolean {
  if (/为对象(?:才能)?发动（同名卡最多1张）/.test(text)) return true;
  return targets.some((x) => /[0-9一两二三四五][只张]卡名不同的/.test(x) || /[0-9]种类$/.test(x.replace(/(为|作为)对象$/, '').trim()));
}

/**
 * CH-CANNOT-BE-ANSWERED-WHILE (issue 16): 「（自己场上有…存在的场合，）对方不能对应这张卡的发动把效果（魔法·陷阱卡）发动」 — who may not answer
 * the card's activation, with what, and the state it needs (read as an activation condition; a state not read leaves nothing).
 */
function unanswerable(e: EffectFacts, text: string): void {
  if (e.cannotBeAnsweredBy || (e.kind !== 'activation' && e.kind !== 'quick')) return;
  const m = text.includes('不能对应这张卡的发动') ? /(?:(?:^|[。，,])([^，。]*?的场合)[，,])?(对方)?不能对应这张卡的发动(?:把|让)([^。]*?)发动/.exec(text) : null;
  if (!m || m[3]!.includes('作为对象')) return;
  const cond = m[1] ? activationCondition(m[1]) : null;
  if (m[1] && !cond) return;
  const kinds: CardKind[] = [];
  if (m[3]!.includes('怪兽')) kinds.push('monster');
  if (m[3]!.includes('魔法')) kinds.push('spell');
  if (m[3]!.includes('陷阱')) kinds.push('trap');
  e.cannotBeAnsweredBy = { ...(m[2] ? { by: 'opponent' as const } : {}), ...(kinds.length && kinds.length < 3 ? { cardKind: kinds.length === 1 ? kinds[0]! : kinds } : {}), ...(cond ? { whileHolds: cond } : {}) };
}

/** What the effect does (./actions.ts), and what it leaves for later. */
function actionsOf(e: EffectFacts, c: Clauses, text: string, type: CardType, stepsText: string, conditionsText: string, { includes, granted, bullets, choice }: Pick<ClauseOptions, 'includes' | 'granted' | 'bullets' | 'choice'>): CompiledActions {
  const answers = !!e.respondsTo || !!e.respondsToSummon || ((conditionsText.includes('时') || conditionsText.includes('之际')) && /发动时|之际|成为[^，。]*?对象时/.test(conditionsText));
  if (includes && e.respondsTo) {
    // 「●从卡组把卡加入手卡的效果」: an action and where from, as the answered effect must include it.
    const inc = bullets.flatMap((b) => compileActions([step(b.replace(/的效果$/, ''), null)], { targets: false, answers: false }).does);
    if (inc.length) e.respondsTo.includes = inc.map((a) => ({ do: a.do, ...(a.from !== undefined ? { from: a.from } : {}) }));
  }
  // CMP-REWRITE: 「那个效果变成「…」」 — the answered effect's new steps, not this effect's own (./rewrite.ts).
  const rewrite = rewriteOf(c.steps);
  const acts = compileActions(rewrite ? rewrite.rest : c.steps, { from: e.from === undefined ? (type.kind === 'monster' ? 'monster' : undefined) : firstPlace(e.from), targets: !!e.targets, answers, trigger: e.kind === 'trigger' || e.kind === 'flip', triggerPhase: e.trigger?.phase ?? (e.trigger ? String(e.trigger.event) : undefined) });
  if (rewrite) acts.does.push(rewrite.rewrite);
  // A negation the classifier found in words the steps did not hold (● choices) is kept first.
  const negation = !choice && e.does.find((a) => a.do === 'negate-activation') && !acts.does.some((a) => a.do === 'negate-activation');
  e.does = negation ? [{ do: 'negate-activation', what: 'activation' }, ...acts.does] : acts.does;
  // CMP-DURATION-BATTLE-PHASE: 「●直到战斗阶段结束时，自己场上存在的全部怪兽的攻击力变成一半数值」 — the lead clause (read as a moment, not a
  // step) is how long the change lasts: until the Battle Phase ends.
  if (/(^|[：:，,。●])直到战斗阶段结束(时|为止)[，,]/.test(text)) for (const a of e.does) if ((a.do === 'modify-stats' || a.do === 'negate-effects' || a.do === 'unaffected' || a.do === 'cannot-attack') && a.duration === undefined && !a.whenever) a.duration = 'battle-phase';
  // CMP-OPTIONAL-TRIGGER-STEP (issue 16): old wording 「…结束阶段时，…这张卡可以在自己场上特殊召唤」 says 「可以」 once and no 「…才能发动」「可以…发动」:
  // that 可以 makes the trigger optional (the player may activate it), and its one step, once activated, is done — not a step
  // the effect only may make (which would let a summon the monster's limits forbid be activated for nothing).
  if (e.kind === 'trigger' && e.mandatory === false && e.does.length === 1 && e.does[0]!.optional && !/(才能|可以)[^，。]{0,12}发动|才能|发动[。，]?$/.test(text) && (text.match(/可以/g) ?? []).length === 1) delete e.does[0]!.optional;
  // (Also an old ignition effect's 「1回合只有1次，可以把对方场上…的1只怪兽变成表侧守备表示」 (十手武士, 命运英雄 恶魔人): the one 可以 is the
  // player's to use it once a turn, and its first step is done — read as a step it only may make, the effect could target no monster, each
  // said unchanged by it (CH-NOTHING-ON-TARGET).)
  else if (e.kind === 'ignition' && e.does[0]?.optional && /1个?回合(?:只有)?1次[，,]可以/.test(text) && !/才能|发动/.test(text) && (text.match(/可以/g) ?? []).length === 1) delete e.does[0]!.optional;
  // CMP-OLD-CHOSEN-STEP: the old wording 「(从自己墓地)选择1只名字带有「X」的怪兽，攻击表示特殊召唤」 (亚马逊的意志, 限制苏生, 错误复活) chooses
  // in a step of its own, with no verb, and the next step's verb names no card (「攻击表示」「在对方场上表侧守备表示」 say how and where, not
  // what): the chosen card is the target, described by the choosing step, and the verb acts on it — before, the target had no description and
  // the summon took 「攻击表示」 as a description of the cards summoned (every GY card of a zone not listed, the answer said).
  const chooses = e.targets && !c.targets.length ? /^(?:可以)?(从[^，。]*?)?选择([^，。]*?[0-9０-９一两][张只][^，。]*)$/.exec(c.steps[0]?.text ?? '') : null;
  if (e.targets && chooses && !/下面|以下的?效果|下列|[把将]|破坏|除外|特殊召唤|送去墓地|手卡|回到/.test(chooses[2]!) && c.steps[1]) {
    const bare = c.steps[1].text.replace(/^(?:在(?:自己|对方)场上)?(?:表侧)?(?:攻击|守备)?表示/, '');
    const desc = filterOf(`${chooses[1]?.slice(1) ?? ''}${chooses[2]!}`);
    const n = countIn(chooses[2]!);
    const acted = /^(特殊召唤|破坏|除外|送去墓地|回到[^，。]*|加入[^，。]*)$/.test(bare) ? [e.does[0]].find((a) => a !== undefined && (a.what === undefined || (typeof a.what === 'object' && a.what.scope === 'choose' && a.what.count === undefined && a.what.countMax === undefined))) : undefined;
    if (acted && Object.keys(desc).length) {
      e.targets = { ...e.targets, filter: desc, count: n?.count ?? e.targets.count };
      acted.what = 'targets';
      // (「选择自己墓地存在的1只…，攻击表示特殊召唤」: from where it was chosen — 屋敷童 and the like match on it.)
      if (acted.from === undefined && (desc.place === 'gy' || desc.place === 'banished')) acted.from = desc.place;
    }
  }
  // The old wording 「选择对方场上1只…怪兽回到持有者手卡」 targets (the classifier says so) in the step itself, with no 「以…为对象」
  // clause: the card that step picks is the target, and what the target may be is that pick's description (issue 16).
  // (CMP-OLD-TARGET-PICK: so does an old step with no 「选择」 the classifier reads as targeting — 「可以把自己墓地存在的1只「X」特殊召唤」.)
  // (CMP-OLD-TARGET-PICK (s55): and one whose verb comes first — 「破坏对方场上1只怪兽」 (执着的老魔术师), 「破坏1只里侧表示的怪兽，并从游戏中除外」
  // (抹杀之使徒): the cards after the verb are the target — of the field, where a destruction acts, when the words name no place.)
  const verbFirst = /^(反转[：:])?(可以)?破坏/.test(c.steps[0]?.text ?? '');
  if (e.targets && !c.targets.length && Object.keys(e.targets.filter).length === 0 && (verbFirst || /^(可以)?(选择|把)/.test(c.steps[0]?.text ?? ''))) {
    const first = e.does.find((a) => a.what !== undefined);
    if (first && typeof first.what === 'object' && first.what.scope === 'choose' && Object.keys(first.what.filter).length > 0) {
      const filter = verbFirst && first.do === 'destroy' && first.what.filter.place === undefined ? { ...first.what.filter, place: 'field' as const } : first.what.filter;
      e.targets = { ...e.targets, filter, count: first.what.count ?? e.targets.count };
      // CH-TARGET-RESTATED (s55): with the verb first, the words that describe the target are the resolution's own — 「破坏1只里侧表示的
      // 怪兽」 (抹杀之使徒) as 「盖放的那张卡破坏」: a target turned face-up in the chain is no longer it, and is not destroyed (it was).
      if (verbFirst && filter.faceUp !== undefined) e.targets.restated = { ...e.targets.restated, face: true };
      const picked = JSON.stringify(first.what);
      first.what = 'targets';
      // 「破坏1只里侧表示的怪兽，并从游戏中除外」: the banish joined by 「并」 acts on the card that destruction moved (as CMP-DESTROY-AND-BANISH-ALL).
      const then = e.does[e.does.indexOf(first) + 1];
      if (verbFirst && first.do === 'destroy' && then?.do === 'banish' && then.what === undefined && /^(反转[：:])?(可以)?破坏[^，。]*[，,]并?(从游戏中)?除外(?=$|[，。])/.test(stepsText)) {
        then.what = 'moved';
        then.movedBy = 'destroy';
      }
      // 「选择对方场上1只怪兽攻击力变成0，那个效果无效」: a later step on the same pick (「那个」) acts on that target too.
      // 「选择对方场上1张卡破坏并从游戏中除外」: a second verb joined to the first by 「并」 in that step acts on the same pick (CMP-OLD-PICK-JOINED).
      const joined = /^选择[^，。]*?并/.test(c.steps[0]?.text ?? '') ? e.does[e.does.indexOf(first) + 1] : undefined;
      for (const a of e.does) if (a !== first && (a.needsBefore || a === joined) && JSON.stringify(a.what) === picked) a.what = 'targets';
    }
  }
  // CMP-EQUIP-SELF-NAMED: the old 「这张卡可以从手卡当作装备卡使用给自己场上的「混沌No.39 希望皇 霍普雷」装备」 (异热同心武器-一角兽皇枪, 不死鸟弩弓)
  // names no 「以…为对象」: the monster it equips, its target, is the one the words name — a face-up monster of that name on that side, not any
  // card (a change it makes 「用这个效果」 applies only to a monster it could have equipped: CH-EQUIP-AS-RAISE-OWN).
  if (e.targets && !c.targets.length && Object.keys(e.targets.filter).length === 0 && e.does.some((a) => a.do === 'equip' && a.what === 'self')) {
    const named = /当作装备卡使用给(自己|对方)场上的?「([^」]+)」装备/.exec(stepsText);
    if (named) e.targets = { ...e.targets, filter: { side: named[1] === '自己' ? 'self' : 'opponent', kind: 'monster', place: 'monster', faceUp: true, names: [named[2]!] } };
  }
  // CMP-OLD-PICK-THAT-STAT (s51): 「选择自己场上1只怪兽那个攻击力直到结束阶段时上升500」 (魔力美容师) — the old pick glued to 「那个攻击力」 with no
  // comma: the target is what the pick describes (before, any card: a Spell, a card in the GY were fitting targets).
  if (e.targets && !c.targets.length && Object.keys(e.targets.filter).length === 0 && stepsText.includes('选择')) {
    const glued = /选择([^，。]*?[0-9０-９一两][张只][^，。]*?怪兽)那个(?:攻击力|守备力)/.exec(stepsText);
    const desc = glued ? filterOf(glued[1]!) : null;
    if (desc && desc.kind === 'monster') e.targets = { ...e.targets, filter: desc };
  }
  // CH-TARGET-ATTACKING: 「把1只对方怪兽的攻击无效」 — the monster whose attack the effect negates is its target: an attacking monster (so
  // face-up, and the opponent's when the words say so), not any monster of that side. The pick's noun alone (「1只对方怪兽」) gave the
  // filter, so a face-down monster or one not attacking was taken as a fitting target (review s46 (3)). (One target only: 决战融合's
  // 「以那2只融合怪兽为对象…那次攻击无效」 targets both battling monsters.)
  if (e.targets && e.targets.count === 1 && !e.targets.groups && e.does[0]?.do === 'negate-attack' && e.does[0].what === 'targets' && e.targets.filter.kind === 'monster' && e.targets.filter.attacking === undefined) e.targets = { ...e.targets, filter: { ...e.targets.filter, attacking: true } };
  // ZONE-MOVE-ADJACENT: the old wording 「可以把自己场上1只怪兽的位置移动到…」 targets (the classifier says so) with no 「以…为对象」
  // clause: the target is one monster of its own field, as the step says — not any card.
  if (e.targets && !c.targets.length && Object.keys(e.targets.filter).length === 0 && stepsText.includes('相邻')) {
    const mv = e.does.find((a) => a.moveZone && a.what === 'targets');
    if (mv && /自己(的)?场上(存在)?的?1只怪兽/.test(mv.note ?? '')) e.targets = { ...e.targets, filter: { side: 'self', kind: 'monster', place: 'monster' } };
  }
  // CMP-DESTROY-AND-BANISH-ALL: 「…的卡全部破坏并除外」 — the banish joined by 「并」 acts on the cards that destruction moved (from the GY,
  // or a Pendulum Monster's face-up Extra Deck), not on the field the destruction has just emptied.
  if (/全部破坏并(从游戏中)?除外/.test(stepsText)) {
    for (let i = 1; i < e.does.length; i++) {
      const d = e.does[i - 1]!, b = e.does[i]!;
      if (d.do !== 'destroy' || b.do !== 'banish' || typeof d.what !== 'object' || d.what.scope !== 'all' || JSON.stringify(d.what) !== JSON.stringify(b.what)) continue;
      b.what = 'moved';
      b.movedBy = 'destroy';
      delete b.from;
    }
  }
  // CH-SUMMON-NEGATE-CANNOT-BANISH (its compiler half): 「那个无效，那些怪兽以及对方场上的特殊召唤的怪兽全部除外」 — besides the monsters whose summon it
  // negates, every Special Summoned monster on the opponent's field is banished (a step of its own, read from the words after 「以及」).
  if (/那些怪兽以及对方场上的特殊召唤的怪兽全部除外/.test(stepsText)) {
    const at = e.does.findIndex((a) => a.do === 'banish' && a.what === 'event-cards');
    if (at >= 0) e.does.splice(at + 1, 0, { do: 'banish', what: { filter: { side: 'opponent', place: 'field', kind: 'monster', specialSummoned: true }, scope: 'all' }, from: 'field' });
  }
  // 「那张卡里侧表示除外」: the banished cards go face-down (`faceDown`: hidden, they activate nothing — WIN-HIDDEN-PLACE).
  if (faceDownBanish(stepsText)) for (const a of e.does) if (a.do === 'banish' && a.faceDown === undefined) a.faceDown = true;
  // CH-TEMP-BANISH-FACEDOWN: 「直到结束阶段除外」「…除外。这个效果除外的怪兽在…回到…场上」 — a temporary banish.
  if (temporaryBanish(stepsText)) for (const a of e.does) if (a.do === 'banish' && a.faceDown === undefined) a.temporary = true;
  // CMP-UNTIL-NEXT-PHASE: 「直到下次的对方准备阶段除外」「攻击力直到下次的自己的准备阶段时上升」 — the end of a lasting step, whose phase it is.
  untilNextOf(e.does, c.steps);
  // CMP-DURATION-COUNTED: 「2回合（数对方的回合）以内不能攻击」「用对方回合计算的2回合内」 — a lasting step bounded by a count of turns.
  countedTurnsOf(e.does, text);
  // Delayed and lingering steps (「下个回合的结束阶段把那张卡破坏」「这个回合，每次…」): done later, not now.
  const lasting = e.kind === 'trigger' || e.kind === 'flip' ? (lingeringSteps(e.does, [], text), acts.leaves) : lingeringSteps(e.does, acts.leaves, text);
  // CMP-ARMED-STANDBY: 「…的场合，下次的准备阶段时这张卡从墓地特殊召唤」 — the Standby Phase is this trigger's own moment (`trigger.phase`), not a
  // later one its step waits for: activated then, it special-summons as it resolves (it was read as a step left for that phase).
  const ownMoment = e.kind === 'trigger' && e.trigger?.arming && e.trigger.event === 'phase-start' ? e.trigger.phase : undefined;
  if (ownMoment) for (const a of e.does) if (a.whenever?.event === 'phase-start' && a.whenever.phase === ownMoment) {
    delete a.whenever;
    if (a.duration === 'end-phase') delete a.duration;
  }
  const leaves = [...lasting];
  for (const b of granted ? bullets : []) {
    const r = compileActions(clausesOf(b).steps, { targets: false, answers: false });
    leaves.push(...r.does, ...r.leaves);
  }
  if (leaves.length) e.leaves = leaves;
  return acts;
}

/** Where the effect is used from. */
function placeOf(e: EffectFacts, c: Clauses, text: string, type: CardType, norm: string, drawWords: string): void {
  // 「这张卡从手卡特殊召唤」「墓地的这张卡加入手卡」: the effect is used where this card is — unless an
  // event moved it there (「这张卡被送去墓地的场合，这张卡特殊召唤」 waits for that move, wherever it went).
  // 「这张卡在手卡·墓地存在的场合」「手卡或者墓地的这张卡」: used from either place.
  const both = text.includes('这张卡') && (text.includes('手卡') || text.includes('墓地') || text.includes('除外状态')) && /这张卡在((手卡|墓地|除外状态)([·、]|或者)(手卡|墓地|除外状态))存在|((手卡|墓地)([·、]|或者)(手卡|墓地))的这张卡/.exec(text);
  if (both && (e.from === undefined || !Array.isArray(e.from))) {
    const places = placesIn(both[0]).filter((p) => p === 'hand' || p === 'gy' || p === 'banished');
    if (places.length > 1) e.from = places;
  }
  // 「从自己的手卡·场上把这只怪兽当作装备卡使用」「手卡或者自己场上的这只怪兽可以…」「把自己的手卡·场上的这张卡送去墓地才能发动」:
  // used from the hand or from the field, wherever this card is.
  if (e.from === undefined && type.kind === 'monster' && text.includes('场上') && /(手卡|墓地)([·、]|或者)(自己)?场上(的这张卡|的这只怪兽|把这(张卡|只怪兽))/.test(text)) {
    const m = /(手卡|墓地)([·、]|或者)(自己)?场上/.exec(text)!;
    e.from = [m[1] === '手卡' ? 'hand' : 'gy', 'monster'];
  }
  // 「这张卡被送去墓地的回合的结束阶段」: a delayed trigger of this card is used where the arming move put it.
  const arming = e.kind === 'trigger' && e.trigger?.armedBy && e.trigger.subject?.self ? e.trigger.armedBy : [];
  // CMP-RETURN-DECK-FROM-DECK (issue 16; docs/c03/诱发类效果.rst:225, :167–170): a trigger on this card's own return to the Deck
  // (「表侧表示的这张卡从场上回到卡组的场合，…」) names the only place it can be activated — the Deck (an Extra Deck monster: the Extra
  // Deck), or the hand as well when the text takes either move (「回到手卡·卡组的场合」).
  if (e.from === undefined && e.kind === 'trigger' && e.trigger?.subject?.self && !e.trigger.armedBy) {
    const moves = [e.trigger.event].flat();
    if (moves.includes('returned-to-deck') && moves.every((m) => m === 'returned-to-deck' || m === 'returned-to-hand')) {
      const deck: Place = ['fusion', 'synchro', 'xyz', 'link'].some((k) => type.subtypes.includes(k as never)) ? 'extra' : 'deck';
      e.from = moves.includes('returned-to-hand') ? ['hand', deck] : deck;
    }
  }
  // CMP-ARMED-NO-PLACE (issue 16): a delayed trigger armed by this card's own move whose cost and steps never touch this card
  // (「场上存在的这张卡被破坏的场合，下个回合的准备阶段时，可以把自己墓地存在的1只…特殊召唤」) is activated from no place: where the
  // card went since does not matter (docs/c03/诱发类效果.rst:238–241). It keeps no `from`; its trigger says `noPlace`.
  const touchesSelf = (a: { what?: unknown }): boolean => a.what === 'self';
  const noPlace = arming.some((w) => w === 'sent-to-gy' || w === 'destroyed' || w === 'banished') && !e.does.some(touchesSelf) && !(e.cost ?? []).some(touchesSelf) && !/这张卡在墓地|墓地(存在)?的这张卡|除外(状态)?的这张卡/.test(text);
  if (noPlace && e.from === undefined) e.trigger!.noPlace = true;
  if (e.from === undefined && arming.length && !noPlace) {
    if (arming.includes('banished')) e.from = 'banished';
    else if (arming.some((w) => w === 'sent-to-gy' || w === 'destroyed')) e.from = 'gy';
  }
  // CMP-HAND-SELF-SUMMON (issue 16): an old text's 「自己场上表侧表示存在的怪兽被效果破坏送去墓地时才能从手卡特殊召唤」 — a trigger whose
  // one step summons from the hand with no object names is this card summoning itself from the hand (used there).
  const only = e.kind === 'trigger' && type.kind === 'monster' && e.does.length === 1 ? e.does[0]! : undefined;
  if (only && only.do === 'special-summon' && typeof only.what === 'object' && only.what.filter.place === 'hand' && Object.keys(only.what.filter).length === 1 && /才能从手卡特殊召唤。?$/.test(text)) only.what = 'self';
  // CMP-SPIRIT-RETURN-SELF: an old Spirit text's 「召唤·反转(的)回合的结束阶段时回到主人的手卡」 — a trigger of the phase armed by this
  // card's own summon, one step returning to the hand with no card named — is this card returning itself from the field (the newer
  // text's 「这张卡回到持有者手卡」), and 「…回合的」 (with or without 的 before it) is the turn it was summoned or flipped.
  if (only && only.do === 'return-to-hand' && only.what === undefined && e.trigger?.subject?.self && e.trigger.armedBy && /回合的结束阶段时?回到(?:主人|持有者)的?手卡/.test(text)) {
    only.what = 'self';
    only.from = 'monster';
    e.trigger.armedTurn = true;
  }
  if (e.from === undefined && !(e.kind === 'trigger' && e.trigger?.subject?.self && !e.trigger.armedBy)) {
    // Paid with this card from the GY (「从自己墓地把这张卡…除外」), or 「…才能把这个效果在墓地发动」.
    // (「这张卡从手卡或者墓地特殊召唤」: from either place.)
    // (Not an equip 「从自己的手卡·墓地把1只…怪兽当作装备卡使用给这张卡装备」: another card moves to this one.)
    const offField = (a: { do: string; what?: unknown; from?: Place | Place[] }): boolean => a.what === 'self' && !(a.do === 'equip' && /给这张卡装备|装备在这张卡/.test(text)) && a.from !== undefined && [a.from].flat().every((p) => p === 'hand' || p === 'gy' || p === 'banished');
    const paid = (e.cost ?? []).find(offField);
    const own = e.does.find(offField);
    if (paid) e.from = paid.from!;
    else if (text.includes('在墓地发动')) e.from = 'gy';
    // 「墓地存在的这张卡在自己场上特殊召唤」「自己墓地存在的这张卡加入手卡」: it acts on itself in the GY, so it is used there.
    else if (text.includes('的这张卡') && /墓地(存在)?的这张卡[^，。被]{0,8}(特殊召唤|加入手卡|回到手卡)/.test(text)) e.from = 'gy';
    else if (own) e.from = own.from!;
  }
  // A trigger on a moment or other cards' event, whose condition never names this card (「自己怪兽和对方怪兽进行战斗的伤害计算后」
  // 「对方怪兽的攻击宣言时」): used where this card is, on the field — the text would say so were it the hand or the GY.
  // (Not a bare 「召唤成功时」 of an old text: that is this card's own summon; nor a card the text moves from the Deck, hand
  // or GY — 「…同时被破坏时，…才能从手卡或者卡组特殊召唤」 is used from there.)
  // (「比这张卡攻击力高的怪兽」「这张卡为攻击对象的对方怪兽」「这张卡所连接区的自己怪兽」 name this card only to pick the other one.)
  const firstSentence = drawWords.includes('这张卡') && (drawWords.includes('比这张卡') || drawWords.includes('攻击对象的') || drawWords.includes('所连接区')) ? drawWords.replace(/比这张卡|这张卡(为|作为)攻击对象的|这张卡所连接区的?/g, '') : drawWords;
  const namedOnlyAsModifier = firstSentence !== drawWords && !/这张卡(?!以外)/.test(firstSentence);
  if (e.from === undefined && e.kind === 'trigger' && e.trigger && (!e.trigger.subject || namedOnlyAsModifier) && !e.trigger.armedBy && c.conditions.length && !/这张卡(?!以外)/.test(firstSentence) && /怪兽|卡|对方|自己|双方/.test(c.conditions.join('')) && !/这张卡[^，。]{0,4}从(卡组|手卡|墓地|额外卡组)|(卡组|手卡|墓地)(存在)?的这张卡|这张卡在(卡组|手卡|墓地)/.test(norm) && !e.does.some((a) => a.what === 'self' && a.from !== undefined && ![a.from].flat().every((p) => p === 'field' || p === 'monster' || p === 'spell'))) e.from = 'field';
}

/**
 * 「自己或者对方把怪兽召唤·反转召唤·特殊召唤之际才能发动。…那个无效，那些怪兽破坏」: an effect waiting for
 * a monster being summoned that negates that summon answers the summon in progress (CH-SUMMON-NEGATION),
 * like 神之宣告's — it is not waiting for an event to happen, and what it negates and destroys are the
 * monsters being summoned.
 */
function summonInProgress(e: EffectFacts, cond: string): void {
  if (e.respondsToSummon || e.respondsTo || !e.waitsFor?.on?.includes('summoning') || !e.does.some((a) => a.do === 'negate-summon')) return;
  const words = /((?:反转召唤|特殊召唤|召唤)(?:[·、]|或者)?)+之际/.exec(cond)?.[0] ?? '';
  const summon: Array<'normal' | 'flip' | 'special'> = [];
  if (/(^|[·、者])召唤/.test(words)) summon.push('normal');
  if (words.includes('反转召唤')) summon.push('flip');
  if (words.includes('特殊召唤')) summon.push('special');
  if (!summon.length) return;
  const by = cond.includes('对方把') && !/自己或者对方|双方/.test(cond) ? { by: 'opponent' as const } : cond.includes('自己把') && !cond.includes('自己或者对方') ? { by: 'self' as const } : {};
  e.respondsToSummon = { summon, ...by };
  e.waitsFor = undefined;
  for (const a of e.does) if ((a.do === 'negate-summon' || a.do === 'destroy') && (a.what === 'activation' || a.what === undefined)) a.what = 'event-cards';
}

/**
 * CH-STAT-ATTACKED-VALUE: a trigger of this card's attack declaration that targets nothing (「这张卡向表侧表示怪兽攻击宣言时才能发动。
 * 这张卡的攻击力上升那只怪兽的攻击力一半数值」) reads 「那只（对方）怪兽」 as the monster attacked: the amount is the opposing
 * battler's value when it resolves (CH-STAT-BATTLE-OPPONENT), not a target's.
 */
function attackedValue(e: EffectFacts): void {
  if (e.kind !== 'trigger' || e.targets || e.trigger?.event !== 'attack-declared' || !e.trigger.subject?.self) return;
  for (const a of e.does) if (a.do === 'modify-stats' && a.amountFrom?.of === 'targets') a.amountFrom = { ...a.amountFrom, of: 'battle-opponent' };
}

/**
 * CH-DAMAGE-DESTROYED-VALUE: a trigger of this card destroying a monster by battle and sending it to the GY (「这张卡战斗破坏怪兽送去墓地的
 * 场合」) that deals 「那只怪兽的（原本）攻击力数值的伤害」 reads that value from the destroyed monster — the battle's other monster —
 * where it is when the effect resolves (`amountFrom` of 'battle-opponent' on a `damage` step).
 */
function destroyedValueDamage(e: EffectFacts, stepsText: string): void {
  if (e.kind !== 'trigger' || e.targets || e.trigger?.cause !== 'battle' || e.trigger.destroyer !== 'self') return;
  // (「…原本攻击力一半数值的伤害」: half of it, rounded down.)
  const m = /给与对方(?:基本分)?那只怪兽的(原本)?(攻击力|守备力)(一半)?数值的伤害/.exec(stepsText);
  if (!m) return;
  for (const a of e.does) if (a.do === 'damage' && a.amount === undefined && !a.amountOf) a.amountFrom = { of: 'battle-opponent', stat: m[2] === '守备力' ? 'def' : 'atk', original: Boolean(m[1]), ...(m[3] ? { half: true as const } : {}) };
}

/**
 * CH-DAMAGE-ANSWERED-VALUE (issue 16): a quick effect answering a monster effect's activation (「对方把怪兽的效果发动时」) that targets nothing
 * and deals 「那只怪兽的（原本）攻击力数值的伤害」 reads that value from the monster that activated (`amountFrom` of 'answered').
 */
function answeredValueDamage(e: EffectFacts, stepsText: string): void {
  if (e.kind !== 'quick' || e.targets || !e.respondsTo || e.respondsTo.cardKind !== 'monster') return;
  const m = /给与对方(?:基本分)?那只怪兽的(原本)?(攻击力|守备力)数值的伤害/.exec(stepsText);
  if (!m) return;
  for (const a of e.does) if (a.do === 'damage' && a.amount === undefined && !a.amountOf) a.amountFrom = { of: 'answered', stat: m[2] === '守备力' ? 'def' : 'atk', original: Boolean(m[1]) };
}

/**
 * CMP-EMZ-UNLINKED-PROTECT: 「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合，这张卡不会被效果破坏，不会成为对方的效果的对象」 (星痕之机界骑士②) —
 * a protection of this card under that state (`self-state: extra-zone-unlinked`, read from the zones the situation states). Before, the
 * lead was dropped unsaid and 「不会被效果破坏」 was left narrowed (no `against`), so the card was destroyed by 黑洞 with nothing said.
 */
function emzUnlinkedProtect(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !/^(?:[①-⑩]：)?额外怪兽区域的这张卡的所连接区没有怪兽存在的场合，/.test(text)) return;
  if (!e.does.some((a) => a.what === 'self' && (a.do === 'cannot-be-destroyed' || a.do === 'cannot-be-targeted'))) return;
  e.condition = [...(e.condition ?? []), { is: 'self-state', state: 'extra-zone-unlinked' }];
  const by = /这张卡不会被(战斗·)?效果破坏/.exec(text);
  for (const a of e.does) if (a.do === 'cannot-be-destroyed' && a.what === 'self' && a.against === undefined && by) a.against = by[1] ? 'any' : 'effect';
}

/**
 * CMP-DICE-SEVERAL-UNREAD: an effect that rolls more than one die (「掷3次骰子」) and applies what their sum and equal numbers tell is not read:
 * what its ● grant (a draw, a direct attack, indestructibility) is not taken as done — only one roll is ever noted
 * (`[骰子n]`, CH-DIE-ROLL-NOTE) — and the clause is marked unread (`action: 掷N次骰子…`) for the answer to say (CH-DICE-UNREAD). Before, it resolved
 * as 「效果适用」 and left its ● granted (神鬼食人魔 could attack directly whatever the dice showed).
 */
function severalDiceUnread(e: EffectFacts, text: string): void {
  const m = /掷([2-9两三])次骰子/.exec(text);
  // (Only when ● follow, picked by the numbers: a plain bound by the total — 「掷2次骰子。等级·阶级比出现的数目合计低的…全部破坏」 — is read,
  // CH-DICE-FLOOR.)
  if (!m || e.kind === 'continuous' || e.kind === 'procedure' || !text.includes('●') || !/出现的数目[^●]*以下效果/.test(text)) return;
  const sentence = text.slice(m.index).split(/[●]/)[0]!.replace(/[。\s]+$/, '');
  // (Its own steps stay — read as left to chance (`uncertain`), they change nothing the answer counts; what a ● grants is dropped.)
  delete e.grantsAttack;
  delete e.leaves;
  e.unknown = [...(e.unknown ?? []), `action: ${sentence}`];
}

/**
 * CH-STAT-EVENT-CARD-VALUE (issue 16): a trigger's 「…的攻击力上升那之内的1只的（原本）攻击力（一半）数值」 raises by the value of one of the cards
 * its event moved (`amountFrom` of 'event-cards'), read where that event put it.
 */
function eventCardValue(e: EffectFacts, stepsText: string): void {
  if (e.kind !== 'trigger' || !stepsText.includes('那之内的1只的')) return;
  const m = /上升那之内的1只的(原本)?(攻击力|守备力)(一半)?数值/.exec(stepsText);
  if (!m) return;
  for (const a of e.does) if (a.do === 'modify-stats' && !a.change && !a.amountFrom) a.amountFrom = { of: 'event-cards', stat: m[2] === '守备力' ? 'def' : 'atk', original: Boolean(m[1]), ...(m[3] ? { half: true as const } : {}) };
}

/**
 * CH-STAT-SPLIT-TARGETS: 「以场上2只表侧表示怪兽为对象…作为对象的1只怪兽的攻击力变成一半，另1只怪兽的攻击力上升那个数值」 (also 「选择的1只…」
 * 「那2只怪兽之内1只的…」) — of the two targets, one (picked as it resolves) is halved and the other gains what it lost; not both halved and
 * an unnamed monster raised. The two are one whole: a target gone, neither applies (the targets are all or nothing, `Targeting.fixed`).
 */
const SPLIT_STAT = /(?:作为对象的|选择的|那2只怪兽之内)1只(?:怪兽)?的(攻击力|守备力)变成一半[，,]另1只(?:怪兽)?的\1上升那个数值/;
function splitStatTargets(e: EffectFacts, stepsText: string): void {
  if (!e.targets || e.targets.count !== 2 || !stepsText.includes('另1只') || !SPLIT_STAT.test(stepsText)) return;
  const i = e.does.findIndex((a, k) => a.do === 'modify-stats' && a.change?.op === 'half' && e.does[k + 1]?.do === 'modify-stats' && e.does[k + 1]!.ofChange === true);
  if (i < 0) return;
  e.does[i] = { ...e.does[i]!, what: 'targets', targetPick: 'one' };
  e.does[i + 1] = { ...e.does[i + 1]!, what: 'targets', targetPick: 'other' };
  e.targets.fixed = true;
}

/** Is this 「…的场合」 clause an event? Memoised: the same clauses recur on many cards. */
const eventClauses = new Map<string, boolean>();
function isEvent(x: string): boolean {
  let v = eventClauses.get(x);
  if (v === undefined) {
    v = compileEvents([x]).trigger !== null;
    if (eventClauses.size < 20000) eventClauses.set(x, v);
  }
  return v;
}

/**
 * The activation conditions among an effect's condition clauses. A clause that is an event (./events)
 * is the trigger's, not a condition; a state clause not read (「…的场合」) becomes an `other` condition
 * — the engine says it assumed it met — and is listed as not understood.
 */
function activationConditionsOf(clauses: string[], e: EffectFacts, type: CardType, eventText: string | null, unknown: string[]): Condition[] {
  const out: Condition[] = [];
  // A Spell/Trap card being activated is on the field itself: its own 「自己场上有…存在」 does not count it.
  const own = e.kind === 'activation' && type.kind !== 'monster';
  for (const x of clauses) {
    // CMP-STATE-BEFORE-EVENT: 「这张卡没有超量素材的状态被选择作为攻击对象的场合」 — a state closed by 「的状态」 and the event after it in one
    // clause, no comma between: the state is a condition of the trigger (./events.ts reads the event after it). It was dropped.
    const glued = eventText !== null && x.includes('的状态') ? /^(.+?的状态)(?=[^，。])/.exec(x) : null;
    const state = glued ? activationCondition(glued[1]!) : null;
    if (state && state.length > 0) {
      for (const cond of state) out.push(cond);
      continue;
    }
    const read = activationCondition(x);
    if (read) {
      for (const cond of read) out.push(own && (cond.is === 'exists' || cond.is === 'none') ? { ...cond, filter: { ...cond.filter, notSelf: true } } : cond);
      continue;
    }
    // The clause that is the event (read by ./events) is not a state.
    if (!x.endsWith('的场合') || (eventText !== null && eventText.includes(x)) || isEvent(x)) continue;
    out.push({ is: 'other', note: x });
    unknown.push(`condition: ${x}`);
  }
  return out;
}

/** The text of a card as the compiler reads it (brackets dropped), for tests and /card. */
export const readableText = normalise;

/** 「…里侧表示除外」 in what the effect does (not its cost): its banishment is face-down. */
const faceDownBanish = (steps: string): boolean => steps.includes('里侧表示除外');
// (CMP-UNTIL-NEXT-PHASE, s56: the moment said first, its own clause — 「直到下次的对方的结束阶段时，选择的卡从游戏中除外」 (红莲之指名者) — bounds the
// banishment of the next clause too.)
const temporaryBanish = (steps: string): boolean =>
  steps.includes('除外') && (/直到[^，。]{0,12}?(结束阶段|准备阶段|回合结束)[^，。]{0,4}?除外/.test(steps) || /直到下次的?[^，。]{0,8}?(结束阶段|准备阶段)时?，[^，。]{0,12}?除外(?!的)/.test(steps) || /除外的(怪兽|卡|这张卡)[^。]{0,30}?回到[^。]{0,8}?场上/.test(steps));

const SUMMONED_HOW: Record<string, SummonHow> = { 灵摆: 'pendulum', 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link', 仪式: 'ritual' };

/** CMP-REWRITE-STANDING-WHILE: 「只要(灵摆召唤的)「X」(灵摆)怪兽在自己场上存在」 as the condition it names; null when not read. */
function standingLeadCondition(lead: string): Condition[] | null {
  const m = /^只要(?:(灵摆|融合|同调|超量|连接|仪式)召唤的)?(「[^」]+」(?:灵摆)?怪兽)在自己场上(表侧表示)?存在$/.exec(lead);
  if (!m) return null;
  const conds = activationCondition(`自己场上有${m[2]}存在`);
  const first = conds?.[0];
  if (!conds || conds.length !== 1 || !first || first.is !== 'exists') return null;
  const filter: CardFilter = { ...first.filter, ...(m[2]!.includes('灵摆怪兽') ? { subtypes: ['pendulum'] } : {}), ...(m[1] ? { summoned: SUMMONED_HOW[m[1]]! } : {}), ...(m[3] ? { faceUp: true } : {}) };
  return [{ ...first, filter }];
}

/** CH-LINGER-NEGATE-EARLIER: the whole-field negation of 「直到伤害步骤结束时，这张卡以外的场上的卡的效果无效化」, lasting the damage step. */
function untilDamageStepNegation(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || !/直到(?:那次)?伤害步骤结束时[，,]?这张卡以外的场上的卡的效果无效/.test(text)) return;
  for (const a of e.does) {
    if (a.do !== 'negate-effects' || typeof a.what !== 'object' || a.what.scope !== 'choose' || a.what.count !== undefined || !a.what.filter.notSelf || a.what.filter.place !== 'field') continue;
    a.duration = 'damage-step';
    a.what = { filter: a.what.filter, scope: 'all' };
  }
}
