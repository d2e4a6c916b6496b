/**
 * The scenario: the syntax tree with every name resolved to a catalog card and every card given an
 * instance (so two 死灵骑士 are told apart). It is the engine's only input. Built by `bind()`
 * (./bind.ts) from a `NotationTree` and a `Catalog`.
 *
 * Nothing here judges the game: guesses made while binding (a controller left out, a target not found
 * on the board) are listed in `assumptions`, and the instance says the fact was assumed.
 */
import type { Text } from '../i18n/text.js';
import type { Card, CardKind, CardType, Place, Player, Zone } from '../cards/facts.js';
import type { SummonRider } from '../cards/facts.js';
import type { ActionCause, ActionVerb, CardState, FieldPlace, MaterialSummon, NoteNode, Span, StatNote, LevelNote } from '../notation/ast.js';
import type { DeclaredMonsterType } from '../notation/declared-kind.js';

export interface CardInstance {
  /** "L2" for chain link 2's card, "A场1" (zone, 1-based order) for a situation card, "L1T1" for a target found nowhere else. */
  ref: string;
  card: Card;
  /** Who controls it; null when nobody said and nothing implies it. */
  controller: Player | null;
  controllerAssumed: boolean;
  /** Added (issue 16, SIT-OWNER): who owns it when that is not its controller (`(所有者:B)`); absent: its controller. */
  owner?: Player;
  /**
   * Where it is before the chain: for a link's card, where it was activated from if the situation
   * says so (a set card, a card in hand); null when unknown (the engine decides from the effect).
   */
  zone: Zone | null;
  faceUp: boolean;
  position: 'attack' | 'defense' | null;
  states: CardState[];
  /** Added (issue 16): ATK/DEF the situation states for it (`青眼白龙(攻3500)`), in the order written. */
  stats?: StatNote[];
  /** Added (issue 16, CH-LEVEL-ARITH): levels / Ranks the situation states for it (`等级-1#1`), in the order written. */
  levels?: LevelNote[];
  /** Added (issue 16, 装备卡): an equip card the situation lists as equipped to this monster's instance (its ref). */
  equippedTo?: string;
  /** Added (issue 16, CT-BOND): the card the situation says this card keeps targeting (`(对象:X)`, 持续取对象) — its instance's ref. */
  targeting?: string;
  /** Added (issue 16, CT-BOND-DESTROYED): the other cards it keeps targeting (`(对象:X+Y)`, a card keeping two targets), their instances' refs. */
  alsoTargeting?: string[];
  /** Added (issue 16, FD-MATERIALS): the monsters the situation says it was summoned with (`素材:X+Y`). */
  materials?: Card[];
  /**
   * Added (FD-EXTRA-ORIGIN, review s59): its summon method (`synchro-summoned` …) is not written — the binder took the usual one of its kind
   * (FD-SUMMON-MEMORY); a reader that rests on it (a pledge on Extra Deck summons) says so.
   */
  summonAssumed?: true;
  /** Added (issue 16, FD-SUMMONED-BY): the name of the card whose effect the situation says Special Summoned it (`由X`). */
  summonedBy?: string;
  /** Added (s52, CH-POSITION-LOCK-BATTLED): the monster the situation says it battled (`已战斗:X`). */
  battledWith?: Card;
  /** Added (issue 16, FD-SUMMON-RIDER-BY-CARD): what that card's effect left on it (「这个效果特殊召唤的怪兽不能攻击」). */
  summonRiders?: SummonRider[];
  /** Added (issue 16, zones): the zone of the field it stands in, as the situation says (`主3`, `EX左`); absent when not said. */
  place?: FieldPlace;
  /** Added (issue 16, CNT-STATE): the counters the situation says are on it, by kind (`魔力指示物3`); absent when not said. */
  counters?: Record<string, number>;
  origin: 'situation' | 'link' | 'target' | 'action';
  /** Added (SIT-DRAW-NOTE-DECK): a copy in the Deck a draw note (`[抽卡 X]`) names — another card than a link's of that name, never folded into it. */
  drawnByNote?: true;
  /** Added (issue 16, SIT-THEN-CHAIN): a link's card of a chain played before the last one — its ref prefix (`K1`). Absent otherwise. */
  chain?: string;
  /** For a link's card that the situation also lists: that situation instance's ref. */
  sameAs: string | null;
  span: Span | null;
}

