/**
 * What a fact means on the board — the one reader of card filters, sides, places, conditions,
 * activation patterns ("when X is activated") and effect filters. The chain (legality, resolution)
 * and the trigger window both ask here, so a fact means the same thing wherever it is read
 * (test/engine/one-interpreter.test.ts checks that no second reader grows back).
 *
 * The functions read *views*, not the board itself: a `CardView` is a card at one moment (a board
 * card, or a timeline snapshot with its card), a `GameView` the facts a condition reads (LP, hands,
 * the cards, which zones the situation listed). Pure functions.
 */
import { holdsMaterial } from './holds-material.js';
import { notThisTurnOnBoard } from './turn-event.js';
import { printedName } from '../../scenario/renamed.js';
import { fitsLevelBound, fitsRankBound, noLevel } from '../../cards/level-bound.js';
import { becameNewCard, didInBattle, remembered, saysHowSummoned, summonOriginUnsaid, summonedAs, summonedFrom, summonedThisTurnAs, normalSummonable } from './memory.js';
import type { Action, ActivationPattern, Card, CardFilter, Condition, EffectFacts, EffectFilter, Place, Player, Side, Zone } from '../../cards/facts.js';
import type { CardState, FieldPlace } from '../../notation/ast.js';
import { coLinkPartnerAmong, columnHolds, columnOf, extraDeckMonster, inColumnOf, linkStatus, pointsAtCard } from './field-zones.js';
import { phaseWithin } from '../../rules/index.js';
import { archetypeSpellings } from '../../cards/archetype-words.js';
import { fusionLineNamesAny, mentionsAny } from '../../cards/compile/mentions.js';
import type { Board, BoardCard, Changed, LevelMod, StatMod } from '../types.js';
import { levelOf } from './levels.js';
import { isPendulumSpellActivation } from './speed.js';
import { computeStat, printed, valueNow } from './stats.js';
import { canonical, isField } from './board.js';
import { containsStep, firstMustMove, movesFrom, mustMoveFrom, stepsAtActivation } from './contains.js';
import { canHoldCounters } from './hold-counters.js';
import { effectsNegatedNow } from './effects-negated.js';
import { boundBelow } from './stat-below.js';
import { damageDecidedByTargets } from './damage-by-target.js';

/** One or many as a list (the list itself when it is one: callers only read it). */
export function asArray<T>(v: T | readonly T[] | undefined): readonly T[] {
  return v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T];
}

/** Is `x` the value, or one of the values (no list is made: this is read for every card)? */
function oneOf<T>(v: T | readonly T[], x: T): boolean {
  return Array.isArray(v) ? (v as readonly T[]).includes(x) : v === x;
}

function placeHolds(p: Place, zone: Zone, activationNegated: boolean): boolean {
  if (p === 'field' || p === 'monster' || p === 'spell') {
    if (activationNegated) return false;
    return p === 'field' ? isField(zone) : zone === p;
  }
  return zone === p;
}

/**
 * CMP-COIN-GRANTED: does the coin its summon trigger tossed show `face`? Told by the state the situation writes (`(硬币表)`) or the trigger's
 * resolution left (`[表]`); a card turned face-down or back from banishment since holds neither ● (a new card, FD-MEMORY: 「…得到以下效果」
 * lasts while it is face-up); not told: unknown — the answer says so, never a face guessed.
 */
function coinFace(states: readonly CardState[], face: 'coin-heads' | 'coin-tails'): boolean | null {
  // (Not asked to be on the field now: 「这张卡被破坏的场合」 of the face it had is read as it leaves — its effects off the field need nothing more.)
  const told = states.findLast((x) => x === 'coin-heads' || x === 'coin-tails');
  if (told) return told === face;
  return becameNewCard(states) ? false : null;
}

/** A card as the rules see it at one moment: a BoardCard satisfies it, so does a timeline snapshot. */
export interface CardView {
  ref: string;
  card: Card;
  zone: Zone | null;
  faceUp: boolean;
  controller: Player | null;
  position: 'attack' | 'defense' | null;
  states?: readonly CardState[];
  specialSummoned?: boolean;
  /** Summoned by what this judging performed, so this turn (BoardCard.summonedHere). */
  summonedHere?: boolean;
  /** Flipped face-up by what this judging performed, so this turn (BoardCard.flippedHere; absent on views that do not carry it). */
  flippedHere?: boolean;
  /** How the turn's history says it was summoned, the same card since (BoardCard.summonedEarlier). */
  summonedEarlier?: 'normal' | 'flip' | 'special';
  /** A Spell/Trap whose activation was negated: still there, no longer treated as a card on the field. */
  activationNegated?: boolean;
  /** Added (issue 16, CNT-CAN-HOLD): the chain link it is on as a card being activated (a BoardCard carries it), else null. */
  onChain?: number | null;
  /** Its race, attribute, name, passcode as continuous changes make them (./changes.ts). */
  changed?: Changed;
  /** Added (issue 16, zones): the zone it stands in, when the situation states it (ZONE-CO-LINKED reads it). */
  place?: FieldPlace;
  /** Added (issue 16, FD-SUMMONED-BY): the name of the card whose effect Special Summoned it, while it remembers. */
  summonedBy?: string;
  /** Added (FD-SUMMONED-BY-SELF): the card whose effect summoned it, as this card itself remembers it (kept banished and back). */
  summonedByOwn?: string;
  /** Added (issue 16, FD-MATERIALS): the monsters it was summoned with, as far as it still remembers them. */
  materials?: readonly Card[];
  /** Added (issue 16, CMP-MATERIALS-APPLY): how many of those Xyz Materials were detached since (a BoardCard carries it). */
  detached?: number;
  /** Its ATK/DEF changes on the field (./stats.ts), so 「攻击力1000以下」 reads the value it shows now. */
  stats?: readonly StatMod[];
  /** Added (issue 16, CH-LEVEL-ARITH): its level changes on the field (./levels.ts), so 「4星以下」 reads the level it has now. */
  levels?: readonly LevelMod[];
  /** Added (issue 16): an equip card's monster (a BoardCard carries it; a monster card used as an equip card is read as an Equip Spell). */
  equippedTo?: string | null;
}

/**
 * CH-EQUIP-MONSTER-AS-SPELL (rules reference docs/c03/装备卡.rst): a monster card that is an equip card in the
 * Spell & Trap Zone (one a monster equipped itself with, a Union) is an Equip Spell there: it has only its name — no race,
 * attribute, level or ATK/DEF — and a filter for 「魔法卡」「装备魔法卡」 finds it. It is still a monster card (「怪兽卡」,
 * docs/c03/装备卡.rst:114); a filter for a monster on the field reads the Monster Zone (its place), not the kind.
 */
export function monsterAsEquip(c: CardView): boolean {
  return c.zone === 'spell' && Boolean(c.equippedTo) && c.card.type.kind === 'monster';
}

const EQUIP_SPELL_SUBTYPES: readonly string[] = ['equip'];

/** Whose point of view a filter is read from. */
export interface MatchContext {
  /** The board key of the card whose effect reads the filter (for `self`/`notSelf`). */
  selfRef: string;
  /** The effect's controller (for `side`). */
  me: Player;
  /** The attacking monster's key; null: no attack; undefined: not known (then `attacking` is not judged). */
  attacker?: string | null;
  /** CH-ATTACKER-DEFENSE: the attacker attacks in Defense Position (it stays the attacker there). */
  attackerInDefense?: boolean;
  /** At resolution, a target turned face-down or taken over is still the target: face and side are not re-read. */
  ignoreFaceAndControl?: boolean;
  /** Added (issue 16): the monster the reading card is equipped to (null: none); undefined: not known, `equipped` not judged. */
  equippedTo?: string | null;
  /** Added (issue 16, CH-BATTLE-OPPONENT-NEGATED): the board the filter is read on, for `battlesWith` (undefined: not judged). */
  board?: Board;
  /** Added (issue 16, MATCH-EFFECTS-NEGATED): the cards there are, where no board is given (a condition read on a game view). */
  others?: Iterable<CardView>;
  /** Added (issue 16, MATCH-EFFECTS-NEGATED): the earlier lasting negations of the turn, where no board is given. */
  earlier?: Board['earlierNegations'];
}

/**
 * A filter's point of view, always built here with every field (absent ones undefined): one object
 * shape, so the filter and pattern readers stay monomorphic (issue 10: "wrong map" deopts).
 */
export function matchContext(selfRef: string, me: Player, attacker: string | null | undefined, equippedTo?: string | null, attackerInDefense?: boolean, ignoreFaceAndControl?: boolean, board?: Board): MatchContext {
  return { selfRef, me, attacker, attackerInDefense, ignoreFaceAndControl, equippedTo, board, others: undefined, earlier: undefined };
}

/** `{ ...ctx, selfRef, me, ignoreFaceAndControl }` with matchContext's hidden class (issue 10: a spread copy has another, and matchesFilter deoptimised on it). */
function contextAs(ctx: MatchContext, selfRef: string, me: Player, ignoreFaceAndControl: boolean | undefined): MatchContext {
  // Every key of MatchContext: a field added to the type fails to compile until it is carried here too (a spread carried it by itself).
  const copy: { [K in keyof Required<MatchContext>]: MatchContext[K] | undefined } = { selfRef, me, attacker: ctx.attacker, attackerInDefense: ctx.attackerInDefense, ignoreFaceAndControl, equippedTo: ctx.equippedTo, board: ctx.board, others: ctx.others, earlier: ctx.earlier };
  return copy as MatchContext;
}

/** The context of a filter read on the board itself. */
export function onBoard(board: Board, selfRef: string, me: Player, ignoreFaceAndControl = false): MatchContext {
  const attacker = board.attack ? canonical(board, board.attack.attacker) : null;
  const equippedTo = board.cards[canonical(board, selfRef)]?.equippedTo ?? null;
  return matchContext(selfRef, me, attacker, equippedTo, board.attack?.inDefense ? true : undefined, ignoreFaceAndControl ? true : undefined, board);
}

// ── sides and places ─────────────────────────────────────────────────────────────────────────────

/**
 * Is `player` on `side` of `me`? An unknown player (null) counts as `unknown`: a card whose controller
 * nobody gave is assumed to fit (the default); an event nobody caused does not meet a `by`.
 */
export function sideMatches(side: Side | undefined, player: Player | null, me: Player, unknown = true): boolean {
  if (!side || side === 'any') return true;
  if (player === null) return unknown;
  return side === 'self' ? player === me : player !== me;
}

/**
 * CMP-EVENT-ALTERNATIVES: a trigger's alternatives (`orTriggers`, 「这张卡的攻击宣言时或者对方把怪兽的效果发动的场合」), each as the effect with
 * that event and timing alone — the first is the effect's own. One effect without alternatives is itself.
 */
export function triggerAlternatives(e: EffectFacts): EffectFacts[] {
  if (!e.orTriggers?.length) return [e];
  return [{ trigger: e.trigger, timing: e.timing }, ...e.orTriggers].map((a) => ({ ...e, trigger: a.trigger, timing: a.timing, orTriggers: undefined }));
}

/**
 * Where an effect is activated from: its `from`; else a card activation from the Spell & Trap Zone (and the hand
 * for a Quick-Play or 「从手卡发动」); else where the event moved the card (`movedTo`), else the field.
 * Read by the trigger window and by the binder (which listed copy a link is).
 */
export function activationPlaces(effect: EffectFacts, card: Card, movedTo: Zone | null = null): readonly Place[] {
  if (effect.from) return asArray(effect.from);
  if (effect.kind === 'activation') {
    const places: Place[] = ['spell'];
    if (effect.handActivation || card.type.subtypes.includes('quickplay')) places.push('hand');
    return places;
  }
  if (movedTo) return [movedTo];
  return ['field'];
}

/** Is a card in `zone` in one of the places (`field` is either field zone)? No place: anywhere. */
export function placeMatches(place: Place | readonly Place[] | undefined, zone: Zone | null, activationNegated = false): boolean {
  if (place === undefined) return true;
  if (!Array.isArray(place)) return zone !== null && placeHolds(place as Place, zone, activationNegated);
  if (place.length === 0) return true;
  if (zone === null) return false;
  for (const p of place as readonly Place[]) if (placeHolds(p, zone, activationNegated)) return true;
  return false;
}

function sameWord(a: string, b: string): boolean {
  // 「不死族」 and 「不死」, 'DARK' and 'dark', the words of a card and those of a filter — word for word: 「龙族」 is not
  // 「恐龙族」「海龙族」「幻龙族」, 「兽族」 not 「兽战士族」「鸟兽族」, 「战士族」 not 「兽战士族」 (MATCH-RACE-WORD).
  const strip = (s: string) => s.replace(/[族属性]$/u, '').toLowerCase();
  return strip(a) === strip(b);
}

/** One of a list (「恐龙族·不死族·岩石族」): word for word — 「龙族」 in a list is not 「恐龙族」. */
function anyWord(a: string, b: string | string[]): boolean {
  if (!Array.isArray(b)) return sameWord(a, b);
  const strip = (s: string) => s.replace(/[族属性]$/u, '').toLowerCase();
  return b.some((w) => strip(w) === strip(a));
}

/**
 * MATCH-NORMAL-ON-FIELD: whether a monster with 「这张卡只要在怪兽区域存在，当作通常怪兽使用」 is a Normal Monster now (null: it has no such
 * text). Not while its effects are negated (the status is its own continuous effect), nor while an Equip Card fitting what its text
 * names equips it — read on the board (or the cards) the filter is read on; with neither, it is taken as not equipped.
 */
// (Found once per card: the filter is read for every monster of every check, most of which have no such status.)
const normalStatus = new WeakMap<Card, { unlessEquippedWith?: CardFilter } | null>();
function normalStatusOf(card: Card): { unlessEquippedWith?: CardFilter } | null {
  let status = normalStatus.get(card);
  if (status === undefined) {
    status = null;
    for (const e of card.effects) if (e.kind === 'continuous') for (const a of e.does) if (a.normalOnField) status = a.normalOnField;
    normalStatus.set(card, status);
  }
  return status;
}

