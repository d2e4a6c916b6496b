/**
 * English names of archetypes (字段) that card texts name in 「」: 「元素英雄」 → "Elemental HERO". The card database has no
 * archetype names in English, so each row is read off the cards' own English names: the official English names of the cards
 * whose Chinese names hold the word share the English word (test/answer/archetypes-en.test.ts checks every row against the
 * database: at least 3 such cards and at least half of them). An archetype with no row is said in Chinese with a note.
 * Card data, not a rule: game words, one per archetype.
 */
const ARCHETYPE_EN: Readonly<Record<string, string>> = {
  剑斗兽: 'Gladiator Beast', 六武众: 'Six Samurai', 娱乐伙伴: 'Performapal', 'DD': 'D/D', 'DDD': 'D/D/D', 黑羽: 'Blackwing', 急袭猛禽: 'Raidraptor',
  魔界剧团: 'Abyss Actor', 魔界台本: 'Abyss Script', 命运英雄: 'Destiny HERO', 元素英雄: 'Elemental HERO', 英雄: 'HERO', 转生炎兽: 'Salamangreat',
  光道: 'Lightsworn', 花札卫: 'Flower Cardian', 变形斗士: 'Morphtronic', 魔导书: 'Spellbook', 武神: 'Bujin', 废铁: 'Scrap', 超重武者: 'Superheavy Samurai',
  圣骑士: 'Noble Knight', 圣剑: 'Noble Arms', 星际仙踪: 'Kozmo', 刚鬼: 'Gouki', 幻变骚灵: 'Altergeist', 宝玉兽: 'Crystal Beast', 异色眼: 'Odd-Eyes',
  方程式运动员: 'F.A.', 空牙团: 'Fur Hire', 发条: 'Wind-Up', 炎舞: 'Fire Formation', 龙星: 'Yang Zing', 魔偶甜点: 'Madolche', 淘气仙星: 'Trickstar',
  真红眼: 'Red-Eyes', 龙骑兵团: 'Dragunity', 水精鳞: 'Mermail', 忍者: 'Ninja', 忍法: 'Ninjitsu', 影灵衣: 'Nekroz', 宝石骑士: 'Gem-Knight', 熔岩: 'Laval',
  光子: 'Photon', 亚马逊: 'Amazoness', 坏兽: 'Kaiju', 影依: 'Shaddoll', 妖仙兽: 'Yosenju', 古代的机械: 'Ancient Gear', 魔玩具: 'Frightfur', 星圣: 'Constellar',
  银河: 'Galaxy', 银河眼: 'Galaxy-Eyes', 星遗物: 'World Legacy', 'X-剑士': 'X-Saber', 灵兽: 'Ritual Beast', 月光: 'Lunalight', 调皮宝贝: 'Prank-Kids',
  鬼计: 'Ghostrick', 核成: "Koa'ki Meiru", 甲虫装机: 'Inzektor', 科技属: 'T.G.', 复仇死者: 'Vendread', 自然: 'Naturia', 地中族: 'Subterror', 幻奏: 'Melodious',
  文具电子人: 'Deskbot', 薰风: 'Gusto', 机壳: 'Qli', 疾行机人: 'Speedroid', 大日: 'Vylon', 机界骑士: 'Mekk-Knight', 堕天使: 'Darklord', 点火骑士: 'Igknight',
  机巧: 'Karakuri', 吸血鬼: 'Vampire', 咒眼: 'Evil Eye', 魔女术: 'Witchcrafter', 玄化: 'Metaphys', 魔术师: 'Magician', 雾动机龙: 'Dinomist', 罪: 'Malefic',
  彼岸: 'Burning Abyss', 十二兽: 'Zoodiac', 'No.': 'Number', 方界: 'Cubic', 幻影骑士团: 'Phantom Knights', 先史遗产: 'Chronomaly', 次世代: 'Genex',
  奈芙提斯: 'Nephthys', 我我我: 'Gagaga', 弹丸: 'Rokket', 魔弹: 'Magical Musket', 神数: 'Zefra', 燃烧拳击手: "Battlin' Boxer", 魔轰神: 'Fabled',
  真龙: 'True Draco', 毛绒动物: 'Fluffal', 秘旋谍: 'SPYRAL', 超级量子: 'Super Quant', 异虫: 'Worm', 魔妖: 'Mayakashi', 扰乱: 'Ojama', 进化虫: 'Evoltile',
  契约书: 'Dark Contract', 炼装: 'Metalfoes', 机怪虫: 'Krawler', 新空间侠: 'Neo-Spacian', 音响战士: 'Symphonic Warrior', 超级运动员: 'U.A.',
  地缚神: 'Earthbound Immortal', 幻兽机: 'Mecha Phantom Beast', 遗式: 'Gishki', 融合: 'Fusion', 守墓: "Gravekeeper's", 永火: 'Infernity',
  冰结界: 'Ice Barrier', 光波: 'Cipher', 'PSY骨架': 'PSY-Frame', 外星: 'Alien', 自奏圣乐: 'Orcust', 机关傀儡: 'Gimmick Puppet', 青眼: 'Blue-Eyes',
  圣刻: 'Hieratic', 水晶机巧: 'Crystron', 星杯: 'World Chalice', 狱火机: 'Infernoid', 廷达魔三角: 'Tindangle', 圣像骑士: 'Crusadia', 三形金字塔: 'Triamid',
  元素灵剑士: 'Elementsaber', 魔神仪: 'Impcantation', 恐龙摔跤手: 'Dinowrestler', 极神: 'Aesir', 纹章兽: 'Heraldic Beast', 鹰身: 'Harpie', 齿轮齿轮: 'Geargia',
  极星: 'Nordic', 灰篮: 'Graydle', 电子化天使: 'Cyber Angel', 威风妖怪: 'Majespecter', 进化龙: 'Evolsaur', 炎星: 'Fire Fist', 废品: 'Junk', 电池人: 'Batteryman',
  英豪: 'Heroic', 机皇: 'Meklord', 不知火: 'Shiranui', 入魔: 'Evilswarm', 朱罗纪: 'Jurrac', 霸王眷龙: 'Supreme King Dragon', 共鸣者: 'Resonator',
  锋利小鬼: 'Edge Imp', 青蛙: 'Frog', 虫惑魔: 'Traptrix', 捕食植物: 'Predaplant', 森罗: 'Sylvan', 云魔物: 'Cloudian', 星尘: 'Stardust',
  破坏剑: 'Destruction Sword', 娱乐法师: 'Performage', 时械神: 'Timelord', 古遗物: 'Artifact', 命运女郎: 'Fortune Lady', 炎王: 'Fire King', 巨大战舰: 'B.E.S.',
  芳香: 'Aroma', 无形噬体: 'Amorphage', 闪刀: 'Sky Striker', 光天使: 'Star Seraph', 龙剑士: 'Dracoslayer', '危险！': 'Danger!', 电子龙: 'Cyber Dragon',
  隆隆隆: 'Gogogo', 魔术少女: 'Magician Girl', 幻影: 'Phantom', 升阶魔法: 'Rank-Up-Magic', 秘仪之力: 'Arcana Force', 同调士: 'Synchron', 落穴: 'Trap Hole',
  码语者: 'Code Talker', 零件: 'Gadget', 风魔女: 'Windwitch', 尘妖: 'Duston', 火山: 'Volcanic', 电子暗黑: 'Cyberdark', 被封印: 'Forbidden One',
  召唤兽: 'Invoked', 海皇: 'Atlantean', 侵入魔鬼: 'Steelswarm', 卡通: 'Toon', 电子: 'Cyber', 伯吉斯异兽: 'Paleozoic', 紫炎: 'Shien', 暗黑界: 'Dark World',
  新宇: 'Neos', 混沌: 'Chaos', 正义盟军: 'Ally of Justice', 灵摆: 'Pendulum', 超量: 'Xyz', 栗子球: 'Kuriboh', 武装龙: 'Armed Dragon', 幻煌龙: 'Phantasm Spiral',
  幻崩: 'Knightmare', 哥布林: 'Goblin', 守护者: 'Guardian', 战士: 'Warrior',
};

/** 「元素英雄」 → 'Elemental HERO'; undefined when no English name is known. */
export function archetypeEn(zh: string): string | undefined {
  return Object.hasOwn(ARCHETYPE_EN, zh) ? ARCHETYPE_EN[zh] : undefined;
}

/** Every row, for the test that checks each against the card database. */
export function archetypeRows(): readonly (readonly [string, string])[] {
  return Object.entries(ARCHETYPE_EN);
}
