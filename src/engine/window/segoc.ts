/**
 * Step 3 of a window — SEGOC 同时诱发的排列: the candidates that did not miss their timing, in the
 * order they form the next chain. Levels 1–4 are triggers (turn player's mandatory, opponent's
 * mandatory, turn player's optional, opponent's optional), 5–6 mandatory quick effects (each answering
 * the link directly below it, read with the one activation-pattern reader), 7 what waits for priority.
 */
import { joinText, type Text } from '../../i18n/text.js';
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { WindowTrigger } from '../../answer/types.js';
import { opponent } from '../../scenario/types.js';
import { activationView, matchContext, patternMismatch, type ActivationView } from '../game/match.js';
import { damageStepStatChanges, isDamageStep } from '../game/phase.js';
import { barredTriggerInDamageStep, damageStepVerdict } from '../game/damage-step.js';
import { R, W } from '../rule-ids.js';
import { levelWord } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import type { Candidate, WindowContext } from './candidates.js';

export interface Placed {
  c: Candidate;
  level: number;
}

export interface SegocOrder {
  /** Every placed effect, in chain order (levels 1–6), then level 7 with the priority holder first. */
  placed: Placed[];
  /** The last effect placed at levels 1–6, if any: its controller passes priority. */
  lastSegoc: Placed | undefined;
  /** Who is given priority first once the levels 1–6 are placed. */
  priority: Player;
  triggers: WindowTrigger<Text>[];
}

/** The SEGOC level of each candidate (−1: it cannot be activated here, said in a note). */
export function assignLevels(ctx: WindowContext, candidates: Candidate[]): void {
  const tp = ctx.tp;
  for (const c of candidates) {
    // WIN-END-PHASE-TRIGGER: a phase's own trigger chains with no other — activated alone as Chain Link 1 by a player holding priority.
    if (c.phaseTrigger) c.level = 7;
    else if (c.category === 'quick') c.level = c.controller === tp ? 5 : 6;
    else if (c.category === 'speed2') c.level = 7;
    else if (c.mandatory) c.level = c.controller === tp ? 1 : 2;
    else if (!c.public) c.level = 7;
    else c.level = c.controller === tp ? 3 : 4;
  }
  // The damage step: only counter traps, effects that change ATK/DEF directly and negations of
  // activations join the chain as Spell Speed 2 responses.
  if (!isDamageStep(ctx.scenario.phase)) return;
  // An optional trigger met by another card's change cannot be activated here (CH-DAMAGE-STEP-TRIGGER).
  for (const c of candidates.filter((x) => x.level >= 1 && barredTriggerInDamageStep(x.effect))) {
    ctx.notes.push(say({ rule: W.DAMAGE_STEP, params: { card: c.card.name, variant: 'trigger' } }));
    c.level = -1;
  }
  const statsAllowed = ctx.scenario.phase === null || damageStepStatChanges(ctx.scenario.phase);
  // The chain's own verdict (../game/damage-step.ts), so the window and legality cannot disagree: Counter Traps, ATK/DEF
  // changes until damage calculation, negations of an activation, effects whose text names the step — during damage
  // calculation only those naming it, or, answering an effect placed before them, a Counter Trap or a negation.
  const answering = candidates.some((x) => x.level >= 1 && x.level <= 6);
  for (const c of candidates.filter((x) => x.level === 7 && x.category === 'speed2')) {
    const verdict = damageStepVerdict(c.card, c.effect, ctx.scenario.phase, answering);
    if (verdict?.ok === false) {
      ctx.notes.push(
        say({ rule: W.DAMAGE_STEP, params: { card: c.card.name, late: !statsAllowed, variant: verdict.rule === R.DAMAGE_CALC ? 'calc' : null } }),
      );
      c.level = -1;
    }
  }
}

/** A placed effect as an activation pattern reads it (it has no targets chosen yet: judged from its text). */
function asActivation(c: Candidate): ActivationView {
  return activationView(c.controller, c.card, c.effect, c.effect.kind === 'activation' && c.card.type.kind !== 'monster', c.zone, []);
}

/**
 * `responses`: after an action, the Spell Speed 2 effects in the hand or Set that may be activated once the
 * effects of levels 1–6 are placed (./responses.ts) — level 7, with the priority holder first.
 */
export function orderSegoc(ctx: WindowContext, candidates: Candidate[], responses?: (placed: Candidate[]) => Candidate[]): SegocOrder {
  const tp = ctx.tp;
  // Issue 10: most windows place nothing (no candidate, no responses to ask for) — the turn player holds priority; the level
  // passes below would only filter empty lists (and describe() walk 14 empty groups) to say the same.
  if (candidates.length === 0 && !responses) return { placed: [], lastSegoc: undefined, priority: tp, triggers: [] };
  const placed: Placed[] = [];
  for (const level of [1, 2, 3, 4]) {
    for (const c of candidates.filter((x) => x.level === level)) placed.push({ c, level });
  }
  // Mandatory quick effects: each must answer the link directly below (e.g. a monster effect).
  for (const level of [5, 6]) {
    let added = true;
    const pool = candidates.filter((x) => x.level === level);
    while (added) {
      added = false;
      for (const c of pool) {
        if (placed.some((p) => p.c === c)) continue;
        const below = placed[placed.length - 1];
        if (placed.some((p) => p.c.ref === c.ref)) continue;
        const pattern = c.effect.respondsTo;
        if (pattern) {
          // It answers an activation: the link directly below must be one it answers.
          if (!below || below.c.ref === c.ref) continue;
          if (patternMismatch(pattern, asActivation(below.c), matchContext(c.ref, c.controller, ctx.attacker)) !== null) continue;
          c.reasons.push(
            say({ rule: W.SEGOC_MANDATORY_QUICK, params: { below: below.c.card.name } }),
          );
        } else {
          // It answers the event itself (its condition was met above).
          c.reasons.push(say({ rule: W.SEGOC_MANDATORY_QUICK, params: {} }));
        }
        placed.push({ c, level });
        added = true;
      }
    }
  }
  const lastSegoc = placed[placed.length - 1];
  const priority: Player = lastSegoc ? opponent(lastSegoc.c.controller) : tp;

  // Level 7: priority passes; the holder goes first (hidden hand triggers, event-timed Spell Speed 2 cards).
  const seven = candidates.filter((x) => x.level === 7);
  if (responses) seven.push(...responses(placed.map((p) => p.c)));
  for (const c of [...seven.filter((c) => c.controller === priority), ...seven.filter((c) => c.controller !== priority)]) placed.push({ c, level: 7 });

  return { placed, lastSegoc, priority, triggers: describe(ctx, placed) };
}