/**
 * A fact the user stated in a note on a link (`[无效C1]`, `(支付1500)`), read by the binder
 * (./notes.ts): the engine acts on these, never on the note's text.
 */
export type NoteFact =
  | { kind: 'negate-activation'; link: number }
  | { kind: 'negate-effect'; link: number }
  | { kind: 'destroy-link'; link: number }
  | { kind: 'banish-link'; link: number }
  | { kind: 'no-effect' }
  | { kind: 'legal' }
  | { kind: 'no-cost' }
  | { kind: 'cost-self' }
  | { kind: 'pay-lp'; amount: number }
  | { kind: 'damage'; amount: number }
  | { kind: 'gain-lp'; amount: number }
  | { kind: 'from'; zone: Zone; faceDown: boolean }
  | { kind: 'set-this-turn' }
  | { kind: 'used' }
  /** Added (issue 16, CH-NO-TARGET-TAKEN): `[无对象]` — the link was activated without taking a target. */
  | { kind: 'no-target' }
  /** Added (CH-COIN-BRANCH): `[猜中]` `[猜错]` `[表]` `[里]` — how the link's coin toss came out. */
  | { kind: 'coin'; outcome: 'right' | 'wrong' | 'heads' | 'tails' }
  /**
   * Added (issue 12, ● choices): `[●2]` — the second ● option of an effect that offers 「以下效果选择1个发动」
   * was chosen at activation (元素英雄 天空侠).
   */
  | { kind: 'choice'; n: number }
  /** Added (CH-DIE-ROLL-NOTE): `[骰子6]` — the number the link's die roll came out (1–6): the ● of that number applies (CMP-DICE-OUTCOMES). */
  | { kind: 'die'; n: number }
  /** `[同时发动③]`: a Continuous Trap's card activation activates its effect ③ in the same chain link (CH-WITH-EFFECT). */
  | { kind: 'with-effect'; n: number }
  /**
   * Notation form 16: `[cost:解放 X]` — the card paid as the cost (moved when the link is activated).
   * `card` is the instance ref once bound (./bind.ts); ./notes.ts leaves the name as typed there.
   */
  | { kind: 'cost-card'; action: 'tribute' | 'discard' | 'send-to-gy' | 'banish' | 'return-to-hand' | 'return-to-deck'; card: string }
  /**
   * Added (CH-EACH-SHOWN): `[确认 B:无]` — when each player shows a card (「双方玩家从各自的额外卡组选…给对方观看」), that player showed none
   * (`[确认 A:X,B:Y]` names each player's card as `chosen` `look` facts).
   */
  | { kind: 'shown-none'; player: Player }
  /** Added (issue 16, CH-DECLARED-AGAIN): `[宣言 X]` — the card name the link declared as it was activated (as typed, or the card's name when it is one). */
  | { kind: 'declared'; name: string; /** The card of that name, when the catalog knows it (CH-DECLARED-NAME: what the text lets it declare). */ card?: Card;
      /** Added (CH-LINGERING-LOCK-DECLARED): `[宣言 魔法]` — the kind of card declared (「宣言卡的种类」), not a card name. */ cardKind?: CardKind;
      /** Added (CH-LINGER-SUMMON-LOCK-DECLARED): `[宣言 融合]` by a card that declares a monster type (次元障壁) — that type, not a card name. */
      monsterType?: DeclaredMonsterType }
  /**
   * Notation form 15: `[特殊召唤 X]` — a card chosen when the link resolves (not targeted). `card` as
   * for `cost-card`. (CH-SHOWN-CARD-NOTE: `look`, `[确认 X]` — the card the link shows as it resolves.)
   */
  | { kind: 'chosen'; action: 'special-summon' | 'summon' | 'destroy' | 'banish' | 'return-to-hand' | 'return-to-deck' | 'add-to-hand' | 'send-to-gy' | 'discard' | 'draw' | 'replace-destruction' | 'take-control' | 'activate' | 'set' | 'change-position' | 'modify-stats' | 'look'; card: string;
      /**
       * Added (CH-SHOWN-CARD-NOTE): with `look`, the shown card's Fusion material line read by the binder from its text, one entry a material
       * (「「青眼白龙」」 or the words that describe it), for a step on 「那只怪兽决定的融合素材怪兽」; absent when it states none.
       */
      parts?: string[];
      /** With `parts`: the card names, one a material, when every material is a named card (「青眼白龙」×3); absent otherwise. */
      names?: string[];
      /** With `look`: every card name the shown card's material line names (「有卡名记述的融合素材怪兽」, 融合准备), also on a line of open count. */
      named?: string[] };

