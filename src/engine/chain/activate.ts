/**
 * Building the chain, link by link: which effect, where it is activated from, whether it could be
 * activated (./legality.ts), then the activation itself — a Spell/Trap card goes face-up onto the
 * field, costs are paid, targets are chosen. Costs move cards at activation, so the place of
 * activation is recorded before they are paid (seed 002 2.1).
 */
import { setTrapEffect } from './set-trap-effect.js';
import { applyBurnPerAdd } from '../game/burn-per-add.js';
import { applySelfDestruct, selfDestructBaseline } from './self-destruct.js';
import type { DuelEnd } from '../game/duel-end.js';
import { t } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import type { Card, EffectFacts, Zone } from '../../cards/facts.js';
import type { ScenarioLink } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { activationOf, newLink, pushOnce, stateView } from '../game/state.js';
import { canonical, moveCard } from '../game/board.js';
import { columnOf } from '../game/field-zones.js';
import { isActivated, spellSpeed } from '../game/speed.js';
import { isMainPhase, phaseMatches } from '../game/phase.js';
import { damageStepVerdict } from '../game/damage-step.js';
import { asArray, checkConditions, onBoard, patternMismatch, placeMatches } from '../game/match.js';
import { noSummonToAnswer } from './summon-answerable.js';
import { judgeLegality } from './legality.js';
import { nothingToApplyOne } from './applies.js';
import { isSummon } from '../game/perform.js';
import { moveCards, payCost } from '../game/actions.js';
import { emit, nextStep } from '../game/events.js';
import type { NoteFact } from '../../scenario/types.js';
import { linkCard } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { checkMandatoryAnswers, mandatoryAnswersTo, type PendingAnswer } from './mandatory.js';
import { withEffect } from './with-effect.js';
import { isPendulumCardActivation, pendulumActivation } from './pendulum-activation.js';
import { cardsWith } from '../game/standing.js';

export function newLinkState(state: EngineState, sl: ScenarioLink): LinkState {
  const ref = canonical(state.board, sl.card);
  const bc = state.board.cards[ref]!;
  return newLink({
    n: sl.n,
    name: linkCard(sl.n, bc.card),
    ref,
    instanceRef: sl.card,
    card: bc.card,
    effect: null,
    controller: sl.controller,
    speed: null,
    targets: sl.targets.map((r) => canonical(state.board, r)),
    activatedFrom: null,
    cardActivation: false,
    directives: sl.facts ?? [],
  });
}

/**
 * CH-TYPED-GAINED: a continuous effect under a typed number that may grant the ● activated — not one whose every step is a bond
 * between cards (「这张卡从场上离开时那只怪兽破坏」 after a summon: it grants nothing, so no grant is assumed).
 */
function grantsUnderNumber(e: EffectFacts): boolean {
  return e.kind === 'continuous' && !(e.does.length > 0 && e.does.every((a) => a.bond !== undefined));
}

