/**
 * CH-TARGET-FACE-DOWN: a face-down card on the field (or banished face-down) shows nothing but that it is a card there — a
 * monster in a Monster Zone, a card in a Spell & Trap Zone, a Field Spell in the Field Zone. An effect that targets a
 * particular kind of card (a Type, Attribute, Level, ATK/DEF, name or archetype, a monster or Spell subtype, 「魔法卡」 alone)
 * cannot target it, its own player's card neither (rules reference docs/c02/基本用语.rst:569, :169). 「场上1张卡」「1只怪兽」
 * 「魔法·陷阱卡」 and filters for face-down cards ask nothing it hides.
 *
 * Only the target check reads this (a cost may use a face-down card: tributes do — docs/c02/基本用语.rst:116–117).
 * Worked out once per filter; read only for a written target that is face-down.
 */
import type { CardFilter } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';

const HIDDEN_KEYS = ['race', 'attribute', 'levelMax', 'levelMin', 'atkMax', 'atkMin', 'defEq', 'archetype', 'id', 'names', 'hasOriginalRace',
  'originalZero', 'mentions', 'fusionNames', 'rollsDice', 'below'] as const;

const asked = new WeakMap<CardFilter, 'none' | 'always' | 'subtypes'>();

/** What of the filter's own keys a face-down card cannot show (branches of `anyOf` are read apart). */
function asksOf(f: CardFilter): 'none' | 'always' | 'subtypes' {
  let a = asked.get(f);
  if (a === undefined) {
    const kinds = f.kind === undefined ? [] : Array.isArray(f.kind) ? f.kind : [f.kind];
    // 「魔法卡」 or 「陷阱卡」 alone is a particular card; 「魔法·陷阱卡」 and 「怪兽」 are what the zone shows.
    const oneSpellKind = kinds.length === 1 && (kinds[0] === 'spell' || kinds[0] === 'trap');
    a = f.faceUp === false ? 'none' : HIDDEN_KEYS.some((k) => f[k] !== undefined) || oneSpellKind ? 'always' : f.subtypes?.length ? 'subtypes' : 'none';
    asked.set(f, a);
  }
  return a;
}

function hides(f: CardFilter, c: BoardCard, fits: (g: CardFilter) => boolean): boolean {
  const a = asksOf(f);
  if (a === 'always') return true;
  // A face-down card in the Field Zone is a Field Spell: 「场地魔法卡」 is no particular card there.
  if (a === 'subtypes' && !(c.card.type.subtypes.includes('field') && f.subtypes!.every((s) => s === 'field'))) return true;
  // 「A或者B」: it may be taken by a branch that asks nothing hidden and that it fits.
  if (f.anyOf) return !f.anyOf.some((g) => fits(g) && !hides(g, c, fits));
  return false;
}

/** A written target that is face-down where the filter asks what a face-down card hides (`view` reads it as it is chosen). */
export function faceDownMisfit(filter: CardFilter, typed: readonly BoardCard[], view: (c: BoardCard) => BoardCard, fits: (g: CardFilter, c: BoardCard) => boolean): BoardCard | undefined {
  for (const t of typed) {
    const c = view(t);
    if (c.faceUp || (c.zone !== 'monster' && c.zone !== 'spell' && c.zone !== 'banished')) continue;
    if (filter.faceUp === false) continue;
    if (hides(filter, c, (g) => fits(g, c))) return t;
  }
  return undefined;
}
