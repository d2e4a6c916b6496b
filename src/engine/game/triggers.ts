/**
 * Does an event meet a trigger's condition? The facts of a TriggerPattern (src/cards/facts.ts) read
 * against one EngineEvent, relative to the effect's controller. The cards of the event are read with
 * the one card filter (./match.ts), as they were at that moment (./timeline.ts).
 */
import { opponent } from '../../scenario/types.js';
import type { Card, CardFilter, CardType, EventType, MaterialUse, Player, TriggerPattern, EventCause, SummonHow, SummonedByCard, Zone } from '../../cards/facts.js';
import { archetypeSpellings } from '../../cards/archetype-words.js';
import { couldBeSummonedAs, saysHowSummoned, summonState } from './memory.js';
import type { EngineEvent } from '../types.js';
import type { Snapshot } from './timeline.js';
import { asArray, matchContext, matchesFilter, placeMatches, sideMatches, type CardView } from './match.js';
import { cardFilter } from '../../cards/shape.js';
import { isField } from './board.js';
import { printedName } from '../../scenario/renamed.js';
import { isTrapMonster, printedTrap, trapAsMonster } from '../../scenario/trap-monster.js';

/** The default subject, 「这张卡…」, in the one filter layout the card facts have (src/cards/shape.ts). */
const THIS_CARD: CardFilter = cardFilter({ self: true });

/**
 * Event types that also count as another (a card destroyed and sent to the GY *was sent* to the GY;
 * a flip summon flips the card). The chain engine may report either; both meet the condition.
 */
export function eventTypeMatches(event: EngineEvent, wanted: EventType, cardIndex: number): boolean {
  const to = event.to[cardIndex] ?? null;
  // GY-PENDULUM-EXTRA: a face-up Pendulum Monster "sent to the GY" from the field went to the Extra Deck: it was not sent there.
  if (event.type === wanted) return !(wanted === 'sent-to-gy' && to === 'extra');
  if (wanted === 'sent-to-gy') return (event.type === 'destroyed' || event.type === 'discarded') && to === 'gy';
  if (wanted === 'flipped') return event.type === 'flip-summoned';
  // WIN-DRAW-IS-ADD: drawing moves a card from the Deck to the hand, so it is an add (加入手卡) too.
  if (wanted === 'added-to-hand') return event.type === 'drawn';
  return false;
}

/** Issue 10: could eventTypeMatches(event, w, i) hold for some wanted w and some card i — by the event's type alone. */
export function typeMayMatch(type: EventType, wanted: readonly EventType[]): boolean {
  for (let k = 0; k < wanted.length; k++) {
    const w = wanted[k]!;
    if (type === w) return true;
    if (w === 'sent-to-gy' && (type === 'destroyed' || type === 'discarded')) return true;
    if (w === 'flipped' && type === 'flip-summoned') return true;
    if (w === 'added-to-hand' && type === 'drawn') return true;
  }
  return false;
}

export interface EventMatch {
  /** Index of the event in the event list. */
  index: number;
  event: EngineEvent;
  /** The cards of the event that meet the subject filter. */
  cards: string[];
  /**
   * WIN-SUMMON-HOW: the subject asks for a kind of Special Summon (「这张卡同调召唤成功时」) the situation did not tell; it was
   * taken as made that way, and the window says so.
   */
  assumedHow?: SummonHow;
  /** WIN-LEFT-SUMMON-HOW: the summon its subject names, assumed of a monster that left the field with no summon stated. */
  assumedLeftHow?: SummonHow;
  /** WIN-DESTROYER-SELF: the words on the monster destroyed its text puts and nothing read (「攻击力0的怪兽」) — the window says they were not checked. */
  unreadOnDestroyed?: string;
  /** WIN-SUMMONED-BY-CARD: 「用「X」的效果特殊召唤成功时」 after a Special Summon whose cause is not written: taken as X's, and the window says so. */
  assumedBy?: true;
  /**
   * WIN-DAMAGE-CAUSE: what dealt the damage as its text says it, not checked — the words not read (`damageCauseWords`), or the card or the
   * battle, attack not known for the part read ('battle-of-self', 'effect-of', 'direct'): taken as met, and the window and the assumptions say so.
   */
  damageUnchecked?: DamageUnchecked;
}

/** WIN-DAMAGE-CAUSE: what could not be checked of what dealt a damage — the words not read, or the battle, the attack or the card not known. */
export type DamageUnchecked = { words: string } | { battleOfSelf: true } | { effectOf: true } | { direct: true } | { dealer: true };

export interface MatchContext {
  selfRef: string;
  controller: Player;
  cardOf(ref: string): Card | undefined;
  /** The card's state right after the event (index). */
  at(ref: string, index: number): Snapshot | null;
  /** The card's state just before the event. */
  justBefore(ref: string, index: number): Snapshot | null;
  /** WIN-SUMMONED-AS-SHOWN: a summoned monster's name and ATK/DEF as continuous effects make them once the summon is done. */
  shownAfter?(ref: string, index: number): { changed: CardView['changed']; stats: CardView['stats'] } | null;
  canon(ref: string): string;
  /** The attacking monster, when an attack is going on. */
  attacker?: string | null;
  /** Added (issue 16, WIN-DESTROYED-BY): the monster it attacks, when an attack on a monster is going on. */
  attackTarget?: string | null;
  /** The turn player (WIN-EVENT-TURN). */
  turnPlayer?: Player;
  /** Tributes of the Tribute Summon this window follows (0 for any other summon, e.g. by an effect). */
  tributeCount?: number;
  /** Added (issue 16, WIN-SAME-COLUMN-ACTIVATED): the column (1–5 from A's left) chain link n's card was activated in, null when its zone is not stated. */
  activationColumn?(link: number): number | null;
  /** Added (issue 16, WIN-SAME-COLUMN-ACTIVATED): the column of a card in the situation (its stated zone), null when not stated. */
  columnOf?(ref: string): number | null;
}

/** WIN-FACE-DOWN-BANISHED-UNSEEN: a subject that names what kind of card it is (not only where it is or whose). */
function describesKind(f: CardFilter): boolean {
  return f.kind !== undefined || f.race !== undefined || f.attribute !== undefined || f.archetype !== undefined || (f.subtypes?.length ?? 0) > 0 || (f.names?.length ?? 0) > 0;
}

