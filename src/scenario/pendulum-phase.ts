/**
 * CH-PENDULUM-SUMMON (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:27 — a Special Summon the rules make, with
 * nothing said otherwise, is made in the Main Phase): a Pendulum Summon (`灵摆召唤 X`) is the turn player's, in their own Main
 * Phase, like a Normal Summon. Written for another player or in another phase or step, the binder warns — the summon is still
 * shown, so the mistake is visible, not hidden (as for `召唤`).
 */
import { t, type Text } from '../i18n/text.js';
import type { Player } from '../cards/facts.js';
import { phaseById } from '../rules/index.js';

export function pendulumSummonTiming(controller: Player | null, turnPlayer: Player, phase: string | null): Text | null {
  if (controller && controller !== turnPlayer) {
    return t(
      `灵摆召唤只能由回合玩家在自己的主要阶段进行；这里是 ${controller} 在 ${turnPlayer} 的回合这样做。`,
      `Only the turn player Pendulum Summons, in their own Main Phase; here ${controller} does it in ${turnPlayer}'s turn.`,
    );
  }
  if (phase && phase !== 'main-phase-1' && phase !== 'main-phase-2') {
    const title = phaseById(phase)?.title ?? t(phase, phase);
    return t(`灵摆召唤只能在自己的主要阶段进行（情境写的是${title.zh}）。`, `A Pendulum Summon is made only in its player's Main Phase (the situation says ${title.en}).`);
  }
  return null;
}
