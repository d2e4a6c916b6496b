// A phase or step named in an answer: one source of words, the turn reference (src/rules). The Battle Phase's End Step's title
// there already names its phase (「战斗阶段结束时（战斗阶段的结束步骤）」), so no phrase words it apart.
import { t, type Text } from '../../i18n/text.js';
import { phaseById } from '../../rules/index.js';

/** The words for a phase or step id: its title in the turn reference (the id itself when the reference has no such part). */
export function phaseTitle(id: string): Text {
  return phaseById(id)?.title ?? t(id, id);
}

/**
 * CH-DELAYED: a phase counted from the activation — 「发动后第2次的自己的准备阶段」 (`counted` of a delayed step), so the note of a step left
 * for later says which one, not only 「准备阶段」.
 */
export function countedPhase(counted: { n: number; whose?: string }, base: Text): Text {
  const whoZh = counted.whose === 'self' ? '自己的' : counted.whose === 'opponent' ? '对方的' : '';
  const whoEn = counted.whose === 'self' ? ' of its controller' : counted.whose === 'opponent' ? " of the opponent" : '';
  const ord = counted.n === 1 ? '1st' : counted.n === 2 ? '2nd' : counted.n === 3 ? '3rd' : `${counted.n}th`;
  return t(`发动后第${counted.n}次的${whoZh}${base.zh}`, `${ord} ${base.en}${whoEn} after the activation`);
}