export interface ScenarioLink {
  n: number;
  /** The ref of this link's card instance ("L<n>"). */
  card: string;
  /** 1-based effect number as typed; null when not given (the engine picks and says so). */
  effect: number | null;
  /** Form 17: the number names a Pendulum Effect (`P①`). Absent for a monster (or Spell/Trap) effect. */
  pendulum?: boolean;
  controller: Player;
  controllerAssumed: boolean;
  /** Refs of the targets (instances), in the order typed. */
  targets: string[];
  notes: NoteNode[];
  /** What the notes say, as facts (notes not understood are in the scenario's warnings). */
  facts: NoteFact[];
  span: Span;
}

export interface ScenarioAction {
  verb: ActionVerb;
  subject: string;
  /** The tributes of a Tribute Summon, or the materials of a summon made with them (`how`). */
  tributes: string[];
  /**
   * SIT-SUMMON-NEEDS-TRIBUTES: a Normal/Tribute Summon or Set of a Level 5+ monster from the hand written with no tributes and no text in
   * reach waiving them — its Level now, the Level's count (`need`) and the fewest its text allows (`fewest`). The engine refuses it on a
   * field listed in full with fewer monsters, else says the tributes are assumed (../engine/game/untributed.ts).
   */
  untributed?: { level: number; need: number; fewest: number };
  /** Added (issue 16): a Special Summon by that method (`同调召唤 X 素材 Y,Z`). */
  how?: MaterialSummon;
  /** Added (issue 16, CH-PENDULUM-SUMMON): `灵摆召唤 X` — a Pendulum Summon (by rule; from the hand or face-up from the Extra Deck). */
  pendulum?: true;
  /** Added (issue 16, SIT-SUMMON-MATERIALS): `特殊召唤 X 素材 Y,Z` by X's own procedure — where Y, Z go. */
  procedure?: 'banished' | 'returned-to-deck' | 'returned-to-hand' | 'sent-to-gy';
  /** With `procedure` 'sent-to-gy': the procedure tributes its cards (「把…解放」) rather than sending them (「把…送去墓地」). */
  procedureTributes?: true;
  /**
   * Added (issue 16, SIT-SUMMON-BY-CARD): the summon is made by this card's effect (`[由 超融合]`), which moves the materials so
   * (null: its text was not read; they go to the GY). The summoned monster remembers that card (`(由X)`).
   */
  byCard?: { name: string; move: 'sent-to-gy' | 'returned-to-deck' | 'banished' | 'tributed' | null; riders?: SummonRider[] };
  /**
   * WIN-EXTRA-ORIGIN: a Special Summon with no materials noted `[由 X]` whose place the situation does not give — the places X's text
   * summons from (死者苏生: the GY). The card says where from, so nothing is assumed (one place: it is taken from there).
   */
  byCardFrom?: Place[];
  /** CH-PROCEDURE-TIMING: a note `[由 X]` says a card's effect makes this Special Summon — no summon by the monster's own procedure. */
  byEffectNote?: true;
  /**
   * CH-SUMMON-CONDITION (review s45): the card `[由 X]` names, as its text reads — whether its Special Summon ignores summoning conditions
   * (a summon step of it, not of Tokens, says 「无视召唤条件」) and the kinds of summon it makes (a Ritual Summon: a Ritual Monster's proper way).
   */
  byEffectCard?: { name: string; ignoring: boolean; summonsAs: string[]; treated?: true; type?: CardType; race?: string; from?: Place[] };
  /**
   * Added (SIT-SUMMON-BY-OPPONENT-CARD): `特殊召唤 X [由 死者苏生]` of a card of the other player's (their GY): the player whose effect
   * summons it — it arrives on that player's field, under that player's control; its owner stays the other player.
   */
  summoner?: Player;
  target: string | null;
  cause: ActionCause;
  causeAssumed: boolean;
  /** Added (WIN-SUMMONED-BY-CARD): no cause was written (nor a procedure: 同调召唤, 灵摆召唤) — the action's `cause` is the usual one. */
  causeUnstated?: true;
  notes: NoteNode[];
  /** A note says the summon was negated (`[被无效]`, `(negated)`): the failed-summon case. */
  negated: boolean;
  /** Added (issue 16, WIN-SUMMON-POSITION): a Special Summon's position as a note says (`特殊召唤 X(守)`); attack when none. */
  position?: 'attack' | 'defense';
  span: Span;
}

