/**
 * SIT-LINK-MATERIAL-MEMORY (issue 16, rules reference docs/c03/里侧·一时除外.rst:141–146): a material line that asks for
 * monsters by how they came out — 「通常召唤的怪兽N只」, 「特殊召唤的怪兽N只」, 「从额外卡组特殊召唤的怪兽N只」 — is judged by
 * what each material still remembers (FD-SUMMON-MEMORY, ../engine/game/memory.ts): a Gemini monster summoned again
 * (再度召唤) is a Normal Summoned monster, whatever brought it out first; one only treated as summoned again (an Equip
 * Spell) is not; a monster Special Summoned from the Extra Deck and turned face-down since is no longer one from there,
 * one temporarily banished and back still is. A material whose states say nothing of how it came out is not judged
 * (nothing is guessed); a card with no text is not judged either.
 */
import type { CardState } from '../notation/ast.js';
import type { Card } from '../cards/facts.js';
import { remembered, saysHowSummoned, summonedAs, summonedFrom } from '../engine/game/memory.js';
import { t, type Text } from '../i18n/text.js';

type Asks = 'normal' | 'special' | 'extra';
const ASKS: Record<string, Asks> = { 通常召唤的: 'normal', 特殊召唤的: 'special', 从额外卡组特殊召唤的: 'extra' };
const EN: Record<Asks, string> = { normal: 'Normal Summoned', special: 'Special Summoned', extra: 'Special Summoned from the Extra Deck' };

/** The way the material line's monsters must have come out, or null when it names none of these. */
export function materialLineAsks(text: string | undefined): Asks | null {
  const line = text?.split('\n')[0]?.trim() ?? '';
  const m = /^(通常召唤的|从额外卡组特殊召唤的|特殊召唤的)怪兽\d+只(以上)?$/.exec(line);
  return m ? ASKS[m[1]!]! : null;
}

/** Whether the material, by what it remembers, came out that way; null when its states do not say. */
function cameOut(asks: Asks, states: readonly CardState[]): boolean | null {
  const kept = remembered(states);
  if (asks === 'normal') {
    if (kept.includes('gemini-summoned') || summonedAs(kept, 'normal')) return true;
    return saysHowSummoned(kept) ? false : null;
  }
  if (asks === 'special') {
    if (summonedAs(kept, 'special')) return true;
    return saysHowSummoned(kept) ? false : null;
  }
  if (summonedFrom(kept, 'extra')) return true;
  // Said where it came from, or how, or that it became a new card face-down since: it is not one from the Extra Deck.
  return saysHowSummoned(states) || states.includes('turned-face-down') ? false : null;
}

/** The refusal of a Link Summon of `monster` with these materials, when one of them did not come out as its line asks. */
export function linkMaterialMemoryRefusal(monster: Card, materials: readonly { card: Card; states: readonly CardState[] }[]): Text | null {
  const asks = materialLineAsks(monster.text);
  if (!asks) return null;
  const zh = Object.keys(ASKS).find((k) => ASKS[k] === asks)!;
  for (const m of materials) {
    if (cameOut(asks, m.states) !== false) continue;
    return t(
      `「${monster.name}」的连接素材要${zh}怪兽，「${m.card.name}」现在不是（变成里侧或被一时除外的怪兽按它还记得的出场方式判断）：这次连接召唤不能进行。`,
      `${monster.name} needs monsters ${EN[asks]} as Link Material, and ${m.card.name} is not one now (a monster turned face-down or temporarily banished is judged by what it still remembers of how it came out): this Link Summon cannot be made.`,
    );
  }
  return null;
}
