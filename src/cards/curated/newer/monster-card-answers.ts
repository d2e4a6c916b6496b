/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 examples on 「怪兽卡」 use (基本用语.rst:
 * 1252–1259: a face-down card activating in the Monster Zone is a monster activating, but not a monster card; a 纠罪巧
 * monster turning itself face-up as its cost is one). Restated card text where the compiler reads it (textCard), or
 * facts (card) for the clauses it does not read yet, keeping only what the examples judge. Where the passcode is not
 * known the id is a placeholder starting 9967 (said in the record). Stats are given from memory; no example judges them.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const monsterCardAnswerNewerThanCdb: Record<number, string> = {
  996700501: 'DDD 赦俿王 死亡机降神 — released after the database; placeholder id (passcode not known)',
  996700502: '纠罪巧-诈狐 Astaγ.PIXIEA — released 2025; placeholder id (passcode not known)',
};

export const monsterCardAnswerCards = [
  // ②: answers an opponent's monster card's effect (「怪兽卡的效果发动时」, CH-RESPONDS-MONSTER-CARD) — not a face-down monster
  // activating (巨盾守卫者 ①, :1258), but a 纠罪巧 monster that turned itself face-up as its cost (:1259). What it does is
  // restated plainly; its other effects are left out.
  textCard({ id: 996700501, name: 'DDD 赦俿王 死亡机降神', type: 'monster effect', level: 10, atk: 3000, def: 3000, race: '恶魔族', attribute: '暗', text: '②：1回合1次，对方把怪兽卡的效果发动时才能发动。那个效果无效。' }),
  // ②: answers an opponent's effect targeting a card of its field, turning itself face-up as its cost — so its ③ (while
  // face-up, the opponent cannot activate effects targeting cards on the field or in the GY) already applies when ② is
  // activated: nothing targeting may be chained to it (基本用语.rst:730). Written as facts: the compiler reads neither the
  // face-up cost nor the lock on targeting effects. What ② does is restated plainly; ① is left out.
  card({
    id: 996700502,
    name: '纠罪巧-诈狐 Astaγ.PIXIEA',
    type: 'monster effect flip',
    level: 4,
    atk: 1600,
    def: 1600,
    race: '天使族',
    attribute: '光',
    effects: [
      // ① is not restated (no example judges it); listed so the effects keep the card's numbering.
      { n: 1, kind: 'continuous', does: [], summary: { zh: '①：（未写出：没有例子用到）', en: '(1): not written (no example uses it)' } },
      {
        n: 2,
        kind: 'quick',
        respondsTo: { by: 'opponent', targets: { side: 'self', place: 'field' } },
        cost: [{ do: 'change-position', what: 'self', position: 'defense', note: 'turn this face-down card face-up' }],
        does: [{ do: 'negate-effect', what: 'activation' }],
        summary: { zh: '对方把以自己场上的卡为对象的效果发动时，把里侧表示的这张卡变成表侧表示才能发动：那个效果无效。', en: 'When the opponent activates an effect targeting a card you control: turn this face-down card face-up; negate that effect.' },
      },
      {
        n: 3,
        kind: 'continuous',
        does: [{ do: 'other', player: 'opponent', forbidsActivation: { targeting: { place: ['field', 'gy'] } }, note: 'while face-up, the opponent cannot activate effects targeting cards on the field or in the GY' }],
        summary: { zh: '只要这张卡在怪兽区域表侧表示存在，对方不能以场上·墓地的卡为对象把效果发动。', en: 'While face-up in the Monster Zone, your opponent cannot activate effects that target cards on the field or in the GY.' },
      },
    ],
  }),
];
