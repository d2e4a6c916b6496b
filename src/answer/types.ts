/**
 * The machine-readable answer (../shared/spec/output.md): one plain object that the Discord replies,
 * the command line and the tests all read. Every field is always present (null or [] when empty).
 * Fields may be added, never removed or renamed.
 *
 * `W` is the type of the words: the engine produces `Text` (both languages), `localize` turns it
 * into `string` in the reader's language.
 */
import type { Text } from '../i18n/text.js';
import type { EventCause, EventType, Player } from '../cards/facts.js';

export interface CardRef {
  /** Passcode; null only for a card the user did not name (a monster summoned from the deck). */
  id: number | null;
  name: string;
  controller: Player | null;
  /** "L<n>" for a link's card, "A场3"-style for a situation card; null where no instance applies. */
  ref: string | null;
}

export type Outcome = 'resolved' | 'activation-negated' | 'effect-negated' | 'no-effect' | 'illegal';

export interface LinkAnswer<W = string> {
  n: number;
  card: CardRef;
  effect: number | null;
  controller: Player;
  controllerAssumed: boolean;
  speed: 1 | 2 | 3 | null;
  targets: CardRef[];
  legal: boolean | null;
  illegalReason: W | null;
  outcome: Outcome | null;
  by: number | null;
  reason: W | null;
  /** Added: the rule ids applied to this link (test/RULES.md), for "show the reasoning". */
  rules: string[];
  /**
   * Added (WIN-ACTION-BEFORE-CHAIN): what is wrong with where this link is written, though the card may be activated — a mandatory
   * trigger the action met belongs before it in the chain. Absent when nothing is.
   */
  warnings?: W[];
  /**
   * Added (s58, CH-PLEDGE-BATTLE-PHASE): why it may be activated where a rule might seem to forbid it (its Battle Phase pledge on the
   * other player's turn). Absent when there is nothing to say.
   */
  notes?: W[];
}

export interface AnswerEvent {
  type: EventType;
  cards: CardRef[];
  link: number | null;
  player: Player | null;
  amount: number | null;
  cause: EventCause | null;
  /** Added (issue 16, CTL-ZONE-CHOOSER): for `control-changed`, the player who chooses the Monster Zone the monsters are placed in. */
  zoneBy?: Player;
  /** Added (WIN-TRIBUTED): for `sent-to-gy`, the cards were tributed (解放) — a cost, a summon's tributes — rendered as such. */
  tributed?: true;
  /** Added (CH-TOKEN-VANISHES): for `returned-to-hand`/`returned-to-deck` (s59: and `sent-to-gy`), the cards are Tokens: they vanished, never reaching the hand, Deck or GY. */
  vanished?: true;
  /** Added (CH-BANISH-FACE-DOWN-SAID): for `banished`, the cards were banished face-down (里侧表示除外) — rendered as such. */
  faceDown?: true;
  /** Added (CH-LEVELS-MATCH-NO-ZONE): for `special-summoned`, the monsters were Ritual Summoned by the effect (「…仪式召唤」) — rendered as such. */
  ritual?: true;
  /** Added (s60, WIN-SUMMON-HOW): for `special-summoned`, the monster was Fusion Summoned — by a card's effect (奇迹同调融合) or its procedure — rendered as such (融合召唤). */
  fusion?: true;
  /** Added (s61, WIN-SUMMON-HOW): for `special-summoned`, the monster was Synchro, Xyz or Link Summoned — by an effect naming the kind or its procedure — rendered as such (同调召唤). */
  summonKind?: 'synchro' | 'xyz' | 'link';
  /**
   * Added (CH-COST-UNNAMED-SAID): a cost paid with cards the situation does not list — what the cost names (「3张自己场上的表侧表示的
   * 「古代的机械」卡」), a `Text` until the answer is localised.
   */
  unnamed?: Text | string;
}