/** The effect a link uses: the one typed, else the one that fits where it stands (said in assumptions). */
function pickEffect(state: EngineState, link: LinkState, typed: number | null, bc: BoardCard, below: LinkState | null, pendulum = false): EffectFacts | null {
  const effects = link.card.effects;
  if (effects.length === 0) return null;
  const hasPendulum = effects.some((e) => e.pendulum);
  if (typed !== null) {
    const group = effects.filter((e) => e.choiceOf === typed);
    if (group.length > 1) return pickChoice(state, link, group, below);
    // P① names a Pendulum Effect, ① a monster effect: numbered apart (CH-PENDULUM).
    if (pendulum || hasPendulum) link.rules.push(R.PENDULUM);
    // CH-TYPED-NOT-PROCEDURE: a summoning procedure is never activated — one the compiler numbered like an effect (a Pendulum
    // monster's unnumbered procedure after its Pendulum ①②) gives way to the activatable effect of that number.
    const typedHits = effects.filter((e) => e.n === typed && Boolean(e.pendulum) === pendulum);
    // CH-TYPED-SAME-NUMBER: the number names several activated effects of their own (not ● options of one activation): which one.
    const several = typedHits.filter((e) => e.kind !== 'procedure' && e.kind !== 'continuous' && e.kind !== 'activation' && e.choiceOf === undefined);
    if (several.length > 1) {
      const chosen = pickSameNumber(state, link, several, typed, bc, below);
      if (typedHits.some(grantsUnderNumber)) {
        link.rules.push(R.TYPED_GAINED);
        pushOnce(state.assumptions, say({ rule: R.TYPED_GAINED, params: { name: link.name, n: typed } }));
      }
      return chosen;
    }
    // CH-TYPED-GAINED: 「…得到以下效果。●…1回合1次，…才能发动」 — a continuous effect granting an activated ● is numbered with it;
    // the number on a chain names the ● that is activated, not the continuous effect that grants it.
    const activated = typedHits.find((e) => e.kind !== 'procedure' && e.kind !== 'continuous');
    // (A Spell/Trap's card activation numbered with the continuous effect it leaves — 「①：…融合召唤。这个效果特殊召唤的怪兽的攻击力
    // 变成0」 — is that activation: it grants nothing.)
    if (activated?.kind === 'activation') return activated;
    if (activated && typedHits.some(grantsUnderNumber)) {
      link.rules.push(R.TYPED_GAINED);
      pushOnce(state.assumptions, say({ rule: R.TYPED_GAINED, params: { name: link.name, n: typed } }));
      return activated;
    }
    // CH-SET-SPELL-TRAP: a Spell/Trap not face-up on the field (Set, or in the hand) whose number names a continuous effect
    // (「①：只要这张卡在魔法与陷阱区域存在…」) is activated as a card — after which that effect applies; said in assumptions.
    if (!activated && typedHits.length > 0 && typedHits.every((e) => e.kind === 'continuous') && link.card.type.kind !== 'monster' && !(bc.faceUp && (bc.zone === 'spell' || bc.zone === 'gy'))) {
      const activation = effects.find((e) => e.kind === 'activation');
      if (activation) {
        link.rules.push(R.SET_SPELL_TRAP);
        pushOnce(state.assumptions, say({ rule: R.SET_SPELL_TRAP, params: { name: link.name, n: typed, variant: 'continuous' } }));
        return activation;
      }
    }
    const activatable = typedHits.find((e) => e.kind !== 'procedure');
    if (activatable && typedHits.some((e) => e.kind === 'procedure')) link.rules.push(R.TYPED_NOT_PROCEDURE);
    return activatable ?? typedHits[0] ?? null;
  }
  // With no number, a Pendulum card's effects are the ones usable where it is: in the Pendulum Zone (a
  // Spell & Trap Zone) its Pendulum Effects, elsewhere its monster effects (CH-PENDULUM).
  let usable = effects;
  if (hasPendulum && link.card.type.subtypes.includes('pendulum')) {
    const fromNote = link.directives.find((d): d is Extract<NoteFact, { kind: 'from' }> => d.kind === 'from');
    const inPendulumZone = (bc.zone ?? fromNote?.zone ?? null) === 'spell';
    const here = effects.filter((e) => Boolean(e.pendulum) === inPendulumZone);
    if (here.length) usable = here;
    link.rules.push(R.PENDULUM);
  }
  // A Spell/Trap named on a chain is, unless it is already face-up on the field, its card activation.
  const stCardActivation = link.card.type.kind !== 'monster' && !(bc.faceUp && (bc.zone === 'spell' || bc.zone === 'gy'));
  let candidates = activatedOfKind(usable, stCardActivation);
  if (candidates.length === 0) return effects[0]!;
  // CMP-EQUIPPED-SELF-COST: a monster card standing as an equip card uses what it activates as one (from the Spell & Trap Zone).
  // (A ● the user names — `[●1]` — is that one: it is judged, not replaced.)
  if (candidates.length > 1 && bc.zone === 'spell' && bc.equippedTo && link.card.type.kind === 'monster' && !link.directives.some((d) => d.kind === 'choice')) {
    const asEquip = candidates.filter((e) => e.from !== undefined && placeMatches(e.from, 'spell') && !placeMatches(e.from, 'monster'));
    if (asEquip.length === 1 && candidates.length > 1) pushOnce(state.assumptions, say({ rule: 'effect:assumed', params: { name: link.name, n: asEquip[0]!.choiceOf ?? asEquip[0]!.n } }));
    if (asEquip.length) candidates = asEquip;
  }
  // One effect left to choose from: it is the one. What follows only ranks several (no rule, no
  // assumption is said for a single candidate), so it is not asked.
  if (candidates.length === 1) return candidates[0]!;
  // The situation's phase decides too (CH-DEFAULT-EFFECT-PHASE): an effect whose phase requirement is
  // unmet, one the damage step does not allow, or an ignition effect outside the Main Phase is not the
  // one meant when another fits.
  // CH-DEFAULT-EFFECT-CHAINED: the link this one was written on — the nearest legal one, else the nearest written at all: a link
  // written on one that could not be activated was still meant to chain to it, so a trigger whose event nobody wrote is not
  // taken for it (a quick ① on an illegal C1 stays ①, said illegal — not a ② trigger 「假定它的诱发条件刚刚满足」).
  const chainedTo = below ?? writtenBelow(state, link);
  const rankedAll = candidates;
  // Why a trigger that would have been taken was passed over (said with the pick), if one was.
  let passed: 'chained' | 'unstated' | null = null;
  const phased = candidates.filter((e) => fitsPhase(state, link, e));
  if (phased.length > 0 && phased.length < candidates.length) {
    // (On a chain, the phase does not switch to an effect that cannot chain there when one it rules out could: that one is
    // kept, and the answer says why it cannot be activated now — a quick ① in the Damage Step stays ①.)
    const keepChained = chainedTo !== null && !phased.some((e) => chainsOnto(link, e, chainedTo)) && candidates.some((e) => !phased.includes(e) && chainsOnto(link, e, chainedTo));
    if (keepChained) {
      link.rules.push(R.DEFAULT_EFFECT_CHAINED);
      passed = 'chained';
    } else {
      candidates = phased;
      link.rules.push(R.DEFAULT_EFFECT_PHASE);
    }
  }
  // The first that fits; nothing fits: on a chain, prefer an effect that could chain at all (speed 2 or
  // more), then one usable where the card is. Searched in that order, each only when the one before found none.
  // CH-DEFAULT-EFFECT-CHAINED: with nothing written before it (no link below, no action, no attack, no history), a trigger whose
  // event the input does not state comes after another effect that fits the moment.
  const chainable = (e: EffectFacts) => spellSpeed(link.card, e) >= 2;
  const fitting = candidates.filter((e) => fitsBelow(state, e, link, chainedTo) && fitsZone(link, e, bc));
  // (An ignition effect in the opponent's turn cannot be used now either: it does not pass over a trigger written first.)
  const ownTurnOnly = (e: EffectFacts) => e.kind === 'ignition' && !e.alsoOpponentTurn && state.board.turnPlayer !== link.controller;
  const stated = fitting.filter((e) => !unstatedTrigger(state, link, e, chainedTo) && !ownTurnOnly(e));
  if (stated.length > 0 && stated[0] !== fitting[0]) {
    link.rules.push(R.DEFAULT_EFFECT_CHAINED);
    passed = 'unstated';
  }
  let chosen =
    stated[0] ??
    fitting[0] ??
    (chainedTo ? (candidates.find((e) => chainable(e) && fitsZone(link, e, bc)) ?? candidates.find(chainable)) : undefined) ??
    candidates.find((e) => fitsZone(link, e, bc)) ??
    candidates[0]!;
  if (chainedTo && !below) {
    link.rules.push(R.DEFAULT_EFFECT_CHAINED);
    // (Read with nothing below, a trigger would have fitted: it was passed over for the link written below.)
    const alone = candidates.find((e) => fitsBelow(state, e, link, null) && fitsZone(link, e, bc));
    if (alone && alone !== chosen && (alone.kind === 'trigger' || alone.kind === 'flip')) passed = 'chained';
  }
  // One ● option of an effect that offers several: the one the note names, else one that fits (said).
  if (chosen.choiceOf !== undefined) {
    const group = effects.filter((e) => e.choiceOf === chosen.choiceOf);
    if (group.length > 1) chosen = pickChoice(state, link, group, below);
  }
  // (Said whenever more than one effect could have been meant — the phase narrowing them to one included.)
  const first = rankedAll[0]!.choiceOf ?? rankedAll[0]!.n;
  if (rankedAll.some((e) => (e.choiceOf ?? e.n) !== first)) {
    const n = chosen.choiceOf ?? chosen.n;
    // Record 0 is a Continuous/Field/Equip card's plain activation, not a numbered effect.
    // CH-DEFAULT-EFFECT-CHAINED: why a trigger among them was not taken — the link was written on another, or its event is not stated.
    pushOnce(state.assumptions, say({ rule: 'effect:assumed', params: { name: link.name, n, why: passed, on: chainedTo?.name ?? null } }));
  }
  return chosen;
}

