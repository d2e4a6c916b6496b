/**
 * The turn reference (回合的流程): phases, steps and rule concepts as data.
 *
 * One source of truth for `/phase`, for the notation's `阶段:` item (through `phaseIdFor`) and for
 * the phase-dependent rules of the trigger-window work (through `facts`). Everything a person reads
 * is a `Text` in both languages; `facts` is what code reads.
 */
import type { Text } from '../i18n/text.js';

export type EntryKind = 'phase' | 'step' | 'concept';

export interface Section {
  heading: Text;
  text: Text;
}

/**
 * Machine-readable facts of a worked example, so tests (and later the engine) can check the outcome
 * without reading prose. Keys are documented where each example is written.
 */
export type ExampleFacts = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface Example {
  title: Text;
  text: Text;
  /** The example in the chain notation (../shared/spec/notation.md), when it can be written so. */
  notation: string | null;
  /** Source of the example: a row id of test/seed-examples.md (`000-E11`), or null for our own. */
  seed: string | null;
  facts: ExampleFacts;
}

/** A trigger window (时点) that opens inside a phase or step, in the order they open. */
export interface WindowFact {
  /** Stable id: 'before-draw', 'draw', 'attack-declaration', 'discard', 'chain-end' … */
  id: string;
  title: Text;
  /**
   * May a speed-2 card with no specific timing (旋风-like) be chain link 1 in this window?
   * False where the seed says such cards only join a chain something else started.
   */
  genericSpeed2AsChainLink1: boolean;
}

/** What the engine may ask about a phase or step. */
export interface PhaseFacts {
  /**
   * Open game state allows speed-1 activations: ignition effects, Normal/Continuous/Field/Equip
   * Spell cards and the effects of face-up Spells (only in the main phases, with priority, and
   * never inside a trigger window).
   */
  speed1Allowed: boolean;
  /** Normal/flip/special summons by procedure, changing battle positions, setting Spell/Traps. */
  summonsAndSetsAllowed: boolean;
  /** Attacks may be declared here. */
  attackDeclarationAllowed: boolean;
  isBattlePhase: boolean;
  /** Inside the damage step (伤害步骤) or one of its parts. */
  isDamageStep: boolean;
  /**
   * Damage-step restriction: only counter traps, cards/effects that directly change ATK/DEF, effects
   * whose text names this timing, and trigger effects whose condition is met here (mandatory or not).
   */
  onlyCountersAndStatChanges: boolean;
  /** Narrower still (伤害计算时): only effects that say they are used during damage calculation. */
  onlyDamageCalculationEffects: boolean;
  /**
   * Inside the damage step, may quick effects that directly change ATK/DEF be activated here?
   * Only from the start of the damage step until before damage calculation.
   */
  damageStepStatChanges: boolean;
  /** The turn player holds priority first when it begins (always true; kept explicit for the engine). */
  turnPlayerPriorityAtStart: boolean;
  /**
   * The turn player may move on by passing priority; the opponent then may respond (and play goes
   * back to this phase/step afterwards) or pass too, which ends it.
   */
  turnPlayerMayPassToNext: boolean;
  /** Card effects can make a player skip it (跳过). */
  skippable: boolean;
  /**
   * Effects timed to this phase ("during the standby phase", "at the end of the battle phase",
   * "during the end phase") are handled one at a time, each by the player who holds priority, in an
   * order that player chooses — not put together into one chain.
   */
  phaseTimedEffects: boolean;
  /**
   * When each player passes priority while still holding something to do here, the turn player
   * goes first (000-E2, 000-E11 outcome C).
   */
  mutualPassTurnPlayerFirst: boolean;
  /** Ids of what may follow, in the usual order. */
  next: string[];
  /** Trigger windows that open as part of the phase itself, in order. */
  windows: WindowFact[];
  /** Hand-size limit checked here, or null. */
  handLimit: number | null;
}

export interface RuleEntry {
  id: string;
  kind: EntryKind;
  parent: string | null;
  children: string[];
  /**
   * Every name players use. The first is the current Chinese title; the list also holds the seed's
   * older terms (流程 = phase, 阶段 = step), abbreviations and English names.
   */
  names: string[];
  title: Text;
  sections: Section[];
  examples: Example[];
  /** Null for concepts. */
  facts: PhaseFacts | null;
}