export type WindowKind =
  | 'chain-end'
  | 'summon'
  | 'special-summon'
  | 'flip-summon'
  | 'flip'
  | 'attack-declaration'
  | 'discard'
  | 'destroy'
  | 'send-to-gy'
  | 'banish'
  /** After a card is Set (盖放): added additively for the Set action of the notation. */
  | 'set'
  /** Added (issue 16, WIN-END-PHASE-STEP): after the End Phase steps done outside a chain — one that did nothing too. */
  | 'end-phase-step'
  /** Added (WIN-END-PHASE-TRIGGER): the End Phase played after the chain has begun, no step done — its own triggers may be activated. */
  | 'end-phase-start'
  /** Added (WIN-BATTLE-PHASE-END-TRIGGER): the end of the Battle Phase played after the chain — its own 「战斗阶段结束时」 triggers may be activated. */
  | 'battle-phase-end-start'
  /** Added (issue 16, CH-POSITION-CHANGE): after a change of battle position by the rules. */
  | 'position-change'
  /** Added (s56, WIN-NO-CHAIN-RESOLVED): every link written could not be activated — no chain was built, so none resolved. */
  | 'no-chain'
  /** Added (s56, CH-DIRECT-DAMAGE-ACTION): after the damage calculation of a direct attack (`直接攻击 X`) — its battle damage dealt. */
  | 'direct-attack-damage'
  | 'none';

export interface WindowTrigger<W = string> {
  card: CardRef;
  effect: number;
  controller: Player;
  mandatory: boolean;
  /** 'activation': a Spell/Trap card's own activation (WIN-SEGOC-CARD-ACTIVATION), not a quick effect. */
  kind: 'trigger' | 'flip' | 'quick' | 'activation';
  /** SEGOC level 1–6. */
  level: number;
  /** Position in the proposed chain (1 = chain link 1). */
  order: number;
  /** Same number = one player's effects at one level that they may order freely. */
  group: number | null;
  /**
   * Added (WIN-END-PHASE-TRIGGER-ALONE): a phase's own trigger (「结束阶段发动」) — it is not placed by SEGOC: each is activated alone as
   * Chain Link 1, the turn player's first, so the answer does not print a SEGOC level (`level` is then 7, where a player holding
   * priority acts). `order` is the order they come in.
   */
  alone?: true;
  /** Added: why it qualifies. */
  reason: W | null;
  /** Added (windows): the rule ids of test/RULES.md that placed it (WIN-…), for "show the reasoning". */
  rules?: string[];
}

export interface MissedTiming<W = string> {
  card: CardRef;
  effect: number;
  reason: W;
  /** Added (windows): the rule ids (WIN-…) that decided it. */
  rules?: string[];
}

export interface Window<W = string> {
  kind: WindowKind;
  triggers: WindowTrigger<W>[];
  missedTiming: MissedTiming<W>[];
  priority: Player | null;
  notes: W[];
  /**
   * Added: general explanations of this kind of window (what happens at a chain's end, how priority
   * passes, what the damage step allows) — not facts of this board, so the short answer leaves them
   * to the full reasoning.
   */
  background?: W[];
  /**
   * Added (CH-ATTACK-BATTLE-STEP): for an attack written at a step of the Damage Step — the attack under way, not one declared
   * now — that step's id (a `phase` of the notation); the window is then named by the step, not as the attack declaration's.
   */
  step?: string;
  /** Added (s61, WIN-SUMMON-HOW): the Special Summon this window follows was all of one kind — the window is named by it (融合召唤成功时的时点). */
  summonKind?: 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual';
}

/**
 * Added (issue 16, 攻守计算): a monster's ATK/DEF after the chain or action — each monster on the field
 * whose values the situation stated or an effect changed, and the monsters of the attack.
 */
export interface StatLine<W = string> {
  card: CardRef;
  /** What it shows now (null: it has none — a Link monster's DEF). */
  atk: number | null;
  def: number | null;
  originalAtk: number | null;
  originalDef: number | null;
  /** Before the chain or action (with what the situation states). */
  before: { atk: number | null; def: number | null };
  /** The rule ids of test/RULES.md that decided the values (CH-STAT-…). */
  rules: string[];
  reason: W;
}