/**
 * CH-TYPED-SAME-NUMBER: one number on the chain naming several activated effects — the ● lines 「得到以下效果」 grants, each an effect of
 * its own numbered with the grant, or two paragraphs numbered alike. `[●n]` names the nth in the text's order; without it (or naming one
 * it lacks), the one that may be activated here — the phase, the chain link below, where the card is — as with no number at all. When
 * the note did not decide and more than one (or none) fits, the first that fits is taken and said, with the choices named.
 */
function pickSameNumber(state: EngineState, link: LinkState, several: EffectFacts[], typed: number, bc: BoardCard, below: LinkState | null): EffectFacts {
  link.rules.push(R.TYPED_SAME_NUMBER);
  const named = link.directives.find((d): d is Extract<NoteFact, { kind: 'choice' }> => d.kind === 'choice');
  // (CMP-COIN-GRANTED: the trigger that tosses the coin — 「…成功时，进行1次投掷硬币得到以下效果。」 — is no ●: `[●1]` is the first ●, 「●表：」.)
  const bullets = several.some((e) => e.does.some((a) => a.coinGrants)) ? several.filter((e) => !e.does.some((a) => a.coinGrants)) : several;
  if (named && bullets[named.n - 1]) return bullets[named.n - 1]!;
  const phased = several.filter((e) => fitsPhase(state, link, e));
  let candidates = phased.length ? phased : several;
  // (A ● held only in a state — 「●攻击表示：」, 「这张卡有「X」在作为超量素材的场合，得到以下效果」 — is not the one meant while that state is false.)
  const held = candidates.filter((e) => !e.condition?.length || checkConditions(e.condition, stateView(state), bc, link.controller) !== false);
  if (held.length) candidates = held;
  let fitting = candidates.filter((e) => fitsBelow(state, e, link, below) && fitsZone(link, e, bc));
  // (Targets written: of those that fit, the ones that take targets — the others would leave them unused.)
  const targeting = link.targets.length ? fitting.filter((e) => e.targets) : [];
  if (targeting.length) fitting = targeting;
  const chainable = (e: EffectFacts) => spellSpeed(link.card, e) >= 2;
  const chosen =
    fitting[0] ??
    (below ? (candidates.find((e) => chainable(e) && fitsZone(link, e, bc)) ?? candidates.find(chainable)) : undefined) ??
    candidates.find((e) => fitsZone(link, e, bc)) ??
    candidates[0]!;
  if (named || fitting.length !== 1) {
    const options = several.map((e) => ({ kind: e.kind, words: e.choiceWords ?? null }));
    pushOnce(state.assumptions, say({ rule: R.TYPED_SAME_NUMBER, params: { name: link.name, n: typed, k: several.indexOf(chosen) + 1, options, named: named?.n ?? null } }));
  }
  return chosen;
}

/**
 * The effects a link may use, of those activated at all (not continuous, not a procedure): the card
 * activations (kind 'activation') for a Spell/Trap card activated, the others else — all activated
 * ones when there is none of that kind. Counted first, so that the common answer (the whole list, or
 * none) allocates nothing: a list kept per card (as before) grew with every card ever named, and each
 * kept list was copied by the young-generation GC before it settled.
 */
const NO_EFFECTS: readonly EffectFacts[] = Object.freeze([]);
function activatedOfKind(effects: readonly EffectFacts[], cardActivation: boolean): readonly EffectFacts[] {
  let activated = 0;
  let ofKind = 0;
  for (const e of effects) {
    if (!isActivated(e)) continue;
    activated++;
    if ((e.kind === 'activation') === cardActivation) ofKind++;
  }
  if (activated === 0) return NO_EFFECTS;
  if (ofKind === 0) return activated === effects.length ? effects : effects.filter(isActivated);
  return ofKind === effects.length ? effects : effects.filter((e) => isActivated(e) && (e.kind === 'activation') === cardActivation);
}

