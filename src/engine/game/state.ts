/**
 * The game state while a chain is built and resolved: the board, the links, the events so far, the
 * lingering effects. Private to src/engine.
 */
import type { PerEventWatch } from './linger-per-event.js';
import type { DeclaredMonsterType } from '../../notation/declared-kind.js';
import type { BurnWatch } from './burn-per-add.js';
import type { PendingLater } from './end-phase.js';
import type { Text } from '../../i18n/text.js';
import type { PerformedCalc } from '../chain/damage-calc-performed.js';
import type { AttackMove } from './attack-move.js';
import type { Action, Card, EffectFacts, Player, SpellSpeed, Zone } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { DelayedAnswer, LastingAnswer, Outcome } from '../../answer/types.js';
import type { Board, BoardCard, EngineEvent } from '../types.js';
import type { NoteFact } from '../../scenario/types.js';
import { activationView, boardView, cardsMatching, zonesKnown, type ActivationView, type GameView } from './match.js';
import type { Holders } from './standing.js';
import { copyableEffect } from '../chain/copy-effect.js';

export interface LinkState {
  n: number;
  /** CH-NO-FREE-ZONE (CMP-SUMMON-PAIR): a summon of two cards together found no room for both; the second is not made either. */
  pairUnsummoned?: true;
  /** CH-LEVELS-MATCH-NO-ZONE: the monster its 「给对方观看」 step revealed — the one the Ritual Summon after it summons (./levels-match.ts). */
  levelsRevealed?: string;
  /** 「C2「name」」 / 'Chain Link 2 (name)', built once: nearly every reason names the link. */
  name: Text;
  /** Board key of the link's card. */
  ref: string;
  /** The instance ref the user's link names ("L2"). */
  instanceRef: string;
  card: Card;
  effect: EffectFacts | null;
  controller: Player;
  speed: SpellSpeed | null;
  /** Board keys of the targets, as typed. */
  targets: string[];
  /** Where it was activated: where its card was before any cost moved it (seed 002 2.1). */
  activatedFrom: Zone | null;
  /**
   * SIT-FIELD-COMPLETE, CH-COST-GY-LISTED: the costs the check at activation took as paid from cards not written (the written ones do not pay
   * them; ../chain/legality.ts costAssumed) — their payment names no written card (./actions.ts costCards).
   */
  costsUnwritten?: Action[];
  /** CH-DAMAGE-ZERO-ANSWERED: the players a higher link left taking no damage from this link's effect (「那个效果让自己受到的伤害变成0」). */
  damageZeroFor?: { player: Player; by: number }[];
  /** CH-STAT-OF-CHANGE: how much the last one-shot ATK/DEF change of this resolution took or gave (「…变成一半，这张卡的攻击力上升那个数值」). */
  statTaken?: number;
  /** Added (issue 16, CH-NONCHAIN-NEGATE-COLUMN): the column its card stood in then (1–5 from A's left; null: not stated). */
  activatedColumn?: number | null;
  /** Added (issue 16, CH-NEGATE-POSITION-AT-ACTIVATION): the battle position of its card, face-up in the Monster Zone, then (null: none). */
  activatedPosition?: 'attack' | 'defense' | null;
  /**
   * Added (s46, CH-ATTACK-DECLARED-TURN): activated answering an attack declaration the situation does not write (CH-ATTACK-WINDOW
   * assumed it): which monster attacks is not known, so a resolution condition on 「攻击怪兽」 is not held false for no attack.
   */
  attackAssumed?: true;
  /**
   * Added (s58, CH-PLEDGE-BATTLE-PHASE): why it may be activated where a rule might seem to forbid it (a Battle Phase pledge on the other
   * player's turn) — said under the link in the answer. Made on first use.
   */
  notes?: Text[];
  /** A Spell/Trap card activation (卡的发动): its card is on the chain face-up. */
  cardActivation: boolean;
  legal: boolean | null;
  illegalReason: Text | null;
  /** The legality check that failed (rule id + params), when it could not be activated. */
  failure?: { rule: string; params: Record<string, unknown> } | null;
  outcome: Outcome | null;
  by: number | null;
  reason: Text | null;
  rules: string[];
  /** What the user's notes on this link say (bound by src/scenario). */
  directives: NoteFact[];
  /** Set at resolution of a higher link. */
  activationNegatedBy: number | null;
  effectNegatedBy: number | null;
  /** Where the targets were when targeted (to see a target that left or moved between zones). */
  targetZones: (Zone | null)[];
  /** Who controlled each target when it was targeted. */
  targetControllers: (Player | null)[];
  /**
   * CH-NEGATION-OUTLIVES: a negation of this card's effects resolved (link number) while this link was on
   * the chain: its effect stays negated wherever the card goes, unless the card is turned face-down.
   */
  negatedOnChainBy?: number | null;
  /**
   * CH-NEGATE-ACTIVATED-LASTING: a lasting negation of the monster effects a player activated (「直到回合结束时，对方发动的怪兽的效果无效化」)
   * resolved (link number) while this link — one of them — was on the chain: its effect is negated as it resolves.
   */
  negatedAsActivatedBy?: number | null;
  /** CH-NEGATED-EARLIER: activated from the field while its card's effects were negated by an earlier effect (`(效果无效)`). */
  negatedEarlier?: boolean;
  /** CH-NEGATED-OFF-FIELD (issue 16): the same, activated in the GY / banished / face-up in the Extra Deck, where its negation lasts. */
  negatedOffField?: boolean;
  /**
   * CH-REWRITE (issue 16, 效果改写): a higher link rewrote this link's effect (「那个效果变成「…」」) — the link that did it and what
   * the effect does instead when it resolves.
   */
  rewrittenBy?: number;
  rewrittenInto?: { does: Action[]; targets: boolean; text: string };
  /**
   * CH-REPLACE-DESTROY-NOTED: what became of each destruction replacement of this link's resolution, by its card's board key —
   * applied, said not to apply (its step could not be done), or kept off a card another replacement destroys instead (nested).
   */
  replaceFate?: Record<string, 'applied' | 'cannot' | 'nested' | 'gone' | 'gone-from' | 'off'>;
}

