/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c03 examples of the "card newer than the database"
 * family need (issue 16; 无效.rst on negations applied on no chain): restated card text in our own words (textCard: the
 * compiler reads it like an imported card's), keeping only the clauses the examples judge; each comment says what was left out.
 *
 * Passcodes starting 9986 are placeholders: the real passcode is not used here.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03NegationMoreNewerThanCdb: Record<number, string> = {
  998600001: '雷火沸动交界机 — newer than the database; placeholder id',
  998600002: '异热同心武器-天马双翼剑 — newer than the database; placeholder id',
  998600003: '雷火沸动油电双动机 — newer than the database; placeholder id (a 雷火沸动 Xyz Monster to hold the material)',
  998600004: '宇宙类星龙 — newer than the database; placeholder id',
  998600007: '月光舞狮子神姬 — newer than the database; placeholder id',
};

export const c03NegationMoreNewerCards = [
  // ③: while the opponent's activated monster effect resolves, once per turn, I may detach 1 material from a 「雷火沸动」 Xyz
  // Monster on my field; then that effect is negated (无效.rst:462–470, 492–496: it is no "type 2" negation, it may apply whatever
  // else negates the effect). Its ① (an Xyz Summon restriction), ② (a recycle and draw) and once-per-turn are left out.
  textCard({
    id: 998600001,
    name: '雷火沸动交界机',
    type: 'spell field',
    text: '③：对方发动的怪兽的效果的处理时，自己可以把自己场上的「雷火沸动」超量怪兽1个超量素材取除。那个场合，那个效果无效化。',
  }),
  // ④: while equipped, once per turn, it may negate the effect of a monster the opponent activated on the field, as that
  // effect resolves (the reference's second kind of negation, 无效.rst:417). Its ①–③ (a limit of one face-up copy, a summon from
  // the hand, equipping itself to a 「希望皇 霍普」 monster with +1000 ATK), its once-per-turn and its stats are left out.
  textCard({
    id: 998600002,
    name: '异热同心武器-天马双翼剑',
    type: 'monster effect',
    level: 4,
    atk: 0,
    def: 0,
    race: '天使族',
    attribute: '光',
    text: '④：这张卡装备中的场合，对方在场上发动的怪兽的效果的处理时，可以把那个效果无效。',
  }),
  // A 「雷火沸动」 Rank 4 Xyz Monster, to hold the Xyz Material 雷火沸动交界机③ takes: only its name (its archetype) and that it is an
  // Xyz Monster are judged; its effects, materials, Attribute, Type and stats are not known here and are left out.
  card({ id: 998600003, name: '雷火沸动油电双动机', type: 'monster effect xyz', level: 4, effects: [] }),
  // ①: once per turn, it negates the effects of face-up cards it targets — as many as its Synchro Materials plus one (here one
  // card: the count is not judged) — and that activation and effect cannot be negated (无效.rst:441, 518, 599). Its materials, its
  // summon condition, its ② (banishing itself to summon a Dragon Synchro) and its stats are left out.
  textCard({
    id: 998600004,
    name: '宇宙类星龙',
    type: 'monster effect synchro',
    level: 12,
    race: '龙族',
    text: '①：以场上1张表侧表示卡为对象才能发动（这个效果的发动和效果不会被无效化）。那张卡的效果无效。',
  }),


  // ① (unaffected by the effects of cards that are not 「月光」 cards, in the Monster Zone) and ③ (once in either turn, sending a 「月光」
  // monster from the Extra Deck: destroying every Special Summoned monster of the opponent) are judged (卡片的抗性.rst:313). Its materials,
  // summon condition, ② (two attacks) and once-per-turn are left out.
  textCard({
    id: 998600007,
    name: '月光舞狮子神姬',
    type: 'monster effect fusion',
    level: 12,
    atk: 3800,
    def: 3500,
    race: '兽战士族',
    attribute: '暗',
    text: '①：这张卡只要在怪兽区域存在，不受「月光」卡以外的卡的效果影响。\n③：自己·对方回合1次，从额外卡组把1只「月光」怪兽送去墓地才能发动。对方场上的特殊召唤的怪兽全部破坏。',
  }),
];