/** WIN-USED-AS-MATERIAL: whether a move made by a summon of this kind (none: not as a material) meets the kinds the text names. */
function materialUseMatches(want: readonly MaterialUse[], got: MaterialUse | undefined): boolean {
  if (got === undefined) return false;
  return want.length === 0 ? got !== 'tribute' : want.includes(got);
}

/**
 * WIN-SAME-COLUMN-BATTLE: whether an attack declaration cannot be of a battle between this card and a monster of its column — a direct
 * attack (no second card), or the two columns stated and not the same. Null columns (a zone not stated) do not refuse it.
 */
function foeColumnDiffers(event: EngineEvent, ctx: MatchContext): boolean {
  if (event.cards.length < 2) return true;
  const foe = event.cards.map((r) => ctx.canon(r)).find((r) => r !== ctx.selfRef);
  if (foe === undefined) return true;
  const mine = ctx.columnOf?.(ctx.selfRef) ?? null;
  const theirs = ctx.columnOf?.(foe) ?? null;
  return mine !== null && theirs !== null && mine !== theirs;
}

/** WIN-SAME-COLUMN-MOVED: a card's column and this card's, both stated in the situation, are not the same (null columns: not told). */
function columnsDiffer(ctx: MatchContext, ref: string): boolean {
  const mine = ctx.columnOf?.(ctx.selfRef) ?? null;
  const theirs = ctx.columnOf?.(ref) ?? null;
  return mine !== null && theirs !== null && mine !== theirs;
}