/**
 * 「以下效果选择1个发动」: the options are records sharing `choiceOf`, chosen at activation. The note
 * `[●n]` names one (CH-CHOICE); without it, the first that fits below is taken and said in assumptions.
 */
function pickChoice(state: EngineState, link: LinkState, group: EffectFacts[], below: LinkState | null): EffectFacts {
  // CH-DIE-ROLL-NOTE: `[骰子n]` on the ● of a die roll — the ● whose head names n (「●2～5：」 for 3), said with its words.
  const rolled = link.directives.find((d): d is Extract<NoteFact, { kind: 'die' }> => d.kind === 'die');
  const byRoll = rolled && group[0]!.choiceAtResolution === 'die' ? group.find((e) => e.dieFaces?.includes(rolled.n)) : undefined;
  if (rolled && byRoll) {
    link.rules.push(R.CHOICE, R.DIE_ROLL_NOTE);
    pushOnce(state.assumptions, say({ rule: R.DIE_ROLL_NOTE, params: { name: link.name, n: rolled.n, k: group.indexOf(byRoll) + 1, words: byRoll.choiceWords ?? '', unread: byRoll.does.length === 0 } }));
    return byRoll;
  }
  const named = link.directives.find((d): d is Extract<NoteFact, { kind: 'choice' }> => d.kind === 'choice');
  if (named && group[named.n - 1]) {
    link.rules.push(R.CHOICE);
    return group[named.n - 1]!;
  }
  let fits = group.filter((e) => fitsBelow(state, e, link, below));
  // Only one option can be activated here (one answers a summon, the other an activation): that is the one.
  if (fits.length === 1 && !named) return fits[0]!;
  // CH-CHOICE-AT-RESOLUTION: of options picked as it resolves, the first with something to apply (read without saying anything).
  const self = state.board.cards[link.ref];
  if (group[0]!.choiceAtResolution && self) {
    const quiet = { ...state, assumptions: [] as typeof state.assumptions };
    const doable = (fits.length ? fits : group).filter((e) => nothingToApplyOne({ state: quiet, board: state.board, link, self, e, me: link.controller, name: link.name, speed: 0, below, lower: below ? [below] : [], rules: [] }) === null);
    if (doable.length) fits = doable;
  }
  const k = Math.max(0, group.indexOf(fits[0] ?? group[0]!));
  link.rules.push(R.CHOICE);
  // CH-CHOICE-AT-RESOLUTION: 「（对方）从以下效果选1个适用」 — picked as it resolves, by that player: the options named, the one taken said.
  const by = group[0]!.choiceAtResolution;
  if (by && !named) {
    link.rules.push(R.CHOICE_AT_RESOLUTION);
    pushOnce(state.assumptions, say({ rule: R.CHOICE_AT_RESOLUTION, params: { name: link.name, k: k + 1, by, options: group.every((e) => e.choiceWords) ? group.map((e) => e.choiceWords!) : [] } }));
    return group[k]!;
  }
  pushOnce(state.assumptions, say({ rule: R.CHOICE, params: { name: link.name, k: k + 1, of: group.length, named: named?.n ?? null } }));
  return group[k]!;
}


/**
 * CH-DIE-ROLL-NOTE: a `[骰子n]` note the link's effect has no use for — no ● picked by a die (a roll read otherwise, or not read), or none
 * headed by n — is said in the warnings, with what to write, never taken as a ● of its own.
 */
function dieNoteUnused(state: EngineState, link: LinkState): void {
  const rolled = link.directives.find((d): d is Extract<NoteFact, { kind: 'die' }> => d.kind === 'die');
  if (!rolled || link.rules.includes(R.DIE_ROLL_NOTE)) return;
  pushOnce(state.warnings, say({ rule: R.DIE_ROLL_NOTE, params: { name: link.name, n: rolled.n, k: 0, words: '', variant: link.effect?.choiceAtResolution === 'die' ? 'no-face' : 'no-dice' } }));
}

/**
 * CH-CHOICE-NOTE-UNUSED: a `[●n]` note on an effect with no ● to choose — not one of several ● options (CH-CHOICE), not one of several
 * effects under one number (CH-TYPED-SAME-NUMBER), no ● bounded by a count (CH-UP-TO-COUNT), no equip card's choice — decides nothing:
 * said in the warnings, never read silently as the effect's first ● (「进行1次投掷硬币得到以下效果」: a coin decides its ●).
 */
function choiceNoteUnused(state: EngineState, link: LinkState, bc: BoardCard): void {
  const noted = link.directives.find((d): d is Extract<NoteFact, { kind: 'choice' }> => d.kind === 'choice');
  const e = link.effect;
  if (!noted || !e || link.rules.includes(R.CHOICE) || link.rules.includes(R.TYPED_SAME_NUMBER) || link.rules.includes(R.DIE_ROLL_NOTE)) return;
  if (e.choiceOf !== undefined || e.does.some((a) => a.upTo) || (bc.zone === 'spell' && bc.equippedTo)) return;
  link.rules.push(R.CHOICE_NOTE_UNUSED);
  pushOnce(state.warnings, say({ rule: R.CHOICE_NOTE_UNUSED, params: { name: link.name, n: noted.n } }));
}

/**
 * CH-DICE-UNREAD: a die effect whose words the compiler left unread is said so — several dice whose sum and pairs decide what applies
 * (`action: 掷N次骰子…`, CMP-DICE-SEVERAL-UNREAD), or, for a ● picked by one die, the words before the ● that name what the ● acts on
 * (「那之内的1只受出现的数目的效果适用」) — never left as a silent 「效果适用」 or an unnamed card.
 */
