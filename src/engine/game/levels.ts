/**
 * Level and Rank arithmetic (issue 16; rules reference docs/c03/攻守计算.rst:27 — 「怪兽的等级计算等和攻守计算基本一致」, :95–101,
 * :155–159): a monster's level (or an Xyz Monster's Rank) from its printed one and the changes applied to it (`BoardCard.levels`,
 * today those the situation states: `等级-1`, `等级3`, `等级+2#1`), in the order they were applied.
 * - CH-LEVEL-ARITH: a raise or lower (上升·下降) adds to it, a 变成 sets it; a level lowered to 1 or below is 1.
 * - CH-LEVEL-OWN-NEGATED: while the monster's effects are negated, a change its own effect made to it does not apply when that
 *   effect changes no card's level but its own (「这张卡的等级下降…」: back to its printed level); an effect that can change another
 *   card's level (「作为对象的怪兽的等级上升1星」 — even when it changed only its own) keeps what it made. A change not said to be its own is kept.
 * A Link Monster has no level: none is computed for it. A Pendulum card’s Scale (`刻度1`, `Card.scale`) is computed the same way
 * apart from its level; its own-effect changes name its Pendulum Effects.
 */
import type { BoardCard, LevelMod } from '../types.js';
import { R } from '../rule-ids.js';

export interface LevelValue {
  kind: 'level' | 'rank' | 'scale';
  /** What it has now (never below 1). */
  value: number;
  printed: number;
  rules: string[];
}

/** The printed level or Rank of a monster card (null: a Link Monster, or no monster). */
export function printedLevel(c: Pick<BoardCard, 'card'>): number | null {
  const t = c.card.type;
  if (t.kind !== 'monster' || t.subtypes.includes('link') || c.card.level === undefined) return null;
  return c.card.level;
}

/** CH-LEVEL-OWN-NEGATED: does this change stop while the card's effects are negated? (`#N` of a Scale names its Pendulum Effect N.) */
export function levelEndsWhenNegated(c: Pick<BoardCard, 'card'>, m: LevelMod): boolean {
  if (m.ownEffect === undefined) return false;
  const e = c.card.effects.find((x) => x.n === m.ownEffect && Boolean(x.pendulum) === Boolean(m.scale));
  // CH-LEVEL-TRAP-KEPT: made by an effect activated while the card was a Trap Card (not a monster's effect), the change stays.
  return e?.levelChange?.of === 'self' && !e.levelChange.asTrap;
}

/** CH-LEVEL-TRAP-KEPT: is this a change its own effect made, activated while the card was a Trap Card? */
function keptAsTrap(c: Pick<BoardCard, 'card'>, m: LevelMod): boolean {
  if (m.ownEffect === undefined) return false;
  const e = c.card.effects.find((x) => x.n === m.ownEffect && Boolean(x.pendulum) === Boolean(m.scale));
  return Boolean(e?.levelChange?.asTrap);
}

type Levelled = { card: BoardCard['card']; levels?: readonly LevelMod[] | undefined; states: readonly string[] };

function compute(c: Levelled, printed: number, mods: readonly LevelMod[], min: number): { value: number; rules: string[] } {
  const rules = new Set<string>();
  const negated = c.states.includes('effects-negated');
  let total = printed;
  for (const m of mods) {
    if (negated && levelEndsWhenNegated(c, m)) {
      rules.add(R.LEVEL_OWN_NEGATED);
      continue;
    }
    if (negated && keptAsTrap(c, m)) rules.add(R.LEVEL_TRAP_KEPT);
    total = m.op === 'set' ? m.value : total + m.value;
    rules.add(R.LEVEL_ARITH);
  }
  return { value: Math.max(min, total), rules: [...rules] };
}

/** A monster's level or Rank now (null: it has none). */
export function levelOf(c: Levelled): LevelValue | null {
  const printed = printedLevel(c);
  if (printed === null) return null;
  const v = compute(c, printed, (c.levels ?? []).filter((m) => !m.scale), 1);
  return { kind: c.card.type.subtypes.includes('xyz') ? 'rank' : 'level', value: v.value, printed, rules: v.rules };
}

/** A Pendulum card's Pendulum Scale now (null: it has none); a Scale lowered below 0 is 0. */
export function scaleOf(c: Levelled): LevelValue | null {
  if (c.card.scale === undefined) return null;
  const v = compute(c, c.card.scale, (c.levels ?? []).filter((m) => m.scale), 0);
  return { kind: 'scale', value: v.value, printed: c.card.scale, rules: v.rules };
}