/** Every event of the list that meets the pattern (cards matched per event). */
export function matchingEvents(pattern: TriggerPattern, events: EngineEvent[], ctx: MatchContext): EventMatch[] {
  const wanted = asArray(pattern.event);
  const subject: CardFilter = pattern.subject ?? THIS_CARD;
  const causes = asArray<EventCause>(pattern.cause);
  const out: EventMatch[] = [];
  const mctx = matchContext(ctx.selfRef, ctx.controller, ctx.attacker);
  // CH-ATTACK-TARGET-SUBJECT: 「被攻击」 (the word 'attacked', or a battle step's `attackTarget`) is met by the attack target only —
  // the second card of an attack declaration; the attacker is not attacked.
  const targetOnly = pattern.attackTarget === true || (pattern.on !== undefined && pattern.on.includes('attacked') && !pattern.on.includes('attack-declared'));
  events.forEach((event, index) => {
    // Issue 10: an event whose type no wanted type can stand for (eventTypeMatches below) meets nothing — skipped before any
    // other check; lets through every event some card of which eventTypeMatches could accept, and the cardless ones of a wanted type.
    if (!typeMayMatch(event.type, wanted)) return;
    if (causes.length > 0 && (event.cause === null || !causes.includes(event.cause))) return;
    if (pattern.by && !sideMatches(pattern.by, event.by, ctx.controller, false)) return;
    if (pattern.byCounterTrap && !event.byCounterTrap) return;
    // WIN-SAME-COLUMN-ACTIVATED: 「和这张卡相同纵列有…发动」 — activated in this card's column; read only when both columns are stated.
    if (pattern.sameColumn && event.type === 'activated' && event.link !== null) {
      const at = ctx.activationColumn?.(event.link) ?? null;
      const mine = ctx.columnOf?.(ctx.selfRef) ?? null;
      if (at !== null && mine !== null && at !== mine) return;
    }
    // WIN-SAME-COLUMN-BATTLE: 「这张卡和相同纵列的对方怪兽进行战斗的攻击宣言时」 — a direct attack battles no monster; an attack on one is met
    // unless both columns are stated and differ (not stated: not read, said by the window).
    if (pattern.foeSameColumn && event.type === 'attack-declared' && foeColumnDiffers(event, ctx)) return;
    // WIN-CAUSE-CARD-KIND: made by the effect of a card of the kind named — the card of the link that made it.
    if (pattern.causeKind && !causedByKind(pattern.causeKind, event, events, ctx)) return;
    // WIN-MOVED-ALONE: 「只有这张卡被「X」连接怪兽的效果除外的场合」 — made by such a card's effect, which moved no other card.
    if (pattern.movedByCard && !movedByCardMatches(pattern.movedByCard, event, events, index, ctx)) return;
    if (pattern.alone && !movedAlone(event, events, ctx)) return;
    // WIN-SUMMONED-BY-CARD: 「这张卡用「X」的效果特殊召唤成功时」 — a Special Summon made by that card's effect (unwritten: assumed, said).
    let assumedBy = false;
    if (pattern.summonedByCard && event.type === 'special-summoned') {
      const by = summonedByCardMatches(pattern.summonedByCard, event, events, ctx);
      if (by === false) return;
      assumedBy = by === null;
    }
    // WIN-TRIBUTED: 「被解放的场合」 is met only by cards tributed (解放), not by any move to the GY.
    // (CMP-TRIBUTED-OR-BANISHED: 「被解放或者除外的场合」 — a banishment is the other way listed, and meets it untributed.)
    if (pattern.tributed && !event.tributed && !(event.type === 'banished' && pattern.on?.includes('banished'))) return;
    // WIN-USED-AS-MATERIAL: 「作为连接素材送去墓地的场合」 is met only by a card a summon of that kind used (「作为素材」 with no kind: any
    // summon's materials, not a Tribute Summon's tributes) — not by a destruction or any other move to the GY.
    if (pattern.asMaterialFor && !materialUseMatches(pattern.asMaterialFor, event.materialFor)) return;
    // CMP-ATTACK-NEGATED-EVENT: 「…为攻击对象的怪兽的攻击无效时」 — the negated attack was on such a monster (a direct attack: none).
    // CH-ATTACK-WINDOW: 「直接攻击宣言时」 — an attack declared on a monster (its second card) is no direct attack.
    if (pattern.direct && event.type === 'attack-declared' && event.cards.length > 1) return;
    if (pattern.negatedAttackOn && event.type === 'attack-negated' && !negatedAttackOnMatches(pattern.negatedAttackOn, index, ctx)) return;
    // 「上级召唤成功时」: only a Tribute Summon with enough tributes meets it.
    if (pattern.tributesMin !== undefined && (event.type !== 'summoned' || (ctx.tributeCount ?? 0) < pattern.tributesMin)) return;
    // WIN-DESTROYED-BY: 「…怪兽用战斗或者自身的效果破坏…的场合」 — the destroyer must be such a monster (checked per card below).
    if (pattern.destroyedBy && event.type !== 'destroyed') return;
    const cards: string[] = [];
    let assumedHow: SummonHow | undefined;
    let assumedLeftHow: SummonHow | undefined;
    const cardless = event.cards.length === 0;
    event.cards.forEach((raw, i) => {
      if (!wanted.some((w) => eventTypeMatches(event, w, i))) return;
      if (targetOnly && i === 0 && event.type === 'attack-declared') return;
      // WIN-DESTROYED-THEN-SENT: 「被破坏送去墓地」 (only the GY word) wants the card in the GY — one destroyed and banished instead
      // (a redirect of the cards sent to the GY) or sent elsewhere does not meet it.
      if (event.type === 'destroyed' && pattern.on !== undefined && pattern.on.includes('sent-to-gy') && !pattern.on.includes('destroyed')) {
        const dest = event.to[i] ?? null;
        if (dest !== null && dest !== 'gy') return;
      }
      const ref = ctx.canon(raw);
      // WIN-DESTROYER-SELF (issue 16): 「这张卡战斗破坏对方怪兽（送去墓地）时」 is met by the battle destruction of the monster this card
      // battled — the attacker when this card was attacked, the attack target when it attacked (a Token, which never reaches the
      // GY, does not meet the 「送去墓地」 of it).
      if (subject.self && ref !== ctx.selfRef && pattern.destroyer === 'self' && event.type === 'destroyed' && event.cause === 'battle' && ctx.attacker) {
        const attacker = ctx.canon(ctx.attacker);
        const battled = attacker === ctx.selfRef || attacker === ref;
        // WIN-DESTROYED-THEN-SENT: 「…送去墓地时」 wants a monster in the GY — a trap monster is its Trap Card again there.
        const toGyAsMonster = (): boolean => { const c = ctx.cardOf(ref); return event.to[i] === 'gy' && (!c || (printedTrap(c) ?? c).type.kind === 'monster'); };
        if (battled && (pattern.battleToGy !== 'destroyer' || toGyAsMonster())) cards.push(ref);
        return;
      }
      // 「这张卡…」 (the default subject): another card's event is not its own — said before looking further.
      if (subject.self && ref !== ctx.selfRef) return;
      // WIN-SAME-COLUMN-MOVED: 「和这张卡相同纵列的对方的卡从场上离开的场合」 — a card whose stated column is not this card's does not meet it.
      if (pattern.subjectSameColumn && columnsDiffer(ctx, ref)) return;
      if (pattern.destroyedBy && !destroyedByMatches(pattern.destroyedBy, event, events, index, ref, ctx)) return;
      // WIN-NOT-TARGETED: 「被不以那张卡为对象的效果破坏」 — a card the moving effect targeted does not meet it.
      if (pattern.notTargeted && event.targeted?.includes(raw)) return;
      // WIN-BANISHED-FACE-DOWN: 「…被里侧表示除外」 — a face-up banishment does not meet it.
      if (pattern.faceDown && !event.faceDown) return;
      // WIN-FACE-DOWN-BANISHED-UNSEEN (rules reference docs/c03/特定效果的处理方法.rst:881, :884): a card banished face-down cannot be
      // judged to be 「○○」 any more — a trigger on a kind of card (a Type, Attribute, card kind, archetype or name) being banished does not see it.
      // One on such a card leaving a place (「从场上离开的场合」, `from`), or naming where it was (「自己场上的表侧表示的…」, WIN-SUBJECT-WHERE-IT-WAS),
      // judges it as it was there, and does (:651).
      if (event.type === 'banished' && event.faceDown && !pattern.faceDown && pattern.from === undefined && subject.place === undefined && !subject.self && describesKind(subject)) return;
      const card = ctx.cardOf(ref);
      if (!card) return;
      // WIN-TOKEN-VANISHED (rules reference docs/c03/特定效果的处理方法.rst:881, :889, :300): a Token banished, sent to the GY or returned to the hand or Deck
      // vanishes on the way and never is a banished or GY card, so 「…被除外的场合」「…送去墓地的场合」 do not see it;
      // a reading of the same event as leaving the field (「从场上离开的场合」) still does.
      if (vanishedToken(card, event.type, pattern)) return;
      // WIN-BANISHED-AS-MONSTER (rules reference docs/c03/特定效果的处理方法.rst:909, :922–923): 「○○怪兽被除外」 wants a
      // monster when it was banished: a monster card banished from the Spell & Trap Zone (an equip card) was a Spell or Trap
      // there. 「○○怪兽卡」 names the card whatever it was used as (:919).
      // WIN-DESTROYED-BANISHED-FROM-FIELD (rules reference docs/c03/卡片的抗性.rst:73–75): a card 「破坏并除外」 — destroyed from the field,
      // then banished from the GY by the same link — is in the result banished from the field: read where it was before it was destroyed.
      const via = event.type === 'banished' ? destroyedFromFieldBefore(events, index, raw) : null;
      const fromZone = via ? via.from : event.from[i];
      const justBefore = (): Snapshot | null => ctx.justBefore(ref, via ? via.index : index);
      if (event.type === 'banished' && subject.kind === 'monster' && !subject.self && !pattern.monsterCard && (fromZone ?? justBefore()?.zone ?? null) === 'spell') return;
      // WIN-DESTROYED-THEN-SENT (issue 16; rules reference docs/c03/特定效果的处理方法.rst:843–849): 「怪兽被破坏送去墓地的场合」 wants a
      // monster in the GY too — a trap monster is its Trap Card again there, a Token never gets there.
      // (WIN-BATTLE-TO-GY: 「…战斗破坏对方怪兽送去墓地时」 of the monster destroyed — `battleToGy: 'destroyed'` — the same, and one banished instead too.)
      const battleToGy = pattern.battleToGy === 'destroyed' && event.cause === 'battle';
      if (event.type === 'destroyed' && (pattern.on?.includes('sent-to-gy') || battleToGy) && subject.kind === 'monster' && !subject.self && !pattern.monsterCard) {
        const inGy = printedTrap(card) ?? card;
        if (inGy.type.kind !== 'monster' || inGy.type.subtypes.includes('token')) return;
        if (battleToGy && event.to[i] === 'banished') return;
      }
      // A Spell/Trap whose activation was negated left from no place on the field (docs/c03/无效.rst:132, :141):
      // it was not "sent from the field".
      // WIN-EQUIPPED-ONLY (rules reference docs/c03/装备卡.rst:58–60): 「装备在怪兽上的这张卡」 — only a card that left the Spell & Trap Zone
      // as an Equip Card equipped to a monster meets it: one equipped to nothing there (its equip not made, Set), or one moved from the
      // hand, the Deck or a Monster Zone, does not.
      if (pattern.equippedOnly && ((fromZone ?? justBefore()?.zone ?? null) !== 'spell' || event.unequipped?.includes(raw))) return;
      const offField = event.notFromField !== undefined && event.notFromField.includes(raw);
      // WIN-NEGATED-MONSTER-LEAVES: only a Spell/Trap card's activation leaves its card nowhere on the field; a monster whose effect's
      // activation was negated is still in its Monster Zone, and leaves it when destroyed (「那个发动无效并破坏」).
      const negatedBefore = pattern.from !== undefined && (fromZone ?? justBefore()?.zone ?? null) !== 'monster' && events.some((e, k) => k < index && e.type === 'activation-negated' && e.cards.some((c) => ctx.canon(c) === ref));
      // WIN-TRAP-MONSTER-FROM-GY (rules reference docs/c02/基本用语.rst:1109–1110): a trap monster special summoned from the
      // GY was a Trap Card there, not a monster — 「从墓地以外有怪兽特殊召唤」 sees it, 「从墓地特殊召唤」 (a monster from the GY) does not.
      const origin = fromZone ?? justBefore()?.zone ?? null;
      const trapFromGy = event.type === 'special-summoned' && !subject.self && origin === 'gy' && (printedTrap(card) ?? card).type.kind === 'trap';
      // CMP-EVENT-FROM-ONE: a place said of one alternative (「被除外的场合或者从场上送去墓地的场合」) is checked for that event only.
      if (trapFromGy && pattern.from) {
        if (pattern.fromExcept !== 'gy') return;
      } else if (pattern.from && (pattern.fromFor === undefined || eventTypeMatches(event, pattern.fromFor, i)) && (offField || !placeMatches(pattern.from, origin, negatedBefore))) return;
      // The subject is judged where the event left it, except its controller: who controlled it
      // when it happened (a monster sent to the GY is its owner's, as it was on the field).
      const after = ctx.at(ref, index);
      const before = justBefore();
      // Likewise 「特殊召唤的」: whether it had been special summoned is read from where it was.
      // WIN-NAME-OFF-FIELD (docs/c03/特定效果的处理方法.rst:886): a name taken on the field is gone once the card left it —
      // judged where the event left it (the GY, banished) it has its own name; judged where it was, the name it had there.
      const wasOnField = isField(fromZone ?? before?.zone ?? null) && !isField(after?.zone ?? null);
      const ownName = wasOnField ? printedName(card) : undefined;
      // WIN-TRAP-MONSTER-SUMMONED (issue 16, docs/c02/基本用语.rst:1108): a trap monster the event left in a Monster Zone (it
      // Special Summoned itself) is the monster it became there — 「怪兽特殊召唤的场合」 sees a monster, not its Trap Card.
      const seen = after?.zone === 'monster' && !printedTrap(card) && isTrapMonster(card) ? trapAsMonster(card) : card;
      const view = snapshotView(ref, ownName ?? seen, after ?? before);
      if (after) {
        view.controller = before?.controller ?? after.controller;
        view.specialSummoned = Boolean(before?.specialSummoned ?? after.specialSummoned);
        view.summonedHere = Boolean(before?.summonedHere ?? after.summonedHere);
        // FD-SUMMON-MEMORY: 「同调召唤的这张卡被破坏时」 reads how it was summoned where it was.
        const how = before?.summonStates ?? after.summonStates;
        if (how) view.states = how;
        // WIN-SUMMONED-AS-SHOWN: a summon is met by the monster as it stands once summoned — the continuous effects that
        // apply to it on the field (its own, or another card's) already apply: a name it is treated as, an ATK raised.
        if (event.type === 'summoned' || event.type === 'special-summoned' || event.type === 'flip-summoned') {
          const shown = ctx.shownAfter?.(ref, index);
          if (shown) { if (shown.changed) view.changed = shown.changed; if (shown.stats?.length) view.stats = shown.stats; }
        }
      }
      // WIN-EVENT-TURN (R.EVENT_TURN; rules reference docs/c03/诱发类效果.rst:432–434): 「自己回合…时」 is judged with the subject's controller
      // when the event happened — a card taken afterwards in the same resolution does not meet it for its new controller.
      if (pattern.turn && ctx.turnPlayer && view.controller && (pattern.turn === 'self') !== (view.controller === ctx.turnPlayer)) return;
      // WIN-EVENT-TURN-BOTH (R.EVENT_TURN_BOTH; rules reference docs/c03/诱发类效果.rst:441–445): its own card that changed hands in the move (sent from
      // the field of the player who took it to its owner's GY) meets 「对方回合」 only when it holds for the player it came back to too.
      if (pattern.turn && ctx.turnPlayer && subject.self && view.controller && view.controller !== ctx.controller && (pattern.turn === 'self') !== (ctx.controller === ctx.turnPlayer)) return;
      // WIN-SUMMON-HOW: 「这张卡同调召唤成功时」 after a Special Summon the situation does not say how: taken as that kind, and said.
      if (subject.summoned && subject.summoned !== 'special' && event.type === 'special-summoned') {
        if (event.summonedAs) view.states = [...(view.states ?? []), ...event.summonedAs];
        const could = couldBeSummonedAs(view.states ?? [], subject.summoned, event.from[i] ?? before?.zone ?? null);
        if (could === false) return;
        // (Made by an effect whose text says only 「特殊召唤」 of it — 「…融合怪兽特殊召唤」 — it is no summon of that kind: not met, not assumed.)
        if (could === null && event.plainSpecial) return;
        if (could === null) { view.states = [...(view.states ?? []), 'special-summoned', summonState(subject.summoned)]; assumedHow = subject.summoned; }
      }
      // WIN-LEFT-SUMMON-HOW: 「通常召唤的表侧表示的这张卡从场上离开的场合」 — read where it was: a monster the situation stated another
      // summon for does not meet it (the filter below), one whose summon it did not state at all is taken as summoned that way, and said.
      else if (subject.summoned && event.type !== 'summoned' && event.type !== 'flip-summoned' && before?.zone === 'monster' && !before.specialSummoned
        && !saysHowSummoned(view.states ?? []) && couldBeSummonedAs(view.states ?? [], subject.summoned, null) === null) {
        view.states = [...(view.states ?? []), summonState(subject.summoned)];
        assumedLeftHow = subject.summoned;
      }
      // WIN-BANISHED-AS-IT-WAS (rules reference docs/c03/特定效果的处理方法.rst:913–914): 「○○属性／○○族怪兽被除外」 naming no place wants
      // a ○○ monster as it was banished: a face-up monster whose Attribute or Type a continuous change set on the field is judged as it was there.
      if (event.type === 'banished' && wasOnField && before?.faceUp && subject.place === undefined && !subject.self && !pattern.monsterCard
        && ((subject.attribute !== undefined && before.changed?.attribute !== undefined) || (subject.race !== undefined && before.changed?.race !== undefined))) {
        if (!matchesFilter(subject, { ...view, changed: before.changed }, mctx)) return;
        cards.push(ref);
        return;
      }
      // WIN-LEFT-WITH-COUNTER: 「有X指示物放置的怪兽从场上离开的场合」 reads the counters it held on the field as it left.
      if (subject.hasCounter !== undefined && isField(fromZone ?? before?.zone ?? null) && before?.counters) (view as { counters?: Record<string, number> }).counters = before?.counters;
      // 「表侧表示的这张卡从场上…」 (the compiler's `self` + `faceUp`): read face-up where it was, not where the move left it (a
      // face-down card returned to the Deck or destroyed face-down does not meet it).
      if (subject.self && subject.faceUp && before && isField(before.zone) && !before.faceUp) return;
      // CMP-EQUIPPED-TO-SELF-SUBJECT: 「给这张卡装备的卡」 — the monster it was equipped to just before it moved.
      if (subject.equippedToSelf) view.equippedTo = before?.equippedTo !== undefined ? ctx.canon(before.equippedTo) : null;
      if (!matchesFilter(subject.self && subject.faceUp ? { ...subject, faceUp: undefined } : subject, view, mctx) && !matchesWhereItWas(subject, ownName ? { ...view, card } : view, fromZone ?? before?.zone ?? null, before, mctx)) return;
      cards.push(ref);
    });
    // Events with no card (damage, LP): the subject is the player; `side` of the subject says whose.
    if (cardless && wanted.includes(event.type)) {
      // WIN-BANISHED-FACE-DOWN: cards not named, banished face-up, do not meet 「…被里侧表示除外」 either.
      if (pattern.faceDown && !event.faceDown) return;
      // CH-DAMAGE-AT-LEAST: 「每次…让自己受到1000以上的伤害」 — a damage known to be smaller does not meet it; (s57) 「给与对方1500以下的伤害时」
      // — one known to be larger does not.
      if (event.type === 'damage' && !damageWithinBounds(pattern, event.amount)) return;
      // (WIN-DAMAGE-CAUSE (s56): a damage subject that names a card is the one that dealt it — judged in dealtAsWritten, not as the taker.)
      if (!(event.type === 'damage' && namesDealer(subject)) && (subject.self || !sideMatches(subject.side, event.player, ctx.controller, false))) return;
      const m: EventMatch = { index, event, cards: [] };
      if (event.type === 'damage') {
        const dealt = dealtAsWritten(pattern, event, events, ctx);
        if (dealt === false) return;
        if (dealt !== true) m.damageUnchecked = dealt;
      }
      out.push(m);
      return;
    }
    // 「怪兽2只以上同时被送去墓地的场合」: that many of its cards in this one event (WIN-CARDS-TOGETHER).
    if (pattern.cardsMin !== undefined && cards.length < pattern.cardsMin) return;
    if (cards.length > 0) {
      const m: EventMatch = { index, event, cards };
      if (assumedHow) m.assumedHow = assumedHow;
      if (assumedLeftHow) m.assumedLeftHow = assumedLeftHow;
      if (assumedBy) m.assumedBy = true;
      if (pattern.destroyedWords && pattern.destroyer === 'self' && event.type === 'destroyed' && event.cause === 'battle') m.unreadOnDestroyed = pattern.destroyedWords;
      out.push(m);
    }
  });
  return out;
}

