/**
 * Destruction replacement against destruction by battle (代替破坏; issue 16, rules reference docs/c03/卡片的抗性.rst:316–330,
 * docs/c03/战斗阶段流程.rst:760–767, 910–916) — CH-REPLACE-DESTROY-BATTLE. The same continuous `replace-destruction` facts
 * as CH-REPLACE-DESTROY (./destroy-replacement.ts: 「…被战斗·效果破坏的场合，（可以）作为代替把…」), applied to the monsters the
 * damage calculation would destroy: whether it applies is decided at damage calculation, once the monsters that lose are
 * known, and its step is done after it (a monster that is not destroyed by battle is no 「战斗破坏」 — no destroyed event).
 *
 * - It covers only a monster that would be destroyed: a replacement of a monster that wins, or that a protection
 *   (「不会被战斗破坏」, CH-BATTLE-INDESTRUCTIBLE) keeps, is not applied (the caller passes the monsters that lose).
 * - A mandatory one (「作为代替把这张卡破坏」: a monster card as an equip card) always applies; an optional one applies when the
 *   situation says its card applies it — the state `代替破坏` on that card — one optional replacement per monster; else
 *   it is offered (said, not applied).
 * - Its step must be one that can be done: a substitute that is itself destroyed by this battle (确定被破坏) cannot be used,
 *   nor a card in the GY to banish while a face-up card says that the GY's cards cannot be banished
 *   (「对方不能把墓地的卡从游戏中除外」) — then the monster is destroyed by battle.
 * - A replacement only against effects (「被效果破坏的场合」) does not apply, nor one of a card whose effects are negated — by an
 *   earlier effect (效果无效) or by a face-up card's continuous negation (「场上的全部表侧表示怪兽的效果无效化」) that is not itself negated.
 */