function diceUnread(state: EngineState, link: LinkState): void {
  const e = link.effect;
  if (!e?.unknown?.length) return;
  const several = e.unknown.find((u) => /^action: 掷[2-9两三]次骰子/.test(u));
  // (A ● read as no step is said with the roll itself — CH-DIE-ROLL-NOTE —: only the words that are no ●'s own.)
  const ownWords = e.choiceAtResolution === 'die' ? (link.card.effects.filter((x) => x.choiceOf === e.choiceOf).map((x) => x.choiceWords ?? '')) : [];
  const subject = e.choiceAtResolution === 'die' ? e.unknown.find((u) => u.startsWith('action: ') && u !== several && !ownWords.some((w) => w.includes(u.slice('action: '.length)))) : undefined;
  const words = (several ?? subject)?.slice('action: '.length);
  if (words === undefined) return;
  link.rules.push(R.DICE_UNREAD);
  pushOnce(state.assumptions, say({ rule: R.DICE_UNREAD, params: { name: link.name, words, variant: several ? 'several' : 'subject' } }));
}

/** CH-TARGET-UNREAD: a target description left unread by the compiler (`target: …`) is said, never checked as though read. */
function targetUnread(state: EngineState, link: LinkState): void {
  const words = link.effect?.targets ? link.effect.unknown?.find((u) => u.startsWith('target: '))?.slice('target: '.length) : undefined;
  if (words === undefined) return;
  link.rules.push(R.TARGET_UNREAD);
  pushOnce(state.assumptions, say({ rule: R.TARGET_UNREAD, params: { name: link.name, words } }));
}

function fitsPhase(state: EngineState, link: LinkState, e: EffectFacts): boolean {
  const phase = state.board.phase;
  if (phase === null) return true;
  if (e.kind === 'ignition' && !e.alsoOpponentTurn && !isMainPhase(phase)) return false;
  const phases = (e.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []));
  if (phases.length > 0 && !phases.some((p) => phaseMatches(phase, p) === true)) return false;
  return damageStepVerdict(link.card, e, phase, true)?.ok !== false;
}

function fitsBelow(state: EngineState, e: EffectFacts, link: LinkState, below: LinkState | null): boolean {
  if (e.respondsTo) return below !== null && patternMismatch(e.respondsTo, activationOf(state, below), onBoard(state.board, link.ref, link.controller)) === null;
  // A summon negation answers a summon: with none stated and links written below it that could not be activated, it
  // was meant for those links — not a summon nobody wrote (the link then has nothing to answer).
  // (CH-SUMMON-NONE-TO-ANSWER: with no summon written, one must be possible now — the turn player's, in a Main Phase.)
  // (A summon written as the action is the one it answers — refused or not: its legality says when it was not made, CH-MAIN-PHASE-ACTION.)
  if (e.respondsToSummon) return below === null && (isSummon(state.scenario.action?.verb) || (!state.links.some((l) => l.n < link.n && l.legal === false) && noSummonToAnswer(state, e, link.controller) === null));
  // An option met by an attack declaration (「对方怪兽的攻击宣言时」) fits only while an attack is declared (CH-CHOICE by the moment).
  if (!below && e.trigger && !e.respondsTo && asArray(e.trigger.event).includes('attack-declared') && !state.board.attack) return false;
  if (!below) return true;
  const speed = spellSpeed(link.card, e);
  if (speed === 1) return (e.kind === 'trigger' || e.kind === 'flip') && (below.effect?.kind === 'trigger' || below.effect?.kind === 'flip');
  return below.speed === null || speed >= below.speed;
}

/** CH-DEFAULT-EFFECT-CHAINED: the nearest link written below this one, whether or not it could be activated. */
function writtenBelow(state: EngineState, link: LinkState): LinkState | null {
  for (let i = state.links.length - 1; i >= 0; i--) {
    const l = state.links[i]!;
    if (l !== link && l.n < link.n) return l;
  }
  return null;
}

/** Could the effect be chained onto that link by its spell speed alone (what it answers aside)? */
function chainsOnto(link: LinkState, e: EffectFacts, to: LinkState): boolean {
  const speed = spellSpeed(link.card, e);
  if (speed === 1) return (e.kind === 'trigger' || e.kind === 'flip') && (to.effect?.kind === 'trigger' || to.effect?.kind === 'flip');
  return to.speed === null || speed >= to.speed;
}

/**
 * CH-DEFAULT-EFFECT-CHAINED: a trigger (诱发效果) whose event nothing in the input states — no link written before it, no action, no phase,
 * no attack, no turn history; a phase trigger in a stated phase is stated by it. Such a trigger is picked only when nothing else fits.
 */
function unstatedTrigger(state: EngineState, link: LinkState, e: EffectFacts, chainedTo: LinkState | null): boolean {
  if ((e.kind !== 'trigger' && e.kind !== 'flip') || chainedTo !== null) return false;
  if (state.scenario.action || state.board.attack || (state.scenario.history?.length ?? 0) > 0) return false;
  // (A phase written is part of the input: a trigger of that phase — the Draw Phase's draw, its start — may be the one meant.)
  if (state.board.phase !== null) return false;
  return !link.directives.some((d) => d.kind === 'from');
}

function fitsZone(link: LinkState, e: EffectFacts, bc: BoardCard): boolean {
  if (bc.zone === null) return true;
  // Without a stated place an effect is used on the field; a Spell/Trap card is activated from the hand or the field.
  return placeMatches(e.from ?? (e.kind === 'activation' && link.card.type.kind !== 'monster' ? ['hand', 'field'] : 'field'), bc.zone);
}

