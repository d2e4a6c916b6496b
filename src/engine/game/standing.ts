/**
 * What a card on the board can do to every link of a chain while it stands there: its floodgates, its
 * locks on one place, its field limits, its mandatory quick effects, its continuous negations, its
 * grants that effects cannot be negated and its GY redirects. Several
 * legality checks ask every card of the board for these after every link; almost no card has any. So
 * each card's are read from its effects once, in one pass (a card's effects do not change once
 * compiled), and each chain lists once, in one scan of its board, the cards that have some
 * (`cardsWith`).
 */
import type { Action, Card, EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { isActivated } from './speed.js';
import { uniqueOf, type Unique } from '../chain/unique.js';
import { selfDestructOf } from '../chain/self-destruct.js';

export interface Standing {
  /** Continuous effects' actions that forbid an action or an activation, or make cards be Set first (../chain/legality.ts floodgates; a forbid on one place is among them too, as before). */
  floodgates: Action[];
  /** Continuous effects' actions that forbid an action from one place (../chain/legality.ts forbiddenFrom). */
  placeLocks: Action[];
  /** Continuous effects' 「只能有○○存在」 limits (../chain/field-limit.ts). */
  fieldLimits: Action[];
  /** Mandatory quick effects that answer an activation (../chain/mandatory.ts). */
  mandatoryQuick: EffectFacts[];
  /** Continuous negations (「…的效果无效」 while face-up; ../chain/resolve.ts). */
  negations: { effect: EffectFacts; action: Action }[];
  /** Continuous 「…不会被无效化」 grants (`cannot-be-negated`, ./unnegatable.ts). */
  negationGrants: Action[];
  /** Continuous 「送去墓地的卡不去墓地而除外」 redirects (`insteadOfGy`, ./gy-redirect.ts). */
  gyRedirects: Action[];
  /** Continuous 「…被破坏的场合，作为代替…」 replacements (`replace-destruction`, ./destroy-replacement.ts). */
  destroyReplacements: Action[];
  /** Continuous ATK/DEF changes (`modify-stats`; ./field-stats.ts reads which of them apply, and how). */
  statChanges: Action[];
  /** Continuous name/type changes that say what their subjects become (./changes.ts `changesOf`). */
  typeChanges: Action[];
  /** Continuous per-turn activation limits (`limitsActivations`, ../chain/legality.ts activationLimits). */
  activationLimits: Action[];
  /** 「只能有1张表侧表示存在」 limits (../chain/unique.ts `uniqueOf`: the card-level fact too). */
  uniques: Unique[];
  /** Continuous protections of the cards a filter names (CH-PROTECT-GRANTED, ./protection-grants.ts). */
  protectionGrants: { effect: EffectFacts; action: Action }[];
  /** Continuous 「…的效果变成「…」」 rewrites of other cards' activations (`rewrite` with `into`, ../chain/rewrite-standing.ts). */
  rewrites: Action[];
  /** Continuous self-destructions while a board state holds (../chain/self-destruct.ts `selfDestructOf`): their effects, in order. */
  selfDestructs: EffectFacts[];
  /** Continuous 「每次…发动，…攻击力上升·下降」 changes made once per activation (`perActivation`, ../chain/per-activation.ts). */
  perActivation: Action[];
  /** Continuous 「每次卡送去墓地，给与那张卡的持有者伤害」 (`gyArrivalDamage`, ./gy-damage.ts). */
  gyArrivalDamages: Action[];
  /** 「自己场上的「X」或者「Y」卡从场上离开时，…全部送去墓地」 (`leavesSendAll`, ./leaves-applies.ts): met by another of those cards leaving too. */
  leavesSendAlls: Action[];
}
export type Role = keyof Standing;

/**
 * A protection of the cards on the field its filter names, or of the monster its card is equipped to — not of its
 * own card alone, nor of a monster made with it as material (no place) — CH-PROTECT-GRANTED; a destruction protection
 * the compiler fully read carries `against`.
 */
export const isGrant = (a: Action): boolean =>
  typeof a.what === 'object' && !a.what.filter.self && (a.what.filter.place !== undefined || a.what.filter.equipped === true) && (a.do === 'cannot-be-targeted' || a.do === 'unaffected' || ((a.do === 'cannot-be-destroyed' || a.do === 'indestructible') && a.against !== undefined));
const ROLES: Role[] = ['floodgates', 'placeLocks', 'fieldLimits', 'mandatoryQuick', 'negations', 'negationGrants', 'gyRedirects', 'destroyReplacements', 'statChanges', 'typeChanges', 'activationLimits', 'uniques', 'protectionGrants', 'rewrites', 'selfDestructs', 'perActivation', 'gyArrivalDamages', 'leavesSendAlls'];
/** The board keys of the cards that have each role, and those cards (`cards`, the same order). */
export type Holders = Record<Role, string[]> & { cards: Record<Role, readonly BoardCard[]> };
const noRoles = (): Standing => ({ floodgates: [], placeLocks: [], fieldLimits: [], mandatoryQuick: [], negations: [], negationGrants: [], gyRedirects: [], destroyReplacements: [], statChanges: [], typeChanges: [], activationLimits: [], uniques: [], protectionGrants: [], rewrites: [], selfDestructs: [], perActivation: [], gyArrivalDamages: [], leavesSendAlls: [] });

/** The standing of the (many) cards that have none: one shared object, never written. */
const NONE: Standing = Object.freeze(noRoles());

const standingOf = new WeakMap<Card, Standing>();
export function standing(card: Card): Standing {
  // Every role comes from a continuous effect but mandatoryQuick (a mandatory quick effect) and uniques (also
  // the card-level 「只能有1张」 fact): a card with none of them keeps nothing (most cards; every kept record is copied by the young-generation GC).
  // Kept for those too (NONE, shared): the chain's one pass over its board asks every card, and the same cards come
  // back chain after chain — one WeakMap read instead of a loop over the card's effects each time (issue 10).
  if (card.effects.length === 0 && !card.uniqueFaceUp) return NONE; // a summoned placeholder monster, made per chain: not kept
  let s = standingOf.get(card);
  if (!s) {
    s = mayStand(card) ? readStanding(card) : NONE;
    standingOf.set(card, s);
  }
  return s;
}

function mayStand(card: Card): boolean {
  if (card.uniqueFaceUp) return true;
  for (const e of card.effects) if (e.kind === 'continuous' || (e.kind === 'quick' && e.mandatory === true)) return true;
  return false;
}

function readStanding(card: Card): Standing {
  let s: Standing | null = null;
  const add = <R extends Role>(role: R, x: Standing[R][number]) => {
    s ??= noRoles();
    (s[role] as Standing[R][number][]).push(x);
  };
  // Effect order, then action order: the order the checks met them in when each read the card itself.
  for (const eff of card.effects) {
    if (eff.kind === 'quick' && eff.mandatory === true && eff.respondsTo && isActivated(eff)) add('mandatoryQuick', eff);
    if (eff.kind !== 'continuous') continue;
    if (selfDestructOf(eff)) add('selfDestructs', eff);
    for (const a of eff.does) {
      if (a.setFirst || a.forbids || a.forbidsActivation || a.forbidsSummonKind) add('floodgates', a);
      if (a.forbids && a.forbidsFrom !== undefined) add('placeLocks', a);
      if (a.fieldLimit) add('fieldLimits', a);
      if (a.do === 'negate-effects') add('negations', { effect: eff, action: a });
      if (a.do === 'cannot-be-negated') add('negationGrants', a);
      if (a.insteadOfGy) add('gyRedirects', a);
      if (a.do === 'replace-destruction') add('destroyReplacements', a);
      if (a.do === 'modify-stats') add('statChanges', a);
      if ((a.do === 'change-type' || a.do === 'change-name') && a.becomes) add('typeChanges', a);
      if (a.limitsActivations) add('activationLimits', a);
      if (isGrant(a)) add('protectionGrants', { effect: eff, action: a });
      if (a.do === 'rewrite' && a.into && typeof a.what === 'object') add('rewrites', a);
      if (a.perActivation && a.change && !eff.pendulum) add('perActivation', a);
      if (a.gyArrivalDamage) add('gyArrivalDamages', a);
      if (a.leavesSendAll) add('leavesSendAlls', a);
    }
  }
  for (const u of uniqueOf(card)) add('uniques', u);
  return s ?? NONE;
}

/**
 * The cards of the chain's board that have a `role`, in board order. Found once per chain and kept on
 * its state: a board's cards are fixed once it is built (they move and turn, but the only card ever
 * added is a summoned placeholder monster with no effects, ./actions.ts, which has no role), so the
 * keys stay right; and a key's board card is the same object for the life of the board (cards move by
 * being changed in place; only the placeholder is ever added), so the cards are listed then too, not per
 * call. A board card given another card object with other effects mid-chain goes through `replaceCard`,
 * which drops the list.
 */
export function cardsWith(state: EngineState, role: Role): readonly BoardCard[] {
  return (state.holders ??= holdersOn(state.board)).cards[role];
}

/** The board keys of the cards that have a `role`, in board order (found once per chain, as `cardsWith`). */
export function keysWith(state: EngineState, role: Role): readonly string[] {
  return (state.holders ??= holdersOn(state.board))[role];
}

/**
 * Give a board card another card object mid-chain. A card that takes other effects (a copy made as a link resolves,
 * CH-COPY-AT-RESOLUTION: a monster's 「…的场合这张卡破坏」 taken) may gain or lose a role: the chain's list of holders
 * is dropped, and found again, in one pass, by the next ask — else a self-destruction the copy gained was never looked for.
 * The same effects (a new name, Type or Attribute; a trap monster as its Trap again) keep the roles
 * and the list.
 */
export function replaceCard(state: EngineState, c: BoardCard, card: Card): void {
  if (state.holders && (card.effects !== c.card.effects || card.uniqueFaceUp !== c.card.uniqueFaceUp)) state.holders = undefined;
  c.card = card;
}

function holdersOn(board: Board): Holders {
  const keys: Record<Role, string[]> = { floodgates: [], placeLocks: [], fieldLimits: [], mandatoryQuick: [], negations: [], negationGrants: [], gyRedirects: [], destroyReplacements: [], statChanges: [], typeChanges: [], activationLimits: [], uniques: [], protectionGrants: [], rewrites: [], selfDestructs: [], perActivation: [], gyArrivalDamages: [], leavesSendAlls: [] };
  const cards: Record<Role, BoardCard[]> = { floodgates: [], placeLocks: [], fieldLimits: [], mandatoryQuick: [], negations: [], negationGrants: [], gyRedirects: [], destroyReplacements: [], statChanges: [], typeChanges: [], activationLimits: [], uniques: [], protectionGrants: [], rewrites: [], selfDestructs: [], perActivation: [], gyArrivalDamages: [], leavesSendAlls: [] };
  // Written out, not spread: a spread of 13 keys took the slow copy path once per chain (issue 10).
  const holders: Holders = {
    floodgates: keys.floodgates, placeLocks: keys.placeLocks, fieldLimits: keys.fieldLimits, mandatoryQuick: keys.mandatoryQuick, negations: keys.negations,
    negationGrants: keys.negationGrants, gyRedirects: keys.gyRedirects, destroyReplacements: keys.destroyReplacements, statChanges: keys.statChanges,
    typeChanges: keys.typeChanges, activationLimits: keys.activationLimits, uniques: keys.uniques, protectionGrants: keys.protectionGrants,
    rewrites: keys.rewrites, selfDestructs: keys.selfDestructs, perActivation: keys.perActivation, gyArrivalDamages: keys.gyArrivalDamages,
    leavesSendAlls: keys.leavesSendAlls, cards,
  };
  for (const key in board.cards) {
    const s = standing(board.cards[key]!.card);
    if (s === NONE) continue;
    for (const r of ROLES) {
      if (s[r].length === 0) continue;
      keys[r].push(key);
      cards[r].push(board.cards[key]!);
    }
  }
  return holders;
}
