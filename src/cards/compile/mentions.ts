/**
 * 有「○○」卡名记述 (issue 16, CMP-MENTIONS, rules reference docs/c02/基本用语.rst:428–437): the card names a card's text
 * mentions — every 「X」 of the text written as a card name, whether in an effect or in a line that is no effect; not an
 * archetype (「X」怪兽, 「X」卡, 「X」魔法·陷阱卡, 名字带有「X」). Read from the card's text on first ask and kept.
 * A card with no text known (no database) gives `undefined`: not judged.
 */
import type { Card } from '../facts.js';
import { readFusionLine } from './summon-materials.js';

const known = new WeakMap<Card, ReadonlySet<string>>();
const QUOTED = /(名字带有|字段的?)?「([^」]+)」(?!怪兽|卡|魔法|陷阱|字段|系列)/g;

export function mentionedNames(card: Card): ReadonlySet<string> | undefined {
  // A card that took another's name and effects (`复制:X`) still has its own printed text: the names it mentions are its own
  // (基本用语.rst:886 — 新空间侠·黑暗豹 copying 钢铁幻想师 is no card naming 「金属化·强化反射装甲」).
  const text = card.copiedFrom?.ownText ?? card.text;
  if (text === undefined) return undefined;
  let names = known.get(card);
  if (!names) {
    const found = new Set<string>();
    for (const m of text.matchAll(QUOTED)) if (!m[1]) found.add(m[2]!);
    names = found;
    known.set(card, names);
  }
  return names;
}

/** Does the card's text mention one of these names as a card name? (null: no text known.) */
export function mentionsAny(card: Card, names: readonly string[]): boolean | null {
  const said = mentionedNames(card);
  if (!said) return null;
  return names.some((n) => said.has(n));
}

const lineKnown = new WeakMap<Card, ReadonlySet<string>>();

/**
 * CMP-FUSION-LINE-NAMES (issue 16, rules reference docs/c04/冰剑龙 幻冰龙.rst:29–30): the card names a Fusion Monster's material line
 * states — a named part (「阿不思的落胤」) or one choice of a part (「「X」或者…」); a line of kinds only states none. Not a Fusion
 * Monster, or no material line read: none. A card with no text known gives `undefined`: not judged.
 */
export function fusionLineNames(card: Card): ReadonlySet<string> | undefined {
  const text = card.copiedFrom?.ownText ?? card.text;
  if (text === undefined) return undefined;
  let names = lineKnown.get(card);
  if (!names) {
    const line = card.type.subtypes.includes('fusion') ? readFusionLine(text) : null;
    names = new Set([...(line?.named ?? []), ...(line?.either ?? [])]);
    lineKnown.set(card, names);
  }
  return names;
}

/** Does the card's material line state one of these names? (null: no text known.) */
export function fusionLineNamesAny(card: Card, names: readonly string[]): boolean | null {
  const said = fusionLineNames(card);
  if (!said) return null;
  return names.some((n) => said.has(n));
}
