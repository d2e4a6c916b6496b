/**
 * English for the game's Chinese words that card data holds as they are printed: Attributes (「暗」「暗属性」) and
 * Types (「龙族」). An English answer says 'DARK' and 'Dragon', never the Chinese word inside an English sentence.
 */
const ATTRIBUTE_EN: Record<string, string> = { 光: 'LIGHT', 暗: 'DARK', 地: 'EARTH', 水: 'WATER', 炎: 'FIRE', 风: 'WIND', 神: 'DIVINE' };

const RACE_EN: Record<string, string> = {
  战士: 'Warrior', 魔法师: 'Spellcaster', 天使: 'Fairy', 恶魔: 'Fiend', 不死: 'Zombie', 机械: 'Machine', 水: 'Aqua', 炎: 'Pyro',
  岩石: 'Rock', 鸟兽: 'Winged Beast', 植物: 'Plant', 昆虫: 'Insect', 雷: 'Thunder', 龙: 'Dragon', 兽: 'Beast', 兽战士: 'Beast-Warrior',
  恐龙: 'Dinosaur', 鱼: 'Fish', 海龙: 'Sea Serpent', 爬虫类: 'Reptile', 念动力: 'Psychic', 幻神兽: 'Divine-Beast', 创造神: 'Creator God',
  幻龙: 'Wyrm', 电子界: 'Cyberse', 幻想魔: 'Illusion',
};

/** 「暗」「暗属性」 → 'DARK' (a word it does not know is kept). */
export function attributeEn(zh: string): string {
  const w = zh.replace(/属性$/, '');
  return ATTRIBUTE_EN[w] ?? zh;
}

/** 「龙族」「龙」 → 'Dragon' (a word it does not know is kept). */
export function raceEn(zh: string): string {
  const w = zh.replace(/族$/, '');
  return RACE_EN[w] ?? zh;
}

/** An Attribute or a Type, whichever the word is (「暗属性」 'DARK', 「恐龙族」 'Dinosaur'); a bare 「水」「炎」 is read as the Attribute. */
export function attributeOrRaceEn(zh: string): string {
  if (/属性$/.test(zh) || (!/族$/.test(zh) && ATTRIBUTE_EN[zh])) return attributeEn(zh);
  return raceEn(zh);
}
