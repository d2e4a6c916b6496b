/**
 * SIT-SUMMON-NEEDS-TRIBUTES (rules reference docs/c02/基本用语.rst:641–648): a Normal/Tribute Summon or Set of a Level 5 or 6 monster needs
 * 1 tribute, Level 7 or more 2 — or fewer when its text allows (the compiled `tributeCount`, read by the binder into `action.untributed`).
 * Written with no tributes (and no text in reach waiving them), the tributes are its player's monsters on the field: on a field listed
 * in full (`A场只有:`, or written empty) holding fewer, the summon cannot be made — refused like any action that cannot be made, so a
 * summon negation has nothing to answer; on a field written in part (or not at all) the tributes are assumed made, and said.
 */
import type { Text } from '../../i18n/text.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { Player } from '../../cards/facts.js';
import { fieldListedInFull } from './listed-pick.js';

/** The refusal of the summon (`refused`), or what is assumed of its tributes (`assumed`); null when no tribute is left unwritten. */
export function untributedSummon(scenario: Scenario, before: Board, subject: BoardCard, actor: Player, known: ReadonlySet<string>): { refused?: Text; assumed?: Text } | null {
  const u = scenario.action?.untributed;
  if (!u) return null;
  const name = subject.card.name;
  const set = scenario.action?.verb === 'set';
  const monsters = Object.values(before.cards).filter((c) => c !== subject && c.zone === 'monster' && c.controller === actor);
  if (monsters.length < u.fewest && fieldListedInFull(scenario, known, actor)) {
    return { refused: say({ rule: R.SUMMON_NEEDS_TRIBUTES, params: { variant: 'too-few', card: name, level: u.level, need: u.need, fewest: u.fewest, set, actor, has: monsters.map((c) => c.card.name) } }) };
  }
  return { assumed: say({ rule: R.SUMMON_NEEDS_TRIBUTES, params: { variant: 'assumed', card: name, level: u.level, need: u.need, set } }) };
}
