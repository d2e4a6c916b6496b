/**
 * Added (issue 16, family "trap monsters and a card's state when it leaves"; CH-TEMP-BANISH-TRAP-RETURN): a trap monster
 * banished from the Monster Zone only for a while (「直到结束阶段除外」, 「这个效果除外的怪兽在战斗阶段结束时回到场上」, a cost
 * 「把…直到结束阶段除外」) is no monster once off the field: it is its Trap Card again (SIT-TRAP-MONSTER). When it would come
 * back, a Trap Card cannot stand in a Monster Zone, so it is sent to the GY at once — by rule, not sent by an effect
 * (rules reference docs/c02/基本用语.rst:1099–1104). The return happens after this chain, so the answer lists it among the
 * steps left for later (CH-DELAYED), with the phase the text gives when it gives one.
 */
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { printedTrap } from '../../scenario/trap-monster.js';
import { cardName, list } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** The trap monsters among the cards about to be banished (in the Monster Zone now, a Trap Card once off it). */
export function trapMonstersIn(cards: readonly BoardCard[]): BoardCard[] {
  return cards.filter((c) => c.zone === 'monster' && printedTrap(c.card) !== undefined);
}

/** Record, for each trap monster the link banished for a while (now banished), that it goes to the GY when it would return. */
export function trapMonstersWillNotReturn(state: EngineState, link: LinkState, banished: readonly BoardCard[], stated: string | null = null): void {
  const gone = banished.filter((c) => c.zone === 'banished');
  if (gone.length === 0) return;
  const phase = stated ?? link.card.banishReturn ?? null;
  if (!link.rules.includes(R.TEMP_BANISH_TRAP_RETURN)) link.rules.push(R.TEMP_BANISH_TRAP_RETURN);
  (state.delayed ??= []).push({
    link: link.n,
    card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
    phase,
    what: say({ rule: R.TEMP_BANISH_TRAP_RETURN, params: { phase, cards: list(gone.map((c) => cardName(c.card))) } }),
    rules: [R.TEMP_BANISH_TRAP_RETURN],
  });
}
