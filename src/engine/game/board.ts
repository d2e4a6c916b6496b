/**
 * The symbolic board: where every card of the scenario is (zone, face-up or face-down, position,
 * controller), built from the scenario's instances — the one builder, clone and mover of cards, used
 * by the chain and by actions alike. A link's card that the situation also lists is one card: it is
 * keyed by its link ref ("L2") and the situation ref points to it (`aliases`).
 */
import type { CardFilter, Player, Zone } from '../../cards/facts.js';
import type { CardInstance, Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { CardState } from '../../notation/ast.js';
import { statedChanges, statList } from './stats.js';
import { becameNewCard, offFieldStates, remembered, saysHowSummoned, summonedAs } from './memory.js';
import { equipTo } from './equip.js';
import { printedTrap } from '../../scenario/trap-monster.js';
import { ownSelf } from '../../scenario/changed-here.js';
import { extraDeckMonster } from './field-zones.js';
import { needsProperSummon } from './summon-condition.js';
import { hasBond } from './bonds.js';
import { isProtected } from './protection.js';
import { historyEffect, lastsNow } from './history.js';
import { battledPositionLock } from '../../cards/battled-lock.js';
import { battleFlippedBy } from './phase.js';

/** CH-BATTLE-FLIPPED: the attack's target, listed face-down in a Monster Zone, at a part of the damage step where the battle has flipped it. */
function battleFlippedTarget(scenario: Scenario, cards: Record<string, BoardCard>, aliases: Record<string, string>): BoardCard | null {
  const target = scenario.attack?.target;
  if (!target || !battleFlippedBy(scenario.phase)) return null;
  const c = cards[aliases[target] ?? target];
  return c && c.zone === 'monster' && !c.faceUp ? c : null;
}

/** CH-BATTLE-FLIPPED: the name of the monster the situation lists face-down that the battle has already turned face-up (said in the answer), or null. */
export function battleFlippedName(scenario: Scenario): string | null {
  const target = scenario.attack?.target;
  if (!target || !battleFlippedBy(scenario.phase)) return null;
  const inst = scenario.instances.find((i) => i.ref === target);
  return inst && inst.zone === 'monster' && !inst.faceUp ? inst.card.name : null;
}

export function buildBoard(scenario: Scenario): Board {
  const cards: Record<string, BoardCard> = {};
  const aliases: Record<string, string> = {};
  const listedBy = new Map<string, CardInstance>();
  let linkRefs: Set<string> | null = null; // made only when a link names another card as its own
  let acted: Set<string> | null = null;
  for (const inst of scenario.instances) {
    if (inst.origin !== 'link' || !inst.sameAs) continue;
    linkRefs ??= new Set(scenario.instances.filter((i) => i.origin === 'link').map((i) => i.ref));
    acted ??= new Set(scenario.action ? [scenario.action.subject, ...scenario.action.tributes] : []);
    // A later link naming an earlier link's card (a Continuous Spell/Trap's effect after its activation)
    // is folded into that link's card; a link of a card the situation lists takes that card.
    // (SIT-ACTION-CARD: the cards the action before the chain moves keep their own keys — the action is performed on them by those
    // keys: its subject, and (WIN-ACTION-BEFORE-CHAIN) its tributes and materials, whose triggers a link may activate. Before, a
    // tribute written as a link stayed on the field in the action's board, where a later link could destroy it again.)
    if (linkRefs.has(inst.sameAs) || acted.has(inst.sameAs)) aliases[inst.ref] = inst.sameAs;
    else aliases[inst.sameAs] = inst.ref;
  }
  // A link's card that an earlier link targeted by name (「C1 X→Y C2 Y」) is that same card (a chain
  // that targets no card by name has none to look for: no pass of every instance per link).
  const anyTarget = scenario.instances.some((i) => i.origin === 'target');
  for (const inst of anyTarget ? scenario.instances : []) {
    if (inst.origin !== 'link' || inst.sameAs || aliases[inst.ref]) continue;
    const targeted = scenario.instances.find((o) => o.origin === 'target' && !o.drawnByNote && o.card.id === inst.card.id && o.controller === inst.controller && !aliases[o.ref]);
    if (targeted) aliases[targeted.ref] = inst.ref;
  }
  // What the board knows of a link's card comes from the instance it folds in (where it was listed or targeted).
  // (Most chains fold none: then no lookup per instance of a key the empty record lacks, issue 10.)
  let folds = false;
  for (const inst of scenario.instances) if (inst.sameAs || inst.origin === 'target') { folds = true; break; }
  if (folds) for (const inst of scenario.instances) if (aliases[inst.ref] && inst.origin !== 'link') listedBy.set(aliases[inst.ref]!, inst);
  for (const inst of scenario.instances) {
    if (folds && aliases[inst.ref]) continue; // folded into its link's card
    const listed = inst.origin === 'link' ? listedBy.get(inst.ref) : undefined;
    cards[inst.ref] = fromInstance(inst.ref, listed ?? inst);
  }
  // FD-SUMMON-TURN-UNSTATED: a summon the turn's history lists (`本回合:B:X(特殊召唤)`, not negated, no Flip Summon) of the one
  // face-up monster of that card its player has in a Monster Zone — one that never turned face-down or left since — is that
  // monster's summon this turn (「这张卡超量召唤成功的回合」 is read of it; how, from its own states). Only that condition reads it
  // (`summonedHere`): the summon is the history's, not counted again as one the board shows.
  // How it was summoned is kept apart (`summonedEarlier`, FD-SUMMON-TURN): 「召唤的回合」 reads a Normal or Tribute Summon, not a Flip
  // Summon (a Flip Summon is no Normal Summon), and a Flip Summon is no summon of unsaid kind for `summonedHere`.
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'summon' || h.negated === 'summon') continue;
    const there = Object.values(cards).filter((c) => c.card.id === h.card.id && c.controller === h.player && c.zone === 'monster' && c.faceUp);
    const only = there.length === 1 ? there[0]! : null;
    if (!only || becameNewCard(only.states)) continue;
    if (h.summon !== null) only.summonedEarlier = h.summon === 'flip' ? 'flip' : h.summon === 'normal' || h.summon === 'tribute' ? 'normal' : 'special';
    if (h.summon !== 'flip') only.summonedHere = true;
  }
  // Equip cards the situation lists as equipped (装备卡): their changes apply after the monster's stated
  // values, which are what earlier effects made before it was equipped (./equip.ts CH-EQUIP-STATS).
  for (const inst of scenario.instances) {
    if (!inst.equippedTo) continue;
    const equip = cards[aliases[inst.ref] ?? inst.ref];
    const monster = cards[aliases[inst.equippedTo] ?? inst.equippedTo];
    if (equip && monster) equipTo(equip, monster, null);
  }
  // CT-BOND: the cards the situation says a card keeps targeting (`(对象:X)`).
  for (const inst of scenario.instances) {
    if (!inst.targeting) continue;
    const holder = cards[aliases[inst.ref] ?? inst.ref];
    const target = aliases[inst.targeting] ?? inst.targeting;
    if (holder && cards[target]) holder.bound = [{ ref: target, incarnation: 0 }];
    // `(对象:X+Y)` (CT-BOND-DESTROYED): the other cards it keeps targeting.
    for (const more of inst.alsoTargeting ?? []) {
      const other = aliases[more] ?? more;
      if (holder?.bound && cards[other]) holder.bound = [...holder.bound, { ref: other, incarnation: 0 }];
    }
  }
  // FD-SUMMON-RIDER-BY-CARD: a card on the field whose effect summoned a monster (`(由X)`, still remembered) keeps the tie its text
  // states with it (「这个效果特殊召唤的怪兽从场上离开时这张卡破坏」), as a card keeping a target does — unless the situation says another.
  for (const c of Object.values(cards)) {
    if (!c.summonedBy || c.zone !== 'monster' || !c.states.includes('summoned-by-card')) continue;
    const holder = Object.values(cards).find((h) => h.card.name === c.summonedBy && h.controller === c.controller && isField(h.zone) && h.faceUp && !h.bound && hasBond(h));
    if (holder) holder.bound = [{ ref: c.ref, incarnation: 0 }];
  }
  // FD-SUMMON-RIDER-HELD (issue 16, lingering effects): what that card's text leaves on the monster it summoned and keeps targeting
  // (「这个效果特殊召唤的怪兽的效果无效化，这个回合不能攻击宣言」 with 「这张卡不在场上存在时，那只怪兽破坏」) is a continuous effect of
  // that card: while the holder's own effects are negated (`(效果无效)`, `(不能使用)`), the monster is free of it — its effects apply
  // and it may attack; they apply again when the holder does.
  for (const c of Object.values(cards)) {
    if (!c.summonRiders?.length || !c.summonedBy || c.zone !== 'monster') continue;
    const holder = Object.values(cards).find((h) => h.card.name === c.summonedBy && isField(h.zone) && h.faceUp && h.bound?.some((b) => b.ref === c.ref));
    if (!holder || !(holder.states.includes('effects-negated') || holder.states.includes('cannot-use'))) continue;
    const said = scenario.instances.find((i) => i.ref === c.ref)?.states.includes('effects-negated') ?? false;
    if (c.summonRiders.includes('effects-negated') && !said) c.states = c.states.filter((x) => x !== 'effects-negated');
    c.summonRiders = undefined;
    c.riderHeldBy = holder.ref;
  }
  // CH-BATTLE-FLIPPED (s59): from damage calculation's step on (伤害计算前 and later), a monster attacked face-down has already been
  // turned face-up by the battle (rules reference docs/c03/战斗阶段流程.rst:577 「在伤害计算前的最初变成表侧表示」): the board shows it
  // face-up in Defense Position, flipped this turn — effects may target it, 「反转的回合」 is this turn.
  const flipped = battleFlippedTarget(scenario, cards, aliases);
  if (flipped) {
    flipped.faceUp = true;
    flipped.position = 'defense';
    flipped.flippedHere = true;
  }
  return {
    turnPlayer: scenario.turnPlayer,
    phase: scenario.phase,
    cards,
    lp: { ...scenario.lp },
    handSize: { ...scenario.handSize },
    attack: scenario.attack ? attackOf(scenario.attack, cards[aliases[scenario.attack.attacker] ?? scenario.attack.attacker]) : null,
    aliases,
    damageZero: damageZeroOf(scenario),
    earlierNegations: earlierNegationsOf(scenario),
  };
}