/**
 * WIN-DESTROYED-BANISHED-FROM-FIELD: the destruction from the field (its event index and zone) that a banish from the GY by the
 * same link completes (「破坏并除外」, not a later 「那之后」 step), the card not moved in between; else null.
 */
function destroyedFromFieldBefore(events: readonly EngineEvent[], index: number, raw: string): { index: number; from: Zone | null } | null {
  const ev = events[index]!;
  const i = ev.cards.indexOf(raw);
  if (ev.link === null || ev.thenStep || ev.from[i] !== 'gy') return null;
  for (let k = index - 1; k >= 0; k--) {
    const e = events[k]!;
    const j = e.cards.indexOf(raw);
    if (j < 0 || e.type === 'targeted' || e.type === 'activated') continue;
    return e.type === 'destroyed' && e.link === ev.link && e.to[j] === 'gy' && isField(e.from[j] ?? null) ? { index: k, from: e.from[j] ?? null } : null;
  }
  return null;
}

/** WIN-TOKEN-VANISHED: a Token's banish or send to the GY, for a trigger that wants the card there (not one that reads it as leaving the field). */
function vanishedToken(card: Card, type: EngineEvent['type'], pattern: TriggerPattern): boolean {
  if (type !== 'banished' && type !== 'sent-to-gy' && type !== 'returned-to-hand' && type !== 'returned-to-deck') return false;
  if (card.type.kind !== 'monster' || !card.type.subtypes.includes('token')) return false;
  const leavesField = pattern.on ? pattern.on.includes('left-field') : pattern.from !== undefined;
  return !leavesField;
}

