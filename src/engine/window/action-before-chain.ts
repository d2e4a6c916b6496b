/**
 * WIN-ACTION-BEFORE-CHAIN (rules reference docs/c03/诱发类效果.rst:531–541, :97): an action written with a chain after it
 * (`上级召唤 X 解放 Y C1 B:…`) happened before that chain — the chain was built in the window the action opened (a summon's
 * success). Its events (the tributes sent to the GY, the summon) met their triggers then, and those triggers belonged to the start
 * of that chain, placed first in SEGOC order (levels 1–6) before any Spell Speed 2 card (level 7). So, in the window after the chain:
 * - one the chain activated for that event is not offered again (it was used there);
 * - a mandatory one the chain leaves off cannot have been passed (a mandatory effect is always activated): it is listed, and the
 *   window says the chain as written left it off;
 * - an optional 「…时」 one misses its timing (the chain resolved after the event: ./missed-timing.ts);
 * - an optional 「…的场合」 one not activated when its moment came cannot be activated later (:97) — listed as missed with that reason.
 */
import type { Text } from '../../i18n/text.js';
import type { LinkAnswer, MissedTiming, WindowTrigger } from '../../answer/types.js';
import type { Player } from '../../cards/facts.js';
import { say } from '../phrases/index.js';
import { W } from '../rule-ids.js';
import type { Candidate, WindowContext } from './candidates.js';

/** Was effect `n` of the card `ref` activated by a link of the chain, the event at `index` being one of the action's before it? */
export function activatedForAction(ctx: WindowContext, ref: string, n: number, index: number): boolean {
  if (index >= (ctx.input.actionEvents ?? 0)) return false;
  return (ctx.input.chain?.links ?? []).some((l) => l.outcome !== 'illegal' && l.legal !== false && l.card.ref !== null && ctx.tl.canon(l.card.ref) === ref && l.effect === n);
}

/** The candidates met by the action's events and left off the chain: mandatory ones kept (with a note), optional 「…的场合」 ones missed. */
export function leftOffChain(ctx: WindowContext, found: { kept: Candidate[]; missed: MissedTiming<Text>[] }): { kept: Candidate[]; missed: MissedTiming<Text>[] } {
  const before = ctx.input.actionEvents ?? 0;
  if (before === 0) return found;
  const kept: Candidate[] = [];
  const missed = [...found.missed];
  const owed: string[] = [];
  const first = ctx.input.chain?.links.find((l) => l.outcome !== 'illegal' && l.legal !== false);
  const by = ctx.input.beforeChain ? 'chain' : 'action';
  for (const c of found.kept) {
    if (c.eventIndex === null || c.eventIndex >= before) {
      kept.push(c);
      continue;
    }
    // (Owed: a mandatory effect. A flip effect is no exception — 「反转：可以…」 is optional like any 「可以」 trigger, docs/c02/基本用语.rst:208,
    // :220 — and one left off was passed when the chain began, like the optional 「…的场合」 ones below.)
    if (c.mandatory) {
      c.rules.push(W.ACTION_BEFORE_CHAIN);
      owed.push(c.card.name);
      kept.push(c);
      continue;
    }
    missed.push({ card: { id: c.card.id, name: c.card.name, controller: c.controller, ref: c.ref }, effect: c.effect.n, reason: say({ rule: W.ACTION_BEFORE_CHAIN, params: { variant: 'passed', first: first?.card.name ?? '', by } }), rules: [W.ACTION_BEFORE_CHAIN] });
  }
  if (owed.length > 0) ctx.notes.push(say({ rule: W.ACTION_BEFORE_CHAIN, params: { names: [...new Set(owed)], first: first?.card.name ?? '', by } }));
  return { kept, missed };
}