/**
 * CH-DAMAGE-ZERO-EARLIER (issue 16, lingering effects; rules reference docs/c04, the chapter on answers to destruction and damage, lines 172–175): the players an effect activated
 * earlier this turn left taking no damage (「双方受到的全部伤害变成0」, a `damageZero` step) — its effect applied: not negated, not
 * activated by another card's effect as that resolved.
 */
function damageZeroOf(scenario: Scenario): readonly Player[] | undefined {
  const out = new Set<Player>();
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by !== undefined) continue;
    // CH-DAMAGE-ZERO-USED: 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」 — any effect of the card activated this turn (a gained one too).
    const used = h.card.usedTurnDamageZero;
    if (used) {
      const other: Player = h.player === 'A' ? 'B' : 'A';
      for (const x of used === 'self' ? [h.player] : used === 'opponent' ? [other] : (['A', 'B'] as const)) out.add(x);
    }
    const e = historyEffect(h);
    for (const a of e?.does ?? []) {
      if (!a.damageZero) continue;
      const p = a.player ?? 'both';
      const other: Player = h.player === 'A' ? 'B' : 'A';
      for (const x of p === 'self' ? [h.player] : p === 'opponent' ? [other] : (['A', 'B'] as const)) out.add(x);
    }
  }
  return out.size ? [...out] : undefined;
}

