/**
 * The engine's own vocabulary: the symbolic board, the events a chain or an action produces, and
 * the result of resolving a chain — what the trigger-window rules (./window/) read.
 *
 * The engine is pure: `resolveChain(scenario)` and `openWindow(...)` return new objects and never
 * touch a shared state.
 */
import type { Text } from '../i18n/text.js';
import type { PerformedCalc } from './chain/damage-calc-performed.js';
import type { AttackMove } from './game/attack-move.js';
import type { Card, CardFilter, CardType, Condition, EventCause, EventType, Player, Zone } from '../cards/facts.js';
import type { CardState, FieldPlace } from '../notation/ast.js';
import type { DelayedAnswer, EndPhaseStepAnswer, LastingAnswer, LinkAnswer } from '../answer/types.js';
import type { AttackVerdict } from './game/attack-target.js';
import type { MaterialUse, SummonRider } from '../cards/facts.js';

/** A card on the symbolic board. `ref` is the scenario instance's ref. */
export interface BoardCard {
  ref: string;
  card: Card;
  owner: Player | null;
  controller: Player | null;
  /** null: somewhere unknown (the engine says so when it matters). */
  zone: Zone | null;
  faceUp: boolean;
  position: 'attack' | 'defense' | null;
  states: CardState[];
  /** The chain link it is on as a card being activated (a Spell/Trap face-up on the chain), else null. */
  onChain: number | null;
  /** Added (engine): special summoned (this turn or by a link of this chain), for 「特殊召唤的」 filters. */
  specialSummoned?: boolean;
  /**
   * Added (engine): summoned by what this judging performed (an action before the chain, a chain link, a summon whose negation
   * was negated), so this turn — what 「召唤·特殊召唤的回合」 conditions read besides a stated `本回合特召`. `specialSummoned` alone
   * does not say it: an Extra Deck monster listed on the field was Special Summoned, but not necessarily this turn.
   */
  summonedHere?: boolean;
  /**
   * Added (s58, CH-SENT-GY-TURN): flipped face-up by what this judging performed (a Flip Summon, a flip by an effect) and the same card
   * since (turned face-down or off the field: false) — what 「反转的回合」 reads besides `(已反转)` and a Flip Summon in `本回合:`.
   */
  flippedHere?: boolean;
  /**
   * Added (s59, FD-FLIP-TURN-ATTACK / FD-SUMMON-TURN): the turn's history lists a summon of this monster (`本回合:A:X(反转召唤)`) and it is
   * the same card since — summoned this turn that way, as `(本回合特召,反转召唤)` on it would say. Kept apart from its states
   * so the readers of a stated summon (CH-SENT-GY-TURN names the history itself) are not told it twice.
   * (s60: a Normal or Tribute Summon there is `normal` — 「召唤的回合」 reads it — and a Special Summon `special`; before, only a Flip Summon was kept.)
   */
  summonedEarlier?: 'normal' | 'flip' | 'special';
  /**
   * Added (engine): a Spell/Trap whose activation was negated: it stays on the field until the chain
   * ends but is no longer treated as a card on the field (filters and targets skip it).
   */
  activationNegated?: boolean;
  /**
   * Added (issue 11): what continuous name/type changes on the board make it (../game/changes.ts):
   * filters read these instead of the printed race, attribute, name and passcode.
   */
  changed?: Changed;
  /**
   * Added (issue 16, 攻守计算): the changes of its ATK/DEF, in the order they were applied (./game/stats.ts
   * computes the values from them). Replaced, never mutated: boards are cloned shallowly.
   */
  stats?: StatMod[];
  /**
   * Added (issue 16, CH-LEVEL-ARITH): the changes of its level or Rank the situation states, in the order they were applied
   * (./game/levels.ts computes the level from them). Gone when it leaves the Monster Zone, as its ATK/DEF changes are.
   */
  levels?: LevelMod[];
  /**
   * Added (issue 16, 装备卡): for an equip card, the key of the monster it is equipped to (null: none).
   * Cleared when the card moves (./game/board.ts moveCard); ./game/equip.ts reads and keeps it.
   */
  equippedTo?: string | null;
  /**
   * Added (issue 16, CT-BOND): the cards it keeps targeting (持续取对象), by key — stated (`(对象:X)`) or set when its
   * effect resolved onto them (./bonds.ts), each with the incarnation it had then (a target turned face-down or moved since
   * is a new card, no longer its target: ./identity.ts); null when none. Cleared when the card moves.
   */
  bound?: readonly { ref: string; incarnation: number }[] | null;
  /** Added (issue 16, FD-SUMMONED-BY): the name of the card whose effect Special Summoned it, while it remembers. */
  summonedBy?: string;
  /**
   * Added (FD-SUMMONED-BY-SELF): the name of the card whose effect Special Summoned it, as this card itself remembers it
   * (「「X」的效果特殊召唤的这张卡」): lost face-down, kept when banished and back (docs/c03/里侧·一时除外.rst:229–238).
   */
  summonedByOwn?: string;
  /** Added (issue 16, FD-SUMMON-RIDER-HELD): the negated card whose riders on this monster do not apply while it is negated. */
  riderHeldBy?: string;
  /** Added (issue 16, FD-SUMMON-RIDER-BY-CARD): what that card's effect left on it, while it remembers that card. */
  summonRiders?: readonly SummonRider[];
  /**
   * Added (issue 16, FD-MATERIALS): the monsters it was summoned with (`素材:X+Y`), while it still remembers them
   * (lost when turned face-down or banished and back, ./game/memory.ts); undefined when not said.
   */
  materials?: readonly Card[];
  /**
   * Added (issue 16, CH-SPECIAL-WIN): how many of those Xyz Materials were detached since (a cost 「把这张卡1个超量素材取除」),
   * so it holds `materials.length - detached` (a win 「超量素材数量变成10时」); undefined: none detached.
   */
  detached?: number;
  /**
   * Added (issue 16, zones): the zone of the field it stands in, when the situation says (`主3`, `EX左`); undefined when
   * not known. Cleared when the card moves: where it lands is not known unless the mover says (./game/zones.ts).
   */
  place?: FieldPlace;
  /**
   * Added (issue 16, CNT-STATE): the counters (指示物) on it, by kind ('' for a counter with no name); undefined when not known
   * (the situation did not say). A card that moves or turns face-down is a new card and holds none (CNT-LEAVE, ./game/board.ts).
   */
  counters?: Record<string, number>;
  /** Added (s52, CH-POSITION-LOCK-BATTLED): the name of the monster the situation says it battled (`已战斗:X`), while it remembers its battles. */
  battledWith?: string;
  /**
   * Added (CH-POSITION-LOCK-LEFT, review s47): the card whose effect left 『表示形式不能变更』 on it (the state `position-locked`) and how
   * long its text says that lasts — read only with the state, to name the lock's source when the rules' change is refused.
   */
  positionLockedBy?: { source: string; until?: 'turn' | 'next-turn' | 'opponent-next-turn' | 'own-next-turn'; /** s52, CH-POSITION-LOCK-BATTLED: left as it battled `source` (`已战斗:X`). */ battled?: true };
}

