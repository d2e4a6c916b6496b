/**
 * Small shared pieces for the staple card files: phase lists and frequent filters, so each card
 * states its facts in the same words.
 */
import type { Action, CardFilter, Condition } from '../../facts.js';

/** The main phases (主要阶段1·2). Phase ids follow the turn reference (src/rules). */
export const MAIN_PHASES: Condition = { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] };
export const OPPONENT_TURN: Condition = { is: 'turn', whose: 'opponent' };
export const OWN_TURN: Condition = { is: 'turn', whose: 'self' };

/** A face-up monster the opponent controls. */
export const OPP_FACEUP_MONSTER: CardFilter = { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true };
/** A face-up Effect Monster the opponent controls (效果怪兽). */
export const OPP_FACEUP_EFFECT_MONSTER: CardFilter = { ...OPP_FACEUP_MONSTER, subtypes: ['effect'] };
/** Any card on the opponent's field. */
export const OPP_CARD_ON_FIELD: CardFilter = { side: 'opponent', place: 'field' };
/** Any card on either field. */
export const CARD_ON_FIELD: CardFilter = { place: 'field' };
/** A Spell/Trap on the field. */
export const SPELL_TRAP_ON_FIELD: CardFilter = { kind: ['spell', 'trap'], place: 'field' };

/** Cost: discard this card from the hand (丢弃 — a discard, so 「丢弃时」 effects see it). */
export const DISCARD_SELF: Action = { do: 'discard', what: 'self', from: 'hand' };
/** Cost: send this card from the hand to the GY (送去墓地 — not a discard). */
export const SEND_SELF_FROM_HAND: Action = { do: 'send-to-gy', what: 'self', from: 'hand' };
/** Cost: banish this card from the GY (墓地的这张卡除外). */
export const BANISH_SELF_FROM_GY: Action = { do: 'banish', what: 'self', from: 'gy' };

/** You control no cards (自己场上没有卡存在). */
export const YOU_CONTROL_NO_CARDS: Condition = { is: 'none', filter: { side: 'self', place: 'field' } };
