/**
 * A phase or step named in an answer, by its title from the turn reference (one source of words) — but the
 * Battle Phase's End Step named with its phase: 「结束步骤」 alone reads to players as the End Phase (结束阶段), while a card's
 * 「战斗阶段结束时」 is the Battle Phase's End Step (rules reference docs/c03/战斗阶段流程.rst:41–42).
 */
import { t, type Text } from '../../i18n/text.js';
import { phaseById } from '../../rules/index.js';

const END_STEP = t('战斗阶段结束时（战斗阶段的结束步骤）', "the Battle Phase's End Step");

/** The words for a phase or step id (the id itself when the turn reference has no such part). */
export function phaseTitle(id: string): Text {
  if (id === 'end-step') return END_STEP;
  return phaseById(id)?.title ?? t(id, id);
}
