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

/**
 * CH-LINGER-SUMMON-LOCK-DECLARED: a declaration of a kind of monster card (「宣言1个怪兽的种类（仪式·融合·同调·超量·灵摆）」, 次元障壁)
 * written where a declared card name goes — `[宣言 融合]`, `本回合:A:X(宣言:融合怪兽)`. 「融合」 is also a card's name (融合), so the word
 * is read as a monster type only where the declaring card declares one (the binder knows the card; the parser does not).
 */
export type DeclaredMonsterType = 'ritual' | 'fusion' | 'synchro' | 'xyz' | 'pendulum' | 'link';

const MONSTER_TYPES: Record<string, DeclaredMonsterType> = {
  仪式: 'ritual', ritual: 'ritual', 融合: 'fusion', fusion: 'fusion', 同调: 'synchro', synchro: 'synchro',
  超量: 'xyz', xyz: 'xyz', 灵摆: 'pendulum', pendulum: 'pendulum', 连接: 'link', link: 'link',
};

/** The monster type a declared word names (「融合」「融合怪兽」「fusion」「Fusion Monsters」), or null when it names none. */
export function declaredMonsterTypeWord(word: string): DeclaredMonsterType | null {
  const w = word.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(?:怪兽卡?| monsters?| cards?)$/, '').trim();
  return MONSTER_TYPES[w] ?? null;
}

/** The type's word in each language, for answers and errors. */
export const MONSTER_TYPE_WORDS: Record<DeclaredMonsterType, { zh: string; en: string }> = {
  ritual: { zh: '仪式', en: 'Ritual' }, fusion: { zh: '融合', en: 'Fusion' }, synchro: { zh: '同调', en: 'Synchro' },
  xyz: { zh: '超量', en: 'Xyz' }, pendulum: { zh: '灵摆', en: 'Pendulum' }, link: { zh: '连接', en: 'Link' },
};
