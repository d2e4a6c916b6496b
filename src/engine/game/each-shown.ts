/**
 * CH-EACH-SHOWN: 「双方玩家从各自的额外卡组选…1只超量怪兽给对方观看」 (`look` with `eachPlayer`) — each player picks a monster of their own
 * Extra Deck as the link resolves and shows it; the user names each with `[确认 A:X,B:Y]`, and a player who showed none with `B:无`. The
 * damage after it (`damageOfShown`) is read off the two shown monsters' ATK: the player who showed the lower ATK takes the gap; the
 * opponent having shown none, they take the ATK of the monster this card's player showed. A player's pick not written: which monster,
 * and so the damage, is not known — said, and no damage is computed (no amount or player is guessed).
 */
import type { Action } from '../../cards/facts.js';
import type { Player } from '../../cards/facts.js';
import { opponent } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { canonical } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { levelOf } from './levels.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Text } from '../../i18n/text.js';

/** What one player showed: a card, none (`B:无`), or not written (`null`). */
export type ShownBy = BoardCard | 'none' | null;

/** The turn player first, as each player does the step (CH-EACH-PLAYER). */
const playersInOrder = (state: EngineState): Player[] => [state.scenario.turnPlayer, opponent(state.scenario.turnPlayer)];

/**
 * The Rank of the monster whose destruction the link answers (「持有破坏的怪兽的阶级以下的阶级」): its player's Xyz Monster destroyed by
 * battle — written `(战斗破坏)`, or its battler of the stated attack now in the GY — as it last was on the field. null: not written.
 */
function destroyedRank(state: EngineState, player: Player): number | null {
  const attack = state.board.attack;
  const battlers = attack ? [attack.attacker, attack.target].filter((r): r is string => Boolean(r)).map((r) => canonical(state.board, r)) : [];
  const found = Object.entries(state.board.cards).filter(([ref, c]) => (c.controller ?? c.owner) === player && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('xyz')
    && (c.states.includes('battle-destroyed') || (battlers.includes(ref) && c.zone === 'gy')));
  if (found.length !== 1) return null;
  const c = found[0]![1];
  return levelOf(c)?.value ?? c.card.level ?? null;
}

/**
 * Each player's shown monster, as the link's notes name it: one the look cannot show (not of its kind, not in that player's Extra Deck,
 * of a Rank above the destroyed monster's) is warned about and not taken. A Rank limit with the destroyed monster not written is not
 * checked, and said.
 */
export function eachShownCards(state: EngineState, link: LinkState, look: Action): Record<Player, ShownBy> {
  const out = {} as Record<Player, ShownBy>;
  const rank = look.rankUpToDestroyed ? destroyedRank(state, link.controller) : null;
  if (look.rankUpToDestroyed && rank === null) pushOnce(state.assumptions, say({ rule: R.EACH_SHOWN, params: { variant: 'rank-unknown', name: link.name } }));
  for (const p of playersInOrder(state)) {
    if (link.directives.some((x) => x.kind === 'shown-none' && x.player === p)) {
      out[p] = 'none';
      continue;
    }
    const notes = link.directives.filter((x): x is Extract<typeof x, { kind: 'chosen' }> => x.kind === 'chosen' && x.action === 'look');
    const c = notes.map((x) => state.board.cards[canonical(state.board, x.card)]).find((x): x is BoardCard => x !== undefined && (x.controller ?? x.owner) === p);
    if (!c) {
      out[p] = null;
      continue;
    }
    const fits = typeof look.what !== 'object' || matchesFilter(look.what.filter, c, onBoard(state.board, link.ref, p));
    const rankFits = rank === null || (c.card.level ?? 0) <= rank;
    if (!fits || !rankFits) pushOnce(state.warnings, say({ rule: R.EACH_SHOWN, params: { variant: 'not-fit', name: link.name, card: c.card.name, player: p, rank: rankFits ? '' : String(rank) } }));
    out[p] = fits && rankFits ? c : null;
  }
  return out;
}

/** The look step: each player's shown monster said; a player's not written, said not known. */
export function showEach(state: EngineState, link: LinkState, a: Action): { done: boolean; text: Text | null } {
  link.rules.push(R.EACH_SHOWN);
  const shown = eachShownCards(state, link, a);
  const parts: Text[] = [];
  for (const p of playersInOrder(state)) {
    const s = shown[p];
    if (s === null) pushOnce(state.assumptions, say({ rule: R.EACH_SHOWN, params: { variant: 'unknown', name: link.name, player: p } }));
    parts.push(say({ rule: R.EACH_SHOWN, params: { variant: s === null ? 'shown-unknown' : s === 'none' ? 'shown-none' : 'shown', player: p, card: s && s !== 'none' ? s.card.name : '' } }));
  }
  return { done: true, text: { zh: parts.map((x) => x.zh).join('，'), en: parts.map((x) => x.en).join('; ') } };
}

/**
 * The damage step read off the shown monsters: who takes how much (`player` relative to the link's controller for the damage step),
 * or null when it deals none — `reason` says why (the same ATK, a monster not shown, not written).
 */
export function damageOfShown(state: EngineState, link: LinkState, a: Action): { player: Player; amount: number } | { reason: Text | null } {
  link.rules.push(R.EACH_SHOWN);
  const look = (link.effect?.does ?? []).find((x) => x.do === 'look' && x.eachPlayer);
  if (!look) return { reason: null };
  const shown = eachShownCards(state, link, look);
  const me = link.controller;
  const them = opponent(me);
  const mine = shown[me];
  const theirs = shown[them];
  // (Either pick not written: the amount and the player are not known — the look's assumption says so; nothing is computed.)
  if (mine === null || theirs === null) return { reason: say({ rule: R.EACH_SHOWN, params: { variant: 'damage-unknown' } }) };
  if (a.damageOfShown === 'own-if-none') {
    if (theirs !== 'none' || mine === 'none') return { reason: null };
    return { player: them, amount: Math.max(0, mine.card.atk ?? 0) };
  }
  // 'difference': both showed a monster; the one who showed the lower ATK takes the gap (the same ATK: no damage).
  if (mine === 'none' || theirs === 'none') return { reason: null };
  const [x, y] = [Math.max(0, mine.card.atk ?? 0), Math.max(0, theirs.card.atk ?? 0)];
  if (x === y) return { reason: say({ rule: R.EACH_SHOWN, params: { variant: 'same-atk', atk: x } }) };
  return { player: x < y ? me : them, amount: Math.abs(x - y) };
}