function normalOnFieldNow(c: CardView, ctx: MatchContext): boolean | null {
  const status = normalStatusOf(c.card);
  if (!status) return null;
  if ((c.states ?? []).includes('effects-negated')) return false;
  const equip = status.unlessEquippedWith;
  if (!equip) return true;
  const cards: Iterable<CardView> = ctx.board ? Object.values(ctx.board.cards) : ctx.others ?? [];
  for (const k of cards) if (k.equippedTo === c.ref && k.faceUp && matchesFilter(equip, k, contextAs(ctx, k.ref, ctx.me, true))) return false;
  return true;
}

// ── card filters ─────────────────────────────────────────────────────────────────────────────────

/**
 * CH-GEMINI-NORMAL: a Gemini monster (二重怪兽) face-up on the field or in the GY is a Normal Monster, not an
 * Effect Monster, for what looks for either (「效果怪兽」「通常怪兽」) — unless it was summoned again on the field
 * (the state `再度召唤`); a listed one without that state is taken as not re-summoned. Its effects are only switched
 * off, so an effect that negates a monster's effects still has it as a target (CH-NOTHING-ON-TARGET reads the card).
 */
function hasSubtypeNow(c: CardView, s: string, ctx: MatchContext): boolean {
  const sub = c.card.type.subtypes;
  const geminiNormal = sub.includes('gemini') && ((c.zone === 'monster' && c.faceUp && !(c.states ?? []).includes('gemini-summoned')) || c.zone === 'gy');
  if (geminiNormal && s === 'effect') return false;
  if (geminiNormal && s === 'normal') return true;
  // MATCH-NORMAL-ON-FIELD: a monster whose own text makes it a Normal Monster in the Monster Zone, unless an Equip Card it names equips it.
  if ((s === 'normal' || s === 'effect') && c.zone === 'monster' && c.faceUp && sub.includes('effect')) {
    const normal = normalOnFieldNow(c, ctx);
    if (normal !== null) return s === 'normal' ? normal : !normal;
  }
  // A Pendulum Monster that became an Equip Card is an Equip Spell in the Spell & Trap Zone, not a Pendulum card in a
  // Pendulum Zone (ZONE-PENDULUM-EQUIP): the zone is used only as a Spell & Trap Zone.
  if (s === 'pendulum' && c.zone === 'spell' && monsterAsEquip(c)) return false;
  return sub.includes(s);
}

/** CH-LEVEL-ARITH: the level a monster has now on the field (its printed one unless the situation states changes). */
function levelNowOf(c: { zone: Zone | null; levels?: CardView['levels']; states?: readonly CardState[] }, card: Card): number | undefined {
  return c.levels?.length && c.zone === 'monster' ? levelOf({ card, levels: c.levels, states: c.states ?? [] })?.value ?? card.level : card.level;
}

/**
 * A card (at a moment) against a filter. What the card data leaves unknown (a level, an ATK, a race of
 * a card the user did not name) is assumed to fit, as everywhere in the engine.
 */
export function matchesFilter(f: CardFilter, c: CardView, ctx: MatchContext): boolean {
  if (f.self && c.ref !== ctx.selfRef) return false;
  if (f.notSelf && c.ref === ctx.selfRef) return false;
  // CH-LINGER-SUMMON-LOCK-DECLARED: 「宣言的种类的怪兽」 still unnarrowed — which type was declared is not known, so none is taken to match.
  if (f.declaredType) return false;
  // CH-REPLACE-DESTROY-LINKED: in a zone this card points at — judged when both zones are stated (unstated: not judged here).
  if (f.linkedBySelf && ctx.board) {
    const link = ctx.board.cards[canonical(ctx.board, ctx.selfRef)];
    const m = ctx.board.cards[canonical(ctx.board, c.ref)];
    if (!link || !m || pointsAtCard(link, m) === false) return false;
  }
  // CH-TARGET-SAME-COLUMN: in this card's column — judged when both zones are stated (unstated: not judged here; the caller says so).
  // Read on the board as it is now: at resolution a target moved out of the column, or this card moved, no longer fits.
  if (f.sameColumnAsSelf && ctx.board) {
    const self = ctx.board.cards[canonical(ctx.board, ctx.selfRef)];
    const m = ctx.board.cards[canonical(ctx.board, c.ref)];
    const mine = self ? columnOf(self) : null;
    const theirs = m ? columnOf(m) : null;
    if (mine !== null && theirs !== null && mine !== theirs) return false;
  }
  if (!ctx.ignoreFaceAndControl && !sideMatches(f.side, c.controller, ctx.me)) return false;
  const asEquip = monsterAsEquip(c);
  // A monster card stays a monster card (「怪兽卡」: an effect that looks for the monster it holds finds it); it is also an Equip Spell.
  // A trap monster that is also a Trap Card (`also-trap`, src/scenario/trap-monster.ts) is found as a Trap too.
  // CH-PENDULUM-SPELL: a Pendulum card in a Pendulum Zone is a Spell Card there (「魔法·陷阱卡」 finds it).
  const inPendulumZone = c.zone === 'spell' && !asEquip && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
  // CH-MONSTER-AS-CONTINUOUS (issue 16): any other monster card in the Spell & Trap Zone, equipped to nothing, was put there as a
  // Continuous Spell (「当作永续魔法卡使用」): a Spell Card there, with no race, attribute, level or ATK/DEF (it is still a monster card).
  const asContinuous = c.zone === 'spell' && !asEquip && !inPendulumZone && c.card.type.kind === 'monster';
  if (f.kind && !oneOf(f.kind, c.card.type.kind) && !(asEquip && oneOf(f.kind, 'spell')) && !(inPendulumZone && oneOf(f.kind, 'spell')) && !(asContinuous && oneOf(f.kind, 'spell'))
    && !(oneOf(f.kind, 'trap') && c.card.type.subtypes.includes('also-trap'))) return false;
  // MATCH-FACE-DOWN-NO-MONSTER-CARD: a face-down card outside the Monster Zone (a monster held face-down as an Equip Card) shows no
  // original kind, so it is no 「怪兽卡」 there (rules reference docs/c02/基本用语.rst:1253–1257).
  if (f.kind && oneOf(f.kind, 'monster') && !oneOf(f.kind, 'spell') && !oneOf(f.kind, 'trap') && c.zone === 'spell' && !c.faceUp && !ctx.ignoreFaceAndControl) return false;
  // MATCH-MONSTER-ON-FIELD: 「场上的怪兽」 is what stands in a Monster Zone; a monster card in the Spell & Trap Zone (a Pendulum card in a
  // Pendulum Zone, an equip card, one placed as a Continuous Spell) is found on the field only by 「怪兽卡」 (rules reference
  // docs/c02/基本用语.rst:1238–1242). 「衍生物」 names Tokens, not monsters: a Token used as an equip card is still one (:1261).
  if (c.zone === 'spell' && c.card.type.kind === 'monster' && f.kind === 'monster' && !f.monsterCard && f.place !== undefined && !oneOf(f.place, 'spell')
    && !f.subtypes?.includes('token')) return false;
  if (f.subtypes && !f.subtypes.some((s) => hasSubtypeNow(c, s, ctx) || (asEquip && EQUIP_SPELL_SUBTYPES.includes(s)) || (asContinuous && s === 'continuous'))) return false;
  if (!placeMatches(f.place, c.zone, c.activationNegated)) return false;
  if (f.faceUp !== undefined && !ctx.ignoreFaceAndControl && c.faceUp !== f.faceUp) return false;
  // CH-EQUIP-MONSTER-AS-SPELL: as an Equip Spell it has no race, attribute, level or ATK/DEF to match.
  if ((asEquip || asContinuous) && (f.race || f.attribute || f.levelMax !== undefined || f.levelMin !== undefined || f.atkMax !== undefined || f.atkMin !== undefined || f.defEq !== undefined)) return false;
  const card = c.card;
  // A continuous change (僵尸世界, 「卡名当作…使用」) is read where the board is read (./changes.ts).
  if (f.race) {
    const race = c.changed?.race ?? card.race;
    if (race && !anyWord(race, f.race)) return false;
  }
  if (f.attribute) {
    const attribute = c.changed?.attribute ?? card.attribute;
    if (attribute && !anyWord(attribute, f.attribute)) return false;
  }
  if (f.levelled && card.type.kind === 'monster' && card.type.subtypes.includes('link')) return false;
  // (A Rank or a Link Rating is no Level: the card data stores an Xyz Monster's Rank where a Level would be.)
  if (f.hasLevel && noLevel(card)) return false;
  const level = levelNowOf(c, card);
  // MATCH-LEVEL-NOT-RANK: a Level bound never reaches an Xyz (a Rank) or Link Monster, whatever number the card data stores.
  if (!fitsLevelBound(f, card, level)) return false;
  // CMP-LEVEL-IN-SCALES: a level strictly between the Pendulum Scales of the two cards in its player's Pendulum Zones (none, or one: no level fits).
  if (f.levelInScales && !levelInScales(level, ctx)) return false;
  // ATK/DEF as the monster shows them now (CH-STAT-…): its printed values unless changes apply on the field.
  const atk = c.stats?.length ? valueNow(c, 'atk') : card.atk;
  const def = c.stats?.length ? valueNow(c, 'def') : card.def;
  // MATCH-QUESTION-OFF-FIELD: a 「?」 ATK/DEF is 0 in the Monster Zone, but no number anywhere else — it meets no bound there.
  if ((f.atkMax !== undefined || f.atkMin !== undefined) && atk !== undefined && atk < 0 && c.zone !== 'monster') return false;
  if (f.defEq !== undefined && def !== undefined && def < 0 && c.zone !== 'monster') return false;
  if (f.atkMax !== undefined && atk !== undefined && atk > f.atkMax) return false;
  if (f.atkMin !== undefined && atk !== undefined && atk < f.atkMin) return false;
  if (f.defEq !== undefined && def !== undefined && def !== f.defEq) return false;
  if (hasRareKeys(f) && !matchesRareKeys(f, c, ctx, card)) return false;
  return true;
}

/**
 * The filter keys few filters carry (issue 10): read in their own function, only for a filter that has one, so
 * matchesFilter — read for every card of every board — stays small and sees the same shapes every time.
 */
const RARE_KEYS = ['archetype', 'notName', 'notArchetype', 'notToken', 'notEffect', 'id', 'names', 'specialSummoned', 'summoned', 'notSummoned', 'summonedFrom',
  'summonedByItself', 'summonedThisTurn', 'notFlippedThisTurn', 'madeWith', 'summonedBy', 'summonedBySelf', 'materialsMin', 'materialsAre', 'noXyzMaterials', 'hasXyzMaterials', 'attackedThisTurn', 'battledThisTurn', 'destroyedByBattleThisTurn', 'noAttackDeclared', 'notAttackedDirectly',
  'position', 'attacking', 'equipped', 'anyOf', 'battlesWith', 'holdsCounters', 'mentions', 'fusionNames', 'atkEqualsDef', 'hasCounter', 'rollsDice', 'effectsNegated', 'notNormalSummonable', 'originalZero', 'hasOriginalRace', 'mainZone', 'notHighestAtk', 'highest', 'atkAboveSelf', 'sameNameOnField', 'xyzMaterial', 'below', 'equippedToSelf', 'rankMin', 'rankMax'] as const;
const rareKeysOf = new WeakMap<CardFilter, boolean>();

/** Does the filter carry one of the rare keys (worked out once per filter)? */
function hasRareKeys(f: CardFilter): boolean {
  let has = rareKeysOf.get(f);
  if (has === undefined) {
    has = RARE_KEYS.some((k) => f[k] !== undefined);
    rareKeysOf.set(f, has);
  }
  return has;
}