/** A lingering effect applied by a resolved link ('until end of turn, … negated'). */
export interface Lingering {
  link: number;
  controller: Player;
  sourceRef: string;
  action: Action;
  /** For `unaffected`: the cards it protects. */
  cards: string[];
  /**
   * Added (SIT-THEN-CHAIN): applied by a link of the chain of this number played before (`然后`); `link` is then 0 (no link of
   * this chain).
   */
  chain?: number;
  /** For a `sameName` negation: the names it covers, wherever those cards are. */
  names?: string[];
  /** CH-LINGER-NEGATE-COLUMN: for a column negation, the column it covers (1–5 from A's left). */
  column?: number;
  /** CH-LINGER-SUMMON-LOCK-DECLARED: for a lock on Special Summoning a declared monster type, that type (the action is narrowed to it). */
  declaredType?: DeclaredMonsterType;
}

export interface EngineState {
  scenario: Scenario;
  board: Board;
  links: LinkState[];
  events: EngineEvent[];
  step: number;
  lingering: Lingering[];
  /**
   * CH-DELAYED (issue 16): steps a resolved link left to be done once at a later phase (「这个回合的结束阶段…破坏」「下次的准备阶段…」) —
   * no chain link then; listed in the answer. Made on first use.
   */
  delayed?: DelayedAnswer<Text>[];
  /** Added (issue 16, CH-LINGER-PER-EVENT): lingering steps done each time their event happens later in the chain (./linger-per-event.ts). Made on first use. */
  perEvent?: PerEventWatch[];
  /** Added (issue 16, CH-BURN-PER-ADD): the face-up cards that burn each time cards are added to a hand, found once per chain (./burn-per-add.ts). */
  burnPerAdd?: BurnWatch;
  /** CH-TURN-PART (issue 16): the parts lasting the turn that resolved links left; listed in the answer. Made on first use. */
  lasting?: LastingAnswer<Text>[];
  /**
   * Added (issue 16, CH-END-PHASE-PLAYED): the same steps with the cards they name, and the returns temporary banishments left — what
   * ./end-phase.ts plays when the input asks for the End Phase (`… 结束阶段`). Made on first use.
   */
  pending?: PendingLater[];
  /** Added (issue 16, CH-LEAVES-APPLIES): the Battle Phases cards skipped as they left the field (./leaves-applies.ts). Made on first use. */
  skips?: import('./leaves-applies.js').LeaveSkip[];
  /** CH-REWRITE-STANDING: the cards whose continuous rewrite applied in this chain (once each). Made on first use. */
  standingRewrites?: string[];
  /** Added (s55, CH-TURN-PART-DRAW-LOCK): the players a link of this chain, resolved, left unable to draw by card effects for the turn, with its card's name (./draw-lock.ts). Made on first use. */
  drawLocks?: { player: Player; card: string }[];
  /** CH-PICK-SIDE: the noted cards (link, ref) a link's pick set aside as not ones it may pick — the binder's line naming them as picked is withdrawn. Made on first use. */
  notesSetAside?: { link: number; card: string }[];
  assumptions: Text[];
  warnings: Text[];
  /** Zones the situation listed completely (player:zone). */
  knownZones: Set<string>;
  /** Added (issue 16, CT-BOND): some card on the board keeps a target with a bond (./bonds.ts); false skips the look on every move. */
  bonded?: boolean;
  /** Added (issue 16, CT-BOND): what a move dragged along while a link resolved, said in that link's reason (./bonds.ts). */
  asides?: { link: number; text: Text }[];
  /** Added (issue 16, CH-LEAVES-SEND-ALL): the cards a card leaving the field sends to the GY with it, sent once its own move is made (./leaves-applies.ts). */
  leavesAfter?: { cards: BoardCard[]; by: Player; link: number | null }[];
  /** The board as conditions read it (./match.ts `GameView`), made on first use. */
  view?: GameView;
  /** Added (issue 16, CH-CONT-FIRST-APPLIES): the events of the action the chain was built after (a summon), before the chain's own. */
  prelude: readonly EngineEvent[];
  /** Added (issue 16, SIT-THEN-CHAIN): `prelude` holds the events of the chain played just before (not of an action). */
  preludeChain?: true;
  /**
   * Added (s55, CH-MAIN-PHASE-ACTION): the action written before the chain was refused — not made. It stated that nothing happened: a link
   * waiting for its event, or a summon negation answering it, has nothing to answer (../chain/when-condition.ts, ../chain/summon-answerable.ts).
   */
  actionRefused?: true;
  /**
   * Added (s55, CH-WHEN-EVENT-KINDS): the board before the action or chain of `prelude` — its cards as they were when its events happened
   * (what dealt a damage: the link's card as it was) are read on a timeline from it, as the window reads its own.
   */
  preludeBefore?: Board;
  /** Added (issue 16, CH-SEGOC-ORDER-BINDS): the SEGOC levels of the effects the window this chain was started in placed (../chain/segoc-binds.ts). */
  windowLevels?: readonly import('../chain/segoc-binds.js').WindowLevel[];
  /** Added (s58, WIN-MISS-WHEN): the optional 「…时」 effects that window said missed their timing (../chain/segoc-binds.ts). */
  windowMissed?: readonly import('../chain/segoc-binds.js').WindowMissed[];
  /** Cards with a continuous negation (「…的效果无效」 while face-up), found once per chain. */
  negators: { source: BoardCard; effect: EffectFacts; action: Action }[];
  /** Cards with a per-turn activation limit (`limitsActivations`), found on first use (most boards: none). */
  limiters?: BoardCard[];
  /** The cards of the board that have a standing role (./standing.ts), found on first use. */
  holders?: Holders;
  /** Added (issue 16, CH-DAMAGE-CALC-PERFORMED): the damage calculation a link of this chain performed as it resolved. */
  calculated?: PerformedCalc;
  /** CH-ATTACK-MOVED (./attack-move.ts): the last move of the attack a link made, and the defending player's monsters when it was made. */
  attackMoved?: AttackMove;
}