/**
 * MATCH-EFFECTS-NEGATED (issue 16): the lasting negations of effects (「这个回合，…的效果无效化」, a `negate-effects` step lasting the
 * turn on the cards a filter names) an effect activated earlier this turn left — applied: not negated, not activated by another
 * card's effect as that resolved (the same reading as CH-LINGER-NEGATE-EARLIER's, history.ts `earlierNegations`).
 */
function earlierNegationsOf(scenario: Scenario): Board['earlierNegations'] {
  const out: { player: Player; filter: CardFilter }[] = [];
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by !== undefined) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous') continue;
    for (const a of e.does) if (a.do === 'negate-effects' && lastsNow(a, scenario.phase) && typeof a.what === 'object' && !a.sameName) out.push({ player: h.player, filter: a.what.filter });
  }
  return out.length ? out : undefined;
}

/**
 * The situation's attack. CH-ATTACKER-DEFENSE: an attacker the situation lists in Defense Position attacks so
 * (「这张卡可以用守备表示的状态作出攻击」): it is still the attacking monster and its DEF is used in the damage calculation.
 */
function attackOf(attack: { attacker: string; target: string | null }, attacker: BoardCard | undefined): NonNullable<Board['attack']> {
  return attackRecord(attack.attacker, attack.target, attacker?.zone === 'monster' && attacker.faceUp && attacker.position === 'defense');
}