import type { Action, CardFilter, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { onField } from './board.js';
import { pointsAtCard } from './field-zones.js';
import { matchesFilter, onBoard } from './match.js';
import { standing } from './standing.js';

export interface BattleReplacement {
  /** The monster not destroyed by battle. */
  ref: string;
  /** The card whose replacement applied. */
  by: string;
  /** The cards its step acted on instead (destroyed, banished, discarded …; none for a detached material). */
  instead: string[];
  /** CH-REPLACE-PAY-LP: the LP its controller paid instead, and the LP left (null: not stated). */
  pays?: { player: Player; amount: number; left: number | null };
  /**
   * CH-REPLACE-DESTROY-LINKED: its step acts on 「这张卡所连接区1只自己怪兽」 — 'stated' when the zones show the substitute
   * in a zone the replacing card points at, 'assumed' when a zone is not stated (the substitute is taken as linked, said).
   */
  linked?: 'stated' | 'assumed';
}

/**
 * Is `c`'s effect negated by a face-up card's continuous negation (「场上的全部表侧表示怪兽的效果无效化」)? A negating card
 * itself negated that way (under 「全部的场上陷阱卡的效果无效」) negates nothing; one level is looked at.
 */
function negatedOnBoard(board: Board, c: BoardCard, depth = 1): boolean {
  for (const s of Object.values(board.cards)) {
    if (s.ref === c.ref || !s.controller || !s.faceUp || (s.zone !== 'monster' && s.zone !== 'spell') || s.states.includes('effects-negated')) continue;
    for (const e of s.card.effects) {
      if (e.kind !== 'continuous') continue;
      for (const a of e.does) {
        if (a.do !== 'negate-effects' || typeof a.what !== 'object' || !matchesFilter(a.what.filter, c, onBoard(board, s.ref, s.controller))) continue;
        if (depth > 0 && negatedOnBoard(board, s, depth - 1)) continue;
        return true;
      }
    }
  }
  return false;
}

/** Is the replacing card where its replacement works: face-up on the field, effects not negated — or where it names (「手卡的这张卡」)? */
function inPlace(board: Board, h: BoardCard, a: Action): boolean {
  if (a.from !== undefined) return h.zone === a.from || (Array.isArray(a.from) && a.from.includes(h.zone as never));
  return onField(h) && h.faceUp && !h.states.includes('effects-negated') && !h.states.includes('cannot-use') && !negatedOnBoard(board, h);
}

/** 「对方不能把墓地的卡从游戏中除外」 on a face-up card of `h`'s opponent: a banish from `h`'s GY cannot be done. */
function gyBanishLocked(board: Board, h: BoardCard): boolean {
  return Object.values(board.cards).some(
    (c) => c.controller && c.controller !== h.controller && c.zone === 'monster' && c.faceUp && !c.states.includes('effects-negated') && c.card.locksOpponentGyBanish === true,
  );
}

/** The cards the step may act on: the card itself, or the cards its filter names — none that this battle destroys. */
function substitutes(board: Board, h: BoardCard, a: Action, lost: readonly string[], lpAfter?: Partial<Record<Player, number>>, covering = 1): BoardCard[] {
  const step = a.instead!;
  // CH-REPLACE-PAY-LP: LP paid instead (per monster saved) — only with that many LP left once this battle's damage is dealt
  // (the replacement is applied after it); LP not stated: not guessed.
  if (step.do === 'pay-lp') {
    const lp = h.controller ? lpAfter?.[h.controller] : undefined;
    return lp !== undefined && lp >= (step.amount as number ?? 0) * covering ? [h] : [];
  }
  // CH-REPLACE-PAY-LP-TOO (s49): LP paid along with the step (「可以支付500基本分作为代替把这张卡破坏」) — only with that many LP left
  // once this battle's damage is dealt (the replacement is applied after it), per monster saved; LP not stated: not guessed.
  if (step.alsoPayLp !== undefined && lpShortAfter(h, step.alsoPayLp * covering, lpAfter) !== null) return [];
  const usable = (c: BoardCard) => step.do === 'detach' || !lost.includes(c.ref);
  if (step.what === 'self' || step.what === undefined) {
    if (step.do === 'banish' && h.zone === 'gy' && gyBanishLocked(board, h)) return [];
    return usable(h) ? [h] : [];
  }
  if (typeof step.what !== 'object') return [];
  const filter: CardFilter = step.what.filter;
  const ctx = onBoard(board, h.ref, h.controller ?? 'A');
  const found = Object.values(board.cards).filter((c) => c.zone !== null && (step.note ? c.equippedTo === h.ref : matchesFilter(filter, c, ctx)));
  // A banish from the GY under 「不能把墓地的卡除外」: the step cannot be done.
  return found.filter((c) => usable(c) && !(step.do === 'banish' && c.zone === 'gy' && gyBanishLocked(board, h)));
}

/** CH-REPLACE-PAY-LP-TOO: the LP `h`'s controller has left after this battle's damage when fewer than `amount`; else null (enough, or not stated). */
function lpShortAfter(h: BoardCard, amount: number, lpAfter?: Partial<Record<Player, number>>): number | null {
  const lp = h.controller ? lpAfter?.[h.controller] : undefined;
  return lp !== undefined && lp < amount ? lp : null;
}

/**
 * CH-REPLACE-DESTROY-BATTLE: which of `lost` (the monsters the damage calculation destroys) a replacement saves, and the
 * optional replacements that could apply and were not said to (`offered`: the monster and the card).
 */
export function battleReplacements(board: Board, lost: readonly string[], lpAfter?: Partial<Record<Player, number>>): { saved: BattleReplacement[]; offered: { ref: string; by: string }[]; cannot: { ref: string; by: string; linked?: true; negated?: true; lpShort?: { amount: number; lp: number } }[]; paysLp?: true; paysLpToo?: true } {
  const saved: BattleReplacement[] = [];
  const offered: { ref: string; by: string }[] = [];
  const cannot: { ref: string; by: string; linked?: true; negated?: true; lpShort?: { amount: number; lp: number } }[] = [];
  if (lost.length === 0) return { saved, offered, cannot };
  let paysLpToo = false;
  const used = new Set<string>();
  let paysLp = false;
  for (const pass of ['mandatory', 'optional'] as const) {
    for (const h of Object.values(board.cards)) {
      if (!h.controller) continue;
      for (const a of standing(h.card).destroyReplacements) {
        if ((a.optional === true) !== (pass === 'optional') || a.against === 'effect' || !a.instead) continue;
        const ctx = onBoard(board, h.ref, h.controller);
        if (!inPlace(board, h, a)) {
          // CH-REPLACE-DESTROY-NEGATED: an optional one the situation says applies (`代替破坏`) on a card face-down or with its effects negated
          // (stated, or by a face-up card's continuous negation) cannot apply — said, not dropped (review s46-rv2: silent under a continuous negation).
          if (pass === 'optional' && a.from === undefined && onField(h) && h.states.includes('replaces-destruction')) {
            for (const r of lost) {
              const c = board.cards[r];
              if (c && (a.what === 'self' ? c.ref === h.ref : typeof a.what === 'object' && matchesFilter(a.what.filter, c, ctx))) cannot.push({ ref: r, by: h.card.name, negated: true });
            }
          }
          continue;
        }
        // Every mandatory one applies, also to a monster another mandatory one saved (two equip cards that replace: both go).
        let covered = lost.filter((r) => pass === 'mandatory' || !saved.some((s) => s.ref === r)).filter((r) => {
          const c = board.cards[r];
          if (!c) return false;
          return a.what === 'self' ? c.ref === h.ref : typeof a.what === 'object' && matchesFilter(a.what.filter, c, ctx);
        });
        if (covered.length === 0) continue;
        if (pass === 'optional' && !h.states.includes('replaces-destruction')) {
          // Offered only when its step could be done (a replacement that cannot apply is not a choice).
          if (substitutes(board, h, a, lost, lpAfter, covered.length).some((c) => !used.has(c.ref) || a.instead!.do === 'pay-lp')) for (const r of covered) offered.push({ ref: r, by: h.card.name });
          continue;
        }
        if (a.instead.do === 'pay-lp') paysLp = true;
        const subs = substitutes(board, h, a, lost, lpAfter, covered.length).filter((c) => !used.has(c.ref) || a.instead!.do === 'pay-lp');
        // CH-REPLACE-DESTROY-LINKED: a substitute 「这张卡所连接区」 (matchesFilter judges the zones when stated).
        const linkedStep = typeof a.instead.what === 'object' && a.instead.what.filter.linkedBySelf === true;
        const too = a.instead.alsoPayLp;
        if (too !== undefined) paysLpToo = true;
        if (subs.length === 0) {
          const short = too !== undefined ? lpShortAfter(h, too * covered.length, lpAfter) : null;
          for (const r of covered) cannot.push({ ref: r, by: h.card.name, ...(linkedStep ? { linked: true as const } : {}), ...(short !== null && too !== undefined ? { lpShort: { amount: too, lp: short } } : {}) });
          continue;
        }
        if (a.count === 1) covered = covered.slice(0, 1);
        const n = a.instead.what === 'self' ? 1 : typeof a.instead.what === 'object' ? (a.instead.what.count ?? 1) : 1;
        const chosen = subs.slice(0, n);
        for (const c of chosen) used.add(c.ref);
        if (a.instead.do === 'pay-lp' && h.controller) {
          // Paid per monster saved, one after another, from the LP left after this battle's damage.
          const amount = (a.instead.amount as number | undefined) ?? 0;
          for (const r of covered) {
            const before = lpAfter?.[h.controller];
            const left = before === undefined ? null : Math.max(0, before - amount);
            if (lpAfter && left !== null) lpAfter[h.controller] = left;
            saved.push({ ref: r, by: h.card.name, instead: [], pays: { player: h.controller, amount, left } });
          }
          continue;
        }
        const linked = linkedStep ? { linked: chosen.some((c) => pointsAtCard(h, c) === null) ? ('assumed' as const) : ('stated' as const) } : {};
        for (const r of covered) {
          // CH-REPLACE-PAY-LP-TOO: the LP paid with the step, from the LP left after this battle's damage.
          const before = too !== undefined && h.controller ? lpAfter?.[h.controller] : undefined;
          const left = before === undefined ? null : Math.max(0, before - (too ?? 0));
          if (too !== undefined && h.controller && lpAfter && left !== null) lpAfter[h.controller] = left;
          const pays = too !== undefined && h.controller ? { pays: { player: h.controller, amount: too, left } } : {};
          saved.push({ ref: r, by: h.card.name, instead: a.instead.do === 'detach' ? [] : chosen.map((c) => c.ref), ...linked, ...pays });
        }
      }
    }
  }
  return { saved, offered: offered.filter((o) => !saved.some((s) => s.ref === o.ref)), cannot: cannot.filter((o) => !saved.some((s) => s.ref === o.ref)), ...(paysLp ? { paysLp: true as const } : {}), ...(paysLpToo ? { paysLpToo: true as const } : {}) };
}
