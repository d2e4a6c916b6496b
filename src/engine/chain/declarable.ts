/**
 * CH-DECLARED-NAME: a card name is declared as the effect is activated, and only a name its text lets it declare — 「宣言1个怪兽卡名」
 * a monster's, 「宣言1个「X」怪兽的卡名」 a monster of that archetype (a card 「在规则上也当作「X」卡使用」 is one), 「宣言1个同名怪兽不在自己
 * 场上存在的「X」怪兽的卡名」 besides none of that name face-up in its player's Monster Zone (the compiler's `declarable`). A link that
 * declares another name (`[宣言 Y]`) cannot be activated so. A name the catalog does not know is compared as written (said by the
 * binder): not judged here.
 */
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Judging } from './legality.js';
import { matchContext, matchesFilter } from '../game/match.js';

export function declarableName(j: Judging): Phrase | null {
  const rule = j.e.declarable;
  const d = j.link.directives.find((x): x is Extract<typeof x, { kind: 'declared' }> => x.kind === 'declared');
  if (!rule || !d?.card) return null;
  // The declared card as a card of that name, in no place (its kind, archetype, race… are the printed card's).
  const fits = matchesFilter({ ...rule.filter, place: undefined, side: undefined }, { ref: '', card: d.card, zone: null, faceUp: true, controller: j.me, position: null }, matchContext(j.self.ref, j.me, null, null, false, true, j.board));
  if (!fits) return { rule: R.DECLARED_NAME, params: { variant: 'not-declarable', declared: d.card.name } };
  if (rule.notOnOwnField) {
    const there = Object.values(j.board.cards).find((c) => c.zone === 'monster' && c.controller === j.me && c.faceUp && (c.changed?.name ?? c.card.name) === d.card!.name);
    if (there) return { rule: R.DECLARED_NAME, params: { variant: 'on-own-field', declared: d.card.name } };
  }
  return null;
}
