/**
 * Nicknames players type for staples (灰流 for 灰流丽), by passcode. These join the curated
 * cards' own `names.aliases` as the "alias" step of name resolution. Only names a player would
 * recognise; a nickname shared by two cards is left out rather than guessed.
 */
export const NICKNAMES: ReadonlyArray<readonly [number, readonly string[]]> = [
  [14558127, ['灰流', '灰流麗', '灰篮']], // 灰流丽 Ash Blossom
  [23434538, ['G', '增G', '蟑螂', '虫']], // 增殖的G Maxx "C"
  [41420027, ['神宣']], // 神之宣告 Solemn Judgment
  [84749824, ['神警']], // 神之警告 Solemn Warning
  [40605147, ['神通']], // 神之通告 Solemn Strike
  [18144506, ['羽毛扫', '鸟扫']], // 鹰身女妖的羽毛扫 Harpie's Feather Duster
  [10045474, ['泡影']], // 无限泡影 Infinite Impermanence
  [24224830, ['墓指']], // 墓穴的指名者 Called by the Grave
  [35261759, ['强贪']], // 强欲而贪欲之壶 Pot of Desires
  [98645731, ['强谦']], // 强欲而谦虚之壶 Pot of Duality
  [83764718, ['死苏']], // 死者苏生 Monster Reborn
  [8267140, ['宇宙']], // 宇宙旋风 Cosmic Cyclone
  [73642296, ['屋敷']], // 屋敷童 Ghost Belle
  [59438930, ['兔子', '幽鬼']], // 幽鬼兔 Ghost Ogre
  [97268402, ['遮蒙', '遮蒙者']], // 效果遮蒙者 Effect Veiler
  [62015408, ['浮幽']], // 浮幽樱 Ghost Sister
  [53582587, ['激流']], // 激流葬 Torrential Tribute
  [82732705, ['技抽']], // 技能抽取 Skill Drain
  [43892408, ['龙骑黑魔女', '黑魔女龙骑']], // 龙骑士 黑魔术少女 Dark Magician the Dragon Knight
  [81439173, ['愚埋']], // 愚蠢的埋葬 Foolish Burial
  [25789292, ['圣杯']], // 禁忌的圣杯 Forbidden Chalice
  [93717133, ['光子龙']], // 银河眼光子龙 Galaxy-Eyes Photon Dragon
  [84013237, ['霍普', '希望皇']], // No.39 希望皇 霍普 Utopia
  [86120751, ['阿莱斯特']], // 召唤师 阿莱斯特 Aleister the Invoker
  [74191942, ['苦选']], // 苦涩的选择 Painful Choice
  [61740673, ['王宫敕命', '敕命']], // 王宫的敕命 Imperial Order
  [19613556, ['大风']], // 大风暴 Heavy Storm
  [46986414, ['黑魔导', 'BM']], // 黑魔术师 Dark Magician
  [89631139, ['青眼', '白龙']], // 青眼白龙 Blue-Eyes White Dragon
  [86676862, ['邪心英雄 恶刃魔鬼']], // 邪心英雄 恶刃魔王 Evil HERO Malicious Fiend (its newer official name)
];
