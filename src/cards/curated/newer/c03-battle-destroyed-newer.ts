/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03 (战斗阶段流程, 攻守计算) need —
 * mostly around a monster whose destruction by battle is settled after damage calculation — restated in our own words as
 * card text the compiler reads (textCard), or as a card with its stats only where only the stats matter. Each comment
 * says what the example needs and what was left out.
 *
 * Passcodes starting 9996 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03BattleDestroyedNewerThanCdb: Record<number, string> = {
  999600: '头位审判 — not in the database; placeholder id',
  999601: '时间潜行者逆跳 — newer than the database; placeholder id',
  999602: '战吼斗士·福蒂亚 — newer than the database; placeholder id',
  999603: '神艺学的厚涂-夺还- — newer than the database; placeholder id',
  999604: '神艺智慧少女 — newer than the database; placeholder id',
  999605: '半龙女仆·蒸馏室龙女 — newer than the database; placeholder id',
  999606: '半龙女仆·赤焰龙女 — newer than the database; placeholder id',
  999607: '灿幻开门 — newer than the database; placeholder id',
  999608: '机巧鸟-常世宇受卖长鸣 — newer than the database; placeholder id',
  999609: '于贝尔-永远之爱的守护者 — newer than the database; placeholder id',
  999610: '凶饿毒捕食融合龙 — newer than the database; placeholder id',
  999611: '从骑士 特露迪娅 — newer than the database; placeholder id',
  999612: '神艺学之狱神兽 — newer than the database; placeholder id',
};