/**
 * Added (issue 16, the turn's history): one thing done earlier this turn (`本回合: …`), bound: the
 * catalog card, who did it, and — when the situation lists that player's card of this name — which
 * situation instance it was (`sameAs`; "this very card" for a once-per-turn of one copy).
 */
export interface HistoryFact {
  /**
   * Added (CH-NORMAL-SUMMON-ONCE, s49): `set` — a card Set (`(盖放)`): no summon (no 「召唤」 trigger or count reads it), but a monster Set
   * by the rules uses the turn's Normal Summon. Added (CH-SENT-GY-TURN, s57): `moved` — the card was sent to the GY or banished (`to`).
   */
  kind: 'activation' | 'summon' | 'set' | 'moved';
  /** Added (CH-SENT-GY-TURN, s57): with `moved`, where the card went this turn (`(送去墓地)` `(除外)`). */
  to?: 'gy' | 'banished';
  player: Player;
  /** The controller was left out: the turn player is assumed (said in `assumptions`). */
  playerAssumed: boolean;
  card: Card;
  sameAs: string | null;
  /** The effect activated (1-based as typed); null for a card activation or a summon. */
  effect: number | null;
  pendulum?: boolean;
  /** For a summon: how. */
  summon: 'normal' | 'tribute' | 'special' | 'flip' | null;
  /** Added (SIT-HISTORY-SUMMON-KIND, s58): with `special`, the method written (`(超量召唤)` …): an Xyz Summon is a Special Summon from the Extra Deck. */
  method?: 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual' | 'pendulum';
  /** For a summon: where the monster came from, when said (or implied: an Extra Deck monster). */
  from: Zone | null;
  /**
   * Added (FD-EXTRA-ORIGIN, review s59): `from` is the Extra Deck only because the monster is an Extra Deck one written as Special
   * Summoned, no method, no origin — it may have come back from the GY; a reader that rests on it says so.
   */
  fromAssumed?: true;
  /**
   * How its chain (or a summon negation) treated it; null: it happened as written. Added (issue 16, CH-REWRITE-EARLIER):
   * `rewritten` — activated, its effect rewritten by a higher link: its own effect did not apply (a pledge still binds).
   */
  negated: 'activation' | 'effect' | 'summon' | 'rewritten' | null;
  /**
   * Added (issue 16, CH-HISTORY-BY): the card whose effect did it (`由Y`): activated this card as it resolved
   * (弹出式翻页, 诱饵人偶 — still an activation of the card, but its 「发动时的效果处理」 did not apply), or summoned this monster.
   */
  by?: Card;
  /** Added (issue 16, CH-NAME-NEGATE-EARLIER): `对象:X` / `除外:X` — the cards its effect was about (a target, the card it banished). */
  about?: Card[];
  /** Added (SIT-THEN-CHAIN): an activation of a chain played before (`然后`), not written in `本回合:` — its later steps are carried with it. */
  chained?: true;
  /** Added (CH-DECLARED-AGAIN): the card name an activation of a chain played before (`然后`) declared (its link's `[宣言 X]`). */
  declared?: string;
  /**
   * Added (CH-LINGERING-LOCK-DECLARED): the kind of card its activation declared (「宣言卡的种类」) — `本回合:A:X(宣言:魔法)`, or its link's
   * `[宣言 魔法]` in a chain played before (`然后`).
   */
  declaredKind?: CardKind;
  /** Added (CH-LINGER-SUMMON-LOCK-DECLARED): the monster type its activation declared (次元障壁: `本回合:A:次元障壁(宣言:融合)`, or `[宣言 融合]` before `然后`). */
  declaredType?: DeclaredMonsterType;
  /** Added (CH-SHOWN-BY-EARLIER): the card an activation of a chain played before (`然后`) showed as it resolved (its link's `[确认 X]`). */
  shown?: string;
  span: Span;
}

