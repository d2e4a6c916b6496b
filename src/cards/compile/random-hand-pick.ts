/**
 * CMP-RANDOM-HAND-PICK (card text, 英雄逆袭: 「从自己手卡对方随机选择1张卡。那张是名字带有「元素英雄」的怪兽卡的场合，对方场上1只怪兽破坏，并把
 * 选择的卡在自己场上特殊召唤」): the card summoned is the one picked at random from that hand — a monster of the kind the branch names,
 * Special Summoned from the hand (「在自己场上」 is where it goes; read as where it came from, a monster already on the field was
 * summoned) — and every step after the branch is done only if the pick is such a card: which card is picked is known only as it
 * resolves (`conditional`, `uncertain`, `randomPick`: the answer says it assumed a pick that fits).
 */
import type { EffectFacts } from '../facts.js';

const PICK_BRANCH = /从(自己|对方)手卡(?:由?对方)?随机选(?:择)?1张(?:卡)?[。，,]那张是(?:名字带有「([^」]+)」的)?怪兽卡的场合/;

/** Reads the random hand pick and its branch into the effect's steps. */
export function randomHandPickOf(e: EffectFacts, text: string): void {
  const m = PICK_BRANCH.exec(text);
  if (!m) return;
  const side = m[1] === '自己' ? 'self' : 'opponent';
  for (const a of e.does) {
    a.conditional = true;
    a.uncertain = true;
    a.randomPick = true;
    if (a.do === 'special-summon' && typeof a.what === 'object' && a.what.filter.place === 'field') {
      a.what = { filter: { side, place: 'hand', kind: 'monster', ...(m[2] ? { archetype: m[2] } : {}) }, scope: 'choose', count: 1 };
      a.from = 'hand';
    }
  }
}