/**
 * A subject that names the place the event took the card from (「场上的怪兽被破坏」「表侧表示的怪兽从场上离开」):
 * its place and face-up state are read where it was when the event happened, not where the event left
 * it (WIN-SUBJECT-WHERE-IT-WAS; rules reference docs/c03/特定效果的处理方法.rst:651 — a face-up monster
 * banished face-down still left the field face-up; :832–839). Asked only when the card no longer matches.
 */
function matchesWhereItWas(subject: CardFilter, view: CardView, from: CardView['zone'], before: Snapshot | null, mctx: Parameters<typeof matchesFilter>[2]): boolean {
  if (subject.place === undefined || from === null || from === view.zone || !placeMatches(subject.place, from)) return false;
  // WIN-SUBJECT-WHERE-IT-WAS: a monster card in the Spell & Trap Zone (an equip card, a Continuous
  // Spell it was placed as) was a Spell or Trap there: 「场上的怪兽被破坏」「怪兽从场上送去墓地」 are not met
  // by it (docs/c03/特定效果的处理方法.rst:835, :905). A 「怪兽卡」 filter is the same word in the facts,
  // so only a subject that is a monster and nothing else is read this way.
  if (from === 'spell' && subject.kind === 'monster') return false;
  const faceUp = before?.faceUp ?? view.faceUp;
  // 「场上的○○被破坏」: a ○○ (an archetype, a type, a level…) must have been face-up there to be one —
  // a face-down 芳香 monster destroyed is no 「芳香」 monster destroyed; a bare 「怪兽」 may be face-down
  // (docs/c03/特定效果的处理方法.rst:832–839).
  if (!faceUp && FACE_UP_TO_BE.some((k) => subject[k] !== undefined)) return false;
  // What continuous changes made it there (a Psychic monster made a Zombie there is no Psychic) — docs/c03/特定效果的处理方法.rst:898.
  return matchesFilter(subject, { ...view, zone: from, faceUp, changed: before?.changed }, mctx);
}

