/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/无效.rst, docs/c04/灰流丽·星尘龙.rst and
 * docs/c04/王家长眠之谷.rst need (issue 16), written as restated card text (textCard: the compiler reads it like an imported card's).
 * Only the clauses a ruling judges are kept, in our own words; each comment says what was left out.
 *
 * Passcodes 9997… are placeholders: the real passcode is not used here.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03c04NegationAnswersNewerThanCdb: Record<number, string> = {
  999700001: '七音服·索尔费吉娅 — newer than the database; placeholder id',
  999700002: '救祓少女圣母悼歌 — newer than the database; placeholder id',
  999700003: '神炎龙 赫界龙 — newer than the database; placeholder id',
  999700004: '刀皇-都牟羽沓薙 — newer than the database; placeholder id',
  999700005: '速射扳机 — newer than the database; placeholder id',
  999700006: '于贝尔幻影 — newer than the database; placeholder id',
  999700007: '创狱神 涅瓦 — newer than the database; placeholder id',
  999700008: '狱神影兽-涅瓦红化兽 — newer than the database; placeholder id',
  999700009: '妖眼之相剑师 — newer than the database; placeholder id',
  999700010: '纠罪巧-嗜蝎 Archaη.TAIL — newer than the database; placeholder id',
  999700011: '空牙团的奥义 — newer than the database; placeholder id',
  999700012: '恐吓爪牙族型俱舍怒威族 — newer than the database; placeholder id',
};

export const c03c04NegationAnswersNewerCards = [
  // Monster effect ② (灰流丽·星尘龙.rst:42): a summon from the hand, or — only when it was activated by tributing this card — also from the
  // face-up Extra Deck or the GY. Its Pendulum Effect, its ① (a summon of itself), once-per-turn and stats are left out.
  textCard({
    id: 999700001,
    name: '七音服·索尔费吉娅',
    type: 'monster effect pendulum',
    level: 2,
    atk: 400,
    def: 400,
    race: '天使族',
    attribute: '光',
    text: '②：自己主要阶段才能发动（也能把这张卡解放来发动）。从手卡把「七音服·索尔费吉娅」以外的1只「七音服」怪兽特殊召唤。把这张卡解放发动的场合，也能从自己的额外卡组（表侧）·墓地选特殊召唤的怪兽。',
  }),
  // ③ (灰流丽·星尘龙.rst:105): when monsters are sent to the opponent's GY, the opponent banishes one of them — a banishment from the GY.
  // Its ① (an add from the Deck as it is activated), ② (a Normal Summon) and once-per-turn are left out.
  textCard({
    id: 999700002,
    name: '救祓少女圣母悼歌',
    type: 'spell continuous',
    text: '③：怪兽被送去对方墓地的场合才能发动（伤害步骤也能发动）。对方从自身墓地把那些怪兽之内的1只除外。',
  }),
  // ① (王家长眠之谷.rst:132): on its Fusion Summon, discarding a card, monsters of its controller's field, GY and banished cards go back to
  // the Deck as Fusion Materials to Fusion Summon a Fusion Monster of level 8 or less (not this name); this turn it cannot attack and its
  // controller cannot Special Summon from the Extra Deck except Fusion Monsters. Its materials (a DARK monster + 「阿不思的落胤」, 基本用语.rst:979) are kept; once-per-turn is left out.
  textCard({
    id: 999700003,
    name: '神炎龙 赫界龙',
    type: 'monster effect fusion',
    level: 8,
    atk: 2500,
    def: 3000,
    race: '龙族',
    attribute: '光',
    text: '暗属性怪兽＋「阿不思的落胤」\n①：这张卡融合召唤的场合，丢弃1张手卡才能发动。自己的场上·墓地·除外状态的怪兽作为融合素材回到卡组，把「神炎龙 赫界龙」以外的1只8星以下的融合怪兽融合召唤。这个回合，这张卡不能攻击，自己不是融合怪兽不能从额外卡组特殊召唤。',
  }),
  // ① (王家长眠之谷.rst:142): on its Normal Summon or flip, the opponent may send cards of their field to the GY, both draw that many; in the
  // End Phase of that turn every card on both fields, in both GYs and banished goes back to the Deck. Its summon rules (no Special Summon,
  // one tribute) and ② (back to the hand) are left out.
  textCard({
    id: 999700004,
    name: '刀皇-都牟羽沓薙',
    type: 'monster effect spirit',
    level: 8,
    atk: 3000,
    def: 0,
    race: '战士族',
    attribute: '光',
    text: '①：这张卡召唤·反转的场合发动。对方可以选自身场上的卡任意数量送去墓地。那个场合，双方从卡组抽出那个数量。这个效果发动的回合的结束阶段，双方的场上·墓地的卡以及除外中的卡全部回到持有者卡组。',
  }),
  // ① (灰流丽·星尘龙.rst:199): a Fusion Summon by destroying the Fusion Materials on its controller's field. Its once-per-turn and what the
  // summoned monster gets (it may attack only monsters Special Summoned from the Extra Deck, unaffected by theirs) are left out.
  textCard({
    id: 999700005,
    name: '速射扳机',
    type: 'spell normal',
    text: '①：融合怪兽卡决定的自己场上的融合素材怪兽破坏，把那1只融合怪兽从额外卡组融合召唤。',
  }),
  // ② (无效.rst:599, :635): when the opponent activates a monster effect, tributing this card, that effect becomes "the opponent destroys 1
  // 「于贝尔」 monster of their hand, Deck or field". Its materials, summon procedure, ① (battle protection) and once-per-turn are left out.
  textCard({
    id: 999700006,
    name: '于贝尔幻影',
    type: 'monster effect fusion',
    level: 9,
    atk: 0,
    def: 0,
    race: '恶魔族',
    attribute: '暗',
    text: '②：对方怪兽的效果发动时，把这张卡解放才能发动。那个效果变成「对方把自身的手卡·卡组·场上1只「于贝尔」怪兽破坏」。',
  }),
  // ② (无效.rst:554): once per turn, when its controller activates the effect of a 「神艺」 monster, that effect becomes "destroy every card
  // on the opponent's field". Its materials, summon rules and ① (not destroyed by effects while a Field Zone holds a card) are left out.
  textCard({
    id: 999700007,
    name: '创狱神 涅瓦',
    type: 'monster effect fusion',
    level: 11,
    race: '恶魔族',
    attribute: '暗',
    text: '②：1回合1次，自己把「神艺」怪兽的效果发动时才能发动。那个效果变成「对方场上的卡全部破坏」。',
  }),
  // A 「神艺」 monster by rule (无效.rst:554), with its monster effect ①: banishing the top 3 cards of the Deck face-down, it destroys itself
  // and Special Summons 「创狱神 涅瓦」 from the Extra Deck as a Fusion Summon. Its Pendulum Effect, ②, once-per-turn and stats are left out.
  textCard({
    id: 999700008,
    name: '狱神影兽-涅瓦红化兽',
    type: 'monster effect pendulum',
    level: 4,
    race: '恶魔族',
    attribute: '暗',
    text: '这个卡名在规则上也当作「神艺」卡使用。\n①：从卡组上面把3张卡里侧除外才能发动。这张卡破坏，从额外卡组把1只「创狱神 涅瓦」当作融合召唤作特殊召唤。',
  }),
  // ① (无效.rst:48): in either player's Main Phase, while a monster whose effects are negated is on the field, it Special Summons itself from
  // the hand. Its ② (answering the opponent's Special Summons by where they came from), once-per-turn and stats are left out.
  textCard({
    id: 999700009,
    name: '妖眼之相剑师',
    type: 'monster effect',
    level: 6,
    race: '幻龙族',
    attribute: '暗',
    text: '①：自己·对方的主要阶段，效果被无效化的怪兽在场上存在的场合才能发动。这张卡从手卡特殊召唤。',
  }),
  // Monster effect ② (灰流丽·星尘龙.rst:156–157): when the opponent activates an effect that would destroy cards on the field, turning this
  // face-down card face-up, its monsters and 「纠罪巧」 Spells are not destroyed by effects this turn. Its Pendulum Effects, ① and ③, and its
  // stats are left out.
  textCard({
    id: 999700010,
    name: '纠罪巧-嗜蝎 Archaη.TAIL',
    type: 'monster effect pendulum flip',
    level: 9,
    race: '昆虫族',
    attribute: '暗',
    text: '②：要让场上的卡破坏的效果由对方发动时，把里侧表示的这张卡变成表侧守备表示才能发动。这个回合中，自己场上的怪兽以及「纠罪巧」魔法卡不会被效果破坏。',
  }),
  // ① (灰流丽·星尘龙.rst:156–157): targeting face-up cards on the field, up to the number of 「空牙团」 monster names on its controller's field,
  // it destroys them; with a Level 8 or higher and a Link 3 or higher 「空牙团」 monster on that field, it may banish them instead. Its ②
  // (back to the hand) and once-per-turn are left out.
  textCard({
    id: 999700011,
    name: '空牙团的奥义',
    type: 'trap normal',
    text: '①：以最多有自己场上的「空牙团」怪兽种类数量的场上的表侧表示卡为对象才能发动。那些卡破坏。自己场上有8星以上以及连接3以上的「空牙团」怪兽各存在的场合，也能作为代替把作为对象的卡全部除外。',
  }),
  // ③ (无效.rst:300–303): while a 「俱舍怒威族」 or 「恐吓爪牙族」 monster of its controller battles an opponent's monster, that monster's
  // effects are negated until the end of the turn. Its ① (a summon from the hand) and ② (attacking in Defense Position) are left out.
  textCard({
    id: 999700012,
    name: '恐吓爪牙族型俱舍怒威族',
    type: 'monster effect',
    level: 7,
    atk: 0,
    def: 2600,
    race: '念动力族',
    attribute: '地',
    text: '③：自己的「俱舍怒威族」怪兽或者「恐吓爪牙族」怪兽和对方怪兽进行战斗的场合，直到回合结束时那只对方怪兽的效果无效化。',
  }),
];
