/**
 * The curated card set: hand-written facts for the cards named in the seed documents and the
 * staples of ruling questions. Families live in ./seed and ./staples; this file only collects them.
 */
import type { Card } from '../facts.js';
import { seedCards } from './seed/index.js';
import { stapleCards } from './staples/index.js';
import { referenceExampleCards } from './reference-examples.js';
import { containsExampleCards } from './contains-examples.js';
import { gyLockExampleCards } from './gy-lock-examples.js';
import { fieldLimitExampleCards, uniqueExampleCards } from './field-limit-examples.js';
import { pledgeExampleCards } from './pledge-examples.js';
import { negationExampleCards } from './negation-examples.js';
import { referenceBoardCards } from './reference-board.js';
import { referenceTriggerCards } from './reference-triggers.js';
import { equipExampleCards } from './equip-examples.js';
import { albazDragonCards } from './newer/albaz-dragons.js';
import { battleDamageNewerCards } from './newer/battle-damage-cards.js';
import { endymionServantCards } from './newer/endymion-servant.js';
import { containsAnswersNewerCards } from './newer/contains-answers.js';
import { r16nc3NewerCards } from './newer/r16nc3-index.js';
import { r16nc5NegationCards } from './newer/r16nc5-negation.js';
import { r16nc5ActivationCards } from './newer/r16nc5-activation.js';
import { r16nc2C04Cards } from './newer/r16nc2-c04.js';
import { r16nc2C02Cards } from './newer/r16nc2-c02.js';
import { r16nc2C01Cards } from './newer/r16nc2-c01.js';
import { r16copyCards } from './newer/r16copy.js';
import { r16nc4NewerCards } from './newer/r16nc4-index.js';
import { c03aNewerCards } from './newer/c03a-index.js';
import { c02SummonProcedureCards } from './newer/c02-summon-procedures.js';
import { c02ActivationSummonCards } from './newer/c02-activation-summons.js';
import { c02ZoneMoveCards } from './newer/c02-zone-moves.js';
import { c03bNewerCards } from './newer/c03b-index.js';



export const curatedCards: Card[] = [...seedCards, ...stapleCards, ...referenceExampleCards, ...referenceBoardCards, ...referenceTriggerCards, ...containsExampleCards, ...gyLockExampleCards, ...fieldLimitExampleCards, ...uniqueExampleCards, ...pledgeExampleCards, ...negationExampleCards, ...equipExampleCards, ...albazDragonCards, ...battleDamageNewerCards, ...endymionServantCards, ...containsAnswersNewerCards, ...r16nc3NewerCards, ...r16nc2C04Cards, ...r16nc2C02Cards, ...r16nc2C01Cards, ...r16nc4NewerCards, ...r16nc5NegationCards, ...r16nc5ActivationCards, ...r16copyCards, ...c03aNewerCards, ...c02SummonProcedureCards, ...c02ActivationSummonCards, ...c02ZoneMoveCards, ...c03bNewerCards];
