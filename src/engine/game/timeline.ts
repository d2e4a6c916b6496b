/**
 * Where each card was at each moment of a chain or an action: the board before, replayed event by
 * event. The window rules need it for "the card is still where it was when the condition was met"
 * and "the card was already face-up on the field when it happened".
 */
import type { Card, Player, Zone } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { Board, BoardCard, Changed, EngineEvent } from '../types.js';
import { isField } from './board.js';
import { saysHowSummoned } from './memory.js';

export interface Snapshot {
  zone: Zone | null;
  faceUp: boolean;
  controller: Player | null;
  position: 'attack' | 'defense' | null;
  /** Special summoned and still on the field (for 「特殊召唤的」 filters). */
  specialSummoned?: boolean;
  /** Summoned by this judging's own actions and still on the field (BoardCard.summonedHere: 「召唤·特殊召唤的回合」). */
  summonedHere?: boolean;
  /** Added (issue 16, FD-SUMMON-MEMORY): how it was summoned, while in the Monster Zone (「同调召唤的这张卡」). */
  summonStates?: readonly CardState[] | undefined;
  /**
   * Added (issue 16, WIN-SUBJECT-WHERE-IT-WAS): its race, attribute, name as continuous changes made them
   * while it was on the field (a field card that makes every monster a Zombie) — what a trigger that reads
   * the card where it was sees; gone once it leaves the field (in the GY it is the printed card).
   */
  changed?: Changed | undefined;
  /** Added (issue 16, WIN-LEFT-WITH-COUNTER): the counters on it while it is on the field (「有捕食指示物放置的怪兽从场上离开的场合」). */
  counters?: Record<string, number> | undefined;
  /** Added (s53, CMP-EQUIPPED-TO-SELF-SUBJECT): the monster it is equipped to, while on the field (「给这张卡装备的卡被送去墓地」). */
  equippedTo?: string | undefined;
}

/** A snapshot with every field present, so all of them share one object shape. */
function snapshotOf(zone: Zone | null, faceUp: boolean, controller: Player | null, position: Snapshot['position'], specialSummoned: boolean | undefined, summonedHere: boolean | undefined, summonStates: readonly CardState[] | undefined, changed: Changed | undefined = undefined, counters: Record<string, number> | undefined = undefined, equippedTo: string | undefined = undefined): Snapshot {
  return { zone, faceUp, controller, position, specialSummoned, summonedHere, summonStates, changed, counters, equippedTo };
}

export interface TimelineCard {
  ref: string;
  card: Card;
  states: CardState[];
  before: Snapshot | null;
  after: Snapshot | null;
}

export class Timeline {
  readonly cards = new Map<string, TimelineCard>();
  private readonly aliases: Record<string, string>;
  /** Most boards have no aliases: then every ref is its own key, with no lookup. */
  private readonly hasAliases: boolean;
  /**
   * Each card's changes in event order: `{ index, snap }` is its state right after events[index].
   * Only changes are kept (not a copy of every card per event), so a long chain stays cheap.
   */
  private readonly history = new Map<string, { index: number; snap: Snapshot }[]>();

  constructor(
    readonly before: Board,
    readonly events: EngineEvent[],
    readonly after: Board,
  ) {
    this.aliases = { ...(before.aliases ?? {}), ...(after.aliases ?? {}) };
    this.hasAliases = Object.keys(this.aliases).length > 0;
    for (const k in before.cards) this.addCard(before.cards[k]!, 'before');
    for (const k in after.cards) this.addCard(after.cards[k]!, 'after');
    this.replay();
  }

  /** The key a ref is known by (a link's card listed in the situation has two refs). */
  canon(ref: string): string {
    if (!this.hasAliases) return ref;
    let r = ref;
    for (let i = 0; i < 4 && this.aliases[r] !== undefined && this.aliases[r] !== r; i++) r = this.aliases[r]!;
    return r;
  }

  get(ref: string): TimelineCard | undefined {
    return this.cards.get(this.canon(ref));
  }

  /** The card's state once every event of the same step as events[index] has happened. */
  at(ref: string, index: number): Snapshot | null {
    const key = this.canon(ref);
    const step = this.events[index]?.step;
    let last = index;
    while (step !== undefined && last + 1 < this.events.length && this.events[last + 1]!.step === step) last++;
    return this.latest(key, last) ?? this.get(key)?.before ?? null;
  }

  /** The card's state just before events[index]'s step began. */
  justBefore(ref: string, index: number): Snapshot | null {
    const key = this.canon(ref);
    const step = this.events[index]?.step;
    let first = index;
    while (step !== undefined && first > 0 && this.events[first - 1]!.step === step) first--;
    if (first === 0) return this.get(key)?.before ?? null;
    return this.latest(key, first - 1) ?? this.get(key)?.before ?? null;
  }