/**
 * The board's attack record, built here only: `inDefense` is always a key (undefined unless it attacks
 * in Defense Position), so every attack record has one object shape and its readers stay monomorphic (issue 10).
 */
export function attackRecord(attacker: string, target: string | null, inDefense = false): NonNullable<Board['attack']> {
  return { attacker, target, inDefense: inDefense ? true : undefined };
}

/**
 * A card that enters the board during the chain with no past (a detached Xyz Material, an unnamed monster a step
 * summons): every field of a board card present from the start, in fromInstance's order — one shape (issue 10).
 */
export function newBoardCard(ref: string, card: BoardCard['card'], owner: Player | null, zone: Zone | null): BoardCard {
  return {
    ref,
    card,
    owner,
    controller: owner,
    zone,
    faceUp: true,
    position: null,
    states: [],
    onChain: null,
    specialSummoned: false,
    summonedHere: false,
    flippedHere: false,
    activationNegated: false,
    equippedTo: null,
    bound: null,
    changed: undefined,
    stats: undefined,
    levels: undefined,
    materials: undefined,
    summonedBy: undefined,
    summonedByOwn: undefined,
    summonRiders: undefined,
    detached: undefined,
    place: undefined,
    counters: undefined,
    riderHeldBy: undefined,
  };
}

/**
 * A copy of a board card with every field written in fromInstance's order: `{ ...c }` gives the copy a hidden class
 * of its own, and code optimised for built cards deoptimised ("wrong map") on copies (issue 10). The states list is copied.
 */
export function cloneCard(c: BoardCard, states: CardState[] = [...c.states]): BoardCard {
  // Every key of BoardCard: a field added to the type fails to compile until it is copied here too (a spread copied it by itself).
  const copy: { [K in keyof Required<BoardCard>]: BoardCard[K] | undefined } = {
    ref: c.ref,
    card: c.card,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    faceUp: c.faceUp,
    position: c.position,
    states,
    onChain: c.onChain,
    specialSummoned: c.specialSummoned,
    summonedHere: c.summonedHere,
    flippedHere: c.flippedHere,
    summonedEarlier: c.summonedEarlier,
    activationNegated: c.activationNegated,
    equippedTo: c.equippedTo,
    bound: c.bound,
    changed: c.changed,
    stats: c.stats,
    levels: c.levels,
    materials: c.materials,
    summonedBy: c.summonedBy,
    summonedByOwn: c.summonedByOwn,
    summonRiders: c.summonRiders,
    detached: c.detached,
    place: c.place,
    counters: c.counters,
    riderHeldBy: c.riderHeldBy,
    positionLockedBy: c.positionLockedBy,
    battledWith: c.battledWith,
  };
  return copy as BoardCard;
}

/** `{ ...c, ...patch }` (the states list shared) with the built cards' hidden class (issue 10): a view of a card as it would be. */
export function cardView(c: BoardCard, patch: Partial<BoardCard>): BoardCard {
  return Object.assign(cloneCard(c, c.states), patch);
}

