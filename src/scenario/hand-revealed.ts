/**
 * SIT-HAND-KEPT-REVEALED (issue 16; rules reference docs/c03/诱发类效果.rst:68, :195, :596): while a face-up card's continuous effect, not
 * negated, keeps a player's whole hand revealed (「双方玩家必须在各自的回合把手卡全部持续公开」, 「对方把手卡全部持续公开」: the `revealsHand`
 * fact the compiler reads), that player's hand cards the situation lists are public information — as if each were written `(公开)`:
 * a hand trigger among them ranks with the public ones (WIN-SEGOC-REVEALED), showing one as a cost shows nothing (CH-COST-REVEAL-PUBLIC).
 * 「在各自的回合」 reveals a hand only in its player's own turn. Read from the situation as stated (a card that leaves in the chain is
 * not followed). Said in the assumptions.
 */
import { t, type Text } from '../i18n/text.js';
import type { Player } from '../cards/facts.js';
import type { CardInstance } from './types.js';

const standing = (c: CardInstance): boolean =>
  c.origin === 'situation' && c.faceUp && (c.zone === 'monster' || c.zone === 'spell') && !c.states.includes('effects-negated');

/** Marks the hand cards kept revealed by a standing card's effect as revealed; returns what to say in the assumptions. */
export function revealKeptHands(instances: readonly CardInstance[], turnPlayer: Player): Text[] {
  const said: Text[] = [];
  for (const holder of instances) {
    if (!standing(holder) || !holder.controller) continue;
    for (const e of holder.card.effects) {
      const r = e.kind === 'continuous' ? e.revealsHand : undefined;
      if (!r) continue;
      const players = (['A', 'B'] as const).filter((p) => (r.who === 'both' || (r.who === 'self') === (p === holder.controller)) && (!r.ownTurn || p === turnPlayer));
      const shown: string[] = [];
      for (const c of instances) {
        if (c.zone !== 'hand' || !c.controller || !players.includes(c.controller) || c.states.includes('revealed')) continue;
        c.states.push('revealed');
        shown.push(c.card.name);
      }
      if (shown.length) {
        said.push(t(
          `「${holder.card.name}」的效果适用中，${players.join('、')}的手卡持续公开：${shown.map((n) => `「${n}」`).join('、')}是公开情报（和写明 (公开) 一样）。`,
          `${holder.card.name}'s effect applies: ${players.join(' and ')} keep${players.length > 1 ? '' : 's'} the hand revealed, so ${shown.join(', ')} ${shown.length > 1 ? 'are' : 'is'} public information (as if written (公开)).`,
        ));
      }
    }
  }
  return said;
}