/** Added (issue 16, CH-LEVEL-ARITH): a monster's level or Rank (or a Pendulum card's Scale) after the chain or action, when the situation changed it. */
export interface LevelLine<W = string> {
  card: CardRef;
  kind: 'level' | 'rank' | 'scale';
  /** What it has now (never below 1). */
  value: number;
  printed: number;
  /** The rule ids of test/RULES.md that decided it (CH-LEVEL-…). */
  rules: string[];
  reason: W;
}

/**
 * Added (issue 16): the damage calculation of the situation's attack with the values as they are after
 * the chain or action (CH-BATTLE-DAMAGE).
 */
export interface BattleAnswer<W = string> {
  attacker: CardRef;
  /** null: a direct attack. */
  target: CardRef | null;
  attackerValue: number;
  targetValue: number | null;
  targetPosition: 'attack' | 'defense' | null;
  /** Battle damage each player takes. */
  damage: Record<Player, number>;
  /** Added (CH-BATTLE-DAMAGE-ORDER): LP a player gains instead of the battle damage (「作为代替回复那个数值」); absent when none. */
  gain?: Record<Player, number>;
  /** Added (CH-BATTLE-DAMAGE-ORDER): the cards whose effects changed the battle damage, in the order they applied; absent when none. */
  changedBy?: string[];
  destroyed: CardRef[];
  /**
   * Added (CH-REPLACE-DESTROY-BATTLE): the monsters that lost but are not destroyed by battle because a destruction replacement
   * (代替破坏) applied: the card whose replacement it is, and the cards its step acted on instead; absent when none.
   */
  replaced?: { card: CardRef; by: string; instead: CardRef[]; /** CH-REPLACE-PAY-LP: the LP paid instead and the LP left (null: not stated). */ pays?: { player: Player; amount: number; left: number | null } }[];
  /** Added (CH-SELF-DESTRUCT-BATTLE): monsters whose own continuous 「…的场合这张卡破坏」 applies after damage calculation; absent when none. */
  selfDestroyed?: CardRef[];
  /** Added (CH-BATTLE-INDESTRUCTIBLE-LP): what the calculation took when the situation did not say (also in the answer's assumptions); absent when none. */
  assumptions?: W[];
  rules: string[];
  reason: W;
}

/** Added (issue 16, CNT-PLACE): one kind of counter ('' for a counter with no name) on one card, before and after. */
export interface CounterLine {
  card: CardRef;
  kind: string;
  before: number | null;
  now: number;
}

