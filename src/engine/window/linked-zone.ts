/**
 * WIN-LINKED-ZONE (issue 16, rules reference docs/c03/诱发类效果.rst:519, CMP-LINKED-ZONE): 「这张卡所连接区有怪兽特殊召唤」
 * 「场上的连接怪兽所连接区有…怪兽特殊召唤」 need a Link monster — this card, or any face-up one on the field — for the monster to land
 * in a zone it points to. With none there, the trigger is not met. The zone a monster summoned in a chain lands in is not written
 * (nor is one of an action's summon), so with a Link monster there the monster is taken to have landed in a linked zone — said
 * with the trigger, not stated as a ruling.
 */
import type { TriggerPattern } from '../../cards/facts.js';
import type { GameView } from '../game/match.js';
import type { Text } from '../../i18n/text.js';
import { say } from '../phrases/index.js';
import { W } from '../rule-ids.js';

export interface LinkedZoneVerdict {
  met: boolean;
  text: Text;
}

const faceUpLink = (c: { zone: string | null; faceUp: boolean; card: { type: { kind: string; subtypes: readonly string[] } } }) =>
  c.zone === 'monster' && c.faceUp && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('link');

/** Whether a Link monster the pattern names is there to point at the summoned monster's zone (null: the pattern names none). */
export function linkedZoneCheck(game: GameView, pattern: TriggerPattern, selfRef: string, card: string): LinkedZoneVerdict | null {
  const which = pattern.linkedZone;
  if (!which) return null;
  let there = false;
  for (const c of game.cards()) {
    if (!faceUpLink(c)) continue;
    if (which === 'self' && c.ref !== selfRef) continue;
    there = true;
    break;
  }
  if (!there) return { met: false, text: say({ rule: W.LINKED_ZONE, params: { card, which, variant: 'none' } }) };
  return { met: true, text: say({ rule: W.LINKED_ZONE, params: { card, which, variant: 'assumed' } }) };
}
