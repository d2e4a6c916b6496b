/**
 * CH-LINGERING-LOCK-DECLARED: a declaration of a kind of card (「宣言卡的种类（怪兽·魔法·陷阱）」) written where a declared card name
 * goes — a link's `[宣言 魔法]`, an earlier activation's `本回合:A:X(宣言:陷阱)`. The kind words are no card names, so they are read
 * here, before anything looks them up in the catalog.
 */

/** A kind of card as a declaration names it (the same three as a card's kind; the notation stays apart from the card data). */
export type DeclaredKind = 'monster' | 'spell' | 'trap';

const KINDS: Record<string, DeclaredKind> = {
  怪兽: 'monster', 怪兽卡: 'monster', monster: 'monster', monsters: 'monster',
  魔法: 'spell', 魔法卡: 'spell', spell: 'spell', spells: 'spell',
  陷阱: 'trap', 陷阱卡: 'trap', trap: 'trap', traps: 'trap',
};

/** The kind of card a declared word names, or null when it names no kind (a card name). */
export function declaredKindWord(word: string): DeclaredKind | null {
  return KINDS[word.trim().toLowerCase()] ?? null;
}