function fromInstance(ref: string, inst: CardInstance): BoardCard {
  // FD-MEMORY: a card turned face-down or back from a temporary banishment forgets part of its past.
  // FD-SUMMON-MEMORY: off the Monster Zone a card keeps no summon information, only 苏生限制.
  // FD-SUMMONED-BY: a monster a card's effect summoned (`由X`) was Special Summoned, which it keeps after it forgets by what.
  const said = inst.states.includes('summoned-by-card') && !saysHowSummoned(inst.states) ? inst.states.flatMap((s): CardState[] => (s === 'summoned-by-card' ? ['special-summoned', s] : [s])) : inst.states;
  const kept = remembered(said);
  const states = inst.zone === 'monster' || inst.zone === null ? kept : offFieldStates(kept);
  // FD-SUMMON-RIDER-BY-CARD: 「这个效果特殊召唤的怪兽的效果无效化」 — negated while it remembers the card that summoned it.
  // A monster with a printed protection (「不受其他卡的效果影响」) is not judged so: the rider is not applied to it.
  if (inst.zone === 'monster' && states.includes('summoned-by-card') && inst.summonRiders?.includes('effects-negated') && !states.includes('effects-negated') && !isProtected(inst.card)) states.push('effects-negated');
  // FD-SUMMON-RIDER-BANISH: 「这个效果特殊召唤的怪兽从场上离开的场合除外」 — applied once by the summon, so it stays with the monster
  // (CH-LEAVES-BANISH-APPLIED's 离场除外) even when the card that summoned it is negated or gone.
  if (inst.zone === 'monster' && states.includes('summoned-by-card') && inst.summonRiders?.includes('leaves-banished') && !states.includes('banished-on-leave')) states.push('banished-on-leave');
  const card: BoardCard = {
    ref,
    card: inst.card,
    owner: inst.owner ?? inst.controller,
    controller: inst.controller,
    zone: inst.zone,
    faceUp: inst.faceUp,
    position: inst.position,
    states,
    onChain: null,
    // Every field present from the start: a board card keeps one shape while it moves.
    // 「特殊召唤的」: said so (`(特殊召唤)`, `(同调召唤)`, `(从墓地特召)`), or summoned this turn unless said otherwise.
    // FD-EXTRA-SPECIAL: a Fusion, Synchro, Xyz or Link monster in a Monster Zone came there only by a Special Summon.
    specialSummoned: summonedAs(states, 'special') || (states.includes('summoned-this-turn') && !saysHowSummoned(states)) || (inst.zone === 'monster' && extraDeckMonster(inst.card)),
    summonedHere: false,
    flippedHere: false,
    activationNegated: false,
    equippedTo: null,
    bound: null,
    changed: undefined,
    stats: undefined,
    levels: undefined,
    // FD-MATERIALS: what it was summoned with, while it remembers (a marker after it says when it was said).
    materials: inst.zone === 'monster' && states.includes('has-materials') ? inst.materials : undefined,
    // FD-SUMMONED-BY: which card's effect summoned it, while it remembers.
    summonedBy: inst.zone === 'monster' && states.includes('summoned-by-card') ? inst.summonedBy : undefined,
    // FD-SUMMONED-BY-SELF: what the card itself remembers of that summon — lost face-down, kept banished and back.
    summonedByOwn: inst.zone === 'monster' && inst.states.includes('summoned-by-card') && !inst.states.slice(inst.states.indexOf('summoned-by-card')).includes('turned-face-down') ? inst.summonedBy : undefined,
    summonRiders: inst.zone === 'monster' && states.includes('summoned-by-card') ? inst.summonRiders : undefined,
    detached: undefined,
    place: inst.zone === 'monster' || inst.zone === 'spell' ? inst.place : undefined,
    counters: inst.counters ? { ...inst.counters } : undefined,
    riderHeldBy: undefined,
  };
  // CH-POSITION-LOCK-BATTLED: the lock of the monster it battled (`已战斗:X`) — the binder put it in its states; its card named.
  if (inst.battledWith && inst.zone === 'monster') card.battledWith = inst.battledWith.name;
  if (inst.battledWith && remembered(states).includes('position-locked') && battledPositionLock(inst.battledWith) !== null) card.positionLockedBy = { source: inst.battledWith.name, battled: true };
  // Issue 16: ATK/DEF the situation states, as changes applied before the chain (./stats.ts).
  // A value stated before the card turned face-down or came back from banishment was the old card's (FD-MEMORY).
  const stated = inst.stats?.filter((s) => !s.beforeReset);
  if (stated?.length && inst.zone === 'monster') card.stats = statedChanges(card, stated);
  // CH-LEVEL-ARITH: levels the situation states, as changes applied before the chain (./levels.ts).
  const levels = inst.levels?.filter((l) => !l.beforeReset);
  // (A Pendulum Scale in a Pendulum Zone: the Spell & Trap Zone.)
  if (levels?.length && (inst.zone === 'monster' || inst.zone === 'spell')) card.levels = levels.map((l) => ({ op: l.op === 'is' ? 'set' : 'add', value: l.value, ...(l.by !== undefined ? { ownEffect: l.by } : {}), ...(l.scale ? { scale: true as const } : {}) }));
  return card;
}