/** Where a trigger on this card's own move (sent to the GY, destroyed, banished, returned) leaves it, if it says one. */
function selfMoveZone(e: EffectFacts): Zone | null {
  const tr = e.trigger;
  if (!tr || (tr.subject && !tr.subject.self)) return null;
  // CH-PLACE-DESTROYER: 「这张卡战斗破坏对方怪兽…时」 — this card destroyed the monster and did not move: it is used on the field
  // (CH-DESTROYER-LEFT), so it is not assumed in the GY where the destroyed monster went.
  if (tr.destroyer === 'self') return null;
  // Read in place, allocating nothing (issue 10: asked for every unplaced trigger): one zone for all the events, else none.
  if (!Array.isArray(tr.event)) return moveZone(tr.event);
  let zone: Zone | null = null;
  for (const ev of tr.event) {
    const z = moveZone(ev);
    if (z === null || (zone !== null && z !== zone)) return null;
    zone = z;
  }
  return zone;
}

function moveZone(ev: string): Zone | null {
  if (ev === 'sent-to-gy' || ev === 'discarded') return 'gy';
  if (ev === 'banished') return 'banished';
  if (ev === 'returned-to-hand') return 'hand';
  if (ev === 'destroyed') return 'gy'; // 「被破坏的场合」: most often it went to the GY; said as an assumption
  return null;
}

/** Where a card nobody placed was activated from, judged from its effect — and said. */
function placeUnplaced(state: EngineState, link: LinkState, bc: BoardCard, e: EffectFacts | null): void {
  const fromNote = link.directives.find((d): d is Extract<NoteFact, { kind: 'from' }> => d.kind === 'from');
  if (fromNote) {
    const zone: Zone = fromNote.zone === 'monster' && link.card.type.kind !== 'monster' ? 'spell' : fromNote.zone;
    bc.zone = zone;
    bc.faceUp = !fromNote.faceDown;
    if (zone === 'monster') bc.position = bc.position ?? 'attack';
    link.rules.push(R.NOTE);
    return;
  }
  if (bc.zone !== null) return;
  const kind = link.card.type.kind;
  let zone: Zone;
  let faceUp = true;
  let why;
  let moved: Zone | null = null;
  // An unread Spell/Trap (no effect known) is taken as its card activation, as its type allows (CH-UNKNOWN).
  if (e ? e.kind === 'activation' : kind !== 'monster') {
    // CH-PLACE-DEFAULT (s51): a Spell/Trap noted `[本回合盖放]` is a card Set on the field this turn — not one from the hand (a Quick-Play
    // so noted in its own turn was taken from the hand and allowed; under a floodgate making Spells be Set first, CH-SET-FIRST, the refusal said 「从手卡发动」), nor one Set earlier.
    if (kind !== 'monster' && link.directives.some((d) => d.kind === 'set-this-turn')) {
      zone = 'spell';
      faceUp = false;
      why = 'set-this-turn';
    } else if (kind === 'trap' || (link.card.type.subtypes.includes('quickplay') && state.board.turnPlayer !== link.controller)) {
      zone = 'spell';
      faceUp = false;
      why = 'set-earlier';
    } else {
      zone = 'hand';
      why = 'hand';
    }
  } else if (e && e.kind === 'trigger' && !e.from && (moved = selfMoveZone(e)) !== null) {
    // A trigger on this card itself moving (「这张卡从场上送去墓地的场合」) is activated where the move took it.
    zone = moved;
    why = 'self-move';
  } else if (e?.from) {
    const places = Array.isArray(e.from) ? e.from : [e.from];
    const first = places[0]!;
    zone = first === 'field' ? (kind === 'monster' ? 'monster' : 'spell') : first;
    why = 'text';
  } else if (kind === 'monster') {
    zone = 'monster';
    why = 'monster';
  } else {
    zone = 'spell';
    why = 'card';
  }
  bc.zone = zone;
  bc.faceUp = faceUp;
  if (zone === 'monster') bc.position = 'attack';
  link.rules.push(R.PLACE_DEFAULT);
  if (e?.trigger?.destroyer === 'self' && zone === 'monster') link.rules.push(R.PLACE_DESTROYER);
  pushOnce(state.assumptions, say({ rule: R.PLACE_DEFAULT, params: { name: link.name, why, zone } }));
}

const NO_REFS: Set<string> = new Set();
const NO_NOTES: readonly Extract<NoteFact, { kind: 'with-effect' }>[] = Object.freeze([]);

