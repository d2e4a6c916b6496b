/**
 * CH-LINGER-SUMMON-LOCK-DECLARED: the monster type a declaring card's activation declared (`[宣言 融合]`, `本回合:A:次元障壁(宣言:融合)`).
 * 「融合」 is also a card's name (融合), so a word is read as a monster type only for a card whose effect declares one (its
 * `declaresType`); for that card every word must be one of the types its text lists — another word is refused, never taken as a name.
 */
import type { Card } from '../cards/facts.js';
import { t, type Text } from '../i18n/text.js';
import { declaredMonsterTypeWord, MONSTER_TYPE_WORDS, type DeclaredMonsterType } from '../notation/declared-kind.js';

/** The types `card` may declare (「宣言1个怪兽的种类（仪式·融合·同调·超量·灵摆）」), or null when it declares none. */
export function typesDeclarable(card: Card | undefined): DeclaredMonsterType[] | null {
  for (const e of card?.effects ?? []) if (e.declaresType?.length) return e.declaresType;
  return null;
}

/**
 * The declared word read for `card`: `type` when the card declares a monster type and the word is one it may declare; `refused`
 * (what the user reads) when the card declares a type and the word is none of its list; null when the card declares no type (the
 * word is a card name or a kind of card, read as before).
 */
export function declaredTypeFor(card: Card | undefined, word: string, where: Text): { type: DeclaredMonsterType } | { refused: Text } | null {
  const allowed = typesDeclarable(card);
  if (!allowed) return null;
  const type = declaredMonsterTypeWord(word);
  if (type && allowed.includes(type)) return { type };
  const zh = allowed.map((x) => MONSTER_TYPE_WORDS[x].zh).join('·');
  const en = allowed.map((x) => MONSTER_TYPE_WORDS[x].en).join(', ');
  return {
    refused: t(
      `${where.zh}「${card!.name}」宣言的是怪兽的种类（${zh}），「${word}」不是其中之一：请写 [宣言 ${MONSTER_TYPE_WORDS[allowed[1] ?? allowed[0]!].zh}] 这样的种类（也可以写「${MONSTER_TYPE_WORDS[allowed[1] ?? allowed[0]!].zh}怪兽」）。`,
      `${where.en}${card!.name} declares a monster card type (${en}); "${word}" is none of them: write a type, e.g. [declare ${MONSTER_TYPE_WORDS[allowed[1] ?? allowed[0]!].en.toLowerCase()}].`,
    ),
  };
}
