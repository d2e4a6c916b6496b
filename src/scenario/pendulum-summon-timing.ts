/**
 * CH-PENDULUM-SUMMON (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:27): a Pendulum Summon is made only by the turn player,
 * in their own Main Phase. Written for another player or in another phase or step, the binder warns — the summon is still shown, so the
 * mistake is visible, not hidden. (A Normal/Tribute Summon, a Set and a Flip Summon made then are refused by the engine:
 * CH-MAIN-PHASE-ACTION, ../engine/game/main-phase-action.ts.)
 */
import { t, type Text } from '../i18n/text.js';
import type { Player } from '../cards/facts.js';
import { phaseById } from '../rules/index.js';

/** The warning for a Pendulum Summon made by `controller` in `phase`, or null. */
export function pendulumSummonTiming(controller: Player | null, turnPlayer: Player, phase: string | null): Text | null {
  if (controller && controller !== turnPlayer) {
    return t(
      `只有回合玩家能在自己的主要阶段进行灵摆召唤；这里是 ${controller} 在 ${turnPlayer} 的回合这样做。`,
      `Only the turn player makes Pendulum Summons, in their own Main Phase; here ${controller} does it in ${turnPlayer}'s turn.`,
    );
  }
  if (phase && phase !== 'main-phase-1' && phase !== 'main-phase-2') {
    const title = phaseById(phase)?.title ?? t(phase, phase);
    return t(`灵摆召唤只能在主要阶段进行（情境写的是${title.zh}）。`, `Pendulum Summons happen only in a Main Phase (the situation says ${title.en}).`);
  }
  return null;
}