/** Filter keys that describe what a card is, which a face-down card on the field does not show. */
const FACE_UP_TO_BE: readonly (keyof CardFilter)[] = ['subtypes', 'race', 'attribute', 'archetype', 'id', 'levelMax', 'levelMin', 'atkMax', 'atkMin', 'defEq', 'notName'];

/** A card at a moment, as the card filter reads it (a card with no snapshot is in no known zone). */
export function snapshotView(ref: string, card: Card, snap: Snapshot | null, states: CardView['states'] = []): CardView {
  // Always the same shape (every field present), so the filter reads one kind of object here.
  return snap
    ? { ref, card, zone: snap.zone, faceUp: snap.faceUp, controller: snap.controller, position: snap.position, states, specialSummoned: snap.specialSummoned === true, summonedHere: snap.summonedHere === true, activationNegated: false, changed: undefined, materials: undefined, equippedTo: undefined, summonedBy: undefined, summonedByOwn: undefined }
    : { ref, card, zone: null, faceUp: true, controller: null, position: null, states, specialSummoned: false, summonedHere: false, activationNegated: false, changed: undefined, materials: undefined, equippedTo: undefined, summonedBy: undefined, summonedByOwn: undefined };
}

/** CMP-ATTACK-NEGATED-EVENT: the attack negated at event `index` was on a monster matching the filter, as it was then. */
function negatedAttackOnMatches(want: CardFilter, index: number, ctx: MatchContext): boolean {
  const target = ctx.attackTarget ? ctx.canon(ctx.attackTarget) : null;
  if (target === null) return false;
  const card = ctx.cardOf(target);
  const was = ctx.justBefore(target, index) ?? ctx.at(target, index);
  if (!card || !was) return false;
  return matchesFilter(want, snapshotView(target, card, was), matchContext(ctx.selfRef, ctx.controller, ctx.attacker));
}

/**
 * WIN-DESTROYED-BY (issue 16, docs/c03/无效.rst:615–618): the monster that destroyed this card matches the filter — by battle, the monster
 * it battled (the attacker, or the monster the attacker attacked); by an effect, the link's card, a monster activating its own effect
 * (a rewritten effect is still that card's). Judged as the destroyer was just before the event, controller included.
 */
function destroyedByMatches(want: CardFilter, event: EngineEvent, events: EngineEvent[], index: number, destroyed: string, ctx: MatchContext): boolean {
  let destroyer: string | null = null;
  if (event.cause === 'battle') {
    const attacker = ctx.attacker ? ctx.canon(ctx.attacker) : null;
    const target = ctx.attackTarget ? ctx.canon(ctx.attackTarget) : null;
    destroyer = attacker === destroyed ? target : attacker;
  } else if (event.cause === 'effect' && event.link !== null) {
    const act = events.find((e) => e.type === 'activated' && e.link === event.link);
    destroyer = act?.cards[0] !== undefined ? ctx.canon(act.cards[0]) : null;
  }
  if (destroyer === null) return false;
  const card = ctx.cardOf(destroyer);
  if (!card || card.type.kind !== 'monster') return false;
  const was = ctx.justBefore(destroyer, index) ?? ctx.at(destroyer, index);
  if (!was) return false;
  return matchesFilter(want, snapshotView(destroyer, card, was), matchContext(ctx.selfRef, ctx.controller, ctx.attacker));
}

/**
 * WIN-MOVED-ALONE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:753–758): the card of the link whose effect made the event
 * matches the filter, judged as it was just before the event (a Link monster of the archetype).
 */
function movedByCardMatches(want: CardFilter, event: EngineEvent, events: EngineEvent[], index: number, ctx: MatchContext): boolean {
  if (event.link === null || event.cause !== 'effect') return false;
  const act = events.find((e) => e.type === 'activated' && e.link === event.link);
  const ref = act?.cards[0] !== undefined ? ctx.canon(act.cards[0]) : null;
  const card = ref ? ctx.cardOf(ref) : undefined;
  if (!ref || !card) return false;
  const was = ctx.justBefore(ref, index) ?? ctx.at(ref, index);
  if (!was) return false;
  return matchesFilter(want, snapshotView(ref, card, was), matchContext(ctx.selfRef, ctx.controller, ctx.attacker));
}