/** One change of a monster's ATK or DEF (./game/stats.ts). */
export interface StatMod {
  stat: 'atk' | 'def';
  layer: 'current' | 'original';
  /** A one-shot 变成 is stored as 'set' of the value it made; 'half'/'double' stay only for continuous changes. */
  op: 'add' | 'set' | 'half' | 'double';
  value: number;
  /** For a continuous half/double: of the current value or of the original. */
  of: 'current' | 'original';
  /** 持续适用: computed live while it applies (an equip card, a continuous effect), vs fixed when applied. */
  continuous: boolean;
  /** Still applying (false once its card left or its duration ended). */
  active: boolean;
  /** The card whose effect made it (its name for the reasoning), or 'situation' for a value the user stated. */
  source: string;
  link: number | null;
  /** Order of application. */
  at: number;
  /** The change as the card states it, when a one-shot one was fixed to a 'set' (half, double, swap). */
  made?: 'add' | 'set' | 'half' | 'double' | 'swap';
  /**
   * Added (issue 16, 装备卡): made by an equip card's continuous effect (its number): `source` is the
   * equip card's key, and the change applies only while that card is equipped to this monster and the
   * effect's condition holds (./game/equip.ts CH-EQUIP-STATS).
   */
  equipEffect?: number;
  /** Added (CH-EQUIP-NEGATED-STATS): that equip change does not apply now because its card's effects are negated (or it cannot be used). */
  negated?: true;
  /** Added (issue 16): what must hold for that equip change to apply (its effect's condition and its step's `whileHolds`). */
  holds?: readonly Condition[];
  /**
   * Added (issue 16, CH-STAT-OWN-NEGATED): made by the monster's own effect of this number (a stated `攻+800#2`): a
   * one-shot change an effect that affects only its own card made stops when the monster's effects are negated.
   */
  ownEffect?: number;
  /**
   * Added (issue 16, CH-STAT-CONTINUOUS): made by a face-up card's continuous change (`effect.step` of the card
   * `source`); ./game/field-stats.ts starts, pauses and ends it as the board stands.
   */
  field?: string;
  /** Added (issue 16, CH-STAT-SCALED): a continuous change counted by the board — `value` is `unit` × the count now (./game/stat-scale.ts). */
  per?: import('../cards/facts.js').StatScale;
  /** Added (issue 16, CH-STAT-BATTLING): a change that holds only while a monster battles (named in the answer's rules). */
  battling?: boolean;
  unit?: number;
  /** Added (issue 16, CH-STAT-RECALC-LAST): a change 「只在伤害计算时」, applied after every other change. */
  last?: boolean;
  /** Added (CH-STAT-HELD-EARLIER): held on the monster by an effect activated earlier this turn, for the Damage Step of its attack. */
  heldEarlier?: true;
  /** Added (CH-STAT-OWN-ATTACK-EARLIER): held by an effect its attacker activated earlier this turn, for the Damage Step of that attack. */
  heldOwnAttack?: true;
  /**
   * Added (issue 16, CH-STAT-DURATION-END): how long a resolved effect's change lasts — `turn` (「直到回合结束时」) or
   * `damage-calc` (「只在那次伤害计算时」); absent: while the monster stays (or as its other fields say).
   */
  lasts?: 'turn' | 'damage-calc' | 'battle-phase';
}