export interface ChainAnswer<W = string> {
  ok: true;
  turnPlayer: Player;
  links: LinkAnswer<W>[];
  resolutionOrder: number[];
  events: AnswerEvent[];
  window: Window<W>;
  assumptions: W[];
  warnings: W[];
  /** Added (issue 16): ATK/DEF after the chain or action ([] when no monster's values matter). */
  stats?: StatLine<W>[];
  /** Added (issue 16, CH-LEVEL-ARITH): the levels / Ranks of the monsters whose level the situation states changed. Absent when none. */
  levels?: LevelLine<W>[];
  /** Added (issue 16): the damage calculation of the situation's attack, with those values (null: no attack). */
  battle?: BattleAnswer<W> | null;
  /**
   * Added (issue 16, CNT-PLACE): the counters an effect placed on or removed from a face-up card on the field in this chain or
   * action — its count of that kind before (null: not stated) and now; absent when no counter changed.
   */
  counters?: CounterLine[];
  /** Added (issue 16): each player's LP after the chain or action (null: not given in the situation). */
  lp?: Record<Player, number | null>;
  /** Added (issue 16): for an attack declaration (`攻击宣言 X → Y`), whether the rules allow it; absent otherwise. */
  attack?: AttackAnswer<W>;
  /**
   * Added (issue 16, CH-NORMAL-DRAW): in the Draw Phase, when the turn player's chain holds an effect used instead of the
   * normal draw (or pledging none): whether that player still makes the normal draw after the chain. Absent otherwise.
   */
  normalDraw?: NormalDrawAnswer<W>;
  /**
   * Added (issue 16, CH-LP-ZERO / CH-SPECIAL-WIN / CH-DUEL-DRAW): the Duel ended in this chain or action — a player's LP
   * reached 0 (by a cost, damage, or the battle damage of the situation's attack), or a card's special win condition
   * was met. Absent while the Duel goes on.
   */
  gameResult?: GameResultAnswer<W>;
  /**
   * Added (issue 16, CH-DELAYED): steps a resolved link left to be done once at a later phase (「这个回合的结束阶段，…破坏」) — they are
   * no chain link then and are not applied in this answer. Absent when there are none.
   */
  delayed?: DelayedAnswer<W>[];
  /**
   * Added (issue 16, CH-TURN-PART): the parts lasting the rest of the turn that resolved links left (「…，这个回合…」「…。这个回合…」),
   * in the card's words — not applied in this answer. Absent when there are none.
   */
  lasting?: LastingAnswer<W>[];
  /**
   * Added (issue 16, CH-END-PHASE-PLAYED): `… 结束阶段` — the End Phase played after the chain: each step left for it, what it did
   * and to which cards. Absent unless asked for.
   */
  endPhase?: EndPhaseStepAnswer<W>[];
  /**
   * Added (issue 16, CH-STANDBY-PHASE-PLAYED): `… 准备阶段` — the next Standby Phase played after the chain: the temporarily banished
   * cards whose return waits for it, what became of them. Absent unless asked for.
   */
  standbyPhase?: EndPhaseStepAnswer<W>[];
  /**
   * Added (CH-BATTLE-PHASE-END-POSITION): `… 战斗阶段结束` — the end of the Battle Phase after the chain: what the cards on the field do
   * then (「在战斗阶段结束时变成守备表示」). Absent unless asked for.
   */
  battlePhaseEnd?: EndPhaseStepAnswer<W>[];
  /** Added (issue 16, WIN-END-PHASE-STEP): the window that opens once the End Phase steps did something. */
  endPhaseWindow?: Window<W>;
  /**
   * Added (WIN-BATTLE-PHASE-END-TRIGGER): `… 战斗阶段结束` — the window of the end of the Battle Phase (结束步骤): the 「战斗阶段结束时」
   * triggers met there, each activated alone as Chain Link 1, the turn player's first. Absent when none is met.
   */
  battlePhaseEndWindow?: Window<W>;
  /** Added (issue 16, CH-LEAVES-APPLIES): the Battle Phases skipped because a card left the field (its own rule, never activated). */
  skips?: PhaseSkipAnswer<W>[];
  /**
   * Added (issue 16, SIT-THEN-CHAIN): `C1 … 然后 C1 …` — the chains played before the one this answer judges, in order: what each
   * did and left (the judged chain starts from there). Absent for a single chain.
   */
  earlierChains?: EarlierChainAnswer<W>[];
}

/** Added (issue 16, SIT-THEN-CHAIN): one chain played before the judged one. */
export interface EarlierChainAnswer<W = string> {
  /** 1 for the first chain of the input. */
  n: number;
  links: LinkAnswer<W>[];
  resolutionOrder: number[];
  events: AnswerEvent[];
  /** The window it left: the one the next chain was started in. */
  window: Window<W>;
  /** One sentence: what it left for the next chain. */
  summary: W;
  /** Added (SIT-THEN-CHAIN): the steps its links left for a later phase (CH-DELAYED) — still waiting in the chains after it. */
  delayed?: DelayedAnswer<W>[];
  /** Added (SIT-THEN-CHAIN): the parts lasting the turn its links left (CH-TURN-PART) — still applying in the chains after it. */
  lasting?: LastingAnswer<W>[];
}

/** Added (issue 16, CH-LEAVES-APPLIES): a Battle Phase a card's own rule skips as it leaves the field face-up. */
export interface PhaseSkipAnswer<W = string> {
  /** The card that left. */
  card: CardRef;
  /** The player whose next Battle Phase is skipped (「自己」 of the card as it left). */
  player: Player;
  /** The chain link that moved it; null: an action or a rule. */
  link: number | null;
  rules: string[];
  reason: W;
}

