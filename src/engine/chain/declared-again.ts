/**
 * CH-DECLARED-AGAIN (issue 16, rules reference docs/c03/誓约.rst:141–146): 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」 is
 * outside the resolution and in brackets: no effect, it applies as the effect is activated and stays even if that activation is
 * negated. A link that declares a card name (`[宣言 X]`) cannot declare one an earlier activation of this effect of its player
 * declared this turn (`本回合:A:Y#2(宣言:X)`, `(发动无效)` or not, or a link of a chain played before, `… 然后 …`).
 */
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Judging } from './legality.js';

export function declaredAgain(j: Judging): Phrase | null {
  const d = j.link.directives.find((x): x is Extract<typeof x, { kind: 'declared' }> => x.kind === 'declared');
  if (!d) return null;
  const earlier = (j.state.scenario.history ?? []).find((h) => h.kind === 'activation' && h.player === j.me && h.card.name === j.link.card.name
    && (h.effect === null || j.e.n === undefined || h.effect === j.e.n) && (h.declared === (d.card?.name ?? d.name) || (h.about ?? []).some((c) => c.name === d.name)));
  return earlier ? { rule: R.DECLARED_AGAIN, params: { named: d.name } } : null;
}