/** A card's race, attribute, name or passcode as continuous changes make them (absent: as printed). */
export interface Changed {
  race?: string;
  attribute?: string;
  /** A second Attribute it is treated as holding too (「属性也当作「暗」使用」). */
  alsoAttribute?: string;
  name?: string;
  id?: number;
}

export interface Board {
  turnPlayer: Player;
  phase: string | null;
  cards: Record<string, BoardCard>;
  lp: Record<Player, number | null>;
  handSize: Record<Player, number | null>;
  /** `inDefense` (CH-ATTACKER-DEFENSE): the attacker attacks in Defense Position (the situation lists it so) and uses its DEF. */
  attack: { attacker: string; target: string | null; inDefense?: boolean; byOriginal?: true } | null;
  // (`byOriginal`, CH-BATTLE-BY-ORIGINAL: its damage calculation is made with the original ATK/DEF — 「那次战斗的伤害计算用原本的攻击力·守备力进行」.)
  /**
   * Added (engine): other refs of the same card → the key in `cards` (a link's card that the
   * situation also lists is keyed by its link ref "L2"; its situation ref "A场1" points there).
   */
  aliases?: Record<string, string>;
  /**
   * Added (issue 16, CH-DAMAGE-ZERO-EARLIER): the players an effect activated earlier this turn (`本回合:`, applied) left taking no
   * damage (「双方受到的全部伤害变成0」); undefined: none.
   */
  damageZero?: readonly Player[];
  /**
   * Added (issue 16, MATCH-EFFECTS-NEGATED): the lasting negations of effects (「这个回合，…的效果无效化」) an effect activated earlier
   * this turn (`本回合:`, applied) left: whose, and the cards they reach; undefined: none.
   */
  earlierNegations?: readonly { player: Player; filter: CardFilter }[];
  /**
   * Added (issue 16, CH-DECK-OUT): the players who had to draw more cards than their Deck — listed in the situation — held;
   * undefined: none.
   */
  deckedOut?: readonly Player[];
}

