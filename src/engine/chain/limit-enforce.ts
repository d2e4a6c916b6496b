/**
 * What a 「只能有○○存在」 limit does to monsters already there (rules reference docs/c03/只能有○○存在.rst:
 * 106–162): when a link's resolution leaves a player with face-up monsters that break a limit of one
 * Type, one Attribute or one of each Type — a monster that arrived (summoned, taken by a control
 * change, flipped) or whose Type/Attribute changed (a change ended, :130–136) — the player sends the
 * ones that came later to the GY: by rule, not by an effect (:158–162, so 「被效果送去墓地」 triggers do
 * not meet it, and a monster unaffected by the limit's card is sent too). A control change is not
 * limited, the monster taken is sent afterwards (:89–92, :138–141). When every monster involved came at
 * once, the player chooses what to keep (:121): nothing is sent and the answer says so.
 *
 * 「只能有1张表侧表示存在」 the same way (:232–240): a second card face-up after the first is destroyed —
 * by rule, not by an effect.
 *
 * Judged after each link resolves, on the board before it (CH-FIELD-LIMIT-SEND, CH-ONLY-ONE-DESTROY).
 */
import type { Player } from '../../cards/facts.js';
import type { BoardCard, Board } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { moveCards } from '../game/actions.js';
import { keysWith, standing } from '../game/standing.js';
import { activationPending } from '../game/on-chain.js';
import { uniqueOf, type Unique } from './unique.js';
import { say } from '../phrases/index.js';
import { sentences } from '../phrases/words.js';
import { R } from '../rule-ids.js';
import { pushOnce } from '../game/state.js';
import { continuouslyNegated } from '../game/protection.js';

/** What each monster face-up in a Monster Zone was before the link resolved. */
export type Snapshot = Map<string, { controller: Player | null; race: string | null; attribute: string | null; name: string }>;

const raceOf = (c: BoardCard) => (c.changed?.race ?? c.card.race ?? null);
const attributeOf = (c: BoardCard) => (c.changed?.attribute ?? c.card.attribute ?? null);
/** A second Attribute the monster holds too by a continuous change (「属性也当作「暗」使用」), when it differs. */
const secondAttributeOf = (c: BoardCard): string | null => {
  const also = c.changed?.alsoAttribute;
  const first = attributeOf(c);
  return also && (!first || !sameWord(also, first)) ? also : null;
};
const nameOf = (c: BoardCard) => c.changed?.name ?? c.card.name;
const sameWord = (a: string, b: string) => a.replace(/[族属性]$/u, '') === b.replace(/[族属性]$/u, '');

/** Which cards of the board carry a limit this module enforces: the keys of the Type/Attribute limit holders, and whether any card has a 「只能有1张」 limit. */
export interface LimitWatch {
  holders: string[];
  unique: boolean;
}

const SENDING_LIMITS = new Set(['one-race', 'one-attribute', 'one-per-race']);

/**
 * The limits on the board, found once per chain, not per link: resolution moves cards but adds none
 * that could carry one (the only card it adds is the unnamed placeholder, which has no effects), so on
 * the many boards with no limit the per-link snapshot and checks are skipped. Null: nothing to watch.
 */
export function limitsOnBoard(state: EngineState): LimitWatch | null {
  const board = state.board;
  const holders: string[] = [];
  // From the chain's standing roles (../game/standing.ts): no card of the board is read again for them.
  for (const k of keysWith(state, 'fieldLimits')) if (standing(board.cards[k]!.card).fieldLimits.some((a) => SENDING_LIMITS.has(a.fieldLimit!))) holders.push(k);
  const unique = keysWith(state, 'uniques').length > 0;
  return holders.length > 0 || unique ? { holders, unique } : null;
}

/** The board's face-up monsters, as they are (taken before a link resolves, on a board `limitsOnBoard`). */
export function snapshot(board: Board): Snapshot {
  const out: Snapshot = new Map();
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone === 'monster' && c.faceUp) out.set(c.ref, { controller: c.controller, race: raceOf(c), attribute: attributeOf(c), name: nameOf(c) });
  }
  return out;
}

