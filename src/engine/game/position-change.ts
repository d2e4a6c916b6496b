/**
 * CH-POSITION-CHANGE (rules reference docs/c02/基本用语.rst:596–608): in their own Main Phase the turn player may change a face-up
 * monster's battle position by the rules (表示形式变更, the action `表示形式变更 X`): Attack ↔ Defense (a face-down monster is
 * Flip Summoned instead, another action). Each monster once a turn, and not a monster Normal/Flip/Special Summoned or that declared an
 * attack this turn — even turned face-down since. A monster made to attack by an effect without declaring it (`已攻击`) may; a monster
 * banished and back since (`一时除外`, a new card) may again, whatever happened to it before. A 『表示形式不能变更』 effect stops only
 * this change (not checked here: no such lasting fact is read).
 */
import type { Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { isMainPhase } from './phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { remembered } from './memory.js';

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
  // FD-POSITION-LOCK: the lock is lost when turned face-down too (the states a card remembers drop it written before either marker).
  if (remembered(subject.states).includes('position-locked')) return say({ rule: R.POSITION_CHANGE, params: { card, why: 'locked' } });
  return null;
}
