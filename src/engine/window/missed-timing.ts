/**
 * Step 2 of a window — missed timing 错过时点: an optional 「…时」 effect can be activated only if the event that met its
 * condition was the last thing that happened. What counts as "something happening after":
 * - a later chain link that resolves — even one whose *effect* was negated or which did nothing, since
 *   it still resolves; a link whose *activation* was negated does not resolve and takes no timing;
 * - a later step of the same effect (「之后」/「那之后」, then);
 * - after a cost paid at activation, the chain itself resolving;
 * - after the tributes of a tribute summon, the summon.
 * 「…的场合」 effects, mandatory effects and flip effects never miss timing.
 */
import type { Text } from '../../i18n/text.js';
import type { MissedTiming } from '../../answer/types.js';
import type { ChainResult, EngineEvent } from '../types.js';
import { linkNamed, THAT_EFFECT } from '../phrases/words.js';
import { W } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import type { Candidate, WindowContext } from './candidates.js';

export interface TimingVerdict {
  /** Null: the event was the last thing that happened. */
  missed: { reason: Text; rule: string } | null;
  /** Rules that decided the verdict either way (for the reason of an effect that did not miss). */
  notes: { text: Text; rule: string }[];
}

export interface TimingContext {
  events: EngineEvent[];
  chain: ChainResult | null;
  /** For an action: its verb, so the tributes of a tribute summon are named as such. */
  actionVerb: string | null;
  /** For an action: the cards given as tributes. */
  tributes: string[];
  /** WIN-ACTION-BEFORE-CHAIN: the first this many events are the action's, made before the chain (0: none). */
  actionEvents?: number;
}

/** Did anything happen after events[index] (a chain's end-of-chain rule events aside)? */
export function afterEvent(ctx: TimingContext, index: number): TimingVerdict {
  const event = ctx.events[index]!;
  const notes: TimingVerdict['notes'] = [];
  const chain = ctx.chain;

  if (chain) {
    const order = chain.resolutionOrder;
    const outcomeOf = (n: number) => chain.links.find((l) => l.n === n);
    const resolves = (n: number) => {
      const l = outcomeOf(n);
      return l !== undefined && l.legal !== false && l.outcome !== 'activation-negated' && l.outcome !== 'illegal';
    };
    const pos = (n: number) => order.indexOf(n);
    // Links resolving after the one that made the event (all of them, after a cost).
    let laterLinks: number[] = [];
    // (WIN-ACTION-BEFORE-CHAIN: an event of the action the chain was built after is followed by every link of it.)
    if (event.atActivation || index < (ctx.actionEvents ?? 0)) laterLinks = order.slice();
    else if (event.link !== null && pos(event.link) >= 0) laterLinks = order.slice(pos(event.link) + 1);
    const resolving = laterLinks.filter(resolves);
    const skipped = laterLinks.filter((n) => !resolves(n));
    if (event.atActivation && resolving.length > 0) {
      return {
        missed: {
          rule: W.MISS_COST,
          reason: say({ rule: W.MISS_COST, params: { links: resolving } }),
        },
        notes,
      };
    }
    // Within the event's own link: a later step (then / 之后).
    const laterSameLink = ctx.events.find((e) => e.step > event.step && e.link === event.link && e.link !== null && !e.atActivation);
    if (laterSameLink) {
      const l = event.link !== null ? outcomeOf(event.link) : undefined;
      const name = l ? linkNamed(l.n, l.card.name) : THAT_EFFECT;
      return {
        missed: {
          rule: W.MISS_THEN,
          reason: say({ rule: W.MISS_THEN, params: { link: name } }),
        },
        notes,
      };
    }
    if (resolving.length > 0) {
      const m = resolving[0]!;
      const l = outcomeOf(m)!;
      const negatedEffect = l.outcome === 'effect-negated' || l.outcome === 'no-effect';
      return {
        missed: {
          rule: negatedEffect ? W.MISS_EFFECT_NEGATED_LINK : W.MISS_LATER_LINK,
          reason: negatedEffect
            ? say({ rule: W.MISS_EFFECT_NEGATED_LINK, params: { n: m, card: l.card.name } })
            : say({ rule: W.MISS_LATER_LINK, params: { n: m, card: l.card.name } }),
        },
        notes,
      };
    }
    if (skipped.length > 0) {
      notes.push({
        rule: W.MISS_NEGATED_LINK,
        text: say({ rule: W.MISS_NEGATED_LINK, params: { links: skipped } }),
      });
    }
    // Any other later event (not the rule's own end-of-chain moves).
    const later = ctx.events.find((e) => e.step > event.step && !(e.link === null && e.cause === 'rule'));
    if (later) {
      return {
        missed: {
          rule: W.MISS_LATER_LINK,
          reason: say({ rule: W.MISS_LATER_LINK, params: {} }),
        },
        notes,
      };
    }
    return { missed: null, notes };
  }

  // An action: the last step is the last thing. A cost (`送墓 X (cost)`) was paid to activate a card or
  // effect, and that activation came after it (WIN-MISS-ACTION-COST) — tributes aside (WIN-MISS-TRIBUTE).
  // (A Tribute Set's tributes too: the Set comes after them.)
  const tributing = ctx.actionVerb === 'tribute-summon' || ctx.actionVerb === 'set';
  const tribute = tributing && event.cards.some((c) => ctx.tributes.includes(c));
  if (event.cause === 'cost' && !tribute) {
    return { missed: { rule: W.MISS_ACTION_COST, reason: say({ rule: W.MISS_ACTION_COST, params: {} }) }, notes };
  }
  const later = ctx.events.find((e) => e.step > event.step);
  if (later) {
    if (tribute) {
      return {
        missed: {
          rule: W.MISS_TRIBUTE,
          reason: say({ rule: W.MISS_TRIBUTE, params: {} }),
        },
        notes,
      };
    }
    return {
      missed: {
        rule: W.MISS_LATER_LINK,
        reason: say({ rule: W.MISS_LATER_LINK, params: {} }),
      },
      notes,
    };
  }
  return { missed: null, notes };
}