/** Added (issue 16, CH-TURN-PART): one part lasting the turn a resolved link left. */
export interface LastingAnswer<W = string> {
  /** The link that left it. */
  link: number;
  card: CardRef;
  /** The card's words for it, with what it means. */
  what: W;
  rules: string[];
}

/** Added (issue 16, CH-END-PHASE-PLAYED): one step done when the End Phase is played. */
export interface EndPhaseStepAnswer<W = string> {
  /** The chain link that left it; null: a card of the situation carries it (`(由X)`). */
  link: number | null;
  /** Added (SIT-THEN-CHAIN): `link` is of the chain of this number (1-based) played before the one asked about (`然后`). */
  chain?: number;
  /** The card whose effect it is. */
  card: CardRef;
  /** The step: destroy, banish, return-to-deck, return-to-hand, send-to-gy, add-to-hand…, or `return` (a temporary banishment ends). */
  do: string;
  /** The cards it was done to (for `return`: those back on the field). */
  done: CardRef[];
  /** The cards it named that it was not done to (protected, gone, sent to the GY instead of returning). */
  notDone: CardRef[];
  rules: string[];
  reason: W;
}

/** Added (issue 16, CH-DELAYED): one step left for later by a resolved link. */
export interface DelayedAnswer<W = string> {
  /** The link that left it. */
  link: number;
  card: CardRef;
  /** The phase it is done at (a phase id, e.g. `end-phase`, `standby-phase`), or null when not read. */
  phase: string | null;
  /** What will be done then. */
  what: W;
  rules: string[];
}

/** Added (issue 16): how the Duel ended. */
export interface GameResultAnswer<W = string> {
  /** The player who won, or 'draw' (both lost, or both won, at the same moment). */
  winner: Player | 'draw';
  /** `lp-zero`: LP reached 0 (it is judged first, CH-LP-ZERO-FIRST); `special-win`: a card's text (特殊胜利). */
  by: 'lp-zero' | 'deck-out' | 'special-win';
  /** The players whose LP reached 0 ([] for a special win). */
  losers: Player[];
  /** The cards whose special win condition was met ([] when LP decided it). */
  cards: CardRef[];
  rules: string[];
  reason: W;
}

/** Added (issue 16, CH-NORMAL-DRAW): whether the normal draw is still made, and which link decided it. */
export interface NormalDrawAnswer<W = string> {
  player: Player;
  made: boolean;
  /** The link that forgoes it (null when the draw is made). */
  by: number | null;
  rules: string[];
  reason: W;
}

/**
 * Added (issue 16, CH-ATTACK-TARGET / CH-ATTACK-DIRECT / CH-ATTACK-CANNOT): an attack declaration judged — whether it
 * may be made, the monsters the attacker may choose and whether it may attack directly. An illegal declaration is
 * not made (no event, no window).
 */
export interface AttackAnswer<W = string> {
  attacker: CardRef;
  /** null: a direct attack. */
  target: CardRef | null;
  legal: boolean;
  choices: CardRef[];
  direct: boolean;
  rules: string[];
  reason: W;
}

export type ErrorKind = 'parse' | 'too-long' | 'unknown-card' | 'ambiguous-card' | 'unknown-phase' | 'invalid';

export interface ErrorAnswer<W = string> {
  ok: false;
  error: {
    kind: ErrorKind;
    message: W;
    offset: number | null;
    /** What could come at `offset`, in the reader's language (output.md: strings). */
    expected: W[];
    suggestions: string[];
    /** Added: the input with a caret line under `offset`, for text surfaces. */
    caret?: string | null;
  };
}

