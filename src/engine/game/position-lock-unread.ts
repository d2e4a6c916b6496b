/**
 * CH-POSITION-LOCK-UNREAD (rules reference docs/c02/基本用语.rst:576, :604): a 『表示形式不能变更』 the card text compiler could not read
 * (kept as a `action: position lock: …` note, or a continuous lock under a state it did not read) is never applied, and never silently either:
 * when the player changes a monster's battle position by the rules (表示形式变更) or Flip Summons it, and such a lock could be over it —
 * a face-up card's continuous effect in force (「和这张卡进行过战斗的怪兽不能把表示形式变更」), a face-up card in the Spell & Trap Zone
 * (a monster equipped with itself: 「用这个效果把这张卡装备的怪兽…」), or an activation this turn of that player (a pledge 「这张卡发动的回合，
 * 自己…也不能把表示形式变更」; any player's activation this turn that left a lock it could not read: 「这张卡发动的回合，这些效果怪兽…不能改变表示形式」)
 * — the answer says the change was judged without it.
 */
import type { Scenario } from '../../scenario/types.js';
import type { Text } from '../../i18n/text.js';
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { historyEffect } from './history.js';
import { continuousInForce } from './battle-damage.js';

/** The unread pledge's words in a note of the effect, or null. */
function unreadPledge(e: EffectFacts | null): string | null {
  const u = e?.unknown?.find((x) => x.startsWith('action: position lock pledge: '));
  return u ? u.slice('action: position lock pledge: '.length) : null;
}

/** The unread lock's words (one standing with its card) in a note of the effect, or null. */
function unreadLock(e: EffectFacts | null): string | null {
  for (const u of e?.unknown ?? []) {
    if (u.startsWith('action: position lock: ')) return u.slice('action: position lock: '.length);
    // (./cards/compile/position-lock-field.ts: a continuous lock under a state it did not read.)
    if (u.startsWith('condition: ') && u.endsWith('(the position lock under it left unread)')) return u.slice('condition: '.length, -' (the position lock under it left unread)'.length);
  }
  return null;
}

/**
 * CH-POSITION-LOCK-PLEDGE (s49; rules reference docs/c03/誓约.rst:67, :73): 「这张卡发动的回合，自己不能把怪兽召唤·反转召唤·特殊召唤，也不能把表示形式
 * 变更」 — a pledge of `actor`'s activation this turn: that player changes no battle position by the rules and Flip Summons no
 * monster for the rest of the turn. It is no effect: its activation negated, it no longer applies; its effect negated, it still does.
 * The refusal, or null when no such pledge binds the player.
 */
export function pledgedPositionLock(scenario: Scenario, monster: string, actor: Player, flip: boolean): Text | null {
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== actor || h.negated === 'activation') continue;
    const clause = unreadPledge(historyEffect(h));
    if (clause) return say({ rule: R.POSITION_LOCK_PLEDGE, params: { card: h.card.name, clause, monster, flip } });
  }
  return null;
}

/** 「用这个效果把这张卡装备的怪兽…不能把表示形式变更」 (章鲨): a lock on the monster this card equips as its own effect — read, not unread. */
const EQUIPPED_LOCK = /^用这个效果把这张卡装备的怪兽/;

/**
 * CH-POSITION-LOCK-EQUIPPED (s49): a face-up monster card in the Spell & Trap Zone equipped to `subject` whose text locks 「用这个效果把这张卡装备的
 * 怪兽」 (章鲨) — that monster changes no battle position by the rules while the card stays equipped with its effects applying. That the card
 * was equipped by its own effect is taken (a monster card equipped as an Equip Card is so almost always) and said in the refusal.
 */
export function equippedPositionLock(board: Board, subject: BoardCard): Text | null {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || c.zone !== 'spell' || c.card.type.kind !== 'monster' || c.equippedTo !== subject.ref || c.states.includes('effects-negated')) continue;
    for (const e of c.card.effects) {
      const clause = unreadLock(e);
      if (clause && EQUIPPED_LOCK.test(clause)) return say({ rule: R.POSITION_LOCK_EQUIPPED, params: { card: c.card.name, clause, monster: subject.card.name } });
    }
  }
  return null;
}

/** CH-POSITION-LOCK-BATTLED: whom a lock falls on — the monsters that battled its card ('self'), or the monster its effect chose ('chosen'). */
function battledBy(clause: string): 'self' | 'chosen' | null {
  return /^和这张卡进行过战斗的/.test(clause) ? 'self' : /^和选择的怪兽进行战斗的/.test(clause) ? 'chosen' : null;
}

/** The first card whose unread lock could be over the change, as what the answer says; null when none. */
export function unreadPositionLock(scenario: Scenario, board: Board, monster: string, actor: Player): Text | null {
  // (CH-POSITION-LOCK-BATTLED: a lock on the monsters its card battled is read from the situation's `已战斗:X` — not written, the monster is
  // judged as not having battled it, and the answer says how to write it.)
  // (Such a lock falls on the monsters that battled its card or the monster it chose — the opponent's of the card's controller, never the
  // controller's own: a change of the controller's own monster is not said to be judged without it.)
  const said = (card: string, clause: string) => say({ rule: R.POSITION_LOCK_UNREAD, params: { card, clause, monster, battled: battledBy(clause) } });
  const ownUnder = (c: BoardCard, clause: string) => battledBy(clause) !== null && c.controller === actor;
  for (const { card: c, effect } of continuousInForce(board, (e) => e.kind === 'continuous' && unreadLock(e) !== null)) {
    if (!ownUnder(c, unreadLock(effect)!)) return said(c.card.name, unreadLock(effect)!);
  }
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || c.zone !== 'spell' || c.card.type.kind !== 'monster' || c.states.includes('effects-negated')) continue;
    for (const e of c.card.effects) {
      const clause = unreadLock(e);
      // (The lock on the monster it equips is read — CH-POSITION-LOCK-EQUIPPED: it covers that monster only.)
      if (clause && !EQUIPPED_LOCK.test(clause) && !ownUnder(c, clause)) return said(c.card.name, clause);
    }
  }
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated === 'activation') continue;
    const e = historyEffect(h);
    // (A pledge binds only the player who activated it; a lock an activation this turn left (「这张卡发动的回合，这些效果怪兽…」) any monster
    // it reached — unless its effect was negated.)
    // (The actor's own pledge is applied before this is asked — CH-POSITION-LOCK-PLEDGE.)
    const clause = h.negated === 'effect' ? null : unreadLock(e);
    if (clause) return said(h.card.name, clause);
  }
  return null;
}
