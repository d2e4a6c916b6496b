/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) whose rulings turn on how a monster was summoned and what it
 * remembers of it after a temporary banishment or a copy (docs/c03/里侧·一时除外.rst:130–:139, docs/c03/复制.rst:99,
 * FD-SUMMON-MEMORY). Only the condition the rulings judge is kept, in our own words; what the effects then do is not
 * known here and is not invented (their resolution is left as a note).
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aSummonMemoryNewerThanCdb: Record<number, string> = {
  996503001: '救祓少女阿门武装 — released 2022; placeholder id (passcode not known)',
  996503002: '混沌创世神 — released 2020; placeholder id (passcode not known)',
};

export const c03aSummonMemoryCards = [
  // A Spell of the 救祓少女 whose activation asks for an opponent's monster that was Special Summoned from the GY
  // (里侧·一时除外.rst:130, :139: a monster banished and back still was; one set later was not). Only that condition is
  // written; what it does is not known here.
  card({
    id: 996503001,
    name: '救祓少女阿门武装',
    type: 'spell quickplay',
    effects: [
      {
        n: 1,
        kind: 'activation',
        // Facts, not text: the compiler reads 「从墓地特殊召唤的怪兽」 after 「对方场上」 as a card in the GY or on the field.
        condition: [{ is: 'exists', filter: { side: 'opponent', place: 'monster', kind: 'monster', summonedFrom: 'gy' } }],
        does: [{ do: 'other', note: 'what it does is not written here' }],
        summary: { zh: '①：对方场上有从墓地特殊召唤的怪兽存在的场合才能发动。', en: '(1): Activate only if your opponent controls a monster Special Summoned from the GY.' },
      },
    ],
  }),
  // Its ① may be activated while it is on the field having been Special Summoned from the hand (里侧·一时除外.rst:132: still
  // so after a temporary banishment; 复制.rst:99: a monster that took its effects and was summoned from the hand may use
  // it). Facts, not text: the compiler reads 「从手卡特殊召唤的这张卡」 as no condition. Its summoning procedure, stats and
  // what ① does are left out.
  card({
    id: 996503002,
    name: '混沌创世神',
    type: 'monster effect',
    effects: [
      {
        kind: 'ignition',
        condition: [{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedFrom: 'hand' } }],
        does: [{ do: 'other', note: 'what ① does is not written here' }],
        summary: { zh: '①：从手卡特殊召唤的这张卡在怪兽区域存在的场合才能发动。', en: '(1): Activate only while this card, Special Summoned from the hand, is in the Monster Zone.' },
      },
    ],
  }),
];
