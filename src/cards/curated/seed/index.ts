/**
 * Cards named in the seed documents (../shared/seeds), one file per family beside this one.
 *
 * Conventions of these files (for the engine that reads them):
 * - Records are numbered 1..n in card-text order; an unnumbered restriction (「不能特殊召唤」) is said
 *   in the summary, not given a record, so `死灵骑士①` is the effect a player means.
 * - A continuous/field/equip Spell or Trap starts with its card activation record (kind
 *   `activation`; ./common.ts `plainActivation`/`equipActivation`), as ../staples does, because the
 *   engine needs a record for the chain link of the card activation. Its card-text ① is then n=2.
 * - 「…时才能发动」 Spell/Trap cards (无底的落穴, 炸裂装甲, 魂之纲) are `activation` records with a
 *   `trigger` and `timing`: trigger-like Spell/Trap effects (诱发类效果) in the seed's words.
 * - Phases in conditions and triggers are the turn reference's ids (`PhaseId` of facts.ts:
 *   'standby-phase', 'main-phase-1', 'end-step' …).
 * - `race` is the Chinese race word (龙族); `attribute` the one-character attribute (光).
 */
import type { Card } from '../../facts.js';
import { negationCards } from './negation.js';
import { destructionCards } from './destruction.js';
import { battleCards } from './battle.js';
import { summonTriggerCards } from './summon-triggers.js';
import { phaseExampleCards } from './phase-examples.js';
import { handSizeCards } from './hand-size.js';
import { activationPlaceCards } from './activation-place.js';
import { priorityCards } from './priority.js';
import { triggerClassCards } from './trigger-classes.js';
import { chainExampleCards } from './chain-examples.js';
import { drawStandbyCards } from './draw-standby.js';
import { summonSectionCards } from './summon-section.js';
import { battleEndCards } from './battle-end.js';

export const seedCards: Card[] = [
  ...negationCards,
  ...destructionCards,
  ...battleCards,
  ...summonTriggerCards,
  ...phaseExampleCards,
  ...handSizeCards,
  ...activationPlaceCards,
  ...priorityCards,
  ...triggerClassCards,
  ...chainExampleCards,
  ...drawStandbyCards,
  ...summonSectionCards,
  ...battleEndCards,
];