/**
 * Something that happened. Events that share a `step` happened at the same time; a larger step is
 * later. The last step of a chain or action is "the last thing that happened" for missed timing.
 */
export interface EngineEvent {
  type: EventType;
  /** Instance refs of the cards involved (empty for LP events). */
  cards: string[];
  /** The chain link whose activation, cost or resolution caused it; null for an action or a rule. */
  link: number | null;
  player: Player | null;
  amount: number | null;
  cause: EventCause | null;
  step: number;
  /** Where the cards were just before (for 「从场上送去墓地」). One entry per card, same order. */
  from: (Zone | null)[];
  /** Where they went. */
  to: (Zone | null)[];
  /** The player whose card or effect caused it, when known. */
  by: Player | null;
  /**
   * Added (WIN-SUMMON-BY-NOTED-EFFECT): an action's event made by the effect of the card a note names (`特殊召唤 X [由 Y]`) — no chain
   * link to read it from: Y's card type, for 「被魔法卡的效果特殊召唤」.
   */
  byCardType?: CardType;
  /** Added (WIN-SUMMONED-BY-CARD): likewise, the name of the card a note names (`[由 Y]`, `(由Y)`) as the one whose effect made it. */
  byCardName?: string;
  /** Added (s48, WIN-SUMMONED-BY-CARD): that card's Type (a monster's), when known — for 「用魔法师族怪兽…的效果特殊召唤成功时」. */
  byCardRace?: string;
  /**
   * Added (WIN-SUMMONED-BY-CARD): an action's Special Summon written with no cause, no procedure and no card making it (`特殊召唤 X`):
   * what made it is not known (recorded as the rules').
   */
  causeUnstated?: true;
  /**
   * Added (s48, CH-SUMMON-BY-EFFECT): a summon of the chain played just before (`然后`), carried as the window the next chain is
   * started in: the link whose resolution made it (`n`), and whether that effect lets its player summon only once it has resolved
   * (`after`: a Normal Summon 「把1只怪兽通常召唤」 — docs/c02/进入连锁·不入连锁的特殊召唤.rst:61) rather than within the resolution
   * (false: 「…特殊召唤」); null: not read (「…同调·超量·连接召唤」 may be either).
   */
  madeByLink?: { n: number; after: boolean | null };
  /** A negation made by a Counter Trap (a trigger condition some cards have: 「被反击陷阱无效」). */
  byCounterTrap?: boolean;
  /** Part of a cost (解放 as a cost) rather than an effect; costs are paid at activation. */
  atActivation?: boolean;
  /** A "then/之后" step of an effect: it happened after the rest of the effect. */
  thenStep?: boolean;
  /**
   * Added (issue 11): cards of the event that were in a field zone but no longer treated as cards on
   * the field (a Spell/Trap whose activation was negated): they did not leave *from the field*.
   */
  notFromField?: string[];
  /** Added (issue 16, WIN-EQUIPPED-ONLY): cards of the event that were in the Spell & Trap Zone as Equip Spells equipped to no monster. */
  unequipped?: string[];
  /** Added (issue 11): the cards were banished face-down (「里侧表示除外」). */
  faceDown?: boolean;
  /** Added (issue 16, WIN-TRIBUTED): the cards were tributed (解放) — as a cost, for a summon, or by an effect (a Ritual Summon's). */
  tributed?: boolean;
  /** CH-TOKEN-VANISHES: Tokens sent to the hand or a Deck (s59: or to the GY, WIN-TOKEN-VANISHED), which vanished instead (never there). */
  vanished?: boolean;
  /** Added (s58, WIN-USED-AS-MATERIAL): the cards left as materials (or tributes) of a summon of this kind. */
  materialFor?: MaterialUse;
  /** Added (issue 16, WIN-CAUSE-SUMMON-MATERIAL): the cards left as what a summon procedure used — by rule, but because of the player summoning (`by`). */
  summonMaterial?: boolean;
  /**
   * Added (issue 16, WIN-NOT-TARGETED): the cards of the event the link that moved them targeted (its targets as it resolved —
   * none once it was rewritten into an effect that targets nothing, CH-REWRITE).
   */
  targeted?: string[];
  /** Who controlled each card (same order as `cards`) when it happened; the answer names the card with that player. */
  controllers?: (Player | null)[];
  /**
   * Added (issue 16, WIN-SUMMON-POSITION): the battle position the monsters were summoned in — read by 「攻击表示召唤」
   * conditions where they were summoned, whatever a continuous effect turns them into afterwards.
   */
  position?: 'attack' | 'defense';
  /**
   * Added (issue 16, WIN-SUMMON-HOW): how the action summoned its monster, as the card now remembers it (「同调召唤」, 「从墓地特召」)
   * — read by 「这张卡同调召唤成功时」 where it was summoned.
   */
  summonedAs?: readonly CardState[];
  /**
   * Added (s61, WIN-SUMMON-HOW): for `special-summoned`, made by an effect whose text says only 「特殊召唤」 of a Fusion, Synchro, Xyz, Link or
   * Ritual monster (「…融合怪兽特殊召唤」) — no summon of that kind, so 「融合召唤成功的场合」 is not met (not assumed, as a summon the situation does not tell is).
   */
  plainSpecial?: true;
  /** Added (issue 16, CH-CARD-IDENTITY): the cards a position change turned face-down — each becomes a new card. */
  turnedFaceDown?: string[];
  /**
   * Added (issue 16, CTL-ZONE-CHOOSER): for `control-changed`, the player who chooses the Monster Zone the monsters are placed in —
   * the player whose effect moved them, or, when control goes back to the owner, the player getting them.
   */
  zoneBy?: Player;
  /** Added (CH-COST-UNNAMED-SAID): a cost's cards the situation does not list, said by what the cost names (count and description). */
  unnamed?: Text;
  /**
   * Added (s55, WIN-DAMAGE-CAUSE): a damage a face-up card's continuous effect dealt with no link of its own (「每次送卡去墓地…受到300的伤害」 for a card a
   * link sent to the GY, a card's 「从场上离开时，自己受到…伤害」, a burn for each card added to a hand): that card's ref — it dealt the damage,
   * not the link whose resolution made it happen (`link` still says when it happened). (s56) Also battle damage: the battling monster of the player who
   * dealt it (WIN-DAMAGE-CAUSE).
   */
  dealtBy?: string;
}