/**
 * WIN-SUMMONED-BY-CARD (rules reference docs/c03/特定效果的处理方法.rst:640 — what made an event is the card whose effect it was): was this
 * Special Summon made by the effect of the card `want` names (its name; or a card of the archetype, of the kind)? The card of the chain
 * link that made it — the card as it is known, also when it left the field to make it (剑斗兽 returned to the Deck) — or the card a note
 * names (`[由 Y]`, `(由Y)`). A summon by the rules (a procedure, 灵摆召唤, `(规则)`) is not; one whose cause is not written is not known (null).
 */
function summonedByCardMatches(want: NonNullable<TriggerPattern['summonedByCard']>, event: EngineEvent, events: EngineEvent[], ctx: MatchContext): boolean | null {
  if (event.link !== null) {
    if (event.cause !== 'effect') return false;
    const act = events.find((e) => e.type === 'activated' && e.link === event.link);
    const card = act?.cards[0] !== undefined ? ctx.cardOf(ctx.canon(act.cards[0])) : undefined;
    // (A card not named in the chain — `?` — is not known.)
    if (!card || card.id === 0) return null;
    return byCardFits(want, card.name, card.type, card.race ?? null);
  }
  // (A note's card: its Type as the note's card has it — a monster's; none known, a lead asking one is not told, null.)
  if (event.byCardName !== undefined) return byCardFits(want, event.byCardName, event.byCardType, event.byCardRace ?? (event.byCardType?.kind === 'monster' ? undefined : null));
  return event.causeUnstated ? null : false;
}

/** Does the card fit the lead — one of its kinds when it names several (`anyOf`)? null: a Type it asks is not known. */
function byCardFits(want: NonNullable<TriggerPattern['summonedByCard']>, name: string, type: CardType | undefined, race: string | null | undefined): boolean | null {
  const each = (want.anyOf ?? [want]).map((w) => byCardIs(w, name, type, race));
  return each.includes(true) ? true : each.includes(null) ? null : false;
}

function byCardIs(want: SummonedByCard, name: string, type: CardType | undefined, race: string | null | undefined): boolean | null {
  if (want.name !== undefined && name !== want.name) return false;
  if (want.archetype !== undefined && !archetypeSpellings(want.archetype).some((w) => name.includes(w))) return false;
  // (A note's card with no type known is judged by its name only.)
  if (want.kind !== undefined && type !== undefined && type.kind !== want.kind) return false;
  if (want.race === undefined) return true;
  // 「魔法师族」 and 「魔法师」: word for word, as filters read a Type.
  const strip = (s: string) => s.replace(/族$/u, '');
  return race === undefined ? null : race !== null && strip(race) === strip(want.race);
}

/** The moves that take a card away from where it is (a summon the same effect makes after them is no such move). */
const AWAY: ReadonlySet<string> = new Set(['destroyed', 'banished', 'sent-to-gy', 'returned-to-hand', 'returned-to-deck', 'discarded']);

/**
 * WIN-MOVED-ALONE: the effect that made the event moved only this card — no other card (a Token that vanished, a card banished by its
 * own rule on the way, one sent elsewhere in its stead) in any move away of that link, before or after it in the same resolution
 * (「那个效果只移动了这1张卡」); the monsters that effect summons afterwards are not counted.
 */
function movedAlone(event: EngineEvent, events: EngineEvent[], ctx: MatchContext): boolean {
  if (event.link === null) return false;
  const self = ctx.selfRef;
  return events.every((e) => e.link !== event.link || !AWAY.has(e.type) || e.cards.every((r) => ctx.canon(r) === self));
}

/**
 * WIN-DAMAGE-CAUSE (CMP-DAMAGE-CAUSE): 「这张卡的战斗…让自己受到伤害」 — battle damage from a battle this card was in (the attacker or the attack
 * target: battle damage comes from the battle of those two); 「对方怪兽的直接攻击…」 — battle damage of an attack with no target;
 * 「「淘气仙星」怪兽的效果让对方受到伤害」 — effect damage from a link whose card is of that kind. true: met; false: not; otherwise what could
 * not be checked (taken as met, said). The one reading of what dealt a damage: the window's (above) and a card activation's 「…受到伤害时
 * 才能发动」 (CH-WHEN-EVENT-KINDS, ../chain/when-condition.ts).
 */
export function dealtAsWritten(pattern: TriggerPattern, event: EngineEvent, events: readonly EngineEvent[], ctx: MatchContext): boolean | DamageUnchecked {
  if (pattern.damageCauseWords !== undefined) return { words: pattern.damageCauseWords };
  const dealer = pattern.subject && namesDealer(pattern.subject) ? dealerMet(pattern.subject, event, events, ctx) : true;
  if (dealer === false) return false;
  const rest = dealtByWay(pattern, event, events, ctx);
  return rest === true ? dealer : rest;
}

/**
 * CH-DAMAGE-AT-LEAST: a damage's amount within the bounds its text writes (「1000以上的伤害」 `damageAtLeast`, (s57) 「1500以下的伤害」
 * `damageAtMost`); an amount not known is not refused here (the caller assumes it and says so).
 */
export function damageWithinBounds(pattern: TriggerPattern, amount: number | null): boolean {
  if (amount === null) return true;
  return !(pattern.damageAtLeast !== undefined && amount < pattern.damageAtLeast) && !(pattern.damageAtMost !== undefined && amount > pattern.damageAtMost);
}

/**
 * WIN-DAMAGE-CAUSE (s56) (CMP-DAMAGE-CAUSE): a damage subject that names a card (「自己场上的怪兽（直接攻击）给与对方…伤害时」「这张卡给与对方…」
 * 「装备怪兽给与对方…」) names the card that dealt it, not the player who took it. (A subject of the player only — 「自己受到」 — names the taker.)
 */
