/**
 * Could this link be activated here? Spell speed against the link directly below, "when X is
 * activated" patterns (which must match that link directly, never one further down), activation
 * conditions, the situation's states (set this turn, once per turn used, LP and hand for costs) and
 * the targets chosen. Judged on the board as it is when the link is activated (after the costs of
 * the links below). Conditions the board cannot tell are assumed met and said so.
 */
import { t, type Text } from '../../i18n/text.js';
import type { CardFilter, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { pushOnce } from '../game/state.js';
import { checkCondition, matchesFilter, onBoard, patternMismatch, placeMatches, type PatternFailure } from '../game/match.js';
import { isField } from '../game/board.js';
import { linkActivation, stateView } from '../game/state.js';
import { sentences, zoneWord } from '../phrases/words.js';
import { R } from '../rule-ids.js';
import { phaseById, phaseWithin } from '../../rules/index.js';

export interface Legality {
  legal: boolean | null;
  reason: Text | null;
  rules: string[];
}

const ok = (rules: string[]): Legality => ({ legal: true, reason: null, rules });
const no = (rules: string[], reason: Text): Legality => ({ legal: false, reason, rules });

function isMain(phase: string | null): boolean | null {
  if (!phase) return null;
  return /main|主要/i.test(phase);
}

const SPEED_WORDS: Record<number, Text> = {
  1: t('咒文速度1', 'Spell Speed 1'),
  2: t('咒文速度2', 'Spell Speed 2'),
  3: t('咒文速度3', 'Spell Speed 3'),
};

/**
 * `below`: the nearest link below that could be activated (an illegal link never happened).
 * `lower`: every such link below, nearest first.
 */
export function judgeLegality(state: EngineState, link: LinkState, self: BoardCard, below: LinkState | null, lower: LinkState[]): Legality {
  const rules: string[] = [R.SPEED_KIND];
  const me = link.controller;
  const e = link.effect;
  const name = link.name;
  const board = state.board;

  if (link.directives.some((d) => d.kind === 'legal')) {
    rules.push(R.NOTE);
    pushOnce(state.assumptions, t(`${name.zh}：按注记视为可以发动，未检查发动条件。`, `${name.en}: treated as legal as the note says; its activation requirements were not checked.`));
    return ok(rules);
  }
  if (!e) {
    rules.push(R.UNKNOWN);
    return { legal: null, reason: null, rules };
  }
  if ((e.kind === 'continuous' || e.kind === 'procedure') && (e.source === 'inferred' || link.card.source !== 'curated')) {
    // Read from the card text by a machine: too weak to call the user's chain impossible.
    rules.push(R.NOT_ACTIVATED, R.UNKNOWN);
    pushOnce(
      state.assumptions,
      t(
        `${name.zh}：从卡片文本推断这个效果不发动（永续效果或召唤手续），但推断可能有误；这里无法判断它能否作为连锁的一环。`,
        `${name.en}: the card text reads as an effect that is not activated (continuous or a summoning procedure), but that reading may be wrong; whether it can be a chain link cannot be judged here.`,
      ),
    );
    return { legal: null, reason: null, rules };
  }
  if (e.kind === 'continuous' || e.kind === 'procedure') {
    rules.push(R.NOT_ACTIVATED);
    return no(
      rules,
      t(
        `${name.zh}：这个效果${e.kind === 'continuous' ? '是永续效果' : '是召唤手续'}，不发动、不进入连锁，所以不能作为连锁的一环。`,
        `${name.en}: this effect is ${e.kind === 'continuous' ? 'a continuous effect' : 'a summoning procedure'}; it is not activated and never forms a chain link.`,
      ),
    );
  }
  if (link.card.source === 'inferred' || e.source === 'inferred') {
    rules.push(R.UNKNOWN);
    pushOnce(state.assumptions, t(`${name.zh}的效果是从卡片文本推断的，未经人工核对；以下判断以推断为准。`, `${name.en}: its effect facts were inferred from the card text, not checked by hand; what follows rests on that reading.`));
  }
  const speed = link.speed ?? 1;

  // ── speed and responses ──
  if (!below) {
    if (e.respondsTo) {
      rules.push(R.RESPONDS_NOTHING);
      const skipped = state.links.filter((l) => l.n < link.n && l.legal === false);
      const why = skipped.length
        ? t(`下面的${skipped.map((l) => l.name.zh).join('、')}并没有被发动（不能发动），所以没有可以回应的发动。`, `${skipped.map((l) => l.name.en).join(', ')} below was never activated (it could not be), so there is no activation to answer.`)
        : t('', '');
      return no(rules, sentences([t(`${name.zh}只能在特定的卡·效果发动时发动（连锁那个发动），不能作为连锁1发动。`, `${name.en} can only be activated in answer to a specific activation (chained to it); it cannot start a chain as Chain Link 1.`), why]));
    }
    if (e.respondsToSummon) {
      rules.push(R.SUMMON_NEGATION);
      pushOnce(state.assumptions, t(`${name.zh}回应的是正在进行的召唤（召唤不是连锁），假定这时有那样的召唤。`, `${name.en} answers a summon in progress (a summon is not a chain link); assumed there is one.`));
    }
  } else {
    if (speed === 1) {
      const triggersOnly = (x: EffectFacts | null) => x !== null && (x.kind === 'trigger' || x.kind === 'flip');
      // Simultaneous triggers form one chain with the quick effects (levels 5–6) placed after them, so
      // only triggers may be below a speed-1 trigger.
      if (triggersOnly(e) && lower.every((l) => triggersOnly(l.effect))) {
        rules.push(R.SEGOC_STACK);
        pushOnce(
          state.assumptions,
          t(
            `${name.zh}是咒文速度1的诱发效果，不能连锁其他效果；这里按“同一时点满足条件的诱发效果一起组成连锁”理解，假定它们同时诱发。`,
            `${name.en} is a Spell Speed 1 trigger effect, which cannot chain to another effect; read here as trigger effects that met their conditions at the same time and form one chain, assumed simultaneous.`,
          ),
        );
      } else {
        rules.push(R.SPEED_1_NO_CHAIN);
        return no(rules, t(`${name.zh}是咒文速度1，不能连锁其他卡·效果的发动（只有同时诱发的诱发效果能一起组成连锁）。`, `${name.en} is Spell Speed 1: it cannot be chained to another activation (only simultaneous triggers form a chain together).`));
      }
    } else if (below.speed !== null && speed < below.speed) {
      rules.push(R.SPEED_LOWER);
      const counter = below.speed === 3;
      return no(
        rules,
        t(
          `${name.zh}是${SPEED_WORDS[speed]!.zh}，不能连锁${SPEED_WORDS[below.speed]!.zh}的${below.name.zh}${counter ? '：只有反击陷阱（咒文速度3）能连锁反击陷阱' : ''}。`,
          `${name.en} is ${SPEED_WORDS[speed]!.en} and cannot chain to ${below.name.en}, which is ${SPEED_WORDS[below.speed]!.en}${counter ? ': only a Counter Trap (Spell Speed 3) can chain to a Counter Trap' : ''}.`,
        ),
      );
    }
    if (speed === 3) rules.push(R.SPEED_3);
    if (e.respondsToSummon && !e.respondsTo) {
      rules.push(R.SUMMON_NEGATION);
      return no(rules, t(`${name.zh}回应的是怪兽的召唤（召唤之际），不是连锁中的卡·效果的发动。`, `${name.en} answers a monster being summoned, not an activation on the chain.`));
    }
    const guard = below.effect?.cannotBeAnsweredBy;
    if (guard && (!guard.by || guard.by === 'any' || (guard.by === 'opponent') === (me !== below.controller)) && (!guard.cardKind || (Array.isArray(guard.cardKind) ? guard.cardKind : [guard.cardKind]).includes(link.card.type.kind))) {
      rules.push(R.CANNOT_BE_ANSWERED);
      return no(rules, t(`${below.name.zh}的发动不能被这样的卡·效果连锁（卡上写明），所以${name.zh}不能连锁它。`, `${below.name.en} cannot be chained to by this kind of card or effect (its text says so), so ${name.en} cannot chain to it.`));
    }
    if (e.respondsTo) {
      rules.push(R.RESPONDS_DIRECT);
      const miss = patternMismatch(e.respondsTo, linkActivation(board, below), onBoard(board, link.ref, me));
      if (miss) {
        rules.push(failureRule(miss));
        const reached = lower.slice(1).find((l) => patternMismatch(e.respondsTo!, linkActivation(board, l), onBoard(board, link.ref, me)) === null);
        const parts: Text[] = [mismatchText(link, below, miss, e)];
        if (reached) {
          parts.push(
            t(
              `它回应的发动必须是紧接在下面的一环；${reached.name.zh}虽然符合，但隔着${below.name.zh}，不能越过它去连锁。`,
              `The activation it answers must be the link directly below; ${reached.name.en} would qualify, but ${below.name.en} is in between and it cannot reach past it.`,
            ),
          );
        }
        if (link.card.textChange) {
          rules.push(R.TEXT_CHANGE);
          parts.push(t(`文本变更：${link.card.textChange.zh}`, `Text change: ${link.card.textChange.en}`));
          parts.push(
            t(
              '流传的“可以这样连锁”的裁定（包括规则资料里的例子）是按这张卡的旧文本作出的；本答案按现在的文本判断。',
              'Rulings in circulation that allow this chain (including the worked example in the rules document) come from the older text; this answer follows the current text.',
            ),
          );
        }
        return no(rules, sentences(parts));
      }
    }
  }

  if (e.kind === 'trigger' || e.kind === 'flip') {
    // Whether its event happened is the trigger window's question (./window); here it is assumed.
    rules.push(R.CONDITION_UNKNOWN);
    pushOnce(
      state.assumptions,
      t(`${name.zh}是诱发效果：假定它的诱发条件刚刚满足（发生了什么由之前的时点决定）。`, `${name.en} is a trigger effect: assumed its trigger condition was just met (what happened before decides that).`),
    );
  }

  // A quick effect that answers an event (「…的场合」, not an activation) chained straight onto the
  // activation that will cause that event: the event has not happened yet, it happens when that link
  // resolves. Judged only when the chain was started by a link that is not itself a trigger (so no
  // event just before the chain opened it).
  const early = eventNotYetHappened(link, e, below, lower);
  if (early) {
    rules.push(R.EVENT_NOT_YET);
    return no(rules, early);
  }

  // 「攻击宣言时」: it answers an attack declaration, which happens only in the Battle Step.
  const attackCheck = attackDeclarationCheck(state, link, e, me);
  if (attackCheck) {
    rules.push(R.ATTACK_WINDOW);
    if (attackCheck !== 'assumed') return no(rules, attackCheck);
  }

  // ── when and from where ──
  const turnOwn = board.turnPlayer === me;
  const main = isMain(board.phase);
  const kind = link.card.type.kind;
  const subtypes = link.card.type.subtypes;
  const from = link.activatedFrom;

  if (link.cardActivation && kind === 'spell' && speed === 1) {
    rules.push(R.SPELL_SPEED1_WINDOW);
    if (!turnOwn) return no(rules, t(`${name.zh}是咒文速度1的魔法卡，只能在自己回合的主要阶段发动。`, `${name.en} is a Spell Speed 1 Spell Card: only in its controller's own Main Phase.`));
    if (main === false) return no(rules, t(`${name.zh}是咒文速度1的魔法卡，只能在主要阶段发动。`, `${name.en} is a Spell Speed 1 Spell Card: only in the Main Phase.`));
  }
  if (e.kind === 'ignition' && !e.alsoOpponentTurn) {
    rules.push(R.IGNITION_WINDOW);
    if (!turnOwn) return no(rules, t(`${name.zh}是起动效果，只能在自己回合的主要阶段发动。`, `${name.en} is an ignition effect: only in its controller's own Main Phase.`));
    if (main === false) return no(rules, t(`${name.zh}是起动效果，只能在主要阶段发动。`, `${name.en} is an ignition effect: only in the Main Phase.`));
  }
  if (link.cardActivation && kind === 'trap' && from === 'hand') {
    const fromHand = e.from && (Array.isArray(e.from) ? e.from : [e.from]).includes('hand');
    rules.push(R.TRAP_HAND);
    if (!fromHand && !e.handActivation) return no(rules, t(`${name.zh}是陷阱卡，要先盖放才能发动，不能从手卡发动。`, `${name.en} is a Trap: it must be Set before it can be activated, not activated from the hand.`));
    if (!fromHand && e.handActivation) {
      // 「…的场合，这张卡也能从手卡发动」: the text's own condition, judged without this card (it is on its way to the field).
      rules.push(R.TRAP_HAND_ALLOWED);
      for (const cond of e.handActivation.condition ?? []) {
        const own = cond.is === 'none' || cond.is === 'exists' ? { ...cond, filter: { ...cond.filter, notSelf: true } } : cond;
        const v = checkCondition(own, stateView(state), self, me);
        if (v === false) return no(rules, t(`${name.zh}只有在${condText(cond).zh}时才能从手卡发动，现在不满足。`, `${name.en} may be activated from the hand only when this holds: ${condText(cond).en}; it does not now.`));
        if (v === null) pushOnce(state.assumptions, t(`${name.zh}从手卡发动的条件（${condText(cond).zh}）情境中没有写明，假定满足。`, `${name.en}: its condition for activation from the hand (${condText(cond).en}) is not stated in the situation; assumed met.`));
      }
      if (e.handActivation.cost?.length) pushOnce(state.assumptions, t(`${name.zh}从手卡发动时还要支付卡上写的额外代价。`, `${name.en}: activated from the hand, it also pays the extra cost its text names.`));
    }
  }
  if (link.cardActivation && kind === 'spell' && subtypes.includes('quickplay') && from === 'hand' && !turnOwn) {
    rules.push(R.QP_HAND_OPP_TURN);
    return no(rules, t(`${name.zh}是速攻魔法，在对方回合只能发动盖放的，不能从手卡发动。`, `${name.en} is a Quick-Play Spell: in the opponent's turn only a Set one can be activated, not one from the hand.`));
  }
  const setThisTurn = self.states.includes('set-this-turn') || link.directives.some((d) => d.kind === 'set-this-turn');
  if (link.cardActivation && setThisTurn && isField(from) && (kind === 'trap' || subtypes.includes('quickplay')) && !e.activateSetTurn) {
    rules.push(kind === 'trap' ? R.TRAP_SET_TURN : R.QP_SET_TURN);
    return no(
      rules,
      kind === 'trap'
        ? t(`${name.zh}是这个回合盖放的陷阱卡，盖放的回合不能发动（卡上没有写可以）。`, `${name.en} is a Trap Set this turn: it cannot be activated the turn it was Set (its text does not allow it).`)
        : t(`${name.zh}是这个回合盖放的速攻魔法，盖放的回合不能发动。`, `${name.en} is a Quick-Play Spell Set this turn: it cannot be activated the turn it was Set.`),
    );
  }
  if (e.from && !link.cardActivation && from !== null) {
    const places = Array.isArray(e.from) ? e.from : [e.from];
    if (!placeMatches(places, from)) {
      rules.push(R.FROM_ZONE);
      return no(rules, t(`${name.zh}要在${zoneWordList(places).zh}发动，这张卡却在${zoneWord(from).zh}。`, `${name.en} is activated from ${zoneWordList(places).en}, but this card is in ${zoneWord(from).en}.`));
    }
  }
  if (kind === 'monster' && from === 'monster' && !self.faceUp && e.kind !== 'flip' && !e.cost?.some((c) => c.do === 'change-position')) {
    rules.push(R.FACE_DOWN_MONSTER);
    return no(rules, t(`${name.zh}：里侧表示的怪兽不能发动效果。`, `${name.en}: a face-down monster cannot activate its effects.`));
  }
  if (e.oncePerTurn && (self.states.includes('used') || link.directives.some((d) => d.kind === 'used'))) {
    rules.push(R.OPT_USED);
    return no(rules, t(`${name.zh}：这个效果1回合只能使用1次，这个回合已经用过了。`, `${name.en}: this effect is once per turn and was already used this turn.`));
  }

  // Once per turn within this very chain: 1回合1次 per copy ('soft'), 这个卡名 by name ('hard'),
  // 「这个卡名的卡在1回合只能发动1张」 for card activations.
  const earlier = state.links.filter((l) => l.n < link.n && l.legal !== false && l.controller === me && l.effect);
  const sameEffect = (l: LinkState) => l.effect!.n === e.n && l.card.id === link.card.id;
  const used =
    (e.oncePerTurn === 'hard' && earlier.find(sameEffect)) ||
    (e.oncePerTurn === 'soft' && earlier.find((l) => sameEffect(l) && l.ref === link.ref)) ||
    (link.cardActivation && link.card.effects.some((x) => x.cardOncePerTurn) && earlier.find((l) => l.cardActivation && l.card.id === link.card.id));
  if (used) {
    rules.push(R.OPT_IN_CHAIN);
    return no(
      rules,
      t(
        `${name.zh}：${e.oncePerTurn === 'soft' ? '这张卡的这个效果1回合只能使用1次' : '这个卡名的卡·效果1回合只能使用1次'}，这个连锁里${used.name.zh}已经用过了。`,
        `${name.en}: ${e.oncePerTurn === 'soft' ? "this card's effect is once per turn" : 'cards or effects of this name are once per turn'}, and ${used.name.en} already used it in this chain.`,
      ),
    );
  }

  // ── activation conditions ──
  for (const cond of e.condition ?? []) {
    rules.push(R.CONDITION);
    const v = checkCondition(cond, stateView(state), self, me);
    if (v === false) return no(rules, t(`${name.zh}的发动条件不满足：${condText(cond).zh}。`, `${name.en}: its activation requirement is not met: ${condText(cond).en}.`));
    if (v === null) {
      rules.push(R.CONDITION_UNKNOWN);
      pushOnce(state.assumptions, t(`${name.zh}的发动条件（${condText(cond).zh}）情境中没有写明，假定满足。`, `${name.en}: its activation requirement (${condText(cond).en}) is not stated in the situation; assumed met.`));
    }
  }

  // ── actions a face-up card forbids (「双方不能把卡除外」) ──
  const forbidden = forbiddenAction(state, link, e, self);
  if (forbidden) {
    rules.push(forbidden.rule);
    return no(rules, forbidden.why);
  }

  // ── costs ──
  if (!link.directives.some((d) => d.kind === 'no-cost')) {
    for (const c of e.cost ?? []) {
      if (c.do === 'pay-lp' && typeof c.amount === 'number') {
        const lp = board.lp[me];
        if (lp !== null && lp < c.amount) {
          rules.push(R.COST_LP);
          return no(rules, t(`${name.zh}要支付${c.amount}基本分作为代价，但${me}只有${lp}。`, `${name.en} costs ${c.amount} LP, but ${me} has only ${lp}.`));
        }
      }
      if (c.do === 'discard' && c.what !== 'self') {
        const n = board.handSize[me];
        const count = typeof c.what === 'object' ? (c.what.count ?? 1) : 1;
        const own = link.activatedFrom === 'hand' ? 1 : 0;
        if (n !== null && n - own < count) {
          rules.push(R.COST_HAND);
          return no(rules, t(`${name.zh}要丢弃${count}张手卡作为代价，但${me}的手卡不够。`, `${name.en} needs ${count} card(s) discarded as a cost, but ${me} does not have enough in hand.`));
        }
      }
      if (c.do === 'tribute' && typeof c.what === 'object' && state.knownZones.has(`${me}:field`) && !link.directives.some((d) => d.kind === 'cost-self')) {
        const fits = Object.values(board.cards).filter((x) => matchesFilter((c.what as { filter: CardFilter }).filter, x, onBoard(board, link.ref, me))).length;
        if (fits < ((c.what as { count?: number }).count ?? 1)) {
          rules.push(R.COST_SELF);
          return no(rules, t(`${name.zh}要解放${describeFilter(c.what.filter).zh}作为代价，但情境中没有可以解放的怪兽。`, `${name.en} needs to tribute ${describeFilter(c.what.filter).en} as its cost, but the situation has none.`));
        }
      }
      const selfCost = c.what === 'self' || (c.do === 'tribute' && link.directives.some((d) => d.kind === 'cost-self'));
      if ((c.do === 'tribute' || c.do === 'send-to-gy' || c.do === 'banish' || c.do === 'return-to-deck') && selfCost && from !== null) {
        const fromOk = c.do === 'tribute' ? from === 'monster' : true;
        if (!fromOk) {
          rules.push(R.COST_SELF);
          return no(rules, t(`${name.zh}要把这张卡解放作为代价，这张卡必须在怪兽区域。`, `${name.en} tributes itself as a cost, so it must be in the Monster Zone.`));
        }
      }
    }
  }

  // ── targets ──
  if (e.targets) {
    const want = e.targets;
    const typed = link.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
    const attackerRef = board.attack ? (board.aliases?.[board.attack.attacker] ?? board.attack.attacker) : null;
    const attacker = attackerRef ? board.cards[attackerRef] : undefined;
    if (typed.length === 0 && want.filter.attacking && want.count === 1 && attacker && matchesFilter(want.filter, attacker, onBoard(board, link.ref, me))) {
      // 「以那1只攻击怪兽为对象」 with no target written: the situation's attacker is the only choice.
      link.targets = [attacker.ref];
      rules.push(R.TARGET_QUALIFY, R.TARGET_ATTACKER);
      pushOnce(state.assumptions, t(`${name.zh}没有写出对象；它的对象只能是攻击怪兽，按情境是「${attacker.card.name}」。`, `${name.en}: no target given; its target can only be the attacking monster, which the situation says is ${attacker.card.name}.`));
    } else if (typed.length === 0) {
      pushOnce(state.assumptions, t(`${name.zh}要选择对象，但没有写出对象；假定有合适的对象。`, `${name.en} targets, but no target was given; assumed a valid one exists.`));
    } else {
      rules.push(R.TARGET_QUALIFY);
      if (want.filter.attacking && !board.attack && typed.length === 1 && typed[0]!.zone === 'monster') {
        // The chain answers an attack the situation did not write down: the named target is the attacker.
        board.attack = { attacker: typed[0]!.ref, target: null };
        pushOnce(
          state.assumptions,
          t(`情境中没有写攻击；按${name.zh}的对象，假定「${typed[0]!.card.name}」正在攻击。`, `The situation gives no attack; from ${name.en}'s target, ${typed[0]!.card.name} is assumed to be attacking.`),
        );
      }
      const bad = typed.find((c) => !matchesFilter(want.filter, c, onBoard(board, link.ref, me)));
      if (bad) return no(rules, targetText(link, bad, want.filter, state));
      if (typed.length > want.count || (!want.upTo && typed.length < want.count)) {
        rules.push(R.TARGET_COUNT);
        if (typed.length > want.count) return no(rules, t(`${name.zh}只能选${want.count}个对象，这里写了${typed.length}个。`, `${name.en} takes ${want.count} target(s); ${typed.length} were given.`));
        pushOnce(state.assumptions, t(`${name.zh}要选${want.count}个对象，只写出了${typed.length}个；其余的假定存在。`, `${name.en} takes ${want.count} targets; only ${typed.length} given, the rest assumed.`));
      }
    }
  } else if (link.targets.length > 0 && e.respondsToSummon && !below) {
    // A summon negation as Chain Link 1: the card written is the monster being summoned.
    pushOnce(state.assumptions, t(`${name.zh}：写出的卡读作正在被召唤的怪兽（召唤无效不取对象）。`, `${name.en}: the card given is read as the monster being summoned (negating a summon does not target).`));
  } else if (link.targets.length > 0) {
    pushOnce(state.warnings, t(`${name.zh}的这个效果不取对象；写出的对象只当作说明。`, `${name.en}: this effect does not target; the cards given are read as a remark only.`));
  }

  return ok(rules);
}

function zoneWordList(places: readonly import('../../cards/facts.js').Place[]): Text {
  const words = places.map((p) => zoneWord(p));
  return { zh: words.map((w) => w.zh).join('或'), en: words.map((w) => w.en).join(' or ') };
}

function failureRule(f: PatternFailure): string {
  switch (f) {
    case 'wouldDestroy':
      return R.RESPONDS_WOULD_DESTROY;
    case 'targetsExactly':
    case 'destroysItsTarget':
      return R.RESPONDS_TARGETS_EXACTLY;
    case 'from':
      return R.RESPONDS_FROM;
    case 'targets':
      return R.RESPONDS_TARGETS;
    case 'anyOf':
      return R.RESPONDS_ANY_OF;
    default:
      return R.RESPONDS_MATCH;
  }
}

function mismatchText(link: LinkState, below: LinkState, f: PatternFailure, e: EffectFacts): Text {
  const me = link.name;
  const it = below.name;
  const p = e.respondsTo!;
  switch (f) {
    case 'anyOf': {
      const alts = (p.anyOf ?? []).map(describePattern);
      const what = describeActivation(below);
      return t(
        `${me.zh}只回应${alts.map((a) => a.zh).join('或')}；${it.zh}是${what.zh}。`,
        `${me.en} only answers ${alts.map((a) => a.en).join(' or ')}; ${it.en} is ${what.en}.`,
      );
    }
    case 'by':
      return t(`${me.zh}只能回应${p.by === 'opponent' ? '对方' : '自己'}的发动，${it.zh}不是。`, `${me.en} only answers ${p.by === 'opponent' ? "the opponent's" : 'its controller’s own'} activations; ${it.en} is not one.`);
    case 'cardKind':
      return t(`${me.zh}回应的发动种类不对：${it.zh}是${kindZh(below.card.type.kind)}。`, `${me.en} does not answer this kind of activation: ${it.en} is a ${below.card.type.kind}.`);
    case 'activation':
      return p.activation === 'card'
        ? t(`${me.zh}只能回应魔法·陷阱卡的发动，${it.zh}是效果的发动，不是卡的发动。`, `${me.en} only answers a Spell/Trap Card activation; ${it.en} is an effect activation, not a card activation.`)
        : t(`${me.zh}只能回应效果的发动，${it.zh}是卡的发动。`, `${me.en} only answers an effect activation; ${it.en} is a card activation.`);
    case 'from':
      return t(
        `${me.zh}只能回应在${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).zh}发动的效果；${it.zh}是在${zoneWord(below.activatedFrom).zh}发动的（发动的场所是支付代价之前这张卡所在的地方）。`,
        `${me.en} only answers effects activated in ${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).en}; ${it.en} was activated in ${zoneWord(below.activatedFrom).en} (where a card is activated is where it was before paying the cost).`,
      );
    case 'includes': {
      const acts = (p.includes ?? []).map(describeIncluded);
      if (!acts.length) return t(`${me.zh}回应的发动必须包含特定的处理，${it.zh}没有。`, `${me.en} answers only activations that include a particular action; ${it.en} does not.`);
      return t(
        acts.length === 1
          ? `${me.zh}只回应包含「${acts[0]!.zh}」的发动；${it.zh}的效果不包含这个处理。`
          : `${me.zh}只回应包含「${acts.map((a) => a.zh).join('」「')}」之一的发动；${it.zh}的效果不包含这些处理。`,
        acts.length === 1
          ? `${me.en} answers only activations whose effect includes this: ${acts[0]!.en}. ${it.en} does not.`
          : `${me.en} answers only activations whose effect includes one of: ${acts.map((a) => a.en).join('; ')}. ${it.en} includes none of them.`,
      );
    }
    case 'targetsExactly':
    case 'destroysItsTarget': {
      const te = p.targetsExactly;
      const what = te ? describeFilter(te.filter) : t('卡', 'card');
      const kindWords = p.activation === 'card' ? t('卡的发动', 'card activation') : t('发动', 'activation');
      return t(
        `${me.zh}现在的文本只能回应「只以${te ? te.count : ''}张${what.zh}为对象${p.destroysItsTarget ? '并把它破坏' : ''}」的${kindWords.zh}；${it.zh}${below.targets.length === 0 && !below.effect?.targets ? '不取对象' : '不是这样的发动'}。`,
        `${me.en}, as currently written, only answers a ${kindWords.en} that targets exactly ${te ? te.count : ''} ${what.en}${p.destroysItsTarget ? ' and would destroy it' : ''}; ${it.en} ${below.targets.length === 0 && !below.effect?.targets ? 'targets nothing' : 'is not one'}.`,
      );
    }
    case 'wouldDestroy':
      return t(`${me.zh}只能回应会破坏场上怪兽的发动；${it.zh}不会破坏场上的怪兽。`, `${me.en} only answers an activation that would destroy monster(s) on the field; ${it.en} would not.`);
    case 'targets':
      return t(`${me.zh}只能在自己符合条件的卡成为对象时发动；${it.zh}没有以那样的卡为对象。`, `${me.en} answers only an activation that targets the card its text names; ${it.en} does not target it.`);
  }
}

function kindsText(kinds: readonly string[]): Text {
  const zh = kinds.map(kindZh).join('·').replace('魔法卡·陷阱卡', '魔法·陷阱卡');
  const en = kinds.map((k) => (k === 'monster' ? 'monster' : k === 'spell' ? 'Spell' : 'Trap')).join('/');
  return t(zh, en);
}

/** One alternative of a response pattern in words (「怪兽效果的发动」, 'a Spell/Trap card activation'). */
function describePattern(p: import('../../cards/facts.js').ActivationPattern): Text {
  const kinds = p.cardKind ? (Array.isArray(p.cardKind) ? p.cardKind : [p.cardKind]) : [];
  const k = kinds.length ? kindsText(kinds) : t('卡', 'card');
  if (p.activation === 'card') return t(`${k.zh}的发动`, `a ${k.en} card activation`);
  if (p.activation === 'effect') return t(`${k.zh}效果的发动`, `a ${k.en} effect activation`);
  return t(`${k.zh}的卡·效果的发动`, `an activation of a ${k.en} card or effect`);
}

/** What an activation on the chain is, in words. */
function describeActivation(l: LinkState): Text {
  const k = kindsText([l.card.type.kind]);
  if (l.cardActivation) return t(`${k.zh}的发动`, `a ${k.en} card activation`);
  if (l.card.type.kind === 'monster') return t('怪兽效果的发动', 'a monster effect activation');
  return t(`${isField(l.activatedFrom) ? '场上表侧表示的' : ''}${k.zh}的效果的发动（不是卡的发动）`, `the activation of a ${isField(l.activatedFrom) ? 'face-up ' : ''}${k.en}'s effect (not a card activation)`);
}

/** A card filter in words (「场上的魔法·陷阱卡」). */
export function describeFilter(f: CardFilter): Text {
  const kinds = f.kind ? (Array.isArray(f.kind) ? f.kind : [f.kind]) : [];
  const kz = kinds.length ? kinds.map(kindZh).join('·').replace('魔法卡·陷阱卡', '魔法·陷阱卡') : '卡';
  const ke = kinds.length ? kinds.map((k) => (k === 'monster' ? 'Monster' : k === 'spell' ? 'Spell' : 'Trap')).join('/') : 'card';
  const places = f.place ? (Array.isArray(f.place) ? f.place : [f.place]) : [];
  const pz = places.map((p) => (p === 'field' || p === 'monster' || p === 'spell' ? '场上' : zoneWord(p).zh)).filter((v, i, a) => a.indexOf(v) === i).join('或');
  const pe = places.map((p) => (p === 'field' || p === 'monster' || p === 'spell' ? 'the field' : zoneWord(p).en)).filter((v, i, a) => a.indexOf(v) === i).join(' or ');
  const side = f.side === 'self' ? t('自己', 'your ') : f.side === 'opponent' ? t('对方', "the opponent's ") : t('', '');
  return t(`${side.zh}${pz ? pz + '的' : ''}${kz}`, `${side.en}${ke}${pe ? ` on ${pe}` : ''}`.replace('on the field', 'on the field'));
}

function kindZh(k: string): string {
  return k === 'monster' ? '怪兽' : k === 'spell' ? '魔法卡' : '陷阱卡';
}

function condText(c: import('../../cards/facts.js').Condition): Text {
  switch (c.is) {
    case 'hand-size':
      return t(`${c.side === 'self' ? '自己' : c.side === 'opponent' ? '对方' : ''}手卡${c.op === '==' ? '为' : c.op}${c.value}张`, `${c.side === 'opponent' ? "the opponent's" : 'own'} hand ${c.op === '==' ? 'is' : c.op} ${c.value}`);
    case 'lp':
      return t(`${c.side === 'opponent' ? '对方' : '自己'}基本分${c.op}${c.value}`, `${c.side === 'opponent' ? "the opponent's" : 'own'} LP ${c.op} ${c.value}`);
    case 'exists':
      return t('场上（或指定区域）有符合条件的卡', 'a qualifying card exists');
    case 'none': {
      // The plain 「自己场上没有卡存在」 (a hand-activation condition of some Traps) is said as such.
      const f = c.filter;
      const plain = Object.keys(f).every((k) => k === 'side' || k === 'place' || k === 'notSelf' || k === 'faceUp') && f.place === 'field' && (f.side === 'self' || f.side === 'opponent');
      const fu = f.faceUp ? t('表侧表示的', 'face-up ') : t('', '');
      if (plain) return f.side === 'self' ? t(`自己场上没有${fu.zh}卡`, `its controller controls no ${fu.en}cards`) : t(`对方场上没有${fu.zh}卡`, `the opponent controls no ${fu.en}cards`);
      return t('指定区域没有符合条件的卡', 'no qualifying card exists');
    }
    case 'turn':
      return t(c.whose === 'self' ? '自己回合' : '对方回合', c.whose === 'self' ? 'own turn' : "the opponent's turn");
    case 'phase': {
      // The phase's title from the turn reference: one source of words for every phase.
      const titles = c.phases.map((p) => phaseById(p)?.title ?? t(p, p));
      return t(`在${titles.map((x) => x.zh).join('或')}`, `during ${titles.map((x) => x.en).join(' or ')}`);
    }
    case 'self-state':
      return t(`这张卡的状态：${c.state}`, `this card's state: ${c.state}`);
    case 'other':
      // The data's free words are English notes: the Chinese answer names the kind of condition instead.
      return t('卡片文本中的其他条件', c.note);
  }
}

function targetText(link: LinkState, bad: BoardCard, filter: CardFilter, state: EngineState): Text {
  const me = link.name;
  const gone = !isField(bad.zone) && filter.place !== undefined && (filter.place === 'field' || filter.place === 'monster' || filter.place === 'spell');
  if (gone) {
    const cost = state.events.find((ev) => ev.atActivation && ev.cards.includes(bad.ref));
    return t(
      `${me.zh}：「${bad.card.name}」已经不在场上${cost?.link ? `（C${cost.link}发动时作为代价离开了场上）` : ''}，不能作为对象；没有合适的对象就不能发动。`,
      `${me.en}: ${bad.card.name} is no longer on the field${cost?.link ? ` (it left as the cost of Chain Link ${cost.link})` : ''}, so it cannot be targeted; with no valid target it cannot be activated.`,
    );
  }
  if (filter.attacking && !state.board.attack) {
    return t(
      `${me.zh}：它的对象必须是攻击怪兽，但情境中没有正在进行的攻击（可以写 {攻击:X→Y}）。`,
      `${me.en}: its target must be the attacking monster, but the situation has no attack in progress (write {attack:X→Y}).`,
    );
  }
  if (filter.attacking) {
    return t(`${me.zh}：「${bad.card.name}」不是攻击怪兽，不能作为对象。`, `${me.en}: ${bad.card.name} is not the attacking monster, so it cannot be targeted.`);
  }
  return t(`${me.zh}：「${bad.card.name}」不是这个效果能选的对象（${describeFilter(filter).zh}）。`, `${me.en}: ${bad.card.name} is not a valid target for this effect (${describeFilter(filter).en}).`);
}

/**
 * An effect whose event is an attack declaration (「攻击宣言时」): null when it has none; a reason when
 * the situation rules it out (not in the Battle Step, or the attack is by the wrong side); 'assumed'
 * when the situation gives no attack (said in the assumptions).
 */
function attackDeclarationCheck(state: EngineState, link: LinkState, e: EffectFacts, me: LinkState["controller"]): Text | 'assumed' | null {
  const tr = e.trigger;
  const events = tr ? (Array.isArray(tr.event) ? tr.event : [tr.event]) : [];
  if (!tr || events.length !== 1 || events[0] !== 'attack-declared') return null;
  const board = state.board;
  const name = link.name;
  const phase = board.phase;
  const outside = phase !== null && (phaseWithin(phase, 'battle-phase') === false || ['start-step', 'damage-step', 'end-step'].some((p) => phaseWithin(phase, p) === true));
  if (outside) {
    return t(
      `${name.zh}在攻击宣言时才能发动，攻击宣言只在战斗步骤进行；情境的阶段（${phaseById(phase)?.title.zh ?? phase}）不是那个时点。`,
      `${name.en} can only be activated when an attack is declared, which happens only in the Battle Step; the situation's phase (${phaseById(phase)?.title.en ?? phase}) is not that moment.`,
    );
  }
  if (!board.attack) {
    pushOnce(
      state.assumptions,
      t(`${name.zh}在攻击宣言时才能发动；情境中没有写攻击，假定刚刚有符合条件的攻击宣言（可写 {攻击:X→Y}）。`, `${name.en} can only be activated when an attack is declared; the situation gives no attack, so a qualifying attack declaration is assumed (write {attack:X→Y}).`),
    );
    return 'assumed';
  }
  const attacker = board.cards[board.attack.attacker];
  if (attacker && tr.subject && !matchesFilter(tr.subject, attacker, onBoard(board, link.ref, me))) {
    return t(
      `${name.zh}：这里的攻击宣言不符合卡上写的条件——攻击的是「${attacker.card.name}」${attacker.controller === me ? '（自己的怪兽）' : ''}。`,
      `${name.en}: the attack declared here does not fit its text — the attacker is ${attacker.card.name}${attacker.controller === me ? ', a monster its own controller controls' : ''}.`,
    );
  }
  return 'assumed';
}

/** One action of a 「包含…的效果」 list, in words: 从卡组加入手卡 / add from the Deck to the hand. */
function describeIncluded(a: { do: string; from?: import('../../cards/facts.js').Place | import('../../cards/facts.js').Place[] }): Text {
  const from = a.from ? zoneWordList(Array.isArray(a.from) ? a.from : [a.from]) : null;
  const words: Record<string, Text> = {
    'add-to-hand': t('加入手卡', 'add to the hand'),
    'special-summon': t('特殊召唤', 'Special Summon'),
    'send-to-gy': t('送去墓地', 'send to the GY'),
    banish: t('除外', 'banish'),
    'return-to-deck': t('回到卡组', 'return to the Deck'),
    destroy: t('破坏', 'destroy'),
    draw: t('抽卡', 'draw'),
  };
  const verb = words[a.do] ?? t(a.do, a.do);
  if (!from) return verb;
  // English puts the destination last: "add from the Deck to the hand".
  const dest: Record<string, string> = { 'add-to-hand': 'to the hand', 'send-to-gy': 'to the GY', 'return-to-deck': 'to the Deck' };
  const en = dest[a.do] ? `${verb.en.replace(` ${dest[a.do]}`, '')} from ${from.en} ${dest[a.do]}` : `${verb.en} from ${from.en}`;
  return t(`从${from.zh}${verb.zh}`, en);
}

/** What each event type is caused by, as an action of the card data. */
const EVENT_BY_ACTION: Record<string, string> = {
  'added-to-hand': 'add-to-hand',
  'special-summoned': 'special-summon',
  'sent-to-gy': 'send-to-gy',
  destroyed: 'destroy',
  banished: 'banish',
  discarded: 'discard',
};

/** See the caller: the reason when the event this quick effect answers is still to come from the link below. */
function eventNotYetHappened(link: LinkState, e: EffectFacts, below: LinkState | null, lower: LinkState[]): Text | null {
  if (e.kind !== 'quick' || !e.trigger || e.respondsTo || !below?.effect) return null;
  if (lower.some((l) => l.effect?.kind === 'trigger' || l.effect?.kind === 'flip' || l.effect?.trigger)) return null;
  const events = Array.isArray(e.trigger.event) ? e.trigger.event : [e.trigger.event];
  const from = e.trigger.from ? (Array.isArray(e.trigger.from) ? e.trigger.from : [e.trigger.from]) : null;
  const causes = below.effect.does.some((a) =>
    events.some((ev) => EVENT_BY_ACTION[ev] === a.do && (!from || !a.from || (Array.isArray(a.from) ? a.from : [a.from]).some((f) => from.includes(f)))),
  );
  if (!causes) return null;
  const name = link.name;
  const it = below.name;
  return t(
    `${name.zh}回应的是事件本身（卡已经那样移动或出场之后），不是卡·效果的发动；${it.zh}的那个处理要到它处理时才发生，所以不能连锁${it.zh}的发动——要在这个连锁处理完、那个事件发生之后再发动。`,
    `${name.en} answers the event itself (after the card has moved or arrived), not an activation; ${it.en} makes that happen only when it resolves, so ${name.en} cannot be chained to its activation — activate it after this chain resolves, once the event has happened.`,
  );
}

/**
 * A face-up card on the field forbids an action (floodgates such as 「双方不能把卡除外」): a card whose cost, or
 * whose effect's first step, is that action cannot be activated. Later steps are not judged (said).
 */
function forbiddenAction(state: EngineState, link: LinkState, e: EffectFacts, self: BoardCard): { why: Text; rule: string } | null {
  const me = link.controller;
  for (const c of Object.values(state.board.cards)) {
    if (c.ref === self.ref || !c.faceUp || !(c.zone === 'monster' || c.zone === 'spell') || c.activationNegated || !c.controller) continue;
    for (const eff of c.card.effects) {
      if (eff.kind !== 'continuous') continue;
      for (const a of eff.does) {
        if (a.setFirst && link.cardActivation && link.card.type.kind === a.setFirst) {
          const setNow = self.states.includes('set-this-turn') || link.directives.some((d) => d.kind === 'set-this-turn');
          if (link.activatedFrom === 'hand' || setNow) {
            return { rule: R.SET_FIRST, why: t(
              `场上表侧表示的「${c.card.name}」使${kindZh(a.setFirst)}必须先盖放、到下个回合才能发动；${link.name.zh}${link.activatedFrom === 'hand' ? '是从手卡发动的' : '是这个回合盖放的'}，所以不能发动。`,
              `${c.card.name}, face-up on the field, makes ${a.setFirst === 'spell' ? 'Spell' : a.setFirst === 'trap' ? 'Trap' : 'Monster'} Cards be Set first and activated no earlier than the next turn; ${link.name.en} ${link.activatedFrom === 'hand' ? 'is activated from the hand' : 'was Set this turn'}, so it cannot be activated.`,
            ) };
          }
        }
        if (!a.forbids) continue;
        const who = a.player ?? 'both';
        const applies = who === 'both' || (who === 'self') === (c.controller === me);
        if (!applies) continue;
        const inCost = (e.cost ?? []).some((x) => x.do === a.forbids);
        const firstStep = e.does[0]?.do === a.forbids;
        const verb = describeIncluded({ do: a.forbids });
        if (inCost || firstStep) {
          return { rule: R.FORBIDDEN_ACTION, why: t(
            `场上表侧表示的「${c.card.name}」使${who === 'both' ? '双方' : '这名玩家'}不能${verb.zh}，而${link.name.zh}的${inCost ? '代价' : '效果'}就是${verb.zh}，所以不能发动。`,
            `${c.card.name}, face-up on the field, stops ${who === 'both' ? 'both players' : 'this player'} from doing this: ${verb.en}; that is ${inCost ? 'the cost' : 'the effect'} of ${link.name.en}, so it cannot be activated.`,
          ) };
        }
        if (e.does.some((x) => x.do === a.forbids)) {
          pushOnce(
            state.assumptions,
            t(`${link.name.zh}的效果中有「${c.card.name}」禁止的处理（${verb.zh}）；假定那一部分不进行、其余照常处理（请按卡片裁定确认）。`, `${link.name.en}: part of its effect (${verb.en}) is forbidden by ${c.card.name}; assumed that part is not done and the rest applies (check the card's rulings).`),
          );
        }
      }
    }
  }
  return null;
}
