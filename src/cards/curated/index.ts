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
import { c03NewerCards } from './newer/c03-index.js';
import { c03NegationCards } from './newer/c03-negation.js';
import { c02ActivationCards } from './newer/c02-activation.js';
import { c04CardChapterCards } from './newer/c04-card-chapters.js';
import { c02TermCards } from './newer/c02-terms.js';
import { c01RuleChangeCards } from './newer/c01-rule-changes.js';
import { copyEffectCards } from './newer/copy-effects.js';
import { c03aNewerCards } from './newer/c03a-index.js';
import { c02SummonProcedureCards } from './newer/c02-summon-procedures.js';
import { c02ActivationSummonCards } from './newer/c02-activation-summons.js';
import { c02ZoneMoveCards } from './newer/c02-zone-moves.js';
import { c03bNewerCards } from './newer/c03b-index.js';
import { activationLockCards } from './newer/activation-locks.js';
import { onlyOneCards } from './newer/only-one-cards.js';
import { oncePerTurnCards } from './newer/once-per-turn-cards.js';
import { resistanceCards } from './newer/resistance-cards.js';
import { monsterCardAnswerCards } from './newer/monster-card-answers.js';
import { c03MovedCardTriggersCards } from './newer/c03-moved-card-triggers.js';
import { c03EffectRewritesCards } from './newer/c03-effect-rewrites.js';
import { c03ZeroAmountTargetsCards } from './newer/c03-zero-amount-targets.js';
import { c03SummonInProgressCards } from './newer/c03-summon-in-progress.js';
import { c03OptionalNegationsCards } from './newer/c03-optional-negations.js';
import { c03c04AnswersBattleCards } from './newer/c03-c04-answers-and-battle.js';
import { c03SelfSummonTriggersCards } from './newer/c03-self-summon-triggers.js';
import { c02SpecialWinsCards } from './newer/c02-special-wins.js';
import { c03TargetAndCostCards } from './newer/c03-target-and-cost-cards.js';
import { c03RewriteTargetsCards } from './newer/c03-rewrite-targets.js';
import { c02TributeSummonsCards } from './newer/c02-tribute-summons.js';
import { c03FieldLimitsBattleCards } from './newer/c03-field-limits-and-battle.js';
import { c03StateAndCauseCards } from './newer/c03-state-and-cause.js';
import { c03MoreNewerCards } from './newer/c03-more-index.js';
import { c03NegationMoreNewerCards } from './newer/c03-negation-more-newer.js';
import { c03SpecificMoreNewerCards } from './newer/c03-specific-more-newer.js';
import { negationSpecificNewerCards } from './newer/negation-specific-newer.js';
import { negationLateNewerCards } from './newer/c03-negation-late-newer.js';
import { c03SpecificStepsNewerCards } from './newer/c03-specific-steps-newer.js';
import { c02MoreNewerCards } from './newer/c02-more-newer.js';
import { c03BattleMoreNewerCards } from './newer/c03-battle-more-newer.js';
import { c03ResistanceNewerCards } from './newer/c03-resistance-newer.js';
import { c02TermsPledgesNewerCards } from './newer/c02-terms-pledges-newer.js';
import { c03BattleReplacementsNewerCards } from './newer/c03-battle-replacements-newer.js';

import { c02WinsArchetypesNewerCards } from './newer/c02-wins-archetypes-newer.js';

import { c03BattleDestroyedNewerCards } from './newer/c03-battle-destroyed-newer.js';
import { c03c04NegationAnswersNewerCards } from './newer/c03-c04-negation-answers-newer.js';

import { c03CopyFacedownNewerCards } from './newer/c03-copy-facedown-newer.js';
import { c03TriggerWindowNewerCards } from './newer/c03-trigger-window-newer.js';
import { c03DeckTriggerCards } from './newer/c03-deck-triggers.js';

import { c02TermsNewerMoreCards } from './newer/c02-terms-newer-more.js';
import { costDiscardNewerCards } from './newer/c02-cost-discard-newer.js';
import { c03SpecificPicksNewerCards } from './newer/c03-specific-picks-newer.js';
import { c02c03UnnegatableNewerCards } from './newer/c02-c03-unnegatable-newer.js';
import { c03CopyFacedownMoreNewerCards } from './newer/c03-copy-facedown-more-newer.js';
import { c02c03AppliedFirstNewerCards } from './newer/c02-c03-applied-first-newer.js';
import { trapOwnChainCards } from './c03-trap-own-chain.js';

export const curatedCards: Card[] = [...seedCards, ...stapleCards, ...referenceExampleCards, ...referenceBoardCards, ...referenceTriggerCards, ...containsExampleCards, ...gyLockExampleCards, ...fieldLimitExampleCards, ...uniqueExampleCards, ...pledgeExampleCards, ...negationExampleCards, ...equipExampleCards, ...albazDragonCards, ...battleDamageNewerCards, ...endymionServantCards, ...containsAnswersNewerCards, ...c03NewerCards, ...c04CardChapterCards, ...c02TermCards, ...c01RuleChangeCards, ...c03MoreNewerCards, ...c03NegationCards, ...c02ActivationCards, ...copyEffectCards, ...c03aNewerCards, ...c02SummonProcedureCards, ...c02ActivationSummonCards, ...c02ZoneMoveCards, ...c03bNewerCards, ...activationLockCards, ...onlyOneCards, ...oncePerTurnCards, ...resistanceCards, ...monsterCardAnswerCards, ...c03MovedCardTriggersCards, ...c03EffectRewritesCards, ...c03ZeroAmountTargetsCards, ...c03SummonInProgressCards, ...c03OptionalNegationsCards, ...c03c04AnswersBattleCards, ...c03SelfSummonTriggersCards, ...c02SpecialWinsCards, ...c03TargetAndCostCards, ...c03RewriteTargetsCards, ...c02TributeSummonsCards, ...c03FieldLimitsBattleCards, ...c03StateAndCauseCards, ...c03NegationMoreNewerCards, ...c03SpecificMoreNewerCards, ...c02MoreNewerCards, ...c03BattleMoreNewerCards, ...c03SpecificStepsNewerCards, ...c03ResistanceNewerCards, ...c02TermsPledgesNewerCards, ...c03BattleReplacementsNewerCards, ...c02WinsArchetypesNewerCards, ...c03BattleDestroyedNewerCards, ...c03c04NegationAnswersNewerCards, ...c03CopyFacedownNewerCards, ...c03TriggerWindowNewerCards, ...c02TermsNewerMoreCards, ...c03SpecificPicksNewerCards, ...c02c03UnnegatableNewerCards, ...c03CopyFacedownMoreNewerCards, ...c02c03AppliedFirstNewerCards, ...negationSpecificNewerCards, ...negationLateNewerCards, ...costDiscardNewerCards, ...c03DeckTriggerCards, ...trapOwnChainCards];

