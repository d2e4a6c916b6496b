/**
 * WIN-BATTLE-PHASE-END-TRIGGER (rules reference docs/c03/战斗阶段流程.rst:1052–1058, docs/c02/基本用语.rst:505): `… 战斗阶段结束` — the
 * end of the Battle Phase (结束步骤, 「战斗阶段结束时」) played after the chain. It is a step, not a timing: the triggers met by it
 * (剑斗兽 「这张卡进行战斗的战斗阶段结束时」) do not chain together — each is activated alone as Chain Link 1 by a player holding
 * priority, the turn player first, in the order the players choose (./phase-triggers.ts places them as the End Phase's own). A card
 * that left the field before it, or whose battle this turn the situation denies, is not named (its condition is read from the board).
 */
import type { Text } from '../../i18n/text.js';
import type { Window } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { ChainResult } from '../types.js';
import { openWindow } from './open.js';

/** The window of the end of the Battle Phase after the chain, or null when it is not asked for or no trigger is met there. */
export function battlePhaseEndWindow(scenario: Scenario, result: ChainResult): Window<Text> | null {
  if (scenario.later !== 'battle-phase-end') return null;
  const window = openWindow({
    // (No attack is under way in the end step, and no action is answered there.)
    scenario: { ...scenario, phase: 'end-step', attack: null, action: null },
    kind: 'battle-phase-end-start',
    events: [],
    before: result.after,
    after: result.after,
    chain: null,
    actionVerb: null,
    tributes: [],
    phaseStart: true,
  });
  return window.triggers.length ? window : null;
}