export interface Scenario {
  turnPlayer: Player;
  /** False when the input did not say whose turn it is (A is assumed). */
  turnPlayerStated: boolean;
  /**
   * Added (CH-TURN-ASSUMED, ../engine/chain/turn-assumed.ts): with no turn written, the engine took the turn player from a link that
   * needs one player's turn — a later link needing the other's is judged against it, not assumed too.
   */
  turnAssumed?: true;
  /** The phase/step id of the rules reference (src/rules), or null when not given. */
  phase: string | null;
  attack: { attacker: string; target: string | null } | null;
  instances: CardInstance[];
  /**
   * Zones the situation listed: an empty list there means the zone is known to be empty.
   * (`field-partial`, SIT-FIELD-COMPLETE: the field written with some cards and no `A场只有:` — it may hold cards not written.)
   */
  knownZones: { player: Player; zone: 'field' | 'hand' | 'gy' | 'banished' | 'deck' | 'extra' | 'field-partial' }[];
  /**
   * Added (SIT-FIELD-COMPLETE): the players whose field the situation wrote complete (`A场只有:`) — it holds only the cards
   * listed. A field written empty (`A场:`) is complete too; one written with cards and no marker may be listed in part.
   * Optional so scenarios built by hand stay valid.
   */
  completeFields?: Player[];
  /**
   * Added (SIT-ZONE-COMPLETE): the places off the field the situation wrote complete (`B墓只有:`, `A除外只有:`, `A手只有:` …), as
   * `player:zone` (`B:gy`). A GY or banishment written with cards and no `只有` is taken as listed in full for a pick from it
   * (CH-PICK-LISTED-EMPTY) but may be written in part where a target not written is assumed (CH-TARGET-LISTED-NONE); written
   * complete, it is the whole place there too. Optional so scenarios built by hand stay valid.
   */
  completeZones?: string[];
  lp: Record<Player, number | null>;
  handSize: Record<Player, number | null>;
  links: ScenarioLink[];
  action: ScenarioAction | null;
  /**
   * Added (issue 16): what happened earlier this turn, in the order written. The binder always sets it
   * (empty when not said); optional so scenarios built by hand (tests, older callers) stay valid.
   */
  history?: HistoryFact[];
  /**
   * Added (CH-LINGERING-LOCK-LAST-TURN): activations of the turn before (`上回合:`), in the order written — read only for the locks their
   * effects left that still last this turn; absent when not written.
   */
  lastTurn?: HistoryFact[];
  /**
   * Added (issue 16, CH-STAT-DURATION-END): `… 回合结束后` / `… 伤害计算后` — the numbers are asked for once the turn (or the
   * damage calculation) has ended. Absent: as the chain leaves them.
   */
  later?: 'turn-end' | 'damage-calc-end' | 'end-phase' | 'standby-phase' | 'next-end-phase' | 'battle-phase-end';
  /**
   * Added (issue 16, SIT-THEN-CHAIN): `C1 … 然后 C1 …` — the chains played before `links`, in order, each resolved before the next
   * was started (their links' cards are refs `K1L1` …). Absent for a single chain.
   */
  earlier?: ScenarioLink[][];
  assumptions: Text[];
  /**
   * CH-PICK-SIDE: the lines of `assumptions` that say a note's card is the one a link picks as it resolves (「C1 的注记：「X」是处理时选
   * 的卡。」), by link and card ref — a line the engine withdraws when it sets that note aside (the card is not one the link may pick).
   */
  chosenNoteLines?: { link: number; card: string; line: Text }[];
  warnings: Text[];
}

export function opponent(p: Player): Player {
  return p === 'A' ? 'B' : 'A';
}
