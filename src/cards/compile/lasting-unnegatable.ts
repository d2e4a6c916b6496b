/**
 * Issue 16, lingering effects — CH-UNNEGATABLE-EARLIER: 「这张卡的发动后，直到下次的对方回合的结束时，对方场上的魔法·陷阱卡
 * 不会被破坏，发动和效果不会被无效化」 — a lasting grant an effect leaves for the Spell/Trap cards on the field of the player it names.
 * Read from the card text, as the summon riders are (./summon-riders.ts).
 */
const LASTING_UNNEGATABLE = /这张卡的发动后，[^。]*?(对方|自己|双方)场上的魔法·陷阱卡[^。]*?发动和效果不会被无效化/;

/** Whose field's Spell/Trap cards this text leaves unnegatable after its activation, or null. */
export function readsLastingUnnegatable(text: string | undefined): 'opponent' | 'self' | 'both' | null {
  const m = text === undefined ? null : LASTING_UNNEGATABLE.exec(text);
  if (!m) return null;
  return m[1] === '对方' ? 'opponent' : m[1] === '自己' ? 'self' : 'both';
}