/** The key of a ref in `board.cards` (following aliases). */
export function canonical(board: Board, ref: string): string {
  return board.aliases?.[ref] ?? ref;
}

export function cardAt(board: Board, ref: string): BoardCard | undefined {
  return board.cards[canonical(board, ref)];
}

export function cloneBoard(board: Board): Board {
  // The same keys in the same order, then each card copied in place: no array of entries per clone.
  const cards: Record<string, BoardCard> = { ...board.cards };
  for (const k in cards) {
    const c = cards[k]!;
    cards[k] = cloneCard(c);
  }
  // Every field in buildBoard's order, aliases included: a clone has the built board's shape (issue 10).
  return {
    turnPlayer: board.turnPlayer,
    phase: board.phase,
    cards,
    lp: { ...board.lp },
    handSize: { ...board.handSize },
    attack: board.attack ? attackRecord(board.attack.attacker, board.attack.target, board.attack.inDefense) : null,
    aliases: board.aliases ? { ...board.aliases } : undefined,
    damageZero: board.damageZero,
    earlierNegations: board.earlierNegations,
  };
}

/** CNT-COST-FIELD: the players whose fields a counter cost 「自己场上的」「自己·对方场上的」「场上的」 counts. */
export function fieldCounterSides(side: string | undefined, me: Player): Player[] {
  const opp: Player = me === 'A' ? 'B' : 'A';
  return side === 'self' ? [me] : side === 'opponent' ? [opp] : [me, opp];
}

/** CNT-COST-FIELD: the counters of one kind on the cards on those players' fields, together. */
export function fieldCounters(board: Board, sides: readonly Player[], kind: string): number {
  return Object.values(board.cards)
    .filter((x) => isField(x.zone) && x.controller !== null && sides.includes(x.controller))
    .reduce((n, x) => n + (x.counters?.[kind] ?? 0), 0);
}

/** A zone on the field (场上): the Monster Zone or the Spell & Trap Zone. */
export function isField(zone: Zone | null | undefined): boolean {
  return zone === 'monster' || zone === 'spell';
}

/** On the field, and still treated as a card on the field (not a Spell/Trap whose activation was negated). */
export function onField(c: BoardCard): boolean {
  return (c.zone === 'monster' || c.zone === 'spell') && !c.activationNegated;
}

