/**
 * Step 4 of a window — priority 优先权: who acts first once the SEGOC chain is placed, and what that
 * means for speed-1 ignition-like effects (they can only be Chain Link 1) and in the damage step.
 */
import { t } from '../../i18n/text.js';
import { opponent } from '../../scenario/types.js';
import { isField } from '../game/board.js';
import { isDamageStep, isMainPhase, phaseMatches } from '../game/phase.js';
import { controllerOf, type WindowContext } from './candidates.js';
import type { SegocOrder } from './segoc.js';

/** Speed-1 ignition effects can only start a chain: say whether the triggers take Chain Link 1 here. */
export function ignitionNotes(ctx: WindowContext, taken: boolean): void {
  const { tp, scenario } = ctx;
  for (const tc of ctx.tl.cards.values()) {
    if (controllerOf(tc, scenario) !== tp) continue;
    const now = tc.after;
    if (!now || !isField(now.zone) || !now.faceUp || tc.card.type.kind !== 'monster') continue;
    for (const e of tc.card.effects) {
      if (e.kind !== 'ignition') continue;
      const phases = (e.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []));
      const inPhase = phases.length > 0 ? phases.some((ph) => phaseMatches(scenario.phase, ph) === true) : isMainPhase(scenario.phase);
      if (!inPhase || phases.length === 0) continue; // main-phase ignitions: the usual open game state, said by the priority note
      ctx.notes.push(
        taken
          ? t(
              `「${tc.card.name}」的效果是1速的起动类效果，只能作为连锁1发动：这个时点的连锁1已被上面的效果占用，这里不能发动。`,
              `${tc.card.name}'s effect is a speed-1 ignition-like effect usable only as Chain Link 1; the effects above take Chain Link 1 in this window, so it cannot be activated here.`,
            )
          : t(
              `「${tc.card.name}」的效果是1速的起动类效果：这个时点没有其他效果占用连锁1，持有优先权的${tp}可以把它作为连锁1发动。`,
              `${tc.card.name}'s effect is a speed-1 ignition-like effect: nothing else takes Chain Link 1 in this window, so ${tp}, holding priority, may activate it as Chain Link 1.`,
            ),
      );
    }
  }
}

/** Who holds priority once the effects are placed, and what the damage step allows. */
export function priorityNotes(ctx: WindowContext, order: SegocOrder): void {
  const { tp, scenario } = ctx;
  const { lastSegoc, priority } = order;
  if (lastSegoc) {
    ctx.notes.push(
      t(
        `这些效果组成连锁后，最后发动效果的${lastSegoc.c.controller}把优先权转移给${priority}：${priority}先选择是否发动其他2速以上的效果。`,
        `Once these are placed, ${lastSegoc.c.controller}, who activated the last of them, passes priority to ${priority}, who may first activate other speed-2 effects.`,
      ),
    );
  } else {
    ctx.notes.push(
      t(
        `没有要先组成连锁的诱发效果（顺序1–6）：回合玩家${tp}仍然持有优先权，可以先发动2速以上的效果${isMainPhase(scenario.phase) ? `；要发动1速的效果（通常魔法、起动效果等），${tp}需要先放弃优先权，${opponent(tp)}也放弃时这个时点结束，之后${tp}才能发动` : ''}；要进入下一个阶段·步骤，${tp}需要放弃优先权，这时${opponent(tp)}可以发动2速以上的效果。`,
        `No trigger takes a place at levels 1–6: the turn player ${tp} keeps priority and may activate speed-2 effects first${isMainPhase(scenario.phase) ? `; to activate a speed-1 effect (a Normal Spell, an ignition effect) ${tp} must first pass priority — when ${opponent(tp)} passes too the window closes, and then ${tp} may activate it` : ''}; to move to the next phase or step, ${tp} must pass priority, and ${opponent(tp)} may then activate speed-2 effects.`,
      ),
    );
  }
  if (isDamageStep(scenario.phase)) {
    ctx.notes.push(
      t(
        '现在是伤害步骤：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果可以发动。',
        'This is the damage step: trigger effects whose condition is met here may activate; of speed-2 effects only Counter Traps, effects that directly change ATK/DEF and effects that negate an activation may be activated.',
      ),
    );
  }
}
