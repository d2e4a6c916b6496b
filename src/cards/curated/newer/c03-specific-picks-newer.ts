/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/特定效果的处理方法.rst need
 * (issue 16), written as restated card text (textCard: the compiler reads it like an imported card's). The current
 * Chinese text of each was read from public card-script headers; the wording here is our own, and only the clauses a
 * ruling judges are kept.
 *
 * Passcodes 99840… are placeholders (the real passcode is named in each entry's record where it was seen).
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SpecificPicksNewerThanCdb: Record<number, string> = {
  998400001: '六花绚烂 — released 2019 (real id 69164989)',
  998400002: '嗤笑的黑山羊 — released 2020 (real id 49299410)',
  998400003: '杀手级调整曲·提示员 — released 2023 (real id unknown)',
  998400004: '千六百七十七万工房 — released 2020 (real id 1259814)',
  998400005: '六花的一瓣 — released 2019 (real id 71734607)',
  998400006: '征服斗魂 霍丽·苏 — released 2023 (real id unknown)',
  998400007: '征服斗魂 重型电子人 — released 2023 (real id 92895501)',
  998400008: '我我我我魔术师 — released 2021 (real id 86331741)',
  998400009: 'No.69 纹章神 盾徽-神之愤怒 — released 2024 (real id unknown)',
  998400010: '新世坏-阿密哩多罗 — released 2022 (real id unknown)',
};

export const c03SpecificPicksNewerCards: Card[] = [
  textCard({
    id: 998400001,
    name: '六花绚烂',
    type: 'spell',
    en: 'Rikka Glamour',
    // Its ① (one 六花 monster added; when a Plant was tributed to activate it, 「再」 a Plant of another name and the same
    // original Level) is judged (:154).
    text: '这个卡名的卡在1回合只能发动1张。这张卡也能把自己场上1只植物族怪兽解放来发动。\n①：从卡组把1只「六花」怪兽加入手卡。把怪兽解放来把这张卡发动的场合，再把和加入手卡的怪兽卡名不同并且原本等级相同的1只植物族怪兽从卡组加入手卡。',
  }),
  textCard({
    id: 998400002,
    name: '嗤笑的黑山羊',
    type: 'trap normal',
    en: 'The Black Goat Laughs',
    // Its ① (a declared monster name: this turn neither player Special Summons a monster of that original name other than
    // from the GY) is judged (:226).
    text: '这个卡名的①②的效果1回合只能有1次使用其中任意1个。\n①：宣言1个怪兽卡名才能发动。这个回合，双方不能把原本卡名和宣言的怪兽相同的怪兽从墓地以外特殊召唤。\n②：把墓地的这张卡除外，宣言1个怪兽卡名才能发动。这个回合，双方不能把原本卡名和宣言的怪兽相同的怪兽的在场上发动的效果发动。',
  }),
  textCard({
    id: 998400003,
    name: '杀手级调整曲·提示员',
    type: 'monster effect tuner',
    en: 'Kewl Tune Cue',
    // Its ② (sent to the GY as Synchro Material: the opponent's top 2 cards revealed, 1 banished, the other back on top or
    // at the bottom) is judged (:244).
    text: '这个卡名的①②的效果1回合各能使用1次。\n①：这张卡召唤的场合才能发动。从自己的手卡·卡组·墓地把「杀手级调整曲·提示员」以外的1只调整特殊召唤。这个回合，自己不是调整的怪兽不能特殊召唤。\n②：这张卡作为同调素材送去墓地的场合才能发动。把对方卡组上面2张卡翻开，从那之中选1张除外，另1张回到卡组最上面或者最下面。',
  }),
  textCard({
    id: 998400004,
    name: '千六百七十七万工房',
    type: 'spell continuous',
    en: 'Rainbowlution Lab',
    // Its ① (a face-up monster becomes a Machine, and is also treated as every Attribute) is judged (:915).
    text: '①：1回合1次，以场上1只表侧表示怪兽为对象才能发动。那只怪兽的种族变成机械族，那个属性也当作「光」「暗」「地」「水」「炎」「风」使用。',
  }),
  textCard({
    id: 998400005,
    name: '六花的一瓣',
    type: 'monster effect',
    en: 'Rikka Petal',
    level: 1,
    atk: 0,
    def: 0,
    race: '植物族',
    attribute: '水',
    // A 「六花」 Plant monster in the Deck for 六花绚烂 (:154); its own effects are not judged.
    text: '这个卡名的①②的效果1回合各能使用1次。\n①：自己主要阶段才能发动。从卡组选「六花的一瓣」以外的1只「六花」怪兽加入手卡或者送去墓地。这个效果的发动后，直到回合结束时自己不是植物族怪兽不能特殊召唤。\n②：这张卡在墓地存在，自己场上没有怪兽存在的场合或者自己场上的怪兽只有植物族怪兽的场合，对方结束阶段才能发动。这张卡特殊召唤。',
  }),
  textCard({
    id: 998400006,
    name: '征服斗魂 霍丽·苏',
    type: 'monster effect',
    en: 'Vanquish Soul Hollie Sue',
    // Its ① (another 「征服斗魂」 monster of the hand shown to the opponent as the cost: it summons itself from the hand) is judged
    // (:392); its stats are left out (not at hand).
    text: '这个卡名的①②的效果1回合各能使用1次，同一连锁上不能发动。\n①：自己·对方的主要阶段，把手卡1只其他的「征服斗魂」怪兽给对方观看才能发动。这张卡从手卡特殊召唤。\n②：自己·对方回合，可以从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。\n●地·暗：对方场上1只攻击力最低的怪兽的控制权直到结束阶段得到。\n●炎·暗：从卡组把1只念动力族以外的「征服斗魂」怪兽特殊召唤。',
  }),
  textCard({
    id: 998400007,
    name: '征服斗魂 重型电子人',
    type: 'monster effect',
    en: 'Vanquish Soul Heavy Borger',
    level: 7,
    atk: 2500,
    def: 1500,
    race: '机械族',
    attribute: '暗',
    // Shown from the hand for 征服斗魂 霍丽·苏①, and its ② (a DARK monster of the hand shown: a draw) chained to it (:392).
    text: '这个卡名的①②的效果1回合各能使用1次，同一连锁上不能发动。\n①：自己·对方的主要阶段，以机械族以外的自己场上1只「征服斗魂」怪兽为对象才能发动。那只怪兽回到手卡，这张卡从手卡特殊召唤。\n②：自己·对方回合，可以从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。\n●暗：自己从卡组抽1张。\n●地·炎：给与对方1500伤害。',
  }),
  textCard({
    id: 998400008,
    name: '我我我我魔术师',
    type: 'monster effect xyz',
    en: 'Gagagaga Magician',
    level: 4,
    atk: 2000,
    def: 2000,
    race: '魔法师族',
    attribute: '暗',
    // Its ② (a 「未来皇 霍普」 Xyz Monster with it as material gains: two materials detached, an Xyz Monster of its controller
    // targeted — its ATK becomes 4000 and its effects are negated until the end of the turn) is judged (:477).
    text: '4星怪兽×2\n这个卡名的①的效果1回合只能使用1次。\n①：把这张卡1个超量素材取除，以「我我我我魔术师」以外的自己墓地1只超量怪兽为对象才能发动。那只怪兽效果无效特殊召唤。\n②：有这张卡在作为超量素材中的「未来皇 霍普」超量怪兽得到以下效果。\n●把这张卡2个超量素材取除，以自己场上1只超量怪兽为对象才能发动。直到回合结束时，那只怪兽的攻击力变成4000，效果无效化。',
  }),
  textCard({
    id: 998400009,
    name: 'No.69 纹章神 盾徽-神之愤怒',
    type: 'monster effect xyz',
    en: 'Number 69: Heraldry Crest - Dark Matter Demolition',
    level: 4,
    // Its ③ (while it is in the Monster Zone, an effect the opponent activates of 「不明」 is negated) is judged (:591); its stats
    // are left out (not at hand).
    text: '4星怪兽×5\n①：场上的这张卡不会被战斗·效果破坏。\n②：自己·对方回合1次，把这张卡1个超量素材取除，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的卡名当作「不明」使用。\n③：只要这张卡在怪兽区域存在，对方发动的「不明」的效果无效化。',
  }),
  textCard({
    id: 998400010,
    name: '新世坏-阿密哩多罗',
    type: 'spell field',
    en: 'Pristine Planets Amritara',
    // Its ① (a monster of mine destroyed by battle or an effect and sent to the GY, or banished: one ● chosen) is judged (:806), its
    // ●2 above all (a Tuner on the field gains half the ATK of one of those monsters). Restated in our words: 「调整怪兽」 for 「调整」, 「被战斗·效果破坏送去墓地的场合
    // 或者被除外的场合」 for the printed 「因战斗·效果而破坏，被送去墓地的场合或者被除外的场合」.
    text: '场上有「维萨斯-斯塔弗罗斯特」存在的场合才能把这张卡发动。\n①：1回合1次，自己场上的怪兽被战斗·效果破坏送去墓地的场合或者被除外的场合，可以从以下效果选择1个发动。\n●那之内的1只在自己场上守备表示特殊召唤。\n●场上1只调整怪兽的攻击力上升那之内的1只的攻击力一半数值。\n●那之内的1只回到卡组，自己抽1张。\n●这张卡回到卡组，从自己墓地把1张场地魔法卡加入手卡。',
  }),
];