/** Link n's card position in the resolution order, for "was it already applying" (null: never resolved). */
export function resolvedPosition(chain: ChainResult, n: number): number | null {
  const l = chain.links.find((x) => x.n === n);
  if (!l || l.outcome !== 'resolved') return null;
  const p = chain.resolutionOrder.indexOf(n);
  return p >= 0 ? p : null;
}

/**
 * A card activated as chain link n starts applying its effects when link n resolves. Did `event`
 * happen after that (so the card saw it)?
 */
export function seenByLinkCard(chain: ChainResult, n: number, event: EngineEvent): boolean {
  const p = resolvedPosition(chain, n);
  if (p === null) return false;
  // An activation (and what its activation did) happened before a later link's card was even on the chain, and a
  // higher link's activation while it was not yet applying: neither is seen (WIN-ALREADY-APPLYING).
  if (event.atActivation || event.type === 'activated') return false;
  if (event.link === null) return true;
  const q = chain.resolutionOrder.indexOf(event.link);
  return q > p;
}

export function linkName(chain: ChainResult, n: number): Text {
  return linkNamed(n, chain.links.find((x) => x.n === n)?.card.name ?? null);
}

/**
 * The candidates that did not miss their timing; the optional 「…时」 ones that did are listed in
 * `missed`. Mandatory, flip and 「…的场合」 effects never miss (the rule that says so is tagged).
 */
export function dropMissed(ctx: WindowContext, candidates: Candidate[]): { kept: Candidate[]; missed: MissedTiming<Text>[] } {
  const kept: Candidate[] = [];
  const missed: MissedTiming<Text>[] = [];
  for (const c of candidates) {
    if (c.eventIndex === null) {
      kept.push(c);
      continue;
    }
    const verdict = afterEvent(ctx.timing, c.eventIndex);
    if (verdict.missed) {
      if (c.effect.kind === 'flip') c.rules.push(W.MISS_FLIP_NEVER);
      else if (c.mandatory) c.rules.push(W.MISS_MANDATORY_NEVER);
      else if (c.effect.timing === 'when') {
        missed.push({ card: { id: c.card.id, name: c.card.name, controller: c.controller, ref: c.ref }, effect: c.effect.n, reason: verdict.missed.reason, rules: [W.MISS_WHEN_LAST, verdict.missed.rule] });
        continue;
      } else c.rules.push(W.MISS_IF_NEVER);
    } else {
      for (const n of verdict.notes) {
        c.reasons.push(n.text);
        c.rules.push(n.rule);
      }
    }
    kept.push(c);
  }
  return { kept, missed };
}