export interface CardEffectAnswer {
  n: number;
  kind: string;
  speed: 1 | 2 | 3 | null;
  activatedFrom: string | null;
  event: string | null;
  /**
   * Added (s61, CARD-SUMMON-KIND): the trigger wants this card's summon of this kind (「这张卡融合召唤成功的场合」) — its `event` is then
   * `special-summoned`, said as that kind. Absent otherwise.
   */
  summonKind?: 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual' | 'pendulum';
  /**
   * 「…时」 when (can miss its timing) or 「…的场合」 if (cannot); 'phase' for a trigger met by a phase or step
   * itself (「结束阶段发动」): activated within that phase, so it cannot miss its timing whatever word the text uses.
   */
  timing: 'when' | 'if' | 'phase' | null;
  mandatory: boolean | null;
  targets: boolean;
  negates: 'activation' | 'effect' | 'summon' | null;
  source: 'curated' | 'inferred';
  /** Added (card text compiler, output.md): every event it waits for, in fixed words. */
  events: CardEffectEvent[];
  /** Added (card text compiler, output.md): what its resolution does, in fixed words. */
  categories: string[];
  /** Added (card text compiler, output.md): clauses of the text not understood (empty when curated). */
  unknown: string[];
  /**
   * Added: its use limit — 'hard' 「这个卡名的效果1回合只能使用1次」 (shared by every copy), 'soft'
   * 「这个效果1回合只能使用1次」 (each copy once), 'card' 「这个卡名的卡在1回合只能发动1张」 (activating a card
   * of this name), null when none.
   */
  oncePerTurn?: 'hard' | 'soft' | 'card' | null;
  /** Added (issue 16): that limit is for the whole Duel (「决斗中只能使用1次」), not a turn. */
  oncePerDuel?: boolean;
  /** Added (CUR-FIREWALL-ONCE-FACE-UP): that limit lasts while the card stays face-up on the field (「只在…表侧表示存在才有1次」), not a turn. */
  oncePerFaceUp?: boolean;
  /** Added (CMP-ONCE-PER-DAMAGE-CALC): that limit is one damage calculation (「那次伤害计算时1次」), not a turn. */
  oncePerDamageCalc?: boolean;
  /**
   * Added (CMP-UNTIL-NEXT-PHASE): what it does lasts until 「下次的（自己|对方）的准备阶段／结束阶段／回合结束时」 (`whose` absent: either
   * player's); `returns`: it banishes a card for that while — the card comes back then, to where it was (the field, or a hand: 「直到下次的对方的结束阶段时，选择的卡从游戏中除外」). Absent when its text bounds nothing so.
   * (s57) `nth`: 「第2次自己的准备阶段」 — the Nth such phase from the resolution, not the next one.
   */
  lastsUntil?: { at: 'standby-phase' | 'end-phase' | 'turn-end'; whose?: 'self' | 'opponent'; returns: boolean; nth?: number };
  /**
   * Added (CARD-STAYS, s61): what it does lasts a count of one player's turns (「2回合（数对方的回合）以内」, CMP-DURATION-COUNTED) —
   * `whose` turns from its controller's side; `withCard`: only while its card stays on the field. Absent otherwise.
   */
  lastsTurns?: { n: number; whose: 'self' | 'opponent'; withCard: boolean };
  /**
   * Added (CARD-STAYS, s61): the card stays on the field after this activation resolved, until a counted End Phase destroys it
   * (「这张卡发动后继续留在场上，用对方回合计算的第3回合的对方结束阶段破坏」, CMP-STAYS-COUNTED). Absent otherwise.
   */
  staysUntil?: { n: number; whose: 'self' | 'opponent' };
  /**
   * Added (s58, CH-PLEDGE-BATTLE-PHASE): its pledge 誓约 「…发动的回合，自己不能…」 — what it forbids its player for the rest of the turn
   * (`battle-phase`, `special-summon`, `summon`, `attack`, `draw`, `set`, `other`) and the card's words after 「…的回合，」 when the
   * compiler kept them (null for a curated pledge). Absent when it has none.
   */
  pledge?: { forbids: string[]; words: string | null };
  /**
   * Added (s59, SIT-SUMMON-PLEDGE-BATTLE-PHASE): a pledge of the monster's Special Summon (「把这张卡特殊召唤的回合，…」 of any Special Summon,
   * 「这个方法特殊召唤过的…」 of its procedure) held by this record — no effect applied on the field. Absent when it holds none.
   */
  summonPledge?: { by: 'procedure' | 'any'; words: string };
  /**
   * Added (issue 12, ● choices): this record is one ● option (「以下效果选择1个发动」) of effect `of`, the
   * `option`-th in the text (named `[●option]` in the notation); absent for an effect without options.
   */
  choice?: { of: number; option: number };
  /**
   * Added (CMP-SUMMON-RESTRICTION): on a `procedure` record, its words only forbid (「这张卡不能从卡组特殊召唤」): a summoning condition,
   * a restriction on how the card comes out — shown under that heading, not as a way to summon it. Absent otherwise.
   */
  restriction?: true;
}

