/**
 * CH-ATTACK-LOCK-COUNTED (card text 「全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。」): an attack lock
 * lasting a count of one player's turns (`duration: 'counted-turns'`, CMP-DURATION-COUNTED) outlasts the turn it was activated in. It
 * binds an attack declared
 * - this turn after its activation (`本回合:`), or the turn after (`上回合:`) unless the count has ended with that turn;
 * - while its card, kept on the field for the count (`withCard`: 「2回合以后这张卡破坏」), is face-up in the Spell & Trap Zone with no
 *   activation written: the card still there says its count has not ended (its last End Phase destroys it).
 * A lock held by its card ends when the card left the field first (listed in the GY, banished): the attack is not refused, and that is
 * said. The notation cannot say which turn of the count the situation is in: that is said when the lock is read from an earlier turn.
 */
import type { Action, Card, CardFilter, EffectFacts, Player } from '../../cards/facts.js';
import type { HistoryFact, Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { AttackVerdict } from './attack-target.js';
import type { Phrase } from '../phrases/index.js';
import { historyEffect } from './history.js';
import { staysUntilCounted } from './action-kinds.js';
import { matchesFilter, onBoard } from './match.js';
import { R } from '../rule-ids.js';

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** The counted attack lock over a filter an effect holds, if any. */
function countedLock(e: EffectFacts | null | undefined): (Action & { lastsTurns: NonNullable<Action['lastsTurns']> }) | null {
  if (!e || e.kind === 'continuous') return null;
  const a = e.does.find((x) => x.do === 'cannot-attack' && x.duration === 'counted-turns' && x.lastsTurns && typeof x.what === 'object' && x.what !== null && 'filter' in x.what);
  return a ? (a as Action & { lastsTurns: NonNullable<Action['lastsTurns']> }) : null;
}

/**
 * The attack lock a staying card holds as a continuous effect (its card activation leaves the card's own destruction
 * for a counted End Phase, 「这张卡发动后继续留在场上，用对方回合计算的3回合后的对方结束阶段破坏」), read as lasting that count while
 * the card stays — for an activation written in the history with the card itself not listed on the field.
 */
function stayingLock(card: Card, activated: EffectFacts | null): (Action & { lastsTurns: NonNullable<Action['lastsTurns']> }) | null {
  if (!activated || activated.kind !== 'activation') return null;
  const counted = activated.does.find((a) => staysUntilCounted(a) && a.whenever?.counted?.whose)?.whenever?.counted;
  if (!counted?.whose) return null;
  for (const e of card.effects) {
    if (e.kind !== 'continuous') continue;
    const a = e.does.find((x) => x.do === 'cannot-attack' && typeof x.what === 'object' && x.what !== null && 'filter' in x.what);
    if (a) return { ...a, duration: 'counted-turns', lastsTurns: { n: counted.n, whose: counted.whose, withCard: true } };
  }
  return null;
}

/** One lock found: its card's name, its player, the lock, how it was read (`turn`: this turn; `last`: the turn before; `field`: its card there). */
interface Found {
  card: string;
  player: Player;
  lock: Action & { lastsTurns: NonNullable<Action['lastsTurns']> };
  from: 'turn' | 'last' | 'field';
  instance: BoardCard | undefined;
}

const onField = (c: BoardCard | undefined): boolean => !!c && c.faceUp && c.zone === 'spell';

/** The counted attack locks that may bind an attack now, from the turn's history, the turn before's, and the cards on the field. */
function locksNow(scenario: Scenario, board: Board): Found[] {
  const out: Found[] = [];
  const read = (list: readonly HistoryFact[], from: 'turn' | 'last') => {
    for (const h of list) {
      if (h.kind !== 'activation' || h.negated !== null) continue;
      const lock = countedLock(historyEffect(h)) ?? stayingLock(h.card, historyEffect(h));
      if (!lock) continue;
      // (Of the turn before: a count of 1 that the turn before was the first of has ended with it.)
      const counter = lock.lastsTurns.whose === 'self' ? h.player : other(h.player);
      if (from === 'last' && lock.lastsTurns.n === 1 && counter === other(scenario.turnPlayer)) continue;
      out.push({ card: h.card.name, player: h.player, lock, from, instance: h.sameAs ? board.cards[h.sameAs] : undefined });
    }
  };
  read(scenario.lastTurn ?? [], 'last');
  read(scenario.history ?? [], 'turn');
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!onField(c) || !c.controller || c.states.includes('effects-negated')) continue;
    if (out.some((f) => f.instance === c || (f.instance === undefined && f.card === c.card.name && f.player === c.controller))) continue;
    for (const e of c.card.effects) {
      const lock = countedLock(e);
      if (lock?.lastsTurns.withCard) out.push({ card: c.card.name, player: c.controller, lock, from: 'field', instance: c });
    }
  }
  return out;
}

/** CH-ATTACK-LOCK-COUNTED: the verdict refusing `attacker`'s attack (null: none), and what the answer says of the locks read. */
export function countedAttackLock(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): { verdict: AttackVerdict | null; said: Phrase[] } {
  const said: Phrase[] = [];
  for (const f of locksNow(scenario, board)) {
    const counter = f.lock.lastsTurns.whose === 'self' ? f.player : other(f.player);
    const params = { card: f.card, player: f.player, counter, n: f.lock.lastsTurns.n };
    // A lock held by its card ends with the card's stay: listed elsewhere than face-up on the field, it no longer applies.
    if (f.lock.lastsTurns.withCard && f.instance && !onField(f.instance)) {
      said.push({ rule: R.ATTACK_LOCK_COUNTED, params: { ...params, variant: 'left' } });
      continue;
    }
    const filter = (f.lock.what as { filter: CardFilter }).filter;
    const by: BoardCard = f.instance ?? ({ ...attacker, ref: `本回合:${f.card}`, controller: f.player, states: [] } as BoardCard);
    if (!matchesFilter({ ...filter, place: undefined }, attacker, onBoard(board, by.ref, f.player))) continue;
    // (Read from an earlier turn or from its card there: which turn of the count this is, the notation cannot say — said.)
    if (f.from !== 'turn') said.push({ rule: R.ATTACK_LOCK_COUNTED, params: { ...params, variant: f.from } });
    // (Its card not listed: taken as still on the field — said, for the turn before's activation too.)
    if (f.from !== 'field' && f.lock.lastsTurns.withCard && !f.instance) said.push({ rule: R.ATTACK_LOCK_COUNTED, params: { ...params, variant: 'stays', last: f.from === 'last' } });
    return {
      said,
      verdict: {
        legal: false,
        choices: [],
        direct: false,
        rules: [R.ATTACK_CANNOT, R.ATTACK_LOCK_COUNTED],
        reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'cannot-attack', by: [f.card], choices: [], direct: false } },
      },
    };
  }
  return { verdict: null, said };
}