function matchesRareKeys(f: CardFilter, c: CardView, ctx: MatchContext, card: Card): boolean {
  // MATCH-LEVEL-NOT-RANK: a Rank bound (「4阶以下的超量怪兽」) — an Xyz Monster's Rank as it is now; any other monster has none.
  if ((f.rankMin !== undefined || f.rankMax !== undefined) && !fitsRankBound(f, card, levelNowOf(c, card))) return false;
  // CMP-TARGET-ORIGINAL-RACE: a trap monster printing no Type has no original Type (a declared one is not); any other is assumed to have one.
  if (f.hasOriginalRace && card.type.subtypes.includes('trap-monster') && !card.race) return false;
  // FD-FACE-DOWN-NAME: a face-down card on the field, or banished face-down, shows no name — 「自己场上有「X」存在」, a target or a pick
  // by name or archetype cannot be it (docs/c02/基本用语.rst:569). (Read as it was face-up — ignoreFaceAndControl — it still is.)
  if (c.faceUp === false && (f.archetype !== undefined || f.id !== undefined || f.names !== undefined) && (c.zone === 'monster' || c.zone === 'spell' || c.zone === 'banished') && !ctx.ignoreFaceAndControl) return false;
  // An archetype is matched on the name, brackets or not (「永火」 and 永火 are one archetype).
  // (CMP-ARCHETYPE-SPELLING: a few archetypes the database's texts spell otherwise than its card names — ../../cards/archetype-words.ts.)
  // CMP-ALSO-ARCHETYPE: 「这个卡名在规则上也当作「X」卡使用」 counts as the name holding X — not while an effect changed its name.
  if (f.archetype && !archetypeSpellings(f.archetype).some((w) => (c.changed?.name ?? card.name).includes(w) || (c.changed?.name === undefined && card.alsoArchetypes?.includes(w) === true))) return false;
  if (f.notName && (c.changed?.name ?? card.name) === f.notName.replace(/[「」]/g, '')) return false;
  // CH-SELF-DESTRUCT: 「「X」怪兽以外的怪兽」 — a face-down monster shows no name, so it is one of them.
  if (f.notArchetype && c.faceUp !== false && archetypeSpellings(f.notArchetype).some((w) => (c.changed?.name ?? card.name).includes(w))) return false;
  if (f.notToken && card.type.subtypes.includes('token')) return false;
  // CMP-NOT-EFFECT-MONSTER: 「效果怪兽以外的」 — a Normal (or other non-Effect) monster only.
  if (f.notEffect && card.type.subtypes.includes('effect')) return false;
  if (f.id !== undefined && (c.changed?.id ?? card.id) !== f.id) return false;
  // (CMP-EXISTS-NAMED: 「这张卡名在规则上也当作「X」使用」 — its second name is that name too, while no effect changed its name.)
  if (f.names && !f.names.includes(c.changed?.name ?? card.name) && !(c.changed?.name === undefined && card.alsoNames?.some((n) => f.names!.includes(n)))) return false;
  if (f.specialSummoned && !c.specialSummoned) return false;
  // FD-SUMMON-MEMORY: 「上级召唤的」「同调召唤的」「从墓地特殊召唤的」 — what the monster on the field still remembers.
  // Off the Monster Zone a card keeps no such states (memory.ts offFieldStates); a trigger's view of a card that left reads them where it was (triggers.ts).
  if (f.summoned && !(summonedAs(c.states ?? [], f.summoned) || (f.summoned === 'special' && c.specialSummoned === true))) return false;
  // CH-STAT-OWN-NEGATED: 「上级召唤的怪兽以外的…怪兽」 — one that does not remember being summoned that way.
  if (f.notSummoned && (summonedAs(c.states ?? [], f.notSummoned) || (f.notSummoned === 'special' && c.specialSummoned === true))) return false;
  if (f.summonedFrom && !summonedFrom(c.states ?? [], f.summonedFrom)) return false;
  // FD-SUMMONED-BY-ITSELF: 「这张卡的①的效果特殊召唤的这张卡」, by what it still remembers.
  if (f.summonedByItself && !(c.states ?? []).includes('summoned-by-itself')) return false;
  // FD-SUMMON-TURN: 「召唤·特殊召唤的回合」 — summoned this turn in one of those ways, by what it still remembers.
  // (s58: 「召唤·反转的回合」 — or flipped face-up by this judging, still face-up in the Monster Zone since: `orFlippedThisTurn`.)
  // (s59: a Flip Summon the turn's history lists, `本回合:A:X(反转召唤)`, is one of them when they name 反转召唤 or 反转;
  // s60: so is a Normal or Tribute Summon there, `本回合:A:X(召唤)`, when they name 召唤, and a Special Summon when they name 特殊召唤.)
  if (f.summonedThisTurn && !summonedThisTurnAs(c.states ?? [], f.summonedThisTurn) && !(f.orFlippedThisTurn && c.flippedHere === true && c.faceUp && c.zone === 'monster') && !historySummonIs(c, f.summonedThisTurn, f.orFlippedThisTurn === true)) return false;
  // FD-FLIP-TURN-ATTACK: 「若不在这张卡反转的回合」 — not flipped face-up this turn, by what it still remembers (a Flip Summon, `(已反转)`) or a flip here.
  if (f.notFlippedThisTurn && flippedThisTurn(c)) return false;
  // FD-MATERIALS: what it was summoned with, while it still remembers (unsaid: not made with it).
  if (f.madeWith !== undefined && !c.materials?.some((m) => m.name === f.madeWith)) return false;
  // FD-SUMMONED-BY: 「用「X」苏生的怪兽」 — the card whose effect summoned it, while it remembers.
  if (f.summonedBy !== undefined && !(c.summonedBy === f.summonedBy && (c.states ?? []).includes('summoned-by-card'))) return false;
  // FD-SUMMONED-BY-SELF: 「「X」(怪兽)的效果特殊召唤的这张卡」 — this card, by the card (or a card of the archetype) whose effect summoned it.
  if (f.summonedBySelf && !summonedBySelfIs(f.summonedBySelf, c.summonedByOwn)) return false;
  if (f.materialsMin !== undefined && (c.materials?.length ?? 0) < f.materialsMin) return false;
  // CH-COPY-MATERIALS: 「用通常怪兽作为素材…」「只用场上的怪兽为素材…召唤的这张卡」 — by the stated materials; a card that took another
  // card's name and effects never meets a clause on its materials (madeWith, materialsMin alike): it speaks of the copied card's summon.
  if ((f.materialsAre !== undefined || f.madeWith !== undefined || f.materialsMin !== undefined) && f.self && card.copiedFrom) return false;
  if (f.materialsAre === 'normal' && !c.materials?.some((m) => m.type.kind === 'monster' && m.type.subtypes.includes('normal'))) return false;
  if (f.materialsAre === 'field' && !c.materials?.length) return false;
  // CH-ATTACK-NO-MATERIALS: no Xyz Material held — none on a card that is no Xyz Monster; unstated materials are not judged.
  if (f.noXyzMaterials && c.card.type.subtypes.includes('xyz') && (c.materials === undefined || c.materials.length - (c.detached ?? 0) > 0)) return false;
  // CMP-EQUIP-LIMIT: 「持有超量素材的超量怪兽」 — an Xyz Monster with a material left (unstated materials are not judged).
  if (f.hasXyzMaterials && (!c.card.type.subtypes.includes('xyz') || (c.materials !== undefined && c.materials.length - (c.detached ?? 0) <= 0))) return false;
  // FD-BATTLE-MEMORY: a monster that attacked this turn, by what it still remembers (unsaid: it did not).
  if (f.attackedThisTurn && !didInBattle(c.states ?? [], 'attacked', true)) return false;
  // FD-BATTLE-PHASE-END-OWN-KIND: it battled this turn (`已战斗`), by what it still remembers (unsaid: it did not).
  if (f.battledThisTurn && !didInBattle(c.states ?? [], 'battled', true)) return false;
  // FD-DESTROYED-BY-OWN-KIND: it destroyed a monster by battle this turn (said of it wherever it is now; unsaid: it did not).
  if (f.destroyedByBattleThisTurn && !(c.states ?? []).includes('destroyed-by-battle-a-monster')) return false;
  // 「这个回合没有攻击宣言的怪兽」: any attack it declared this turn, even a negated one, counts (unsaid: it declared none).
  if (f.noAttackDeclared && didInBattle(c.states ?? [], 'attack-declared', true)) return false;
  // A pledge on the target 「作为对象的怪兽不能直接攻击」: a direct attack that reached damage calculation this turn (a negated one is none).
  if (f.notAttackedDirectly && didInBattle(c.states ?? [], 'attacked-directly', true)) return false;
  if (f.position && c.zone === 'monster' && c.position !== null && c.position !== f.position) return false;
  // CH-ATK-EQUALS-DEF: 「攻击力和守备力的数值相同的怪兽」 — the ATK and DEF it shows: a face-down monster's count as 0 and 0, as
  // does a 「?」 (docs/c03/攻守计算.rst:55–58).
  if (f.atkEqualsDef && !atkEqualsDef(c, card)) return false;
  // CMP-ORIGINAL-ZERO: 「原本攻击力或者原本守备力是0的」 — the originals as they stand now (「?」 is 0 on the field).
  if (f.originalZero && !originalZero(c, card)) return false;
  // ZONE-MAIN-FILTER: 「主要怪兽区域的怪兽」 — not a monster stated in an Extra Monster Zone (an unstated zone is assumed to fit).
  if (f.mainZone && c.zone === 'monster' && c.place?.area === 'extra-monster') return false;
  // CH-ATTACK-NOT-HIGHEST: 「除攻击力最高的X以外的X」 — not one with the highest ATK among the face-up monsters the rest finds.
  if (f.notHighestAtk && ctx.board && highestAtk(f, c, ctx, ctx.board)) return false;
  // CMP-HIGHEST-STAT: 「1只守备力最高的怪兽」 — only a face-up one with the highest DEF (ATK) among the face-up monsters the rest finds.
  if (f.highest && ctx.board && (c.faceUp === false || !highestAtk(f, c, ctx, ctx.board, f.highest))) return false;
  // CMP-COND-ATK-ABOVE-SELF: 「攻击力都比这张卡的攻击力高」 — its ATK now above the ATK the filter's own card shows now (ties are not higher).
  if (f.atkAboveSelf && ctx.board) {
    const self = ctx.board.cards[ctx.board.aliases?.[ctx.selfRef] ?? ctx.selfRef];
    const mine = self ? (self.stats?.length ? valueNow(self, 'atk') : self.card.atk) : undefined;
    const theirs = c.stats?.length ? valueNow(c, 'atk') : card.atk;
    if (mine !== undefined && theirs !== undefined && Math.max(theirs, 0) <= Math.max(mine, 0)) return false;
  }
  // MATCH-SAME-NAME-ON-FIELD: 「场上有同名怪兽存在的怪兽」 — another face-up monster of its name on the field (either side).
  if (f.sameNameOnField && !(ctx.board ? sameNameBeside(c, card, ctx.board) : true)) return false;
  // XYZ-MATERIAL-TARGET: a monster that may be Xyz Material — no Token, no card whose text says it never is.
  if (f.xyzMaterial && (card.type.subtypes.includes('token') || card.neverXyzMaterial)) return false;
  if (f.attacking !== undefined && ctx.attacker !== undefined && attackingNow(c, ctx.attacker, ctx.attackerInDefense) !== f.attacking) return false;
  // 「装备怪兽」: the monster the reading card is equipped to (issue 16, ./equip.ts).
  if (f.equipped && ctx.equippedTo !== undefined && c.ref !== ctx.equippedTo) return false;
  // CMP-EQUIPPED-TO-SELF-SUBJECT: 「给这张卡装备的卡」 — its equip relation names this card.
  if (f.equippedToSelf && (!c.equippedTo || c.equippedTo !== ctx.selfRef)) return false;
  // FD-SUBJECT-EITHER: 「A或者B」 — the card is one or the other.
  if (f.anyOf && !f.anyOf.some((g) => matchesFilter(g, c, ctx))) return false;
  if (f.battlesWith !== undefined && ctx.board !== undefined && !battlesWith(f.battlesWith, c, ctx, ctx.board)) return false;
  // CNT-CAN-HOLD: 「可以放置魔力指示物的卡」 — its own text places them on itself, where it stands (./hold-counters.ts).
  if (f.holdsCounters !== undefined && !canHoldCounters(c, f.holdsCounters)) return false;
  // CNT-HAS-COUNTER: 「有X指示物放置的」 — at least one such counter on it now (the counters the situation states).
  if (f.hasCounter !== undefined && !((c as { counters?: Record<string, number> }).counters?.[f.hasCounter] ?? 0)) return false;
  // CMP-MENTIONS: 「有「X」的卡名记述的卡」 — its text names X as a card (a card whose text is unknown is not judged).
  if (f.mentions && mentionsAny(card, f.mentions) === false) return false;
  // CMP-FUSION-LINE-NAMES: 「以「X」为融合素材的」 — its material line states X (a card whose text is unknown is not judged).
  if (f.fusionNames && fusionLineNamesAny(card, f.fusionNames) === false) return false;
  // CMP-DICE-CARD: 「持有掷骰子效果的卡」 — its text rolls a die (a copy's is the copied card's text; one that only uses another's effects keeps its own).
  if (f.rollsDice && !card.rollsDice) return false;
  // MATCH-STAT-BELOW: lower than the ATK the engine put in (a 「?」 off the field has no number: it is not lower).
  if (f.below?.value !== undefined) {
    const v = f.below.stat === 'atk' ? (c.stats?.length ? valueNow(c, 'atk') : card.atk) : (c.stats?.length ? valueNow(c, 'def') : card.def);
    if (v === undefined || (v < 0 && c.zone !== 'monster')) return false;
    // (「…高的…」: strictly higher than it.)
    // (「…以下的…」: not above it, equal counting — CMP-STAT-BELOW.)
    const n = Math.max(v, 0);
    if (f.below.atMost ? n > f.below.value : f.below.higher ? n <= f.below.value : n >= f.below.value) return false;
  }
  // MATCH-EFFECTS-NEGATED: 「效果被无效化的」 — its effects negated now, stated or by a face-up card's continuous negation (./effects-negated.ts).
  if (f.effectsNegated && !effectsNegatedNow(c, ctx.board ? Object.values(ctx.board.cards) : ctx.others, ctx.board?.earlierNegations ?? ctx.earlier)) return false;
  // CMP-NOT-NORMAL-SUMMONABLE: 「不能通常召唤的」 — read from the card type.
  if (f.notNormalSummonable && normalSummonable(c.card)) return false;
  return true;
}

/**
 * CH-ATTACK-NOT-HIGHEST: no face-up monster the rest of the filter finds has a higher ATK than this one (ATK as it shows now).
 * (CMP-HIGHEST-STAT: or DEF, `stat`.)
 */
function highestAtk(f: CardFilter, c: CardView, ctx: MatchContext, board: Board, stat: 'atk' | 'def' = 'atk'): boolean {
  if (c.zone !== 'monster') return false;
  const { notHighestAtk: _, highest: __, ...rest } = f;
  const atkOf = (m: { card: Card; stats?: readonly StatMod[] }): number => (m.stats?.length ? valueNow(m, stat) : m.card[stat]) ?? 0;
  const mine = atkOf(c);
  for (const k in board.cards) {
    const m = board.cards[k]!;
    if (m.ref === c.ref || m.zone !== 'monster' || !m.faceUp || !matchesFilter(rest, m, ctx)) continue;
    if (atkOf(m) > mine) return false;
  }
  return true;
}

/** MATCH-SAME-NAME-ON-FIELD: `c` is a face-up monster on the field, and another face-up monster there has its name now. */
function sameNameBeside(c: CardView, card: Card, board: Board): boolean {
  if (c.zone !== 'monster' || c.faceUp === false) return false;
  const name = c.changed?.name ?? card.name;
  for (const k in board.cards) {
    const m = board.cards[k]!;
    if (m.ref === c.ref || m.zone !== 'monster' || !m.faceUp) continue;
    if ((m.changed?.name ?? m.card.name) === name) return true;
  }
  return false;
}