export interface ChainResult {
  /** Every link with legality and outcome, in link order. Words are `Text`. */
  links: LinkAnswer<Text>[];
  resolutionOrder: number[];
  /** In the order they happened (activation costs first, then resolution from the last link down). */
  events: EngineEvent[];
  /** The board before any link was activated, and after the chain resolved (S/Ts sent to the GY by rule). */
  before: Board;
  after: Board;
  /** Added (issue 16, CH-DAMAGE-CALC-PERFORMED): the damage calculation a link performed as it resolved (the battle is then over). */
  calculated?: PerformedCalc;
  /** CH-AFTER-CALC-STEP: the board at the damage calculation that followed the chain, when a step was done after it (the answer's numbers are that calculation's). */
  atCalculation?: Board;
  /** CH-ATTACK-MOVED: the last move of the attack a link made as it resolved (./game/attack-move.ts). */
  attackMoved?: AttackMove;
  /** CH-PICK-SIDE: noted cards a link's pick set aside (./game/actions.ts subjectCards): the binder's 「…是处理时选的卡」 line for each is withdrawn. */
  notesSetAside?: { link: number; card: string }[];
  assumptions: Text[];
  warnings: Text[];
  /**
   * Why each link that could not be activated could not: the legality check that failed, as rule id
   * + params (its words are `illegalReason`). Keyed by link number; for tests and tools, not the answer.
   */
  failures: Record<number, { rule: string; params: Record<string, unknown> }>;
  /** CH-DELAYED (issue 16): steps resolved links left for a later phase. */
  delayed: DelayedAnswer<Text>[];
  /** CH-TURN-PART (issue 16): the parts lasting the turn resolved links left. */
  lasting: LastingAnswer<Text>[];
  /** Added (issue 16, CH-END-PHASE-PLAYED): the End Phase played after the chain (`… 结束阶段`); absent unless asked for. */
  endPhase?: EndPhaseStepAnswer<Text>[];
  /** Added (issue 16, CH-STANDBY-PHASE-PLAYED): the next Standby Phase played after the chain (`… 准备阶段`); absent unless asked for. */
  standbyPhase?: EndPhaseStepAnswer<Text>[];
  /** Added (CH-BATTLE-PHASE-END-POSITION): the end of the Battle Phase after the chain (`… 战斗阶段结束`); absent unless asked for. */
  battlePhaseEnd?: EndPhaseStepAnswer<Text>[];
  /** Added (issue 16, WIN-END-PHASE-STEP): what the End Phase steps did and the board they left. */
  endPhasePlayed?: { events: EngineEvent[]; board: Board };
  /** Added (issue 16, CH-LEAVES-APPLIES): the Battle Phases cards skipped as they left the field (./game/leaves-applies.ts). */
  skips?: import('./game/leaves-applies.js').LeaveSkip[];
  /** Added (SIT-THEN-CHAIN): the steps left for a later phase and not done yet — a next chain (`然后`) keeps them (./chain/then-chain.ts). */
  pending?: import('./game/end-phase.js').PendingLater[];
  /** Added (SIT-THEN-CHAIN): the lingering effects applying when the chain ended — a next chain (`然后`) keeps its protections (./chain/then-chain.ts). */
  lingering?: import('./game/state.js').Lingering[];
  /**
   * Added (WIN-END-PHASE-ARMED-ON-CHAIN): the monsters earlier chains of the input (`然后`) Normal Summoned, Flip Summoned or flipped
   * face-up and still the same card when this chain started, with the events that did it (./window/end-phase-window.ts armedThrough).
   */
  armedEarlier?: ReadonlyMap<string, readonly EventType[]>;
}

