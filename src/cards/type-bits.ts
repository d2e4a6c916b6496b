/**
 * The YGOPro `type` bit mask (../shared/data/README.md) ⇄ CardType. One table both ways, so the
 * curated data, the import and the /card answer agree on every bit.
 */
import type { CardKind, CardType } from './facts.js';

const KIND_BITS: Record<CardKind, number> = { monster: 0x1, spell: 0x2, trap: 0x4 };

/** Subtype name → bit. `normal` is 0x10 for monsters and implied (no bit) for spells and traps. */
const SUBTYPE_BITS: Record<string, number> = {
  normal: 0x10,
  effect: 0x20,
  fusion: 0x40,
  ritual: 0x80,
  'trap-monster': 0x100,
  spirit: 0x200,
  union: 0x400,
  gemini: 0x800,
  tuner: 0x1000,
  synchro: 0x2000,
  token: 0x4000,
  quickplay: 0x10000,
  continuous: 0x20000,
  equip: 0x40000,
  field: 0x80000,
  counter: 0x100000,
  flip: 0x200000,
  toon: 0x400000,
  xyz: 0x800000,
  pendulum: 0x1000000,
  'special-summon': 0x2000000,
  link: 0x4000000,
};

export function decodeType(bits: number): CardType {
  const kind: CardKind = bits & 0x1 ? 'monster' : bits & 0x2 ? 'spell' : 'trap';
  const subtypes: string[] = [];
  for (const [name, bit] of Object.entries(SUBTYPE_BITS)) {
    if (name === 'normal' && kind !== 'monster') continue;
    if (bits & bit) subtypes.push(name);
  }
  // A Spell/Trap with no subtype bit is a normal one (通常魔法 / 通常陷阱).
  if (kind !== 'monster' && !subtypes.some((s) => ['quickplay', 'continuous', 'equip', 'field', 'counter', 'ritual'].includes(s))) {
    subtypes.unshift('normal');
  }
  return { kind, subtypes, bits };
}

export function encodeType(kind: CardKind, subtypes: readonly string[]): number {
  let bits = KIND_BITS[kind];
  for (const s of subtypes) {
    if (s === 'normal' && kind !== 'monster') continue;
    const bit = SUBTYPE_BITS[s];
    if (bit === undefined) throw new Error(`unknown card subtype "${s}"`);
    bits |= bit;
  }
  return bits;
}
