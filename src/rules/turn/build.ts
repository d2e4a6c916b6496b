/** Small builders so the phase files read as data. */
import { t, type Text } from '../../i18n/text.js';
import type { Example, ExampleFacts, PhaseFacts, Section, WindowFact } from '../types.js';

export function sec(headingZh: string, headingEn: string, zh: string, en: string): Section {
  return { heading: t(headingZh, headingEn), text: t(zh, en) };
}

/** Lines joined by new lines, in both languages — keeps long sections readable in the source. */
export function lines(zh: readonly string[], en: readonly string[]): Text {
  return t(zh.join('\n'), en.join('\n'));
}

export function example(
  title: Text,
  text: Text,
  opts: { notation?: string | null; seed?: string | null; facts?: ExampleFacts } = {},
): Example {
  return { title, text, notation: opts.notation ?? null, seed: opts.seed ?? null, facts: opts.facts ?? {} };
}

export function win(id: string, zh: string, en: string, genericSpeed2AsChainLink1: boolean): WindowFact {
  return { id, title: t(zh, en), genericSpeed2AsChainLink1 };
}

/** The facts of a phase with nothing special; each file states only what differs. */
export function phaseFacts(over: Partial<PhaseFacts>): PhaseFacts {
  return {
    speed1Allowed: false,
    summonsAndSetsAllowed: false,
    attackDeclarationAllowed: false,
    isBattlePhase: false,
    isDamageStep: false,
    onlyCountersAndStatChanges: false,
    onlyDamageCalculationEffects: false,
    damageStepStatChanges: false,
    turnPlayerPriorityAtStart: true,
    turnPlayerMayPassToNext: true,
    skippable: false,
    phaseTimedEffects: false,
    mutualPassTurnPlayerFirst: false,
    next: [],
    windows: [],
    handLimit: null,
    ...over,
  };
}

/** The window after every chain: it repeats until nobody starts a new chain (连锁处理结束后的时点). */
export const chainEndWindow = win('chain-end', '连锁处理结束后的时点', 'window after a chain resolves', false);

/** A section written as lists of lines (same number of points in both languages). */
export function secLines(headingZh: string, headingEn: string, zh: readonly string[], en: readonly string[]): Section {
  return { heading: t(headingZh, headingEn), text: lines(zh, en) };
}
