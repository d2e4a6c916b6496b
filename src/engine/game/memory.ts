/**
 * What a card remembers (FD-MEMORY, rules reference docs/c03/里侧·一时除外.rst and
 * docs/c02/基本用语.rst:40–44): a card turned face-down by an effect (变里侧) or temporarily banished
 * and returned (一时除外) is, for most purposes, a new card. The situation writes its states in order
 * (`(本回合特召,一时除外)`); this is the one place that decides which of the earlier ones survive.
 *
 * - Turned face-down: it is still a monster summoned this turn (里侧·一时除外.rst:151, :154), but no
 *   longer one that was flipped or Flip Summoned (:105), and a once-per-turn of this copy (1回合1次)
 *   may be used again (基本用语.rst:40–42).
 * - Temporarily banished and back: it also forgets when it was summoned (:152, :156–157), its set turn
 *   and a decided battle destruction; its once-per-turn of this copy may be used again (基本用语.rst:44).
 * - Both keep what binds the player or the card's name: a 「这个卡名」 once-per-turn (基本用语.rst:52),
 *   whether it was ever properly summoned (苏生限制, :17) and a declared name lock.
 *
 * The marker itself stays in the list, after what the card kept: a soft once-per-turn is spent only
 * by a use written after the last marker (`spentOnce`); a hard one by any use.
 */
import type { CardState } from '../../notation/ast.js';
import type { OncePerTurn } from '../../cards/facts.js';

type Reset = 'turned-face-down' | 'banished-and-back';

const isReset = (s: CardState): s is Reset => s === 'turned-face-down' || s === 'banished-and-back';

/** What each way of becoming a new card forgets. */
const FORGETS: Record<Reset, ReadonlySet<CardState>> = {
  'turned-face-down': new Set<CardState>(['flipped', 'battle-destroyed']),
  'banished-and-back': new Set<CardState>(['flipped', 'summoned-this-turn', 'set-this-turn', 'battle-destroyed']),
};

/** The states a card still has, in order, with at most the last reset marker kept. */
export function remembered(states: readonly CardState[]): CardState[] {
  let reset = false;
  for (const s of states) if (isReset(s)) reset = true;
  if (!reset) return [...states];
  let out: CardState[] = [];
  for (const s of states) {
    if (isReset(s)) {
      const forgets = FORGETS[s];
      // One marker is enough: what came before it is now what the card kept.
      out = out.filter((x) => !isReset(x) && !forgets.has(x));
      out.push(s);
    } else if (!out.slice(lastReset(out) + 1).includes(s)) {
      out.push(s);
    }
  }
  return out;
}

function lastReset(states: readonly CardState[]): number {
  return Math.max(states.lastIndexOf('turned-face-down'), states.lastIndexOf('banished-and-back'));
}

/** Since the card last became a new card (turned face-down, temporarily banished), or ever: -1. */
export function becameNewCard(states: readonly CardState[]): boolean {
  return lastReset(states) >= 0;
}

/**
 * Is a once-per-turn spent by a use marked 已用 on this card? A hard one (「这个卡名…」) binds the
 * player and the name, so any use counts; a soft one (1回合1次) binds this copy only, so a use from
 * before it became a new card does not.
 */
export function spentOnce(states: readonly CardState[], opt: OncePerTurn | undefined): boolean {
  if (!opt) return false;
  const at = states.lastIndexOf('used');
  if (at < 0) return false;
  return opt === 'hard' || at > lastReset(states);
}
