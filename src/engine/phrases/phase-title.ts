// A phase or step named in an answer: one source of words, the turn reference (src/rules). The Battle Phase's End Step's title
// there already names its phase (「战斗阶段结束时（战斗阶段的结束步骤）」), so no phrase words it apart.
import { t, type Text } from '../../i18n/text.js';
import { phaseById } from '../../rules/index.js';

/** The words for a phase or step id: its title in the turn reference (the id itself when the reference has no such part). */
export function phaseTitle(id: string): Text {
  return phaseById(id)?.title ?? t(id, id);
}
