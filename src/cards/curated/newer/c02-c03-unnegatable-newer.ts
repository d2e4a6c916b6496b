/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 and docs/c03 examples of the "card newer than the database"
 * family need (issue 16; 无效.rst on protections that hold only under a state, 卡片·效果的发动.rst): restated card text in our own words
 * (textCard: the compiler reads it like an imported card's), keeping only the clauses the examples judge; each comment says what was
 * left out.
 *
 * Passcodes starting 9985 are placeholders: the real passcode is not used here.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02c03UnnegatableNewerThanCdb: Record<number, string> = {
  998500: '圣心防护罩 -心灵之力- — newer than the database; placeholder id',
  998501: '锁缚龙 锁镰 — newer than the database; placeholder id',
  998502: '试号闪刀姬-天津 — newer than the database; placeholder id',
  998503: '俱舍怒威族·独角兽 — newer than the database; placeholder id',
  998504: '白银之迷宫城 — newer than the database; placeholder id',
};

export const c02c03UnnegatableNewerCards = [
  // Only the clause the reference quotes (无效.rst:531–534) is restated: while the opponent has 5 or more face-up cards on the field,
  // its activation and effect cannot be negated (CH-UNNEGATABLE-IF). Its full text (when it may be activated, what it does) could not be
  // established from a public source and is left out: the engine does not know what it resolves, and says so.
  textCard({
    id: 998500,
    name: '圣心防护罩 -心灵之力-',
    type: 'trap normal',
    text: '对方场上有表侧表示卡5张以上存在的场合，这张卡的发动和效果不会被无效化。',
  }),
  // ②: when an effect is activated in a chain to the activation of a card's effect, it may choose one: negate that effect and destroy
  // its card, or negate the effect it was chained to and destroy that card (无效.rst:498–502, 532). Its materials, its ① (treated as a
  // non-Tuner as Synchro Material), its once-per-turn and the choice of the second option are left out: only the first option is
  // restated. That the activation it answers is itself chained to a card's effect is read (CH-RESPONDS-CHAINED).
  textCard({
    id: 998501,
    name: '锁缚龙 锁镰',
    type: 'monster effect synchro tuner',
    level: 7,
    atk: 2800,
    def: 2100,
    race: '龙族',
    attribute: '暗',
    text: '②：连锁到卡的效果的发动而有魔法·陷阱·怪兽的效果发动时才能发动。那个效果无效并破坏。',
  }),
  // ①: when a monster with 2000 or more ATK on the opponent's field activates its effect, that effect becomes "destroy 1 「闪刀姬」 Link
  // Monster on the opponent's field" (无效.rst:617: the rewritten effect is still that card's effect). Its material (1 「闪刀姬」 monster),
  // its once-per-turn summon and effect limits, its ② (destroying at an attack declaration) and its stats are left out.
  textCard({
    id: 998502,
    name: '试号闪刀姬-天津',
    type: 'monster effect link',
    atk: 1500,
    race: '机械族',
    attribute: '暗',
    text: '①：对方场上的攻击力2000以上的怪兽的效果发动时才能发动。那个效果变成「对方场上1只「闪刀姬」连接怪兽破坏」。',
  }),
  // ③: at its attack declaration, or when the opponent activates a monster effect: look at the opponent's Extra Deck and banish 1 monster
  // from it face-down (无效.rst:302). Its ① (a summon from the hand while its controller has no monster), ② (adding a 「俱舍怒威族」 Spell
  // from the Deck) and its once-per-turn limits are left out.
  textCard({
    id: 998503,
    name: '俱舍怒威族·独角兽',
    type: 'monster effect',
    level: 7,
    atk: 2500,
    def: 2100,
    race: '念动力族',
    attribute: '风',
    text: '③：这张卡的攻击宣言时或者对方把怪兽的效果发动的场合才能发动。确认对方的额外卡组，从中选1只怪兽里侧表示除外。',
  }),
  // ①: when its controller activates a Set 「拉比林斯迷宫欢迎」 Normal Trap, it may add "destroy 1 card on the field" to that effect
  // (无效.rst:619–625: added by another card, it stays when that effect is rewritten, and goes when it is negated: CH-ADDED-EFFECT). Its
  // once-per-turn limits and ② (a Fiend summoned from the hand or GY when another Normal Trap is activated) are left out.
  textCard({
    id: 998504,
    name: '白银之迷宫城',
    type: 'spell field',
    text: '①：盖放的「拉比林斯迷宫欢迎」通常陷阱卡由自己发动的场合，可以给那个效果加上以下效果。●选场上1张卡破坏。',
  }),
];
