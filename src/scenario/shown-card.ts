/**
 * CH-SHOWN-CARD-NOTE: what a card shown by a link (`[确认 X]`: 「自己的额外卡组1只融合怪兽给双方确认」) states that later steps of the
 * same resolution act on — its Fusion material line (「那只怪兽决定的融合素材怪兽从自己卡组送去墓地」, 未来融合①; 「那只怪兽有卡名记述的1只
 * 融合素材怪兽」, 融合准备). Read here, from the card's text, so the engine gets the materials as facts and never reads card text itself.
 */
import type { Card } from '../cards/facts.js';
import { readFusionLine } from '../cards/compile/summon-materials.js';

/** 「「A」或者「B」」: a material that is either of two named cards — both are 卡名记述 on the line. */
const EITHER_NAMES = /^「([^」]+)」或者「([^」]+)」/;

/**
 * The materials a shown Fusion Monster states, one entry a material (「「青眼白龙」」, or the words that describe it), and — when every
 * material is a named card — those names; `named`: every card name its line names (「有卡名记述的融合素材怪兽」), also on a line whose
 * count is open. Null for a card with no Fusion material line (not a Fusion Monster, or a line not read).
 */
export function shownMaterials(card: Card): { parts?: string[]; names?: string[]; named: string[] } | null {
  if (card.type.kind !== 'monster' || !card.type.subtypes.includes('fusion')) return null;
  const line = readFusionLine(card.text);
  if (!line) return null;
  const either = line.either ?? [];
  const alternatives = (card.text ?? '').split('\n')[0]!.split('＋').flatMap((p) => EITHER_NAMES.exec(p.trim())?.slice(1, 3) ?? []);
  const named = [...new Set([...line.named, ...either, ...alternatives])];
  // (「…以上」: how many is the player's choice — the materials are not a fixed set to name.)
  if (line.count.orMore || line.count.n === 0) return { named };
  const described = line.described ?? [];
  const parts = [...line.named.map((n) => `「${n}」`), ...either.map((n) => `「${n}」或者…`), ...described];
  return described.length || either.length ? { parts, named } : { parts, names: line.named, named };
}