/**
 * CH-BATTLE-OPPONENT-NEGATED: is `c` in the battle the board states, against the reading card (`'self'`) or against a monster
 * the filter matches (read from the reading card's side)? A direct attack, or none, is no battle.
 */
function battlesWith(w: 'self' | 'targets' | CardFilter, c: CardView, ctx: MatchContext, board: Board): boolean {
  // (`targets`: the activation's targets are not in the context — the step left for later judges it with them, ./end-phase.ts.)
  if (w === 'targets') return false;
  const at = board.attack;
  if (!at || at.target === null || c.zone !== 'monster') return false;
  const a = canonical(board, at.attacker);
  const t = canonical(board, at.target);
  const other = c.ref === a ? t : c.ref === t ? a : null;
  if (other === null) return false;
  const o = board.cards[other];
  if (!o || o.zone !== 'monster') return false;
  if (w === 'self') return other === canonical(board, ctx.selfRef);
  return matchesFilter(w, o, ctx);
}

/** The attacking monster: still the attacker and still in attack position (seed 000 4.2 ※攻击中止). */
function attackingNow(c: CardView, attacker: string | null, inDefense = false): boolean {
  // (CH-ATTACKER-DEFENSE: one attacking in Defense Position — a monster whose text lets it — is the attacker there.)
  return attacker !== null && c.ref === attacker && c.zone === 'monster' && (c.position !== 'defense' || inDefense);
}

export function isAttacking(board: Board, c: BoardCard): boolean {
  return attackingNow(c, board.attack ? canonical(board, board.attack.attacker) : null, board.attack?.inDefense);
}

export function cardsMatching(board: Board, f: CardFilter, selfRef: string, me: Player): BoardCard[] {
  const ctx = onBoard(board, selfRef, me);
  const out: BoardCard[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (matchesFilter(f, c, ctx)) out.push(c);
  }
  return out;
}

/**
 * cardsMatching other than the card `selfRef` itself, read only until more than `most` are found (issue 10: a caller that needs
 * an exact small count — CH-TARGET-ONLY-LISTED asks whether exactly the 1 card it targets fits — need not match the filter
 * against the rest of a 20-card board once a second card fits). More than `most` comes back as `most + 1` cards.
 */
export function othersMatchingAtMost(board: Board, f: CardFilter, selfRef: string, me: Player, most: number): BoardCard[] {
  const ctx = onBoard(board, selfRef, me);
  const out: BoardCard[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.ref === selfRef || !matchesFilter(f, c, ctx)) continue;
    out.push(c);
    if (out.length > most) break;
  }
  return out;
}

/** Kinds a filter allows (all three when it does not say). */
function kindsOf(f: CardFilter): readonly string[] {
  return f.kind ? asArray(f.kind) : ['monster', 'spell', 'trap'];
}

/** Could a card matching `inner` match `outer`? (kinds overlap, places overlap) — for facts without cards. */
export function filterFits(inner: CardFilter, outer: CardFilter): boolean {
  const ik = kindsOf(inner);
  if (!kindsOf(outer).some((k) => ik.includes(k))) return false;
  const op = asArray<Place>(outer.place);
  const ip = asArray<Place>(inner.place);
  if (op.length === 0 || ip.length === 0) return true;
  const onFieldP = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  return op.some((o) => ip.some((i) => o === i || (o === 'field' && onFieldP(i)) || (i === 'field' && onFieldP(o))));
}

// ── conditions ───────────────────────────────────────────────────────────────────────────────────

/** What a condition reads: the game at one moment. */
export interface GameView {
  turnPlayer: Player;
  phase: string | null;
  lp: Record<Player, number | null>;
  handSize: Record<Player, number | null>;
  /** The cards there are (each where it is now). */
  cards(): Iterable<CardView>;
  /** The attacking monster's key, null when there is no attack. */
  attacker: string | null;
  /** Added (issue 16, CH-STAT-BATTLING): the attacked monster's key (null: a direct attack or none); undefined: not known. */
  attackTarget?: string | null;
  /** Did the situation list this zone completely (an empty list there means it is empty)? */
  knownZone(player: Player, zone: string): boolean;
  /** Added (issue 16, CH-DAMAGE-ZERO-EARLIER): the players left taking no damage this turn; undefined: none. */
  damageZero?: readonly Player[];
  /** Added (issue 16, MATCH-EFFECTS-NEGATED): the earlier lasting negations of the turn; undefined: none. */
  earlierNegations?: Board['earlierNegations'];
}

/**
 * The game as a board shows it, with the zones the situation listed. Read live: the board changes as a
 * chain is built and resolved (an attack assumed, LP paid). A class, so the getters are defined once on
 * its prototype: getters written in an object literal made a new accessor pair and hidden class in the
 * old generation for every view (one per chain), and those held the view's closures — and through them
 * the whole board — across young-generation collections, so every chain's board was promoted (most of
 * what each scavenge promoted on the 20-link bench, the source of its slow p99).
 */
class BoardView implements GameView {
  constructor(
    private readonly board: Board,
    private readonly knownZones: ReadonlySet<string>,
  ) {}
  get turnPlayer(): Player {
    return this.board.turnPlayer;
  }
  get phase(): string | null {
    return this.board.phase;
  }
  get lp(): Record<Player, number | null> {
    return this.board.lp;
  }
  get handSize(): Record<Player, number | null> {
    return this.board.handSize;
  }
  cards(): BoardCard[] {
    return Object.values(this.board.cards);
  }
  get attacker(): string | null {
    const board = this.board;
    return board.attack ? canonical(board, board.attack.attacker) : null;
  }
  get attackTarget(): string | null {
    const at = this.board.attack;
    return at && at.target !== null ? canonical(this.board, at.target) : null;
  }
  knownZone(p: Player, z: string): boolean {
    return this.knownZones.has(`${p}:${z}`);
  }
  get damageZero(): readonly Player[] | undefined {
    return this.board.damageZero;
  }
  get earlierNegations(): Board['earlierNegations'] {
    return this.board.earlierNegations;
  }
}

export function boardView(board: Board, knownZones: ReadonlySet<string>): GameView {
  return new BoardView(board, knownZones);
}

function compare(a: number, op: '==' | '<=' | '>=', b: number): boolean {
  return op === '==' ? a === b : op === '<=' ? a <= b : a >= b;
}

/** The Main Monster Zones of a player (CH-ZONES-FULL). */
const MAIN_ZONES = 5;

function playersOf(side: Side, me: Player): Player[] {
  if (side === 'self') return [me];
  if (side === 'opponent') return [me === 'A' ? 'B' : 'A'];
  return ['A', 'B'];
}

export interface ConditionOptions {
  /**
   * The card itself, while it is on the field, is not counted by 「…存在」 conditions: read again at
   * resolution or in a window, it was the card being activated (or the card that met the event).
   */
  notSelfOnField?: boolean;
}

/**
 * A filter with one field set, made once per filter: conditions are read for every link, and a card's
 * facts never change once compiled, so the same derived filter serves every time (never written).
 */
const onFieldOf = new WeakMap<CardFilter, CardFilter>();
const notSelfOf = new WeakMap<CardFilter, CardFilter>();
function derived(cache: WeakMap<CardFilter, CardFilter>, f: CardFilter, extra: Partial<CardFilter>): CardFilter {
  let d = cache.get(f);
  if (!d) cache.set(f, (d = { ...f, ...extra }));
  return d;
}

/** CMP-HOLDING-MATERIALS: the Xyz Materials the situation states for this card, as the board lists it (undefined: not stated). */
function materialsOf(game: GameView, self: CardView): CardView['materials'] {
  for (const c of game.cards()) if (c.ref === self.ref) return c.materials;
  return self.materials;
}