/** Activate the links in order; each is judged on the board as the links below left it. */
export function activateAll(state: EngineState, scenarioLinks: ScenarioLink[], ended: () => DuelEnd | null = () => null): void {
  // Mandatory quick effects (必发的诱发即时效果) that had to answer a link, judged right after it.
  const pending: PendingAnswer[] = [];
  const mandatory = cardsWith(state, 'mandatoryQuick').length > 0;
  const chainRefs = mandatory ? new Set(scenarioLinks.map((sl) => canonical(state.board, sl.card))) : NO_REFS;
  // Has a cost met a special win (CH-BURN-PER-ADD asks): one closure for the chain, not one per link.
  const over = () => ended() !== null;
  for (const sl of scenarioLinks) {
    const link = newLinkState(state, sl);
    state.links.push(link);
    // CH-SPECIAL-WIN: the Duel ended (a cost or the action before met a special win): nothing more is activated.
    const end = ended();
    if (end) {
      link.legal = false;
      link.outcome = 'illegal';
      link.rules.push(...end.rules);
      link.illegalReason = say({ rule: R.SPECIAL_WIN, params: { name: link.name, winner: end.winner, cards: end.wins.map((w) => w.name), variant: 'activation' } });
      continue;
    }
    const bc = state.board.cards[link.ref]!;
    // The links below that could be activated, nearest first, and the numbers of those skipped above the nearest: one
    // pass each, no filtered copy reversed, no list when none was skipped (issue 10).
    const lower: LinkState[] = [];
    for (let i = state.links.length - 1; i >= 0; i--) {
      const l = state.links[i]!;
      if (l !== link && l.legal !== false) lower.push(l);
    }
    const below = lower[0] ?? null;
    let skipped: number[] | null = null;
    for (const l of state.links) if (l !== link && l.legal === false && (below === null || l.n > below.n)) (skipped ??= []).push(l.n);

    link.effect = link.card.source === 'unknown' && link.card.effects.length === 0 ? null : pickEffect(state, link, sl.effect, bc, below, sl.pendulum === true);
    dieNoteUnused(state, link);
    choiceNoteUnused(state, link, bc);
    diceUnread(state, link);
    targetUnread(state, link);
    // CH-PENDULUM-ACTIVATION: a Pendulum Monster from the hand with no effect number, none of its effects activated from the hand: its card
    // activation in a Pendulum Zone.
    if (link.card.effects.length > 0 && isPendulumCardActivation(link, bc, sl.effect)) {
      link.effect = pendulumActivation(link.card);
      link.rules.push(R.PENDULUM_ACTIVATION);
      pushOnce(state.assumptions, say({ rule: R.PENDULUM_ACTIVATION, params: { name: link.name, variant: null } }));
    }
    // A Continuous/Field/Equip card's plain card activation, always there (record 0: CH-CARD-ACTIVATION).
    if (link.effect?.n === 0 && link.effect.kind === 'activation') link.rules.push(R.CARD_ACTIVATION);
    if (link.effect && bc.zone === null) placeUnplaced(state, link, bc, link.effect);
    else if (link.directives.some((d) => d.kind === 'from')) placeUnplaced(state, link, bc, link.effect);
    if (!link.effect && bc.zone === null) placeUnplaced(state, link, bc, null);
    // CH-WITH-EFFECT: a Set Continuous Trap written with another effect's number is its card activation with that effect (./set-trap-effect.ts).
    const setTrap = bc.faceUp ? null : setTrapEffect(link, bc, link.effect);
    if (setTrap) link.effect = setTrap.activation;
    link.cardActivation = link.effect ? link.effect.kind === 'activation' && (link.card.type.kind !== 'monster' || link.rules.includes(R.PENDULUM_ACTIVATION)) : unreadCardActivation(link.card, bc);
    // CH-WITH-EFFECT: `[同时发动③]` joins a Continuous Trap's effect to its card activation's link.
    // (Filtered only when the link has notes at all — most have none: issue 10.)
    const withNotes = setTrap ? [setTrap.note] : link.directives.length === 0 ? NO_NOTES : link.directives.filter((d): d is Extract<NoteFact, { kind: 'with-effect' }> => d.kind === 'with-effect');
    if (withNotes.length && link.effect) {
      const joined = withEffect(state, link, withNotes);
      link.rules.push(R.WITH_EFFECT);
      if ('failure' in joined) {
        link.legal = false;
        link.failure = joined.failure;
        link.illegalReason = say({ rule: joined.failure.rule, params: { ...joined.failure.params, name: link.name } });
        link.outcome = 'illegal';
        continue;
      }
      link.effect = joined.effect;
    }
    link.activatedFrom = bc.zone;
    link.activatedColumn = columnOf(bc); // CH-NONCHAIN-NEGATE-COLUMN
    link.activatedPosition = bc.zone === 'monster' && bc.faceUp ? bc.position : null; // CH-NEGATE-POSITION-AT-ACTIVATION
    link.speed = link.effect ? spellSpeed(link.card, link.effect) : null;

    if (!link.effect && hasNoEffect(link.card)) {
      // CH-NO-EFFECT: a Normal Monster (not a Pendulum one) or a Token has no effect: nothing of it can be activated.
      link.legal = false;
      link.outcome = 'illegal';
      link.rules.push(R.NO_EFFECT);
      link.illegalReason = say({ rule: R.NO_EFFECT, params: { name: link.name } });
      // (Read from the database's card type, not from curated facts: said as every inferred card's judgement is.)
      if (link.card.source !== 'curated') {
        link.rules.push(R.UNKNOWN);
        pushOnce(state.assumptions, say({ rule: R.UNKNOWN, params: { name: link.name } }));
      }
      continue;
    }
    if (link.card.source === 'unknown' || !link.effect) {
      link.legal = link.directives.some((d) => d.kind === 'legal') ? true : null;
      link.rules.push(R.UNKNOWN);
      pushOnce(
        state.assumptions,
        say({ rule: 'card:unknown', params: { name: link.name } }),
      );
    } else {
      const legality = judgeLegality(state, link, bc, below, lower);
      link.legal = legality.legal;
      link.illegalReason = legality.reason;
      link.failure = legality.failure;
      link.rules.push(...legality.rules);
    }
    if (skipped && link.legal !== false) {
      link.rules.push(R.SKIP_ILLEGAL);
      pushOnce(
        state.assumptions,
        say({ rule: R.SKIP_ILLEGAL, params: { name: link.name, skipped, below: below?.n ?? null } }),
      );
    }
    if (link.legal === false) {
      link.outcome = 'illegal';
      continue;
    }
    activate(state, link, bc, over);
    // Only a card with a mandatory quick effect can have to answer (the per-chain holders): most boards have none, and a link
    // nothing must answer is passed over by checkMandatoryAnswers — so it is not listed (issue 10).
    if (mandatory) {
      const p = mandatoryAnswersTo(state, link, chainRefs);
      if (p.answers.length > 0) pending.push(p);
    }
  }
  checkMandatoryAnswers(state, pending);
}

