/**
 * WIN-ACTION-BEFORE-CHAIN (rules reference docs/c03/诱发类效果.rst:531–541, :97): an action written with a chain after it
 * (`上级召唤 X 解放 Y C1 B:…`) happened before that chain — the chain was built in the window the action opened (a summon's
 * success). Its events (the tributes sent to the GY, the summon) met their triggers then, and those triggers belonged to the start
 * of that chain, placed first in SEGOC order (levels 1–6) before any speed-2 card (level 7). So, in the window after the chain:
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
  for (const c of found.kept) {
    if (c.eventIndex === null || c.eventIndex >= before) {
      kept.push(c);
      continue;
    }
    if (c.mandatory || c.effect.kind === 'flip') {
      c.rules.push(W.ACTION_BEFORE_CHAIN);
      owed.push(c.card.name);
      kept.push(c);
      continue;
    }
    missed.push({ card: { id: c.card.id, name: c.card.name, controller: c.controller, ref: c.ref }, effect: c.effect.n, reason: say({ rule: W.ACTION_BEFORE_CHAIN, params: { variant: 'passed', first: first?.card.name ?? '' } }), rules: [W.ACTION_BEFORE_CHAIN] });
  }
  if (owed.length > 0) ctx.notes.push(say({ rule: W.ACTION_BEFORE_CHAIN, params: { names: [...new Set(owed)], first: first?.card.name ?? '' } }));
  return { kept, missed };
}

/**
 * The chain's links, the one written where a mandatory trigger the action met belongs (`owed`: listed in the window after the chain
 * by `leftOffChain`) carrying a warning: the first link that SEGOC places after it — a speed-2+ card or effect (level 7), or, the
 * trigger owed being the turn player's (levels 1–2), a trigger of the other player (levels 3–4). The card may still be activated, only
 * not there: a warning on the link, never a refusal. (Triggers of the owed one's own player are not judged against it: whether a link
 * is mandatory is not on the link.)
 */
export function warnOwedLink(links: readonly LinkAnswer<Text>[], owed: readonly WindowTrigger<Text>[], turnPlayer: Player): LinkAnswer<Text>[] {
  const at = new Map<number, WindowTrigger<Text>[]>();
  for (const o of owed) {
    const goesAfter = (l: LinkAnswer<Text>) => l.speed !== 1 || (o.controller === turnPlayer && l.controller !== turnPlayer);
    const link = links.find((l) => l.legal !== false && l.outcome !== 'illegal' && goesAfter(l));
    if (link) at.set(link.n, [...(at.get(link.n) ?? []), o]);
  }
  if (at.size === 0) return [...links];
  return links.map((l) => {
    const mine = at.get(l.n);
    if (!mine) return l;
    const names = [...new Set(mine.map((o) => o.card.name))];
    const levels = [...new Set(mine.map((o) => o.level))].sort((a, b) => a - b);
    const warning = say({ rule: W.ACTION_BEFORE_CHAIN, params: { variant: 'link', link: l.n, card: l.card.name, names, levels } });
    return { ...l, warnings: [...(l.warnings ?? []), warning], rules: l.rules.includes(W.ACTION_BEFORE_CHAIN) ? l.rules : [...l.rules, W.ACTION_BEFORE_CHAIN] };
  });
}