/** True, false, or null when the game does not tell (the engine then says what it assumed). */
export function checkCondition(cond: Condition, game: GameView, self: CardView | undefined, me: Player, opts: ConditionOptions = {}): boolean | null {
  switch (cond.is) {
    case 'hand-size':
    case 'lp': {
      const values = playersOf(cond.side, me).map((p) => (cond.is === 'lp' ? game.lp[p] : game.handSize[p]));
      if (values.some((v) => v === null || v === undefined)) return null;
      return values.every((v) => compare(v as number, cond.op, cond.value));
    }
    case 'zones-full': {
      // CH-ZONES-FULL: every Main Monster Zone of the side holds a monster. With the zones stated, counted exactly; else a side
      // whose count decides it either way does (an Extra Deck monster may stand in an Extra Monster Zone), and five monsters with
      // one from the Extra Deck among them is not told (null).
      const out = playersOf(cond.side, me).map((p) => {
        if (!game.knownZone(p, 'field')) return null;
        const mine = [...game.cards()].filter((c) => c.zone === 'monster' && c.controller === p && !c.activationNegated);
        if (mine.length > 0 && mine.every((c) => c.place !== undefined)) return mine.filter((c) => c.place!.area === 'main').length >= MAIN_ZONES;
        const extra = mine.filter((c) => c.card.type.subtypes.some((k) => k === 'fusion' || k === 'synchro' || k === 'xyz' || k === 'link')).length;
        if (mine.length - Math.min(extra, 1) >= MAIN_ZONES) return true;
        return mine.length < MAIN_ZONES ? false : null;
      });
      return out.includes(false) ? false : out.includes(null) ? null : true;
    }
    case 'column-count': {
      // CH-COLUMN-COUNT: both fields must be listed (a field not written at all tells nothing); one written in part is counted as
      // written, and the caller says so (SIT-FIELD-COMPLETE, conditionFieldsInPart below).
      if (!game.knownZone('A', 'field') || !game.knownZone('B', 'field')) return null;
      return columnHolds(game.cards(), cond.min, cond.ownZone ? me : null);
    }
    case 'hands-equal': {
      const a = game.handSize.A;
      const b = game.handSize.B;
      return a === null || a === undefined || b === null || b === undefined ? null : a === b;
    }
    case 'exists':
    case 'none': {
      // 「存在」 without a place is said of the field (「自己场上没有卡存在」).
      let filter: CardFilter = cond.filter.place === undefined ? derived(onFieldOf, cond.filter, { place: 'field' }) : cond.filter;
      if (opts.notSelfOnField && self && isField(self.zone) && !filter.self) filter = derived(notSelfOf, filter, { notSelf: true });
      // CH-COLUMN-ALONE: 「和这张卡相同纵列没有其他卡存在」 — counted on the zones the situation states (both fields listed: a column spans
      // them); a zone not stated leaves it not told (the caller says so), never a guessed verdict either way.
      if (filter.sameColumnAsSelf) {
        if (!self) return null;
        const ctx = matchContext(self.ref, me, game.attacker);
        const n = inColumnOf(self, [...game.cards()].filter((c) => matchesFilter(filter, c, ctx)));
        if (n === null) return null;
        if (n > 0) return cond.is === 'exists';
        return game.knownZone('A', 'field') && game.knownZone('B', 'field') ? cond.is === 'none' : null;
      }
      const found = cond.is === 'exists' && cond.distinct === 'name' ? distinctNames(game, filter, self?.ref ?? '', me) : countMatching(game, filter, self?.ref ?? '', me);
      if (cond.is === 'exists' && cond.or) {
        // CH-COND-EITHER: a card of either kind meets it; unmet only when both kinds' zones are known.
        let other: CardFilter = cond.or.place === undefined ? { ...cond.or, place: 'field' } : cond.or;
        if (opts.notSelfOnField && self && isField(self.zone)) other = { ...other, notSelf: true };
        if (found > 0 || countMatching(game, other, self?.ref ?? '', me) > 0) return true;
        return zonesKnown(game, filter, me) && zonesKnown(game, other, me) ? false : null;
      }
      // FD-EXTRA-ORIGIN: 「场上有从额外卡组特殊召唤的怪兽存在」 — an Extra Deck monster written as only Special Summoned may or may
      // not have come from there: the condition is not told (the answer assumes it and says so), neither met nor unmet.
      const open = filter.summonedFrom === 'extra' ? originOpen(game, filter, self?.ref ?? '', me) : 0;
      if (cond.is === 'exists') {
        if (found < (cond.min ?? 1) && found + open >= (cond.min ?? 1)) return null;
        // (CMP-KINDS-IN-ZONE-TIERS: `max` — more found is unmet; as many or fewer, met only when no unlisted card could add one.)
        if (found >= (cond.min ?? 1)) return cond.max === undefined ? true : found > cond.max ? false : zonesKnown(game, filter, me) ? true : null;
        // FD-SUMMON-CONTINUOUS: 「同调召唤的这张卡」 of this card on the field — how it was summoned and with what is
        // what the situation says of it (unsaid: not), so the answer is known whatever other zones were listed.
        // CMP-NO-MATERIALS-UNSTATED: 「这张卡没有超量素材的状态」 of an Xyz Monster whose materials the situation does not state (no
        // `(素材:…)`) — whether it holds any is not told: neither met nor unmet (`(素材:)` states none: met above).
        // (Its materials read from the board's view of it: the `self` handed in may be a view built without them.)
        if (self && filter.self && isField(self.zone) && filter.noXyzMaterials && self.card.type.subtypes.includes('xyz') && materialsOf(game, self) === undefined) return null;
        if (self && filter.self && isField(self.zone) && (filter.summoned || filter.summonedFrom || filter.summonedByItself || filter.summonedBySelf || filter.madeWith !== undefined || filter.materialsMin !== undefined || filter.materialsAre !== undefined)) return false;
        return zonesKnown(game, filter, me) ? false : null;
      }
      if (found > 0) return false;
      if (open > 0) return null;
      return zonesKnown(game, filter, me) ? true : null;
    }
    case 'only': {
      // Every card of `of` matches `filter`, and there is at least one: judged only on listed zones.
      const of = cond.of.place === undefined ? { ...cond.of, place: 'field' as const } : cond.of;
      if (!zonesKnown(game, of, me)) return null;
      const ctx = matchContext(self?.ref ?? '', me, game.attacker);
      const cards = [...game.cards()].filter((c) => matchesFilter(of, c, ctx));
      if (cond.count !== undefined && cards.length !== cond.count) return false;
      // CMP-COND-ATK-ABOVE-SELF: each one's ATK now above this card's ATK now (ties are not higher).
      if (cond.filter.atkAboveSelf) {
        const shown = (c: CardView) => Math.max((c.stats?.length ? valueNow(c, 'atk') : c.card.atk) ?? 0, 0);
        return cards.length > 0 && (self === undefined || cards.every((c) => shown(c) > shown(self)));
      }
      return cards.length > 0 && cards.every((c) => matchesFilter(cond.filter, c, ctx));
    }
    case 'more': {
      // Both counts must be known: an unlisted zone may hold any number of cards.
      const withPlace = (f: CardFilter): CardFilter => (f.place === undefined ? { ...f, place: 'field' } : f);
      const more = withPlace(cond.more);
      const than = withPlace(cond.than);
      if (!zonesKnown(game, more, me) || !zonesKnown(game, than, me)) return null;
      return countMatching(game, more, self?.ref ?? '', me) > countMatching(game, than, self?.ref ?? '', me);
    }
    case 'battling': {
      // CH-STAT-BATTLING: in the attack now, against a monster (a direct attack is no battle with one).
      if (game.attackTarget === undefined) return null;
      if (cond.who === 'own') {
        if (game.attacker === null || game.attackTarget === null) return false;
        const ctx = matchContext(self?.ref ?? '', me, game.attacker);
        for (const c of game.cards()) if ((c.ref === game.attacker || c.ref === game.attackTarget) && c.controller === me && matchesFilter(cond.of ?? {}, c, ctx)) return true;
        return false;
      }
      const mine = cond.who === 'equipped' ? self?.equippedTo : self?.ref;
      if (!mine) return cond.who === 'equipped' ? false : null;
      const a = game.attacker;
      const t = game.attackTarget;
      // CH-ATTACK-LOCK: 「这张卡攻击的场合」 — the attacker, whatever it attacks.
      if (cond.attacking) return a !== null && a === mine;
      // CMP-TRAP-BECOMES-EQUIP: 「以守备表示进行战斗的场合」 — the attacker (a direct attack too) or the attacked monster, in Defense Position.
      if (cond.inDefense) {
        if (a !== mine && t !== mine) return false;
        for (const c of game.cards()) if (c.ref === mine) return c.position === 'defense';
        return false;
      }
      if (a === null || t === null) return false;
      const other = mine === a ? t : mine === t ? a : null;
      if (other === null) return false;
      if (!cond.with) return true;
      for (const c of game.cards()) if (c.ref === other) return matchesFilter(cond.with, c, matchContext(self?.ref ?? '', me, a));
      return false;
    }
    case 'direct-attacks-before': {
      // FD-BATTLE-MEMORY: the direct attacks the turn player's monsters made this Battle Phase, as they remember them.
      let made = 0;
      for (const c of game.cards()) if (c.controller === game.turnPlayer && didInBattle(c.states ?? [], 'attacked-directly', true)) made++;
      return made >= cond.count;
    }
    case 'lp-behind': {
      const [mine] = playersOf(cond.side, me);
      const other: Player = mine === 'A' ? 'B' : 'A';
      const a = game.lp[mine!];
      const b = game.lp[other];
      if (a === null || a === undefined || b === null || b === undefined) return null;
      return b - a >= (cond.by ?? 1);
    }
    case 'highest-atk-on': {
      // CH-COND-HIGHEST-ATK: the highest ATK among the face-up monsters on the field (as they show now) stands on that side only; a tie
      // with a monster of the other side, or no face-up monster, is not so. A field the situation does not list: not told.
      const [side] = playersOf(cond.side, me);
      const atkNow = (m: CardView): number => (m.stats?.length ? valueNow(m as { card: Card; stats?: readonly StatMod[] }, 'atk') : m.card.atk) ?? 0;
      let best = -1;
      const at = new Set<Player>();
      for (const m of game.cards()) {
        if (m.zone !== 'monster' || m.faceUp === false || !m.controller || m.activationNegated) continue;
        const v = atkNow(m);
        if (v > best) { best = v; at.clear(); }
        if (v === best) at.add(m.controller);
      }
      if (at.size === 1 && at.has(side!)) return game.knownZone(side === 'A' ? 'B' : 'A', 'field') ? true : null;
      if (at.size === 0) return game.knownZone('A', 'field') && game.knownZone('B', 'field') ? false : null;
      // (The other side has one at least as high: not so — unless this side's field, not listed, may hold a higher one.)
      return game.knownZone(side!, 'field') ? false : null;
    }
    case 'turn':
      return sideMatches(cond.whose, game.turnPlayer, me);
    // CH-COND-EITHER: one of the lists met is enough; every one failing fails; else not told.
    case 'either': {
      const r = cond.of.map((list) => checkConditions(list, game, self, me, opts));
      return r.includes(true) ? true : r.every((x) => x === false) ? false : null;
    }
    case 'phase': {
      if (!game.phase) return null;
      // The phase is that phase or one of its steps (the turn reference knows which). CH-PHASE-PART-UNSTATED: a phase written
      // without its part (「伤害步骤」) that contains the part required (「伤害步骤开始时」「伤害计算前」) may be that part: not told,
      // never refused on a part the user did not write.
      const r = cond.phases.map((p) => (phaseWithin(p, game.phase!) === true && p !== game.phase ? null : phaseWithin(game.phase, p)));
      return r.some((x) => x === true) ? true : r.every((x) => x === false) ? false : null;
    }
    case 'holds-material': {
      // CH-PROTECT-CONDITION: one of its Xyz Materials fits (./holds-material.ts).
      return holdsMaterial(cond.filter, self, me);
    }
    case 'self-state': {
      if (!self) return null;
      const states = self.states ?? [];
      switch (cond.state) {
        case 'coin-heads':
        case 'coin-tails':
          return coinFace(states, cond.state);
        case 'face-up':
          // 「这张卡在怪兽区域表侧表示存在」: face-up on the field (a card in the GY is not).
          return self.zone === null ? self.faceUp : isField(self.zone) && self.faceUp;
        // (A card known to be outside the Monster Zone — a Pendulum Zone, the hand — is in no battle position: 「攻击表示的这张卡」 does not hold.)
        case 'in-defense':
          return self.zone !== null && self.zone !== 'monster' ? false : self.position === 'defense';
        case 'in-attack':
          return self.zone !== null && self.zone !== 'monster' ? false : self.position === null ? null : self.position === 'attack';
        case 'flipped':
          // FD-MEMORY: a card turned face-down or banished and back since forgets it was flipped.
          if (states.includes('flipped')) return true;
          return becameNewCard(states) ? false : null;
        case 'set-this-turn':
          return states.includes('set-this-turn') ? true : null;
        case 'summoned-this-turn':
          // FD-MEMORY: an effect of 「召唤·特殊召唤的回合」 needs the card face-up on the field ever since;
          // turned face-down or temporarily banished since, it is no longer that turn's summon for it
          // (docs/c03/里侧·一时除外.rst:162–169), though it still counts as summoned this turn for others (:151).
          if (becameNewCard(states)) return false;
          // Stated (`本回合特召`), or summoned by this judging's own actions. Special Summoned alone is no answer (an Extra Deck
          // monster listed on the field got there so, in some turn): unknown, and the reader says what it assumed.
          if (!states.includes('summoned-this-turn') && self.summonedHere !== true) return null;
          // 「超量召唤成功的回合」: that summon — as the situation (or the summon made here) says it was made; not said, unknown.
          if (cond.how === undefined) return true;
          return saysHowSummoned(states) ? summonedAs(states, cond.how) : null;
        // FD-BATTLE-MEMORY: what it did in battle this turn, as far as it still remembers.
        case 'attacked':
        case 'battled':
        case 'destroyed-by-battle-a-monster':
        // FD-BATTLE-PHASE-END-DEED: 「这张卡攻击宣言的」「这张卡进行直接攻击的」战斗阶段结束时.
        case 'attack-declared':
        case 'attacked-directly':
        case 'dealt-battle-damage':
          return didInBattle(states, cond.state);
        case 'not-attacked':
          // A pledge 「这张卡不能攻击」: broken by any attack declaration, even a negated one (战斗阶段流程.rst:301–303).
          return !didInBattle(states, 'attack-declared', true);
        case 'not-attacked-directly':
          return !didInBattle(states, 'attacked-directly', true);
        // CMP-MATERIALS-APPLY: the Xyz Materials it holds now (stated `素材:X+Y`, less those detached since).
        case 'equipping':
          return isField(self.zone) && self.faceUp && self.equippedTo != null;
        case 'has-materials':
          // (Only an Xyz Monster holds any: another monster — one that copied an Xyz Monster's effects — holds none.)
          if (!self.card.type.subtypes.includes('xyz')) return false;
          // (CMP-MATERIALS-TIERS: 「●3个以上：」 — at least that many.)
          if (self.materials === undefined) return null;
          // (CMP-GRANTED-XYZ-MATERIAL: 「有超量怪兽在作为超量素材的场合」 — one of those it holds is one; with some detached, which ones is unknown.)
          if (cond.materialKind) {
            const some = self.materials.some((m) => m.type.subtypes.includes(cond.materialKind!));
            return !some ? false : (self.detached ?? 0) === 0 ? true : null;
          }
          return self.materials.length - (self.detached ?? 0) >= (cond.min ?? 1);
        // CMP-EMZ-UNLINKED-PROTECT: in an Extra Monster Zone with no monster where it points — its own zone stated in a Main Monster Zone
        // says no; in an Extra Monster Zone, every monster's zone and both fields must be stated to say yes.
        case 'extra-zone-unlinked': {
          if (self.zone !== 'monster' || !self.place) return self.zone === 'monster' ? null : false;
          if (self.place.area !== 'extra-monster') return self.place.area === 'main' ? false : null;
          const cards = [...game.cards()];
          const others = cards.filter((c) => c.zone === 'monster' && c.ref !== self.ref);
          const points = others.map((m) => pointsAtCard(self, m));
          if (points.some((x) => x === true)) return false;
          if (points.some((x) => x === null) || !game.knownZone('A', 'field') || !game.knownZone('B', 'field')) return null;
          return true;
        }
        // ZONE-CO-LINKED / ZONE-EX-LINK: read from the zones the situation states (not stated: cannot be told).
        case 'linked':
        case 'co-linked':
        case 'extra-linked': {
          const cards = [...game.cards()];
          if (!game.knownZone('A', 'field') || !game.knownZone('B', 'field')) return null;
          // (Review s59: 「互相连接状态」 — and 额外连接, made of co-linked pairs — takes a second Link monster: with none on both fields written
          // in full (`A场只有:`) it is unmet even with no zone stated, as CH-TARGET-CO-LINKED counts (a Link monster alone kept a 「互相连接状态的场合」 +500). On a field
          // written in part a Link monster not written could be the second — with no zone stated that stays untold, as before.)
          const inFull = !game.knownZone('A', 'field-partial') && !game.knownZone('B', 'field-partial');
          if (cond.state !== 'linked' && inFull && self.zone === 'monster' && (!self.card.type.subtypes.includes('link') || !coLinkPartnerAmong(cards, self))) return false;
          if (!cards.every((c) => c.zone !== 'monster' || c.place !== undefined)) return null;
          const st = linkStatus(cards, self);
          if (!st) return null;
          return cond.state === 'linked' ? st.linked : cond.state === 'co-linked' ? st.coLinked : st.extraLinked;
        }
      }
      return null;
    }
    // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地／被除外／特殊召唤的回合不能发动」 — the board's part (./turn-event.ts; the chain reads the turn's
    // history too, and assumes it met, saying so, when nothing tells).
    case 'not-this-turn':
      return self ? notThisTurnOnBoard(cond, self.states ?? [], self.summonedHere) : null;
    // The turn's history is the chain's to read (../chain/legality.ts, CH-HISTORY-CONDITION): a view of the board cannot tell.
    case 'activated-this-turn':
    case 'own-effect-applied':
    case 'summoned-count-this-turn':
    case 'other':
      return null;
  }
}

/** Every condition of a list: false if one fails, null if one cannot be told, else true. */
export function checkConditions(conds: readonly Condition[], game: GameView, self: CardView | undefined, me: Player, opts: ConditionOptions = {}): boolean | null {
  let unknown = false;
  for (const c of conds) {
    const r = checkCondition(c, game, self, me, opts);
    if (r === false) return false;
    if (r === null) unknown = true;
  }
  return unknown ? null : true;
}

/** The first of `conds` that cannot be judged (checkCondition null) — what an answer names when it assumes the conditions met. */
export function firstUnknownCondition(conds: readonly Condition[], game: GameView, self: CardView | undefined, me: Player): Condition | null {
  for (const c of conds) if (checkCondition(c, game, self, me) === null) return c;
  return null;
}

/** How many different names the matching cards have (「…3种类以上」). */
function distinctNames(game: GameView, f: CardFilter, selfRef: string, me: Player): number {
  const ctx = matchContext(selfRef, me, game.attacker);
  const names = new Set<string>();
  for (const c of game.cards()) if (matchesFilter(f, c, ctx)) names.add(c.card.name);
  return names.size;
}

/**
 * FD-MATERIALS-UNSTATED: this card meets the filter but for what it was made with (「用通常怪兽作为素材」, 「用「X」为素材」, 「3只以上为素材」),
 * and the situation states no materials of it (`素材:` not written — not a copy, whose clause speaks of the copied card's summon). The
 * clause is judged unmet (FD-MATERIALS: unsaid, not made with them); the refusal says it rests on materials not written.
 */
const anyMaterialsOf = new WeakMap<CardFilter, CardFilter>();
export function materialsUnstated(f: CardFilter, self: CardView, selfRef: string, me: Player): boolean {
  if (f.materialsAre === undefined && f.madeWith === undefined && f.materialsMin === undefined) return false;
  if (self.materials !== undefined || self.card.copiedFrom) return false;
  const loose = derived(anyMaterialsOf, f, { materialsAre: undefined, madeWith: undefined, materialsMin: undefined });
  return matchesFilter(loose, self, matchContext(selfRef, me, null));
}

