/**
 * CH-POSITION-CHANGE (rules reference docs/c02/基本用语.rst:596–608): in their own Main Phase the turn player may change a face-up
 * monster's battle position by the rules (表示形式变更, the action `表示形式变更 X`): Attack ↔ Defense (a face-down monster is
 * Flip Summoned instead, another action). Each monster once a turn, and not a monster Normal/Flip/Special Summoned or that declared an
 * attack this turn — even turned face-down since. A monster made to attack by an effect without declaring it (`已攻击`) may; a monster
 * banished and back since (`一时除外`, a new card) may again, whatever happened to it before. A 『表示形式不能变更』 effect stops only
 * this change (docs/c02/基本用语.rst:604): one an effect left on the monster (FD-POSITION-LOCK, CH-POSITION-LOCK-LEFT — its card named
 * when known), or a face-up card's continuous one while it stands (CH-POSITION-LOCK-FIELD: 「对方场上的怪兽不能把表示形式变更」).
 */
import type { Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { isMainPhase } from './phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { remembered } from './memory.js';
import { continuousInForce } from './battle-damage.js';
import { matchesFilter, onBoard } from './match.js';
import { unaffectedBy } from './attack-target.js';
import { chosenBattledLock } from '../../cards/battled-lock.js';

/** The states that bar the change this turn (read only after the last 「一时除外」: the card since is a new card). */
const BARS: Record<string, string> = {
  'summoned-this-turn': 'summoned',
  'attack-declared': 'attacked',
  'direct-attack-declared': 'attacked',
  'attacked-twice': 'attacked',
  'attacked-thrice': 'attacked',
  'position-changed-this-turn': 'changed',
  'set-this-turn': 'summoned',
  // FD-POSITION-LOCK: 「不能把表示形式变更」 an earlier effect left on it (不能变更表示形式), until it becomes a new card.
};

/** Why the turn player may not change the monster's position now; null when they may. */
export function positionChangeRefusal(board: Board, phase: string | null, subject: BoardCard, actor: Player): Text | null {
  const card = subject.card.name;
  if (actor !== board.turnPlayer || subject.controller !== board.turnPlayer) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'not-turn-player' } });
  if (phase !== null && !isMainPhase(phase)) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'not-main-phase' } });
  if (subject.zone !== 'monster') return say({ rule: R.POSITION_CHANGE, params: { card, why: 'not-monster-zone' } });
  if (!subject.faceUp) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'face-down' } });
  // A Link Monster has no DEF: it is always in Attack Position and never changes position (docs/c01/大师规则（2017）变更点.rst:73).
  if (subject.card.type.kind === 'monster' && subject.card.type.subtypes.includes('link')) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'link' } });
  const back = subject.states.lastIndexOf('banished-and-back');
  const since = back >= 0 ? subject.states.slice(back + 1) : subject.states;
  for (const s of since) if (BARS[s]) return say({ rule: R.POSITION_CHANGE, params: { card, why: BARS[s] } });
  // SIT-THEN-ACTION (review s47): summoned by an earlier chain of this judgment — this turn too.
  if (subject.summonedHere && back < 0) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'summoned' } });
  // FD-POSITION-LOCK: the lock is lost when turned face-down too (the states a card remembers drop it written before either marker).
  // CH-POSITION-LOCK-BATTLED: left on it as it battled that card (`已战斗:X`).
  if (remembered(subject.states).includes('position-locked') && subject.positionLockedBy?.battled) return say({ rule: R.POSITION_LOCK_BATTLED, params: { card, source: subject.positionLockedBy.source, flip: false } });
  if (remembered(subject.states).includes('position-locked')) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'locked', source: subject.positionLockedBy?.source ?? null, until: subject.positionLockedBy?.until ?? null } });
  const chosen = chosenLockOn(board, subject);
  if (chosen) return say({ rule: R.POSITION_LOCK_BATTLED, params: { card, source: chosen.card.card.name, flip: false, chosen: chosen.chosen, clause: chosen.clause } });
  // CH-POSITION-LOCK-FIELD: a face-up card's continuous lock covering it, while that card stands with its effects applying.
  const field = fieldLockOn(board, subject);
  if (field) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'field-locked', source: field.card.name } });
  return null;
}