/** The SEGOC level of a legal link: the level the action's window placed its effect at, 7 for a Spell Speed 2+ one it did not; null: not known. */
function linkLevel(l: LinkAnswer<Text>, placed: readonly WindowTrigger<Text>[], canon: (ref: string) => string): number | null {
  if (l.legal === false || l.outcome === 'illegal') return null;
  const ref = l.card.ref === null ? null : canon(l.card.ref);
  const mine = placed.filter((p) => ref !== null && p.card.ref !== null && canon(p.card.ref) === ref && (l.effect === null || p.effect === l.effect));
  if (mine.length > 0) return Math.min(...mine.map((p) => p.level));
  // (A Spell Speed 1 link the action's window did not place — a trigger assumed met — has no level to compare: not judged.)
  return l.speed !== null && l.speed >= 2 ? 7 : null;
}

/**
 * The chain's links, checked for the mandatory effects SEGOC (docs/c03/诱发类效果.rst:530–538, :542) starts the chain the action's window
 * opened with: the effects the action met start it level by level — the turn player's mandatory triggers (1), the opponent's (2), the
 * turn player's optional public ones (3), the opponent's (4), mandatory quick effects (5, 6) — and only then may a Spell Speed 2+ card or
 * effect be activated (7). `placed` is that window's list (the board right after the action). A link written out of that order was
 * refused already (CH-SEGOC-ORDER-BINDS, ../chain/segoc-binds.ts, as for a chain started after a chain). What is left to say is a
 * mandatory effect of the window, which cannot be passed, not written: on the first legal link of a later level, where it was owed, a
 * warning (`variant: 'link'`) — that link's card may still be activated, chained after it; `listed` says whether the window after the
 * chain lists it still (its card may have left since). A chain with every mandatory effect in it is warned of nothing. `by`: what opened
 * that window — an action, or the chain before this one (`然后`, review s59).
 */
export function warnOwedMandatory(links: readonly LinkAnswer<Text>[], placed: readonly WindowTrigger<Text>[], listed: readonly WindowTrigger<Text>[], canon: (ref: string) => string, by: 'action' | 'chain' = 'action'): LinkAnswer<Text>[] {
  const levels = new Map(links.map((l) => [l.n, linkLevel(l, placed, canon)] as const));
  const known = links.filter((l) => levels.get(l.n) !== null && levels.get(l.n) !== undefined);
  const said = new Map<number, Text[]>();
  const add = (n: number, w: Text) => said.set(n, [...(said.get(n) ?? []), w]);
  const key = (ref: string | null, effect: number) => `${ref === null ? '' : canon(ref)}#${effect}`;
  // (Written: a link of the chain activating that effect of that card — one with no effect number written, that card.)
  const isWritten = (o: WindowTrigger<Text>) => known.some((l) => l.card.ref !== null && o.card.ref !== null && canon(l.card.ref) === canon(o.card.ref) && (l.effect === null || l.effect === o.effect));
  const stillListed = new Set(listed.map((o) => key(o.card.ref, o.effect)));
  const owedAt = new Map<number, WindowTrigger<Text>[]>();
  for (const o of placed) {
    if (!o.mandatory || o.level > 6 || isWritten(o)) continue;
    const link = known.find((l) => levels.get(l.n)! > o.level);
    if (link) owedAt.set(link.n, [...(owedAt.get(link.n) ?? []), o]);
  }
  for (const [n, owed] of owedAt) {
    const l = links.find((x) => x.n === n)!;
    const names = [...new Set(owed.map((o) => o.card.name))];
    const lv = [...new Set(owed.map((o) => o.level))].sort((a, b) => a - b);
    const gone = owed.every((o) => !stillListed.has(key(o.card.ref, o.effect)));
    add(n, say({ rule: W.ACTION_BEFORE_CHAIN, params: { variant: 'link', link: n, card: l.card.name, names, levels: lv, gone, by } }));
  }
  if (said.size === 0) return [...links];
  return links.map((l) => {
    const mine = said.get(l.n);
    if (!mine) return l;
    return { ...l, warnings: [...(l.warnings ?? []), ...mine], rules: l.rules.includes(W.ACTION_BEFORE_CHAIN) ? l.rules : [...l.rules, W.ACTION_BEFORE_CHAIN] };
  });
}