const key = (c: Candidate) => `${c.ref}#${c.effect.n}`;

/** The placed effects as the answer's triggers, with their groups (自排连锁) and the rules that placed them. */
function describe(ctx: WindowContext, placed: Placed[]): WindowTrigger<Text>[] {
  const tp = ctx.tp;
  // Groups: one player's effects at one level, which they order as they like (自排连锁).
  let groupNo = 0;
  const groupOf = new Map<string, number>();
  for (const level of [1, 2, 3, 4, 5, 6, 7]) {
    for (const p of ['A', 'B'] as Player[]) {
      // Quick effects offered after an action (./responses.ts) are options, not effects to order.
      // (Nor are phase triggers: each is its own Chain Link 1 — WIN-END-PHASE-TRIGGER.)
      const members = placed.filter((x) => x.level === level && x.c.controller === p && !x.c.rules.includes(W.OPEN_RESPONSE) && !x.c.phaseTrigger);
      if (members.length > 1 && level !== 5 && level !== 6) {
        groupNo++;
        for (const m of members) groupOf.set(key(m.c), groupNo);
      }
    }
  }
  return placed.map((p, i) => {
    const c = p.c;
    const group = groupOf.get(key(c)) ?? null;
    // (A phase trigger is no Spell Speed 2 effect waiting at level 7: its own reason says how it is activated.)
    const reasons = c.phaseTrigger ? [...c.reasons] : [levelWord(p.level), ...c.reasons];
    if (group !== null) {
      reasons.push(
        say({ rule: W.SEGOC_GROUP, params: { controller: c.controller } }),
      );
      c.rules.push(W.SEGOC_GROUP);
    }
    if (p.level === 7 && c.category !== 'speed2' && !c.phaseTrigger) c.rules.push(W.SEGOC_HAND_HIDDEN);
    if (p.level === 7 && c.category === 'speed2' && !c.rules.includes(W.OPEN_RESPONSE)) c.rules.push(W.SEGOC_SPEED2_EVENT);
    if (c.category === 'flip') c.rules.push(W.SEGOC_FLIP);
    // WIN-SEGOC-CARD-ACTIVATION: a Spell/Trap card activated (a Set Quick-Play Spell or Trap) is the card's activation, not a quick effect.
    const cardActivation = c.category === 'speed2' && c.effect.kind === 'activation';
    if (cardActivation) c.rules.push(W.SEGOC_CARD_ACTIVATION);
    if (p.level <= 4 && c.controller !== tp) c.rules.push(W.TRIGGER_NO_PRIORITY);
    c.rules.push(W.SEGOC_ORDER);
    if (c.phaseTrigger) c.rules.push(W.END_PHASE_TRIGGER_ALONE);
    return {
      card: { id: c.card.id, name: c.card.name, controller: c.controller, ref: c.ref },
      effect: c.effect.n,
      controller: c.controller,
      mandatory: c.mandatory,
      kind: c.category === 'flip' ? 'flip' : c.category === 'trigger' ? 'trigger' : cardActivation ? 'activation' : 'quick',
      level: p.level,
      order: i + 1,
      group,
      // WIN-END-PHASE-TRIGGER-ALONE: a phase's own trigger is no SEGOC level's: said so, not as 「顺序 7」.
      ...(c.phaseTrigger ? { alone: true as const } : {}),
      reason: joinText(reasons, '', ' '),
      rules: [...new Set(c.rules)],
    };
  });
}

/**
 * Each player may activate only one "special summon this card from the hand/GY" trigger per chain — a trigger that summons
 * its own card from the hand (a Tribute Summon by its own effect, docs/c03/诱发类效果.rst:125) is one of them. Optional ones only:
 * mandatory ones all chain (:111–116).
 */
export function selfSummonNote(ctx: WindowContext, placed: Placed[]): void {
  for (const p of ['A', 'B'] as Player[]) {
    // (A mandatory one has no such limit: it must be activated, each of them — docs/c03/诱发类效果.rst:111–116.)
    const selfSS = placed.filter((x) => x.c.controller === p && !x.c.mandatory && (x.c.zone === 'hand' || x.c.zone === 'gy') && x.c.effect.does.some((a) => (a.do === 'special-summon' || (a.do === 'summon' && x.c.zone === 'hand')) && a.what === 'self'));
    if (selfSS.length > 1) {
      ctx.notes.push(
        say({ rule: W.SELF_SS_ONE, params: { player: p, names: selfSS.map((x) => x.c.card.name) } }),
      );
    }
  }
}