export const c03BattleDestroyedNewerCards = [
  // A Continuous Trap: its ① answers the activation of an effect of a monster on the field; a coin call decides whether
  // that activation is negated and the monster's control moves (战斗阶段流程.rst:864: chained to a monster whose battle
  // destruction is settled). Its use limit is left out.
  textCard({
    id: 999600,
    name: '头位审判',
    type: 'trap continuous',
    text: '①：自己或者对方把场上的怪兽的效果发动时才能发动。发动的玩家进行1次投掷硬币并猜里表。猜中的场合，这张卡送去墓地。猜错的场合，那次发动无效，那只怪兽的控制权移给从那个玩家来看的对方。',
  }),
  // A Normal Trap: it negates a Spell/Trap activation while its controller has a 时间潜行者 Xyz Monster, and attaches that card
  // to it (战斗阶段流程.rst:871: with that Xyz Monster settled as destroyed by battle, only the negation applies). Its use limit
  // is left out.
  textCard({
    id: 999601,
    name: '时间潜行者逆跳',
    type: 'trap',
    text: '①：自己场上有「时间潜行者」超量怪兽存在，魔法·陷阱卡发动时才能发动。那个发动无效，那张卡在自己场上的「时间潜行者」超量怪兽下面重叠作为超量素材。',
  }),
  // Its ① after damage calculation of a battle of its controller's EARTH Warrior searches a 战吼 card, then raises its 战吼
  // monsters (战斗阶段流程.rst:803). Its ② (a summon when sent to the GY by the opponent) and its use limits are left out; a
  // Level 4 EARTH Warrior as the card is, its ATK/DEF not written (not needed).
  textCard({
    id: 999602,
    name: '战吼斗士·福蒂亚',
    type: 'monster effect',
    level: 4,
    race: '战士族',
    attribute: '地',
    text: '①：自己的战士族·地属性怪兽进行战斗的伤害计算后才能发动。从卡组把「战吼斗士·福蒂亚」以外的1张「战吼」卡加入手卡。那之后，自己场上的全部「战吼」怪兽的攻击力直到对方回合结束时上升200。',
  }),
  // A Normal Trap answering the activation of an opponent's monster effect: its controller's Fusion Monster is banished until
  // the End Phase, and the activation is negated and destroyed (战斗阶段流程.rst:846: a Fusion Monster settled as destroyed by
  // battle may be that monster — the banish is not a cost). Its rider (a bounce of the opponent's Spells/Traps with 3 types
  // of monsters), its use limit and its activation in the turn it was Set are left out.
  textCard({
    id: 999603,
    name: '神艺学的厚涂-夺还-',
    type: 'trap',
    text: '①：对方把怪兽的效果发动时才能发动。自己场上1只融合怪兽直到结束阶段除外，那个发动无效并破坏。',
  }),
  // The Fusion Monster of 战斗阶段流程.rst:846 (destroyed by battle by 混沌之黑魔术师, then banished by 神艺学的厚涂-夺还-). None
  // of its effects is judged there, so none is written, nor its stats.
  card({ id: 999604, name: '神艺智慧少女', type: 'monster effect fusion', effects: [] }),
  // The 「神艺」 monster 誓约.rst:146 declares for 神艺学都 神艺学园② (CH-DECLARED-AGAIN; CH-DECLARED-NAME: that ② may declare only a
  // 「神艺」 monster's name). Only its name and its kind are used: its effects and stats are not written.
  card({ id: 999612, name: '神艺学之狱神兽', type: 'monster effect', effects: [] }),
  // Its ② at the start step of either player's Battle Phase returns it to the hand and summons a Level 8 半龙女仆 from the hand
  // or GY (战斗阶段流程.rst:80: summoned by 灿幻开门 at the start step, after its ① it is still the start step). Its ① (a search
  // then a discard when summoned) and its use limits are left out. A FIRE Dragon (灿幻开门 summons only those); its level and
  // ATK/DEF are not written (not needed).
  textCard({
    id: 999605,
    name: '半龙女仆·蒸馏室龙女',
    type: 'monster effect',
    race: '龙族',
    attribute: '炎',
    text: '②：自己·对方的战斗阶段开始时才能发动。这张卡回到手卡，从自己的手卡·墓地把1只8星「半龙女仆」怪兽特殊召唤。',
  }),
  // A Level 8 FIRE Dragon 半龙女仆 (2700/1700), only the monster 半龙女仆·蒸馏室龙女② summons (战斗阶段流程.rst:80): none of its
  // effects is judged, so none is written.
  card({ id: 999606, name: '半龙女仆·赤焰龙女', type: 'monster effect', level: 8, atk: 2700, def: 1700, race: '龙族', attribute: '炎', effects: [] }),
  // A Quick-Play Spell: activated in the Battle Phase both steps may apply, otherwise one (战斗阶段流程.rst:80: at the start step it
  // summons 半龙女仆·蒸馏室龙女 from the hand). Its use limit is left out.
  textCard({
    id: 999607,
    name: '灿幻开门',
    type: 'spell quickplay',
    text: '①：这张卡在战斗阶段发动的场合，以下效果各能适用。这张卡在战斗阶段以外发动的场合，从以下效果选1个适用。\n●从卡组把1只4星以下的龙族·炎属性怪兽加入手卡。\n●从手卡把1只龙族·炎属性怪兽特殊召唤。',
  }),
  // Its ① tributes a Machine whose ATK and DEF are the same number as its cost (攻守计算.rst:58: a face-down 电子天龙头, 0 and 0,
  // may be it) and summons a lower-level one with equal ATK/DEF from the Deck. Its ② (an add of a face-down banished Machine)
  // and its use limits are left out. A Level 2 LIGHT Machine, 950/950.
  textCard({
    id: 999608,
    name: '机巧鸟-常世宇受卖长鸣',
    type: 'monster effect',
    level: 2,
    atk: 950,
    def: 950,
    race: '机械族',
    attribute: '光',
    text: '①：把自己场上1只攻击力和守备力的数值相同的机械族怪兽解放才能发动。攻击力和守备力的数值相同而持有比解放的怪兽低的等级的1只机械族怪兽从卡组特殊召唤。',
  }),
  // Its ③ at the end of the damage step of its battle with an opponent's monster burns the opponent for that monster's ATK and
  // banishes it (战斗阶段流程.rst:605: taken by the opponent, destroyed and sent to its owner's GY, it still activates, but from
  // its owner's side the monster it battled is not an opponent's monster). Its ① (a burn when Fusion Summoned), ② (its
  // protections), its materials and its use limit are left out; its stats are not written.
  textCard({
    id: 999609,
    name: '于贝尔-永远之爱的守护者',
    type: 'monster effect fusion',
    text: '③：这张卡和对方怪兽进行战斗的伤害步骤结束时发动。给与对方那只对方怪兽的攻击力数值的伤害，那只怪兽除外。',
  }),
  // Its ① answers any activation by tributing a monster with a Predator Counter of either field, at resolution (not a cost),
  // and negates it (战斗阶段流程.rst:841: the monster tributed may be one settled as destroyed by battle). Its ② (a summon from the
  // GY), its materials, its treatment as a 捕食植物 card and its use limits are left out; its stats are not written.
  textCard({
    id: 999610,
    name: '凶饿毒捕食融合龙',
    type: 'monster effect fusion',
    text: '①：1回合1次，魔法·陷阱·怪兽的效果发动时才能发动。自己或者对方场上1只有捕食指示物放置的怪兽解放，那个发动无效。',
  }),
  // Its ②, used while it is a Continuous Trap in the Spell & Trap Zone (its ① put it there), Special Summons it and may raise its
  // level by 4 (攻守计算.rst:85: a raise made by an effect activated as a Trap Card stays when it is then negated). Its ① and its
  // use limits are left out. A Level 4 DARK Pyro, 1000/2000.
  textCard({
    id: 999611,
    name: '从骑士 特露迪娅',
    type: 'monster effect',
    level: 4,
    atk: 1000,
    def: 2000,
    race: '炎族',
    attribute: '暗',
    text: '②：这张卡是当作永续陷阱卡使用的场合，自己·对方的主要阶段才能发动。这张卡特殊召唤。那之后，可以让这张卡的等级上升4星。',
  }),
];