/**
 * CH-UNKNOWN: a Spell/Trap whose effects are unread, activated from the hand or face-down from its zone, is still a card
 * activation (its type says so); face-up on the field or elsewhere it may be an effect's, which is left unknown.
 */
function unreadCardActivation(card: Card, bc: BoardCard): boolean {
  if (card.type.kind === 'monster') return false;
  return bc.zone === 'hand' || (bc.zone === 'spell' && !bc.faceUp);
}

/** CH-NO-EFFECT: a Normal Monster that is no Pendulum Monster, or a Token, has no effect at all. */
function hasNoEffect(card: Card): boolean {
  if (card.type.kind !== 'monster' || card.effects.length > 0) return false;
  const st = card.type.subtypes;
  return (st.includes('normal') || st.includes('token')) && !st.includes('pendulum') && !st.includes('effect');
}

function activate(state: EngineState, link: LinkState, bc: BoardCard, over: () => boolean): void {
  nextStep(state);
  selfDestructBaseline(state);
  const from = bc.zone;
  // Costs first: they are paid to activate, before the card resolves anything (and are not effects).
  if (link.effect?.cost?.length && !link.directives.some((d) => d.kind === 'no-cost')) {
    for (const c of link.effect.cost) payCost(state, link, c);
    link.rules.push(R.COST_NOT_EFFECT);
    if (from !== bc.zone) link.rules.push(R.PLACE_BEFORE_COST);
    // CH-SELF-DESTRUCT: a self-destruction whose state the cost brought about applies at once.
    applySelfDestruct(state, link);
  }
  // CH-HAND-ACTIVATION-COST: 「这张卡也能把基本分支付一半从手卡发动」 — activated from the hand, the card also pays the cost its text
  // names for that (read as its hand activation's cost): paid and said with the other costs, the amount when the LP is known.
  const handCost = link.cardActivation && from === 'hand' ? link.effect?.handActivation?.cost ?? [] : [];
  if (handCost.length && !link.directives.some((d) => d.kind === 'no-cost')) {
    for (const c of handCost) payCost(state, link, c);
    link.rules.push(R.HAND_ACTIVATION_COST, R.COST_NOT_EFFECT);
  }
  let paidByNote: Set<string> | null = null;
  for (const d of link.directives) {
    // A cost the user names (`[cost:回到手卡 X]`, form 16) that the card's facts lack (a cost wording the
    // compiler did not read): the note is the fact, so the card is paid as that cost, once per verb.
    if (d.kind === 'cost-card' && !paidByNote?.has(d.action) && !link.effect?.cost?.some((c) => c.do === d.action) && !link.directives.some((x) => x.kind === 'no-cost')) {
      (paidByNote ??= new Set<string>()).add(d.action);
      payCost(state, link, { do: d.action, what: { scope: 'choose', count: 1, filter: {} } });
      link.rules.push(R.NOTE, R.COST_NOT_EFFECT);
    }
    // A note that states an LP cost the card already has only confirms it (「（支付1500）」).
    if (d.kind === 'pay-lp' && !link.effect?.cost?.some((c) => c.do === 'pay-lp')) {
      payCost(state, link, { do: 'pay-lp', amount: d.amount, player: 'self' });
      link.rules.push(R.NOTE);
    }
  }
  // CH-BURN-PER-ADD: cards a cost put in a hand are answered at once by a face-up burn for them (before the activation is made) —
  // unless the cost met a special win: the Duel is over (CH-SPECIAL-WIN).
  applyBurnPerAdd(state, link, over);
  if (link.cardActivation && bc.zone !== null && from === bc.zone) {
    // CH-FIELD-REPLACE: a Field Spell activated where its controller already has one: the old one goes to the GY by rule
    // first (a self-destruction that state brings about applies at once, CH-SELF-DESTRUCT).
    if (bc.zone !== 'spell' && bc.card.type.subtypes.includes('field')) {
      const old = Object.values(state.board.cards).filter((c) => c.ref !== bc.ref && c.zone === 'spell' && c.controller === link.controller && c.card.type.subtypes.includes('field'));
      if (old.length > 0) {
        moveCards(state, old, 'gy', 'sent-to-gy', link.n, link.controller, 'rule', { atActivation: true });
        link.rules.push(R.FIELD_REPLACE);
        applySelfDestruct(state, link);
      }
    }
    // The card itself goes face-up onto the field and stays there, on the chain, while it resolves.
    if (bc.zone !== 'spell') moveCard(state.board, bc, 'spell', true);
    bc.faceUp = true;
    bc.onChain = link.n;
    link.rules.push(R.ST_ON_CHAIN);
  }
  // The card is activated by the link's player, even when a cost sent it on to its owner's GY first (a monster taken from the
  // opponent by a revival, sent as its own cost): the answer names it with that player.
  emit(state, { type: 'activated', cards: [link.ref], link: link.n, by: link.controller, cause: 'effect', from: [from], to: [bc.zone] }).controllers = [link.controller];
  link.targetZones = link.targets.map((r) => state.board.cards[r]?.zone ?? null);
  link.targetControllers = link.targets.map((r) => state.board.cards[r]?.controller ?? null);
  if (link.targets.length && link.effect?.targets) emit(state, { type: 'targeted', cards: link.targets, link: link.n, by: link.controller, cause: 'effect', from: link.targetZones, to: link.targetZones });
}