/**
 * CH-POSITION-LOCK-FIELD (docs/c02/基本用语.rst:604): the face-up card whose continuous 『表示形式不能变更』 covers the monster now — its
 * own card (「这张卡只要在场上表侧表示存在，不能把表示形式变更」) or a monster its filter fits, seen from its controller (「对方场上的怪兽」);
 * not one unaffected by that card. Its card gone from the field, or its effects negated, it covers none.
 */
export function fieldLockOn(board: Board, subject: BoardCard): BoardCard | null {
  for (const { card: c, effect } of continuousInForce(board, (e) => e.positionLocks !== undefined)) {
    for (const rule of effect.positionLocks ?? []) {
      const covers = rule.of === 'self' ? c.ref === subject.ref : rule.filter !== undefined && matchesFilter(rule.filter, subject, onBoard(board, c.ref, c.controller!));
      if (covers && !unaffectedBy(board, subject, c)) return c;
    }
  }
  return null;
}

/**
 * CH-POSITION-LOCK-FLIP-SUMMON (docs/c02/基本用语.rst:598–604): a Flip Summon is the player's change of battle position (face-down Defense
 * → face-up Attack), so a monster under 『表示形式不能变更』 — left on it (written after 变里侧: it came with turning it face-down) or a continuous lock
 * of a face-up card covering it — cannot be Flip Summoned. Why not, naming the lock's card when known; null when it may.
 */
export function flipSummonLockRefusal(board: Board, subject: BoardCard): Text | null {
  if (subject.zone !== 'monster' || subject.faceUp) return null;
  const card = subject.card.name;
  if (remembered(subject.states).includes('position-locked') && subject.positionLockedBy?.battled) return say({ rule: R.POSITION_LOCK_BATTLED, params: { card, source: subject.positionLockedBy.source, flip: true } });
  if (remembered(subject.states).includes('position-locked')) return say({ rule: R.POSITION_LOCK_FLIP_SUMMON, params: { card, source: subject.positionLockedBy?.source ?? null, field: false } });
  const chosen = chosenLockOn(board, subject);
  if (chosen) return say({ rule: R.POSITION_LOCK_BATTLED, params: { card, source: chosen.card.card.name, flip: true, chosen: chosen.chosen, clause: chosen.clause } });
  const field = fieldLockOn(board, subject);
  if (field) return say({ rule: R.POSITION_LOCK_FLIP_SUMMON, params: { card, source: field.card.name, field: true } });
  return null;
}

/**
 * CH-POSITION-LOCK-BATTLED (s52): 「和选择的怪兽进行战斗的对方怪兽…只要这张卡在场上存在不能把表示形式变更」 — the face-up card, its effects
 * applying, whose chosen monster (`(对象:X)`, the monster its effect chose) the subject — a monster of that card's opponent — battled
 * (`已战斗:X`, while it remembers its battles); null when none.
 */
export function chosenLockOn(board: Board, subject: BoardCard): { card: BoardCard; chosen: string; clause: string } | null {
  if (!subject.battledWith || !remembered(subject.states).includes('battled')) return null;
  for (const { card: c, effect } of continuousInForce(board, (e) => chosenBattledLock(e) !== null)) {
    if (c.controller === subject.controller || unaffectedBy(board, subject, c)) continue;
    const chosen = (c.bound ?? []).map((b) => board.cards[b.ref]).find((t) => t !== undefined && t.card.name === subject.battledWith);
    if (chosen) return { card: c, chosen: chosen.card.name, clause: chosenBattledLock(effect)! };
  }
  return null;
}
