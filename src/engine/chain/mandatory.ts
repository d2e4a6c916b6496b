/**
 * Mandatory quick effects (必发的诱发即时效果): an effect of kind 'quick', `mandatory`, with a
 * `respondsTo` pattern must be activated as the very next chain link when an activation it answers is
 * made. A chain typed without it is not what happened: the engine says so (a warning, never a silent
 * fix), and tags the link that should have been answered.
 *
 * Only cards the user gave count: face-up on the field in the situation, or named on the chain. The
 * candidate is judged with the ordinary legality rules (./legality.ts) as a hypothetical next link, on
 * the board right after the link it would answer was activated, so face-down, once-per-turn used,
 * unpayable costs, the wrong side (`by`) and a non-matching pattern all rule it out.
 *
 * Conservative where the order is not the player's to choose alone: when the link below is one of
 * several simultaneous triggers being stacked (CH-SEGOC-STACK), the mandatory quick effects come after
 * all the triggers (SEGOC levels 5/6), so it is only said as an assumption. Likewise when the
 * hypothetical legality itself rested on assumptions.
 */
import { t, type Text } from '../../i18n/text.js';
import type { EffectFacts, Player, Zone } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { newLink, pushOnce } from '../game/state.js';
import { spellSpeed } from '../game/speed.js';
import { judgeLegality } from './legality.js';
import { linkCard } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { cardView, isField } from '../game/board.js';
import { cardsWith, standing } from '../game/standing.js';
import { asArray, placeMatches } from '../game/match.js';
import { R } from '../rule-ids.js';

/** A mandatory quick effect that could (and so must) answer a link. */
export interface MandatoryAnswer {
  ref: string;
  card: BoardCard;
  effect: EffectFacts;
  /** Its legality as the next link rested on nothing assumed. */
  certain: boolean;
}

/** What was found right after one link was activated. */
export interface PendingAnswer {
  link: LinkState;
  answers: MandatoryAnswer[];
}


/**
 * Right after `link` was activated: which mandatory quick effects must answer it. `chainRefs` are the
 * board keys of the cards named on the chain (a card with no place yet is read as face-up on the field,
 * where a quick effect without a stated place is used).
 */
export function mandatoryAnswersTo(state: EngineState, link: LinkState, chainRefs: Set<string>): PendingAnswer {
  const answers: MandatoryAnswer[] = [];
  for (const bc of cardsWith(state, 'mandatoryQuick')) {
    if (bc.ref === link.ref || bc.controller === null) continue;
    const effects = standing(bc.card).mandatoryQuick;
    for (const e of effects) {
      const places = e.from ?? 'field';
      let where: BoardCard = bc;
      if (bc.zone === null) {
        if (!chainRefs.has(bc.ref) || !asArray(places).includes('field')) continue;
        where = cardView(bc, { zone: bc.card.type.kind === 'monster' ? 'monster' : 'spell', faceUp: true, position: bc.position ?? 'attack', states: [...bc.states] });
      } else if (bc.activationNegated || bc.onChain !== null) {
        continue;
      } else {
        if (!placeMatches(places, bc.zone)) continue;
        // Off the chain, only face-up cards on the field count: a card in a hidden place (the hand) may not
        // be there as the situation says, and a face-down card cannot activate its effects.
        if (!chainRefs.has(bc.ref) && !isField(bc.zone)) continue;
        if (isField(bc.zone) && !bc.faceUp) continue;
      }
      const verdict = hypotheticalLegality(state, link, where, e);
      if (verdict.legal === true) answers.push({ ref: bc.ref, card: bc, effect: e, certain: verdict.certain });
    }
  }
  return { link, answers };
}

/**
 * A link that is not on the chain: an effect judged as if it were activated as link `n` from `zone`
 * (here, and by the window's list of what may still be activated: ../window/responses.ts).
 */
export function probeLink(n: number, bc: BoardCard, e: EffectFacts, controller: Player, zone: Zone | null, cardActivation = false): LinkState {
  return newLink({
    n,
    name: linkCard(n, bc.card),
    ref: bc.ref,
    instanceRef: bc.ref,
    card: bc.card,
    effect: e,
    controller,
    speed: spellSpeed(bc.card, e),
    targets: [],
    activatedFrom: zone,
    cardActivation,
    directives: [],
  });
}

/** Judge the effect as if it were the next link; the real state is left untouched. */
function hypotheticalLegality(state: EngineState, below: LinkState, bc: BoardCard, e: EffectFacts): { legal: boolean | null; certain: boolean } {
  const me = bc.controller!;
  const n = below.n + 1;
  const probe = probeLink(n, bc, e, me, bc.zone);
  const { assumptions, warnings, links } = state;
  const probeLinks = links.filter((l) => l.n <= below.n);
  const lower = probeLinks.filter((l) => l.legal !== false).reverse();
  const attack = state.board.attack;
  // Judged on the state itself with its lists swapped for the probe's and put back after — not on a spread copy: a copy has a
  // hidden class of its own, which reached every check and what they call (issue 10: polymorphic reads and deopts).
  state.assumptions = [];
  state.warnings = [];
  state.links = probeLinks;
  try {
    const verdict = judgeLegality(state, probe, bc, below, lower);
    return { legal: verdict.legal, certain: state.assumptions.length === 0 };
  } finally {
    state.assumptions = assumptions;
    state.warnings = warnings;
    state.links = links;
    // The probe must never change the board (a legality check may read an attacker from a target).
    state.board.attack = attack;
  }
}

/** Said in the situation's own words: 「B场1」 when the situation named the card there, else its chain link. */
function where(state: EngineState, a: MandatoryAnswer): string {
  const aliases = state.board.aliases ?? {};
  const situationRef = Object.keys(aliases).find((k) => aliases[k] === a.ref);
  const inst = state.scenario.instances.find((i) => i.ref === a.ref);
  const ref = situationRef ?? (inst ? a.ref : null);
  return ref && !/^L\d+$/.test(ref) ? ref : '';
}

/**
 * After the whole chain was activated: for each link a mandatory quick effect had to answer, was the
 * next link (the next one that could be activated) that effect? If not, warn (or, when not certain,
 * say it as an assumption) and tag the link with CH-MANDATORY-QUICK.
 */
export function checkMandatoryAnswers(state: EngineState, pending: PendingAnswer[]): void {
  for (const { link, answers } of pending) {
    if (answers.length === 0) continue;
    const next = state.links.find((l) => l.n > link.n && l.legal !== false) ?? null;
    const answered = next !== null && answers.some((a) => a.ref === next.ref && (next.effect === null || next.effect.n === a.effect.n));
    if (answered) continue;
    // SEGOC: simultaneous triggers are placed first (levels 1–4), mandatory quick effects after them (5/6).
    const trigger = (l: LinkState | null) => l?.effect?.kind === 'trigger' || l?.effect?.kind === 'flip';
    const stacking = trigger(link) && (trigger(next) || link.rules.includes(R.SEGOC_STACK));
    for (const a of answers) {
      link.rules.push(R.MANDATORY_QUICK);
      const owner = a.card.controller!;
      const at = where(state, a);
      const onChainLater = state.links.find((l) => l.n > link.n && l.ref === a.ref);
      const params = { owner, card: a.card.card.name, at, n: link.n, stacking, laterN: onChainLater?.n ?? null };
      if (stacking || !a.certain) {
        pushOnce(state.assumptions, say({ rule: R.MANDATORY_QUICK, params: Object.assign({}, params, { variant: 'maybe' }) }));
        continue;
      }
      pushOnce(state.warnings, say({ rule: R.MANDATORY_QUICK, params }));
    }
  }
}