/** The result of an action of notation form 8 (a summon, an attack declaration, a discard …). */
export interface ActionResult {
  events: EngineEvent[];
  before: Board;
  after: Board;
  assumptions: Text[];
  warnings: Text[];
  /** Added (issue 16): for an attack declaration, whether the rules allow it (./game/attack-target.ts). */
  attack?: AttackVerdict;
  /** The action was not made (a rule forbade it: its reason is the warning): no window of it opens. */
  refused?: true;
  /** Added (issue 16, SIT-THEN-CHAIN): these are the events of a chain played before, not of an action. */
  fromChain?: true;
  /** Added (issue 16, CH-SEGOC-ORDER-BINDS): the SEGOC levels of the effects that chain's window placed. */
  windowLevels?: readonly { ref: string; effect: number; level: number }[];
  /** Added (s58, WIN-MISS-WHEN): the optional 「…时」 effects that window said missed their timing (./chain/segoc-binds.ts). */
  windowMissed?: readonly import('./chain/segoc-binds.js').WindowMissed[];
  /** Added (SIT-THEN-CHAIN): the steps the chains before left for a later phase, still waiting (their cards counted from this board). */
  pending?: import('./game/end-phase.js').PendingLater[];
  /** Added (SIT-THEN-CHAIN): the protections 「这个回合，不受…影响」 the chains before left, still applying (./chain/then-chain.ts). */
  lingering?: import('./game/state.js').Lingering[];
}

/** Added (issue 16, CH-LEVEL-ARITH): one change of a monster's level or Rank (./game/levels.ts). */
export interface LevelMod {
  op: 'set' | 'add';
  value: number;
  /** Made by the monster's own effect of this number (a stated `等级-1#1`): CH-LEVEL-OWN-NEGATED (of a Scale: its Pendulum Effect). */
  ownEffect?: number;
  /** A change of its Pendulum Scale (`刻度1`), not of its level. */
  scale?: true;
}