/** FD-EXTRA-ORIGIN: monsters that meet the filter but for 「从额外卡组特殊召唤的」, which the situation leaves open of them. */
const anyOriginOf = new WeakMap<CardFilter, CardFilter>();
function originOpen(game: GameView, f: CardFilter, selfRef: string, me: Player): number {
  const loose = derived(anyOriginOf, f, { summonedFrom: undefined });
  const ctx = matchContext(selfRef, me, game.attacker);
  let n = 0;
  for (const c of game.cards()) if (c.zone === 'monster' && extraDeckMonster(c.card) && summonOriginUnsaid(c.states ?? []) && !matchesFilter(f, c, ctx) && matchesFilter(loose, c, ctx)) n++;
  return n;
}

function countMatching(game: GameView, f: CardFilter, selfRef: string, me: Player): number {
  const ctx = matchContext(selfRef, me, game.attacker);
  if (f.effectsNegated) {
    ctx.others = [...game.cards()];
    ctx.earlier = game.earlierNegations;
  }
  let n = 0;
  for (const c of game.cards()) if (matchesFilter(f, c, ctx)) n++;
  return n;
}

/**
 * SIT-FIELD-COMPLETE: does the filter count a field the situation writes with some cards but not complete (no `A场只有:`)? A card not
 * written may stand there. (The binder marks such a field `field-partial`.) A condition counting it is still judged on the written cards
 * — as before; the answer says it took the field as complete (../chain/legality.ts).
 */
export function fieldInPart(game: GameView, f: CardFilter, me: Player): boolean {
  const places = asArray<Place>(f.place);
  if (!places.some((p) => p === 'field' || p === 'monster' || p === 'spell')) return false;
  return playersOf(f.side ?? 'any', me).some((pl) => game.knownZone(pl, 'field-partial'));
}

/**
 * ZONE-MAIN-FILTER in a condition (「自己的主要怪兽区域没有怪兽存在的场合」): the Extra Deck monsters whose zone the situation
 * does not state that a 「主要怪兽区域」 filter of `cond` counted — each may stand in an Extra Monster Zone instead, which could turn the
 * verdict (a step on such monsters says the same: ./actions.ts).
 */
export function mainZoneUnstated(cond: Condition, game: GameView, me: Player, self?: CardView): CardView[] {
  const filters = cond.is === 'exists' || cond.is === 'none' ? [cond.filter] : cond.is === 'only' ? [cond.of] : cond.is === 'more' ? [cond.more, cond.than] : [];
  const out: CardView[] = [];
  for (const f0 of filters) {
    if (!f0?.mainZone) continue;
    const f = f0.place === undefined ? { ...f0, place: 'field' as const } : f0;
    const ctx = matchContext(self?.ref ?? '', me, game.attacker);
    for (const c of game.cards()) {
      if (c.zone !== 'monster' || c.place || c.ref === self?.ref || !EXTRA_DECK_KINDS.some((k) => c.card.type.subtypes.includes(k))) continue;
      if (matchesFilter(f, c, ctx) && !out.includes(c)) out.push(c);
    }
  }
  return out;
}

/** The kinds of monster summoned from the Extra Deck (which may stand in an Extra Monster Zone). */
const EXTRA_DECK_KINDS = ['fusion', 'synchro', 'xyz', 'link'] as const;

/**
 * SIT-FIELD-COMPLETE: the players whose field, written in part (no `A场只有:`), a target filter looks at when it looks only at the field —
 * none fitting among the written cards there, one may stand there unwritten (a chain link's target is then assumed: ../chain/legality.ts).
 */
export function fieldPlayersInPart(game: GameView, f: CardFilter, me: Player): Player[] {
  const places = f.place === undefined ? ['field' as Place] : asArray<Place>(f.place);
  if (!places.length || !places.every((p) => p === 'field' || p === 'monster' || p === 'spell')) return [];
  return playersOf(f.side ?? 'any', me).filter((pl) => game.knownZone(pl, 'field-partial'));
}

/**
 * SIT-FIELD-COMPLETE: the players whose field, written in part (no `A场只有:`), a condition's verdict `v` rests on — a card not written
 * there could turn it (none: the verdict holds whatever else stands there). 「有X存在」 unmet, 「没有X存在」 met, 「X以下」 met, 「只有X」,
 * a count compared with another, 「怪兽区域全部使用中」 unmet: each is judged on the written cards taken as the whole field, and the
 * caller says so (../chain/field-in-part.ts). A met 「有X存在」 is met whatever else is there.
 */
export function conditionFieldsInPart(cond: Condition, game: GameView, me: Player, v: boolean | null = false, self?: CardView, opts: ConditionOptions = {}): Player[] {
  if (v === null) return [];
  const out = new Set<Player>();
  const add = (f0: CardFilter): void => {
    // (「这张卡」 itself — 「用通常怪兽作为素材作融合召唤的这张卡」: no card left unwritten could be it.)
    if (f0.self) return;
    const f = f0.place === undefined ? { ...f0, place: 'field' as const } : f0;
    if (!fieldInPart(game, f, me)) return;
    for (const pl of playersOf(f.side ?? 'any', me)) if (game.knownZone(pl, 'field-partial')) out.add(pl);
  };
  const partialOf = (side: Side): Player[] => playersOf(side, me).filter((pl) => game.knownZone(pl, 'field-partial'));
  switch (cond.is) {
    case 'exists': {
      if (cond.or) {
        if (!v) { add(cond.filter); add(cond.or); }
        break;
      }
      if (v) {
        if (cond.max !== undefined) add(cond.filter);
        break;
      }
      // Unmet: too few written (a card not written could add one) — not too many (more cards only add).
      let filter: CardFilter = cond.filter.place === undefined ? { ...cond.filter, place: 'field' } : cond.filter;
      if (opts.notSelfOnField && self && isField(self.zone) && !filter.self) filter = { ...filter, notSelf: true };
      const found = cond.distinct === 'name' ? distinctNames(game, filter, self?.ref ?? '', me) : countMatching(game, filter, self?.ref ?? '', me);
      if (cond.max === undefined || found <= cond.max) add(cond.filter);
      break;
    }
    case 'none':
      if (v) add(cond.filter);
      break;
    case 'only': {
      // Met: a card not written, not fitting, would break it. Unmet: only for want of cards (one written that does not fit stays).
      if (!v) {
        const of = cond.of.place === undefined ? { ...cond.of, place: 'field' as const } : cond.of;
        const ctx = matchContext(self?.ref ?? '', me, game.attacker);
        const n = [...game.cards()].filter((c) => matchesFilter(of, c, ctx)).length;
        if (!(n === 0 || (cond.count !== undefined && n < cond.count))) break;
      }
      add(cond.of);
      break;
    }
    case 'more':
      add(v ? cond.than : cond.more);
      break;
    case 'zones-full':
      if (!v) for (const pl of partialOf(cond.side)) out.add(pl);
      break;
    // CH-COLUMN-COUNT: unmet, a card not written on either field could fill the column; met with a free zone asked for, an own monster
    // not written could take it.
    case 'column-count':
      if (!v) for (const pl of partialOf('any')) out.add(pl);
      else if (cond.ownZone) for (const pl of partialOf('self')) out.add(pl);
      break;
    // ZONE-CO-LINKED / ZONE-EX-LINK (review s59): 「这张卡是（互相·额外）连接状态」 unmet by the zones written — a Link monster not written
    // on a field written in part could point at this card or be co-linked with it (more cards only add arrows, so a met one stands);
    // 「所连接区没有怪兽存在」 met — a monster not written could stand where it points.
    case 'self-state':
      if ((!v && (cond.state === 'linked' || cond.state === 'co-linked' || cond.state === 'extra-linked')) || (v && cond.state === 'extra-zone-unlinked')) for (const pl of partialOf('any')) out.add(pl);
      break;
    case 'highest-atk-on': {
      const [side] = playersOf(cond.side, me);
      const other: Player = side === 'A' ? 'B' : 'A';
      const pl = v ? other : side!;
      if (game.knownZone(pl, 'field-partial')) out.add(pl);
      break;
    }
    case 'either': {
      const r = cond.of.map((list) => list.map((c) => ({ c, v: checkCondition(c, game, self, me, opts) })));
      const lists = r.map((list) => list.flatMap(({ c, v: cv }) => conditionFieldsInPart(c, game, me, cv, self, opts)));
      // Met: by a list that holds whatever else is there — nothing assumed; else what the met lists rest on. Unmet: what each rests on.
      const metLists = r.map((list, i) => (list.every((x) => x.v === true) ? i : -1)).filter((i) => i >= 0);
      if (v && metLists.some((i) => lists[i]!.length === 0)) break;
      for (const [i, ps] of lists.entries()) if (!v || metLists.includes(i)) for (const pl of ps) out.add(pl);
      break;
    }
    default:
      break;
  }
  return [...out].sort();
}

export function zonesKnown(game: GameView, f: CardFilter, me: Player): boolean {
  return zonesKnownAt(game, f.side, asArray<Place>(f.place), me);
}

/** The same, for a filter's side and places given apart (no filter object is made for them). */
export function zonesKnownAt(game: GameView, side: Side | undefined, places: readonly Place[], me: Player): boolean {
  if (places.length === 0) return false;
  const players = playersOf(side ?? 'any', me);
  const zoneKey = (p: Place) => (p === 'monster' || p === 'spell' ? 'field' : p);
  return players.every((pl) => places.every((p) => game.knownZone(pl, zoneKey(p))));
}

// ── activation patterns ("when X is activated") ─────────────────────────────────────────────────

/** An activation as a pattern reads it: a chain link, or an effect placed in a trigger window. */
export interface ActivationView {
  controller: Player;
  card: Card;
  effect: EffectFacts | null;
  /** A Spell/Trap card activation (卡的发动), not an effect's. */
  cardActivation: boolean;
  /** Where its card was when it was activated (before any cost moved it). */
  activatedFrom: Zone | null;
  /** Added (issue 16, CH-NONCHAIN-NEGATE-COLUMN): the column its card stood in when it was activated (1–5 from A's left; null: not stated). */
  column?: number | null;
  /** Added (issue 16, CH-NEGATE-POSITION-AT-ACTIVATION): the battle position of its card, face-up in the Monster Zone, when it was activated (null: none). */
  position?: 'attack' | 'defense' | null;
  /** Its targets as chosen; empty when none are given (then judged from the card text). */
  targetCards: CardView[];
  /** Its card as it is now (for effect filters on the card). */
  own?: CardView;
  /** The activation it answers (the nearest link below that happened): its card, where it is, where it was activated. */
  answered?: { card: Card; zone: Zone | null; activatedFrom: Zone | null; cardActivation?: boolean; own?: CardView } | null;
  /** It took no target although its text targets: none could be chosen (the zones are known and hold none). */
  targetless?: boolean;
  /** Added (issue 16): the activation it answers (the link directly below it), for 「那个发动…并破坏」. */
  answers?: ActivationView;
  /** Added (issue 16): the game as the chain is built, for what a destruction could choose (CH-DESTROYS-AT-ACTIVATION). */
  game?: GameView;
  /** Added (issue 16): it copies, by targeting it, an effect that takes no target — it is not an effect that targets (CH-COPY-TARGETS). */
  copiesUntargeted?: boolean;
}

/** An activation view with every field present (absent ones undefined): one shape for the pattern readers (issue 10). */
export function activationView(controller: Player, card: Card, effect: EffectFacts | null, cardActivation: boolean, activatedFrom: Zone | null, targetCards: CardView[], own?: CardView): ActivationView {
  return { controller, card, effect, cardActivation, activatedFrom, targetCards, own, answered: undefined, targetless: undefined, answers: undefined, game: undefined, copiesUntargeted: undefined };
}

export type PatternFailure = 'anyOf' | 'by' | 'cardKind' | 'monsterCard' | 'chained' | 'card' | 'activation' | 'from' | 'includes' | 'targetsExactly' | 'destroysItsTarget' | 'wouldDestroy' | 'wouldDamage' | 'targets';