export function namesDealer(subject: CardFilter): boolean {
  if (subject.self === true) return true;
  // (Filters are shaped with every key present — ../../cards/shape.ts — so a key counts only with a value.)
  for (const k in subject) if (k !== 'side' && k !== 'self' && (subject as Record<string, unknown>)[k] !== undefined) return true;
  return false;
}

/**
 * WIN-DAMAGE-CAUSE (s56): 「…给与对方伤害」 — the damage was dealt to the opponent of the dealer's controller (one a player took from his own card is
 * not it), by a card as the subject says, read as it was just before (a monster that dealt battle damage was on the field then, whatever became
 * of it). The card is the one whose battle or continuous effect dealt it (`dealtBy`), else the card of the link that dealt it; none known:
 * the taker's side alone is checked, and what dealt it is said as not checked.
 */
function dealerMet(subject: CardFilter, event: EngineEvent, events: readonly EngineEvent[], ctx: MatchContext): boolean | DamageUnchecked {
  if (event.player === null) return { dealer: true };
  if (event.by !== null && event.by === event.player) return false;
  const dealerSide: Player = opponent(event.player);
  if (subject.side !== undefined && !sideMatches(subject.side, dealerSide, ctx.controller, false)) return false;
  const act = event.dealtBy !== undefined || event.link === null ? undefined : events.find((e) => e.type === 'activated' && e.link === event.link);
  const by = event.dealtBy ?? act?.cards[0];
  if (by === undefined) return subject.self && dealerSide !== ctx.controller ? false : { dealer: true };
  const ref = ctx.canon(by);
  if (subject.self) return ref === ctx.selfRef;
  const card = ctx.cardOf(ref);
  const index = events.indexOf(event);
  const was = ctx.justBefore(ref, index) ?? ctx.at(ref, index);
  if (!card || card.id === 0 || !was) return { dealer: true };
  return matchesFilter(subject, snapshotView(ref, card, was), matchContext(ctx.selfRef, ctx.controller, ctx.attacker));
}

/** WIN-DAMAGE-CAUSE: the way the text says the damage was dealt (a battle of this card, a direct attack, an archetype's effect). */
function dealtByWay(pattern: TriggerPattern, event: EngineEvent, events: readonly EngineEvent[], ctx: MatchContext): boolean | DamageUnchecked {
  // (CMP-DAMAGE-CAUSE s55) A direct attack: the attack has no target. No attack known (none written, none left by the chain): not known.
  if (event.cause === 'battle' && pattern.direct) {
    if (!ctx.attacker) return { direct: true };
    if (ctx.attackTarget) return false;
  }
  if (event.cause === 'battle' && pattern.damageBattleOfSelf) {
    const fighters = [ctx.attacker, ctx.attackTarget].filter((r): r is string => typeof r === 'string').map((r) => ctx.canon(r));
    if (fighters.length === 0) return { battleOfSelf: true };
    return fighters.includes(ctx.selfRef);
  }
  if (event.cause === 'effect' && pattern.damageByEffectOf) {
    // (s55) A continuous effect's damage is its card's (`dealtBy`), not the card of the link during whose resolution it was dealt.
    const act = event.dealtBy !== undefined || event.link === null ? undefined : events.find((e) => e.type === 'activated' && e.link === event.link);
    const by = event.dealtBy ?? act?.cards[0];
    const ref = by !== undefined ? ctx.canon(by) : null;
    const card = ref ? ctx.cardOf(ref) : undefined;
    // (A damage with no link — an action typed alone — or a card not named (`?`): not known.)
    if (!ref || !card || card.id === 0) return { effectOf: true };
    const index = events.indexOf(event);
    const was = ctx.justBefore(ref, index) ?? ctx.at(ref, index);
    if (!was) return { effectOf: true };
    return matchesFilter(pattern.damageByEffectOf, snapshotView(ref, card, was), matchContext(ctx.selfRef, ctx.controller, ctx.attacker));
  }
  return true;
}

/** WIN-DAMAGE-CAUSE: the words said of what dealt the damage (the text's own when not read, else the parts the situation could not settle). */
export function damageCauseSaid(pattern: TriggerPattern): { words: string; variant: 'unread' | 'unknown' } | null {
  if (pattern.damageCauseWords !== undefined) return { words: pattern.damageCauseWords, variant: 'unread' };
  const parts: string[] = [];
  // (WIN-DAMAGE-CAUSE (s56): the card that dealt it, as the subject names it.)
  const dealer = pattern.event === 'damage' && pattern.subject && namesDealer(pattern.subject) ? pattern.subject : null;
  // (「直接攻击」: said alike of 「对方怪兽的直接攻击让自己受到」 and 「这张卡直接攻击给与对方」.)
  if (pattern.direct) parts.push('直接攻击');
  else if (dealer) parts.push(dealer.self ? '这张卡' : `${dealer.side === 'self' ? '自己的' : dealer.side === 'opponent' ? '对方的' : ''}怪兽`);
  if (pattern.damageBattleOfSelf) parts.push('这张卡的战斗');
  const of = pattern.damageByEffectOf;
  if (of) parts.push(`${of.archetype ? `「${of.archetype}」` : ''}${of.kind === 'monster' ? '怪兽' : '卡'}的效果`);
  return parts.length ? { words: parts.join('或者'), variant: 'unknown' } : null;
}

/** WIN-CAUSE-CARD-KIND: was the event made by a chain link whose card is of this kind (a Normal Trap: no subtype)? */
function causedByKind(want: NonNullable<TriggerPattern['causeKind']>, event: EngineEvent, events: EngineEvent[], ctx: MatchContext): boolean {
  if (event.cause !== 'effect') return false;
  // WIN-SUMMON-BY-NOTED-EFFECT: an action made by a named card's effect (`[由 Y]`) carries Y's type — no link to read it from.
  if (event.link === null && !event.byCardType) return false;
  const act = event.link === null ? undefined : events.find((e) => e.type === 'activated' && e.link === event.link);
  const type = event.link === null ? event.byCardType : act?.cards[0] !== undefined ? ctx.cardOf(act.cards[0])?.type : undefined;
  if (!type || type.kind !== want.kind) return false;
  return !want.normal || type.subtypes.length === 0 || type.subtypes.includes('normal');
}