  /**
   * WIN-SUMMONED-AS-SHOWN: what a monster summoned by events[index] shows once its summon is done — its name, race…
   * (`changed`) and ATK/DEF changes (`stats`) as the continuous effects applying on the field make them — read from the
   * board after the events, while nothing moved it since that step (still face-up in the Monster Zone). Else null.
   */
  shownAfter(ref: string, index: number): { changed: BoardCard['changed']; stats: BoardCard['stats'] } | null {
    const key = this.canon(ref);
    const step = this.events[index]?.step;
    const changes = this.history.get(key);
    const last = changes?.[changes.length - 1];
    if (!last) return null;
    if (last.index !== index && (step === undefined || this.events[last.index]?.step !== step)) return null;
    let b: BoardCard | undefined = this.after.cards[key];
    if (!b) for (const k in this.after.cards) if (this.canon(k) === key) { b = this.after.cards[k]; break; }
    if (!b || b.zone !== 'monster' || !b.faceUp) return null;
    return { changed: b.changed, stats: b.stats };
  }

  /** The card's last change at or before events[index], or null when it has not changed by then. */
  private latest(key: string, index: number): Snapshot | null {
    const changes = this.history.get(key);
    if (!changes) return null;
    for (let i = changes.length - 1; i >= 0; i--) if (changes[i]!.index <= index) return changes[i]!.snap;
    return null;
  }

  private addCard(b: BoardCard, which: 'before' | 'after'): void {
    const key = this.canon(b.ref);
    // Every field present (absent ones undefined): one snapshot shape for the readers (issue 10).
    const snap = snapshotOf(b.zone, b.faceUp, b.controller, b.position, b.specialSummoned ? true : undefined, b.summonedHere ? true : undefined, b.zone === 'monster' && saysHowSummoned(b.states) ? b.states : undefined, isField(b.zone) && b.faceUp ? b.changed : undefined, isField(b.zone) ? b.counters : undefined, isField(b.zone) ? b.equippedTo ?? undefined : undefined);
    const existing = this.cards.get(key);
    if (existing) {
      existing[which] = snap;
      return;
    }
    this.cards.set(key, { ref: key, card: b.card, states: b.states, before: which === 'before' ? snap : null, after: which === 'after' ? snap : null });
  }

  private replay(): void {
    const now = new Map<string, Snapshot>();
    // Issue 10: a card's snapshot is never changed once made (each event's is a fresh copy below): its `before` is shared, not copied.
    for (const c of this.cards.values()) if (c.before) now.set(c.ref, c.before);
    for (let index = 0; index < this.events.length; index++) {
      const e = this.events[index]!;
      for (let i = 0; i < e.cards.length; i++) {
        const key = this.canon(e.cards[i]!);
        const prev = now.get(key) ?? snapshotOf(null, true, this.get(key)?.after?.controller ?? null, null, undefined, undefined, undefined);
        const next: Snapshot = { ...prev };
        const to = e.to[i];
        if (to !== undefined && to !== null) next.zone = to;
        switch (e.type) {
          case 'summoned':
          case 'special-summoned':
          case 'flip-summoned':
          case 'flipped':
            next.zone = to ?? 'monster';
            next.faceUp = true;
            if (e.type === 'flip-summoned') next.position = 'attack';
            // WIN-SUMMON-POSITION: the position it was summoned in, as the summon recorded it.
            if (e.position) next.position = e.position;
            if (e.type === 'special-summoned') next.specialSummoned = true;
            // 「召唤·特殊召唤的回合」: a summon this judging replays (a Flip Summon, or a flip, is neither).
            if (e.type === 'summoned' || e.type === 'special-summoned') next.summonedHere = true;
            break;
          case 'set':
            next.faceUp = false;
            break;
          case 'activated':
            // A Spell/Trap card activated face-down turns face-up on the chain.
            next.faceUp = true;
            break;
          case 'control-changed':
            // The new controller: the event's player, else the player whose effect took control
            // (an effect that takes control gives it to its own controller) — read by "the opponent"
            // conditions judged from the controller when the event happened (WIN-CAUSE-CONTROLLER).
            if (e.player ?? e.by) next.controller = (e.player ?? e.by)!;
            break;
          default:
            if (to === 'gy' || to === 'banished' || to === 'hand' || to === 'deck' || to === 'extra') next.faceUp = !(to === 'banished' && e.faceDown === true);
        }
        // Cleared, not deleted: a deleted property turns every snapshot copied from this one into a slow
        // dictionary object (read for every card of every trigger in the window); undefined reads the same.
        if (!isField(next.zone) && next.specialSummoned !== undefined) next.specialSummoned = undefined;
        if (!isField(next.zone) && next.summonedHere !== undefined) next.summonedHere = undefined;
        // Off the field (or face-down) no continuous change reaches it: it is the printed card again.
        if (next.changed !== undefined && (!isField(next.zone) || !next.faceUp)) next.changed = undefined;
        // Counters do not leave the field with their card.
        if (next.counters !== undefined && !isField(next.zone)) next.counters = undefined;
        // Nor its equip relation.
        if (next.equippedTo !== undefined && !isField(next.zone)) next.equippedTo = undefined;
        // Summoned again (or moved off the Monster Zone): the old summon is no longer its own.
        if (next.summonStates !== undefined && (next.zone !== 'monster' || e.type === 'summoned' || e.type === 'special-summoned')) next.summonStates = undefined;
        now.set(key, next);
        const changes = this.history.get(key);
        if (changes) changes.push({ index, snap: next });
        else this.history.set(key, [{ index, snap: next }]);
      }
    }
  }
}