/** What a new link is made from: the rest starts unjudged (null), empty or unset. */
export type LinkStateInit = Pick<LinkState, 'n' | 'name' | 'ref' | 'instanceRef' | 'card' | 'effect' | 'controller' | 'speed' | 'targets' | 'activatedFrom' | 'cardActivation' | 'directives'>;

/**
 * A new LinkState — a chain link of the scenario (../chain/activate.ts) or a probe judged as if it were the next link
 * (../chain/mandatory.ts) — with every field present from the start, in one order (issue 10): a field set later on some links
 * only (activatedColumn at activation, rewrittenBy by a later link) gave links a second hidden class, and optimised checks built
 * for one met the other ("wrong map" deopts). The type makes a new LinkState field fail to compile until it is listed here.
 */
export function newLink(init: LinkStateInit): LinkState {
  const link: { [K in keyof Required<LinkState>]: LinkState[K] | undefined } = {
    n: init.n,
    name: init.name,
    ref: init.ref,
    instanceRef: init.instanceRef,
    card: init.card,
    effect: init.effect,
    controller: init.controller,
    speed: init.speed,
    targets: init.targets,
    activatedFrom: init.activatedFrom,
    costsUnwritten: undefined,
    cardActivation: init.cardActivation,
    legal: null,
    illegalReason: null,
    outcome: null,
    by: null,
    reason: null,
    rules: [],
    directives: init.directives,
    activationNegatedBy: null,
    effectNegatedBy: null,
    targetZones: [],
    targetControllers: [],
    failure: undefined,
    negatedOnChainBy: undefined,
    negatedEarlier: undefined,
    activatedColumn: undefined,
    damageZeroFor: undefined,
    statTaken: undefined,
    activatedPosition: undefined,
    negatedAsActivatedBy: undefined,
    negatedOffField: undefined,
    rewrittenBy: undefined,
    rewrittenInto: undefined,
    replaceFate: undefined,
    pairUnsummoned: undefined,
    levelsRevealed: undefined,
    attackAssumed: undefined,
    notes: undefined,
  };
  return link as LinkState;
}

