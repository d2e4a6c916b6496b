/**
 * Archetype words that the card database's texts and its card names spell differently (issue 16, CMP-ARCHETYPE-SPELLING):
 * the texts name 「星守」 while the cards themselves are named 「星因士 …」「星辉士 …」「龙星因士-…」. A card is of an
 * archetype when its name holds the word or one of these spellings. Card data, not a rule: a row only where the
 * database disagrees with itself.
 */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  星守: ['星因士', '星辉士'],
};

/** The words a card name may hold to be of the archetype `word` (the word itself first). */
export function archetypeSpellings(word: string): readonly string[] {
  const w = word.replace(/[「」]/g, '');
  const more = SPELLINGS[w];
  return more ? [w, ...more] : [w];
}
