/**
 * Summons the rules make only in the turn player's own Main Phase: a Normal Summon, a Flip Summon and (CH-PENDULUM-SUMMON, rules
 * reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:27) a Pendulum Summon. Written for another player or in another phase or step,
 * the binder warns — the summon is still shown, so the mistake is visible, not hidden. One reader for all of them.
 */
import { t, type Text } from '../i18n/text.js';
import type { Player } from '../cards/facts.js';
import { phaseById } from '../rules/index.js';

/** The warning for a summon of this kind (`what`: 「通常召唤和反转召唤」, 「灵摆召唤」) made by `controller` in `phase`, or null. */
export function mainPhaseActionTiming(what: Text, controller: Player | null, turnPlayer: Player, phase: string | null): Text | null {
  if (controller && controller !== turnPlayer) {
    return t(
      `只有回合玩家能在自己的主要阶段进行${what.zh}；这里是 ${controller} 在 ${turnPlayer} 的回合这样做。`,
      `Only the turn player makes ${what.en}, in their own Main Phase; here ${controller} does it in ${turnPlayer}'s turn.`,
    );
  }
  if (phase && phase !== 'main-phase-1' && phase !== 'main-phase-2') {
    const title = phaseById(phase)?.title ?? t(phase, phase);
    return t(`${what.zh}只能在主要阶段进行（情境写的是${title.zh}）。`, `${what.en} happen only in a Main Phase (the situation says ${title.en}).`);
  }
  return null;
}