/** What a new EngineState is made from: the rest starts empty (or unknown). */
export type EngineStateInit = Pick<EngineState, 'scenario' | 'board' | 'knownZones'> & Partial<EngineState>;

/**
 * A new EngineState, every field present from the start in one order (issue 10): the engine's ~100 functions that read the
 * state then see one hidden class. With fields added on first use (`state.delayed = []`) or spread in only when set, the
 * states of a corpus had ten classes, and optimised code met new ones mid-run and was thrown away ("wrong map" deopts).
 * A field made on first use is `undefined` until then, which every `?.`/`??`/`!== undefined` read sees as absent.
 */
export function newEngineState(init: EngineStateInit): EngineState {
  // Every key of EngineState (the type fails to compile until a new field is listed here too).
  const state: { [K in keyof Required<EngineState>]: EngineState[K] | undefined } = {
    scenario: init.scenario,
    board: init.board,
    links: init.links ?? [],
    events: init.events ?? [],
    step: init.step ?? 0,
    lingering: init.lingering ?? [],
    delayed: init.delayed,
    perEvent: init.perEvent,
    burnPerAdd: init.burnPerAdd,
    lasting: init.lasting,
    pending: init.pending,
    skips: init.skips,
    standingRewrites: init.standingRewrites,
    drawLocks: init.drawLocks,
    notesSetAside: init.notesSetAside,
    assumptions: init.assumptions ?? [],
    warnings: init.warnings ?? [],
    knownZones: init.knownZones,
    bonded: init.bonded,
    asides: init.asides,
    leavesAfter: init.leavesAfter,
    view: init.view,
    prelude: init.prelude ?? [],
    preludeChain: init.preludeChain,
    actionRefused: init.actionRefused,
    preludeBefore: init.preludeBefore,
    windowLevels: init.windowLevels,
    windowMissed: init.windowMissed,
    negators: init.negators ?? [],
    limiters: init.limiters,
    holders: init.holders,
    calculated: init.calculated,
    attackMoved: init.attackMoved,
  };
  return state as EngineState;
}

/**
 * Add a sentence to a list of assumptions, notes or warnings unless the list already says it. A chain
 * says ~40 of them into a list that grows to ~30, nearly all different. A scan is the cheapest test
 * for such a list: `===` on two strings of different lengths answers at once, while a set would hash
 * (and so first flatten) every sentence built from pieces. Only a very long list (a chain of hundreds
 * of links) keeps its words in a set beside it, so the work stays linear; the set is trusted only
 * while the list has the length it knew (lists are only ever appended to).
 */