/** The first part of the pattern the activation does not meet, or null when it matches. */
export function patternMismatch(p: ActivationPattern, act: ActivationView, ctx: MatchContext): PatternFailure | null {
  const e = act.effect;
  if (p.by && !sideMatches(p.by, act.controller, ctx.me)) return 'by';
  // CH-PENDULUM-EFFECT-SPELL: a Pendulum Effect activated in a Pendulum Zone is a Spell Card's effect (「魔法·陷阱卡的效果发动时」), no monster's.
  // CH-PENDULUM-ACTIVATION: so is the card's own activation placing it in a Pendulum Zone (a Spell Card's activation).
  const pendulumSpell = isPendulumSpellActivation(act.card, act.effect, act.activatedFrom, act.cardActivation);
  if (p.cardKind && !oneOf(p.cardKind, pendulumSpell ? 'spell' : act.card.type.kind)) return 'cardKind';
  if (p.cardSubtypes && !p.cardSubtypes.some((st) => act.card.type.subtypes.includes(st))) return 'cardKind';
  // CH-RESPONDS-MONSTER-CARD: 「怪兽卡的效果」 — a card still face-down in the Monster Zone when activated (no cost turned it face-up) is no monster card.
  if (p.monsterCard && act.activatedFrom === 'monster' && act.own !== undefined && !act.own.faceUp) return 'monsterCard';
  // CH-RESPONDS-CHAINED: 「连锁到卡的效果的发动而有…发动时」 — the activation answered is itself chained to one.
  if (p.chained && !act.answered) return 'chained';
  // CH-RESPONDS-CARD: the race / Attribute of the activated card (「雷族怪兽的效果…发动时」).
  if (p.card?.race !== undefined && !oneOf(p.card.race, act.card.race ?? '')) return 'card';
  if (p.card?.attribute !== undefined && !oneOf(p.card.attribute, act.card.attribute ?? '')) return 'card';
  // CMP-RESPONDS-STATE-CLAUSE: 「5星以上的效果怪兽的效果发动时」 — the monster's Level as it is now (a Level unknown is not refused).
  if (p.card?.levelMin !== undefined || p.card?.levelMax !== undefined) {
    const level = act.own ? levelNowOf(act.own, act.card) : act.card.level;
    // (MATCH-LEVEL-NOT-RANK: an Xyz or Link Monster's effect is no 「5星以上的…怪兽的效果」.)
    if (!fitsLevelBound(p.card, act.card, level)) return 'card';
  }
  if (p.anyOf?.length) {
    // 「怪兽的效果·魔法·陷阱卡发动时」: one of the alternatives must match; the rest of the pattern still applies.
    if (!p.anyOf.some((alt) => patternMismatch(alt, act, ctx) === null)) return 'anyOf';
  }
  if (p.activation === 'card' && !act.cardActivation) return 'activation';
  if (p.activation === 'effect' && act.cardActivation) return 'activation';
  // CH-PLACED-ACTIVATION: a Spell/Trap card activated from the hand is placed on the field first — it is activated there,
  // not 「手卡的卡的效果」 (docs/c02/卡片·效果的发动.rst:36, :42: a Trap activated from the hand).
  const placed = act.cardActivation && (act.card.type.kind !== 'monster' || pendulumSpell) && act.activatedFrom === 'hand';
  if (p.from && !placeMatches(p.from, placed ? 'spell' : act.activatedFrom)) return 'from';
  // What it contains is decided at activation (./contains.ts: CH-CONTAINS-AT-ACTIVATION); a draw meets
  // 「从卡组加入手卡」 (CH-DRAW-IS-ADD).
  // An optional target left out (CH-NO-TARGET-TAKEN): no step of it was activated, so it contains, destroys and deals nothing.
  const stepless = act.targetless === true && e?.targets?.optional === true;
  if (stepless && (p.includes || p.destroysItsTarget || p.wouldDestroy || p.wouldDamage)) return p.includes ? 'includes' : p.destroysItsTarget ? 'destroysItsTarget' : p.wouldDestroy ? 'wouldDestroy' : 'wouldDamage';
  if (p.includes) {
    // A pattern that names the kind of card the step acts on is read by includesAction (CH-RESPONDS-INCLUDES-KIND).
    // MATCH-MATERIAL-KINDS: a step of a tier its card's materials do not reach is not contained.
    const via = includesAction(stepsAtActivation(e?.does ?? [], act), p.includes);
    const ok = via !== null || (!p.includes.some((inc) => inc.filter) && p.includes.some((inc) => containsStep(act, inc)));
    if (!ok) return 'includes';
  }
  const targets = act.targetCards;
  if (p.targetsExactly) {
    const { count, filter } = p.targetsExactly;
    // CH-COPY-TARGETS: a copy of an effect that takes no target is that effect — the card it targeted to copy does not make it one that targets.
    if (act.copiesUntargeted) return 'targetsExactly';
    if (targets.length > 0) {
      if (targets.length !== count || !targets.every((c) => matchesFilter(filter, c, ctx))) return 'targetsExactly';
    } else if (!e?.targets || e.targets.count !== count || e.targets.upTo || e.targets.orMore || !filterFits(e.targets.filter, filter)) {
      return 'targetsExactly';
    }
  }
  if (p.destroysItsTarget && !(e?.does ?? []).some((a) => a.do === 'destroy' && a.what === 'targets')) return 'destroysItsTarget';
  if (p.wouldDestroy && !wouldDestroy(act, p.wouldDestroy, ctx)) return 'wouldDestroy';
  if (p.wouldDestroy && p.wouldDestroyMin !== undefined && p.wouldDestroyMin > 1 && destroyCount(act, p.wouldDestroy, ctx) < p.wouldDestroyMin) return 'wouldDestroy';
  if (p.wouldDamage && !wouldDamage(act, p.wouldDamage, ctx)) return 'wouldDamage';
  if (p.targets && !targets.some((c) => matchesFilter(p.targets!, c, ctx)) && !targetsUnwrittenFit(p.targets, act)) return 'targets';
  return null;
}

/**
 * CH-RESPONDS-TARGETS-UNWRITTEN: 「以墓地里的怪兽卡为对象的卡」 names no card of its own: when the answered link's targets are not
 * written and its effect targets cards such a card could be (its target's kind and place overlap the text's), it is taken as targeting one —
 * the caller says so. A text naming this card (「这张卡成为…对象时」) is never assumed: that card is known.
 */
export function targetsUnwrittenFit(want: CardFilter, act: ActivationView): boolean {
  if (want.self || act.targetCards.length > 0 || act.copiesUntargeted || act.targetless) return false;
  const own = act.effect?.targets;
  return !!own && filterFits(own.filter, want);
}

/**
 * Does an effect's action list include one of `wanted` (「包含…的效果」)? 'same' when it does that
 * action, 'draw' when it meets 「从卡组加入手卡」 by drawing — a draw is an add from the Deck to the
 * hand, lingering draws included (CH-DRAW-IS-ADD) — null when not.
 */
export function includesAction(does: readonly Action[], wanted: NonNullable<ActivationPattern['includes']>): 'same' | 'draw' | null {
  let viaDraw = false;
  for (const inc of wanted) {
    for (const a of does) {
      // CT-BOND: a tie of 持续取对象 (「这张卡从场上离开时那只怪兽破坏」) is not what the activation does.
      if (a.bond) continue;
      // 「从卡组把怪兽特殊召唤」: the kind of card the step acts on counts too (Spells/Traps summoned as monsters are not monsters from the Deck).
      if (a.do === inc.do && (!inc.from || placesOverlap(inc.from, a.from)) && (!inc.filter || !a.what || typeof a.what !== 'object' || filterFits(a.what.filter, inc.filter))) return 'same';
      if (a.do === 'draw' && inc.do === 'add-to-hand' && (!inc.from || placesOverlap(inc.from, 'deck'))) viaDraw = true;
    }
  }
  return viaDraw ? 'draw' : null;
}

function placesOverlap(a: Place | Place[], b: Place | Place[] | undefined): boolean {
  if (b === undefined) return false;
  const bs = asArray<Place>(b);
  return asArray<Place>(a).some((x) => bs.includes(x));
}

/**
 * Would the activation's effect deal damage to that player (`side`, relative to the answering effect's controller)?
 * Only a damage step it must carry out counts: not one 「可以」 leaves to the player, nor one a result found at
 * resolution decides (a revealed card, a die), nor one made later (CH-DAMAGE-AT-ACTIVATION).
 */
function wouldDamage(act: ActivationView, side: Side, ctx: MatchContext): boolean {
  for (const a of act.effect?.does ?? []) {
    if ((a.do !== 'damage' && a.do !== 'gain-lp') || (a.optional && !onlyPickLeft(act, a)) || (a.conditional && !damageDecidedByTargets(act, a, ctx)) || a.uncertain || a.whenever) continue;
    // CH-LP-GAIN-AS-DAMAGE: a gain of LP counts when a face-up continuous effect turns that player's gains into damage.
    if (a.do === 'gain-lp') {
      const to = a.player ?? 'self';
      const players: Player[] = to === 'both' || to === 'any' ? ['A', 'B'] : [to === 'self' ? act.controller : act.controller === 'A' ? 'B' : 'A'];
      if (players.some((pl) => sideMatches(side, pl, ctx.me) && gainsTurnToDamage(act.game, pl))) return true;
      continue;
    }
    const to = a.player ?? 'opponent';
    const players: Player[] = to === 'both' || to === 'any' ? ['A', 'B'] : [to === 'self' ? act.controller : act.controller === 'A' ? 'B' : 'A'];
    // CH-DAMAGE-ZERO-EARLIER: a player an earlier effect left taking no damage this turn (「双方受到的全部伤害变成0」) is dealt none.
    const zero = act.game?.damageZero;
    if (players.some((pl) => sideMatches(side, pl, ctx.me) && !zero?.includes(pl))) return true;
  }
  return false;
}

/**
 * CH-UP-TO-ONE-LEFT (issue 16; the rules reference's chapter on what an activation 「包含」, docs/c04): a ● of 「选最多N个以下效果适用」 (`upTo`) is certain at activation
 * when every other ● of its group has nothing to act on — a step choosing cards on the field where the situation lists those zones and
 * no card there fits — since at least one ● is applied. Not read when a zone it reads is not listed.
 */
function onlyPickLeft(act: ActivationView, a: Action): boolean {
  if (!a.upTo || !act.game) return false;
  const others = (act.effect?.does ?? []).filter((x) => x !== a && x.upTo);
  if (others.length === 0) return false;
  const game = act.game;
  const own = matchContext(act.own?.ref ?? '', act.controller, game.attacker);
  return others.every((x) => {
    const w = x.what;
    if (!w || typeof w !== 'object' || w.scope === 'all') return false;
    const places = asArray<Place>(w.filter.place);
    if (places.length === 0 || places.some((p) => p !== 'field' && p !== 'monster' && p !== 'spell')) return false;
    if (!zonesKnownAt(game, w.filter.side, ['field'], act.controller)) return false;
    for (const c of game.cards()) if (isField(c.zone) && matchesFilter(w.filter, c, own)) return false;
    return true;
  });
}

/** CH-LP-GAIN-AS-DAMAGE: is a face-up continuous effect, not negated, turning this player's LP gains into damage? */
export function gainsTurnToDamage(game: GameView | undefined, pl: Player): boolean {
  if (!game) return false;
  for (const c of game.cards()) {
    if (!c.faceUp || (c.zone !== 'monster' && c.zone !== 'spell') || !c.controller || c.activationNegated || c.states?.includes('effects-negated')) continue;
    for (const e of c.card.effects) {
      if (e.kind !== 'continuous' || !e.lpGainAsDamage) continue;
      if ((e.lpGainAsDamage === 'self' ? c.controller : c.controller === 'A' ? 'B' : 'A') === pl) return true;
    }
  }
  return false;
}

/** Would the activation's effect destroy a card matching `f` (e.g. monsters on the field)? */
function wouldDestroy(act: ActivationView, f: CardFilter, ctx: MatchContext): boolean {
  for (const step of act.effect?.does ?? []) {
    const a = certainPart(step);
    // CH-DICE-FLOOR: the part certain whatever the roll counts only for such cards shown on the field (never assumed in zones not listed).
    if (a !== step) {
      if (floorOnBoard(act, a, f, ctx) > 0) return true;
      continue;
    }
    // An optional destruction (「可以…破坏」) is not one the effect would make, nor one made later (「下个回合的
    // 结束阶段破坏」), nor one a die or a result found at resolution decides (CH-DESTROYS-AT-ACTIVATION).
    if (a.do !== 'destroy' || (a.optional && !onlyPickLeft(act, a)) || a.whenever || a.uncertain) continue;
    const subject = a.what;
    if (subject === 'targets') {
      const cards = act.targetCards;
      if (cards.length > 0 ? cards.some((c) => matchesFilter(f, c, ctx)) : act.effect?.targets && filterFits(act.effect.targets.filter, f)) return true;
    } else if (subject === 'activation') {
      // 「那个发动无效并破坏」: the card of the answered activation, if it is a card on the field now — not a
      // Spell/Trap whose card activation is negated (it never counts as destroyed on the field; one whose
      // effect alone is negated is), nor a card that left the field as its cost (CH-DESTROYS-ANSWERED).
      const ans = act.answers;
      const negatesCardActivation = ans?.cardActivation === true && (act.effect?.does ?? []).some((x) => x.do === 'negate-activation');
      if (ans && !negatesCardActivation && ans.own && matchesFilter(f, ans.own, ctx)) return true;
    } else if (subject === 'attacker' || subject === 'attack-target' || subject === 'battling') {
      if (filterFits({ kind: 'monster', place: 'monster' }, f)) return true;
    } else if (subject && typeof subject === 'object') {
      // 「场上的怪兽全部破坏」: what it would destroy is judged from the text — and, where the situation lists
      // the zones it reads, from the cards there (CH-DESTROYS-AT-ACTIVATION).
      if (filterFits(subject.filter, f) && certainOnBoard(subject, f, act, ctx)) return true;
    }
  }
  return false;
}

/**
 * CH-RESPONDS-WOULD-DESTROY: an `uncertain` destruction with a part certain whatever the roll (`certainly`) counts as a destruction of
 * that part (all such cards) at activation; any other step is as written (no copy made).
 */
function certainPart(a: Action): Action {
  if (!a.uncertain || !a.certainly || typeof a.what !== 'object' || !a.what) return a;
  return { ...a, uncertain: false, what: { ...a.what, filter: a.certainly, scope: 'all' } };
}

/** CH-DICE-FLOOR: how many cards like `f` on the field the certain part of a dice-bounded destruction reaches, as the situation shows them. */
function floorOnBoard(act: ActivationView, a: Action, f: CardFilter, ctx: MatchContext): number {
  const game = act.game;
  if (!game || a.do !== 'destroy' || a.optional || a.whenever || typeof a.what !== 'object' || !a.what || !filterFits(a.what.filter, f)) return 0;
  const own = matchContext(act.own?.ref ?? '', act.controller, game.attacker);
  let n = 0;
  for (const c of game.cards()) if (isField(c.zone) && matchesFilter(a.what.filter, c, own) && matchesFilter(f, c, ctx)) n++;
  return n;
}

/**
 * CH-DESTROYS-COUNT: how many cards like `f` the activation would certainly destroy — its targets (as written, else the count its
 * text targets), the answered card, a battling monster, and the cards on a listed field a destruction of "all" such cards reaches
 * (a field not listed counts as holding any number: Infinity).
 */
