/**
 * The name of a monster an effect summons that the user did not name (from the Deck, the Extra Deck …), shown as a card name in
 * the Chinese answer; an English answer shows its English form in its place (src/answer/english.ts).
 */
export const UNNAMED_MONSTER = '（未写明的怪兽）';
export const UNNAMED_MONSTER_EN = '(an unnamed monster)';
