/**
 * CH-LASTS-TURNS (card text 「全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。」): a lasting step bounded by a
 * count of one player's turns (`duration: 'counted-turns'`, `lastsTurns`, read by src/cards/compile/counted-turns.ts) applies from the
 * resolution on and outlasts this turn: nothing is done now, so the answer lists it with what lasts (`lasting`) — which turns, whose,
 * counted how (the turn it resolved in is the first when it is that player's), and, for a card that stays on the field meanwhile, that
 * the step is the card's while it stays (it ends early when the card leaves). A card kept on the field until a counted End Phase destroys
 * it (「用对方回合计算的3回合后的对方结束阶段破坏」) lists its continuous effects the same way: they last while it stays, so until then.
 */
import type { Action, CardFilter, EffectFacts, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { goneBeforeStaying } from '../game/actions.js';
import { staysUntilCounted } from '../game/action-kinds.js';

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** The monsters a lock names, from its controller's side: 'both' when the filter names no side (「全部怪兽」). */
function sideOf(a: Action): 'both' | 'self' | 'opponent' | null {
  if (typeof a.what !== 'object' || a.what === null || !('filter' in a.what)) return null;
  const f: CardFilter = a.what.filter;
  return f.side === 'self' ? 'self' : f.side === 'opponent' ? 'opponent' : 'both';
}

/** The counted steps of a resolved effect (those it applied: not optional, not left to a result), each listed under `lasting`. */
export function countedTurnsParts(state: EngineState, link: LinkState, e: EffectFacts, does: readonly Action[]): void {
  for (const a of does) {
    if (a.duration !== 'counted-turns' || !a.lastsTurns || a.optional || a.conditional) continue;
    const counter = a.lastsTurns.whose === 'self' ? link.controller : other(link.controller);
    const sentence = (e.words ?? '').split('。').find((s) => /回合/.test(s) && /以内|内/.test(s)) ?? '';
    link.rules.push(R.LASTS_TURNS);
    (state.lasting ??= []).push({
      link: link.n,
      card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
      what: say({
        rule: R.LASTS_TURNS,
        params: { text: sentence, verb: a.do, side: sideOf(a), controller: link.controller, counter, n: a.lastsTurns.n, thisTurnCounts: state.board.turnPlayer === counter, withCard: a.lastsTurns.withCard === true },
      }),
      rules: [R.LASTS_TURNS],
    });
  }
}

/**
 * CH-LASTS-TURNS, the staying card: a card activation whose effect leaves its own destruction for a counted End Phase (a delayed
 * `destroy` of `self` with `whenever.counted`) keeps the card on the field until then — its continuous effects apply from now for that
 * long (or until it leaves earlier), listed so a player sees what the card does while it stays and for how long.
 */
export function stayingCardParts(state: EngineState, link: LinkState, does: readonly Action[]): void {
  if (!link.cardActivation) return;
  const destroy = does.find((a) => staysUntilCounted(a) && a.whenever?.counted?.whose);
  // (A card that left the field before its activation resolved does not stay: none of its continuous effects apply — CH-ST-STAYS-BY-TEXT.)
  if (destroy && goneBeforeStaying(state, link, destroy)) return;
  const counted = destroy?.whenever?.counted;
  if (!counted?.whose) return;
  const counter = counted.whose === 'self' ? link.controller : other(link.controller);
  for (const c of link.card.effects) {
    if (c.kind !== 'continuous' || !c.does.length) continue;
    const words = c.summary ?? (c.words ? { zh: c.words, en: null } : null);
    if (!words) continue;
    link.rules.push(R.LASTS_TURNS);
    (state.lasting ??= []).push({
      link: link.n,
      card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
      what: say({ rule: R.LASTS_TURNS, params: { variant: 'staying', zh: words.zh, en: words.en ?? null, counter, n: counted.n, thisTurnCounts: state.board.turnPlayer === counter, controller: link.controller } }),
      rules: [R.LASTS_TURNS],
    });
  }
}