export interface CardEffectEvent {
  on: string;
  subject: 'self' | 'other' | 'any';
  cause: null | 'battle' | 'effect' | 'opponent-effect' | 'cost';
  from: string | null;
}

export interface CardAnswer<W = string> {
  ok: true;
  card: CardRef;
  names: { ygopro: string; official: string | null; en: string | null; aliases: string[] };
  type: { kind: 'monster' | 'spell' | 'trap'; subtypes: string[]; bits: number };
  effects: (CardEffectAnswer & { summary: W | null })[];
  matchedBy: 'exact' | 'normalised' | 'traditional' | 'alias' | 'passcode' | 'fuzzy';
  /** Added: the card text when a database is loaded, and words on a text change. */
  text: string | null;
  /** Added (issue 14): its status on the loaded OCG limit list (absent when no list is loaded). */
  limit?: CardLimit;
  /** Added (issue 14): its pages on the community card database (by passcode) and Konami's (when known). */
  links?: { site: 'ygocdb' | 'konami'; label: W; url: W }[];
  notes: W[];
  assumptions: W[];
}

/** Added (issue 14): a card's place on the limit list, for /card. */
export interface CardLimit {
  status: 'forbidden' | 'limited' | 'semi-limited' | 'unlimited';
  /** The list's name as the file writes it (`2026.10`) and its date (`2026-10`). */
  list: string;
  date: string | null;
}

export interface DeckCard<W = string> {
  id: number;
  name: W;
  main: number;
  extra: number;
  side: number;
  status: CardLimit['status'];
}

export interface DeckProblem<W = string> {
  kind: 'forbidden' | 'over-limit' | 'too-many-copies' | 'main-size' | 'extra-size' | 'side-size' | 'wrong-deck' | 'unknown-card';
  card: { id: number; name: W } | null;
  count: number | null;
  allowed: number | null;
  message: W;
}

/** Added (issue 14): a deck checked against the limit list and the deck rules (`/deck`, `ocg-judge deck`). */
export interface DeckAnswer<W = string> {
  ok: true;
  /** No problem at all (an unknown passcode cannot be checked, so it counts as one). */
  legal: boolean;
  list: { name: string; date: string | null } | null;
  counts: { main: number; extra: number; side: number };
  problems: DeckProblem<W>[];
  cards: DeckCard<W>[];
  notes: W[];
}

export interface PhaseSection<W = string> {
  heading: W;
  text: W;
}

export interface PhaseAnswer<W = string> {
  ok: true;
  id: string;
  kind: 'phase' | 'step' | 'concept';
  title: W;
  names: string[];
  parent: string | null;
  children: string[];
  sections: PhaseSection<W>[];
  examples: { title: W; text: W; notation: string | null }[];
  /** Added: when the name was ambiguous between older and current terms. */
  seeAlso: { id: string; title: W; why: W }[];
}

export interface TurnAnswer<W = string> {
  ok: true;
  turn: { id: string; title: W; children: { id: string; title: W; children: unknown[] }[] }[];
}

/** Words → string in one language, for every answer type. */
export type Localized<T> = T extends Text
  ? string
  : T extends (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;