/** Move a card; hand counts follow when the hand size is known. Returns where it was. */
export function moveCard(board: Board, c: BoardCard, to: Zone | null, faceUp = true): Zone | null {
  const from = c.zone;
  // Issue 16 (zones): where it lands is not known (a summon that knows says so afterwards).
  if (c.place) c.place = undefined;
  if (from === 'hand' && to !== 'hand') adjustHand(board, c.controller, -1);
  if (to === 'hand' && from !== 'hand') adjustHand(board, c.owner ?? c.controller, +1);
  // CNT-LEAVE (rules reference docs/c02/基本用语.rst, 指示物): a card that leaves its zone (a monster put in a Pendulum Zone too)
  // or turns face-down is a new card: every counter on it is removed.
  if (from !== to || !faceUp) c.counters = {};
  c.zone = to;
  c.faceUp = faceUp;
  c.onChain = to === 'spell' || to === 'monster' ? c.onChain : null;
  if (to !== 'monster') c.position = null;
  // CH-STAT-LEAVES: a monster that leaves the Monster Zone is a new card; its ATK/DEF changes are gone.
  if (to !== 'monster' && c.stats) c.stats = statList();
  // CH-LEVEL-ARITH: so are its level and Scale changes, once it moves.
  if (from !== to && c.levels) c.levels = undefined;
  // An equip card that moves is equipped to nothing any more (装备卡: ./equip.ts stops its changes).
  if (c.equippedTo) c.equippedTo = null;
  // CT-BOND: so is a card that keeps a target (持续取对象): moved, it is a new card with none.
  if (c.bound) c.bound = null;
  // SIT-CHANGED-HERE: an Attribute or Type an earlier effect gave it where it was is gone once it moves (../../scenario/changed-here.ts).
  // (Here and below the card keeps its effects, so its standing roles: the chain's list of them stays right — ./standing.ts `replaceCard`.)
  if (from !== to) {
    const own = ownSelf(c.card);
    if (own) c.card = own;
  }
  // SIT-TRAP-MONSTER: a trap monster that leaves the Monster Zone is its Trap Card again (docs/c02/基本用语.rst:1090).
  if (from === 'monster' && to !== 'monster') {
    const trap = printedTrap(c.card);
    if (trap) c.card = trap;
  }
  // CH-SUMMON-CONDITION (苏生限制, rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:130–151): a monster that needs a proper summon
  // before it is revived, sent straight from the hand, the Deck or the face-down Extra Deck to the GY or banishment (a summon negated
  // too), was never properly summoned; one that goes to the hand, the Deck or the face-down Extra Deck is no longer taken as properly
  // summoned (review s45: a chain's 「从额外卡组把1只怪兽送去墓地」 left it revivable).
  const history = from !== to && needsProperSummon(c) ? summonHistoryAfterMove(c, from, to) : null;
  if (to !== 'monster' && to !== 'spell') {
    c.activationNegated = false;
    c.specialSummoned = false;
    c.summonedHere = false;
    c.flippedHere = false;
    c.summonedEarlier = undefined;
    // A card that left the field is a new card: its states (set this turn …) are gone.
    // The summon history (苏生限制: properly summoned or never) stays with the card.
    // A monster properly summoned (`(同调召唤)` …) that leaves keeps that it was (offFieldStates).
    c.states = offFieldStates(c.states).filter((s) => s === 'used' || s === 'properly-summoned' || s === 'not-properly-summoned' || s === 'cannot-use');
    if (c.owner) c.controller = c.owner;
    // CH-SENT-GY-TURN: a card this judging sends to the GY or banishes is moved there this turn (「这张卡送去墓地／被除外的回合不能发动」 reads it).
    if (to === 'gy' && from !== 'gy') c.states.push('sent-to-gy-this-turn');
    if (to === 'banished' && from !== 'banished') c.states.push('banished-this-turn');
  }
  if (history) c.states = [...c.states.filter((x) => x !== 'properly-summoned' && x !== 'not-properly-summoned'), ...(history === 'never' ? (['not-properly-summoned'] as const) : [])];
  return from;
}

/** What a move says of a monster's summon history (苏生限制): 'never' properly summoned, 'reset' (a new card in a hidden place), or null. */
function summonHistoryAfterMove(c: BoardCard, from: Zone | null, to: Zone | null): 'never' | 'reset' | null {
  // (A Pendulum Monster goes to the Extra Deck face-up, and keeps its history there.)
  const fromHidden = from === 'hand' || from === 'deck' || (from === 'extra' && !c.states.includes('face-up-in-extra'));
  if ((to === 'gy' || to === 'banished') && fromHidden) return 'never';
  if (to === 'hand' || to === 'deck' || (to === 'extra' && !c.card.type.subtypes.includes('pendulum'))) return 'reset';
  return null;
}

export function adjustHand(board: Board, player: Player | null, delta: number): void {
  if (!player) return;
  const n = board.handSize[player];
  if (n !== null) board.handSize[player] = Math.max(0, n + delta);
}