const SCAN_LIMIT = 64;
const saidIn = new WeakMap<Text[], { length: number; zh: Set<string> }>();
/** CH-LP-ZERO: the players whose LP went from above 0 (or unknown) to 0 or less between two boards — they lost there. */
export function playersWhoLost(before: Board, after: Board): Player[] {
  return (['A', 'B'] as const).filter((p) => after.lp[p] !== null && after.lp[p]! <= 0 && (before.lp[p] === null || before.lp[p]! > 0));
}

export function pushOnce(list: Text[], text: Text): void {
  const zh = text.zh;
  if (list.length < SCAN_LIMIT) {
    for (let i = 0; i < list.length; i++) if (list[i]!.zh === zh) return;
    list.push(text);
    return;
  }
  let said = saidIn.get(list);
  if (!said || said.length !== list.length) {
    said = { length: list.length, zh: new Set(list.map((x) => x.zh)) };
    saidIn.set(list, said);
  }
  if (said.zh.has(zh)) return;
  list.push(text);
  said.zh.add(zh);
  said.length = list.length;
}

/** A link as an activation pattern or an effect filter reads it (./match.ts). */
export function linkActivation(board: Board, link: LinkState): ActivationView {
  const targetCards: BoardCard[] = [];
  // CH-REWRITE: rewritten into a text that names no target, it is no targeting effect any more (docs/c03/无效.rst:567–573).
  const targetless = link.rewrittenInto !== undefined && !link.rewrittenInto.targets;
  for (const r of targetless ? [] : link.targets) {
    const c = board.cards[r];
    if (c) targetCards.push(c);
  }
  const view = activationView(link.controller, link.card, link.effect, link.cardActivation, link.activatedFrom, targetCards, board.cards[link.ref]);
  if (link.activatedColumn !== undefined) view.column = link.activatedColumn; // CH-NONCHAIN-NEGATE-COLUMN
  if (link.activatedPosition !== undefined) view.position = link.activatedPosition; // CH-NEGATE-POSITION-AT-ACTIVATION
  return view;
}

/**
 * A link as a pattern reads it while the chain is built or resolved: also the activation it answers
 * (the nearest link below that happened) and whether it could take no target at all — what it
 * contains is decided by those at activation (./contains.ts).
 */
export function activationOf(state: EngineState, link: LinkState): ActivationView {
  const view = linkActivation(state.board, link);
  view.game = stateView(state);
  let answered: LinkState | null = null;
  for (const l of state.links) if (l.n < link.n && l.legal !== false && (!answered || l.n > answered.n)) answered = l;
  if (answered) {
    const c = state.board.cards[answered.ref];
    view.answered = { card: answered.card, zone: c ? c.zone : null, activatedFrom: answered.activatedFrom, cardActivation: answered.cardActivation, own: c };
  }
  // CH-COPY-TARGETS: 「以…为对象…这张卡的效果变成和那张卡…相同」 copying an effect that takes no target: the effect is that one,
  // which targets nothing (rules reference docs/c03/复制.rst:132–141).
  if (link.effect?.copies === 'target' && link.targets.length > 0) {
    const c = state.board.cards[link.targets[0]!];
    const copied = c ? copyableEffect(c.card) : null;
    if (copied && !copied.targets) view.copiesUntargeted = true; // R.COPY_TARGETS
  }
  // Its own card is not counted: an effect of a card in the GY targets another card there.
  const t = link.effect?.targets;
  // Activated without a target (`[无对象]`, CH-NO-TARGET-TAKEN).
  if (t && link.targets.length === 0 && link.directives.some((d) => d.kind === 'no-target')) view.targetless = true;
  else if (t && link.targets.length === 0 && t.filter.place !== undefined) {
    const game = stateView(state);
    if (zonesKnown(game, t.filter, link.controller) && cardsMatching(state.board, t.filter, link.ref, link.controller).every((c) => c.ref === link.ref)) view.targetless = true;
  }
  return view;
}

/** The game as conditions read it while a chain is built: the board, and the zones the situation listed (made once per state). */
export function stateView(state: EngineState): GameView {
  return (state.view ??= boardView(state.board, state.knownZones));
}
