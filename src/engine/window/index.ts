/**
 * Trigger windows (时点): what may start the next chain after a chain or an action.
 * Placeholder signatures for the window work (issue 5); the implementation replaces the bodies.
 */
import type { Text } from '../../i18n/text.js';
import type { Window } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { ActionResult, ChainResult } from '../types.js';

/** The window that opens when the chain of `result` has fully resolved. */
export function chainEndWindow(_scenario: Scenario, _result: ChainResult): Window<Text> {
  return { kind: 'chain-end', triggers: [], missedTiming: [], priority: null, notes: [] };
}

/** Apply an action of notation form 8 (summon, attack declaration, discard …) to the board. */
export function performAction(_scenario: Scenario): ActionResult {
  throw new Error('actions are not modelled yet');
}

/** The window an action opens. */
export function actionWindow(_scenario: Scenario, _result: ActionResult): Window<Text> {
  return { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [] };
}