function destroyCount(act: ActivationView, f: CardFilter, ctx: MatchContext): number {
  let n = 0;
  for (const step of act.effect?.does ?? []) {
    const a = certainPart(step);
    if (a !== step) {
      n += floorOnBoard(act, a, f, ctx);
      continue;
    }
    if (a.do !== 'destroy' || (a.optional && !onlyPickLeft(act, a)) || a.whenever || a.uncertain) continue;
    const subject = a.what;
    if (subject === 'targets') {
      const cards = act.targetCards;
      n += cards.length > 0 ? cards.filter((c) => matchesFilter(f, c, ctx)).length : act.effect?.targets && filterFits(act.effect.targets.filter, f) ? act.effect.targets.count : 0;
    } else if (subject === 'activation' || subject === 'attacker' || subject === 'attack-target') {
      n += wouldDestroy({ ...act, effect: act.effect ? { ...act.effect, does: [a] } : null }, f, ctx) ? 1 : 0;
    } else if (subject === 'battling') {
      n += 2;
    } else if (subject && typeof subject === 'object') {
      if (!filterFits(subject.filter, f)) continue;
      const game = act.game;
      if (!game || !zonesKnownAt(game, subject.filter.side, ['field'], act.controller)) return Infinity;
      if (subject.scope !== 'all') {
        n += certainOnBoard(subject, f, act, ctx) ? (subject.count ?? 1) : 0;
        continue;
      }
      const own = matchContext(act.own?.ref ?? '', act.controller, game.attacker);
      const bounded = boundBelow(subject.filter, act.own, act.targetCards);
      const loose = bounded.position !== undefined ? { ...bounded, position: undefined } : bounded;
      for (const c of game.cards()) if (isField(c.zone) && matchesFilter(loose, c, own) && matchesFilter(f, c, ctx)) n++;
    }
  }
  return n;
}

/**
 * Why an activation that names a destruction of cards like `f` still does not "would destroy" them
 * (for the answer's rules): 'chance' — the destruction is left to a die, a coin, a value found at
 * resolution, or to later (CH-DESTROYS-CHANCE); 'choice' — the cards are chosen at resolution and may
 * be none of those (CH-DESTROYS-CHOICE).
 */
export function destroyDoubts(act: ActivationView, f: CardFilter, ctx: MatchContext): Array<'chance' | 'choice'> {
  const out = new Set<'chance' | 'choice'>();
  for (const a of act.effect?.does ?? []) {
    if (a.do !== 'destroy' || a.optional) continue;
    if (a.whenever || a.uncertain) out.add('chance');
    else if (a.what && typeof a.what === 'object' && filterFits(a.what.filter, f) && !certainOnBoard(a.what, f, act, ctx)) out.add('choice');
  }
  return [...out];
}

/**
 * A destruction of cards described by a filter (not targets) is certain at activation unless the
 * choice is left to resolution: the player may pick a card off the field (「从手卡以及场上选…破坏」), or,
 * with the zones listed, there is no fitting card on the field or a card that does not fit `f` may be
 * picked instead (one face-up card to choose, a Spell among them). Zones nobody listed are assumed
 * to hold what the text names.
 */
function certainOnBoard(given: { filter: CardFilter; scope?: string }, f: CardFilter, act: ActivationView, ctx: MatchContext): boolean {
  // MATCH-STAT-BELOW: 「持有比特殊召唤的怪兽的攻击力低的攻击力的怪兽」 — bounded by its target's ATK now.
  const subject = given.filter.below ? { ...given, filter: boundBelow(given.filter, act.own, act.targetCards) } : given;
  const places = asArray<Place>(subject.filter.place);
  const onField = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  const choose = subject.scope !== 'all';
  if (choose && places.some((p) => !onField(p))) return false;
  const game = act.game;
  if (!game) return true;
  const me = act.controller;
  if (!zonesKnownAt(game, subject.filter.side, ['field'], me)) return true;
  const own = matchContext(act.own?.ref ?? '', me, game.attacker);
  const candidates: CardView[] = [];
  // (Battle positions are not compared: a situation seldom writes them, a monster is shown in attack
  // position by default.)
  const loose = subject.filter.position !== undefined ? { ...subject.filter, position: undefined } : subject.filter;
  for (const c of game.cards()) if (isField(c.zone) && matchesFilter(loose, c, own)) candidates.push(c);
  const fits = candidates.filter((c) => matchesFilter(f, c, ctx));
  return fits.length > 0 && (!choose || fits.length === candidates.length);
}

// ── effect filters (continuous negations) ───────────────────────────────────────────────────────

export function effectFilterMatches(f: EffectFilter, act: ActivationView, ctx: MatchContext, game?: GameView): boolean {
  // 「场上发动的效果」: a card activation is made on the field, wherever its card came from (`placedToActivate`).
  if (f.activatedFrom && !placeMatches(f.activatedFrom, f.placedToActivate && act.cardActivation ? 'spell' : act.activatedFrom)) return false;
  if (f.side && !sideMatches(f.side, act.controller, ctx.me)) return false;
  if (f.cardActivation !== undefined && act.cardActivation !== f.cardActivation) return false;
  if (f.cardKind && !oneOf(f.cardKind, act.card.type.kind)) return false;
  // CH-LINGERING-LOCK-DECLARED: 「宣言的种类的卡」 still unnarrowed — what was declared is not known, so nothing is taken to match (said by the caller).
  if (f.declaredKind) return false;
  if (f.card) {
    // CH-NONCHAIN-NEGATE-NAMED: a name an effect gave the card on the field (`(卡名:X)`) lapses once it is face-down there (a new card);
    // a card that left the field is judged as it activated (its card still carries that name).
    const own = act.own;
    const printed = own && f.card.names && (own.zone === 'monster' || own.zone === 'spell') && !own.faceUp ? printedName(own.card) : undefined;
    if (!own || !matchesFilter(f.card, printed ? { ...own, card: printed } : own, ctx)) return false;
  }
  if (f.targeting && !act.targetCards.some((c) => matchesFilter(f.targeting!, c, ctx))) return false;
  // CH-NONCHAIN-NEGATE-COLUMN: the column it was activated in (at activation) holds, now, a card of the filter (its zone stated).
  if (f.inColumnOf) {
    const col = act.column;
    if (col === undefined || col === null || !ctx.board) return false;
    if (!Object.values(ctx.board.cards).some((c) => !!c && !c.activationNegated && columnOf(c) === col && matchesFilter(f.inColumnOf!, c, ctx))) return false;
  }
  // CH-NEGATE-POSITION-AT-ACTIVATION: 「守备表示怪兽发动的效果」 — the position its card had when it was activated.
  if (f.activatedInPosition && act.position !== f.activatedInPosition) return false;
  // A GY lock is judged when the effect resolves, on the game then (./contains.ts).
  if (f.movesFrom && !(game ? mustMoveFrom(act, f.movesFrom, game, contextAs(ctx, act.own?.ref ?? '', act.controller, ctx.ignoreFaceAndControl)) : movesFrom(act, f.movesFrom))) return false;
  if (f.involves && !involvesPlace(act, f.involves)) return false;
  // CMP-NONCHAIN-NEGATE-DAMAGE: 「给与自己伤害的…效果」 — an effect certain to damage that player (CH-DAMAGE-AT-ACTIVATION).
  if (f.damages && !wouldDamage(act, f.damages, ctx)) return false;
  return true;
}

/**
 * CH-GY-LOCK-PARTIAL: under a GY lock (`f.movesFrom`) that keeps an effect that cannot be negated from applying, the first action of that
 * effect that must move a card out of the locked place — read as effectFilterMatches reads the lock.
 */
export function lockedStep(f: EffectFilter, act: ActivationView, ctx: MatchContext, game: GameView): Action | null {
  return f.movesFrom ? firstMustMove(act, f.movesFrom, game, contextAs(ctx, act.own?.ref ?? '', act.controller, ctx.ignoreFaceAndControl)) : null;
}

/**
 * Does the activation's effect (not its cost) have to act on cards in `place`? A step that is not
 * optional taking cards from there, its targets there (as chosen, or as its text names them when none
 * were written), or its own card moved out of there when it was activated there.
 */
export function involvesPlace(act: ActivationView, place: Place): boolean {
  const e = act.effect;
  if (!e) return false;
  const here = (p: Place | readonly Place[] | undefined) => p !== undefined && asArray<Place>(p).some((x) => x === place || (place === 'field' && (x === 'monster' || x === 'spell')));
  for (const a of e.does) {
    if (a.optional) continue;
    if (a.what === 'self') {
      if (act.activatedFrom !== null && here(act.activatedFrom) && (here(a.from) || a.from === undefined) && a.do !== 'other') return true;
      continue;
    }
    if (a.what === 'targets') {
      const typed = act.targetCards;
      if (typed.length ? typed.some((c) => c.zone !== null && here(c.zone)) : here(e.targets?.filter.place)) return true;
      continue;
    }
    // 「墓地的…全部」 must take them; a choice among several places (手卡·场上·墓地 each up to 1) need not.
    if (a.what && typeof a.what === 'object' && here(a.what.filter.place)) {
      const places = asArray<Place>(a.what.filter.place);
      if (a.what.scope === 'all' || places.every((x) => here(x))) return true;
    }
    if (a.what === undefined && here(a.from)) return true;
  }
  return false;
}

/** CH-ATK-EQUALS-DEF: whether a card's ATK and DEF are the same number — face-down in the Monster Zone both count as 0; a 「?」 counts as 0. */
function atkEqualsDef(c: CardView, card: Card): boolean {
  if (c.zone === 'monster' && c.faceUp === false) return true;
  const shown = (v: number | null | undefined): number => (v === undefined || v === null || v < 0 ? 0 : v);
  const atk = c.stats?.length ? valueNow(c, 'atk') : card.atk;
  const def = c.stats?.length ? valueNow(c, 'def') : card.def;
  return shown(atk) === shown(def);
}

/**
 * CMP-ORIGINAL-ZERO: whether a monster's original ATK or original DEF is 0 now — the printed value (「?」 is 0) unless a change of
 * the original applies (a stated `原攻N`, an effect's 「原本攻击力变成…」); a Link monster has no DEF to read.
 */
function originalZero(c: CardView, card: Card): boolean {
  if (c.zone === 'monster' && c.faceUp === false) return false;
  const one = (stat: 'atk' | 'def'): number | null => {
    const base = printed(card, stat);
    return base === null ? null : computeStat(base, (c.stats ?? []).filter((m) => m.stat === stat)).original;
  };
  return one('atk') === 0 || one('def') === 0;
}

/** FD-SUMMONED-BY-SELF: was it summoned by the card of that name, or by a card of that archetype (its name holds the archetype)? */
function summonedBySelfIs(f: { name?: string; archetype?: string }, by: string | undefined): boolean {
  if (by === undefined) return false;
  if (f.name !== undefined && by !== f.name) return false;
  if (f.archetype !== undefined && !archetypeSpellings(f.archetype).some((w) => by.includes(w))) return false;
  return true;
}

/**
 * CMP-SCALE-BECOMES: a Pendulum card's Scale as its own continuous Pendulum Effect makes it — a Scale N while the other Pendulum Zone holds
 * no card of the archetypes named (`Card.scaleBecomes`) applies while its effects are not negated and `other`, the card in its controller's other Pendulum
 * Zone, is of none of those archetypes; otherwise the printed Scale.
 */
function scaleNow(c: BoardCard, other: BoardCard): number {
  const b = c.card.scaleBecomes;
  // (Its activation still on the chain, or negated: a continuous effect of a card applies only once its activation resolved.)
  if (!b || !c.faceUp || c.onChain !== null || c.activationNegated || c.states.includes('effects-negated')) return c.card.scale!;
  const name = other.changed?.name ?? other.card.name;
  const ofThem = b.unlessOther.length === 0 || b.unlessOther.some((a) => archetypeSpellings(a).some((w) => name.includes(w) || other.card.alsoArchetypes?.includes(w) === true));
  return ofThem ? c.card.scale! : b.value;
}

/** CMP-LEVEL-IN-SCALES: is `level` strictly between the Pendulum Scales of the two Pendulum cards in the Pendulum Zones of `ctx.me`? */
function levelInScales(level: number | undefined, ctx: MatchContext): boolean {
  const board = ctx.board;
  if (!board) return true;
  if (level === undefined) return false;
  const scales = pendulumScalesOf(board, ctx.me);
  return scales !== null && level > scales[0] && level < scales[1];
}

/** The two Pendulum Scales (low, high) `me` has set in its Pendulum Zones now (CMP-SCALE-BECOMES read), or null when both zones are not filled. */
export function pendulumScalesOf(board: Board, me: Player): [number, number] | null {
  const held: BoardCard[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone !== 'spell' || c.controller !== me || c.card.type.kind !== 'monster' || !c.card.type.subtypes.includes('pendulum') || monsterAsEquip(c)) continue;
    if (c.card.scale !== undefined) held.push(c);
  }
  if (held.length !== 2) return null;
  const scales = held.map((c, i) => scaleNow(c, held[1 - i]!));
  return [Math.min(scales[0]!, scales[1]!), Math.max(scales[0]!, scales[1]!)];
}

/** How the turn's history says this monster was summoned, face-up in a Monster Zone and the same card since (BoardCard.summonedEarlier), or null. */
function historySummon(c: CardView): 'normal' | 'flip' | 'special' | null {
  return c.summonedEarlier !== undefined && c.faceUp && c.zone === 'monster' ? c.summonedEarlier : null;
}

/** FD-SUMMON-TURN: is the summon the turn's history lists of this monster one of these ways (a Flip Summon is a flip too: 「反转」)? */
function historySummonIs(c: CardView, kinds: readonly ('normal' | 'flip' | 'special')[], orFlipped: boolean): boolean {
  const how = historySummon(c);
  return how !== null && (kinds.includes(how) || (how === 'flip' && orFlipped));
}

/** FD-FLIP-TURN-ATTACK: was this monster flipped face-up this turn — Flip Summoned (still remembered), stated `(已反转)`, or flipped by this judging? */
function flippedThisTurn(c: CardView): boolean {
  if ((c.flippedHere === true && c.faceUp && c.zone === 'monster') || historySummon(c) === 'flip') return true;
  const states = c.states ?? [];
  return summonedThisTurnAs(states, ['flip']) || remembered(states).includes('flipped');
}