/** Send or destroy what the limits no longer allow after `link` resolved (`at`: the link the moves are told under; null after the chain). */
export function enforceLimits(state: EngineState, link: LinkState, before: Snapshot, watch: LimitWatch, at: number | null = link.n): void {
  const board = state.board;
  // Each player's face-up monsters, in board order: read in one pass, again only after a send moved some.
  let faceUp: Record<Player, BoardCard[]> | null = null;
  const monsters = (p: Player): readonly BoardCard[] => {
    if (faceUp === null) {
      faceUp = { A: [], B: [] };
      for (const k in board.cards) {
        const c = board.cards[k]!;
        if (c.zone === 'monster' && c.faceUp && (c.controller === 'A' || c.controller === 'B')) faceUp[c.controller].push(c);
      }
    }
    return faceUp[p];
  };
  const notes: ReturnType<typeof say>[] = [];
  for (const key of watch.holders) {
    const holder = board.cards[key];
    // A monster may hold a field limit too (CH-FIELD-LIMIT-MONSTER; docs/c03/只能有○○存在.rst:150): face-up in a Monster Zone it applies like a Continuous Spell/Trap's.
    if (!holder || !holder.faceUp || (holder.zone !== 'spell' && holder.zone !== 'monster') || holder.activationNegated || !holder.controller || activationPending(state, holder)) continue;
    for (const a of standing(holder.card).fieldLimits) {
      const limit = a.fieldLimit;
      if (limit !== 'one-race' && limit !== 'one-attribute' && limit !== 'one-per-race') continue;
      const key = limit === 'one-attribute' ? attributeOf : raceOf;
      for (const p of ['A', 'B'] as Player[]) {
        const mine = monsters(p).filter((c) => key(c) !== null);
        // Still what it was, where it was: a monster that did not come or change in this resolution.
        const settled = (c: BoardCard) => {
          const was = before.get(c.ref);
          return was !== undefined && was.controller === c.controller && (limit === 'one-attribute' ? was.attribute : was.race) === key(c);
        };
        const send: BoardCard[] = [];
        // A monster holding two Attributes at once breaks a one-Attribute limit by itself: it is sent whatever else is there.
        const doubled = limit === 'one-attribute' ? mine.filter((c) => secondAttributeOf(c) !== null) : [];
        if (doubled.length) { send.push(...doubled); link.rules.push(R.FIELD_LIMIT_TWO_ATTRIBUTES); }
        if (limit === 'one-per-race') {
          const groups = new Map<string, BoardCard[]>();
          for (const c of mine) {
            const k = [...groups.keys()].find((g) => sameWord(g, key(c)!)) ?? key(c)!;
            groups.set(k, [...(groups.get(k) ?? []), c]);
          }
          for (const g of groups.values()) {
            if (g.length < 2) continue;
            const kept = g.filter(settled);
            if (kept.length === 1) send.push(...g.filter((c) => !kept.includes(c)));
            else pushOnce(state.assumptions, say({ rule: R.FIELD_LIMIT_SEND, params: { variant: 'choose', source: holder.card.name, player: p } }));
          }
        } else {
          const single = mine.filter((c) => !send.includes(c));
          const kinds = new Set(single.map((c) => key(c)!.replace(/[族属性]$/u, '')));
          const keptKinds = new Set(single.filter(settled).map((c) => key(c)!.replace(/[族属性]$/u, '')));
          // CH-FIELD-LIMIT-TAKEN (:89–91): nothing was there before, but the resolution summoned a monster and then took one
          // (「这张卡特殊召唤，得到那只怪兽的控制权」): the summon came first, so the monster taken is the one that breaks the limit.
          const summoned = single.filter((c) => !before.has(c.ref));
          const taken = single.filter((c) => before.get(c.ref)?.controller !== undefined && before.get(c.ref)!.controller !== c.controller);
          const summonedKinds = new Set(summoned.map((c) => key(c)!.replace(/[族属性]$/u, '')));
          if (kinds.size < 2) { /* nothing more to send */ } else if (keptKinds.size === 1) {
            const keep = [...keptKinds][0]!;
            send.push(...single.filter((c) => key(c)!.replace(/[族属性]$/u, '') !== keep));
          } else if (keptKinds.size === 0 && summonedKinds.size === 1 && taken.length > 0 && summoned.length + taken.length === single.length) {
            const keep = [...summonedKinds][0]!;
            send.push(...taken.filter((c) => key(c)!.replace(/[族属性]$/u, '') !== keep));
            link.rules.push(R.FIELD_LIMIT_TAKEN);
          } else pushOnce(state.assumptions, say({ rule: R.FIELD_LIMIT_SEND, params: { variant: 'choose', source: holder.card.name, player: p } }));
        }
        if (send.length === 0) continue;
        moveCards(state, send, 'gy', 'sent-to-gy', at, p, 'rule');
        faceUp = null;
        link.rules.push(R.FIELD_LIMIT_SEND);
        if (holder.zone === 'monster') link.rules.push(R.FIELD_LIMIT_MONSTER);
        notes.push(say({ rule: R.FIELD_LIMIT_SEND, params: { source: holder.card.name, player: p, cards: send.map((c) => c.card.name).join('」「') } }));
      }
    }
  }
  // 「只能有1张表侧表示存在」: a second face-up card that came after the first is destroyed.
  if (watch.unique) for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone !== 'monster' || !c.faceUp || !c.controller) continue;
    const was = before.get(c.ref);
    if (was && was.controller === c.controller && was.name === nameOf(c)) continue;
    // Its own limit, or the limit of the one already there (each fits the other's name or archetype).
    const fits = (u: Unique, x: BoardCard, holder: BoardCard) => (u.field === 'both' || x.controller === holder.controller) && (u.archetype !== undefined ? nameOf(x).includes(u.archetype) : nameOf(x) === (u.name ?? ''));
    // CH-ONLY-ONE-NEGATED: a limit is the card's own effect — a face-up monster whose effects are negated on the field holds none.
    const limitsOf = (x: BoardCard): Unique[] => {
      const limits = uniqueOf(x.card);
      if (limits.length === 0 || !(x.states.includes('effects-negated') || continuouslyNegated(state, link, x))) return limits;
      if (!link.rules.includes(R.ONLY_ONE_NEGATED)) link.rules.push(R.ONLY_ONE_NEGATED);
      return [];
    };
    const own = limitsOf(c);
    const first = Object.values(board.cards).find((o) => {
      if (o === c || o.zone !== 'monster' || !o.faceUp || !o.controller) return false;
      const ow = before.get(o.ref);
      if (!ow || ow.controller !== o.controller) return false;
      return own.some((u) => fits(u, o, c) && fits(u, c, c)) || limitsOf(o).some((u) => fits(u, c, o) && fits(u, o, o));
    });
    if (!first) {
      // Two that came face-up at once (flipped together): the player keeps one and destroys the other.
      const twin = Object.values(board.cards).find((o) => o !== c && o.zone === 'monster' && o.faceUp && o.controller && !before.has(o.ref) && (own.some((u) => fits(u, o, c)) || limitsOf(o).some((u) => fits(u, c, o))));
      if (twin) pushOnce(state.assumptions, say({ rule: R.ONLY_ONE_DESTROY, params: { variant: 'choose', card: nameOf(c), there: nameOf(twin) } }));
      continue;
    }
    moveCards(state, [c], 'gy', 'destroyed', at, c.controller, 'rule');
    link.rules.push(R.ONLY_ONE_DESTROY);
    notes.push(say({ rule: R.ONLY_ONE_DESTROY, params: { card: nameOf(c), there: nameOf(first) } }));
  }
  if (notes.length > 0 && link.reason) link.reason = sentences([link.reason, ...notes]);
}
